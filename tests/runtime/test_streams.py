"""Streams: creation and queries, in-order work, the legacy and per-thread default streams,
and host functions.

Ordering is made observable without timing: a :class:`Gate` holds a stream with a host function
that blocks until the test opens it, followed by a kernel that writes 1. Work that must wait for
the gate provably cannot finish before the test opens it (``cuStreamQuery`` says
``CUDA_ERROR_NOT_READY``, and the kernel's 1 is not there yet), and work that must not wait for it
finishes while the gate is still closed. (A kernel that spins on a host flag would do the same on
a GPU, but a CPU device may run its other commands on the spinning thread and never get to them.)
"""

import contextlib
import ctypes
import threading

import numpy as np
import pytest
from zluda import driver as cuda

from .helpers import RUNTIME_PTX, check, download, error, host_view, kernel

R = cuda.CUresult
SAFETY_S = 120  # a gate opens by itself after this long, so that a bug fails instead of hanging


@pytest.fixture
def module(backend):
    return check(cuda, cuda.cuModuleLoadData(RUNTIME_PTX))


class Gate:
    """Holds ``stream`` until :meth:`open`; then a kernel sets ``out`` (device memory) to 1."""

    def __init__(self, module, stream) -> None:
        self.released = threading.Event()
        self.out = check(cuda, cuda.cuMemAlloc(4))
        check(cuda, cuda.cuMemsetD32(self.out, 0, 1))
        check(cuda, cuda.cuLaunchHostFunc(stream, lambda _: self.released.wait(SAFETY_S), None))
        args = ((self.out, 0, 1, 1), (None, ctypes.c_int, ctypes.c_int, ctypes.c_ulonglong))
        check(cuda, cuda.cuLaunchKernel(kernel(cuda, module, "scale_add"), 1, 1, 1, 1, 1, 1, 0,
                                        stream, args, 0))

    def open(self) -> None:
        self.released.set()

    @contextlib.contextmanager
    def opened_after(self, seconds: float):
        """The block runs while another thread opens the gate after ``seconds``; it is open
        when the block ends, however it ends."""
        opener = threading.Timer(seconds, self.open)
        opener.start()
        try:
            yield
        finally:
            self.open()
            opener.join()


def test_stream_queries(backend):
    stream = check(cuda, cuda.cuStreamCreate(cuda.CUstream_flags.CU_STREAM_NON_BLOCKING))
    assert check(cuda, cuda.cuStreamGetFlags(stream)) == cuda.CUstream_flags.CU_STREAM_NON_BLOCKING
    assert check(cuda, cuda.cuStreamGetCtx(stream)) == check(cuda, cuda.cuCtxGetCurrent())
    least, greatest = check(cuda, cuda.cuCtxGetStreamPriorityRange())
    prio = check(cuda, cuda.cuStreamCreateWithPriority(0, greatest))
    assert check(cuda, cuda.cuStreamGetPriority(prio)) == greatest
    low = check(cuda, cuda.cuStreamCreateWithPriority(0, least + 5))   # clamped, as on CUDA
    assert check(cuda, cuda.cuStreamGetPriority(low)) == least
    check(cuda, cuda.cuStreamQuery(stream))
    check(cuda, cuda.cuStreamSynchronize(stream))
    for default in (0, cuda.CU_STREAM_LEGACY, cuda.CU_STREAM_PER_THREAD):
        check(cuda, cuda.cuStreamSynchronize(default))
        assert check(cuda, cuda.cuStreamGetFlags(default)) == 0
    assert check(cuda, cuda.cuStreamGetId(stream)) != check(cuda, cuda.cuStreamGetId(prio))
    for s in (stream, prio, low):
        check(cuda, cuda.cuStreamDestroy(s))
    assert error(cuda.cuStreamSynchronize(stream)) == R.CUDA_ERROR_INVALID_HANDLE
    assert error(cuda.cuStreamDestroy(stream)) == R.CUDA_ERROR_INVALID_HANDLE
    assert error(cuda.cuStreamQuery(cuda.CUstream(0xdead0))) == R.CUDA_ERROR_INVALID_HANDLE


