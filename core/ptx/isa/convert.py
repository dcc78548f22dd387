"""Conversions: cvt between integer, floating-point, half, bf16, tf32 and fp8 types.

Every conversion that produces a floating-point value is computed by exact integer arithmetic on
the IEEE encodings (:func:`unpack_float`/:func:`unpack_int` then :func:`pack_float`), so that
each rounding mode (.rn .rna .rz .rm .rp), subnormals, overflow, .satfinite, .relu and .sat come
out bit for bit as PTX defines them, whatever the device's own conversions do. Two common
families take a few instructions instead: integers to .f32/.f64 in .rn (LLVM's conversion rounds
to nearest even on every target), the widenings whose every value is exact (.f16/.bf16 to
.f32, .f16 to .f64: :func:`widen_exactly`), and .f32 to .f16 rounded to nearest, which LLVM's
conversion does on every target (:func:`round_f32_to_f16`); :func:`convert_bits` takes those
ways wherever they apply. The
half-precision family (``half.py``) rounds its results with the same functions.

NaN results are the canonical NaN of the destination format (0x7FFF for .f16/.bf16, 0x7FFFFFFF
for .f32, 0x7F for fp8), as NVIDIA's conversions produce them.
"""

from __future__ import annotations

from dataclasses import dataclass

from llvmlite import ir

from ..ast import Instruction
from ..targets.base import I1, I32, I64
from ..types import TYPES, ScalarType
from .registry import OperandSig, d, instruction, s

TESTS = "tests/ptx/test_convert.py"

FLOAT_MODES = ("rn", "rna", "rz", "rm", "rp")
INT_MODES = {"rni": "llvm.roundeven", "rzi": "llvm.trunc", "rmi": "llvm.floor",
             "rpi": "llvm.ceil"}


@dataclass(frozen=True)
class FloatFormat:
    """A binary floating-point encoding: 1 sign bit, ``ebits`` exponent bits, ``mbits``
    mantissa bits. ``ieee`` is False for .e4m3, which has no infinities and one NaN pattern."""

    name: str
    ebits: int
    mbits: int
    ieee: bool = True

    @property
    def width(self) -> int:
        return 1 + self.ebits + self.mbits

    @property
    def bias(self) -> int:
        return (1 << (self.ebits - 1)) - 1

    @property
    def emin(self) -> int:
        return 1 - self.bias

    @property
    def max_bits(self) -> int:
        if self.ieee:
            return (((1 << self.ebits) - 2) << self.mbits) | ((1 << self.mbits) - 1)
        return (1 << (self.ebits + self.mbits)) - 2

    @property
    def inf_bits(self) -> int:
        return ((1 << self.ebits) - 1) << self.mbits

    @property
    def nan_bits(self) -> int:
        return (1 << (self.ebits + self.mbits)) - 1

    @property
    def one_bits(self) -> int:
        return self.bias << self.mbits

    @property
    def int_type(self) -> ir.IntType:
        """The integer that holds an encoding (.tf32's 19 bits travel in an i32)."""
        return ir.IntType(next(n for n in (8, 16, 32, 64) if n >= self.width))


F16 = FloatFormat("f16", 5, 10)
BF16 = FloatFormat("bf16", 8, 7)
F32 = FloatFormat("f32", 8, 23)
F64 = FloatFormat("f64", 11, 52)
TF32 = FloatFormat("tf32", 8, 10)  # stored in the high 19 bits of a .b32
E4M3 = FloatFormat("e4m3", 4, 3, ieee=False)
E5M2 = FloatFormat("e5m2", 5, 2)
FORMATS = {f.name: f for f in (F16, BF16, F32, F64, TF32, E4M3, E5M2)}
PACKED = {"f16x2": F16, "bf16x2": BF16, "e4m3x2": E4M3, "e5m2x2": E5M2}


@dataclass
class Unpacked:
    """A value as ``(-1)**neg * mag * 2**exp`` (``mag``: i64, ``exp``: i32), or NaN or inf."""

    neg: ir.Value
    mag: ir.Value
    exp: ir.Value
    nan: ir.Value
    inf: ir.Value


def _c(t: ir.IntType, v: int) -> ir.Constant:
    return ir.Constant(t, v & ((1 << t.width) - 1))


