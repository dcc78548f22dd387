"""cuSPARSE's handles and the generic API's operations: SpMV, SpMM, SparseToDense,
DenseToSparse, the sparse-vector ones (SpVV, Axpby, Gather, Scatter, Rot), and CSR to CSC
(``cusparseCsr2cscEx2``). Each checks its arguments as cuSPARSE does, then runs in the
handle's stream (:meth:`Handle.submit`) on the device's sparse library. The ``_bufferSize``
queries answer 0: the libraries under zluda bring their own workspace; ``_preprocess`` checks
and does nothing more."""

from __future__ import annotations

import ctypes

import numpy as np

from ..common.memory import check_memory
from ..common.versions import store_int, version_number
from . import descriptors as d
from .handles import HANDLES, POINTER_MODES, Handle
from .status import C, invalid, not_supported

OPERATIONS = (C.CUSPARSE_OPERATION_NON_TRANSPOSE, C.CUSPARSE_OPERATION_TRANSPOSE,
              C.CUSPARSE_OPERATION_CONJUGATE_TRANSPOSE)
N = C.CUSPARSE_OPERATION_NON_TRANSPOSE
SPMV_ALGS = (C.CUSPARSE_SPMV_ALG_DEFAULT, C.CUSPARSE_SPMV_CSR_ALG1, C.CUSPARSE_SPMV_CSR_ALG2,
             C.CUSPARSE_SPMV_COO_ALG1, C.CUSPARSE_SPMV_COO_ALG2, C.CUSPARSE_SPMV_SELL_ALG1,
             C.CUSPARSE_SPMV_BSR_ALG1)
SPMM_ALGS = (C.CUSPARSE_SPMM_ALG_DEFAULT, C.CUSPARSE_SPMM_COO_ALG1, C.CUSPARSE_SPMM_COO_ALG2,
             C.CUSPARSE_SPMM_COO_ALG3, C.CUSPARSE_SPMM_COO_ALG4, C.CUSPARSE_SPMM_CSR_ALG1,
             C.CUSPARSE_SPMM_CSR_ALG2, C.CUSPARSE_SPMM_CSR_ALG3,
             C.CUSPARSE_SPMM_BLOCKED_ELL_ALG1, C.CUSPARSE_SPMM_BSR_ALG1)
# value type -> the compute types cuSPARSE allows with it (half precision computes in f32)
COMPUTE = {C.CUDA_R_32F: (C.CUDA_R_32F,), C.CUDA_R_64F: (C.CUDA_R_64F,),
           C.CUDA_C_32F: (C.CUDA_C_32F,), C.CUDA_C_64F: (C.CUDA_C_64F,),
           C.CUDA_R_16F: (C.CUDA_R_32F, C.CUDA_R_16F), C.CUDA_R_8I: (C.CUDA_R_32I, C.CUDA_R_32F),
           C.CUDA_R_32I: (C.CUDA_R_32I,)}


def _handle(value: int) -> Handle:
    return HANDLES.get(value)


def _store(address: int, value, c_type=ctypes.c_int) -> None:
    if address == 0:
        raise invalid("an output pointer is NULL")
    c_type.from_address(address).value = value


def _check(what: str, value: int, allowed) -> None:
    if value not in allowed:
        raise invalid(f"{value} is not a {what}")


def _compute(compute_type: int, *value_types: int) -> np.dtype:
    """The compute type's NumPy type, where cuSPARSE allows it with ``value_types``."""
    for value_type in value_types:
        if compute_type not in COMPUTE.get(value_type, ()):
            raise not_supported(f"values of cudaDataType {value_type} computed in "
                                f"{compute_type}")
    return d.value_dtype(compute_type)


# -- handles ------------------------------------------------------------------------------

def cusparseCreate(out):  # noqa: N802 - cuSPARSE's names
    if out == 0:
        raise invalid("the handle pointer is NULL")
    _store(out, HANDLES.create(Handle()), ctypes.c_void_p)


def cusparseDestroy(value):  # noqa: N802
    handle = HANDLES.destroy(value)
    if not handle.context.destroyed:
        try:
            handle.stream().synchronize()  # its calls are done before it goes
        except Exception:  # noqa: BLE001 - its stream went first: nothing to wait for
            pass


def cusparseGetVersion(value, out):  # noqa: N802
    from ...abi import cusparse as abi

    _handle(value)
    store_int(out, version_number(abi), invalid)


def cusparseSetStream(value, stream):  # noqa: N802
    _handle(value).set_stream(stream)


def cusparseGetStream(value, out):  # noqa: N802
    _store(out, _handle(value).stream_handle, ctypes.c_void_p)


def cusparseSetPointerMode(value, mode):  # noqa: N802
    handle = _handle(value)
    _check("cusparsePointerMode_t", mode, POINTER_MODES)
    handle.pointer_mode = mode


