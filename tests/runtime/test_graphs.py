"""CUDA graphs through zluda.driver: graphs built node by node, their queries, executable graphs
and their updates, memory nodes, user objects (zluda.runtime.graph, graph_nodes, and their API
in zluda.runtime.api: graphs, nodes, executables)."""

import ctypes
import threading

import numpy as np
import pytest
from zluda import driver as cuda

from .helpers import RUNTIME_PTX, check, download, error, host_view, kernel

R = cuda.CUresult
T = cuda.CUgraphNodeType
N = 256
INT_ARGS = (None, ctypes.c_int, ctypes.c_int, ctypes.c_ulonglong)


@pytest.fixture
def module(backend):
    return check(cuda, cuda.cuModuleLoadData(RUNTIME_PTX))


def _context():
    return check(cuda, cuda.cuCtxGetCurrent())


def kernel_params(module, ptr, scale, add, n=N):
    p = cuda.CUDA_KERNEL_NODE_PARAMS()
    p.func = kernel(cuda, module, "scale_add")
    p.gridDimX = p.gridDimY = p.gridDimZ = 1
    p.blockDimX, p.blockDimY, p.blockDimZ = n, 1, 1
    p.kernelParams = ((ptr, scale, add, n), INT_ARGS)
    return p


def memset_params(ptr, value, n=N):
    p = cuda.CUDA_MEMSET_NODE_PARAMS()
    p.dst, p.value, p.elementSize, p.width, p.height = ptr, value, 4, n, 1
    return p


def copy_params(dst=None, src=None, host_dst=None, host_src=None, nbytes=N * 4):
    """A 1-D CUDA_MEMCPY3D between device pointers and host arrays."""
    p = cuda.CUDA_MEMCPY3D()
    M = cuda.CUmemorytype
    if host_src is not None:
        p.srcMemoryType, p.srcHost = M.CU_MEMORYTYPE_HOST, host_src.ctypes.data
    else:
        p.srcMemoryType, p.srcDevice = M.CU_MEMORYTYPE_DEVICE, src
    if host_dst is not None:
        p.dstMemoryType, p.dstHost = M.CU_MEMORYTYPE_HOST, host_dst.ctypes.data
    else:
        p.dstMemoryType, p.dstDevice = M.CU_MEMORYTYPE_DEVICE, dst
    p.WidthInBytes, p.Height, p.Depth = nbytes, 1, 1
    return p


def launch(graph_exec, stream=0):
    check(cuda, cuda.cuGraphLaunch(graph_exec, stream))
    check(cuda, cuda.cuStreamSynchronize(stream))


def test_a_graph_of_every_basic_node_runs_in_dependency_order_each_launch(module):
    """memset -> kernel -> a child graph that runs the kernel again -> copy to a second buffer ->
    host function (which reads the memory directly: the CPU device's memory is the host's, and
    a host function may not call the API); an event record after the copy and an empty node."""
    a, b = check(cuda, cuda.cuMemAlloc(N * 4)), check(cuda, cuda.cuMemAlloc(N * 4))
    event = check(cuda, cuda.cuEventCreate(0))
    graph = check(cuda, cuda.cuGraphCreate(0))
    fill = check(cuda, cuda.cuGraphAddMemsetNode(graph, None, 0, memset_params(a, 2), _context()))
    scale = check(cuda, cuda.cuGraphAddKernelNode(graph, [fill], 1,
                                                  kernel_params(module, a, 5, 1)))
    child = check(cuda, cuda.cuGraphCreate(0))
    check(cuda, cuda.cuGraphAddKernelNode(child, None, 0, kernel_params(module, a, 2, 0)))
    nested = check(cuda, cuda.cuGraphAddChildGraphNode(graph, [scale], 1, child))
    copy = check(cuda, cuda.cuGraphAddMemcpyNode(graph, [nested], 1, copy_params(dst=b, src=a),
                                                 _context()))
    seen = []
    host = cuda.CUDA_HOST_NODE_PARAMS()
    host.fn, host.userData = (lambda data: seen.append(int(host_view(b, 1)[0]))), 7  # no API
    check(cuda, cuda.cuGraphAddHostNode(graph, [copy], 1, host))
    empty = check(cuda, cuda.cuGraphAddEmptyNode(graph, None, 0))
    check(cuda, cuda.cuGraphAddEventRecordNode(graph, [copy, empty], 2, event))
    check(cuda, cuda.cuGraphDestroy(child))  # the node holds its own copy
    graph_exec = check(cuda, cuda.cuGraphInstantiate(graph, 0))
    stream = check(cuda, cuda.cuStreamCreate(0))
    for _ in range(3):
        check(cuda, cuda.cuGraphLaunch(graph_exec, stream))
    check(cuda, cuda.cuStreamSynchronize(stream))
    check(cuda, cuda.cuEventSynchronize(event))
    assert (download(cuda, b, N) == (2 * 5 + 1) * 2).all()
    assert seen == [22, 22, 22]
    check(cuda, cuda.cuGraphExecDestroy(graph_exec))
    check(cuda, cuda.cuGraphDestroy(graph))


