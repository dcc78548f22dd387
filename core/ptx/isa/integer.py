"""Integer arithmetic, bit manipulation, logic and shift instructions (PTX ISA 9.x, "Integer
Arithmetic Instructions" and "Logic and Shift Instructions").

Each form computes CUDA's exact bits, including the cases that LLVM leaves undefined: shift
amounts of the width or more, division by zero and ``INT_MIN / -1`` (undefined behaviour for LLVM's
``sdiv``/``udiv``, so the divisor is replaced before dividing), bit-field positions and lengths
past the width.

The carry flag of ``add.cc``/``addc``/``sub.cc``/``subc``/``mad.cc``/``madc`` is ``ctx.carry``,
an ``i1`` slot of the function. After a subtraction it holds the borrow, as ``subc``'s definition
``d = a - (b + CC.CF)`` requires.
"""

from __future__ import annotations

from llvmlite import ir

from .. import ast
from ..types import B32, PRED, S32, U32, ScalarType, int_type
from .registry import d, instruction, s

TESTS = "tests/ptx/test_integer.py"
ARITH = "integer arithmetic"
LOGIC = "logic and shift"
_SIZES = (16, 32, 64)
I1, I32, I64 = ir.IntType(1), ir.IntType(32), ir.IntType(64)

DIV_NOTES = (
    "PTX leaves division by zero machine-specific; like NVIDIA GPUs (32-bit division), the "
    "quotient and the remainder by zero are all ones (-1 for signed types). INT_MIN / -1 wraps to "
    "INT_MIN and INT_MIN % -1 is 0. The 64-bit results by zero are not verified on hardware."
)


# -- signatures ------------------------------------------------------------------------------

# Operand counts of the instructions whose operands all have the instruction's type.
_ARITY = {"add": 3, "sub": 3, "addc": 3, "subc": 3, "mul24": 3, "mad24": 4, "sad": 4, "div": 3,
          "rem": 3, "abs": 2, "neg": 2, "min": 3, "max": 3, "brev": 2, "bmsk": 3, "prmt": 4,
          "and": 3, "or": 3, "xor": 3, "not": 2, "cnot": 2}


def same(ins: ast.Instruction) -> list:
    """``op.T d, a, ...``: every operand has the instruction's type, and the count is fixed."""
    t = ins.types[-1]
    return [d(t)] + [s(t)] * (_ARITY[ins.opcode] - 1)


# -- checks ----------------------------------------------------------------------------------


def _type(ctx, ins: ast.Instruction, kinds: str, sizes: tuple[int, ...] = _SIZES,
          mods: frozenset[str] | set[str] = frozenset()) -> ScalarType:
    """The instruction's single type, checked (with the modifiers) against the ISA's forms."""
    _no_other_modifiers(ctx, ins, mods)
    t = ins.types[-1]
    if len(ins.types) != 1 or t.kind not in kinds or t.bits not in sizes:
        raise ctx.invalid(f"'{ins.full_opcode}': .{t.name} is not a type of {ins.opcode}")
    return t


def _no_other_modifiers(ctx, ins: ast.Instruction, allowed) -> None:
    extra = sorted(ins.flags - set(allowed))
    if extra:
        raise ctx.invalid(f"'{ins.full_opcode}': .{extra[0]} is not a modifier of {ins.opcode}")


def _one_of(ctx, ins: ast.Instruction, options: tuple[str, ...],
            required: bool = True) -> str | None:
    found = [m for m in options if ins.has(m)]
    if len(found) > 1 or (required and not found):
        names = ", ".join(f".{o}" for o in options)
        raise ctx.invalid(f"'{ins.full_opcode}' needs {'exactly' if required else 'at most'} "
                          f"one of {names}")
    return found[0] if found else None


# -- small IR helpers ------------------------------------------------------------------------


def _c(ty: ir.IntType, value: int) -> ir.Constant:
    return ir.Constant(ty, value & ((1 << ty.width) - 1))


def _ext(b: ir.IRBuilder, v: ir.Value, ty: ir.IntType, signed: bool) -> ir.Value:
    return b.sext(v, ty) if signed else b.zext(v, ty)


def _resize(b: ir.IRBuilder, v: ir.Value, ty: ir.IntType) -> ir.Value:
    """Zero-extend or truncate an integer to ``ty``."""
    if v.type.width < ty.width:
        return b.zext(v, ty)
    if v.type.width > ty.width:
        return b.trunc(v, ty)
    return v


def _umin(b: ir.IRBuilder, x: ir.Value, y: ir.Value) -> ir.Value:
    return b.select(b.icmp_unsigned("<", x, y), x, y)


def _less(b: ir.IRBuilder, x: ir.Value, y: ir.Value, signed: bool) -> ir.Value:
    return b.icmp_signed("<", x, y) if signed else b.icmp_unsigned("<", x, y)


