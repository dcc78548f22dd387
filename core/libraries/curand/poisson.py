"""cuRAND's Poisson distribution: which method NVIDIA's generators use for a lambda, and the
square histogram (Marsaglia, Tsang and Wang, "Fast generation of discrete random variables",
J. Stat. Software 11, 2004) that its small lambdas are drawn through.

What NVIDIA's host generators were seen to do (cuRAND 10.4, every output compared on 10^4 to
10^5 values per lambda): lambda must be in (0, 400000] (else OUT_OF_RANGE), and

- XORWOW, MRG32k3a, Philox4x32-10: lambda < 2000 maps each 32-bit value through the table;
  a larger lambda rounds lambda + sqrt(lambda) z to nearest, z a normal float (XORWOW and
  MRG32k3a: each thread's Box-Muller pairs, the second of a pair kept for the thread's next
  output; Philox: its normal floats' stream).
- MT19937: lambda < 2000 the table, a larger one lambda + sqrt(lambda) z rounded, z a normal
  quantile of u = x 2^-32 + 2^-33 (NVIDIA's is a float one, less exact than its normal floats:
  zluda's, the double quantile, gives a value 1 away in about 1 in 1000 at lambda 20000).
- MTGP32: lambda < 32 the table, up to 8000 the inversion of u = x 2^-32 + 2^-33 (Fishman's
  ITR), above that lambda + sqrt(lambda) z rounded, z the double quantile of u.
- SOBOL32 (and scrambled): lambda < 10 the table, then as MTGP32.
- SOBOL64 (and scrambled): the inversion below 2000 (of the point's upper 32 bits), then the
  normal quantile.

The table covers every k whose probability is not zero in double precision (from ``shift``),
each column 1/length wide; the table uses u = x 2^-32 + 2^-32.
"""

from __future__ import annotations

import functools
import math

import numpy as np
from scipy.stats import poisson

from .status import C, CurandError

TABLE, INVERSION, NORMAL = 0, 1, 2  # kernels.cu's POISSON_TABLE, POISSON_INVERSION, POISSON_NORMAL
MAX_LAMBDA = 400000.0


def method(family: str, lam: float) -> int:
    """The method for ``lam`` in a generator of ``family`` ("pseudo" for XORWOW, MRG32k3a and
    Philox; "mt19937", "mtgp32", "sobol32" or "sobol64"); a lambda out of range raises
    OUT_OF_RANGE."""
    if lam <= 0.0 or lam > MAX_LAMBDA:  # NaN passes, as NVIDIA's (to the normal method)
        raise CurandError(C.CURAND_STATUS_OUT_OF_RANGE,
                          f"lambda = {lam!r}: a Poisson lambda lies in (0, {MAX_LAMBDA:g}]")
    if family in ("pseudo", "mt19937"):
        return TABLE if lam < 2000.0 else NORMAL
    if family == "sobol64":
        return INVERSION if lam < 2000.0 else NORMAL
    if lam < (32.0 if family == "mtgp32" else 10.0):
        return TABLE
    return INVERSION if lam <= 8000.0 else NORMAL  # NaN: NORMAL


@functools.lru_cache(maxsize=16)
def square_histogram(lam: float) -> tuple[int, np.ndarray, np.ndarray]:
    """(shift, V, K) for ``lam``: draw u in (0, 1], j = floor(length u); the value is shift + j
    if u < V[j], else shift + K[j]."""
    upper = int(lam + 40.0 * math.sqrt(lam) + 800.0)
    probability = poisson.pmf(np.arange(upper), lam)
    support = np.flatnonzero(probability > 0.0)
    shift, length = int(support[0]), int(support[-1] - support[0] + 1)
    p = probability[shift:shift + length]
    p = list(p / p.sum())
    width = 1.0 / length
    V = [(j + 1) * width for j in range(length)]
    K = list(range(length))
    large = [j for j in range(length) if p[j] >= width]  # a stack: the highest on top
    is_large = [q >= width for q in p]
    served = [False] * length
    # Ascending passes give each small column the top large one's excess, until no column is
    # left to serve; a large column that falls under the width becomes small (served later).
    while large:
        progressed = False
        for j in range(length):
            if is_large[j] or served[j] or not large:
                continue
            top = large[-1]
            K[j], V[j] = top, j * width + p[j]
            served[j] = progressed = True
            p[top] -= width - p[j]
            if p[top] < width:
                large.pop()
                is_large[top] = False
        if not progressed:
            break
    return shift, np.array(V), np.array(K, np.uint32)


def device_table(lam: float) -> tuple[int, int, np.ndarray]:
    """(shift, length, bytes) of the table as kernels.cu reads it: ``length`` doubles V, then
    ``length`` 32-bit K (both relative to the shift)."""
    shift, V, K = square_histogram(lam)
    return shift, len(V), np.concatenate([V.view(np.uint8), K.view(np.uint8)])
