"""extern __shared__ memory sized at launch (sharedMemBytes), carved into a float and an int
section, in the same kernel as a static __shared__ int[64] histogram: each block reverses its
slice through dynamic shared memory and counts its values in static shared memory. Launched with
two block sizes (and so two dynamic sizes, one with slack bytes), with a partial last block.
Everything is exact (values are multiples of 1/4 below 2**10)."""

import numpy as np
from _common import from_device, function, i32, launch, load_ptx, passed, ptr, setup, to_device

setup()
kernel = function(load_ptx("dynamic_shared.ptx"), "dyn_reverse")
n = 50_001
rng = np.random.default_rng(29)
x = (rng.integers(0, 800, n) / 4).astype(np.float32)
d_x = to_device(x)
for block, slack in [(256, 0), (512, 1000)]:
    blocks = (n + block - 1) // block
    d_out = to_device(np.zeros(n, np.float32))
    d_hist = to_device(np.zeros((blocks, 64), np.int32))
    launch(kernel, (blocks,), (block,), [ptr(d_x), ptr(d_out), ptr(d_hist), i32(n)],
           shared=block * 8 + slack)
    padded = np.zeros(blocks * block, np.float32)
    padded[:n] = x
    tiles = padded.reshape(blocks, block)
    r = np.arange(block)[::-1]
    counts = r[None, :] * 3 + np.arange(blocks)[:, None]
    expected = (tiles[:, ::-1] + counts.astype(np.float32)).ravel()[:n]
    np.testing.assert_array_equal(from_device(d_out, n, np.float32), expected)
    bins = x.astype(np.int64) & 63
    hist = np.zeros((blocks, 64), np.int32)
    np.add.at(hist, (np.arange(n) // block, bins), 1)
    np.testing.assert_array_equal(from_device(d_hist, (blocks, 64), np.int32), hist)
passed(f"{n} elements, blocks of 256 and 512")