def cusparseGetPointerMode(value, out):  # noqa: N802
    _store(out, _handle(value).pointer_mode)


# -- SpMV and SpMM --------------------------------------------------------------------------

def _spmv(value, op, alpha, mat_a, vec_x, beta, vec_y, compute_type, alg):
    h = _handle(value)
    _check("cusparseOperation_t", op, OPERATIONS)
    _check("cusparseSpMVAlg_t", alg, SPMV_ALGS)
    a, x, y = d.SPMATS.get(mat_a), d.DNVECS.get(vec_x), d.DNVECS.get(vec_y)
    if a.format not in (d.CSR, d.CSC, d.COO, d.BSR):
        raise not_supported(f"SpMV of a {a.name} matrix")
    rows, cols = (a.rows, a.cols) if op == N else (a.cols, a.rows)
    if a.format == d.BSR:
        rows, cols = rows * a.block_rows, cols * a.block_cols
    if x.size != cols or y.size != rows:
        raise invalid(f"op(A) is {rows} x {cols}: x has {x.size} elements, y {y.size}")
    compute = _compute(compute_type, a.value_type, x.value_type)
    if y.value_type != a.value_type and y.value_type != compute_type:
        raise not_supported(f"y of cudaDataType {y.value_type}")
    return h, a, x, y, compute, h.scalar("alpha", alpha, compute), \
        h.scalar("beta", beta, compute)


def cusparseSpMV_bufferSize(value, op, alpha, mat_a, vec_x, beta, vec_y, compute_type, alg,  # noqa: N802
                            out):
    _spmv(value, op, alpha, mat_a, vec_x, beta, vec_y, compute_type, alg)
    _store(out, 0, ctypes.c_size_t)


def cusparseSpMV_preprocess(value, op, alpha, mat_a, vec_x, beta, vec_y, compute_type, alg,  # noqa: N802
                            buffer):
    _spmv(value, op, alpha, mat_a, vec_x, beta, vec_y, compute_type, alg)


def cusparseSpMV(value, op, alpha, mat_a, vec_x, beta, vec_y, compute_type, alg, buffer):  # noqa: N802
    h, a, x, y, compute, alpha_s, beta_s = _spmv(value, op, alpha, mat_a, vec_x, beta, vec_y,
                                                 compute_type, alg)
    if y.size == 0:
        return
    a.check()
    x.check("x")
    y.check("y")
    spmv = h.operation("spmv")
    h.submit(lambda: spmv(op, alpha_s, a, x, beta_s, y, compute))


def _spmm(value, op_a, op_b, alpha, mat_a, mat_b, beta, mat_c, compute_type, alg):
    h = _handle(value)
    _check("cusparseOperation_t", op_a, OPERATIONS)
    _check("cusparseOperation_t", op_b, OPERATIONS)
    _check("cusparseSpMMAlg_t", alg, SPMM_ALGS)
    a, b, c = d.SPMATS.get(mat_a), d.DNMATS.get(mat_b), d.DNMATS.get(mat_c)
    if a.format not in (d.CSR, d.CSC, d.COO, d.BSR):
        raise not_supported(f"SpMM of a {a.name} matrix")
    rows, inner = (a.rows, a.cols) if op_a == N else (a.cols, a.rows)
    if a.format == d.BSR:
        rows, inner = rows * a.block_rows, inner * a.block_cols
    b_rows, b_cols = (b.rows, b.cols) if op_b == N else (b.cols, b.rows)
    if b_rows != inner or c.rows != rows or c.cols != b_cols:
        raise invalid(f"op(A) is {rows} x {inner}, op(B) {b_rows} x {b_cols}, C {c.rows} x"
                      f" {c.cols}")
    compute = _compute(compute_type, a.value_type, b.value_type)
    return h, a, b, c, compute, h.scalar("alpha", alpha, compute), \
        h.scalar("beta", beta, compute)


def cusparseSpMM_bufferSize(value, op_a, op_b, alpha, mat_a, mat_b, beta, mat_c,  # noqa: N802
                            compute_type, alg, out):
    _spmm(value, op_a, op_b, alpha, mat_a, mat_b, beta, mat_c, compute_type, alg)
    _store(out, 0, ctypes.c_size_t)


def cusparseSpMM_preprocess(value, op_a, op_b, alpha, mat_a, mat_b, beta, mat_c,  # noqa: N802
                            compute_type, alg, buffer):
    _spmm(value, op_a, op_b, alpha, mat_a, mat_b, beta, mat_c, compute_type, alg)


