"""Stream-ordered memory: cuMemAllocAsync/cuMemFreeAsync, the default and explicit pools, and
reuse that follows stream order (zluda.runtime.mempool).

Whether a freed block may be reused is made observable without timing, as in test_streams: a
host function holds the freeing stream until the test lets it go, so the free provably has not
completed while another stream allocates."""

import ctypes
import threading

import numpy as np
import pytest
from zluda import driver as cuda
from zluda.runtime.api import handles

from .helpers import RUNTIME_PTX, check, error, kernel

R = cuda.CUresult
SAFETY_S = 120


@pytest.fixture
def module(backend):
    return check(cuda, cuda.cuModuleLoadData(RUNTIME_PTX))


def _pool(handle):
    """The runtime's pool behind a handle (its byte counts are not yet in the API)."""
    return handles._pool(handle)


def _hold(stream) -> threading.Event:
    release = threading.Event()
    check(cuda, cuda.cuLaunchHostFunc(stream, lambda _: release.wait(SAFETY_S), None))
    return release


def test_memory_from_the_default_pool_works_in_stream_order(module):
    stream = check(cuda, cuda.cuStreamCreate(0))
    n = 256
    data = np.arange(n, dtype=np.int32)
    ptr = check(cuda, cuda.cuMemAllocAsync(data.nbytes, stream))
    check(cuda, cuda.cuMemcpyHtoDAsync(ptr, data, data.nbytes, stream))
    args = ((ptr, 3, 1, n), (None, ctypes.c_int, ctypes.c_int, ctypes.c_ulonglong))
    check(cuda, cuda.cuLaunchKernel(kernel(cuda, module, "scale_add"), 1, 1, 1, n, 1, 1, 0,
                                    stream, args, 0))
    out = np.zeros(n, np.int32)
    check(cuda, cuda.cuMemcpyDtoHAsync(out, ptr, data.nbytes, stream))
    check(cuda, cuda.cuMemFreeAsync(ptr, stream))
    check(cuda, cuda.cuStreamSynchronize(stream))
    assert (out == data * 3 + 1).all(), out[:8]
    device = check(cuda, cuda.cuDeviceGet(0))
    assert check(cuda, cuda.cuDeviceGetAttribute(
        cuda.CUdevice_attribute.CU_DEVICE_ATTRIBUTE_MEMORY_POOLS_SUPPORTED, device)) == 1
    default = check(cuda, cuda.cuDeviceGetDefaultMemPool(device))
    assert check(cuda, cuda.cuDeviceGetMemPool(device)) == default
    # threshold 0: the synchronize gave the completed free's memory back
    assert _pool(default).used == 0 and _pool(default).reserved == 0


def test_a_freed_block_is_reused_only_where_stream_order_allows(backend):
    first = check(cuda, cuda.cuStreamCreate(cuda.CUstream_flags.CU_STREAM_NON_BLOCKING))
    second = check(cuda, cuda.cuStreamCreate(cuda.CUstream_flags.CU_STREAM_NON_BLOCKING))
    release = _hold(first)
    try:
        ptr = check(cuda, cuda.cuMemAllocAsync(4096, first))
        check(cuda, cuda.cuMemFreeAsync(ptr, first))  # not done: the stream is held
        other = check(cuda, cuda.cuMemAllocAsync(4096, second))
        assert int(other) != int(ptr)  # another stream must not get it yet
        same = check(cuda, cuda.cuMemAllocAsync(4096, first))
        assert int(same) == int(ptr)  # the freeing stream's later work runs after the free
    finally:
        release.set()
    check(cuda, cuda.cuMemFreeAsync(same, first))
    check(cuda, cuda.cuStreamSynchronize(first))
    # the free completed (synchronized), so now any stream may have it; threshold 0 released
    # it at the synchronize, so the pool holds only the second stream's block
    device = check(cuda, cuda.cuDeviceGet(0))
    pool = _pool(check(cuda, cuda.cuDeviceGetDefaultMemPool(device)))
    assert pool.used == 4096 and pool.reserved == 4096
    check(cuda, cuda.cuMemFreeAsync(other, second))
    check(cuda, cuda.cuCtxSynchronize())
    assert pool.used == 0 and pool.reserved == 0


