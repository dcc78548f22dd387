"""OpenBLAS on CPU devices, whose memory the host addresses: the library that zluda's cuBLAS
(its CBLAS) and cuSOLVER (its LAPACKE) call, in place on device memory (their calls ordered in a
stream by :mod:`.host_calls`).

The library is the ILP64 build of the ``scipy-openblas64`` wheel that NumPy and SciPy build on
(its symbols are ``scipy_cblas_sgemm64_``, ``scipy_LAPACKE_dgetrf64_``: 64-bit integers). It is
called through cffi's ABI mode (nothing is compiled): every pointer is declared as an
``intptr_t``, so a device address goes in as it is. Each zluda library declares the functions
it calls as templates over the element kinds (:func:`declarations`) and loads its own view of
the one library (:func:`load`).
"""

from __future__ import annotations

import os
import re

from .providers import ProviderUnavailable

# T the element type, R its real type, S how a scalar of T is passed by value (CBLAS: a pointer
# for the complex kinds), I the integer (ILP64); {k} the kind letter (s, d, c, z)
KINDS = {"s": ("float", "float", "float"), "d": ("double", "double", "double"),
         "c": ("void", "float", "intptr_t"), "z": ("void", "double", "intptr_t")}
_NAME = re.compile(r"\b((?:cblas|LAPACKE|openblas)_\w+)\(")


def declarations(prototypes, prefix: str, suffix: str) -> tuple[str, dict[str, str]]:
    """The cdef text of ``prototypes`` (templates, each for the kinds it lists, or plain
    declarations), and each name -> its symbol in the library."""
    lines, symbols = [], {}
    for kinds, template in prototypes:
        for k in kinds or [None]:
            text = template
            if k is not None:
                _, real, scalar = KINDS[k]
                text = text.replace("{k}", k)
                text = re.sub(r"\bS\b", scalar, text)
                text = re.sub(r"^R\b|(?<=[(, ])R\b", real, text)
            text = re.sub(r"(?<=[(, ])I\b|^I\b", "int64_t", text)
            lines.append(text)
    body = []
    for text in lines:
        name = _NAME.search(text).group(1)
        symbols[name] = f"{prefix}{name}{suffix}"
        body.append(text.replace(f"{name}(", f"{symbols[name]}(", 1))
    return "\n".join(body), symbols


def load(prototypes):
    """(ffi, lib, name -> symbol, path) of scipy-openblas64's library with ``prototypes``
    declared; ProviderUnavailable where the wheel is not installed or does not load."""
    try:
        import scipy_openblas64 as wheel
    except ImportError as exc:
        raise ProviderUnavailable("the scipy-openblas64 package is not installed") from exc
    import cffi

    path = os.path.join(wheel.get_lib_dir(), f"lib{wheel.get_library()}.so")
    ffi = cffi.FFI()
    text, symbols = declarations(prototypes, "scipy_", "64_")
    ffi.cdef(text)
    try:
        lib = ffi.dlopen(path)
    except OSError as exc:
        raise ProviderUnavailable(f"cannot load {path}: {exc}") from exc
    threads = os.environ.get("ZLUDA_BLAS_THREADS")
    if threads and "openblas_set_num_threads" in symbols:
        getattr(lib, symbols["openblas_set_num_threads"])(int(threads))
    return ffi, lib, symbols, path
