"""SciPy's sparse arrays under zluda's cuSPARSE on CPU devices, whose memory the host addresses.

The operands are NumPy views of device memory (no copies): a descriptor's arrays become a
``scipy.sparse`` CSR, CSC, COO or BSR array over them, its dense vectors and matrices strided
arrays. Products run in SciPy's compiled ``sparsetools`` (the C++ kernels under every
``scipy.sparse`` operation): SpMV of CSR, CSC and COO accumulates straight into the result
vector (``csr_matvec``, ``csc_matvec``, ``coo_matvec``), transposes read the same arrays the
other way, and CSR to CSC conversion writes into the caller's arrays (``csr_tocsc``). Other
products (SpMM, SpGEMM, BSR) go through ``scipy.sparse``'s operators and are written into the
result. SciPy is the sparse library that NumPy users already have, BSD-licensed and kept by the
SciPy project; it runs on one thread.

A one-based matrix is read through zero-based copies of its indices; index arrays of two types,
or of 16 bits, through 64-bit copies; half-precision values are computed in the compute type.
The calls are ordered in the stream as OpenBLAS's are (:mod:`..common.host_calls`).
"""

from __future__ import annotations

import threading

import numpy as np

from ...runtime.plugins import hookimpl
from ..common import host_calls
from ..common.memory import raw
from ..common.pattern_lu import factor_in_pattern
from ..common.providers import LibraryProvider, ProviderUnavailable
from .descriptors import BSR, COO, CSC, CSR, INDEX_DTYPES, DnMat, DnVec, SpMat, SpVec
from .status import C, not_supported

N, T, H = (C.CUSPARSE_OPERATION_NON_TRANSPOSE, C.CUSPARSE_OPERATION_TRANSPOSE,
           C.CUSPARSE_OPERATION_CONJUGATE_TRANSPOSE)


def array(address: int, length: int, dtype) -> np.ndarray:
    """``length`` elements of ``dtype`` at ``address``, as a writable view."""
    dtype = np.dtype(dtype)
    if length <= 0:
        return np.zeros(0, dtype)
    return raw(address, length * dtype.itemsize).view(dtype)


def dense(mat: DnMat, batch: int = 0) -> np.ndarray:
    """The dense matrix as a (rows, cols) view, in its order and leading dimension."""
    item = mat.dtype.itemsize
    if mat.rows == 0 or mat.cols == 0:
        return np.zeros((mat.rows, mat.cols), mat.dtype)
    run, runs = mat.stored
    flat = array(mat.values + batch * mat.batch_stride * item, (runs - 1) * mat.ld + run,
                 mat.dtype)
    strides = (item, mat.ld * item) if mat.order == C.CUSPARSE_ORDER_COL else \
        (mat.ld * item, item)
    return np.lib.stride_tricks.as_strided(flat, (mat.rows, mat.cols), strides)


def vector(vec: DnVec) -> np.ndarray:
    return array(vec.values, vec.size, vec.dtype)


def _indices(address: int, length: int, kind: int, base: int) -> np.ndarray:
    values = array(address, length, INDEX_DTYPES[kind])
    if kind == C.CUSPARSE_INDEX_16U:
        values = values.astype(np.int64)
    return values - base if base else values


def parts(mat: SpMat, batch: int = 0) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """(offsets or COO rows, indices, values) of the batch's ``batch``-th matrix, zero-based,
    the two index arrays of one type."""
    count, length, values = mat.array_lengths()
    offsets = _indices(mat.offsets + batch * mat.offsets_stride *
                       INDEX_DTYPES[mat.offsets_type].itemsize, count, mat.offsets_type,
                       mat.base)
    indices = _indices(mat.indices + batch * mat.indices_stride *
                       INDEX_DTYPES[mat.indices_type].itemsize, length, mat.indices_type,
                       mat.base)
    if offsets.dtype != indices.dtype:
        offsets, indices = offsets.astype(np.int64), indices.astype(np.int64)
    data = array(mat.values + batch * mat.values_stride * mat.dtype.itemsize, values, mat.dtype)
    return offsets, indices, data


