"""Calling zluda's libcurand.so.10 in the test's own process through ctypes, as C calls it."""

from __future__ import annotations

import ctypes

import numpy as np
from zluda.libraries import LIB_DIR

CURAND = ctypes.CDLL(str(LIB_DIR / "libcurand.so.10"))
DTYPES = {"bits": np.uint32, "bits64": np.uint64, "uniform": np.float32,
          "uniform_double": np.float64, "normal": np.float32, "normal_double": np.float64,
          "log_normal": np.float32, "log_normal_double": np.float64, "poisson": np.uint32}
FUNCTIONS = {"bits": "curandGenerate", "bits64": "curandGenerateLongLong",
             "uniform": "curandGenerateUniform", "uniform_double": "curandGenerateUniformDouble",
             "normal": "curandGenerateNormal", "normal_double": "curandGenerateNormalDouble",
             "log_normal": "curandGenerateLogNormal",
             "log_normal_double": "curandGenerateLogNormalDouble",
             "poisson": "curandGeneratePoisson"}


def create(kind: int, seed: int | None = None, offset: int = 0, ordering: int = 0,
           host: bool = False, dimensions: int = 0) -> ctypes.c_void_p:
    generator = ctypes.c_void_p()
    make = CURAND.curandCreateGeneratorHost if host else CURAND.curandCreateGenerator
    assert make(ctypes.byref(generator), kind) == 0
    if seed is not None:
        assert CURAND.curandSetPseudoRandomGeneratorSeed(generator, ctypes.c_uint64(seed)) == 0
    if dimensions:
        assert CURAND.curandSetQuasiRandomGeneratorDimensions(generator, dimensions) == 0
    if offset:
        assert CURAND.curandSetGeneratorOffset(generator, ctypes.c_uint64(offset)) == 0
    if ordering:
        assert CURAND.curandSetGeneratorOrdering(generator, ordering) == 0
    return generator


def generate(generator, dist: str, address: int, n: int, mean=0.0, stddev=1.0) -> int:
    """The status of one generation call into ``address`` (a Poisson one's lambda is
    ``mean``)."""
    args = [generator, ctypes.c_void_p(address), ctypes.c_size_t(n)]
    if dist == "poisson":
        args.append(ctypes.c_double(mean))
    elif dist.startswith(("normal", "log_normal")):
        kind = ctypes.c_double if dist.endswith("double") else ctypes.c_float
        args += [kind(mean), kind(stddev)]
    return getattr(CURAND, FUNCTIONS[dist])(*args)


def close(got: np.ndarray, expected: np.ndarray, dist: str, quantile: str | None = None,
          lam: float = 0.0) -> bool:
    """Equal, bit for bit, for the 32 bits and the uniforms; for the normal distributions within
    what the transcendental functions' last bits give (NVIDIA's host generators use the host's
    sinf, logf and sin(pi v), zluda's kernels the device's, and sincospi). Normal values made by
    a quantile (``quantile``: "float" where even the doubles come from the float quantile, as
    MTGP32's; "double" where the doubles have their own, as the scrambled Sobol generators')
    reach further into the tails, where NVIDIA's float quantile loses digits as the probability
    nears 1 (up to 3e-5 from the exact quantile, where zluda's, the device's normcdfinvf, stays
    within 5e-7): their floats are within 1e-4, their own doubles within 1e-12. Poisson values
    are equal, but for a lambda of 2000 or more (``lam``), made from a normal value, within 1
    where that normal value's last bits round them the other way (1 in 10^4 or fewer)."""
    if dist in ("bits", "bits64", "uniform", "uniform_double"):
        return np.array_equal(got, expected)
    if dist == "poisson":
        off = np.abs(got.astype(np.int64) - expected.astype(np.int64))
        return not off.any() if lam < 2000.0 else off.max() <= 1 and np.mean(off) <= 1e-2
    if quantile and (not dist.endswith("double") or
                     (quantile == "float" and dist == "normal_double")):
        return np.allclose(got, expected, rtol=1e-4, atol=2e-6)
    if quantile == "double" and dist.endswith("double"):
        return np.allclose(got, expected, rtol=1e-12, atol=1e-14)
    if dist.endswith("double"):
        return np.allclose(got, expected, rtol=1e-13, atol=1e-14)
    return np.allclose(got, expected, rtol=2e-6, atol=2e-6)
