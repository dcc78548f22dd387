"""Warp votes in blocks of 32, 64, 96 and 1024 threads, each lane checked against a model of
32-lane warps: __ballot_sync/__any_sync/__all_sync with the full mask and with the even lanes
only (inside a branch the odd lanes skip), and __activemask inside a divergent branch (a subset
of the lanes on that side that includes the caller, as CUDA guarantees)."""

import numpy as np
from _common import from_device, function, launch, load_ptx, passed, ptr, setup, to_device

setup()
kernel = function(load_ptx("warp_vote.ptx"), "warp_vote")
rng = np.random.default_rng(7)
lanes = np.arange(32)
EVEN = 0x55555555


def ballot(bits: np.ndarray) -> int:
    return int(np.sum(bits.astype(np.int64) << lanes))


total = 0
for block in (32, 64, 96, 1024):
    grid = 3
    n = grid * block
    v = rng.integers(0, 1000, n).astype(np.int32)
    warps = v.reshape(-1, 32)
    warps[1::4] |= 1  # some warps all odd: __all_sync is true
    warps[2::4] &= ~1  # some all even: __any_sync is false
    warps[3::8] |= 2  # some with every even lane's bit 1 set
    d_in, d_out = to_device(v), to_device(np.zeros(8 * n, np.uint32))
    launch(kernel, (grid,), (block,), [ptr(d_in), ptr(d_out)])
    out = from_device(d_out, (n // 32, 32, 8), np.uint32)
    for w, (vals, o) in enumerate(zip(warps, out)):
        p = (vals & 1) != 0
        q = (vals & 2) != 0
        where = f"block size {block}, warp {w}"
        assert np.all(o[:, 0] == ballot(p)), where
        assert np.all((o[:, 1] != 0) == p.any()), where
        assert np.all((o[:, 2] != 0) == p.all()), where
        even = lanes % 2 == 0
        assert np.all(o[~even, 3:6] == 0xDEADBEEF), where
        assert np.all(o[even, 3] == ballot(q & even)), where
        assert np.all((o[even, 4] != 0) == (q & even).any()), where
        assert np.all((o[even, 5] != 0) == q[even].all()), where
        taken = vals % 3 == 0
        np.testing.assert_array_equal(o[:, 7], np.where(taken, 1, 2), err_msg=where)
        side = np.where(taken, ballot(taken), ballot(~taken)).astype(np.int64)
        active = o[:, 6].astype(np.int64)
        assert np.all(active & ~side == 0), f"{where}: __activemask beyond its branch"
        assert np.all((active >> lanes) & 1 == 1), f"{where}: __activemask without the caller"
    total += n
passed(f"{total} lanes in blocks of 32, 64, 96 and 1024")
