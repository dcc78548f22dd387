"""Video instructions (PTX ISA, "Video Instructions"): the scalar vadd, vsub, vabsdiff, vmin,
vmax, vshl, vshr, vmad and vset, and the SIMD vadd2/4, vsub2/4, vavrg2/4, vabsdiff2/4, vmin2/4,
vmax2/4 and vset2/4 (nvcc 13 still emits vabsdiff4 for ``__vabsdiffu4`` and ``__vsadu4``).

Scalar forms follow the ISA's pseudo-code exactly: each source is a selected byte or half-word
(``.b0``-``.b3``, ``.h0``, ``.h1``) or the whole word, sign- or zero-extended by its type; the
operation is exact (in 64 bits; vshl's result is the ISA's 34-bit intermediate); ``.sat`` clamps
to the destination's range (the selected part's with a merge); then an optional secondary
operation with ``c`` (``.add``, ``.min``, ``.max``) or a merge into ``c`` (``d.b1``, ...). vmad's
product is computed in 128 bits, as the ISA defines it.

SIMD forms work on two half-words or four bytes chosen from the 64-bit pair ``{b, a}`` by
``.hxy``/``.bxyzw`` selectors (default: a's and b's own, in order); the results are added to
``c`` (``.add``) or merged with ``c``'s lanes under the destination mask (``d.h0``, ``d.b310``).
"""

from __future__ import annotations

from llvmlite import ir

from .. import ast
from ..targets.base import I32, I64
from ..types import U32
from .registry import d, instruction, s

TESTS = "tests/ptx/test_video.py"
FAMILY = "video"
_OPS = ("vadd", "vsub", "vabsdiff", "vmin", "vmax")
_SIMD = {f"{op}{n}": (op, n) for op in ("vadd", "vsub", "vavrg", "vabsdiff", "vmin", "vmax",
                                        "vset") for n in (2, 4)}
_PARTS = {"b0": (0, 8), "b1": (8, 8), "b2": (16, 8), "b3": (24, 8), "h0": (0, 16),
          "h1": (16, 16)}
_COMPARE = {"eq": "==", "ne": "!=", "lt": "<", "le": "<=", "gt": ">", "ge": ">="}


def _c64(v: int) -> ir.Constant:
    return ir.Constant(I64, v & (2**64 - 1))


def _c32(v: int) -> ir.Constant:
    return ir.Constant(I32, v & (2**32 - 1))


def _operand(ctx, ins: ast.Instruction, i: int) -> tuple[ir.Value, str | None, bool]:
    """Operand ``i`` as an i32, its selector and whether it is negated (``-a``)."""
    op = ins.operands[i]
    negated = isinstance(op, ast.Negated) and op.minus
    if negated:
        op = op.operand
    selector = None
    if isinstance(op, ast.Reg) and op.component is not None and op.symbol.vec == 1:
        selector = op.component
        op = ast.Reg(op.name, op.pos, None, op.symbol)
    return ctx.value(op, U32), selector, negated


def _types(ctx, ins: ast.Instruction, count: int) -> list[bool]:
    """Whether each of the instruction's ``count`` types (.u32/.s32) is signed."""
    if len(ins.types) != count or any(t.name not in ("u32", "s32") for t in ins.types):
        raise ctx.invalid(f"'{ins.full_opcode}' takes {count} types, each .u32 or .s32")
    return [t.name == "s32" for t in ins.types]


def _extend(b, v: ir.Value, signed: bool, to: ir.Type = I64) -> ir.Value:
    return b.sext(v, to) if signed else b.zext(v, to)


def _select(ctx, ins, word: ir.Value, selector: str | None, signed: bool) -> ir.Value:
    """partSelectSignExtend: the selected byte, half-word or word, extended to 64 bits."""
    b = ctx.b
    if selector is None:
        return _extend(b, word, signed)
    if selector not in _PARTS:
        raise ctx.invalid(f"'{ins.full_opcode}': .{selector} is not a byte or half-word"
                          " selector (.b0-.b3, .h0, .h1)")
    shift, bits = _PARTS[selector]
    part = b.trunc(b.lshr(word, _c32(shift)) if shift else word, ir.IntType(bits))
    return _extend(b, part, signed)


