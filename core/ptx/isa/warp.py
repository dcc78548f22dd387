"""Warp operations, 32 lanes on every target: shfl.sync, vote.sync.

CUDA's semantics are written here once, over the target's three primitives (lane id,
indexed shuffle, ballot).
"""

from __future__ import annotations

from llvmlite import ir

from ..targets.base import I1, I32
from ..types import B32, PRED, U32
from .registry import d, instruction, s

TESTS = "tests/ptx/test_warp.py"


def _shfl_sig(ins):
    return [d(B32), s(B32), s(U32), s(U32), s(U32)][: len(ins.operands)]


@instruction("shfl", family="warp", signature=_shfl_sig,
             forms="shfl.sync .up/.down/.bfly/.idx .b32, with clamp, segment mask and predicate",
             tests=TESTS)
def shfl(ctx, ins):
    b = ctx.b
    t = ctx.target
    mode = ins.first_of("up", "down", "bfly", "idx")
    a = ctx.src(ins, 1)
    bval = b.and_(ctx.src(ins, 2), ir.Constant(I32, 31))
    c = ctx.src(ins, 3)
    lane = t.lane_id(ctx)
    cval = b.and_(c, ir.Constant(I32, 31))
    segmask = b.and_(b.lshr(c, ir.Constant(I32, 8)), ir.Constant(I32, 31))
    not_seg = b.xor(segmask, ir.Constant(I32, 31))
    min_lane = b.and_(lane, segmask)
    max_lane = b.or_(min_lane, b.and_(cval, not_seg))
    if mode == "up":
        j = b.sub(lane, bval)
        pval = b.icmp_signed(">=", j, max_lane)
    elif mode == "down":
        j = b.add(lane, bval)
        pval = b.icmp_signed("<=", j, max_lane)
    elif mode == "bfly":
        j = b.xor(lane, bval)
        pval = b.icmp_signed("<=", j, max_lane)
    else:
        j = b.or_(min_lane, b.and_(bval, not_seg))
        pval = b.icmp_signed("<=", j, max_lane)
    src = b.select(pval, j, lane)
    ctx.dst(ins, 0, t.shuffle_idx(ctx, a, src))
    ctx.dst_pred(ins, 0, pval)


def _vote_sig(ins):
    if ins.has("ballot"):
        return [d(B32), s(PRED), s(U32)][: len(ins.operands)]
    return [d(PRED), s(PRED), s(U32)][: len(ins.operands)]


@instruction("vote", family="warp", signature=_vote_sig,
             forms="vote.sync .all/.any/.uni .pred and .ballot.b32", tests=TESTS)
def vote(ctx, ins):
    b = ctx.b
    t = ctx.target
    pred = ctx.src(ins, 1)
    mask = ctx.src(ins, 2) if len(ins.operands) > 2 else ir.Constant(I32, 0xFFFFFFFF)
    votes = b.and_(t.ballot(ctx, pred), mask)
    if ins.has("ballot"):
        ctx.dst(ins, 0, votes)
        return
    active = b.and_(t.ballot(ctx, ir.Constant(I1, 1)), mask)
    zero = ir.Constant(I32, 0)
    if ins.has("all"):
        r = b.icmp_unsigned("==", votes, active)
    elif ins.has("any"):
        r = b.icmp_unsigned("!=", votes, zero)
    else:
        r = b.or_(b.icmp_unsigned("==", votes, active), b.icmp_unsigned("==", votes, zero))
    ctx.dst(ins, 0, r)
