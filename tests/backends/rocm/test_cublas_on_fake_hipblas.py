"""zluda's cuBLAS on the rocm7 backend over FAKE HIP and FAKE hipBLAS (test doubles: no AMD
GPU computes anything here). It shows that the hipBLAS provider is chosen for a ROCm device,
that each call goes to hipBLAS with the HIP stream of the handle's stream set, in the stream's
order, with device pointers, hip-python's enum members and scalars in the handle's pointer mode
(device scalars read by hipBLAS when the call runs), that the typed products go to
hipblasGemmEx and its batched forms, and that what the provider lacks answers
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


def on_fake_rocm(monkeypatch, blas, hip):
    """zluda on the rocm7 backend over ``hip``, with ``blas`` as hip-python's hipblas (and
    hip.hip): a context made current; returns it."""
    monkeypatch.setattr(plugins, "all_backends", lambda: {"rocm7": fake_backend(hip)})
    monkeypatch.setenv("ZLUDA_BACKEND", "rocm7")
    provider = HipBlasProvider(load_modules=lambda: (blas, blas))
    monkeypatch.setattr(providers_module, "providers", lambda library: [provider])
    DRIVER.shutdown()
    check(cuda.cuInit(0))
    return check(cuda.cuCtxCreate(None, 0, check(cuda.cuDeviceGet(0))))


@pytest.fixture
def hipblas(monkeypatch):
    fake = FakeHip(7)
    blas = FakeHipBlas(fake)
    context = on_fake_rocm(monkeypatch, blas, fake)
    yield blas
    check(cuda.cuCtxDestroy(context))
    DRIVER.shutdown()


def _float_bits(value: float) -> int:
    return int(np.array([value], np.float32).view(np.uint32)[0])


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


def test_the_enumerations_of_a_solve_are_hip_pythons_members(hipblas):
    """cuBLAS's LOWER/UPPER, LEFT/RIGHT, N/T/C and UNIT reach hipBLAS as hip-python's enum
    members of CBLAS's values, in hipBLAS's order."""
    dev = Device(cuda)
    a, b = dev.put(np.eye(3, dtype=np.float64)), dev.put(np.ones((3, 2)))
    h = handle()
    assert CUBLAS.cublasDtrsm_v2(h, C.CUBLAS_SIDE_LEFT, C.CUBLAS_FILL_MODE_UPPER,
                                 C.CUBLAS_OP_T, C.CUBLAS_DIAG_UNIT, 3, 2, scalar(1, np.float64),
                                 a, 3, b, 3) == 0
    check(cuda.cuCtxSynchronize())
    name, _, side, uplo, trans, diag, m, n, *_ = hipblas.calls[-1]
    assert name == "hipblasDtrsm"
    assert [type(x).__name__ for x in (side, uplo, trans, diag)] == [
        "hipblasSideMode_t", "hipblasFillMode_t", "hipblasOperation_t", "hipblasDiagType_t"]
    assert (side, uplo, trans, diag, m, n) == (141, 121, 112, 132, 3, 2)


def test_device_pointer_mode_leaves_the_scalars_to_hipblas_in_stream_order(hipblas):
    """alpha is in device memory: set to 3 before the call and to 5 after it, both in the
    stream; hipBLAS reads it when the call runs, so the result uses 3."""
    dev = Device(cuda)
    x, y = dev.put(np.ones(8, np.float32)), dev.put(np.ones(8, np.float32))
    alpha = dev.alloc(4)
    stream = check(cuda.cuStreamCreate(1))
    h = handle()
    assert CUBLAS.cublasSetStream_v2(h, int(stream)) == 0
    assert CUBLAS.cublasSetPointerMode_v2(h, C.CUBLAS_POINTER_MODE_DEVICE) == 0
    check(cuda.cuMemsetD32Async(alpha, _float_bits(3.0), 1, stream))
    assert CUBLAS.cublasSaxpy_v2(h, 8, alpha, x, 1, y, 1) == 0
    check(cuda.cuMemsetD32Async(alpha, _float_bits(5.0), 1, stream))
    check(cuda.cuStreamSynchronize(stream))
    assert np.all(dev.get(y, (8,), np.float32) == 4)
    assert CUBLAS.cublasSaxpy_v2(h, 8, 0xDEAD0000, x, 1, y, 1) == \
        C.CUBLAS_STATUS_INVALID_VALUE  # a device scalar that is no allocation


@pytest.mark.parametrize("ta,tb", [("N", "N"), ("T", "N"), ("N", "T")])
def test_gemm_ex_of_half_operands_goes_to_hipblas_gemm_ex(hipblas, ta, tb):
    m, n, k = 6, 5, 7
    a = random((m, k) if ta == "N" else (k, m), np.float16, 1)
    b = random((k, n) if tb == "N" else (n, k), np.float16, 2)
    c = random((m, n), np.float32, 3)
    dev = Device(cuda)
    pa, pb, pc = dev.put(a), dev.put(b), dev.put(c)
    op = {"N": C.CUBLAS_OP_N, "T": C.CUBLAS_OP_T}
    h = handle()
    assert CUBLAS.cublasGemmEx(h, op[ta], op[tb], m, n, k, scalar(2, np.float32), pa,
                               C.CUDA_R_16F, a.shape[0], pb, C.CUDA_R_16F, b.shape[0],
                               scalar(-1, np.float32), pc, C.CUDA_R_32F, m,
                               C.CUBLAS_COMPUTE_32F_FAST_16F, -1) == 0
    check(cuda.cuCtxSynchronize())
    name, *_, at, bt, ct, compute, count = hipblas.calls[-1]
    assert name == "hipblasGemmEx"
    assert (at, bt, ct, compute, count) == ("HIP_R_16F", "HIP_R_16F", "HIP_R_32F",
                                            "HIPBLAS_COMPUTE_32F_FAST_16F", 1)
    expected = 2 * ((a.T if ta == "T" else a).astype(np.float64)
                    @ (b.T if tb == "T" else b).astype(np.float64)) - c
    np.testing.assert_allclose(dev.get(pc, (m, n), np.float32), expected, rtol=1e-3,
                               atol=1e-3)


def test_strided_and_pointer_array_batches_go_to_hipblas(hipblas):
    m = n = k = 3
    count = 4
    a = random((m, k, count), np.float32, 1)  # column-major: a[:, :, i] is batch i's A
    b = random((k, n, count), np.float32, 2)
    dev = Device(cuda)
    pa, pb = dev.put(a), dev.put(b)
    pc = dev.alloc(count * m * n * 4)
    one, zero = scalar(1, np.float32), scalar(0, np.float32)
    h = handle()
    assert CUBLAS.cublasSgemmStridedBatched(h, 0, 0, m, n, k, one, pa, m, m * k, pb, k, k * n,
                                            zero, pc, m, m * n, count) == 0
    check(cuda.cuCtxSynchronize())
    assert hipblas.calls[-1][0] == "hipblasGemmStridedBatchedEx"
    got = dev.get(pc, (m, n, count), np.float32)
    for i in range(count):
        np.testing.assert_allclose(got[:, :, i], a[:, :, i] @ b[:, :, i], rtol=1e-5)
    pd = dev.alloc(count * m * n * 4)
    arrays = [dev.put(np.array([base + i * step for i in range(count)], np.uint64))
              for base, step in ((pa, m * k * 4), (pb, k * n * 4), (pd, m * n * 4))]
    assert CUBLAS.cublasSgemmBatched(h, 0, 0, m, n, k, one, arrays[0], m, arrays[1], k, zero,
                                     arrays[2], m, count) == 0
    check(cuda.cuCtxSynchronize())
    assert hipblas.calls[-1][0] == "hipblasGemmBatchedEx"
    np.testing.assert_array_equal(dev.get(pd, (m, n, count), np.float32), got)


def test_what_hipblas_does_not_serve_is_not_supported(hipblas):
    dev = Device(cuda)
    x = dev.put(np.ones(8, np.float32))
    h = handle()
    out = np.zeros(1, np.float32)
    assert CUBLAS.cublasSdot_v2(h, 8, x, 1, x, 1, out.ctypes.data) == \
        C.CUBLAS_STATUS_NOT_SUPPORTED
    assert CUBLAS.cublasSdgmm(h, 0, 2, 2, x, 2, x, 1, x, 2) == C.CUBLAS_STATUS_NOT_SUPPORTED
    one = scalar(1, np.float32)
    assert CUBLAS.cublasGemmEx(h, 0, 0, 2, 2, 2, one, x, C.CUDA_R_8I, 4, x, C.CUDA_R_8I, 4,
                               one, x, C.CUDA_R_32F, 2, C.CUBLAS_COMPUTE_32F, -1) == \
        C.CUBLAS_STATUS_NOT_SUPPORTED  # cuBLAS has it, hipBLAS does not
    stream = check(cuda.cuStreamCreate(1))
    assert CUBLAS.cublasSetStream_v2(h, int(stream)) == 0
    check(cuda.cuStreamBeginCapture(stream, 0))
    assert CUBLAS.cublasSaxpy_v2(h, 8, one, x, 1, x, 1) == C.CUBLAS_STATUS_NOT_SUPPORTED
    check(cuda.cuStreamEndCapture(stream))
    assert CUBLAS.cublasSetStream_v2(h, 0) == 0
    assert CUBLAS.cublasSaxpy_v2(h, 8, scalar(3, np.float32), x, 1, x, 1) == 0
    check(cuda.cuCtxSynchronize())
    assert np.all(dev.get(x, (8,), np.float32) == 4)
