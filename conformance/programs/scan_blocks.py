"""Inclusive and exclusive prefix sums of ints across many blocks, in three launches: per-block
Hillis-Steele scans in shared memory (which also write each block's total), a one-block scan of the
block totals, and an add-back of each block's offset. Exact, against np.cumsum."""

import ctypes

import numpy as np
from _common import from_device, function, i32, launch, load_ptx, passed, ptr, setup, to_device

BLOCK = 256
setup()
module = load_ptx("scan_blocks.ptx")
scan_block, add_offsets = function(module, "scan_block"), function(module, "add_offsets")
rng = np.random.default_rng(8)
for n in [BLOCK * BLOCK, 50_000, 257, 1]:
    data = rng.integers(-1000, 1000, n, dtype=np.int32)
    blocks = (n + BLOCK - 1) // BLOCK
    d_in = to_device(data)
    d_inc, d_exc = to_device(np.zeros(n, np.int32)), to_device(np.zeros(n, np.int32))
    d_sums = to_device(np.zeros(blocks, np.int32))
    d_sums_inc, d_offsets = (
        to_device(np.zeros(blocks, np.int32)),
        to_device(np.zeros(blocks, np.int32)),
    )
    launch(
        scan_block, (blocks,), (BLOCK,), [ptr(d_in), ptr(d_inc), ptr(d_exc), ptr(d_sums), i32(n)]
    )
    launch(
        scan_block,
        (1,),
        (BLOCK,),
        [ptr(d_sums), ptr(d_sums_inc), ptr(d_offsets), (0, ctypes.c_void_p), i32(blocks)],
    )
    launch(add_offsets, (blocks,), (BLOCK,), [ptr(d_inc), ptr(d_exc), ptr(d_offsets), i32(n)])
    inclusive = np.cumsum(data, dtype=np.int64)
    np.testing.assert_array_equal(from_device(d_inc, n, np.int32), inclusive)
    np.testing.assert_array_equal(from_device(d_exc, n, np.int32), inclusive - data)
passed("4 sizes up to 65536, inclusive and exclusive")
