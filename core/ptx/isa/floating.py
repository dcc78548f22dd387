"""Floating-point instructions on .f32 and .f64 (PTX ISA, "Floating-Point Instructions").

The IEEE operations (add, sub, mul, fma/mad, div, rcp, sqrt) are correctly rounded in each of
the four rounding modes. The device rounds to nearest only, so a directed result starts from the
round-to-nearest result ``y`` and moves it one unit in the last place when the exact result lies
on the wrong side of ``y``. That side is the sign of the exact error ``E = exact - y``, which
error-free transformations give without loss:

- add/sub: Fast2Sum; mul: ``fma(a, b, -y)``; div: ``fma(-y, b, a)`` times the sign of ``b``;
  sqrt: ``fma(-y, y, x)``; fma: TwoProduct, then the exact sum ``ab + c - y`` as a
  nonoverlapping expansion, whose sign is the sign of its largest nonzero component.
- Where an error term would underflow (tiny products, quotients, roots) the operands are scaled
  by powers of two first; where a term is far below the others it only matters through its sign,
  which the scaling keeps.
- .f32 operations are computed in f64 (exactly for mul, and for the product of fma) and rounded
  to f32 with the f64 error as sticky information. f32 division and square root rounded to nearest
  are computed in f64 too, where double rounding is innocuous: Intel's CPU runtime happens to
  round f32 fdiv and llvm.sqrt.f32 correctly, but OpenCL allows 2.5 and 3 ulp.
- ``.rm`` on add/sub/fma is computed as ``-rp(-x)``, which gives IEEE's sign of exact zero sums.

NaN results of .f32 instructions are the canonical NaN 0x7fffffff, as on NVIDIA GPUs, wherever
their bits can be seen (:mod:`zluda.ptx.passes.nan_escapes` decides where that is); .f64 NaN
results are some quiet NaN. The ``.approx`` functions are computed in f64 with the device's
accurate math functions and rounded to f32, well inside PTX's error bounds, unless the target
computes them in f32 (``Target.f32_approx``: only functions measured within those bounds on the
device, see :mod:`zluda.ptx.accuracy`).
"""

from __future__ import annotations

from llvmlite import ir

from ..types import PRED
from .registry import d, instruction, s, same

TESTS = "tests/ptx/test_float.py"
FAMILY = "floating point"

F32, F64 = ir.FloatType(), ir.DoubleType()
I32, I64 = ir.IntType(32), ir.IntType(64)
ROUNDINGS = ("rn", "rz", "rm", "rp")
_SIGN = {32: 1 << 31, 64: 1 << 63}
_EXPONENT = {32: 0x7F800000, 64: 0x7FF0000000000000}
_CANONICAL_NAN_F32 = 0x7FFFFFFF


def _width(v: ir.Value) -> int:
    return 64 if v.type == F64 else 32


def _int(v: ir.Value) -> ir.IntType:
    return I64 if v.type == F64 else I32


def _f(t: ir.Type, x: float) -> ir.Constant:
    return ir.Constant(t, x)


