"""cuRAND's generators (the host API): what ``curandCreateGenerator`` makes and every call
names, and the numbers they give, the same as NVIDIA's cuRAND gives for the same generator,
seed, offset, ordering and calls.

How NVIDIA's generators lay their streams out in the output (read off NVIDIA's own host
generators, whose results its documentation says are the device generators'):

- XORWOW and MRG32k3a have T threads (XORWOW 4096; MRG32k3a 81920, or 4096 in the legacy
  ordering), thread i starting at position ``offset + i`` of the interleaved stream (element
  ``(offset + i) // T`` of subsequence ``(offset + i) % T``). The units of a call go to the
  threads in turn, from where the last call stopped; a unit takes the next values of its thread:
  one for 32 bits or a float, two for an XORWOW double (53 bits) and for a normal pair, four for
  an XORWOW pair of normal doubles. An MRG32k3a double is one value.
- Philox4x32-10 is counter-based: word p of its stream is word p % 4 of block p // 4, which is
  block (p // 4) // T of subsequence (p // 4) % T (T = 65536). 32-bit values, floats and normal
  floats read the word stream from the generator's offset, which moves by the outputs made (a
  normal float at word p is its part of the Box-Muller pair of words p - p % 2 and p - p % 2 +
  1). Doubles (uniform and normal) are made four at a time from two blocks of a subsequence,
  the double stream (see kernels.cu); a call continues it where the offset says, and moves the
  offset as NVIDIA's does (by the doubles made, and by 4T more for each full round of doubles).

- XORWOW's SEEDED ordering lays out T streams as the default ordering lays out subsequences,
  each seeded on its own (:mod:`.skipahead`).

Known differences from NVIDIA's cuRAND: the normal distributions use the device's sinf, cosf,
logf and sincospi (NVIDIA's libdevice, compiled into kernels.ptx), so they may differ from
NVIDIA's host generators in the last bit or two; a Philox offset in the second half of a round
of doubles starts where zluda's layout says, which is not verified against NVIDIA's.
- SOBOL32 and SOBOL64 (:mod:`.sobol`) give ``n / dimensions`` points of each dimension per
  call, dimension by dimension, continuing from the points made before (the offset counts
  points); their values are the points themselves (32 or 64 bits), uniforms made from them, and
  normal and log-normal values through the inverse of the normal CDF.

- MTGP32 (:mod:`.mtgp32`) runs 192 blocks (64 in the legacy ordering) of one MTGP each; its
  output interleaves the blocks' sequences 256 values at a time, and a call continues where the
  last one stopped. Each output is one value (normal ones by the inverse of the normal CDF, so
  any count of them); it has no offset.

- SCRAMBLED_SOBOL32 and SCRAMBLED_SOBOL64 are the Sobol generators over NVIDIA's scrambled
  direction vectors, each point xored with its dimension's scramble constant
  (:mod:`.scrambling`: NVIDIA's data, read from its library where it is installed).

- Poisson values (:mod:`.poisson` says which method each generator uses for a lambda) take the
  layout of the generator's 32-bit values, one value each (table and inversion); XORWOW's and
  MRG32k3a's normal method takes each thread's normal floats, the second of a pair kept in the
  thread's state for its next Poisson value, in the same call or a later one; Philox's takes
  its normal floats' stream (the offset moves by the outputs made).

- MT19937 (:mod:`.mt19937`) runs 8192 Mersenne Twisters 2^2048 steps apart, their outputs
  interleaved by chunks of each generation; each output is one value (its uniforms the centred
  probability of the value, its normal values quantiles); it has no offset.
"""

from __future__ import annotations

import numpy as np

from ...runtime import api
from ...runtime.errors import CudaError
from ...runtime.memory import ADDRESSES
from ..common import contexts
from . import poisson, skipahead
from .kernels import KERNEL_NAMES, KERNELS, POINTER, U32, U64, Params, call, current
from .mt19937 import Mt19937
from .mtgp32 import Mtgp
from .sobol import MAX_DIMENSIONS, Quasi
from .status import C, CurandError

