"""Comparison and selection: setp, set, selp, slct.

Comparisons work on integers, .f32/.f64, .f16/.bf16 and packed .f16x2/.bf16x2 (each half on its
own). Half-precision operands are compared as .f32, which holds every .f16 and .bf16 value
exactly.
"""

from __future__ import annotations

from llvmlite import ir

from ..ast import Instruction, PredPair
from ..targets.base import I16, I32
from ..types import PRED, ScalarType
from .convert import (
    F32,
    FORMATS,
    PACKED,
    flush_subnormal,
    from_bits,
    half_to_f32,
    join,
    split,
    to_bits,
)
from .registry import OperandSig, d, instruction, s

TESTS = "tests/ptx/test_compare.py"

_INT_CMP = {"eq": "==", "ne": "!=", "lt": "<", "le": "<=", "gt": ">", "ge": ">=",
            "lo": "<", "ls": "<=", "hi": ">", "hs": ">="}
_FLOAT_ORDERED = {"eq": "==", "ne": "!=", "lt": "<", "le": "<=", "gt": ">", "ge": ">="}
_FLOAT_UNORDERED = {"equ": "==", "neu": "!=", "ltu": "<", "leu": "<=", "gtu": ">", "geu": ">="}
_ALL_CMP = (*_INT_CMP, *_FLOAT_UNORDERED, "num", "nan")
_BOOL = ("and", "or", "xor")
_SET_FLOAT_TYPES = ("f32", "f16", "bf16", "f16x2", "bf16x2")


def _operator(ctx, ins: Instruction) -> str:
    op = ins.first_of(*_ALL_CMP)
    if op is None:
        raise ctx.invalid(f"'{ins.full_opcode}' needs a comparison operator")
    return op


def _comparable(ctx, ins: Instruction, t: ScalarType, v: ir.Value) -> list[ir.Value]:
    """The values that a comparison on type ``t`` compares: one, or two for packed types."""
    ftz = ins.has("ftz")
    if t.name in ("f16x2", "bf16x2"):
        return [half_to_f32(ctx, half, PACKED[t.name], ftz) for half in split(ctx, v, 16)]
    if t.name in ("f16", "bf16"):
        return [half_to_f32(ctx, to_bits(ctx, v), FORMATS[t.name], ftz)]
    if t.name == "f32" and ftz:
        return [ctx.b.bitcast(flush_subnormal(ctx, to_bits(ctx, v), F32), ir.FloatType())]
    if t.kind in ("f", "s", "u", "b"):
        return [v]
    raise ctx.unsupported(f"'{ins.full_opcode}' is not supported for .{t.name}")


def _compare(ctx, ins: Instruction, t: ScalarType, op: str, a: ir.Value, c: ir.Value):
    b = ctx.b
    if t.kind in ("f", "packed"):
        if op == "num":
            return b.fcmp_ordered("ord", a, c)
        if op == "nan":
            return b.fcmp_unordered("uno", a, c)
        if op in _FLOAT_ORDERED:
            return b.fcmp_ordered(_FLOAT_ORDERED[op], a, c)
        if op in _FLOAT_UNORDERED:
            return b.fcmp_unordered(_FLOAT_UNORDERED[op], a, c)
        raise ctx.invalid(f"'.{op}' is not a floating-point comparison")
    if op not in _INT_CMP:
        raise ctx.invalid(f"'.{op}' is not an integer comparison")
    if t.is_signed and op in ("lt", "le", "gt", "ge"):
        return b.icmp_signed(_INT_CMP[op], a, c)
    return b.icmp_unsigned(_INT_CMP[op], a, c)


def compare(ctx, ins: Instruction, a: ir.Value, c: ir.Value) -> list[ir.Value]:
    """``a CmpOp c`` on the instruction's last type: one i1, or (low, high) for packed types."""
    t = ins.types[-1]
    op = _operator(ctx, ins)
    pairs = zip(_comparable(ctx, ins, t, a), _comparable(ctx, ins, t, c))
    return [_compare(ctx, ins, t, op, x, y) for x, y in pairs]


def _combine(ctx, ins: Instruction, values: list[ir.Value], ncmp: int) -> list[ir.Value]:
    """Apply ``.and/.or/.xor`` with the predicate operand ``ncmp``, if the instruction has it."""
    if len(ins.operands) == ncmp:
        if ins.first_of(*_BOOL):
            raise ctx.invalid(f"'{ins.full_opcode}' needs a predicate operand for its BoolOp")
        return values
    combine = ins.first_of(*_BOOL)
    if combine is None or len(ins.operands) != ncmp + 1:
        raise ctx.invalid(f"'{ins.full_opcode}': a predicate operand needs .and, .or or .xor")
    c = ctx.src(ins, ncmp)
    op = {"and": ctx.b.and_, "or": ctx.b.or_, "xor": ctx.b.xor}[combine]
    return [op(v, c) for v in values]


