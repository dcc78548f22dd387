"""Pass 2: give each operand the type that its instruction works in, under PTX's relaxed typing.

PTX lets an instruction read and write registers whose declared type differs from the
instruction's own type (``add.s32`` on ``.b32`` registers, ``ld.global.u8`` into a 32-bit
register, ``mov.b32`` between ``.f32`` and ``.u32``). For each operand this pass decides how the
register's value becomes the instruction's value, and back for destinations:

- the same size: a bit-cast (``"bitcast"``, or ``""`` when the types match exactly);
- a wider register as a source: its low bits (``"trunc"``);
- a narrower register as a source, or a wider one as a destination: sign- or zero-extension
  by the signedness of the instruction type (``"sext"``, ``"zext"``);
- a narrower register as a destination: the low bits of the value (``"trunc"``).

Mismatches that PTX does not allow (a predicate as an integer, a float of another size) are
reported with the operand's line and column. The result is stored on each instruction as
``signature``: one ``(role, type, conversion)`` per operand.
"""

from __future__ import annotations

from .. import ast
from ..errors import PtxSemanticError, PtxUnsupportedError, Source
from ..isa import OPCODES, lookup
from ..types import ScalarType, bits_type
from .resolve import ResolvedModule

_VALUE_KINDS = ("reg", "sreg", "param")


def conversion(reg: ScalarType, want: ScalarType, role: str) -> str | None:
    """How a register of type ``reg`` serves an operand of type ``want``; None if it cannot."""
    if reg is want:
        return ""
    if (reg.kind == "pred") != (want.kind == "pred"):
        return None
    if reg.bits == want.bits:
        return "bitcast"
    if reg.kind == "f" and want.kind == "f":
        return None
    if role == "s":
        if reg.bits > want.bits:
            return "trunc"
        if reg.kind == "f" or want.kind == "f":
            return None
        return "sext" if want.is_signed else "zext"
    if reg.bits > want.bits:
        if want.kind == "f" and reg.kind == "f":
            return None
        return "sext" if want.is_signed else "zext"
    return "trunc"


def _check(op: ast.Operand, want: ScalarType | None, role: str, source: Source) -> None:
    if want is None:
        return
    if isinstance(op, ast.Reg):
        symbol = op.symbol
        if symbol.kind not in _VALUE_KINDS or symbol.type is None:
            return
        reg_type = symbol.type
        if conversion(reg_type, want, role) is None:
            raise PtxSemanticError(
                f"operand '{op.name}' of type .{reg_type.name} cannot be used as .{want.name}",
                source, op.pos,
            )
    elif isinstance(op, ast.Vector):
        for element in op.elements:
            _check(element, want, role, source)
    elif isinstance(op, ast.Negated):
        _check(op.operand, want, role, source)


def _check_predicate(op: ast.Operand, source: Source) -> None:
    """The second destination of ``d|p`` (a predicate register, or ``_``)."""
    if isinstance(op, ast.Sink):
        return
    symbol = getattr(op, "symbol", None)
    if symbol is None or symbol.kind != "reg" or symbol.type is None or \
            symbol.type.kind != "pred":
        raise PtxSemanticError("the second destination of 'd|p' must be a .pred register",
                               source, op.pos)


def _element_type(ins: ast.Instruction, op: ast.Operand, want: ScalarType | None,
                  fragments: bool = False):
    """A vector operand of a scalar instruction packs its elements into ``want``
    (``mov.b32 %r, {%h0, %h1}``): each element is a ``.b`` part of it. The vector operands of
    matrix instructions (``fragments``) are registers of type ``want``."""
    if (want is not None and not fragments and ins.vec == 1 and isinstance(op, ast.Vector)
            and len(op.elements) > 1
            and want.bits % len(op.elements) == 0 and want.bits // len(op.elements) >= 8):
        return bits_type(want.bits // len(op.elements))
    return want


def insert_implicit_conversions(module: ResolvedModule) -> None:
    source = module.source
    for func in module.functions:
        for st in func.body:
            if not isinstance(st, ast.Instruction):
                continue
            spec = lookup(st)
            if spec is None:
                if st.opcode in OPCODES:
                    raise PtxUnsupportedError(
                        f"instruction '{st.full_opcode}' is not supported for this type yet",
                        source, st.pos,
                    )
                raise PtxSemanticError(f"unknown instruction '{st.opcode}'", source, st.pos)
            if spec.lower is None:
                raise PtxUnsupportedError(
                    f"instruction '{st.full_opcode}' is not supported yet ({spec.notes})",
                    source, st.pos,
                )
            try:
                signature = spec.signature(st)
            except (IndexError, KeyError):
                raise PtxSemanticError(
                    f"'{st.full_opcode}' lacks a type modifier or an operand", source, st.pos
                ) from None
            if len(signature) != len(st.operands):
                raise PtxSemanticError(
                    f"'{st.full_opcode}' takes {len(signature)} operands, found {len(st.operands)}",
                    source, st.pos,
                )
            for op, (role, want) in zip(st.operands, signature):
                if isinstance(op, ast.PredPair):
                    _check(op.first, want, role, source)
                    _check_predicate(op.second, source)
                else:
                    _check(op, _element_type(st, op, want, spec.fragments), role, source)
            st.signature = signature

