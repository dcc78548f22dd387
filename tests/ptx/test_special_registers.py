"""Special registers: lane and warp ids, lane masks, SM and grid ids, shared-memory sizes,
clocks and timers, in blocks of every shape, against CUDA's definitions."""

from __future__ import annotations

import time

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from zluda.ptx import compile_ptx
from zluda.ptx.errors import PtxSemanticError

from .harness import device, elementwise_ptx

# Every shape, including those whose x rows are not whole warps: these registers follow
# CUDA's linear numbering in all of them.
BLOCKS = [(32, 1, 1), (64, 1, 1), (96, 1, 1), (1024, 1, 1), (48, 1, 1), (100, 1, 1),
          (16, 4, 1), (8, 8, 2), (5, 7, 1), (33, 3, 1), (7, 1, 5), (32, 4, 8)]
GRID = (2, 3, 1)

HEADER = """
.version 8.0
.target sm_80
.address_size 64
"""
IDS = HEADER + """
.shared .align 4 .b8 sbuf[100];

.visible .entry ids(.param .u64 out)
{
  .reg .b32 %r<24>;
  .reg .b64 %rd<4>;
  mov.u32 %r1, %tid.x;
  mov.u32 %r2, %tid.y;
  mov.u32 %r3, %tid.z;
  mov.u32 %r4, %ntid.x;
  mov.u32 %r5, %ntid.y;
  mov.u32 %r6, %ntid.z;
  mad.lo.u32 %r7, %r3, %r5, %r2;
  mad.lo.u32 %r7, %r7, %r4, %r1;
  mul.lo.u32 %r8, %r4, %r5;
  mul.lo.u32 %r8, %r8, %r6;
  mov.u32 %r9, %ctaid.y;
  mov.u32 %r10, %nctaid.x;
  mov.u32 %r11, %ctaid.x;
  mad.lo.u32 %r9, %r9, %r10, %r11;
  mad.lo.u32 %r7, %r9, %r8, %r7;
  ld.param.u64 %rd1, [out];
  mul.wide.u32 %rd2, %r7, 64;
  add.u64 %rd1, %rd1, %rd2;
  mov.u32 %r12, %laneid;
  mov.u32 %r13, %warpid;
  mov.u32 %r14, %nwarpid;
  mov.u32 %r15, %lanemask_eq;
  st.global.v4.u32 [%rd1], {%r12, %r13, %r14, %r15};
  mov.u32 %r16, %lanemask_lt;
  mov.u32 %r17, %lanemask_le;
  mov.u32 %r18, %lanemask_gt;
  mov.u32 %r19, %lanemask_ge;
  st.global.v4.u32 [%rd1+16], {%r16, %r17, %r18, %r19};
  mov.u32 %r20, %smid;
  mov.u32 %r21, %nsmid;
  mov.u32 %r22, %dynamic_smem_size;
  mov.u32 %r23, %total_smem_size;
  st.global.v4.u32 [%rd1+32], {%r20, %r21, %r22, %r23};
  mov.u64 %rd3, %gridid;
  st.global.u64 [%rd1+48], %rd3;
  ret;
}
"""


def launch_ids(block, dynamic: int) -> tuple[np.ndarray, int]:
    dev = device()
    module = dev.load(IDS)
    n = int(np.prod(block)) * int(np.prod(GRID))
    out = dev.empty((n, 16), np.uint32)
    out[...] = 0xDEADBEEF
    module.launch("ids", GRID, block, [out], shared=dynamic)
    return np.array(out), module.compiled.info.kernels["ids"].static_shared


