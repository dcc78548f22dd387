"""cuSPARSE's operations in phases: SpGEMM (sparse times sparse: ``workEstimation``,
``compute``, ``copy``), SDDMM (a dense product sampled at a sparse matrix's nonzeros), the
triangular solves SpSV and SpSM (``analysis``, ``solve``), and the legacy ``csrgeam2``
(C = alpha A + beta B of CSR matrices: ``Xcsrgeam2Nnz`` then ``csrgeam2``).

Where cuSPARSE tells the host a size that the device computed (SpGEMM's nonzeros, which
``cusparseSpMatGetSize`` answers after ``compute``; ``csrgeam2``'s into host memory), the phase
waits for the handle's stream and computes then; the result is written into the caller's arrays
in stream order by the next phase. The buffer-size queries answer a small size (these phases
are told apart by a NULL buffer)."""

from __future__ import annotations

import ctypes

import numpy as np

from ..common.memory import check_memory
from . import descriptors as d
from .generic import OPERATIONS, _check, _compute, _handle, _store
from .status import C, invalid, not_supported

N = C.CUSPARSE_OPERATION_NON_TRANSPOSE
BUFFER = 16  # bytes that a phase asks for: none are used
SPGEMM_ALGS = (C.CUSPARSE_SPGEMM_DEFAULT, C.CUSPARSE_SPGEMM_CSR_ALG_DETERMINITIC,
               C.CUSPARSE_SPGEMM_CSR_ALG_NONDETERMINITIC, C.CUSPARSE_SPGEMM_ALG1,
               C.CUSPARSE_SPGEMM_ALG2, C.CUSPARSE_SPGEMM_ALG3)


def _buffer_size(out: int, buffer: int) -> bool:
    """A phase's two calls: the query (``buffer`` NULL: the size stored, True) or the work."""
    if buffer == 0:
        _store(out, BUFFER, ctypes.c_size_t)
        return True
    return False


def _plan(value: int, kind: str) -> d.Plan:
    plan = d.PLANS.get(value)
    if plan.kind != kind:
        raise invalid(f"a {plan.kind} descriptor given to {kind}")
    return plan


def _create_plan(kind: str):
    def create(out):
        if out == 0:
            raise invalid("the descriptor pointer is NULL")
        _store(out, d.PLANS.create(d.Plan(kind)), ctypes.c_void_p)

    def destroy(value):
        if value:
            d.PLANS.destroy(value)

    return create, destroy


# -- SpGEMM ---------------------------------------------------------------------------------

def _spgemm(value, op_a, op_b, alpha, mat_a, mat_b, beta, mat_c, compute_type, alg, plan):
    h = _handle(value)
    _check("cusparseOperation_t", op_a, OPERATIONS)
    _check("cusparseOperation_t", op_b, OPERATIONS)
    _check("cusparseSpGEMMAlg_t", alg, SPGEMM_ALGS)
    if op_a != N or op_b != N:
        raise not_supported("SpGEMM of transposed operands (cuSPARSE has none)")
    a, b, c = d.SPMATS.get(mat_a), d.SPMATS.get(mat_b), d.SPMATS.get(mat_c)
    for name, mat in (("A", a), ("B", b), ("C", c)):
        if mat.format != d.CSR:
            raise not_supported(f"SpGEMM with {name} in {mat.name} form")
    if a.cols != b.rows or (c.rows, c.cols) != (a.rows, b.cols):
        raise invalid(f"A is {a.rows} x {a.cols}, B {b.rows} x {b.cols}, C {c.rows} x"
                      f" {c.cols}")
    compute = _compute(compute_type, a.value_type, b.value_type)
    alpha_s, beta_s = h.scalar("alpha", alpha, compute), h.scalar("beta", beta, compute)
    return h, a, b, c, compute, alpha_s, beta_s, _plan(plan, "SpGEMM")


def cusparseSpGEMM_workEstimation(value, op_a, op_b, alpha, mat_a, mat_b, beta, mat_c,  # noqa: N802
                                  compute_type, alg, plan, size, buffer):
    _spgemm(value, op_a, op_b, alpha, mat_a, mat_b, beta, mat_c, compute_type, alg, plan)
    _buffer_size(size, buffer)


