"""cuBLAS's level 3 for S, D, C and Z: gemm (and gemm3m), symm/hemm, syrk/herk, syr2k/her2k,
syrkx/herkx, trmm, trsm (and trsmBatched), and the BLAS-like geam and dgmm, with cuBLAS's
checks and statuses.
Each routine takes the C function's arguments after the handle's value, and is registered in
:data:`ROUTINES` under its names (``cublasSgemm`` for ``cublasSgemm_v2`` and
``cublasSgemm_v2_64``)."""

from __future__ import annotations

from functools import partial

from .calls import cblas_scalar, handle, host_views, scalar, submit
from .cblas import COL_MAJOR, DIAG, SIDE, TRANSPOSE, UPLO
from .operands import (
    KINDS,
    check_enum,
    check_ld,
    check_matrix,
    check_memory,
    check_op,
    check_sizes,
    matrix,
    op_rows,
    read_words,
    vector,
)
from .status import C

SIZE = {k: KINDS[k]().itemsize for k in "sdcz"}
FILLS = (C.CUBLAS_FILL_MODE_LOWER, C.CUBLAS_FILL_MODE_UPPER)
SIDES = (C.CUBLAS_SIDE_LEFT, C.CUBLAS_SIDE_RIGHT)
DIAGS = (C.CUBLAS_DIAG_NON_UNIT, C.CUBLAS_DIAG_UNIT)


def gemm(kind, hv, transa, transb, m, n, k, alpha, a, lda, b, ldb, beta, c, ldc,
         routine="gemm"):
    h = handle(hv)
    check_op("transa", transa)
    check_op("transb", transb)
    check_sizes(m=m, n=n, k=k)
    (ar, ac), (br, bc) = op_rows(transa, m, k), op_rows(transb, k, n)
    check_ld("lda", lda, ar)
    check_ld("ldb", ldb, br)
    check_ld("ldc", ldc, m)
    alpha_s, beta_s = scalar(h, "alpha", alpha, kind), scalar(h, "beta", beta, kind)
    if m == 0 or n == 0:
        return
    size = SIZE[kind]
    check_matrix("C", c, m, n, ldc, size)
    if k:
        check_matrix("A", a, ar, ac, lda, size)
        check_matrix("B", b, br, bc, ldb, size)
    fn = getattr(h.blas, kind + routine)
    ta, tb = TRANSPOSE[transa], TRANSPOSE[transb]

    def work():
        fn(COL_MAJOR, ta, tb, m, n, k, alpha_s.cblas(), a, lda, b, ldb,
           beta_s.cblas(), c, ldc)

    submit(h, work)


def symm(kind, hv, side, uplo, m, n, alpha, a, lda, b, ldb, beta, c, ldc, routine="symm"):
    h = handle(hv)
    check_enum("side", side, SIDES)
    check_enum("uplo", uplo, FILLS)
    check_sizes(m=m, n=n)
    ka = m if side == C.CUBLAS_SIDE_LEFT else n
    check_ld("lda", lda, ka)
    check_ld("ldb", ldb, m)
    check_ld("ldc", ldc, m)
    alpha_s, beta_s = scalar(h, "alpha", alpha, kind), scalar(h, "beta", beta, kind)
    if m == 0 or n == 0:
        return
    size = SIZE[kind]
    check_matrix("A", a, ka, ka, lda, size)
    check_matrix("B", b, m, n, ldb, size)
    check_matrix("C", c, m, n, ldc, size)
    fn = getattr(h.blas, kind + routine)

    def work():
        fn(COL_MAJOR, SIDE[side], UPLO[uplo], m, n, alpha_s.cblas(),
           a, lda, b, ldb, beta_s.cblas(), c, ldc)

    submit(h, work)


def syrk(kind, hv, uplo, trans, n, k, alpha, a, lda, beta, c, ldc, routine="syrk"):
    """syrk, and herk (real alpha and beta) for routine="herk"."""
    h = handle(hv)
    check_enum("uplo", uplo, FILLS)
    check_op("trans", trans)
    check_sizes(n=n, k=k)
    ar, ac = op_rows(trans, n, k)
    check_ld("lda", lda, ar)
    check_ld("ldc", ldc, n)
    real = {"c": "s", "z": "d"}.get(kind, kind) if routine == "herk" else kind
    alpha_s, beta_s = scalar(h, "alpha", alpha, real), scalar(h, "beta", beta, real)
    if n == 0:
        return
    size = SIZE[kind]
    check_matrix("C", c, n, n, ldc, size)
    if k:
        check_matrix("A", a, ar, ac, lda, size)
    fn = getattr(h.blas, kind + routine)

    def work():
        fn(COL_MAJOR, UPLO[uplo], TRANSPOSE[trans], n, k,
           alpha_s.cblas(), a, lda,
           beta_s.cblas(), c, ldc)

    submit(h, work)


