"""Per-block sums with warp shuffles (__shfl_down_sync within each warp, warp sums through shared
memory, then a shuffle reduction in the first warp), for ints and for floats. The floats are
multiples of 1/64 with small magnitude, so every partial sum is exact and the check is exact.
Block sizes include ones that are not a multiple of 32 warps (96, 160 threads)."""

import numpy as np
from _common import from_device, function, i32, launch, load_ptx, passed, ptr, setup, to_device

setup()
module = load_ptx("reduce_shuffle.ptx")
kernels = {
    np.int32: function(module, "reduce_shuffle_i32"),
    np.float32: function(module, "reduce_shuffle_f32"),
}
rng = np.random.default_rng(6)
for n, blocks, threads in [(500_000, 64, 256), (9999, 13, 96), (100_000, 40, 1024), (31, 2, 160)]:
    for dtype, kernel in kernels.items():
        values = rng.integers(-5000, 5000, n)
        data = (values if dtype is np.int32 else values / 64).astype(dtype)
        d_in, d_out = to_device(data), to_device(np.zeros(blocks, dtype))
        launch(kernel, (blocks,), (threads,), [ptr(d_in), ptr(d_out), i32(n)])
        slot = (np.arange(n) // threads) % blocks
        expected = np.bincount(slot, weights=values, minlength=blocks)
        if dtype is np.float32:
            expected = expected / 64
        np.testing.assert_array_equal(from_device(d_out, blocks, dtype), expected.astype(dtype))
passed("4 shapes, i32 and f32, exact")
