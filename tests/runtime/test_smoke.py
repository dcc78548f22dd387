"""Vector add through zluda.driver, on each backend."""

import ctypes
from pathlib import Path

import numpy as np

PTX = (Path(__file__).parents[2] / "examples" / "kernels" / "vector_add.ptx").read_bytes()


def _check(cuda, result):
    err, *values = result
    assert err == cuda.CUresult.CUDA_SUCCESS, (err, cuda.last_error_message())
    return values[0] if len(values) == 1 else values


def test_vector_add(backend, backend_name):
    cuda = backend
    name = _check(cuda, cuda.cuDeviceGetName(128, _check(cuda, cuda.cuDeviceGet(0))))
    assert name.split(b"\0")[0].endswith(b"[ZLUDA]")
    module = _check(cuda, cuda.cuModuleLoadData(PTX))
    kernel = _check(cuda, cuda.cuModuleGetFunction(module, b"vector_add"))
    n = 10_000
    a = np.arange(n, dtype=np.float32)
    b = np.linspace(0, 1, n, dtype=np.float32)
    c = np.zeros(n, np.float32)
    d_a, d_b, d_c = (_check(cuda, cuda.cuMemAlloc(a.nbytes)) for _ in range(3))
    stream = _check(cuda, cuda.cuStreamCreate(0))
    _check(cuda, cuda.cuMemcpyHtoDAsync(d_a, a, a.nbytes, stream))
    _check(cuda, cuda.cuMemcpyHtoDAsync(d_b, b, b.nbytes, stream))
    args = ((d_a, d_b, d_c, n), (None, None, None, ctypes.c_size_t))
    _check(cuda, cuda.cuLaunchKernel(kernel, 20, 1, 1, 128, 1, 1, 0, stream, args, 0))
    _check(cuda, cuda.cuMemcpyDtoHAsync(c, d_c, c.nbytes, stream))
    _check(cuda, cuda.cuStreamSynchronize(stream))
    np.testing.assert_array_equal(c, a + b)
    _check(cuda, cuda.cuStreamDestroy(stream))
    _check(cuda, cuda.cuModuleUnload(module))
