"""Floating-point arithmetic on .f32 and .f64."""

from __future__ import annotations

from .registry import instruction, same

TESTS = "tests/ptx/test_float.py"


@instruction("add", "sub", "mul", family="float arithmetic", types=("float",), signature=same,
             forms=".f32/.f64 with .rn (default)", tests=TESTS)
def arith(ctx, ins):
    b = ctx.b
    a, c = ctx.src(ins, 1), ctx.src(ins, 2)
    r = {"add": b.fadd, "sub": b.fsub, "mul": b.fmul}[ins.opcode](a, c)
    ctx.dst(ins, 0, r)


@instruction("fma", "mad", family="float arithmetic", types=("float",), signature=same,
             forms=".rn.f32/.rn.f64", tests=TESTS)
def fma(ctx, ins):
    a, c, e = ctx.src(ins, 1), ctx.src(ins, 2), ctx.src(ins, 3)
    name = "llvm.fma.f32" if str(a.type) == "float" else "llvm.fma.f64"
    ctx.dst(ins, 0, ctx.intrinsic(name, a.type, a, c, e))
