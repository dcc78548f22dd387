"""zluda's cuBLAS on the CPU device, through its C ABI: results against NumPy for each
routine and type (transposes, leading dimensions larger than the matrix, batched and strided
forms, device pointer mode), cuBLAS's statuses for bad input, and the order of its calls in a
stream (a kernel writes A, a gemm reads it, a kernel reads the result, unsynchronized)."""

import ctypes

import numpy as np
import pytest
from zluda.libraries.cublas.status import C

from tests.runtime.helpers import RUNTIME_PTX, check, kernel

from .blas import CUBLAS, DTYPES, Device, handle, random, scalar

OPS = {"N": C.CUBLAS_OP_N, "T": C.CUBLAS_OP_T, "C": C.CUBLAS_OP_C}
TOL = {"s": 1e-4, "d": 1e-10, "c": 1e-4, "z": 1e-10}


def op(matrix, name):
    return {"N": matrix, "T": matrix.T, "C": matrix.T.conj()}[name]


def padded(device, matrix, extra=3):
    """``matrix`` in device memory with a leading dimension ``extra`` rows larger."""
    rows, cols = matrix.shape
    stored = np.zeros((rows + extra, cols), matrix.dtype)
    stored[:rows] = matrix
    return device.put(stored), rows + extra


@pytest.fixture
def dev(backend):
    return Device(backend)


@pytest.mark.parametrize("kind", "sdcz")
@pytest.mark.parametrize("ta,tb", [("N", "N"), ("T", "N"), ("N", "T"), ("C", "T")])
def test_gemm_matches_numpy(dev, kind, ta, tb):
    dtype, (m, n, k) = DTYPES[kind], (7, 5, 6)
    a = random((m, k) if ta == "N" else (k, m), dtype, 1)
    b = random((k, n) if tb == "N" else (n, k), dtype, 2)
    c = random((m, n), dtype, 3)
    pa, lda = padded(dev, a)
    pb, ldb = padded(dev, b)
    pc, ldc = padded(dev, c, 2)
    alpha, beta = dtype(1.5), dtype(-0.5)
    h = handle()
    fn = getattr(CUBLAS, f"cublas{kind.upper()}gemm_v2")
    assert fn(h, OPS[ta], OPS[tb], m, n, k, scalar(alpha, dtype), pa, lda, pb, ldb,
              scalar(beta, dtype), pc, ldc) == 0
    got = dev.get(pc, (ldc, n), dtype)
    expected = alpha * op(a, ta) @ op(b, tb) + beta * c
    np.testing.assert_allclose(got[:m], expected, rtol=TOL[kind], atol=TOL[kind])
    assert np.all(got[m:] == 0)  # the padding rows are untouched
    assert CUBLAS.cublasDestroy_v2(h) == 0


def test_the_64_bit_form_and_device_pointer_mode(dev):
    a, b = random((4, 3), np.float64, 1), random((3, 2), np.float64, 2)
    pa, pb, pc = dev.put(a), dev.put(b), dev.alloc(8 * 8)
    scalars = dev.put(np.array([2.0, 0.0]))
    h = handle()
    assert CUBLAS.cublasSetPointerMode_v2(h, C.CUBLAS_POINTER_MODE_DEVICE) == 0
    mode = ctypes.c_int()
    assert CUBLAS.cublasGetPointerMode_v2(h, ctypes.byref(mode)) == 0 and mode.value == 1
    assert CUBLAS.cublasDgemm_v2_64(h, 0, 0, 4, 2, 3, scalars, pa, 4, pb, 3, scalars + 8, pc,
                                    4) == 0
    np.testing.assert_allclose(dev.get(pc, (4, 2), np.float64), 2.0 * a @ b)


@pytest.mark.parametrize("kind", "sz")
def test_batched_and_strided_batched_gemm(dev, kind):
    dtype, count, (m, n, k) = DTYPES[kind], 3, (4, 3, 5)
    a, b = random((count, m, k), dtype, 1), random((count, k, n), dtype, 2)
    pa = dev.put(np.concatenate([x.ravel(order="F") for x in a]))
    pb = dev.put(np.concatenate([x.ravel(order="F") for x in b]))
    pc = dev.alloc(count * m * n * np.dtype(dtype).itemsize)
    h, size = handle(), np.dtype(dtype).itemsize
    one, zero = scalar(1, dtype), scalar(0, dtype)
    K = kind.upper()
    assert getattr(CUBLAS, f"cublas{K}gemmStridedBatched")(
        h, 0, 0, m, n, k, one, pa, m, m * k, pb, k, k * n, zero, pc, m, m * n, count) == 0
    got = dev.get(pc, (count * m * n,), dtype)
    for i in range(count):
        np.testing.assert_allclose(got[i * m * n:(i + 1) * m * n].reshape((m, n), order="F"),
                                   a[i] @ b[i], rtol=1e-4)
    pointers = [dev.put(np.array([p + i * s for i in range(count)], np.uint64))
                for p, s in ((pa, m * k * size), (pb, k * n * size), (pc, m * n * size))]
    dev.cuda.cuMemsetD8(pc, 0, count * m * n * size)
    assert getattr(CUBLAS, f"cublas{K}gemmBatched")(h, 0, 0, m, n, k, one, pointers[0], m,
                                                    pointers[1], k, zero, pointers[2], m,
                                                    count) == 0
    again = dev.get(pc, (count * m * n,), dtype)
    np.testing.assert_allclose(again, got, rtol=1e-6)


