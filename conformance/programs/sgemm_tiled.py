"""Tiled SGEMM through 16x16 shared-memory tiles, C = A @ B with sizes that are not multiples of 16
(partial tiles padded with zeros in shared memory, 2D grid of 2D blocks, __syncthreads in a loop).

Entries are small integers, so every product and partial sum is exact in f32 and the result must
equal NumPy's exactly, whatever the summation order or fma contraction. A second case with random
floats is checked against an f64 product with the bound K * eps * (|A| @ |B|).
"""

import numpy as np
from _common import from_device, function, i32, launch, load_ptx, passed, ptr, setup, to_device

setup()
kernel = function(load_ptx("sgemm_tiled.ptx"), "sgemm_tiled")
rng = np.random.default_rng(3)


def sgemm(a: np.ndarray, b: np.ndarray) -> np.ndarray:
    (m, k), (_, n) = a.shape, b.shape
    d_a, d_b, d_c = to_device(a), to_device(b), to_device(np.full((m, n), np.nan, np.float32))
    launch(
        kernel,
        ((n + 15) // 16, (m + 15) // 16),
        (16, 16),
        [ptr(d_a), ptr(d_b), ptr(d_c), i32(m), i32(n), i32(k)],
    )
    return from_device(d_c, (m, n), np.float32)


m, k, n = 133, 77, 101
a = rng.integers(-8, 9, (m, k)).astype(np.float32)
b = rng.integers(-8, 9, (k, n)).astype(np.float32)
np.testing.assert_array_equal(
    sgemm(a, b), (a.astype(np.int64) @ b.astype(np.int64)).astype(np.float32)
)

m, k, n = 65, 200, 47
a = rng.standard_normal((m, k)).astype(np.float32)
b = rng.standard_normal((k, n)).astype(np.float32)
exact = a.astype(np.float64) @ b.astype(np.float64)
bound = (
    (k + 2)
    * np.finfo(np.float32).eps
    * (np.abs(a).astype(np.float64) @ np.abs(b).astype(np.float64))
)
err = np.abs(sgemm(a, b) - exact)
assert np.all(err <= bound), (
    f"max error {err.max()} over bound at {np.unravel_index(np.argmax(err - bound), err.shape)}"
)
passed(f"133x77 @ 77x101 exact, 65x200 @ 200x47 at {np.max(err / bound):.2g} of the K*eps bound")