def scipy_array(mat: SpMat, batch: int = 0, dtype=None):
    """The matrix as a ``scipy.sparse`` array over its arrays (values converted to ``dtype``,
    when given)."""
    import scipy.sparse as sp

    offsets, indices, data = parts(mat, batch)
    if dtype is not None:
        data = data.astype(dtype, copy=False)
    shape = (mat.rows, mat.cols)
    if mat.format == CSR:
        return sp.csr_array((data, indices, offsets), shape=shape, copy=False)
    if mat.format == CSC:
        return sp.csc_array((data, indices, offsets), shape=shape, copy=False)
    if mat.format == COO:
        return sp.coo_array((data, (offsets, indices)), shape=shape, copy=False)
    if mat.format == BSR:
        blocks = data.reshape(mat.nnz, mat.block_rows, mat.block_cols) \
            if mat.block_order == C.CUSPARSE_ORDER_ROW else \
            data.reshape(mat.nnz, mat.block_cols, mat.block_rows).transpose(0, 2, 1)
        return sp.bsr_array((blocks, indices, offsets), copy=False, shape=(
            mat.rows * mat.block_rows, mat.cols * mat.block_cols))
    raise not_supported(f"the {mat.name} format here")


def operated(matrix, op: int):
    """op(A) of a SciPy or NumPy matrix."""
    if op == N:
        return matrix
    return matrix.T if op == T else matrix.conj().T


