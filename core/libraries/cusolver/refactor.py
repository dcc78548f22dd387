"""cuSolverRF (``cusolverRf``, cusolverRf.h): the LU refactorization of a sequence of sparse
matrices that share one pattern and one pivot order. The first LU comes from elsewhere
(``csrluExtractHost`` in NVIDIA's sample): ``Setup`` takes A, L, U and the permutations of
P A Q^T = L U; ``ResetValues`` takes a new A's values; ``Refactor`` factors P A Q^T again
without pivoting, in L and U's pattern (a pivot at most ``zero`` in magnitude replaced by
``boost`` when boost is positive); ``Solve`` overwrites b with x. The batched forms hold one A
per member, with one pattern. L and U are given and extracted in the handle's format (CSR or
CSC) and unit-diagonal convention. The handle has no stream of its own: its device work runs in
the legacy default stream of its context, as cuSolverRF's does. The LU itself is the device's
sparse solver's (:mod:`.superlu` on CPU devices)."""

from __future__ import annotations

import ctypes

import numpy as np

from ..common.handles import Handles
from ..common.memory import check_memory
from .handles import SpHandle, invalid, not_initialized
from .sparse import host_array
from .status import C, CusolverError

CSR, CSC = C.CUSOLVERRF_MATRIX_FORMAT_CSR, C.CUSOLVERRF_MATRIX_FORMAT_CSC
STORED_L, STORED_U, ASSUMED_L, ASSUMED_U = (
    C.CUSOLVERRF_UNIT_DIAGONAL_STORED_L, C.CUSOLVERRF_UNIT_DIAGONAL_STORED_U,
    C.CUSOLVERRF_UNIT_DIAGONAL_ASSUMED_L, C.CUSOLVERRF_UNIT_DIAGONAL_ASSUMED_U)
FACTORIZATION_ALGS = (C.CUSOLVERRF_FACTORIZATION_ALG0, C.CUSOLVERRF_FACTORIZATION_ALG1,
                      C.CUSOLVERRF_FACTORIZATION_ALG2)
SOLVE_ALGS = (C.CUSOLVERRF_TRIANGULAR_SOLVE_ALG1, C.CUSOLVERRF_TRIANGULAR_SOLVE_ALG2,
              C.CUSOLVERRF_TRIANGULAR_SOLVE_ALG3)
FAST_MODES = (C.CUSOLVERRF_RESET_VALUES_FAST_MODE_OFF, C.CUSOLVERRF_RESET_VALUES_FAST_MODE_ON)

_libc = ctypes.CDLL(None)
_libc.malloc.restype = ctypes.c_void_p
_libc.malloc.argtypes = [ctypes.c_size_t]


class Member:
    """One matrix of the sequence (of a batch): A's values, and its factors once refactored
    (values in the bundled pattern; SuperLU's solver when it factored them)."""

    def __init__(self, values: np.ndarray) -> None:
        self.values = values
        self.factors = None
        self.solver = None
        self.position = -1


class RfHandle(SpHandle):
    """A ``cusolverRfHandle_t``: the settings, and once set up the pattern of A, the
    permutations, the bundled pattern of L and U (L's strict lower triangle and U, with
    U's diagonal: the pivots) and the members."""

    def __init__(self) -> None:
        super().__init__()
        self.format, self.diagonal = CSR, STORED_L
        self.zero, self.boost = 0.0, 0.0
        self.algs = (C.CUSOLVERRF_FACTORIZATION_ALG0, C.CUSOLVERRF_TRIANGULAR_SOLVE_ALG1)
        self.fast_mode = C.CUSOLVERRF_RESET_VALUES_FAST_MODE_OFF
        self.boosted = False
        self.n = None
        self.a_offsets = self.a_indices = None
        self.p = self.q = None
        self.bundled = None  # scipy CSR: the pattern of L - I + U
        self.scatter = None  # per entry of A: its position in the bundled values (-1: none)
        self.members: list[Member] = []
        self.analyzed = False
        self.device_copies: list = []  # what AccessBundledFactorsDevice handed out

    def set_up(self) -> None:
        if self.bundled is None:
            raise invalid("cusolverRfSetupHost/SetupDevice has not run with this handle")

    def ready(self) -> None:
        self.set_up()
        if not self.analyzed:
            raise invalid("cusolverRfAnalyze has not run with this handle")