def _umin(b: ir.IRBuilder, x: ir.Value, limit: int) -> ir.Value:
    c = _c(x.type, limit)
    return b.select(b.icmp_unsigned("<", x, c), x, c)


# -- encodings ---------------------------------------------------------------------------------


def to_bits(ctx, v: ir.Value) -> ir.Value:
    """A float value (half, float, double) as its bits; integers are returned unchanged."""
    if isinstance(v.type, ir.IntType):
        return v
    width = {"half": 16, "float": 32, "double": 64}[str(v.type)]
    return ctx.b.bitcast(v, ir.IntType(width))


def from_bits(ctx, bits: ir.Value, t: ScalarType) -> ir.Value:
    """Bits as a value of PTX type ``t`` (bf16 and packed types stay integers)."""
    return ctx.bitcast(bits, ctx.ty(t))


def is_nan(ctx, bits: ir.Value, fmt: FloatFormat) -> ir.Value:
    b = ctx.b
    magnitude = b.and_(bits, _c(bits.type, (1 << (fmt.width - 1)) - 1))
    if fmt.ieee:
        return b.icmp_unsigned(">", magnitude, _c(bits.type, fmt.inf_bits))
    return b.icmp_unsigned("==", magnitude, _c(bits.type, fmt.nan_bits))


def sign_bit(ctx, bits: ir.Value, fmt: FloatFormat) -> ir.Value:
    return ctx.b.icmp_signed("<", ctx.b.shl(bits, _c(bits.type, bits.type.width - fmt.width)),
                             _c(bits.type, 0))


def unpack_float(ctx, bits: ir.Value, fmt: FloatFormat, ftz: bool = False) -> Unpacked:
    """Decode the encoding ``bits`` (an integer of the format's width). ``ftz`` flushes
    subnormal inputs to sign-preserving zero."""
    b = ctx.b
    t = bits.type
    field = b.and_(b.lshr(bits, _c(t, fmt.mbits)), _c(t, (1 << fmt.ebits) - 1))
    mant = b.and_(bits, _c(t, (1 << fmt.mbits) - 1))
    normal = b.icmp_unsigned("!=", field, _c(t, 0))
    mag = b.zext(mant, I64) if t.width < 64 else mant
    mag = b.select(normal, b.or_(mag, _c(I64, 1 << fmt.mbits)), _c(I64, 0) if ftz else mag)
    field32 = b.trunc(field, I32) if t.width > 32 else b.zext(field, I32) if t.width < 32 else field
    biased = b.select(normal, field32, _c(I32, 1))
    exp = b.sub(biased, _c(I32, fmt.bias + fmt.mbits))
    nan = is_nan(ctx, bits, fmt)
    if fmt.ieee:
        top = b.icmp_unsigned("==", field, _c(t, (1 << fmt.ebits) - 1))
        inf = b.and_(top, b.icmp_unsigned("==", mant, _c(t, 0)))
    else:
        inf = _c(I1, 0)
    return Unpacked(sign_bit(ctx, bits, fmt), mag, exp, nan, inf)


def unpack_int(ctx, a: ir.Value, signed: bool) -> Unpacked:
    b = ctx.b
    t = a.type
    zero = _c(t, 0)
    if signed:
        neg = b.icmp_signed("<", a, zero)
        a = b.select(neg, b.sub(zero, a), a)  # INT_MIN stays INT_MIN: read it as unsigned
    else:
        neg = _c(I1, 0)
    mag = b.zext(a, I64) if t.width < 64 else a
    return Unpacked(neg, mag, _c(I32, 0), _c(I1, 0), _c(I1, 0))


def _increment(b: ir.IRBuilder, mode: str, neg, kept, round_bit, sticky) -> ir.Value:
    inexact = b.or_(round_bit, sticky)
    if mode == "rn":
        odd = b.trunc(kept, I1)
        return b.and_(round_bit, b.or_(sticky, odd))
    if mode == "rna":
        return round_bit
    if mode == "rz":
        return _c(I1, 0)
    if mode == "rm":
        return b.and_(neg, inexact)
    if mode == "rp":
        return b.and_(b.not_(neg), inexact)
    raise ValueError(mode)


