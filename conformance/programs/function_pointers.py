"""Function pointers and virtual functions: calls through a __device__ table, through a pointer
chosen per thread, and virtual calls on objects built in the kernel; exact results."""

import numpy as np
from _common import from_device, function, i32, launch, load_ptx, passed, ptr, setup, to_device

setup()
module = load_ptx("function_pointers.ptx")
rng = np.random.default_rng(17)
n = 1000
sel = rng.integers(0, 1000, n).astype(np.int32)
x = rng.integers(-(2**20), 2**20, n).astype(np.int32)
d_table, d_chosen = to_device(np.zeros(n, np.int32)), to_device(np.zeros(n, np.int32))
launch(function(module, "apply"), ((n + 127) // 128,), (128,),
       [ptr(to_device(sel)), ptr(to_device(x)), ptr(d_table), ptr(d_chosen), i32(n)])
np.testing.assert_array_equal(from_device(d_table, n, np.int32), np.array([2, 3, -1])[sel % 3] * x)
np.testing.assert_array_equal(from_device(d_chosen, n, np.int32), np.where(x & 1, 3 * x, 2 * x))
v = np.linspace(0.5, 50, n).astype(np.float32)
d_area, d_sides = to_device(np.zeros(n, np.float32)), to_device(np.zeros(n, np.int32))
launch(function(module, "shapes"), ((n + 127) // 128,), (128,),
       [ptr(to_device(v)), ptr(d_area), ptr(d_sides), i32(n)])
circle = np.arange(n) % 3 == 0
np.testing.assert_array_equal(from_device(d_area, n, np.float32),
                              np.where(circle, np.float32(3) * v * v, v * v))
np.testing.assert_array_equal(from_device(d_sides, n, np.int32), np.where(circle, 0, 4))
passed(f"{n} table, chosen and virtual calls")
