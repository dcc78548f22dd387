"""cuRAND's Sobol generators (SOBOL32, SOBOL64): their direction numbers and the engine that
makes their points on the device (kernels.cu's ``sobol32_*``/``sobol64_*``).

The direction numbers are Joe and Kuo's ("Constructing Sobol sequences with better
two-dimensional projections", SIAM J. Sci. Comput. 30, 2008: the new-joe-kuo-6.21201 set, whose
primitive polynomials and initial numbers SciPy ships for ``scipy.stats.qmc.Sobol``), the set
that cuRAND names CURAND_DIRECTION_VECTORS_32_JOEKUO6 and _64_JOEKUO6, for the 20,000 dimensions
that cuRAND offers; dimension 0 is the van der Corput sequence. The numbers come from the
usual recurrence (Bratley and Fox, Algorithm 659): for a primitive polynomial of degree s with
coefficients a_1 .. a_{s-1}, m_i = 2^s m_{i-s} xor m_{i-s} xor sum_k 2^k a_k m_{i-k}, and the
direction number i is m_i shifted to the word's top bits. The generator's points (in
Gray-code order, starting with 0) agree with NVIDIA's cuRAND for every dimension count and
offset that the tests try (tests/libraries/test_curand.py).

The scrambled Sobol generators use NVIDIA's own scrambling data, read from NVIDIA's library where
it is installed (:mod:`.scrambling`).
"""

from __future__ import annotations

import importlib.resources
import threading

import numpy as np

from ...runtime import api
from . import scrambling
from .kernels import KERNEL_NAMES, KERNELS, POINTER, U32, U64, Params, call
from .status import C

MAX_DIMENSIONS = 20000
_TABLES: dict[int, np.ndarray] = {}
_LOCK = threading.Lock()


def _joe_kuo() -> tuple[np.ndarray, np.ndarray]:
    """(the primitive polynomials, the initial direction numbers) of Joe and Kuo's set, from
    SciPy's copy of it."""
    data = importlib.resources.files("scipy.stats") / "_sobol_direction_numbers.npz"
    with data.open("rb") as f, np.load(f) as table:
        return table["poly"][:MAX_DIMENSIONS].astype(np.int64), \
            table["vinit"][:MAX_DIMENSIONS].astype(np.uint64)


def directions(bits: int) -> np.ndarray:
    """The direction numbers of all 20,000 dimensions for ``bits``-bit points (32 or 64): a
    (20000, bits) array of uint32 or uint64, made once."""
    with _LOCK:
        if bits not in _TABLES:
            _TABLES[bits] = _compute(bits)
        return _TABLES[bits]


def _compute(bits: int) -> np.ndarray:
    poly, vinit = _joe_kuo()
    degrees = np.array([int(p).bit_length() - 1 for p in poly])
    m = np.zeros((len(poly), bits), np.uint64)
    m[degrees == 0] = 1  # dimension 0: every m_i is 1
    for s in np.unique(degrees[degrees > 0]):
        rows = np.nonzero(degrees == s)[0]
        s = int(s)
        coefficients = (poly[rows] >> 1) & ((1 << (s - 1)) - 1)
        group = np.zeros((len(rows), bits), np.uint64)
        group[:, :s] = vinit[rows, :s]
        for i in range(s, bits):
            value = group[:, i - s] ^ (group[:, i - s] << np.uint64(s))
            for k in range(1, s):
                has = ((coefficients >> (s - 1 - k)) & 1).astype(bool)
                value[has] ^= group[has, i - k] << np.uint64(k)
            group[:, i] = value
        m[rows] = group
    shifts = np.arange(bits - 1, -1, -1, dtype=np.uint64)
    table = m << shifts  # direction number i: m_i in the top i + 1 bits
    return table.astype(np.uint32) if bits == 32 else table


class Quasi:
    """SOBOL32 and SOBOL64, and their scrambled forms: the next point of each dimension, and the
    direction numbers of the generator's dimensions (with, scrambled, their scramble
    constants: :mod:`.scrambling`) in device memory."""

    def __init__(self, generator, bits: int, scrambled: bool = False) -> None:
        self.generator = generator
        self.bits = bits
        self.scrambled = scrambled
        if scrambled:
            scrambling.tables(bits)  # NVIDIA's data are there, or the creation fails
        self.position = 0  # the points made so far of each dimension (from the offset)
        self.table, self.table_dimensions = 0, 0
        self._upload = None  # the host copy, alive while its copy is queued

    def reset(self) -> None:
        self.position = self.generator.offset

    def prepare(self, stream: int) -> None:
        dimensions = self.generator.dimensions
        if self.table_dimensions == dimensions:
            return
        self.release()
        if self.scrambled:
            vectors, constants = scrambling.tables(self.bits)
            rows = np.ascontiguousarray(np.concatenate([vectors[:dimensions].ravel(),
                                                        constants[:dimensions]]))
        else:
            rows = np.ascontiguousarray(directions(self.bits)[:dimensions])
        self.table = call(api.cuMemAlloc, rows.nbytes, status=C.CURAND_STATUS_ALLOCATION_FAILED)
        self._upload = rows
        call(api.cuMemcpyHtoDAsync, self.table, rows, rows.nbytes, stream)
        self.table_dimensions = dimensions

    def generate(self, dist: int, out: int, n: int, params: Params, stream: int) -> None:
        self.prepare(stream)
        count = n // self.generator.dimensions
        dimensions = self.generator.dimensions
        scramble = self.table + dimensions * self.bits * self.bits // 8 if self.scrambled else 0
        KERNELS.launch(self.generator.context, f"sobol{self.bits}_{KERNEL_NAMES[dist]}", n,
                       stream, ((self.table, POINTER), (scramble, POINTER), (self.bits, U32),
                                (count, U64), (self.position, U64), (n, U64), (out, POINTER),
                                (params, None)))
        self.position += count

    def release(self) -> None:
        if self.table:
            api.cuMemFree(self.table)
            self.table, self.table_dimensions = 0, 0
