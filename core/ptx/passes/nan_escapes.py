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
from .register_origins import COPIES, is_f32, register_origins, scalar_register
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
    if ins.opcode in ARITHMETIC and ins.types and is_f32(ins.types[-1]):
        return ARITH
    if ins.opcode in CANONICAL_RESULTS and ins.types and is_f32(ins.types[0]):
        return CANONICAL
    if ins.opcode == "mov" and isinstance(ins.operands[1], ast.Imm | ast.FloatImm):
        return _immediate_origin(ins.operands[1])
    if ins.opcode in COPIES:
        return None
    return RAW


def _immediate_origin(op) -> str:
    return RAW if _is_nan_immediate(op) else CANONICAL


def plan_nan_canonicalization(blocks, enabled: bool = True) -> NanPlan:
    """The plan for one function's blocks; ``enabled=False``: every arithmetic result
    canonical."""
    if not enabled:
        return NanPlan()
    instructions = [ins for bb in blocks for ins in bb.instructions]
    origins = register_origins(instructions, _origin_of_write, _immediate_origin, RAW)
    plan = NanPlan()
    plan.deferred = {s for s, o in origins.items()
                     if ARITH in o and RAW not in o and is_f32(s.type) and s.vec == 1}
    if not plan.deferred:
        return plan
    for ins in instructions:
        reads = _escaping_reads(ins, plan.deferred)
        if reads:
            plan.escaping_reads[id(ins)] = frozenset(reads)
    return plan


def _escaping_reads(ins: ast.Instruction, deferred: set[Symbol]) -> set[Symbol]:
    """The deferred registers whose bits ``ins`` reads."""
    sig = ins.signature
    out: set[Symbol] = set()
    copy_into_deferred = ins.opcode in COPIES and scalar_register(ins.operands[0]) in deferred
    for i, op in enumerate(ins.operands):
        role, t = (sig[i][0], sig[i][1]) if sig is not None and i < len(sig) else (None, None)
        if role == "d" and not isinstance(op, ast.MemRef):
            continue
        for symbol in registers_in(op):
            if symbol not in deferred:
                continue
            if role == "s" and (copy_into_deferred
                                or (ins.opcode in VALUE_READERS and is_f32(t))):
                continue
            out.add(symbol)
    return out
