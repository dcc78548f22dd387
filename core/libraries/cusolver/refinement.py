"""cuSOLVER's iterative-refinement solvers, ``cusolverDn<t1><t2>gesv`` (A X = B, A square) and
``cusolverDn<t1><t2>gels`` (least squares, m >= n), with their ``_bufferSize`` queries: t1 the
precision of A, B and X (D, S, Z, C), t2 the lowest precision that the factorization may use
(the same, S or C, or half, bfloat16 and TF32: H, B, X for real, K, E, Y for complex).

Over LAPACK: a double (double complex) system with a lower precision factors in single (single
complex) and refines in double, LAPACK's ``dsgesv``/``zcgesv``, whose iteration count and
fallback codes are cuSOLVER's ``iter`` (> 0: iterations; < 0: why it fell back to a
full-precision factorization: -1 too small a system for it, -2 an overflow into the lower
precision, -3 its factorization failed, -31 too many iterations); half, bfloat16 and TF32 also
factor in single, which is no less accurate. Every other system is factored in its own precision
(``?gesv``, ``?gels``; ``iter`` 0). B is left as it is; X takes the solution; A keeps its values
when the refinement converged and holds its factors otherwise, as cuSOLVER says. ``iter`` is
host memory, so a call returns when it is done; ``d_info`` is device memory."""

from __future__ import annotations

from functools import partial

import numpy as np

from ..common.memory import matrix
from .dense import KINDS, _array, _call, _lapack, _ld, _matrix, _sizes, _store, _submit, forwards
from .handles import HANDLES, invalid

LOWER = {"d": "DSHBX", "s": "SHBX", "z": "ZCKEY", "c": "CKEY"}  # t1 -> its t2s
MIXED = {"d": "dsgesv", "z": "zcgesv"}  # t1 -> LAPACK's refinement with a single factorization


def _solve(kind: str, lowest: str, hv, n, nrhs, a, lda, ipiv, b, ldb, x, ldx, work, lwork,
           iterations, info):
    h = HANDLES.get(hv)
    _sizes(n=n, nrhs=nrhs)
    for name, ld in (("ldda", lda), ("lddb", ldb), ("lddx", ldx)):
        _ld(name, ld, n)
    dtype = KINDS[kind]
    _matrix("dA", a, n, n, lda, dtype)
    _array("dipiv", ipiv, n, np.int32)
    _matrix("dB", b, n, nrhs, ldb, dtype)
    _matrix("dX", x, n, nrhs, ldx, dtype)
    _array("d_info", info, 1, np.int32)
    if iterations == 0:
        raise invalid("iter is NULL")
    mixed = kind in MIXED and lowest != kind
    fn = _lapack(h, MIXED[kind] if mixed else kind + "gesv")
    done = []

    def run():
        pivots = np.zeros(max(n, 1), np.int64)
        if mixed:
            count = np.zeros(1, np.int64)
            result = _call(fn, n, nrhs, a, lda, pivots.ctypes.data, b, ldb, x, ldx,
                           count.ctypes.data)
            done.append(int(count[0]))
        else:
            matrix(x, n, nrhs, ldx, dtype)[...] = matrix(b, n, nrhs, ldb, dtype)
            result = _call(fn, n, nrhs, a, lda, pivots.ctypes.data, x, ldx)
            done.append(0)
        matrix(ipiv, n, 1, max(n, 1), np.int32)[:, 0] = pivots[:n]
        _store(info, result)

    _finish(h, run, iterations, done)


def _least_squares(kind: str, lowest: str, hv, m, n, nrhs, a, lda, b, ldb, x, ldx, work, lwork,
                   iterations, info):
    h = HANDLES.get(hv)
    _sizes(m=m, n=n, nrhs=nrhs)
    if m < n:
        raise invalid(f"m = {m} < n = {n}: cuSOLVER's gels takes m >= n")
    _ld("ldda", lda, m)
    _ld("lddb", ldb, m)
    _ld("lddx", ldx, n)
    dtype = KINDS[kind]
    _matrix("dA", a, m, n, lda, dtype)
    _matrix("dB", b, m, nrhs, ldb, dtype)
    _matrix("dX", x, n, nrhs, ldx, dtype)
    _array("d_info", info, 1, np.int32)
    if iterations == 0:
        raise invalid("iter is NULL")
    fn = _lapack(h, kind + "gels")
    done = []

    def run():
        rhs = np.array(matrix(b, m, nrhs, ldb, dtype), order="F")
        result = _call(fn, b"N", m, n, nrhs, a, lda, rhs.ctypes.data, max(m, 1))
        matrix(x, n, nrhs, ldx, dtype)[...] = rhs[:n]
        _store(info, result)
        done.append(0)

    _finish(h, run, iterations, done)


def _finish(h, run, iterations: int, done: list) -> None:
    """``run`` in the handle's stream, waited for: ``iter`` is host memory."""
    if forwards(h):
        _submit(h, run)  # hipSOLVER's own (it answers NOT_SUPPORTED where it has none)
        h.stream().synchronize()
        return
    h.lapack.submit(h.stream(), run)
    h.stream().synchronize()
    if done:
        _store(iterations, done[0])


def _buffer_size(kind: str, hv, *args):
    """Bytes of workspace: none are used (LAPACK brings its own), one element is answered."""
    HANDLES.get(hv)
    out = args[-1]
    if out == 0:
        raise invalid("lwork_bytes is NULL")
    _store(out, np.dtype(KINDS[kind]).itemsize, np.uint64)


def _register() -> dict:
    routines = {}
    for kind, lowers in LOWER.items():
        for lowest in lowers:
            prefix = f"cusolverDn{kind.upper()}{lowest}"
            low = lowest.lower()
            routines[f"{prefix}gesv"] = partial(_solve, kind, low)
            routines[f"{prefix}gels"] = partial(_least_squares, kind, low)
            routines[f"{prefix}gesv_bufferSize"] = partial(_buffer_size, kind)
            routines[f"{prefix}gels_bufferSize"] = partial(_buffer_size, kind)
    return routines


ROUTINES = _register()