def _add_carry(b: ir.IRBuilder, x: ir.Value, y: ir.Value,
               carry_in: ir.Value | None) -> tuple[ir.Value, ir.Value]:
    """``x + y (+ carry_in)`` and the carry out of the unsigned addition."""
    r = b.add(x, y)
    carry = b.icmp_unsigned("<", r, x)
    if carry_in is not None:
        r2 = b.add(r, b.zext(carry_in, r.type))
        carry = b.or_(carry, b.icmp_unsigned("<", r2, r))  # at most one of them can carry
        r = r2
    return r, carry


def _sub_borrow(b: ir.IRBuilder, x: ir.Value, y: ir.Value,
                borrow_in: ir.Value | None) -> tuple[ir.Value, ir.Value]:
    """``x - (y + borrow_in)`` and the borrow out of the unsigned subtraction."""
    r = b.sub(x, y)
    borrow = b.icmp_unsigned("<", x, y)
    if borrow_in is not None:
        bit = b.zext(borrow_in, r.type)
        borrow = b.or_(borrow, b.icmp_unsigned("<", r, bit))
        r = b.sub(r, bit)
    return r, borrow


def _sat_add(ctx, x: ir.Value, y: ir.Value) -> ir.Value:
    return ctx.intrinsic(f"llvm.sadd.sat.i{x.type.width}", x.type, x, y)


# -- add, sub and the carry chains -----------------------------------------------------------


@instruction("add", family=ARITH, types=("int",), signature=same,
             forms=".s16/.u16/.s32/.u32/.s64/.u64; .sat.s32; .cc (carry out) on 32/64-bit",
             tests=TESTS)
@instruction("sub", family=ARITH, types=("int",), signature=same,
             forms=".s16/.u16/.s32/.u32/.s64/.u64; .sat.s32; .cc (borrow out) on 32/64-bit",
             tests=TESTS)
def add_sub(ctx, ins: ast.Instruction) -> None:
    t = _type(ctx, ins, "su", mods={"sat", "cc"})
    if ins.has("sat") and (t.name != "s32" or ins.has("cc")):
        raise ctx.invalid(f"'{ins.full_opcode}': .sat applies to {ins.opcode}.s32 only")
    if ins.has("cc") and t.bits == 16:
        raise ctx.invalid(f"'{ins.full_opcode}': .cc takes 32- and 64-bit types")
    b = ctx.b
    x, y = ctx.src(ins, 1), ctx.src(ins, 2)
    add = ins.opcode == "add"
    if ins.has("sat"):
        name = "llvm.sadd.sat" if add else "llvm.ssub.sat"
        r = ctx.intrinsic(f"{name}.i{t.bits}", x.type, x, y)
    elif ins.has("cc"):
        r, carry = (_add_carry if add else _sub_borrow)(b, x, y, None)
        b.store(carry, ctx.carry)
    else:
        r = b.add(x, y) if add else b.sub(x, y)
    ctx.dst(ins, 0, r)


@instruction("addc", "subc", family=ARITH, types=("int",), signature=same,
             forms=".s32/.u32/.s64/.u64, with or without .cc", tests=TESTS)
def add_sub_carry(ctx, ins: ast.Instruction) -> None:
    _type(ctx, ins, "su", sizes=(32, 64), mods={"cc"})
    b = ctx.b
    carry_in = b.load(ctx.carry)
    op = _add_carry if ins.opcode == "addc" else _sub_borrow
    r, carry = op(b, ctx.src(ins, 1), ctx.src(ins, 2), carry_in)
    if ins.has("cc"):
        b.store(carry, ctx.carry)
    ctx.dst(ins, 0, r)


# -- multiplication --------------------------------------------------------------------------


def _mul_sig(ins: ast.Instruction) -> list:
    t = ins.types[-1]
    wide = ins.has("wide") and t.bits < 64  # .wide.s64 is rejected by the lowering
    out = int_type(t.bits * 2, t.is_signed) if wide else t
    sig = [d(out), s(t), s(t)]
    if ins.opcode != "mul":
        sig.append(s(out))
    return sig


def _mul_part(ctx, x: ir.Value, y: ir.Value, signed: bool, mode: str) -> ir.Value:
    """The .lo, .hi or .wide part of ``x * y``."""
    b = ctx.b
    width = x.type.width
    if mode == "lo":
        return b.mul(x, y)
    if mode == "hi" and width == 64:  # no i128 on SPIR-V
        name = "__zluda_mul_hi_s64" if signed else "__zluda_mul_hi_u64"
        return ctx.call_helper(name, x.type, x, y)
    wide = ir.IntType(2 * width)
    product = b.mul(_ext(b, x, wide, signed), _ext(b, y, wide, signed))
    if mode == "wide":
        return product
    return b.trunc(b.lshr(product, _c(wide, width)), x.type)


@instruction("mul", family=ARITH, types=("int",), signature=_mul_sig,
             forms=".lo/.hi on .s16/.u16/.s32/.u32/.s64/.u64; .wide on 16/32-bit", tests=TESTS)
@instruction("mad", family=ARITH, types=("int",), signature=_mul_sig,
             forms=".lo/.hi on .s16/.u16/.s32/.u32/.s64/.u64; .wide on 16/32-bit; .hi.sat.s32; "
                   ".lo/.hi.cc on 32/64-bit", tests=TESTS)
