"""The driver API's streams (their attributes, host functions and callbacks) and events.
"""

from __future__ import annotations

import ctypes

from ...abi.enums import CUresult, CUstreamCaptureMode
from .. import capture as capturing
from ..driver import DRIVER
from ..errors import CudaError
from ..graph_nodes import EventRecordWork, EventWaitWork, HostWork
from ..stream import CU_EVENT_RECORD_EXTERNAL, CU_EVENT_WAIT_EXTERNAL, Event, Stream
from .calls import api
from .handles import _ctx, _event, _handle, _host_function, _int, _member, _stream


@api(1)
def cuStreamCreate(Flags):
    return _handle(_ctx().create_stream(_int(Flags), 0))


@api(1)
def cuStreamCreateWithPriority(flags, priority):
    return _handle(_ctx().create_stream(_int(flags), 0 if _int(priority) > 0 else 0))


@api()
def cuStreamDestroy(hStream):
    stream = _stream(hStream)
    if stream.kind != "user":
        raise CudaError("CUDA_ERROR_INVALID_HANDLE", "a default stream cannot be destroyed")
    DRIVER.handles.forget(stream)
    stream.retire()  # returns at once; the work already in the stream still runs


@api()
def cuStreamSynchronize(hStream):
    stream = _stream(hStream)
    capturing.check_not_capturing(stream, "cuStreamSynchronize")
    context = stream.context
    if stream.kind == "legacy":
        capturing.check_legacy_work(context)
    launched = context.launched_so_far()
    stream.synchronize()
    context.check_after_synchronize(launched, stream)
    context.device.pools.after_synchronize()


@api()
def cuStreamQuery(hStream):
    stream = _stream(hStream)
    capturing.check_not_capturing(stream, "cuStreamQuery")
    if not stream.query():
        raise CudaError("CUDA_ERROR_NOT_READY", "the stream has pending work")


@api()
def cuStreamWaitEvent(hStream, hEvent, Flags):
    stream, event, flags = _stream(hStream), _event(hEvent), _int(Flags)
    if stream.capture is not None and flags & CU_EVENT_WAIT_EXTERNAL:
        stream.capture.add(stream, EventWaitWork(event))
        return
    if (event.captured is not None or stream.capture is not None) \
            and capturing.wait_event(stream, event):  # joins, or refuses an outside event
        return
    stream.wait_event(event, flags)


@api(1)
def cuStreamGetFlags(hStream):
    return _stream(hStream).flags


@api(1)
def cuStreamGetPriority(hStream):
    return _stream(hStream).priority


@api(1)
def cuStreamGetCtx(hStream):
    return _handle(_stream(hStream).context)


@api(1)
def cuStreamGetId(hStream):
    return DRIVER.handles.handle(_stream(hStream))


# CUstreamAttrValue's member for each stream attribute (CUlaunchAttributeID's numbers), and its
# value on a new stream. Only the priority changes what zluda does (nothing: the range is 0..0);
# the others are kept and answered, as CUDA keeps hints that a device does not use.
_STREAM_ATTRIBUTES = {
    1: ("accessPolicyWindow", {"base_ptr": 0, "num_bytes": 0, "hitRatio": 0.0, "hitProp": 0,
                               "missProp": 0}),
    3: ("syncPolicy", 1),  # CU_SYNC_POLICY_AUTO
    8: ("priority", 0),
    9: ("memSyncDomainMap", {"default_": 0, "remote": 1}),
    10: ("memSyncDomain", 0),
}


def _stream_attribute(attr) -> tuple[str, object]:
    found = _STREAM_ATTRIBUTES.get(_int(attr))
    if found is None:
        raise CudaError("CUDA_ERROR_INVALID_VALUE", f"{_int(attr)} is not a stream attribute")
    return found


@api(1)
def cuStreamGetAttribute(hStream, attr):
    stream = _stream(hStream)
    member, default = _stream_attribute(attr)
    if member == "priority":
        return {member: stream.priority}
    return {member: stream.attributes.get(member, default)}