def cusparseSpGEMM_compute(value, op_a, op_b, alpha, mat_a, mat_b, beta, mat_c,  # noqa: N802
                           compute_type, alg, plan, size, buffer):
    """The product, once A and B are there (the stream waited for): C's nonzeros known."""
    h, a, b, c, compute, alpha_s, beta_s, p = _spgemm(
        value, op_a, op_b, alpha, mat_a, mat_b, beta, mat_c, compute_type, alg, plan)
    if _buffer_size(size, buffer):
        return
    if beta_s() != 0 and c.nnz:
        raise not_supported("SpGEMM with beta != 0 (cuSPARSE's SpGEMM computes C = alpha A B)")
    a.check()
    b.check()
    found = []
    spgemm = h.operation("spgemm")
    h.sparse.run_now(h.stream(), lambda: found.append(
        spgemm(op_a, op_b, alpha_s, a, b, compute)))
    p.state["product"] = found[0]
    c.nnz = found[0].nnz


def cusparseSpGEMM_copy(value, op_a, op_b, alpha, mat_a, mat_b, beta, mat_c, compute_type,  # noqa: N802
                        alg, plan):
    h, a, b, c, compute, alpha_s, beta_s, p = _spgemm(
        value, op_a, op_b, alpha, mat_a, mat_b, beta, mat_c, compute_type, alg, plan)
    product = p.state.get("product")
    if product is None:
        raise invalid("cusparseSpGEMM_compute has not run with this descriptor")
    c.nnz = product.nnz
    c.check()
    write_csr = h.operation("write_csr")
    h.submit(lambda: write_csr(c, product))


def cusparseSpGEMM_getNumProducts(plan, out):  # noqa: N802
    product = _plan(plan, "SpGEMM").state.get("product")
    if product is None:
        raise invalid("cusparseSpGEMM_compute has not run with this descriptor")
    _store(out, product.nnz, ctypes.c_int64)


# -- SDDMM ----------------------------------------------------------------------------------

def _sddmm(value, op_a, op_b, alpha, mat_a, mat_b, beta, mat_c, compute_type, alg):
    h = _handle(value)
    _check("cusparseOperation_t", op_a, OPERATIONS)
    _check("cusparseOperation_t", op_b, OPERATIONS)
    _check("cusparseSDDMMAlg_t", alg, (C.CUSPARSE_SDDMM_ALG_DEFAULT,))
    a, b, c = d.DNMATS.get(mat_a), d.DNMATS.get(mat_b), d.SPMATS.get(mat_c)
    if c.format not in (d.CSR, d.COO):
        raise not_supported(f"SDDMM into a {c.name} matrix")
    rows, inner = (a.rows, a.cols) if op_a == N else (a.cols, a.rows)
    b_rows, cols = (b.rows, b.cols) if op_b == N else (b.cols, b.rows)
    if inner != b_rows or (c.rows, c.cols) != (rows, cols):
        raise invalid(f"op(A) is {rows} x {inner}, op(B) {b_rows} x {cols}, C {c.rows} x"
                      f" {c.cols}")
    compute = _compute(compute_type, a.value_type, c.value_type)
    return h, a, b, c, compute, h.scalar("alpha", alpha, compute), \
        h.scalar("beta", beta, compute)


def cusparseSDDMM_bufferSize(value, op_a, op_b, alpha, mat_a, mat_b, beta, mat_c,  # noqa: N802
                             compute_type, alg, out):
    _sddmm(value, op_a, op_b, alpha, mat_a, mat_b, beta, mat_c, compute_type, alg)
    _store(out, BUFFER, ctypes.c_size_t)


def cusparseSDDMM_preprocess(value, op_a, op_b, alpha, mat_a, mat_b, beta, mat_c,  # noqa: N802
                             compute_type, alg, buffer):
    _sddmm(value, op_a, op_b, alpha, mat_a, mat_b, beta, mat_c, compute_type, alg)


def cusparseSDDMM(value, op_a, op_b, alpha, mat_a, mat_b, beta, mat_c, compute_type, alg,  # noqa: N802
                  buffer):
    h, a, b, c, compute, alpha_s, beta_s = _sddmm(value, op_a, op_b, alpha, mat_a, mat_b, beta,
                                                  mat_c, compute_type, alg)
    a.check("A")
    b.check("B")
    c.check()
    sddmm = h.operation("sddmm")
    h.submit(lambda: sddmm(op_a, op_b, alpha_s, a, b, beta_s, c, compute))


# -- SpSV and SpSM --------------------------------------------------------------------------

def _triangular(h, op, a: d.SpMat, compute_type: int):
    _check("cusparseOperation_t", op, OPERATIONS)
    if a.format not in (d.CSR, d.CSC, d.COO):
        raise not_supported(f"a triangular solve with a {a.name} matrix")
    if a.rows != a.cols:
        raise invalid(f"A is {a.rows} x {a.cols}, not square")
    return _compute(compute_type, a.value_type)


