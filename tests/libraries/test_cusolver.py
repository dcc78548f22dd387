"""zluda's cuSOLVER on the CPU device, through its C ABI: each dense routine and type against
NumPy (LU and solves, Cholesky, QR, SVD, symmetric and Hermitian eigenvalues; the classic and
the 64-bit API), devInfo for singular and indefinite matrices, the order of its calls in a
stream, and cuSOLVER's statuses for bad input."""

from __future__ import annotations

import ctypes

import numpy as np
import pytest

from tests.runtime.helpers import check

from .blas import CUSOLVER, DTYPES, Device, random

SUCCESS, NOT_INITIALIZED, INVALID_VALUE, NOT_SUPPORTED = 0, 1, 3, 9
LOWER, UPPER = 0, 1
NOVECTOR, VECTOR = 0, 1
TOL = {"s": 2e-4, "d": 1e-10, "c": 2e-4, "z": 1e-10}
DATA_TYPE = {"s": 0, "d": 1, "c": 4, "z": 5}  # CUDA_R_32F, CUDA_R_64F, CUDA_C_32F, CUDA_C_64F
REAL = {"s": np.float32, "d": np.float64, "c": np.float32, "z": np.float64}


@pytest.fixture
def dev(backend):
    return Device(backend)


@pytest.fixture
def solver(backend):
    handle = ctypes.c_void_p()
    assert CUSOLVER.cusolverDnCreate(ctypes.byref(handle)) == SUCCESS
    yield handle
    assert CUSOLVER.cusolverDnDestroy(handle) == SUCCESS


def _fn(kind: str, name: str):
    return getattr(CUSOLVER, f"cusolverDn{kind.upper()}{name}")


def _lwork(kind, name, solver, *args) -> int:
    lwork = ctypes.c_int()
    assert _fn(kind, name + "_bufferSize")(solver, *args, ctypes.byref(lwork)) == SUCCESS
    assert lwork.value >= 1
    return lwork.value


def _spd(n, dtype, seed):
    a = random((n, n), dtype, seed)
    return a @ a.conj().T + n * np.eye(n, dtype=dtype)


@pytest.mark.parametrize("kind", "sdcz")
def test_lu_and_its_solve_match_numpy(dev, solver, kind):
    dtype, n, nrhs = DTYPES[kind], 7, 3
    a, b = random((n, n), dtype, 1), random((n, nrhs), dtype, 2)
    pa, pb = dev.put(a), dev.put(b)
    ipiv, info = dev.alloc(4 * n), dev.alloc(4)
    lwork = _lwork(kind, "getrf", solver, n, n, pa, n)
    work = dev.alloc(lwork * np.dtype(dtype).itemsize)
    assert _fn(kind, "getrf")(solver, n, n, pa, n, work, ipiv, info) == SUCCESS
    assert _fn(kind, "getrs")(solver, 0, n, nrhs, pa, n, ipiv, pb, n, info) == SUCCESS
    assert dev.get(info, (1,), np.int32)[0] == 0
    np.testing.assert_allclose(dev.get(pb, (n, nrhs), dtype), np.linalg.solve(a, b),
                               rtol=TOL[kind] * 10, atol=TOL[kind] * 10)
    pivots = dev.get(ipiv, (n,), np.int32)
    assert pivots.min() >= 1 and pivots.max() <= n  # one-based, as LAPACK's


def test_a_singular_matrix_gets_its_zero_pivot_in_dev_info(dev, solver):
    a = np.array([[1.0, 2.0], [2.0, 4.0]])
    pa, ipiv, info = dev.put(a), dev.alloc(8), dev.alloc(4)
    assert CUSOLVER.cusolverDnDgetrf(solver, 2, 2, pa, 2, dev.alloc(8), ipiv, info) == SUCCESS
    assert dev.get(info, (1,), np.int32)[0] == 2


def test_getrf_without_pivots_factors_in_place(dev, solver):
    a = _spd(5, np.float64, 3)  # no pivoting needed
    pa, info = dev.put(a), dev.alloc(4)
    assert CUSOLVER.cusolverDnDgetrf(solver, 5, 5, pa, 5, dev.alloc(8), None, info) == SUCCESS
    lu = dev.get(pa, (5, 5), np.float64)
    lower, upper = np.tril(lu, -1) + np.eye(5), np.triu(lu)
    np.testing.assert_allclose(lower @ upper, a, rtol=1e-12)
    assert dev.get(info, (1,), np.int32)[0] == 0


@pytest.mark.parametrize("kind", "sdcz")
@pytest.mark.parametrize("uplo", [LOWER, UPPER], ids=["lower", "upper"])
def test_cholesky_its_solve_and_inverse_match_numpy(dev, solver, kind, uplo):
    dtype, n = DTYPES[kind], 6
    a = _spd(n, dtype, 4)
    b = random((n, 2), dtype, 5)
    pa, pb, info = dev.put(a), dev.put(b), dev.alloc(4)
    lwork = _lwork(kind, "potrf", solver, uplo, n, pa, n)
    work = dev.alloc(lwork * np.dtype(dtype).itemsize)
    assert _fn(kind, "potrf")(solver, uplo, n, pa, n, work, lwork, info) == SUCCESS
    factor = dev.get(pa, (n, n), dtype)
    chol = np.linalg.cholesky(a)
    got = np.tril(factor) if uplo == LOWER else np.triu(factor).conj().T
    np.testing.assert_allclose(got, chol, rtol=TOL[kind] * 10, atol=TOL[kind] * 10)
    assert _fn(kind, "potrs")(solver, uplo, n, 2, pa, n, pb, n, info) == SUCCESS
    np.testing.assert_allclose(dev.get(pb, (n, 2), dtype), np.linalg.solve(a, b),
                               rtol=TOL[kind] * 10, atol=TOL[kind] * 10)
    assert _fn(kind, "potri")(solver, uplo, n, pa, n, work, lwork, info) == SUCCESS
    inverse = dev.get(pa, (n, n), dtype)
    triangle = np.tril if uplo == LOWER else np.triu
    np.testing.assert_allclose(triangle(inverse), triangle(np.linalg.inv(a)),
                               rtol=TOL[kind] * 100, atol=TOL[kind] * 100)
    assert dev.get(info, (1,), np.int32)[0] == 0