def test_queries_answer_the_graph_s_structure_and_parameters(module):
    a = check(cuda, cuda.cuMemAlloc(N * 4))
    graph = check(cuda, cuda.cuGraphCreate(0))
    first = check(cuda, cuda.cuGraphAddMemsetNode(graph, None, 0, memset_params(a, 9),
                                                  _context()))
    second = check(cuda, cuda.cuGraphAddKernelNode(graph, [first], 1,
                                                   kernel_params(module, a, 3, 4)))
    third = check(cuda, cuda.cuGraphAddEmptyNode(graph, [first, second], 2))
    nodes, count = check(cuda, cuda.cuGraphGetNodes(graph, 0))
    assert (nodes, count) == ([], 3)
    nodes, count = check(cuda, cuda.cuGraphGetNodes(graph, 5))  # NULL past the end
    assert nodes[:3] == [first, second, third] and int(nodes[3]) == 0 and count == 3
    assert check(cuda, cuda.cuGraphGetNodes(graph, 2)) == [[first, second], 2]
    assert check(cuda, cuda.cuGraphGetRootNodes(graph, 3))[0][:1] == [first]
    sources, targets, edges, count = check(cuda, cuda.cuGraphGetEdges(graph, 3))
    assert count == 3 and list(zip(sources, targets)) == [
        (first, second), (first, third), (second, third)]
    assert all(e.type == 0 and e.from_port == 0 for e in edges)
    deps, _, count = check(cuda, cuda.cuGraphNodeGetDependencies(third, 2))
    assert (deps, count) == ([first, second], 2)
    dependents, _, count = check(cuda, cuda.cuGraphNodeGetDependentNodes(first, 2))
    assert (dependents, count) == ([second, third], 2)
    assert check(cuda, cuda.cuGraphNodeGetType(second)) == T.CU_GRAPH_NODE_TYPE_KERNEL
    assert check(cuda, cuda.cuGraphNodeGetContainingGraph(second)) == graph
    params = check(cuda, cuda.cuGraphKernelNodeGetParams(second))
    assert (params.blockDimX, params.gridDimX, int(params.func)) == (
        N, 1, int(kernel(cuda, module, "scale_add")))
    pointers = (ctypes.c_void_p * 4).from_address(params.kernelParams)
    assert [ctypes.c_int.from_address(pointers[i]).value for i in (1, 2)] == [3, 4]
    memset = check(cuda, cuda.cuGraphMemsetNodeGetParams(first))
    assert (int(memset.dst), memset.value, memset.elementSize, memset.width) == (int(a), 9, 4, N)
    assert error(cuda.cuGraphMemsetNodeGetParams(second)) == R.CUDA_ERROR_INVALID_VALUE