def cusparseSpMM(value, op_a, op_b, alpha, mat_a, mat_b, beta, mat_c, compute_type, alg,  # noqa: N802
                 buffer):
    h, a, b, c, compute, alpha_s, beta_s = _spmm(value, op_a, op_b, alpha, mat_a, mat_b, beta,
                                                 mat_c, compute_type, alg)
    if c.rows == 0 or c.cols == 0:
        return
    a.check()
    b.check("B")
    c.check("C")
    spmm = h.operation("spmm")
    h.submit(lambda: spmm(op_a, op_b, alpha_s, a, b, beta_s, c, compute))


# -- conversions ----------------------------------------------------------------------------

def _sparse_to_dense(value, mat_a, mat_b, alg):
    h = _handle(value)
    _check("cusparseSparseToDenseAlg_t", alg, (C.CUSPARSE_SPARSETODENSE_ALG_DEFAULT,))
    a, b = d.SPMATS.get(mat_a), d.DNMATS.get(mat_b)
    if a.format not in (d.CSR, d.CSC, d.COO, d.BSR):
        raise not_supported(f"SparseToDense of a {a.name} matrix")
    if (a.rows, a.cols) != (b.rows, b.cols) and a.format != d.BSR:
        raise invalid(f"A is {a.rows} x {a.cols}, B {b.rows} x {b.cols}")
    if a.value_type != b.value_type:
        raise invalid("A and B have different value types")
    return h, a, b


def cusparseSparseToDense_bufferSize(value, mat_a, mat_b, alg, out):  # noqa: N802
    _sparse_to_dense(value, mat_a, mat_b, alg)
    _store(out, 0, ctypes.c_size_t)


def cusparseSparseToDense(value, mat_a, mat_b, alg, buffer):  # noqa: N802
    h, a, b = _sparse_to_dense(value, mat_a, mat_b, alg)
    a.check()
    b.check("B")
    sparse_to_dense = h.operation("sparse_to_dense")
    h.submit(lambda: sparse_to_dense(a, b))


def _dense_to_sparse(value, mat_a, mat_b, alg):
    h = _handle(value)
    _check("cusparseDenseToSparseAlg_t", alg, (C.CUSPARSE_DENSETOSPARSE_ALG_DEFAULT,))
    a, b = d.DNMATS.get(mat_a), d.SPMATS.get(mat_b)
    if b.format not in (d.CSR, d.CSC, d.COO):
        raise not_supported(f"DenseToSparse into a {b.name} matrix")
    if (a.rows, a.cols) != (b.rows, b.cols):
        raise invalid(f"A is {a.rows} x {a.cols}, B {b.rows} x {b.cols}")
    if a.value_type != b.value_type:
        raise invalid("A and B have different value types")
    return h, a, b


def cusparseDenseToSparse_bufferSize(value, mat_a, mat_b, alg, out):  # noqa: N802
    _dense_to_sparse(value, mat_a, mat_b, alg)
    _store(out, 0, ctypes.c_size_t)


def cusparseDenseToSparse_analysis(value, mat_a, mat_b, alg, buffer):  # noqa: N802
    """B's nonzeros counted (cusparseSpMatGetSize answers them when this returns) and, for CSR
    and CSC, its offsets written: in stream order, waited for."""
    h, a, b = _dense_to_sparse(value, mat_a, mat_b, alg)
    a.check("A")
    if b.format in (d.CSR, d.CSC):
        count = (b.rows if b.format == d.CSR else b.cols) + 1
        check_memory("B's offsets", b.offsets, count * d.INDEX_DTYPES[b.offsets_type].itemsize,
                     invalid)
    found = []
    dense_nonzeros = h.operation("dense_nonzeros")
    h.sparse.run_now(h.stream(), lambda: found.append(dense_nonzeros(a, b)))
    b.nnz = found[0]


def cusparseDenseToSparse_convert(value, mat_a, mat_b, alg, buffer):  # noqa: N802
    h, a, b = _dense_to_sparse(value, mat_a, mat_b, alg)
    a.check("A")
    b.check()
    dense_to_sparse = h.operation("dense_to_sparse")
    h.submit(lambda: dense_to_sparse(a, b))


def _csr2csc(value, m, n, nnz, csr_val, csr_offsets, csr_ind, csc_val, csc_offsets, csc_ind,
             value_type, action, base, alg):
    h = _handle(value)
    d.check_sizes(m=m, n=n, nnz=nnz)
    _check("cusparseAction_t", action, (C.CUSPARSE_ACTION_SYMBOLIC, C.CUSPARSE_ACTION_NUMERIC))
    _check("cusparseIndexBase_t", base, d.BASES)
    _check("cusparseCsr2CscAlg_t", alg, (C.CUSPARSE_CSR2CSC_ALG1,))
    return h, d.value_dtype(value_type)


def cusparseCsr2cscEx2_bufferSize(value, m, n, nnz, csr_val, csr_offsets, csr_ind, csc_val,  # noqa: N802
                                  csc_offsets, csc_ind, value_type, action, base, alg, out):
    _csr2csc(value, m, n, nnz, csr_val, csr_offsets, csr_ind, csc_val, csc_offsets, csc_ind,
             value_type, action, base, alg)
    _store(out, 0, ctypes.c_size_t)