def test_an_indefinite_matrix_gets_its_minor_in_dev_info(dev, solver):
    a = np.diag([4.0, 1.0, -1.0])
    pa, info = dev.put(a), dev.alloc(4)
    assert CUSOLVER.cusolverDnDpotrf(solver, LOWER, 3, pa, 3, dev.alloc(8), 1, info) == SUCCESS
    assert dev.get(info, (1,), np.int32)[0] == 3


@pytest.mark.parametrize("kind", "sdcz")
def test_qr_with_its_q_and_its_product_match_numpy(dev, solver, kind):
    dtype, m, n = DTYPES[kind], 8, 5
    a = random((m, n), dtype, 6)
    pa, tau, info = dev.put(a), dev.alloc(n * np.dtype(dtype).itemsize), dev.alloc(4)
    work = dev.alloc(64)
    assert _fn(kind, "geqrf")(solver, m, n, pa, m, tau, work, 1, info) == SUCCESS
    r = np.triu(dev.get(pa, (m, n), dtype)[:n])
    c = random((m, 3), dtype, 7)
    pc = dev.put(c)
    ormqr = "ormqr" if kind in "sd" else "unmqr"
    trans = 1 if kind in "sd" else 2  # Q^T c, Q^H c
    assert _fn(kind, ormqr)(solver, 0, trans, m, 3, n, pa, m, tau, pc, m, work, 1,
                            info) == SUCCESS
    orgqr = "orgqr" if kind in "sd" else "ungqr"
    assert _fn(kind, orgqr)(solver, m, n, n, pa, m, tau, work, 1, info) == SUCCESS
    q = dev.get(pa, (m, n), dtype)
    tol = TOL[kind] * 10
    np.testing.assert_allclose(q @ r, a, rtol=tol, atol=tol)
    np.testing.assert_allclose(q.conj().T @ q, np.eye(n), atol=tol)
    np.testing.assert_allclose(dev.get(pc, (m, 3), dtype)[:n], q.conj().T @ c, rtol=tol,
                               atol=tol)
    assert dev.get(info, (1,), np.int32)[0] == 0


@pytest.mark.parametrize("kind", "sdcz")
def test_svd_matches_numpy(dev, solver, kind):
    dtype, real, m, n = DTYPES[kind], REAL[kind], 7, 4
    a = random((m, n), dtype, 8)
    pa = dev.put(a)
    s, u, vt = (dev.alloc(x * np.dtype(t).itemsize) for x, t in
                ((n, real), (m * m, dtype), (n * n, dtype)))
    info = dev.alloc(4)
    lwork = _lwork(kind, "gesvd", solver, m, n)
    assert _fn(kind, "gesvd")(solver, ord("A"), ord("A"), m, n, pa, m, s, u, m, vt, n,
                              dev.alloc(lwork * 16), lwork, None, info) == SUCCESS
    sigma = dev.get(s, (n,), real)
    np.testing.assert_allclose(sigma, np.linalg.svd(a, compute_uv=False), rtol=TOL[kind] * 10)
    full_u, full_vt = dev.get(u, (m, m), dtype), dev.get(vt, (n, n), dtype)
    tol = TOL[kind] * 20
    np.testing.assert_allclose(full_u[:, :n] * sigma @ full_vt, a, rtol=tol, atol=tol)
    assert _fn(kind, "gesvd")(solver, ord("A"), ord("A"), 3, 4, pa, 3, s, u, 3, vt, 4,
                              None, 1, None, info) == INVALID_VALUE  # m < n: cuSOLVER's rule


@pytest.mark.parametrize("kind", "sdcz")
def test_gesvdj_gives_v_economic_or_full(dev, solver, kind):
    dtype, real, m, n = DTYPES[kind], REAL[kind], 4, 6  # wide: gesvdj takes any shape
    a = random((m, n), dtype, 9)
    settings = ctypes.c_void_p()
    assert CUSOLVER.cusolverDnCreateGesvdjInfo(ctypes.byref(settings)) == SUCCESS
    assert CUSOLVER.cusolverDnXgesvdjSetTolerance(settings, ctypes.c_double(1e-7)) == SUCCESS
    for econ in (1, 0):
        p = min(m, n)
        u_cols, v_cols = (p, p) if econ else (m, n)
        pa, s = dev.put(a), dev.alloc(p * np.dtype(real).itemsize)
        u, v = dev.alloc(m * u_cols * 16), dev.alloc(n * v_cols * 16)
        info = dev.alloc(4)
        assert _fn(kind, "gesvdj")(solver, VECTOR, econ, m, n, pa, m, s, u, m, v, n, None, 1,
                                   info, settings) == SUCCESS
        sigma = dev.get(s, (p,), real)
        uu, vv = dev.get(u, (m, u_cols), dtype), dev.get(v, (n, v_cols), dtype)
        tol = TOL[kind] * 20
        np.testing.assert_allclose(uu[:, :p] * sigma @ vv[:, :p].conj().T, a, rtol=tol,
                                   atol=tol)
    assert CUSOLVER.cusolverDnDestroyGesvdjInfo(settings) == SUCCESS


