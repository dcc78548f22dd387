"""Thread safety: eight threads hammer alloc/copy/launch/free, each with its own context or all
sharing one context and its streams; every result is checked."""

import ctypes
import threading

import numpy as np
import pytest
from zluda import driver as cuda

from .helpers import RUNTIME_PTX, check, host_view, kernel

THREADS = 8
ITERATIONS = 15
ARGS = (None, ctypes.c_int, ctypes.c_int, ctypes.c_ulonglong)


def _hammer(index, function, stream, errors):
    try:
        n = 256 + index * 32
        data = np.arange(n, dtype=np.int32) * (index + 1)
        for i in range(ITERATIONS):
            ptr = check(cuda, cuda.cuMemAlloc(4 * n))
            host = check(cuda, cuda.cuMemAllocHost(4 * n))
            check(cuda, cuda.cuMemcpyHtoDAsync(ptr, data, data.nbytes, stream))
            check(cuda, cuda.cuLaunchKernel(function, (n + 63) // 64, 1, 1, 64, 1, 1, 0, stream,
                                            ((ptr, 2, i, n), ARGS), 0))
            check(cuda, cuda.cuMemcpyDtoHAsync(host, ptr, data.nbytes, stream))
            check(cuda, cuda.cuStreamSynchronize(stream))
            got = host_view(host, n).copy()
            check(cuda, cuda.cuMemFree(ptr))
            check(cuda, cuda.cuMemFreeHost(host))
            assert (got == data * 2 + i).all(), (index, i)
    except BaseException as exc:  # noqa: BLE001 - reported by the main thread
        errors.append(exc)


def _run(targets):
    errors: list = []
    threads = [threading.Thread(target=t, args=(errors,)) for t in targets]
    for t in threads:
        t.start()
    for t in threads:
        t.join(300)
    assert not any(t.is_alive() for t in threads)
    if errors:
        raise errors[0]


def test_each_thread_with_its_own_context(backend):
    device = check(cuda, cuda.cuDeviceGet(0))

    def target(index):
        def run(errors):
            ctx = check(cuda, cuda.cuCtxCreate(None, 0, device))
            try:
                module = check(cuda, cuda.cuModuleLoadData(RUNTIME_PTX))
                stream = check(cuda, cuda.cuStreamCreate(0))
                _hammer(index, kernel(cuda, module, "scale_add"), stream, errors)
            finally:
                check(cuda, cuda.cuCtxDestroy(ctx))
        return run

    _run([target(i) for i in range(THREADS)])


@pytest.mark.parametrize("streams", ["shared", "own", "default"])
def test_threads_sharing_a_context(backend, streams):
    ctx = check(cuda, cuda.cuCtxGetCurrent())
    module = check(cuda, cuda.cuModuleLoadData(RUNTIME_PTX))
    function = kernel(cuda, module, "scale_add")
    shared = [check(cuda, cuda.cuStreamCreate(1)) for _ in range(2)]

    def target(index):
        def run(errors):
            check(cuda, cuda.cuCtxSetCurrent(ctx))
            if streams == "shared":
                stream = shared[index % 2]
            elif streams == "own":
                stream = check(cuda, cuda.cuStreamCreate(0))
            else:
                stream = cuda.CU_STREAM_PER_THREAD if index % 2 else 0
            _hammer(index, function, stream, errors)
        return run

    _run([target(i) for i in range(THREADS)])


def test_a_stream_works_from_a_thread_without_a_current_context(backend):
    stream = check(cuda, cuda.cuStreamCreate(0))
    ptr = check(cuda, cuda.cuMemAlloc(64))
    host = check(cuda, cuda.cuMemAllocHost(64))
    results = []

    def run():
        results.append(cuda.cuCtxGetCurrent()[1])
        results.append(cuda.cuMemsetD32Async(ptr, 3, 16, stream)[0])
        results.append(cuda.cuMemcpyDtoHAsync(host, ptr, 64, stream)[0])
        results.append(cuda.cuStreamSynchronize(stream)[0])
        results.append(cuda.cuMemAlloc(64)[0])        # needs a current context

    thread = threading.Thread(target=run)
    thread.start()
    thread.join(120)
    ok = cuda.CUresult.CUDA_SUCCESS
    assert results == [cuda.CUcontext(0), ok, ok, ok, cuda.CUresult.CUDA_ERROR_INVALID_CONTEXT]
    assert (host_view(host, 16) == 3).all()
