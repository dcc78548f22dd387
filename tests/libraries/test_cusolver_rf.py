"""zluda's cuSolverRF on the CPU device, through libcusolver's C ABI: a sequence of matrices
with one pattern refactored from a first LU (set up from host or device memory) and solved,
L and U in each format and unit-diagonal convention, their extraction (bundled and split, on
the host and in device memory), the numeric boost of a zero pivot and its report, the batched
routines with their zero pivots, and cuSOLVER's statuses for bad input."""

from __future__ import annotations

import ctypes

import numpy as np
import pytest
import scipy.sparse as sp
from scipy.sparse.linalg import splu

from .blas import CUSOLVER, Device

SUCCESS, NOT_INITIALIZED, INVALID_VALUE, ZERO_PIVOT = 0, 1, 3, 10
CSR, CSC = 0, 1
STORED_L, STORED_U, ASSUMED_L, ASSUMED_U = 0, 1, 2, 3
BOOST_NOT_USED, BOOST_USED = 0, 1
LIBC = ctypes.CDLL(None)
LIBC.free.argtypes = [ctypes.c_void_p]


@pytest.fixture
def dev(backend):
    return Device(backend)


@pytest.fixture
def rf(backend):
    handle = ctypes.c_void_p()
    assert CUSOLVER.cusolverRfCreate(ctypes.byref(handle)) == SUCCESS
    yield handle
    assert CUSOLVER.cusolverRfDestroy(handle) == SUCCESS


def _matrix(n, seed):
    rng = np.random.default_rng(seed)
    a = sp.csr_array(sp.random_array((n, n), density=0.15, rng=rng) + sp.eye_array(n))
    a.sort_indices()
    return a


def _revalued(a, seed):
    """A matrix of ``a``'s pattern with other values."""
    rng = np.random.default_rng(seed)
    b = a.copy()
    b.data = rng.uniform(-1, 1, a.nnz) + 2.0 * (np.repeat(np.arange(a.shape[0]),
                                                          np.diff(a.indptr)) == a.indices)
    return b


def _first_lu(a):
    """(P, Q, L, U) of P A Q^T = L U (gathers; L unit lower with its diagonal, CSR)."""
    lu = splu(sp.csc_array(a), permc_spec="COLAMD", diag_pivot_thresh=1.0)
    return (np.argsort(lu.perm_r).astype(np.int32), np.argsort(lu.perm_c).astype(np.int32),
            sp.csr_array(lu.L), sp.csr_array(lu.U))


def _convention(lower, upper, diagonal):
    """L and U as ``diagonal`` says cuSolverRF takes them (from L unit, U with pivots)."""
    pivots = upper.diagonal()
    if diagonal in (STORED_U, ASSUMED_U):  # L D, D^-1 U
        lower = sp.csr_array(lower @ sp.diags_array(pivots))
        upper = sp.csr_array(sp.diags_array(1 / pivots) @ upper)
    identity = sp.eye_array(lower.shape[0])
    if diagonal == ASSUMED_L:
        lower = sp.csr_array(sp.tril(lower, -1))
    if diagonal == ASSUMED_U:
        upper = sp.csr_array(sp.triu(upper, 1))
    if diagonal == STORED_U:
        upper = sp.csr_array(sp.triu(upper, 1) + identity)
    return lower, upper


def _arrays(matrix, fmt):
    matrix = sp.csr_array(matrix) if fmt == CSR else sp.csc_array(matrix)
    matrix.sort_indices()
    return [matrix.indptr.astype(np.int32), matrix.indices.astype(np.int32),
            matrix.data.astype(np.float64)]


def _csr(a):
    return [a.indptr.astype(np.int32), a.indices.astype(np.int32), a.data.astype(np.float64)]


