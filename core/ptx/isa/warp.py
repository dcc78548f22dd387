"""Warp operations, 32 lanes on every target: shfl, vote, activemask, match, redux.

CUDA's semantics are written here once, over the target's primitives: the lane id, an indexed
shuffle and a ballot (bit ``i`` set when lane ``i`` is active and its predicate holds). The lanes
that execute an instruction are the *active* lanes: those that took the same path, less the
lanes that exited and the lanes that a partial last warp does not have. PTX leaves undefined
what a shuffle reads from a lane that does not execute it; NVIDIA's GPUs give 0 (observed
practice, which programs rely on: cuda-samples' ``reduction`` adds what its last warp's
shuffles read from idle lanes), and so does every target here.

A warp is 32 consecutive linear thread ids (x fastest, then y, then z). Blocks are launched
flattened (:mod:`zluda.ptx.abi`), so the device's sub-groups are exactly CUDA's warps for every
block shape.
"""

from __future__ import annotations

from collections.abc import Callable

from llvmlite import ir

from ..abi import WARP_SIZE
from ..targets.base import I1, I32, I64
from ..types import B32, B64, F32, PRED, U32
from .registry import d, instruction, s

TESTS = "tests/ptx/test_warp.py"
ALL_LANES = 0xFFFFFFFF
CANONICAL_NAN_F32 = 0x7FFFFFFF

def _c32(value: int) -> ir.Constant:
    return ir.Constant(I32, value & ALL_LANES)


def warp_barrier(ctx) -> None:
    """``bar.warp.sync``: reconverge the warp and order memory among its lanes."""
    ctx.target.warp_barrier(ctx)


def active_lanes(ctx) -> ir.Value:
    """The lanes that execute this instruction, as a 32-bit mask."""
    return ctx.target.ballot(ctx, ir.Constant(I1, 1))


def for_each_lane(ctx, init: list[ir.Value],
                  step: Callable[[ir.Value, list[ir.Value]], list[ir.Value]]) -> list[ir.Value]:
    """A loop over the lanes ``i = 0..31``, uniform across the warp: ``step(i, acc)`` returns
    the next accumulators (straight-line code); the result is the last ones."""
    return uniform_loop(ctx, WARP_SIZE, init, step, "lanes")


def uniform_loop(ctx, count: int, init: list[ir.Value],
                 step: Callable[[ir.Value, list[ir.Value]], list[ir.Value]],
                 name: str = "loop") -> list[ir.Value]:
    """A loop over ``i = 0..count-1`` (count > 0), uniform across the warp: ``step(i, acc)``
    returns the next accumulators (straight-line code); the result is the last ones."""
    b = ctx.b
    before = b.block
    head = ctx.fn.append_basic_block(name)
    done = ctx.fn.append_basic_block(f"{name}_done")
    b.branch(head)
    b.position_at_end(head)
    i = b.phi(I32, name)
    i.add_incoming(_c32(0), before)
    accs = []
    for v in init:
        phi = b.phi(v.type)
        phi.add_incoming(v, before)
        accs.append(phi)
    new = step(i, accs)
    nxt = b.add(i, _c32(1))
    for phi, v in zip(accs, new, strict=True):
        phi.add_incoming(v, b.block)
    i.add_incoming(nxt, b.block)
    b.cbranch(b.icmp_unsigned("<", nxt, _c32(count)), head, done)
    b.position_at_end(done)
    return new


def lane_loop(ctx, name: str, ret: ir.Type, args: list[ir.Value], build) -> ir.Value:
    """The value of ``build(ctx, args)``, code over the warp's lanes (a loop over them, or a
    shuffle): a noinline function of the module (one per ``name``) on targets that outline
    warp code, else inline code."""
    if ctx.target.outlines_warp_loops:
        return ctx.outlined(name, ret, args, build)
    return build(ctx, args)


def _lane_bit(ctx, mask: ir.Value, lane: ir.Value) -> ir.Value:
    """Whether bit ``lane`` of ``mask`` is set, as an i1."""
    b = ctx.b
    return b.trunc(b.lshr(mask, lane), I1)


