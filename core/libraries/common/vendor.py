"""NVIDIA's own NVRTC and nvJitLink, found and loaded behind zluda's libraries of their names.

zluda's ``libnvrtc.so.13`` forwards to NVIDIA's NVRTC, and its ``libnvJitLink.so.13`` uses
NVIDIA's nvJitLink for LTO-IR. Each real library is found by path ($ZLUDA_NVRTC /
$ZLUDA_NVJITLINK, NVIDIA's pip packages on sys.path, the CUDA toolkit), never by its soname
(which is zluda's), and loaded with ``RTLD_DEEPBIND`` so that its calls to its own functions
never reach zluda's library of the same names.
"""

from __future__ import annotations

import glob
import os
import sys


def candidates(soname: str, variable: str, own: str) -> list[str]:
    """The files that may be NVIDIA's ``soname``, best first, other than ``own``."""
    found = [os.environ.get(variable, "")]
    for entry in sys.path:
        found += sorted(glob.glob(os.path.join(entry, "nvidia", "cu1*", "lib", soname)))
    for root in ("/usr/local/cuda", *sorted(glob.glob("/usr/local/cuda-1*"), reverse=True)):
        found.append(os.path.join(root, "lib64", soname))
    own = os.path.realpath(own)
    return [p for p in dict.fromkeys(found)
            if p and os.path.isfile(p) and os.path.realpath(p) != own]


def load(soname: str, variable: str, own: str, types: str, functions: dict):
    """(an ABI-mode FFI, the real library) or (None, the reason it is not there)."""
    import cffi

    paths = candidates(soname, variable, own)
    if not paths:
        return None, (f"NVIDIA's {soname} was not found (install its pip package, or set"
                      f" {variable} to the library's path)")
    ffi = cffi.FFI()
    ffi.cdef(types + "\n".join(p for p, _n, _s in functions.values()))
    try:
        return ffi, ffi.dlopen(paths[0], os.RTLD_NOW | os.RTLD_LOCAL | os.RTLD_DEEPBIND)
    except OSError as exc:
        return None, f"cannot load {paths[0]}: {exc}"
