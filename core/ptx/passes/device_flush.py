"""Pass (analysis): whether a module may run with the device flushing f32 subnormals itself.

``.ftz`` flushes subnormal operands and results to a zero of the same sign. The compiler
flushes in code: a test and a select per operand and per result (``isa/floating.py``), seven
SPIR-V instructions around each ``mul.ftz`` or ``fma.ftz``. Code built with ``-use_fast_math``
has ``.ftz`` on every f32 instruction, and ggml's quantized products spend most of their
instructions on those flushes, in the device compiler's time (a CPU device vectorizes each one
32 lanes wide) and at run time. A CPU flushes for nothing in its flush-to-zero mode (x86: DAZ
and FTZ in MXCSR), which OpenCL's ``-cl-denorms-are-zero`` turns on for a program; a device
that does so for f32 ``add``, ``mul`` and ``fma``, operands and results
(``zluda.runtime.calibration`` measures it), gets the target option ``;ftz=device``.

Such a mode holds for the whole program, f64 included, so a module *runs flushed* only where
every instruction that computes with a float either flushes anyway or cannot tell the
difference (:func:`runs_flushed`): ``.ftz`` f32 instructions rounded to nearest, moves, loads,
stores, selections, bitwise ``abs``/``neg``/``copysign``, conversions to and from integers and
to and from .f16 (whose values are far from the f32 subnormals), .f16 arithmetic (computed in
.f32, where every value is normal or zero: ``isa/half.py``), and ``tanh.approx.f32``, whose
lowering then gives a subnormal operand back as its result (tanh(x) is x there) by a test of its
bits. One f64, .bf16 or
non-``.ftz`` f32 computation, a texture, an atomic on floats or a matrix instruction, and the
module keeps the flushes in code. In a module that runs flushed, the instructions in
:data:`DEVICE_FLUSHED` (each one LLVM ``fadd``, ``fmul`` or ``fma``) are left to the device;
the rest keep their flushes in code, which the mode does not change.

One exception: LLVM may fold ``x * 1.0`` or ``x + -0.0`` to ``x`` (its folds need not respect a
flushing mode), which would leave a subnormal ``x`` unflushed. An instruction with a constant
operand (an immediate, or a register that only immediates are written to) therefore still
flushes its other operands in code (:func:`constant_registers`).
"""

from __future__ import annotations

from .. import ast
from .register_origins import COPIES, register_origins
from .resolve import Symbol

# .ftz .f32 instructions that are one LLVM fadd/fmul/fma when rounded to nearest: their flushes
# are left to a device that runs the module flushed
DEVICE_FLUSHED = frozenset({"add", "sub", "mul", "fma", "mad"})
# .ftz .f32 instructions that flush in code whatever the mode, and that compute nothing that the
# mode could change (their operands are flushed before, their results after)
_FLUSHED_IN_CODE = frozenset({"div", "rcp", "sqrt", "rsqrt", "sin", "cos", "lg2", "ex2", "min",
                              "max", "abs", "neg", "setp"})
# instructions that move float bits without computing with them
_MOVES = frozenset({"mov", "ld", "ldu", "st", "selp", "copysign", "shfl", "call", "ret"})
# f32 instructions without .ftz whose lowering keeps a subnormal operand apart from the mode
# (tanh(x) is x there: isa/floating.py selects x, as bits, in a module that runs flushed)
_KEEP_SUBNORMALS_IN_CODE = frozenset({"tanh"})
_DIRECTED = ("rz", "rm", "rp")
# .f16/.f16x2 instructions computed in .f32 whose every value there is normal or zero
# (isa/half.py: .f16's values, their sums and products), so that the mode changes nothing
_HALF_IN_F32 = frozenset({"add", "sub", "mul", "fma", "min", "max"})


def _floats(ins: ast.Instruction) -> list:
    return [t for t in ins.types if t.kind in ("f", "packed")]


def _cvt_is_exact_either_way(ins: ast.Instruction) -> bool:
    """A conversion whose result the flushing mode cannot change."""
    dst, src = ins.types
    if src.kind in "sub":
        return True  # no float operand, and an integer is never a subnormal float
    floats = {"f16", "f16x2", "f32", "f64"}
    if ins.has("ftz"):  # PTX flushes the operand and the result as the mode does
        return dst.kind in "sub" or {dst.name, src.name} <= floats
    rounding = ins.first_of("rn", "rz", "rm", "rp", "rni", "rzi", "rmi", "rpi")
    if dst.kind in "sub":  # a subnormal rounds to 0 as a zero does, except down or up (-1, 1)
        return rounding in ("rni", "rzi")
    if src.name in ("f16", "f16x2") and dst.name == "f32":
        return True  # exact, and .f16 values are normal .f32 ones
    if src.name == "f32" and dst.name in ("f16", "f16x2"):
        return rounding in ("rn", "rz")  # an f32 subnormal is a zero of .f16 either way
    return False  # f32 to f32 (rounding to an integer, .sat) and f64 see subnormals


def _compatible(ins: ast.Instruction) -> bool:
    """Whether ``ins`` gives the same result with the device flushing f32 and f64 subnormals."""
    floats = _floats(ins)
    if not floats:
        return True
    if ins.opcode in _MOVES:
        return True
    if ins.opcode == "cvt" and len(ins.types) == 2:
        return _cvt_is_exact_either_way(ins)
    if ins.opcode in ("abs", "neg"):
        return all(t.name in ("f32", "f64", "f16", "f16x2") for t in floats)  # bitwise
    if all(t.name in ("f16", "f16x2") for t in floats):
        return ins.opcode in _HALF_IN_F32
    if any(t.name != "f32" for t in floats):
        return False
    if not ins.has("ftz"):
        return ins.opcode in _KEEP_SUBNORMALS_IN_CODE
    if ins.first_of(*_DIRECTED):
        return False
    return ins.opcode in DEVICE_FLUSHED or ins.opcode in _FLUSHED_IN_CODE


def is_device_flushed(ins: ast.Instruction) -> bool:
    """Whether a module that runs flushed leaves ``ins``'s flushes to the device."""
    return ins.opcode in DEVICE_FLUSHED and ins.has("ftz") and not ins.first_of(*_DIRECTED) \
        and bool(ins.types) and ins.types[-1].name == "f32"


def runs_flushed(resolved) -> bool:
    """Whether every function of the module computes the same with the device flushing
    subnormals, and at least one instruction would leave its flushes to it."""
    instructions = [ins for rf in resolved.functions for bb in rf.blocks
                    for ins in bb.instructions]
    return all(_compatible(ins) for ins in instructions) and \
        any(is_device_flushed(ins) for ins in instructions)


CONSTANT, VARIABLE = "constant", "variable"


def constant_registers(blocks) -> frozenset[Symbol]:
    """The scalar registers of one function that only immediates are written to (through
    ``mov`` and ``selp``): LLVM sees their values as constants."""
    instructions = [ins for bb in blocks for ins in bb.instructions]
    origins = register_origins(
        instructions, lambda ins: None if ins.opcode in COPIES else VARIABLE,
        lambda op: CONSTANT if isinstance(op, ast.Imm | ast.FloatImm) else VARIABLE, VARIABLE)
    return frozenset(s for s, o in origins.items() if o == {CONSTANT})


def has_constant_operand(ins: ast.Instruction, constants: frozenset[Symbol]) -> bool:
    for op in ins.operands[1:]:
        if isinstance(op, ast.Imm | ast.FloatImm):
            return True
        if isinstance(op, ast.Reg) and op.component is None and op.symbol in constants:
            return True
    return False