def test_frees_of_every_kind(backend):
    stream = check(cuda, cuda.cuStreamCreate(0))
    ptr = check(cuda, cuda.cuMemAllocAsync(64, stream))
    check(cuda, cuda.cuMemFree(ptr))  # synchronous free of stream-ordered memory
    assert error(cuda.cuMemFreeAsync(ptr, stream)) == R.CUDA_ERROR_INVALID_VALUE
    plain = check(cuda, cuda.cuMemAlloc(64))
    check(cuda, cuda.cuMemFreeAsync(plain, stream))  # cuMemAlloc's memory
    assert error(cuda.cuMemFree(plain)) == R.CUDA_ERROR_INVALID_VALUE
    check(cuda, cuda.cuMemFreeAsync(0, stream))
    assert error(cuda.cuMemAllocAsync(0, stream)) == R.CUDA_ERROR_INVALID_VALUE
    assert error(cuda.cuMemFreeAsync(0x1234, stream)) == R.CUDA_ERROR_INVALID_VALUE
    check(cuda, cuda.cuStreamSynchronize(stream))


def _props(**changes):
    props = cuda.CUmemPoolProps()
    props.allocType = cuda.CUmemAllocationType.CU_MEM_ALLOCATION_TYPE_PINNED
    props.location.type = cuda.CUmemLocationType.CU_MEM_LOCATION_TYPE_DEVICE
    props.location.id = 0
    for name, value in changes.items():
        if name in ("type", "id"):
            setattr(props.location, name, value)
        else:
            setattr(props, name, value)
    return props


def test_explicit_pools(backend):
    device = check(cuda, cuda.cuDeviceGet(0))
    default = check(cuda, cuda.cuDeviceGetDefaultMemPool(device))
    pool = check(cuda, cuda.cuMemPoolCreate(_props()))
    assert pool != default
    stream = check(cuda, cuda.cuStreamCreate(0))
    ptr = check(cuda, cuda.cuMemAllocFromPoolAsync(1 << 16, pool, stream))
    check(cuda, cuda.cuMemsetD8Async(ptr, 7, 1 << 16, stream))
    out = np.zeros(16, np.uint8)
    check(cuda, cuda.cuMemcpyDtoHAsync(out, ptr, 16, stream))
    check(cuda, cuda.cuStreamSynchronize(stream))
    assert (out == 7).all()
    assert _pool(pool).used == 1 << 16
    check(cuda, cuda.cuMemFreeAsync(ptr, stream))
    assert _pool(pool).used == 0
    check(cuda, cuda.cuDeviceSetMemPool(device, pool))  # cuMemAllocAsync now takes from it
    ptr = check(cuda, cuda.cuMemAllocAsync(128, stream))
    assert _pool(pool).used == 128 and _pool(default).used == 0
    check(cuda, cuda.cuMemFreeAsync(ptr, stream))
    check(cuda, cuda.cuStreamSynchronize(stream))
    check(cuda, cuda.cuMemPoolTrimTo(pool, 0))
    assert _pool(pool).reserved == 0
    check(cuda, cuda.cuMemPoolDestroy(pool))
    assert check(cuda, cuda.cuDeviceGetMemPool(device)) == default  # back to the default
    assert error(cuda.cuMemAllocFromPoolAsync(64, pool, stream)) == R.CUDA_ERROR_INVALID_VALUE
    assert error(cuda.cuMemPoolDestroy(default)) == R.CUDA_ERROR_INVALID_VALUE
    P = cuda.CUmemAllocationType
    assert error(cuda.cuMemPoolCreate(_props(allocType=P.CU_MEM_ALLOCATION_TYPE_MANAGED))) == \
        R.CUDA_ERROR_INVALID_VALUE
    assert error(cuda.cuMemPoolCreate(_props(
        type=cuda.CUmemLocationType.CU_MEM_LOCATION_TYPE_HOST))) == R.CUDA_ERROR_NOT_SUPPORTED
    assert error(cuda.cuMemPoolCreate(_props(id=99))) == R.CUDA_ERROR_INVALID_DEVICE
    assert error(cuda.cuMemPoolCreate(_props(handleTypes=cuda.CUmemAllocationHandleType
                                             .CU_MEM_HANDLE_TYPE_POSIX_FILE_DESCRIPTOR))) == \
        R.CUDA_ERROR_NOT_SUPPORTED


