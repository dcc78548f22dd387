"""zluda's cuSPARSE on the CPU device, through libcusparse.so.12's C ABI: the generic API's
products and conversions against SciPy and NumPy (each format, operation and value type, index
bases, half precision), descriptors, the legacy index functions, cuSPARSE's statuses for bad
input, and the order of its calls in a stream (a kernel writes x, SpMV reads it, a kernel reads
y, unsynchronized)."""

import ctypes

import numpy as np
import pytest
import scipy.sparse as sp
from zluda.libraries.cusparse.status import C

from tests.runtime.helpers import RUNTIME_PTX, check, kernel

from .blas import CUSPARSE, Device, scalar

OK, NOT_INITIALIZED, INVALID, NOT_SUPPORTED = (
    C.CUSPARSE_STATUS_SUCCESS, C.CUSPARSE_STATUS_NOT_INITIALIZED,
    C.CUSPARSE_STATUS_INVALID_VALUE, C.CUSPARSE_STATUS_NOT_SUPPORTED)
TYPES = {np.float32: C.CUDA_R_32F, np.float64: C.CUDA_R_64F, np.complex64: C.CUDA_C_32F,
         np.complex128: C.CUDA_C_64F, np.float16: C.CUDA_R_16F}
INDEX = {np.int32: C.CUSPARSE_INDEX_32I, np.int64: C.CUSPARSE_INDEX_64I}
OPS = {"N": C.CUSPARSE_OPERATION_NON_TRANSPOSE, "T": C.CUSPARSE_OPERATION_TRANSPOSE,
       "C": C.CUSPARSE_OPERATION_CONJUGATE_TRANSPOSE}
TOL = {np.float32: 1e-5, np.float64: 1e-12, np.complex64: 1e-5, np.complex128: 1e-12,
       np.float16: 1e-2}
P = ctypes.c_void_p


@pytest.fixture
def dev(backend):
    return Device(backend)


@pytest.fixture
def h():
    out = P()
    assert CUSPARSE.cusparseCreate(ctypes.byref(out)) == OK
    yield out
    assert CUSPARSE.cusparseDestroy(out) == OK


def random_sparse(m, n, dtype, seed=0, density=0.3):
    rng = np.random.default_rng(seed)
    a = sp.random_array((m, n), density=density, format="csr", rng=rng, dtype=np.float64)
    if np.dtype(dtype).kind == "c":
        a = a + 1j * sp.random_array((m, n), density=density, format="csr", rng=rng)
        a = sp.csr_array(a)
    return sp.csr_array(a.astype(dtype))


def op(matrix, name):
    return {"N": matrix, "T": matrix.T, "C": matrix.conj().T}[name]


class Sparse:
    """A SciPy matrix put into device memory and described by a cusparseSpMatDescr_t."""

    def __init__(self, dev, matrix, fmt="csr", index=np.int32, base=0, dtype=None):
        """(``dtype``: the values' type on the device, where SciPy has none: half.)"""
        self.matrix = matrix
        m, n = matrix.shape
        dtype = dtype or matrix.dtype.type
        self.descr = P()
        if fmt == "coo":
            coo = sp.coo_array(matrix)
            rows, cols = coo.coords
            self.arrays = [dev.put((rows + base).astype(index)),
                           dev.put((cols + base).astype(index)),
                           dev.put(coo.data.astype(dtype))]
            assert CUSPARSE.cusparseCreateCoo(ctypes.byref(self.descr), m, n, coo.nnz,
                                              *self.arrays, INDEX[index], base,
                                              TYPES[dtype]) == OK
            return
        compressed = sp.csr_array(matrix) if fmt == "csr" else sp.csc_array(matrix)
        compressed.sort_indices()
        self.arrays = [dev.put((compressed.indptr + base).astype(index)),
                       dev.put((compressed.indices + base).astype(index)),
                       dev.put(compressed.data.astype(dtype))]
        create = CUSPARSE.cusparseCreateCsr if fmt == "csr" else CUSPARSE.cusparseCreateCsc
        assert create(ctypes.byref(self.descr), m, n, compressed.nnz, *self.arrays,
                      INDEX[index], INDEX[index], base, TYPES[dtype]) == OK

    def __del__(self):
        CUSPARSE.cusparseDestroySpMat(self.descr)


def dn_vec(dev, values):
    out, ptr = P(), dev.put(values)
    assert CUSPARSE.cusparseCreateDnVec(ctypes.byref(out), len(values), ptr,
                                        TYPES[values.dtype.type]) == OK
    return out, ptr


def dn_mat(dev, matrix, order="col", extra=2):
    """A dense matrix with a leading dimension ``extra`` larger than it needs."""
    rows, cols = matrix.shape
    if order == "col":
        ld = rows + extra
        stored = np.zeros((ld, cols), matrix.dtype)
        stored[:rows] = matrix
        ptr = dev.put(stored)
    else:
        ld = cols + extra
        stored = np.zeros((rows, ld), matrix.dtype)
        stored[:, :cols] = matrix
        ptr = dev.put(stored.T)  # (put stores column-major: the transpose is row-major)
    out = P()
    order_value = C.CUSPARSE_ORDER_COL if order == "col" else C.CUSPARSE_ORDER_ROW
    assert CUSPARSE.cusparseCreateDnMat(ctypes.byref(out), rows, cols, ld, ptr,
                                        TYPES[matrix.dtype.type], order_value) == OK
    return out, ptr, ld


def get_dn_mat(dev, ptr, rows, cols, ld, dtype, order="col"):
    if order == "col":
        return dev.get(ptr, (ld, cols), dtype)[:rows]
    return dev.get(ptr, (ld, rows), dtype).T[:, :cols]


# -- handles and descriptors --------------------------------------------------------------