@pytest.mark.parametrize("kind", "sdcz")
@pytest.mark.parametrize("jacobi", [False, True], ids=["syevd", "syevj"])
def test_symmetric_and_hermitian_eigenvalues_match_numpy(dev, solver, kind, jacobi):
    dtype, real, n = DTYPES[kind], REAL[kind], 6
    a = random((n, n), dtype, 10)
    a = a + a.conj().T
    pa, w, info = dev.put(a), dev.alloc(n * np.dtype(real).itemsize), dev.alloc(4)
    name = ("sy" if kind in "sd" else "he") + ("evj" if jacobi else "evd")
    extra = ()
    if jacobi:
        settings = ctypes.c_void_p()
        assert CUSOLVER.cusolverDnCreateSyevjInfo(ctypes.byref(settings)) == SUCCESS
        extra = (settings,)
    assert _fn(kind, name)(solver, VECTOR, UPPER, n, pa, n, w, None, 1, info, *extra) == \
        SUCCESS
    values, vectors = dev.get(w, (n,), real), dev.get(pa, (n, n), dtype)
    tol = TOL[kind] * 50
    np.testing.assert_allclose(values, np.linalg.eigvalsh(a), rtol=tol, atol=tol)
    np.testing.assert_allclose(a @ vectors, vectors * values, rtol=tol, atol=tol)
    if jacobi:
        assert CUSOLVER.cusolverDnDestroySyevjInfo(extra[0]) == SUCCESS


@pytest.mark.parametrize("kind", "dz")
def test_the_64_bit_api(dev, solver, kind):
    """cusolverDnX*: getrf (64-bit pivots) and getrs, potrf and potrs, geqrf, gesvd, syevd."""
    dtype, real, n = DTYPES[kind], REAL[kind], 5
    t = DATA_TYPE[kind]
    params = ctypes.c_void_p()
    assert CUSOLVER.cusolverDnCreateParams(ctypes.byref(params)) == SUCCESS
    device_bytes, host_bytes = ctypes.c_size_t(), ctypes.c_size_t()
    a, b = random((n, n), dtype, 11), random((n, 1), dtype, 12)
    pa, pb, ipiv, info = dev.put(a), dev.put(b), dev.alloc(8 * n), dev.alloc(4)
    assert CUSOLVER.cusolverDnXgetrf_bufferSize(solver, params, n, n, t, pa, n, t,
                                                ctypes.byref(device_bytes),
                                                ctypes.byref(host_bytes)) == SUCCESS
    work = dev.alloc(device_bytes.value)
    assert CUSOLVER.cusolverDnXgetrf(solver, params, n, n, t, pa, n, ipiv, t, work,
                                     device_bytes, None, 0, info) == SUCCESS
    assert CUSOLVER.cusolverDnXgetrs(solver, params, 0, n, 1, t, pa, n, ipiv, t, pb, n,
                                     info) == SUCCESS
    np.testing.assert_allclose(dev.get(pb, (n, 1), dtype), np.linalg.solve(a, b), rtol=1e-9)
    assert dev.get(ipiv, (n,), np.int64).min() >= 1
    spd = _spd(n, dtype, 13)
    pa, pb = dev.put(spd), dev.put(b)
    assert CUSOLVER.cusolverDnXpotrf(solver, params, LOWER, n, t, pa, n, t, work,
                                     device_bytes, None, 0, info) == SUCCESS
    assert CUSOLVER.cusolverDnXpotrs(solver, params, LOWER, n, 1, t, pa, n, t, pb, n,
                                     info) == SUCCESS
    np.testing.assert_allclose(dev.get(pb, (n, 1), dtype), np.linalg.solve(spd, b), rtol=1e-9)
    hermitian = a + a.conj().T
    pa, w = dev.put(hermitian), dev.alloc(8 * n)
    real_t = DATA_TYPE["d"]
    assert CUSOLVER.cusolverDnXsyevd(solver, params, VECTOR, LOWER, n, t, pa, n, real_t, w, t,
                                     work, device_bytes, None, 0, info) == SUCCESS
    np.testing.assert_allclose(dev.get(w, (n,), real), np.linalg.eigvalsh(hermitian),
                               rtol=1e-9, atol=1e-9)
    wide = random((3, n), dtype, 14)  # the 64-bit gesvd takes any shape
    pa, s = dev.put(wide), dev.alloc(8 * 3)
    assert CUSOLVER.cusolverDnXgesvd(solver, params, ord("N"), ord("N"), 3, n, t, pa, 3, real_t,
                                     s, t, None, 1, t, None, 1, t, work, device_bytes, None, 0,
                                     info) == SUCCESS
    np.testing.assert_allclose(dev.get(s, (3,), real), np.linalg.svd(wide, compute_uv=False),
                               rtol=1e-9)
    assert CUSOLVER.cusolverDnDestroyParams(params) == SUCCESS


