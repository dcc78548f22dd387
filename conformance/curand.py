"""cuRAND's numbers on real CUDA, for a lent NVIDIA GPU to confirm zluda's.

    python -m conformance.curand record OUT.npz     # on an NVIDIA GPU, with CuPy: its cuRAND
    python -m conformance.curand compare OUT.npz    # here: zluda's cuRAND against that file

``record`` runs every scenario of scripts/gen_curand_vectors.py (generators, seeds, offsets,
orderings, dimensions, sequences of calls) with NVIDIA's *device* generators
(``curandCreateGenerator`` of the libcurand that CuPy loads, called through ctypes) and keeps
the same sample of each call's outputs as tests/libraries/data/curand_nvidia.npz, which holds
NVIDIA's *host* generators'. ``compare`` runs the scenarios through zluda's libcurand (a device
generator on the CPU device) and prints, per generator and distribution, how the three agree:
NVIDIA's device generators against its host generators (which cuRAND's documentation says
agree), and zluda's against NVIDIA's device generators, exactly for 32-bit values, uniforms and
Poisson values under lambda 2000, within the last bits for the normal distributions (and the
Poisson values made from them), whose transcendental functions are the device's. It exits with
1 where an exact one differs.
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import sys
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parent.parent
HOST_VECTORS = ROOT / "tests" / "libraries" / "data" / "curand_nvidia.npz"


def _recorder():
    spec = importlib.util.spec_from_file_location(
        "gen_curand_vectors", ROOT / "scripts" / "gen_curand_vectors.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _run(lib, scenario: dict, recorder, alloc, fetch, free) -> list[np.ndarray | None]:
    """The scenario through ``lib`` (a libcurand.so.10) with a device generator: ``alloc(bytes)``
    gives device memory, ``fetch(address, array)`` copies it into the array, ``free`` frees it.
    Each call's sample of outputs, or None where it failed."""
    import ctypes

    generator = ctypes.c_void_p()
    if lib.curandCreateGenerator(ctypes.byref(generator), scenario["kind"]):
        return [None] * len(scenario["calls"])
    if scenario["seed"] is not None:
        lib.curandSetPseudoRandomGeneratorSeed(generator, ctypes.c_uint64(scenario["seed"]))
    if scenario.get("dimensions"):
        lib.curandSetQuasiRandomGeneratorDimensions(generator, scenario["dimensions"])
    if scenario["offset"]:
        lib.curandSetGeneratorOffset(generator, ctypes.c_uint64(scenario["offset"]))
    if scenario["ordering"]:
        lib.curandSetGeneratorOrdering(generator, scenario["ordering"])
    outputs = []
    for dist, n, *scale in scenario["calls"]:
        dtype = np.dtype(recorder.DTYPES[dist])
        address = alloc(n * dtype.itemsize)
        args = [generator, ctypes.c_void_p(address), ctypes.c_size_t(n)]
        if dist == "poisson":
            args.append(ctypes.c_double(scale[0]))
        elif dist.startswith(("normal", "log_normal")):
            kind = ctypes.c_double if dist.endswith("double") else ctypes.c_float
            args += [kind(v) for v in (scale or (0.0, 1.0))]
        status = getattr(lib, recorder.FUNCTIONS[dist])(*args)
        host = np.zeros(n, dtype)
        fetch(address, host)
        free(address)
        outputs.append(host[recorder.sample(n)] if status == 0 else None)
    lib.curandDestroyGenerator(generator)
    return outputs


def record(out: Path) -> int:
    import ctypes

    import cupy as cp
    from cupy_backends.cuda.libs import curand  # loads NVIDIA's libcurand.so.10

    lib = ctypes.CDLL("libcurand.so.10")  # the one CuPy loaded (the same soname)
    recorder = _recorder()
    arrays, scenarios = {}, recorder.scenarios()
    kept = {}

    def alloc(size):
        memory = cp.cuda.alloc(max(size, 1))
        kept[memory.ptr] = memory
        return memory.ptr

    def fetch(address, host):
        cp.cuda.runtime.deviceSynchronize()
        cp.cuda.runtime.memcpy(host.ctypes.data, address, host.nbytes, 2)  # device to host

    for i, scenario in enumerate(scenarios):
        for j, values in enumerate(_run(lib, scenario, recorder, alloc, fetch, kept.pop)):
            if values is None:
                print(f"scenario {i} call {j} failed on NVIDIA's cuRAND", file=sys.stderr)
                return 1
            arrays[f"s{i}_c{j}"] = values
    arrays["scenarios"] = np.frombuffer(json.dumps(scenarios).encode(), np.uint8)
    arrays["version"] = np.array([curand.getVersion()])
    arrays["device"] = np.frombuffer(cp.cuda.runtime.getDeviceProperties(0)["name"], np.uint8)
    np.savez_compressed(out, **arrays)
    print(f"recorded {len(scenarios)} scenarios on {bytes(arrays['device']).decode()}"
          f" (cuRAND {int(arrays['version'][0])}) into {out}")
    return 0


