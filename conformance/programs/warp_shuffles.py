"""Warp shuffles in blocks of 32, 64, 96 and 1024 threads, each lane checked against a model of
32-lane warps: __shfl_sync (source lanes beyond the segment wrap modulo the width),
__shfl_up_sync and __shfl_down_sync (lanes whose source leaves the segment keep their own
value) and __shfl_xor_sync (a lane may read an earlier segment, never a later one), each with
segments of width 8, 16 and 32, on ints and on doubles."""

import numpy as np
from _common import from_device, function, launch, load_ptx, passed, ptr, setup, to_device

setup()
kernel = function(load_ptx("warp_shuffles.ptx"), "warp_shuffles")
rng = np.random.default_rng(3)
lane = np.arange(32)


def model(vals: np.ndarray, width: int) -> list[np.ndarray]:
    base = lane & ~(width - 1)
    idx = base | (((lane * 7 + 3) & 63) & (width - 1))
    up = np.where(lane - base >= 3, lane - 3, lane)
    down = np.where(lane - base + 5 < width, lane + 5, lane)
    mask = 17 if width == 8 else 6
    xor = np.where((lane ^ mask) < base + width, lane ^ mask, lane)
    return [vals[idx], vals[up], vals[down], vals[xor]]


total = 0
for block in (32, 64, 96, 1024):
    grid = 3
    n = grid * block
    v = rng.integers(-2**31, 2**31, n, dtype=np.int64).astype(np.int32)
    d = rng.standard_normal(n)
    d_in, d_din = to_device(v), to_device(d)
    d_out, d_dout = to_device(np.zeros(12 * n, np.int32)), to_device(np.zeros(3 * n))
    launch(kernel, (grid,), (block,), [ptr(d_in), ptr(d_din), ptr(d_out), ptr(d_dout)])
    out = from_device(d_out, (n // 32, 32, 12), np.int32)
    dout = from_device(d_dout, (n // 32, 32, 3), np.float64)
    for w, (vals, dvals, o, do) in enumerate(zip(v.reshape(-1, 32), d.reshape(-1, 32), out, dout)):
        for s, width in enumerate((8, 16, 32)):
            for k, (name, expected) in enumerate(zip(("idx", "up", "down", "xor"),
                                                     model(vals, width))):
                np.testing.assert_array_equal(
                    o[:, 4 * s + k], expected,
                    err_msg=f"block size {block}, warp {w}: shfl {name} width {width}")
        np.testing.assert_array_equal(do[:, 0], dvals[31 - lane], err_msg=f"warp {w}")
        np.testing.assert_array_equal(do[:, 1], dvals[np.where(lane % 16 < 15, lane + 1, lane)],
                                      err_msg=f"warp {w}")
        np.testing.assert_array_equal(do[:, 2], dvals[lane ^ 16], err_msg=f"warp {w}")
    total += n
passed(f"{total} lanes in blocks of 32, 64, 96 and 1024")