def shuffle(ctx, value: ir.Value, lane: ir.Value) -> ir.Value:
    """The target's shuffle for i32, i64 (two halves) and f32 values."""
    b = ctx.b
    t = ctx.target
    if value.type == I64:
        lo = t.shuffle_idx(ctx, b.trunc(value, I32), lane)
        hi = t.shuffle_idx(ctx, b.trunc(b.lshr(value, ir.Constant(I64, 32)), I32), lane)
        return b.or_(b.zext(lo, I64), b.shl(b.zext(hi, I64), ir.Constant(I64, 32)))
    return t.shuffle_idx(ctx, value, lane)


def through_memory(ctx) -> bool:
    """Whether this code's warp operations go through the warp's scratch: on targets whose
    shuffles go through memory, outside the outlined functions (which do not have it)."""
    return ctx.target.shuffles_through_memory and ctx.in_own_function


def exchange(ctx, value: ir.Value, sources: list[ir.Value]) -> list[ir.Value]:
    """``value`` (i32 or i64) of lane ``source`` for each of ``sources``, for an instruction
    that every lane of the warp executes (.sync.aligned): one exchange through the warp's
    scratch where shuffles go through memory, else a shuffle each."""
    if through_memory(ctx):
        return ctx.target.exchange_through_memory(ctx, value, sources)
    return [shuffle(ctx, value, source) for source in sources]


# -- shfl --------------------------------------------------------------------------------------


def _shfl_sig(ins):
    return [d(B32), s(B32), s(U32), s(U32), s(U32)][: len(ins.operands)]


@instruction("shfl", family="warp", signature=_shfl_sig,
             forms="shfl.sync.{up,down,bfly,idx}.b32 d[|p], a, b, c, membermask; the deprecated"
                   " shfl.{up,down,bfly,idx}.b32 d[|p], a, b, c (all active lanes)",
             tests=TESTS)
def shfl(ctx, ins):
    mode = ins.first_of("up", "down", "bfly", "idx")
    if mode is None or ins.types[-1] != B32 or len(ins.operands) not in (4, 5):
        raise ctx.invalid("shfl needs a mode (.up, .down, .bfly or .idx), type .b32 and the"
                          " operands d, a, b, c (and membermask with .sync)")
    if ins.has("sync") != (len(ins.operands) == 5):
        raise ctx.invalid("shfl.sync takes a membermask operand; shfl without .sync does not")
    b = ctx.b
    lane = ctx.target.lane_id(ctx)
    a = ctx.src(ins, 1)
    bval = b.and_(ctx.src(ins, 2), _c32(31))
    c = ctx.src(ins, 3)
    cval = b.and_(c, _c32(31))
    segmask = b.and_(b.lshr(c, _c32(8)), _c32(31))
    not_seg = b.xor(segmask, _c32(31))
    min_lane = b.and_(lane, segmask)
    max_lane = b.or_(min_lane, b.and_(cval, not_seg))
    if mode == "up":
        j = b.sub(lane, bval)
        pval = b.icmp_signed(">=", j, max_lane)
    else:
        j = {"down": lambda: b.add(lane, bval), "bfly": lambda: b.xor(lane, bval),
             "idx": lambda: b.or_(min_lane, b.and_(bval, not_seg))}[mode]()
        pval = b.icmp_signed("<=", j, max_lane)
    src = b.select(pval, j, lane)
    if through_memory(ctx):
        # inline: a few loads and stores, and fast; lanes that do not execute it read as 0
        read = ctx.target.shuffle_idx(ctx, a, src)
    else:
        read = lane_loop(ctx, "__zluda_shuffle_from_active", I32, [a, src, active_lanes(ctx)],
                         _shuffle_from_active)
    ctx.dst(ins, 0, read)
    ctx.dst_pred(ins, 0, pval)


def _shuffle_from_active(ctx, args: list[ir.Value]) -> ir.Value:
    """Lane ``src``'s ``value`` if ``src`` is in ``active``, else 0. Its own function where the
    target outlines warp code: inline, LLVM folds the bit test of a constant lane into a
    ``<128 x i1>`` view of the SPIR-V ballot, which its SPIR-V code generator cannot lower."""
    value, src, active = args
    read = ctx.target.shuffle_idx(ctx, value, src)
    return ctx.b.select(_lane_bit(ctx, active, src), read, _c32(0))


# -- vote, activemask --------------------------------------------------------------------------


def _vote_sig(ins):
    if ins.has("ballot"):
        return [d(B32), s(PRED), s(U32)][: len(ins.operands)]
    return [d(PRED), s(PRED), s(U32)][: len(ins.operands)]


