"""zluda's cuBLASXt (cublasXt.h) through libcublas.so.13's C ABI: products of matrices in host
memory (staged through the device) and in device memory, each routine against NumPy, and the
statuses that NVIDIA's library gives (taken from NVIDIA's libcublas.so.13: see
zluda.libraries.cublas.xt)."""

import ctypes

import numpy as np
import pytest
from zluda.libraries.cublas.status import C

from .blas import CUBLAS, DTYPES, Device, random, scalar

S = ctypes.c_size_t
OK, NOT_INITIALIZED, INVALID = (C.CUBLAS_STATUS_SUCCESS, C.CUBLAS_STATUS_NOT_INITIALIZED,
                                C.CUBLAS_STATUS_INVALID_VALUE)
LOWER, UPPER = C.CUBLAS_FILL_MODE_LOWER, C.CUBLAS_FILL_MODE_UPPER
TOL = {"s": 1e-4, "d": 1e-10, "c": 1e-4, "z": 1e-10}
REAL = {"s": np.float32, "d": np.float64, "c": np.float32, "z": np.float64}


@pytest.fixture
def dev(backend):
    return Device(backend)


def xt_handle(select=True):
    out = ctypes.c_void_p()
    assert CUBLAS.cublasXtCreate(ctypes.byref(out)) == OK
    if select:
        ids = (ctypes.c_int * 1)(0)
        assert CUBLAS.cublasXtDeviceSelect(out, 1, ids) == OK
    return out


def host(matrix, extra=0):
    """``matrix`` column-major in pageable host memory, with ``extra`` padding rows (NaN, so
    that a read of them shows)."""
    rows, cols = matrix.shape
    stored = np.full((rows + extra, cols), np.nan, matrix.dtype, order="F")
    stored[:rows] = matrix
    return stored


def ptr(array):
    """``array``'s address, as a pointer that keeps the array alive."""
    pointer = ctypes.c_void_p(array.ctypes.data)
    pointer._keep = array
    return pointer


def test_a_new_handle_and_its_settings():
    h = xt_handle(select=False)
    value = ctypes.c_int(-1)
    assert CUBLAS.cublasXtGetBlockDim(h, ctypes.byref(value)) == OK and value.value == 1024
    assert CUBLAS.cublasXtSetBlockDim(h, 0) == INVALID
    assert CUBLAS.cublasXtSetBlockDim(h, -3) == INVALID
    assert CUBLAS.cublasXtSetBlockDim(h, 64) == OK
    assert CUBLAS.cublasXtGetBlockDim(h, ctypes.byref(value)) == OK and value.value == 64
    assert CUBLAS.cublasXtGetBlockDim(h, None) == INVALID
    assert CUBLAS.cublasXtGetPinningMemMode(h, ctypes.byref(value)) == OK
    assert value.value == C.CUBLASXT_PINNING_DISABLED
    assert CUBLAS.cublasXtSetPinningMemMode(h, 7) == INVALID
    assert CUBLAS.cublasXtSetPinningMemMode(h, C.CUBLASXT_PINNING_ENABLED) == OK
    assert CUBLAS.cublasXtGetPinningMemMode(h, ctypes.byref(value)) == OK and value.value == 1
    assert CUBLAS.cublasXtGetPinningMemMode(h, None) == INVALID
    assert CUBLAS.cublasXtSetCpuRatio(h, C.CUBLASXT_GEMM, C.CUBLASXT_FLOAT, 0.5) == OK
    assert CUBLAS.cublasXtSetCpuRatio(h, C.CUBLASXT_ROUTINE_MAX, C.CUBLASXT_FLOAT, 0.5) == \
        INVALID
    assert CUBLAS.cublasXtSetCpuRatio(h, C.CUBLASXT_GEMM, 4, 0.5) == INVALID
    assert CUBLAS.cublasXtSetCpuRoutine(h, C.CUBLASXT_GEMM, C.CUBLASXT_DOUBLE, None) == OK
    assert CUBLAS.cublasXtSetCpuRoutine(h, 12, C.CUBLASXT_DOUBLE, None) == INVALID
    assert CUBLAS.cublasXtDestroy(h) == OK