class _Float:
    """Small IR building blocks for floating-point values."""

    def __init__(self, ctx) -> None:
        self.ctx = ctx
        self.b: ir.IRBuilder = ctx.b

    # -- bits --------------------------------------------------------------------------------

    def bits(self, v: ir.Value) -> ir.Value:
        return self.b.bitcast(v, _int(v))

    def from_bits(self, i: ir.Value, t: ir.Type) -> ir.Value:
        return self.b.bitcast(i, t)

    def mask(self, v: ir.Value, m: int) -> ir.Value:
        return self.b.and_(self.bits(v), ir.Constant(_int(v), m))

    def abs(self, v: ir.Value) -> ir.Value:
        return self.from_bits(self.mask(v, _SIGN[_width(v)] - 1), v.type)

    def neg(self, v: ir.Value) -> ir.Value:
        return self.from_bits(self.b.xor(self.bits(v), ir.Constant(_int(v), _SIGN[_width(v)])),
                              v.type)

    def negative(self, v: ir.Value) -> ir.Value:
        """The sign bit, as an i1."""
        return self.b.icmp_signed("<", self.bits(v), ir.Constant(_int(v), 0))

    def copysign(self, magnitude: ir.Value, sign: ir.Value) -> ir.Value:
        w = _width(magnitude)
        m = self.mask(magnitude, _SIGN[w] - 1)
        return self.from_bits(self.b.or_(m, self.mask(sign, _SIGN[w])), magnitude.type)

    def is_nan(self, v: ir.Value) -> ir.Value:
        return self.b.fcmp_unordered("uno", v, v)

    def is_inf(self, v: ir.Value) -> ir.Value:
        return self.b.fcmp_ordered("==", self.abs(v), _f(v.type, float("inf")))

    def is_finite(self, v: ir.Value) -> ir.Value:
        return self.b.fcmp_ordered("<", self.abs(v), _f(v.type, float("inf")))

    def is_subnormal_or_zero(self, v: ir.Value) -> ir.Value:
        w = _width(v)
        return self.b.icmp_unsigned("==", self.mask(v, _EXPONENT[w]), ir.Constant(_int(v), 0))

    # -- comparisons and selections ----------------------------------------------------------

    def lt(self, x: ir.Value, y: ir.Value | float) -> ir.Value:
        return self.b.fcmp_ordered("<", x, self._value(y, x.type))

    def ge(self, x: ir.Value, y: ir.Value | float) -> ir.Value:
        return self.b.fcmp_ordered(">=", x, self._value(y, x.type))

    def abs_lt(self, x: ir.Value, bound: float) -> ir.Value:
        return self.lt(self.abs(x), bound)

    def select(self, c: ir.Value, x: ir.Value | float, y: ir.Value | float) -> ir.Value:
        t = x.type if isinstance(x, ir.Value) else y.type
        return self.b.select(c, self._value(x, t), self._value(y, t))

    @staticmethod
    def _value(v: ir.Value | float, t: ir.Type) -> ir.Value:
        return v if isinstance(v, ir.Value) else _f(t, v)

    # -- arithmetic --------------------------------------------------------------------------

    def fma(self, x: ir.Value, y: ir.Value, z: ir.Value) -> ir.Value:
        name = "llvm.fma.f64" if x.type == F64 else "llvm.fma.f32"
        return self.ctx.intrinsic(name, x.type, x, y, z)

    def sqrt(self, x: ir.Value) -> ir.Value:
        name = "llvm.sqrt.f64" if x.type == F64 else "llvm.sqrt.f32"
        return self.ctx.intrinsic(name, x.type, x)

    def scale(self, x: ir.Value, when: ir.Value, *factors: float) -> ir.Value:
        """``x`` times the powers of two ``factors`` (one at a time, each exact) if ``when``."""
        scaled = x
        for f in factors:
            scaled = self.b.fmul(scaled, _f(x.type, f))
        return self.b.select(when, scaled, x)

    def wide(self, v: ir.Value) -> ir.Value:
        return self.b.fpext(v, F64) if v.type == F32 else v

    def narrow(self, v: ir.Value) -> ir.Value:
        return self.b.fptrunc(v, F32)

    # -- PTX modifiers -----------------------------------------------------------------------

    def flush(self, v: ir.Value) -> ir.Value:
        """.ftz: a subnormal becomes a zero of the same sign."""
        w = _width(v)
        zero = self.mask(v, _SIGN[w])
        return self.from_bits(self.b.select(self.is_subnormal_or_zero(v), zero, self.bits(v)),
                              v.type)

    def saturate(self, v: ir.Value) -> ir.Value:
        """.sat: clamp to [+0.0, 1.0]; NaN and -0.0 give +0.0."""
        b = self.b
        one = b.select(self.lt(v, 1.0), v, _f(v.type, 1.0))
        return b.select(b.fcmp_ordered(">", v, _f(v.type, 0.0)), one, _f(v.type, 0.0))

    def canonical(self, v: ir.Value) -> ir.Value:
        return canonical_nan(self.b, v)


def canonical_nan(b: ir.IRBuilder, v: ir.Value) -> ir.Value:
    """NVIDIA's canonical f32 NaN for every NaN (f64 NaNs are left alone)."""
    if v.type != F32:
        return v
    # In integers: LLVM may fold a float select between two NaNs into either one.
    bits = b.bitcast(v, I32)
    magnitude = b.and_(bits, ir.Constant(I32, _SIGN[32] - 1))
    nan = b.icmp_unsigned(">", magnitude, ir.Constant(I32, _EXPONENT[32]))
    return b.bitcast(b.select(nan, ir.Constant(I32, _CANONICAL_NAN_F32), bits), F32)


