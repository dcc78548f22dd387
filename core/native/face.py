"""The C face: ``libcuda.so.1``'s functions, translated for :mod:`zluda.runtime.api`.

:func:`attach` gives every exported C function (:data:`zluda.abi.driver.FUNCTIONS`) its
Python implementation, the first of: :mod:`zluda.native.special` (the functions whose C form
differs from the Python one: C strings and buffers, option arrays, the hot direct calls,
cuGetProcAddress, cuGetExportTable), :mod:`zluda.native.graph_forms` (the graph calls' C
forms), and :func:`zluda.native.adapter.generic`, made from the runtime function of the same
CUDA name (C inputs to plain values, outputs written through the caller's pointers after a
check that none is NULL; a ``_ptsz`` variant passes the per-thread default stream where the
caller gives stream 0). The C values they share are in :mod:`zluda.native.cvalues`. Every other
function returns ``CUDA_ERROR_NOT_SUPPORTED`` and logs its name once.

Nothing raised here reaches the C caller: an exception becomes ``CUDA_ERROR_UNKNOWN``, logged.
"""

from __future__ import annotations

import logging
import os

import cffi

from ..abi.driver import CUDA_VERSION, FUNCTIONS, TYPES
from ..abi.enums import CUresult
from ..abi.surface import FUNCTIONS as SURFACE
from ..libraries.common.guard import guarded
from ..runtime import api as runtime_api
from ..runtime.context import CONTEXTS
from . import cvalues, export_tables, graph_forms, special
from .adapter import generic
from .cvalues import ADDRESSES, NOT_SUPPORTED, UNKNOWN, plain
from .procaddress import lookup

log = logging.getLogger("zluda")
IMPLEMENTED: set[str] = set()  # exported names with an implementation


def _not_supported(symbol: str):
    logged = []

    def call(*_args):
        if not logged:
            logged.append(True)
            log.warning("zluda: %s is not supported (CUDA_ERROR_NOT_SUPPORTED)", symbol)
        runtime_api.record_error(symbol, NOT_SUPPORTED, "zluda does not implement it")
        return NOT_SUPPORTED

    return call


def _guarded(symbol: str, fn):
    """``fn`` with any exception turned into CUDA_ERROR_UNKNOWN (logged), never raised into C."""

    def failure(exc: Exception) -> int:
        runtime_api.record_error(symbol, UNKNOWN, f"internal error: {exc!r}")
        log.warning("zluda: %s failed with CUDA_ERROR_UNKNOWN: internal error: %r", symbol, exc)
        return UNKNOWN

    return guarded(fn, failure)


def _on_per_thread_stream(fn):
    """``fn``, a ``_ptds`` function (a synchronous call without a stream parameter), with the
    calling thread's per-thread default stream as its default stream for the call's length
    (``CONTEXTS.per_thread_default``, which the runtime's stream lookup reads). ``fn`` never
    raises: it is guarded, or the runtime's own function."""

    def call(*args):
        state = CONTEXTS
        state.per_thread_default = True
        try:
            return fn(*args)
        finally:
            state.per_thread_default = False

    return call


def _on_error(exc_type, exc, tb) -> None:  # cffi's last resort (the error value is returned)
    log.error("zluda: internal error in the C face: %s: %s", exc_type.__name__, exc)


def implementations(ffi_) -> dict[str, object]:
    """Exported name -> its implementation, or None where it is not supported. Needs only
    an FFI with cuda.h's types (:func:`attach` passes the library's)."""
    cvalues.ffi = ffi_
    return {symbol: special.implementation(symbol) or graph_forms.implementation(symbol)
            or generic(symbol) for symbol in FUNCTIONS}


def implemented_symbols() -> set[str]:
    """The exported names that the C face implements (for docs/api-support.md)."""
    private = cffi.FFI()
    private.cdef(TYPES)
    saved = cvalues.ffi
    try:
        return {s for s, fn in implementations(private).items() if fn is not None}
    finally:
        cvalues.ffi = saved


def implemented_names() -> set[str]:
    """The CUDA names (cuda.bindings') whose current C symbol the C face implements."""
    symbols = implemented_symbols()
    return {name for name in SURFACE if lookup(name, CUDA_VERSION, 0).symbol in symbols}


def _traced(symbol: str, fn):
    """``fn`` printing the call and its CUresult on stderr ($ZLUDA_TRACE=1), straight to file
    descriptor 2: calls also come while the interpreter shuts down, when ``sys.stderr`` may
    be gone."""

    def call(*args):
        result = fn(*args)
        try:
            shown = ", ".join(hex(plain(a)) if isinstance(a, cvalues.ffi.CData) else repr(a)
                              for a in args)
            try:
                name = CUresult(result).name
            except ValueError:
                name = str(result)
            os.write(2, f"zluda trace: {symbol}({shown}) = {name}\n".encode())
        except Exception:  # noqa: BLE001 - a trace line is never worth the call's result
            pass
        return result

    return call


def attach(ffi_, lib_) -> None:
    """Give every exported function its implementation (called once, from the library's
    initialization code). With $ZLUDA_TRACE set, every call is printed on stderr."""
    cvalues.lib = lib = lib_
    # ZLUDA_TRACE: a comma-separated list; any entry but "passes" (the compiler's) traces calls
    trace = bool(set(os.environ.get("ZLUDA_TRACE", "").split(",")) - {"", "0", "passes"})
    for symbol in FUNCTIONS:
        ADDRESSES[symbol] = int(ffi_.cast("uintptr_t", lib.zluda_cuda_symbol(symbol.encode())))
    for symbol, fn in implementations(ffi_).items():
        if fn is None:
            fn = _not_supported(symbol)
        else:
            IMPLEMENTED.add(symbol)
            if not getattr(fn, "unguarded", False):
                fn = _guarded(symbol, fn)
            if symbol.endswith("_ptds"):
                fn = _on_per_thread_stream(fn)
        if trace:
            fn = _traced(symbol, fn)
        ffi_.def_extern(name=f"zluda_{symbol}", error=UNKNOWN, onerror=_on_error)(fn)
    export_tables.attach(ffi_, lib_)
    ffi_.def_extern(name="zluda_cuda_attached")(lambda: 1)