def test_handles_streams_and_pointer_modes(dev, h):
    version = ctypes.c_int()
    assert CUSPARSE.cusparseGetVersion(h, ctypes.byref(version)) == OK
    assert version.value == 12603  # the nvidia-cusparse 12.6.3 headers' CUSPARSE_VERSION
    err, stream = dev.cuda.cuStreamCreate(1)
    assert CUSPARSE.cusparseSetStream(h, int(stream)) == OK
    got = P()
    assert CUSPARSE.cusparseGetStream(h, ctypes.byref(got)) == OK and got.value == int(stream)
    assert CUSPARSE.cusparseSetStream(h, 0xDEAD0) == INVALID
    assert CUSPARSE.cusparseGetStream(h, ctypes.byref(got)) == OK and got.value == int(stream)
    mode = ctypes.c_int(-1)
    assert CUSPARSE.cusparseGetPointerMode(h, ctypes.byref(mode)) == OK and mode.value == 0
    assert CUSPARSE.cusparseSetPointerMode(h, 5) == INVALID
    assert CUSPARSE.cusparseSetPointerMode(h, C.CUSPARSE_POINTER_MODE_DEVICE) == OK
    assert CUSPARSE.cusparseGetVersion(None, ctypes.byref(version)) == NOT_INITIALIZED
    assert CUSPARSE.cusparseSetStream(None, 0) == NOT_INITIALIZED
    assert CUSPARSE.cusparseCreate(None) == INVALID


def test_descriptors_keep_what_they_were_given(dev):
    a = P()
    arrays = [dev.alloc(64) for _ in range(3)]
    assert CUSPARSE.cusparseCreateCsr(ctypes.byref(a), 4, 5, 6, *arrays, INDEX[np.int32],
                                      INDEX[np.int64], 1, C.CUDA_C_64F) == OK
    rows, cols, nnz = (ctypes.c_int64() for _ in range(3))
    ptrs = [P() for _ in range(3)]
    kinds = [ctypes.c_int() for _ in range(4)]
    assert CUSPARSE.cusparseCsrGet(a, *(ctypes.byref(x) for x in (rows, cols, nnz, *ptrs,
                                                                 *kinds))) == OK
    assert (rows.value, cols.value, nnz.value) == (4, 5, 6)
    assert [p.value for p in ptrs] == arrays
    assert [k.value for k in kinds] == [INDEX[np.int32], INDEX[np.int64], 1, C.CUDA_C_64F]
    fmt = ctypes.c_int()
    assert CUSPARSE.cusparseSpMatGetFormat(a, ctypes.byref(fmt)) == OK
    assert fmt.value == C.CUSPARSE_FORMAT_CSR
    fill = ctypes.c_int(C.CUSPARSE_FILL_MODE_UPPER)
    assert CUSPARSE.cusparseSpMatSetAttribute(a, C.CUSPARSE_SPMAT_FILL_MODE,
                                              ctypes.byref(fill), 4) == OK
    fill.value = -1
    assert CUSPARSE.cusparseSpMatGetAttribute(a, C.CUSPARSE_SPMAT_FILL_MODE,
                                              ctypes.byref(fill), 4) == OK
    assert fill.value == C.CUSPARSE_FILL_MODE_UPPER
    assert CUSPARSE.cusparseSpMatSetAttribute(a, C.CUSPARSE_SPMAT_FILL_MODE,
                                              ctypes.byref(fill), 8) == INVALID
    # a CSR descriptor is not a COO one; a destroyed one is no descriptor
    assert CUSPARSE.cusparseCooGet(a, *(ctypes.byref(x) for x in (
        rows, cols, nnz, *ptrs, *kinds[:3]))) == INVALID
    assert CUSPARSE.cusparseDestroySpMat(a) == OK
    assert CUSPARSE.cusparseSpMatGetSize(a, ctypes.byref(rows), ctypes.byref(cols),
                                         ctypes.byref(nnz)) == INVALID
    # bad sizes, bases, types and orders
    assert CUSPARSE.cusparseCreateCsr(ctypes.byref(a), -1, 5, 6, *arrays, 2, 2, 0,
                                      C.CUDA_R_32F) == INVALID
    assert CUSPARSE.cusparseCreateCsr(ctypes.byref(a), 4, 5, 6, *arrays, 2, 2, 2,
                                      C.CUDA_R_32F) == INVALID
    assert CUSPARSE.cusparseCreateCsr(ctypes.byref(a), 4, 5, 6, *arrays, 9, 2, 0,
                                      C.CUDA_R_32F) == INVALID
    mat = P()
    assert CUSPARSE.cusparseCreateDnMat(ctypes.byref(mat), 4, 3, 3, arrays[0], C.CUDA_R_32F,
                                        C.CUSPARSE_ORDER_COL) == INVALID  # ld < rows
    assert CUSPARSE.cusparseCreateDnMat(ctypes.byref(mat), 4, 3, 3, arrays[0], C.CUDA_R_32F,
                                        C.CUSPARSE_ORDER_ROW) == OK  # ld >= cols
    ld, order = ctypes.c_int64(), ctypes.c_int()
    value_type = ctypes.c_int()
    assert CUSPARSE.cusparseDnMatGet(mat, ctypes.byref(rows), ctypes.byref(cols),
                                     ctypes.byref(ld), ctypes.byref(ptrs[0]),
                                     ctypes.byref(value_type), ctypes.byref(order)) == OK
    assert (rows.value, cols.value, ld.value, order.value) == (4, 3, 3, C.CUSPARSE_ORDER_ROW)
    assert CUSPARSE.cusparseDestroyDnMat(mat) == OK
    descr = P()
    assert CUSPARSE.cusparseCreateMatDescr(ctypes.byref(descr)) == OK
    assert CUSPARSE.cusparseGetMatIndexBase(descr) == 0
    assert CUSPARSE.cusparseSetMatIndexBase(descr, 1) == OK
    assert CUSPARSE.cusparseGetMatIndexBase(descr) == 1
    assert CUSPARSE.cusparseSetMatType(descr, 9) == INVALID
    assert CUSPARSE.cusparseDestroyMatDescr(descr) == OK


