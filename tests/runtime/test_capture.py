"""Stream capture through zluda.driver (zluda.runtime.capture): what becomes of each kind of
work given to a capturing stream, captures that fork into several streams and join again, and
CUDA's errors for what a capture forbids."""

import ctypes
import threading

import numpy as np
import pytest
from zluda import driver as cuda

from .helpers import RUNTIME_PTX, check, download, error, host_view, kernel

R = cuda.CUresult
T = cuda.CUgraphNodeType
S = cuda.CUstreamCaptureStatus
M = cuda.CUstreamCaptureMode
GLOBAL, THREAD_LOCAL, RELAXED = (M.CU_STREAM_CAPTURE_MODE_GLOBAL,
                                 M.CU_STREAM_CAPTURE_MODE_THREAD_LOCAL,
                                 M.CU_STREAM_CAPTURE_MODE_RELAXED)
N = 256
INT_ARGS = (None, ctypes.c_int, ctypes.c_int, ctypes.c_ulonglong)
NON_BLOCKING = 1


@pytest.fixture
def module(backend):
    return check(cuda, cuda.cuModuleLoadData(RUNTIME_PTX))


def scale_add(module, stream, ptr, scale, add):
    check(cuda, cuda.cuLaunchKernel(kernel(cuda, module, "scale_add"), 1, 1, 1, N, 1, 1, 0,
                                    stream, ((ptr, scale, add, N), INT_ARGS), 0))


def kinds(graph) -> list:
    nodes, count = check(cuda, cuda.cuGraphGetNodes(graph, 64))
    return [check(cuda, cuda.cuGraphNodeGetType(n)) for n in nodes[:count]]


def run(graph, stream=0):
    graph_exec = check(cuda, cuda.cuGraphInstantiate(graph, 0))
    check(cuda, cuda.cuGraphLaunch(graph_exec, stream))
    check(cuda, cuda.cuStreamSynchronize(stream))
    return graph_exec


def test_work_given_to_a_capturing_stream_becomes_a_graph_instead_of_running(module):
    stream = check(cuda, cuda.cuStreamCreate(0))
    ptr = check(cuda, cuda.cuMemAlloc(N * 4))
    data = np.arange(N, dtype=np.int32)
    out = np.zeros(N, np.int32)
    calls = []
    check(cuda, cuda.cuMemsetD32(ptr, 0, N))
    check(cuda, cuda.cuStreamBeginCapture(stream, GLOBAL))
    assert check(cuda, cuda.cuStreamIsCapturing(stream)) == S.CU_STREAM_CAPTURE_STATUS_ACTIVE
    check(cuda, cuda.cuMemcpyHtoDAsync(ptr, data, data.nbytes, stream))
    scale_add(module, stream, ptr, 3, 1)
    check(cuda, cuda.cuMemsetD32Async(int(ptr) + 4 * (N - 1), 99, 1, stream))
    check(cuda, cuda.cuMemcpyDtoHAsync(out, ptr, out.nbytes, stream))
    check(cuda, cuda.cuLaunchHostFunc(stream, lambda data: calls.append(data), 5))
    status, capture_id, graph, deps, _, count = check(cuda, cuda.cuStreamGetCaptureInfo(stream))
    assert status == S.CU_STREAM_CAPTURE_STATUS_ACTIVE and int(capture_id) > 0 and count == 1
    assert check(cuda, cuda.cuGraphNodeGetType(deps[0])) == T.CU_GRAPH_NODE_TYPE_HOST
    assert (host_view(ptr, N) == 0).all() and calls == []  # nothing ran (read directly: a
    # synchronous copy is refused during a capture)
    captured = check(cuda, cuda.cuStreamEndCapture(stream))
    assert captured == graph
    assert check(cuda, cuda.cuStreamIsCapturing(stream)) == S.CU_STREAM_CAPTURE_STATUS_NONE
    assert kinds(captured) == [T.CU_GRAPH_NODE_TYPE_MEMCPY, T.CU_GRAPH_NODE_TYPE_KERNEL,
                               T.CU_GRAPH_NODE_TYPE_MEMSET, T.CU_GRAPH_NODE_TYPE_MEMCPY,
                               T.CU_GRAPH_NODE_TYPE_HOST]
    nodes = check(cuda, cuda.cuGraphGetNodes(captured, 5))[0]
    copy = check(cuda, cuda.cuGraphMemcpyNodeGetParams(nodes[0]))
    assert copy.WidthInBytes == data.nbytes and int(copy.dstDevice) == int(ptr)
    assert copy.srcMemoryType == cuda.CUmemorytype.CU_MEMORYTYPE_HOST
    graph_exec = run(captured, stream)
    expected = data * 3 + 1
    expected[-1] = 99
    assert (out == expected).all() and calls == [5]
    data[:] = 10  # the graph reads the host array again at each launch
    check(cuda, cuda.cuGraphLaunch(graph_exec, stream))
    check(cuda, cuda.cuStreamSynchronize(stream))
    assert out[0] == 31 and calls == [5, 5]


