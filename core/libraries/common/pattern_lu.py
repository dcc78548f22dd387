"""The LU of a square CSR matrix without pivoting and without fill beyond its own pattern, in
place on its values: L unit lower triangular below the diagonal, U on and above it, row by row
(the IKJ order). On a matrix's own pattern it is cuSPARSE's ILU(0); on the pattern of its full
LU (cuSOLVER's refactorization, whose pattern comes from an earlier factorization with the
same pivots) it is that LU. No sparse library offers an LU confined to a given pattern, or the
replacement of small pivots ("boost") that both APIs define."""

from __future__ import annotations

import numpy as np


def factor_in_pattern(bounds: np.ndarray, cols: np.ndarray, a: np.ndarray,
                      boost: tuple | None = None, boosted: list | None = None) -> int:
    """Factor ``a`` (the values of a CSR matrix with zero-based row ``bounds`` and sorted
    ``cols``) in place: the first zero pivot's row, or -1. ``boost`` (tolerance, value)
    replaces a pivot of magnitude at most the tolerance by the value as it is reached (its row
    appended to ``boosted``)."""
    m = len(bounds) - 1
    diagonal = np.full(m, -1, np.int64)
    rows = np.repeat(np.arange(m), np.diff(bounds))
    on = np.nonzero(cols == rows)[0]
    diagonal[rows[on]] = on
    zero = -1
    for i in range(m):
        start, end = bounds[i], bounds[i + 1]
        row_cols = cols[start:end]
        for p in range(start, end):
            k = cols[p]
            if k >= i:
                break
            pivot = a[diagonal[k]] if diagonal[k] >= 0 else 0
            if pivot == 0:
                zero = k if zero < 0 else zero
                continue
            a[p] = a[p] / pivot
            later = np.nonzero(row_cols > k)[0] + start
            k_start, k_end = bounds[k], bounds[k + 1]
            where = np.searchsorted(cols[k_start:k_end], cols[later])
            found = where < k_end - k_start
            found[found] = cols[k_start + where[found]] == cols[later[found]]
            a[later[found]] -= a[p] * a[k_start + where[found]]
        d = diagonal[i]
        if boost is not None and d >= 0 and abs(a[d]) <= boost[0]:
            a[d] = boost[1]
            if boosted is not None:
                boosted.append(i)
        if (d < 0 or a[d] == 0) and zero < 0:
            zero = i
    return zero