RF_HANDLES = Handles(0x7C0F0F1000, "cusolverRf handle", not_initialized)


def _store(address: int, ctype, value) -> None:
    if address == 0:
        raise invalid("an output pointer is NULL")
    ctype.from_address(address).value = value


# -- the handle and its settings -------------------------------------------------------------

def cusolverRfCreate(out):  # noqa: N802 - cuSOLVER's names
    if out == 0:
        raise invalid("the handle pointer is NULL")
    ctypes.c_void_p.from_address(out).value = RF_HANDLES.create(RfHandle())


def cusolverRfDestroy(value):  # noqa: N802
    handle = RF_HANDLES.destroy(value)
    if not handle.context.destroyed:  # its work is done before it goes
        handle.stream().synchronize()
        for allocation in handle.device_copies:
            handle.context.free(allocation)


def cusolverRfSetMatrixFormat(value, fmt, diagonal):  # noqa: N802
    h = RF_HANDLES.get(value)
    if fmt not in (CSR, CSC) or diagonal not in (STORED_L, STORED_U, ASSUMED_L, ASSUMED_U):
        raise invalid(f"format {fmt}, unit diagonal {diagonal}: not cuSolverRF's")
    h.format, h.diagonal = fmt, diagonal


def cusolverRfGetMatrixFormat(value, fmt, diagonal):  # noqa: N802
    h = RF_HANDLES.get(value)
    _store(fmt, ctypes.c_int, h.format)
    _store(diagonal, ctypes.c_int, h.diagonal)


def cusolverRfSetNumericProperties(value, zero, boost):  # noqa: N802
    h = RF_HANDLES.get(value)
    if zero < 0 or boost < 0:
        raise invalid(f"zero = {zero}, boost = {boost}: neither may be negative")
    h.zero, h.boost = zero, boost


def cusolverRfGetNumericProperties(value, zero, boost):  # noqa: N802
    h = RF_HANDLES.get(value)
    _store(zero, ctypes.c_double, h.zero)
    _store(boost, ctypes.c_double, h.boost)


def cusolverRfGetNumericBoostReport(value, report):  # noqa: N802
    h = RF_HANDLES.get(value)
    h.stream().synchronize()  # the refactorization that it reports on has run
    _store(report, ctypes.c_int, C.CUSOLVERRF_NUMERIC_BOOST_USED if h.boosted
           else C.CUSOLVERRF_NUMERIC_BOOST_NOT_USED)


def cusolverRfSetAlgs(value, factorization, solve):  # noqa: N802
    h = RF_HANDLES.get(value)
    if factorization not in FACTORIZATION_ALGS or solve not in SOLVE_ALGS:
        raise invalid(f"algorithms {factorization}, {solve}: not cuSolverRF's")
    h.algs = (factorization, solve)  # kept: the LU and the solves have one algorithm each


def cusolverRfGetAlgs(value, factorization, solve):  # noqa: N802
    h = RF_HANDLES.get(value)
    _store(factorization, ctypes.c_int, h.algs[0])
    _store(solve, ctypes.c_int, h.algs[1])


def cusolverRfSetResetValuesFastMode(value, mode):  # noqa: N802
    h = RF_HANDLES.get(value)
    if mode not in FAST_MODES:
        raise invalid(f"fast mode {mode}: not cuSolverRF's")
    h.fast_mode = mode


def cusolverRfGetResetValuesFastMode(value, out):  # noqa: N802
    _store(out, ctypes.c_int, RF_HANDLES.get(value).fast_mode)


# -- set up -----------------------------------------------------------------------------------

def _triangle(h: RfHandle, n: int, nnz: int, offsets: int, indices: int, values: int):
    """L or U as given (the handle's format), as a SciPy CSR array."""
    import scipy.sparse as sp

    pointers = host_array(offsets, n + 1, np.int32).astype(np.int64)
    others = host_array(indices, nnz, np.int32).astype(np.int64)
    if pointers[0] != 0 or pointers[-1] != nnz or np.any(np.diff(pointers) < 0) or \
            (nnz and (others.min() < 0 or others.max() >= n)):
        raise invalid("the arrays of L or U do not describe an n x n zero-based matrix")
    data = host_array(values, nnz, np.float64).copy()
    kind = sp.csr_array if h.format == CSR else sp.csc_array
    return sp.csr_array(kind((data, others, pointers), shape=(n, n)))