XORWOW, MRG32K3A, MTGP32, MT19937, PHILOX = (
    C.CURAND_RNG_PSEUDO_XORWOW, C.CURAND_RNG_PSEUDO_MRG32K3A, C.CURAND_RNG_PSEUDO_MTGP32,
    C.CURAND_RNG_PSEUDO_MT19937, C.CURAND_RNG_PSEUDO_PHILOX4_32_10)
SOBOL32, SCRAMBLED_SOBOL32, SOBOL64, SCRAMBLED_SOBOL64 = (
    C.CURAND_RNG_QUASI_SOBOL32, C.CURAND_RNG_QUASI_SCRAMBLED_SOBOL32,
    C.CURAND_RNG_QUASI_SOBOL64, C.CURAND_RNG_QUASI_SCRAMBLED_SOBOL64)
DEFAULTS = {C.CURAND_RNG_PSEUDO_DEFAULT: XORWOW, C.CURAND_RNG_QUASI_DEFAULT: SOBOL32}
PSEUDO = (XORWOW, MRG32K3A, MTGP32, MT19937, PHILOX)
QUASI = (SOBOL32, SCRAMBLED_SOBOL32, SOBOL64, SCRAMBLED_SOBOL64)
NAMES = {value: name.removeprefix("CURAND_RNG_") for name, value in vars(C).items()
         if name.startswith("CURAND_RNG_") and value in PSEUDO + QUASI}

BEST, DEFAULT, SEEDED, LEGACY = (C.CURAND_ORDERING_PSEUDO_BEST, C.CURAND_ORDERING_PSEUDO_DEFAULT,
                                 C.CURAND_ORDERING_PSEUDO_SEEDED, C.CURAND_ORDERING_PSEUDO_LEGACY)
QUASI_DEFAULT = C.CURAND_ORDERING_QUASI_DEFAULT
# the orderings that NVIDIA's cuRAND 10.4 takes for each generator (others: OUT_OF_RANGE)
ORDERINGS = {XORWOW: (BEST, DEFAULT, SEEDED, LEGACY), MRG32K3A: (BEST, DEFAULT, LEGACY),
             MTGP32: (BEST, DEFAULT, LEGACY), MT19937: (DEFAULT, LEGACY),
             PHILOX: (BEST, DEFAULT, LEGACY), **{kind: (QUASI_DEFAULT,) for kind in QUASI}}

# distributions, and their kernels' names in kernels.cu (GENERATOR_NAME)
(BITS, UNIFORM, UNIFORM_DOUBLE, NORMAL, NORMAL_DOUBLE, LOG_NORMAL, LOG_NORMAL_DOUBLE,
 BITS64, POISSON) = range(9)
SIZES = {BITS: 4, UNIFORM: 4, UNIFORM_DOUBLE: 8, NORMAL: 4, NORMAL_DOUBLE: 8, LOG_NORMAL: 4,
         LOG_NORMAL_DOUBLE: 8, BITS64: 8, POISSON: 4}
PAIRS = (NORMAL, NORMAL_DOUBLE, LOG_NORMAL, LOG_NORMAL_DOUBLE)
# the Poisson methods' families of generators (zluda.libraries.curand.poisson)
POISSON_FAMILIES = {XORWOW: "pseudo", MRG32K3A: "pseudo", PHILOX: "pseudo", MTGP32: "mtgp32",
                    MT19937: "mt19937",
                    SOBOL32: "sobol32", SCRAMBLED_SOBOL32: "sobol32", SOBOL64: "sobol64",
                    SCRAMBLED_SOBOL64: "sobol64"}
DOUBLES = (UNIFORM_DOUBLE, NORMAL_DOUBLE, LOG_NORMAL_DOUBLE)


def _not_initialized(message: str) -> CurandError:
    return CurandError(C.CURAND_STATUS_NOT_INITIALIZED, message)