def _sources(ctx, ins, a_signed: bool, b_signed: bool) -> tuple[ir.Value, ir.Value]:
    """The selected and extended parts of a and b (operands 1 and 2)."""
    a, asel, _ = _operand(ctx, ins, 1)
    bv, bsel, _ = _operand(ctx, ins, 2)
    return _select(ctx, ins, a, asel, a_signed), _select(ctx, ins, bv, bsel, b_signed)


def _third(ctx, ins) -> ir.Value | None:
    """c, where the form has it (a secondary operation or a merge)."""
    return _operand(ctx, ins, 3)[0] if len(ins.operands) == 4 else None


def _clamp(b, v: ir.Value, low: int, high: int, signed: bool = True) -> ir.Value:
    lo, hi = ir.Constant(v.type, low), ir.Constant(v.type, high)
    less = b.icmp_signed if signed else b.icmp_unsigned
    v = b.select(less("<", v, lo), lo, v)
    return b.select(less(">", v, hi), hi, v)


def _saturate(b, tmp: ir.Value, signed: bool, dsel: str | None) -> ir.Value:
    bits = _PARTS[dsel][1] if dsel else 32
    if signed:
        return _clamp(b, tmp, -(1 << (bits - 1)), (1 << (bits - 1)) - 1)
    return _clamp(b, tmp, 0, (1 << bits) - 1)


def _finish(ctx, ins, tmp: ir.Value, signed: bool, dsel: str | None, op2: str | None,
            c: ir.Value | None) -> None:
    """optSecondaryOp or optMerge, then the low 32 bits to d."""
    b = ctx.b
    if op2 is not None:
        wide_c = _extend(b, c, signed)
        if op2 == "add":
            tmp = b.add(tmp, wide_c)
        else:
            less = b.icmp_signed("<", tmp, wide_c)
            tmp = b.select(less, tmp, wide_c) if op2 == "min" else b.select(less, wide_c, tmp)
    result = b.trunc(tmp, I32)
    if dsel is not None:
        shift, bits = _PARTS[dsel]
        field = ((1 << bits) - 1) << shift
        placed = b.shl(b.and_(result, _c32((1 << bits) - 1)), _c32(shift))
        result = b.or_(placed, b.and_(c, _c32(~field)))
    _write(ctx, ins, result)


def _write(ctx, ins, value: ir.Value) -> None:
    op = ins.operands[0]
    if isinstance(op, ast.Reg) and op.component is not None and op.symbol.vec == 1:
        op = ast.Reg(op.name, op.pos, None, op.symbol)
    ctx.store_operand(op, U32, value)


def _form(ctx, ins: ast.Instruction) -> tuple[str | None, str | None]:
    """(op2, dsel): the secondary operation or the destination's merge selector."""
    op2 = ins.first_of("add", "min", "max")
    dst = ins.operands[0]
    dsel = dst.component if isinstance(dst, ast.Reg) and dst.symbol.vec == 1 else None
    if dsel is not None and dsel not in _PARTS:
        raise ctx.invalid(f"'{ins.full_opcode}': .{dsel} is not a destination selector")
    if op2 is not None and dsel is not None:
        raise ctx.invalid(f"'{ins.full_opcode}' has either a secondary operation or a merge")
    wanted = 4 if op2 is not None or dsel is not None else 3
    if len(ins.operands) != wanted:
        raise ctx.invalid(f"'{ins.full_opcode}' takes {wanted} operands")
    return op2, dsel


def _video_sig(ins: ast.Instruction) -> list:
    return [d(U32)] + [s(U32)] * (len(ins.operands) - 1)