def test_dependencies_can_be_added_and_removed_and_bad_ones_are_refused(module):
    graph = check(cuda, cuda.cuGraphCreate(0))
    a, b = (check(cuda, cuda.cuGraphAddEmptyNode(graph, None, 0)) for _ in range(2))
    check(cuda, cuda.cuGraphAddDependencies(graph, [a], [b], None, 1))
    assert check(cuda, cuda.cuGraphNodeGetDependencies(b, 1))[0] == [a]
    assert error(cuda.cuGraphAddDependencies(graph, [a], [b], None, 1)) == \
        R.CUDA_ERROR_INVALID_VALUE  # it exists
    assert error(cuda.cuGraphAddEmptyNode(graph, [a, a], 2)) == R.CUDA_ERROR_INVALID_VALUE
    other = check(cuda, cuda.cuGraphCreate(0))
    stranger = check(cuda, cuda.cuGraphAddEmptyNode(other, None, 0))
    assert error(cuda.cuGraphAddEmptyNode(graph, [stranger], 1)) == R.CUDA_ERROR_INVALID_VALUE
    check(cuda, cuda.cuGraphAddDependencies(graph, [b], [a], None, 1))  # a cycle
    assert error(cuda.cuGraphInstantiate(graph, 0)) == R.CUDA_ERROR_INVALID_VALUE
    check(cuda, cuda.cuGraphRemoveDependencies(graph, [b], [a], None, 1))
    assert error(cuda.cuGraphRemoveDependencies(graph, [b], [a], None, 1)) == \
        R.CUDA_ERROR_INVALID_VALUE
    check(cuda, cuda.cuGraphExecDestroy(check(cuda, cuda.cuGraphInstantiate(graph, 0))))
    check(cuda, cuda.cuGraphDestroyNode(a))
    assert check(cuda, cuda.cuGraphGetNodes(graph, 0))[1] == 1
    assert check(cuda, cuda.cuGraphNodeGetDependencies(b, 0))[2] == 0
    assert error(cuda.cuGraphNodeGetType(a)) == R.CUDA_ERROR_INVALID_VALUE
    check(cuda, cuda.cuGraphDestroy(graph))
    assert error(cuda.cuGraphGetNodes(graph, 0)) == R.CUDA_ERROR_INVALID_VALUE
    assert error(cuda.cuGraphCreate(1)) == R.CUDA_ERROR_INVALID_VALUE


def test_kernel_nodes_are_checked_when_made(module):
    a = check(cuda, cuda.cuMemAlloc(N * 4))
    graph = check(cuda, cuda.cuGraphCreate(0))
    params = kernel_params(module, a, 1, 1)
    params.blockDimX = 4096  # more threads than a block may have
    assert error(cuda.cuGraphAddKernelNode(graph, None, 0, params)) == R.CUDA_ERROR_INVALID_VALUE
    params = kernel_params(module, a, 1, 1)
    params.func = cuda.CUfunction(0x7E570000)
    assert error(cuda.cuGraphAddKernelNode(graph, None, 0, params)) in (
        R.CUDA_ERROR_INVALID_HANDLE, R.CUDA_ERROR_INVALID_VALUE)
    assert error(cuda.cuGraphAddKernelNode(graph, None, 0, None)) == R.CUDA_ERROR_INVALID_VALUE
    assert error(cuda.cuGraphAddMemsetNode(graph, None, 0, memset_params(0x1000, 1),
                                           _context())) == R.CUDA_ERROR_INVALID_VALUE


def test_a_clone_is_independent_and_finds_its_nodes(module):
    a = check(cuda, cuda.cuMemAlloc(N * 4))
    graph = check(cuda, cuda.cuGraphCreate(0))
    fill = check(cuda, cuda.cuGraphAddMemsetNode(graph, None, 0, memset_params(a, 1),
                                                 _context()))
    check(cuda, cuda.cuGraphAddKernelNode(graph, [fill], 1, kernel_params(module, a, 4, 0)))
    clone = check(cuda, cuda.cuGraphClone(graph))
    twin = check(cuda, cuda.cuGraphNodeFindInClone(fill, clone))
    assert twin != fill and check(cuda, cuda.cuGraphNodeGetType(twin)) == \
        T.CU_GRAPH_NODE_TYPE_MEMSET
    check(cuda, cuda.cuGraphMemsetNodeSetParams(twin, memset_params(a, 3)))
    assert check(cuda, cuda.cuGraphMemsetNodeGetParams(fill)).value == 1
    launch(check(cuda, cuda.cuGraphInstantiate(clone, 0)))
    assert (download(cuda, a, N) == 12).all()
    launch(check(cuda, cuda.cuGraphInstantiate(graph, 0)))
    assert (download(cuda, a, N) == 4).all()