def _bundle(h: RfHandle, lower, upper):
    """The bundled L - I + U, L unit (Doolittle's form), from L and U as given in the
    handle's unit-diagonal convention; entries given as explicit zeros stay in the pattern,
    and so does the whole diagonal."""
    import scipy.sparse as sp

    n = lower.shape[0]
    lo, up = sp.coo_array(lower), sp.coo_array(upper)
    below, above = lo.row > lo.col, up.row < up.col
    if _pivots_in_u(h):
        pivots = upper.diagonal()
        lower_values, upper_values = lo.data[below], up.data[above]
    else:  # L holds the pivots, U is unit: L U = (L D^-1)(D U)
        pivots = lower.diagonal()
        with np.errstate(divide="ignore", invalid="ignore"):
            lower_values = lo.data[below] / pivots[lo.col[below]]
        upper_values = up.data[above] * pivots[up.row[above]]
    diagonal = np.arange(n)
    bundled = sp.coo_array((np.concatenate([lower_values, pivots, upper_values]),
                            (np.concatenate([lo.row[below], diagonal, up.row[above]]),
                             np.concatenate([lo.col[below], diagonal, up.col[above]]))),
                           shape=(n, n)).tocsr()
    bundled.sort_indices()
    return bundled


def _pivots_in_u(h: RfHandle) -> bool:
    return h.diagonal in (STORED_L, ASSUMED_L)


def _scatter_map(bundled, offsets: np.ndarray, indices: np.ndarray, p: np.ndarray,
                 q: np.ndarray) -> np.ndarray:
    """For each entry of A (CSR ``offsets``, ``indices``), its position among the bundled
    values of P A Q^T (-1: outside L and U's pattern)."""
    n = bundled.shape[0]
    rows = np.repeat(np.arange(n), np.diff(offsets))
    new_row = np.empty(n, np.int64)
    new_row[p] = np.arange(n)
    new_col = np.empty(n, np.int64)
    new_col[q] = np.arange(n)
    r, c = new_row[rows], new_col[indices]
    starts, ends = bundled.indptr[r], bundled.indptr[r + 1]
    keys = r * n + c
    flat = np.repeat(np.arange(n), np.diff(bundled.indptr)) * n + bundled.indices
    where = np.searchsorted(flat, keys)
    found = (where < len(flat)) & (where >= starts) & (where < ends)
    found[found] = flat[where[found]] == keys[found]
    return np.where(found, where, -1)


def _permutation(address: int, n: int, what: str) -> np.ndarray:
    p = host_array(address, n, np.int32).astype(np.int64)
    if n and not np.array_equal(np.sort(p), np.arange(n)):
        raise invalid(f"{what} is not a permutation of 0 .. n-1")
    return p


def _setup(device: bool, batch: list[int] | None, n, nnz_a, a_offsets, a_indices, a_values,
           nnz_l, l_offsets, l_indices, l_values, nnz_u, u_offsets, u_indices, u_values, p, q,
           value):
    h = RF_HANDLES.get(value)
    for name, size in (("n", n), ("nnzA", nnz_a), ("nnzL", nnz_l), ("nnzU", nnz_u)):
        if size < 0:
            raise invalid(f"{name} = {size} is negative")
    if n == 0:
        raise invalid("n = 0: there is no matrix")
    if device:
        for what, address, size in (
                ("csrRowPtrA", a_offsets, 4 * (n + 1)), ("csrColIndA", a_indices, 4 * nnz_a),
                ("csrValA", a_values, 8 * nnz_a), ("csrRowPtrL", l_offsets, 4 * (n + 1)),
                ("csrColIndL", l_indices, 4 * nnz_l), ("csrValL", l_values, 8 * nnz_l),
                ("csrRowPtrU", u_offsets, 4 * (n + 1)), ("csrColIndU", u_indices, 4 * nnz_u),
                ("csrValU", u_values, 8 * nnz_u), ("P", p, 4 * n), ("Q", q, 4 * n)):
            check_memory(what, address, size, invalid)
        if not h.solver.host_memory:
            raise invalid("device memory that the host does not reach")

    def work():
        offsets = host_array(a_offsets, n + 1, np.int32).astype(np.int64)
        indices = host_array(a_indices, nnz_a, np.int32).astype(np.int64)
        if offsets[0] != 0 or offsets[-1] != nnz_a or np.any(np.diff(offsets) < 0) or \
                (nnz_a and (indices.min() < 0 or indices.max() >= n)):
            raise invalid("the CSR arrays of A do not describe an n x n zero-based matrix")
        lower = _triangle(h, n, nnz_l, l_offsets, l_indices, l_values)
        upper = _triangle(h, n, nnz_u, u_offsets, u_indices, u_values)
        gather_p, gather_q = _permutation(p, n, "P"), _permutation(q, n, "Q")
        bundled = _bundle(h, lower, upper)
        scatter = _scatter_map(bundled, offsets, indices, gather_p, gather_q)
        addresses = [a_values] if batch is None else batch
        members = [Member(host_array(address, nnz_a, np.float64).copy())
                   for address in addresses]
        for member in members:  # the factors given stand until a refactorization
            member.factors = bundled.data.copy()
        # all checked: the handle takes them (a failed setup leaves it as it was)
        h.n, h.a_offsets, h.a_indices, h.p, h.q = n, offsets, indices, gather_p, gather_q
        h.bundled, h.scatter, h.members = bundled, scatter, members
        h.analyzed, h.boosted = False, False

    if device:
        h.solver.run_now(h.stream(), work)
    else:
        work()


