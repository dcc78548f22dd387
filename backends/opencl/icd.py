"""Make the pip-installed Intel OpenCL CPU runtime visible to the OpenCL ICD loader.

``pip install intel-opencl-rt`` puts ``libintelocl.so`` in ``<prefix>/lib``, but its ``.icd``
file names a placeholder path, so the loader does not find it. Before the first OpenCL call,
:func:`register_pip_runtime` writes an ``.icd`` file that names the real library into a private
vendors directory and points ``OCL_ICD_VENDORS`` (pyopencl's loader) and, when unset,
``OCL_ICD_FILENAMES`` (the SYCL runtime's loader) at it. The user sets nothing.
"""

from __future__ import annotations

import functools
import os
import sys
from pathlib import Path

_LIBRARY = "libintelocl.so"


def pip_runtime_library() -> Path | None:
    """The absolute path of the pip-installed CPU runtime, if there is one."""
    for prefix in dict.fromkeys((sys.prefix, sys.base_prefix, sys.exec_prefix)):
        candidate = Path(prefix) / "lib" / _LIBRARY
        if candidate.is_file():
            return candidate
    return None


def vendors_dir() -> Path:
    from zluda.ptx.cache import cache_dir

    return cache_dir() / "icd"


@functools.cache
def register_pip_runtime() -> Path | None:
    """Expose the pip-installed runtime to the ICD loaders; return the library's path.

    Once per process: the loaders read the variables at their first call, and backends call
    this on every operation's path."""
    library = pip_runtime_library()
    if library is None:
        return None
    existing = os.environ.get("OCL_ICD_VENDORS")
    directory = Path(existing) if existing and Path(existing).is_dir() else vendors_dir()
    icd = directory / "zluda-intel-cpu.icd"
    try:
        directory.mkdir(parents=True, exist_ok=True)
        if not icd.is_file() or icd.read_text().strip() != str(library):
            tmp = icd.with_suffix(f".tmp{os.getpid()}")
            tmp.write_text(f"{library}\n")
            os.replace(tmp, icd)
    except OSError:
        return library
    os.environ["OCL_ICD_VENDORS"] = str(directory)
    os.environ.setdefault("OCL_ICD_FILENAMES", str(library))
    return library
