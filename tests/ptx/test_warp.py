"""Warp instructions (shfl, vote, activemask, match, redux, bar.warp.sync) on the CPU device,
lane by lane against a Python model of CUDA's 32-lane warps (:mod:`.warp_model`).

Where PTX leaves a lane's result undefined (a shuffle from a lane that does not execute it), the
test expects what NVIDIA's GPUs give: 0.
"""

from __future__ import annotations

import math
import struct
from pathlib import Path

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from hypothesis.extra import numpy as hnp
from zluda.ptx import compile_ptx
from zluda.ptx.errors import PtxSemanticError

from .harness import device, each_shuffle_target  # noqa: F401 - the fixture pytestmark uses
from .warp_model import (
    ACTIVE,
    EXITED,
    IDLE,
    SENTINEL,
    lane_bits,
    lane_kernel,
    members,
    run_lanes,
    warps,
    with_warp_masks,
)

pytestmark = pytest.mark.usefixtures("each_shuffle_target")

KERNELS = Path(__file__).parent / "kernels"
SETTINGS = settings(max_examples=6, deadline=None,
                    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])

# Blocks whose warps the device forms as CUDA does: 1D (with partial last warps) and rows
# that are whole warps.
BLOCKS = [(32, 1, 1), (64, 1, 1), (96, 1, 1), (1024, 1, 1), (48, 1, 1), (100, 1, 1),
          (32, 2, 1), (64, 2, 2), (32, 4, 8)]
# Blocks whose x rows are not whole warps, with more than one row.
SPLIT_BLOCKS = [(16, 4, 1), (8, 8, 2), (5, 7, 1), (33, 3, 1)]
GRID = 2

U32 = st.integers(0, 2**32 - 1)
EDGE_U32 = st.sampled_from([0, 1, 2, 0x7FFFFFFF, 0x80000000, 0xFFFFFFFF, 0xFFFFFFFE, 31, 32])


@st.composite
def launches(draw, values=U32 | EDGE_U32, b_values=None, c_values=None, blocks=BLOCKS):
    """A block shape and the rows of GRID blocks: data, activity (mostly whole warps, some
    with idle and exited lanes) and each warp's membermask."""
    block = draw(st.sampled_from(blocks))
    n = int(np.prod(block)) * GRID
    rows = np.zeros((n, 8), np.uint32)
    rows[:, 0] = draw(hnp.arrays(np.uint32, n, elements=values))
    b_values = st.integers(0, 70) if b_values is None else b_values
    rows[:, 1] = draw(hnp.arrays(np.uint32, n, elements=b_values))
    rows[:, 2] = draw(hnp.arrays(np.uint32, n, elements=U32 if c_values is None else c_values))
    rows[:, 5] = draw(hnp.arrays(np.uint32, n, elements=values))
    activity = draw(hnp.arrays(np.uint32, n, elements=st.sampled_from(
        [ACTIVE, ACTIVE, ACTIVE, IDLE, EXITED])))
    for w in warps(block, GRID):
        if draw(st.booleans()):
            activity[w.rows] = ACTIVE
    rows[:, 4] = activity
    return block, with_warp_masks(rows, block, GRID)


def segment_controls():
    """shfl's c operand: clamp in bits 0-4, segment mask in bits 8-12, noise elsewhere."""
    seg = st.sampled_from([0, 0x10, 0x18, 0x1C, 0x1E, 0x1F]) | st.integers(0, 31)
    noise = st.sampled_from([0, 0xFFFF0000, 0xE0E0]) | st.integers(0, 2**32 - 1)
    return st.builds(lambda s, c, z: (z & ~0x1F1F) | (s << 8) | c, seg, st.integers(0, 31),
                     noise)


def active(rows, w, lane) -> bool:
    return rows[w.rows[lane], 4] == ACTIVE


# -- shfl ----------------------------------------------------------------------------------------


def shfl_model(mode: str, lane: int, b: int, c: int) -> tuple[int, bool]:
    """PTX's shfl for one lane: the source lane and the predicate."""
    bval, clamp, seg = b & 31, c & 31, (c >> 8) & 31
    first = lane & seg
    last = first | (clamp & ~seg & 31)
    j = {"up": lane - bval, "down": lane + bval, "bfly": lane ^ bval,
         "idx": first | (bval & ~seg & 31)}[mode]
    inside = j >= last if mode == "up" else j <= last
    return (j if inside else lane), inside