def _arithmetic(b, op: str, x: ir.Value, y: ir.Value) -> ir.Value:
    """vadd, vsub, vabsdiff, vavrg, vmin or vmax of two extended values (exact in their type)."""
    zero = ir.Constant(x.type, 0)
    if op == "vadd":
        return b.add(x, y)
    if op == "vsub":
        return b.sub(x, y)
    if op == "vabsdiff":
        diff = b.sub(x, y)
        return b.select(b.icmp_signed("<", diff, zero), b.neg(diff), diff)
    if op == "vavrg":  # rounded half up for sums >= 0, down otherwise (the ISA's definition)
        total = b.add(x, y)
        up = b.icmp_signed(">=", total, zero)
        return b.ashr(b.add(total, b.zext(up, x.type)), ir.Constant(x.type, 1))
    less = b.icmp_signed("<", x, y)
    return b.select(less, x, y) if op == "vmin" else b.select(less, y, x)


# -- scalar forms ------------------------------------------------------------------------------


@instruction(*_OPS, family=FAMILY, signature=_video_sig, tests=TESTS,
             forms=".dtype.atype.btype{.sat} (each .u32/.s32) d, a{.asel}, b{.bsel}; with a "
                   "secondary .add/.min/.max and c; or a merge d.dsel, ..., c "
                   "(.b0-.b3, .h0, .h1)")
def scalar_video(ctx, ins: ast.Instruction) -> None:
    d_signed, a_signed, b_signed = _types(ctx, ins, 3)
    op2, dsel = _form(ctx, ins)
    b = ctx.b
    tmp = _arithmetic(b, ins.opcode, *_sources(ctx, ins, a_signed, b_signed))
    if ins.has("sat"):
        tmp = _saturate(b, tmp, d_signed, dsel)
    _finish(ctx, ins, tmp, d_signed, dsel, op2, _third(ctx, ins))


@instruction("vshl", "vshr", family=FAMILY, signature=_video_sig, tests=TESTS,
             forms=".dtype.atype.u32{.sat}.{clamp,wrap} d, a{.asel}, b{.bsel}; with a "
                   "secondary .add/.min/.max and c; or a merge d.dsel, ..., c")
def video_shift(ctx, ins: ast.Instruction) -> None:
    d_signed, a_signed, b_signed = _types(ctx, ins, 3)
    if b_signed:
        raise ctx.invalid(f"'{ins.full_opcode}': the shift amount's type is .u32")
    mode = ins.first_of("clamp", "wrap")
    if mode is None:
        raise ctx.invalid(f"'{ins.full_opcode}' needs .clamp or .wrap")
    op2, dsel = _form(ctx, ins)
    b = ctx.b
    ta, tb = _sources(ctx, ins, a_signed, False)
    if mode == "clamp":
        tb = b.select(b.icmp_unsigned(">", tb, _c64(32)), _c64(32), tb)
    else:
        tb = b.and_(tb, _c64(31))
    if ins.opcode == "vshl":
        # the ISA's intermediate is 34 bits wide: what is shifted out above it is lost
        tmp = b.ashr(b.shl(b.shl(ta, tb), _c64(30)), _c64(30))
    else:
        tmp = b.ashr(ta, tb)  # ta is extended by its type: arithmetic for .s32 only
    if ins.has("sat"):
        tmp = _saturate(b, tmp, d_signed, dsel)
    _finish(ctx, ins, tmp, d_signed, dsel, op2, _third(ctx, ins))


@instruction("vset", family=FAMILY, signature=_video_sig, tests=TESTS,
             forms=".atype.btype.cmp (eq ne lt le gt ge) d, a{.asel}, b{.bsel}; with a "
                   "secondary .add/.min/.max and c; or a merge d.dsel, ..., c")