def mul_mad(ctx, ins: ast.Instruction) -> None:
    t = _type(ctx, ins, "su", mods={"lo", "hi", "wide", "sat", "cc"})
    mode = _one_of(ctx, ins, ("lo", "hi", "wide"))
    mad = ins.opcode == "mad"
    if mode == "wide" and t.bits == 64:
        raise ctx.invalid(f"'{ins.full_opcode}' does not exist: .wide takes 16- and 32-bit types")
    if ins.has("sat") and not (mad and mode == "hi" and t.name == "s32"):
        raise ctx.invalid(f"'{ins.full_opcode}': .sat exists only in mad.hi.sat.s32")
    if ins.has("cc") and not (mad and mode != "wide" and t.bits >= 32 and not ins.has("sat")):
        raise ctx.invalid(f"'{ins.full_opcode}': .cc exists only in mad.lo/.hi on 32/64-bit types")
    b = ctx.b
    r = _mul_part(ctx, ctx.src(ins, 1), ctx.src(ins, 2), t.is_signed, mode)
    if mad:
        addend = ctx.src(ins, 3)
        if ins.has("sat"):
            r = _sat_add(ctx, r, addend)
        elif ins.has("cc"):
            r, carry = _add_carry(b, r, addend, None)
            b.store(carry, ctx.carry)
        else:
            r = b.add(r, addend)
    ctx.dst(ins, 0, r)


@instruction("madc", family=ARITH, types=("int",), signature=_mul_sig,
             forms=".lo/.hi on .s32/.u32/.s64/.u64, with or without .cc", tests=TESTS)
def madc(ctx, ins: ast.Instruction) -> None:
    t = _type(ctx, ins, "su", sizes=(32, 64), mods={"lo", "hi", "cc"})
    mode = _one_of(ctx, ins, ("lo", "hi"))
    b = ctx.b
    product = _mul_part(ctx, ctx.src(ins, 1), ctx.src(ins, 2), t.is_signed, mode)
    r, carry = _add_carry(b, product, ctx.src(ins, 3), b.load(ctx.carry))
    if ins.has("cc"):
        b.store(carry, ctx.carry)
    ctx.dst(ins, 0, r)


def _low24(b: ir.IRBuilder, v: ir.Value, signed: bool) -> ir.Value:
    """The low 24 bits of ``v``, sign- or zero-extended to 64 bits."""
    if signed:
        return b.sext(b.ashr(b.shl(v, _c(I32, 8)), _c(I32, 8)), I64)
    return b.zext(b.and_(v, _c(I32, 0xFFFFFF)), I64)


@instruction("mul24", family=ARITH, types=("int",), signature=same,
             forms=".lo/.hi on .s32/.u32", tests=TESTS)
@instruction("mad24", family=ARITH, types=("int",), signature=same,
             forms=".lo/.hi on .s32/.u32; .hi.sat.s32", tests=TESTS)
def mul24_mad24(ctx, ins: ast.Instruction) -> None:
    t = _type(ctx, ins, "su", sizes=(32,), mods={"lo", "hi", "sat"})
    mode = _one_of(ctx, ins, ("lo", "hi"))
    mad = ins.opcode == "mad24"
    if ins.has("sat") and not (mad and mode == "hi" and t.is_signed):
        raise ctx.invalid(f"'{ins.full_opcode}': .sat exists only in mad24.hi.sat.s32")
    b = ctx.b
    x = _low24(b, ctx.src(ins, 1), t.is_signed)
    y = _low24(b, ctx.src(ins, 2), t.is_signed)
    product = b.mul(x, y)  # 48 significant bits
    if mode == "hi":
        product = b.lshr(product, _c(I64, 16))
    r = b.trunc(product, I32)
    if mad:
        addend = ctx.src(ins, 3)
        r = _sat_add(ctx, r, addend) if ins.has("sat") else b.add(r, addend)
    ctx.dst(ins, 0, r)


# -- other arithmetic ------------------------------------------------------------------------


@instruction("sad", family=ARITH, types=("int",), signature=same,
             forms=".s16/.u16/.s32/.u32/.s64/.u64", tests=TESTS)
def sad(ctx, ins: ast.Instruction) -> None:
    t = _type(ctx, ins, "su")
    b = ctx.b
    x, y, acc = ctx.src(ins, 1), ctx.src(ins, 2), ctx.src(ins, 3)
    diff = b.select(_less(b, x, y, t.is_signed), b.sub(y, x), b.sub(x, y))
    ctx.dst(ins, 0, b.add(acc, diff))


@instruction("div", "rem", family=ARITH, types=("int",), signature=same,
             forms=".s16/.u16/.s32/.u32/.s64/.u64", notes=DIV_NOTES, tests=TESTS)