@instruction("vote", family="warp", signature=_vote_sig,
             forms="vote.sync.{all,any,uni}.pred d, {!}a, membermask;"
                   " vote.sync.ballot.b32 d, {!}a, membermask; the deprecated vote.{all,any,uni}"
                   ".pred and vote.ballot.b32 without membermask (all active lanes)",
             tests=TESTS)
def vote(ctx, ins):
    mode = ins.first_of("all", "any", "uni", "ballot")
    want = B32 if mode == "ballot" else PRED
    if mode is None or not ins.types or ins.types[-1] != want:
        raise ctx.invalid("vote needs .all, .any or .uni with .pred, or .ballot with .b32")
    if len(ins.operands) != (3 if ins.has("sync") else 2):
        raise ctx.invalid("vote.sync takes d, a, membermask; vote without .sync takes d, a")
    b = ctx.b
    mask = ctx.src(ins, 2) if ins.has("sync") else _c32(ALL_LANES)
    votes = b.and_(ctx.target.ballot(ctx, ctx.src(ins, 1)), mask)
    if mode == "ballot":
        ctx.dst(ins, 0, votes)
        return
    voters = b.and_(active_lanes(ctx), mask)
    everyone = b.icmp_unsigned("==", votes, voters)
    nobody = b.icmp_unsigned("==", votes, _c32(0))
    result = {"all": everyone, "any": b.not_(nobody), "uni": b.or_(everyone, nobody)}[mode]
    ctx.dst(ins, 0, result)


@instruction("activemask", family="warp", signature=lambda ins: [d(B32)] * len(ins.operands),
             forms="activemask.b32 d", tests=TESTS)
def activemask(ctx, ins):
    if len(ins.operands) != 1 or not ins.types or ins.types[-1] != B32:
        raise ctx.invalid("activemask takes the form activemask.b32 d")
    ctx.dst(ins, 0, active_lanes(ctx))


# -- match -------------------------------------------------------------------------------------


def _match_sig(ins):
    t = ins.types[-1] if ins.types else B32
    return [d(B32), s(t), s(U32)][: len(ins.operands)]


@instruction("match", family="warp", signature=_match_sig,
             forms="match.any.sync.{b32,b64} d, a, membermask;"
                   " match.all.sync.{b32,b64} d[|p], a, membermask",
             tests=TESTS)
def match(ctx, ins):
    mode = ins.first_of("any", "all")
    if (mode is None or not ins.has("sync") or not ins.types or ins.types[-1] not in (B32, B64)
            or len(ins.operands) != 3):
        raise ctx.invalid("match needs .any or .all, .sync, type .b32 or .b64 and the operands"
                          " d, a, membermask")
    b = ctx.b
    a = ctx.src(ins, 1)
    mask = ctx.src(ins, 2)
    equal = lane_loop(ctx, f"__zluda_match_lanes_i{a.type.width}", I32, [a], _equal_lanes)
    members = b.and_(active_lanes(ctx), mask)
    same_value = b.and_(equal, members)
    if mode == "any":
        ctx.dst(ins, 0, same_value)
        return
    all_same = b.icmp_unsigned("==", same_value, members)
    ctx.dst(ins, 0, b.select(all_same, mask, _c32(0)))
    ctx.dst_pred(ins, 0, all_same)


def _equal_lanes(ctx, args: list[ir.Value]) -> ir.Value:
    """The lanes whose ``a`` equals this lane's, as a 32-bit mask."""
    (a,) = args
    b = ctx.b

    def step(lane, accs):
        same = b.icmp_unsigned("==", shuffle(ctx, a, lane), a)
        return [b.or_(accs[0], b.shl(b.zext(same, I32), lane))]

    return for_each_lane(ctx, [_c32(0)], step)[0]


# -- redux -------------------------------------------------------------------------------------

_REDUX_INT = {("add", "u"), ("add", "s"), ("min", "u"), ("min", "s"), ("max", "u"),
              ("max", "s"), ("and", "b"), ("or", "b"), ("xor", "b")}


def _redux_sig(ins):
    t = ins.types[-1] if ins.types else B32
    return [d(t), s(t), s(U32)][: len(ins.operands)]


@instruction("redux", family="warp", signature=_redux_sig,
             forms="redux.sync.{add,min,max}.{u32,s32}, redux.sync.{and,or,xor}.b32,"
                   " redux.sync.{min,max}{.abs}{.NaN}.f32 (d, a, membermask)",
             tests=TESTS)