# -- products -----------------------------------------------------------------------------

@pytest.mark.parametrize("dtype", [np.float32, np.float64, np.complex64, np.complex128])
@pytest.mark.parametrize("fmt", ["csr", "csc", "coo"])
@pytest.mark.parametrize("opname", ["N", "T", "C"])
def test_spmv_matches_scipy(dev, h, dtype, fmt, opname):
    m, n = 9, 7
    a = random_sparse(m, n, dtype, 1)
    rows, cols = (m, n) if opname == "N" else (n, m)
    rng = np.random.default_rng(2)
    x = rng.standard_normal(cols).astype(dtype)
    y = rng.standard_normal(rows).astype(dtype)
    A = Sparse(dev, a, fmt)
    vx, _ = dn_vec(dev, x)
    vy, py = dn_vec(dev, y)
    alpha, beta = dtype(1.5), dtype(-0.5)
    size = ctypes.c_size_t(99)
    args = (h, OPS[opname], scalar(alpha, dtype), A.descr, vx, scalar(beta, dtype), vy,
            TYPES[dtype], C.CUSPARSE_SPMV_ALG_DEFAULT)
    assert CUSPARSE.cusparseSpMV_bufferSize(*args, ctypes.byref(size)) == OK
    assert CUSPARSE.cusparseSpMV(*args, None) == OK
    expected = alpha * (op(a, opname) @ x) + beta * y
    np.testing.assert_allclose(dev.get(py, (rows,), dtype), expected, rtol=TOL[dtype],
                               atol=TOL[dtype])


@pytest.mark.parametrize("index", [np.int32, np.int64])
def test_spmv_with_one_based_indices_and_beta_zero_ignores_nan(dev, h, index):
    a = random_sparse(6, 6, np.float64, 3)
    A = Sparse(dev, a, "csr", index=index, base=1)
    x = np.arange(6, dtype=np.float64)
    vx, _ = dn_vec(dev, x)
    vy, py = dn_vec(dev, np.full(6, np.nan))
    assert CUSPARSE.cusparseSpMV(h, 0, scalar(1.0, np.float64), A.descr, vx,
                                 scalar(0.0, np.float64), vy, C.CUDA_R_64F, 0, None) == OK
    np.testing.assert_allclose(dev.get(py, (6,), np.float64), a @ x, rtol=1e-12)


def test_half_precision_spmv_computes_in_f32(dev, h):
    a = random_sparse(8, 8, np.float32, 4)
    a.data = a.data.astype(np.float16).astype(np.float32)  # values that half holds exactly
    A = Sparse(dev, a, dtype=np.float16)
    x = np.linspace(-1, 1, 8).astype(np.float16)
    vx, _ = dn_vec(dev, x)
    vy, py = dn_vec(dev, np.zeros(8, np.float16))
    one, zero = scalar(1, np.float32), scalar(0, np.float32)
    assert CUSPARSE.cusparseSpMV(h, 0, one, A.descr, vx, zero, vy, C.CUDA_R_32F, 0, None) == OK
    expected = (a @ x.astype(np.float32)).astype(np.float16)
    np.testing.assert_allclose(dev.get(py, (8,), np.float16), expected, rtol=2e-3, atol=2e-3)
    # half computed in 64-bit is no combination of cuSPARSE's
    assert CUSPARSE.cusparseSpMV(h, 0, one, A.descr, vx, zero, vy, C.CUDA_R_64F, 0,
                                 None) == NOT_SUPPORTED


def test_device_pointer_mode_reads_scalars_when_the_call_runs(dev, h):
    a = random_sparse(5, 5, np.float32, 5)
    A = Sparse(dev, a)
    x = np.ones(5, np.float32)
    vx, _ = dn_vec(dev, x)
    vy, py = dn_vec(dev, np.zeros(5, np.float32))
    scalars = dev.put(np.array([2.0, 0.0], np.float32))
    assert CUSPARSE.cusparseSetPointerMode(h, C.CUSPARSE_POINTER_MODE_DEVICE) == OK
    assert CUSPARSE.cusparseSpMV(h, 0, scalars, A.descr, vx, scalars + 4, vy, C.CUDA_R_32F, 0,
                                 None) == OK
    np.testing.assert_allclose(dev.get(py, (5,), np.float32), 2 * (a @ x), rtol=1e-6)
    # a scalar that is not device memory, in device mode
    host = scalar(1.0, np.float32)
    assert CUSPARSE.cusparseSpMV(h, 0, host, A.descr, vx, scalars + 4, vy, C.CUDA_R_32F, 0,
                                 None) == INVALID


@pytest.mark.parametrize("dtype", [np.float32, np.complex128])
@pytest.mark.parametrize("order", ["col", "row"])
@pytest.mark.parametrize("ops", ["NN", "TN", "NT", "CT"])
def test_spmm_matches_scipy(dev, h, dtype, order, ops):
    m, k, n = 7, 6, 4
    op_a, op_b = ops
    a = random_sparse(*((m, k) if op_a == "N" else (k, m)), dtype, 6)
    rng = np.random.default_rng(7)
    b = rng.standard_normal((k, n) if op_b == "N" else (n, k)).astype(dtype)
    c = rng.standard_normal((m, n)).astype(dtype)
    A = Sparse(dev, a)
    mb, _, _ = dn_mat(dev, b, order)
    mc, pc, ldc = dn_mat(dev, c, order)
    alpha, beta = dtype(2), dtype(0.5)
    args = (h, OPS[op_a], OPS[op_b], scalar(alpha, dtype), A.descr, mb, scalar(beta, dtype),
            mc, TYPES[dtype], C.CUSPARSE_SPMM_ALG_DEFAULT)
    size = ctypes.c_size_t(7)
    assert CUSPARSE.cusparseSpMM_bufferSize(*args, ctypes.byref(size)) == OK
    assert CUSPARSE.cusparseSpMM(*args, None) == OK
    expected = alpha * (op(a, op_a) @ op(b, op_b)) + beta * c
    got = get_dn_mat(dev, pc, m, n, ldc, dtype, order)
    np.testing.assert_allclose(got, expected, rtol=TOL[dtype], atol=TOL[dtype])