def test_an_executable_graph_keeps_its_parameters_and_takes_new_ones_on_request(module):
    a = check(cuda, cuda.cuMemAlloc(N * 4))
    graph = check(cuda, cuda.cuGraphCreate(0))
    fill = check(cuda, cuda.cuGraphAddMemsetNode(graph, None, 0, memset_params(a, 1),
                                                 _context()))
    scale = check(cuda, cuda.cuGraphAddKernelNode(graph, [fill], 1,
                                                  kernel_params(module, a, 2, 0)))
    graph_exec = check(cuda, cuda.cuGraphInstantiate(graph, 0))
    check(cuda, cuda.cuGraphKernelNodeSetParams(scale, kernel_params(module, a, 100, 0)))
    launch(graph_exec)  # instantiated before the change
    assert (download(cuda, a, N) == 2).all()
    check(cuda, cuda.cuGraphExecKernelNodeSetParams(graph_exec, scale,
                                                    kernel_params(module, a, 3, 1)))
    check(cuda, cuda.cuGraphExecMemsetNodeSetParams(graph_exec, fill, memset_params(a, 5),
                                                    _context()))
    launch(graph_exec)
    assert (download(cuda, a, N) == 16).all()
    check(cuda, cuda.cuGraphNodeSetEnabled(graph_exec, scale, 0))
    assert check(cuda, cuda.cuGraphNodeGetEnabled(graph_exec, scale)) == 0
    launch(graph_exec)
    assert (download(cuda, a, N) == 5).all()
    other = check(cuda, cuda.cuGraphCreate(0))
    stranger = check(cuda, cuda.cuGraphAddEmptyNode(other, None, 0))
    assert error(cuda.cuGraphExecKernelNodeSetParams(graph_exec, stranger, kernel_params(
        module, a, 1, 1))) == R.CUDA_ERROR_INVALID_VALUE
    assert error(cuda.cuGraphNodeSetEnabled(graph_exec, stranger, 1)) == \
        R.CUDA_ERROR_INVALID_VALUE


def test_exec_update_takes_a_graph_of_the_same_shape_and_refuses_another(module):
    a = check(cuda, cuda.cuMemAlloc(N * 4))

    def build(value, scale):
        graph = check(cuda, cuda.cuGraphCreate(0))
        fill = check(cuda, cuda.cuGraphAddMemsetNode(graph, None, 0, memset_params(a, value),
                                                     _context()))
        check(cuda, cuda.cuGraphAddKernelNode(graph, [fill], 1,
                                              kernel_params(module, a, scale, 0)))
        return graph

    graph_exec = check(cuda, cuda.cuGraphInstantiate(build(1, 2), 0))
    info = check(cuda, cuda.cuGraphExecUpdate(graph_exec, build(3, 5)))
    assert info.result == cuda.CUgraphExecUpdateResult.CU_GRAPH_EXEC_UPDATE_SUCCESS
    launch(graph_exec)
    assert (download(cuda, a, N) == 15).all()
    reordered = check(cuda, cuda.cuGraphCreate(0))
    check(cuda, cuda.cuGraphAddKernelNode(reordered, None, 0, kernel_params(module, a, 1, 0)))
    check(cuda, cuda.cuGraphAddMemsetNode(reordered, None, 0, memset_params(a, 1), _context()))
    assert error(cuda.cuGraphExecUpdate(graph_exec, reordered)) == \
        R.CUDA_ERROR_GRAPH_EXEC_UPDATE_FAILURE
    launch(graph_exec)  # unchanged
    assert (download(cuda, a, N) == 15).all()


