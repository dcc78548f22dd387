"""cuSOLVER's sparse API (``cusolverSp``): handles, the direct solves of a CSR matrix
(``csrlsvlu``/``csrlsvqr``/``csrlsvchol``: the ``Host`` forms on host memory, ``csrlsvqr`` and
``csrlsvchol`` on device memory, for S, D, C and Z), and the host helpers that NVIDIA's samples
call before them: the symmetric-pattern test (``Xcsrissym``), the reverse Cuthill-McKee
ordering (``Xcsrsymrcm``) and B = A(p, q) (``Xcsrperm``); and the low-level Cholesky and QR
in their phases (``csrchol*``/``csrqr*``: analysis, buffer sizes, QR's setup with its shift,
factor, zero pivot, solve), host and device. The matrix descriptor is a cuSPARSE
``cusparseMatDescr_t`` (zluda's libcusparse's: its index base). The solver under them is the
device's (the provider hook's ``cusolver_sparse``: SciPy's SuperLU on CPU devices). A device
solve waits for the handle's stream and returns with ``singularity`` on the host, as cuSOLVER's.
"""

from __future__ import annotations

import ctypes
from functools import partial

import numpy as np

from ..common.handles import Handles
from ..common.memory import check_memory, raw
from .handles import SP_HANDLES, SpHandle, invalid

KINDS = {"s": np.float32, "d": np.float64, "c": np.complex64, "z": np.complex128}


def _host(address: int, count: int, dtype) -> np.ndarray:
    """``count`` elements of host memory at ``address`` (any memory the host reaches)."""
    dtype = np.dtype(dtype)
    if count <= 0:
        return np.zeros(0, dtype)
    if address == 0:
        raise invalid("an array is NULL")
    return raw(address, count * dtype.itemsize).view(dtype)


def _base(descr: int) -> int:
    from ..cusparse.descriptors import MATDESCRS

    try:
        return MATDESCRS.get(descr).base
    except Exception:  # noqa: BLE001 - a descriptor that libcusparse does not know
        raise invalid("descrA is not a cusparseMatDescr_t of libcusparse") from None


def _csr(m: int, n: int, nnz: int, values, offsets, indices, base: int):
    import scipy.sparse as sp

    rows = offsets.astype(np.int64) - base
    cols = indices.astype(np.int64) - base
    if rows[0] != 0 or rows[-1] != nnz or np.any(np.diff(rows) < 0) or \
            (nnz and (cols.min() < 0 or cols.max() >= n)):
        raise invalid("the CSR arrays do not describe a matrix of the sizes given")
    data = values if values is not None else np.ones(nnz)
    return sp.csr_array((data, cols, rows), shape=(m, n))


def _sizes(**sizes: int) -> None:
    for name, value in sizes.items():
        if value < 0:
            raise invalid(f"{name} = {value} is negative")


# -- handles --------------------------------------------------------------------------------------

def cusolverSpCreate(out):  # noqa: N802 - cuSOLVER's names
    if out == 0:
        raise invalid("the handle pointer is NULL")
    ctypes.c_void_p.from_address(out).value = SP_HANDLES.create(SpHandle())


def cusolverSpDestroy(value):  # noqa: N802
    SP_HANDLES.destroy(value)


def cusolverSpSetStream(value, stream):  # noqa: N802
    SP_HANDLES.get(value).set_stream(stream)


def cusolverSpGetStream(value, out):  # noqa: N802
    handle = SP_HANDLES.get(value)
    if out == 0:
        raise invalid("the stream pointer is NULL")
    ctypes.c_void_p.from_address(out).value = handle.stream_handle


# -- host helpers ---------------------------------------------------------------------------------