# -- the sign of the rounding error ------------------------------------------------------------
# Each function returns (y, E): y is the f64 result rounded to nearest, and E an f64 value whose
# sign is the sign of (exact result - y): zero when y is exact, NaN when y is NaN or infinite
# from infinite operands.


def _add_error(f: _Float, a: ir.Value, c: ir.Value) -> tuple[ir.Value, ir.Value]:
    """Fast2Sum on the operands ordered by magnitude. Exact with subnormals; on overflow
    ``E`` is an infinity of the other sign."""
    b = f.b
    swap = b.fcmp_ordered("<", f.abs(a), f.abs(c))
    x, y = b.select(swap, c, a), b.select(swap, a, c)
    total = b.fadd(x, y)
    return total, b.fsub(y, b.fsub(total, x))


def _two_sum(f: _Float, x: ir.Value, y: ir.Value) -> tuple[ir.Value, ir.Value]:
    """Knuth's TwoSum: x + y = total + error exactly, for any order of magnitudes."""
    b = f.b
    total = b.fadd(x, y)
    yy = b.fsub(total, x)
    xx = b.fsub(total, yy)
    return total, b.fadd(b.fsub(x, xx), b.fsub(y, yy))


def _mul_error(f: _Float, a: ir.Value, c: ir.Value) -> tuple[ir.Value, ir.Value]:
    """``fma(a, c, -p)``; tiny products are scaled by 2^1100 (on the smaller operand) so that
    the error does not underflow."""
    b = f.b
    p = b.fmul(a, c)
    tiny = f.abs_lt(p, 2.0**-900)
    a_smaller = b.fcmp_ordered("<=", f.abs(a), f.abs(c))
    a1 = f.scale(a, b.and_(tiny, a_smaller), 2.0**550, 2.0**550)
    c1 = f.scale(c, b.and_(tiny, b.not_(a_smaller)), 2.0**550, 2.0**550)
    p1 = f.scale(p, tiny, 2.0**550, 2.0**550)
    return p, f.fma(a1, c1, b.fneg(p1))


def _div_error(f: _Float, a: ir.Value, c: ir.Value) -> tuple[ir.Value, ir.Value]:
    """The residual ``a - q*c`` (exact with an fma), with the sign of ``c`` folded in; a and c
    are scaled by 2^200 when the quotient or the dividend is tiny."""
    b = f.b
    q = b.fdiv(a, c)
    small = b.or_(f.abs_lt(a, 2.0**-960), f.abs_lt(q, 2.0**-1000))
    scale = b.and_(small, f.abs_lt(c, 2.0**800))
    r = f.fma(b.fneg(q), f.scale(c, scale, 2.0**200), f.scale(a, scale, 2.0**200))
    return q, b.select(f.negative(c), b.fneg(r), r)


def _sqrt_error(f: _Float, x: ir.Value) -> tuple[ir.Value, ir.Value]:
    b = f.b
    y = f.sqrt(x)
    tiny = f.lt(x, 2.0**-960)
    y1 = f.scale(y, tiny, 2.0**100)
    return y, f.fma(b.fneg(y1), y1, f.scale(x, tiny, 2.0**200))


