"""SAXPY, y = a*x + y in f32 with a grid-stride loop (fewer threads than elements, partial block).

nvcc contracts ``a * x[i] + y[i]`` into one ``fma.rn.f32``, so the result must equal the correctly
rounded fused multiply-add bit for bit; NumPy has no f32 fma, so the reference computes it exactly
in f64 (the product of two f32 is exact there, TwoSum gives the sum's error, round-to-odd then makes
the final rounding to f32 a single correct one).
"""

import numpy as np
from _common import f32, from_device, function, i32, launch, load_ptx, passed, ptr, setup, to_device


def fma_f32(a: np.float32, x: np.ndarray, y: np.ndarray) -> np.ndarray:
    """Correctly rounded f32 fma(a, x, y) for every element."""
    p = np.float64(a) * x.astype(np.float64)  # exact: 24 + 24 bits < 53
    y64 = y.astype(np.float64)
    s = p + y64
    bp = s - y64
    e = (p - bp) + (y64 - (s - bp))  # TwoSum: s + e == p + y exactly
    bits = s.view(np.uint64).copy()
    inexact = e != 0
    toward_zero = inexact & (np.signbit(e) != np.signbit(s))
    bits[toward_zero] -= np.uint64(1)  # truncate toward zero ...
    bits[inexact] |= np.uint64(1)  # ... and set the sticky bit: round to odd
    return bits.view(np.float64).astype(np.float32)


setup()
kernel = function(load_ptx("saxpy.ptx"), "saxpy")
n = 1_000_003
rng = np.random.default_rng(2)
a = np.float32(-1.7182817)
x = (rng.standard_normal(n) * 100).astype(np.float32)
y = (rng.standard_normal(n) * 100).astype(np.float32)
d_x, d_y = to_device(x), to_device(y)
launch(kernel, (120,), (256,), [i32(n), f32(a), ptr(d_x), ptr(d_y)])
got = from_device(d_y, n, np.float32)
np.testing.assert_array_equal(got, fma_f32(a, x, y))
# A second launch accumulates on the result (y is read and written in place).
launch(kernel, (7,), (64,), [i32(n), f32(a), ptr(d_x), ptr(d_y)])
np.testing.assert_array_equal(from_device(d_y, n, np.float32), fma_f32(a, x, got))
passed(f"{n} elements, bit-exact fma")