def test_handles_and_devices_get_nvidias_statuses(dev):
    assert CUBLAS.cublasXtCreate(None) == INVALID
    assert CUBLAS.cublasXtDestroy(None) == INVALID
    h = xt_handle(select=False)
    a = host(np.eye(2, dtype=np.float32))
    one = scalar(1, np.float32)
    args = (0, 0, S(2), S(2), S(2), one, ptr(a), S(2), ptr(a), S(2), one, ptr(a), S(2))
    # before cublasXtDeviceSelect, and on a NULL handle, every routine: NOT_INITIALIZED
    assert CUBLAS.cublasXtSgemm(h, *args) == NOT_INITIALIZED
    assert CUBLAS.cublasXtSgemm(None, *args) == NOT_INITIALIZED
    ids = (ctypes.c_int * 2)(0, 5)
    assert CUBLAS.cublasXtDeviceSelect(h, 0, ids) == INVALID
    assert CUBLAS.cublasXtDeviceSelect(h, -1, ids) == INVALID
    assert CUBLAS.cublasXtDeviceSelect(h, 1, None) == INVALID
    assert CUBLAS.cublasXtDeviceSelect(h, 2, ids) == INVALID  # there is no device 5
    assert CUBLAS.cublasXtSgemm(h, *args) == NOT_INITIALIZED  # the refused choice chose none
    assert CUBLAS.cublasXtDeviceSelect(h, 1, ids) == OK
    assert CUBLAS.cublasXtSgemm(h, *args) == OK
    count = ctypes.c_int(-1)
    assert CUBLAS.cublasXtMaxBoards(ctypes.byref(count)) == OK
    assert count.value == dev.cuda.cuDeviceGetCount()[1]
    same = (ctypes.c_int * 2)(0, 0)
    assert CUBLAS.cublasXtGetNumBoards(2, same, ctypes.byref(count)) == OK and count.value == 1
    assert CUBLAS.cublasXtDestroy(h) == OK
    assert CUBLAS.cublasXtSgemm(h, *args) == NOT_INITIALIZED  # destroyed


@pytest.mark.parametrize("kind", "sdcz")
@pytest.mark.parametrize("ta,tb", [("N", "N"), ("T", "C")])
def test_gemm_of_host_matrices_matches_numpy(dev, kind, ta, tb):
    dtype, (m, n, k) = DTYPES[kind], (9, 7, 5)
    ops = {"N": (C.CUBLAS_OP_N, lambda x: x), "T": (C.CUBLAS_OP_T, lambda x: x.T),
           "C": (C.CUBLAS_OP_C, lambda x: x.T.conj())}
    a = random((m, k) if ta == "N" else (k, m), dtype, 1)
    b = random((k, n) if tb == "N" else (n, k), dtype, 2)
    c = random((m, n), dtype, 3)
    ha, hb, hc = host(a, 2), host(b, 1), host(c, 3)
    alpha, beta = dtype(1.5), dtype(-0.5)
    h = xt_handle()
    fn = getattr(CUBLAS, f"cublasXt{kind.upper()}gemm")
    assert fn(h, ops[ta][0], ops[tb][0], S(m), S(n), S(k), scalar(alpha, dtype), ptr(ha),
              S(ha.shape[0]), ptr(hb), S(hb.shape[0]), scalar(beta, dtype), ptr(hc),
              S(hc.shape[0])) == OK
    expected = alpha * ops[ta][1](a) @ ops[tb][1](b) + beta * c
    np.testing.assert_allclose(hc[:m], expected, rtol=TOL[kind], atol=TOL[kind])
    assert np.isnan(hc[m:]).all()  # the padding rows are neither read nor written
    assert CUBLAS.cublasXtDestroy(h) == OK


def test_operands_in_device_and_managed_memory_are_used_where_they_are(dev):
    m = n = k = 6
    a, b, c = (random((m, m), np.float64, s) for s in (1, 2, 3))
    pa = dev.put(a)  # device memory
    err, managed = dev.cuda.cuMemAllocManaged(c.nbytes, 1)
    assert err == 0
    view = np.ctypeslib.as_array((ctypes.c_double * c.size).from_address(int(managed)))
    view[:] = c.ravel(order="F")
    hb = host(b)
    h = xt_handle()
    one = scalar(1.0, np.float64)
    assert CUBLAS.cublasXtDgemm(h, 0, 0, S(m), S(n), S(k), one, ctypes.c_void_p(pa), S(m),
                                ptr(hb), S(m), one, ctypes.c_void_p(int(managed)), S(m)) == OK
    # the call blocks: the result is in managed memory when it returns
    np.testing.assert_allclose(view.reshape((m, n), order="F"), a @ b + c, rtol=1e-12)
    assert CUBLAS.cublasXtDestroy(h) == OK
    assert dev.cuda.cuMemFree(managed)[0] == 0


def _triangle(matrix, uplo):
    return np.tril(matrix) if uplo == LOWER else np.triu(matrix)


def _symmetric(matrix, uplo, hermitian=False):
    """The symmetric (Hermitian) matrix that ``matrix``'s uplo triangle stands for."""
    part = _triangle(matrix, uplo)
    other = part.T.conj() if hermitian else part.T
    full = part + other - np.diag(np.diag(part))
    if hermitian:
        np.fill_diagonal(full, np.diag(part).real)
    return full


