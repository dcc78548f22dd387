"""Half-precision arithmetic: .f16, .f16x2, .bf16, .bf16x2.

Packed types work on their two 16-bit halves independently. .f16 computes in .f32 and .bf16 in
.f64 (:func:`_wide_type`): the sum, difference or product of two half-precision values there is
exact or rounded to p bits with p >= 2q + 2 (q: the half format's 11 or 8 bits), which cannot
change the final rounding; the result is then rounded once to the half format (.f16: LLVM's
conversions to and from .f32, which every target rounds to nearest even; .bf16: the exact
integer rounding of ``convert.py``). fma rounds the sum of the exact product and the addend to
odd (with the exact error of that sum, p >= q + 2) before the final rounding, so it is correctly
rounded as well. Every .f32 value of an .f16 computation is normal or zero (products reach
2^-48 at the least), so a device that flushes f32 subnormals computes the same (its half
conversions keep .f16 subnormals: tests/ptx/test_device_flush.py). NaN results are the
canonical NaN 0x7FFF.
"""

from __future__ import annotations

from collections.abc import Callable

from llvmlite import ir

from ..ast import Instruction
from ..targets.base import I16
from .convert import (
    BF16,
    F16,
    F32,
    F64,
    FloatFormat,
    convert_bits,
    finish,
    flush_subnormal,
    from_bits,
    half_to_f32,
    is_nan,
    join,
    sign_bit,
    split,
    to_bits,
)
from .registry import instruction, same

TESTS = "tests/ptx/test_half.py"

_FORMATS = {"f16": (F16, 1), "f16x2": (F16, 2), "bf16": (BF16, 1), "bf16x2": (BF16, 2)}
_DOUBLE = ir.DoubleType()
_SIGN = 0x8000
Op = Callable[..., ir.Value]


def _format(ctx, ins: Instruction) -> tuple[FloatFormat, int]:
    if len(ins.types) != 1 or ins.types[0].name not in _FORMATS:
        raise ctx.unsupported(f"'{ins.full_opcode}' is not supported")
    return _FORMATS[ins.types[0].name]


def _check(ctx, ins: Instruction, fmt: FloatFormat, allowed: tuple[str, ...]) -> None:
    """Reject modifiers that this form of the instruction does not take; .ftz and .sat exist
    for .f16 only."""
    known = ("rn", "rz", "rm", "rp", "ftz", "sat", "relu", "NaN", "xorsign", "abs", "approx")
    if fmt is BF16 and ins.opcode != "ex2":
        allowed = tuple(f for f in allowed if f not in ("ftz", "sat"))
    for flag in known:
        if ins.has(flag) and flag not in allowed:
            raise ctx.invalid(f"'{ins.full_opcode}' does not take .{flag}")


def _elementwise(ctx, ins: Instruction, nsrc: int, fn: Op) -> None:
    """d = fn(fmt, a, b, ...) on each 16-bit lane (the bits of one .f16/.bf16 value)."""
    fmt, lanes = _format(ctx, ins)
    t = ins.types[0]
    srcs = []
    for i in range(1, nsrc + 1):
        v = ctx.src(ins, i)
        srcs.append(split(ctx, v, 16) if lanes == 2 else (to_bits(ctx, v),))
    out = [fn(fmt, *(src[k] for src in srcs)) for k in range(lanes)]
    ctx.dst(ins, 0, join(ctx, *out) if lanes == 2 else from_bits(ctx, out[0], t))


def _wide_type(fmt: FloatFormat) -> tuple[FloatFormat, ir.Type]:
    """The format that a lane computes in: .f32 for .f16 (whose values, products and sums are
    normal .f32 ones), .f64 for .bf16 (whose range is .f32's)."""
    return (F32, ir.FloatType()) if fmt is F16 else (F64, _DOUBLE)


def _wide(ctx, ins: Instruction, bits: ir.Value, fmt: FloatFormat) -> ir.Value:
    """The exact value of a lane in its computing format (subnormals flushed under .ftz)."""
    if fmt is F16:
        return half_to_f32(ctx, bits, fmt, ins.has("ftz"))
    wide, t = _wide_type(fmt)
    return ctx.b.bitcast(convert_bits(ctx, bits, fmt, wide, ftz=ins.has("ftz")), t)


