"""cuSPARSE's handles (``cusparseHandle_t``): the context current when one was made (cudart's
primary context of device 0 if none was), the stream its calls are ordered in, the pointer mode
of its scalars, and the sparse library of its device (the provider hook, on first use).

Scalars (alpha, beta) are read as the pointer mode says: from host memory when the call is
made, or from device memory when the call runs (:meth:`Handle.scalar`)."""

from __future__ import annotations

import ctypes

import numpy as np

from ..common import contexts
from ..common.handles import Handles
from ..common.memory import check_memory
from ..common.providers import NoProvider, provider_for
from .status import C, invalid, not_initialized, not_supported

POINTER_MODES = (C.CUSPARSE_POINTER_MODE_HOST, C.CUSPARSE_POINTER_MODE_DEVICE)


class Handle:
    def __init__(self) -> None:
        self.context = contexts.current_context(not_initialized)
        self.stream_handle = 0
        self.pointer_mode = C.CUSPARSE_POINTER_MODE_HOST
        self._sparse = None

    @property
    def sparse(self):
        """The sparse library of the handle's device."""
        if self._sparse is None:
            try:
                _, self._sparse = provider_for("cusparse", self.context.device)
            except NoProvider as exc:
                raise not_supported(str(exc)) from None
        return self._sparse

    def operation(self, name: str):
        """The sparse library's operation ``name``, found now: a library that lacks it answers
        CUSPARSE_STATUS_NOT_SUPPORTED here, before anything is enqueued."""
        return getattr(self.sparse, name)

    def set_stream(self, value: int) -> None:
        self.stream()  # the context is alive
        contexts.stream_of(self.context, value, not_initialized, invalid)
        self.stream_handle = value

    def stream(self):
        return contexts.stream_of(self.context, self.stream_handle, not_initialized, invalid)

    def submit(self, work) -> None:
        """Run ``work()`` in the handle's stream, after the work before it."""
        self.sparse.submit(self.stream(), work)

    def scalar(self, what: str, address: int, dtype):
        """A function that gives the scalar at ``address`` (of ``dtype``) when the call runs:
        read now in host pointer mode, then in device mode."""
        dtype = np.dtype(dtype)
        if address == 0:
            raise invalid(f"{what} is NULL")
        if self.pointer_mode == C.CUSPARSE_POINTER_MODE_DEVICE:
            check_memory(what, address, dtype.itemsize, invalid)
            if not self.sparse.host_memory:
                raise not_supported("device pointer mode on this device")
            return lambda: _read(address, dtype)
        value = _read(address, dtype)
        return lambda: value


def _read(address: int, dtype: np.dtype):
    raw = (ctypes.c_char * dtype.itemsize).from_address(address)
    return np.frombuffer(raw, dtype)[0].copy()


HANDLES = Handles(0x7C5A001000, "cuSPARSE handle", not_initialized)
