"""Sum into one global counter: per-warp __shfl_down_sync reduction, then one atomicAdd per warp,
from many blocks at once; 32-bit ints (negative values too) and 64-bit unsigned (atom.add.u64,
sums past 2^32). Integers, so exact."""

import numpy as np
from _common import from_device, function, i32, launch, load_ptx, passed, ptr, setup, to_device

setup()
module = load_ptx("reduce_atomic.ptx")
k32, k64 = function(module, "reduce_atomic"), function(module, "reduce_atomic_u64")
rng = np.random.default_rng(7)
for n, blocks, threads in [(1_000_000, 128, 256), (4097, 5, 64), (3, 1, 32)]:
    data = rng.integers(-100_000, 100_000, n, dtype=np.int32)
    d_in, d_total = to_device(data), to_device(np.array([12345], np.int32))
    launch(k32, (blocks,), (threads,), [ptr(d_in), ptr(d_total), i32(n)])
    assert from_device(d_total, 1, np.int32)[0] == 12345 + int(data.astype(np.int64).sum())

    big = rng.integers(0, 2**40, n, dtype=np.uint64)
    d_in, d_total = to_device(big), to_device(np.zeros(1, np.uint64))
    launch(k64, (blocks,), (threads,), [ptr(d_in), ptr(d_total), i32(n)])
    assert from_device(d_total, 1, np.uint64)[0] == np.uint64(sum(int(v) for v in big) % 2**64)
passed("3 sizes, i32 and u64")