def cusolverRfSetupHost(*args):  # noqa: N802
    _setup(False, None, *args)


def cusolverRfSetupDevice(*args):  # noqa: N802
    _setup(True, None, *args)


def _batch_pointers(count: int, array: int, what: str) -> list[int]:
    if count <= 0:
        raise invalid(f"batchSize = {count} is not positive")
    pointers = host_array(array, count, np.uint64).tolist()
    if 0 in pointers:
        raise invalid(f"a pointer of {what} is NULL")
    return [int(x) for x in pointers]


def cusolverRfBatchSetupHost(count, n, nnz_a, a_offsets, a_indices, a_values, *rest):  # noqa: N802
    _setup(False, _batch_pointers(count, a_values, "csrValA_array"), n, nnz_a, a_offsets,
           a_indices, 0, *rest)


def _analyze(value):
    h = RF_HANDLES.get(value)
    h.set_up()
    h.analyzed = True  # the levels that NVIDIA's kernels schedule by: SuperLU needs none


# -- new values, refactorization, solves ------------------------------------------------------

def _reset(batch: list[int] | None, n, nnz_a, a_offsets, a_indices, a_values, p, q, value):
    h = RF_HANDLES.get(value)
    h.set_up()
    if (n, nnz_a) != (h.n, len(h.a_indices)):
        raise invalid(f"n = {n}, nnzA = {nnz_a} are not those of the matrix set up")
    addresses = [a_values] if batch is None else batch
    if len(addresses) != len(h.members):
        raise invalid(f"batchSize = {len(addresses)} is not the {len(h.members)} set up")
    for what, address, size in (("csrRowPtrA", a_offsets, 4 * (n + 1)),
                                ("csrColIndA", a_indices, 4 * nnz_a), ("P", p, 4 * n),
                                ("Q", q, 4 * n)):
        check_memory(what, address, size, invalid)
    for address in addresses:
        check_memory("csrValA", address, 8 * nnz_a, invalid)

    def work():
        new_p, new_q = _permutation(p, n, "P"), _permutation(q, n, "Q")
        offsets = host_array(a_offsets, n + 1, np.int32).astype(np.int64)
        indices = host_array(a_indices, nnz_a, np.int32).astype(np.int64)
        if not (np.array_equal(new_p, h.p) and np.array_equal(new_q, h.q) and
                np.array_equal(offsets, h.a_offsets) and np.array_equal(indices, h.a_indices)):
            h.scatter = _scatter_map(h.bundled, offsets, indices, new_p, new_q)
            h.p, h.q, h.a_offsets, h.a_indices = new_p, new_q, offsets, indices
        for member, address in zip(h.members, addresses):
            member.values = host_array(address, nnz_a, np.float64).copy()

    h.solver.submit(h.stream(), work)


def cusolverRfResetValues(*args):  # noqa: N802
    _reset(None, *args)


