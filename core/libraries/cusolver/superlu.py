"""SciPy's SuperLU under zluda's cuSOLVER sparse API (``cusolverSp``) on CPU devices, whose
memory the host addresses: the direct solves of ``csrlsvlu``, ``csrlsvqr`` and ``csrlsvchol``
(SuperLU's sparse LU; for Cholesky with diagonal pivots and a symmetric ordering, whose pivots
are then those of the LDL^T factorization) and the reverse Cuthill-McKee ordering
(``csrsymrcm``: SciPy's ``reverse_cuthill_mckee``). NVIDIA's cuSOLVER factors with its own
sparse QR and Cholesky; the solutions agree within rounding, and ``singularity`` is the first
pivot of magnitude at most ``tol`` in SuperLU's elimination order (-1 when there is none).
Its calls are ordered in the handle's stream as OpenBLAS's are (:mod:`..common.host_calls`).
"""

from __future__ import annotations

import threading

import numpy as np

from ...runtime.plugins import hookimpl
from ..common import host_calls
from ..common.pattern_lu import factor_in_pattern
from ..common.providers import LibraryProvider, ProviderUnavailable

ORDERINGS = {0: "NATURAL", 1: "COLAMD", 2: "COLAMD", 3: "COLAMD"}  # reorder: none, rcm, amd, metis