def _bf16(values):
    bits = values.astype(np.float32).view(np.uint32)
    return ((bits + 0x7FFF + ((bits >> 16) & 1)) >> 16).astype(np.uint16)


@pytest.mark.parametrize("case", ["f16-f32", "f16-f16", "bf16-f32", "int8-int32", "h16"])
def test_gemm_ex_of_each_type(dev, case):
    m, n, k = 6, 4, 5
    rng = np.random.default_rng(4)
    if case == "int8-int32":
        a, b = (rng.integers(-128, 128, s).astype(np.int8) for s in ((m, k), (k, n)))
        types, out, compute = (C.CUDA_R_8I, C.CUDA_R_8I, C.CUDA_R_32I), np.int32, \
            C.CUBLAS_COMPUTE_32I
        expected = a.astype(np.int64) @ b.astype(np.int64)
        alpha, beta = scalar(1, np.int32), scalar(0, np.int32)
        stored = (a, b)
    elif case == "bf16-f32":
        a, b = rng.standard_normal((m, k)), rng.standard_normal((k, n))
        stored = (_bf16(a), _bf16(b))
        types, out, compute = (C.CUDA_R_16BF, C.CUDA_R_16BF, C.CUDA_R_32F), np.float32, \
            C.CUBLAS_COMPUTE_32F
        as_float = [(s.astype(np.uint32) << 16).view(np.float32) for s in stored]
        expected = as_float[0].astype(np.float64) @ as_float[1]
        alpha, beta = scalar(1, np.float32), scalar(0, np.float32)
    else:
        a, b = (rng.standard_normal(s).astype(np.float16) for s in ((m, k), (k, n)))
        stored = (a, b)
        half_out = case != "f16-f32"
        out = np.float16 if half_out else np.float32
        kind = C.CUDA_R_16F if half_out else C.CUDA_R_32F
        types = (C.CUDA_R_16F, C.CUDA_R_16F, kind)
        compute = C.CUBLAS_COMPUTE_16F if case == "h16" else C.CUBLAS_COMPUTE_32F
        scale = np.float16 if case == "h16" else np.float32
        alpha, beta = scalar(1, scale), scalar(0, scale)
        expected = a.astype(np.float64) @ b.astype(np.float64)
    pa, pb = dev.put(stored[0]), dev.put(stored[1])
    pc = dev.alloc(m * n * np.dtype(out).itemsize)
    h = handle()
    if case == "h16":
        status = CUBLAS.cublasHgemm(h, 0, 0, m, n, k, alpha, pa, m, pb, k, beta, pc, m)
    else:
        status = CUBLAS.cublasGemmEx(h, 0, 0, m, n, k, alpha, pa, types[0], m, pb, types[1], k,
                                     beta, pc, types[2], m, compute, -1)
    assert status == 0
    got = dev.get(pc, (m, n), out)
    if out is np.int32:
        assert np.array_equal(got, expected.astype(np.int32))
    else:
        np.testing.assert_allclose(got.astype(np.float64), expected, rtol=1e-2, atol=2e-2)


def test_an_unsupported_type_combination_is_not_supported(dev):
    h, p = handle(), dev.alloc(64)
    one = scalar(1, np.float32)
    assert CUBLAS.cublasGemmEx(h, 0, 0, 2, 2, 2, one, p, C.CUDA_R_64F, 2, p, C.CUDA_R_16F, 2,
                               one, p, C.CUDA_R_32F, 2, C.CUBLAS_COMPUTE_32F, -1) == \
        C.CUBLAS_STATUS_NOT_SUPPORTED


