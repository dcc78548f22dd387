"""cuSOLVER's sparse API (``cusolverSp``): handles, the direct solves of a CSR matrix
(``csrlsvlu``/``csrlsvqr``/``csrlsvchol``: the ``Host`` forms on host memory, ``csrlsvqr`` and
``csrlsvchol`` on device memory, for S, D, C and Z), and the host helpers that NVIDIA's samples
call before them: the symmetric-pattern test (``Xcsrissym``), the fill-reducing orderings
(``Xcsrsymrcm``: reverse Cuthill-McKee; ``Xcsrsymmdq``/``Xcsrsymamd``: minimum degree) and
B = A(p, q) (``Xcsrperm``). The phases of the low-level factorizations are in
:mod:`.lowlevel`, cuSolverRF in :mod:`.refactor`. The matrix descriptor is a cuSPARSE
``cusparseMatDescr_t`` (zluda's libcusparse's: its index base). The solver under them is the
device's (the provider hook's ``cusolver_sparse``: SciPy's SuperLU on CPU devices). A device
solve waits for the handle's stream and returns with ``singularity`` on the host, as cuSOLVER's.
"""

from __future__ import annotations

import ctypes
from functools import partial

import numpy as np

from ..common.memory import check_memory, raw
from .handles import SP_HANDLES, SpHandle, invalid

KINDS = {"s": np.float32, "d": np.float64, "c": np.complex64, "z": np.complex128}


def host_array(address: int, count: int, dtype) -> np.ndarray:
    """``count`` elements of host memory at ``address`` (any memory the host reaches)."""
    dtype = np.dtype(dtype)
    if count <= 0:
        return np.zeros(0, dtype)
    if address == 0:
        raise invalid("an array is NULL")
    return raw(address, count * dtype.itemsize).view(dtype)


def index_base(descr: int) -> int:
    from ..cusparse.descriptors import MATDESCRS

    try:
        return MATDESCRS.get(descr).base
    except Exception:  # noqa: BLE001 - a descriptor that libcusparse does not know
        raise invalid("descrA is not a cusparseMatDescr_t of libcusparse") from None


def csr_matrix(m: int, n: int, nnz: int, values, offsets, indices, base: int):
    import scipy.sparse as sp

    rows = offsets.astype(np.int64) - base
    cols = indices.astype(np.int64) - base
    if rows[0] != 0 or rows[-1] != nnz or np.any(np.diff(rows) < 0) or \
            (nnz and (cols.min() < 0 or cols.max() >= n)):
        raise invalid("the CSR arrays do not describe a matrix of the sizes given")
    data = values if values is not None else np.ones(nnz)
    return sp.csr_array((data, cols, rows), shape=(m, n))


def check_sizes(**sizes: int) -> None:
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
    check_sizes(m=m, nnz=nnz)
    base = index_base(descr)
    starts = host_array(row_start, m, np.int32).astype(np.int64) - base
    ends = host_array(row_end, m, np.int32).astype(np.int64) - base
    cols = host_array(col_ind, nnz, np.int32).astype(np.int64) - base
    rows = np.concatenate([np.full(e - s, i) for i, (s, e) in enumerate(zip(starts, ends))]) \
        if m else np.zeros(0, np.int64)
    taken = np.concatenate([np.arange(s, e) for s, e in zip(starts, ends)]) if m else rows
    pairs = set(zip(rows.tolist(), cols[taken].tolist()))
    if out == 0:
        raise invalid("issym is NULL")
    ctypes.c_int.from_address(out).value = int(all((c, r) in pairs for r, c in pairs))


def _ordering(method: str, value, n, nnz, descr, offsets, indices, out):
    """p (a gather, zero-based) from A + A^T's pattern: ``method`` "rcm" (reverse
    Cuthill-McKee: a small bandwidth) or "minimum_degree" (less fill)."""
    h = SP_HANDLES.get(value)
    check_sizes(n=n, nnz=nnz)
    base = index_base(descr)
    pattern = csr_matrix(n, n, nnz, None, host_array(offsets, n + 1, np.int32),
                         host_array(indices, nnz, np.int32), base)
    if out == 0 and n:
        raise invalid("p is NULL")
    order = h.solver.reverse_cuthill_mckee(pattern + pattern.T) if method == "rcm" else \
        h.solver.minimum_degree(pattern)
    host_array(out, n, np.int32)[...] = order


cusolverSpXcsrsymrcmHost = partial(_ordering, "rcm")
# NVIDIA's symmdq (minimum degree) and symamd (approximate minimum degree) are theirs; both are
# answered with SuperLU's multiple minimum degree ordering, a permutation of the same purpose
cusolverSpXcsrsymmdqHost = partial(_ordering, "minimum_degree")
cusolverSpXcsrsymamdHost = partial(_ordering, "minimum_degree")


def cusolverSpXcsrperm_bufferSizeHost(value, m, n, nnz, descr, offsets, indices, p, q,  # noqa: N802
                                      out):
    SP_HANDLES.get(value)
    check_sizes(m=m, n=n, nnz=nnz)
    if out == 0:
        raise invalid("the buffer size pointer is NULL")
    ctypes.c_size_t.from_address(out).value = 8 * (nnz + m + 1)


def cusolverSpXcsrpermHost(value, m, n, nnz, descr, offsets, indices, p, q, mapping, buffer):  # noqa: N802
    """B = A(p, q) in place of A's structure; ``mapping`` moved with the entries (B's values
    are then A's values at ``mapping``)."""
    SP_HANDLES.get(value)
    check_sizes(m=m, n=n, nnz=nnz)
    base = index_base(descr)
    row_offsets = host_array(offsets, m + 1, np.int32)
    cols = host_array(indices, nnz, np.int32)
    rows_p, cols_q = host_array(p, m, np.int32), host_array(q, n, np.int32)
    moved = host_array(mapping, nnz, np.int32)
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
    check_sizes(m=m, nnz=nnz)
    if reorder not in (0, 1, 2, 3):
        raise invalid(f"reorder = {reorder} is not 0 to 3")
    if singularity == 0:
        raise invalid("singularity is NULL")
    base = index_base(descr)
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
        matrix = csr_matrix(m, m, nnz, host_array(values, nnz, dtype),
                            host_array(offsets, m + 1, np.int32),
                            host_array(indices, nnz, np.int32), base)
        found.append(solver.solve(method, matrix, host_array(b, m, dtype).copy(), tol, reorder))

    if device:
        solver.run_now(h.stream(), work)
    else:
        work()
    solution, where = found[0]
    host_array(x, m, dtype)[...] = solution
    ctypes.c_int.from_address(singularity).value = where


def _register() -> dict:
    routines = {name: fn for name, fn in globals().items()
                if name.startswith("cusolverSp") and callable(fn)}
    for kind in "sdcz":
        K = kind.upper()
        for method in ("lu", "qr", "chol"):
            routines[f"cusolverSp{K}csrlsv{method}Host"] = partial(_solve, kind, method, False)
        for method in ("qr", "chol"):
            routines[f"cusolverSp{K}csrlsv{method}"] = partial(_solve, kind, method, True)
    return routines


ROUTINES = _register()