def _setup(rf, dev, a, p, q, lower, upper, fmt=CSR, diagonal=ASSUMED_L, device=False):
    """Set up ``rf`` with A, L, U (in ``fmt`` and ``diagonal``), P and Q; returns what must
    stay alive."""
    assert CUSOLVER.cusolverRfSetMatrixFormat(rf, fmt, diagonal) == SUCCESS
    lower, upper = _convention(lower, upper, diagonal)
    parts = [_csr(a), _arrays(lower, fmt), _arrays(upper, fmt)]
    if device:
        pointers = [[dev.put(x) for x in part] for part in parts]
        pp, pq = dev.put(p), dev.put(q)
        setup = CUSOLVER.cusolverRfSetupDevice
    else:
        pointers = [[x.ctypes.data for x in part] for part in parts]
        pp, pq = p.ctypes.data, q.ctypes.data
        setup = CUSOLVER.cusolverRfSetupHost
    n = a.shape[0]
    assert setup(n, a.nnz, *pointers[0], len(parts[1][1]), *pointers[1], len(parts[2][1]),
                 *pointers[2], pp, pq, rf) == SUCCESS
    assert CUSOLVER.cusolverRfAnalyze(rf) == SUCCESS
    return parts


def _solve(rf, dev, p, q, b):
    n = len(b)
    xf, temp = dev.put(b), dev.alloc(8 * n)
    assert CUSOLVER.cusolverRfSolve(rf, dev.put(p), dev.put(q), 1, temp, n, xf, n) == SUCCESS
    return dev.get(xf, (n,), np.float64)


def _reset(rf, dev, a, p, q):
    n = a.shape[0]
    pointers = [dev.put(x) for x in _csr(a)]
    assert CUSOLVER.cusolverRfResetValues(n, a.nnz, *pointers, dev.put(p), dev.put(q),
                                          rf) == SUCCESS


@pytest.mark.parametrize("device", [False, True], ids=["setup-host", "setup-device"])
def test_a_sequence_of_matrices_is_refactored_and_solved(rf, dev, device):
    n = 60
    a = _matrix(n, 1)
    p, q, lower, upper = _first_lu(a)
    _setup(rf, dev, a, p, q, lower, upper, device=device)
    b = np.random.default_rng(2).standard_normal(n)
    np.testing.assert_allclose(a @ _solve(rf, dev, p, q, b), b, atol=1e-10)  # the factors given
    for seed in (3, 4):
        a2 = _revalued(a, seed)
        _reset(rf, dev, a2, p, q)
        assert CUSOLVER.cusolverRfRefactor(rf) == SUCCESS
        x = _solve(rf, dev, p, q, b)
        np.testing.assert_allclose(x, np.linalg.solve(a2.toarray(), b), rtol=1e-8, atol=1e-10)
    report = ctypes.c_int(-1)
    assert CUSOLVER.cusolverRfGetNumericBoostReport(rf, ctypes.byref(report)) == SUCCESS
    assert report.value == BOOST_NOT_USED


def _take(address, count, dtype):
    """A copy of ``count`` elements at a malloc'd ``address``, which is then freed."""
    out = np.frombuffer((ctypes.c_char * (count * np.dtype(dtype).itemsize)).from_address(
        address), dtype).copy()
    LIBC.free(address)
    return out


def _host_matrix(n, fmt, nnz, pointers, indices, values):
    parts = (_take(values.value, nnz.value, np.float64), _take(indices.value, nnz.value,
                                                                np.int32),
             _take(pointers.value, n + 1, np.int32))
    return (sp.csr_array if fmt == CSR else sp.csc_array)(parts, shape=(n, n))


@pytest.mark.parametrize("fmt", [CSR, CSC], ids=["csr", "csc"])
@pytest.mark.parametrize("diagonal", [STORED_L, STORED_U, ASSUMED_L, ASSUMED_U],
                         ids=["stored-L", "stored-U", "assumed-L", "assumed-U"])
