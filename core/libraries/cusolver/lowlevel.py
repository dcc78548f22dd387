"""The low-level factorizations of cuSOLVER's sparse API in their phases: Cholesky
(``csrchol*``) and QR (``csrqr*``, with its shift mu), on host and device memory, and LU with
partial pivoting on the host (``csrlu*Host``, cusolverSp_LOWLEVEL_PREVIEW.h): an info object,
the analysis of the pattern, buffer sizes, factor, zero pivot and solve, and LU's factors
extracted (P A Q^T = L U, L with its unit diagonal left out: what cuSolverRF takes). The
factors are the device's sparse solver's (:mod:`.superlu` on CPU devices)."""

from __future__ import annotations

import ctypes
from functools import partial

import numpy as np

from ..common.handles import Handles
from ..common.memory import check_memory
from .handles import SP_HANDLES, invalid
from .sparse import KINDS, check_sizes, csr_matrix, host_array, index_base
from .status import C, CusolverError


class Factorization:
    """A ``csrcholInfo_t``/``csrqrInfo_t`` (and their ``Host`` forms) or a
    ``csrluInfoHost_t``: the pattern once analyzed, the values once set up (QR: with its shift
    mu), the factors once factored."""

    def __init__(self, method: str, device: bool) -> None:
        self.method, self.device = method, device
        self.pattern = None  # (m, n, nnz, base, row offsets, column indices): host copies
        self.values = None
        self.shift = 0.0
        self.factors = None
        self.done = False  # factored (None factors: exactly singular)


FACTORIZATIONS = Handles(0x7C0F0E1000, "csrcholInfo_t/csrqrInfo_t/csrluInfoHost_t", invalid)


def _factorization(value: int, method: str, device: bool) -> Factorization:
    info = FACTORIZATIONS.get(value)
    if (info.method, info.device) != (method, device):
        raise invalid(f"a {info.method} info{'' if info.device else ' (host)'} given to a"
                      f" {method}{'' if device else ' host'} function")
    return info


def _info_calls(method: str, device: bool) -> dict:
    label = {"chol": "Csrchol", "qr": "Csrqr", "lu": "Csrlu"}[method] + "Info" + \
        ("" if device else "Host")

    def create(out):
        if out == 0:
            raise invalid("the info pointer is NULL")
        ctypes.c_void_p.from_address(out).value = FACTORIZATIONS.create(
            Factorization(method, device))

    def destroy(value):
        if value:
            FACTORIZATIONS.destroy(value)

    return {f"cusolverSpCreate{label}": create, f"cusolverSpDestroy{label}": destroy}


def _arrays(device: bool, checks) -> None:
    """Device memory checked for a device function (a host function reads host memory)."""
    if device:
        for what, address, size in checks:
            check_memory(what, address, size, invalid)


def _analysis(method: str, device: bool, value, *args):
    """Xcsrchol/Xcsrqr/Xcsrlu Analysis: the pattern, kept (Cholesky's and LU's args: n, nnz,
    descr, offsets, indices, info; QR's: m, n, nnz, ...)."""
    h = SP_HANDLES.get(value)
    if method in ("chol", "lu"):
        n, nnz, descr, offsets, indices, info = args
        m = n
    else:
        m, n, nnz, descr, offsets, indices, info = args
    check_sizes(m=m, n=n, nnz=nnz)
    info = _factorization(info, method, device)
    base = index_base(descr)
    _arrays(device, (("csrRowPtrA", offsets, (m + 1) * 4), ("csrColIndA", indices, nnz * 4)))
    pattern = []

    def work():
        pattern.append((m, n, nnz, base, host_array(offsets, m + 1, np.int32).copy(),
                        host_array(indices, nnz, np.int32).copy()))

    h.solver.run_now(h.stream(), work) if device else work()
    info.pattern, info.factors, info.done = pattern[0], None, False


def _analyzed(info: Factorization):
    if info.pattern is None:
        raise invalid("the analysis has not run with this info")
    return info.pattern


def _buffer_info(kind: str, method: str, device: bool, value, *args):
    SP_HANDLES.get(value)
    info, internal, workspace = args[-3], args[-2], args[-1]
    info = _factorization(info, method, device)
    m, n, nnz, *_ = _analyzed(info)
    if internal == 0 or workspace == 0:
        raise invalid("a size pointer is NULL")
    item = np.dtype(KINDS[kind]).itemsize
    ctypes.c_size_t.from_address(internal).value = item * (nnz + m + n) + 4 * (m + 1 + nnz)
    ctypes.c_size_t.from_address(workspace).value = item * (m + n)