def div_rem(ctx, ins: ast.Instruction) -> None:
    t = _type(ctx, ins, "su")
    b = ctx.b
    x, y = ctx.src(ins, 1), ctx.src(ins, 2)
    by_zero = b.icmp_unsigned("==", y, _c(y.type, 0))
    unsafe = by_zero
    if t.is_signed:  # INT_MIN / -1 overflows: dividing by 1 gives the wrapped results
        overflow = b.and_(b.icmp_unsigned("==", x, _c(x.type, 1 << (t.bits - 1))),
                          b.icmp_unsigned("==", y, _c(y.type, -1)))
        unsafe = b.or_(by_zero, overflow)
    safe = b.select(unsafe, _c(y.type, 1), y)
    op = {("div", True): b.sdiv, ("div", False): b.udiv,
          ("rem", True): b.srem, ("rem", False): b.urem}[ins.opcode, t.is_signed]
    r = op(x, safe)
    ctx.dst(ins, 0, b.select(by_zero, _c(x.type, -1), r))


@instruction("abs", "neg", family=ARITH, types=("int",), signature=same,
             forms=".s16/.s32/.s64 (INT_MIN gives INT_MIN)", tests=TESTS)
def abs_neg(ctx, ins: ast.Instruction) -> None:
    _type(ctx, ins, "s")
    b = ctx.b
    x = ctx.src(ins, 1)
    r = b.neg(x)
    if ins.opcode == "abs":
        r = b.select(b.icmp_signed("<", x, _c(x.type, 0)), r, x)
    ctx.dst(ins, 0, r)


@instruction("min", "max", family=ARITH, types=("int",), signature=same,
             forms=".s16/.u16/.s32/.u32/.s64/.u64; .relu on .s32", tests=TESTS)
def min_max(ctx, ins: ast.Instruction) -> None:
    t = _type(ctx, ins, "su", mods={"relu"})
    if ins.has("relu") and t.name != "s32":
        raise ctx.invalid(f"'{ins.full_opcode}': .relu applies to .s32 only")
    b = ctx.b
    x, y = ctx.src(ins, 1), ctx.src(ins, 2)
    first = _less(b, x, y, t.is_signed) if ins.opcode == "min" else _less(b, y, x, t.is_signed)
    r = b.select(first, x, y)
    if ins.has("relu"):
        zero = _c(r.type, 0)
        r = b.select(b.icmp_signed("<", r, zero), zero, r)
    ctx.dst(ins, 0, r)


_PACKED = ("u16x2", "s16x2")


def _packed_sig(ins: ast.Instruction) -> list:
    if any(ins.has(p) for p in _PACKED):  # not types to the parser: d, a and b are .b32
        return [d(B32), s(B32), s(B32)]
    return same(ins)


@instruction("add", family=ARITH, signature=_packed_sig,
             forms=".u16x2/.s16x2 (two 16-bit lanes of a .b32)", tests=TESTS)
@instruction("min", "max", family=ARITH, signature=_packed_sig,
             forms=".u16x2/.s16x2 (two 16-bit lanes of a .b32); .relu.s16x2", tests=TESTS)
def packed16(ctx, ins: ast.Instruction) -> None:
    kind = _one_of(ctx, ins, _PACKED, required=False)
    if kind is None or ins.types:
        raise ctx.unsupported(f"instruction '{ins.full_opcode}' is not supported for this type yet")
    relu = ins.opcode != "add" and kind == "s16x2"
    _no_other_modifiers(ctx, ins, {kind, "relu"} if relu else {kind})
    b = ctx.b
    x, y = ctx.src(ins, 1), ctx.src(ins, 2)
    i16 = ir.IntType(16)
    is_signed = kind == "s16x2"
    result = _c(I32, 0)
    for lane in range(2):
        u = b.trunc(b.lshr(x, _c(I32, 16 * lane)), i16)
        v = b.trunc(b.lshr(y, _c(I32, 16 * lane)), i16)
        if ins.opcode == "add":
            r = b.add(u, v)
        else:
            first = _less(b, u, v, is_signed) if ins.opcode == "min" else _less(b, v, u, is_signed)
            r = b.select(first, u, v)
            if ins.has("relu"):
                r = b.select(b.icmp_signed("<", r, _c(i16, 0)), _c(i16, 0), r)
        result = b.or_(result, b.shl(b.zext(r, I32), _c(I32, 16 * lane)))
    ctx.dst(ins, 0, result)


def _dot_sig(ins: ast.Instruction) -> list:
    at, bt = ins.types[0], ins.types[1]
    ct = U32 if at.kind == bt.kind == "u" else S32
    return [d(ct), s(at), s(bt), s(ct)]


def _field(b: ir.IRBuilder, v: ir.Value, offset: int, bits: int, signed: bool) -> ir.Value:
    """Bits ``offset..offset+bits-1`` of the i32 ``v``, sign- or zero-extended to i32."""
    part = b.trunc(b.lshr(v, _c(I32, offset)), ir.IntType(bits))
    return _ext(b, part, I32, signed)


@instruction("dp4a", family=ARITH, types=("int",), signature=_dot_sig,
             forms=".atype.btype, each .u32 or .s32", tests=TESTS)