def _overflow_bits(b: ir.IRBuilder, fmt: FloatFormat, mode: str, neg, satfinite: bool):
    """The magnitude bits of a result too large for the format."""
    big, inf = _c(I64, fmt.max_bits), _c(I64, fmt.inf_bits)
    if satfinite or not fmt.ieee or mode == "rz":
        return big
    if mode == "rm":
        return b.select(neg, inf, big)
    if mode == "rp":
        return b.select(neg, big, inf)
    return inf


def round_pack(ctx, neg: ir.Value, mag: ir.Value, exp: ir.Value, fmt: FloatFormat, mode: str,
               satfinite: bool = False) -> ir.Value:
    """The encoding of ``(-1)**neg * mag * 2**exp`` in ``fmt``, rounded by ``mode``."""
    b = ctx.b
    precision = fmt.mbits + 1
    zero = b.icmp_unsigned("==", mag, _c(I64, 0))
    lz = ctx.intrinsic("llvm.ctlz.i64", I64, mag, _c(I1, 0))
    lz = b.select(zero, _c(I64, 0), lz)
    norm = b.shl(mag, lz)  # leading one at bit 63
    lead = b.sub(b.add(exp, _c(I32, 63)), b.trunc(lz, I32))  # the exponent of that bit
    emin = _c(I32, fmt.emin)
    eff = b.select(b.icmp_signed("<", lead, emin), emin, lead)
    # The round bit is bit 63 - k of norm, k = precision - (eff - lead) being the bits kept.
    r = b.add(_c(I32, 63 - precision), b.sub(eff, lead))
    r = b.zext(_umin(b, r, 64), I64)
    below = b.icmp_unsigned("==", r, _c(I64, 64))  # every bit, even the round bit, is lost
    sh = _umin(b, r, 63)
    with_round = b.select(below, _c(I64, 0), b.lshr(norm, sh))
    kept = b.lshr(with_round, _c(I64, 1))
    round_bit = b.trunc(with_round, I1)
    low = b.select(below, _c(I64, -1), b.sub(b.shl(_c(I64, 1), sh), _c(I64, 1)))
    sticky = b.icmp_unsigned("!=", b.and_(norm, low), _c(I64, 0))
    inc = _increment(b, mode, neg, kept, round_bit, sticky)
    base = b.shl(b.zext(b.add(eff, _c(I32, fmt.bias - 1)), I64), _c(I64, fmt.mbits))
    bits = b.add(b.add(base, kept), b.zext(inc, I64))
    over = b.icmp_unsigned(">", bits, _c(I64, fmt.max_bits))
    bits = b.select(over, _overflow_bits(b, fmt, mode, neg, satfinite), bits)
    bits = b.select(zero, _c(I64, 0), bits)
    t = fmt.int_type
    bits = b.trunc(bits, t) if t.width < 64 else bits
    return b.or_(bits, b.shl(b.zext(neg, t), _c(t, fmt.width - 1)))


def pack_float(ctx, u: Unpacked, fmt: FloatFormat, mode: str, satfinite: bool = False):
    """Round an unpacked value into ``fmt``: NaN gives the canonical NaN; infinity gives
    infinity, or the largest finite value under .satfinite (or in .e4m3, which has none)."""
    b = ctx.b
    t = fmt.int_type
    bits = round_pack(ctx, u.neg, u.mag, u.exp, fmt, mode, satfinite)
    sign = b.shl(b.zext(u.neg, t), _c(t, fmt.width - 1))
    inf = fmt.max_bits if satfinite or not fmt.ieee else fmt.inf_bits
    bits = b.select(u.inf, b.or_(_c(t, inf), sign), bits)
    return b.select(u.nan, _c(t, fmt.nan_bits), bits)


def convert_bits(ctx, bits: ir.Value, src: FloatFormat, dst: FloatFormat, mode: str = "rn",
                 ftz: bool = False, satfinite: bool = False) -> ir.Value:
    """``bits`` of ``src`` converted to ``dst``, rounded by ``mode``; ``ftz`` flushes a
    subnormal operand first."""
    if (src, dst) in _EXACT_WIDENINGS:  # every mode gives the exact value
        return widen_exactly(ctx, flush_subnormal(ctx, bits, src) if ftz else bits, src, dst)
    if (src, dst, mode, satfinite) == (F32, F16, "rn", False):
        return round_f32_to_f16(ctx, bits)  # a flushed subnormal would round to 0 all the same
    return pack_float(ctx, unpack_float(ctx, bits, src, ftz), dst, mode, satfinite)


