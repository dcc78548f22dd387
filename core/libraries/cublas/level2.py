"""cuBLAS's level 2 for S, D, C and Z: gemv, gbmv, ger (geru, gerc), symv, hemv, trmv, trsv,
with cuBLAS's checks."""

from __future__ import annotations

from functools import partial

from .calls import handle, scalar, submit
from .cblas import COL_MAJOR, DIAG, TRANSPOSE, UPLO
from .level3 import DIAGS, FILLS, SIZE
from .operands import check_enum, check_ld, check_matrix, check_op, check_sizes, check_vector
from .status import C


def gemv(kind, hv, trans, m, n, alpha, a, lda, x, incx, beta, y, incy):
    h = handle(hv)
    check_op("trans", trans)
    check_sizes(m=m, n=n)
    check_ld("lda", lda, m)
    alpha_s, beta_s = scalar(h, "alpha", alpha, kind), scalar(h, "beta", beta, kind)
    lx, ly = (n, m) if trans == C.CUBLAS_OP_N else (m, n)
    if m == 0 or n == 0:
        return
    size = SIZE[kind]
    check_matrix("A", a, m, n, lda, size)
    check_vector("x", x, lx, incx, size)
    check_vector("y", y, ly, incy, size)
    fn = getattr(h.blas, kind + "gemv")

    def work():
        fn(COL_MAJOR, TRANSPOSE[trans], m, n, alpha_s.cblas(), a, lda,
           x, incx, beta_s.cblas(), y, incy)

    submit(h, work)


def gbmv(kind, hv, trans, m, n, kl, ku, alpha, a, lda, x, incx, beta, y, incy):
    h = handle(hv)
    check_op("trans", trans)
    check_sizes(m=m, n=n, kl=kl, ku=ku)
    check_ld("lda", lda, kl + ku + 1)
    alpha_s, beta_s = scalar(h, "alpha", alpha, kind), scalar(h, "beta", beta, kind)
    lx, ly = (n, m) if trans == C.CUBLAS_OP_N else (m, n)
    if m == 0 or n == 0:
        return
    size = SIZE[kind]
    check_matrix("A", a, kl + ku + 1, n, lda, size)
    check_vector("x", x, lx, incx, size)
    check_vector("y", y, ly, incy, size)
    fn = getattr(h.blas, kind + "gbmv")

    def work():
        fn(COL_MAJOR, TRANSPOSE[trans], m, n, kl, ku, alpha_s.cblas(),
           a, lda, x, incx, beta_s.cblas(), y, incy)

    submit(h, work)


def ger(kind, hv, m, n, alpha, x, incx, y, incy, a, lda, routine="ger"):
    h = handle(hv)
    check_sizes(m=m, n=n)
    check_ld("lda", lda, m)
    alpha_s = scalar(h, "alpha", alpha, kind)
    if m == 0 or n == 0:
        return
    size = SIZE[kind]
    check_vector("x", x, m, incx, size)
    check_vector("y", y, n, incy, size)
    check_matrix("A", a, m, n, lda, size)
    fn = getattr(h.blas, kind + routine)

    def work():
        fn(COL_MAJOR, m, n, alpha_s.cblas(), x, incx, y, incy, a, lda)

    submit(h, work)


def symv(kind, hv, uplo, n, alpha, a, lda, x, incx, beta, y, incy, routine="symv"):
    h = handle(hv)
    check_enum("uplo", uplo, FILLS)
    check_sizes(n=n)
    check_ld("lda", lda, n)
    alpha_s, beta_s = scalar(h, "alpha", alpha, kind), scalar(h, "beta", beta, kind)
    if n == 0:
        return
    size = SIZE[kind]
    check_matrix("A", a, n, n, lda, size)
    check_vector("x", x, n, incx, size)
    check_vector("y", y, n, incy, size)
    fn = getattr(h.blas, kind + routine)

    def work():
        fn(COL_MAJOR, UPLO[uplo], n, alpha_s.cblas(), a, lda, x, incx,
           beta_s.cblas(), y, incy)

    submit(h, work)


def triangular(routine, kind, hv, uplo, trans, diag, n, a, lda, x, incx):
    """trmv and trsv: x = op(A) x, or op(A) x = b solved in place."""
    h = handle(hv)
    check_enum("uplo", uplo, FILLS)
    check_op("trans", trans)
    check_enum("diag", diag, DIAGS)
    check_sizes(n=n)
    check_ld("lda", lda, n)
    if n == 0:
        return
    size = SIZE[kind]
    check_matrix("A", a, n, n, lda, size)
    check_vector("x", x, n, incx, size)
    fn = getattr(h.blas, kind + routine)
    submit(h, lambda: fn(COL_MAJOR, UPLO[uplo], TRANSPOSE[trans], DIAG[diag], n, a, lda, x,
                         incx))


def _register() -> dict:
    routines = {}
    for k in "sdcz":
        K = k.upper()
        routines[f"cublas{K}gemv"] = partial(gemv, k)
        routines[f"cublas{K}gbmv"] = partial(gbmv, k)
        routines[f"cublas{K}trmv"] = partial(triangular, "trmv", k)
        routines[f"cublas{K}trsv"] = partial(triangular, "trsv", k)
    for k in "sd":
        routines[f"cublas{k.upper()}ger"] = partial(ger, k)
        routines[f"cublas{k.upper()}symv"] = partial(symv, k)
    for k in "cz":
        K = k.upper()
        routines[f"cublas{K}geru"] = partial(ger, k, routine="geru")
        routines[f"cublas{K}gerc"] = partial(ger, k, routine="gerc")
        routines[f"cublas{K}hemv"] = partial(symv, k, routine="hemv")
    return routines


ROUTINES = _register()