def _zluda(scenario: dict, recorder) -> list[np.ndarray | None]:
    """The scenario through zluda's libcurand, a device generator on the CPU device."""
    import ctypes

    from zluda import driver as cuda
    from zluda.libraries import LIB_DIR

    lib = ctypes.CDLL(str(LIB_DIR / "libcurand.so.10"))
    cuda.cuInit(0)
    context = cuda.cuDevicePrimaryCtxRetain(cuda.cuDeviceGet(0)[1])[1]
    cuda.cuCtxSetCurrent(context)
    return _run(lib, scenario, recorder, lambda size: int(cuda.cuMemAlloc(size)[1]),
                lambda address, host: cuda.cuMemcpyDtoH(host, address, host.nbytes),
                cuda.cuMemFree)


def _agreement(a: np.ndarray | None, b: np.ndarray, dist: str,
               lam: float = 0.0) -> tuple[bool, float, float]:
    """(agreeing as the distribution should, the share equal, the largest difference)."""
    if a is None:
        return False, 0.0, float("inf")
    exact = float(np.mean(a == b))
    difference = float(np.max(np.abs(a.astype(np.float64) - b))) if len(a) else 0.0
    if dist in ("bits", "bits64", "uniform", "uniform_double") or (dist == "poisson" and
                                                                    lam < 2000.0):
        return exact == 1.0, exact, difference
    return True, exact, difference


def _summary(found: list[tuple[bool, float, float]]) -> str:
    exact = min(share for _, share, _ in found)
    worst = max(difference for _, _, difference in found)
    return "equal" if exact == 1.0 else f"{exact:.0%} or more equal, differences up to {worst:.2g}"


def compare(path: Path) -> int:
    recorder = _recorder()
    device = np.load(path)
    host = np.load(HOST_VECTORS)
    scenarios = json.loads(bytes(device["scenarios"]).decode())
    if scenarios != json.loads(bytes(host["scenarios"]).decode()):
        print("the file's scenarios are not tests/libraries/data/curand_nvidia.npz's: record it"
              " with this checkout", file=sys.stderr)
        return 2
    print(f"NVIDIA's device generators on {bytes(device['device']).decode()} (cuRAND"
          f" {int(device['version'][0])})")
    failed = 0
    rows = {}
    for i, scenario in enumerate(scenarios):
        ours = _zluda(scenario, recorder)
        for j, (dist, _, *scale) in enumerate(scenario["calls"]):
            key = f"s{i}_c{j}"
            lam = scale[0] if dist == "poisson" else 0.0
            nv, zluda = _agreement(device[key], host[key], dist, lam), \
                _agreement(ours[j], device[key], dist, lam)
            failed += (not nv[0]) + (not zluda[0])
            rows.setdefault((scenario["kind"], scenario["ordering"], dist), []).append(
                (nv, zluda))
    print("| generator, ordering | distribution | NVIDIA device vs host | zluda vs NVIDIA device |")
    print("|---|---|---|---|")
    for (kind, ordering, dist), found in sorted(rows.items()):
        print(f"| {kind}, {ordering or 'default'} | {dist} | {_summary([a for a, _ in found])} |"
              f" {_summary([b for _, b in found])} |")
    print(f"{failed} exact comparisons differ")
    return 1 if failed else 0


def main() -> int:
    parser = argparse.ArgumentParser(prog="python -m conformance.curand",
                                     description=__doc__.split("\n\n")[0])
    parser.add_argument("action", choices=("record", "compare"))
    parser.add_argument("file", type=Path)
    args = parser.parse_args()
    return record(args.file) if args.action == "record" else compare(args.file)


if __name__ == "__main__":
    sys.exit(main())