def _setp_sig(ins: Instruction) -> list[OperandSig]:
    t = ins.types[-1]
    return [d(PRED), s(t), s(t)] + [s(PRED)] * (len(ins.operands) - 3)


@instruction("setp", family="comparison", signature=_setp_sig,
             forms="every comparison on .b/.s/.u 16-64 (eq ne lt le gt ge lo ls hi hs) and on"
                   " .f32/.f64/.f16/.bf16 (eq ne lt le gt ge equ neu ltu leu gtu geu num nan,"
                   " .ftz), with .and/.or/.xor and p|q; .f16x2/.bf16x2 p|q (low, high half)",
             tests=TESTS)
def setp(ctx, ins: Instruction) -> None:
    results = compare(ctx, ins, ctx.src(ins, 1), ctx.src(ins, 2))
    if len(results) == 2:  # packed: p from the low halves, q from the high halves
        p, q = _combine(ctx, ins, results, 3)
    elif isinstance(ins.operands[0], PredPair):
        p, q = _combine(ctx, ins, [results[0], ctx.b.not_(results[0])], 3)
    else:
        p, q = _combine(ctx, ins, results, 3)[0], None
    ctx.dst(ins, 0, p)
    if q is not None:
        ctx.dst_pred(ins, 0, q)


def _set_sig(ins: Instruction) -> list[OperandSig]:
    dt, st = ins.types[0], ins.types[1]
    return [d(dt), s(st), s(st)] + [s(PRED)] * (len(ins.operands) - 3)


def _true_bits(ctx, ins: Instruction, dt: ScalarType, width: int) -> int:
    """What ``set`` writes for true in a ``width``-bit element of ``dt``."""
    if dt.is_int and dt.bits in (16, 32):
        return (1 << width) - 1
    fmt = PACKED.get(dt.name) or FORMATS.get(dt.name)
    if fmt is None or fmt.width != width or dt.name not in _SET_FLOAT_TYPES:
        raise ctx.invalid(f"'{ins.full_opcode}': .{dt.name} is not a destination type of set")
    return fmt.one_bits


@instruction("set", family="comparison", signature=_set_sig,
             forms="set.CmpOp{.BoolOp}{.ftz}.dtype.stype with the comparisons of setp; dtype"
                   " .u32/.s32 (0xFFFFFFFF), .f32 (1.0), .u16/.s16, .f16/.bf16 (1.0); packed"
                   " .f16x2/.bf16x2 sources give per-half results in .f16x2/.bf16x2 (1.0) or"
                   " .u32/.s32 (0xFFFF)", tests=TESTS)
def set_(ctx, ins: Instruction) -> None:
    b = ctx.b
    dt, st = ins.types
    results = _combine(ctx, ins, compare(ctx, ins, ctx.src(ins, 1), ctx.src(ins, 2)), 3)
    if len(results) == 2:
        if dt.bits != 32:
            raise ctx.invalid(f"'{ins.full_opcode}': packed results need a 32-bit dtype")
        one = ir.Constant(I16, _true_bits(ctx, ins, dt, 16))
        low, high = (b.select(r, one, ir.Constant(I16, 0)) for r in results)
        value = join(ctx, low, high)
    else:
        t = ir.IntType(dt.bits)
        value = b.select(results[0], ir.Constant(t, _true_bits(ctx, ins, dt, dt.bits)),
                         ir.Constant(t, 0))
    ctx.dst(ins, 0, from_bits(ctx, value, dt))


def _selp_sig(ins: Instruction) -> list[OperandSig]:
    t = ins.types[-1]
    return [d(t), s(t), s(t), s(PRED)]


@instruction("selp", family="comparison", signature=_selp_sig, forms="every type", tests=TESTS)
def selp(ctx, ins: Instruction) -> None:
    ctx.dst(ins, 0, ctx.b.select(ctx.src(ins, 3), ctx.src(ins, 1), ctx.src(ins, 2)))


def _slct_sig(ins: Instruction) -> list[OperandSig]:
    dt, ct = ins.types[0], ins.types[1]
    return [d(dt), s(dt), s(dt), s(ct)]


@instruction("slct", family="comparison", signature=_slct_sig,
             forms="slct.dtype.s32 and slct{.ftz}.dtype.f32 for every 16-64-bit dtype",
             tests=TESTS)
def slct(ctx, ins: Instruction) -> None:
    b = ctx.b
    ct = ins.types[1]
    c = ctx.src(ins, 3)
    if ct.name == "s32":
        cond = b.icmp_signed(">=", c, ir.Constant(I32, 0))
    elif ct.name == "f32":
        if ins.has("ftz"):
            c = b.bitcast(flush_subnormal(ctx, to_bits(ctx, c), F32), ir.FloatType())
        cond = b.fcmp_ordered(">=", c, ir.Constant(ir.FloatType(), 0.0))
    else:
        raise ctx.invalid(f"'{ins.full_opcode}': the condition type must be .s32 or .f32")
    ctx.dst(ins, 0, b.select(cond, ctx.src(ins, 1), ctx.src(ins, 2)))