def cusolverRfBatchResetValues(count, n, nnz_a, a_offsets, a_indices, a_values, p, q,  # noqa: N802
                               value):
    _reset(_batch_pointers(count, a_values, "csrValA_array"), n, nnz_a, a_offsets, a_indices,
           0, p, q, value)


def _refactor(value):
    h = RF_HANDLES.get(value)
    h.ready()

    def work():
        boosted = False
        inside = h.scatter >= 0
        for member in h.members:
            bundled = h.bundled.copy()
            bundled.data = np.zeros_like(bundled.data)  # the rest of the pattern is zeroed
            np.add.at(bundled.data, h.scatter[inside], member.values[inside])
            member.factors, member.solver, used, member.position = h.solver.refactor(
                bundled, h.zero, h.boost)
            boosted |= used
        h.boosted = boosted

    h.solver.submit(h.stream(), work)


def _solve(batch: bool, value, p, q, nrhs, temp, ldt, xf, ldxf):
    h = RF_HANDLES.get(value)
    h.ready()
    n = h.n
    if nrhs < 1:
        raise invalid(f"nrhs = {nrhs} is not positive")
    if ldt < n or ldxf < n:
        raise invalid(f"ldt = {ldt}, ldxf = {ldxf}: each must be at least n = {n}")
    for what, address, size in (("P", p, 4 * n), ("Q", q, 4 * n),
                                ("Temp", temp, 8 * ((nrhs - 1) * ldt + n))):
        check_memory(what, address, size, invalid)
    columns = _batch_pointers(len(h.members), xf, "XF_array") if batch else [xf]
    for address in columns:
        check_memory("XF", address, 8 * ((nrhs - 1) * ldxf + n), invalid)

    def work():
        gather_p, gather_q = _permutation(p, n, "P"), _permutation(q, n, "Q")
        for member, address in zip(h.members, columns):
            for j in range(nrhs):
                x = host_array(address + 8 * j * ldxf, n, np.float64)
                z = h.solver.solve_refactored(h.bundled, member.factors, member.solver,
                                              x[gather_p].copy())
                x[gather_q] = z

    h.solver.submit(h.stream(), work)


def cusolverRfSolve(value, p, q, nrhs, temp, ldt, xf, ldxf):  # noqa: N802
    _solve(False, value, p, q, nrhs, temp, ldt, xf, ldxf)


def cusolverRfBatchSolve(value, p, q, nrhs, temp, ldt, xf_array, ldxf):  # noqa: N802
    _solve(True, value, p, q, nrhs, temp, ldt, xf_array, ldxf)


def cusolverRfBatchZeroPivot(value, position):  # noqa: N802
    """Per member: the first zero pivot left by the refactorization (-1: none);
    CUSOLVER_STATUS_ZERO_PIVOT when there is one."""
    h = RF_HANDLES.get(value)
    h.ready()
    h.stream().synchronize()
    found = [member.position for member in h.members]
    host_array(position, len(found), np.int32)[...] = found
    if any(where >= 0 for where in found):
        raise CusolverError(C.CUSOLVER_STATUS_ZERO_PIVOT,
                            f"zero pivots at {found} (-1: none)")


# -- the factors, extracted ---------------------------------------------------------------------

def _factors(h: RfHandle, split: bool):
    """The first member's factors in the handle's unit-diagonal convention, from the bundled
    values: (L, U), unit diagonals stored where the convention stores them; or (not
    ``split``) the bundled M = L + U, the unit diagonal left out."""
    import scipy.sparse as sp

    h.ready()
    h.stream().synchronize()
    m = sp.coo_array(sp.csr_array((h.members[0].factors, h.bundled.indices,
                                   h.bundled.indptr), shape=h.bundled.shape))
    r, c, v = m.row, m.col, m.data
    below, on, above = r > c, r == c, r < c
    pivots = np.zeros(h.n, v.dtype)
    pivots[r[on]] = v[on]
    diagonal, ones = np.arange(h.n), np.ones(h.n)
    with np.errstate(divide="ignore", invalid="ignore"):
        if _pivots_in_u(h):
            lower = (r[below], c[below], v[below])
            upper = (r[on | above], c[on | above], v[on | above])
        else:
            lower = (np.concatenate([r[below], diagonal]), np.concatenate([c[below], diagonal]),
                     np.concatenate([v[below] * pivots[c[below]], pivots]))
            upper = (r[above], c[above], v[above] / pivots[r[above]])

    def matrix(rows, cols, values, unit: bool):
        if unit:
            rows, cols = np.concatenate([rows, diagonal]), np.concatenate([cols, diagonal])
            values = np.concatenate([values, ones])
        return sp.coo_array((values, (rows, cols)), shape=(h.n, h.n)).tocsr()

    if not split:
        return matrix(*(np.concatenate(parts) for parts in zip(lower, upper)), False)
    return (matrix(*lower, h.diagonal == STORED_L), matrix(*upper, h.diagonal == STORED_U))


