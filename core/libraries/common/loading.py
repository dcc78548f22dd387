"""Putting zluda's ``libcuda.so.1`` in front of a program: the environment, or a preload.

A program finds the driver by name (``dlopen("libcuda.so.1")``), so a native program gets
zluda's (and zluda's other libraries, :data:`zluda.libraries.registry.SONAMES`) when
:data:`~zluda.libraries.LIB_DIR` comes first on ``LD_LIBRARY_PATH``; the embedded interpreter finds
zluda and its dependencies through ``ZLUDA_PYTHONPATH``. Inside a Python process, loading the
library once with ``RTLD_GLOBAL`` is enough: later ``dlopen("libcuda.so.1")`` calls (cuda.bindings,
CuPy's cudart) find the library of that soname that is already loaded.
"""

from __future__ import annotations

import ctypes
import os
import site
import sys
from pathlib import Path

from .. import LIB_DIR
from ..registry import DRIVER_LIBRARY as LIBRARY
from ..registry import SONAMES


class NotBuilt(RuntimeError):
    pass


def require_library() -> None:
    if not LIBRARY.is_file():
        raise NotBuilt(f"{LIBRARY} is missing: zluda's libcuda.so.1 is built when the package is"
                       " installed (pip install -e . or pip install zluda); reinstall to build it")


def python_path() -> list[str]:
    """Where the running interpreter finds zluda and its dependencies."""
    paths = [p for p in sys.path if p and os.path.isdir(p) and "site-packages" in p]
    paths += [p for p in site.getsitepackages() if os.path.isdir(p)]
    return list(dict.fromkeys(paths))


PYTHON_HOOK = Path(__file__).with_name("python_hook")  # its sitecustomize preloads zluda


def environment(base: dict[str, str] | None = None) -> dict[str, str]:
    """The variables that make a program load zluda's driver (merged into ``base``), and make
    a Python interpreter load zluda's libraries at startup (``PYTHONPATH``: see
    python_hook/sitecustomize.py)."""
    base = dict(os.environ if base is None else base)
    loader = [str(LIB_DIR)] + [p for p in base.get("LD_LIBRARY_PATH", "").split(os.pathsep)
                               if p and p != str(LIB_DIR)]
    python = python_path() + [p for p in base.get("ZLUDA_PYTHONPATH", "").split(os.pathsep)
                              if p]
    hook = [str(PYTHON_HOOK)] + [p for p in base.get("PYTHONPATH", "").split(os.pathsep)
                                 if p and p != str(PYTHON_HOOK)]
    return {"LD_LIBRARY_PATH": os.pathsep.join(loader),
            "ZLUDA_PYTHONPATH": os.pathsep.join(dict.fromkeys(python)),
            "PYTHONPATH": os.pathsep.join(hook)}


def preload() -> list[ctypes.CDLL]:
    """Load zluda's libraries into this process, so that every later dlopen of their sonames
    gets them (cuda.pathfinder looks for an already-loaded NVRTC and nvJitLink first)."""
    require_library()
    return [ctypes.CDLL(str(LIB_DIR / name), mode=os.RTLD_NOW | os.RTLD_GLOBAL)
            for name in SONAMES if (LIB_DIR / name).is_file()]
