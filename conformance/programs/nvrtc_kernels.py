"""Kernels compiled by NVRTC 13 (PTX .version 9.5), not nvcc: per-block min/max/sum in shared
memory, and an f64 grid-stride scale-and-offset."""

import re
from fractions import Fraction

import numpy as np
from _common import (
    KERNELS,
    f64,
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
assert re.search(r"^\.version 9\.[5-9]", (KERNELS / "nvrtc_stats.ptx").read_text(), re.M)
module = load_ptx("nvrtc_stats.ptx")

n, block = 10_000, 256
blocks = (n + block - 1) // block
data = np.random.default_rng(7).integers(-(2**31), 2**31 - 1, n, dtype=np.int32)
d_in = to_device(data)
d_min, d_max = to_device(np.zeros(blocks, np.int32)), to_device(np.zeros(blocks, np.int32))
d_sum = to_device(np.zeros(blocks, np.int64))
launch(function(module, "block_stats"), (blocks,), (block,),
       [ptr(d_in), i32(n), ptr(d_min), ptr(d_max), ptr(d_sum)])
padded = np.concatenate([data, np.zeros(blocks * block - n, np.int32)]).reshape(blocks, block)
valid = np.arange(blocks * block).reshape(blocks, block) < n
np.testing.assert_array_equal(from_device(d_min, blocks, np.int32),
                              np.where(valid, padded, 2**31 - 1).min(axis=1))
np.testing.assert_array_equal(from_device(d_max, blocks, np.int32),
                              np.where(valid, padded, -(2**31)).max(axis=1))
np.testing.assert_array_equal(from_device(d_sum, blocks, np.int64),
                              padded.astype(np.int64).sum(axis=1))

x = np.random.default_rng(8).standard_normal(30_001)
d_x = to_device(x)
launch(function(module, "scale_offset"), (16,), (128,), [ptr(d_x), f64(1.5), f64(-0.25),
                                                         i32(len(x))])
# NVRTC contracts x*a+b into one fma.rn.f64: the reference is the exact value, rounded once.
expected = np.array([float(Fraction(v) * Fraction(3, 2) - Fraction(1, 4)) for v in x])
np.testing.assert_array_equal(from_device(d_x, len(x), np.float64), expected)
passed(f"{blocks} blocks; {len(x)} doubles")