def _values(kind: str, device: bool, info: Factorization, values: int):
    m, n, nnz, *_ = info.pattern
    dtype = np.dtype(KINDS[kind])
    _arrays(device, (("csrValA", values, nnz * dtype.itemsize),))
    return dtype


def _matrix_of(info: Factorization, values: np.ndarray):
    m, n, nnz, base, offsets, indices = info.pattern
    matrix = csr_matrix(m, n, nnz, values, offsets, indices, base)
    if info.shift:
        import scipy.sparse as sp

        matrix = sp.csr_array(matrix - info.shift * sp.eye_array(m, n))
    return matrix


def _factor_work(h, info: Factorization, kind: str, values: int):
    dtype = np.dtype(KINDS[kind])
    nnz = info.pattern[2]

    def work():
        matrix = _matrix_of(info, host_array(values, nnz, dtype))
        info.factors = h.solver.factor(info.method, matrix)
        info.done = True

    return work


def _chol_factor(kind: str, device: bool, value, n, nnz, descr, values, offsets, indices, info,
                 buffer):
    h = SP_HANDLES.get(value)
    info = _factorization(info, "chol", device)
    _analyzed(info)
    if (n, nnz) != info.pattern[1:3]:
        raise invalid(f"n = {n}, nnzA = {nnz} are not the analyzed matrix's")
    _values(kind, device, info, values)
    work = _factor_work(h, info, kind, values)
    h.solver.submit(h.stream(), work) if device else work()


def _qr_setup(kind: str, device: bool, value, m, n, nnz, descr, values, offsets, indices, mu,
              info):
    """QR's Setup: the values of A - mu I (kept), factored by Factor."""
    h = SP_HANDLES.get(value)
    info = _factorization(info, "qr", device)
    _analyzed(info)
    if (m, n, nnz) != info.pattern[:3]:
        raise invalid(f"m = {m}, n = {n}, nnzA = {nnz} are not the analyzed matrix's")
    dtype = _values(kind, device, info, values)
    kept = []

    def work():
        kept.append(host_array(values, nnz, dtype).copy())

    h.solver.run_now(h.stream(), work) if device else work()
    info.values, info.shift = kept[0], mu


def _qr_factor(kind: str, device: bool, value, m, n, nnz, b, x, info, buffer):
    """QR's Factor, and the solve of b into x when both are given."""
    h = SP_HANDLES.get(value)
    info = _factorization(info, "qr", device)
    if info.values is None:
        raise invalid("csrqrSetup has not run with this info")
    dtype = np.dtype(KINDS[kind])
    if b and x:
        _arrays(device, (("b", b, m * dtype.itemsize), ("x", x, n * dtype.itemsize)))

    def work():
        info.factors = h.solver.factor("qr", _matrix_of(info, info.values))
        info.done = True
        if b and x and info.factors is not None:
            b_copy = host_array(b, m, dtype).copy()
            host_array(x, n, dtype)[...] = h.solver.apply(info.factors, b_copy)

    h.solver.submit(h.stream(), work) if device else work()


def _solve_factored(kind: str, method: str, device: bool, value, *args):
    """Solve: Cholesky's and LU's (n, b, x, info, buffer), QR's (m, n, b, x, info, buffer)."""
    h = SP_HANDLES.get(value)
    if method in ("chol", "lu"):
        n, b, x, info, buffer = args
        m = n
    else:
        m, n, b, x, info, buffer = args
    info = _factorization(info, method, device)
    if not info.done and not device:
        raise invalid("the factorization has not run with this info")
    dtype = np.dtype(KINDS[kind])
    if b == 0 or x == 0:
        raise invalid("b or x is NULL")
    _arrays(device, (("b", b, m * dtype.itemsize), ("x", x, n * dtype.itemsize)))

    def work():
        if info.factors is not None:
            b_copy = host_array(b, m, dtype).copy()
            host_array(x, n, dtype)[...] = h.solver.apply(info.factors, b_copy)

    h.solver.submit(h.stream(), work) if device else work()


def _zero_pivot(method: str, device: bool, value, info, tol, position):
    """The first pivot of magnitude at most ``tol`` (-1: none), once the factorization ran (a
    device one is waited for)."""
    h = SP_HANDLES.get(value)
    info = _factorization(info, method, device)
    if position == 0:
        raise invalid("position is NULL")
    if device:
        h.solver.run_now(h.stream(), lambda: None)
    if not info.done:
        raise invalid("the factorization has not run with this info")
    if info.factors is None:
        where = 0
    else:
        small = np.nonzero(np.abs(h.solver.pivots(info.factors)) <= tol)[0]
        where = int(small[0]) if len(small) else -1
    ctypes.c_int.from_address(position).value = where