@api()
def cuStreamSetAttribute(hStream, attr, value):
    stream = _stream(hStream)
    member, default = _stream_attribute(attr)
    if value is None:
        raise CudaError("CUDA_ERROR_INVALID_VALUE", "value is NULL")
    given = getattr(value, member)
    if isinstance(default, dict):
        stream.attributes[member] = {k: type(v)(getattr(given, k)) for k, v in default.items()}
    elif member == "priority":
        low, high = 0, 0  # cuCtxGetStreamPriorityRange: a priority is clamped into it
        stream.priority = min(max(_int(given), high), low)
    else:
        stream.attributes[member] = _int(given)


@api()
def cuStreamCopyAttributes(dst, src):
    target, source = _stream(dst), _stream(src)
    target.attributes = dict(source.attributes)
    target.priority = source.priority


@api(1)
def cuStreamIsCapturing(hStream):
    return capturing.status(_stream(hStream))


@api(1)
def cuThreadExchangeStreamCaptureMode(mode):
    return capturing.exchange_mode(_member(CUstreamCaptureMode, mode))


@api()
def cuLaunchHostFunc(hStream, fn, userData):
    stream = _stream(hStream)
    function = _host_function(fn)
    if stream.capture is not None:
        stream.capture.add(stream, HostWork(function, fn, userData))
        return
    stream.host_function(function, userData)


@api()
def cuStreamAddCallback(hStream, callback, userData, flags):
    if _int(flags) != 0:
        raise CudaError("CUDA_ERROR_INVALID_VALUE", "flags must be 0")
    stream = _stream(hStream)
    if callable(callback):
        function = callback
    else:
        function = ctypes.CFUNCTYPE(None, ctypes.c_void_p, ctypes.c_int, ctypes.c_void_p)(
            _int(callback))
    handle = _int(hStream)

    def call(data):  # (CUstream, CUresult, void *userData), as in cuda.h
        function(handle, int(CUresult.CUDA_SUCCESS), data)

    if stream.capture is not None:
        raise CudaError("CUDA_ERROR_STREAM_CAPTURE_UNSUPPORTED",
                        "cuStreamAddCallback cannot be captured (cuLaunchHostFunc can)")
    stream.host_function(call, userData)


@api(1)
def cuEventCreate(Flags):
    return _handle(_ctx().create_event(_int(Flags)))


@api()
def cuEventRecord(hEvent, hStream):
    _record(_event(hEvent), _stream(hStream), 0)


@api()
def cuEventRecordWithFlags(hEvent, hStream, flags):
    _record(_event(hEvent), _stream(hStream), _int(flags))


def _record(event: Event, stream: Stream, flags: int) -> None:
    if stream.capture is not None:
        if flags & ~CU_EVENT_RECORD_EXTERNAL:
            raise CudaError("CUDA_ERROR_INVALID_VALUE", f"event record flags 0x{flags:x}")
        if stream.context is not event.context:
            raise CudaError("CUDA_ERROR_INVALID_HANDLE",
                            "the event and the stream belong to different contexts")
        if flags & CU_EVENT_RECORD_EXTERNAL:  # an event record node
            stream.capture.add(stream, EventRecordWork(event))
        else:
            capturing.record_event(event, stream)
        return
    with stream.context.lock:
        event.record(stream, flags)


@api()
def cuEventQuery(hEvent):
    event = _event(hEvent)
    capturing.check_event(event)
    if not event.query():
        raise CudaError("CUDA_ERROR_NOT_READY", "the event has not completed")


@api()
def cuEventSynchronize(hEvent):
    event = _event(hEvent)
    capturing.check_event(event)
    context = event.context
    launched = context.launched_so_far()
    context.check_after_synchronize(launched, event.synchronize())


@api(1)
def cuEventElapsedTime(hStart, hEnd):
    start, end = _event(hStart), _event(hEnd)
    capturing.check_event(start)
    capturing.check_event(end)
    return start.elapsed_ms(end)


@api()
def cuEventDestroy(hEvent):
    event = _event(hEvent)
    event.destroyed = True
    event.context.events.discard(event)
    DRIVER.handles.forget(event)