def test_a_capture_forks_into_other_streams_and_joins_through_events(module):
    origin, side = (check(cuda, cuda.cuStreamCreate(0)) for _ in range(2))
    fork, join = (check(cuda, cuda.cuEventCreate(0)) for _ in range(2))
    a, b = check(cuda, cuda.cuMemAlloc(N * 4)), check(cuda, cuda.cuMemAlloc(N * 4))
    check(cuda, cuda.cuStreamBeginCapture(origin, GLOBAL))
    check(cuda, cuda.cuMemsetD32Async(a, 1, N, origin))
    check(cuda, cuda.cuEventRecord(fork, origin))
    assert error(cuda.cuEventQuery(fork)) == R.CUDA_ERROR_CAPTURED_EVENT
    check(cuda, cuda.cuStreamWaitEvent(side, fork, 0))
    assert check(cuda, cuda.cuStreamIsCapturing(side)) == S.CU_STREAM_CAPTURE_STATUS_ACTIVE
    assert check(cuda, cuda.cuStreamGetCaptureInfo(side))[1] == \
        check(cuda, cuda.cuStreamGetCaptureInfo(origin))[1]
    check(cuda, cuda.cuMemcpyDtoDAsync(b, a, N * 4, side))
    scale_add(module, side, b, 5, 0)
    scale_add(module, origin, a, 2, 0)
    # not joined yet: ending now would leave the side stream's work behind
    check(cuda, cuda.cuEventRecord(join, side))
    check(cuda, cuda.cuStreamWaitEvent(origin, join, 0))
    deps = check(cuda, cuda.cuStreamGetCaptureInfo(origin))[3]
    assert len(deps) == 2  # the origin's kernel and the side stream's
    graph = check(cuda, cuda.cuStreamEndCapture(origin))
    assert check(cuda, cuda.cuStreamIsCapturing(side)) == S.CU_STREAM_CAPTURE_STATUS_NONE
    roots = check(cuda, cuda.cuGraphGetRootNodes(graph, 4))[1]
    assert roots == 1
    run(graph)
    assert (download(cuda, a, N) == 2).all() and (download(cuda, b, N) == 5).all()


def test_work_not_joined_back_fails_the_capture(module):
    origin, side = (check(cuda, cuda.cuStreamCreate(0)) for _ in range(2))
    fork = check(cuda, cuda.cuEventCreate(0))
    a = check(cuda, cuda.cuMemAlloc(N * 4))
    check(cuda, cuda.cuStreamBeginCapture(origin, GLOBAL))
    check(cuda, cuda.cuEventRecord(fork, origin))
    check(cuda, cuda.cuStreamWaitEvent(side, fork, 0))
    check(cuda, cuda.cuMemsetD32Async(a, 1, N, side))
    assert error(cuda.cuStreamEndCapture(side)) == R.CUDA_ERROR_STREAM_CAPTURE_UNMATCHED
    assert error(cuda.cuStreamEndCapture(origin)) == R.CUDA_ERROR_STREAM_CAPTURE_UNJOINED
    assert check(cuda, cuda.cuStreamIsCapturing(side)) == S.CU_STREAM_CAPTURE_STATUS_NONE


