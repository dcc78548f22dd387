"""Integer arithmetic and bit operations on .s/.u/.b types."""

from __future__ import annotations

from llvmlite import ir

from ..types import int_type
from .registry import d, instruction, s, same

TESTS = "tests/ptx/test_integer.py"


def _wide(ins):
    t = ins.types[-1]
    return int_type(t.bits * 2, t.is_signed)


def _mul_sig(ins):
    t = ins.types[-1]
    n = len(ins.operands)
    out = _wide(ins) if ins.has("wide") else t
    sig = [d(out), s(t), s(t)]
    if n == 4:
        sig.append(s(out))
    return sig


@instruction("add", "sub", family="integer arithmetic", types=("int",), signature=same,
             forms=".s16/.u16/.s32/.u32/.s64/.u64 (.sat on .s32)", tests=TESTS)
def add_sub(ctx, ins):
    b = ctx.b
    a, c = ctx.src(ins, 1), ctx.src(ins, 2)
    if ins.has("sat"):
        name = "llvm.sadd.sat" if ins.opcode == "add" else "llvm.ssub.sat"
        r = ctx.intrinsic(f"{name}.i{a.type.width}", a.type, a, c)
    else:
        r = b.add(a, c) if ins.opcode == "add" else b.sub(a, c)
    ctx.dst(ins, 0, r)


@instruction("mul", "mad", family="integer arithmetic", types=("int",), signature=_mul_sig,
             forms=".lo/.hi/.wide on .s16 to .u64", tests=TESTS)
def mul_mad(ctx, ins):
    b = ctx.b
    t = ins.types[-1]
    a, c = ctx.src(ins, 1), ctx.src(ins, 2)
    width = a.type.width
    ext = b.sext if t.is_signed else b.zext
    if ins.has("wide"):
        wide = ir.IntType(width * 2)
        r = b.mul(ext(a, wide), ext(c, wide))
    elif ins.has("hi"):
        wide = ir.IntType(width * 2)
        r = b.mul(ext(a, wide), ext(c, wide))
        r = b.trunc(b.lshr(r, ir.Constant(wide, width)), a.type)
    else:
        r = b.mul(a, c)
    if ins.opcode == "mad":
        addend = ctx.src(ins, 3)
        r = b.add(r, addend)
    ctx.dst(ins, 0, r)


def _shift_sig(ins):
    t = ins.types[-1]
    return [d(t), s(t), s(int_type(32))]


@instruction("shl", "shr", family="integer arithmetic", types=("int",), signature=_shift_sig,
             forms=".b16/.b32/.b64, shr .s/.u", tests=TESTS)
def shift(ctx, ins):
    b = ctx.b
    t = ins.types[-1]
    a, n = ctx.src(ins, 1), ctx.src(ins, 2)
    width = a.type.width
    # PTX clamps shift amounts of the width or more: shl and shr.u give 0, shr.s the sign.
    big = b.icmp_unsigned(">=", n, ir.Constant(n.type, width))
    if width < 32:
        n = b.trunc(n, a.type)
    elif width > 32:
        n = b.zext(n, a.type)
    safe = b.select(big, ir.Constant(a.type, width - 1), n)
    if ins.opcode == "shl":
        r = b.select(big, ir.Constant(a.type, 0), b.shl(a, safe))
    elif t.is_signed:
        r = b.ashr(a, safe)
    else:
        r = b.select(big, ir.Constant(a.type, 0), b.lshr(a, safe))
    ctx.dst(ins, 0, r)


@instruction("and", "or", "xor", family="integer arithmetic", types=("int", "pred"),
             signature=same, forms=".pred/.b16/.b32/.b64", tests=TESTS)
def logic(ctx, ins):
    b = ctx.b
    a, c = ctx.src(ins, 1), ctx.src(ins, 2)
    r = {"and": b.and_, "or": b.or_, "xor": b.xor}[ins.opcode](a, c)
    ctx.dst(ins, 0, r)


@instruction("not", family="integer arithmetic", types=("int", "pred"), signature=same,
             forms=".pred/.b16/.b32/.b64", tests=TESTS)
def not_(ctx, ins):
    ctx.dst(ins, 0, ctx.b.not_(ctx.src(ins, 1)))