def _fma_error(f: _Float, a: ir.Value, c: ir.Value, e: ir.Value) -> tuple[ir.Value, ir.Value]:
    """The sign of ``a*c + e - y`` for y = fma(a, c, e), exactly, in every range."""
    b = f.b
    y = f.fma(a, c, e)
    p = b.fmul(a, c)
    m = f.select(f.lt(f.abs(p), f.abs(e)), f.abs(e), f.abs(p))
    m = f.select(f.lt(m, f.abs(y)), f.abs(y), m)
    big = f.ge(m, 2.0**1000)  # scale down by 2^-128: the larger factor, e and y
    tiny = f.lt(m, 2.0**-200)  # scale up by 2^1200: the smaller factor (twice), e and y
    a_larger = f.ge(f.abs(a), f.abs(c))
    a1 = f.scale(a, b.and_(big, a_larger), 2.0**-128)
    c1 = f.scale(c, b.and_(big, b.not_(a_larger)), 2.0**-128)
    for _ in range(2):
        a_smaller = b.fcmp_ordered("<=", f.abs(a1), f.abs(c1))
        a1, c1 = (f.scale(a1, b.and_(tiny, a_smaller), 2.0**600),
                  f.scale(c1, b.and_(tiny, b.not_(a_smaller)), 2.0**600))

    def scaled(v: ir.Value) -> ir.Value:
        return f.scale(f.scale(v, big, 2.0**-128), tiny, 2.0**600, 2.0**600)

    # A term that underflows when scaled down is far below the others: keep its sign.
    def keep_sign(v: ir.Value, original: ir.Value, nonzero: ir.Value) -> ir.Value:
        lost = b.and_(b.fcmp_ordered("==", v, _f(F64, 0.0)), nonzero)
        return b.select(lost, f.copysign(_f(F64, 2.0**-1074), original), v)

    zero = _f(F64, 0.0)
    e1 = keep_sign(scaled(e), e, b.fcmp_unordered("!=", e, zero))
    y1 = scaled(y)
    u1 = b.fmul(a1, c1)
    u2 = f.fma(a1, c1, b.fneg(u1))
    factors_nonzero = b.and_(b.fcmp_unordered("!=", a, zero), b.fcmp_unordered("!=", c, zero))
    lost = b.and_(b.fcmp_ordered("==", u1, zero), factors_nonzero)
    u1 = keep_sign(u1, p, factors_nonzero)
    u2 = b.select(lost, zero, u2)
    # Grow the expansion (u2, u1) by e1, then by -y1 (Shewchuk's Grow-Expansion).
    expansion = [u2, u1]
    for term in (e1, b.fneg(y1)):
        grown = []
        q = term
        for component in expansion:
            q, h = _two_sum(f, q, component)
            grown.append(h)
        expansion = [*grown, q]
    sign = expansion[0]
    for component in expansion[1:]:
        sign = b.select(b.fcmp_unordered("!=", component, zero), component, sign)
    finite = b.and_(b.and_(f.is_finite(a), f.is_finite(c)), f.is_finite(e))
    overflow = b.and_(finite, f.is_inf(y))
    err = b.select(overflow, b.fneg(y), b.select(finite, sign, zero))
    return y, err


# -- directed rounding -------------------------------------------------------------------------


def _nudge(f: _Float, y: ir.Value, err: ir.Value, mode: str) -> ir.Value:
    """Round in direction ``mode``, given y (rounded to nearest) and the sign of exact - y."""
    b = f.b
    it = _int(y)
    above = b.fcmp_ordered(">", err, _f(err.type, 0.0))
    below = b.fcmp_ordered("<", err, _f(err.type, 0.0))
    neg = f.negative(y)
    one, minus = ir.Constant(it, 1), ir.Constant(it, -1)
    if mode == "rp":  # up: away from zero when positive
        move, step = above, b.select(neg, minus, one)
    elif mode == "rm":
        move, step = below, b.select(neg, one, minus)
    else:  # rz: toward zero when the exact result is nearer to zero than y
        move, step = b.select(neg, above, below), minus
    bits = b.add(f.bits(y), b.select(move, step, ir.Constant(it, 0)))
    return f.from_bits(bits, y.type)


_ERROR = {"add": _add_error, "mul": _mul_error, "div": _div_error, "sqrt": _sqrt_error,
          "fma": _fma_error}
_NEGATABLE = {"add": (0, 1), "fma": (0, 2)}  # operands to negate for rm = -rp(-x)


def _round_to_nearest(f: _Float, op: str, args: list[ir.Value]) -> ir.Value:
    b = f.b
    if op in ("div", "sqrt") and args[0].type == F32:
        # f32 division and square root through f64: double rounding is innocuous here.
        wide = [f.wide(x) for x in args]
        return f.narrow(b.fdiv(*wide) if op == "div" else f.sqrt(wide[0]))
    if op == "add":
        return b.fadd(*args)
    if op == "mul":
        return b.fmul(*args)
    if op == "div":
        return b.fdiv(*args)
    if op == "sqrt":
        return f.sqrt(args[0])
    return f.fma(*args)