def syr2k(kind, hv, uplo, trans, n, k, alpha, a, lda, b, ldb, beta, c, ldc, routine="syr2k"):
    """syr2k, and her2k (a real beta) for routine="her2k"."""
    h = handle(hv)
    check_enum("uplo", uplo, FILLS)
    check_op("trans", trans)
    check_sizes(n=n, k=k)
    ar, ac = op_rows(trans, n, k)
    check_ld("lda", lda, ar)
    check_ld("ldb", ldb, ar)
    check_ld("ldc", ldc, n)
    beta_kind = {"c": "s", "z": "d"}[kind] if routine == "her2k" else kind
    alpha_s, beta_s = scalar(h, "alpha", alpha, kind), scalar(h, "beta", beta, beta_kind)
    if n == 0:
        return
    size = SIZE[kind]
    check_matrix("C", c, n, n, ldc, size)
    if k:
        check_matrix("A", a, ar, ac, lda, size)
        check_matrix("B", b, ar, ac, ldb, size)
    fn = getattr(h.blas, kind + routine)

    def work():
        fn(COL_MAJOR, UPLO[uplo], TRANSPOSE[trans], n, k,
           alpha_s.cblas(), a, lda, b, ldb,
           beta_s.cblas(), c, ldc)

    submit(h, work)


def syrkx(kind, hv, uplo, trans, n, k, alpha, a, lda, b, ldb, beta, c, ldc, routine="syrkx"):
    """The uplo triangle of C = alpha op(A) op(B)^T + beta C (herkx: op(B)^H and a real beta),
    a variation of syrk for a B such that the result is symmetric (Hermitian): one triangle of
    a general product (OpenBLAS's gemmt)."""
    h = handle(hv)
    check_enum("uplo", uplo, FILLS)
    check_op("trans", trans)
    check_sizes(n=n, k=k)
    ar, ac = op_rows(trans, n, k)
    check_ld("lda", lda, ar)
    check_ld("ldb", ldb, ar)
    check_ld("ldc", ldc, n)
    beta_kind = {"c": "s", "z": "d"}[kind] if routine == "herkx" else kind
    alpha_s, beta_s = scalar(h, "alpha", alpha, kind), scalar(h, "beta", beta, beta_kind)
    if n == 0:
        return
    size = SIZE[kind]
    check_matrix("C", c, n, n, ldc, size)
    if k:
        check_matrix("A", a, ar, ac, lda, size)
        check_matrix("B", b, ar, ac, ldb, size)
    fn = getattr(h.blas, kind + "gemmt")
    other = (C.CUBLAS_OP_C if routine == "herkx" else C.CUBLAS_OP_T) \
        if trans == C.CUBLAS_OP_N else C.CUBLAS_OP_N

    def work():
        keep = []
        beta_v = beta_s.cblas() if beta_kind == kind else cblas_scalar(kind, beta_s.get(), keep)
        fn(COL_MAJOR, UPLO[uplo], TRANSPOSE[trans], TRANSPOSE[other], n, k,
           alpha_s.cblas(), a, lda, b, ldb, beta_v, c, ldc)

    submit(h, work)


def _triangular(h, side, uplo, trans, diag, m, n, lda, a):
    check_enum("side", side, SIDES)
    check_enum("uplo", uplo, FILLS)
    check_op("trans", trans)
    check_enum("diag", diag, DIAGS)
    check_sizes(m=m, n=n)
    ka = m if side == C.CUBLAS_SIDE_LEFT else n
    check_ld("lda", lda, ka)
    return ka