def test_each_format_and_unit_diagonal_is_taken_and_given_back(rf, dev, fmt, diagonal):
    """L and U given in a convention solve; refactored, they come back in it (split and
    bundled, host and device) equal to the LU of the new P A Q^T."""
    n = 30
    a = _matrix(n, 10)
    p, q, lower, upper = _first_lu(a)
    _setup(rf, dev, a, p, q, lower, upper, fmt, diagonal)
    b = np.random.default_rng(11).standard_normal(n)
    np.testing.assert_allclose(a @ _solve(rf, dev, p, q, b), b, atol=1e-10)
    a2 = _revalued(a, 12)
    _reset(rf, dev, a2, p, q)
    assert CUSOLVER.cusolverRfRefactor(rf) == SUCCESS
    reordered = a2.toarray()[np.ix_(p, q)]
    counts = [ctypes.c_int() for _ in range(2)]
    outs = [[ctypes.c_void_p() for _ in range(3)] for _ in range(2)]
    assert CUSOLVER.cusolverRfExtractSplitFactorsHost(
        rf, ctypes.byref(counts[0]), *map(ctypes.byref, outs[0]), ctypes.byref(counts[1]),
        *map(ctypes.byref, outs[1])) == SUCCESS
    got_l, got_u = (_host_matrix(n, fmt, count, *out) for count, out in zip(counts, outs))
    identity = np.eye(n)
    full_l = got_l.toarray() + (identity if diagonal == ASSUMED_L else 0)
    full_u = got_u.toarray() + (identity if diagonal == ASSUMED_U else 0)
    np.testing.assert_allclose(full_l @ full_u, reordered, atol=1e-10)
    assert np.allclose(np.triu(full_l, 1), 0) and np.allclose(np.tril(full_u, -1), 0)
    unit = full_l if diagonal in (STORED_L, ASSUMED_L) else full_u
    np.testing.assert_allclose(np.diag(unit), 1.0)
    nnz, mp, mi, mx = ctypes.c_int(), ctypes.c_void_p(), ctypes.c_void_p(), ctypes.c_void_p()
    assert CUSOLVER.cusolverRfExtractBundledFactorsHost(
        rf, ctypes.byref(nnz), ctypes.byref(mp), ctypes.byref(mi), ctypes.byref(mx)) == SUCCESS
    bundled = _host_matrix(n, fmt, nnz, mp, mi, mx).toarray()
    np.testing.assert_allclose(bundled, full_l + full_u - identity, atol=1e-12)
    dnnz, dp, di, dx = ctypes.c_int(), ctypes.c_void_p(), ctypes.c_void_p(), ctypes.c_void_p()
    assert CUSOLVER.cusolverRfAccessBundledFactorsDevice(
        rf, ctypes.byref(dnnz), ctypes.byref(dp), ctypes.byref(di), ctypes.byref(dx)) == SUCCESS
    assert dnnz.value == nnz.value
    on_device = (sp.csr_array if fmt == CSR else sp.csc_array)(
        (dev.get(dx.value, (dnnz.value,), np.float64),
         dev.get(di.value, (dnnz.value,), np.int32), dev.get(dp.value, (n + 1,), np.int32)),
        shape=(n, n))
    np.testing.assert_allclose(on_device.toarray(), bundled)


def _pivot_trouble():
    """A first matrix, and one of its pattern whose second pivot is 0 without pivoting."""
    a = sp.csr_array(np.array([[2.0, 1.0, 0.0], [1.0, 2.0, 1.0], [0.0, 1.0, 2.0]]))
    a2 = sp.csr_array(np.array([[1.0, 1.0, 0.0], [1.0, 1.0, 1.0], [0.0, 1.0, 2.0]]))
    identity = np.arange(3, dtype=np.int32)
    lu = splu(sp.csc_array(a), permc_spec="NATURAL", diag_pivot_thresh=0.0)
    return a, a2, identity, sp.csr_array(lu.L), sp.csr_array(lu.U)