def round_f32_to_f16(ctx, bits: ir.Value) -> ir.Value:
    """The .f16 bits of an .f32 value (its bits, i32) rounded to nearest even, by the device's
    conversion; a NaN gives the canonical NaN."""
    b = ctx.b
    value = b.bitcast(bits, ir.FloatType())
    r = b.bitcast(b.fptrunc(value, ir.HalfType()), F16.int_type)
    return b.select(b.fcmp_unordered("uno", value, value), _c(F16.int_type, F16.nan_bits), r)


def half_to_f32(ctx, bits: ir.Value, fmt: FloatFormat, ftz: bool = False) -> ir.Value:
    """A .f16/.bf16 value (its bits) as an exact .f32 value, by LLVM's conversion (.f16) or a
    shift (.bf16); ``ftz`` flushes a subnormal first."""
    b = ctx.b
    if ftz:
        bits = flush_subnormal(ctx, bits, fmt)
    if fmt is F16:
        return b.fpext(b.bitcast(bits, ir.HalfType()), ir.FloatType())
    return b.bitcast(b.shl(b.zext(bits, I32), _c(I32, 16)), ir.FloatType())


def widen_to_f32(ctx, bits: ir.Value, fmt: FloatFormat) -> ir.Value:
    """The .f32 value of a narrower encoding (.f16, .bf16, .e4m3, .e5m2), exactly and cheaply:
    the significand times a power of two, both exact in f32 and with a normal product, for
    finite values; infinities and NaNs by their bits (the NaN payload kept)."""
    b = ctx.b
    x = b.zext(bits, I32) if bits.type.width < 32 else bits
    if fmt is BF16:
        return b.bitcast(b.shl(x, _c(I32, 16)), ir.FloatType())
    sign = b.shl(b.lshr(x, _c(I32, fmt.width - 1)), _c(I32, 31))
    field = b.and_(b.lshr(x, _c(I32, fmt.mbits)), _c(I32, (1 << fmt.ebits) - 1))
    mant = b.and_(x, _c(I32, (1 << fmt.mbits) - 1))
    normal = b.icmp_unsigned("!=", field, _c(I32, 0))
    significand = b.select(normal, b.or_(mant, _c(I32, 1 << fmt.mbits)), mant)
    scale = b.sub(b.select(normal, field, _c(I32, 1)), _c(I32, fmt.bias + fmt.mbits - 127))
    magnitude = b.fmul(b.uitofp(significand, ir.FloatType()),
                       b.bitcast(b.shl(scale, _c(I32, 23)), ir.FloatType()))
    finite = b.bitcast(magnitude, I32)
    if fmt.ieee:
        special = b.icmp_unsigned("==", field, _c(I32, (1 << fmt.ebits) - 1))
        special_bits = b.or_(_c(I32, 0x7F800000), b.shl(mant, _c(I32, 23 - fmt.mbits)))
    else:  # .e4m3: no infinities, one NaN
        special = is_nan(ctx, b.trunc(x, ir.IntType(fmt.width)), fmt)
        special_bits = _c(I32, 0x7FFFFFFF)
    return b.bitcast(b.or_(sign, b.select(special, special_bits, finite)), ir.FloatType())


# -- result modifiers --------------------------------------------------------------------------


def flush_subnormal(ctx, bits: ir.Value, fmt: FloatFormat) -> ir.Value:
    """Subnormal encodings become zero of the same sign (.ftz)."""
    b = ctx.b
    t = bits.type
    field = b.and_(bits, _c(t, ((1 << fmt.ebits) - 1) << fmt.mbits))
    sign = b.and_(bits, _c(t, 1 << (fmt.width - 1)))
    return b.select(b.icmp_unsigned("==", field, _c(t, 0)), sign, bits)


def saturate(ctx, bits: ir.Value, fmt: FloatFormat) -> ir.Value:
    """.sat: clamp to [0.0, 1.0]; NaN and negative values (-0.0 too) give +0.0."""
    b = ctx.b
    t = bits.type
    low = b.or_(is_nan(ctx, bits, fmt), sign_bit(ctx, bits, fmt))
    one = _c(t, fmt.one_bits)
    high = b.select(b.icmp_unsigned(">", bits, one), one, bits)
    return b.select(low, _c(t, 0), high)