@pytest.mark.parametrize("kind", "sdcz")
def test_xgeev_gives_eigenvalues_and_both_eigenvectors(dev, solver, kind):
    """Xgeev: complex eigenvalues (for a real matrix too), right and left eigenvectors (a real
    matrix's in LAPACK's real form: a conjugate pair's real and imaginary parts in two
    columns); W of the wrong type is NOT_SUPPORTED, a small ldvr INVALID_VALUE."""
    dtype, n = DTYPES[kind], 6
    complex_dtype = np.result_type(dtype, np.complex64)
    t = DATA_TYPE[kind]
    t_w = DATA_TYPE["c" if kind in "sc" else "z"]
    params = ctypes.c_void_p()
    assert CUSOLVER.cusolverDnCreateParams(ctypes.byref(params)) == SUCCESS
    a = random((n, n), dtype, 21)
    pa, w, vl, vr, info = (dev.put(a), dev.alloc(n * complex_dtype.itemsize),
                           dev.alloc(a.nbytes), dev.alloc(a.nbytes), dev.alloc(4))
    device_bytes, host_bytes = ctypes.c_size_t(), ctypes.c_size_t()
    assert CUSOLVER.cusolverDnXgeev_bufferSize(
        solver, params, VECTOR, VECTOR, n, t, pa, n, t_w, w, t, vl, n, t, vr, n, t,
        ctypes.byref(device_bytes), ctypes.byref(host_bytes)) == SUCCESS
    work = dev.alloc(device_bytes.value)
    assert CUSOLVER.cusolverDnXgeev(solver, params, VECTOR, VECTOR, n, t, pa, n, t_w, w, t, vl,
                                    n, t, vr, n, t, work, device_bytes, None, 0,
                                    info) == SUCCESS
    assert dev.get(info, (1,), np.int32)[0] == 0
    values = dev.get(w, (n,), complex_dtype)
    tol = TOL[kind] * 10
    np.testing.assert_allclose(np.sort_complex(values), np.sort_complex(np.linalg.eigvals(a)),
                               rtol=tol, atol=tol)

    def unpack(vectors):  # LAPACK's real form to complex columns
        if kind in "cz":
            return vectors
        out = vectors.astype(complex_dtype)
        j = 0
        while j < n:
            if values[j].imag != 0:
                out[:, j] = vectors[:, j] + 1j * vectors[:, j + 1]
                out[:, j + 1] = vectors[:, j] - 1j * vectors[:, j + 1]
                j += 2
            else:
                j += 1
        return out

    right, left = unpack(dev.get(vr, (n, n), dtype)), unpack(dev.get(vl, (n, n), dtype))
    np.testing.assert_allclose(a @ right, right * values, rtol=tol, atol=tol)
    np.testing.assert_allclose(left.conj().T @ a, values[:, None] * left.conj().T, rtol=tol,
                               atol=tol)
    if kind in "sd":
        assert np.any(values.imag != 0)  # the test has its conjugate pairs
    pa = dev.put(a)
    assert CUSOLVER.cusolverDnXgeev(solver, params, NOVECTOR, VECTOR, n, t, pa, n, t, w, t, None,
                                    1, t, vr, n, t, work, device_bytes, None, 0,
                                    info) == (SUCCESS if kind in "cz" else NOT_SUPPORTED)
    assert CUSOLVER.cusolverDnXgeev(solver, params, NOVECTOR, VECTOR, n, t, pa, n, t_w, w, t,
                                    None, 1, t, vr, n - 1, t, work, device_bytes, None, 0,
                                    info) == INVALID_VALUE
    assert CUSOLVER.cusolverDnDestroyParams(params) == SUCCESS


@pytest.mark.parametrize("name", ["DD", "DS", "DH", "SS", "SX", "ZZ", "ZC", "ZK", "CC", "CY"])
def test_iterative_refinement_solves_and_least_squares(dev, solver, name):
    """<t1><t2>gesv: X solves A X = B to t1's precision, B untouched, iter the refinement's
    iterations (LAPACK's dsgesv and zcgesv where the factorization is single) or 0; A keeps
    its values when the refinement converged. <t1><t2>gels: the least-squares X (m >= n)."""
    kind = name[0].lower()
    dtype, n, nrhs = DTYPES[kind], 8, 2
    a = random((n, n), dtype, 31) + n * np.eye(n, dtype=dtype)
    b = random((n, nrhs), dtype, 32)
    pa, pb, px, ipiv, info = (dev.put(a), dev.put(b), dev.alloc(b.nbytes), dev.alloc(4 * n),
                              dev.alloc(4))
    lwork = ctypes.c_size_t()
    gesv = getattr(CUSOLVER, f"cusolverDn{name}gesv")
    assert getattr(CUSOLVER, f"cusolverDn{name}gesv_bufferSize")(
        solver, n, nrhs, pa, n, ipiv, pb, n, px, n, None, ctypes.byref(lwork)) == SUCCESS
    work = dev.alloc(lwork.value)
    iterations = ctypes.c_int(-99)
    assert gesv(solver, n, nrhs, pa, n, ipiv, pb, n, px, n, work, lwork, ctypes.byref(iterations),
                info) == SUCCESS
    assert dev.get(info, (1,), np.int32)[0] == 0
    tol = TOL[kind]
    np.testing.assert_allclose(dev.get(px, (n, nrhs), dtype), np.linalg.solve(a, b), rtol=tol,
                               atol=tol)
    np.testing.assert_array_equal(dev.get(pb, (n, nrhs), dtype), b)
    mixed = name in ("DS", "DH", "ZC", "ZK")
    if mixed:
        assert iterations.value > 0  # refined from a single-precision factorization
        np.testing.assert_array_equal(dev.get(pa, (n, n), dtype), a)
    else:
        assert iterations.value == 0
    assert gesv(solver, n, nrhs, pa, n, ipiv, pb, n, px, n, work, lwork, None,
                info) == INVALID_VALUE
    assert gesv(solver, n, nrhs, pa, n, ipiv, pb, n - 1, px, n, work, lwork,
                ctypes.byref(iterations), info) == INVALID_VALUE
    m = 12
    tall, rhs = random((m, n), dtype, 33), random((m, nrhs), dtype, 34)
    pa, pb, px = dev.put(tall), dev.put(rhs), dev.alloc(n * nrhs * np.dtype(dtype).itemsize)
    gels = getattr(CUSOLVER, f"cusolverDn{name}gels")
    assert getattr(CUSOLVER, f"cusolverDn{name}gels_bufferSize")(
        solver, m, n, nrhs, pa, m, pb, m, px, n, None, ctypes.byref(lwork)) == SUCCESS
    assert gels(solver, m, n, nrhs, pa, m, pb, m, px, n, work, lwork, ctypes.byref(iterations),
                info) == SUCCESS
    np.testing.assert_allclose(dev.get(px, (n, nrhs), dtype),
                               np.linalg.lstsq(tall, rhs, rcond=None)[0], rtol=tol * 10,
                               atol=tol * 10)
    assert gels(solver, n, m, nrhs, pa, m, pb, m, px, n, work, lwork, ctypes.byref(iterations),
                info) == INVALID_VALUE  # m < n


