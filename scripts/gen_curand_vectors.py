#!/usr/bin/env python3
"""Record what NVIDIA's cuRAND gives, for tests/libraries/test_curand.py to hold zluda's
cuRAND against: tests/libraries/data/curand_nvidia.npz.

    python scripts/gen_curand_vectors.py [--curand PATH/libcurand.so.10]

NVIDIA's host generators (``curandCreateGeneratorHost``; XORWOW, MRG32k3a, MTGP32, MT19937,
Philox4x32-10, Sobol32 and Sobol64 and their scrambled forms here) run on the CPU, with no GPU,
and give the numbers of its device generators (cuRAND's documentation). The library comes in
the ``nvidia-curand`` wheel (a test dependency: its ``nvidia/cu13/lib/libcurand.so.10``). Each
scenario (a generator, seed, offset, ordering, dimensions and a sequence of calls, of
distributions and their parameters: :func:`scenarios`) keeps, for each call, its
outputs at a fixed sample of indices: the first and last 32 and 160 in between.
"""

from __future__ import annotations

import argparse
import ctypes
import glob
import json
import sys
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "tests" / "libraries" / "data" / "curand_nvidia.npz"
XORWOW, MRG32K3A, MTGP32, MT19937, PHILOX, SOBOL32, SOBOL64 = 101, 121, 141, 142, 161, 201, 203
SCRAMBLED_SOBOL32, SCRAMBLED_SOBOL64 = 202, 204
SEEDED, LEGACY = 102, 103
DISTRIBUTIONS = ("bits", "uniform", "uniform_double", "normal", "normal_double", "log_normal",
                 "log_normal_double")
DTYPES = {"bits": np.uint32, "bits64": np.uint64, "uniform": np.float32,
          "uniform_double": np.float64, "normal": np.float32, "normal_double": np.float64,
          "log_normal": np.float32, "log_normal_double": np.float64, "poisson": np.uint32}
FUNCTIONS = {"bits": "curandGenerate", "bits64": "curandGenerateLongLong",
             "uniform": "curandGenerateUniform", "uniform_double": "curandGenerateUniformDouble",
             "normal": "curandGenerateNormal", "normal_double": "curandGenerateNormalDouble",
             "log_normal": "curandGenerateLogNormal",
             "log_normal_double": "curandGenerateLogNormalDouble",
             "poisson": "curandGeneratePoisson"}
MIXED = [("bits", 7), ("uniform_double", 5003), ("normal", 4000, 0.5, 2.0), ("uniform", 1),
         ("log_normal_double", 6, -1.0, 0.25), ("bits", 9000), ("normal_double", 4098)]


def scenarios() -> list[dict]:
    found = []
    for kind, ordering in ((XORWOW, 0), (XORWOW, SEEDED), (MRG32K3A, 0), (MRG32K3A, LEGACY),
                           (PHILOX, 0)):
        for seed in (0, 1234, (1 << 40) + 7):
            for dist in DISTRIBUTIONS:
                found.append(dict(kind=kind, ordering=ordering, seed=seed, offset=0,
                                  calls=[(dist, 20000)]))
            found.append(dict(kind=kind, ordering=ordering, seed=seed, offset=0, calls=MIXED))
        for offset in (1, 5000, 300000):
            calls = [("bits", 100), ("uniform", 9001), ("normal", 10), ("log_normal", 6)]
            if kind != PHILOX:  # Philox: doubles from the second half of a round, unverified
                calls.append(("uniform_double", 9000))
            found.append(dict(kind=kind, ordering=ordering, seed=99, offset=offset,
                              calls=calls))
    # MTGP32: no offset; its rounds of 192 (legacy: 64) blocks x 256 values, calls that stop
    # inside one, normal values one at a time (any count)
    for ordering in (0, LEGACY):
        for seed in (0, 1234, (1 << 40) + 7):
            for dist in DISTRIBUTIONS:
                found.append(dict(kind=MTGP32, ordering=ordering, seed=seed, offset=0,
                                  calls=[(dist, 60000)]))
            found.append(dict(kind=MTGP32, ordering=ordering, seed=seed, offset=0,
                              calls=MIXED + [("normal", 3), ("bits", 49150),
                                             ("log_normal", 5, 0.5, 0.5),
                                             ("uniform", 100000)]))
    # Sobol: the dimensions and offsets (in points) that NVIDIA's layout depends on
    for kind, bits in ((SOBOL32, "bits"), (SOBOL64, "bits64"), (SCRAMBLED_SOBOL32, "bits"),
                       (SCRAMBLED_SOBOL64, "bits64")):
        for dimensions in (1, 3, 1000):
            for dist in (bits, *DISTRIBUTIONS[1:]):
                found.append(dict(kind=kind, ordering=0, seed=None, offset=0,
                                  dimensions=dimensions, calls=[(dist, dimensions * 40)]))
        found.append(dict(kind=kind, ordering=0, seed=None, offset=12345, dimensions=7,
                          calls=[(bits, 70), ("uniform", 7 * 1001), ("normal_double", 14),
                                 ("log_normal", 7, 0.5, 2.0), (bits, 7000)]))
        found.append(dict(kind=kind, ordering=0, seed=None, offset=0, dimensions=20000,
                          calls=[("uniform_double", 60000)]))
    # Poisson: each generator's methods on either side of their lambdas' bounds, and (XORWOW,
    # MRG32k3a) the normal kept by a thread for its next Poisson output across calls
    for kind, ordering in ((XORWOW, 0), (XORWOW, SEEDED), (MRG32K3A, 0), (MRG32K3A, LEGACY),
                           (PHILOX, 0)):
        found.append(dict(kind=kind, ordering=ordering, seed=1234, offset=0, calls=[
            ("poisson", 20000, 0.5), ("poisson", 20000, 150.0), ("poisson", 90001, 5000.0),
            ("bits", 9000), ("poisson", 1001, 1999.5), ("poisson", 170000, 60000.0)]))
    for ordering in (0, LEGACY):
        found.append(dict(kind=MTGP32, ordering=ordering, seed=1234, offset=0, calls=[
            ("poisson", 60001, 0.7), ("poisson", 50000, 31.9), ("poisson", 50000, 32.0),
            ("poisson", 20000, 7999.0), ("poisson", 20000, 8000.5), ("poisson", 20000, 399999.0)]))
    for kind in (SOBOL32, SOBOL64, SCRAMBLED_SOBOL32, SCRAMBLED_SOBOL64):
        found.append(dict(kind=kind, ordering=0, seed=None, offset=0, dimensions=5, calls=[
            ("poisson", 60000, 0.7), ("poisson", 30000, 9.9), ("poisson", 30000, 10.0),
            ("poisson", 20000, 1999.0), ("poisson", 20000, 2000.0), ("poisson", 20000, 9000.5)]))
    # MT19937: one scenario per seed (its setup is 8191 jumps), every distribution, calls that
    # stop inside a generation's chunks and one that runs into the next generation
    for ordering, seed in ((0, 0), (0, 1234), (0, (1 << 40) + 7), (LEGACY, 1234)):
        found.append(dict(kind=MT19937, ordering=ordering, seed=seed, offset=0, calls=[
            ("bits", 7), ("uniform_double", 5003), ("normal", 4001, 0.5, 2.0), ("uniform", 1),
            ("log_normal_double", 6, -1.0, 0.25), ("log_normal", 5, 0.5, 0.5),
            ("normal_double", 4098), ("poisson", 3001, 5.5), ("poisson", 2001, 30000.0),
            ("bits", 5200000)]))
    return found