def trsm(kind, hv, side, uplo, trans, diag, m, n, alpha, a, lda, b, ldb):
    h = handle(hv)
    ka = _triangular(h, side, uplo, trans, diag, m, n, lda, a)
    check_ld("ldb", ldb, m)
    alpha_s = scalar(h, "alpha", alpha, kind)
    if m == 0 or n == 0:
        return
    check_matrix("A", a, ka, ka, lda, SIZE[kind])
    check_matrix("B", b, m, n, ldb, SIZE[kind])
    fn = getattr(h.blas, kind + "trsm")

    def work():
        fn(COL_MAJOR, SIDE[side], UPLO[uplo], TRANSPOSE[trans], DIAG[diag], m, n,
           alpha_s.cblas(), a, lda, b, ldb)

    submit(h, work)


def trsm_batched(kind, hv, side, uplo, trans, diag, m, n, alpha, a_array, lda, b_array, ldb,
                 count):
    """trsm over ``count`` pairs of matrices, their addresses in the device arrays ``a_array``
    and ``b_array`` (read when the work runs, in the handle's stream)."""
    h = handle(hv)
    ka = _triangular(h, side, uplo, trans, diag, m, n, lda, a_array)
    check_ld("ldb", ldb, m)
    check_sizes(batchCount=count)
    alpha_s = scalar(h, "alpha", alpha, kind)
    if m == 0 or n == 0 or count == 0:
        return
    check_memory("A", a_array, 8 * count)
    check_memory("B", b_array, 8 * count)
    fn, size = getattr(h.blas, kind + "trsm"), SIZE[kind]

    def work():
        for i, (a, b) in enumerate(zip(read_words(a_array, count),
                                       read_words(b_array, count))):
            check_matrix(f"A[{i}]", a, ka, ka, lda, size)
            check_matrix(f"B[{i}]", b, m, n, ldb, size)
            fn(COL_MAJOR, SIDE[side], UPLO[uplo], TRANSPOSE[trans], DIAG[diag], m, n,
               alpha_s.cblas(), a, lda, b, ldb)

    submit(h, work)


def trmm(kind, hv, side, uplo, trans, diag, m, n, alpha, a, lda, b, ldb, c, ldc):
    """cuBLAS's trmm is out of place (C = alpha op(A) B): B is copied into C, and BLAS's trmm
    works on C in place."""
    h = handle(hv)
    ka = _triangular(h, side, uplo, trans, diag, m, n, lda, a)
    check_ld("ldb", ldb, m)
    check_ld("ldc", ldc, m)
    alpha_s = scalar(h, "alpha", alpha, kind)
    if m == 0 or n == 0:
        return
    size = SIZE[kind]
    check_matrix("A", a, ka, ka, lda, size)
    check_matrix("B", b, m, n, ldb, size)
    check_matrix("C", c, m, n, ldc, size)
    blas = h.blas
    copy, fn = getattr(blas, kind + "omatcopy"), getattr(blas, kind + "trmm")

    def work():
        keep = []
        if b != c or ldb != ldc:
            copy(COL_MAJOR, TRANSPOSE[0], m, n, cblas_scalar(kind, 1.0, keep), b, ldb, c, ldc)
        fn(COL_MAJOR, SIDE[side], UPLO[uplo], TRANSPOSE[trans], DIAG[diag], m, n,
           alpha_s.cblas(), a, lda, c, ldc)

    submit(h, work)