@pytest.mark.parametrize("kind", "sdcz")
def test_level_1(dev, kind):
    dtype, n = DTYPES[kind], 9
    x, y = random(n, dtype, 1), random(n, dtype, 2)
    K, real = kind.upper(), {"s": np.float32, "d": np.float64, "c": np.float32,
                             "z": np.float64}[kind]
    h = handle()
    px, py = dev.put(x), dev.put(y)
    assert getattr(CUBLAS, f"cublas{K}axpy_v2")(h, n, scalar(2, dtype), px, 1, py, 1) == 0
    np.testing.assert_allclose(dev.get(py, (n,), dtype), y + 2 * x, rtol=1e-5)
    result = np.zeros(1, dtype)
    dot = f"cublas{K}dot_v2" if kind in "sd" else f"cublas{K}dotc_v2"
    assert getattr(CUBLAS, dot)(h, n, px, 1, px, 1, result.ctypes.data) == 0
    np.testing.assert_allclose(result[0], np.vdot(x, x), rtol=1e-5)
    norm = np.zeros(1, real)
    name = {"s": "Snrm2", "d": "Dnrm2", "c": "Scnrm2", "z": "Dznrm2"}[kind]
    assert getattr(CUBLAS, f"cublas{name}_v2")(h, n, px, 1, norm.ctypes.data) == 0
    np.testing.assert_allclose(norm[0], np.linalg.norm(x), rtol=1e-5)
    index = np.zeros(1, np.int32)
    assert getattr(CUBLAS, f"cublasI{kind}amax_v2")(h, n, px, 1, index.ctypes.data) == 0
    magnitude = np.abs(x.real) + np.abs(x.imag)
    assert index[0] == np.argmax(magnitude) + 1  # 1-based, as cuBLAS answers
    assert getattr(CUBLAS, f"cublas{K}scal_v2")(h, (n + 1) // 2, scalar(3, dtype), px,
                                                2) == 0
    got = dev.get(px, (n,), dtype)
    expected = x.copy()
    expected[::2] *= 3
    np.testing.assert_allclose(got, expected, rtol=1e-5)
    assert getattr(CUBLAS, f"cublas{K}swap_v2")(h, n, px, 1, py, 1) == 0
    np.testing.assert_allclose(dev.get(py, (n,), dtype), expected, rtol=1e-5)


def test_a_dot_product_into_device_memory_in_device_pointer_mode(dev):
    x = np.arange(1, 6, dtype=np.float32)
    px, out = dev.put(x), dev.alloc(4)
    h = handle()
    CUBLAS.cublasSetPointerMode_v2(h, C.CUBLAS_POINTER_MODE_DEVICE)
    assert CUBLAS.cublasSdot_v2(h, 5, px, 1, px, 1, out) == 0
    assert dev.get(out, (1,), np.float32)[0] == 55.0


@pytest.mark.parametrize("kind", "dz")
def test_level_2(dev, kind):
    dtype, (m, n) = DTYPES[kind], (5, 4)
    a, x, y = random((m, n), dtype, 1), random(n, dtype, 2), random(m, dtype, 3)
    h, K = handle(), kind.upper()
    pa, lda = padded(dev, a)
    px, py = dev.put(x), dev.put(y)
    assert getattr(CUBLAS, f"cublas{K}gemv_v2")(h, 0, m, n, scalar(2, dtype), pa, lda, px, 1,
                                                scalar(1, dtype), py, 1) == 0
    np.testing.assert_allclose(dev.get(py, (m,), dtype), 2 * a @ x + y, rtol=1e-10)
    t = np.triu(random((n, n), dtype, 4)) + 4 * np.eye(n)
    pt, pv = dev.put(t), dev.put(x)
    assert getattr(CUBLAS, f"cublas{K}trsv_v2")(h, C.CUBLAS_FILL_MODE_UPPER, 0, 0, n, pt, n,
                                                pv, 1) == 0
    np.testing.assert_allclose(dev.get(pv, (n,), dtype), np.linalg.solve(t, x), rtol=1e-10)
    ger = f"cublas{K}ger_v2" if kind == "d" else f"cublas{K}gerc_v2"
    pa2 = dev.put(a)
    assert getattr(CUBLAS, ger)(h, m, n, scalar(1, dtype), py, 1, px, 1, pa2, m) == 0
    yy = dev.get(py, (m,), dtype)
    np.testing.assert_allclose(dev.get(pa2, (m, n), dtype), a + np.outer(yy, x.conj()),
                               rtol=1e-10)


