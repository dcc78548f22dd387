"""A per-thread local array (int[32]) read and written at data-dependent indices (so it lives in
local memory, .local in the PTX), next to a float[8] updated and read in a thread-dependent order.
Each of 4099 threads does 24 steps; the whole final array of every thread is checked, exactly
(the float work is on multiples of 0.25 below 2**12, exact in float32)."""

import numpy as np
from _common import from_device, function, i32, launch, load_ptx, passed, ptr, setup, to_device

setup()
kernel = function(load_ptx("local_arrays.ptx"), "local_arrays")
n, steps = 4099, 24
rng = np.random.default_rng(17)
idx = rng.integers(0, 1 << 20, (n, steps), dtype=np.int32)
d_idx = to_device(idx)
d_sum = to_device(np.zeros(n, np.int32))
d_buf = to_device(np.zeros((n, 32), np.int32))
d_f = to_device(np.zeros(n, np.float32))
launch(kernel, ((n + 63) // 64,), (64,),
       [ptr(d_idx), i32(steps), ptr(d_sum), ptr(d_buf), ptr(d_f), i32(n)])

t = np.arange(n, dtype=np.int64)[:, None]
k = np.arange(32, dtype=np.int64)[None, :]
buf = (t * (k + 1)) ^ (k << 4)
fv = (t % 97) * 0.5 + np.arange(8)[None, :]
acc = np.zeros(n, np.int64)
rows = np.arange(n)
for j in range(steps):
    kk = idx[:, j].astype(np.int64) & 31
    acc = acc + buf[rows, kk]  # stays far below 2**31
    buf[rows, (kk * 7 + j) & 31] += acc & 0xFF
    fv[rows, kk & 7] += 0.25
order = (np.arange(8)[None, :] + t) & 7
s = (np.take_along_axis(fv, order, axis=1) * np.arange(1, 9)).sum(axis=1)
np.testing.assert_array_equal(from_device(d_sum, n, np.int32), acc.astype(np.int32))
np.testing.assert_array_equal(from_device(d_buf, (n, 32), np.int32), buf.astype(np.int32))
np.testing.assert_array_equal(from_device(d_f, n, np.float32), s.astype(np.float32))
passed(f"{n} threads x {steps} steps")
