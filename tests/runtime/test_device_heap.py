"""Device-side malloc and free over the context's heap, sized by
cuCtxSetLimit(CU_LIMIT_MALLOC_HEAP_SIZE), with the kernels of the conformance program
``device_malloc`` (``conformance/kernels/device_malloc.cu``)."""

import ctypes

import numpy as np

from .helpers import ROOT, check, download, error, kernel

HEAP_PTX = (ROOT / "conformance" / "kernels" / "device_malloc.ptx").read_bytes()
THREADS = 256
HEAP_LIMIT = 2  # CU_LIMIT_MALLOC_HEAP_SIZE


def _launch(cuda, function, *args, blocks=THREADS // 64):
    """Device pointers and ints (as .s32)."""
    params = tuple(args)
    types = tuple(ctypes.c_int32 if type(a) is int else None for a in args)
    check(cuda, cuda.cuLaunchKernel(function, blocks, 1, 1, 64, 1, 1, 0, 0, (params, types), 0))
    check(cuda, cuda.cuCtxSynchronize())


def test_blocks_live_across_launches_and_are_freed(backend):
    cuda = backend
    module = check(cuda, cuda.cuModuleLoadData(HEAP_PTX))
    ptrs = check(cuda, cuda.cuMemAlloc(THREADS * 8))
    ok = check(cuda, cuda.cuMemAlloc(THREADS * 4))
    _launch(cuda, kernel(cuda, module, "alloc_and_fill"), ptrs, 1000)
    addresses = download(cuda, ptrs, THREADS, np.uint64)
    assert (addresses != 0).all() and len(set(addresses.tolist())) == THREADS
    assert (addresses % 16 == 0).all()
    _launch(cuda, kernel(cuda, module, "check_and_free"), ptrs, 1000, ok)
    assert download(cuda, ok, THREADS).tolist() == [1] * THREADS
    # the freed blocks are handed out again
    _launch(cuda, kernel(cuda, module, "alloc_and_fill"), ptrs, 1000)
    assert set(download(cuda, ptrs, THREADS, np.uint64).tolist()) == set(addresses.tolist())
    _launch(cuda, kernel(cuda, module, "check_and_free"), ptrs, 1000, ok)
    assert download(cuda, ok, THREADS).tolist() == [1] * THREADS


def test_an_exhausted_heap_gives_null(backend):
    cuda = backend
    check(cuda, cuda.cuCtxSetLimit(HEAP_LIMIT, 64 * 1024))
    assert check(cuda, cuda.cuCtxGetLimit(HEAP_LIMIT)) == 64 * 1024
    module = check(cuda, cuda.cuModuleLoadData(HEAP_PTX))
    ptrs = check(cuda, cuda.cuMemAlloc(THREADS * 8))
    _launch(cuda, kernel(cuda, module, "alloc_and_fill"), ptrs, 250)  # 1000 B: 1040 per block
    addresses = download(cuda, ptrs, THREADS, np.uint64)
    assert (addresses != 0).sum() == 64 * 1024 // 1040
    # once a kernel that calls malloc has run, the heap's size is fixed
    assert error(cuda.cuCtxSetLimit(HEAP_LIMIT, 1 << 20)) == cuda.CUresult.CUDA_ERROR_INVALID_VALUE
    ok = check(cuda, cuda.cuMemAlloc(THREADS * 4))
    _launch(cuda, kernel(cuda, module, "check_and_free"), ptrs, 250, ok)
    assert download(cuda, ok, THREADS).tolist() == (addresses != 0).astype(int).tolist()


def test_freed_blocks_are_reused_by_a_loop_of_malloc_and_free(backend):
    cuda = backend
    # 200 rounds of up to 528-byte blocks would need 27 MB without reuse
    check(cuda, cuda.cuCtxSetLimit(HEAP_LIMIT, 1 << 20))
    module = check(cuda, cuda.cuModuleLoadData(HEAP_PTX))
    out = check(cuda, cuda.cuMemAlloc(THREADS * 4))
    _launch(cuda, kernel(cuda, module, "churn"), out, 200)
    assert download(cuda, out, THREADS).tolist() == [1] * THREADS
