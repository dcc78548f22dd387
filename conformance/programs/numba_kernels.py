"""Kernels compiled by Numba (numba-cuda's compile_ptx), with Numba's array ABI: each array is
seven parameters (meminfo, parent, nitems, itemsize, data, shape, strides). Numba mangles kernel
names, so the program reads each entry's name from its PTX."""

import ctypes
import re
from fractions import Fraction

import numpy as np
from _common import (
    KERNELS,
    check,
    cuda,
    f32,
    from_device,
    i64,
    launch,
    load_ptx,
    passed,
    setup,
    to_device,
)


def entry_name(ptx_file: str) -> str:
    return re.search(r"\.entry\s+(\w+)", (KERNELS / ptx_file).read_text()).group(1)


def kernel(ptx_file: str):
    module = load_ptx(ptx_file)
    return check(cuda.cuModuleGetFunction(module, entry_name(ptx_file).encode()))


def round_f32(exact: Fraction) -> np.float32:
    """Round an exact value to the nearest float32, ties to even."""
    guess = np.float32(float(exact))
    candidates = [np.nextafter(guess, np.float32(-np.inf)), guess,
                  np.nextafter(guess, np.float32(np.inf))]

    def key(c):
        return (abs(Fraction(float(c)) - exact), int(np.array(c).view(np.uint32)) & 1)

    return min(candidates, key=key)


def array_args(device_ptr, host: np.ndarray) -> list:
    null = (0, ctypes.c_void_p)
    return [null, null, i64(host.size), i64(host.itemsize), (device_ptr, None),
            i64(host.shape[0]), i64(host.strides[0])]


setup()
n = 50_001
rng = np.random.default_rng(9)
x = rng.standard_normal(n).astype(np.float32)
y = rng.standard_normal(n).astype(np.float32)
d_x, d_y = to_device(x), to_device(y)
launch(kernel("numba_clip_axpy.ptx"), ((n + 127) // 128,), (128,),
       [f32(2.5), *array_args(d_x, x), *array_args(d_y, y), f32(-1.0), f32(1.5)])
# Numba contracts alpha*x + y into one fma.rn.f32: the exact value, rounded once, then clipped.
fused = np.array([round_f32(Fraction(5, 2) * Fraction(float(a)) + Fraction(float(b)))
                  for a, b in zip(x, y)], np.float32)
expected = np.clip(fused, np.float32(-1.0), np.float32(1.5))
np.testing.assert_array_equal(from_device(d_y, n, np.float32), expected)

values = rng.integers(-1000, 1000, 70_000).astype(np.int32)
total = np.zeros(1, np.int32)
d_values, d_total = to_device(values), to_device(total)
launch(kernel("numba_block_sum.ptx"), ((values.size + 127) // 128,), (128,),
       [*array_args(d_values, values), *array_args(d_total, total)])
assert from_device(d_total, 1, np.int32)[0] == int(values.sum())
passed(f"{n} clipped axpy elements; sum of {values.size} integers")
