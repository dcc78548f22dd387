"""Primary contexts, contexts, the per-thread context stack, and what destroying frees."""

import threading

from zluda import driver as cuda

from .helpers import RUNTIME_PTX, check, error

R = cuda.CUresult


def test_primary_context_lifecycle(backend):
    device = check(cuda, cuda.cuDeviceGet(0))
    assert check(cuda, cuda.cuDevicePrimaryCtxGetState(device)) == [0, 0]
    blocking_sync = cuda.CUctx_flags.CU_CTX_SCHED_BLOCKING_SYNC
    check(cuda, cuda.cuDevicePrimaryCtxSetFlags(device, blocking_sync))
    primary = check(cuda, cuda.cuDevicePrimaryCtxRetain(device))
    assert check(cuda, cuda.cuDevicePrimaryCtxRetain(device)) == primary
    flags, active = check(cuda, cuda.cuDevicePrimaryCtxGetState(device))
    assert active == 1 and flags == blocking_sync
    check(cuda, cuda.cuCtxPushCurrent(primary))
    ptr = check(cuda, cuda.cuMemAlloc(64))
    check(cuda, cuda.cuDevicePrimaryCtxRelease(device))
    assert check(cuda, cuda.cuDevicePrimaryCtxGetState(device))[1] == 1   # one retain left
    check(cuda, cuda.cuMemsetD8(ptr, 1, 64))
    check(cuda, cuda.cuDevicePrimaryCtxRelease(device))
    assert check(cuda, cuda.cuDevicePrimaryCtxGetState(device))[1] == 0
    assert error(cuda.cuDevicePrimaryCtxRelease(device)) == R.CUDA_ERROR_INVALID_CONTEXT
    popped = check(cuda, cuda.cuCtxPopCurrent())
    assert popped == primary
    # reset destroys it even while retained; the next retain makes a new one
    primary = check(cuda, cuda.cuDevicePrimaryCtxRetain(device))
    check(cuda, cuda.cuDevicePrimaryCtxReset(device))
    assert check(cuda, cuda.cuDevicePrimaryCtxGetState(device)) == [0, 0]
    again = check(cuda, cuda.cuDevicePrimaryCtxRetain(device))
    check(cuda, cuda.cuCtxPushCurrent(again))
    assert check(cuda, cuda.cuCtxGetDevice()) == device
    check(cuda, cuda.cuCtxPopCurrent())
    check(cuda, cuda.cuDevicePrimaryCtxRelease(device))     # the reset dropped earlier retains
    assert check(cuda, cuda.cuDevicePrimaryCtxGetState(device)) == [0, 0]
    assert error(cuda.cuDevicePrimaryCtxRetain(99)) == R.CUDA_ERROR_INVALID_DEVICE


def test_context_stack(backend):
    device = check(cuda, cuda.cuDeviceGet(0))
    base = check(cuda, cuda.cuCtxGetCurrent())
    assert base
    ctx = check(cuda, cuda.cuCtxCreate(None, 0, device))       # created and pushed
    assert check(cuda, cuda.cuCtxGetCurrent()) == ctx
    assert check(cuda, cuda.cuCtxGetApiVersion(ctx)) == 13000
    assert check(cuda, cuda.cuCtxGetDevice()) == device
    check(cuda, cuda.cuCtxSynchronize())
    assert check(cuda, cuda.cuCtxPopCurrent()) == ctx
    assert check(cuda, cuda.cuCtxGetCurrent()) == base
    check(cuda, cuda.cuCtxPushCurrent(ctx))
    check(cuda, cuda.cuCtxSetCurrent(base))                    # replaces the top
    assert check(cuda, cuda.cuCtxGetCurrent()) == base
    assert check(cuda, cuda.cuCtxPopCurrent()) == base
    assert check(cuda, cuda.cuCtxGetCurrent()) == base          # the fixture's context below
    check(cuda, cuda.cuCtxDestroy(ctx))
    assert error(cuda.cuCtxPushCurrent(ctx)) == R.CUDA_ERROR_INVALID_CONTEXT
    assert error(cuda.cuCtxGetApiVersion(ctx)) == R.CUDA_ERROR_INVALID_CONTEXT
    assert error(cuda.cuCtxDestroy(ctx)) == R.CUDA_ERROR_INVALID_CONTEXT
    assert error(cuda.cuCtxCreate(None, 0, 42)) == R.CUDA_ERROR_INVALID_DEVICE


