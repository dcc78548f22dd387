"""An IR builder that folds integer operations on constants as it builds, and refuses casts that
LLVM would refuse.

nvcc loads most instruction constants into registers first (``mov.u32 %r29, 31``), and those
registers become plain constant values (:mod:`zluda.ptx.passes.ssa`). Folding the arithmetic on
them in Python — shuffle clamps and segment masks, shift limits, masks — keeps that IR from ever
being built, printed and parsed again by LLVM.

llvmlite builds whatever it is asked to; LLVM rejects an ill-typed cast only when it parses the
module's text, far from the PTX that asked for it. The builder checks casts as LLVM does and
raises :class:`IllFormedIR` at once, so that the compiler reports the PTX instruction that was
being lowered (:class:`zluda.ptx.errors.InternalCompilerError`, with its line and column).
"""

from __future__ import annotations

import struct

from llvmlite import ir


def _const(*values) -> bool:
    return all(isinstance(v, ir.Constant) and isinstance(v.type, ir.IntType)
               and isinstance(v.constant, int) for v in values)


def _signed(value: int, width: int) -> int:
    value &= (1 << width) - 1
    return value - (1 << width) if value >> (width - 1) else value


_BINARY = {
    "add": lambda a, b, w: a + b,
    "sub": lambda a, b, w: a - b,
    "mul": lambda a, b, w: a * b,
    "and_": lambda a, b, w: a & b,
    "or_": lambda a, b, w: a | b,
    "xor": lambda a, b, w: a ^ b,
    "shl": lambda a, b, w: a << b if b < w else None,
    "lshr": lambda a, b, w: a >> b if b < w else None,
    "ashr": lambda a, b, w: _signed(a, w) >> b if b < w else None,
}
_COMPARE = {"==": lambda a, b: a == b, "!=": lambda a, b: a != b, "<": lambda a, b: a < b,
            "<=": lambda a, b: a <= b, ">": lambda a, b: a > b, ">=": lambda a, b: a >= b}
_I1 = ir.IntType(1)
_FLOAT_BITS = {ir.HalfType: 16, ir.FloatType: 32, ir.DoubleType: 64}
# what a constant bitcast to float or double folds through: the formats for struct, and the
# exponent's and the fraction's bits (a NaN: all of the exponent's, and some of the fraction's)
_FLOAT_FORMATS = {ir.FloatType: (("<f", "<I"), 0x7F800000, 0x007FFFFF),
                  ir.DoubleType: (("<d", "<Q"), 0x7FF0000000000000, 0x000FFFFFFFFFFFFF)}


class IllFormedIR(Exception):
    """A cast that LLVM would reject."""


def _bits(t: ir.Type) -> int | None:
    """The size of a first-class, non-pointer type; None for pointers and aggregates."""
    if isinstance(t, ir.IntType):
        return t.width
    if isinstance(t, ir.VectorType):
        inner = _bits(t.element)
        return None if inner is None else inner * t.count
    return _FLOAT_BITS.get(type(t))


def _check_cast(op: str, value, typ) -> None:
    src = value.type
    if op == "bitcast":
        if isinstance(src, ir.PointerType) and isinstance(typ, ir.PointerType):
            ok = src.addrspace == typ.addrspace
        else:
            a, b = _bits(src), _bits(typ)
            ok = a is not None and a == b
    elif isinstance(src, ir.IntType) and isinstance(typ, ir.IntType):
        ok = src.width > typ.width if op == "trunc" else src.width < typ.width
    else:
        ok = False
    if not ok:
        raise IllFormedIR(f"{op} from {src} to {typ}")


def _identity(name: str, a, b):
    """``a <name> b`` without building it, where one side is a constant that makes the result
    the other side or a constant (x + 0, x * 1, x & 0, x | -1, x << 0, ...); None otherwise."""
    for value, other, right in ((b, a, True), (a, b, False)):
        if not _const(value) or value.type != other.type:
            continue
        mask = (1 << value.type.width) - 1
        c = value.constant & mask
        if c == 0:
            if name in ("add", "or_", "xor") or (right and name in _RIGHT_ZERO_IDENTITY):
                return other
            if name in ("mul", "and_"):
                return ir.Constant(value.type, 0)
        elif c == 1 and name == "mul":
            return other
        elif c == mask:
            if name == "and_":
                return other
            if name == "or_":
                return ir.Constant(value.type, mask)
    return None


