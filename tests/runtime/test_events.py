"""Events: flags, record/query/synchronize, elapsed time, cross-stream waits."""

import threading

import pytest
from zluda import driver as cuda

from .helpers import check, error, host_view

R = cuda.CUresult
F = cuda.CUevent_flags


def test_record_query_synchronize_elapsed(backend):
    stream = check(cuda, cuda.cuStreamCreate(0))
    start = check(cuda, cuda.cuEventCreate(F.CU_EVENT_DEFAULT))
    end = check(cuda, cuda.cuEventCreate(F.CU_EVENT_BLOCKING_SYNC))
    check(cuda, cuda.cuEventQuery(start))             # never recorded: complete
    check(cuda, cuda.cuEventRecord(start, stream))
    ptr = check(cuda, cuda.cuMemAlloc(1 << 20))
    check(cuda, cuda.cuMemsetD32Async(ptr, 3, 1 << 18, stream))
    check(cuda, cuda.cuEventRecordWithFlags(end, stream, 0))
    check(cuda, cuda.cuEventSynchronize(end))
    check(cuda, cuda.cuEventQuery(end))
    ms = check(cuda, cuda.cuEventElapsedTime(start, end))
    assert isinstance(ms, float) and ms >= 0.0
    assert check(cuda, cuda.cuEventElapsedTime(end, start)) <= 0.0 or ms == 0.0
    check(cuda, cuda.cuEventDestroy(start))
    assert error(cuda.cuEventQuery(start)) == R.CUDA_ERROR_INVALID_HANDLE
    assert error(cuda.cuEventRecord(start, stream)) == R.CUDA_ERROR_INVALID_HANDLE


def test_disable_timing_cannot_be_timed(backend):
    a = check(cuda, cuda.cuEventCreate(F.CU_EVENT_DISABLE_TIMING))
    b = check(cuda, cuda.cuEventCreate(0))
    check(cuda, cuda.cuEventRecord(a, 0))
    check(cuda, cuda.cuEventRecord(b, 0))
    check(cuda, cuda.cuEventSynchronize(b))
    assert error(cuda.cuEventElapsedTime(a, b)) == R.CUDA_ERROR_INVALID_HANDLE
    assert error(cuda.cuEventElapsedTime(b, a)) == R.CUDA_ERROR_INVALID_HANDLE


def test_unrecorded_event_cannot_be_timed(backend):
    a = check(cuda, cuda.cuEventCreate(0))
    b = check(cuda, cuda.cuEventCreate(0))
    check(cuda, cuda.cuEventRecord(b, 0))
    check(cuda, cuda.cuEventSynchronize(b))
    assert error(cuda.cuEventElapsedTime(a, b)) == R.CUDA_ERROR_INVALID_HANDLE


@pytest.mark.parametrize("flags", [0, 1], ids=["blocking", "non_blocking"])
def test_stream_wait_event_orders_two_streams(backend, flags):
    first = check(cuda, cuda.cuStreamCreate(cuda.CUstream_flags.CU_STREAM_NON_BLOCKING))
    second = check(cuda, cuda.cuStreamCreate(flags))
    released = threading.Event()
    host = check(cuda, cuda.cuMemAllocHost(8))
    values = host_view(host, 2)
    values[:] = 0
    event = check(cuda, cuda.cuEventCreate(F.CU_EVENT_DISABLE_TIMING))
    check(cuda, cuda.cuLaunchHostFunc(first, lambda _: released.wait(120), None))
    check(cuda, cuda.cuMemsetD32Async(host, 1, 1, first))
    check(cuda, cuda.cuEventRecord(event, first))
    check(cuda, cuda.cuStreamWaitEvent(second, event, 0))
    check(cuda, cuda.cuMemsetD32Async(host + 4, 2, 1, second))
    try:
        assert error(cuda.cuEventQuery(event)) == R.CUDA_ERROR_NOT_READY
        assert error(cuda.cuStreamQuery(second)) == R.CUDA_ERROR_NOT_READY
        assert list(values) == [0, 0]
    finally:
        released.set()
    check(cuda, cuda.cuStreamSynchronize(second))
    assert list(values) == [1, 2]
    check(cuda, cuda.cuEventQuery(event))


def test_wait_on_an_event_recorded_later_does_not_wait_for_the_later_record(backend):
    # cuStreamWaitEvent waits for the record that precedes the call, not for later ones.
    first = check(cuda, cuda.cuStreamCreate(cuda.CUstream_flags.CU_STREAM_NON_BLOCKING))
    second = check(cuda, cuda.cuStreamCreate(cuda.CUstream_flags.CU_STREAM_NON_BLOCKING))
    event = check(cuda, cuda.cuEventCreate(0))
    check(cuda, cuda.cuEventRecord(event, first))
    check(cuda, cuda.cuEventSynchronize(event))
    check(cuda, cuda.cuStreamWaitEvent(second, event, 0))
    released = threading.Event()
    check(cuda, cuda.cuLaunchHostFunc(first, lambda _: released.wait(120), None))
    check(cuda, cuda.cuEventRecord(event, first))
    try:
        check(cuda, cuda.cuStreamSynchronize(second))
        check(cuda, cuda.cuStreamQuery(second))
    finally:
        released.set()
    check(cuda, cuda.cuCtxSynchronize())