@instruction("dp2a", family=ARITH, types=("int",), signature=_dot_sig,
             forms=".lo/.hi.atype.btype, each .u32 or .s32", tests=TESTS)
def dot_product(ctx, ins: ast.Instruction) -> None:
    if len(ins.types) != 2 or any(t.name not in ("u32", "s32") for t in ins.types):
        raise ctx.invalid(f"'{ins.full_opcode}' takes two types, each .u32 or .s32")
    four = ins.opcode == "dp4a"
    modes = () if four else ("lo", "hi")
    _no_other_modifiers(ctx, ins, modes)
    b = ctx.b
    sa, sb = (t.is_signed for t in ins.types)
    x, y, acc = ctx.src(ins, 1), ctx.src(ins, 2), ctx.src(ins, 3)
    if four:
        pairs = [(_field(b, x, 8 * i, 8, sa), _field(b, y, 8 * i, 8, sb)) for i in range(4)]
    else:
        first = 2 if _one_of(ctx, ins, modes) == "hi" else 0
        pairs = [(_field(b, x, 16 * i, 16, sa), _field(b, y, 8 * (first + i), 8, sb))
                 for i in range(2)]
    for u, v in pairs:
        acc = b.add(acc, b.mul(u, v))
    ctx.dst(ins, 0, acc)


# -- bit counting and bit fields -------------------------------------------------------------


def _to_u32_sig(ins: ast.Instruction) -> list:
    return [d(U32), s(ins.types[-1])]


def _ctlz(ctx, x: ir.Value) -> ir.Value:
    """The number of leading zeros (the width for 0), as an i32."""
    lz = ctx.intrinsic(f"llvm.ctlz.i{x.type.width}", x.type, x, ir.Constant(I1, 0))
    return _resize(ctx.b, lz, I32)


@instruction("popc", "clz", family=ARITH, types=("int",), signature=_to_u32_sig,
             forms=".b32/.b64 (also .s/.u), result .u32", tests=TESTS)
def popc_clz(ctx, ins: ast.Instruction) -> None:
    t = _type(ctx, ins, "bsu", sizes=(32, 64))
    x = ctx.src(ins, 1)
    if ins.opcode == "clz":
        r = _ctlz(ctx, x)
    else:
        r = _resize(ctx.b, ctx.intrinsic(f"llvm.ctpop.i{t.bits}", x.type, x), I32)
    ctx.dst(ins, 0, r)


@instruction("bfind", family=ARITH, types=("int",), signature=_to_u32_sig,
             forms=".u32/.s32/.u64/.s64, with or without .shiftamt", tests=TESTS)
def bfind(ctx, ins: ast.Instruction) -> None:
    t = _type(ctx, ins, "su", sizes=(32, 64), mods={"shiftamt"})
    b = ctx.b
    x = ctx.src(ins, 1)
    if t.is_signed:  # the most significant bit that differs from the sign
        x = b.select(b.icmp_signed("<", x, _c(x.type, 0)), b.not_(x), x)
    lz = _ctlz(ctx, x)
    r = lz if ins.has("shiftamt") else b.sub(_c(I32, t.bits - 1), lz)
    none = b.icmp_unsigned("==", x, _c(x.type, 0))
    ctx.dst(ins, 0, b.select(none, _c(I32, -1), r))


@instruction("brev", family=ARITH, types=("int",), signature=same,
             forms=".b32/.b64 (also .s/.u)", tests=TESTS)
def brev(ctx, ins: ast.Instruction) -> None:
    t = _type(ctx, ins, "bsu", sizes=(32, 64))
    x = ctx.src(ins, 1)
    ctx.dst(ins, 0, ctx.call_helper(f"__zluda_brev_b{t.bits}", x.type, x))


def _bfe_sig(ins: ast.Instruction) -> list:
    t = ins.types[-1]
    return [d(t), s(t), s(U32), s(U32)]


@instruction("bfe", family=ARITH, types=("int",), signature=_bfe_sig,
             forms=".u32/.s32/.u64/.s64, every position and length", tests=TESTS)
def bfe(ctx, ins: ast.Instruction) -> None:
    t = _type(ctx, ins, "su", sizes=(32, 64))
    b = ctx.b
    x = ctx.src(ins, 1)
    width = _c(I32, t.bits)
    pos = b.and_(ctx.src(ins, 2), _c(I32, 0xFF))
    length = b.and_(ctx.src(ins, 3), _c(I32, 0xFF))
    empty = b.icmp_unsigned("==", length, _c(I32, 0))
    inside = b.and_(b.icmp_unsigned("<", pos, width), b.not_(empty))
    end = _umin(b, b.add(pos, length), width)  # one past the field's last bit
    # Move the field's top bit to the msb, then shift it back down with sign or zero fill.
    # Outside the value (pos >= width), a signed field is the replicated sign bit of x.
    up = b.select(inside, b.sub(width, end), _c(I32, 0))
    down = b.select(inside, b.add(b.sub(width, end), pos), _c(I32, t.bits - 1))
    shifted = b.shl(x, _resize(b, up, x.type))
    down = _resize(b, down, x.type)
    zero = _c(x.type, 0)
    if t.is_signed:
        r = b.select(empty, zero, b.ashr(shifted, down))
    else:
        r = b.select(inside, b.lshr(shifted, down), zero)
    ctx.dst(ins, 0, r)