def _narrow(ctx, ins: Instruction, x: ir.Value, fmt: FloatFormat) -> ir.Value:
    """Round a result to the lane format, then apply .ftz, .relu and .sat."""
    wide, _ = _wide_type(fmt)
    bits = convert_bits(ctx, ctx.b.bitcast(x, wide.int_type), wide, fmt, "rn")
    return finish(ctx, ins, bits, fmt, ins.has("ftz"))


# -- add, sub, mul, fma --------------------------------------------------------------------------

_ARITH_FORMS = ".f16/.f16x2 with .rn, .ftz, .sat; .bf16/.bf16x2 with .rn"


@instruction("add", "sub", "mul", family="half precision", types=("half",), signature=same,
             forms=_ARITH_FORMS, tests=TESTS)
def arith(ctx, ins: Instruction) -> None:
    fmt, _ = _format(ctx, ins)
    _check(ctx, ins, fmt, ("rn", "ftz", "sat"))
    b = ctx.b
    op = {"add": b.fadd, "sub": b.fsub, "mul": b.fmul}[ins.opcode]

    def lane(fmt, x, y):
        return _narrow(ctx, ins, op(_wide(ctx, ins, x, fmt), _wide(ctx, ins, y, fmt)), fmt)

    _elementwise(ctx, ins, 2, lane)


def _round_to_odd_sum(ctx, p: ir.Value, c: ir.Value) -> ir.Value:
    """p + c rounded to odd (in their float type): the nearest sum, moved one unit toward the
    exact sum (which TwoSum gives) when it is inexact and its last bit is even."""
    b = ctx.b
    t = p.type
    it = ir.IntType(64 if t == _DOUBLE else 32)
    total = b.fadd(p, c)
    pv = b.fsub(total, c)
    cv = b.fsub(total, pv)
    err = b.fadd(b.fsub(p, pv), b.fsub(c, cv))
    bits = b.bitcast(total, it)
    inexact = b.fcmp_ordered("!=", err, ir.Constant(t, 0.0))
    even = b.icmp_unsigned("==", b.and_(bits, ir.Constant(it, 1)), ir.Constant(it, 0))
    same_sign = b.icmp_unsigned("==", b.icmp_signed("<", b.bitcast(err, it), ir.Constant(it, 0)),
                                b.icmp_signed("<", bits, ir.Constant(it, 0)))
    step = b.select(same_sign, ir.Constant(it, 1), ir.Constant(it, -1))
    moved = b.add(bits, step)
    return b.bitcast(b.select(b.and_(inexact, even), moved, bits), t)


@instruction("fma", family="half precision", types=("half",), signature=same,
             forms=".rn.f16/.f16x2 with .ftz, .sat or .relu; .rn.bf16/.bf16x2 with .relu",
             notes="fma.rn.oob and the mixed-precision fma.rn.f32.f16/.bf16 are not supported",
             tests=TESTS)
def fma(ctx, ins: Instruction) -> None:
    fmt, _ = _format(ctx, ins)
    _check(ctx, ins, fmt, ("rn", "ftz", "sat", "relu"))
    if not ins.has("rn"):
        raise ctx.invalid(f"'{ins.full_opcode}' needs .rn")
    if ins.has("sat") and ins.has("relu"):
        raise ctx.invalid(f"'{ins.full_opcode}': .sat and .relu exclude each other")
    b = ctx.b

    def lane(fmt, x, y, z):
        product = b.fmul(_wide(ctx, ins, x, fmt), _wide(ctx, ins, y, fmt))  # exact
        return _narrow(ctx, ins, _round_to_odd_sum(ctx, product, _wide(ctx, ins, z, fmt)), fmt)

    _elementwise(ctx, ins, 3, lane)


# -- neg, abs, min, max ------------------------------------------------------------------------


@instruction("neg", "abs", family="half precision", types=("half",), signature=same,
             forms=".f16/.f16x2 (.ftz), .bf16/.bf16x2",
             notes="the sign bit of a NaN is flipped or cleared like any other", tests=TESTS)