def test_mismatched_sizes_get_invalid_value(dev, h):
    a = random_sparse(5, 4, np.float32, 8)
    A = Sparse(dev, a)
    vx, _ = dn_vec(dev, np.ones(5, np.float32))  # A has 4 columns
    vy, _ = dn_vec(dev, np.zeros(5, np.float32))
    one = scalar(1, np.float32)
    assert CUSPARSE.cusparseSpMV(h, 0, one, A.descr, vx, one, vy, C.CUDA_R_32F, 0,
                                 None) == INVALID
    assert CUSPARSE.cusparseSpMV(h, 7, one, A.descr, vx, one, vy, C.CUDA_R_32F, 0,
                                 None) == INVALID
    assert CUSPARSE.cusparseSpMV(h, 0, None, A.descr, vx, one, vy, C.CUDA_R_32F, 0,
                                 None) == INVALID
    assert CUSPARSE.cusparseSpMV(None, 0, one, A.descr, vx, one, vy, C.CUDA_R_32F, 0,
                                 None) == NOT_INITIALIZED


def test_arrays_outside_device_memory_are_caught_before_they_are_read(dev, h):
    values = np.ones(4, np.float32)
    host_array = values.ctypes.data  # pageable host memory, not an allocation
    a = P()
    offsets, indices = dev.put(np.array([0, 1, 2, 3, 4], np.int32)), dev.alloc(16)
    assert CUSPARSE.cusparseCreateCsr(ctypes.byref(a), 4, 4, 4, offsets, indices, host_array,
                                      2, 2, 0, C.CUDA_R_32F) == OK  # made before it is read
    vx, _ = dn_vec(dev, np.ones(4, np.float32))
    vy, py = dn_vec(dev, np.full(4, 7, np.float32))
    one = scalar(1, np.float32)
    assert CUSPARSE.cusparseSpMV(h, 0, one, a, vx, one, vy, C.CUDA_R_32F, 0, None) == INVALID
    assert np.all(dev.get(py, (4,), np.float32) == 7)
    assert CUSPARSE.cusparseDestroySpMat(a) == OK


# -- conversions --------------------------------------------------------------------------

@pytest.mark.parametrize("fmt", ["csr", "csc", "coo"])
def test_sparse_to_dense_and_back(dev, h, fmt):
    a = random_sparse(6, 5, np.float64, 9)
    A = Sparse(dev, a, fmt)
    mat, ptr, ld = dn_mat(dev, np.full((6, 5), np.nan), "col")
    size = ctypes.c_size_t(1)
    assert CUSPARSE.cusparseSparseToDense_bufferSize(h, A.descr, mat, 0,
                                                     ctypes.byref(size)) == OK
    assert CUSPARSE.cusparseSparseToDense(h, A.descr, mat, 0, None) == OK
    dense = get_dn_mat(dev, ptr, 6, 5, ld, np.float64)
    np.testing.assert_array_equal(dense, a.toarray())
    # back: the analysis counts the nonzeros (and writes the offsets), then the conversion
    b = P()
    count = 7 if fmt == "csr" else 6
    offsets = dev.alloc(8 * count)
    create = {"csr": CUSPARSE.cusparseCreateCsr, "csc": CUSPARSE.cusparseCreateCsc}
    if fmt == "coo":
        assert CUSPARSE.cusparseCreateCoo(ctypes.byref(b), 6, 5, 0, None, None, None, 3, 0,
                                          C.CUDA_R_64F) == OK
    else:
        assert create[fmt](ctypes.byref(b), 6, 5, 0, offsets, None, None, 3, 3, 0,
                           C.CUDA_R_64F) == OK
    assert CUSPARSE.cusparseDenseToSparse_analysis(h, mat, b, 0, None) == OK
    rows, cols, nnz = (ctypes.c_int64() for _ in range(3))
    assert CUSPARSE.cusparseSpMatGetSize(b, ctypes.byref(rows), ctypes.byref(cols),
                                         ctypes.byref(nnz)) == OK
    assert nnz.value == a.nnz
    indices, values = dev.alloc(8 * a.nnz), dev.alloc(8 * a.nnz)
    if fmt == "coo":
        coo_rows = dev.alloc(8 * a.nnz)
        assert CUSPARSE.cusparseCooSetPointers(b, coo_rows, indices, values) == OK
    else:
        setter = {"csr": CUSPARSE.cusparseCsrSetPointers, "csc": CUSPARSE.cusparseCscSetPointers}
        assert setter[fmt](b, offsets, indices, values) == OK
    assert CUSPARSE.cusparseDenseToSparse_convert(h, mat, b, 0, None) == OK
    data = dev.get(values, (a.nnz,), np.float64)
    index = dev.get(indices, (a.nnz,), np.int64)
    if fmt == "csr":
        got = sp.csr_array((data, index, dev.get(offsets, (7,), np.int64)), shape=(6, 5))
    elif fmt == "csc":
        got = sp.csc_array((data, index, dev.get(offsets, (6,), np.int64)), shape=(6, 5))
    else:
        got = sp.coo_array((data, (dev.get(coo_rows, (a.nnz,), np.int64), index)),
                           shape=(6, 5))
    np.testing.assert_array_equal(got.toarray(), a.toarray())
    assert CUSPARSE.cusparseDestroySpMat(b) == OK