def test_a_zero_pivot_is_boosted_and_reported(rf, dev):
    a, a2, identity, lower, upper = _pivot_trouble()
    assert CUSOLVER.cusolverRfSetNumericProperties(rf, ctypes.c_double(1e-12),
                                                   ctypes.c_double(0.5)) == SUCCESS
    zero, boost = ctypes.c_double(), ctypes.c_double()
    assert CUSOLVER.cusolverRfGetNumericProperties(rf, ctypes.byref(zero),
                                                   ctypes.byref(boost)) == SUCCESS
    assert (zero.value, boost.value) == (1e-12, 0.5)
    _setup(rf, dev, a, identity, identity, lower, upper)
    _reset(rf, dev, a2, identity, identity)
    assert CUSOLVER.cusolverRfRefactor(rf) == SUCCESS
    report = ctypes.c_int(-1)
    assert CUSOLVER.cusolverRfGetNumericBoostReport(rf, ctypes.byref(report)) == SUCCESS
    assert report.value == BOOST_USED
    nnz, mp, mi, mx = ctypes.c_int(), ctypes.c_void_p(), ctypes.c_void_p(), ctypes.c_void_p()
    assert CUSOLVER.cusolverRfExtractBundledFactorsHost(
        rf, ctypes.byref(nnz), ctypes.byref(mp), ctypes.byref(mi), ctypes.byref(mx)) == SUCCESS
    m = _host_matrix(3, CSR, nnz, mp, mi, mx).toarray()
    # row 1: l = 1/1, pivot 1 - 1 = 0 -> 0.5; row 2: l = 1/0.5, pivot 2 - 2 * 1 = 0 -> 0.5
    np.testing.assert_allclose(m, [[1.0, 1.0, 0.0], [1.0, 0.5, 1.0], [0.0, 2.0, 0.5]])


def test_the_batched_routines_refactor_solve_and_report_zero_pivots(rf, dev):
    a, a2, identity, lower, upper = _pivot_trouble()
    n = 3
    values = [a.data.copy(), a2.data.copy()]
    pointer_array = np.array([v.ctypes.data for v in values], np.uint64)
    ptr, ind = a.indptr.astype(np.int32), a.indices.astype(np.int32)
    lower = sp.csr_array(sp.tril(lower, -1))
    lp, li, lv = _arrays(lower, CSR)
    up, ui, uv = _arrays(upper, CSR)
    assert CUSOLVER.cusolverRfSetMatrixFormat(rf, CSR, ASSUMED_L) == SUCCESS
    assert CUSOLVER.cusolverRfBatchSetupHost(
        2, n, a.nnz, ptr.ctypes.data, ind.ctypes.data, pointer_array.ctypes.data, len(li),
        lp.ctypes.data, li.ctypes.data, lv.ctypes.data, len(ui), up.ctypes.data,
        ui.ctypes.data, uv.ctypes.data, identity.ctypes.data, identity.ctypes.data,
        rf) == SUCCESS
    assert CUSOLVER.cusolverRfBatchAnalyze(rf) == SUCCESS
    assert CUSOLVER.cusolverRfBatchRefactor(rf) == SUCCESS
    positions = np.full(2, 7, np.int32)
    assert CUSOLVER.cusolverRfBatchZeroPivot(rf, positions.ctypes.data) == ZERO_PIVOT
    assert positions.tolist() == [-1, 1]
    # new values for both: the second now factors
    a3 = sp.csr_array(np.array([[3.0, 1.0, 0.0], [1.0, 3.0, 1.0], [0.0, 1.0, 3.0]]))
    device_values = np.array([dev.put(a.data), dev.put(a3.data)], np.uint64)
    dp, di, dq = dev.put(ptr), dev.put(ind), dev.put(identity)
    assert CUSOLVER.cusolverRfBatchResetValues(2, n, a.nnz, dp, di, device_values.ctypes.data,
                                               dq, dq, rf) == SUCCESS
    assert CUSOLVER.cusolverRfBatchRefactor(rf) == SUCCESS
    assert CUSOLVER.cusolverRfBatchZeroPivot(rf, positions.ctypes.data) == SUCCESS
    assert positions.tolist() == [-1, -1]
    b = np.array([1.0, 2.0, 3.0])
    xs = np.array([dev.put(b), dev.put(b)], np.uint64)
    temp = dev.alloc(8 * 2 * 2 * n)
    assert CUSOLVER.cusolverRfBatchSolve(rf, dq, dq, 1, temp, n, xs.ctypes.data, n) == SUCCESS
    for address, matrix in zip(xs, (a, a3)):
        np.testing.assert_allclose(matrix @ dev.get(int(address), (n,), np.float64), b,
                                   atol=1e-12)


