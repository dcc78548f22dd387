"""The scrambling data of cuRAND's scrambled Sobol generators (SCRAMBLED_SOBOL32 and
SCRAMBLED_SOBOL64): their scrambled direction vectors (CURAND_SCRAMBLED_DIRECTION_VECTORS_32/
64_JOEKUO6) and their scramble constants, one per dimension. A scrambled point is the scramble
constant of its dimension xored with the Sobol point made from the scrambled direction vectors
(as NVIDIA's host generators show). The data are NVIDIA's own, which zluda does not ship: they
are read once from NVIDIA's libcurand.so.10 where it is installed (the ``nvidia-curand`` pip
package, $ZLUDA_CURAND, or a CUDA toolkit), whose host functions that give them need no GPU;
without it, the scrambled generators answer CURAND_STATUS_TYPE_ERROR and say why."""

from __future__ import annotations

import threading

import numpy as np

from ..common import vendor
from .status import C, CurandError

DIMENSIONS = 20000
SONAME = "libcurand.so.10"
PROTOTYPES = {
    "curandGetDirectionVectors32": ("int curandGetDirectionVectors32(void **vectors, int set);",
                                    None, None),
    "curandGetDirectionVectors64": ("int curandGetDirectionVectors64(void **vectors, int set);",
                                    None, None),
    "curandGetScrambleConstants32": ("int curandGetScrambleConstants32(void **constants);",
                                     None, None),
    "curandGetScrambleConstants64": ("int curandGetScrambleConstants64(void **constants);",
                                     None, None),
}
SETS = {32: C.CURAND_SCRAMBLED_DIRECTION_VECTORS_32_JOEKUO6,
        64: C.CURAND_SCRAMBLED_DIRECTION_VECTORS_64_JOEKUO6}
_TABLES: dict[int, tuple[np.ndarray, np.ndarray]] = {}
_LOCK = threading.Lock()


def _nvidia():
    """(ffi, NVIDIA's libcurand) or (None, why it is not there)."""
    from .. import LIB_DIR

    return vendor.load(SONAME, "ZLUDA_CURAND", str(LIB_DIR / SONAME), "", PROTOTYPES)


def tables(bits: int) -> tuple[np.ndarray, np.ndarray]:
    """(scrambled direction vectors, (20000, bits); scramble constants, (20000,)), of uint32
    or uint64, read once from NVIDIA's library."""
    with _LOCK:
        if bits not in _TABLES:
            ffi, lib = _nvidia()
            if ffi is None:
                raise CurandError(C.CURAND_STATUS_TYPE_ERROR, "the scrambled Sobol generators"
                                  " need NVIDIA's scrambling data, read from its"
                                  f" libcurand.so.10: {lib}")
            dtype = np.uint32 if bits == 32 else np.uint64
            vectors, constants = ffi.new("void **"), ffi.new("void **")
            if getattr(lib, f"curandGetDirectionVectors{bits}")(vectors, SETS[bits]) or \
                    getattr(lib, f"curandGetScrambleConstants{bits}")(constants):
                raise CurandError(C.CURAND_STATUS_TYPE_ERROR, "NVIDIA's libcurand.so.10 did"
                                  " not give its scrambling data")
            size = np.dtype(dtype).itemsize
            table = np.frombuffer(ffi.buffer(vectors[0], DIMENSIONS * bits * size),
                                  dtype).reshape(DIMENSIONS, bits).copy()
            scramble = np.frombuffer(ffi.buffer(constants[0], DIMENSIONS * size), dtype).copy()
            _TABLES[bits] = (table, scramble)
        return _TABLES[bits]
