"""Make the pip-installed Intel OpenCL CPU runtime visible to the OpenCL ICD loader.

``pip install intel-opencl-rt`` puts ``libintelocl.so`` in ``<prefix>/lib``, but its ``.icd``
file names a placeholder path, so the loader does not find it. Before the first OpenCL call,
:func:`register_pip_runtime` writes an ``.icd`` file that names the real library into a private
vendors directory and points ``OCL_ICD_VENDORS`` (pyopencl's loader) and, when unset,
``OCL_ICD_FILENAMES`` (the SYCL runtime's loader) at it. The user sets nothing. The directory is
beside the compile cache, or a private one under the temporary directory when the cache is off
or unusable (``ZLUDA_CACHE_DIR`` naming a file, say): a cache problem must never hide the
device.
"""

from __future__ import annotations

import functools
import logging
import os
import sys
import tempfile
from pathlib import Path

log = logging.getLogger("zluda")
_LIBRARY = "libintelocl.so"
ICD_NAME = "zluda-intel-cpu.icd"


def _prefixes() -> list[str]:
    """The install prefixes: the interpreter's, and those of the site-packages on sys.path
    (``<prefix>/lib/pythonX.Y/site-packages``): inside libcuda.so.1, the embedded interpreter
    is the base Python, and the virtual environment is reached through its site-packages."""
    found = [sys.prefix, sys.base_prefix, sys.exec_prefix]
    for entry in sys.path:
        path = Path(entry)
        if path.name == "site-packages" and path.parent.parent.name == "lib":
            found.append(str(path.parent.parent.parent))
    return list(dict.fromkeys(found))


def pip_runtime_library() -> Path | None:
    """The absolute path of the pip-installed CPU runtime, if there is one."""
    for prefix in _prefixes():
        candidate = Path(prefix) / "lib" / _LIBRARY
        if candidate.is_file():
            return candidate
    return None


def vendors_dirs() -> list[Path]:
    """Where the ``.icd`` file may go, best first: beside the compile cache (it lasts), unless
    the cache is turned off; else a directory of this user's under the temporary directory."""
    from zluda.ptx.cache import cache_dir, enabled

    private = Path(tempfile.gettempdir()) / f"zluda-icd-{os.getuid()}"
    return [cache_dir() / "icd", private] if enabled() else [private]


def _write_icd(directory: Path, library: Path) -> None:
    directory.mkdir(parents=True, exist_ok=True, mode=0o700)
    if not directory.is_dir() or directory.stat().st_uid != os.getuid():
        raise OSError(f"{directory} is not a directory of this user's")
    icd = directory / ICD_NAME
    if not icd.is_file() or icd.read_text().strip() != str(library):
        tmp = icd.with_suffix(f".tmp{os.getpid()}")
        tmp.write_text(f"{library}\n")
        os.replace(tmp, icd)


@functools.cache
def register_pip_runtime() -> Path | None:
    """Expose the pip-installed runtime to the ICD loaders; return the library's path.

    Once per process: the loaders read the variables at their first call, and backends call
    this on every operation's path."""
    library = pip_runtime_library()
    if library is None:
        return None
    existing = os.environ.get("OCL_ICD_VENDORS")
    candidates = [Path(existing)] if existing and Path(existing).is_dir() else []
    for directory in [*candidates, *vendors_dirs()]:
        try:
            _write_icd(directory, library)
        except OSError as exc:
            log.info("zluda: cannot write the OpenCL ICD file in %s: %s", directory, exc)
            continue
        os.environ["OCL_ICD_VENDORS"] = str(directory)
        break
    else:
        log.warning("zluda: no directory takes the OpenCL ICD file; the pip-installed CPU"
                    " runtime is visible to dpctl only")
    os.environ.setdefault("OCL_ICD_FILENAMES", str(library))
    return library