def _bfi_sig(ins: ast.Instruction) -> list:
    t = ins.types[-1]
    return [d(t), s(t), s(t), s(U32), s(U32)]


@instruction("bfi", family=ARITH, types=("int",), signature=_bfi_sig,
             forms=".b32/.b64 (also .s/.u), every position and length", tests=TESTS)
def bfi(ctx, ins: ast.Instruction) -> None:
    t = _type(ctx, ins, "bsu", sizes=(32, 64))
    b = ctx.b
    x, base = ctx.src(ins, 1), ctx.src(ins, 2)
    width = _c(I32, t.bits)
    pos = b.and_(ctx.src(ins, 3), _c(I32, 0xFF))
    length = b.and_(ctx.src(ins, 4), _c(I32, 0xFF))
    inside = b.and_(b.icmp_unsigned("<", pos, width),
                    b.icmp_unsigned("!=", length, _c(I32, 0)))
    bits = _umin(b, length, b.sub(width, pos))  # 1..width when inside
    drop = b.select(inside, b.sub(width, bits), _c(I32, 0))
    pos = b.select(inside, pos, _c(I32, 0))
    pos = _resize(b, pos, x.type)
    mask = b.shl(b.lshr(_c(x.type, -1), _resize(b, drop, x.type)), pos)
    merged = b.or_(b.and_(base, b.not_(mask)), b.and_(b.shl(x, pos), mask))
    ctx.dst(ins, 0, b.select(inside, merged, base))


@instruction("bmsk", family=ARITH, types=("int",), signature=same,
             forms=".clamp/.wrap .b32", tests=TESTS)
def bmsk(ctx, ins: ast.Instruction) -> None:
    _type(ctx, ins, "b", sizes=(32,), mods={"clamp", "wrap"})
    clamp = _one_of(ctx, ins, ("clamp", "wrap")) == "clamp"
    b = ctx.b
    pos, count = ctx.src(ins, 1), ctx.src(ins, 2)
    ones, zero, n32 = _c(I32, -1), _c(I32, 0), _c(I32, 32)
    pos1 = b.and_(pos, _c(I32, 31))
    count1 = b.and_(count, _c(I32, 31))
    low = b.shl(ones, pos1)
    total = b.add(pos1, count1)
    no_high = b.icmp_unsigned(">=", total, n32)
    if clamp:
        pos_big = b.icmp_unsigned(">=", pos, n32)
        low = b.select(pos_big, zero, low)
        no_high = b.or_(no_high, b.or_(pos_big, b.icmp_unsigned(">=", count, n32)))
    high = b.shl(ones, b.select(no_high, zero, total))
    high = b.select(b.icmp_unsigned("==", count1, zero), ones, high)
    high = b.select(no_high, zero, high)
    ctx.dst(ins, 0, b.and_(low, b.not_(high)))


def _szext_sig(ins: ast.Instruction) -> list:
    t = ins.types[-1]
    return [d(t), s(t), s(U32)]


@instruction("szext", family=ARITH, types=("int",), signature=_szext_sig,
             forms=".clamp/.wrap .u32/.s32", tests=TESTS)
def szext(ctx, ins: ast.Instruction) -> None:
    t = _type(ctx, ins, "su", sizes=(32,), mods={"clamp", "wrap"})
    clamp = _one_of(ctx, ins, ("clamp", "wrap")) == "clamp"
    b = ctx.b
    x, n = ctx.src(ins, 1), ctx.src(ins, 2)
    zero = _c(I32, 0)
    n1 = b.and_(n, _c(I32, 31))
    high = b.shl(_c(I32, -1), n1)  # the bits above the N-bit value
    keep_all = b.icmp_unsigned(">=", n, _c(I32, 32)) if clamp else ir.Constant(I1, 0)
    high = b.select(keep_all, zero, high)
    r = b.and_(x, b.not_(high))
    if t.is_signed:
        sign_pos = b.and_(b.sub(n1, _c(I32, 1)), _c(I32, 31))
        sign = b.trunc(b.lshr(x, sign_pos), I1)
        sign = b.and_(sign, b.and_(b.icmp_unsigned("!=", n1, zero), b.not_(keep_all)))
        r = b.or_(r, b.select(sign, high, zero))
    ctx.dst(ins, 0, r)


def _fns_sig(ins: ast.Instruction) -> list:
    return [d(B32), s(B32), s(U32), s(S32)]


@instruction("fns", family=ARITH, types=("int",), signature=_fns_sig, forms=".b32",
             notes="base > 31 is undefined in PTX; here it is taken modulo 32", tests=TESTS)
