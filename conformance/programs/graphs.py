"""CUDA graphs: a capture that forks into a second stream and joins back through events (a slow
producer on each stream, a consumer after both), launched three times with the buffers cleared
in between; a kernel node of the executable graph given a new multiplier; and a graph built node
by node with an allocation node, a memset, kernels, a copy to the host and a free node. Every
result is checked against a NumPy model, so the graph must keep every dependency."""

import numpy as np
from _common import (
    check,
    from_device,
    function,
    i32,
    launch,
    load_ptx,
    passed,
    ptr,
    setup,
    slow_fill_model,
    to_device,
    u32,
)
from cuda.bindings import driver as cuda

_, context = setup()
module = load_ptx("streams_events.ptx")
slow_fill, combine = function(module, "slow_fill"), function(module, "combine")
n, iters = 1 << 16, 200
GLOBAL = cuda.CUstreamCaptureMode.CU_STREAM_CAPTURE_MODE_GLOBAL


s1, s2 = (check(cuda.cuStreamCreate(cuda.CUstream_flags.CU_STREAM_NON_BLOCKING))
          for _ in range(2))
fork, join = (check(cuda.cuEventCreate(cuda.CUevent_flags.CU_EVENT_DISABLE_TIMING))
              for _ in range(2))
zeros = np.zeros(n, np.uint32)
d_a, d_b, d_c = (to_device(zeros) for _ in range(3))

check(cuda.cuStreamBeginCapture(s1, GLOBAL))
check(cuda.cuEventRecord(fork, s1))
check(cuda.cuStreamWaitEvent(s2, fork, 0))
launch(slow_fill, (32,), (256,), [ptr(d_a), i32(n), u32(17), i32(iters)], stream=s1)
launch(slow_fill, (32,), (256,), [ptr(d_b), i32(n), u32(99), i32(iters)], stream=s2)
check(cuda.cuEventRecord(join, s2))
check(cuda.cuStreamWaitEvent(s1, join, 0))
launch(combine, (32,), (256,), [ptr(d_a), ptr(d_b), ptr(d_c), i32(n), u32(3)], stream=s1)
status = check(cuda.cuStreamIsCapturing(s1))
assert status == cuda.CUstreamCaptureStatus.CU_STREAM_CAPTURE_STATUS_ACTIVE, status
graph = check(cuda.cuStreamEndCapture(s1))
nodes, count = check(cuda.cuGraphGetNodes(graph, 8))
assert count == 3, count
kinds = [check(cuda.cuGraphNodeGetType(node)) for node in nodes[:count]]
assert kinds.count(cuda.CUgraphNodeType.CU_GRAPH_NODE_TYPE_KERNEL) == 3, kinds
graph_exec = check(cuda.cuGraphInstantiate(graph, 0))

a, b = slow_fill_model(17, n, iters), slow_fill_model(99, n, iters)
for _ in range(3):
    for d in (d_a, d_b, d_c):
        check(cuda.cuMemsetD32Async(d, 0, n, s1))
    check(cuda.cuGraphLaunch(graph_exec, s1))
    check(cuda.cuStreamSynchronize(s1))
    np.testing.assert_array_equal(from_device(d_c, n, np.uint32), a * np.uint32(3) + b)

# the combining node of the executable graph takes a new multiplier; the graph keeps its own
combining = next(node for node in nodes[:count]
                 if not check(cuda.cuGraphNodeGetDependentNodes(node, 0))[2])
params = check(cuda.cuGraphKernelNodeGetParams(combining))
assert (params.gridDimX, params.blockDimX) == (32, 256), (params.gridDimX, params.blockDimX)
params.kernelParams = ((d_a, d_b, d_c, n, 7), (None, None, None, i32(0)[1], u32(0)[1]))
check(cuda.cuGraphExecKernelNodeSetParams(graph_exec, combining, params))
check(cuda.cuGraphLaunch(graph_exec, s1))
check(cuda.cuStreamSynchronize(s1))
np.testing.assert_array_equal(from_device(d_c, n, np.uint32), a * np.uint32(7) + b)

# built node by node: allocate, clear, fill, combine in place, copy out, free
built = check(cuda.cuGraphCreate(0))
alloc = cuda.CUDA_MEM_ALLOC_NODE_PARAMS()
alloc.poolProps.allocType = cuda.CUmemAllocationType.CU_MEM_ALLOCATION_TYPE_PINNED
alloc.poolProps.location.type = cuda.CUmemLocationType.CU_MEM_LOCATION_TYPE_DEVICE
alloc.poolProps.location.id = 0
alloc.bytesize = n * 4
alloc_node = check(cuda.cuGraphAddMemAllocNode(built, None, 0, alloc))
scratch = alloc.dptr
memset = cuda.CUDA_MEMSET_NODE_PARAMS()
memset.dst, memset.value, memset.elementSize, memset.width, memset.height = scratch, 5, 4, n, 1
clear = check(cuda.cuGraphAddMemsetNode(built, [alloc_node], 1, memset, context))
fill = cuda.CUDA_KERNEL_NODE_PARAMS()
fill.func = slow_fill
fill.gridDimX, fill.gridDimY, fill.gridDimZ = 16, 1, 1
fill.blockDimX, fill.blockDimY, fill.blockDimZ = 128, 1, 1
fill.kernelParams = ((d_a, n, 4242, iters), (None, i32(0)[1], u32(0)[1], i32(0)[1]))
filled = check(cuda.cuGraphAddKernelNode(built, None, 0, fill))
mix = cuda.CUDA_KERNEL_NODE_PARAMS()
mix.func = combine
mix.gridDimX, mix.gridDimY, mix.gridDimZ = 16, 1, 1
mix.blockDimX, mix.blockDimY, mix.blockDimZ = 128, 1, 1
mix.kernelParams = ((d_a, scratch, scratch, n, 2), (None, None, None, i32(0)[1], u32(0)[1]))
mixed = check(cuda.cuGraphAddKernelNode(built, [clear, filled], 2, mix))
out = np.zeros(n, np.uint32)
copy = cuda.CUDA_MEMCPY3D()
copy.srcMemoryType, copy.srcDevice = cuda.CUmemorytype.CU_MEMORYTYPE_DEVICE, scratch
copy.dstMemoryType, copy.dstHost = cuda.CUmemorytype.CU_MEMORYTYPE_HOST, out.ctypes.data
copy.WidthInBytes, copy.Height, copy.Depth = n * 4, 1, 1
copied = check(cuda.cuGraphAddMemcpyNode(built, [mixed], 1, copy, context))
check(cuda.cuGraphAddMemFreeNode(built, [copied], 1, scratch))
built_exec = check(cuda.cuGraphInstantiate(built, 0))
for _ in range(2):
    out[:] = 0
    check(cuda.cuGraphLaunch(built_exec, s2))
    check(cuda.cuStreamSynchronize(s2))
    expected = slow_fill_model(4242, n, iters) * np.uint32(2) + np.uint32(5)
    np.testing.assert_array_equal(out, expected)

for handle in (graph_exec, built_exec):
    check(cuda.cuGraphExecDestroy(handle))
for handle in (graph, built):
    check(cuda.cuGraphDestroy(handle))
for handle in (fork, join):
    check(cuda.cuEventDestroy(handle))
for handle in (s1, s2):
    check(cuda.cuStreamDestroy(handle))
passed(f"{n} elements: a captured fork and join launched 4 times, a kernel node updated,"
       " a built graph with memory nodes launched twice")