def _directed(f: _Float, op: str, args: list[ir.Value], mode: str) -> ir.Value:
    b = f.b
    if mode == "rm" and op in _NEGATABLE:
        negated = [f.neg(x) if i in _NEGATABLE[op] else x for i, x in enumerate(args)]
        return f.neg(_directed(f, op, negated, "rp"))
    if args[0].type == F64:
        y, err = _ERROR[op](f, *args)
        return _nudge(f, y, err, mode)
    wide = [f.wide(x) for x in args]
    if op == "mul":  # exact in f64
        total, err = b.fmul(*wide), _f(F64, 0.0)
    elif op == "fma":  # the product is exact in f64
        total, err = _add_error(f, b.fmul(wide[0], wide[1]), wide[2])
    else:
        total, err = _ERROR[op](f, *wide)
    y = f.narrow(total)
    back = f.wide(y)
    err = b.select(b.fcmp_unordered("!=", back, total), b.fsub(total, back), err)
    return _nudge(f, y, err, mode)


def ieee(ctx, op: str, args: list[ir.Value], mode: str) -> ir.Value:
    """``op`` (add, mul, div, sqrt, fma) correctly rounded in ``mode`` (rn, rz, rm, rp)."""
    f = _Float(ctx)
    if mode == "rn":
        return _round_to_nearest(f, op, args)
    return _directed(f, op, args, mode)


# -- modifiers -----------------------------------------------------------------------------------


def _rounding(ctx, ins, default: str | None = "rn") -> str:
    found = [m for m in ROUNDINGS if ins.has(m)]
    if len(found) > 1:
        raise ctx.invalid(f"'{ins.full_opcode}' has more than one rounding modifier")
    if found:
        return found[0]
    if default is None:
        raise ctx.invalid(f"'{ins.full_opcode}' needs a rounding modifier (.rn/.rz/.rm/.rp)")
    return default


def _check(ctx, ins, allowed: set[str]) -> None:
    """Reject modifiers that the instruction does not take for its type."""
    extra = set(ins.flags) - allowed
    if extra:
        names = ", ".join("." + m for m in sorted(extra))
        raise ctx.invalid(f"'{ins.full_opcode}' does not take {names}")


def _is_f32(ins) -> bool:
    return ins.types[-1].bits == 32


def _inputs(ctx, ins, f: _Float, first: int = 1) -> list[ir.Value]:
    args = [ctx.src(ins, i) for i in range(first, len(ins.operands))]
    if ins.has("ftz"):
        args = [f.flush(x) if ctx.flushes_operand(ins, i) else x
                for i, x in enumerate(args, first)]
    return args


def _finish(ctx, ins, f: _Float, r: ir.Value) -> None:
    """Apply .ftz and .sat to the result, canonicalize f32 NaNs (unless the register defers it
    to the reads that see its bits: passes/nan_escapes.py), store it."""
    if ins.has("ftz") and not ctx.flushes_on_device(ins):
        r = f.flush(r)
    if ins.has("sat"):
        r = f.saturate(r)
    ctx.dst(ins, 0, r if ctx.nan_plan.defers(ins) else f.canonical(r))


def _operands(ctx, ins, n: int) -> None:
    if len(ins.operands) != n:
        raise ctx.invalid(f"'{ins.full_opcode}' takes {n} operands")


# -- add, sub, mul, fma, mad -------------------------------------------------------------------

_F32_ARITH = {"ftz", "sat", *ROUNDINGS}
_IEEE_NOTES = ("correctly rounded in every mode (directed modes through error-free "
               "transformations); .ftz flushes subnormal operands and rounded results; .sat gives "
               "+0.0 for NaN and -0.0; f32 NaN results are the canonical NaN 0x7fffffff")


@instruction("add", "sub", "mul", family=FAMILY, types=("float",), signature=same,
             forms=".f32 with .rn/.rz/.rm/.rp (default .rn), .ftz, .sat; .f64 with .rn/.rz/.rm/.rp",
             notes=_IEEE_NOTES, tests=TESTS)
def arith(ctx, ins):
    _check(ctx, ins, _F32_ARITH if _is_f32(ins) else set(ROUNDINGS))
    _operands(ctx, ins, 3)
    f = _Float(ctx)
    a, c = _inputs(ctx, ins, f)
    mode = _rounding(ctx, ins)
    if ins.opcode == "sub":
        c = f.neg(c)  # IEEE: a - c is a + (-c), zero signs included
    r = ieee(ctx, "mul" if ins.opcode == "mul" else "add", [a, c], mode)
    _finish(ctx, ins, f, r)