def test_potrf_batched_reads_its_pointer_array_in_stream_order(dev, solver):
    n, count = 4, 3
    matrices = [_spd(n, np.float64, 20 + i) for i in range(count)]
    pointers = [dev.put(m) for m in matrices]
    arrays, infos = dev.put(np.array(pointers, np.uint64)), dev.alloc(4 * count)
    assert CUSOLVER.cusolverDnDpotrfBatched(solver, LOWER, n, arrays, n, infos, count) == \
        SUCCESS
    for pointer, m in zip(pointers, matrices):
        np.testing.assert_allclose(np.tril(dev.get(pointer, (n, n), np.float64)),
                                   np.linalg.cholesky(m), rtol=1e-12)
    assert np.all(dev.get(infos, (count,), np.int32) == 0)


def test_a_factorization_is_ordered_in_the_handles_stream(dev, solver):
    """On a non-blocking stream: the matrix copied in, factored and solved, the solution copied
    out, with no synchronization between."""
    cuda = dev.cuda
    n = 64
    a = _spd(n, np.float64, 30)
    b = random((n, 1), np.float64, 31)
    stream = check(cuda, cuda.cuStreamCreate(1))
    assert CUSOLVER.cusolverDnSetStream(solver, int(stream)) == SUCCESS
    got = ctypes.c_void_p()
    assert CUSOLVER.cusolverDnGetStream(solver, ctypes.byref(got)) == SUCCESS
    assert got.value == int(stream)
    pa, pb, info = dev.alloc(8 * n * n), dev.alloc(8 * n), dev.alloc(4)
    a_host, b_host = np.ascontiguousarray(a.T), b.copy()  # column-major bytes
    check(cuda, cuda.cuMemcpyHtoDAsync(pa, a_host, a_host.nbytes, stream))
    check(cuda, cuda.cuMemcpyHtoDAsync(pb, b_host, b_host.nbytes, stream))
    assert CUSOLVER.cusolverDnDpotrf(solver, UPPER, n, pa, n, None, 1, info) == SUCCESS
    assert CUSOLVER.cusolverDnDpotrs(solver, UPPER, n, 1, pa, n, pb, n, info) == SUCCESS
    out = np.zeros(n)
    check(cuda, cuda.cuMemcpyDtoHAsync(out, pb, out.nbytes, stream))
    check(cuda, cuda.cuStreamSynchronize(stream))
    np.testing.assert_allclose(out, np.linalg.solve(a, b)[:, 0], rtol=1e-10)


def test_bad_input_gets_cusolvers_statuses_and_touches_nothing(dev, solver):
    a = np.eye(3)
    pa, info = dev.put(a), dev.alloc(4)
    host = np.eye(3)
    assert CUSOLVER.cusolverDnDgetrf(solver, -1, 3, pa, 3, None, None, info) == INVALID_VALUE
    assert CUSOLVER.cusolverDnDgetrf(solver, 3, 3, pa, 2, None, None, info) == INVALID_VALUE
    assert CUSOLVER.cusolverDnDpotrf(solver, 7, 3, pa, 3, None, 1, info) == INVALID_VALUE
    assert CUSOLVER.cusolverDnDgetrf(solver, 3, 3, host.ctypes.data, 3, None, None,
                                     info) == INVALID_VALUE  # host memory: not the device's
    assert CUSOLVER.cusolverDnDgetrf(solver, 4, 4, pa, 4, None, None, info) == INVALID_VALUE
    assert CUSOLVER.cusolverDnDgetrf(ctypes.c_void_p(0xBAD0), 3, 3, pa, 3, None, None,
                                     info) == NOT_INITIALIZED
    assert CUSOLVER.cusolverDnXgetrf(solver, None, 3, 3, 2, pa, 3, None, 2, None, 0, None, 0,
                                     info) == NOT_SUPPORTED  # CUDA_R_16F
    assert np.array_equal(dev.get(pa, (3, 3), np.float64), a) and np.array_equal(host, a)


# -- the sparse API (cusolverSp) ------------------------------------------------------------------

def _sparse_handle():
    out = ctypes.c_void_p()
    assert CUSOLVER.cusolverSpCreate(ctypes.byref(out)) == SUCCESS
    return out


def _mat_descr(base=0):
    from .blas import CUSPARSE

    descr = ctypes.c_void_p()
    assert CUSPARSE.cusparseCreateMatDescr(ctypes.byref(descr)) == SUCCESS
    assert CUSPARSE.cusparseSetMatIndexBase(descr, base) == SUCCESS
    return descr


def _system(n, dtype, seed, spd=False):
    import scipy.sparse as sp

    rng = np.random.default_rng(seed)
    a = sp.random_array((n, n), density=0.2, rng=rng, format="csr")
    if np.dtype(dtype).kind == "c":
        a = a + 1j * sp.random_array((n, n), density=0.2, rng=rng, format="csr")
    a = a + a.conj().T if spd else a
    a = sp.csr_array(a + n * sp.eye_array(n))
    a.sort_indices()
    return sp.csr_array(a.astype(dtype)), random(n, dtype, seed + 1)


@pytest.mark.parametrize("kind", "sdcz")
@pytest.mark.parametrize("method,device", [("lu", False), ("qr", False), ("chol", False),
                                           ("qr", True), ("chol", True)])