def _spsv(value, op, alpha, mat_a, vec_x, vec_y, compute_type, alg, plan):
    h = _handle(value)
    _check("cusparseSpSVAlg_t", alg, (C.CUSPARSE_SPSV_ALG_DEFAULT,))
    a, x, y = d.SPMATS.get(mat_a), d.DNVECS.get(vec_x), d.DNVECS.get(vec_y)
    compute = _triangular(h, op, a, compute_type)
    if x.size != a.rows or y.size != a.rows:
        raise invalid(f"A is {a.rows} x {a.cols}: x has {x.size} elements, y {y.size}")
    return h, a, x, y, compute, h.scalar("alpha", alpha, compute), _plan(plan, "SpSV")


def cusparseSpSV_bufferSize(value, op, alpha, mat_a, vec_x, vec_y, compute_type, alg, plan,  # noqa: N802
                            out):
    _spsv(value, op, alpha, mat_a, vec_x, vec_y, compute_type, alg, plan)
    _store(out, BUFFER, ctypes.c_size_t)


def cusparseSpSV_analysis(value, op, alpha, mat_a, vec_x, vec_y, compute_type, alg, plan,  # noqa: N802
                          buffer):
    *_, p = _spsv(value, op, alpha, mat_a, vec_x, vec_y, compute_type, alg, plan)
    p.state["analyzed"] = True


def cusparseSpSV_solve(value, op, alpha, mat_a, vec_x, vec_y, compute_type, alg, plan):  # noqa: N802
    h, a, x, y, compute, alpha_s, p = _spsv(value, op, alpha, mat_a, vec_x, vec_y,
                                            compute_type, alg, plan)
    if not p.state.get("analyzed"):
        raise invalid("cusparseSpSV_analysis has not run with this descriptor")
    a.check()
    x.check("x")
    y.check("y")
    from .scipy_sparse import vector

    triangular_solve = h.operation("triangular_solve")
    h.submit(lambda: triangular_solve(op, alpha_s, a, vector(x), vector(y), compute))


def _spsm(value, op_a, op_b, alpha, mat_a, mat_b, mat_c, compute_type, alg, plan):
    h = _handle(value)
    _check("cusparseOperation_t", op_b, OPERATIONS)
    _check("cusparseSpSMAlg_t", alg, (C.CUSPARSE_SPSM_ALG_DEFAULT,))
    a, b, c = d.SPMATS.get(mat_a), d.DNMATS.get(mat_b), d.DNMATS.get(mat_c)
    compute = _triangular(h, op_a, a, compute_type)
    b_rows, b_cols = (b.rows, b.cols) if op_b == N else (b.cols, b.rows)
    if b_rows != a.rows or (c.rows, c.cols) != (b_rows, b_cols):
        raise invalid(f"A is {a.rows} x {a.cols}, op(B) {b_rows} x {b_cols}, C {c.rows} x"
                      f" {c.cols}")
    return h, a, b, c, compute, h.scalar("alpha", alpha, compute), _plan(plan, "SpSM")


def cusparseSpSM_bufferSize(value, op_a, op_b, alpha, mat_a, mat_b, mat_c, compute_type, alg,  # noqa: N802
                            plan, out):
    _spsm(value, op_a, op_b, alpha, mat_a, mat_b, mat_c, compute_type, alg, plan)
    _store(out, BUFFER, ctypes.c_size_t)


def cusparseSpSM_analysis(value, op_a, op_b, alpha, mat_a, mat_b, mat_c, compute_type, alg,  # noqa: N802
                          plan, buffer):
    *_, p = _spsm(value, op_a, op_b, alpha, mat_a, mat_b, mat_c, compute_type, alg, plan)
    p.state["analyzed"] = True


def cusparseSpSM_solve(value, op_a, op_b, alpha, mat_a, mat_b, mat_c, compute_type, alg,  # noqa: N802
                       plan):
    h, a, b, c, compute, alpha_s, p = _spsm(value, op_a, op_b, alpha, mat_a, mat_b, mat_c,
                                            compute_type, alg, plan)
    if not p.state.get("analyzed"):
        raise invalid("cusparseSpSM_analysis has not run with this descriptor")
    a.check()
    b.check("B")
    c.check("C")
    from .scipy_sparse import dense, operated

    triangular_solve = h.operation("triangular_solve")
    h.submit(lambda: triangular_solve(op_a, alpha_s, a, operated(dense(b), op_b),
                                               dense(c), compute))


# -- csrgeam2 -------------------------------------------------------------------------------

def _geam_operand(descr: int, nnz: int, values: int, offsets: int, indices: int, m: int,
                  dtype, what: str):
    base = d.MATDESCRS.get(descr).base
    d.check_sizes(nnz=nnz)
    check_memory(f"{what}'s row offsets", offsets, (m + 1) * 4, invalid)
    check_memory(f"{what}'s column indices", indices, nnz * 4, invalid)
    if values:
        check_memory(f"{what}'s values", values, nnz * dtype.itemsize, invalid)
    return values, offsets, indices, nnz, base, dtype


