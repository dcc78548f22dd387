"""bar/barrier, bar.red, nanosleep, griddepcontrol and cp.async on the CPU device."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from zluda.ptx import compile_ptx
from zluda.ptx.errors import PtxUnsupportedError

from .harness import device, each_shuffle_target  # noqa: F401 - the fixture pytestmark uses

pytestmark = pytest.mark.usefixtures("each_shuffle_target")

HEADER = ".version 8.7\n.target sm_90\n.address_size 64\n"


def _exchange(barrier: str) -> np.ndarray:
    ptx = HEADER + f"""
.visible .entry k(.param .u64 pout)
{{
  .reg .b32 %tx;
  .reg .b32 %r<5>;
  .reg .b64 %a;
  .reg .b64 %o;
  .shared .align 4 .b32 smem[256];
  mov.u32 %tx, %tid.x;
  mul.lo.u32 %r0, %tx, 7919;
  mov.u32 %r1, %ctaid.x;
  add.u32 %r0, %r0, %r1;
  mov.u32 %r4, smem;
  mad.lo.u32 %r2, %tx, 4, %r4;
  st.shared.u32 [%r2], %r0;
  {barrier}
  xor.b32 %r3, %tx, 128;
  mad.lo.u32 %r3, %r3, 4, %r4;
  ld.shared.u32 %r0, [%r3];
  mad.lo.u32 %r1, %r1, 256, %tx;
  mul.wide.u32 %a, %r1, 4;
  ld.param.u64 %o, [pout];
  add.u64 %o, %o, %a;
  st.global.u32 [%o], %r0;
  ret;
}}
"""
    dev = device()
    out = dev.array(np.zeros(4 * 256, np.uint32))
    dev.load(ptx).launch("k", (4,), (256,), [out])
    return np.array(out).reshape(4, 256)


def _exchange_expected() -> np.ndarray:
    tid = np.arange(256) ^ 128
    return np.array([(tid * 7919 + b) % 2**32 for b in range(4)], np.uint32)


@pytest.mark.parametrize("barrier", [
    "bar.sync 0;", "barrier.sync 0;", "barrier.sync.aligned 0;", "bar.sync 3, 256;",
    "barrier.sync.aligned 15, 256;", "barrier.cta.sync.aligned 0;", "bar.cta.sync 0;",
    ".reg .b32 %c;\n  .reg .pred %p;\n  setp.eq.u32 %p, %tx, 0;\n  bar.red.popc.u32 %c, 0, %p;",
])
def test_barrier_orders_a_shared_memory_exchange(barrier):
    np.testing.assert_array_equal(_exchange(barrier), _exchange_expected())


def test_exchange_fails_without_a_barrier():
    """The exchange above really needs its barrier on this device."""
    assert (_exchange("") != _exchange_expected()).any()


RED = HEADER + """
.visible .entry k(.param .u64 pin, .param .u64 pout)
{
  .reg .b32 %tx;
  .reg .b32 %i;
  .reg .b32 %v;
  .reg .b32 %r<4>;
  .reg .pred %p<4>;
  .reg .b64 %a;
  .reg .b64 %o;
  mov.u32 %tx, %tid.x;
  mov.u32 %i, %ctaid.x;
  mad.lo.u32 %i, %i, %ntid.x, %tx;
  ld.param.u64 %a, [pin];
  mad.wide.u32 %a, %i, 4, %a;
  ld.global.u32 %v, [%a];
  setp.ne.u32 %p0, %v, 0;
  bar.red.popc.u32 %r0, 0, %p0;
  bar.red.popc.u32 %r1, 1, !%p0;
  bar.red.and.pred %p1, 0, %p0;
  barrier.red.or.pred %p2, 2, 128, %p0;
  bar.red.and.pred %p3, 0, !%p0;
  selp.u32 %r2, 1, 0, %p1;
  selp.u32 %r3, 2, 0, %p2;
  or.b32 %r2, %r2, %r3;
  selp.u32 %r3, 4, 0, %p3;
  or.b32 %r2, %r2, %r3;
  ld.param.u64 %o, [pout];
  mad.wide.u32 %o, %i, 12, %o;
  st.global.u32 [%o], %r0;
  st.global.u32 [%o+4], %r1;
  st.global.u32 [%o+8], %r2;
  ret;
}
"""


@settings(max_examples=6, deadline=None)
@given(st.lists(st.sampled_from([0, 1, 2]), min_size=4, max_size=4))
def test_bar_red_matches_numpy(kinds):
    blocks, block = 4, 128
    rng = np.random.default_rng(sum(k << (2 * j) for j, k in enumerate(kinds)))
    rows = []
    for kind in kinds:  # 0: random, 1: all set, 2: none set
        row = rng.integers(0, 2, block) * rng.integers(1, 2**32, block)
        rows.append(row if kind == 0 else np.full(block, kind == 1, np.int64))
    data = np.array(rows, np.uint32)
    dev = device()
    out = dev.array(np.zeros(blocks * block * 3, np.uint32))
    dev.load(RED).launch("k", (blocks,), (block,), [dev.array(data.ravel()), out])
    got = np.array(out).reshape(blocks, block, 3)
    for b in range(blocks):
        pred = data[b] != 0
        assert (got[b, :, 0] == pred.sum()).all()
        assert (got[b, :, 1] == block - pred.sum()).all()
        flags = int(pred.all()) | (int(pred.any()) << 1) | (int((~pred).all()) << 2)
        assert (got[b, :, 2] == flags).all()


def test_bar_arrive_is_rejected_clearly():
    ptx = HEADER + ".visible .entry k()\n{\n  bar.arrive 1, 64;\n  ret;\n}\n"
    with pytest.raises(PtxUnsupportedError, match="bar.arrive"):
        compile_ptx(ptx, use_cache=False)


def test_nanosleep_returns():
    ptx = HEADER + """.visible .entry k(.param .u64 pout)
{
  .reg .b64 %o;
  .reg .b32 %t;
  mov.u32 %t, 1000;
  nanosleep.u32 %t;
  nanosleep.u32 50;
  ld.param.u64 %o, [pout];
  st.global.u32 [%o], 7;
  ret;
}
"""
    dev = device()
    out = dev.array(np.zeros(1, np.uint32))
    dev.load(ptx).launch("k", (1,), (1,), [out])
    assert out[0] == 7


def test_griddepcontrol_returns():
    """Programmatic dependent launch (sm_90, in CUB's kernels): a stream's grids run one after
    another, so both forms have nothing to wait for or start."""
    ptx = HEADER + """.visible .entry k(.param .u64 pout)
{
  .reg .b64 %o;
  griddepcontrol.wait;
  ld.param.u64 %o, [pout];
  st.global.u32 [%o], 9;
  griddepcontrol.launch_dependents;
  ret;
}
"""
    dev = device()
    out = dev.array(np.zeros(1, np.uint32))
    dev.load(ptx).launch("k", (1,), (1,), [out])
    assert out[0] == 9


# -- cp.async --------------------------------------------------------------------------------

CP_ASYNC = HEADER + """
.visible .entry k(.param .u64 pin, .param .u64 pout, .param .u64 psizes)
{
  .reg .b32 %tx;
  .reg .b32 %s;
  .reg .b32 %d;
  .reg .b32 %n;
  .reg .b32 %w<4>;
  .reg .pred %p;
  .reg .b64 %a;
  .reg .b64 %o;
  .reg .b64 %pol;
  .shared .align 16 .b8 smem[4096];
  mov.u32 %tx, %tid.x;
  ld.param.u64 %a, [psizes];
  mad.wide.u32 %a, %tx, 4, %a;
  ld.global.u32 %n, [%a];
  ld.param.u64 %a, [pin];
  mad.wide.u32 %a, %tx, 64, %a;
  mov.u32 %s, smem;
  mad.lo.u32 %d, %tx, 64, %s;
  // bytes 0-15: 16 bytes with a src-size; 16-31: .cg; 32-39: 8 bytes; 40-43: 4 bytes;
  // 48-63: ignore-src (zeros when the thread is odd)
  cp.async.ca.shared.global [%d], [%a], 16, %n;
  cp.async.cg.shared.global.L2::128B [%d+16], [%a+16], 16;
  cp.async.ca.shared.global [%d+32], [%a+32], 8;
  createpolicy.fractional.L2::evict_first.b64 %pol, 1.0;
  cp.async.ca.shared.global.L2::cache_hint [%d+40], [%a+40], 4, %pol;
  and.b32 %w0, %tx, 1;
  setp.ne.u32 %p, %w0, 0;
  cp.async.cg.shared::cta.global [%d+48], [%a+48], 16, %p;
  cp.async.commit_group;
  cp.async.wait_group 0;
  cp.async.wait_all;
  bar.sync 0;
  ld.param.u64 %o, [pout];
  mad.wide.u32 %o, %tx, 64, %o;
  ld.shared.v4.u32 {%w0, %w1, %w2, %w3}, [%d];
  st.global.v4.u32 [%o], {%w0, %w1, %w2, %w3};
  ld.shared.v4.u32 {%w0, %w1, %w2, %w3}, [%d+16];
  st.global.v4.u32 [%o+16], {%w0, %w1, %w2, %w3};
  ld.shared.v4.u32 {%w0, %w1, %w2, %w3}, [%d+32];
  st.global.v4.u32 [%o+32], {%w0, %w1, %w2, %w3};
  ld.shared.v4.u32 {%w0, %w1, %w2, %w3}, [%d+48];
  st.global.v4.u32 [%o+48], {%w0, %w1, %w2, %w3};
  ret;
}
"""


@settings(max_examples=4, deadline=None)
@given(st.lists(st.integers(0, 16), min_size=64, max_size=64))
def test_cp_async_copies_and_zero_fills(src_sizes):
    n = 64
    rng = np.random.default_rng(sum(src_sizes))
    data = rng.integers(1, 256, (n, 64), dtype=np.uint8)
    dev = device()
    out = dev.array(np.full((n, 64), 0xEE, np.uint8))
    sizes = np.array(src_sizes, np.uint32)
    dev.load(CP_ASYNC).launch("k", (1,), (n,), [dev.array(data), out, dev.array(sizes)])
    got = np.array(out)
    for t in range(n):
        k = src_sizes[t]
        np.testing.assert_array_equal(got[t, :k], data[t, :k])
        assert (got[t, k:16] == 0).all()
        np.testing.assert_array_equal(got[t, 16:44], data[t, 16:44])
        want = np.zeros(16, np.uint8) if t % 2 else data[t, 48:64]
        np.testing.assert_array_equal(got[t, 48:64], want)


@pytest.mark.parametrize("bad", [
    "cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes [%d], [%a], 16, [%d];",
])
def test_unsupported_async_copies_fail_cleanly(bad):
    ptx = HEADER + f""".visible .entry k()
{{
  .reg .b64 %a;
  .reg .b32 %d;
  mov.u64 %a, 0;
  mov.u32 %d, 0;
  {bad}
  ret;
}}
"""
    with pytest.raises(PtxUnsupportedError):
        compile_ptx(ptx, use_cache=False)


# -- barriers after early exits ------------------------------------------------------------------
#
# CUDA's barriers wait only for the threads that have not exited: ``if (i >= n) return;`` and
# then ``__syncthreads()`` is everyday CUDA (nvcc-built, tests/ptx/kernels/early_exit.cu).
# OpenCL's barriers wait for every work-item (Intel's CPU runtime abandons the work-group when
# some have returned), so on SPIR-V such kernels run around one barrier that exited threads keep
# joining (passes/barriers.py). These also check votes, barriers in loops, threads that leave a
# loop of barriers at different rounds, barriers at different places, and 2-D blocks.

EARLY_EXIT = Path(__file__).parent / "kernels" / "early_exit.sm75.ptx"
BLOCK = 256


def _launch_early_exit(name, values, out_size, *scalars):
    dev = device()
    ins = dev.array(np.asarray(values, np.int32))
    out = dev.array(np.full(out_size, -1, np.int32))
    params = [ins, out, *(np.int32(s) for s in scalars)]
    dev.load(EARLY_EXIT.read_text()).launch(name, (len(values) // BLOCK,), (BLOCK,), params)
    return np.array(out)


@pytest.mark.parametrize(("n", "m"), [(256, 256), (256, 100), (100, 7), (33, 32),
                                      (1, 1)])
def test_barriers_wait_only_for_threads_that_have_not_exited(n, m):
    values = np.arange(2 * BLOCK, dtype=np.int32) * 7 - 500
    out = _launch_early_exit("exchange_after_exits", values, 2 * BLOCK, n, m).reshape(2, BLOCK)
    for b, block in enumerate(values.reshape(2, BLOCK)):
        v = block[(np.arange(n) + 1) % n]
        want = v.copy()
        want[:m] = v[(np.arange(m) + 1) % m] * 3
        assert out[b, :n].tolist() == want.tolist()
        assert (out[b, n:] == -1).all()


@pytest.mark.parametrize("n", [256, 100, 31, 1])
def test_syncthreads_count_and_or_over_the_threads_that_have_not_exited(n):
    values = np.resize(np.array([3, -1, 0, 5, 7, 2, -4], np.int32), BLOCK)
    out = _launch_early_exit("votes_after_exits", values, 3 * BLOCK, n).reshape(BLOCK, 3)
    live = values[:n] > 0
    want = [int(live.sum()), int(live.all()), int(live.any())]
    assert out[:n].tolist() == [want] * n
    assert (out[n:] == -1).all()


@pytest.mark.parametrize("n", [256, 100, 5])
def test_barriers_in_a_loop_after_early_exits(n):
    values = np.arange(BLOCK, dtype=np.int32) % 11
    out = _launch_early_exit("scan_loop_after_exits", values, BLOCK, n)
    assert out[:n].tolist() == np.cumsum(values[:n]).tolist()


def test_barriers_at_different_places_match_each_other():
    values = np.arange(2 * BLOCK, dtype=np.int32) * 5 - 300
    out = _launch_early_exit("barriers_in_both_branches", values, 2 * BLOCK)
    t = np.arange(2 * BLOCK) % BLOCK
    written = np.where(t & 1, values + 1, values * 2)  # what each thread put in shared memory
    partner = written[np.arange(2 * BLOCK) ^ 1]
    assert out.tolist() == np.where(t & 1, partner * 10, partner - 3).tolist()


def test_threads_exit_inside_a_loop_of_barriers():
    dev = device()
    buffer = dev.array(np.full(2 * BLOCK * 8, -1, np.int32))
    dev.load(EARLY_EXIT.read_text()).launch("exits_inside_a_barrier_loop", (2,), (BLOCK,),
                                            [buffer])
    out = np.array(buffer).reshape(2 * BLOCK, 8)
    rounds = np.arange(BLOCK) % 5 + 1  # thread t counts itself in rounds 0 .. t % 5
    alive = [(rounds > r).sum() for r in range(8)]
    for t in range(2 * BLOCK):
        n = rounds[t % BLOCK]
        assert out[t, :n].tolist() == np.cumsum(alive)[:n].tolist()
        assert (out[t, n:] == -1).all()


@pytest.mark.parametrize("nx", [16, 9, 1])
def test_two_dimensional_block_after_early_exits(nx):
    dev = device()
    values = np.arange(256, dtype=np.int32) * 3 + 1
    ins = dev.array(values)
    out = dev.array(np.full(256, -1, np.int32))
    dev.load(EARLY_EXIT.read_text()).launch("tile_after_exits", (1,), (16, 16),
                                            [ins, out, np.int32(nx)])
    got = np.array(out).reshape(16, 16)
    tile = values.reshape(16, 16)
    for y in range(16):
        for x in range(16):
            want = -1 if x >= nx else (tile[x, y] if y < nx else -7)
            assert got[y, x] == want, (y, x)


@pytest.mark.parametrize("n", [256, 200, 37])
def test_warp_reductions_in_a_loop_of_barriers_after_early_exits(n):
    """Shuffles and ballots in a kernel around a hub: the device compiler must still run the
    kernel as sub-groups (an unvectorized kernel fails to build its sub-group operations)."""
    rows = 6
    values = (np.arange(rows * BLOCK, dtype=np.float32) % 17 - 8).reshape(rows, BLOCK)
    dev = device()
    out = dev.array(np.zeros(rows, np.float32))
    dev.load(EARLY_EXIT.read_text()).launch("row_sums_after_exits", (1,), (BLOCK,),
                                            [dev.array(values), out, np.int32(rows),
                                             np.int32(n)])
    assert np.array(out).tolist() == values[:, :n].sum(axis=1).tolist()


def test_cluster_barrier_orders_a_shared_memory_exchange():
    """barrier.cluster.arrive then .wait (cluster::sync() of a cluster of one block) is the
    block's barrier: each thread reads what its neighbour wrote before it."""
    ptx = """.version 8.0
.target sm_90
.address_size 64
.visible .entry k(.param .u64 out)
{
  .reg .b32 %r<8>;
  .reg .b64 %rd<4>;
  .shared .align 4 .b32 s[256];
  mov.u32 %r1, %tid.x;
  shl.b32 %r2, %r1, 2;
  mov.u32 %r3, s;
  add.u32 %r4, %r3, %r2;
  mul.lo.u32 %r5, %r1, 7;
  st.shared.u32 [%r4], %r5;
  barrier.cluster.arrive.release.aligned;
  barrier.cluster.wait.acquire.aligned;
  add.u32 %r6, %r1, 1;
  and.b32 %r6, %r6, 255;
  shl.b32 %r6, %r6, 2;
  add.u32 %r6, %r3, %r6;
  ld.shared.u32 %r7, [%r6];
  ld.param.u64 %rd1, [out];
  mul.wide.u32 %rd2, %r1, 4;
  add.s64 %rd3, %rd1, %rd2;
  st.global.u32 [%rd3], %r7;
  ret;
}
"""
    dev = device()
    out = dev.empty((256,), np.uint32)
    dev.load(ptx).launch("k", (1,), (256,), [out])
    np.testing.assert_array_equal(out, (np.arange(256) + 1) % 256 * 7)


def test_kernels_that_need_clusters_of_several_blocks_are_refused():
    ptx = """.version 8.0
.target sm_90
.address_size 64
.visible .entry k(.param .u64 out) .reqnctapercluster 2, 1, 1
{
  ret;
}
"""
    with pytest.raises(PtxUnsupportedError, match="clusters of 2 blocks"):
        compile_ptx(ptx, "spirv", use_cache=False)
    compile_ptx(ptx.replace("2, 1, 1", "1, 1, 1"), "spirv", use_cache=False)