def test_no_current_context(backend):
    saved = check(cuda, cuda.cuCtxPopCurrent())
    try:
        assert check(cuda, cuda.cuCtxGetCurrent()) == cuda.CUcontext(0)
        assert error(cuda.cuMemAlloc(16)) == R.CUDA_ERROR_INVALID_CONTEXT
        assert error(cuda.cuCtxSynchronize()) == R.CUDA_ERROR_INVALID_CONTEXT
        assert error(cuda.cuCtxGetDevice()) == R.CUDA_ERROR_INVALID_CONTEXT
        assert error(cuda.cuCtxPopCurrent()) == R.CUDA_ERROR_INVALID_CONTEXT
        assert error(cuda.cuStreamCreate(0)) == R.CUDA_ERROR_INVALID_CONTEXT
    finally:
        check(cuda, cuda.cuCtxPushCurrent(saved))


def test_destroyed_current_context(backend):
    device = check(cuda, cuda.cuDeviceGet(0))
    ctx = check(cuda, cuda.cuCtxCreate(None, 0, device))
    other = check(cuda, cuda.cuCtxCreate(None, 0, device))
    check(cuda, cuda.cuCtxPushCurrent(ctx))
    check(cuda, cuda.cuCtxDestroy(ctx))        # was current: popped from this thread's stack
    assert check(cuda, cuda.cuCtxGetCurrent()) == other
    check(cuda, cuda.cuCtxDestroy(other))