def test_work_in_a_stream_runs_in_order(module):
    stream = check(cuda, cuda.cuStreamCreate(0))
    n = 4096
    ptr = check(cuda, cuda.cuMemAlloc(4 * n))
    scale_add = kernel(cuda, module, "scale_add")
    check(cuda, cuda.cuMemsetD32Async(ptr, 1, n, stream))
    expected = np.ones(n, np.int64)
    for i in range(20):   # x -> 3x + i, 20 times: wrong order gives different numbers
        args = ((ptr, 3, i, n), (None, ctypes.c_int, ctypes.c_int, ctypes.c_ulonglong))
        check(cuda, cuda.cuLaunchKernel(scale_add, n // 256, 1, 1, 256, 1, 1, 0, stream, args, 0))
        expected = (expected * 3 + i) & 0xFFFFFFFF
    out = check(cuda, cuda.cuMemAllocHost(4 * n))
    check(cuda, cuda.cuMemcpyDtoHAsync(out, ptr, 4 * n, stream))
    check(cuda, cuda.cuStreamSynchronize(stream))
    assert (host_view(out, n, np.uint32) == expected.astype(np.uint32)).all()


@pytest.mark.parametrize("flags", [0, 1], ids=["blocking", "non_blocking"])
def test_legacy_stream_waits_for_blocking_streams_only(module, flags):
    stream = check(cuda, cuda.cuStreamCreate(flags))
    gate = Gate(module, stream)
    result_ptr = check(cuda, cuda.cuMemAllocHost(4))
    result = host_view(result_ptr, 1)
    result[0] = -1
    check(cuda, cuda.cuMemcpyDtoHAsync(result_ptr, gate.out, 4, cuda.CU_STREAM_LEGACY))
    try:
        if flags:   # non-blocking: the legacy stream's copy does not wait for the kernel
            check(cuda, cuda.cuStreamSynchronize(cuda.CU_STREAM_LEGACY))
            assert result[0] == 0
            assert error(cuda.cuStreamQuery(stream)) == R.CUDA_ERROR_NOT_READY
        else:       # blocking: the copy waits for the kernel, which waits for the host
            assert error(cuda.cuStreamQuery(cuda.CU_STREAM_LEGACY)) == R.CUDA_ERROR_NOT_READY
            assert result[0] == -1
    finally:
        gate.open()
    check(cuda, cuda.cuCtxSynchronize())
    assert result[0] == (0 if flags else 1)
    assert download(cuda, gate.out, 1)[0] == 1


@pytest.mark.parametrize("flags", [0, 1], ids=["blocking", "non_blocking"])
def test_blocking_streams_wait_for_the_legacy_stream(module, flags):
    gate = Gate(module, cuda.CU_STREAM_LEGACY)
    stream = check(cuda, cuda.cuStreamCreate(flags))
    result_ptr = check(cuda, cuda.cuMemAllocHost(4))
    result = host_view(result_ptr, 1)
    result[0] = -1
    check(cuda, cuda.cuMemcpyDtoHAsync(result_ptr, gate.out, 4, stream))
    try:
        if flags:
            check(cuda, cuda.cuStreamSynchronize(stream))
            assert result[0] == 0
        else:
            assert error(cuda.cuStreamQuery(stream)) == R.CUDA_ERROR_NOT_READY
    finally:
        gate.open()
    check(cuda, cuda.cuCtxSynchronize())
    assert result[0] == (0 if flags else 1)


def test_per_thread_default_stream(module):
    # It is a blocking stream of its own: it waits for the legacy stream...
    gate = Gate(module, cuda.CU_STREAM_LEGACY)
    result_ptr = check(cuda, cuda.cuMemAllocHost(4))
    result = host_view(result_ptr, 1)
    result[0] = -1
    check(cuda, cuda.cuMemcpyDtoHAsync(result_ptr, gate.out, 4, cuda.CU_STREAM_PER_THREAD))
    try:
        assert error(cuda.cuStreamQuery(cuda.CU_STREAM_PER_THREAD)) == R.CUDA_ERROR_NOT_READY
    finally:
        gate.open()
    check(cuda, cuda.cuStreamSynchronize(cuda.CU_STREAM_PER_THREAD))
    assert result[0] == 1
    # ...and each thread has its own: another thread's does not wait for this one's work
    # (only the legacy stream would: it synchronizes with every blocking stream).
    gate = Gate(module, cuda.CU_STREAM_PER_THREAD)
    ctx = check(cuda, cuda.cuCtxGetCurrent())
    seen = []

    def other():
        check(cuda, cuda.cuCtxSetCurrent(ctx))
        ptr = check(cuda, cuda.cuMemAlloc(4))
        host = check(cuda, cuda.cuMemAllocHost(4))
        check(cuda, cuda.cuMemsetD32Async(ptr, 7, 1, cuda.CU_STREAM_PER_THREAD))
        check(cuda, cuda.cuMemcpyDtoHAsync(host, ptr, 4, cuda.CU_STREAM_PER_THREAD))
        check(cuda, cuda.cuStreamSynchronize(cuda.CU_STREAM_PER_THREAD))
        seen.append(int(host_view(host, 1)[0]))
        seen.append(cuda.cuStreamQuery(cuda.CU_STREAM_PER_THREAD)[0])

    try:
        thread = threading.Thread(target=other)
        thread.start()
        thread.join(120)
        assert seen == [7, R.CUDA_SUCCESS]
        assert error(cuda.cuStreamQuery(cuda.CU_STREAM_PER_THREAD)) == R.CUDA_ERROR_NOT_READY
    finally:
        gate.open()
    check(cuda, cuda.cuStreamSynchronize(cuda.CU_STREAM_PER_THREAD))


def test_stream_destroy_returns_at_once_and_its_work_still_runs(module):
    """cuStreamDestroy returns while the stream still has work, which then completes (CUDA)."""
    stream = check(cuda, cuda.cuStreamCreate(cuda.CUstream_flags.CU_STREAM_NON_BLOCKING))
    gate = Gate(module, stream)
    try:
        check(cuda, cuda.cuStreamDestroy(stream))  # a destroy that waited would time out first
        assert download(cuda, gate.out, 1)[0] == 0  # the gated kernel has not run yet
        assert error(cuda.cuStreamQuery(stream)) == R.CUDA_ERROR_INVALID_HANDLE
    finally:
        gate.open()
    check(cuda, cuda.cuCtxSynchronize())  # waits for the destroyed stream's work too
    assert download(cuda, gate.out, 1)[0] == 1


def test_legacy_stream_still_waits_for_a_destroyed_blocking_stream(module):
    stream = check(cuda, cuda.cuStreamCreate(0))
    gate = Gate(module, stream)
    later = check(cuda, cuda.cuMemAlloc(4))
    try:
        check(cuda, cuda.cuStreamDestroy(stream))
        check(cuda, cuda.cuMemsetD32Async(later, 5, 1, cuda.CU_STREAM_LEGACY))
        assert error(cuda.cuStreamQuery(cuda.CU_STREAM_LEGACY)) == R.CUDA_ERROR_NOT_READY
    finally:
        gate.open()
    check(cuda, cuda.cuStreamSynchronize(cuda.CU_STREAM_LEGACY))
    assert download(cuda, gate.out, 1)[0] == 1 and download(cuda, later, 1)[0] == 5


def test_a_threads_per_thread_stream_is_released_when_the_thread_ends(module):
    from zluda.runtime.context import current_context

    context = current_context()
    ctx = check(cuda, cuda.cuCtxGetCurrent())
    out = check(cuda, cuda.cuMemAlloc(4))
    made = []

    def worker():
        check(cuda, cuda.cuCtxSetCurrent(ctx))
        check(cuda, cuda.cuMemsetD32Async(out, 9, 1, cuda.CU_STREAM_PER_THREAD))
        made.append(current_context().stream("per_thread"))

    thread = threading.Thread(target=worker)
    thread.start()
    thread.join(120)
    stream = made[0]
    for _ in range(1200):  # released on a thread of its own once its work is done
        with context.lock:
            if stream not in context.streams and stream not in context.retiring:
                break
        threading.Event().wait(0.05)
    assert stream.destroyed
    assert stream not in context.streams and stream not in context.retiring
    assert download(cuda, out, 1)[0] == 9  # its work ran


def test_host_functions_run_in_stream_order(module):
    stream = check(cuda, cuda.cuStreamCreate(0))
    ptr = check(cuda, cuda.cuMemAllocHost(4))
    value = host_view(ptr, 1)
    value[0] = 0
    seen = []
    main = threading.get_ident()

    def host_fn(tag):
        seen.append((tag, int(value[0]), threading.get_ident() != main))

    check(cuda, cuda.cuMemsetD32Async(ptr, 5, 1, stream))
    check(cuda, cuda.cuLaunchHostFunc(stream, host_fn, "first"))
    check(cuda, cuda.cuMemsetD32Async(ptr, 6, 1, stream))

    def callback(hstream, status, data):
        seen.append((data, int(value[0]), hstream == stream, status))

    check(cuda, cuda.cuStreamAddCallback(stream, callback, "second", 0))
    check(cuda, cuda.cuMemsetD32Async(ptr, 7, 1, stream))
    check(cuda, cuda.cuStreamSynchronize(stream))
    assert seen == [("first", 5, True), ("second", 6, True, R.CUDA_SUCCESS)]
    assert value[0] == 7
    assert error(cuda.cuStreamAddCallback(stream, callback, None, 1)) == R.CUDA_ERROR_INVALID_VALUE


def test_later_work_waits_for_a_host_function(module):
    stream = check(cuda, cuda.cuStreamCreate(0))
    ptr = check(cuda, cuda.cuMemAllocHost(4))
    value = host_view(ptr, 1)
    value[0] = 0
    release = threading.Event()
    check(cuda, cuda.cuLaunchHostFunc(stream, lambda _: release.wait(120), None))
    check(cuda, cuda.cuMemsetD32Async(ptr, 9, 1, stream))
    try:
        assert error(cuda.cuStreamQuery(stream)) == R.CUDA_ERROR_NOT_READY
        assert value[0] == 0
    finally:
        release.set()
    check(cuda, cuda.cuStreamSynchronize(stream))
    assert value[0] == 9


@pytest.mark.parametrize("named", [False, True], ids=["current", "named"])
def test_a_context_synchronize_waits_for_the_legacy_streams_host_function_and_copies(module,
                                                                                    named):
    """cuCtxSynchronize tests the idle context inline; a legacy stream with a host function
    pending, or an asynchronous copy behind it, is not idle. The same with the context named,
    as cudart names it (cuCtxSynchronize_v2)."""
    from zluda.runtime import api as runtime_api

    ctx = int(check(cuda, cuda.cuCtxGetCurrent()))

    def synchronize():
        check(cuda, runtime_api.cuCtxSynchronize(ctx) if named else cuda.cuCtxSynchronize())

    ptr = check(cuda, cuda.cuMemAllocHost(4))
    value = host_view(ptr, 1)
    value[0] = 0
    synchronize()  # idle: returns at once
    release = threading.Event()
    ran = []
    check(cuda, cuda.cuLaunchHostFunc(0, lambda _: (release.wait(120), ran.append(1)), None))
    check(cuda, cuda.cuMemsetD32Async(ptr, 3, 1, 0))
    threading.Timer(0.2, release.set).start()
    synchronize()
    assert ran == [1] and value[0] == 3
    check(cuda, cuda.cuMemsetD32Async(ptr, 4, 1, 0))  # the stream has a host worker now
    synchronize()
    assert value[0] == 4


def test_ctypes_host_function(module):
    stream = check(cuda, cuda.cuStreamCreate(0))
    calls = []
    prototype = ctypes.CFUNCTYPE(None, ctypes.c_void_p)
    c_function = prototype(lambda data: calls.append(data))
    check(cuda, cuda.cuLaunchHostFunc(stream, ctypes.cast(c_function, ctypes.c_void_p).value, 42))
    check(cuda, cuda.cuStreamSynchronize(stream))
    assert calls == [42]


def test_stream_callback_as_a_c_function(module):
    """A ctypes C function (given by address) gets the raw stream handle and status as ints."""
    stream = check(cuda, cuda.cuStreamCreate(0))
    seen = []

    @ctypes.CFUNCTYPE(None, ctypes.c_void_p, ctypes.c_int, ctypes.c_void_p)
    def callback(hstream, status, data):
        seen.append((hstream, status, data))

    address = ctypes.cast(callback, ctypes.c_void_p).value
    check(cuda, cuda.cuStreamAddCallback(stream, cuda.CUstreamCallback(address), 42, 0))
    check(cuda, cuda.cuStreamSynchronize(stream))
    assert seen == [(int(stream), 0, 42)]


def test_no_stream_is_capturing_and_the_capture_mode_is_per_thread(backend):
    S, M = cuda.CUstreamCaptureStatus, cuda.CUstreamCaptureMode
    stream = check(cuda, cuda.cuStreamCreate(0))
    assert check(cuda, cuda.cuStreamIsCapturing(stream)) == S.CU_STREAM_CAPTURE_STATUS_NONE
    assert check(cuda, cuda.cuStreamIsCapturing(0)) == S.CU_STREAM_CAPTURE_STATUS_NONE
    check(cuda, cuda.cuStreamDestroy(stream))
    assert error(cuda.cuStreamIsCapturing(stream)) == cuda.CUresult.CUDA_ERROR_INVALID_HANDLE

    def exchange(mode):
        return check(cuda, cuda.cuThreadExchangeStreamCaptureMode(mode))

    assert exchange(M.CU_STREAM_CAPTURE_MODE_RELAXED) == M.CU_STREAM_CAPTURE_MODE_GLOBAL
    assert exchange(M.CU_STREAM_CAPTURE_MODE_GLOBAL) == M.CU_STREAM_CAPTURE_MODE_RELAXED
    assert error(cuda.cuThreadExchangeStreamCaptureMode(7)) == \
        cuda.CUresult.CUDA_ERROR_INVALID_VALUE


def test_a_synchronous_copy_on_the_host_waits_for_the_work_before_it(module):
    """A synchronous cuMemcpyDtoH that the host does itself (a memmove: every end is memory
    that the CPU device shares) still comes after a blocking stream's held kernel, as the
    legacy stream's rules say; the thread that opens the gate runs while the copy waits."""
    stream = check(cuda, cuda.cuStreamCreate(0))
    gate = Gate(module, stream)
    with gate.opened_after(0.3):
        out = np.full(1, -1, np.int32)
        check(cuda, cuda.cuMemcpyDtoH(out, gate.out, 4))  # waits for the kernel
        assert out[0] == 1
        # an idle stream: the next copy is a memmove at once, and sees the new value
        check(cuda, cuda.cuMemsetD32(gate.out, 7, 1))
        check(cuda, cuda.cuMemcpyDtoH(out, gate.out, 4))
        assert out[0] == 7
    check(cuda, cuda.cuStreamDestroy(stream))


def test_an_asynchronous_copy_of_pageable_memory_waits_for_its_stream(module):
    """cuMemcpyDtoHAsync and cuMemcpyHtoDAsync with pageable host memory complete before they
    return (the host's memmove on a CPU device), after the stream's held kernel."""
    stream = check(cuda, cuda.cuStreamCreate(cuda.CUstream_flags.CU_STREAM_NON_BLOCKING))
    gate = Gate(module, stream)
    with gate.opened_after(0.3):
        out = np.full(1, -1, np.int32)
        check(cuda, cuda.cuMemcpyDtoHAsync(out, gate.out, 4, stream))  # waits for the kernel
        assert out[0] == 1
        check(cuda, cuda.cuMemcpyHtoDAsync(gate.out, np.array([5], np.int32), 4, stream))
        check(cuda, cuda.cuMemcpyDtoH(out, gate.out, 4))
        assert out[0] == 5
    check(cuda, cuda.cuStreamDestroy(stream))


def test_stream_attributes_are_kept_copied_and_checked(backend):
    stream, other = (check(cuda, cuda.cuStreamCreate(0)) for _ in range(2))
    ACCESS_POLICY_WINDOW, SYNC_POLICY, PRIORITY = 1, 3, 8  # CUlaunchAttributeID
    assert check(cuda, cuda.cuStreamGetAttribute(stream, SYNC_POLICY)).syncPolicy == 1
    value = cuda.CUstreamAttrValue()
    value.accessPolicyWindow.num_bytes, value.accessPolicyWindow.hitRatio = 1 << 20, 0.25
    check(cuda, cuda.cuStreamSetAttribute(stream, ACCESS_POLICY_WINDOW, value))
    window = check(cuda, cuda.cuStreamGetAttribute(stream, ACCESS_POLICY_WINDOW))
    assert (window.accessPolicyWindow.num_bytes, window.accessPolicyWindow.hitRatio) == (
        1 << 20, 0.25)
    value.priority = -3  # clamped into cuCtxGetStreamPriorityRange's 0..0
    check(cuda, cuda.cuStreamSetAttribute(stream, PRIORITY, value))
    assert check(cuda, cuda.cuStreamGetPriority(stream)) == 0
    check(cuda, cuda.cuStreamCopyAttributes(other, stream))
    copied = check(cuda, cuda.cuStreamGetAttribute(other, ACCESS_POLICY_WINDOW))
    assert copied.accessPolicyWindow.num_bytes == 1 << 20
    assert error(cuda.cuStreamGetAttribute(stream, 99)) == cuda.CUresult.CUDA_ERROR_INVALID_VALUE