@instruction("fma", "mad", family=FAMILY, types=("float",), signature=same,
             forms=".f32 with .rn/.rz/.rm/.rp, .ftz, .sat; .f64 with .rn/.rz/.rm/.rp; "
                   "mad.f32 without rounding as mad.rn.f32",
             notes=_IEEE_NOTES + "; mad.f32 without a rounding modifier (PTX ISA 3.0 and "
                   "earlier) is fused, as on sm_20 and later: sm_1x's truncating mad.f32 is not "
                   "modelled",
             tests=TESTS)
def fma(ctx, ins):
    _check(ctx, ins, _F32_ARITH if _is_f32(ins) else set(ROUNDINGS))
    _operands(ctx, ins, 4)
    legacy = ins.opcode == "mad" and _is_f32(ins)
    mode = _rounding(ctx, ins, "rn" if legacy else None)
    f = _Float(ctx)
    _finish(ctx, ins, f, ieee(ctx, "fma", _inputs(ctx, ins, f), mode))


# -- div, rcp, sqrt ------------------------------------------------------------------------------


def _approx_div(f: _Float, a: ir.Value, c: ir.Value) -> ir.Value:
    """div.approx.f32: a * (1/c); for 2^126 < |c| < 2^128 the reciprocal flushes to zero."""
    b = f.b
    q = f.narrow(b.fdiv(f.wide(a), f.wide(c)))
    huge = b.and_(b.fcmp_ordered(">", f.abs(c), _f(F32, 2.0**126)), f.is_finite(c))
    return b.select(huge, b.fmul(a, f.copysign(_f(F32, 0.0), c)), q)


@instruction("div", family=FAMILY, types=("float",), signature=same,
             forms=".f32: .approx, .full, .rn/.rz/.rm/.rp, each with .ftz; "
                   ".f64: .rn/.rz/.rm/.rp",
             notes="div.approx.f32 and div.full.f32 are correctly rounded (PTX allows 2 ulp); "
                   "div.approx.f32 gives 0 (NaN for an infinite dividend) for 2^126 < |b| < 2^128 "
                   "as PTX specifies. Without a modifier (PTX ISA 1.3 and earlier) div.f32 is "
                   "div.approx.f32 and div.f64 is div.rn.f64",
             tests=TESTS)
def div(ctx, ins):
    f32 = _is_f32(ins)
    _check(ctx, ins, {"ftz", "approx", "full", *ROUNDINGS} if f32 else set(ROUNDINGS))
    _operands(ctx, ins, 3)
    f = _Float(ctx)
    a, c = _inputs(ctx, ins, f)
    if f32 and (ins.has("approx") or not any(ins.has(m) for m in ("full", *ROUNDINGS))):
        r = _approx_div(f, a, c)
    else:
        r = ieee(ctx, "div", [a, c], "rn" if ins.has("full") else _rounding(ctx, ins))
    _finish(ctx, ins, f, r)


@instruction("rcp", family=FAMILY, types=("float",), signature=same,
             forms=".f32: .approx, .rn/.rz/.rm/.rp, each with .ftz; .f64: .rn/.rz/.rm/.rp, "
                   ".approx.ftz",
             notes="rcp.approx.f32 and rcp.approx.ftz.f64 are correctly rounded; without a "
                   "modifier (PTX ISA 1.3 and earlier) rcp.f32 is rcp.approx.f32 and rcp.f64 "
                   "is rcp.rn.f64",
             tests=TESTS)
def rcp(ctx, ins):
    f32 = _is_f32(ins)
    _check(ctx, ins, {"ftz", "approx", *ROUNDINGS})
    _operands(ctx, ins, 2)
    if not f32 and ins.has("approx") != ins.has("ftz"):
        raise ctx.invalid("rcp.f64 takes .ftz only with .approx, and .approx only with .ftz")
    f = _Float(ctx)
    (x,) = _inputs(ctx, ins, f)
    one = _f(x.type, 1.0)
    mode = "rn" if ins.has("approx") or (f32 and not any(ins.has(m) for m in ROUNDINGS)) else (
        _rounding(ctx, ins))
    _finish(ctx, ins, f, ieee(ctx, "div", [one, x], mode))


@instruction("sqrt", family=FAMILY, types=("float",), signature=same,
             forms=".f32: .approx, .rn/.rz/.rm/.rp, each with .ftz; .f64: .rn/.rz/.rm/.rp",
             notes="sqrt.approx.f32 is correctly rounded; without a modifier (PTX ISA 1.3 and "
                   "earlier) sqrt.f32 is sqrt.approx.f32 and sqrt.f64 is sqrt.rn.f64",
             tests=TESTS)