def neg_abs(ctx, ins: Instruction) -> None:
    fmt, _ = _format(ctx, ins)
    _check(ctx, ins, fmt, ("ftz",))
    b = ctx.b

    def lane(fmt, x):
        if ins.has("ftz"):
            x = flush_subnormal(ctx, x, fmt)
        if ins.opcode == "neg":
            return b.xor(x, ir.Constant(I16, _SIGN))
        return b.and_(x, ir.Constant(I16, _SIGN - 1))

    _elementwise(ctx, ins, 1, lane)


def _less(ctx, fmt: FloatFormat, x: ir.Value, y: ir.Value) -> ir.Value:
    """x < y for non-NaN lanes, with -0.0 below +0.0."""
    b = ctx.b
    fx, fy = (convert_bits(ctx, v, fmt, F32) for v in (x, y))
    fx, fy = (b.bitcast(v, ir.FloatType()) for v in (fx, fy))
    zeros = b.and_(b.fcmp_ordered("==", fx, fy), b.icmp_unsigned("!=", x, y))  # -0.0 and +0.0
    return b.or_(b.fcmp_ordered("<", fx, fy), b.and_(zeros, sign_bit(ctx, x, fmt)))


@instruction("min", "max", family="half precision", types=("half",), signature=same,
             forms=".f16/.f16x2 with .ftz, .NaN, .xorsign.abs; .bf16/.bf16x2 with .NaN,"
                   " .xorsign.abs", tests=TESTS)
def min_max(ctx, ins: Instruction) -> None:
    fmt, _ = _format(ctx, ins)
    _check(ctx, ins, fmt, ("ftz", "NaN", "xorsign", "abs"))
    xorsign = ins.has("xorsign")
    if xorsign != ins.has("abs"):
        raise ctx.invalid(f"'{ins.full_opcode}': .xorsign and .abs go together")
    b = ctx.b
    magnitude = ir.Constant(I16, _SIGN - 1)

    def lane(fmt, x, y):
        if ins.has("ftz"):
            x, y = flush_subnormal(ctx, x, fmt), flush_subnormal(ctx, y, fmt)
        sign = b.and_(b.xor(x, y), ir.Constant(I16, _SIGN))
        if xorsign:
            x, y = b.and_(x, magnitude), b.and_(y, magnitude)
        x_nan, y_nan = is_nan(ctx, x, fmt), is_nan(ctx, y, fmt)
        x_wins = _less(ctx, fmt, x, y) if ins.opcode == "min" else _less(ctx, fmt, y, x)
        r = b.select(x_wins, x, y)
        r = b.select(x_nan, y, b.select(y_nan, x, r))
        if xorsign:
            r = b.or_(b.and_(r, magnitude), sign)
        any_nan = (b.or_ if ins.has("NaN") else b.and_)(x_nan, y_nan)
        return b.select(any_nan, ir.Constant(I16, fmt.nan_bits), r)

    _elementwise(ctx, ins, 2, lane)


# -- ex2, tanh -----------------------------------------------------------------------------------


@instruction("ex2", "tanh", family="half precision", types=("half",), signature=same,
             forms="ex2.approx.f16/.f16x2, ex2.approx.ftz.bf16/.bf16x2,"
                   " tanh.approx.f16/.f16x2/.bf16/.bf16x2",
             notes="computed by the device's .f32 exp2/tanh and rounded to nearest: within"
                   " PTX's error bounds", tests=TESTS)
def ex2_tanh(ctx, ins: Instruction) -> None:
    fmt, _ = _format(ctx, ins)
    if not ins.has("approx"):
        raise ctx.invalid(f"'{ins.full_opcode}' needs .approx")
    ftz = ins.opcode == "ex2" and fmt is BF16
    if ins.has("ftz") != ftz:
        raise ctx.invalid(f"'{ins.full_opcode}': .ftz is required for ex2.bf16 and only there")
    _check(ctx, ins, fmt, ("approx", "ftz"))
    b = ctx.b
    name = "exp2" if ins.opcode == "ex2" else "tanh"

    def lane(fmt, x):
        wide = b.bitcast(convert_bits(ctx, x, fmt, F32, ftz=ftz), ir.FloatType())
        r = to_bits(ctx, ctx.target.math(ctx, name, [wide]))
        r = convert_bits(ctx, r, F32, fmt, "rn")
        return flush_subnormal(ctx, r, fmt) if ftz else r

    _elementwise(ctx, ins, 1, lane)