@pytest.mark.parametrize("kind", "sz")
def test_level_3(dev, kind):
    dtype, (m, n) = DTYPES[kind], (5, 4)
    tol = TOL[kind]
    h, K = handle(), kind.upper()
    one, zero = scalar(1, dtype), scalar(0, dtype)
    a = (np.tril(random((m, m), dtype, 1)) + 4 * np.eye(m)).astype(dtype)
    b = random((m, n), dtype, 2)
    pa, pb, pc = dev.put(a), dev.put(b), dev.alloc(m * n * np.dtype(dtype).itemsize)
    assert getattr(CUBLAS, f"cublas{K}trmm_v2")(h, 0, C.CUBLAS_FILL_MODE_LOWER, 0, 0, m, n,
                                                one, pa, m, pb, m, pc, m) == 0
    np.testing.assert_allclose(dev.get(pc, (m, n), dtype), a @ b, rtol=tol, atol=tol)
    assert getattr(CUBLAS, f"cublas{K}trsm_v2")(h, 0, C.CUBLAS_FILL_MODE_LOWER, 0, 0, m, n,
                                                one, pa, m, pc, m) == 0
    np.testing.assert_allclose(dev.get(pc, (m, n), dtype), b, rtol=10 * tol, atol=10 * tol)
    ps = dev.alloc(m * m * np.dtype(dtype).itemsize)
    dev.cuda.cuMemsetD8(ps, 0, m * m * np.dtype(dtype).itemsize)
    assert getattr(CUBLAS, f"cublas{K}syrk_v2")(h, C.CUBLAS_FILL_MODE_UPPER, 0, m, n, one, pb,
                                                m, zero, ps, m) == 0
    np.testing.assert_allclose(np.triu(dev.get(ps, (m, m), dtype)), np.triu(b @ b.T),
                               rtol=tol, atol=tol)
    c2 = random((n, m), dtype, 5)
    pc2, pg = dev.put(c2), dev.alloc(m * n * np.dtype(dtype).itemsize)
    assert getattr(CUBLAS, f"cublas{K}geam")(h, 0, C.CUBLAS_OP_T, m, n, scalar(2, dtype), pb,
                                             m, scalar(-1, dtype), pc2, n, pg, m) == 0
    np.testing.assert_allclose(dev.get(pg, (m, n), dtype), 2 * b - c2.T, rtol=tol, atol=tol)
    diag = random(n, dtype, 6)
    pd = dev.put(diag)
    assert getattr(CUBLAS, f"cublas{K}dgmm")(h, C.CUBLAS_SIDE_RIGHT, m, n, pb, m, pd, 1, pg,
                                             m) == 0
    np.testing.assert_allclose(dev.get(pg, (m, n), dtype), b * diag[None, :], rtol=tol)


@pytest.mark.parametrize("kind", "sdcz")
@pytest.mark.parametrize("trans", ["N", "T"])
@pytest.mark.parametrize("uplo", ["lower", "upper"])
def test_syrkx_and_herkx_write_one_triangle_of_the_product(dev, kind, trans, uplo):
    """syrkx: C = alpha op(A) op(B)^T + beta C in C's uplo triangle, the other untouched;
    herkx: op(B)^H and a real beta."""
    dtype, (n, k) = DTYPES[kind], (5, 3)
    tol, K = 10 * TOL[kind], kind.upper()
    shape = (n, k) if trans == "N" else (k, n)
    a, b, c = random(shape, dtype, 1), random(shape, dtype, 2), random((n, n), dtype, 3)
    fill = C.CUBLAS_FILL_MODE_LOWER if uplo == "lower" else C.CUBLAS_FILL_MODE_UPPER
    triangle = np.tril if uplo == "lower" else np.triu
    other = np.triu if uplo == "lower" else np.tril
    h = handle()
    names = [("syrkx", "T", dtype)]
    if kind in "cz":
        names.append(("herkx", "C", np.float32 if kind == "c" else np.float64))
    for name, second, beta_type in names:
        pa, lda = padded(dev, a)
        pb, ldb = padded(dev, b, 1)
        pc, ldc = padded(dev, c, 2)
        first = "C" if name == "herkx" and trans == "T" else trans
        alpha, beta = dtype(1.5), beta_type(-0.5)
        assert getattr(CUBLAS, f"cublas{K}{name}")(
            h, fill, OPS[first], n, k, scalar(alpha, dtype), pa, lda, pb, ldb,
            scalar(beta, beta_type), pc, ldc) == 0, name
        got = dev.get(pc, (ldc, n), dtype)[:n]
        product = op(a, first) @ op(op(b, first), second)
        np.testing.assert_allclose(triangle(got), triangle(alpha * product + beta * c),
                                   rtol=tol, atol=tol, err_msg=name)
        np.testing.assert_array_equal(other(got, 1 if uplo == "lower" else -1),
                                      other(c, 1 if uplo == "lower" else -1))
    assert CUBLAS.cublasDestroy_v2(h) == 0