def _type_error(message: str) -> CurandError:
    return CurandError(C.CURAND_STATUS_TYPE_ERROR, message)


class Rotation:
    """XORWOW and MRG32k3a: T thread states in device memory, made from the seed and offset on
    the host at the first generation after either changes; the units of each call go to the
    threads in turn (see the module's docstring)."""

    KERNEL = {XORWOW: "xorwow", MRG32K3A: "mrg32k3a"}
    STATE_BYTES = 24  # six 32-bit words: XORWOW's d and v[5], MRG32k3a's s1[3] and s2[3]
    KEPT_BYTES = 8  # and a Poisson normal kept for the thread's next Poisson output: flag, float

    def __init__(self, generator: Generator) -> None:
        self.generator = generator
        self.kind = generator.kind
        self.states = 0  # their device allocation, once made: states, then the kept normals
        self.allocated_threads = 0
        self.ready = False
        self.first = 0  # the thread of the next unit
        self._upload = None  # the host copy of the states, alive while its copy is queued

    @property
    def threads(self) -> int:
        if self.kind == XORWOW:
            return skipahead.XORWOW_THREADS
        return 4096 if self.generator.ordering == LEGACY else skipahead.MRG_THREADS

    def reset(self) -> None:
        self.ready, self.first = False, 0

    def prepare(self, stream: int) -> None:
        """The threads' states for the generator's seed and offset, queued in ``stream``."""
        if self.ready:
            return
        g = self.generator
        threads = self.threads
        states = (skipahead.xorwow_states(g.seed, g.offset, g.ordering == SEEDED)
                  if self.kind == XORWOW else skipahead.mrg_states(g.seed, g.offset, threads))
        states = np.concatenate([np.ravel(states).astype(np.uint32),
                                 np.zeros(threads * self.KEPT_BYTES // 4, np.uint32)])
        if self.allocated_threads != threads:
            self.release()
            self.states = call(api.cuMemAlloc, threads * (self.STATE_BYTES + self.KEPT_BYTES),
                               status=C.CURAND_STATUS_ALLOCATION_FAILED)
            self.allocated_threads = threads
        self._upload = states
        call(api.cuMemcpyHtoDAsync, self.states, states, states.nbytes, stream)
        self.ready, self.first = True, 0

    def generate(self, dist: int, out: int, n: int, params: Params, stream: int) -> None:
        self.prepare(stream)
        units = n // 2 if dist in PAIRS else n
        threads = self.threads
        arguments = [(self.states, POINTER), (threads, U32), (self.first, U32), (units, U64),
                     (out, POINTER), (params, None)]
        if dist == POISSON:
            arguments.insert(1, (self.states + threads * self.STATE_BYTES, POINTER))
        KERNELS.launch(self.generator.context, f"{self.KERNEL[self.kind]}_{KERNEL_NAMES[dist]}",
                       threads, stream, arguments)
        self.first = (self.first + units) % threads

    def release(self) -> None:
        if self.states:
            api.cuMemFree(self.states)
            self.states, self.allocated_threads = 0, 0


class Counter:
    """Philox4x32-10: nothing but the offset to keep (see the module's docstring)."""

    THREADS = 65536

    def __init__(self, generator: Generator) -> None:
        self.generator = generator
        self.position = 0

    def reset(self) -> None:
        self.position = self.generator.offset

    def prepare(self, stream: int) -> None:
        pass

    def generate(self, dist: int, out: int, n: int, params: Params, stream: int) -> None:
        T, seed, o = self.THREADS, self.generator.seed, self.position
        if dist in DOUBLES:
            start = o - 4 * T * (o // (8 * T))
            end = start + n
            self.position = end + 4 * T * (end // (4 * T))
        else:
            start = o
            self.position = start + n
        name = f"philox_{KERNEL_NAMES[dist]}"
        work = (n + 7) // 2 if dist in DOUBLES else (n + 7) // 4  # blocks to make
        KERNELS.launch(self.generator.context, name, work, stream, (
            (seed, U64), (T, U64), (start, U64), (n, U64), (out, POINTER), (params, None)))

    def release(self) -> None:
        pass


ENGINES = {XORWOW: Rotation, MRG32K3A: Rotation, PHILOX: Counter, MTGP32: Mtgp,
           MT19937: Mt19937,
           SOBOL32: lambda generator: Quasi(generator, 32),
           SOBOL64: lambda generator: Quasi(generator, 64),
           SCRAMBLED_SOBOL32: lambda generator: Quasi(generator, 32, scrambled=True),
           SCRAMBLED_SOBOL64: lambda generator: Quasi(generator, 64, scrambled=True)}


class Generator:
    def __init__(self, kind: int, host: bool) -> None:
        kind = DEFAULTS.get(kind, kind)
        if kind not in PSEUDO + QUASI:
            raise _type_error(f"{kind} is not a curandRngType_t")
        self.kind, self.host = kind, host
        self.context = contexts.current_context(_not_initialized)
        self.seed, self.offset = 0, 0
        self.dimensions = 1  # a quasirandom generator's
        self.ordering = DEFAULT if kind in PSEUDO else QUASI_DEFAULT
        self.stream_handle = 0
        self.engine = ENGINES[kind](self)
        self.engine.reset()
        self._scratch = (0, 0)  # a host generator's device buffer: (address, bytes)
        self._table = (None, 0, 0, 0)  # the last Poisson table: (lambda, address, length, shift)
        self._table_upload = None  # its host copy, alive while its copy is queued

    # -- settings ---------------------------------------------------------------------------

    def set_seed(self, seed: int) -> None:
        if self.kind not in PSEUDO:
            raise _type_error("a quasirandom generator has no seed")
        self.seed = seed
        self.engine.reset()

    def set_dimensions(self, dimensions: int) -> None:
        if self.kind not in QUASI:
            raise _type_error("a pseudorandom generator has no dimensions")
        if not 1 <= dimensions <= MAX_DIMENSIONS:
            raise CurandError(C.CURAND_STATUS_OUT_OF_RANGE, f"{dimensions} dimensions (1 to"
                              f" {MAX_DIMENSIONS})")
        self.dimensions = dimensions
        self.engine.reset()

    def set_offset(self, offset: int) -> None:
        if self.kind in (MTGP32, MT19937):
            raise _type_error(f"{NAMES[self.kind]} has no offset (its generators' sequences are"
                              " not skipped ahead)")
        self.offset = offset
        self.engine.reset()

    def set_ordering(self, ordering: int) -> None:
        if ordering not in ORDERINGS[self.kind]:
            raise CurandError(C.CURAND_STATUS_OUT_OF_RANGE, f"ordering {ordering} is not one of"
                              f" {NAMES[self.kind]}'s {ORDERINGS[self.kind]}")
        self.ordering = ordering
        self.engine.reset()

    def set_stream(self, value: int) -> None:
        contexts.stream_of(self.context, value, _not_initialized,
                           lambda message: CurandError(C.CURAND_STATUS_LAUNCH_FAILURE, message))
        self.stream_handle = value

    def prepare(self) -> None:
        """curandGenerateSeeds: the generator's starting state, made now."""
        with current(self.context):
            self.engine.prepare(0 if self.host else self.stream_handle)

    # -- generation -------------------------------------------------------------------------

    def generate(self, dist: int, out: int, n: int, mean: float = 0.0,
                 stddev: float = 1.0, lam: float = 0.0) -> None:
        """``n`` values of distribution ``dist`` at ``out`` (normal ones of ``mean`` and
        ``stddev``, Poisson ones of lambda ``lam``)."""
        if n < 0:
            raise CurandError(C.CURAND_STATUS_OUT_OF_RANGE, f"n = {n}")
        wide = self.kind in (SOBOL64, SCRAMBLED_SOBOL64)
        if dist in (BITS, BITS64) and (dist == BITS64) != wide:
            raise _type_error(f"{NAMES[self.kind]} makes {64 if wide else 32}-bit values:"
                              f" {'curandGenerateLongLong' if wide else 'curandGenerate'}")
        params = Params(mean, stddev, mean, stddev)
        if dist == POISSON and n:  # lambda is checked before the length, after a count of 0
            params.lambda_ = lam
            params.method = poisson.method(POISSON_FAMILIES[self.kind], lam)
        if self.kind in QUASI:
            if n % self.dimensions:
                raise CurandError(C.CURAND_STATUS_LENGTH_NOT_MULTIPLE, f"{n} values of"
                                  f" {self.dimensions} dimensions")
        elif dist in PAIRS and n % 2 and self.kind not in (MTGP32, MT19937):  # one value each
            raise CurandError(C.CURAND_STATUS_LENGTH_NOT_MULTIPLE,
                              f"{n} normal values: a pseudorandom generator makes them in pairs")
        if n == 0:
            return
        size = SIZES[dist] * n
        if out == 0:
            raise CurandError(C.CURAND_STATUS_LAUNCH_FAILURE, "the output pointer is NULL")
        with current(self.context):
            if dist == POISSON and params.method == poisson.TABLE:
                self._poisson_table(lam, params)
            if self.host:
                self._generate_for_host(dist, out, n, size, params)
            else:
                _check_device_memory(out, size)
                self.engine.generate(dist, out, n, params, self.stream_handle)

    def _poisson_table(self, lam: float, params: Params) -> None:
        """The square histogram of ``lam`` in device memory (kept for the next call of the same
        lambda), queued in the generator's stream; its place in ``params``."""
        cached_lambda, address, length, shift = self._table
        if cached_lambda != lam:
            shift, length, rows = poisson.device_table(lam)
            if address:
                api.cuMemFree(address)  # after the work that reads it
                self._table = (None, 0, 0, 0)
            address = call(api.cuMemAlloc, rows.nbytes, status=C.CURAND_STATUS_ALLOCATION_FAILED)
            self._table_upload = rows
            call(api.cuMemcpyHtoDAsync, address, rows, rows.nbytes,
                 0 if self.host else self.stream_handle)
            self._table = (lam, address, length, shift)
        params.table, params.length, params.shift = address, length, shift

    def _generate_for_host(self, dist: int, out: int, n: int, size: int, params) -> None:
        """A host generator: made on the device into a buffer of its own, then copied to the
        host memory at ``out``, before the call returns (as NVIDIA's host generators)."""
        address, capacity = self._scratch
        if capacity < size:
            if address:
                api.cuMemFree(address)
            address = call(api.cuMemAlloc, size, status=C.CURAND_STATUS_ALLOCATION_FAILED)
            self._scratch = (address, size)
        self.engine.generate(dist, address, n, params, 0)
        call(api.cuMemcpyDtoH, out, address, size)

    def destroy(self) -> None:
        if self.context.destroyed:
            return
        with current(self.context):  # cuMemFree waits for the work that uses the memory
            self.engine.release()
            if self._scratch[0]:
                api.cuMemFree(self._scratch[0])
            if self._table[1]:
                api.cuMemFree(self._table[1])


def _check_device_memory(address: int, size: int) -> None:
    """The output of a device generator lies in memory the device writes (device, managed,
    page-locked or registered host memory), else CURAND_STATUS_LAUNCH_FAILURE, before a kernel
    writes anywhere."""
    try:
        allocation = ADDRESSES.check(address, size, "the output")
    except CudaError as exc:
        raise CurandError(C.CURAND_STATUS_LAUNCH_FAILURE, exc.message) from None
    if allocation is None:
        raise CurandError(C.CURAND_STATUS_LAUNCH_FAILURE, f"the output (0x{address:x}) is not"
                          " device memory: a device generator writes device memory")