def check_shuffles(mode, rows, out, block, d_col=0, p_col=1, b=None, c=None):
    for w in warps(block, GRID):
        for lane in w.lanes():
            if not active(rows, w, lane):
                continue
            row = w.rows[lane]
            bval = rows[row, 1] if b is None else b
            cval = rows[row, 2] if c is None else c
            src, p = shfl_model(mode, lane, int(bval), int(cval))
            if p_col is not None:
                assert out[row, p_col] == p, (mode, block, lane)
            if src < len(w.rows) and active(rows, w, src):
                assert out[row, d_col] == rows[w.rows[src], 0], (mode, block, lane, src)
            else:
                assert out[row, d_col] == 0, (mode, block, lane, src)


@pytest.mark.parametrize("mode", ["up", "down", "bfly", "idx"])
@SETTINGS
@given(launch=launches(c_values=segment_controls()))
def test_shfl_sync(mode, launch):
    block, rows = launch
    body = f"""  shfl.sync.{mode}.b32 %d0|%q0, %a, %b, %c, %m;
  selp.u32 %d1, 1, 0, %q0;
  shfl.sync.{mode}.b32 %d2, %a, %b, %c, %m;"""
    out = run_lanes(body, 3, block, GRID, rows)
    check_shuffles(mode, rows, out, block)
    check_shuffles(mode, rows, out, block, d_col=2)


@SETTINGS
@given(launch=launches(blocks=[(32, 1, 1), (100, 1, 1), (64, 2, 1)]))
def test_shfl_immediates_and_deprecated_forms(launch):
    block, rows = launch
    body = """  shfl.sync.bfly.b32 %d0|%q0, %a, 3, 0x1c1f, %m;
  selp.u32 %d1, 1, 0, %q0;
  shfl.sync.idx.b32 %d2|%q1, %a, 9, 0x181f, %m;
  selp.u32 %d3, 1, 0, %q1;
  shfl.up.b32 %d4|%q2, %a, %b, %c;
  selp.u32 %d5, 1, 0, %q2;
  shfl.down.b32 %d6, %a, 2, 0x1f;"""
    out = run_lanes(body, 8, block, GRID, rows)
    check_shuffles("bfly", rows, out, block, 0, 1, b=3, c=0x1C1F)
    check_shuffles("idx", rows, out, block, 2, 3, b=9, c=0x181F)
    check_shuffles("up", rows, out, block, 4, 5)
    check_shuffles("down", rows, out, block, 6, None, b=2, c=0x1F)


# Every lane shuffles once; then lanes 0-15 shuffle again from lanes 16-31, which do not.
LATER_SHUFFLE = """
.version 7.0
.target sm_75
.address_size 64
.visible .entry later(.param .u64 out)
{
    .reg .pred %p<2>;
    .reg .b32 %r<8>;
    .reg .b64 %rd<4>;
    ld.param.u64 %rd1, [out];
    mov.u32 %r1, %tid.x;
    and.b32 %r2, %r1, 31;
    add.s32 %r3, %r2, 100;
    shfl.sync.idx.b32 %r4, %r3, %r2, 31, -1;
    mov.u32 %r5, 7;
    setp.ge.u32 %p1, %r2, 16;
    @%p1 bra DONE;
    add.s32 %r6, %r2, 16;
    shfl.sync.idx.b32 %r5, %r4, %r6, 31, 0xffff;
DONE:
    mul.wide.u32 %rd2, %r1, 8;
    add.s64 %rd3, %rd1, %rd2;
    st.global.v2.u32 [%rd3], {%r4, %r5};
    ret;
}
"""


def test_a_lane_that_skips_a_later_shuffle_reads_as_absent():
    """What lanes 16-31 gave the first shuffle is not what the second reads from them: they do
    not execute it, so lanes 0-15 read 0, as from a lane that never shuffled."""
    dev = device()
    out = dev.empty((96, 2), np.uint32)
    out[...] = SENTINEL
    dev.load(LATER_SHUFFLE).launch("later", (1,), (96, 1, 1), [out])
    lane = np.arange(96) % 32
    assert np.array_equal(out[:, 0], lane + 100)
    assert np.array_equal(out[:, 1], np.where(lane < 16, 0, 7))


# -- vote, activemask ------------------------------------------------------------------------------