class SuperLu:
    name = "SciPy's SuperLU"
    host_memory = True

    def submit(self, stream, work) -> None:
        host_calls.submit(stream, work)

    def run_now(self, stream, work) -> None:
        host_calls.run_now(stream, work)

    def solve(self, method: str, matrix, b: np.ndarray, tol: float, reorder: int):
        """(x, singularity) of A x = b, ``method`` "lu", "qr" or "chol"."""
        from scipy.sparse.linalg import splu

        if method == "chol":
            options = dict(permc_spec="MMD_AT_PLUS_A", diag_pivot_thresh=0.0)
        else:
            options = dict(permc_spec=ORDERINGS.get(reorder, "COLAMD"))
        try:
            factors = splu(matrix.tocsc(), **options)
        except RuntimeError:  # exactly singular: SuperLU stops at a zero pivot
            return np.zeros_like(b), 0
        pivots = factors.U.diagonal()
        bad = np.nonzero(np.abs(pivots) <= tol)[0]
        if method == "chol" and not len(bad):
            bad = np.nonzero(pivots.real <= 0)[0]  # not positive definite
        if len(bad):
            return np.zeros_like(b), int(bad[0])
        return factors.solve(b), -1

    def factor(self, method: str, matrix, pivot_threshold: float = 1.0):
        """Factors of a square matrix for :meth:`pivots`, :meth:`apply` and (LU's)
        :meth:`lu_parts`: SuperLU's LU with row pivots by ``pivot_threshold``, the columns in
        the order given for "lu" (cuSOLVER's low-level LU leaves the fill-reducing ordering to
        its caller, as NVIDIA's sample does with symrcm or symamd), else in COLAMD's order (for
        Cholesky with diagonal pivots and a symmetric ordering); a rectangular one (QR's least
        squares) is kept dense. None when SuperLU finds it exactly singular."""
        from scipy.sparse.linalg import splu

        if matrix.shape[0] != matrix.shape[1]:
            return ("dense", matrix.toarray())
        if method == "chol":
            options = dict(permc_spec="MMD_AT_PLUS_A", diag_pivot_thresh=0.0)
        else:
            options = dict(permc_spec="NATURAL" if method == "lu" else "COLAMD",
                           diag_pivot_thresh=pivot_threshold)
        try:
            return ("lu", splu(matrix.tocsc(), **options))
        except RuntimeError:
            return None

    @staticmethod
    def lu_parts(factors):
        """(P, Q, L, U) of an LU: P A Q^T = L U with P and Q as gathers (row i of the product
        is row P[i] of A), L unit lower triangular with its diagonal stored, both CSR."""
        _, lu = factors
        return (np.argsort(lu.perm_r).astype(np.int32), np.argsort(lu.perm_c).astype(np.int32),
                lu.L.tocsr(), lu.U.tocsr())

    @staticmethod
    def refactor(bundled, zero: float, boost: float):
        """The LU of a matrix whose rows and columns are in their pivot order, confined to
        the pattern of ``bundled`` (CSR: L's strict lower triangle and U, as cuSOLVER's
        refactorization keeps them): (values of the bundled L - I + U, solver or None,
        boosted, position). SuperLU factors it without pivoting when no pivot comes out at
        most ``zero`` in magnitude (its solver is kept for solves); otherwise the LU runs
        in the pattern itself, a pivot at most ``zero`` replaced by ``boost`` when ``boost``
        is positive (``boosted``). ``position``: the first zero pivot left, or -1."""
        import scipy.sparse as sp
        from scipy.sparse.linalg import splu

        n = bundled.shape[0]
        natural = np.arange(n)
        try:
            lu = splu(sp.csc_array(bundled), permc_spec="NATURAL", diag_pivot_thresh=0.0,
                      options=dict(SymmetricMode=True))
        except RuntimeError:  # exactly singular
            lu = None
        if lu is not None and np.array_equal(lu.perm_r, natural) and \
                np.array_equal(lu.perm_c, natural) and \
                not np.any(np.abs(lu.U.diagonal()) <= zero):
            rows = np.repeat(natural, np.diff(bundled.indptr))
            factors = sp.csr_array(lu.L - sp.eye_array(n, dtype=bundled.dtype) + lu.U)
            return np.asarray(factors[rows, bundled.indices]).ravel(), lu, False, -1
        values = bundled.data.copy()
        boosted: list[int] = []
        position = factor_in_pattern(bundled.indptr.astype(np.int64),
                                     bundled.indices.astype(np.int64), values,
                                     (zero, boost) if boost > 0 else None, boosted)
        if boost <= 0 and position < 0:  # small pivots, none zero: kept as they are
            small = np.nonzero(np.abs(values[_diagonal(bundled)]) <= zero)[0]
            position = int(small[0]) if len(small) else -1
        return values, None, bool(boosted), position

    @staticmethod
    def pivots(factors) -> np.ndarray:
        """The pivots whose magnitudes decide a zero pivot (R's diagonal for a dense QR)."""
        kind, value = factors
        if kind == "lu":
            return value.U.diagonal()
        return np.linalg.qr(value, mode="r").diagonal()

    @staticmethod
    def apply(factors, b: np.ndarray) -> np.ndarray:
        """The solution (least squares for a rectangular matrix) of the factored system."""
        kind, value = factors
        if kind == "lu":
            return value.solve(b)
        return np.linalg.lstsq(value, b, rcond=None)[0]

    @staticmethod
    def reverse_cuthill_mckee(pattern) -> np.ndarray:
        from scipy.sparse.csgraph import reverse_cuthill_mckee

        return reverse_cuthill_mckee(pattern.tocsr(), symmetric_mode=True)

    @staticmethod
    def solve_refactored(bundled, values: np.ndarray, lu, b: np.ndarray) -> np.ndarray:
        """x of L U x = b for the factors :meth:`refactor` gave (``values`` in ``bundled``'s
        pattern; ``lu``, SuperLU's solver, when it factored them)."""
        import scipy.sparse as sp
        from scipy.sparse.linalg import spsolve_triangular

        if lu is not None:
            return lu.solve(b)
        factors = sp.csr_array((values, bundled.indices, bundled.indptr), shape=bundled.shape)
        with np.errstate(divide="ignore", invalid="ignore"):
            y = spsolve_triangular(sp.tril(factors, -1, format="csr"), b, lower=True,
                                   unit_diagonal=True)
            return spsolve_triangular(sp.triu(factors, format="csr"), y, lower=False)

    @staticmethod
    def minimum_degree(pattern) -> np.ndarray:
        """A minimum degree ordering of a symmetric pattern (SuperLU's MMD on A + A^T), as a
        gather: A(p, p) fills less when factored."""
        import scipy.sparse as sp
        from scipy.sparse.linalg import splu

        n = pattern.shape[0]
        if n == 0:
            return np.zeros(0, np.int32)
        graph = sp.csr_array(pattern, dtype=np.float64, copy=True)
        graph.data[:] = 1.0
        graph = sp.csr_array(graph + graph.T)
        graph.setdiag(0)
        graph.eliminate_zeros()
        graph.data[:] = -1.0
        degree = np.diff(graph.indptr).astype(np.float64)
        dominant = sp.csc_array(graph + sp.diags_array(degree + 1.0))  # no pivot is ever small
        lu = splu(dominant, permc_spec="MMD_AT_PLUS_A", diag_pivot_thresh=0.0,
                  options=dict(SymmetricMode=True))
        return np.argsort(lu.perm_c).astype(np.int32)


def _diagonal(matrix) -> np.ndarray:
    """The positions of a CSR matrix's diagonal entries in its values (each row has one)."""
    rows = np.repeat(np.arange(matrix.shape[0]), np.diff(matrix.indptr))
    return np.nonzero(matrix.indices == rows)[0]


class SuperLuProvider(LibraryProvider):
    library = "cusolver_sparse"
    name = "SciPy (SuperLU)"
    priority = 0
    _loaded: SuperLu | None = None
    _lock = threading.Lock()

    def serves(self, device) -> bool:
        return bool(getattr(device.properties, "cpu", False))

    def load(self) -> SuperLu:
        try:
            import scipy.sparse.linalg  # noqa: F401
        except ImportError as exc:
            raise ProviderUnavailable(f"SciPy is not installed ({exc})") from None
        with self._lock:
            if SuperLuProvider._loaded is None:
                SuperLuProvider._loaded = SuperLu()
            return SuperLuProvider._loaded


@hookimpl
def zluda_library_providers():
    return [SuperLuProvider()]
