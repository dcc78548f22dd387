"""zluda's ``libcurand.so.10``: cuRAND's host API (curand.h) over :mod:`.generators`.

Every function of curand.h is exported (:mod:`zluda.abi.curand`); their twins take every
pointer as an integer. A ``curandGenerator_t`` holds a value that names a live generator (a
wrong or destroyed one answers CURAND_STATUS_NOT_INITIALIZED). What zluda does not implement yet
(curandGeneratePoissonMethod, cuRAND's internal one) answers CURAND_STATUS_INTERNAL_ERROR and
logs its name once: cuRAND has no status for a missing function.
"""

from __future__ import annotations

import ctypes

from ...abi import curand as abi
from ..common import status_face
from ..common.handles import Handles
from ..common.versions import store_int, store_property, version_number
from . import distributions, scrambling, sobol
from . import generators as g
from .generators import Generator
from .status import STATUSES, C, CurandError

ffi = None
GENERATORS = Handles(0x7C0D0A1000, "cuRAND generator",
                     lambda message: CurandError(C.CURAND_STATUS_NOT_INITIALIZED, message))


def _out_of_range(message):
    return CurandError(C.CURAND_STATUS_OUT_OF_RANGE, message)


def _create(out: int, kind: int, host: bool) -> None:
    if out == 0:
        raise CurandError(C.CURAND_STATUS_NOT_INITIALIZED, "the generator pointer is NULL")
    value = GENERATORS.create(Generator(kind, host))
    ctypes.c_void_p.from_address(out).value = value


def curandCreateGenerator(out, kind):  # noqa: N802 - cuRAND's names
    _create(out, kind, host=False)


def curandCreateGeneratorHost(out, kind):  # noqa: N802
    _create(out, kind, host=True)


def curandDestroyGenerator(generator):  # noqa: N802
    GENERATORS.destroy(generator).destroy()


def curandGetVersion(out):  # noqa: N802
    store_int(out, version_number(abi), _out_of_range)


def curandGetProperty(kind, out):  # noqa: N802
    store_property(abi, kind, out, _out_of_range)


def curandSetStream(generator, stream):  # noqa: N802
    GENERATORS.get(generator).set_stream(stream)


def curandSetPseudoRandomGeneratorSeed(generator, seed):  # noqa: N802
    GENERATORS.get(generator).set_seed(seed)


def curandSetGeneratorOffset(generator, offset):  # noqa: N802
    GENERATORS.get(generator).set_offset(offset)


def curandSetGeneratorOrdering(generator, ordering):  # noqa: N802
    GENERATORS.get(generator).set_ordering(ordering)


def curandSetQuasiRandomGeneratorDimensions(generator, dimensions):  # noqa: N802
    GENERATORS.get(generator).set_dimensions(dimensions)


def curandGenerateSeeds(generator):  # noqa: N802
    GENERATORS.get(generator).prepare()


def _generator(dist: int):
    def generate(generator, out, n):
        GENERATORS.get(generator).generate(dist, out, n)

    return generate


def _scaled(dist: int):
    def generate(generator, out, n, mean, stddev):
        GENERATORS.get(generator).generate(dist, out, n, mean, stddev)

    return generate


def curandGeneratePoisson(generator, out, n, lam):  # noqa: N802
    GENERATORS.get(generator).generate(g.POISSON, out, n, lam=lam)


def curandCreatePoissonDistribution(lam, out):  # noqa: N802
    if out == 0:
        raise _out_of_range("the distribution pointer is NULL")
    ctypes.c_void_p.from_address(out).value = distributions.create(lam)


def curandDestroyDistribution(distribution):  # noqa: N802
    distributions.destroy(distribution or 0)


DIRECTION_SETS = {32: (C.CURAND_DIRECTION_VECTORS_32_JOEKUO6,),
                  64: (C.CURAND_DIRECTION_VECTORS_64_JOEKUO6,)}
SCRAMBLED_SETS = {32: C.CURAND_SCRAMBLED_DIRECTION_VECTORS_32_JOEKUO6,
                  64: C.CURAND_SCRAMBLED_DIRECTION_VECTORS_64_JOEKUO6}


def _direction_vectors(bits: int):
    def get(out, direction_set):
        if direction_set not in DIRECTION_SETS[bits] + (SCRAMBLED_SETS[bits],):
            raise _out_of_range(f"{direction_set} is not a set of {bits}-bit direction vectors")
        if out == 0:
            raise _out_of_range("the output pointer is NULL")
        table = scrambling.tables(bits)[0] if direction_set == SCRAMBLED_SETS[bits] else \
            sobol.directions(bits)
        ctypes.c_void_p.from_address(out).value = table.ctypes.data

    return get


def _scramble_constants(bits: int):
    def get(out):
        if out == 0:
            raise _out_of_range("the output pointer is NULL")
        ctypes.c_void_p.from_address(out).value = scrambling.tables(bits)[1].ctypes.data

    return get


ROUTINES = {
    "curandCreateGenerator": curandCreateGenerator,
    "curandCreateGeneratorHost": curandCreateGeneratorHost,
    "curandDestroyGenerator": curandDestroyGenerator,
    "curandGetVersion": curandGetVersion, "curandGetProperty": curandGetProperty,
    "curandSetStream": curandSetStream,
    "curandSetPseudoRandomGeneratorSeed": curandSetPseudoRandomGeneratorSeed,
    "curandSetGeneratorOffset": curandSetGeneratorOffset,
    "curandSetGeneratorOrdering": curandSetGeneratorOrdering,
    "curandSetQuasiRandomGeneratorDimensions": curandSetQuasiRandomGeneratorDimensions,
    "curandGenerateSeeds": curandGenerateSeeds,
    "curandGenerate": _generator(g.BITS),
    "curandGenerateLongLong": _generator(g.BITS64),
    "curandGetDirectionVectors32": _direction_vectors(32),
    "curandGetDirectionVectors64": _direction_vectors(64),
    "curandGetScrambleConstants32": _scramble_constants(32),
    "curandGetScrambleConstants64": _scramble_constants(64),
    "curandGenerateUniform": _generator(g.UNIFORM),
    "curandGenerateUniformDouble": _generator(g.UNIFORM_DOUBLE),
    "curandGenerateNormal": _scaled(g.NORMAL),
    "curandGenerateNormalDouble": _scaled(g.NORMAL_DOUBLE),
    "curandGenerateLogNormal": _scaled(g.LOG_NORMAL),
    "curandGenerateLogNormalDouble": _scaled(g.LOG_NORMAL_DOUBLE),
    "curandGeneratePoisson": curandGeneratePoisson,
    "curandCreatePoissonDistribution": curandCreatePoissonDistribution,
    "curandDestroyDistribution": curandDestroyDistribution,
}
DIRECT = {}


def implemented_names() -> set[str]:
    return set(ROUTINES) | set(DIRECT)


def attach(ffi_, lib_) -> None:
    global ffi
    ffi = ffi_
    status_face.attach(ffi, abi.FUNCTIONS, STATUSES, ROUTINES.get, DIRECT, "curand")