def test_synchronizing_a_capture_invalidates_it(module):
    stream = check(cuda, cuda.cuStreamCreate(0))
    a = check(cuda, cuda.cuMemAlloc(N * 4))
    for forbidden in (lambda: cuda.cuStreamSynchronize(stream),
                      lambda: cuda.cuStreamQuery(stream),
                      lambda: cuda.cuCtxSynchronize()):
        check(cuda, cuda.cuStreamBeginCapture(stream, GLOBAL))
        check(cuda, cuda.cuMemsetD32Async(a, 1, N, stream))
        assert forbidden()[0] == R.CUDA_ERROR_STREAM_CAPTURE_UNSUPPORTED
        assert check(cuda, cuda.cuStreamIsCapturing(stream)) == \
            S.CU_STREAM_CAPTURE_STATUS_INVALIDATED
        assert error(cuda.cuMemsetD32Async(a, 1, N, stream)) == \
            R.CUDA_ERROR_STREAM_CAPTURE_INVALIDATED
        assert error(cuda.cuStreamEndCapture(stream)) == R.CUDA_ERROR_STREAM_CAPTURE_INVALIDATED
        assert check(cuda, cuda.cuStreamIsCapturing(stream)) == S.CU_STREAM_CAPTURE_STATUS_NONE
    check(cuda, cuda.cuStreamSynchronize(stream))  # an ordinary stream again


def test_what_cannot_be_captured_or_begun(module):
    stream = check(cuda, cuda.cuStreamCreate(0))
    assert error(cuda.cuStreamBeginCapture(0, GLOBAL)) == R.CUDA_ERROR_STREAM_CAPTURE_UNSUPPORTED
    assert error(cuda.cuStreamEndCapture(stream)) == R.CUDA_ERROR_ILLEGAL_STATE
    check(cuda, cuda.cuStreamBeginCapture(stream, GLOBAL))
    assert error(cuda.cuStreamBeginCapture(stream, GLOBAL)) == R.CUDA_ERROR_ILLEGAL_STATE
    assert error(cuda.cuStreamBeginCapture(stream, 9)) == R.CUDA_ERROR_INVALID_VALUE
    recorded = check(cuda, cuda.cuEventCreate(0))
    other = check(cuda, cuda.cuStreamCreate(NON_BLOCKING))
    check(cuda, cuda.cuEventRecord(recorded, other))  # outside the capture
    assert error(cuda.cuStreamWaitEvent(stream, recorded, 0)) == \
        R.CUDA_ERROR_STREAM_CAPTURE_ISOLATION
    check(cuda, cuda.cuStreamWaitEvent(stream, recorded,
                                       cuda.CUevent_wait_flags.CU_EVENT_WAIT_EXTERNAL))
    check(cuda, cuda.cuEventRecordWithFlags(recorded, stream,
                                            cuda.CUevent_record_flags.CU_EVENT_RECORD_EXTERNAL))
    graph = check(cuda, cuda.cuStreamEndCapture(stream))
    assert kinds(graph) == [T.CU_GRAPH_NODE_TYPE_WAIT_EVENT, T.CU_GRAPH_NODE_TYPE_EVENT_RECORD]
    run(graph, stream)


def test_the_legacy_stream_cannot_wait_for_a_capturing_blocking_stream(module):
    blocking = check(cuda, cuda.cuStreamCreate(0))
    a = check(cuda, cuda.cuMemAlloc(N * 4))
    check(cuda, cuda.cuStreamBeginCapture(blocking, GLOBAL))
    check(cuda, cuda.cuMemsetD32Async(a, 1, N, blocking))
    assert error(cuda.cuMemsetD32Async(a, 2, N, 0)) == R.CUDA_ERROR_STREAM_CAPTURE_IMPLICIT
    assert error(cuda.cuStreamEndCapture(blocking)) == R.CUDA_ERROR_STREAM_CAPTURE_INVALIDATED
    # a non-blocking stream does not make the legacy stream wait
    free = check(cuda, cuda.cuStreamCreate(NON_BLOCKING))
    check(cuda, cuda.cuStreamBeginCapture(free, GLOBAL))
    check(cuda, cuda.cuMemsetD32Async(a, 3, N, 0))
    check(cuda, cuda.cuStreamEndCapture(free))