def relu(ctx, bits: ir.Value, fmt: FloatFormat) -> ir.Value:
    """.relu: negative results (-0.0 too) become +0.0; NaN stays the canonical NaN."""
    b = ctx.b
    negative = b.and_(sign_bit(ctx, bits, fmt), b.not_(is_nan(ctx, bits, fmt)))
    return b.select(negative, _c(bits.type, 0), bits)


def finish(ctx, ins: Instruction, bits: ir.Value, fmt: FloatFormat, ftz: bool) -> ir.Value:
    """Apply the result modifiers .ftz (when ``ftz``), .relu and .sat."""
    if ftz:
        bits = flush_subnormal(ctx, bits, fmt)
    if ins.has("relu"):
        bits = relu(ctx, bits, fmt)
    if ins.has("sat"):
        bits = saturate(ctx, bits, fmt)
    return bits


# -- cvt ---------------------------------------------------------------------------------------


def _cvt_sig(ins: Instruction) -> list[OperandSig]:
    if "pack" in ins.flags:  # cvt.pack.sat.u8.s32.b32 d, a, b, c: d and c are .b32
        return [d(TYPES["b32"]), s(TYPES["s32"]), s(TYPES["s32"])] + \
            [s(TYPES["b32"])] * (len(ins.operands) - 3)
    if len(ins.types) != 2:
        raise IndexError
    return [d(ins.types[0])] + [s(ins.types[1])] * (len(ins.operands) - 1)


_CVT_FORMS = (
    "integer <-> integer (.sat); integer -> .f16/.bf16/.f32/.f64 (.rn .rz .rm .rp, .sat, .ftz);"
    " float -> integer (.rni .rzi .rmi .rpi, .ftz, saturating, NaN -> 0); float <-> float among"
    " .f16/.bf16/.f32/.f64 (.rn .rna .rz .rm .rp, .ftz, .sat, .relu, .satfinite); same-type"
    " float rounding to integer (.rni .rzi .rmi .rpi, .ftz, .sat); .f16x2/.bf16x2.f32 a, b"
    " (.rn .rz, .relu, .satfinite); .rn.satfinite{.relu}.e4m3x2/.e5m2x2 from .f32 a, b or"
    " .f16x2; .rn{.relu}.f16x2 from .e4m3x2/.e5m2x2; .tf32.f32 (.rna{.satfinite},"
    " .rn/.rz{.satfinite}{.relu}); cvt.pack.sat.{u16,s16}.s32 d, a, b and"
    " cvt.pack.sat.{u2,s2,u4,s4,u8,s8}.s32.b32 d, a, b, c"
)
_CVT_NOTES = (
    "Without a rounding modifier, float -> integer rounds with .rzi and other inexact"
    " conversions with .rn. NaN results are canonical NaNs. .relu and .sat turn -0.0 into +0.0."
    " Not supported: .rs (stochastic rounding), .e2m1/.e2m3/.e3m2/.ue8m0 and x4 formats,"
    " integer rounding between different float types."
)


@instruction("cvt", family="conversion", signature=_cvt_sig, forms=_CVT_FORMS, notes=_CVT_NOTES,
             tests=TESTS)
def cvt(ctx, ins: Instruction) -> None:
    if ins.has("pack"):
        ctx.dst(ins, 0, _cvt_pack(ctx, ins))
        return
    dt, st = ins.types
    if ins.has("rs"):
        raise ctx.unsupported(f"'{ins.full_opcode}': stochastic rounding is not supported")
    if dt.name in PACKED or st.name in PACKED or dt.name == "tf32":
        ctx.dst(ins, 0, _cvt_special(ctx, ins, dt, st))
        return
    if len(ins.operands) != 2:
        raise ctx.invalid(f"'{ins.full_opcode}' takes 2 operands")
    if dt.kind not in "subf" or st.kind not in "subf":
        raise ctx.unsupported(f"'{ins.full_opcode}' is not supported")
    a = ctx.src(ins, 1)
    if st.is_int and dt.is_int:
        r = _int_to_int(ctx, a, st, dt, ins.has("sat"))
    elif st.is_int:
        r = _int_to_float(ctx, ins, a, st, dt)
    elif dt.is_int:
        r = _float_to_int(ctx, ins, a, st, dt)
    else:
        r = _float_to_float(ctx, ins, a, st, dt)
    ctx.dst(ins, 0, r)


