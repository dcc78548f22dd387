"""Two-pass sum reduction in (dynamic) shared memory: many blocks reduce grid-stride slices to one
partial each, then one block reduces the partials. Integers (with negatives, wrapping sums are not
reached), so the result is exact; several block sizes and element counts."""

import numpy as np
from _common import from_device, function, i32, launch, load_ptx, passed, ptr, setup, to_device

setup()
kernel = function(load_ptx("reduce_shared.ptx"), "reduce_shared")
rng = np.random.default_rng(5)
for n, blocks, threads in [(1_000_000, 96, 256), (12345, 17, 128), (1, 3, 64), (70_001, 200, 1024)]:
    data = rng.integers(-1000, 1000, n, dtype=np.int32)
    d_in, d_partial, d_total = (
        to_device(data),
        to_device(np.zeros(blocks, np.int32)),
        to_device(np.zeros(1, np.int32)),
    )
    launch(kernel, (blocks,), (threads,), [ptr(d_in), ptr(d_partial), i32(n)], shared=threads * 4)
    partials = from_device(d_partial, blocks, np.int32)
    # Block b sums elements i with (i // threads) % blocks == b (grid-stride slices).
    idx = np.arange(n)
    expected = np.bincount((idx // threads) % blocks, weights=data, minlength=blocks).astype(
        np.int64
    )
    np.testing.assert_array_equal(partials, expected)
    launch(kernel, (1,), (256,), [ptr(d_partial), ptr(d_total), i32(blocks)], shared=256 * 4)
    total = from_device(d_total, 1, np.int32)[0]
    assert total == int(data.astype(np.int64).sum()), (n, total, int(data.sum()))
passed("4 sizes, partials and totals exact")
