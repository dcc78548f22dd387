"""Addresses as a base pointer and an element-typed index, where the PTX lets us see them so.

nvcc computes addresses in integer registers: ``shl.b32 %r19, %r3, 2; add.s32 %r8, %r20, %r19;
ld.shared.f32 %f8, [%r8+64]`` (a shared window offset), or ``cvta.to.global.u64 %rd11, %rd9;
mul.wide.s32 %rd12, %r23, 4; add.s64 %rd19, %rd11, %rd12; ld.global.f32 %f6, [%rd19]``. Lowered
as they are (an ``i8`` GEP on a zero-extended byte offset, or ``inttoptr`` of a 64-bit sum), the
device compilers that vectorize across work-items (Intel's CPU runtime) cannot tell that
neighbouring threads touch neighbouring elements, and gather and scatter element by element.
Measured on the bench's kernels, the same code with ``gep float, %window, i64 (256 + tid + 16)``
or ``gep float, %param_pointer, i64 (sext %r23)`` vectorizes into plain vector loads.

So :func:`affine_address` follows an address register's definitions back through the single
assignment registers (:mod:`zluda.ptx.passes.ssa`) over ``add``, ``sub``, ``shl`` and ``mul``/
``mad`` by constants, ``mov``, ``cvta`` (global addresses are generic ones here) and
``mul.wide``, into a sum of leaves times constants plus a constant. The largest power of two (up
to 8) that divides every coefficient and the constant is the element size ``u``; the pointer
becomes ``gep i<8u>, base, sum/u``: the shared window for shared addresses; for global and
generic ones the one 64-bit leaf with coefficient 1 (the pointer, usually a kernel parameter),
``inttoptr``-ed. The leaves are single-assignment registers (so their values at the access are
the values the address was computed from), constants, and shared variables' offsets.

Exactness: 64-bit address arithmetic is computed modulo 2^64 as in PTX, so global and generic
addresses are the same bytes. Shared addresses are 32-bit in PTX; the index is computed in 64
bits from sign-extended leaves (zero-extended thread and block indices), which is the same
address as long as the 32-bit computation did not wrap around 2^32, which no shared-memory
window (at most 228 KiB) gives a reason to do.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field

from llvmlite import ir

from .. import ast
from ..layout import DYNAMIC_SHARED_ALIGN
from ..targets.base import I64

MAX_DEPTH = 12
MAX_UNIT = 8  # bytes: the widest element type an index counts in
# Special registers whose values are never negative: thread and block indices and sizes, lanes.
_NONNEGATIVE_SREGS = {"tid", "ntid", "ctaid", "nctaid", "laneid", "warpid", "nwarpid", "smid",
                      "nsmid", "clusterid", "nclusterid", "cluster_ctaid", "cluster_nctaid"}


@dataclass
class Leaf:
    value: ir.Value  # an i32 or i64 value, available at the access
    signed: bool  # how a 32-bit value widens
    align: int = 1  # a power of two that is known to divide it


@dataclass
class Affine:
    """constant + sum(coefficient * leaf)."""

    constant: int = 0
    terms: list[tuple[int, Leaf]] = field(default_factory=list)
    bases: list[Leaf] = field(default_factory=list)  # 64-bit pointer candidates (coefficient 1)

    def scaled(self, k: int) -> Affine:
        if k == 1:
            return self
        return Affine(self.constant * k, [(c * k, leaf) for c, leaf in self.terms]
                      + [(k, leaf) for leaf in self.bases])

    def plus(self, other: Affine, sign: int = 1) -> Affine:
        if sign == 1:
            return Affine(self.constant + other.constant, self.terms + other.terms,
                          self.bases + other.bases)
        negated = other.scaled(-1)
        if other.bases:  # a pointer subtracted: not base + index
            negated.terms += [(-1, leaf) for leaf in other.bases]
        return Affine(self.constant + negated.constant, self.terms + negated.terms, self.bases)


class AddressAnalysis:
    """Per function: the defining instruction of each single-assignment register."""

    def __init__(self, ctx) -> None:
        self.ctx = ctx
        self.defs: dict[object, ast.Instruction] = {}
        self.params_loaded: set[object] = set()  # registers holding a kernel parameter's value

    def record(self, ins: ast.Instruction) -> None:
        """Call for every instruction, in the order they are lowered."""
        if not ins.operands or ins.signature is None or ins.signature[0][0] != "d":
            return
        op = ins.operands[0]
        if isinstance(op, ast.Reg) and op.component is None and op.symbol in self.ctx.ssa:
            self.defs[op.symbol] = ins
            if ins.opcode == "ld" and ins.space == "param":
                self.params_loaded.add(op.symbol)

    # -- building the sum --------------------------------------------------------------------

    def _leaf(self, symbol, width: int) -> Affine | None:
        value = self.ctx.ssa_values.get(symbol)
        if value is None:
            return None
        leaf = Leaf(value, signed=not self._nonnegative(symbol))
        if width == 64 and value.type.width == 64:
            return Affine(0, [], [leaf]) if self._pointer_like(symbol) else \
                Affine(0, [(1, leaf)], [])
        return Affine(0, [(1, leaf)], [])

    def _pointer_like(self, symbol, depth: int = 0) -> bool:
        """A 64-bit register that holds a kernel parameter, or a copy or cvta of one."""
        if symbol in self.params_loaded:
            return True
        ins = self.defs.get(symbol)
        if ins is None or depth > MAX_DEPTH or ins.opcode not in ("mov", "cvta"):
            return False
        src = ins.operands[1]
        return isinstance(src, ast.Reg) and src.symbol in self.ctx.ssa \
            and self._pointer_like(src.symbol, depth + 1)

    def _nonnegative(self, symbol) -> bool:
        ins = self.defs.get(symbol)
        if ins is None or ins.opcode != "mov":
            return False
        src = ins.operands[1]
        return isinstance(src, ast.Reg) and getattr(src.symbol, "kind", None) == "sreg" \
            and src.name.lstrip("%").split(".")[0] in _NONNEGATIVE_SREGS

    def operand(self, op, width: int, depth: int) -> Affine | None:
        if isinstance(op, ast.Imm):
            v = op.value & ((1 << width) - 1)
            return Affine(v - (1 << width) if v >> (width - 1) else v)
        if isinstance(op, ast.AddressOf) and width == 32:
            symbol = op.symbol
            if getattr(symbol, "kind", None) != "shared":
                return None
            offset = self.ctx.shared_offset(symbol)
            if isinstance(offset, ir.Constant):
                return Affine(int(offset.constant) + op.offset)
            return Affine(op.offset, [(1, Leaf(offset, False, DYNAMIC_SHARED_ALIGN))])
        if not isinstance(op, ast.Reg) or op.component is not None:
            return None
        symbol = op.symbol
        if symbol not in self.ctx.ssa or getattr(symbol.type, "bits", 0) != width:
            return None
        ins = self.defs.get(symbol)
        expanded = self._expand(ins, width, depth + 1) if ins is not None and depth < MAX_DEPTH \
            else None
        return expanded if expanded is not None else self._leaf(symbol, width)

    def _expand(self, ins: ast.Instruction, width: int, depth: int) -> Affine | None:
        ops = ins.operands
        t = ins.types[-1] if ins.types else None
        if t is None or ins.flags - {"lo", "wide"} and ins.opcode != "cvta":
            return None
        code = ins.opcode
        if code == "mul" and ins.has("wide") and width == 64 and t.bits == 32:
            a, k = ops[1], ops[2]
            if isinstance(a, ast.Imm):
                a, k = k, a
            if not isinstance(k, ast.Imm) or not isinstance(a, ast.Reg) \
                    or a.symbol not in self.ctx.ssa or a.symbol.type.bits != 32:
                return None
            value = self.ctx.ssa_values.get(a.symbol)
            if value is None:
                return None
            wide = self.ctx.b.sext(value, I64) if t.kind == "s" else self.ctx.b.zext(value, I64)
            return Affine(0, [(k.value, Leaf(wide, False))])
        if t.bits != width:
            return None
        if code in ("mov", "cvta"):
            if code == "cvta" and ins.space not in ("global", "const"):
                return None
            return self.operand(ops[1], width, depth)
        if code in ("add", "sub"):
            a, b = self.operand(ops[1], width, depth), self.operand(ops[2], width, depth)
            if a is None or b is None:
                return None
            return a.plus(b, 1 if code == "add" else -1)
        if code == "shl" and isinstance(ops[2], ast.Imm) and ops[2].value < width:
            a = self.operand(ops[1], width, depth)
            return a.scaled(1 << ops[2].value) if a is not None else None
        if code in ("mul", "mad") and ins.has("lo"):
            a, k = ops[1], ops[2]
            if isinstance(a, ast.Imm):
                a, k = k, a
            if not isinstance(k, ast.Imm):
                return None
            scaled = self.operand(a, width, depth)
            if scaled is None:
                return None
            scaled = scaled.scaled(self.operand(k, width, depth).constant)
            if code == "mul":
                return scaled
            c = self.operand(ops[3], width, depth)
            return scaled.plus(c) if c is not None else None
        return None

    # -- the pointer -------------------------------------------------------------------------

    def pointer(self, ref: ast.MemRef, space: str) -> ir.Value | None:
        """``ref`` as ``gep i<8u>, base, index``, or None where the address is not seen as an
        affine sum (the caller then lowers it as it is)."""
        ctx = self.ctx
        width = 32 if space == "shared" else 64
        if ref.kind != "reg" or space in ("local", "param"):
            return None
        affine = self.operand(ref.base, width, 0)
        if affine is None:
            return None
        affine = affine.plus(Affine(ref.offset))
        if space == "shared":
            if affine.bases:
                return None
            base = ctx.shared_ptr
        else:
            if not affine.bases:  # no parameter: the one 64-bit term of coefficient 1, if any
                ones = [t for t in affine.terms if t[0] == 1 and t[1].value.type.width == 64]
                if len(ones) != 1:
                    return None
                affine.terms.remove(ones[0])
                affine.bases.append(ones[0][1])
            if len(affine.bases) != 1:
                return None
            base = ctx.b.inttoptr(affine.bases[0].value,
                                  ctx.target.pointer("global" if space == "const" else space))
        unit = MAX_UNIT
        for k in [affine.constant] + [c * leaf.align for c, leaf in affine.terms]:
            while unit > 1 and k % unit:
                unit //= 2
        # no signed overflow in a shared index (see the module's docstring); global indices
        # keep PTX's modular 64-bit arithmetic
        index = self._index(affine, unit, ("nsw",) if space == "shared" else ())
        return ctx.b.gep(base, [index], source_etype=ir.IntType(8 * unit))

    def _index(self, affine: Affine, unit: int, flags: tuple[str, ...]) -> ir.Value:
        b = self.ctx.b
        total: ir.Value | None = None
        for coefficient, leaf in affine.terms:
            value = leaf.value
            if value.type.width < 64:
                value = b.sext(value, I64) if leaf.signed else b.zext(value, I64)
            share = math.gcd(unit, abs(coefficient))  # the part of the unit in the coefficient
            if share < unit:  # the leaf's own alignment carries the rest
                shift = (unit // share).bit_length() - 1
                value = _flagged(b.lshr(value, ir.Constant(I64, shift)), ("exact",))
            step = coefficient // share
            if step != 1:
                value = _flagged(b.mul(value, ir.Constant(I64, step)), flags)
            total = value if total is None else _flagged(b.add(total, value), flags)
        constant = ir.Constant(I64, affine.constant // unit)
        if total is None:
            return constant
        return _flagged(b.add(total, constant), flags) if affine.constant else total


def _flagged(value: ir.Value, flags: tuple[str, ...]) -> ir.Value:
    if isinstance(value, ir.Instruction):
        value.flags.extend(flags)
    return value
