"""cuBLAS handles: what ``cublasCreate`` makes and every call names.

A :class:`Handle` belongs to the context that was current when it was made (cudart's primary
context of the current device if none was, as cuBLAS makes it), and keeps the settings that
cuBLAS's calls read: the stream, the pointer mode, the math and atomics modes, the workspace.
Its BLAS library is the one that serves its device (the provider hook), found on first use.
Handles may be made and used on any thread; one handle is not shared by threads at once, as
cuBLAS asks.
"""

from __future__ import annotations

from ...runtime.stream import Stream
from ..common import contexts
from ..common.contexts import PER_THREAD_STREAM
from ..common.handles import Handles
from ..common.providers import NoProvider, provider_for
from .status import NOT_INITIALIZED, C, CublasError, invalid


def not_initialized(message: str) -> CublasError:
    return CublasError(NOT_INITIALIZED, message)


def current_context():
    """The current context, or device 0's primary context made current (as cudart does)."""
    return contexts.current_context(not_initialized)


class Handle:
    def __init__(self, context) -> None:
        self.context = context
        self.stream_handle = 0
        self.pointer_mode = C.CUBLAS_POINTER_MODE_HOST
        self.math_mode = C.CUBLAS_DEFAULT_MATH
        self.atomics_mode = C.CUBLAS_ATOMICS_NOT_ALLOWED
        self.emulation_strategy = C.CUBLAS_EMULATION_STRATEGY_DEFAULT
        self.sm_count_target = 0
        self.workspace = (0, 0)  # (address, bytes) given by cublasSetWorkspace
        self._blas = None
        self._stream: Stream | None = None  # stream_handle's, while it lives

    @property
    def device_pointers(self) -> bool:
        return self.pointer_mode == C.CUBLAS_POINTER_MODE_DEVICE

    @property
    def blas(self):
        """The BLAS library of the handle's device."""
        if self._blas is None:
            try:
                _, self._blas = provider_for("cublas", self.context.device)
            except NoProvider as exc:
                raise CublasError(C.CUBLAS_STATUS_NOT_SUPPORTED, str(exc)) from None
        return self._blas

    def set_stream(self, value: int) -> None:
        """cublasSetStream: a value that names no stream is refused, and changes nothing."""
        stream = stream_of(self.context, value)
        self.stream_handle = value
        self._stream = None if value == PER_THREAD_STREAM else stream

    def stream(self) -> Stream:
        """The stream that the handle's calls are ordered in (cublasSetStream's): the one
        found last while it lives (every call asks), else found again by its value."""
        stream = self._stream
        if stream is not None and not stream.destroyed and not self.context.destroyed:
            return stream
        stream = stream_of(self.context, self.stream_handle)
        if self.stream_handle != PER_THREAD_STREAM:  # each thread has its own
            self._stream = stream
        return stream


def stream_of(context, value: int) -> Stream:
    """The stream that the ``cudaStream_t`` ``value`` names for a call on ``context``."""
    return contexts.stream_of(context, value, not_initialized, invalid)


HANDLES = Handles(0x7C0B1A5000, "cuBLAS handle", not_initialized)
