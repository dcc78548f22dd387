"""Pass (analysis): the f32 registers that never hold a subnormal, so that an ``.ftz``
instruction reading them need not flush them.

``.ftz`` flushes subnormal operands and results to zero of the same sign, and the device's own
arithmetic keeps subnormals, so ``isa/floating.py`` tests and selects each operand and each
result (five to seven vector operations each). Code built with ``-use_fast_math`` puts ``.ftz``
on every f32 instruction, so most operands are results of other ``.ftz`` instructions, flushed
already: ggml's quantized products had four flushes per ``fma`` where one is needed. A register
is *flushed* when every write to it (``register_origins.py``) gives a value that is not
subnormal:

- the result of an ``.ftz`` f32 instruction that flushes its result (the arithmetic, ``min``,
  ``max``, ``abs``, ``neg``: results of flushed operands);
- ``cvt`` to .f32 from an integer or from .f16 (neither gives a subnormal .f32), or with
  ``.ftz``;
- an immediate that is not subnormal;
- a copy (``mov``, ``selp``) of such registers and immediates.
"""

from __future__ import annotations

from .. import ast
from .register_origins import COPIES, is_f32, register_origins
from .resolve import Symbol

FLUSHED, RAW = "flushed", "raw"

# f32 instructions whose .ftz result is flushed (isa/floating.py: _finish, or made from
# flushed operands)
FTZ_RESULTS = frozenset({"add", "sub", "mul", "fma", "mad", "div", "rcp", "sqrt", "rsqrt",
                         "sin", "cos", "lg2", "ex2", "min", "max", "abs", "neg"})

_MIN_NORMAL = 2.0 ** -126


def _is_subnormal_immediate(op) -> bool:
    if isinstance(op, ast.FloatImm):
        if op.bits is not None and op.width == 32:
            return op.bits & 0x7F800000 == 0 and op.bits & 0x007FFFFF != 0
        return op.value == op.value and 0.0 < abs(op.value) < _MIN_NORMAL
    if isinstance(op, ast.Imm):
        return op.value & 0x7F800000 == 0 and op.value & 0x007FFFFF != 0
    return True


def _immediate_origin(op) -> str:
    return RAW if _is_subnormal_immediate(op) else FLUSHED


def _origin_of_write(ins: ast.Instruction) -> str | None:
    types = ins.types
    if not types:
        return RAW
    if ins.opcode in FTZ_RESULTS and ins.has("ftz") and is_f32(types[-1]):
        return FLUSHED
    if ins.opcode == "cvt" and len(types) == 2 and is_f32(types[0]) and (
            types[1].kind in "su" or types[1].name == "f16" or ins.has("ftz")):
        return FLUSHED
    if ins.opcode == "mov" and isinstance(ins.operands[1], ast.Imm | ast.FloatImm):
        return _immediate_origin(ins.operands[1])
    if ins.opcode in COPIES:
        return None
    return RAW


def flushed_registers(blocks, enabled: bool = True) -> frozenset[Symbol]:
    """The 32-bit scalar registers of one function's blocks that never hold a subnormal f32;
    ``enabled=False``: none (every .ftz operand flushed)."""
    if not enabled:
        return frozenset()
    instructions = [ins for bb in blocks for ins in bb.instructions]
    origins = register_origins(instructions, _origin_of_write, _immediate_origin, RAW)
    return frozenset(s for s, o in origins.items()
                     if o == {FLUSHED} and s.type.bits == 32 and s.vec == 1)