@pytest.mark.parametrize("base", [0, 1])
@pytest.mark.parametrize("action", [C.CUSPARSE_ACTION_NUMERIC, C.CUSPARSE_ACTION_SYMBOLIC])
def test_csr2csc(dev, h, base, action):
    a = random_sparse(7, 5, np.complex64, 10)
    a.sort_indices()
    csc = sp.csc_array(a)
    csc.sort_indices()
    pv, pp, pi = (dev.put(x) for x in (a.data, (a.indptr + base).astype(np.int32),
                                       (a.indices + base).astype(np.int32)))
    qv = dev.put(np.zeros(a.nnz, np.complex64))
    qp, qi = dev.alloc(4 * 6), dev.alloc(4 * a.nnz)
    args = (h, 7, 5, a.nnz, pv, pp, pi, qv, qp, qi, C.CUDA_C_32F, action, base,
            C.CUSPARSE_CSR2CSC_ALG1)
    size = ctypes.c_size_t(3)
    assert CUSPARSE.cusparseCsr2cscEx2_bufferSize(*args, ctypes.byref(size)) == OK
    assert CUSPARSE.cusparseCsr2cscEx2(*args, None) == OK
    np.testing.assert_array_equal(dev.get(qp, (6,), np.int32), csc.indptr + base)
    np.testing.assert_array_equal(dev.get(qi, (a.nnz,), np.int32), csc.indices + base)
    values = dev.get(qv, (a.nnz,), np.complex64)
    if action == C.CUSPARSE_ACTION_NUMERIC:
        np.testing.assert_array_equal(values, csc.data)
    else:
        assert np.all(values == 0)  # the symbolic form leaves the values alone


def test_legacy_index_functions(dev, h):
    a = random_sparse(6, 6, np.float32, 11)
    coo = sp.coo_array(a)
    rows, cols = (x.astype(np.int32) for x in coo.coords)
    pr = dev.put(rows)
    po = dev.alloc(4 * 7)
    assert CUSPARSE.cusparseXcoo2csr(h, pr, coo.nnz, 6, po, 0) == OK
    np.testing.assert_array_equal(dev.get(po, (7,), np.int32), a.indptr)
    pr2 = dev.alloc(4 * coo.nnz)
    assert CUSPARSE.cusparseXcsr2coo(h, po, coo.nnz, 6, pr2, 0) == OK
    np.testing.assert_array_equal(dev.get(pr2, (coo.nnz,), np.int32), rows)
    # shuffled entries sorted by (row, column), the permutation moved with them
    order = np.random.default_rng(12).permutation(coo.nnz)
    pr, pc = dev.put(rows[order]), dev.put(cols[order])
    perm = dev.alloc(4 * coo.nnz)
    size = ctypes.c_size_t(5)
    assert CUSPARSE.cusparseXcoosort_bufferSizeExt(h, 6, 6, coo.nnz, pr, pc,
                                                   ctypes.byref(size)) == OK
    assert CUSPARSE.cusparseCreateIdentityPermutation(h, coo.nnz, perm) == OK
    assert CUSPARSE.cusparseXcoosortByRow(h, 6, 6, coo.nnz, pr, pc, perm, None) == OK
    np.testing.assert_array_equal(dev.get(pr, (coo.nnz,), np.int32), rows)
    np.testing.assert_array_equal(dev.get(pc, (coo.nnz,), np.int32), cols)
    np.testing.assert_array_equal(order[dev.get(perm, (coo.nnz,), np.int32)],
                                  np.arange(coo.nnz))
    # CSR with each row's columns reversed, sorted
    reversed_cols = np.concatenate([a.indices[a.indptr[i]:a.indptr[i + 1]][::-1]
                                    for i in range(6)]).astype(np.int32)
    descr = P()
    assert CUSPARSE.cusparseCreateMatDescr(ctypes.byref(descr)) == OK
    pc = dev.put(reversed_cols)
    assert CUSPARSE.cusparseXcsrsort(h, 6, 6, coo.nnz, descr, dev.put(
        a.indptr.astype(np.int32)), pc, None, None) == OK
    np.testing.assert_array_equal(dev.get(pc, (coo.nnz,), np.int32), a.indices)
    assert CUSPARSE.cusparseDestroyMatDescr(descr) == OK


def test_sparse_vector_operations(dev, h):
    n = 10
    where = np.array([1, 4, 7], np.int32)
    xs = np.array([2.0, -1.0, 0.5])
    y = np.arange(n, dtype=np.float64)
    vec = P()
    pi, pv = dev.put(where), dev.put(xs)
    assert CUSPARSE.cusparseCreateSpVec(ctypes.byref(vec), n, 3, pi, pv, 2, 0,
                                        C.CUDA_R_64F) == OK
    vy, py = dn_vec(dev, y)
    result = np.zeros(1)
    assert CUSPARSE.cusparseSpVV(h, 0, vec, vy, result.ctypes.data, C.CUDA_R_64F, None) == OK
    assert result[0] == pytest.approx(xs @ y[where])
    assert CUSPARSE.cusparseAxpby(h, scalar(2.0, np.float64), vec, scalar(3.0, np.float64),
                                  vy) == OK
    expected = 3 * y
    expected[where] += 2 * xs
    np.testing.assert_allclose(dev.get(py, (n,), np.float64), expected)
    assert CUSPARSE.cusparseGather(h, vy, vec) == OK
    np.testing.assert_allclose(dev.get(pv, (3,), np.float64), expected[where])
    assert CUSPARSE.cusparseDestroySpVec(vec) == OK


def _float_bits(value: float) -> int:
    return int(np.array([value], np.float32).view(np.uint32)[0])