def test_the_thread_s_capture_mode_decides_whether_unsafe_calls_are_refused(module):
    stream = check(cuda, cuda.cuStreamCreate(0))

    def in_other_thread(mode) -> R:
        answer = []

        def body():
            check(cuda, cuda.cuCtxSetCurrent(check(cuda, cuda.cuStreamGetCtx(stream))))
            check(cuda, cuda.cuThreadExchangeStreamCaptureMode(mode))
            result = cuda.cuMemAlloc(64)
            answer.append(result[0])
            if result[0] == R.CUDA_SUCCESS:
                check(cuda, cuda.cuMemFree(result[1]))

        worker = threading.Thread(target=body)
        worker.start()
        worker.join()
        return answer[0]

    # a GLOBAL capture: refused here, and in another thread whose mode is GLOBAL
    check(cuda, cuda.cuStreamBeginCapture(stream, GLOBAL))
    assert in_other_thread(THREAD_LOCAL) == R.CUDA_SUCCESS
    assert in_other_thread(RELAXED) == R.CUDA_SUCCESS
    assert in_other_thread(GLOBAL) == R.CUDA_ERROR_STREAM_CAPTURE_UNSUPPORTED
    assert error(cuda.cuStreamEndCapture(stream)) == R.CUDA_ERROR_STREAM_CAPTURE_INVALIDATED
    check(cuda, cuda.cuStreamBeginCapture(stream, GLOBAL))
    assert error(cuda.cuMemAlloc(64)) == R.CUDA_ERROR_STREAM_CAPTURE_UNSUPPORTED
    assert error(cuda.cuStreamEndCapture(stream)) == R.CUDA_ERROR_STREAM_CAPTURE_INVALIDATED
    # a THREAD_LOCAL capture: only this thread is refused
    check(cuda, cuda.cuStreamBeginCapture(stream, THREAD_LOCAL))
    assert in_other_thread(GLOBAL) == R.CUDA_SUCCESS
    previous = check(cuda, cuda.cuThreadExchangeStreamCaptureMode(RELAXED))
    ptr = check(cuda, cuda.cuMemAlloc(64))  # this thread now allows it
    check(cuda, cuda.cuThreadExchangeStreamCaptureMode(previous))
    check(cuda, cuda.cuStreamEndCapture(stream))
    check(cuda, cuda.cuMemFree(ptr))


def test_a_capture_not_begun_relaxed_ends_in_its_own_thread(module):
    stream = check(cuda, cuda.cuStreamCreate(0))
    context = check(cuda, cuda.cuCtxGetCurrent())

    def end_elsewhere():
        answer = []

        def body():
            check(cuda, cuda.cuCtxSetCurrent(context))
            answer.append(cuda.cuStreamEndCapture(stream))

        worker = threading.Thread(target=body)
        worker.start()
        worker.join()
        return answer[0]

    check(cuda, cuda.cuStreamBeginCapture(stream, GLOBAL))
    assert end_elsewhere()[0] == R.CUDA_ERROR_STREAM_CAPTURE_WRONG_THREAD
    check(cuda, cuda.cuStreamEndCapture(stream))
    check(cuda, cuda.cuStreamBeginCapture(stream, RELAXED))
    assert end_elsewhere()[0] == R.CUDA_SUCCESS


def test_stream_ordered_memory_in_a_capture_becomes_memory_nodes(module):
    stream = check(cuda, cuda.cuStreamCreate(0))
    out = np.zeros(N, np.int32)
    check(cuda, cuda.cuStreamBeginCapture(stream, GLOBAL))
    ptr = check(cuda, cuda.cuMemAllocAsync(N * 4, stream))
    check(cuda, cuda.cuMemsetD32Async(ptr, 4, N, stream))
    scale_add(module, stream, ptr, 2, 1)
    check(cuda, cuda.cuMemcpyDtoHAsync(out, ptr, out.nbytes, stream))
    check(cuda, cuda.cuMemFreeAsync(ptr, stream))
    graph = check(cuda, cuda.cuStreamEndCapture(stream))
    assert kinds(graph) == [T.CU_GRAPH_NODE_TYPE_MEM_ALLOC, T.CU_GRAPH_NODE_TYPE_MEMSET,
                            T.CU_GRAPH_NODE_TYPE_KERNEL, T.CU_GRAPH_NODE_TYPE_MEMCPY,
                            T.CU_GRAPH_NODE_TYPE_MEM_FREE]
    graph_exec = run(graph, stream)
    assert (out == 9).all()
    out[:] = 0
    check(cuda, cuda.cuGraphLaunch(graph_exec, stream))
    check(cuda, cuda.cuStreamSynchronize(stream))
    assert (out == 9).all()
    plain = check(cuda, cuda.cuMemAlloc(64))
    check(cuda, cuda.cuStreamBeginCapture(stream, RELAXED))
    assert error(cuda.cuMemFreeAsync(plain, stream)) == R.CUDA_ERROR_INVALID_VALUE
    check(cuda, cuda.cuStreamEndCapture(stream))


