"""zluda's cuBLAS on the rocm7 backend over FAKE HIP and FAKE hipBLAS (test doubles: no AMD
GPU computes anything here). It shows that the hipBLAS provider is chosen for a ROCm device,
that each call goes to hipBLAS with the HIP stream of the handle's stream set, in the stream's
order, with device pointers and host scalars, and that what the provider lacks answers
CUBLAS_STATUS_NOT_SUPPORTED instead of reading GPU memory from the host."""

from __future__ import annotations

import numpy as np
import pytest
from zluda import driver as cuda
from zluda.backends.rocm.hipblas import HipBlasProvider
from zluda.libraries.common import providers as providers_module
from zluda.libraries.cublas.status import C
from zluda.runtime import plugins
from zluda.runtime.driver import DRIVER

from tests.libraries.blas import CUBLAS, Device, handle, random, scalar

from .fake_hip import FakeHip
from .fake_hipblas import FakeHipBlas
from .test_fake_hip import fake_backend


def check(result):
    err, *values = result
    assert err == cuda.CUresult.CUDA_SUCCESS, (err, cuda.last_error_message())
    return values[0] if len(values) == 1 else (values or None)


@pytest.fixture
def hipblas(monkeypatch):
    fake = FakeHip(7)
    blas = FakeHipBlas(fake)
    monkeypatch.setattr(plugins, "all_backends", lambda: {"rocm7": fake_backend(fake)})
    monkeypatch.setenv("ZLUDA_BACKEND", "rocm7")
    provider = HipBlasProvider(load_module=lambda: blas)
    monkeypatch.setattr(providers_module, "providers", lambda library: [provider])
    DRIVER.shutdown()
    check(cuda.cuInit(0))
    context = check(cuda.cuCtxCreate(None, 0, check(cuda.cuDeviceGet(0))))
    yield blas
    check(cuda.cuCtxDestroy(context))
    DRIVER.shutdown()


@pytest.mark.parametrize("kind", "sz")
def test_gemm_goes_to_hipblas_in_the_stream_s_order(hipblas, kind):
    dtype = {"s": np.float32, "z": np.complex128}[kind]
    m, n, k = 5, 4, 3
    a, b = random((k, m), dtype, 1), random((k, n), dtype, 2)
    dev = Device(cuda)
    pa, pb, pc = dev.put(a), dev.put(b), dev.alloc(m * n * np.dtype(dtype).itemsize)
    stream = check(cuda.cuStreamCreate(1))
    h = handle()
    assert CUBLAS.cublasSetStream_v2(h, int(stream)) == 0
    gemm = getattr(CUBLAS, f"cublas{kind.upper()}gemm_v2")
    assert gemm(h, C.CUBLAS_OP_T, C.CUBLAS_OP_N, m, n, k, scalar(2, dtype), pa, k, pb, k,
                scalar(0, dtype), pc, m) == 0
    name, hip_stream, ta, tb, *shape = hipblas.calls[-1]
    assert name == f"hipblas{kind.upper()}gemm" and (ta, tb) == (112, 111)
    assert shape == [m, n, k]
    assert hip_stream is not None and hip_stream.pending  # queued, not yet run: lazy
    check(cuda.cuStreamSynchronize(stream))
    np.testing.assert_allclose(dev.get(pc, (m, n), dtype), 2 * a.T @ b, rtol=1e-5)


def test_what_hipblas_does_not_serve_is_not_supported(hipblas):
    dev = Device(cuda)
    x = dev.put(np.ones(8, np.float32))
    h = handle()
    out = np.zeros(1, np.float32)
    assert CUBLAS.cublasSdot_v2(h, 8, x, 1, x, 1, out.ctypes.data) == \
        C.CUBLAS_STATUS_NOT_SUPPORTED
    assert CUBLAS.cublasSdgmm(h, 0, 2, 2, x, 2, x, 1, x, 2) == C.CUBLAS_STATUS_NOT_SUPPORTED
    one = scalar(1, np.float32)
    assert CUBLAS.cublasGemmEx(h, 0, 0, 2, 2, 2, one, x, C.CUDA_R_16F, 2, x, C.CUDA_R_16F, 2,
                               one, x, C.CUDA_R_32F, 2, C.CUBLAS_COMPUTE_32F, -1) == \
        C.CUBLAS_STATUS_NOT_SUPPORTED
    arrays = dev.put(np.array([x], np.uint64))  # read by the host: not on ROCm
    assert CUBLAS.cublasSgemmBatched(h, 0, 0, 2, 2, 2, one, arrays, 2, arrays, 2, one, arrays,
                                     2, 1) == C.CUBLAS_STATUS_NOT_SUPPORTED
    CUBLAS.cublasSetPointerMode_v2(h, C.CUBLAS_POINTER_MODE_DEVICE)
    assert CUBLAS.cublasSaxpy_v2(h, 8, x, x, 1, x, 1) == C.CUBLAS_STATUS_NOT_SUPPORTED
    CUBLAS.cublasSetPointerMode_v2(h, C.CUBLAS_POINTER_MODE_HOST)
    assert CUBLAS.cublasSaxpy_v2(h, 8, scalar(3, np.float32), x, 1, x, 1) == 0
    check(cuda.cuCtxSynchronize())
    assert np.all(dev.get(x, (8,), np.float32) == 4)
