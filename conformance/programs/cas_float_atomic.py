"""atomicCAS loops implementing atomics CUDA lacks on older GPUs: a float max over 32-bit words
(with early exit when the stored value is already larger) and a double add over 64-bit words,
50k threads contending for 7 addresses.

Deterministic checks: each max is exactly NumPy's. The double values are multiples of 1/8 below
2**10, so every partial sum is exact and the totals equal NumPy's in any order. The old values
returned by the add loop must, per address, be distinct and form one chain: sorted, each one
plus its own addend is the next, starting from the initial value and ending at the total.
"""

import numpy as np
from _common import from_device, function, i32, launch, load_ptx, passed, ptr, setup, to_device

setup()
kernel = function(load_ptx("cas_float_atomic.ptx"), "cas_atomics")
n, buckets = 50_000, 7
rng = np.random.default_rng(37)
fv = rng.standard_normal(n).astype(np.float32) * 100
dv = rng.integers(1, 8 * 1024, n) / 8.0
init_max = np.full(buckets, -np.inf, np.float32)
init_max[0] = 1e30  # nothing beats it: every CAS loop on bucket 0 exits early
init_sum = np.arange(buckets, dtype=np.float64) * 0.5
d_fv, d_dv = to_device(fv), to_device(dv)
d_max, d_sum = to_device(init_max), to_device(init_sum)
d_old = to_device(np.zeros(n, np.float64))
launch(kernel, ((n + 255) // 256,), (256,),
       [ptr(d_fv), ptr(d_dv), ptr(d_max), ptr(d_sum), ptr(d_old), i32(buckets), i32(n)])
bucket = np.arange(n) % buckets
want_max = np.maximum(init_max, np.array([fv[bucket == k].max() for k in range(buckets)]))
np.testing.assert_array_equal(from_device(d_max, buckets, np.float32), want_max)
want_sum = init_sum + np.bincount(bucket, weights=dv, minlength=buckets)
sums = from_device(d_sum, buckets, np.float64)
np.testing.assert_array_equal(sums, want_sum)
olds = from_device(d_old, n, np.float64)
for k in range(buckets):
    o, v = olds[bucket == k], dv[bucket == k]
    order = np.argsort(o, kind="stable")
    o, v = o[order], v[order]
    assert o[0] == init_sum[k] and len(np.unique(o)) == len(o), f"bucket {k}: repeated olds"
    np.testing.assert_array_equal(o[1:], (o + v)[:-1], err_msg=f"bucket {k}: broken chain")
    assert o[-1] + v[-1] == sums[k]
passed(f"{n} threads on {buckets} addresses")
