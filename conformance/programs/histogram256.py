"""256-bin histogram of bytes: shared-memory atomicAdd per block, merged into global bins with
atomicAdd; uniform data and skewed data (heavy contention on a few bins); exact against np.bincount.
A second launch without clearing the bins accumulates."""

import numpy as np
from _common import from_device, function, i32, launch, load_ptx, passed, ptr, setup, to_device

setup()
kernel = function(load_ptx("histogram256.ptx"), "histogram256")
rng = np.random.default_rng(9)
n = 2_000_001
uniform = rng.integers(0, 256, n, dtype=np.uint8)
skewed = np.minimum(rng.geometric(0.3, n) - 1, 255).astype(np.uint8)
for data, blocks, threads in [(uniform, 64, 256), (skewed, 30, 192)]:
    d_data, d_bins = to_device(data), to_device(np.zeros(256, np.uint32))
    launch(kernel, (blocks,), (threads,), [ptr(d_data), ptr(d_bins), i32(n)])
    expected = np.bincount(data, minlength=256)
    np.testing.assert_array_equal(from_device(d_bins, 256, np.uint32), expected)
    launch(kernel, (blocks,), (threads,), [ptr(d_data), ptr(d_bins), i32(n // 2)])
    expected += np.bincount(data[: n // 2], minlength=256)
    np.testing.assert_array_equal(from_device(d_bins, 256, np.uint32), expected)
passed(f"{n} bytes, uniform and skewed")
