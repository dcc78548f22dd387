"""How a Python function becomes a CUDA call: :func:`api` (outputs returned, CudaError and any
other exception answered by a CUresult, never raised), :func:`implemented` (the registry of the
calls that zluda implements, :data:`IMPLEMENTED`), and the record of each thread's last failure.
"""

from __future__ import annotations

import functools
import logging
import threading
import traceback

from ...abi.enums import CUresult
from ..errors import CudaError

log = logging.getLogger("zluda")
IMPLEMENTED: set[str] = set()
_last_error = threading.local()


def last_error_message() -> str:
    """The message of this thread's last failed call (zluda's addition to the API)."""
    return getattr(_last_error, "message", "")


def api(outputs: int = 0):
    """Turn a function that returns its outputs (or raises CudaError) into a CUDA call."""

    def wrap(fn):
        empty = (None,) * outputs

        @functools.wraps(fn)
        def call(*args, **kwargs):
            try:
                value = fn(*args, **kwargs)
            except Exception as exc:  # noqa: BLE001 - the API never raises
                return (failure(fn.__name__, exc), *empty)
            if outputs == 0:
                return SUCCESS
            if outputs == 1:
                return (CUresult.CUDA_SUCCESS, value)
            return (CUresult.CUDA_SUCCESS, *value)

        return implemented(call, outputs)

    return wrap


SUCCESS = (CUresult.CUDA_SUCCESS,)


def implemented(call, outputs: int = 0):
    """Register ``call`` as a CUDA function of the API (``api`` does it for its functions)."""
    IMPLEMENTED.add(call.__name__)
    call.outputs = outputs
    return call


def failure(name: str, exc: Exception) -> CUresult:
    """What the CUDA function ``name`` answers for ``exc`` (recorded and logged): a CudaError's
    own result, INVALID_VALUE for an argument of the wrong type or value, else UNKNOWN."""
    if isinstance(exc, CudaError):
        return _fail(name, exc.result, exc.message)
    if isinstance(exc, (TypeError, ValueError, OverflowError)):
        return _fail(name, CUresult.CUDA_ERROR_INVALID_VALUE, f"invalid argument: {exc}")
    log.debug("%s", traceback.format_exc())
    return _fail(name, CUresult.CUDA_ERROR_UNKNOWN,
                 f"internal error: {exc.__class__.__name__}: {exc}")


def record_error(name: str, result, message: str) -> None:
    """Remember the message of this thread's last failed call."""
    _last_error.message = f"{name}: {CUresult(result).name}: {message}"


def _fail(name: str, result, message: str):
    result = CUresult(result)
    record_error(name, result, message)
    if _is_a_question(name, result):
        log.debug("zluda: %s answered %s: %s", name, result.name, message)
    else:
        log.warning("zluda: %s failed with %s: %s", name, result.name, message)
    return result


def _is_a_question(name: str, result: CUresult) -> bool:
    """Whether this failure answers what a program asked, not a mistake worth a warning: a
    poll that is not done, or cudart asking for the current context's device (it does so
    before any context exists)."""
    return (result == CUresult.CUDA_ERROR_NOT_READY
            or (result == CUresult.CUDA_ERROR_INVALID_CONTEXT and name.startswith("cuCtxGet")))
