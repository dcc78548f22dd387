"""cuRAND's MT19937 (the host API's): 8192 Mersenne Twisters (Matsumoto and Nishimura, ACM
TOMACS 8(1), 1998) over one seed, their outputs interleaved.

What NVIDIA's host generator was seen to do (every output compared): generator g starts 2^2048 g
steps after init_genrand(the seed's low 32 bits). Each generation of all of them (a twist of
each one's 624 words) is 78 chunks of 8192 x 8 outputs: output (G 78 + c) 65536 + 8 g + k is
element PI[8 c + k] of generation G of generator g, where PI lists 0, 113, 170, 283, 340, 397,
510, 567 and then, for each of the 11 runs of 56 of the remaining elements in order, for r in
0..6 and k in 0..7, the run's element r + 7 k (kernels.cu's mt_place). A call continues where
the last one stopped; LEGACY is DEFAULT; there is no offset (TYPE_ERROR).

The states are made on the device at the first generation after the seed changes: generator 0
from the seed, then generators 2^k .. 2^(k+1) - 1 from generators 0 .. 2^k - 1 by a jump of
2^(2048 + k) steps (13 rounds of jumps; the jump polynomials are
scripts/gen_mt19937_jumps.py's, in mt19937_jumps.npz).
"""

from __future__ import annotations

import functools
from pathlib import Path

import numpy as np

from ...runtime import api
from .kernels import KERNEL_NAMES, KERNELS, POINTER, U32, U64, Params, call
from .status import C

GENERATORS, N, DEGREE = 8192, 624, 19937
STRIDE = GENERATORS + 16  # kernels.cu's MT_STRIDE: words between a generator's words
SEQUENCE = DEGREE + N  # a jump's words (kernels.cu's MT_SEQUENCE)
JUMP_THREADS = 64
JUMPS_AT_ONCE = 512  # blocks of a jump launch: its scratch is this many sequences
JUMPS = Path(__file__).with_name("mt19937_jumps.npz")


@functools.lru_cache(maxsize=1)
def exponents() -> tuple[np.ndarray, list[int]]:
    """The exponents of every jump polynomial's terms, one after another, and where each
    polynomial's begin (13 + 1 offsets)."""
    polynomials = np.load(JUMPS)["jumps"]
    found = [np.flatnonzero(np.unpackbits(p.astype("<u4").view(np.uint8),
                                          bitorder="little")[:DEGREE]).astype(np.uint32)
             for p in polynomials]
    offsets = np.cumsum([0] + [len(f) for f in found]).tolist()
    return np.concatenate(found), offsets


class Mt19937:
    """The states, a jump's scratch and the jump polynomials' exponents in one allocation; the
    outputs made so far (the position in the interleaved output) and the generations made."""

    def __init__(self, generator) -> None:
        self.generator = generator
        self.memory = 0
        self.ready = False
        self.position = 0
        self.made_rounds = 0
        self._upload = None  # the host copy of the exponents, alive while its copy is queued

    def reset(self) -> None:
        self.ready, self.position, self.made_rounds = False, 0, 0

    def _layout(self) -> tuple[int, int, int]:
        """Byte offsets of the scratch and the exponents; the size."""
        terms, _ = exponents()
        scratch = N * STRIDE * 4
        at = scratch + JUMPS_AT_ONCE * SEQUENCE * 4
        return scratch, at, at + terms.nbytes

    def prepare(self, stream: int) -> None:
        if self.ready:
            return
        scratch, at, size = self._layout()
        terms, offsets = exponents()
        context = self.generator.context
        if not self.memory:
            self.memory = call(api.cuMemAlloc, size, status=C.CURAND_STATUS_ALLOCATION_FAILED)
            self._upload = terms
            call(api.cuMemcpyHtoDAsync, self.memory + at, terms, terms.nbytes, stream)
        m = self.memory
        KERNELS.launch(context, "mt19937_seed", 1, stream,
                       ((m, POINTER), (self.generator.seed & 0xFFFFFFFF, U32)))
        for level in range(len(offsets) - 1):
            count = 1 << level
            for first in range(0, count, JUMPS_AT_ONCE):
                KERNELS.launch_blocks(
                    context, "mt19937_jump", min(JUMPS_AT_ONCE, count - first), JUMP_THREADS,
                    stream, ((m, POINTER), (m + scratch, POINTER),
                             (m + at + 4 * offsets[level], POINTER),
                             (offsets[level + 1] - offsets[level], U32), (count, U32),
                             (first, U32)))
        self.ready = True

    def generate(self, dist: int, out: int, n: int, params: Params, stream: int) -> None:
        self.prepare(stream)
        per_round = N * GENERATORS
        first_round = self.position // per_round
        last_round = (self.position + n - 1) // per_round
        KERNELS.launch(self.generator.context, f"mt19937_{KERNEL_NAMES[dist]}", GENERATORS,
                       stream, ((self.memory, POINTER), (first_round, U64),
                                (self.made_rounds, U64), (self.position, U64), (n, U64),
                                (out, POINTER), (params, None)))
        self.made_rounds = max(self.made_rounds, last_round + 1)
        self.position += n

    def release(self) -> None:
        if self.memory:
            api.cuMemFree(self.memory)
            self.memory = 0