def cusolverSpXcsrissymHost(value, m, nnz, descr, row_start, row_end, col_ind, out):  # noqa: N802
    """Whether the pattern is symmetric (rows from ``row_start[i]`` to ``row_end[i]``)."""
    SP_HANDLES.get(value)
    _sizes(m=m, nnz=nnz)
    base = _base(descr)
    starts = _host(row_start, m, np.int32).astype(np.int64) - base
    ends = _host(row_end, m, np.int32).astype(np.int64) - base
    cols = _host(col_ind, nnz, np.int32).astype(np.int64) - base
    rows = np.concatenate([np.full(e - s, i) for i, (s, e) in enumerate(zip(starts, ends))]) \
        if m else np.zeros(0, np.int64)
    taken = np.concatenate([np.arange(s, e) for s, e in zip(starts, ends)]) if m else rows
    pairs = set(zip(rows.tolist(), cols[taken].tolist()))
    if out == 0:
        raise invalid("issym is NULL")
    ctypes.c_int.from_address(out).value = int(all((c, r) in pairs for r, c in pairs))


def cusolverSpXcsrsymrcmHost(value, n, nnz, descr, offsets, indices, out):  # noqa: N802
    """p: the reverse Cuthill-McKee ordering of A + A^T's pattern."""
    h = SP_HANDLES.get(value)
    _sizes(n=n, nnz=nnz)
    base = _base(descr)
    pattern = _csr(n, n, nnz, None, _host(offsets, n + 1, np.int32),
                   _host(indices, nnz, np.int32), base)
    order = h.solver.reverse_cuthill_mckee(pattern + pattern.T)
    _host(out, n, np.int32)[...] = order


def cusolverSpXcsrperm_bufferSizeHost(value, m, n, nnz, descr, offsets, indices, p, q,  # noqa: N802
                                      out):
    SP_HANDLES.get(value)
    _sizes(m=m, n=n, nnz=nnz)
    if out == 0:
        raise invalid("the buffer size pointer is NULL")
    ctypes.c_size_t.from_address(out).value = 8 * (nnz + m + 1)


def cusolverSpXcsrpermHost(value, m, n, nnz, descr, offsets, indices, p, q, mapping, buffer):  # noqa: N802
    """B = A(p, q) in place of A's structure; ``mapping`` moved with the entries (B's values
    are then A's values at ``mapping``)."""
    SP_HANDLES.get(value)
    _sizes(m=m, n=n, nnz=nnz)
    base = _base(descr)
    row_offsets = _host(offsets, m + 1, np.int32)
    cols = _host(indices, nnz, np.int32)
    rows_p, cols_q = _host(p, m, np.int32), _host(q, n, np.int32)
    moved = _host(mapping, nnz, np.int32)
    counts = np.diff(row_offsets.astype(np.int64))
    rows = np.repeat(np.arange(m), counts)
    new_row = np.empty(m, np.int64)
    new_row[rows_p.astype(np.int64)] = np.arange(m)  # p and q are zero-based
    new_col = np.empty(n, np.int64)
    new_col[cols_q.astype(np.int64)] = np.arange(n)
    b_rows = new_row[rows]
    b_cols = new_col[cols.astype(np.int64) - base]
    order = np.lexsort((b_cols, b_rows))
    row_offsets[...] = np.concatenate([[0], np.cumsum(np.bincount(b_rows, minlength=m))]) + base
    cols[...] = b_cols[order] + base
    moved[...] = moved[order]


# -- solves ---------------------------------------------------------------------------------------

def _solve(kind: str, method: str, device: bool, value, m, nnz, descr, values, offsets,
           indices, b, tol, reorder, x, singularity):
    h = SP_HANDLES.get(value)
    _sizes(m=m, nnz=nnz)
    if reorder not in (0, 1, 2, 3):
        raise invalid(f"reorder = {reorder} is not 0 to 3")
    if singularity == 0:
        raise invalid("singularity is NULL")
    base = _base(descr)
    dtype = np.dtype(KINDS[kind])
    solver = h.solver
    if device:
        for what, address, size in (("csrVal", values, nnz * dtype.itemsize),
                                    ("csrRowPtr", offsets, (m + 1) * 4),
                                    ("csrColInd", indices, nnz * 4),
                                    ("b", b, m * dtype.itemsize), ("x", x, m * dtype.itemsize)):
            check_memory(what, address, size, invalid)
        if not solver.host_memory:
            raise invalid("device memory that the host does not reach")
    found = []

    def work():
        matrix = _csr(m, m, nnz, _host(values, nnz, dtype), _host(offsets, m + 1, np.int32),
                      _host(indices, nnz, np.int32), base)
        found.append(solver.solve(method, matrix, _host(b, m, dtype).copy(), tol, reorder))

    if device:
        solver.run_now(h.stream(), work)
    else:
        work()
    solution, where = found[0]
    _host(x, m, dtype)[...] = solution
    ctypes.c_int.from_address(singularity).value = where