def test_an_spmv_is_ordered_between_kernels_on_a_non_blocking_stream(dev, h):
    """A kernel writes x (all 2.0), SpMV (the identity times 3) reads it into y, a kernel adds
    1 to y's bits: enqueued on a non-blocking stream with no synchronization between."""
    cuda = dev.cuda
    module = check(cuda, cuda.cuModuleLoadData(RUNTIME_PTX))
    scale_add = kernel(cuda, module, "scale_add")  # x[i] = x[i] * scale + add (u32)
    n = 64
    A = Sparse(dev, sp.csr_array(sp.identity(n, dtype=np.float32, format="csr")))
    vx, px = dn_vec(dev, np.zeros(n, np.float32))
    vy, py = dn_vec(dev, np.zeros(n, np.float32))
    stream = check(cuda, cuda.cuStreamCreate(1))
    types = (None, ctypes.c_uint32, ctypes.c_uint32, ctypes.c_uint64)

    def launch(ptr, scale, add):
        check(cuda, cuda.cuLaunchKernel(scale_add, 1, 1, 1, 64, 1, 1, 0, stream,
                                        ((cuda.CUdeviceptr(ptr), scale, add, n), types), 0))

    launch(px, 0, _float_bits(2.0))
    assert CUSPARSE.cusparseSetStream(h, int(stream)) == OK
    assert CUSPARSE.cusparseSpMV(h, 0, scalar(3, np.float32), A.descr, vx,
                                 scalar(0, np.float32), vy, C.CUDA_R_32F, 0, None) == OK
    launch(py, 1, 1)
    check(cuda, cuda.cuStreamSynchronize(stream))
    assert np.all(dev.get(py, (n,), np.uint32) == _float_bits(6.0) + 1)


# -- operations in phases -----------------------------------------------------------------

def _plan(kind):
    out = P()
    assert getattr(CUSPARSE, f"cusparse{kind}_createDescr")(ctypes.byref(out)) == OK
    return out


@pytest.mark.parametrize("dtype", [np.float32, np.complex128])
def test_spgemm_in_its_phases_matches_scipy(dev, h, dtype):
    a, b = random_sparse(8, 6, dtype, 13), random_sparse(6, 7, dtype, 14)
    A, B = Sparse(dev, a), Sparse(dev, b)
    c = P()
    offsets = dev.alloc(4 * 9)
    assert CUSPARSE.cusparseCreateCsr(ctypes.byref(c), 8, 7, 0, offsets, None, None, 2, 2, 0,
                                      TYPES[dtype]) == OK
    plan = _plan("SpGEMM")
    alpha, beta = scalar(2, dtype), scalar(0, dtype)
    args = (h, 0, 0, alpha, A.descr, B.descr, beta, c, TYPES[dtype], C.CUSPARSE_SPGEMM_DEFAULT,
            plan)
    size = ctypes.c_size_t()
    for phase in ("workEstimation", "compute"):
        fn = getattr(CUSPARSE, f"cusparseSpGEMM_{phase}")
        assert fn(*args, ctypes.byref(size), None) == OK and size.value > 0
        assert fn(*args, ctypes.byref(size), dev.alloc(size.value)) == OK
    rows, cols, nnz = (ctypes.c_int64() for _ in range(3))
    assert CUSPARSE.cusparseSpMatGetSize(c, ctypes.byref(rows), ctypes.byref(cols),
                                         ctypes.byref(nnz)) == OK
    expected = sp.csr_array(2 * (a @ b))
    expected.sort_indices()
    assert nnz.value == expected.nnz
    indices, values = dev.alloc(4 * nnz.value), dev.alloc(nnz.value * np.dtype(dtype).itemsize)
    assert CUSPARSE.cusparseCsrSetPointers(c, offsets, indices, values) == OK
    assert CUSPARSE.cusparseSpGEMM_copy(*args) == OK
    np.testing.assert_array_equal(dev.get(offsets, (9,), np.int32), expected.indptr)
    np.testing.assert_array_equal(dev.get(indices, (nnz.value,), np.int32), expected.indices)
    np.testing.assert_allclose(dev.get(values, (nnz.value,), dtype), expected.data,
                               rtol=TOL[dtype])
    assert CUSPARSE.cusparseSpGEMM_destroyDescr(plan) == OK
    assert CUSPARSE.cusparseDestroySpMat(c) == OK


def test_sddmm_samples_a_dense_product_at_the_nonzeros(dev, h):
    rng = np.random.default_rng(15)
    a, b = rng.standard_normal((6, 4)), rng.standard_normal((5, 4))  # op(B) = B^T
    pattern = random_sparse(6, 5, np.float64, 16)
    C_ = Sparse(dev, pattern)
    ma, _, _ = dn_mat(dev, a, "row")
    mb, _, _ = dn_mat(dev, b, "col")
    alpha, beta = scalar(2.0, np.float64), scalar(0.5, np.float64)
    args = (h, 0, C.CUSPARSE_OPERATION_TRANSPOSE, alpha, ma, mb, beta, C_.descr, C.CUDA_R_64F,
            C.CUSPARSE_SDDMM_ALG_DEFAULT)
    size = ctypes.c_size_t()
    assert CUSPARSE.cusparseSDDMM_bufferSize(*args, ctypes.byref(size)) == OK
    assert CUSPARSE.cusparseSDDMM_preprocess(*args, None) == OK
    assert CUSPARSE.cusparseSDDMM(*args, None) == OK
    full = a @ b.T
    rows = np.repeat(np.arange(6), np.diff(pattern.indptr))
    expected = 2 * full[rows, pattern.indices] + 0.5 * pattern.data
    np.testing.assert_allclose(dev.get(C_.arrays[2], (pattern.nnz,), np.float64), expected,
                               rtol=1e-12)


def _triangular(n, dtype, seed, lower):
    dense = np.random.default_rng(seed).standard_normal((n, n)) * (
        np.random.default_rng(seed + 1).random((n, n)) < 0.4)
    dense = dense + 4 * np.eye(n)
    return sp.csr_array(dense.astype(dtype)), (np.tril if lower else np.triu)(dense)