def redux(ctx, ins):
    op = ins.first_of("add", "min", "max", "and", "or", "xor")
    t = ins.types[-1] if ins.types else None
    if not ins.has("sync") or len(ins.operands) != 3 or op is None or t is None:
        raise ctx.invalid("redux needs .sync, an operation, a type and the operands"
                          " d, a, membermask")
    if t == F32:
        if op not in ("min", "max"):
            raise ctx.invalid("redux.sync on .f32 is .min or .max")
    elif t.bits != 32 or (op, t.kind) not in _REDUX_INT or ins.has("abs") or ins.has("NaN"):
        raise ctx.invalid(f"redux.sync.{op} does not take .{t.name} (.add/.min/.max take"
                          " .u32/.s32, .and/.or/.xor take .b32, .abs/.NaN need .f32)")
    members = ctx.b.and_(active_lanes(ctx), ctx.src(ins, 2))
    a = ctx.src(ins, 1)
    if t == F32:
        absolute, nan = ins.has("abs"), ins.has("NaN")
        name = f"__zluda_redux_{op}{'_abs' if absolute else ''}{'_nan' if nan else ''}_f32"
        result = lane_loop(ctx, name, ctx.ty(F32), [a, members],
                           lambda c, args: _redux_f32(c, op, *args, absolute, nan))
    else:
        signed = t.kind == "s"
        result = lane_loop(ctx, f"__zluda_redux_{op}_{t.name}", I32, [a, members],
                           lambda c, args: _redux_int(c, op, signed, *args))
    ctx.dst(ins, 0, result)


def _redux_int(ctx, op: str, signed: bool, a: ir.Value, members: ir.Value) -> ir.Value:
    b = ctx.b
    cmp = b.icmp_signed if signed else b.icmp_unsigned
    combine = {
        "add": b.add, "and": b.and_, "or": b.or_, "xor": b.xor,
        "min": lambda x, y: b.select(cmp("<", y, x), y, x),
        "max": lambda x, y: b.select(cmp(">", y, x), y, x),
    }[op]
    identity = {"add": 0, "and": ALL_LANES, "or": 0, "xor": 0,
                "min": 0x7FFFFFFF if signed else ALL_LANES,
                "max": 0x80000000 if signed else 0}[op]

    def step(lane, accs):
        v = shuffle(ctx, a, lane)
        return [b.select(_lane_bit(ctx, members, lane), combine(accs[0], v), accs[0])]

    return for_each_lane(ctx, [_c32(identity)], step)[0]


def _order_key(ctx, bits: ir.Value) -> ir.Value:
    """A signed i32 that orders non-NaN f32 bit patterns as numbers, with -0.0 below +0.0."""
    b = ctx.b
    flip = b.and_(b.ashr(bits, _c32(31)), _c32(0x7FFFFFFF))
    return b.xor(bits, flip)


def _redux_f32(ctx, op: str, a: ir.Value, members: ir.Value, absolute: bool,
               propagate_nan: bool) -> ir.Value:
    b = ctx.b
    bits = b.bitcast(a, I32)
    if absolute:
        bits = b.and_(bits, _c32(0x7FFFFFFF))
    better = "<" if op == "min" else ">"
    start = 0x7F800000 if op == "min" else 0xFF800000  # +inf / -inf: identities on numbers
    false = ir.Constant(I1, 0)

    def step(lane, accs):
        best, seen, nan = accs
        v = shuffle(ctx, bits, lane)
        member = _lane_bit(ctx, members, lane)
        is_nan = b.icmp_unsigned(">", b.and_(v, _c32(0x7FFFFFFF)), _c32(0x7F800000))
        number = b.and_(member, b.not_(is_nan))
        wins = b.and_(number, b.icmp_signed(better, _order_key(ctx, v), _order_key(ctx, best)))
        return [b.select(wins, v, best), b.or_(seen, number), b.or_(nan, b.and_(member, is_nan))]

    best, seen, nan = for_each_lane(ctx, [_c32(start), false, false], step)
    no_number = b.not_(seen)
    use_nan = b.or_(no_number, nan) if propagate_nan else no_number
    result = b.select(use_nan, _c32(CANONICAL_NAN_F32), best)
    return b.bitcast(result, ctx.ty(F32))