# -- the low-level Cholesky and QR (csrchol*, csrqr*: analysis, buffers, factor, solve) -----------

class Factorization:
    """A ``csrcholInfo_t``/``csrqrInfo_t`` (and their ``Host`` forms): the pattern once
    analyzed, the values once set up (QR: with its shift mu), the factors once factored."""

    def __init__(self, method: str, device: bool) -> None:
        self.method, self.device = method, device
        self.pattern = None  # (m, n, nnz, base, row offsets, column indices): host copies
        self.values = None
        self.shift = 0.0
        self.factors = None
        self.done = False  # factored (None factors: exactly singular)


FACTORIZATIONS = Handles(0x7C0F0E1000, "csrcholInfo_t/csrqrInfo_t", invalid)


def _factorization(value: int, method: str, device: bool) -> Factorization:
    info = FACTORIZATIONS.get(value)
    if (info.method, info.device) != (method, device):
        raise invalid(f"a {info.method} info{'' if info.device else ' (host)'} given to a"
                      f" {method}{'' if device else ' host'} function")
    return info


def _info_calls(method: str, device: bool) -> dict:
    label = {"chol": "Csrchol", "qr": "Csrqr"}[method] + "Info" + ("" if device else "Host")

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
    """Xcsrchol/Xcsrqr Analysis: the pattern, kept (cholesky's args: n, nnz, descr, offsets,
    indices, info; QR's: m, n, nnz, ...)."""
    h = SP_HANDLES.get(value)
    if method == "chol":
        n, nnz, descr, offsets, indices, info = args
        m = n
    else:
        m, n, nnz, descr, offsets, indices, info = args
    _sizes(m=m, n=n, nnz=nnz)
    info = _factorization(info, method, device)
    base = _base(descr)
    _arrays(device, (("csrRowPtrA", offsets, (m + 1) * 4), ("csrColIndA", indices, nnz * 4)))
    pattern = []

    def work():
        pattern.append((m, n, nnz, base, _host(offsets, m + 1, np.int32).copy(),
                        _host(indices, nnz, np.int32).copy()))

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
    matrix = _csr(m, n, nnz, values, offsets, indices, base)
    if info.shift:
        import scipy.sparse as sp

        matrix = sp.csr_array(matrix - info.shift * sp.eye_array(m, n))
    return matrix


def _factor_work(h, info: Factorization, kind: str, values: int):
    dtype = np.dtype(KINDS[kind])
    nnz = info.pattern[2]

    def work():
        info.factors = h.solver.factor(info.method, _matrix_of(info, _host(values, nnz, dtype)))
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
        kept.append(_host(values, nnz, dtype).copy())

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
            _host(x, n, dtype)[...] = h.solver.apply(info.factors, _host(b, m, dtype).copy())

    h.solver.submit(h.stream(), work) if device else work()


def _solve_factored(kind: str, method: str, device: bool, value, *args):
    """Solve: chol's (n, b, x, info, buffer), QR's (m, n, b, x, info, buffer)."""
    h = SP_HANDLES.get(value)
    if method == "chol":
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
            _host(x, n, dtype)[...] = h.solver.apply(info.factors, _host(b, m, dtype).copy())

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


def _register() -> dict:
    routines = {name: fn for name, fn in globals().items()
                if name.startswith("cusolverSp") and callable(fn)}
    for kind in "sdcz":
        K = kind.upper()
        for method in ("lu", "qr", "chol"):
            routines[f"cusolverSp{K}csrlsv{method}Host"] = partial(_solve, kind, method, False)
        for method in ("qr", "chol"):
            routines[f"cusolverSp{K}csrlsv{method}"] = partial(_solve, kind, method, True)
    for device, suffix in ((True, ""), (False, "Host")):
        for method in ("chol", "qr"):
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
    return routines


ROUTINES = _register()
