"""The starting states of the threads of the XORWOW and MRG32k3a generators: thread i starts at
position ``base + i`` of the interleaved stream, that is at element ``(base + i) // T`` of
subsequence ``(base + i) % T`` (T the generator's threads). Both generators are linear, so a
jump of n steps is a matrix power applied to the state:

- XORWOW's 160 bits of xorshift state over GF(2) (its Weyl counter ``d`` just adds n times
  362437); a subsequence is 2^67 steps;
- MRG32k3a's two 3-vectors, each modulo its recursion's modulus; a subsequence is 2^76 steps.

The seeding (the seed's halves salted and mixed into the first state) is the one that cuRAND's
documentation gives for ``curand_init``; XORWOW's SEEDED ordering seeds each of its T streams so
(stream j with the seed plus j times 0x2FD111) instead of skipping ahead. The matrix powers are
computed here, once per process, and the states of the T subsequences once per seed.
"""

from __future__ import annotations

import functools

import numpy as np

M32 = 0xFFFFFFFF

# -- XORWOW ------------------------------------------------------------------------------------

XORWOW_THREADS = 4096
XORWOW_SUBSEQUENCE = 67  # log2 of a subsequence's length
WEYL = 362437
SEEDED_STRIDE = 0x2FD111  # the SEEDED ordering: stream j's seed is seed + j * SEEDED_STRIDE
M64 = (1 << 64) - 1


def xorwow_seeded(seed: int) -> tuple[int, list[int]]:
    """(d, v) of element 0 of subsequence 0."""
    s0 = (seed & M32) ^ 0xAAD26B49
    s1 = ((seed >> 32) & M32) ^ 0xF7DCEFDD
    t0 = (1099087573 * s0) & M32
    t1 = (2591861531 * s1) & M32
    d = (6615241 + t1 + t0) & M32
    v = [(123456789 + t0) & M32, 362436069 ^ t0, (521288629 + t1) & M32, 88675123 ^ t1,
         (5783321 + t0) & M32]
    return d, v


def _xorwow_step_words(v: np.ndarray) -> np.ndarray:
    """One step of the xorshift part on rows of five uint32 words."""
    t = v[:, 0] ^ (v[:, 0] >> np.uint32(2))
    new = (v[:, 4] ^ (v[:, 4] << np.uint32(4))) ^ (t ^ (t << np.uint32(1)))
    return np.concatenate([v[:, 1:], new[:, None]], axis=1)


def _bits(words: np.ndarray) -> np.ndarray:
    """Rows of five uint32 words as rows of 160 bits (bit 32 w + b is bit b of word w)."""
    return np.unpackbits(words.astype("<u4").view(np.uint8), axis=1, bitorder="little")


def _words(bits: np.ndarray) -> np.ndarray:
    return np.packbits(bits.astype(np.uint8), axis=1, bitorder="little").view("<u4")


def _gf2(a: np.ndarray, b: np.ndarray) -> np.ndarray:
    """a @ b over GF(2), through a floating-point product (exact: sums of at most 160 ones)."""
    return (a.astype(np.float32) @ b.astype(np.float32)).astype(np.int64) & 1