def fns(ctx, ins: ast.Instruction) -> None:
    _type(ctx, ins, "b", sizes=(32,))
    b = ctx.b
    mask, base, offset = ctx.src(ins, 1), ctx.src(ins, 2), ctx.src(ins, 3)
    zero, one = _c(I32, 0), _c(I32, 1)
    base = b.and_(base, _c(I32, 31))
    up = b.icmp_signed(">=", offset, zero)
    # The candidate bits: from base upwards (offset >= 0), or from base downwards.
    above = b.shl(_c(I32, -1), base)
    below = b.lshr(_c(I32, -1), b.sub(_c(I32, 31), base))
    bits = b.and_(mask, b.select(up, above, below))
    count = ctx.intrinsic("llvm.ctpop.i32", I32, bits)
    n = b.select(up, offset, b.neg(offset))  # |offset| as an unsigned number
    n = b.select(b.icmp_unsigned("==", n, zero), one, n)  # offset 0: the bit at base itself
    found = b.icmp_unsigned("<=", n, count)
    # The k-th lowest candidate (1-based), by a binary search on popcounts.
    k = b.select(up, n, b.add(b.sub(count, n), one))
    position = zero
    for step in (16, 8, 4, 2, 1):
        window = b.and_(b.lshr(bits, position), _c(I32, (1 << step) - 1))
        in_window = ctx.intrinsic("llvm.ctpop.i32", I32, window)
        skip = b.icmp_unsigned(">", k, in_window)
        k = b.select(skip, b.sub(k, in_window), k)
        position = b.select(skip, b.add(position, _c(I32, step)), position)
    is_zero_offset = b.icmp_unsigned("==", offset, zero)
    at_base = b.trunc(b.lshr(mask, base), I1)
    found = b.select(is_zero_offset, at_base, found)
    position = b.select(is_zero_offset, base, position)
    ctx.dst(ins, 0, b.select(found, position, _c(I32, -1)))


# -- permutes and funnel shifts --------------------------------------------------------------

# For each mode, the generic-form selector that it stands for when c & 3 is 0, 1, 2, 3
# (PTX ISA, prmt: the tables of .f4e, .b4e, .rc8, .ecl, .ecr and .rc16).
_PRMT_MODES = {
    "f4e": (0x3210, 0x4321, 0x5432, 0x6543),
    "b4e": (0x5670, 0x6701, 0x7012, 0x0123),
    "rc8": (0x0000, 0x1111, 0x2222, 0x3333),
    "ecl": (0x3210, 0x3211, 0x3222, 0x3333),
    "ecr": (0x0000, 0x1110, 0x2210, 0x3210),
    "rc16": (0x1010, 0x3232, 0x1010, 0x3232),
}


@instruction("prmt", family=ARITH, types=("int",), signature=same,
             forms=".b32 (also .s32/.u32), the generic form and .f4e/.b4e/.rc8/.ecl/.ecr/.rc16",
             tests=TESTS)
def prmt(ctx, ins: ast.Instruction) -> None:
    _type(ctx, ins, "bsu", sizes=(32,), mods=set(_PRMT_MODES))
    mode = _one_of(ctx, ins, tuple(_PRMT_MODES), required=False)
    b = ctx.b
    x, y, sel = ctx.src(ins, 1), ctx.src(ins, 2), ctx.src(ins, 3)
    if mode is not None:
        table = sum(code << (16 * i) for i, code in enumerate(_PRMT_MODES[mode]))
        shift = b.zext(b.shl(b.and_(sel, _c(I32, 3)), _c(I32, 4)), I64)
        sel = b.trunc(b.lshr(_c(I64, table), shift), I32)
    ctx.dst(ins, 0, ctx.call_helper("__zluda_prmt", I32, x, y, sel))


def _shf_sig(ins: ast.Instruction) -> list:
    t = ins.types[-1]
    return [d(t), s(t), s(t), s(U32)]


@instruction("shf", family=LOGIC, types=("int",), signature=_shf_sig,
             forms=".l/.r with .clamp/.wrap, .b32 (also .s32/.u32)", tests=TESTS)
def shf(ctx, ins: ast.Instruction) -> None:
    _type(ctx, ins, "bsu", sizes=(32,), mods={"l", "r", "clamp", "wrap"})
    left = _one_of(ctx, ins, ("l", "r")) == "l"
    clamp = _one_of(ctx, ins, ("clamp", "wrap")) == "clamp"
    b = ctx.b
    lo, hi, n = ctx.src(ins, 1), ctx.src(ins, 2), ctx.src(ins, 3)
    n = _umin(b, n, _c(I32, 32)) if clamp else b.and_(n, _c(I32, 31))
    n = b.zext(n, I64)
    both = b.or_(b.shl(b.zext(hi, I64), _c(I64, 32)), b.zext(lo, I64))
    r = b.lshr(b.shl(both, n), _c(I64, 32)) if left else b.lshr(both, n)
    ctx.dst(ins, 0, b.trunc(r, I32))


def _shift_sig(ins: ast.Instruction) -> list:
    t = ins.types[-1]
    return [d(t), s(t), s(U32)]


@instruction("shl", family=LOGIC, types=("int",), signature=_shift_sig,
             forms=".b16/.b32/.b64 (also .s/.u), every shift amount", tests=TESTS)
