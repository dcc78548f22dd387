"""CuPy's random numbers over zluda's libcurand.so.10 (cupy-cuda13x, unmodified): a seeded
RandomState gives the numbers of NVIDIA's cuRAND (XORWOW, MRG32k3a, MTGP32 and Philox, recorded
from NVIDIA's library in tests/libraries/data/curand_nvidia.npz), and the distributions that CuPy
builds on it are sane."""

import json
from pathlib import Path

import cupy as cp
import numpy as np

DATA = Path(__file__).resolve().parents[2] / "libraries" / "data" / "curand_nvidia.npz"
data = np.load(DATA)
scenarios = json.loads(bytes(data["scenarios"]).decode())


def nvidias(dist, kind=101):
    """The first 32 values that NVIDIA's generator ``kind`` (XORWOW: 101), seed 1234, gives in
    its first call of one distribution."""
    for i, s in enumerate(scenarios):
        if (s["kind"], s["seed"], s["offset"], s["ordering"]) == (kind, 1234, 0, 0) and \
                len(s["calls"]) == 1 and s["calls"][0][0] == dist:
            return data[f"s{i}_c0"][:32]
    raise LookupError(dist)


uniform = cp.random.RandomState(1234).random_sample(20000, dtype=cp.float32)
assert np.array_equal(cp.asnumpy(uniform)[:32], nvidias("uniform"))
print("ok random_sample (NVIDIA's numbers)")
normal = cp.random.RandomState(1234).standard_normal(20000, dtype=cp.float64)
np.testing.assert_allclose(cp.asnumpy(normal)[:32], nvidias("normal_double"), atol=1e-14)
print("ok standard_normal (NVIDIA's numbers)")
for name, kind in (("MRG32K3A", 121), ("MTGP32", 141), ("PHILOX4_32_10", 161)):
    method = getattr(cp.cuda.curand, f"CURAND_RNG_PSEUDO_{name}")
    rs = cp.random.RandomState(1234, method=method)
    got = cp.asnumpy(rs.random_sample(20000, dtype=cp.float32))[:32]
    assert np.array_equal(got, nvidias("uniform", kind)), name
    print(f"ok {name} random_sample (NVIDIA's numbers)")
rs = cp.random.RandomState(7)
x = cp.asnumpy(rs.standard_normal(1 << 16, dtype=cp.float32))
assert abs(x.mean()) < 0.02 and abs(x.std() - 1) < 0.02
r = cp.asnumpy(rs.randint(3, 9, 10000))
assert r.min() == 3 and r.max() == 8
ln = cp.asnumpy(rs.lognormal(0.0, 0.5, 10000))
assert ln.min() > 0 and abs(np.log(ln).mean()) < 0.03
u = cp.asnumpy(cp.random.rand(1000))
assert 0 <= u.min() and u.max() < 1
print("ok distributions")
print("PASS")