def sqrt(ctx, ins):
    f32 = _is_f32(ins)
    _check(ctx, ins, {"ftz", "approx", *ROUNDINGS} if f32 else set(ROUNDINGS))
    _operands(ctx, ins, 2)
    f = _Float(ctx)
    mode = "rn" if ins.has("approx") else _rounding(ctx, ins)
    _finish(ctx, ins, f, ieee(ctx, "sqrt", _inputs(ctx, ins, f), mode))


# -- approximate functions -----------------------------------------------------------------------


def _rsqrt(ctx, f: _Float, x: ir.Value) -> ir.Value:
    w = f.wide(x)
    r = f.b.fdiv(_f(F64, 1.0), f.sqrt(w))
    return f.narrow(r) if x.type == F32 else r


def _function(name: str):
    def compute(ctx, f: _Float, x: ir.Value) -> ir.Value:
        return f.narrow(ctx.target.math(ctx, name, [f.wide(x)]))

    return compute


_APPROX = {"rsqrt": _rsqrt, "sin": _function("sin"), "cos": _function("cos"),
           "lg2": _function("log2"), "ex2": _function("exp2"), "tanh": _function("tanh")}
_F32_NAMES = {"rsqrt": "rsqrt", "sin": "sin", "cos": "cos", "lg2": "log2", "ex2": "exp2",
              "tanh": "tanh"}


def _approx_value(ctx, f: _Float, opcode: str, x: ir.Value) -> ir.Value:
    """In f32 where the device's f32 function was measured within PTX's bounds (the target's
    ``f32_approx``), else in f64, rounded."""
    if x.type == F32 and opcode in ctx.target.f32_approx:
        return ctx.target.math(ctx, _F32_NAMES[opcode], [x])
    return _APPROX[opcode](ctx, f, x)


@instruction("rsqrt", "sin", "cos", "lg2", "ex2", "tanh", family=FAMILY, types=("float",),
             signature=same,
             forms=".approx.f32 with .ftz (tanh: no .ftz); rsqrt.approx.f64 with .ftz",
             notes="computed in f64 with the device's accurate functions and rounded to f32, "
                   "within PTX's bounds, or in f32 where the device's f32 function was measured"
                   " within them (zluda.runtime.calibration); .approx may be left out (PTX ISA"
                   " 1.3 and earlier)",
             tests=TESTS)
def approx(ctx, ins):
    f32 = _is_f32(ins)
    if not f32 and ins.opcode != "rsqrt":
        raise ctx.invalid(f"'{ins.opcode}' has no .f64 form")
    _check(ctx, ins, {"approx"} if ins.opcode == "tanh" else {"approx", "ftz"})
    _operands(ctx, ins, 2)
    f = _Float(ctx)
    (x,) = _inputs(ctx, ins, f)
    value = _approx_value(ctx, f, ins.opcode, x)
    if ins.opcode == "tanh" and ctx.owner.device_flush:
        # tanh keeps subnormals (tanh(x) is x there), which the device's mode would flush
        value = f.select(f.is_subnormal_or_zero(x), x, value)
    _finish(ctx, ins, f, value)


# -- min, max ------------------------------------------------------------------------------------


def _pick(f: _Float, opcode: str, x: ir.Value, y: ir.Value) -> ir.Value:
    """min/max of two numbers, with -0.0 < +0.0; NaN operands are handled by the caller."""
    b = f.b
    equal = b.fcmp_ordered("==", x, y)
    if opcode == "min":
        x_wins = b.or_(f.lt(x, y), b.and_(equal, f.negative(x)))
    else:
        x_wins = b.or_(b.fcmp_ordered(">", x, y), b.and_(equal, b.not_(f.negative(x))))
    return b.select(x_wins, x, y)


def _min_max(f: _Float, opcode: str, values: list[ir.Value], nan_wins: bool) -> ir.Value:
    b = f.b
    t = values[0].type
    nan = f.from_bits(ir.Constant(_int(values[0]), (1 << (_width(values[0]) - 1)) - 1), t)
    acc = values[0]
    for v in values[1:]:
        acc_nan, v_nan = f.is_nan(acc), f.is_nan(v)
        r = b.select(acc_nan, v, b.select(v_nan, acc, _pick(f, opcode, acc, v)))
        if nan_wins:
            r = b.select(b.or_(acc_nan, v_nan), nan, r)
        acc = r
    return b.select(f.is_nan(acc), nan, acc)


