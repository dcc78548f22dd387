"""cuSPARSE's incomplete factorizations of a CSR matrix in place, with no fill (the matrix's
own pattern): ILU(0) (``cusparse<t>csrilu02``: L unit lower and U upper in A's values) and
IC(0) (``cusparse<t>csric02``: L in A's lower triangle), for S, D, C and Z, with their info
objects, buffer-size queries, analyses, the numeric boost of ILU(0), and
``cusparseXcsrilu02_zeroPivot``/``cusparseXcsric02_zeroPivot`` (the first structural or
numerical zero pivot, CUSPARSE_STATUS_ZERO_PIVOT when there is one). The factorization runs in
the handle's stream; a zero-pivot query waits for it, as cuSPARSE's does. The solve policies
are accepted (there are no levels to keep)."""

from __future__ import annotations

import ctypes

import numpy as np

from ..common.handles import Handles
from ..common.memory import check_memory
from . import descriptors as d
from .generic import _handle
from .status import C, CusparseError, invalid

KINDS = {"s": np.float32, "d": np.float64, "c": np.complex64, "z": np.complex128}
BUFFER = 16  # bytes that the factorizations ask for: none are used
POLICIES = (C.CUSPARSE_SOLVE_POLICY_NO_LEVEL, C.CUSPARSE_SOLVE_POLICY_USE_LEVEL)


class Info:
    """A csrilu02Info_t or csric02Info_t: the first zero pivot found (-1: none), whether the
    analysis ran, ILU(0)'s boost (tolerance, value readers)."""

    def __init__(self, what: str) -> None:
        self.what = what
        self.zero = -1
        self.analyzed = False
        self.boost = None


INFOS = Handles(0x7C5A101000, "csrilu02Info_t/csric02Info_t", invalid)


def _info(value: int, what: str) -> Info:
    info = INFOS.get(value)
    if info.what != what:
        raise invalid(f"a {info.what} info given to {what}")
    return info


def _create(what: str):
    def create(out):
        if out == 0:
            raise invalid("the info pointer is NULL")
        ctypes.c_void_p.from_address(out).value = INFOS.create(Info(what))

    def destroy(value):
        if value:
            INFOS.destroy(value)

    return create, destroy


def _operands(value, m, nnz, descr, values, offsets, indices, info, what, kind):
    h = _handle(value)
    d.check_sizes(m=m, nnz=nnz)
    base = d.MATDESCRS.get(descr).base
    info = _info(info, what)
    dtype = np.dtype(KINDS[kind])
    check_memory("the row offsets", offsets, (m + 1) * 4, invalid)
    check_memory("the column indices", indices, nnz * 4, invalid)
    check_memory("the values", values, nnz * dtype.itemsize, invalid)
    return h, base, info, dtype


def _buffer_size(kind, what, width):
    def query(value, m, nnz, descr, values, offsets, indices, info, out):
        _operands(value, m, nnz, descr, values, offsets, indices, info, what, kind)
        if out == 0:
            raise invalid("the buffer size pointer is NULL")
        width.from_address(out).value = BUFFER

    return query


def _analysis(kind, what):
    def analysis(value, m, nnz, descr, values, offsets, indices, info, policy, buffer):
        """A missing diagonal entry is a structural zero pivot (the stream waited for)."""
        h, base, info_, _ = _operands(value, m, nnz, descr, values, offsets, indices, info,
                                      what, kind)
        if policy not in POLICIES:
            raise invalid(f"{policy} is not a cusparseSolvePolicy_t")
        found = []
        structural_zero = h.operation("structural_zero")
        h.sparse.run_now(h.stream(), lambda: found.append(
            structural_zero(m, offsets, indices, nnz, base)))
        info_.zero, info_.analyzed = found[0], True

    return analysis


def _factorize(kind, what):
    def factorize(value, m, nnz, descr, values, offsets, indices, info, policy, buffer):
        h, base, info_, dtype = _operands(value, m, nnz, descr, values, offsets, indices, info,
                                          what, kind)
        if policy not in POLICIES:
            raise invalid(f"{policy} is not a cusparseSolvePolicy_t")
        if not info_.analyzed:
            raise invalid(f"the {what} analysis has not run with this info")
        boost = info_.boost
        factor = h.operation("incomplete_lu" if what == "csrilu02" else "incomplete_cholesky")

        def work():
            if what == "csrilu02":
                limits = None if boost is None else (boost[0](), boost[1]())
                zero = factor(m, values, offsets, indices, nnz, base, dtype, limits)
            else:
                zero = factor(m, values, offsets, indices, nnz, base, dtype)
            info_.zero = zero if info_.zero < 0 else min(info_.zero, zero) if zero >= 0 \
                else info_.zero

        h.submit(work)

    return factorize


def _numeric_boost(kind):
    def boost(value, info, enable, tolerance, boost_value):
        h = _handle(value)
        info_ = _info(info, "csrilu02")
        if not enable:
            info_.boost = None
            return
        info_.boost = (h.scalar("tol", tolerance, np.float64),
                       h.scalar("boost_val", boost_value, KINDS[kind]))

    return boost


def _zero_pivot(what):
    def zero_pivot(value, info, position):
        """The first zero pivot (-1: none), once the factorization before it ran; into host or
        device memory, as the pointer mode says."""
        h = _handle(value)
        info_ = _info(info, what)
        if position == 0:
            raise invalid("the position pointer is NULL")
        if h.pointer_mode == C.CUSPARSE_POINTER_MODE_DEVICE:
            check_memory("the position", position, 4, invalid)
        h.sparse.run_now(h.stream(), lambda: None)
        ctypes.c_int.from_address(position).value = info_.zero
        if info_.zero >= 0:
            raise CusparseError(C.CUSPARSE_STATUS_ZERO_PIVOT, f"{what}: a zero pivot in row"
                                f" {info_.zero}")

    return zero_pivot


def _register() -> dict:
    routines = {}
    for what, label in (("csrilu02", "Csrilu02"), ("csric02", "Csric02")):
        routines[f"cusparseCreate{label}Info"], routines[f"cusparseDestroy{label}Info"] = \
            _create(what)
        routines[f"cusparseX{what}_zeroPivot"] = _zero_pivot(what)
        for kind in "sdcz":
            name = f"cusparse{kind.upper()}{what}"
            routines[f"{name}_bufferSize"] = _buffer_size(kind, what, ctypes.c_int)
            routines[f"{name}_bufferSizeExt"] = _buffer_size(kind, what, ctypes.c_size_t)
            routines[f"{name}_analysis"] = _analysis(kind, what)
            routines[name] = _factorize(kind, what)
    for kind in "sdcz":
        routines[f"cusparse{kind.upper()}csrilu02_numericBoost"] = _numeric_boost(kind)
    return routines


ROUTINES = _register()