def _in_format(h: RfHandle, matrix):
    """(pointers, indices, values) of a CSR matrix in the handle's format."""
    import scipy.sparse as sp

    matrix = sp.csr_array(matrix) if h.format == CSR else sp.csc_array(matrix)
    matrix.sort_indices()
    return matrix.indptr.astype(np.int32), matrix.indices.astype(np.int32), \
        matrix.data.astype(np.float64)


def _malloc(array: np.ndarray) -> int:
    """A copy of ``array`` in memory from the C library's malloc (the caller's to free)."""
    size = max(array.nbytes, 1)
    address = _libc.malloc(size)
    if not address:
        raise CusolverError(C.CUSOLVER_STATUS_ALLOC_FAILED, f"malloc({size}) failed")
    ctypes.memmove(address, array.ctypes.data, array.nbytes)
    return address


def cusolverRfExtractBundledFactorsHost(value, nnz, pointers, indices, values):  # noqa: N802
    """M = L + U with L's or U's unit diagonal left out, in host memory that the caller
    frees."""
    h = RF_HANDLES.get(value)
    if 0 in (nnz, pointers, indices, values):
        raise invalid("an output pointer is NULL")
    mp, mi, mx = _in_format(h, _factors(h, split=False))
    _store(nnz, ctypes.c_int, len(mi))
    for out, array in ((pointers, mp), (indices, mi), (values, mx)):
        ctypes.c_void_p.from_address(out).value = _malloc(array)


def cusolverRfExtractSplitFactorsHost(value, nnz_l, l_pointers, l_indices, l_values, nnz_u,  # noqa: N802
                                      u_pointers, u_indices, u_values):
    """L and U apart, in the handle's convention, in host memory that the caller frees."""
    h = RF_HANDLES.get(value)
    if 0 in (nnz_l, l_pointers, l_indices, l_values, nnz_u, u_pointers, u_indices, u_values):
        raise invalid("an output pointer is NULL")
    lower, upper = _factors(h, split=True)
    for count, outs, matrix in ((nnz_l, (l_pointers, l_indices, l_values), lower),
                                (nnz_u, (u_pointers, u_indices, u_values), upper)):
        arrays = _in_format(h, matrix)
        _store(count, ctypes.c_int, len(arrays[1]))
        for out, array in zip(outs, arrays):
            ctypes.c_void_p.from_address(out).value = _malloc(array)


def cusolverRfAccessBundledFactorsDevice(value, nnz, pointers, indices, values):  # noqa: N802
    """M as :func:`cusolverRfExtractBundledFactorsHost` gives it, in device memory that the
    handle owns (until it is destroyed)."""
    from ...runtime.errors import CudaError

    h = RF_HANDLES.get(value)
    if 0 in (nnz, pointers, indices, values):
        raise invalid("an output pointer is NULL")
    arrays = _in_format(h, _factors(h, split=False))
    _store(nnz, ctypes.c_int, len(arrays[1]))
    for out, array in zip((pointers, indices, values), arrays):
        try:
            allocation = h.context.allocate(max(array.nbytes, 1))
        except CudaError as exc:
            raise CusolverError(C.CUSOLVER_STATUS_ALLOC_FAILED, exc.message) from None
        h.device_copies.append(allocation)
        ctypes.memmove(allocation.base, array.ctypes.data, array.nbytes)
        ctypes.c_void_p.from_address(out).value = allocation.base


ROUTINES = {
    **{name: fn for name, fn in globals().items()
       if name.startswith("cusolverRf") and callable(fn)},
    "cusolverRfAnalyze": _analyze, "cusolverRfBatchAnalyze": _analyze,
    "cusolverRfRefactor": _refactor, "cusolverRfBatchRefactor": _refactor,
}
