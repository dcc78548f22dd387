"""One kernel loaded from two compressed nvcc fatbinaries (PTX for compute_75): the default
zstd compression and LZ4 (--compress-mode=speed). Both are fatbinaries smaller than the PTX alone;
both modules run the kernel (a SAXPY and per-block sums through shared memory) to the same,
exact results, with a partial last block."""

import numpy as np
from _common import (
    KERNELS,
    f32,
    from_device,
    function,
    i32,
    launch,
    load_ptx,
    passed,
    ptr,
    setup,
    to_device,
)

setup()
n, block = 70_001, 256
blocks = (n + block - 1) // block
rng = np.random.default_rng(8)
x = rng.integers(-1000, 1000, n).astype(np.float32) / 8  # exact sums in float32
y0 = rng.integers(-1000, 1000, n).astype(np.float32) / 4
a = np.float32(2.5)
padded = np.zeros(blocks * block, np.float32)
padded[:n] = x
expected_sums = padded.reshape(blocks, block).sum(axis=1, dtype=np.float64).astype(np.float32)
expected_y = a * x + y0  # exact: a * x and the sum are representable

ptx = (KERNELS / "fatbin_zstd_lz4.ptx").read_bytes()
for mode in ("zstd", "lz4"):
    name = f"fatbin_zstd_lz4.{mode}.fatbin"
    image = (KERNELS / name).read_bytes()
    assert image[:4] == bytes.fromhex("50ed55ba"), f"{name} is not a fatbinary"
    assert len(image) < len(ptx), f"{name} is not smaller than the PTX: not compressed"
    kernel = function(load_ptx(name), "saxpy_blocksum")
    d_x, d_y, d_sums = to_device(x), to_device(y0), to_device(np.zeros(blocks, np.float32))
    launch(kernel, (blocks,), (block,), [f32(a), ptr(d_x), ptr(d_y), ptr(d_sums), i32(n)])
    np.testing.assert_array_equal(from_device(d_y, n, np.float32), expected_y, err_msg=mode)
    np.testing.assert_array_equal(from_device(d_sums, blocks, np.float32), expected_sums,
                                  err_msg=mode)
passed(f"{n} elements from zstd and LZ4 fatbinaries")