# cvt.pack's convert types: (smallest, largest, bits)
_PACK_TYPES = {"u2": (0, 3, 2), "s2": (-2, 1, 2), "u4": (0, 15, 4), "s4": (-8, 7, 4),
               "u8": (0, 255, 8), "s8": (-128, 127, 8), "u16": (0, 65535, 16),
               "s16": (-32768, 32767, 16)}


def _cvt_pack(ctx, ins: Instruction) -> ir.Value:
    """``cvt.pack.sat``: a and b (.s32) saturated to the convert type, a's bits above b's in
    the low bits of d; with a third operand c (.b32), c's low bits fill the rest of d."""
    b = ctx.b
    names = [t.name for t in ins.types]
    convert = ins.first_of("u2", "s2", "u4", "s4") or (names[0] if names else None)
    sources = names if convert not in names else names[1:]
    if convert not in _PACK_TYPES or not ins.has("sat") or sources[:1] != ["s32"]:
        raise ctx.invalid(f"'{ins.full_opcode}': expected cvt.pack.sat.{{u16,s16}}.s32 or "
                          "cvt.pack.sat.{u2,s2,u4,s4,u8,s8}.s32.b32")
    lo, hi, bits = _PACK_TYPES[convert]
    wide = bits == 16
    if len(ins.operands) != (3 if wide else 4) or (not wide and sources[1:] != ["b32"]):
        raise ctx.invalid(f"'{ins.full_opcode}' takes " + ("d, a, b" if wide else "d, a, b, c"))
    mask = _c(I32, (1 << bits) - 1)

    def saturated(v: ir.Value) -> ir.Value:
        v = b.select(b.icmp_signed("<", v, _c(I32, lo)), _c(I32, lo), v)
        v = b.select(b.icmp_signed(">", v, _c(I32, hi)), _c(I32, hi), v)
        return b.and_(v, mask)

    packed = b.or_(b.shl(saturated(ctx.src(ins, 1)), _c(I32, bits)), saturated(ctx.src(ins, 2)))
    if not wide:
        packed = b.or_(packed, b.shl(ctx.src(ins, 3), _c(I32, 2 * bits)))
    return packed


def _float_mode(ctx, ins: Instruction) -> str:
    if ins.first_of(*INT_MODES):
        raise ctx.invalid(f"'{ins.full_opcode}': integer rounding needs float source and"
                          " destination types of the same kind")
    return ins.first_of(*FLOAT_MODES) or "rn"


def _int_to_float(ctx, ins: Instruction, a: ir.Value, st: ScalarType, dt: ScalarType):
    fmt = FORMATS[dt.name]
    mode = _float_mode(ctx, ins)
    if mode == "rn" and fmt in (F32, F64):
        # LLVM's conversion rounds to nearest even, as every target's instruction does; an
        # integer never gives a subnormal, an infinity or a NaN
        t = ir.FloatType() if fmt is F32 else ir.DoubleType()
        bits = to_bits(ctx, ctx.b.sitofp(a, t) if st.is_signed else ctx.b.uitofp(a, t))
    else:
        bits = pack_float(ctx, unpack_int(ctx, a, st.is_signed), fmt, mode)
    bits = finish(ctx, ins, bits, fmt, ftz=False)
    return from_bits(ctx, bits, dt)


def _float_to_f64(ctx, ins: Instruction, a: ir.Value, st: ScalarType) -> ir.Value:
    ftz = ins.has("ftz") and st.name == "f32"
    bits = convert_bits(ctx, to_bits(ctx, a), FORMATS[st.name], F64, ftz=ftz)
    return ctx.b.bitcast(bits, ir.DoubleType())