@instruction("min", "max", family=FAMILY, types=("float",), signature=same,
             forms=".f32 with .ftz, .NaN, .xorsign.abs, and three operands with .ftz/.NaN/.abs; "
                   ".f64",
             notes="a NaN result is the canonical NaN (0x7fffffff for .f32)", tests=TESTS)
def min_max(ctx, ins):
    f32 = _is_f32(ins)
    three = len(ins.operands) == 4
    if not f32:
        _check(ctx, ins, set())
    elif three:
        _check(ctx, ins, {"ftz", "NaN", "abs"})
    else:
        _check(ctx, ins, {"ftz", "NaN", "xorsign", "abs"})
        if ins.has("xorsign") != ins.has("abs"):
            raise ctx.invalid(f"'{ins.full_opcode}': .xorsign and .abs go together")
    if len(ins.operands) not in ((3, 4) if f32 else (3,)):
        raise ctx.invalid(f"'{ins.full_opcode}' takes {'3 or 4' if f32 else 3} operands")
    f = _Float(ctx)
    values = _inputs(ctx, ins, f)
    if ins.has("abs"):
        values = [f.abs(v) for v in values]
    r = _min_max(f, ins.opcode, values, ins.has("NaN"))
    if ins.has("xorsign"):
        a, c = (ctx.src(ins, i) for i in (1, 2))
        sign = f.from_bits(f.b.xor(f.bits(a), f.bits(c)), r.type)
        r = f.b.select(f.is_nan(r), r, f.copysign(r, sign))
    ctx.dst(ins, 0, r)


# -- abs, neg, copysign, testp -------------------------------------------------------------------


@instruction("abs", "neg", family=FAMILY, types=("float",), signature=same,
             forms=".f32 with .ftz; .f64",
             notes="only the sign bit changes, so a NaN keeps its payload (PTX leaves the NaN "
                   "unspecified)", tests=TESTS)
def abs_neg(ctx, ins):
    _check(ctx, ins, {"ftz"} if _is_f32(ins) else set())
    _operands(ctx, ins, 2)
    f = _Float(ctx)
    (x,) = _inputs(ctx, ins, f)
    ctx.dst(ins, 0, f.abs(x) if ins.opcode == "abs" else f.neg(x))


@instruction("copysign", family=FAMILY, types=("float",), signature=same, forms=".f32/.f64",
             tests=TESTS)
def copysign(ctx, ins):
    _check(ctx, ins, set())
    _operands(ctx, ins, 3)
    f = _Float(ctx)
    a, c = ctx.src(ins, 1), ctx.src(ins, 2)
    ctx.dst(ins, 0, f.copysign(c, a))  # d = c with the sign of a


def _testp_sig(ins):
    return [d(PRED), s(ins.types[-1])]


_TESTP = ("finite", "infinite", "number", "notanumber", "normal", "subnormal")


@instruction("testp", family=FAMILY, types=("float",), signature=_testp_sig,
             forms=".finite/.infinite/.number/.notanumber/.normal/.subnormal on .f32/.f64",
             tests=TESTS)
def testp(ctx, ins):
    ops = [m for m in _TESTP if ins.has(m)]
    if len(ops) != 1:
        raise ctx.invalid(f"'{ins.full_opcode}' needs one of " + ", ".join("." + m for m in _TESTP))
    _check(ctx, ins, set(ops))
    _operands(ctx, ins, 2)
    f = _Float(ctx)
    b = f.b
    x = ctx.src(ins, 1)
    zero = b.fcmp_ordered("==", x, _f(x.type, 0.0))
    low = f.is_subnormal_or_zero(x)
    result = {
        "finite": lambda: f.is_finite(x),
        "infinite": lambda: f.is_inf(x),
        "number": lambda: b.fcmp_ordered("ord", x, x),
        "notanumber": lambda: f.is_nan(x),
        "normal": lambda: b.and_(f.is_finite(x), b.not_(low)),
        "subnormal": lambda: b.and_(low, b.not_(zero)),
    }[ops[0]]()
    ctx.dst(ins, 0, result)