@pytest.mark.parametrize("fill", ["lower", "upper"])
@pytest.mark.parametrize("opname", ["N", "T"])
@pytest.mark.parametrize("diag", ["non-unit", "unit"])
def test_spsv_solves_with_the_triangle_that_the_attributes_name(dev, h, fill, opname, diag):
    n = 8
    a, triangle = _triangular(n, np.float64, 17, fill == "lower")
    if diag == "unit":
        np.fill_diagonal(triangle, 1)
    A = Sparse(dev, a)  # both triangles stored: only the named one may be read
    mode = ctypes.c_int(C.CUSPARSE_FILL_MODE_LOWER if fill == "lower" else
                        C.CUSPARSE_FILL_MODE_UPPER)
    assert CUSPARSE.cusparseSpMatSetAttribute(A.descr, C.CUSPARSE_SPMAT_FILL_MODE,
                                              ctypes.byref(mode), 4) == OK
    unit = ctypes.c_int(C.CUSPARSE_DIAG_TYPE_UNIT if diag == "unit" else
                        C.CUSPARSE_DIAG_TYPE_NON_UNIT)
    assert CUSPARSE.cusparseSpMatSetAttribute(A.descr, C.CUSPARSE_SPMAT_DIAG_TYPE,
                                              ctypes.byref(unit), 4) == OK
    x = np.arange(1, n + 1, dtype=np.float64)
    vx, _ = dn_vec(dev, x)
    vy, py = dn_vec(dev, np.zeros(n))
    plan = _plan("SpSV")
    args = (h, OPS[opname], scalar(2.0, np.float64), A.descr, vx, vy, C.CUDA_R_64F,
            C.CUSPARSE_SPSV_ALG_DEFAULT, plan)
    assert CUSPARSE.cusparseSpSV_solve(*args) == INVALID  # before its analysis
    size = ctypes.c_size_t()
    assert CUSPARSE.cusparseSpSV_bufferSize(*args, ctypes.byref(size)) == OK
    assert CUSPARSE.cusparseSpSV_analysis(*args, dev.alloc(size.value)) == OK
    assert CUSPARSE.cusparseSpSV_solve(*args) == OK
    y = dev.get(py, (n,), np.float64)
    np.testing.assert_allclose(op(triangle, opname) @ y, 2 * x, rtol=1e-10)
    assert CUSPARSE.cusparseSpSV_destroyDescr(plan) == OK


def test_spsm_solves_each_column(dev, h):
    n, k = 7, 3
    a, triangle = _triangular(n, np.float32, 18, True)
    A = Sparse(dev, a)
    b = np.random.default_rng(19).standard_normal((n, k)).astype(np.float32)
    mb, _, _ = dn_mat(dev, b, "col")
    mc, pc, ldc = dn_mat(dev, np.zeros((n, k), np.float32), "col")
    plan = _plan("SpSM")
    args = (h, 0, 0, scalar(1, np.float32), A.descr, mb, mc, C.CUDA_R_32F,
            C.CUSPARSE_SPSM_ALG_DEFAULT, plan)
    size = ctypes.c_size_t()
    assert CUSPARSE.cusparseSpSM_bufferSize(*args, ctypes.byref(size)) == OK
    assert CUSPARSE.cusparseSpSM_analysis(*args, None) == OK
    assert CUSPARSE.cusparseSpSM_solve(*args) == OK
    got = get_dn_mat(dev, pc, n, k, ldc, np.float32)
    np.testing.assert_allclose(triangle @ got, b, rtol=1e-4, atol=1e-4)
    assert CUSPARSE.cusparseSpSM_destroyDescr(plan) == OK


def test_csrgeam2_adds_two_csr_matrices(dev, h):
    a, b = random_sparse(6, 5, np.float64, 20), random_sparse(6, 5, np.float64, 21)
    descr = P()
    assert CUSPARSE.cusparseCreateMatDescr(ctypes.byref(descr)) == OK
    pa = [dev.put(x) for x in (a.data, a.indptr.astype(np.int32), a.indices.astype(np.int32))]
    pb = [dev.put(x) for x in (b.data, b.indptr.astype(np.int32), b.indices.astype(np.int32))]
    alpha, beta = scalar(2.0, np.float64), scalar(-1.0, np.float64)
    offsets = dev.alloc(4 * 7)
    size = ctypes.c_size_t()
    assert CUSPARSE.cusparseDcsrgeam2_bufferSizeExt(
        h, 6, 5, alpha, descr, a.nnz, *pa, beta, descr, b.nnz, *pb, descr, None, offsets,
        None, ctypes.byref(size)) == OK
    nnz = ctypes.c_int(-1)
    assert CUSPARSE.cusparseXcsrgeam2Nnz(h, 6, 5, descr, a.nnz, pa[1], pa[2], descr, b.nnz,
                                         pb[1], pb[2], descr, offsets, ctypes.byref(nnz),
                                         None) == OK
    union = (abs(a) + abs(b)).tocsr()
    assert nnz.value == union.nnz
    values, indices = dev.alloc(8 * nnz.value), dev.alloc(4 * nnz.value)
    assert CUSPARSE.cusparseDcsrgeam2(h, 6, 5, alpha, descr, a.nnz, *pa, beta, descr, b.nnz,
                                      *pb, descr, values, offsets, indices, None) == OK
    got = sp.csr_array((dev.get(values, (nnz.value,), np.float64),
                        dev.get(indices, (nnz.value,), np.int32),
                        dev.get(offsets, (7,), np.int32)), shape=(6, 5))
    np.testing.assert_allclose(got.toarray(), (2 * a - b).toarray(), rtol=1e-12)
    assert CUSPARSE.cusparseDestroyMatDescr(descr) == OK


# -- incomplete factorizations ------------------------------------------------------------

