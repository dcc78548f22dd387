"""cuRAND on the CPU device: zluda's libcurand.so.10 (called with ctypes, as a C program calls
it; each call synchronized) filling 2^26 floats in device memory, uniform and normal, with each
generator, against NumPy's generators filling a host array of the same size (its default
PCG64, and its Philox), and against a plain fill of that array (the memory's bandwidth, the
ceiling of any generator). GB/s of output, best of a few runs."""

from __future__ import annotations

import ctypes
import time

import numpy as np

from .translation import check, driver

GENERATORS = {"XORWOW": 101, "MRG32k3a": 121, "Philox4x32-10": 161, "MTGP32": 141,
              "MT19937": 142}


def _best(fn, repeats: int) -> float:
    fn()  # warm up: the kernels' first compilation, the pages' first touch
    times = []
    for _ in range(repeats):
        start = time.perf_counter()
        fn()
        times.append(time.perf_counter() - start)
    return min(times)


def run(quick: bool = False) -> list[str]:
    from zluda.libraries import LIB_DIR

    cuda = driver()
    lib = ctypes.CDLL(str(LIB_DIR / "libcurand.so.10"))
    n = 1 << (24 if quick else 26)
    repeats = 2 if quick else 4
    out = int(check(cuda, cuda.cuMemAlloc(4 * n)))
    gigabytes = 4 * n / 1e9
    lines = ["## rand: zluda's cuRAND on the CPU device", "",
             f"{n:,} floats (2^{n.bit_length() - 1}) per call, into device memory; NumPy"
             f" {np.__version__} fills a host array of the same size. GB/s of output, best of"
             f" {repeats}.", "",
             "| generator | uniform | normal |", "|---|---|---|"]
    for name, kind in GENERATORS.items():
        generator = ctypes.c_void_p()
        assert lib.curandCreateGenerator(ctypes.byref(generator), kind) == 0
        assert lib.curandSetPseudoRandomGeneratorSeed(generator, ctypes.c_uint64(1234)) == 0
        cells = []
        for function, extra in (("curandGenerateUniform", ()),
                                ("curandGenerateNormal", (ctypes.c_float(0), ctypes.c_float(1)))):
            def call(function=function, extra=extra, generator=generator):
                status = getattr(lib, function)(generator, ctypes.c_void_p(out),
                                                ctypes.c_size_t(n), *extra)
                assert status == 0, (function, status)
                cuda.cuCtxSynchronize()

            cells.append(f"{gigabytes / _best(call, repeats):.2f}")
        lib.curandDestroyGenerator(generator)
        lines.append(f"| zluda cuRAND {name} | {cells[0]} | {cells[1]} |")
    host = np.empty(n, np.float32)
    for name, bit_generator in (("PCG64", np.random.PCG64), ("Philox", np.random.Philox)):
        rng = np.random.Generator(bit_generator(1234))
        uniform = _best(lambda rng=rng: rng.random(n, dtype=np.float32, out=host), repeats)
        normal = _best(lambda rng=rng: rng.standard_normal(n, dtype=np.float32, out=host),
                       repeats)
        lines.append(f"| NumPy Generator({name}) | {gigabytes / uniform:.2f} |"
                     f" {gigabytes / normal:.2f} |")
    fill = _best(lambda: host.fill(0.5), repeats)
    lines.append(f"| a plain fill (memory bandwidth) | {gigabytes / fill:.2f} | — |")
    cuda.cuMemFree(out)
    return lines