def test_launches_of_one_executable_graph_are_ordered_across_streams(module):
    """The second launch, on another stream, waits for the first: a host node holds it."""
    a = check(cuda, cuda.cuMemAlloc(N * 4))
    check(cuda, cuda.cuMemsetD32(a, 1, N))
    release = threading.Event()
    graph = check(cuda, cuda.cuGraphCreate(0))
    host = cuda.CUDA_HOST_NODE_PARAMS()
    host.fn, host.userData = (lambda _: release.wait(60)), 0
    hold = check(cuda, cuda.cuGraphAddHostNode(graph, None, 0, host))
    check(cuda, cuda.cuGraphAddKernelNode(graph, [hold], 1, kernel_params(module, a, 2, 0)))
    graph_exec = check(cuda, cuda.cuGraphInstantiate(graph, 0))
    first, second = (check(cuda, cuda.cuStreamCreate(cuda.CUstream_flags.CU_STREAM_NON_BLOCKING))
                     for _ in range(2))
    check(cuda, cuda.cuGraphLaunch(graph_exec, first))
    check(cuda, cuda.cuGraphLaunch(graph_exec, second))
    assert cuda.cuStreamQuery(second)[0] == R.CUDA_ERROR_NOT_READY
    release.set()
    check(cuda, cuda.cuStreamSynchronize(second))
    assert (download(cuda, a, N) == 4).all()


def test_memory_nodes_allocate_in_the_graph_and_free_in_order(module):
    graph = check(cuda, cuda.cuGraphCreate(0))
    params = cuda.CUDA_MEM_ALLOC_NODE_PARAMS()
    params.poolProps.allocType = cuda.CUmemAllocationType.CU_MEM_ALLOCATION_TYPE_PINNED
    params.poolProps.location.type = cuda.CUmemLocationType.CU_MEM_LOCATION_TYPE_DEVICE
    params.poolProps.location.id = 0
    params.bytesize = N * 4
    alloc = check(cuda, cuda.cuGraphAddMemAllocNode(graph, None, 0, params))
    ptr = int(params.dptr)
    assert ptr != 0
    fill = check(cuda, cuda.cuGraphAddMemsetNode(graph, [alloc], 1, memset_params(ptr, 6),
                                                 _context()))
    out = np.zeros(N, np.int32)
    copy = check(cuda, cuda.cuGraphAddMemcpyNode(graph, [fill], 1,
                                                 copy_params(host_dst=out, src=ptr), _context()))
    graph_exec = check(cuda, cuda.cuGraphInstantiate(graph, 0))
    # a graph with memory nodes: one executable graph at a time, and no clones
    assert error(cuda.cuGraphInstantiate(graph, 0)) == R.CUDA_ERROR_NOT_SUPPORTED
    assert error(cuda.cuGraphClone(graph)) == R.CUDA_ERROR_NOT_SUPPORTED
    launch(graph_exec)
    assert (out == 6).all()
    device = check(cuda, cuda.cuDeviceGet(0))
    attr = cuda.CUgraphMem_attribute
    assert check(cuda, cuda.cuDeviceGetGraphMemAttribute(
        device, attr.CU_GRAPH_MEM_ATTR_USED_MEM_CURRENT)) >= N * 4
    # not freed in the graph: the program frees it; the graph cannot run again before that
    assert error(cuda.cuGraphLaunch(graph_exec, 0)) == R.CUDA_ERROR_INVALID_VALUE
    check(cuda, cuda.cuMemFreeAsync(ptr, 0))
    assert error(cuda.cuMemFreeAsync(ptr, 0)) == R.CUDA_ERROR_INVALID_VALUE
    out[:] = 0
    launch(graph_exec)
    assert (out == 6).all()
    check(cuda, cuda.cuMemFree(ptr))
    assert check(cuda, cuda.cuGraphMemAllocNodeGetParams(alloc)).bytesize == N * 4
    free = check(cuda, cuda.cuGraphAddMemFreeNode(graph, [copy], 1, ptr))
    assert error(cuda.cuGraphAddMemFreeNode(graph, [free], 1, ptr)) == R.CUDA_ERROR_INVALID_VALUE
    check(cuda, cuda.cuGraphExecDestroy(graph_exec))
    graph_exec2 = check(cuda, cuda.cuGraphInstantiate(graph, 0))
    for _ in range(2):  # freed in the graph: launches go on
        out[:] = 0
        launch(graph_exec2)
        assert (out == 6).all()
    assert error(cuda.cuGraphAddMemFreeNode(graph, None, 0, 0x1000)) == R.CUDA_ERROR_INVALID_VALUE
    parent = check(cuda, cuda.cuGraphCreate(0))
    child = check(cuda, cuda.cuGraphAddChildGraphNode(
        parent, None, 0, check(cuda, cuda.cuGraphCreate(0))))
    embedded = check(cuda, cuda.cuGraphChildGraphNodeGetGraph(child))
    assert error(cuda.cuGraphAddMemAllocNode(embedded, None, 0, params)) == \
        R.CUDA_ERROR_INVALID_VALUE  # a child graph node's graph cannot change