@pytest.mark.parametrize("kind", "sd")
def test_trsm_batched_solves_each_pair_as_ggml_calls_it(dev, kind):
    """cublas<t>trsmBatched as ggml's SOLVE_TRI calls it: X A = alpha B for each of the batch
    (side right, upper, not transposed), A and B from device arrays of pointers."""
    dtype, (m, n), count = DTYPES[kind], (3, 5), 3
    tol, K = 10 * TOL[kind], kind.upper()
    mats = [(np.triu(random((n, n), dtype, i)) + 3 * np.eye(n)).astype(dtype)
            for i in range(count)]
    rhs = [random((m, n), dtype, 10 + i) for i in range(count)]
    pa, pb = [dev.put(x) for x in mats], [dev.put(r) for r in rhs]
    a_array, b_array = dev.put(np.array(pa, np.uint64)), dev.put(np.array(pb, np.uint64))
    h = handle()
    fn = getattr(CUBLAS, f"cublas{K}trsmBatched")
    assert fn(h, C.CUBLAS_SIDE_RIGHT, C.CUBLAS_FILL_MODE_UPPER, C.CUBLAS_OP_N,
              C.CUBLAS_DIAG_NON_UNIT, m, n, scalar(2, dtype), a_array, n, b_array, m,
              count) == 0
    for x, r, p in zip(mats, rhs, pb):  # column-major: A is x.T, B is r's columns
        got = dev.get(p, (m, n), dtype)
        np.testing.assert_allclose(got @ x, 2 * r, rtol=tol, atol=tol)
    assert fn(h, C.CUBLAS_SIDE_RIGHT, C.CUBLAS_FILL_MODE_UPPER, C.CUBLAS_OP_N,
              C.CUBLAS_DIAG_NON_UNIT, m, n, scalar(2, dtype), a_array, n, b_array, m,
              -1) == C.CUBLAS_STATUS_INVALID_VALUE
    assert CUBLAS.cublasDestroy_v2(h) == 0


def test_batched_lu_inverse_and_solve(dev):
    n, count = 4, 2
    mats = [random((n, n), np.float64, i) + 3 * np.eye(n) for i in range(count)]
    pa = [dev.put(x) for x in mats]
    arrays = dev.put(np.array(pa, np.uint64))
    pivots, infos = dev.alloc(4 * n * count), dev.alloc(4 * count)
    h = handle()
    assert CUBLAS.cublasDgetrfBatched(h, n, arrays, n, pivots, infos, count) == 0
    assert list(dev.get(infos, (count,), np.int32)) == [0, 0]
    pc = [dev.alloc(8 * n * n) for _ in range(count)]
    carrays = dev.put(np.array(pc, np.uint64))
    assert CUBLAS.cublasDgetriBatched(h, n, arrays, n, pivots, carrays, n, infos, count) == 0
    for x, p in zip(mats, pc):
        np.testing.assert_allclose(dev.get(p, (n, n), np.float64), np.linalg.inv(x), rtol=1e-9)
    rhs = [random((n, 1), np.float64, 9 + i) for i in range(count)]
    pb = [dev.put(r) for r in rhs]
    barrays = dev.put(np.array(pb, np.uint64))
    info = ctypes.c_int(-1)
    assert CUBLAS.cublasDgetrsBatched(h, 0, n, 1, arrays, n, pivots, barrays, n,
                                      ctypes.byref(info), count) == 0 and info.value == 0
    for x, r, p in zip(mats, rhs, pb):
        np.testing.assert_allclose(dev.get(p, (n, 1), np.float64), np.linalg.solve(x, r),
                                   rtol=1e-9)


def test_bad_input_gets_cublas_statuses_and_writes_nothing(dev):
    h = handle()
    pc = dev.put(np.full((4, 4), 7.0, np.float32))
    one = scalar(1, np.float32)
    gemm = CUBLAS.cublasSgemm_v2
    assert gemm(None, 0, 0, 4, 4, 4, one, pc, 4, pc, 4, one, pc, 4) == \
        C.CUBLAS_STATUS_NOT_INITIALIZED
    assert gemm(h, 0, 0, -1, 4, 4, one, pc, 4, pc, 4, one, pc, 4) == C.CUBLAS_STATUS_INVALID_VALUE
    assert gemm(h, 0, 0, 4, 4, 4, one, pc, 3, pc, 4, one, pc, 4) == C.CUBLAS_STATUS_INVALID_VALUE
    assert gemm(h, 7, 0, 4, 4, 4, one, pc, 4, pc, 4, one, pc, 4) == C.CUBLAS_STATUS_INVALID_VALUE
    assert gemm(h, 0, 0, 4, 4, 4, one, 0x1234, 4, pc, 4, one, pc, 4) == \
        C.CUBLAS_STATUS_INVALID_VALUE  # not an allocation: caught before BLAS reads it
    assert gemm(h, 0, 0, 4, 5, 4, one, pc, 4, pc, 4, one, pc, 4) == \
        C.CUBLAS_STATUS_INVALID_VALUE  # B and C run past their allocation
    assert np.all(dev.get(pc, (4, 4), np.float32) == 7.0)
    assert CUBLAS.cublasSrotm_v2(h, 4, pc, 1, pc, 1, one) == C.CUBLAS_STATUS_NOT_SUPPORTED
    assert CUBLAS.cublasDestroy_v2(h) == 0
    assert CUBLAS.cublasDestroy_v2(h) == C.CUBLAS_STATUS_NOT_INITIALIZED