@pytest.mark.parametrize("kind", "dz")
@pytest.mark.parametrize("uplo", [LOWER, UPPER])
def test_each_routine_on_host_matrices(dev, kind, uplo):
    dtype, real, tol = DTYPES[kind], REAL[kind], 100 * TOL[kind]
    K, (m, n, k) = kind.upper(), (6, 4, 3)
    h = xt_handle()
    alpha, beta = dtype(1.25), dtype(0.5)
    pa, pb = scalar(alpha, dtype), scalar(beta, dtype)

    def call(name, *args):
        assert getattr(CUBLAS, f"cublasXt{K}{name}")(h, *args) == OK, name

    # symm (and hemm): C = alpha A B + beta C, A symmetric from its uplo triangle, on the left
    a, b, c = random((m, m), dtype, 1), random((m, n), dtype, 2), random((m, n), dtype, 3)
    names = [("symm", False)] + ([("hemm", True)] if kind == "z" else [])
    for name, hermitian in names:
        hc = host(c)
        call(name, C.CUBLAS_SIDE_LEFT, uplo, S(m), S(n), pa, ptr(host(a)), S(m),
             ptr(host(b)), S(m), pb, ptr(hc), S(m))
        np.testing.assert_allclose(hc, alpha * _symmetric(a, uplo, hermitian) @ b + beta * c,
                                   rtol=tol, atol=tol, err_msg=name)
    # spmm: symm with A packed, column by column
    packed = np.concatenate([a[j:, j] if uplo == LOWER else a[:j + 1, j] for j in range(m)])
    hc = host(c)
    call("spmm", C.CUBLAS_SIDE_LEFT, uplo, S(m), S(n), pa, ptr(packed), ptr(host(b)), S(m),
         pb, ptr(hc), S(m))
    np.testing.assert_allclose(hc, alpha * _symmetric(a, uplo) @ b + beta * c, rtol=tol,
                               atol=tol)
    # syrk, syr2k, syrkx (herk, her2k, herkx: real scalars where BLAS has them)
    x, y, cc = random((n, k), dtype, 4), random((n, k), dtype, 5), random((n, n), dtype, 6)
    cases = [("syrk", x @ x.T, False, False), ("syr2k", x @ y.T + y @ x.T, True, False),
             ("syrkx", x @ y.T, True, False)]
    if kind == "z":
        cc = cc + cc.T.conj()
        cases += [("herk", x @ x.T.conj(), False, True),
                  ("her2k", x @ y.T.conj() + y @ x.T.conj(), True, True),
                  ("herkx", x @ (x * 2).T.conj(), True, True)]
    for name, product, with_b, hermitian in cases:
        hc = host(cc)
        real_alpha = name == "herk"
        a_scalar = scalar(real(alpha.real), real) if real_alpha else pa
        b_scalar = scalar(real(beta.real), real) if hermitian else pb
        second = x * 2 if name == "herkx" else y
        operands = (ptr(host(x)), S(n)) + ((ptr(host(second)), S(n)) if with_b else ())
        call(name, uplo, C.CUBLAS_OP_N, S(n), S(k), a_scalar, *operands, b_scalar, ptr(hc),
             S(n))
        scale = alpha.real if real_alpha else alpha
        expected = scale * product + (beta.real if hermitian else beta) * cc
        np.testing.assert_allclose(_triangle(hc, uplo), _triangle(expected, uplo), rtol=tol,
                                   atol=tol, err_msg=name)
        strict = np.triu(hc, 1) if uplo == LOWER else np.tril(hc, -1)
        np.testing.assert_array_equal(strict, np.triu(cc, 1) if uplo == LOWER
                                      else np.tril(cc, -1), err_msg=name)
    # trmm (out of place) and trsm (in place): C = alpha A B, then A X = alpha C gives B back
    t = (_triangle(random((m, m), dtype, 7), uplo) + 4 * np.eye(m)).astype(dtype)
    hc = host(np.zeros((m, n), dtype))
    call("trmm", C.CUBLAS_SIDE_LEFT, uplo, C.CUBLAS_OP_N, C.CUBLAS_DIAG_NON_UNIT, S(m), S(n),
         pa, ptr(host(t)), S(m), ptr(host(b)), S(m), ptr(hc), S(m))
    np.testing.assert_allclose(hc, alpha * t @ b, rtol=tol, atol=tol)
    one = scalar(1 / alpha, dtype)
    call("trsm", C.CUBLAS_SIDE_LEFT, uplo, C.CUBLAS_OP_N, C.CUBLAS_DIAG_NON_UNIT, S(m), S(n),
         one, ptr(host(t)), S(m), ptr(hc), S(m))
    np.testing.assert_allclose(hc, b, rtol=tol, atol=tol)
    assert CUBLAS.cublasXtDestroy(h) == OK


def test_bad_input_gets_invalid_value_and_writes_nothing(dev):
    h = xt_handle()
    a = host(random((4, 4), np.float32, 1))
    c = host(random((4, 4), np.float32, 2))
    before = c.copy()
    one = scalar(1, np.float32)

    def gemm(*, op=0, m=4, lda=4, alpha=one):
        return CUBLAS.cublasXtSgemm(h, op, 0, S(m), S(4), S(4), alpha, ptr(a), S(lda), ptr(a),
                                    S(4), one, ptr(c), S(4))

    assert gemm(lda=3) == INVALID  # lda below the rows of A
    assert gemm(op=9) == INVALID
    assert gemm(alpha=None) == INVALID
    assert gemm(m=2**64 - 1) == INVALID  # -1 passed as a size_t
    np.testing.assert_array_equal(c, before)
    assert gemm(m=0) == OK  # nothing to do
    np.testing.assert_array_equal(c, before)
    assert CUBLAS.cublasXtDestroy(h) == OK
