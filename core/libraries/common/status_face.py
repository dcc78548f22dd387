"""The C face of a library whose functions answer a status (cuBLAS, cuFFT, cuRAND, cuSOLVER,
cuSPARSE, NVML): every exported function gets its Python twin, which answers

- the library's success status when its implementation returns;
- the status of a :class:`LibraryError` that the implementation raises (each check raises the
  status that NVIDIA's library gives), logged at INFO, as NVIDIA's libraries say nothing;
- the library's internal-error status for any other exception (logged): a Python exception
  never reaches the C caller;
- for a function that zluda does not implement, the library's not-supported status, its name
  logged once.

A function that answers something other than a status (``cufftGetVersion``'s siblings that
return a string, ``nvmlErrorString``) is *direct*: its implementation's value is returned as
it is, and on an exception the C type's failure value.
"""

from __future__ import annotations

import logging
import traceback
from collections.abc import Callable
from dataclasses import dataclass

from .guard import guarded

log = logging.getLogger("zluda")


class LibraryError(Exception):
    """A check's failure, answered to C as ``status``. A library's own subclass names its
    statuses (``names``)."""

    names: dict[int, str] = {}

    def __init__(self, status: int, message: str) -> None:
        self.status, self.message = status, message
        super().__init__(f"{self.names.get(status, status)}: {message}")


@dataclass(frozen=True)
class Statuses:
    """The statuses that every function of a library may answer, and its name for logs."""

    library: str  # "cuBLAS"
    status_type: str  # the C type of its functions' status: "cublasStatus_t"
    success: int
    not_supported: int
    internal_error: int


def status_call(symbol: str, fn: Callable, statuses: Statuses) -> Callable:
    """``fn`` as a C function answering a status (see the module's docstring)."""
    success, internal_error = statuses.success, statuses.internal_error

    def call(*args):
        try:
            fn(*args)
        except LibraryError as exc:
            log.info("zluda: %s: %s", symbol, exc)
            return exc.status
        except Exception as exc:  # noqa: BLE001 - nothing may cross into the C caller
            log.debug("%s", traceback.format_exc())
            log.warning("zluda: %s: internal error: %r", symbol, exc)
            return internal_error
        return success

    return call


def not_implemented(symbol: str, result, library: str) -> Callable:
    """A function that zluda does not implement: ``result``, its name logged once."""
    told = []

    def call(*_args):
        if not told:
            told.append(True)
            log.warning("zluda: %s's %s is not implemented: it returns %s", library, symbol,
                        "its NOT_SUPPORTED status" if isinstance(result, int) else repr(result))
        return result

    return call


def failure_value(ffi, symbol: str, proto: str, statuses: Statuses):
    """What ``symbol`` answers when it is not implemented (or a direct one fails): the
    not-supported status, NULL for a string, zero for a number or a struct, None for void."""
    kind = proto[: proto.index(f"{symbol}(")].strip()
    if kind == statuses.status_type:
        return statuses.not_supported
    if kind == "void":
        return None
    if kind.endswith("*"):
        return ffi.NULL
    if kind in ("int", "unsigned", "unsigned int", "size_t", "long", "float", "double",
                "long long", "unsigned long long"):
        return 0
    return ffi.new(f"{kind} *")[0]  # a struct (cuComplex, ...): zero


def attach(ffi, functions: dict, statuses: Statuses, routines: Callable[[str], Callable | None],
           direct: dict[str, Callable], tag: str) -> None:
    """Give each of ``functions`` (the generated ABI's) its Python twin: ``direct[symbol]``,
    the status call of ``routines(symbol)``, or :func:`not_implemented`; then say that the
    face is attached (``zluda_<tag>_attached``)."""
    for symbol, (proto, _, _) in functions.items():
        fail = failure_value(ffi, symbol, proto, statuses)
        error = fail if isinstance(fail, (int, float)) else None
        kwargs = {"error": error} if error is not None else {}
        fn = None if symbol in direct else routines(symbol)
        if fn is not None and proto.startswith(statuses.status_type + " "):
            ffi.def_extern(name=f"zluda_{symbol}", **kwargs)(status_call(symbol, fn, statuses))
            continue
        call = direct.get(symbol) or not_implemented(symbol, fail, statuses.library)
        ffi.def_extern(name=f"zluda_{symbol}", **kwargs)(guarded(call, _failure(symbol, fail)))
    ffi.def_extern(name=f"zluda_{tag}_attached")(lambda: 1)


def _failure(symbol: str, value):
    def failure(exc: Exception):
        log.warning("zluda: %s: internal error: %r", symbol, exc)
        return value

    return failure