def vset(ctx, ins: ast.Instruction) -> None:
    a_signed, b_signed = _types(ctx, ins, 2)
    cmp = ins.first_of(*_COMPARE)
    if cmp is None:
        raise ctx.invalid(f"'{ins.full_opcode}' needs a comparison (.eq .ne .lt .le .gt .ge)")
    op2, dsel = _form(ctx, ins)
    b = ctx.b
    ta, tb = _sources(ctx, ins, a_signed, b_signed)
    tmp = b.zext(b.icmp_signed(_COMPARE[cmp], ta, tb), I64)
    _finish(ctx, ins, tmp, False, dsel, op2, _third(ctx, ins))  # 0/1 and c are unsigned


@instruction("vmad", family=FAMILY, signature=_video_sig, tests=TESTS,
             forms=".dtype.atype.btype{.sat}{.shr7,.shr15} d, {-}a{.asel}, {-}b{.bsel}, {-}c;"
                   " .po (plus one) without negations")
def vmad(ctx, ins: ast.Instruction) -> None:
    _, a_signed, b_signed = _types(ctx, ins, 3)
    if len(ins.operands) != 4:
        raise ctx.invalid(f"'{ins.full_opcode}' takes d, a, b, c")
    b = ctx.b
    a, asel, a_neg = _operand(ctx, ins, 1)
    bv, bsel, b_neg = _operand(ctx, ins, 2)
    c, csel, c_neg = _operand(ctx, ins, 3)
    if csel is not None:
        raise ctx.invalid(f"'{ins.full_opcode}': c takes no selector")
    plus_one = ins.has("po")
    if plus_one and (a_neg or b_neg or c_neg):
        raise ctx.invalid(f"'{ins.full_opcode}': .po takes no negated operands")
    if (a_neg != b_neg) and c_neg:
        raise ctx.invalid(f"'{ins.full_opcode}': the product and c cannot both be negated")
    signed_final = a_signed or b_signed or (a_neg != b_neg) or c_neg
    ta = _select(ctx, ins, a, asel, a_signed)
    tb = _select(ctx, ins, bv, bsel, b_signed)
    # the 128-bit product (hi, lo); both factors fit in 64 bits
    lo = b.mul(ta, tb)
    hi = ctx.call_helper("__zluda_mul_hi_s64", I64, ta, tb)
    lsb = plus_one
    if a_neg != b_neg:
        lo, hi, lsb = b.not_(lo), b.not_(hi), True
    elif c_neg:
        c, lsb = b.not_(c), True
    c_lo = _extend(b, c, signed_final)
    c_hi = b.ashr(c_lo, _c64(63))
    lo, hi = _add128(b, lo, hi, c_lo, c_hi)
    if lsb:
        lo, hi = _add128(b, lo, hi, _c64(1), _c64(0))
    scale = {"shr7": 7, "shr15": 15}.get(ins.first_of("shr7", "shr15"), 0)
    result = lo
    if scale:
        result = b.or_(b.lshr(lo, _c64(scale)), b.shl(hi, _c64(64 - scale)))
    if ins.has("sat"):
        if signed_final:
            result = _clamp(b, result, -(2**31), 2**31 - 1)
        else:
            result = _clamp(b, result, 0, 2**32 - 1, signed=False)
    _write(ctx, ins, b.trunc(result, I32))


def _add128(b, lo: ir.Value, hi: ir.Value, add_lo: ir.Value, add_hi: ir.Value):
    total = b.add(lo, add_lo)
    carry = b.zext(b.icmp_unsigned("<", total, lo), I64)
    return total, b.add(b.add(hi, add_hi), carry)


# -- SIMD forms --------------------------------------------------------------------------------


def _simd_selector(ctx, ins, selector: str | None, lanes: int, default: str) -> list[int]:
    """The part of {b, a} that each lane takes (.h10 / .b3210: lane 0 is the last digit)."""
    letter = "h" if lanes == 2 else "b"
    selector = selector or default
    digits = selector[1:]
    if selector[0] != letter or len(digits) != lanes or any(int(x) >= 2 * lanes for x in digits):
        raise ctx.invalid(f"'{ins.full_opcode}': .{selector} is not a {lanes}-lane source"
                          f" selector (.{letter} and {lanes} digits)")
    return [int(x) for x in reversed(digits)]