def _float_to_int(ctx, ins: Instruction, a: ir.Value, st: ScalarType, dt: ScalarType):
    b = ctx.b
    if ins.first_of(*FLOAT_MODES):
        raise ctx.invalid(f"'{ins.full_opcode}': float -> integer takes .rni/.rzi/.rmi/.rpi")
    mode = ins.first_of(*INT_MODES) or "rzi"
    x = _float_to_f64(ctx, ins, a, st)
    x = ctx.intrinsic(f"{INT_MODES[mode]}.f64", x.type, x)
    n = dt.bits
    lo, hi = (-(2.0 ** (n - 1)), 2.0 ** (n - 1)) if dt.is_signed else (0.0, 2.0 ** n)
    dbl = ir.DoubleType()
    too_low = b.fcmp_unordered("ult", x, ir.Constant(dbl, lo))  # NaN too
    too_high = b.fcmp_ordered(">=", x, ir.Constant(dbl, hi))
    safe = b.select(b.or_(too_low, too_high), ir.Constant(dbl, 0.0), x)
    lt = ir.IntType(n)
    r = b.fptosi(safe, lt) if dt.is_signed else b.fptoui(safe, lt)
    lo_int, hi_int = _range(dt)
    r = b.select(too_high, _c(lt, hi_int), r)
    low_value = b.select(b.fcmp_unordered("uno", x, x), _c(lt, 0), _c(lt, lo_int))
    return b.select(too_low, low_value, r)


def _float_to_float(ctx, ins: Instruction, a: ir.Value, st: ScalarType, dt: ScalarType):
    src, dst = FORMATS[st.name], FORMATS[dt.name]
    bits = to_bits(ctx, a)
    ftz = ins.has("ftz")
    irnd = ins.first_of(*INT_MODES)
    if irnd:
        if st is not dt:
            raise ctx.unsupported(f"'{ins.full_opcode}': integer rounding between different"
                                  " float types is not supported")
        bits = round_to_integer(ctx, bits, src, irnd, ftz and src is F32)
    else:
        bits = convert_bits(ctx, bits, src, dst, _float_mode(ctx, ins), ftz and src is F32,
                            ins.has("satfinite"))
    bits = finish(ctx, ins, bits, dst, ftz and dst is F32)
    return from_bits(ctx, bits, dt)


# Widenings whose every value is exact in the destination and computed by widen_to_f32 (whose
# results are normal or zero in .f32, so that extending them to .f64 is exact on any device)
_EXACT_WIDENINGS = {(F16, F32), (BF16, F32), (F16, F64)}


def widen_exactly(ctx, bits: ir.Value, src: FloatFormat, dst: FloatFormat) -> ir.Value:
    """The bits of ``dst`` holding a ``src`` value exactly (a few instructions where
    :func:`convert_bits` takes a general rounding); a NaN gives ``dst``'s canonical NaN."""
    b = ctx.b
    value = widen_to_f32(ctx, bits, src)
    if dst is F64:
        value = b.fpext(value, ir.DoubleType())
    wide = to_bits(ctx, value)
    return b.select(is_nan(ctx, bits, src), _c(wide.type, dst.nan_bits), wide)


def round_to_integer(ctx, bits: ir.Value, fmt: FloatFormat, mode: str, ftz: bool) -> ir.Value:
    """Round a float (its bits) to an integral value of the same format."""
    b = ctx.b
    if ftz:
        bits = flush_subnormal(ctx, bits, fmt)
    if fmt in (F32, F64):
        t = ir.FloatType() if fmt is F32 else ir.DoubleType()
        x = b.bitcast(bits, t)
        return b.bitcast(ctx.intrinsic(f"{INT_MODES[mode]}.{fmt.name}", t, x), fmt.int_type)
    wide = b.bitcast(convert_bits(ctx, bits, fmt, F64), ir.DoubleType())
    rounded = b.bitcast(ctx.intrinsic(f"{INT_MODES[mode]}.f64", wide.type, wide), I64)
    return convert_bits(ctx, rounded, F64, fmt)


def _int_to_int(ctx, a: ir.Value, st: ScalarType, dt: ScalarType, saturate: bool) -> ir.Value:
    b = ctx.b
    if saturate:  # clamp in the source type, where the destination's limits are representable
        lo, hi = _range(dt)
        slo, shi = _range(st)
        cmp = b.icmp_signed if st.is_signed else b.icmp_unsigned
        if lo > slo:
            a = b.select(cmp("<", a, _c(a.type, lo)), _c(a.type, lo), a)
        if hi < shi:
            a = b.select(cmp(">", a, _c(a.type, hi)), _c(a.type, hi), a)
    lt = ir.IntType(dt.bits)
    if st.bits == dt.bits:
        return a
    if st.bits > dt.bits:
        return b.trunc(a, lt)
    return b.sext(a, lt) if st.is_signed else b.zext(a, lt)


def _range(t: ScalarType) -> tuple[int, int]:
    if t.is_signed:
        return -(1 << (t.bits - 1)), (1 << (t.bits - 1)) - 1
    return 0, (1 << t.bits) - 1


