"""Warp match and reduce (sm_80) in blocks of 32, 64, 96 and 1024 threads, each lane checked
against a model of 32-lane warps: __match_any_sync and __match_all_sync on 32- and 64-bit
values, __reduce_{add,min,max}_sync on unsigned and signed ints, __reduce_{and,or,xor}_sync, and
a reduction and a match over the low 16 lanes only."""

import numpy as np
from _common import from_device, function, launch, load_ptx, passed, ptr, setup, to_device

setup()
kernel = function(load_ptx("warp_match_redux.ptx"), "warp_match_redux")
rng = np.random.default_rng(11)
lanes = np.arange(32)
FULL = 0xFFFFFFFF


def ballot(bits: np.ndarray) -> int:
    return int(np.sum(bits.astype(np.int64) << lanes[: len(bits)]))


def match_any(vals: np.ndarray) -> np.ndarray:
    return np.array([ballot(vals == x) for x in vals], np.int64)


total = 0
for block in (32, 64, 96, 1024):
    grid = 3
    n = grid * block
    v = rng.integers(0, 6, n).astype(np.uint32)
    v[n // 2:] = rng.integers(0, 2**32, n - n // 2, dtype=np.uint32)  # negative as int
    w = (v.astype(np.uint64) << np.uint64(33)) | rng.integers(0, 2, n).astype(np.uint64)
    warps, warps64 = v.reshape(-1, 32), w.reshape(-1, 32)
    warps[1::3] = warps[1::3, :1]  # some warps all equal
    warps64[1::3] = warps64[1::3, :1]
    warps64[2::5] = warps64[2::5, :1] + np.uint64(1 << 40) * (lanes % 2).astype(np.uint64)
    d_in, d_in64 = to_device(v), to_device(w)
    d_out = to_device(np.zeros(16 * n, np.uint32))
    launch(kernel, (grid,), (block,), [ptr(d_in), ptr(d_in64), ptr(d_out)])
    out = from_device(d_out, (n // 32, 32, 16), np.uint32).astype(np.int64)
    for i, (vals, vals64, o) in enumerate(zip(warps, warps64, out)):
        where = f"block size {block}, warp {i}"
        signed = vals.view(np.int32)
        np.testing.assert_array_equal(o[:, 0], match_any(vals), err_msg=where)
        np.testing.assert_array_equal(o[:, 1], match_any(vals64), err_msg=where)
        same, same64 = bool(np.all(vals == vals[0])), bool(np.all(vals64 == vals64[0]))
        assert np.all(o[:, 2] == (FULL if same else 0)), where
        assert np.all((o[:, 3] != 0) == same), where
        assert np.all(o[:, 4] == (FULL if same64 else 0)), where
        assert np.all((o[:, 5] != 0) == same64), where
        expected = [
            int(vals.astype(np.uint64).sum()) & FULL, int(vals.min()), int(vals.max()),
            int(signed.min()) & FULL, int(signed.max()) & FULL,
            int(np.bitwise_and.reduce(vals)), int(np.bitwise_or.reduce(vals)),
            int(np.bitwise_xor.reduce(vals)),
        ]
        for k, e in enumerate(expected, start=6):
            assert np.all(o[:, k] == e), f"{where}, result {k}: {o[:, k]} != {e}"
        low = vals[:16]
        assert np.all(o[:16, 14] == int(low.astype(np.uint64).sum()) & FULL), where
        np.testing.assert_array_equal(o[:16, 15], match_any(low & 3), err_msg=where)
        assert np.all(o[16:, 14:] == 0xDEADBEEF), where
    total += n
passed(f"{total} lanes in blocks of 32, 64, 96 and 1024")