def geam(kind, hv, transa, transb, m, n, alpha, a, lda, beta, b, ldb, c, ldc):
    """C = alpha op(A) + beta op(B): op(A) scaled into C (omatcopy), then beta op(B) added
    (geadd, through a copy of op(B) when B is transposed). C may be A or B, untransposed, as
    cuBLAS allows."""
    h = handle(hv)
    check_op("transa", transa)
    check_op("transb", transb)
    check_sizes(m=m, n=n)
    (ar, ac), (br, bc) = op_rows(transa, m, n), op_rows(transb, m, n)
    check_ld("lda", lda, ar)
    check_ld("ldb", ldb, br)
    check_ld("ldc", ldc, m)
    alpha_s, beta_s = scalar(h, "alpha", alpha, kind), scalar(h, "beta", beta, kind)
    if m == 0 or n == 0:
        return
    size = SIZE[kind]
    check_matrix("A", a, ar, ac, lda, size)
    check_matrix("B", b, br, bc, ldb, size)
    check_matrix("C", c, m, n, ldc, size)
    if (c == a and (transa != C.CUBLAS_OP_N or lda != ldc)) or \
            (c == b and (transb != C.CUBLAS_OP_N or ldb != ldc)):
        from .status import invalid

        raise invalid("C may be A or B only when that operand is not transposed and has C's"
                      " leading dimension")
    blas = h.blas
    copy, add = getattr(blas, kind + "omatcopy"), getattr(blas, kind + "geadd")
    if (transb if c != b else transa) != C.CUBLAS_OP_N:
        host_views(h, "geam of a transposed operand")
    dtype = KINDS[kind]

    def work():
        keep = []
        alpha_v, beta_v = alpha_s.get(), beta_s.get()
        if c == b:  # C = beta B + alpha op(A): scale in place, then add
            add(COL_MAJOR, m, n, cblas_scalar(kind, 0.0, keep), c, ldc,
                cblas_scalar(kind, beta_v, keep), c, ldc)
            first, first_ld, first_op, first_scale = a, lda, transa, alpha_v
        else:
            copy(COL_MAJOR, TRANSPOSE[transa], ar, ac, cblas_scalar(kind, alpha_v, keep),
                 a, lda, c, ldc)
            first, first_ld, first_op, first_scale = b, ldb, transb, beta_v
        if first_op == C.CUBLAS_OP_N:
            add(COL_MAJOR, m, n, cblas_scalar(kind, first_scale, keep), first, first_ld,
                cblas_scalar(kind, 1.0, keep), c, ldc)
        else:  # op(X), materialized, then added
            rows, cols = op_rows(first_op, m, n)
            source = matrix(first, rows, cols, first_ld, dtype)
            value = source.T.conj() if first_op == C.CUBLAS_OP_C else source.T
            target = matrix(c, m, n, ldc, dtype)
            target += dtype(first_scale) * value

    submit(h, work)


def dgmm(kind, hv, mode, m, n, a, lda, x, incx, c, ldc):
    """C = A diag(x) (right) or diag(x) A (left): a scaling of rows or columns, for which BLAS
    has no routine: NumPy, in place on the device's memory."""
    h = handle(hv)
    host_views(h, "dgmm")
    check_enum("mode", mode, SIDES)
    check_sizes(m=m, n=n)
    check_ld("lda", lda, m)
    check_ld("ldc", ldc, m)
    if m == 0 or n == 0:
        return
    size, dtype = SIZE[kind], KINDS[kind]
    count = m if mode == C.CUBLAS_SIDE_LEFT else n
    from .operands import check_vector

    check_matrix("A", a, m, n, lda, size)
    check_matrix("C", c, m, n, ldc, size)
    check_vector("x", x, count, incx if incx else 1, size)

    def work():
        scale = vector(x, count, incx, dtype) if incx else \
            vector(x, 1, 1, dtype).repeat(count)
        source = matrix(a, m, n, lda, dtype)
        product = source * (scale[:, None] if mode == C.CUBLAS_SIDE_LEFT else scale[None, :])
        matrix(c, m, n, ldc, dtype)[...] = product

    submit(h, work)


def _register() -> dict:
    routines = {}
    for k in "sdcz":
        K = k.upper()
        routines[f"cublas{K}gemm"] = partial(gemm, k)
        routines[f"cublas{K}symm"] = partial(symm, k)
        routines[f"cublas{K}syrk"] = partial(syrk, k)
        routines[f"cublas{K}syr2k"] = partial(syr2k, k)
        routines[f"cublas{K}syrkx"] = partial(syrkx, k)
        routines[f"cublas{K}trmm"] = partial(trmm, k)
        routines[f"cublas{K}trsm"] = partial(trsm, k)
        routines[f"cublas{K}trsmBatched"] = partial(trsm_batched, k)
        routines[f"cublas{K}geam"] = partial(geam, k)
        routines[f"cublas{K}dgmm"] = partial(dgmm, k)
    for k in "cz":
        K = k.upper()
        routines[f"cublas{K}gemm3m"] = partial(gemm, k, routine="gemm3m")
        routines[f"cublas{K}hemm"] = partial(symm, k, routine="hemm")
        routines[f"cublas{K}herk"] = partial(syrk, k, routine="herk")
        routines[f"cublas{K}her2k"] = partial(syr2k, k, routine="her2k")
        routines[f"cublas{K}herkx"] = partial(syrkx, k, routine="herkx")
    return routines


ROUTINES = _register()