_RIGHT_ZERO_IDENTITY = ("sub", "shl", "lshr", "ashr")  # x - 0, x << 0: x (not 0 - x)


class FoldingBuilder(ir.IRBuilder):
    def _fold(self, name, a, b, result_name):
        if _const(a, b) and a.type == b.type:
            width = a.type.width
            mask = (1 << width) - 1
            value = _BINARY[name](a.constant & mask, b.constant & mask, width)
            if value is not None:
                return ir.Constant(a.type, value & mask)
        same = _identity(name, a, b)
        if same is not None:
            return same
        return getattr(super(), name)(a, b, result_name)

    def add(self, lhs, rhs, name=""):
        return self._fold("add", lhs, rhs, name)

    def sub(self, lhs, rhs, name=""):
        return self._fold("sub", lhs, rhs, name)

    def mul(self, lhs, rhs, name=""):
        return self._fold("mul", lhs, rhs, name)

    def and_(self, lhs, rhs, name=""):
        return self._fold("and_", lhs, rhs, name)

    def or_(self, lhs, rhs, name=""):
        return self._fold("or_", lhs, rhs, name)

    def xor(self, lhs, rhs, name=""):
        return self._fold("xor", lhs, rhs, name)

    def shl(self, lhs, rhs, name=""):
        return self._fold("shl", lhs, rhs, name)

    def lshr(self, lhs, rhs, name=""):
        return self._fold("lshr", lhs, rhs, name)

    def ashr(self, lhs, rhs, name=""):
        return self._fold("ashr", lhs, rhs, name)

    def icmp_unsigned(self, cmpop, lhs, rhs, name=""):
        if _const(lhs, rhs) and lhs.type == rhs.type and cmpop in _COMPARE:
            mask = (1 << lhs.type.width) - 1
            return ir.Constant(_I1, int(_COMPARE[cmpop](lhs.constant & mask, rhs.constant & mask)))
        return super().icmp_unsigned(cmpop, lhs, rhs, name)

    def icmp_signed(self, cmpop, lhs, rhs, name=""):
        if _const(lhs, rhs) and lhs.type == rhs.type and cmpop in _COMPARE:
            w = lhs.type.width
            return ir.Constant(_I1, int(_COMPARE[cmpop](_signed(lhs.constant, w),
                                                       _signed(rhs.constant, w))))
        return super().icmp_signed(cmpop, lhs, rhs, name)

    def select(self, cond, lhs, rhs, name="", flags=()):
        if _const(cond) and cond.type == _I1:
            return lhs if cond.constant & 1 else rhs
        return super().select(cond, lhs, rhs, name, flags)

    def zext(self, value, typ, name=""):
        if _const(value) and isinstance(typ, ir.IntType):  # folded: never reaches LLVM
            return ir.Constant(typ, value.constant & ((1 << value.type.width) - 1))
        _check_cast("zext", value, typ)
        return super().zext(value, typ, name)

    def sext(self, value, typ, name=""):
        if _const(value) and isinstance(typ, ir.IntType):  # folded: never reaches LLVM
            v = _signed(value.constant, value.type.width)
            return ir.Constant(typ, v & ((1 << typ.width) - 1))
        _check_cast("sext", value, typ)
        return super().sext(value, typ, name)

    def trunc(self, value, typ, name=""):
        if _const(value) and isinstance(typ, ir.IntType):  # folded: never reaches LLVM
            return ir.Constant(typ, value.constant & ((1 << typ.width) - 1))
        _check_cast("trunc", value, typ)
        return super().trunc(value, typ, name)

    def bitcast(self, value, typ, name=""):
        _check_cast("bitcast", value, typ)
        if value.type == typ:
            return value
        if isinstance(value, ir.CastInstr) and value.opname == "bitcast" and (
                value.operands[0].type == typ):  # back to what it was cast from
            return value.operands[0]
        if _const(value) and type(typ) in _FLOAT_FORMATS:
            bits = value.constant & ((1 << value.type.width) - 1)
            fmt, exponent, fraction = _FLOAT_FORMATS[type(typ)]
            if bits & exponent != exponent or not bits & fraction:  # not a NaN, whose
                # payload Python's float may change (x86 quiets signalling NaNs)
                return ir.Constant(typ, struct.unpack(fmt[0], struct.pack(fmt[1], bits))[0])
        return super().bitcast(value, typ, name)
