"""Bitonic sort of 2^k unsigned keys in global memory, one launch per (k, j) compare-exchange step
(many launches on the same stream, each depending on the previous one); duplicates and the extreme
values 0 and 2^32-1 included. Exact against np.sort."""

import numpy as np
from _common import from_device, function, i32, launch, load_ptx, passed, ptr, setup, to_device

setup()
kernel = function(load_ptx("bitonic_sort.ptx"), "bitonic_step")
rng = np.random.default_rng(11)
launches = 0
for log_n in [16, 10, 5]:
    n = 1 << log_n
    keys = rng.integers(0, 2**32, n, dtype=np.uint32)
    keys[::7] = keys[3]  # duplicates
    keys[1], keys[2] = 0, 2**32 - 1
    d_keys = to_device(keys)
    threads = min(n, 256)
    k = 2
    while k <= n:
        j = k // 2
        while j > 0:
            launch(kernel, (n // threads,), (threads,), [ptr(d_keys), i32(j), i32(k)])
            launches += 1
            j //= 2
        k *= 2
    np.testing.assert_array_equal(from_device(d_keys, n, np.uint32), np.sort(keys))
passed(f"2^16, 2^10, 2^5 keys, {launches} launches")
