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

    def factor(self, method: str, matrix):
        """Factors of a square matrix for :meth:`pivots` and :meth:`apply` (SuperLU's LU; for
        Cholesky with diagonal pivots and a symmetric ordering); a rectangular one (QR's least
        squares) is kept dense. None when SuperLU finds it exactly singular."""
        from scipy.sparse.linalg import splu

        if matrix.shape[0] != matrix.shape[1]:
            return ("dense", matrix.toarray())
        options = dict(permc_spec="MMD_AT_PLUS_A", diag_pivot_thresh=0.0) \
            if method == "chol" else dict(permc_spec="COLAMD")
        try:
            return ("lu", splu(matrix.tocsc(), **options))
        except RuntimeError:
            return None

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