def vote_body() -> str:
    return """  and.b32 %t0, %b, 1;
  setp.ne.u32 %q0, %t0, 0;
  vote.sync.ballot.b32 %d0, %q0, %m;
  activemask.b32 %d1;
  vote.sync.all.pred %q1, %q0, %m;
  vote.sync.any.pred %q2, %q0, %m;
  vote.sync.uni.pred %q3, %q0, %m;
  vote.sync.any.pred %q4, !%q0, %m;
  selp.u32 %d2, 1, 0, %q1;
  selp.u32 %d3, 1, 0, %q2;
  selp.u32 %d4, 1, 0, %q3;
  selp.u32 %d5, 1, 0, %q4;
  vote.ballot.b32 %d6, %q0;
  vote.all.pred %q5, %q0;
  vote.uni.pred %q6, !%q0;
  selp.u32 %d7, 1, 0, %q5;
  selp.u32 %d8, 1, 0, %q6;"""


@SETTINGS
@given(launch=launches(b_values=st.sampled_from([0, 1])))
def test_vote_and_activemask(launch):
    block, rows = launch
    # Some warps vote unanimously.
    for k, w in enumerate(warps(block, GRID)):
        if k % 3 == 0:
            rows[w.rows, 1] = k % 2
    out = run_lanes(vote_body(), 9, block, GRID, rows)
    for w in warps(block, GRID):
        runners = members(rows, w, 0xFFFFFFFF)
        yes = {i for i in runners if rows[w.rows[i], 1] & 1}
        for lane in runners:
            row = w.rows[lane]
            assert out[row, 0] == lane_bits(yes)
            assert out[row, 1] == lane_bits(runners)
            assert out[row, 2] == (yes == set(runners))
            assert out[row, 3] == bool(yes)
            assert out[row, 4] == (not yes or yes == set(runners))
            assert out[row, 5] == (yes != set(runners))
            assert out[row, 6] == lane_bits(yes)
            assert out[row, 7] == (yes == set(runners))
            assert out[row, 8] == (not yes or yes == set(runners))


# -- match -----------------------------------------------------------------------------------------


@pytest.mark.parametrize("width", [32, 64])
@SETTINGS
@given(launch=launches(values=st.sampled_from([0, 5, 0xFFFFFFFF, 0x80000000])))
def test_match(width, launch):
    block, rows = launch
    for k, w in enumerate(warps(block, GRID)):
        if k % 3 == 0:  # some warps all equal
            rows[w.rows, 0] = rows[w.rows[0], 0]
            rows[w.rows, 5] = rows[w.rows[0], 5]
    a = "%a" if width == 32 else "%ad"
    body = f"""  match.any.sync.b{width} %d0, {a}, %m;
  match.all.sync.b{width} %d1|%q0, {a}, %m;
  selp.u32 %d2, 1, 0, %q0;
  match.all.sync.b{width} %d3, {a}, %m;"""
    out = run_lanes(body, 4, block, GRID, rows)

    def value(row):
        return int(rows[row, 0]) | (int(rows[row, 5]) << 32 if width == 64 else 0)

    for w in warps(block, GRID):
        for lane in members(rows, w, 0xFFFFFFFF):
            row = w.rows[lane]
            mask = int(rows[row, 3])
            group = members(rows, w, mask)
            same = [i for i in group if value(w.rows[i]) == value(row)]
            all_same = len(same) == len(group)
            assert out[row, 0] == lane_bits(same)
            assert out[row, 1] == (mask if all_same else 0)
            assert out[row, 2] == all_same
            assert out[row, 3] == out[row, 1]


# -- redux -----------------------------------------------------------------------------------------

REDUX_INT = [("add", "u32"), ("add", "s32"), ("min", "u32"), ("min", "s32"), ("max", "u32"),
             ("max", "s32"), ("and", "b32"), ("or", "b32"), ("xor", "b32")]


def redux_int_model(op: str, t: str, values: list[int]) -> int:
    if t == "s32":
        values = [v - (1 << 32) if v >> 31 else v for v in values]
    result = {"add": sum, "min": min, "max": max,
              "and": lambda vs: _fold(vs, lambda x, y: x & y),
              "or": lambda vs: _fold(vs, lambda x, y: x | y),
              "xor": lambda vs: _fold(vs, lambda x, y: x ^ y)}[op](values)
    return result & 0xFFFFFFFF


def _fold(values, f):
    acc = values[0]
    for v in values[1:]:
        acc = f(acc, v)
    return acc