def test_sparse_direct_solves_match_numpy(dev, kind, method, device):
    dtype = DTYPES[kind]
    n = 30
    a, b = _system(n, dtype, 40, spd=method == "chol")
    h, descr = _sparse_handle(), _mat_descr(1)  # one-based indices
    arrays = [a.data, (a.indptr + 1).astype(np.int32), (a.indices + 1).astype(np.int32), b,
              np.zeros(n, dtype)]
    real = np.float32 if kind in "sc" else np.float64
    tol = ctypes.c_float(1e-6) if real is np.float32 else ctypes.c_double(1e-12)
    singularity = ctypes.c_int(99)
    fn = getattr(CUSOLVER, f"cusolverSp{kind.upper()}csrlsv{method}{'' if device else 'Host'}")
    if device:
        pointers = [dev.put(x) for x in arrays]
        assert fn(h, n, a.nnz, descr, *pointers[:4], tol, 1, pointers[4],
                  ctypes.byref(singularity)) == SUCCESS
        x = dev.get(pointers[4], (n,), dtype)
    else:
        assert fn(h, n, a.nnz, descr, *(v.ctypes.data for v in arrays[:4]), tol, 1,
                  arrays[4].ctypes.data, ctypes.byref(singularity)) == SUCCESS
        x = arrays[4]
    assert singularity.value == -1
    tolerance = 1e-4 if real is np.float32 else 1e-10
    np.testing.assert_allclose(a @ x, b, rtol=tolerance, atol=tolerance)
    assert CUSOLVER.cusolverSpDestroy(h) == SUCCESS


def test_a_singular_matrix_reports_its_singularity():
    import scipy.sparse as sp

    a = sp.csr_array(np.array([[1.0, 2.0, 0.0], [2.0, 4.0, 0.0], [0.0, 0.0, 3.0]]))
    b, x = np.ones(3), np.zeros(3)
    h, descr = _sparse_handle(), _mat_descr()
    indptr, indices = a.indptr.astype(np.int32), a.indices.astype(np.int32)
    singularity = ctypes.c_int(-5)
    assert CUSOLVER.cusolverSpDcsrlsvluHost(h, 3, a.nnz, descr, a.data.ctypes.data,
                                            indptr.ctypes.data, indices.ctypes.data,
                                            b.ctypes.data, ctypes.c_double(1e-12), 0,
                                            x.ctypes.data, ctypes.byref(singularity)) == SUCCESS
    assert singularity.value >= 0
    assert CUSOLVER.cusolverSpDcsrlsvluHost(h, 3, a.nnz, descr, a.data.ctypes.data,
                                            indptr.ctypes.data, indices.ctypes.data,
                                            b.ctypes.data, ctypes.c_double(1e-12), 0,
                                            x.ctypes.data, None) == INVALID_VALUE
    assert CUSOLVER.cusolverSpDcsrlsvluHost(h, 3, a.nnz, descr, a.data.ctypes.data,
                                            indptr.ctypes.data, indices.ctypes.data,
                                            b.ctypes.data, ctypes.c_double(1e-12), 7,
                                            x.ctypes.data, ctypes.byref(singularity)) == \
        INVALID_VALUE  # reorder is 0 to 3
    assert CUSOLVER.cusolverSpDcsrlsvluHost(None, 3, a.nnz, descr, a.data.ctypes.data,
                                            indptr.ctypes.data, indices.ctypes.data,
                                            b.ctypes.data, ctypes.c_double(1e-12), 0,
                                            x.ctypes.data, ctypes.byref(singularity)) == \
        NOT_INITIALIZED
    assert CUSOLVER.cusolverSpDestroy(h) == SUCCESS


def test_the_host_helpers_symmetry_ordering_and_permutation():
    import scipy.sparse as sp
    from scipy.sparse.csgraph import reverse_cuthill_mckee

    a, _ = _system(12, np.float64, 50, spd=True)
    h, descr = _sparse_handle(), _mat_descr()
    indptr, indices = a.indptr.astype(np.int32), a.indices.astype(np.int32)
    issym = ctypes.c_int(-1)
    assert CUSOLVER.cusolverSpXcsrissymHost(h, 12, a.nnz, descr, indptr.ctypes.data,
                                            indptr[1:].ctypes.data, indices.ctypes.data,
                                            ctypes.byref(issym)) == SUCCESS
    assert issym.value == 1
    upper = sp.csr_array(sp.triu(a))
    u_ptr, u_ind = upper.indptr.astype(np.int32), upper.indices.astype(np.int32)
    assert CUSOLVER.cusolverSpXcsrissymHost(h, 12, upper.nnz, descr, u_ptr.ctypes.data,
                                            u_ptr[1:].ctypes.data, u_ind.ctypes.data,
                                            ctypes.byref(issym)) == SUCCESS
    assert issym.value == 0
    p = np.zeros(12, np.int32)
    assert CUSOLVER.cusolverSpXcsrsymrcmHost(h, 12, a.nnz, descr, indptr.ctypes.data,
                                             indices.ctypes.data, p.ctypes.data) == SUCCESS
    assert sorted(p) == list(range(12))
    np.testing.assert_array_equal(p, reverse_cuthill_mckee(a, symmetric_mode=True))
    q = np.roll(np.arange(12, dtype=np.int32), 5)
    size = ctypes.c_size_t()
    assert CUSOLVER.cusolverSpXcsrperm_bufferSizeHost(h, 12, 12, a.nnz, descr,
                                                      indptr.ctypes.data, indices.ctypes.data,
                                                      p.ctypes.data, q.ctypes.data,
                                                      ctypes.byref(size)) == SUCCESS
    mapping = np.arange(a.nnz, dtype=np.int32)
    buffer = np.zeros(size.value, np.uint8)
    assert CUSOLVER.cusolverSpXcsrpermHost(h, 12, 12, a.nnz, descr, indptr.ctypes.data,
                                           indices.ctypes.data, p.ctypes.data, q.ctypes.data,
                                           mapping.ctypes.data, buffer.ctypes.data) == SUCCESS
    b = sp.csr_array((a.data[mapping], indices, indptr), shape=(12, 12))
    np.testing.assert_array_equal(b.toarray(), a.toarray()[np.ix_(p, q)])
    assert CUSOLVER.cusolverSpDestroy(h) == SUCCESS


