"""cuBLAS's batched LU (``getrfBatched``, ``getrsBatched``, ``getriBatched``) and
``matinvBatched``, for S, D, C and Z, over LAPACK's getrf, getrs and getri. cuBLAS's pivots
and infos are 32-bit; LAPACK's (ILP64) are 64-bit, and are converted."""

from __future__ import annotations

from functools import partial

import numpy as np

from .calls import handle, submit
from .level3 import SIZE
from .operands import (
    KINDS,
    check_ld,
    check_matrix,
    check_memory,
    check_sizes,
    matrix,
    read_words,
    vector,
)
from .status import NOT_SUPPORTED, C, CublasError, invalid

COL = 102
TRANS = {C.CUBLAS_OP_N: b"N", C.CUBLAS_OP_T: b"T", C.CUBLAS_OP_C: b"C"}


def _batch(n, lda, arrays, count, name="Aarray"):
    check_sizes(n=n, batchSize=count)
    check_ld("lda", lda, n)
    if count:
        check_memory(name, arrays, 8 * count)


def getrf(kind, hv, n, arrays, lda, pivots, infos, count):
    h = handle(hv)
    _batch(n, lda, arrays, count)
    if pivots == 0:
        raise CublasError(NOT_SUPPORTED, "an LU without pivoting (PivotArray NULL)")
    if count == 0:
        return
    check_memory("PivotArray", pivots, 4 * n * count)
    check_memory("infoArray", infos, 4 * count)
    fn = getattr(h.blas, f"LAPACKE_{kind}getrf")

    def work():
        info = vector(infos, count, 1, np.int32)
        for i, a in enumerate(read_words(arrays, count)):
            check_matrix(f"Aarray[{i}]", a, n, n, lda, SIZE[kind])
            ipiv = np.zeros(max(n, 1), np.int64)
            info[i] = fn(COL, n, n, a, lda, ipiv.ctypes.data) if n else 0
            vector(pivots + 4 * n * i, n, 1, np.int32)[...] = ipiv[:n]

    submit(h, work)


def getrs(kind, hv, trans, n, nrhs, arrays, lda, pivots, barrays, ldb, info, count):
    h = handle(hv)
    if trans not in TRANS:
        raise invalid(f"trans = {trans} is not a cublasOperation_t")
    _batch(n, lda, arrays, count)
    check_sizes(nrhs=nrhs)
    check_ld("ldb", ldb, n)
    if info == 0:
        raise invalid("info is NULL")
    np.frombuffer((np.ctypeslib.ctypes.c_int * 1).from_address(info), np.int32)[0] = 0
    if count == 0 or n == 0 or nrhs == 0:
        return
    check_memory("Barray", barrays, 8 * count)
    check_memory("devIpiv", pivots, 4 * n * count)
    fn = getattr(h.blas, f"LAPACKE_{kind}getrs")

    def work():
        for i, (a, b) in enumerate(zip(read_words(arrays, count), read_words(barrays, count))):
            ipiv = vector(pivots + 4 * n * i, n, 1, np.int32).astype(np.int64)
            fn(COL, TRANS[trans], n, nrhs, a, lda, ipiv.ctypes.data, b, ldb)

    submit(h, work)


def getri(kind, hv, n, arrays, lda, pivots, carrays, ldc, infos, count):
    h = handle(hv)
    _batch(n, lda, arrays, count)
    check_ld("ldc", ldc, n)
    if count == 0:
        return
    check_memory("Carray", carrays, 8 * count)
    check_memory("infoArray", infos, 4 * count)
    if pivots:
        check_memory("PivotArray", pivots, 4 * n * count)
    fn, dtype = getattr(h.blas, f"LAPACKE_{kind}getri"), KINDS[kind]

    def work():
        info = vector(infos, count, 1, np.int32)
        for i, (a, c) in enumerate(zip(read_words(arrays, count), read_words(carrays, count))):
            matrix(c, n, n, ldc, dtype)[...] = matrix(a, n, n, lda, dtype)
            ipiv = (vector(pivots + 4 * n * i, n, 1, np.int32).astype(np.int64) if pivots
                    else np.arange(1, n + 1, dtype=np.int64))
            info[i] = fn(COL, n, c, ldc, ipiv.ctypes.data) if n else 0

    submit(h, work)


def matinv(kind, hv, n, arrays, lda, inverses, lda_inv, infos, count):
    """The inverse of each matrix (n <= 32 in cuBLAS): LU of a copy, then getri."""
    h = handle(hv)
    if n > 32:
        raise invalid(f"n = {n}: matinvBatched takes n <= 32")
    _batch(n, lda, arrays, count)
    check_ld("lda_inv", lda_inv, n)
    if count == 0:
        return
    check_memory("Ainv", inverses, 8 * count)
    check_memory("info", infos, 4 * count)
    blas, dtype = h.blas, KINDS[kind]
    getrf_, getri_ = getattr(blas, f"LAPACKE_{kind}getrf"), getattr(blas, f"LAPACKE_{kind}getri")

    def work():
        info = vector(infos, count, 1, np.int32)
        for i, (a, c) in enumerate(zip(read_words(arrays, count), read_words(inverses, count))):
            matrix(c, n, n, lda_inv, dtype)[...] = matrix(a, n, n, lda, dtype)
            ipiv = np.zeros(max(n, 1), np.int64)
            status = getrf_(COL, n, n, c, lda_inv, ipiv.ctypes.data) if n else 0
            info[i] = status if status else (getri_(COL, n, c, lda_inv, ipiv.ctypes.data)
                                             if n else 0)

    submit(h, work)


def _register() -> dict:
    routines = {}
    for k in "sdcz":
        K = k.upper()
        routines[f"cublas{K}getrfBatched"] = partial(getrf, k)
        routines[f"cublas{K}getrsBatched"] = partial(getrs, k)
        routines[f"cublas{K}getriBatched"] = partial(getri, k)
        routines[f"cublas{K}matinvBatched"] = partial(matinv, k)
    return routines


ROUTINES = _register()