@SETTINGS
@given(launch=launches())
def test_redux_integer(launch):
    block, rows = launch
    body = "\n".join(f"  redux.sync.{op}.{t} %d{k}, %a, %m;"
                     for k, (op, t) in enumerate(REDUX_INT))
    out = run_lanes(body, len(REDUX_INT), block, GRID, rows)
    for w in warps(block, GRID):
        for lane in members(rows, w, 0xFFFFFFFF):
            row = w.rows[lane]
            values = [int(rows[w.rows[i], 0]) for i in members(rows, w, int(rows[row, 3]))]
            for k, (op, t) in enumerate(REDUX_INT):
                assert out[row, k] == redux_int_model(op, t, values), (op, t, lane)


F32_EDGES = [0x00000000, 0x80000000, 0x7F800000, 0xFF800000, 0x7FC00000, 0xFFC00000,
             0x7F800001, 0x00000001, 0x80000001, 0x7F7FFFFF, 0xFF7FFFFF, 0x3F800000,
             0xBF800000, 0x007FFFFF]
REDUX_F32 = [(op, a, n) for op in ("min", "max") for a in ("", ".abs") for n in ("", ".NaN")]


def f32(bits: int) -> float:
    return struct.unpack("<f", struct.pack("<I", bits))[0]


def redux_f32_model(op: str, absolute: bool, nan: bool, bits: list[int]) -> int:
    if absolute:
        bits = [b & 0x7FFFFFFF for b in bits]
    numbers = [b for b in bits if not math.isnan(f32(b))]
    if not numbers or (nan and len(numbers) < len(bits)):
        return 0x7FFFFFFF

    def key(b):  # by value, and -0.0 below +0.0
        return (f32(b), 0 if b >> 31 else 1)

    return (min if op == "min" else max)(numbers, key=key)


@SETTINGS
@given(launch=launches(values=st.sampled_from(F32_EDGES) | U32))
def test_redux_f32(launch):
    block, rows = launch
    for k, w in enumerate(warps(block, GRID)):
        if k % 4 == 1:  # NaN-only and zero-only warps
            rows[w.rows, 0] = [0x7FC00000, 0xFFFFFFFF][k % 2]
        elif k % 4 == 2:
            rows[w.rows, 0] = np.where(np.arange(len(w.rows)) % 2, 0x80000000, 0)
    body = "\n".join(f"  redux.sync.{op}{a}{n}.f32 %fa, %fa, %m;\n  mov.b32 %d{k}, %fa;\n"
                     "  mov.b32 %fa, %a;" for k, (op, a, n) in enumerate(REDUX_F32))
    out = run_lanes(body, len(REDUX_F32), block, GRID, rows)
    for w in warps(block, GRID):
        for lane in members(rows, w, 0xFFFFFFFF):
            row = w.rows[lane]
            bits = [int(rows[w.rows[i], 0]) for i in members(rows, w, int(rows[row, 3]))]
            for k, (op, a, n) in enumerate(REDUX_F32):
                want = redux_f32_model(op, bool(a), bool(n), bits)
                assert out[row, k] == want, (op, a, n, hex(out[row, k]), hex(want))


# -- block shapes ----------------------------------------------------------------------------------

CROSS_LANE = ["shfl.sync.bfly.b32 %d0, %a, 1, 31, -1;", "vote.sync.ballot.b32 %d0, 1, -1;",
              "activemask.b32 %d0;", "match.any.sync.b32 %d0, %a, -1;",
              "redux.sync.add.u32 %d0, %a, -1;", "bar.warp.sync -1;"]