@pytest.mark.parametrize("device", [False, True], ids=["host", "device"])
@pytest.mark.parametrize("method", ["chol", "qr"])
def test_the_low_level_factorizations_in_their_phases(dev, method, device):
    """Analysis, buffer sizes, (QR: setup with a shift mu), factor, zero pivot, solve: the
    solution of (A - mu I) x = b."""
    n = 20
    a, b = _system(n, np.float64, 60, spd=True)
    h, descr = _sparse_handle(), _mat_descr()
    suffix = "" if device else "Host"
    label = {"chol": "Csrchol", "qr": "Csrqr"}[method]
    info = ctypes.c_void_p()
    assert getattr(CUSOLVER, f"cusolverSpCreate{label}Info{suffix}")(ctypes.byref(info)) == \
        SUCCESS
    host = [a.data, a.indptr.astype(np.int32), a.indices.astype(np.int32), b, np.zeros(n)]
    if device:
        val, ptr, ind, pb, px = (dev.put(x) for x in host)
    else:
        val, ptr, ind, pb, px = (x.ctypes.data for x in host)
    shape = (n,) if method == "chol" else (n, n)
    analysis = getattr(CUSOLVER, f"cusolverSpXcsr{method}Analysis{suffix}")
    assert analysis(h, *shape, a.nnz, descr, ptr, ind, info) == SUCCESS
    internal, workspace = ctypes.c_size_t(), ctypes.c_size_t()
    assert getattr(CUSOLVER, f"cusolverSpDcsr{method}BufferInfo{suffix}")(
        h, *shape, a.nnz, descr, val, ptr, ind, info, ctypes.byref(internal),
        ctypes.byref(workspace)) == SUCCESS
    assert internal.value > 0 and workspace.value > 0
    buffer = dev.alloc(workspace.value) if device else np.zeros(workspace.value).ctypes.data
    mu = 0.0
    if method == "chol":
        assert getattr(CUSOLVER, f"cusolverSpDcsrcholFactor{suffix}")(
            h, n, a.nnz, descr, val, ptr, ind, info, buffer) == SUCCESS
    else:
        mu = 0.5
        assert getattr(CUSOLVER, f"cusolverSpDcsrqrSetup{suffix}")(
            h, n, n, a.nnz, descr, val, ptr, ind, ctypes.c_double(mu), info) == SUCCESS
        assert getattr(CUSOLVER, f"cusolverSpDcsrqrFactor{suffix}")(
            h, n, n, a.nnz, None, None, info, buffer) == SUCCESS
    position = ctypes.c_int(7)
    assert getattr(CUSOLVER, f"cusolverSpDcsr{method}ZeroPivot{suffix}")(
        h, info, ctypes.c_double(1e-14), ctypes.byref(position)) == SUCCESS
    assert position.value == -1
    assert getattr(CUSOLVER, f"cusolverSpDcsr{method}Solve{suffix}")(
        h, *shape, pb, px, info, buffer) == SUCCESS
    x = dev.get(px, (n,), np.float64) if device else host[4]
    np.testing.assert_allclose((a.toarray() - mu * np.eye(n)) @ x, b, rtol=1e-10, atol=1e-10)
    assert getattr(CUSOLVER, f"cusolverSpDestroy{label}Info{suffix}")(info) == SUCCESS
    assert CUSOLVER.cusolverSpDestroy(h) == SUCCESS


def test_a_low_level_qr_of_a_tall_matrix_solves_least_squares():
    import scipy.sparse as sp

    rng = np.random.default_rng(70)
    a = sp.csr_array(sp.random_array((12, 5), density=0.5, rng=rng) + sp.eye_array(12, 5))
    b = rng.standard_normal(12)
    x = np.zeros(5)
    h, descr, info = _sparse_handle(), _mat_descr(), ctypes.c_void_p()
    assert CUSOLVER.cusolverSpCreateCsrqrInfoHost(ctypes.byref(info)) == SUCCESS
    ptr, ind = a.indptr.astype(np.int32), a.indices.astype(np.int32)
    assert CUSOLVER.cusolverSpXcsrqrAnalysisHost(h, 12, 5, a.nnz, descr, ptr.ctypes.data,
                                                 ind.ctypes.data, info) == SUCCESS
    assert CUSOLVER.cusolverSpDcsrqrSetupHost(h, 12, 5, a.nnz, descr, a.data.ctypes.data,
                                              ptr.ctypes.data, ind.ctypes.data,
                                              ctypes.c_double(0), info) == SUCCESS
    assert CUSOLVER.cusolverSpDcsrqrFactorHost(h, 12, 5, a.nnz, b.ctypes.data, x.ctypes.data,
                                               info, None) == SUCCESS
    np.testing.assert_allclose(x, np.linalg.lstsq(a.toarray(), b, rcond=None)[0], rtol=1e-10)
    assert CUSOLVER.cusolverSpDestroyCsrqrInfoHost(info) == SUCCESS


