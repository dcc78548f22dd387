"""Addresses as a base pointer and an element-typed index, where the PTX lets us see them so.

nvcc computes addresses in integer registers: ``shl.b32 %r19, %r3, 2; add.s32 %r8, %r20, %r19;
ld.shared.f32 %f8, [%r8+64]`` (a shared window offset), or ``cvta.to.global.u64 %rd11, %rd9;
mul.wide.s32 %rd12, %r23, 4; add.s64 %rd19, %rd11, %rd12; ld.global.f32 %f6, [%rd19]``. Lowered
as they are (an ``i8`` GEP on a zero-extended byte offset, or ``inttoptr`` of a 64-bit sum), the
device compilers that vectorize across work-items (Intel's CPU runtime) cannot tell that
neighbouring threads touch neighbouring elements, and gather and scatter element by element.
Measured on the bench's kernels, the same code with ``gep float, %window, i64 (256 + tid + 16)``
or ``gep float, %param_pointer, i64 (sext %r23)`` vectorizes into plain vector loads.

So :meth:`AddressAnalysis.pointer` follows an address register's definitions back through the
single assignment registers (:mod:`zluda.ptx.passes.ssa`) over ``add``, ``sub``, ``shl`` and
``mul``/``mad`` by constants, ``mov``, ``cvta`` (global addresses are generic ones here) and
``mul.wide``, into a sum of leaves times constants plus a constant. A leaf that is a shift
``x << k``, or a masked one ``(x << k) & m`` (a table's entry: nvcc's ``(digit << 2) & 1020``),
counts in elements as ``x`` or ``x & (m >> k)`` itself, not as the shift divided back. The
largest power of two (up to 8) that divides every coefficient and the constant is the element
size ``u``; the pointer becomes ``gep i<8u>, base, sum/u``: the shared window for shared
addresses; for global and generic ones the one 64-bit leaf with coefficient 1 (the pointer,
usually a kernel parameter), ``inttoptr``-ed. The leaves are single-assignment registers (so
their values at the access are the values the address was computed from), constants, and shared
variables' offsets.

A register stepped in a loop (``add.s64 %rd87, %rd87, 128``: several definitions, so not a
single-assignment register) is seen the same way when it is the access's address: if each of
its definitions is either such a step by a value of known alignment, or a value that is one
pointer leaf ``P`` plus terms (the same ``P`` for all), the register always holds ``P`` plus an
offset. Its slot then holds that offset in elements, ``(reg - P) / u`` (every write divides,
every read multiplies back and adds ``P``), and the access becomes ``gep i<8u>, P, slot``: an
index that the device compiler sees as an induction variable. A shared address register stepped
so becomes ``gep i<8u>, window, reg / u``.

Where every step of such a 64-bit register adds the same constant ``s`` (nvcc's loops:
``add.s64 %rd26, %rd26, 512`` next to the 32-bit counter that the loop tests), the offset is
kept as an origin and a count of steps: a step adds one to the count, any other write sets the
origin and clears the count, and a read is ``origin + count * s/u``. After SROA the origin is the
loop's entry value and the count a canonical induction variable, so that the index is a value
consecutive across work-items plus a uniform one; with the offset stepped in its own phi, Intel's
CPU compiler gathers (a loop of nvcc's shape in OpenCL C measured 1.08x-1.28x of the plain loop
with the stepped 64-bit offset, 1.01x-1.09x with the counted one). The count is 64-bit, so the
offset is the same modulo 2^64 after any number of steps. An origin that an instruction writes
as ``P`` plus terms (nvcc's unrolled loop starts at ``P + (x << 2) + 256``) is built from those
terms as an element index (``x + 64``), not as the byte offset divided back, which LLVM folds
into an ``i8`` GEP of that byte offset (layernorm 1.42x-1.50x to 1.34x-1.42x).

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
from .ssa import defs_and_uses, dominates, dominators

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
        """self + other, or self - other (a subtracted pointer is a term: scaled() makes it)."""
        if sign == -1:
            other = other.scaled(-1)
        return Affine(self.constant + other.constant, self.terms + other.terms,
                      self.bases + other.bases)


class AddressAnalysis:
    """Per function: the defining instruction of each single-assignment register."""

    def __init__(self, ctx, blocks, enabled: bool = True) -> None:
        self.ctx = ctx
        self.enabled = enabled
        if not enabled:
            blocks = []
        # every definition of every register, and where each register is read or written
        self.all_defs: dict[object, list[ast.Instruction]] = {}
        where: dict[object, set[str]] = {}
        written_in: dict[object, str] = {}
        address_registers: set[object] = set()
        for block in blocks:
            for ins in block.instructions:
                written, read = defs_and_uses(ins)
                for symbol in written:
                    self.all_defs.setdefault(symbol, []).append(ins)
                    written_in[symbol] = block.name
                for symbol in (*written, *read):
                    where.setdefault(symbol, set()).add(block.name)
                for op in ins.operands:
                    if isinstance(op, ast.MemRef) and op.kind == "reg":
                        address_registers.add(op.base.symbol)
        # the defining instruction of each single-assignment register
        self.defs = {symbol: defs[0] for symbol, defs in self.all_defs.items()
                     if symbol in ctx.ssa and len(defs) == 1 and _names(defs[0].operands[0],
                                                                       symbol)}
        self.params_loaded = {symbol for symbol, ins in self.defs.items()
                              if ins.opcode == "ld" and ins.space == "param"}
        self._inductions: dict[object, tuple | None] = {}
        # 64-bit address registers stepped in loops, kept as offsets from their pointer P (the
        # register's slot holds value - P: see the module's docstring)
        self.offsets: dict[object, tuple] = {}
        self._read_offsets: dict[int, ir.Value] = {}  # id(P + slot) -> slot, from read()
        block_of = {symbol: written_in[symbol] for symbol in self.defs}
        idom = dominators(blocks) if blocks else {}
        for symbol in address_registers:
            if symbol in ctx.ssa or symbol.vec != 1 or getattr(symbol.type, "bits", 0) != 64:
                continue
            found = self._induction(symbol, 64)
            if found is None or found[0] not in block_of:
                continue
            home = block_of[found[0]]
            if all(dominates(idom, home, name) for name in where.get(symbol, ())):
                self.offsets[symbol] = found
        # of those, the ones stepped by one constant: symbol -> (step in elements, count slot)
        self.counted: dict[object, tuple[int, ir.Value]] = {}
        # id(offset) -> (register, origin, count) of a counted register's read
        self._read_origins: dict[int, tuple[object, ir.Value, ir.Value]] = {}
        for symbol, (_base, unit) in self.offsets.items():
            step = self._constant_step(symbol)
            if step is not None and step % unit == 0:
                count = ctx.new_alloca(I64, f"{symbol.name.lstrip('%')}.steps")
                ctx.b.store(ir.Constant(I64, 0), count)
                self.counted[symbol] = (step // unit, count)

    def _constant_step(self, symbol) -> int | None:
        """The one constant that every step of ``symbol`` adds (``sub`` subtracts it), if
        there is one and ``symbol`` has other definitions too."""
        steps, others = set(), 0
        for ins in self.all_defs.get(symbol, ()):
            ops = ins.operands
            if ins.opcode in ("add", "sub") and not ins.flags and _names(ops[1], symbol) \
                    and isinstance(ops[2], ast.Imm):
                steps.add(ops[2].value if ins.opcode == "add" else -ops[2].value)
            elif ins.opcode == "add" and not ins.flags and _names(ops[2], symbol) \
                    and isinstance(ops[1], ast.Imm):
                steps.add(ops[1].value)
            else:
                others += 1
        return steps.pop() if len(steps) == 1 and others else None

    # -- the registers kept as offsets -------------------------------------------------------

    def read(self, symbol, slot_value: ir.Value) -> ir.Value:
        """The value of register ``symbol`` from what its slot holds."""
        found = self.offsets.get(symbol)
        if found is None:
            return slot_value
        base, unit = found
        b = self.ctx.b
        offset = self._offset(symbol, slot_value)
        value = b.add(self.ctx.ssa_values[base], _scaled(b, offset, unit))
        self._read_offsets[id(value)] = offset
        return value

    def _offset(self, symbol, slot_value: ir.Value) -> ir.Value:
        """The offset in elements from what the slot holds (a counted register's slot holds
        its origin), remembering the parts of a counted one for :meth:`stored`."""
        counted = self.counted.get(symbol)
        if counted is None:
            return slot_value
        step, slot = counted
        b = self.ctx.b
        count = b.load(slot)
        offset = b.add(slot_value, b.mul(count, ir.Constant(I64, step)))
        self._read_origins[id(offset)] = (symbol, slot_value, count)
        return offset

    def stored(self, symbol, value: ir.Value) -> ir.Value:
        """What register ``symbol``'s slot holds for the value ``value``: (value - P) / u,
        built without P where the value is P + x or (a read of the register) +/- x, so that
        the slot's values are plain element offsets (LLVM's light pipeline does not
        reassociate, and it would fold a byte offset's division back into an i8 GEP)."""
        found = self.offsets.get(symbol)
        if found is None:
            return value
        base, unit = found
        b, base_value = self.ctx.b, self.ctx.ssa_values[base]
        counted = self.counted.get(symbol)
        if counted is not None:
            step, slot = counted
            stepped = self._counted_step(symbol, value, step * unit)
            if stepped is not None:  # one more step: the origin stays
                origin, count = stepped
                b.store(b.add(count, ir.Constant(I64, 1)), slot)
                return origin
            b.store(ir.Constant(I64, 0), slot)  # a new origin
        index = self._written_index(base_value, unit)
        if index is not None:
            return index
        if isinstance(value, ir.Instruction) and value.opname in ("add", "sub") \
                and len(value.operands) == 2:
            x, y = value.operands
            if value.opname == "add" and (y is base_value or id(y) in self._read_offsets):
                x, y = y, x
            if x is base_value and value.opname == "add":
                return _divided(b, y, unit)
            if id(x) in self._read_offsets:
                step = _divided(b, y, unit)
                offset = self._read_offsets[id(x)]
                return b.add(offset, step) if value.opname == "add" else b.sub(offset, step)
        return _divided(b, b.sub(value, base_value), unit)

    def _written_index(self, base_value: ir.Value, unit: int) -> ir.Value | None:
        """(value - P) / u from the terms of the instruction being lowered, where it writes P
        plus terms that u divides: the element index that nvcc's sum stands for (``P + (x <<
        2) + 256`` is ``x + 64``), not its byte offset divided back, which LLVM folds into an
        ``i8`` GEP that Intel's CPU compiler gathers from."""
        ins = self.ctx.current
        affine = self._expand(ins, 64, 0) if ins is not None else None
        if affine is None or len(affine.bases) != 1 or affine.bases[0].value is not base_value \
                or affine.constant % unit or any(c * leaf.align % unit
                                                 for c, leaf in affine.terms):
            return None
        return self._index(Affine(affine.constant, affine.terms), unit, ())

    def _counted_step(self, symbol, value: ir.Value, step_bytes: int) -> tuple | None:
        """(origin, count) of the read of ``symbol`` that ``value`` adds ``step_bytes`` to,
        if it does."""
        if not isinstance(value, ir.Instruction) or value.opname not in ("add", "sub") \
                or len(value.operands) != 2:
            return None
        x, y = value.operands
        if value.opname == "add" and id(y) in self._read_offsets:
            x, y = y, x
        if id(x) not in self._read_offsets or not isinstance(y, ir.Constant):
            return None
        delta = y.constant if value.opname == "add" else -y.constant
        if (delta - step_bytes) % (1 << 64):
            return None
        read = self._read_origins.get(id(self._read_offsets[id(x)]))
        return read[1:] if read is not None and read[0] is symbol else None

    # -- building the sum --------------------------------------------------------------------

    def _leaf(self, symbol, width: int) -> Affine | None:
        value = self.ctx.ssa_values.get(symbol)
        if value is None:
            return None
        ins = self.defs.get(symbol)
        align = self._align_of(ins, width, 0) if ins is not None else 1
        leaf = Leaf(value, signed=not self._nonnegative(symbol), align=align)
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
            signed = t.kind == "s" and not self._nonnegative(a.symbol)
            return Affine(0, [(k.value, Leaf(value, signed))])
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

    # -- registers stepped in loops ----------------------------------------------------------

    def _stepped(self, op, width: int) -> Affine | None:
        """A multiply-defined address register as P + offset (or a shared offset), read now."""
        if not isinstance(op, ast.Reg) or op.component is not None or op.symbol.kind != "reg" \
                or op.symbol in self.ctx.ssa or op.symbol.vec != 1 \
                or getattr(op.symbol.type, "bits", 0) != width:
            return None
        symbol = op.symbol
        if symbol not in self._inductions:
            self._inductions[symbol] = self._induction(symbol, width)
        found = self._inductions[symbol]
        if found is None:
            return None
        base, align = found
        if width == 32:
            return Affine(0, [(1, Leaf(self.ctx.load_symbol(symbol), True, align))])
        if symbol not in self.offsets:
            return None
        unit = self.offsets[symbol][1]
        # the slot holds (value - P) / unit, or a counted register's origin
        offset = Leaf(self._offset(symbol, self.ctx.load_symbol(symbol)), True)
        return Affine(0, [(unit, offset)], [Leaf(self.ctx.ssa_values[base], False)])

    def _induction(self, symbol, width: int) -> tuple | None:
        """(P, alignment of the offset) if every definition of ``symbol`` is a step of it or P
        plus terms; for shared offsets P is None. None otherwise."""
        base, align = None, MAX_UNIT
        for ins in self.all_defs.get(symbol, ()):
            if ins.opcode in ("add", "sub") and not ins.flags and ins.types \
                    and ins.types[-1].bits == width:
                a, c = ins.operands[1], ins.operands[2]
                if _names(a, symbol) or (ins.opcode == "add" and _names(c, symbol)):
                    other = c if _names(a, symbol) else a
                    align = min(align, self._align(other, width, 0))
                    continue
            parts = self._parts(ins, width, 0)
            if parts is None:
                return None
            p, a = parts
            if width == 64 and p is None or width == 32 and p is not None:
                return None
            if base is not None and p is not base:
                return None
            base, align = p, min(align, a)
        if width == 64 and base is None:
            return None
        return base, align

    def _parts(self, ins: ast.Instruction, width: int, depth: int) -> tuple | None:
        """(pointer leaf or None, alignment of the rest) of the value ``ins`` writes."""
        t = ins.types[-1] if ins.types else None
        if t is None or t.bits != width or depth > MAX_DEPTH:
            return None
        if ins.opcode in ("mov", "cvta") and (ins.opcode == "mov" or ins.space in ("global",
                                                                                  "const")):
            return self._operand_parts(ins.operands[1], width, depth + 1)
        if ins.opcode in ("add", "sub") and not ins.flags:
            a = self._operand_parts(ins.operands[1], width, depth + 1)
            c = self._operand_parts(ins.operands[2], width, depth + 1)
            if a is None or c is None or c[0] is not None and (a[0] is not None
                                                               or ins.opcode == "sub"):
                return None
            return (a[0] if a[0] is not None else c[0]), min(a[1], c[1])
        return (None, self._align_of(ins, width, depth))

    def _operand_parts(self, op, width: int, depth: int) -> tuple | None:
        if isinstance(op, ast.Reg) and op.component is None and op.symbol in self.ctx.ssa:
            if width == 64 and self._pointer_like(op.symbol):
                return op.symbol, MAX_UNIT
            ins = self.defs.get(op.symbol)
            if ins is not None and ins.opcode in ("mov", "cvta", "add", "sub"):
                return self._parts(ins, width, depth)
        return None, self._align(op, width, depth)

    def _align(self, op, width: int, depth: int) -> int:
        """A power of two (at most MAX_UNIT) known to divide the operand's value."""
        if isinstance(op, ast.Imm):
            return _low_bit(op.value)
        if isinstance(op, ast.AddressOf) and getattr(op.symbol, "kind", None) == "shared":
            offset = self.ctx.shared_offset(op.symbol)
            known = int(offset.constant) if isinstance(offset, ir.Constant) else \
                DYNAMIC_SHARED_ALIGN
            return min(_low_bit(known), _low_bit(op.offset))
        if isinstance(op, ast.Reg) and op.component is None and op.symbol in self.ctx.ssa:
            ins = self.defs.get(op.symbol)
            if ins is not None and depth < MAX_DEPTH:
                return self._align_of(ins, width, depth + 1)
        return 1

    def _align_of(self, ins: ast.Instruction, width: int, depth: int) -> int:
        ops, code = ins.operands, ins.opcode
        if code in ("mov", "cvta"):
            return self._align(ops[1], width, depth)
        if code in ("add", "sub") and not ins.flags:
            return min(self._align(ops[1], width, depth), self._align(ops[2], width, depth))
        if code == "shl" and isinstance(ops[2], ast.Imm):
            return min(MAX_UNIT, self._align(ops[1], width, depth) << min(ops[2].value, 3))
        if code == "and" and isinstance(ops[2], ast.Imm):  # a mask clears low bits, or keeps
            return max(_low_bit(ops[2].value), self._align(ops[1], width, depth))
        if code == "mul" and (ins.has("lo") or ins.has("wide")):
            return min(MAX_UNIT, self._align(ops[1], width, depth)
                       * self._align(ops[2], width, depth))
        return 1

    # -- the pointer -------------------------------------------------------------------------

    def pointer(self, ref: ast.MemRef, space: str) -> ir.Value | None:
        """``ref`` as ``gep i<8u>, base, index``, or None where the address is not seen as an
        affine sum (the caller then lowers it as it is)."""
        ctx = self.ctx
        width = 32 if space == "shared" else 64
        if not self.enabled or ref.kind != "reg" or space in ("local", "param"):
            return None
        affine = self.operand(ref.base, width, 0)
        if affine is None:
            affine = self._stepped(ref.base, width)
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
            share = math.gcd(unit, abs(coefficient))  # the part of the unit in the coefficient
            if share < unit:  # the leaf's own alignment carries the rest (exact, any sign)
                value = _unscaled(b, leaf, (unit // share).bit_length() - 1)
            else:
                value = _widened(b, leaf)
            step = coefficient // share
            if step != 1:
                value = _flagged(b.mul(value, ir.Constant(I64, step)), flags)
            total = value if total is None else _flagged(b.add(total, value), flags)
        constant = ir.Constant(I64, affine.constant // unit)
        if total is None:
            return constant
        return _flagged(b.add(total, constant), flags) if affine.constant else total


def _widened(b: ir.IRBuilder, leaf: Leaf) -> ir.Value:
    """A leaf as an i64. A thread or block index is the truncation of the work-item builtin's
    i64, which is below 2^31: that i64 itself, for the device compiler sees through no
    sign- or zero-extension of a truncation (Intel's gathers ``s[tid]`` then)."""
    value = leaf.value
    if value.type.width == 64:
        return value
    if not leaf.signed and isinstance(value, ir.CastInstr) and value.opname == "trunc" \
            and value.operands[0].type == I64:
        return value.operands[0]
    return b.sext(value, I64) if leaf.signed else b.zext(value, I64)


def _unscaled(b: ir.IRBuilder, leaf: Leaf, shift: int) -> ir.Value:
    """A leaf divided by ``2**shift``, which divides it, as an i64. A leaf that is itself
    ``x << k`` (a thread index times the element size, as nvcc computes shared addresses)
    gives ``x << (k - shift)``, and ``(x << k) & m`` gives ``(x & (m >> k)) << (k - shift)``:
    indices that the device compiler sees through (an ``ashr exact`` of the shift's extension
    hides them), and the same address within the exactness rules of the module's docstring."""
    value = leaf.value
    mask = None
    if _by_constant(value, "and") and _by_constant(value.operands[0], "shl") \
            and not value.operands[1].constant >> (value.type.width - 1):
        # (x << k) & m, where m keeps none of the shifted-in zeros nor the sign bit:
        # (x & (m >> k)) << k, an index into a table (a histogram's digit times the size of
        # its counters)
        mask, value = value.operands[1].constant, value.operands[0]
    if _by_constant(value, "shl") and shift <= value.operands[1].constant < value.type.width:
        k = value.operands[1].constant
        if mask is None or not mask & ((1 << k) - 1):
            inner = value.operands[0]
            if mask is not None:
                inner = b.and_(inner, ir.Constant(inner.type, mask >> k))
                signed = False  # never negative: the mask clears the sign bit
            else:
                signed = leaf.signed
            return b.shl(_widened(b, Leaf(inner, signed)), ir.Constant(I64, k - shift))
    return _flagged(b.ashr(_widened(b, leaf), ir.Constant(I64, shift)), ("exact",))


def _by_constant(value: ir.Value, opname: str) -> bool:
    """Whether ``value`` is an ``opname`` instruction with a constant right operand."""
    return isinstance(value, ir.Instruction) and value.opname == opname \
        and isinstance(value.operands[1], ir.Constant)


def _scaled(b: ir.IRBuilder, value: ir.Value, unit: int) -> ir.Value:
    return value if unit == 1 else b.shl(value, ir.Constant(I64, unit.bit_length() - 1))


def _divided(b: ir.IRBuilder, value: ir.Value, unit: int) -> ir.Value:
    """``value / unit`` for a value that ``unit`` divides (any sign)."""
    if unit == 1:
        return value
    return _flagged(b.ashr(value, ir.Constant(I64, unit.bit_length() - 1)), ("exact",))


def _names(op, symbol) -> bool:
    return isinstance(op, ast.Reg) and op.component is None and op.symbol is symbol


def _low_bit(value: int) -> int:
    """The largest power of two, at most MAX_UNIT, that divides ``value``."""
    value &= (1 << 64) - 1
    return MAX_UNIT if value == 0 else min(MAX_UNIT, value & -value)


def _flagged(value: ir.Value, flags: tuple[str, ...]) -> ir.Value:
    if isinstance(value, ir.Instruction):
        value.flags.extend(flags)
    return value
