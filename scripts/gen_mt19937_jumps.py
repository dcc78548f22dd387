#!/usr/bin/env python3
"""Compute the jump polynomials of cuRAND's MT19937 (core/libraries/curand/mt19937_jumps.npz).

    python scripts/gen_mt19937_jumps.py

cuRAND's MT19937 runs 8192 generators, generator g starting 2^2048 g steps after the
seed's state (what NVIDIA's host generator was seen to do: :mod:`zluda.libraries.curand.mt19937`).
Stepping a state k steps ahead is multiplying it by x^k modulo the recursion's characteristic
polynomial phi (Haramoto, Matsumoto, Nishimura, Panneton and L'Ecuyer, "Efficient jump ahead
for F2-linear random number generators", INFORMS J. on Computing 20(3), 2008). This script
finds phi (degree 19937) by Berlekamp and Massey's algorithm from the generator's own output
and writes x^(2^(2048 + k)) mod phi for k = 0..12: the jumps from generators j < 2^k to
j + 2^k. Each polynomial is 624 32-bit words, bit i the coefficient of x^i.
"""

from __future__ import annotations

import sys
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "core" / "libraries" / "curand" / "mt19937_jumps.npz"
N, M, DEGREE, LEVELS = 624, 397, 19937, 13


def mt_words(seed: int, count: int) -> list[int]:
    """The untempered words after init_genrand(seed)'s state (Matsumoto and Nishimura)."""
    mt = [seed & 0xFFFFFFFF]
    for i in range(1, N):
        mt.append((1812433253 * (mt[-1] ^ (mt[-1] >> 30)) + i) & 0xFFFFFFFF)
    out = []
    for k in range(count):
        y = (mt[k % N] & 0x80000000) | (mt[(k + 1) % N] & 0x7FFFFFFF)
        mt[k % N] = mt[(k + M) % N] ^ (y >> 1) ^ (0x9908B0DF if y & 1 else 0)
        out.append(mt[k % N])
    return out


def characteristic_polynomial() -> int:
    """phi, from Berlekamp-Massey on the low bits of 2 x 19937 words (bit i: x^i)."""
    bits = [w & 1 for w in mt_words(5489, 2 * DEGREE + 64)]
    n = len(bits)
    reversed_sequence = int("".join(map(str, bits)), 2)  # bit n - 1 - i: s_i
    c, b, length, m = 1, 1, 0, 1
    for i in range(n):
        if (c & (reversed_sequence >> (n - 1 - i))).bit_count() & 1:
            if 2 * length <= i:
                c, b, length, m = c ^ (b << m), c, i + 1 - length, 1
            else:
                c, m = c ^ (b << m), m + 1
        else:
            m += 1
    assert length == DEGREE, length
    # the connection polynomial's reciprocal is the characteristic polynomial
    return int(bin(c)[2:].zfill(length + 1)[::-1], 2)


SPREAD = np.array([int("0".join(f"{v:08b}"), 2) for v in range(256)], np.uint16)


def square_mod(a: int, phi: int) -> int:
    """a^2 mod phi over GF(2): the bits spread apart, then reduced."""
    raw = np.frombuffer(a.to_bytes((a.bit_length() + 7) // 8 or 1, "little"), np.uint8)
    a = int.from_bytes(SPREAD[raw].astype("<u2").tobytes(), "little")
    while a.bit_length() > DEGREE:
        a ^= phi << (a.bit_length() - 1 - DEGREE)
    return a


def main() -> int:
    phi = characteristic_polynomial()
    power = 2  # x
    for _ in range(2048):
        power = square_mod(power, phi)
    jumps = []
    for _ in range(LEVELS):
        jumps.append(np.frombuffer(power.to_bytes(N * 4, "little"), "<u4").copy())
        power = square_mod(power, phi)
    np.savez_compressed(OUT, jumps=np.array(jumps, np.uint32),
                        phi=np.frombuffer(phi.to_bytes(N * 4, "little"), "<u4"))
    print(f"wrote {OUT.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