def _ilu0_reference(dense, pattern):
    """ILU(0) by the textbook IKJ loops on a dense copy, updating only the pattern."""
    a = dense.copy()
    n = len(a)
    for i in range(1, n):
        for k in range(i):
            if not pattern[i, k]:
                continue
            a[i, k] /= a[k, k]
            for j in range(k + 1, n):
                if pattern[i, j]:
                    a[i, j] -= a[i, k] * a[k, j]
    return a


def _ic0_reference(dense, pattern):
    a = np.tril(dense.copy())
    n = len(a)
    for i in range(n):
        for k in range(i):
            if pattern[i, k]:
                a[i, k] = (a[i, k] - np.sum(a[i, :k] * np.conj(a[k, :k]))) / a[k, k]
        a[i, i] = np.sqrt(a[i, i] - np.sum(np.abs(a[i, :i]) ** 2))
    return a


def _spd_pattern(n, seed, dtype):
    rng = np.random.default_rng(seed)
    mask = np.triu(rng.random((n, n)) < 0.3, 1)
    mask = mask | mask.T | np.eye(n, dtype=bool)
    values = rng.standard_normal((n, n))
    if np.dtype(dtype).kind == "c":
        values = values + 1j * rng.standard_normal((n, n))
    dense = np.where(mask, values, 0)
    dense = (dense + dense.conj().T) / 2 + n * np.eye(n)  # diagonally dominant, Hermitian
    return dense.astype(dtype), mask


@pytest.mark.parametrize("kind", "dz")
@pytest.mark.parametrize("what", ["csrilu02", "csric02"])
def test_incomplete_factorizations_match_the_textbook_loops(dev, h, kind, what):
    dtype = {"d": np.float64, "z": np.complex128}[kind]
    n = 12
    dense, mask = _spd_pattern(n, 30, dtype)
    a = sp.csr_array(dense)
    a.sort_indices()
    descr, info = P(), P()
    assert CUSPARSE.cusparseCreateMatDescr(ctypes.byref(descr)) == OK
    label = what[0].upper() + what[1:]
    assert getattr(CUSPARSE, f"cusparseCreate{label}Info")(ctypes.byref(info)) == OK
    pv, pp, pi = (dev.put(x) for x in (a.data, a.indptr.astype(np.int32),
                                       a.indices.astype(np.int32)))
    name = f"cusparse{kind.upper()}{what}"
    size = ctypes.c_int()
    assert getattr(CUSPARSE, f"{name}_bufferSize")(h, n, a.nnz, descr, pv, pp, pi, info,
                                                   ctypes.byref(size)) == OK
    args = (h, n, a.nnz, descr, pv, pp, pi, info, C.CUSPARSE_SOLVE_POLICY_USE_LEVEL,
            dev.alloc(max(size.value, 1)))
    assert getattr(CUSPARSE, name)(*args) == INVALID  # before its analysis
    assert getattr(CUSPARSE, f"{name}_analysis")(*args) == OK
    assert getattr(CUSPARSE, name)(*args) == OK
    position = ctypes.c_int(7)
    assert getattr(CUSPARSE, f"cusparseX{what}_zeroPivot")(h, info,
                                                           ctypes.byref(position)) == OK
    assert position.value == -1
    got = sp.csr_array((dev.get(pv, (a.nnz,), dtype), a.indices, a.indptr),
                       shape=(n, n)).toarray()
    if what == "csrilu02":
        expected = _ilu0_reference(dense, mask)
        np.testing.assert_allclose(got[mask], expected[mask], rtol=1e-12, atol=1e-12)
    else:
        expected = _ic0_reference(dense, mask)
        lower = np.tril(mask)
        np.testing.assert_allclose(got[lower], expected[lower], rtol=1e-12, atol=1e-12)
        np.testing.assert_array_equal(got[~np.tril(np.ones_like(mask))],
                                      dense[~np.tril(np.ones_like(mask))])  # upper untouched
    assert getattr(CUSPARSE, f"cusparseDestroy{label}Info")(info) == OK
    assert CUSPARSE.cusparseDestroyMatDescr(descr) == OK


def test_a_zero_pivot_is_reported_with_its_row(dev, h):
    """A structural zero (row 2 has no diagonal entry) after the analysis, and a numerical one
    (a zero diagonal) after the factorization, each with CUSPARSE_STATUS_ZERO_PIVOT."""
    ZERO_PIVOT = C.CUSPARSE_STATUS_ZERO_PIVOT
    descr, info = P(), P()
    assert CUSPARSE.cusparseCreateMatDescr(ctypes.byref(descr)) == OK
    for dense, expected in ((np.array([[4., 1, 0], [1, 4, 1], [0, 1, 0]]), 2),
                            (np.array([[0., 1, 0], [1, 4, 1], [0, 1, 4]]), 0)):
        stored = (dense != 0) | (np.eye(3, dtype=bool) if expected == 0 else False)
        a = sp.csr_array(stored.astype(float))  # the pattern (a stored zero diagonal: row 0)
        a.data[:] = dense[a.nonzero()]
        assert CUSPARSE.cusparseCreateCsrilu02Info(ctypes.byref(info)) == OK
        pv, pp, pi = (dev.put(x) for x in (a.data, a.indptr.astype(np.int32),
                                           a.indices.astype(np.int32)))
        args = (h, 3, a.nnz, descr, pv, pp, pi, info, 0, None)
        assert CUSPARSE.cusparseDcsrilu02_analysis(*args) == OK
        assert CUSPARSE.cusparseDcsrilu02(*args) == OK
        position = ctypes.c_int()
        assert CUSPARSE.cusparseXcsrilu02_zeroPivot(h, info, ctypes.byref(position)) == \
            ZERO_PIVOT
        assert position.value == expected
        assert CUSPARSE.cusparseDestroyCsrilu02Info(info) == OK