def test_each_thread_has_its_own_stack(backend):
    device = check(cuda, cuda.cuDeviceGet(0))
    main = check(cuda, cuda.cuCtxGetCurrent())
    seen = {}

    def worker(i):
        seen[i, "start"] = cuda.cuCtxGetCurrent()[1]
        ctx = check(cuda, cuda.cuCtxCreate(None, 0, device))
        for _ in range(20):
            ptr = check(cuda, cuda.cuMemAlloc(256))
            check(cuda, cuda.cuMemsetD32(ptr, i, 64))
            assert check(cuda, cuda.cuPointerGetAttribute(
                cuda.CUpointer_attribute.CU_POINTER_ATTRIBUTE_CONTEXT, ptr)) == ctx
            check(cuda, cuda.cuMemFree(ptr))
            assert check(cuda, cuda.cuCtxGetCurrent()) == ctx
        seen[i, "end"] = check(cuda, cuda.cuCtxPopCurrent())
        seen[i, "ctx"] = ctx
        check(cuda, cuda.cuCtxDestroy(ctx))

    threads = [threading.Thread(target=worker, args=(i,)) for i in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert check(cuda, cuda.cuCtxGetCurrent()) == main
    for i in range(4):
        assert seen[i, "start"] == cuda.CUcontext(0)
        assert seen[i, "end"] == seen[i, "ctx"]
    assert len({seen[i, "ctx"] for i in range(4)}) == 4


def test_destroying_a_context_frees_its_allocations_and_modules(backend):
    device = check(cuda, cuda.cuDeviceGet(0))
    ctx = check(cuda, cuda.cuCtxCreate(None, 0, device))
    ptr = check(cuda, cuda.cuMemAlloc(1024))
    host = check(cuda, cuda.cuMemAllocHost(64))
    module = check(cuda, cuda.cuModuleLoadData(RUNTIME_PTX))
    function = check(cuda, cuda.cuModuleGetFunction(module, b"count"))
    stream = check(cuda, cuda.cuStreamCreate(0))
    event = check(cuda, cuda.cuEventCreate(0))
    check(cuda, cuda.cuCtxDestroy(ctx))
    assert error(cuda.cuMemGetAddressRange(ptr)) in (R.CUDA_ERROR_NOT_FOUND,)
    assert error(cuda.cuMemFree(ptr)) == R.CUDA_ERROR_INVALID_VALUE
    assert error(cuda.cuMemFreeHost(host)) == R.CUDA_ERROR_INVALID_VALUE
    assert error(cuda.cuModuleGetFunction(module, b"count")) == R.CUDA_ERROR_INVALID_HANDLE
    assert error(cuda.cuFuncGetAttribute(
        cuda.CUfunction_attribute.CU_FUNC_ATTRIBUTE_NUM_REGS, function)) == \
        R.CUDA_ERROR_INVALID_HANDLE
    assert error(cuda.cuStreamSynchronize(stream)) == R.CUDA_ERROR_INVALID_HANDLE
    assert error(cuda.cuEventQuery(event)) == R.CUDA_ERROR_INVALID_HANDLE


def test_context_settings(backend):
    L = cuda.CUlimit
    assert check(cuda, cuda.cuCtxGetLimit(L.CU_LIMIT_STACK_SIZE)) > 0
    check(cuda, cuda.cuCtxSetLimit(L.CU_LIMIT_PRINTF_FIFO_SIZE, 1 << 21))
    assert check(cuda, cuda.cuCtxGetLimit(L.CU_LIMIT_PRINTF_FIFO_SIZE)) == 1 << 21
    # CUDA 13's CIG limits (cuBLAS reads CU_LIMIT_CIG_ENABLED): a zluda context is not a CIG
    # one, and the first two are queried only
    assert check(cuda, cuda.cuCtxGetLimit(L.CU_LIMIT_CIG_ENABLED)) == 0
    assert check(cuda, cuda.cuCtxGetLimit(L.CU_LIMIT_SHMEM_SIZE)) == 0
    assert error(cuda.cuCtxSetLimit(L.CU_LIMIT_CIG_ENABLED, 1)) == \
        cuda.CUresult.CUDA_ERROR_INVALID_VALUE
    check(cuda, cuda.cuCtxSetLimit(L.CU_LIMIT_CIG_SHMEM_FALLBACK_ENABLED, 1))
    assert check(cuda, cuda.cuCtxGetLimit(L.CU_LIMIT_CIG_SHMEM_FALLBACK_ENABLED)) == 1
    assert error(cuda.cuCtxGetLimit(L.CU_LIMIT_MAX)) == \
        cuda.CUresult.CUDA_ERROR_UNSUPPORTED_LIMIT
    least, greatest = check(cuda, cuda.cuCtxGetStreamPriorityRange())
    assert least >= greatest
    check(cuda, cuda.cuCtxSetCacheConfig(cuda.CUfunc_cache.CU_FUNC_CACHE_PREFER_SHARED))
    assert check(cuda, cuda.cuCtxGetCacheConfig()) == cuda.CUfunc_cache.CU_FUNC_CACHE_PREFER_SHARED
    assert isinstance(check(cuda, cuda.cuCtxGetFlags()), int)
    S = cuda.CUsharedconfig
    assert check(cuda, cuda.cuCtxGetSharedMemConfig()) == S.CU_SHARED_MEM_CONFIG_DEFAULT_BANK_SIZE
    check(cuda, cuda.cuCtxSetSharedMemConfig(S.CU_SHARED_MEM_CONFIG_EIGHT_BYTE_BANK_SIZE))
    assert check(cuda, cuda.cuCtxGetSharedMemConfig()) == \
        S.CU_SHARED_MEM_CONFIG_EIGHT_BYTE_BANK_SIZE
    assert error(cuda.cuCtxSetSharedMemConfig(3)) == cuda.CUresult.CUDA_ERROR_INVALID_VALUE