@settings(max_examples=8, deadline=None)
@given(block=st.sampled_from(BLOCKS), dynamic=st.sampled_from([0, 4, 256, 4096]))
def test_lane_and_warp_registers_follow_linear_thread_ids(block, dynamic):
    out, static = launch_ids(block, dynamic)
    size = int(np.prod(block))
    lin = np.arange(len(out)) % size  # rows are ordered block by block, then by linear id
    lane = (lin % 32).astype(np.uint64)
    bit = (np.uint64(1) << lane)
    full = np.uint64(0xFFFFFFFF)
    np.testing.assert_array_equal(out[:, 0], lin % 32)
    np.testing.assert_array_equal(out[:, 1], lin // 32)
    assert (out[:, 2] > out[:, 1]).all()  # %warpid < %nwarpid
    np.testing.assert_array_equal(out[:, 3], bit)
    np.testing.assert_array_equal(out[:, 4], bit - 1)
    np.testing.assert_array_equal(out[:, 5], (bit << np.uint64(1)) - 1)
    np.testing.assert_array_equal(out[:, 6], full & ~((bit << np.uint64(1)) - 1))
    np.testing.assert_array_equal(out[:, 7], full & ~(bit - 1))
    assert (out[:, 8] < out[:, 9]).all()  # %smid < %nsmid
    assert (out[:, 10] == dynamic).all()
    assert static >= 100
    assert (out[:, 11] == static + dynamic).all()
    gridid = out[:, 12].astype(np.uint64) | out[:, 13].astype(np.uint64) << np.uint64(32)
    assert (gridid == gridid[0]).all()  # one grid, one id


CLOCKS = HEADER + """
.visible .entry clocks(.param .u64 out, .param .u64 scratch)
{
  .reg .b32 %r<12>;
  .reg .b64 %rd<16>;
  .reg .pred %p;
  mov.u32 %r1, %tid.x;
  mov.u32 %r2, %ctaid.x;
  mov.u32 %r3, %ntid.x;
  mad.lo.u32 %r4, %r2, %r3, %r1;
  ld.param.u64 %rd1, [out];
  mul.wide.u32 %rd2, %r4, 64;
  add.u64 %rd1, %rd1, %rd2;
  ld.param.u64 %rd3, [scratch];
  mul.wide.u32 %rd2, %r4, 4;
  add.u64 %rd3, %rd3, %rd2;
  mov.u64 %rd4, %clock64;
  mov.u64 %rd5, %globaltimer;
  mov.u32 %r5, 0;
LOOP:
  st.volatile.global.u32 [%rd3], %r5;
  add.u32 %r5, %r5, 1;
  setp.lt.u32 %p, %r5, 2000;
  @%p bra LOOP;
  mov.u64 %rd6, %clock64;
  mov.u32 %r6, %clock;
  mov.u32 %r7, %clock_hi;
  mov.u64 %rd7, %clock64;
  mov.u64 %rd8, %globaltimer;
  mov.u32 %r8, %globaltimer_lo;
  mov.u32 %r9, %globaltimer_hi;
  mov.u64 %rd9, %globaltimer;
  st.global.v2.u64 [%rd1], {%rd4, %rd6};
  st.global.v2.u64 [%rd1+16], {%rd7, %rd5};
  st.global.v2.u64 [%rd1+32], {%rd8, %rd9};
  st.global.v4.u32 [%rd1+48], {%r6, %r7, %r8, %r9};
  ret;
}
"""


def launch_clocks(n: int = 256) -> np.ndarray:
    dev = device()
    out = dev.empty((n, 8), np.uint64)
    scratch = dev.empty((n,), np.uint32)
    dev.load(CLOCKS).launch("clocks", (n // 64,), (64,), [out, scratch])
    return np.array(out)


def test_clocks_are_monotonic_per_thread_and_halves_agree():
    out = launch_clocks()
    c0, c1, c2 = out[:, 0], out[:, 1], out[:, 2]
    g0, g1, g2 = out[:, 3], out[:, 4], out[:, 5]
    assert (c0 <= c1).all() and (c1 <= c2).all()
    assert (g0 <= g1).all() and (g1 <= g2).all()
    halves = out[:, 6:8].view(np.uint32)  # %clock, %clock_hi, %globaltimer_lo, _hi
    mask32 = np.uint64(0xFFFFFFFF)
    # %clock was read between c1 and c2: its distance from c1's low half is at most c2 - c1.
    assert (((halves[:, 0].astype(np.uint64) - (c1 & mask32)) & mask32) <= c2 - c1).all()
    assert ((halves[:, 1] >= c1 >> np.uint64(32)) & (halves[:, 1] <= c2 >> np.uint64(32))).all()
    assert (((halves[:, 2].astype(np.uint64) - (g1 & mask32)) & mask32) <= g2 - g1).all()
    assert ((halves[:, 3] >= g1 >> np.uint64(32)) & (halves[:, 3] <= g2 >> np.uint64(32))).all()


def test_globaltimer_counts_nanoseconds():
    first = launch_clocks(64)
    pause = 0.2
    t0 = time.monotonic_ns()
    time.sleep(pause)
    second = launch_clocks(64)
    elapsed = time.monotonic_ns() - t0
    gap = int(second[:, 3].min()) - int(first[:, 5].max())
    # Between the two launches lie the host's pause and at most the measured host time.
    assert pause * 1e9 * 0.9 <= gap <= elapsed * 1.1 + 50e6


def test_warpsize_is_not_a_ptx_register():
    ptx = HEADER + """
.visible .entry k(.param .u64 out)
{
  .reg .b32 %r1;
  mov.u32 %r1, %warpsize;
  ret;
}
"""
    with pytest.raises(PtxSemanticError, match="WARP_SZ"):
        compile_ptx(ptx, "spirv")


def test_the_predefined_warp_sz_constant_is_32():
    """WARP_SZ (cooperative groups use it) is a constant operand, not a register."""
    ptx = HEADER + """
.visible .entry k(.param .u64 out)
{
  .reg .b32 %r<4>;
  .reg .b64 %rd<4>;
  ld.param.u64 %rd1, [out];
  mov.u32 %r1, %tid.x;
  rem.u32 %r2, %r1, WARP_SZ;
  add.u32 %r3, %r2, WARP_SZ;
  mul.wide.u32 %rd2, %r1, 4;
  add.s64 %rd3, %rd1, %rd2;
  st.global.u32 [%rd3], %r3;
  ret;
}
"""
    dev = device()
    out = dev.empty((96,), np.uint32)
    dev.load(ptx).launch("k", (1,), (96,), [out])
    np.testing.assert_array_equal(np.array(out), np.arange(96) % 32 + 32)


def test_cluster_registers_describe_clusters_of_one_block():
    """Launches have clusters of one block: each block is its own cluster, at rank 0."""
    body = "\n".join([
        "  mov.u32 %d0, %clusterid.x;", "  mov.u32 %d1, %nclusterid.x;",
        "  mov.u32 %d2, %cluster_ctaid.x;", "  mov.u32 %d3, %cluster_nctaid.y;",
        "  mov.u32 %d4, %cluster_ctarank;", "  mov.u32 %d5, %cluster_nctarank;",
        "  mov.pred %hp1, %is_explicit_cluster;", "  selp.u32 %d6, 1, 0, %hp1;",
        "  mov.u32 %d7, %reserved_smem_offset_end;",
    ])
    n, block = 256, 64
    dev = device()
    module = dev.load(elementwise_ptx(body, ["u32"], ["u32"] * 8))
    outs = [dev.empty((n,), np.uint32) for _ in range(8)]
    module.launch("k", (n // block,), (block,), [*outs, dev.array(np.zeros(n, np.uint32)), n])
    blocks = np.arange(n) // block
    expected = [blocks, np.full(n, n // block), 0, 1, 0, 1, 0, 0]
    for got, want in zip(outs, expected, strict=True):
        np.testing.assert_array_equal(got, np.broadcast_to(want, (n,)))