def _float_bits(value: float) -> int:
    return int(np.array([value], np.float32).view(np.uint32)[0])


def test_a_gemm_is_ordered_between_kernels_on_a_non_blocking_stream(dev):
    """A kernel writes A and B (2.0 and 1.0), the gemm reads them, a kernel adds 1 to the bits
    of C: all enqueued on a non-blocking stream with no synchronization between."""
    cuda = dev.cuda
    module = check(cuda, cuda.cuModuleLoadData(RUNTIME_PTX))
    scale_add = kernel(cuda, module, "scale_add")  # x[i] = x[i] * scale + add (u32)
    n = 16
    pa, pb, pc = (dev.alloc(4 * n * n) for _ in range(3))
    stream = check(cuda, cuda.cuStreamCreate(1))  # CU_STREAM_NON_BLOCKING
    types = (None, ctypes.c_uint32, ctypes.c_uint32, ctypes.c_uint64)

    def launch(ptr, scale, add):
        check(cuda, cuda.cuLaunchKernel(scale_add, n * n // 64, 1, 1, 64, 1, 1, 0, stream,
                                        ((cuda.CUdeviceptr(ptr), scale, add, n * n), types),
                                        0))

    launch(pa, 0, _float_bits(2.0))
    launch(pb, 0, _float_bits(1.0))
    h = handle()
    assert CUBLAS.cublasSetStream_v2(h, int(stream)) == 0
    assert CUBLAS.cublasSgemm_v2(h, 0, 0, n, n, n, scalar(1, np.float32), pa, n, pb, n,
                                 scalar(0, np.float32), pc, n) == 0
    launch(pc, 1, 1)
    check(cuda, cuda.cuStreamSynchronize(stream))
    bits = dev.get(pc, (n * n,), np.uint32)
    assert np.all(bits == _float_bits(2.0 * n) + 1)


def test_a_gemm_captured_in_a_graph_runs_when_the_graph_is_launched(dev):
    cuda = dev.cuda
    a = np.eye(3, dtype=np.float32) * 2
    pa, pc = dev.put(a), dev.alloc(36)
    stream = check(cuda, cuda.cuStreamCreate(1))
    h = handle()
    CUBLAS.cublasSetStream_v2(h, int(stream))
    check(cuda, cuda.cuStreamBeginCapture(stream, 0))
    assert CUBLAS.cublasSgemm_v2(h, 0, 0, 3, 3, 3, scalar(1, np.float32), pa, 3, pa, 3,
                                 scalar(0, np.float32), pc, 3) == 0
    graph = check(cuda, cuda.cuStreamEndCapture(stream))
    cuda.cuMemsetD8(pc, 0, 36)
    assert np.all(dev.get(pc, (3, 3), np.float32) == 0)  # captured, not run
    executable = check(cuda, cuda.cuGraphInstantiate(graph, 0))
    check(cuda, cuda.cuGraphLaunch(executable, stream))
    check(cuda, cuda.cuStreamSynchronize(stream))
    np.testing.assert_array_equal(dev.get(pc, (3, 3), np.float32), a @ a)


def test_set_and_get_matrix_and_vector(dev):
    h = handle()
    a = np.arange(12, dtype=np.float64).reshape(3, 4, order="F")
    pd = dev.alloc(8 * 5 * 4)
    assert CUBLAS.cublasSetMatrix(3, 4, 8, a.ctypes.data, 3, pd, 5) == 0
    out = np.zeros((3, 4), np.float64, order="F")
    assert CUBLAS.cublasGetMatrix(3, 4, 8, pd, 5, out.ctypes.data, 3) == 0
    assert np.array_equal(out, a)
    assert CUBLAS.cublasSetMatrix(3, 4, 8, a.ctypes.data, 2, pd, 5) == \
        C.CUBLAS_STATUS_INVALID_VALUE
    v = np.arange(4, dtype=np.float32)
    pv = dev.alloc(32)
    assert CUBLAS.cublasSetVector(4, 4, v.ctypes.data, 1, pv, 2) == 0
    assert list(dev.get(pv, (8,), np.float32)[::2]) == [0, 1, 2, 3]
    version = ctypes.c_int()
    assert CUBLAS.cublasGetVersion_v2(h, ctypes.byref(version)) == 0
    assert version.value // 10000 == 13