@instruction("shr", family=LOGIC, types=("int",), signature=_shift_sig,
             forms=".b/.u (logical) and .s (arithmetic) 16/32/64, every shift amount", tests=TESTS)
def shift(ctx, ins: ast.Instruction) -> None:
    t = _type(ctx, ins, "bsu")
    b = ctx.b
    x, n = ctx.src(ins, 1), ctx.src(ins, 2)
    width = x.type.width
    # PTX clamps shift amounts of the width or more: shl and shr.u give 0, shr.s the sign.
    big = b.icmp_unsigned(">=", n, _c(I32, width))
    safe = _resize(b, b.select(big, _c(I32, width - 1), n), x.type)
    zero = _c(x.type, 0)
    if ins.opcode == "shl":
        r = b.select(big, zero, b.shl(x, safe))
    elif t.is_signed:
        r = b.ashr(x, safe)
    else:
        r = b.select(big, zero, b.lshr(x, safe))
    ctx.dst(ins, 0, r)


# -- logic -----------------------------------------------------------------------------------


def _logic_type(ctx, ins: ast.Instruction) -> None:
    if ins.types[-1].kind != "pred":
        _type(ctx, ins, "bsu")
    elif len(ins.types) != 1 or ins.flags:
        raise ctx.invalid(f"'{ins.full_opcode}' is not a form of {ins.opcode}")


@instruction("and", "or", "xor", family=LOGIC, types=("int",), signature=same,
             forms=".b16/.b32/.b64 (also .s/.u)", tests=TESTS)
@instruction("and", "or", "xor", family=LOGIC, types=("pred",), signature=same, forms=".pred",
             tests=TESTS)
def logic(ctx, ins: ast.Instruction) -> None:
    _logic_type(ctx, ins)
    b = ctx.b
    x, y = ctx.src(ins, 1), ctx.src(ins, 2)
    ctx.dst(ins, 0, {"and": b.and_, "or": b.or_, "xor": b.xor}[ins.opcode](x, y))


@instruction("not", family=LOGIC, types=("int",), signature=same,
             forms=".b16/.b32/.b64 (also .s/.u)", tests=TESTS)
@instruction("not", family=LOGIC, types=("pred",), signature=same, forms=".pred", tests=TESTS)
def not_(ctx, ins: ast.Instruction) -> None:
    _logic_type(ctx, ins)
    ctx.dst(ins, 0, ctx.b.not_(ctx.src(ins, 1)))


@instruction("cnot", family=LOGIC, types=("int",), signature=same,
             forms=".b16/.b32/.b64 (also .s/.u)", tests=TESTS)
def cnot(ctx, ins: ast.Instruction) -> None:
    _type(ctx, ins, "bsu")
    b = ctx.b
    x = ctx.src(ins, 1)
    ctx.dst(ins, 0, b.zext(b.icmp_unsigned("==", x, _c(x.type, 0)), x.type))


def _lop3_sig(ins: ast.Instruction) -> list:
    t = ins.types[-1]
    sig = [d(t), s(t), s(t), s(t), s(t)]
    if len(ins.operands) == 6:
        sig.append(s(PRED))
    return sig


def _lut3(b: ir.IRBuilder, lut: int, x: ir.Value, y: ir.Value, z: ir.Value) -> ir.Value:
    """The function whose truth table is ``lut``: bit (4a + 2b + c) is F(a, b, c), as a sum of
    minterms (0xF0, 0xCC, 0xAA are a, b, c)."""
    result = _c(x.type, 0)
    for j in range(8):
        if lut >> j & 1:
            term = x if j & 4 else b.not_(x)
            term = b.and_(term, y if j & 2 else b.not_(y))
            term = b.and_(term, z if j & 1 else b.not_(z))
            result = b.or_(result, term)
    return result


@instruction("lop3", family=LOGIC, types=("int",), signature=_lop3_sig,
             forms=".b32 (also .s32/.u32), every immLut; .or/.and with d|p and q", tests=TESTS)
def lop3(ctx, ins: ast.Instruction) -> None:
    _type(ctx, ins, "bsu", sizes=(32,), mods={"or", "and"})
    boolop = _one_of(ctx, ins, ("or", "and"), required=False)
    if (boolop is None) != (len(ins.operands) == 5):
        raise ctx.invalid(f"'{ins.full_opcode}': the predicate operands go with .or/.and")
    lut = ins.operands[4]
    if not isinstance(lut, ast.Imm) or not 0 <= lut.value <= 255:
        raise ctx.invalid(f"'{ins.full_opcode}': immLut must be an integer constant 0..255")
    b = ctx.b
    r = _lut3(b, lut.value, ctx.src(ins, 1), ctx.src(ins, 2), ctx.src(ins, 3))
    ctx.dst(ins, 0, r)
    if boolop is not None:
        nonzero = b.icmp_unsigned("!=", r, _c(r.type, 0))
        q = ctx.src(ins, 5)
        ctx.dst_pred(ins, 0, b.or_(nonzero, q) if boolop == "or" else b.and_(nonzero, q))
