"""Pass 5 (analysis): where an f32 NaN's bits can be seen, so that only there is it canonical.

On NVIDIA GPUs a NaN that an f32 arithmetic instruction produces is always 0x7fffffff; the
device we run on gives some other NaN (x86 gives 0xffc00000, or the payload of an operand). The
difference shows only where the bits of the value are seen: a store, a move into an integer
register, a shuffle, an atomic, a call, ``neg``/``abs``/``copysign`` (they keep the payload).
Arithmetic, comparisons, ``min``/``max``, ``testp`` and ``cvt`` read the value, not its bits: a NaN
is a NaN to them, and their own NaN results are canonical again. So the canonicalization (three
vector operations) moves from every arithmetic result to the reads where the bits escape.

It may move only for registers that hold arithmetic results and nothing else: a loaded value
(or one moved in from integer bits, or from a shuffle) must keep its NaN payload to the store, as
it does on NVIDIA. This analysis sorts the origins of each f32 register, flow-insensitively:

- ``ARITH``: an arithmetic instruction's result, which is canonical on NVIDIA;
- ``CANONICAL``: a value that is canonical already (a non-NaN immediate, ``min``/``max``,
  ``cvt``), for which canonicalizing again changes nothing;
- ``RAW``: bits that must be kept as they are (loads, moves from integers, calls, anything else).

``mov`` and ``selp`` between f32 registers carry their source's origins to the destination. A
register whose origins include ``ARITH`` but not ``RAW`` is *deferred*: its arithmetic results are
written as the device computes them, and an instruction that reads its bits canonicalizes the
value it reads. Every other register gets canonical arithmetic results when they are written,
as before.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from .. import ast
from .resolve import Symbol
from .ssa import registers_in

ARITH, CANONICAL, RAW = "arith", "canonical", "raw"

# f32 instructions whose NaN results are canonicalized (isa/floating.py's _finish).
ARITHMETIC = frozenset({"add", "sub", "mul", "fma", "mad", "div", "rcp", "sqrt", "rsqrt", "sin",
                        "cos", "lg2", "ex2", "tanh"})
# Instructions that read an f32 operand as a number: a NaN's payload does not matter to them.
VALUE_READERS = ARITHMETIC | {"min", "max", "setp", "set", "testp", "cvt"}
# f32 results that are canonical already.
CANONICAL_RESULTS = frozenset({"min", "max", "cvt"})
COPIES = frozenset({"mov", "selp"})  # carry the origins of their f32 sources


@dataclass
class NanPlan:
    """Which registers defer canonicalization, and which reads must canonicalize."""

    deferred: set[Symbol] = field(default_factory=set)
    # per instruction (by id): the deferred registers whose bits it reads
    escaping_reads: dict[int, frozenset[Symbol]] = field(default_factory=dict)

    def defers(self, ins: ast.Instruction) -> bool:
        """Whether ``ins``'s arithmetic result may stay as the device computed it."""
        op = ins.operands[0] if ins.operands else None
        return isinstance(op, ast.Reg) and op.symbol in self.deferred

    def reads_bits(self, ins: ast.Instruction | None) -> frozenset[Symbol]:
        return self.escaping_reads.get(id(ins), frozenset()) if ins is not None else frozenset()


def _is_f32(t) -> bool:
    return t is not None and t.kind == "f" and t.bits == 32


def _scalar_register(op) -> Symbol | None:
    if isinstance(op, ast.Reg) and op.component is None:
        symbol = op.symbol
        if symbol is not None and symbol.kind == "reg" and symbol.vec == 1:
            return symbol
    return None


def _is_nan_immediate(op) -> bool:
    if isinstance(op, ast.FloatImm):
        if op.bits is not None and op.width == 32:
            return (op.bits & 0x7FFFFFFF) > 0x7F800000
        return op.value != op.value
    if isinstance(op, ast.Imm):
        return (op.value & 0x7FFFFFFF) > 0x7F800000
    return True


def _origin_of_write(ins: ast.Instruction) -> str | None:
    """The origin of the value that ``ins`` writes to operand 0, or None for a copy."""
    if ins.opcode in ARITHMETIC and ins.types and _is_f32(ins.types[-1]):
        return ARITH
    if ins.opcode in CANONICAL_RESULTS and ins.types and _is_f32(ins.types[0]):
        return CANONICAL
    if ins.opcode == "mov" and isinstance(ins.operands[1], ast.Imm | ast.FloatImm):
        return RAW if _is_nan_immediate(ins.operands[1]) else CANONICAL
    if ins.opcode in COPIES:
        return None
    return RAW


def plan_nan_canonicalization(blocks, enabled: bool = True) -> NanPlan:
    """The plan for one function's blocks; ``enabled=False``: every arithmetic result
    canonical."""
    if not enabled:
        return NanPlan()
    instructions = [ins for bb in blocks for ins in bb.instructions]
    origins: dict[Symbol, set[str]] = {}
    copies: list[tuple[Symbol, list[Symbol | str]]] = []  # (destination, sources)
    for ins in instructions:
        sig = ins.signature
        for i, op in enumerate(ins.operands):
            role = sig[i][0] if sig is not None and i < len(sig) else None
            if role == "s":
                continue
            targets = registers_in(op)
            if role == "d" and i == 0 and (dst := _scalar_register(op)) is not None:
                origin = _origin_of_write(ins)
                if origin is None:  # mov/selp: the sources' origins
                    copies.append((dst, [_copied(o) for o in ins.operands[1:]
                                         if not _is_predicate(o)]))
                    continue
                origins.setdefault(dst, set()).add(origin)
                continue
            for symbol in targets:  # other destinations, or operands of unknown role
                origins.setdefault(symbol, set()).add(RAW)
    changed = True
    while changed:
        changed = False
        for dst, sources in copies:
            have = origins.setdefault(dst, set())
            before = len(have)
            for s in sources:
                have |= {s} if isinstance(s, str) else origins.get(s, set())
            changed |= len(have) != before
    plan = NanPlan()
    plan.deferred = {s for s, o in origins.items()
                     if ARITH in o and RAW not in o and _is_f32(s.type) and s.vec == 1}
    if not plan.deferred:
        return plan
    for ins in instructions:
        reads = _escaping_reads(ins, plan.deferred)
        if reads:
            plan.escaping_reads[id(ins)] = frozenset(reads)
    return plan


def _copied(op) -> Symbol | str:
    """What a copy's source contributes: a register (its origins) or an origin."""
    if isinstance(op, ast.Imm | ast.FloatImm):
        return RAW if _is_nan_immediate(op) else CANONICAL
    return _scalar_register(op) or RAW


def _is_predicate(op) -> bool:
    symbol = getattr(op.operand if isinstance(op, ast.Negated) else op, "symbol", None)
    return symbol is not None and getattr(symbol, "type", None) is not None \
        and symbol.type.kind == "pred"


def _escaping_reads(ins: ast.Instruction, deferred: set[Symbol]) -> set[Symbol]:
    """The deferred registers whose bits ``ins`` reads."""
    sig = ins.signature
    out: set[Symbol] = set()
    copy_into_deferred = ins.opcode in COPIES and _scalar_register(ins.operands[0]) in deferred
    for i, op in enumerate(ins.operands):
        role, t = (sig[i][0], sig[i][1]) if sig is not None and i < len(sig) else (None, None)
        if role == "d" and not isinstance(op, ast.MemRef):
            continue
        for symbol in registers_in(op):
            if symbol not in deferred:
                continue
            if role == "s" and (copy_into_deferred
                                or (ins.opcode in VALUE_READERS and _is_f32(t))):
                continue
            out.add(symbol)
    return out