@functools.cache
def _xorwow_matrix() -> np.ndarray:
    """The step as a 160 x 160 matrix over GF(2), acting on row vectors: bits @ M."""
    unit = np.zeros((160, 5), np.uint32)
    for i in range(160):
        unit[i, i // 32] = 1 << (i % 32)
    return _bits(_xorwow_step_words(unit))


@functools.cache
def _xorwow_power_of_two(k: int) -> np.ndarray:
    """M^(2^k)."""
    if k == 0:
        return _xorwow_matrix()
    half = _xorwow_power_of_two(k - 1)
    return _gf2(half, half)


def _xorwow_power(steps: int) -> np.ndarray | None:
    """M^steps (None for 0 steps)."""
    power, k = None, 0
    while steps:
        if steps & 1:
            factor = _xorwow_power_of_two(k)
            power = factor if power is None else _gf2(power, factor)
        steps >>= 1
        k += 1
    return power


@functools.lru_cache(maxsize=4)
def _xorwow_subsequences(seed: int) -> np.ndarray:
    """The xorshift bits of element 0 of every subsequence 0 ... T - 1, one row each."""
    _, v = xorwow_seeded(seed)
    rows = np.repeat(_bits(np.array([v], np.uint32)), XORWOW_THREADS, axis=0)
    index = np.arange(XORWOW_THREADS)
    k = 0
    while (1 << k) < XORWOW_THREADS:
        chosen = (index >> k) & 1 == 1
        rows[chosen] = _gf2(rows[chosen], _xorwow_power_of_two(XORWOW_SUBSEQUENCE + k))
        k += 1
    return rows


def _xorwow_seeded_streams(seed: int) -> tuple[list[int], np.ndarray]:
    """The SEEDED ordering's T streams, each seeded on its own (stream j with seed + j times
    SEEDED_STRIDE, as NVIDIA's host generators show): their Weyl counters and xorshift bits."""
    seeded = [xorwow_seeded((seed + j * SEEDED_STRIDE) & M64) for j in range(XORWOW_THREADS)]
    return [d for d, _ in seeded], _bits(np.array([v for _, v in seeded], np.uint32))


def xorwow_states(seed: int, base: int, seeded: bool = False) -> np.ndarray:
    """The T threads' states (d, v0 ... v4) as uint32 rows: thread i at position base + i (of
    the subsequences of one seed, or, ``seeded``, of the SEEDED ordering's streams)."""
    T = XORWOW_THREADS
    element, shift = divmod(base, T)
    if seeded:
        d0, bits = _xorwow_seeded_streams(seed)
    else:
        bits = _xorwow_subsequences(seed)
        d0 = [xorwow_seeded(seed)[0]] * T
    jump = _xorwow_power(element)
    words = _words(bits if jump is None else _gf2(bits, jump))
    # subsequences below `shift` are reached by the last threads, one element further
    later = np.arange(T) < shift
    words[later] = _xorwow_step_words(words[later])
    elements = np.where(later, element + 1, element).astype(object)
    d = np.array([(first + WEYL * int(e)) & M32 for first, e in zip(d0, elements)], np.uint32)
    by_subsequence = np.concatenate([d[:, None], words], axis=1)
    return by_subsequence[(base + np.arange(T)) % T]  # row i: subsequence (base + i) % T


# -- MRG32k3a ----------------------------------------------------------------------------------

MRG_THREADS = 81920
MRG_SUBSEQUENCE = 76
M1, M2 = 4294967087, 4294944443
A1 = ((0, 1, 0), (0, 0, 1), (M1 - 810728, 1403580, 0))
A2 = ((0, 1, 0), (0, 0, 1), (M2 - 1370589, 0, 527612))


def mrg_seeded(seed: int) -> tuple[list[int], list[int]]:
    """(s1, s2) of element 0 of subsequence 0."""
    s1, s2 = [12345] * 3, [12345] * 3
    if seed:
        x1 = (seed & M32) ^ 0x55555555
        x2 = ((seed >> 32) ^ 0xAAAAAAAA) & M32
        s1 = [x1 * 12345 % M1, x2 * 12345 % M1, x1 * 12345 % M1]
        s2 = [x2 * 12345 % M2, x1 * 12345 % M2, x2 * 12345 % M2]
    return s1, s2


def _matmul(a, b, m: int):
    return tuple(tuple(sum(a[i][k] * b[k][j] for k in range(3)) % m for j in range(3))
                 for i in range(3))


@functools.cache
def _mrg_power_of_two(which: int, k: int):
    """A_which^(2^k), exactly (Python integers)."""
    a, m = (A1, M1) if which == 1 else (A2, M2)
    if k == 0:
        return a
    half = _mrg_power_of_two(which, k - 1)
    return _matmul(half, half, m)


def _mrg_apply(matrix, rows: np.ndarray, m: int) -> np.ndarray:
    """matrix @ v for each row v (uint64 < m < 2^32: every product fits in 64 bits)."""
    out = np.zeros_like(rows)
    modulus = np.uint64(m)
    for i in range(3):
        total = np.zeros(len(rows), np.uint64)
        for k in range(3):
            term = (np.uint64(matrix[i][k]) * rows[:, k]) % modulus
            total = (total + term) % modulus
        out[:, i] = total
    return out


def _mrg_jump(rows: np.ndarray, which: int, steps: int, first_power: int = 0) -> np.ndarray:
    m = M1 if which == 1 else M2
    k = first_power
    while steps:
        if steps & 1:
            rows = _mrg_apply(_mrg_power_of_two(which, k), rows, m)
        steps >>= 1
        k += 1
    return rows


@functools.lru_cache(maxsize=4)
def _mrg_subsequences(seed: int, threads: int) -> tuple[np.ndarray, np.ndarray]:
    s1, s2 = mrg_seeded(seed)
    parts = []
    for which, start in ((1, s1), (2, s2)):
        rows = np.repeat(np.array([start], np.uint64), threads, axis=0)
        index = np.arange(threads)
        m = M1 if which == 1 else M2
        k = 0
        while (1 << k) < threads:
            chosen = (index >> k) & 1 == 1
            rows[chosen] = _mrg_apply(_mrg_power_of_two(which, MRG_SUBSEQUENCE + k),
                                      rows[chosen], m)
            k += 1
        parts.append(rows)
    return parts[0], parts[1]


def mrg_states(seed: int, base: int, threads: int = MRG_THREADS) -> np.ndarray:
    """The states (s1[0..2], s2[0..2]) of ``threads`` threads (81920, or 4096 in the legacy
    ordering) as uint32 rows: thread i at position base + i."""
    T = threads
    element, shift = divmod(base, T)
    s1, s2 = (rows.copy() for rows in _mrg_subsequences(seed, T))  # the cache stays as it is
    s1, s2 = _mrg_jump(s1, 1, element), _mrg_jump(s2, 2, element)
    later = np.arange(T) < shift
    s1[later] = _mrg_apply(A1, s1[later], M1)
    s2[later] = _mrg_apply(A2, s2[later], M2)
    by_subsequence = np.concatenate([s1, s2], axis=1).astype(np.uint32)
    return by_subsequence[(base + np.arange(T)) % T]
