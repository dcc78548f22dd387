"""Comparison and selection: setp, selp."""

from __future__ import annotations

from ..types import PRED
from .registry import d, instruction, s

TESTS = "tests/ptx/test_compare.py"

_INT_CMP = {"eq": "==", "ne": "!=", "lt": "<", "le": "<=", "gt": ">", "ge": ">=",
            "lo": "<", "ls": "<=", "hi": ">", "hs": ">="}
_FLOAT_ORDERED = {"eq": "==", "ne": "!=", "lt": "<", "le": "<=", "gt": ">", "ge": ">="}
_FLOAT_UNORDERED = {"equ": "==", "neu": "!=", "ltu": "<", "leu": "<=", "gtu": ">", "geu": ">="}


def _setp_sig(ins):
    t = ins.types[-1]
    sig = [d(PRED), s(t), s(t)]
    if len(ins.operands) == 4:
        sig.append(s(PRED))
    return sig


def compare(ctx, ins, a, c):
    b = ctx.b
    t = ins.types[-1]
    op = next((m for m in ins.mods if m in _INT_CMP or m in _FLOAT_UNORDERED
               or m in ("num", "nan")), None)
    if op is None:
        raise ctx.invalid(f"'{ins.full_opcode}' needs a comparison operator")
    if t.kind == "f":
        if op == "num":
            return b.fcmp_ordered("ord", a, c)
        if op == "nan":
            return b.fcmp_unordered("uno", a, c)
        if op in _FLOAT_ORDERED:
            return b.fcmp_ordered(_FLOAT_ORDERED[op], a, c)
        return b.fcmp_unordered(_FLOAT_UNORDERED[op], a, c)
    if op not in _INT_CMP:
        raise ctx.invalid(f"'.{op}' is not an integer comparison")
    if t.is_signed and op in ("lt", "le", "gt", "ge"):
        return b.icmp_signed(_INT_CMP[op], a, c)
    return b.icmp_unsigned(_INT_CMP[op], a, c)


@instruction("setp", family="comparison", signature=_setp_sig,
             forms="every comparison on .b/.s/.u 16-64 and .f32/.f64, with .and/.or/.xor",
             tests=TESTS)
def setp(ctx, ins):
    b = ctx.b
    p = compare(ctx, ins, ctx.src(ins, 1), ctx.src(ins, 2))
    q = b.not_(p)
    if len(ins.operands) == 4:
        c = ctx.src(ins, 3)
        combine = ins.first_of("and", "or", "xor")
        op = {"and": b.and_, "or": b.or_, "xor": b.xor}[combine]
        p, q = op(p, c), op(q, c)
    ctx.dst(ins, 0, p)
    ctx.dst_pred(ins, 0, q)


def _selp_sig(ins):
    t = ins.types[-1]
    return [d(t), s(t), s(t), s(PRED)]


@instruction("selp", family="comparison", signature=_selp_sig, forms="every type", tests=TESTS)
def selp(ctx, ins):
    ctx.dst(ins, 0, ctx.b.select(ctx.src(ins, 3), ctx.src(ins, 1), ctx.src(ins, 2)))