def cusparseXcsrgeam2Nnz(value, m, n, descr_a, nnz_a, offsets_a, indices_a, descr_b, nnz_b,  # noqa: N802
                         offsets_b, indices_b, descr_c, offsets_c, nnz_total, workspace):
    """C's row offsets and its nonzeros (into host or device memory, as the pointer mode
    says): computed once A's and B's structures are there."""
    h = _handle(value)
    d.check_sizes(m=m, n=n)
    base_c = d.MATDESCRS.get(descr_c).base
    int32 = np.dtype(np.int32)
    a = _geam_operand(descr_a, nnz_a, 0, offsets_a, indices_a, m, int32, "A")
    b = _geam_operand(descr_b, nnz_b, 0, offsets_b, indices_b, m, int32, "B")
    check_memory("C's row offsets", offsets_c, (m + 1) * 4, invalid)
    device = h.pointer_mode == C.CUSPARSE_POINTER_MODE_DEVICE
    if nnz_total == 0:
        raise invalid("the nonzeros' pointer is NULL")
    if device:
        check_memory("the nonzeros' count", nnz_total, 4, invalid)

    geam_structure = h.operation("geam_structure")

    def work():
        union = geam_structure(m, n, (1, a), (1, b))
        from .scipy_sparse import array

        array(offsets_c, m + 1, np.int32)[...] = union.indptr + base_c
        ctypes.c_int.from_address(nnz_total).value = union.nnz

    (h.submit if device else (lambda w: h.sparse.run_now(h.stream(), w)))(work)


def _csrgeam2(kind, value, m, n, alpha, descr_a, nnz_a, values_a, offsets_a, indices_a, beta,
              descr_b, nnz_b, values_b, offsets_b, indices_b, descr_c, values_c, offsets_c,
              indices_c, buffer, query=None):
    h = _handle(value)
    d.check_sizes(m=m, n=n)
    dtype = np.dtype({"s": np.float32, "d": np.float64, "c": np.complex64,
                      "z": np.complex128}[kind])
    alpha_s, beta_s = h.scalar("alpha", alpha, dtype), h.scalar("beta", beta, dtype)
    a = _geam_operand(descr_a, nnz_a, values_a, offsets_a, indices_a, m, dtype, "A")
    b = _geam_operand(descr_b, nnz_b, values_b, offsets_b, indices_b, m, dtype, "B")
    base_c = d.MATDESCRS.get(descr_c).base
    if query is not None:
        _store(query, BUFFER, ctypes.c_size_t)
        return
    check_memory("C's row offsets", offsets_c, (m + 1) * 4, invalid)
    from .scipy_sparse import array

    # C's size is in its row offsets, on the device: the stream is waited for, C's arrays
    # checked against it, and then written (the call returns when it is done)
    found = []
    geam_structure = h.operation("geam_structure")
    h.sparse.run_now(h.stream(), lambda: found.append(
        (int(array(offsets_c, m + 1, np.int32)[m]) - base_c,
         geam_structure(m, n, (alpha_s(), a), (beta_s(), b)))))
    nnz, union = found[0]
    if nnz != union.nnz:
        raise invalid(f"C's row offsets count {nnz} nonzeros, A + B has {union.nnz}"
                      " (cusparseXcsrgeam2Nnz gives them)")
    check_memory("C's column indices", indices_c, nnz * 4, invalid)
    check_memory("C's values", values_c, nnz * dtype.itemsize, invalid)

    def work():
        if nnz:
            array(indices_c, nnz, np.int32)[...] = union.indices + base_c
            array(values_c, nnz, dtype)[...] = union.data

    h.submit(work)


def _geam_routines() -> dict:
    routines = {}
    for k in "sdcz":
        routines[f"cusparse{k.upper()}csrgeam2"] = \
            lambda *args, k=k: _csrgeam2(k, *args)
        routines[f"cusparse{k.upper()}csrgeam2_bufferSizeExt"] = \
            lambda *args, k=k: _csrgeam2(k, *args[:-1], 0, query=args[-1])
    return routines


ROUTINES = {name: fn for name, fn in globals().items()
            if name.startswith("cusparse") and callable(fn)}
for _kind in ("SpGEMM", "SpSV", "SpSM"):
    ROUTINES[f"cusparse{_kind}_createDescr"], ROUTINES[f"cusparse{_kind}_destroyDescr"] = \
        _create_plan(_kind)
ROUTINES.update(_geam_routines())