def _lu_factor(kind: str, value, n, nnz, descr, values, offsets, indices, info, threshold,
               buffer):
    """LU's Factor with partial pivoting: a row is taken as pivot while its magnitude is at
    least ``threshold`` times the column's largest (1: classic partial pivoting)."""
    h = SP_HANDLES.get(value)
    info = _factorization(info, "lu", False)
    _analyzed(info)
    if (n, nnz) != info.pattern[1:3]:
        raise invalid(f"n = {n}, nnzA = {nnz} are not the analyzed matrix's")
    if not 0.0 <= threshold <= 1.0:
        raise invalid(f"pivot_threshold = {threshold} is not in [0, 1]")
    dtype = np.dtype(KINDS[kind])
    info.factors = h.solver.factor("lu", _matrix_of(info, host_array(values, nnz, dtype)),
                                   threshold)
    info.done = True


def _lu_parts(h, info: Factorization):
    if not info.done:
        raise invalid("csrluFactorHost has not run with this info")
    if info.factors is None:
        raise CusolverError(C.CUSOLVER_STATUS_ZERO_PIVOT,
                            "the matrix is singular: the factorization stopped at a zero pivot")
    p, q, lower, upper = h.solver.lu_parts(info.factors)
    import scipy.sparse as sp

    strict = sp.csr_array(sp.tril(lower, -1, format="csr"))
    strict.sort_indices()
    upper = sp.csr_array(upper)
    upper.sort_indices()
    return p, q, strict, upper


def cusolverSpXcsrluNnzHost(value, nnz_l, nnz_u, info):  # noqa: N802
    """The nonzeros of L (without its unit diagonal) and of U."""
    h = SP_HANDLES.get(value)
    info = _factorization(info, "lu", False)
    if nnz_l == 0 or nnz_u == 0:
        raise invalid("nnzLRef or nnzURef is NULL")
    _, _, lower, upper = _lu_parts(h, info)
    ctypes.c_int.from_address(nnz_l).value = lower.nnz
    ctypes.c_int.from_address(nnz_u).value = upper.nnz


def _lu_extract(kind: str, value, p, q, descr_l, values_l, offsets_l, indices_l, descr_u,
                values_u, offsets_u, indices_u, info, buffer):
    """P, Q (zero-based gathers: P A Q^T = L U), and L (unit diagonal not stored) and U in
    CSR, each with its descriptor's index base."""
    h = SP_HANDLES.get(value)
    info = _factorization(info, "lu", False)
    n = info.pattern[1] if info.pattern else 0
    perm_p, perm_q, lower, upper = _lu_parts(h, info)
    dtype = np.dtype(KINDS[kind])
    host_array(p, n, np.int32)[...] = perm_p
    host_array(q, n, np.int32)[...] = perm_q
    for descr, matrix, values, offsets, indices in (
            (descr_l, lower, values_l, offsets_l, indices_l),
            (descr_u, upper, values_u, offsets_u, indices_u)):
        base = index_base(descr)
        host_array(offsets, n + 1, np.int32)[...] = matrix.indptr + base
        host_array(indices, matrix.nnz, np.int32)[...] = matrix.indices + base
        host_array(values, matrix.nnz, dtype)[...] = matrix.data


def _register() -> dict:
    routines = {"cusolverSpXcsrluNnzHost": cusolverSpXcsrluNnzHost}
    for device, suffix in ((True, ""), (False, "Host")):
        for method in ("chol", "qr", "lu"):
            if method == "lu" and device:
                continue  # LU is the host's only
            routines.update(_info_calls(method, device))
            routines[f"cusolverSpXcsr{method}Analysis{suffix}"] = \
                partial(_analysis, method, device)
            for kind in "sdcz":
                K = kind.upper()
                routines[f"cusolverSp{K}csr{method}BufferInfo{suffix}"] = \
                    partial(_buffer_info, kind, method, device)
                routines[f"cusolverSp{K}csr{method}Solve{suffix}"] = \
                    partial(_solve_factored, kind, method, device)
                routines[f"cusolverSp{K}csr{method}ZeroPivot{suffix}"] = \
                    partial(_zero_pivot, method, device)
        for kind in "sdcz":
            K = kind.upper()
            routines[f"cusolverSp{K}csrcholFactor{suffix}"] = partial(_chol_factor, kind, device)
            routines[f"cusolverSp{K}csrqrSetup{suffix}"] = partial(_qr_setup, kind, device)
            routines[f"cusolverSp{K}csrqrFactor{suffix}"] = partial(_qr_factor, kind, device)
    for kind in "sdcz":
        K = kind.upper()
        routines[f"cusolverSp{K}csrluFactorHost"] = partial(_lu_factor, kind)
        routines[f"cusolverSp{K}csrluExtractHost"] = partial(_lu_extract, kind)
    return routines


ROUTINES = _register()