class ScipySparse:
    name = "SciPy (scipy.sparse)"
    host_memory = True

    def __init__(self) -> None:
        try:
            import scipy.sparse  # noqa: F401
            from scipy.sparse import _sparsetools
        except ImportError as exc:
            raise ProviderUnavailable(f"SciPy is not installed ({exc})") from None
        self.tools = _sparsetools

    def submit(self, stream, work) -> None:
        host_calls.submit(stream, work)

    def run_now(self, stream, work) -> None:
        host_calls.run_now(stream, work)

    # -- products -----------------------------------------------------------------------------

    def spmv(self, op: int, alpha, a: SpMat, x: DnVec, beta, y: DnVec, compute) -> None:
        """y = alpha op(A) x + beta y, in the compute type."""
        out = vector(y)
        acc = out if out.dtype == compute else out.astype(compute)
        alpha_v, beta_v = alpha(), beta()
        if beta_v == 0:
            acc[...] = 0
        elif beta_v != 1:
            acc *= beta_v
        if alpha_v != 0 and a.nnz:
            target = acc if alpha_v == 1 else np.zeros_like(acc)
            self._matvec(op, a, vector(x).astype(compute, copy=False), target, compute)
            if target is not acc:
                acc += alpha_v * target
        if acc is not out:
            out[...] = acc

    def _matvec(self, op: int, a: SpMat, x: np.ndarray, y: np.ndarray, compute) -> None:
        """y += op(A) x: sparsetools' kernels in place for CSR, CSC and COO; SciPy's operator
        otherwise."""
        if a.format in (CSR, CSC, COO):
            first, second, data = parts(a)
            data = data.astype(compute, copy=False)
            if op == H:
                data = data.conj()
            rows, cols = a.rows, a.cols
            if a.format == COO:
                if op != N:
                    first, second = second, first
                self.tools.coo_matvec(a.nnz, first, second, data, x, y)
                return
            by_rows = (a.format == CSR) == (op == N)
            if op != N:
                rows, cols = cols, rows
            kernel = self.tools.csr_matvec if by_rows else self.tools.csc_matvec
            kernel(rows, cols, first, second, data, x, y)
            return
        y += operated(scipy_array(a, dtype=compute), op) @ x

    def spmm(self, op_a: int, op_b: int, alpha, a: SpMat, b: DnMat, beta, c: DnMat,
             compute) -> None:
        """C = alpha op(A) op(B) + beta C, for each matrix of the batch."""
        alpha_v, beta_v = alpha(), beta()
        for i in range(max(a.batch_count, b.batch_count, c.batch_count)):
            out = dense(c, i if c.batch_count > 1 else 0)
            acc = out.astype(compute)
            if beta_v == 0:
                acc[...] = 0
            elif beta_v != 1:
                acc *= beta_v
            if alpha_v != 0 and a.nnz:
                sparse = operated(scipy_array(a, i if a.batch_count > 1 else 0, compute), op_a)
                right = operated(dense(b, i if b.batch_count > 1 else 0), op_b)
                acc += alpha_v * (sparse @ right.astype(compute, copy=False))
            out[...] = acc

    def spgemm(self, op_a: int, op_b: int, alpha, a: SpMat, b: SpMat, compute):
        """alpha op(A) op(B), as a SciPy CSR array with sorted indices (kept on the host until
        SpGEMM's copy writes it into C's arrays)."""
        product = operated(scipy_array(a, dtype=compute), op_a) @ \
            operated(scipy_array(b, dtype=compute), op_b)
        product = product.tocsr()
        product.sort_indices()
        value = alpha()
        if value != 1:
            product.data *= value
        return product

    def write_csr(self, c: SpMat, product) -> None:
        """A computed CSR product into C's arrays (its base, index and value types)."""
        offsets = array(c.offsets, c.rows + 1, INDEX_DTYPES[c.offsets_type])
        offsets[...] = product.indptr + c.base
        if product.nnz:
            array(c.indices, product.nnz, INDEX_DTYPES[c.indices_type])[...] = \
                product.indices + c.base
            array(c.values, product.nnz, c.dtype)[...] = product.data

    def sddmm(self, op_a: int, op_b: int, alpha, a: DnMat, b: DnMat, beta, c: SpMat,
              compute) -> None:
        """C = alpha (op(A) op(B)) at C's nonzeros + beta C: each nonzero's row of op(A) times
        its column of op(B), in blocks of rows."""
        left = operated(dense(a), op_a).astype(compute, copy=False)
        right = operated(dense(b), op_b).astype(compute, copy=False)
        first, second, data = parts(c)
        if c.format == CSR:
            rows = np.repeat(np.arange(c.rows), np.diff(first))
            cols = second
        elif c.format == COO:
            rows, cols = first, second
        else:
            raise not_supported(f"SDDMM into a {c.name} matrix")
        alpha_v, beta_v = alpha(), beta()
        products = np.empty(len(data), compute)
        step = max(1, (1 << 22) // max(1, left.shape[1]))
        for start in range(0, len(data), step):
            r, k = rows[start:start + step], cols[start:start + step]
            products[start:start + step] = np.einsum("ij,ij->i", left[r], right[:, k].T)
        result = alpha_v * products + (beta_v * data.astype(compute) if beta_v != 0 else 0)
        data[...] = result

    def triangular_solve(self, op: int, alpha, a: SpMat, rhs: np.ndarray, out: np.ndarray,
                         compute) -> None:
        """op(A) X = alpha B for X (SpSV, SpSM), A triangular as its fill mode and diagonal
        type say: only that triangle is read; a unit diagonal is not read."""
        import scipy.sparse as sp
        from scipy.sparse.linalg import spsolve_triangular

        lower = a.fill_mode == C.CUSPARSE_FILL_MODE_LOWER
        unit = a.diag_type == C.CUSPARSE_DIAG_TYPE_UNIT
        matrix = scipy_array(a, dtype=compute)
        offset = (-1 if lower else 1) if unit else 0
        triangle = (sp.tril if lower else sp.triu)(matrix, k=offset, format="csr")
        if op != N:
            triangle = operated(triangle, op).tocsr()
            lower = not lower
        right = alpha() * rhs.astype(compute)
        solved = spsolve_triangular(triangle, right, lower=lower, unit_diagonal=unit)
        out[...] = solved.reshape(out.shape)

    def geam_structure(self, m: int, n: int, a: tuple, b: tuple):
        """csrgeam2's C = alpha A + beta B: the union of A's and B's nonzeros (every stored
        entry, zeros too), its row offsets and the product of the values, as SciPy CSR."""
        import scipy.sparse as sp

        pieces = []
        for scale, (values, offsets, indices, nnz, base, dtype) in a, b:
            rows = np.repeat(np.arange(m), np.diff(array(offsets, m + 1, np.int32)))
            cols = array(indices, nnz, np.int32) - base
            data = array(values, nnz, dtype) * scale if values else np.ones(nnz, dtype)
            pieces.append((rows, cols, data))
        rows, cols, data = (np.concatenate(x) for x in zip(*pieces))
        union = sp.coo_array((data, (rows, cols)), shape=(m, n)).tocsr()  # duplicates summed
        union.sort_indices()
        return union

    # -- incomplete factorizations (no fill: A's own pattern) --------------------------------

    @staticmethod
    def _rows(m: int, offsets: int, indices: int, nnz: int, base: int):
        """(row starts and ends, the zero-based columns) of a CSR matrix's int arrays."""
        bounds = array(offsets, m + 1, np.int32).astype(np.int64) - base
        return bounds, array(indices, nnz, np.int32).astype(np.int64) - base

    def structural_zero(self, m: int, offsets: int, indices: int, nnz: int, base: int) -> int:
        """The first row without a diagonal entry, or -1."""
        bounds, cols = self._rows(m, offsets, indices, nnz, base)
        rows = np.repeat(np.arange(m), np.diff(bounds))
        has = np.zeros(m, bool)
        has[rows[cols == rows]] = True
        missing = np.nonzero(~has)[0]
        return int(missing[0]) if len(missing) else -1

    def incomplete_lu(self, m: int, values: int, offsets: int, indices: int, nnz: int,
                      base: int, dtype, boost=None) -> int:
        """ILU(0) in place on the values (L below the diagonal, unit; U on and above it), row
        by row (the IKJ order): the first zero pivot's row, or -1. ``boost`` (tolerance,
        value) replaces a pivot of magnitude at most the tolerance."""
        bounds, cols = self._rows(m, offsets, indices, nnz, base)
        return factor_in_pattern(bounds, cols, array(values, nnz, dtype), boost)

    def incomplete_cholesky(self, m: int, values: int, offsets: int, indices: int, nnz: int,
                            base: int, dtype) -> int:
        """IC(0) in place on the lower triangle's values (A = L L^H on A's lower pattern; the
        upper triangle untouched), row by row: the first zero pivot's row, or -1."""
        bounds, cols = self._rows(m, offsets, indices, nnz, base)
        a = array(values, nnz, dtype)
        zero = -1
        done: list[tuple[np.ndarray, np.ndarray]] = []  # per row: L's columns, positions
        pivots = np.full(m, -1, np.int64)  # per row: the diagonal's position
        for i in range(m):
            start, end = bounds[i], bounds[i + 1]
            positions = np.arange(start, end)
            row_cols = cols[start:end]
            mine_cols, mine_pos = [], []
            for p, k in zip(positions[row_cols < i], row_cols[row_cols < i]):
                if pivots[k] < 0 or a[pivots[k]] == 0:
                    zero = k if zero < 0 else zero
                    continue
                value = a[p]
                k_cols, k_pos = done[k]
                if mine_cols and len(k_cols):
                    _, here, there = np.intersect1d(np.array(mine_cols), k_cols,
                                                    return_indices=True)
                    value = value - np.sum(a[np.array(mine_pos)[here]] *
                                           np.conj(a[k_pos[there]]))
                a[p] = value / a[pivots[k]]
                mine_cols.append(k)
                mine_pos.append(p)
            done.append((np.array(mine_cols, np.int64), np.array(mine_pos, np.int64)))
            diagonal = positions[row_cols == i]
            if not len(diagonal):
                zero = i if zero < 0 else zero
                continue
            d = pivots[i] = diagonal[0]
            square = a[d] - np.sum(np.abs(a[np.array(mine_pos, np.int64)]) ** 2)
            a[d] = np.sqrt(square)
            if a[d] == 0 and zero < 0:
                zero = i
        return zero

    # -- conversions --------------------------------------------------------------------------

    def sparse_to_dense(self, a: SpMat, b: DnMat) -> None:
        out = dense(b)
        out[...] = scipy_array(a).toarray() if a.nnz else 0

    def dense_nonzeros(self, a: DnMat, b: SpMat) -> int:
        """DenseToSparse's analysis: the nonzeros of A, and B's offsets written (CSR, CSC)."""
        mask = dense(a) != 0
        if b.format in (CSR, CSC):
            per = mask.sum(axis=1 if b.format == CSR else 0)
            offsets = array(b.offsets, len(per) + 1, INDEX_DTYPES[b.offsets_type])
            offsets[0] = b.base
            np.cumsum(per, out=offsets[1:])
            if b.base:
                offsets[1:] += b.base
        return int(mask.sum())

    def dense_to_sparse(self, a: DnMat, b: SpMat) -> None:
        """DenseToSparse's conversion: B's indices and values from A's nonzeros."""
        source = dense(a)
        if b.format == CSC:
            cols, rows = np.nonzero(source.T)
            first, second = cols, rows
        else:
            rows, cols = np.nonzero(source)
            first, second = (rows, cols) if b.format == COO else (None, cols)
        if b.format == COO:
            array(b.offsets, b.nnz, INDEX_DTYPES[b.offsets_type])[...] = first + b.base
        array(b.indices, b.nnz, INDEX_DTYPES[b.indices_type])[...] = second + b.base
        array(b.values, b.nnz, b.dtype)[...] = source[rows, cols]

    def csr_to_csc(self, m: int, n: int, nnz: int, csr: tuple, csc: tuple, dtype,
                   numeric: bool, base: int) -> None:
        """Csr2cscEx2: CSC arrays of an m x n CSR matrix (int indices), values too if
        ``numeric``: sparsetools' csr_tocsc moves each element's position, which then orders
        the values of any type."""
        offsets, indices = (array(p, k, np.int32) for p, k in ((csr[1], m + 1), (csr[2], nnz)))
        out_offsets, out_indices = (array(p, k, np.int32) for p, k in ((csc[1], n + 1),
                                                                         (csc[2], nnz)))
        if base:
            offsets, indices = offsets - base, indices - base
        positions = np.arange(nnz, dtype=np.int64)
        moved = np.empty(nnz, np.int64)
        self.tools.csr_tocsc(m, n, offsets, indices, positions, out_offsets, out_indices, moved)
        if base:
            out_offsets += base
            out_indices += base
        if numeric and nnz:
            array(csc[0], nnz, dtype)[...] = array(csr[0], nnz, dtype)[moved]

    # -- the legacy API's index arrays (int) --------------------------------------------------

    def coo_to_csr(self, rows: int, nnz: int, m: int, offsets: int, base: int) -> None:
        """Row offsets from sorted COO row indices."""
        row_ind = array(rows, nnz, np.int32)
        out = array(offsets, m + 1, np.int32)
        out[...] = np.searchsorted(row_ind, np.arange(base, m + base + 1), side="left") + base

    def csr_to_coo(self, offsets: int, nnz: int, m: int, rows: int, base: int) -> None:
        counts = np.diff(array(offsets, m + 1, np.int32))
        array(rows, nnz, np.int32)[...] = np.repeat(np.arange(base, m + base, dtype=np.int32),
                                                    counts)

    def sort_compressed(self, count: int, nnz: int, offsets: int, indices: int,
                        permutation: int, base: int) -> None:
        """Csrsort/Cscsort: the indices of each row (column) ascending, the permutation (if
        any) moved with them."""
        run_of = np.repeat(np.arange(count), np.diff(array(offsets, count + 1, np.int32)))
        self._sort(array(indices, nnz, np.int32), run_of, nnz, permutation)

    def sort_coo(self, nnz: int, rows: int, cols: int, permutation: int, by_row: bool) -> None:
        """Coosort: by (row, column), or by (column, row); the permutation moved with them."""
        row_ind, col_ind = array(rows, nnz, np.int32), array(cols, nnz, np.int32)
        first, second = (row_ind, col_ind) if by_row else (col_ind, row_ind)
        order = np.lexsort((second, first))
        second[...] = second[order]
        first[...] = first[order]
        if permutation:
            moved = array(permutation, nnz, np.int32)
            moved[...] = moved[order]

    @staticmethod
    def _sort(keys: np.ndarray, runs: np.ndarray, nnz: int, permutation: int) -> None:
        order = np.lexsort((keys, runs))
        keys[...] = keys[order]
        if permutation:
            moved = array(permutation, nnz, np.int32)
            moved[...] = moved[order]

    def identity(self, n: int, out: int) -> None:
        array(out, n, np.int32)[...] = np.arange(n, dtype=np.int32)

    # -- sparse vectors ------------------------------------------------------------------------

    def _sparse_vector(self, x: SpVec) -> tuple[np.ndarray, np.ndarray]:
        return (_indices(x.indices, x.nnz, x.index_type, x.base),
                array(x.values, x.nnz, x.dtype))

    def gather(self, y: DnVec, x: SpVec) -> None:
        where, values = self._sparse_vector(x)
        values[...] = vector(y)[where]

    def scatter(self, x: SpVec, y: DnVec) -> None:
        where, values = self._sparse_vector(x)
        vector(y)[where] = values

    def axpby(self, alpha, x: SpVec, beta, y: DnVec) -> None:
        where, values = self._sparse_vector(x)
        out = vector(y)
        out *= beta()
        out[where] += alpha() * values

    def rot(self, c, s, x: SpVec, y: DnVec) -> None:
        where, values = self._sparse_vector(x)
        out = vector(y)
        c_v, s_v = c(), s()
        xs, ys = values.copy(), out[where]
        values[...] = c_v * xs + s_v * ys
        out[where] = c_v * ys - s_v * xs

    def spvv(self, op: int, x: SpVec, y: DnVec, compute) -> object:
        where, values = self._sparse_vector(x)
        values = values.astype(compute, copy=False)
        if op == H:
            values = values.conj()
        return np.dot(values, vector(y)[where].astype(compute, copy=False))


class ScipySparseProvider(LibraryProvider):
    library = "cusparse"
    name = "SciPy (scipy.sparse)"
    priority = 0

    _loaded: ScipySparse | None = None
    _lock = threading.Lock()

    def serves(self, device) -> bool:
        return bool(getattr(device.properties, "cpu", False))

    def load(self) -> ScipySparse:
        with self._lock:
            if ScipySparseProvider._loaded is None:
                ScipySparseProvider._loaded = ScipySparse()
            return ScipySparseProvider._loaded


@hookimpl
def zluda_library_providers():
    return [ScipySparseProvider()]