# -- packed, fp8 and tf32 conversions ------------------------------------------------------------


def _element(ctx, ins: Instruction, bits: ir.Value, src: FloatFormat, dst: FloatFormat,
             mode: str) -> ir.Value:
    r = convert_bits(ctx, bits, src, dst, mode, satfinite=ins.has("satfinite"))
    return finish(ctx, ins, r, dst, ftz=False)


def split(ctx, packed: ir.Value, part: int) -> tuple[ir.Value, ir.Value]:
    """The (low, high) halves of a packed integer, each ``part`` bits wide."""
    b = ctx.b
    t = ir.IntType(part)
    return b.trunc(packed, t), b.trunc(b.lshr(packed, _c(packed.type, part)), t)


def join(ctx, low: ir.Value, high: ir.Value) -> ir.Value:
    """Pack ``high`` above ``low`` into one integer twice as wide."""
    b = ctx.b
    t = ir.IntType(low.type.width * 2)
    return b.or_(b.zext(low, t), b.shl(b.zext(high, t), _c(t, low.type.width)))


def _check_mode(ctx, ins: Instruction, allowed: tuple[str, ...]) -> str:
    mode = ins.first_of(*FLOAT_MODES, *INT_MODES)
    if mode not in allowed:
        raise ctx.invalid(f"'{ins.full_opcode}' needs one of the rounding modifiers"
                          f" {', '.join('.' + m for m in allowed)}")
    if ins.has("sat") or ins.has("ftz"):
        raise ctx.invalid(f"'{ins.full_opcode}' takes no .sat/.ftz")
    return mode


def _cvt_special(ctx, ins: Instruction, dt: ScalarType, st: ScalarType) -> ir.Value:
    nsrc = len(ins.operands) - 1
    if dt.name in ("f16x2", "bf16x2") and st.name == "f32" and nsrc == 2:
        mode = _check_mode(ctx, ins, ("rn", "rz"))
        fmt = PACKED[dt.name]
        high, low = (to_bits(ctx, ctx.src(ins, i)) for i in (1, 2))
        return join(ctx, _element(ctx, ins, low, F32, fmt, mode),
                    _element(ctx, ins, high, F32, fmt, mode))
    if dt.name in ("e4m3x2", "e5m2x2") and st.name in ("f32", "f16x2"):
        _check_mode(ctx, ins, ("rn",))
        if not ins.has("satfinite"):
            raise ctx.invalid(f"'{ins.full_opcode}' needs .satfinite")
        fmt = PACKED[dt.name]
        if st.name == "f32" and nsrc == 2:
            high, low = (to_bits(ctx, ctx.src(ins, i)) for i in (1, 2))
            src = F32
        elif st.name == "f16x2" and nsrc == 1:
            low, high = split(ctx, ctx.src(ins, 1), 16)
            src = F16
        else:
            raise ctx.invalid(f"'{ins.full_opcode}' has the wrong number of sources")
        return join(ctx, _element(ctx, ins, low, src, fmt, "rn"),
                    _element(ctx, ins, high, src, fmt, "rn"))
    if dt.name == "f16x2" and st.name in ("e4m3x2", "e5m2x2") and nsrc == 1:
        _check_mode(ctx, ins, ("rn",))
        if ins.has("satfinite"):
            raise ctx.invalid(f"'{ins.full_opcode}' takes no .satfinite")
        fmt = PACKED[st.name]
        low, high = split(ctx, ctx.src(ins, 1), 8)
        return join(ctx, _element(ctx, ins, low, fmt, F16, "rn"),
                    _element(ctx, ins, high, fmt, F16, "rn"))
    if dt.name == "tf32" and st.name == "f32" and nsrc == 1:
        mode = _check_mode(ctx, ins, ("rna", "rn", "rz"))
        if mode == "rna" and ins.has("relu"):
            raise ctx.invalid(f"'{ins.full_opcode}': .rna takes no .relu")
        bits = _element(ctx, ins, to_bits(ctx, ctx.src(ins, 1)), F32, TF32, mode)
        wide = ctx.b.shl(bits, _c(I32, F32.mbits - TF32.mbits))
        return from_bits(ctx, wide, dt)
    raise ctx.unsupported(f"'{ins.full_opcode}' is not supported")