def test_bad_input_gets_cusolvers_statuses_and_touches_nothing(rf, dev):
    n = 10
    a = _matrix(n, 20)
    p, q, lower, upper = _first_lu(a)
    assert CUSOLVER.cusolverRfRefactor(rf) == INVALID_VALUE  # nothing set up
    assert CUSOLVER.cusolverRfSetMatrixFormat(rf, 5, ASSUMED_L) == INVALID_VALUE
    assert CUSOLVER.cusolverRfSetNumericProperties(rf, ctypes.c_double(-1.0),
                                                   ctypes.c_double(0)) == INVALID_VALUE
    assert CUSOLVER.cusolverRfSetAlgs(rf, 7, 1) == INVALID_VALUE
    assert CUSOLVER.cusolverRfSetResetValuesFastMode(rf, 1) == SUCCESS
    mode = ctypes.c_int(-1)
    assert CUSOLVER.cusolverRfGetResetValuesFastMode(rf, ctypes.byref(mode)) == SUCCESS
    assert mode.value == 1
    bad_p = p.copy()
    bad_p[0] = bad_p[1]
    strict = sp.csr_array(sp.tril(lower, -1))
    parts = [_csr(a), _arrays(strict, CSR), _arrays(upper, CSR)]
    pointers = [x.ctypes.data for part in parts for x in part]
    for first in (bad_p, p):
        assert CUSOLVER.cusolverRfSetupHost(
            n, a.nnz, *pointers[:3], strict.nnz, *pointers[3:6], upper.nnz, *pointers[6:],
            first.ctypes.data, q.ctypes.data, rf) == (INVALID_VALUE if first is bad_p
                                                      else SUCCESS)
        if first is bad_p:  # nothing was set up
            assert CUSOLVER.cusolverRfAnalyze(rf) == INVALID_VALUE
    _setup(rf, dev, a, p, q, lower, upper)
    b = np.ones(n)
    xf = dev.put(b)
    assert CUSOLVER.cusolverRfSolve(rf, dev.put(p), dev.put(q), 1, dev.alloc(8 * n), n, xf,
                                    n - 1) == INVALID_VALUE  # ldxf < n
    assert CUSOLVER.cusolverRfSolve(rf, dev.put(p), dev.put(q), 1, dev.alloc(8 * n), n,
                                    b.ctypes.data, n) == INVALID_VALUE  # host memory
    np.testing.assert_array_equal(dev.get(xf, (n,), np.float64), b)
    assert CUSOLVER.cusolverRfRefactor(ctypes.c_void_p(0xBAD0)) == NOT_INITIALIZED
    assert CUSOLVER.cusolverRfSetupHost(n, a.nnz, *[x.ctypes.data for x in _csr(a)], 0,
                                        None, None, None, 0, None, None, None,
                                        p.ctypes.data, q.ctypes.data,
                                        None) == NOT_INITIALIZED
    handle = ctypes.c_void_p()
    assert CUSOLVER.cusolverRfCreate(ctypes.byref(handle)) == SUCCESS
    assert CUSOLVER.cusolverRfDestroy(handle) == SUCCESS
    assert CUSOLVER.cusolverRfDestroy(handle) == NOT_INITIALIZED
