"""Stream-ordered memory: cuMemAllocAsync and cuMemFreeAsync from the device's default pool in a
loop on two streams that hand buffers to each other through events (each buffer filled on one
stream, combined and freed on the other), then an explicit pool with a release threshold
(cuMemPoolCreate, cuMemAllocFromPoolAsync, cuMemPoolGetAttribute, cuMemPoolTrimTo). Every result
is checked against a NumPy model, so a block reused before its free completed would show."""

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
    u32,
)
from cuda.bindings import driver as cuda

device, _ = setup()
module = load_ptx("streams_events.ptx")
slow_fill, combine = function(module, "slow_fill"), function(module, "combine")
n, iters, rounds = 1 << 15, 100, 6
NON_BLOCKING = cuda.CUstream_flags.CU_STREAM_NON_BLOCKING


producer, consumer = (check(cuda.cuStreamCreate(NON_BLOCKING)) for _ in range(2))
out = check(cuda.cuMemAlloc(n * 4 * rounds))
for r in range(rounds):
    a = check(cuda.cuMemAllocAsync(n * 4, producer))
    b = check(cuda.cuMemAllocAsync(n * 4, producer))
    launch(slow_fill, (32,), (256,), [ptr(a), i32(n), u32(10 + r), i32(iters)], stream=producer)
    launch(slow_fill, (32,), (256,), [ptr(b), i32(n), u32(90 + r), i32(iters)], stream=producer)
    ready = check(cuda.cuEventCreate(cuda.CUevent_flags.CU_EVENT_DISABLE_TIMING))
    check(cuda.cuEventRecord(ready, producer))
    check(cuda.cuStreamWaitEvent(consumer, ready, 0))
    target = cuda.CUdeviceptr(int(out) + r * n * 4)
    launch(combine, (32,), (256,), [ptr(a), ptr(b), ptr(target), i32(n), u32(r + 2)],
           stream=consumer)
    check(cuda.cuMemFreeAsync(a, consumer))  # freed on the other stream, in its order
    check(cuda.cuMemFreeAsync(b, consumer))
    check(cuda.cuEventDestroy(ready))
check(cuda.cuStreamSynchronize(consumer))
got = from_device(out, (rounds, n), np.uint32)
for r in range(rounds):
    np.testing.assert_array_equal(got[r], slow_fill_model(10 + r, n, iters) * np.uint32(r + 2)
                                  + slow_fill_model(90 + r, n, iters))

props = cuda.CUmemPoolProps()
props.allocType = cuda.CUmemAllocationType.CU_MEM_ALLOCATION_TYPE_PINNED
props.location.type = cuda.CUmemLocationType.CU_MEM_LOCATION_TYPE_DEVICE
props.location.id = int(device)
pool = check(cuda.cuMemPoolCreate(props))
A = cuda.CUmemPool_attribute
threshold = cuda.cuuint64_t(1 << 30)
check(cuda.cuMemPoolSetAttribute(pool, A.CU_MEMPOOL_ATTR_RELEASE_THRESHOLD, threshold))
block = check(cuda.cuMemAllocFromPoolAsync(n * 4, pool, producer))
used = check(cuda.cuMemPoolGetAttribute(pool, A.CU_MEMPOOL_ATTR_USED_MEM_CURRENT))
assert int(used) >= n * 4, used
launch(slow_fill, (32,), (256,), [ptr(block), i32(n), u32(7), i32(iters)], stream=producer)
check(cuda.cuMemcpyDtoDAsync(out, block, n * 4, producer))
check(cuda.cuMemFreeAsync(block, producer))
check(cuda.cuStreamSynchronize(producer))
np.testing.assert_array_equal(from_device(out, n, np.uint32), slow_fill_model(7, n, iters))
reserved = check(cuda.cuMemPoolGetAttribute(pool, A.CU_MEMPOOL_ATTR_RESERVED_MEM_CURRENT))
assert int(reserved) >= n * 4, reserved  # kept: below the release threshold
check(cuda.cuMemPoolTrimTo(pool, 0))
reserved = check(cuda.cuMemPoolGetAttribute(pool, A.CU_MEMPOOL_ATTR_RESERVED_MEM_CURRENT))
assert int(reserved) == 0, reserved
check(cuda.cuMemPoolDestroy(pool))
for stream in (producer, consumer):
    check(cuda.cuStreamDestroy(stream))
check(cuda.cuMemFree(out))
passed(f"{rounds} rounds of {n} elements through the default pool on two streams, an explicit"
       " pool with a release threshold")