def test_a_destroyed_context_takes_its_pool_memory_with_it(backend):
    device = check(cuda, cuda.cuDeviceGet(0))
    pool = _pool(check(cuda, cuda.cuDeviceGetDefaultMemPool(device)))
    context = check(cuda, cuda.cuCtxCreate(None, 0, device))
    stream = check(cuda, cuda.cuStreamCreate(0))
    check(cuda, cuda.cuMemAllocAsync(1024, stream))
    assert pool.used == 1024
    check(cuda, cuda.cuCtxDestroy(context))
    pool.trim(0)  # forgets the blocks of the destroyed context
    assert pool.used == 0 and pool.reserved == 0


def test_pool_attributes(backend):
    A = cuda.CUmemPool_attribute
    pool = check(cuda, cuda.cuMemPoolCreate(_props()))
    stream = check(cuda, cuda.cuStreamCreate(0))
    for attribute in (A.CU_MEMPOOL_ATTR_REUSE_FOLLOW_EVENT_DEPENDENCIES,
                      A.CU_MEMPOOL_ATTR_REUSE_ALLOW_OPPORTUNISTIC,
                      A.CU_MEMPOOL_ATTR_REUSE_ALLOW_INTERNAL_DEPENDENCIES):
        assert check(cuda, cuda.cuMemPoolGetAttribute(pool, attribute)) == 1
    assert check(cuda, cuda.cuMemPoolGetAttribute(pool, A.CU_MEMPOOL_ATTR_RELEASE_THRESHOLD)) == 0
    # a high release threshold keeps freed memory across synchronizations
    check(cuda, cuda.cuMemPoolSetAttribute(pool, A.CU_MEMPOOL_ATTR_RELEASE_THRESHOLD,
                                           (1 << 64) - 1))
    ptr = check(cuda, cuda.cuMemAllocFromPoolAsync(1 << 20, pool, stream))
    assert check(cuda, cuda.cuMemPoolGetAttribute(pool, A.CU_MEMPOOL_ATTR_USED_MEM_CURRENT)) == \
        1 << 20
    check(cuda, cuda.cuMemFreeAsync(ptr, stream))
    check(cuda, cuda.cuStreamSynchronize(stream))
    get = lambda a: check(cuda, cuda.cuMemPoolGetAttribute(pool, a))  # noqa: E731
    assert get(A.CU_MEMPOOL_ATTR_USED_MEM_CURRENT) == 0
    assert get(A.CU_MEMPOOL_ATTR_RESERVED_MEM_CURRENT) == 1 << 20
    assert get(A.CU_MEMPOOL_ATTR_USED_MEM_HIGH) == 1 << 20
    other = check(cuda, cuda.cuStreamCreate(0))  # a completed free: any stream may reuse it
    again = check(cuda, cuda.cuMemAllocFromPoolAsync(1 << 20, pool, other))
    assert int(again) == int(ptr)
    check(cuda, cuda.cuMemFreeAsync(again, other))
    check(cuda, cuda.cuStreamSynchronize(other))
    check(cuda, cuda.cuMemPoolSetAttribute(pool, A.CU_MEMPOOL_ATTR_USED_MEM_HIGH, 0))
    assert get(A.CU_MEMPOOL_ATTR_USED_MEM_HIGH) == 0
    assert error(cuda.cuMemPoolSetAttribute(pool, A.CU_MEMPOOL_ATTR_RESERVED_MEM_HIGH, 5)) == \
        R.CUDA_ERROR_INVALID_VALUE
    assert error(cuda.cuMemPoolSetAttribute(pool, A.CU_MEMPOOL_ATTR_USED_MEM_CURRENT, 0)) == \
        R.CUDA_ERROR_INVALID_VALUE
    # without opportunistic reuse, another stream does not get a completed free's block
    check(cuda, cuda.cuMemPoolSetAttribute(pool, A.CU_MEMPOOL_ATTR_REUSE_ALLOW_OPPORTUNISTIC, 0))
    third = check(cuda, cuda.cuMemAllocFromPoolAsync(1 << 20, pool, stream))
    assert int(third) != int(ptr)
    check(cuda, cuda.cuMemFreeAsync(third, stream))
    check(cuda, cuda.cuStreamSynchronize(stream))
    check(cuda, cuda.cuMemPoolTrimTo(pool, 0))
    assert get(A.CU_MEMPOOL_ATTR_RESERVED_MEM_CURRENT) == 0
    check(cuda, cuda.cuMemPoolDestroy(pool))