def test_the_fill_reducing_orderings_are_permutations_that_reduce_fill():
    """symmdq and symamd (SuperLU's minimum degree under both) give a permutation with less
    fill than none on a 2-D Laplacian; reverse Cuthill-McKee's is SciPy's."""
    import scipy.sparse as sp
    from scipy.sparse.linalg import splu

    k = 12
    line = sp.diags_array([-1.0, 2.0, -1.0], offsets=[-1, 0, 1], shape=(k, k))
    a = sp.csr_array(sp.kron(sp.eye_array(k), line) + sp.kron(line, sp.eye_array(k)))
    a.sort_indices()
    n = k * k
    h, descr = _sparse_handle(), _mat_descr()
    indptr, indices = a.indptr.astype(np.int32), a.indices.astype(np.int32)

    def fill(p):
        lu = splu(sp.csc_array(a[p][:, p]), permc_spec="NATURAL", diag_pivot_thresh=0.0)
        return lu.L.nnz + lu.U.nnz

    for name in ("cusolverSpXcsrsymmdqHost", "cusolverSpXcsrsymamdHost"):
        p = np.full(n, -1, np.int32)
        assert getattr(CUSOLVER, name)(h, n, a.nnz, descr, indptr.ctypes.data,
                                       indices.ctypes.data, p.ctypes.data) == SUCCESS
        assert sorted(p) == list(range(n))
        assert fill(p) < 0.8 * fill(np.arange(n))
        assert getattr(CUSOLVER, name)(h, n, a.nnz, descr, indptr.ctypes.data,
                                       indices.ctypes.data, None) == INVALID_VALUE
    assert CUSOLVER.cusolverSpDestroy(h) == SUCCESS


def _lu_host(a, threshold=1.0):
    """A csrluInfoHost_t through analysis and factor of ``a``."""
    h, descr, info = _sparse_handle(), _mat_descr(), ctypes.c_void_p()
    assert CUSOLVER.cusolverSpCreateCsrluInfoHost(ctypes.byref(info)) == SUCCESS
    n = a.shape[0]
    ptr, ind = a.indptr.astype(np.int32), a.indices.astype(np.int32)
    keep = (ptr, ind)
    assert CUSOLVER.cusolverSpXcsrluAnalysisHost(h, n, a.nnz, descr, ptr.ctypes.data,
                                                 ind.ctypes.data, info) == SUCCESS
    internal, workspace = ctypes.c_size_t(), ctypes.c_size_t()
    assert CUSOLVER.cusolverSpDcsrluBufferInfoHost(
        h, n, a.nnz, descr, a.data.ctypes.data, ptr.ctypes.data, ind.ctypes.data, info,
        ctypes.byref(internal), ctypes.byref(workspace)) == SUCCESS
    buffer = np.zeros(workspace.value, np.uint8)
    status = CUSOLVER.cusolverSpDcsrluFactorHost(
        h, n, a.nnz, descr, a.data.ctypes.data, ptr.ctypes.data, ind.ctypes.data, info,
        ctypes.c_double(threshold), buffer.ctypes.data)
    return h, descr, info, buffer, status, keep


def test_the_low_level_lu_factors_solves_and_extracts_p_q_l_u():
    """P A Q^T = L U with L's unit diagonal left out (what cuSolverRF takes), its solve, and
    its zero pivot; a pivot threshold out of [0, 1] is INVALID_VALUE."""
    import scipy.sparse as sp

    n = 40
    a, b = _system(n, np.float64, 80)
    h, descr, info, buffer, status, _ = _lu_host(a)
    assert status == SUCCESS
    position = ctypes.c_int(5)
    assert CUSOLVER.cusolverSpDcsrluZeroPivotHost(h, info, ctypes.c_double(1e-14),
                                                  ctypes.byref(position)) == SUCCESS
    assert position.value == -1
    x = np.zeros(n)
    assert CUSOLVER.cusolverSpDcsrluSolveHost(h, n, b.ctypes.data, x.ctypes.data, info,
                                              buffer.ctypes.data) == SUCCESS
    np.testing.assert_allclose(a @ x, b, rtol=1e-10, atol=1e-10)
    nnz_l, nnz_u = ctypes.c_int(), ctypes.c_int()
    assert CUSOLVER.cusolverSpXcsrluNnzHost(h, ctypes.byref(nnz_l), ctypes.byref(nnz_u),
                                            info) == SUCCESS
    one = _mat_descr(1)  # L and U one-based, as their descriptor says
    p, q = np.zeros(n, np.int32), np.zeros(n, np.int32)
    lv, lp, li = np.zeros(nnz_l.value), np.zeros(n + 1, np.int32), np.zeros(nnz_l.value,
                                                                           np.int32)
    uv, up, ui = np.zeros(nnz_u.value), np.zeros(n + 1, np.int32), np.zeros(nnz_u.value,
                                                                           np.int32)
    assert CUSOLVER.cusolverSpDcsrluExtractHost(
        h, p.ctypes.data, q.ctypes.data, one, lv.ctypes.data, lp.ctypes.data, li.ctypes.data,
        one, uv.ctypes.data, up.ctypes.data, ui.ctypes.data, info, buffer.ctypes.data) == \
        SUCCESS
    lower = sp.csr_array((lv, li - 1, lp - 1), shape=(n, n))
    upper = sp.csr_array((uv, ui - 1, up - 1), shape=(n, n))
    assert sp.triu(lower).nnz == 0 and sp.tril(upper, -1).nnz == 0  # no unit diagonal in L
    assert sorted(p) == list(range(n)) and sorted(q) == list(range(n))
    product = ((lower + sp.eye_array(n)) @ upper).toarray()
    np.testing.assert_allclose(product, a.toarray()[np.ix_(p, q)], atol=1e-12)
    assert np.all(np.abs(lower.data) <= 1 + 1e-12)  # partial pivoting: |l| <= 1
    _, _, info2, _, status, _ = _lu_host(a, threshold=1.5)
    assert status == INVALID_VALUE
    for value in (info, info2):
        assert CUSOLVER.cusolverSpDestroyCsrluInfoHost(value) == SUCCESS
    assert CUSOLVER.cusolverSpDcsrluSolveHost(h, n, b.ctypes.data, x.ctypes.data, info,
                                              None) == INVALID_VALUE  # destroyed
    assert CUSOLVER.cusolverSpDestroy(h) == SUCCESS