def test_a_graph_launched_into_a_capture_becomes_a_child_graph(module):
    a = check(cuda, cuda.cuMemAlloc(N * 4))
    stream = check(cuda, cuda.cuStreamCreate(0))
    check(cuda, cuda.cuStreamBeginCapture(stream, GLOBAL))
    scale_add(module, stream, a, 3, 0)
    inner = check(cuda, cuda.cuGraphInstantiate(check(cuda, cuda.cuStreamEndCapture(stream)), 0))
    check(cuda, cuda.cuStreamBeginCapture(stream, GLOBAL))
    check(cuda, cuda.cuMemsetD32Async(a, 1, N, stream))
    check(cuda, cuda.cuGraphLaunch(inner, stream))
    check(cuda, cuda.cuGraphLaunch(inner, stream))
    outer = check(cuda, cuda.cuStreamEndCapture(stream))
    assert kinds(outer) == [T.CU_GRAPH_NODE_TYPE_MEMSET, T.CU_GRAPH_NODE_TYPE_GRAPH,
                            T.CU_GRAPH_NODE_TYPE_GRAPH]
    run(outer, stream)
    assert (download(cuda, a, N) == 9).all()


def test_capture_into_an_existing_graph_and_changing_the_dependencies(module):
    a = check(cuda, cuda.cuMemAlloc(N * 4))
    stream = check(cuda, cuda.cuStreamCreate(0))
    graph = check(cuda, cuda.cuGraphCreate(0))
    params = cuda.CUDA_MEMSET_NODE_PARAMS()
    params.dst, params.value, params.elementSize, params.width, params.height = a, 2, 4, N, 1
    fill = check(cuda, cuda.cuGraphAddMemsetNode(graph, None, 0, params,
                                                 check(cuda, cuda.cuCtxGetCurrent())))
    check(cuda, cuda.cuStreamBeginCaptureToGraph(stream, graph, [fill], None, 1, GLOBAL))
    scale_add(module, stream, a, 7, 0)
    empty = check(cuda, cuda.cuGraphAddEmptyNode(graph, None, 0))
    U = cuda.CUstreamUpdateCaptureDependencies_flags
    check(cuda, cuda.cuStreamUpdateCaptureDependencies(
        stream, [empty], None, 1, U.CU_STREAM_ADD_CAPTURE_DEPENDENCIES))
    assert check(cuda, cuda.cuStreamGetCaptureInfo(stream))[5] == 2
    scale_add(module, stream, a, 1, 1)
    assert check(cuda, cuda.cuStreamEndCapture(stream)) == graph
    nodes, count = check(cuda, cuda.cuGraphGetNodes(graph, 8))
    assert count == 4
    assert check(cuda, cuda.cuGraphNodeGetDependencies(nodes[1], 2))[0][:1] == [fill]
    assert check(cuda, cuda.cuGraphNodeGetDependencies(nodes[3], 2))[2] == 2
    run(graph, stream)
    assert (download(cuda, a, N) == 15).all()


def test_a_stream_destroyed_during_a_capture(module):
    """A forked stream destroyed after it joined back leaves its work in the graph (cuda-samples'
    graphMemoryNodes does this); the stream that began a capture takes the capture with it."""
    origin, side = (check(cuda, cuda.cuStreamCreate(NON_BLOCKING)) for _ in range(2))
    fork, join = (check(cuda, cuda.cuEventCreate(0)) for _ in range(2))
    a = check(cuda, cuda.cuMemAlloc(N * 4))
    check(cuda, cuda.cuStreamBeginCapture(origin, GLOBAL))
    check(cuda, cuda.cuEventRecord(fork, origin))
    check(cuda, cuda.cuStreamWaitEvent(side, fork, 0))
    check(cuda, cuda.cuMemsetD32Async(a, 8, N, side))
    check(cuda, cuda.cuEventRecord(join, side))
    check(cuda, cuda.cuStreamWaitEvent(origin, join, 0))
    check(cuda, cuda.cuStreamDestroy(side))
    scale_add(module, origin, a, 2, 0)
    graph = check(cuda, cuda.cuStreamEndCapture(origin))
    run(graph, origin)
    assert (download(cuda, a, N) == 16).all()
    check(cuda, cuda.cuStreamBeginCapture(origin, GLOBAL))
    check(cuda, cuda.cuStreamDestroy(origin))
    check(cuda, cuda.cuMemFree(check(cuda, cuda.cuMemAlloc(64))))  # no capture forbids it