def test_auto_free_on_launch_frees_what_the_last_launch_left(module):
    graph = check(cuda, cuda.cuGraphCreate(0))
    params = cuda.CUDA_MEM_ALLOC_NODE_PARAMS()
    params.poolProps.allocType = cuda.CUmemAllocationType.CU_MEM_ALLOCATION_TYPE_PINNED
    params.poolProps.location.type = cuda.CUmemLocationType.CU_MEM_LOCATION_TYPE_DEVICE
    params.bytesize = 64
    check(cuda, cuda.cuGraphAddMemAllocNode(graph, None, 0, params))
    flag = cuda.CUgraphInstantiate_flags.CUDA_GRAPH_INSTANTIATE_FLAG_AUTO_FREE_ON_LAUNCH
    graph_exec = check(cuda, cuda.cuGraphInstantiate(graph, flag))
    assert int(check(cuda, cuda.cuGraphExecGetFlags(graph_exec))) == flag
    launch(graph_exec)
    launch(graph_exec)


def test_user_objects_are_destroyed_with_the_last_reference(backend):
    destroyed = threading.Event()
    obj = check(cuda, cuda.cuUserObjectCreate(5, lambda data: destroyed.set(), 1, 1))
    graph = check(cuda, cuda.cuGraphCreate(0))
    check(cuda, cuda.cuGraphRetainUserObject(graph, obj, 1, 1))  # moves our reference
    graph_exec = check(cuda, cuda.cuGraphInstantiate(graph, 0))
    check(cuda, cuda.cuGraphDestroy(graph))
    assert not destroyed.wait(0.2)  # the executable graph holds one too
    check(cuda, cuda.cuGraphExecDestroy(graph_exec))
    assert destroyed.wait(10)
    assert error(cuda.cuUserObjectCreate(5, lambda data: None, 1, 0)) == \
        R.CUDA_ERROR_INVALID_VALUE


def test_dot_print_describes_the_graph(module, tmp_path):
    a = check(cuda, cuda.cuMemAlloc(N * 4))
    graph = check(cuda, cuda.cuGraphCreate(0))
    fill = check(cuda, cuda.cuGraphAddMemsetNode(graph, None, 0, memset_params(a, 1),
                                                 _context()))
    check(cuda, cuda.cuGraphAddKernelNode(graph, [fill], 1, kernel_params(module, a, 2, 0)))
    path = tmp_path / "graph.dot"
    check(cuda, cuda.cuGraphDebugDotPrint(graph, str(path).encode(), 1))
    text = path.read_text()
    assert text.startswith("digraph") and "scale_add" in text and "MEMSET" in text
    assert text.count("->") == 1


def test_graph_handles_that_name_nothing_are_invalid_values(backend):
    bogus = 0x7E570000
    assert error(cuda.cuGraphInstantiate(cuda.CUgraph(bogus), 0)) == R.CUDA_ERROR_INVALID_VALUE
    assert error(cuda.cuGraphLaunch(cuda.CUgraphExec(bogus), 0)) == R.CUDA_ERROR_INVALID_VALUE
    assert error(cuda.cuGraphNodeGetType(cuda.CUgraphNode(bogus))) == R.CUDA_ERROR_INVALID_VALUE
    assert error(cuda.cuGraphExecDestroy(cuda.CUgraphExec(bogus))) == R.CUDA_ERROR_INVALID_VALUE
