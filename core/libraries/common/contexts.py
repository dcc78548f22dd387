"""What a library's handle needs of the runtime: the context it belongs to, and the stream a
``cudaStream_t`` names. Each library passes its own errors (``not_initialized(message)``,
``invalid(message)``: exceptions that answer its statuses)."""

from __future__ import annotations

from collections.abc import Callable

from ...runtime.context import CONTEXTS
from ...runtime.driver import DRIVER
from ...runtime.errors import CudaError
from ...runtime.stream import Stream

LEGACY_STREAM, PER_THREAD_STREAM = 1, 2  # cudaStreamLegacy, cudaStreamPerThread

Error = Callable[[str], Exception]


def current_context(not_initialized: Error):
    """The current context; the primary context of device 0, made current, if none is (what
    cudart does before a library's first call)."""
    stack = CONTEXTS.stack
    if stack and not stack[-1].destroyed:
        return stack[-1]
    from ...runtime import api

    (result,) = api.cuInit(0)
    if result:
        raise not_initialized(f"the CUDA driver did not start ({result.name})")
    result, context = api.cuDevicePrimaryCtxRetain(0)
    if result:
        raise not_initialized(f"no device ({result.name})")
    api.cuCtxSetCurrent(context)
    return CONTEXTS.stack[-1]


def stream_of(context, value: int, not_initialized: Error, invalid: Error) -> Stream:
    """The stream that the ``cudaStream_t`` ``value`` names for a call on ``context``: 0 and
    cudaStreamLegacy the legacy default stream, cudaStreamPerThread the thread's own."""
    if context.destroyed:
        raise not_initialized("the handle's context was destroyed")
    if value in (0, LEGACY_STREAM):
        return context.legacy_stream or context.stream("legacy")
    if value == PER_THREAD_STREAM:
        return context.stream("per_thread")
    try:
        stream = DRIVER.handles.get(value, Stream)
    except CudaError:
        stream = None
    if stream is None or stream.destroyed:
        raise invalid(f"the stream 0x{value:x} is not a stream, or was destroyed")
    return stream