@pytest.mark.parametrize("ta,tb", [("N", "N"), ("T", "T")])
def test_a_half_product_longer_than_one_conversion_block(dev, ta, tb):
    """f16 operands are converted to f32 a block of k at a time (extensions.K_BLOCK)."""
    from zluda.libraries.cublas.extensions import K_BLOCK

    m, n, k = 9, 7, 2 * K_BLOCK + 37
    rng = np.random.default_rng(5)
    a = rng.standard_normal((m, k) if ta == "N" else (k, m)).astype(np.float16)
    b = rng.standard_normal((k, n) if tb == "N" else (n, k)).astype(np.float16)
    c = rng.standard_normal((m, n)).astype(np.float32)
    pa, pb, pc = dev.put(a), dev.put(b), dev.put(c)
    h = handle()
    assert CUBLAS.cublasGemmEx(h, OPS[ta], OPS[tb], m, n, k, scalar(0.5, np.float32), pa,
                               C.CUDA_R_16F, a.shape[0], pb, C.CUDA_R_16F, b.shape[0],
                               scalar(2, np.float32), pc, C.CUDA_R_32F, m,
                               C.CUBLAS_COMPUTE_32F, -1) == 0
    expected = 0.5 * op(a.astype(np.float64), ta) @ op(b.astype(np.float64), tb) + 2 * c
    np.testing.assert_allclose(dev.get(pc, (m, n), np.float32), expected, rtol=1e-4,
                               atol=1e-3)


def _held(cuda, stream):
    """A host function that holds ``stream`` until the returned event is set (or 60 s pass)."""
    import threading

    opened = threading.Event()
    check(cuda, cuda.cuLaunchHostFunc(stream, lambda _: opened.wait(60), None))
    return opened


@pytest.mark.parametrize("order", ["legacy after a blocking stream",
                                   "per-thread after the legacy stream"])
def test_default_stream_rules_order_a_gemm(dev, order):
    """CUDA's default-stream rules hold for cuBLAS's calls: on the legacy stream a gemm waits
    for a blocking stream's work; on the per-thread stream (cudaStreamPerThread, 2) it waits for
    the legacy stream's. The earlier stream is held by a host function, so the gemm provably
    has not run until it is opened."""
    cuda = dev.cuda
    a = np.eye(4, dtype=np.float32) * 3
    pa, pc = dev.put(a), dev.put(np.zeros((4, 4), np.float32))
    if order.startswith("legacy"):
        earlier, handle_stream = check(cuda, cuda.cuStreamCreate(0)), 0
    else:
        earlier, handle_stream = 0, 2  # the legacy stream; cudaStreamPerThread
    opened = _held(cuda, earlier)
    h = handle()
    assert CUBLAS.cublasSetStream_v2(h, handle_stream) == 0
    assert CUBLAS.cublasSgemm_v2(h, 0, 0, 4, 4, 4, scalar(1, np.float32), pa, 4, pa, 4,
                                 scalar(0, np.float32), pc, 4) == 0
    from tests.runtime.helpers import host_view

    assert np.all(host_view(pc, 16, np.float32) == 0)  # held: the gemm has not run
    opened.set()
    check(cuda, cuda.cuCtxSynchronize())
    np.testing.assert_array_equal(dev.get(pc, (4, 4), np.float32), a @ a)


def test_set_stream_refuses_what_is_no_stream_and_keeps_the_stream_it_had(dev):
    cuda = dev.cuda
    stream = check(cuda, cuda.cuStreamCreate(1))
    gone = check(cuda, cuda.cuStreamCreate(1))
    check(cuda, cuda.cuStreamDestroy(gone))
    h = handle()
    assert CUBLAS.cublasSetStream_v2(h, int(stream)) == 0
    assert CUBLAS.cublasSetStream_v2(h, int(gone)) == C.CUBLAS_STATUS_INVALID_VALUE
    out = ctypes.c_void_p()
    assert CUBLAS.cublasGetStream_v2(h, ctypes.byref(out)) == 0
    assert out.value == int(stream)
    pa = dev.put(np.eye(2, dtype=np.float32))
    assert CUBLAS.cublasSscal_v2(h, 4, scalar(3, np.float32), pa, 1) == 0
    check(cuda, cuda.cuStreamSynchronize(stream))
    np.testing.assert_array_equal(dev.get(pa, (2, 2), np.float32), 3 * np.eye(2))