@pytest.mark.parametrize("block", SPLIT_BLOCKS)
def test_warps_are_linear_thread_ids_in_every_block_shape(block):
    """Blocks whose rows are not whole warps: each 32 consecutive linear ids form a warp."""
    n = int(np.prod(block))
    rows = np.zeros((n, 8), np.uint32)
    rows[:, 4] = ACTIVE
    rows[:, 0] = np.arange(n)
    linear = np.arange(n)
    partner = linear ^ 1
    out = run_lanes("  " + CROSS_LANE[0], 1, block, 1, rows)
    expect = np.where(partner < n, partner, linear)  # lanes past the block read their own
    has_partner = (partner // 32 == linear // 32) & (partner < n)
    assert (out[has_partner, 0] == expect[has_partner]).all()
    ballot = run_lanes("  " + CROSS_LANE[1], 1, block, 1, rows)
    for w in range(0, n, 32):
        lanes = min(32, n - w)
        assert (ballot[w : w + lanes, 0] == (1 << lanes) - 1).all()


def test_cross_lane_ops_run_in_whole_warp_rows():
    rows = np.zeros((1024, 8), np.uint32)
    rows[:, 4] = ACTIVE
    rows[:, 0] = np.arange(1024)
    out = run_lanes("  " + CROSS_LANE[0], 1, (32, 8, 4), 1, rows)
    assert (out[:, 0] == np.arange(1024) ^ 1).all()


# -- malformed forms -------------------------------------------------------------------------------


@pytest.mark.parametrize("body", [
    "shfl.sync.up.b32 %d0, %a, 1, 31;", "shfl.up.b32 %d0, %a, 1, 31, -1;",
    "shfl.sync.b32 %d0, %a, 1, 31, -1;", "vote.sync.ballot.pred %x, %x, -1;",
    "vote.sync.all.b32 %d0, %x, -1;", "match.any.b32 %d0, %a, -1;",
    "match.sync.b32 %d0, %a, -1;", "redux.sync.add.b32 %d0, %a, -1;",
    "redux.sync.and.u32 %d0, %a, -1;", "redux.sync.add.f32 %fa, %fa, -1;",
    "redux.sync.min.abs.u32 %d0, %a, -1;", "redux.add.u32 %d0, %a, -1;",
    "activemask.b32 %d0, %a;",
])
def test_malformed_forms_are_rejected(body):
    with pytest.raises(PtxSemanticError):
        compile_ptx(lane_kernel("  " + body, 1), "spirv")


# -- nvcc kernels: divergence around warp operations -----------------------------------------------
# tests/ptx/kernels/warp_divergence.sm80.ptx was generated with
#   nvcc -ptx -arch=sm_80 warp_divergence.cu -o warp_divergence.sm80.ptx
# (nvcc 13.0). Each kernel indexes by blockIdx.x * blockDim.x + threadIdx.x (1D blocks).

NVCC_BLOCKS = [32, 64, 96, 48, 100, 1024]


def nvcc_module():
    return device().load((KERNELS / "warp_divergence.sm80.ptx").read_text())


def launch_nvcc(name, block, inputs, out_shape, out_dtype=np.uint32):
    dev = device()
    ins = [dev.array(np.asarray(x, dtype=np.int32)) for x in inputs]
    out = dev.empty(out_shape, out_dtype)
    out.view(np.uint32)[...] = SENTINEL
    nvcc_module().launch(name, (GRID,), (block,), [*ins, out])
    return np.array(out)


def cuda_warps(block):
    """(warp's first global id, lanes that exist) for GRID 1D blocks."""
    for blk in range(GRID):
        for first in range(0, block, 32):
            yield blk * block + first, min(32, block - first)


I32 = st.integers(-(2**31), 2**31 - 1)
SMALL = st.integers(-3, 3)


@SETTINGS
@given(block=st.sampled_from(NVCC_BLOCKS), data=st.data())
def test_nvcc_shfl_down_in_the_low_half_warp(block, data):
    values = data.draw(hnp.arrays(np.int32, block * GRID, elements=I32))
    out = launch_nvcc("shfl_down_low_half", block, [values], (block * GRID,), np.int32)
    for first, size in cuda_warps(block):
        for lane in range(size):
            i = first + lane
            if lane < 15 and lane + 1 < size:
                assert out[i] == values[i + 1]
            elif lane < 16:  # it reads a lane that does not execute the shuffle: 0, as NVIDIA's
                assert out[i] == 0
            else:
                assert out[i] == values[i]


@SETTINGS
@given(block=st.sampled_from(NVCC_BLOCKS), data=st.data())
def test_nvcc_ballot_and_activemask_in_odd_lanes(block, data):
    values = data.draw(hnp.arrays(np.int32, block * GRID, elements=SMALL))
    out = launch_nvcc("ballot_odd_lanes", block, [values], (block * GRID * 2,)).reshape(-1, 2)
    for first, size in cuda_warps(block):
        odd = [lane for lane in range(size) if lane & 1]
        yes = [lane for lane in odd if values[first + lane] > 0]
        for lane in range(size):
            want = (lane_bits(yes), lane_bits(odd)) if lane & 1 else (0, 0)
            assert tuple(out[first + lane]) == want


@SETTINGS
@given(block=st.sampled_from(NVCC_BLOCKS), data=st.data())
def test_nvcc_match_any_in_a_loop_with_per_lane_trip_counts(block, data):
    n = block * GRID
    values = data.draw(hnp.arrays(np.int32, n, elements=st.integers(0, 12)))
    trips = data.draw(hnp.arrays(np.int32, n, elements=st.integers(0, 5)))
    out = launch_nvcc("match_any_loop", block, [values, trips], (n,))
    # Lanes still in the loop run each iteration together (as NVIDIA's compilers reconverge).
    for first, size in cuda_warps(block):
        acc = [0] * size
        for k in range(5):
            looping = [lane for lane in range(size) if trips[first + lane] > k]
            for lane in looping:
                same = [j for j in looping if values[first + j] >> k == values[first + lane] >> k]
                acc[lane] = (acc[lane] * 31 + lane_bits(same)) & 0xFFFFFFFF
        assert out[first:first + size].tolist() == acc


@SETTINGS
@given(block=st.sampled_from(NVCC_BLOCKS), data=st.data())
def test_nvcc_vote_with_a_partial_membermask(block, data):
    values = data.draw(hnp.arrays(np.int32, block * GRID, elements=SMALL))
    for first, size in list(cuda_warps(block))[::2]:
        values[first:first + size] = 1  # unanimous warps
    out = launch_nvcc("vote_partial_mask", block, [values], (block * GRID * 2,)).reshape(-1, 2)
    for first, size in cuda_warps(block):
        group = range(min(size, 20))
        yes = [lane for lane in group if values[first + lane] > 0]
        for lane in group:
            assert tuple(out[first + lane]) == (len(yes) == len(group), bool(yes))
        for lane in range(20, size):
            assert tuple(out[first + lane]) == (SENTINEL, SENTINEL)


@SETTINGS
@given(block=st.sampled_from(NVCC_BLOCKS), data=st.data())
def test_nvcc_ballot_after_some_lanes_exited(block, data):
    values = data.draw(hnp.arrays(np.int32, block * GRID, elements=SMALL))
    out = launch_nvcc("ballot_after_exit", block, [values], (block * GRID,))
    for first, size in cuda_warps(block):
        alive = [lane for lane in range(size) if values[first + lane] >= 0]
        odd = [lane for lane in alive if values[first + lane] & 1]
        for lane in range(size):
            want = lane_bits(odd) ^ (lane_bits(alive) << 1 & 0xFFFFFFFF) if lane in alive \
                else SENTINEL
            assert out[first + lane] == want


@SETTINGS
@given(block=st.sampled_from(NVCC_BLOCKS), data=st.data())
def test_nvcc_redux_in_a_branch(block, data):
    values = data.draw(hnp.arrays(np.int32, block * GRID, elements=I32 | SMALL))
    out = launch_nvcc("redux_even", block, [values], (block * GRID * 4,)).reshape(-1, 4)
    for first, size in cuda_warps(block):
        even = [int(values[first + lane]) for lane in range(size) if values[first + lane] % 2 == 0]
        for lane in range(size):
            if values[first + lane] % 2:
                assert tuple(out[first + lane]) == (SENTINEL,) * 4
                continue
            want = (sum(even) & 0xFFFFFFFF, min(even) & 0xFFFFFFFF,
                    max(v & 0xFFFFFFFF for v in even), _fold([v & 0xFFFFFFFF for v in even],
                                                             lambda x, y: x ^ y))
            assert tuple(int(x) for x in out[first + lane]) == want


@SETTINGS
@given(block=st.sampled_from(NVCC_BLOCKS), data=st.data())
def test_nvcc_syncwarp_orders_shared_memory_in_a_partial_mask(block, data):
    values = data.draw(hnp.arrays(np.int32, block * GRID, elements=st.integers(-10**6, 10**6)))
    out = launch_nvcc("syncwarp_exchange", block, [values], (block * GRID,), np.int32)
    for first, size in cuda_warps(block):
        for lane in range(size):
            want = -1
            if lane < 8 and (lane ^ 5) < size:
                want = values[first + (lane ^ 5)] * 3
            if lane < 8 and (lane ^ 5) >= size:
                continue  # reads a slot no lane wrote
            assert out[first + lane] == want


@SETTINGS
@given(block=st.sampled_from(NVCC_BLOCKS), data=st.data())
def test_nvcc_segmented_shuffles(block, data):
    values = data.draw(hnp.arrays(np.int32, block * GRID, elements=st.integers(-10**6, 10**6)))
    out = launch_nvcc("segment_sum", block, [values], (block * GRID,), np.int32)
    for first, size in cuda_warps(block):
        if size < 32:
            continue  # shuffles would read lanes that do not exist
        v = [int(values[first + lane]) for lane in range(32)]
        sums = [sum(v[lane & ~7:(lane & ~7) + 8]) for lane in range(32)]
        for lane in range(32):
            up = sums[lane - 3] if lane % 16 >= 3 else sums[lane]
            assert out[first + lane] == sums[lane] + up