def cusparseCsr2cscEx2(value, m, n, nnz, csr_val, csr_offsets, csr_ind, csc_val, csc_offsets,  # noqa: N802
                       csc_ind, value_type, action, base, alg, buffer):
    h, dtype = _csr2csc(value, m, n, nnz, csr_val, csr_offsets, csr_ind, csc_val, csc_offsets,
                        csc_ind, value_type, action, base, alg)
    if m == 0 or n == 0:
        return
    numeric = action == C.CUSPARSE_ACTION_NUMERIC
    for what, address, size in (("the CSR offsets", csr_offsets, (m + 1) * 4),
                                ("the CSC offsets", csc_offsets, (n + 1) * 4),
                                ("the CSR column indices", csr_ind, nnz * 4),
                                ("the CSC row indices", csc_ind, nnz * 4)) + (
            (("the CSR values", csr_val, nnz * dtype.itemsize),
             ("the CSC values", csc_val, nnz * dtype.itemsize)) if numeric else ()):
        check_memory(what, address, size, invalid)
    csr_to_csc = h.operation("csr_to_csc")
    h.submit(lambda: csr_to_csc(m, n, nnz, (csr_val, csr_offsets, csr_ind),
                                (csc_val, csc_offsets, csc_ind), dtype, numeric, base))


# -- sparse vectors -------------------------------------------------------------------------

def _vectors(value, vec_x, vec_y, dense_first=False):
    h = _handle(value)
    if dense_first:
        vec_y, vec_x = vec_x, vec_y
    x, y = d.SPVECS.get(vec_x), d.DNVECS.get(vec_y)
    if x.size != y.size:
        raise invalid(f"x has {x.size} elements, y {y.size}")
    if x.value_type != y.value_type:
        raise invalid("x and y have different value types")
    x.check()
    y.check("y")
    return h, x, y


def cusparseGather(value, vec_y, vec_x):  # noqa: N802
    h, x, y = _vectors(value, vec_y, vec_x, dense_first=True)
    gather = h.operation("gather")
    h.submit(lambda: gather(y, x))


def cusparseScatter(value, vec_x, vec_y):  # noqa: N802
    h, x, y = _vectors(value, vec_x, vec_y)
    scatter = h.operation("scatter")
    h.submit(lambda: scatter(x, y))


def cusparseAxpby(value, alpha, vec_x, beta, vec_y):  # noqa: N802
    h, x, y = _vectors(value, vec_x, vec_y)
    alpha_s, beta_s = h.scalar("alpha", alpha, x.dtype), h.scalar("beta", beta, x.dtype)
    axpby = h.operation("axpby")
    h.submit(lambda: axpby(alpha_s, x, beta_s, y))


def cusparseRot(value, c_coeff, s_coeff, vec_x, vec_y):  # noqa: N802
    h, x, y = _vectors(value, vec_x, vec_y)
    c_s, s_s = h.scalar("c", c_coeff, x.dtype), h.scalar("s", s_coeff, x.dtype)
    rot = h.operation("rot")
    h.submit(lambda: rot(c_s, s_s, x, y))


def _spvv(value, op, vec_x, vec_y, compute_type):
    h, x, y = _vectors(value, vec_x, vec_y)
    _check("cusparseOperation_t", op, (N, C.CUSPARSE_OPERATION_CONJUGATE_TRANSPOSE))
    return h, x, y, _compute(compute_type, x.value_type)


def cusparseSpVV_bufferSize(value, op, vec_x, vec_y, result, compute_type, out):  # noqa: N802
    _spvv(value, op, vec_x, vec_y, compute_type)
    _store(out, 0, ctypes.c_size_t)


def cusparseSpVV(value, op, vec_x, vec_y, result, compute_type, buffer):  # noqa: N802
    """The dot product into ``result``: host memory at once in host pointer mode, device
    memory in stream order in device mode."""
    h, x, y, compute = _spvv(value, op, vec_x, vec_y, compute_type)
    if result == 0:
        raise invalid("the result pointer is NULL")
    device = h.pointer_mode == C.CUSPARSE_POINTER_MODE_DEVICE
    if device:
        check_memory("the result", result, compute.itemsize, invalid)

    spvv = h.operation("spvv")

    def work():
        value_ = np.array([spvv(op, x, y, compute)], compute)
        ctypes.memmove(result, value_.ctypes.data, compute.itemsize)

    if device:
        h.submit(work)
    else:
        h.sparse.run_now(h.stream(), work)


ROUTINES = {name: fn for name, fn in globals().items()
            if name.startswith("cusparse") and callable(fn)}