def test_a_handles_calls_after_its_stream_is_destroyed_get_invalid_value(dev):
    """The stream that a handle names is found again when the one it had was destroyed: a
    destroyed stream is never used."""
    cuda = dev.cuda
    stream = check(cuda, cuda.cuStreamCreate(1))
    h = handle()
    pa = dev.put(np.ones(4, np.float32))
    assert CUBLAS.cublasSetStream_v2(h, int(stream)) == 0
    assert CUBLAS.cublasSscal_v2(h, 4, scalar(2, np.float32), pa, 1) == 0
    check(cuda, cuda.cuStreamDestroy(stream))
    assert CUBLAS.cublasSscal_v2(h, 4, scalar(2, np.float32), pa, 1) == \
        C.CUBLAS_STATUS_INVALID_VALUE
    np.testing.assert_array_equal(dev.get(pa, (4,), np.float32), 2)
    assert CUBLAS.cublasSetStream_v2(h, 0) == 0  # the legacy stream
    assert CUBLAS.cublasSscal_v2(h, 4, scalar(2, np.float32), pa, 1) == 0
    check(cuda, cuda.cuCtxSynchronize())
    np.testing.assert_array_equal(dev.get(pa, (4,), np.float32), 4)


def test_a_handle_on_the_per_thread_stream_orders_each_threads_calls_in_its_own(dev):
    import threading

    from zluda.libraries.cublas.handles import HANDLES

    h = handle()
    assert CUBLAS.cublasSetStream_v2(h, 2) == 0  # cudaStreamPerThread
    context = HANDLES.get(h.value).context
    seen = {}

    def record(name):
        seen[name] = HANDLES.get(h.value).stream()

    record("main")
    other = threading.Thread(target=record, args=("other",))
    other.start()
    other.join()
    assert seen["main"] is context.stream("per_thread")
    assert seen["other"] is not seen["main"]
    assert seen["other"].kind == seen["main"].kind == "per_thread"


@pytest.mark.parametrize("out", ["f32", "f16"])
def test_a_gemm_ex_with_k_0_and_beta_0_writes_zeros_without_reading_c(dev, out):
    """C = 0 * C where beta is 0: C is not read (its NaNs do not survive), whether the result
    is the working type (updated in place) or converted back (half)."""
    dtype, kind = (np.float32, C.CUDA_R_32F) if out == "f32" else (np.float16, C.CUDA_R_16F)
    h = handle()
    big = random((40, 30), np.float16, 1)  # a product before: the conversion buffers hold it
    pb, pbc = dev.put(big), dev.alloc(40 * 40 * np.dtype(dtype).itemsize)
    assert CUBLAS.cublasGemmEx(h, 0, 1, 40, 40, 30, scalar(1, np.float32), pb, C.CUDA_R_16F,
                               40, pb, C.CUDA_R_16F, 40, scalar(0, np.float32), pbc, kind, 40,
                               C.CUBLAS_COMPUTE_32F, -1) == 0
    pa, pc = dev.alloc(64), dev.put(np.full((5, 3), np.nan, dtype))
    assert CUBLAS.cublasGemmEx(h, 0, 0, 5, 3, 0, scalar(1, np.float32), pa, C.CUDA_R_16F, 5,
                               pa, C.CUDA_R_16F, 1, scalar(0, np.float32), pc, kind, 5,
                               C.CUBLAS_COMPUTE_32F, -1) == 0
    assert np.all(dev.get(pc, (5, 3), dtype) == 0)
    np.testing.assert_allclose(dev.get(pbc, (40, 40), dtype).astype(np.float64),
                               big.astype(np.float64) @ big.T.astype(np.float64),
                               rtol=1e-2, atol=5e-2)


def test_a_bfloat16_result_with_beta_reads_and_rounds_c(dev):
    """bf16 in and out, beta 1: C is read (converted from its bits), updated, rounded back;
    a second, smaller product reuses the conversion buffers of the first."""
    rng = np.random.default_rng(8)
    h = handle()
    for m, n, k in ((12, 9, 20), (5, 4, 3)):
        a, b, c = (rng.standard_normal(s) for s in ((m, k), (k, n), (m, n)))
        sa, sb, sc = _bf16(a), _bf16(b), _bf16(c)
        pa, pb, pc = dev.put(sa), dev.put(sb), dev.put(sc)
        assert CUBLAS.cublasGemmEx(h, 0, 0, m, n, k, scalar(2, np.float32), pa, C.CUDA_R_16BF,
                                   m, pb, C.CUDA_R_16BF, k, scalar(1, np.float32), pc,
                                   C.CUDA_R_16BF, m, C.CUBLAS_COMPUTE_32F, -1) == 0
        as_float = [(s.astype(np.uint32) << 16).view(np.float32).astype(np.float64)
                    for s in (sa, sb, sc)]
        expected = 2 * as_float[0] @ as_float[1] + as_float[2]
        got = (dev.get(pc, (m, n), np.uint16).astype(np.uint32) << 16).view(np.float32)
        np.testing.assert_allclose(got, expected, rtol=1e-2, atol=3e-2)