def _simd_mask(ctx, ins, selector: str | None, lanes: int) -> list[bool]:
    letter = "h" if lanes == 2 else "b"
    if selector is None:
        return [True] * lanes
    digits = selector[1:]
    if selector[0] != letter or not digits or any(int(x) >= lanes for x in digits) \
            or len(set(digits)) != len(digits):
        raise ctx.invalid(f"'{ins.full_opcode}': .{selector} is not a {lanes}-lane mask")
    return [str(i) in digits for i in range(lanes)]


def _lanes_of(b, pair: ir.Value, parts: list[int], width: int, signed: bool) -> list[ir.Value]:
    """The selected parts of the 64-bit {b, a}, each extended to i32."""
    out = []
    for part in parts:
        piece = b.trunc(b.lshr(pair, _c64(part * width)), ir.IntType(width))
        out.append(_extend(b, piece, signed, I32))
    return out


@instruction(*_SIMD, family=FAMILY, signature=_video_sig, tests=TESTS,
             forms="vop2/vop4.dtype.atype.btype{.sat}{.add} d{.mask}, a{.asel}, b{.bsel}, c "
                   "(vadd, vsub, vavrg, vabsdiff, vmin, vmax); vset2/vset4.atype.btype.cmp"
                   "{.add}; selectors .hxy/.bxyzw, masks .h0/.h1/.h10 and .b0-.b3210")
def simd_video(ctx, ins: ast.Instruction) -> None:
    op, lanes = _SIMD[ins.opcode]
    width = 32 // lanes
    if op == "vset":
        a_signed, b_signed = _types(ctx, ins, 2)
        d_signed = False
        cmp = ins.first_of(*_COMPARE)
        if cmp is None:
            raise ctx.invalid(f"'{ins.full_opcode}' needs a comparison (.eq .ne .lt .le .gt"
                              " .ge)")
    else:
        d_signed, a_signed, b_signed = _types(ctx, ins, 3)
    if len(ins.operands) != 4:
        raise ctx.invalid(f"'{ins.full_opcode}' takes d, a, b, c")
    b = ctx.b
    a, asel, _ = _operand(ctx, ins, 1)
    bv, bsel, _ = _operand(ctx, ins, 2)
    c, _, _ = _operand(ctx, ins, 3)
    dst = ins.operands[0]
    mask = _simd_mask(ctx, ins, dst.component if isinstance(dst, ast.Reg) else None, lanes)
    pair = b.or_(b.zext(a, I64), b.shl(b.zext(bv, I64), _c64(32)))
    default_a, default_b = ("h10", "h32") if lanes == 2 else ("b3210", "b7654")
    va = _lanes_of(b, pair, _simd_selector(ctx, ins, asel, lanes, default_a), width, a_signed)
    vb = _lanes_of(b, pair, _simd_selector(ctx, ins, bsel, lanes, default_b), width, b_signed)
    results = []
    for x, y in zip(va, vb, strict=True):
        if op == "vset":
            t = b.zext(b.icmp_signed(_COMPARE[cmp], x, y), I32)
        else:
            t = _arithmetic(b, op, x, y)
        if ins.has("sat") and op != "vset":
            if d_signed:
                t = _clamp(b, t, -(1 << (width - 1)), (1 << (width - 1)) - 1)
            else:
                t = _clamp(b, t, 0, (1 << width) - 1)
        results.append(t)
    if ins.has("add"):
        out = c
        for t, on in zip(results, mask, strict=True):
            if on:
                out = b.add(out, t)
    else:
        out = _c32(0)
        field = (1 << width) - 1
        for i, (t, on) in enumerate(zip(results, mask, strict=True)):
            lane = b.and_(t if on else b.lshr(c, _c32(i * width)), _c32(field))
            out = b.or_(out, b.shl(lane, _c32(i * width)))
    _write(ctx, ins, out)