def sample(n: int) -> np.ndarray:
    """The indices kept of a call's n outputs."""
    rng = np.random.default_rng(n)
    middle = rng.choice(np.arange(32, max(32, n - 32)), min(160, max(0, n - 64)),
                        replace=False) if n > 64 else np.array([], int)
    return np.unique(np.concatenate([np.arange(min(32, n)), middle,
                                     np.arange(max(0, n - 32), n)])).astype(np.int64)


def run(lib, scenario: dict) -> list[np.ndarray]:
    generator = ctypes.c_void_p()

    def check(status, what):
        if status:
            raise RuntimeError(f"{what}: curandStatus {status}")

    check(lib.curandCreateGeneratorHost(ctypes.byref(generator), scenario["kind"]), "create")
    if scenario["seed"] is not None:
        check(lib.curandSetPseudoRandomGeneratorSeed(generator,
                                                     ctypes.c_uint64(scenario["seed"])), "seed")
    if scenario.get("dimensions"):
        check(lib.curandSetQuasiRandomGeneratorDimensions(generator, scenario["dimensions"]),
              "dimensions")
    if scenario["offset"]:
        check(lib.curandSetGeneratorOffset(generator, ctypes.c_uint64(scenario["offset"])),
              "offset")
    if scenario["ordering"]:
        check(lib.curandSetGeneratorOrdering(generator, scenario["ordering"]), "ordering")
    outputs = []
    for dist, n, *scale in scenario["calls"]:
        out = np.zeros(n, DTYPES[dist])
        args = [generator, ctypes.c_void_p(out.ctypes.data), ctypes.c_size_t(n)]
        if dist == "poisson":
            args.append(ctypes.c_double(scale[0]))
        elif dist.startswith(("normal", "log_normal")):
            mean, stddev = scale or (0.0, 1.0)
            kind = ctypes.c_double if dist.endswith("double") else ctypes.c_float
            args += [kind(mean), kind(stddev)]
        check(getattr(lib, FUNCTIONS[dist])(*args), FUNCTIONS[dist])
        outputs.append(out[sample(n)])
    lib.curandDestroyGenerator(generator)
    return outputs


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--curand", help="NVIDIA's libcurand.so.10 (default: from the"
                        " nvidia-curand package on sys.path)")
    args = parser.parse_args()
    path = args.curand or next(iter(sorted(
        p for entry in sys.path for p in glob.glob(f"{entry}/nvidia/cu13/lib/libcurand.so.10"))),
        None)
    if path is None:
        print("NVIDIA's libcurand.so.10 was not found: --curand PATH", file=sys.stderr)
        return 2
    lib = ctypes.CDLL(path)
    version = ctypes.c_int()
    lib.curandGetVersion(ctypes.byref(version))
    arrays, described = {}, []
    for i, scenario in enumerate(scenarios()):
        for j, values in enumerate(run(lib, scenario)):
            arrays[f"s{i}_c{j}"] = values
        described.append(scenario)
    arrays["scenarios"] = np.frombuffer(json.dumps(described).encode(), np.uint8)
    arrays["version"] = np.array([version.value])
    OUT.parent.mkdir(parents=True, exist_ok=True)
    np.savez_compressed(OUT, **arrays)
    print(f"wrote {OUT.relative_to(ROOT)}: {len(described)} scenarios from cuRAND"
          f" {version.value}, {OUT.stat().st_size // 1024} KB")
    return 0


if __name__ == "__main__":
    sys.exit(main())
