"""Pass 4: normalize vector and address operands.

- ``[base+offset]`` becomes a :class:`~zluda.ptx.ast.MemRef` that says what the base is (a
  variable, a register, or nothing) and which state space the instruction addresses; an address
  without a state-space modifier is generic.
- A variable or function named where a value is expected becomes an
  :class:`~zluda.ptx.ast.AddressOf`: in PTX, ``mov.u64 %rd1, smem`` takes the address of ``smem``.
- Vector operands are checked against the instruction's ``.v2``/``.v4``/``.v8`` width.
"""

from __future__ import annotations

from .. import ast
from ..errors import PtxSemanticError
from .resolve import ResolvedModule

_VARIABLE_KINDS = ("global", "const", "shared", "local", "param", "func", "tex")
# Instructions whose address operand is not a memory access in the instruction's state space.
_NO_MEMORY_SPACE = ("call",)
# Instructions whose vector operands have exactly as many elements as their .vN says.
_VECTOR_BY_MODIFIER = ("atom", "red")


def _memref(addr: ast.Address, space: str) -> ast.MemRef:
    base = addr.base
    if base is None:
        return ast.MemRef("abs", None, addr.offset, space, addr.pos)
    symbol = base.symbol
    if symbol.kind in ("reg", "sreg"):
        return ast.MemRef("reg", base, addr.offset, space, addr.pos)
    return ast.MemRef("var", symbol, addr.offset, space, addr.pos)


def _value(op: ast.Operand) -> ast.Operand:
    if isinstance(op, ast.Reg) and op.symbol is not None and op.symbol.kind in _VARIABLE_KINDS:
        return ast.AddressOf(op.symbol, 0, op.pos)
    if isinstance(op, ast.Address):  # `var+4` written without brackets as a value
        return ast.AddressOf(op.base.symbol, op.offset, op.pos)
    if isinstance(op, ast.Vector):
        op.elements = [_value(e) for e in op.elements]
    return op


def expand_operands(module: ResolvedModule) -> None:
    source = module.source
    for func in module.functions:
        for st in func.body:
            if not isinstance(st, ast.Instruction):
                continue
            space = st.spaces[0] if st.spaces else "generic"
            operands = st.operands
            for i, op in enumerate(operands):
                if isinstance(op, ast.Address) and _is_bracketed(op, source.text):
                    operands[i] = _memref(op, space)
                elif isinstance(op, ast.Vector):
                    _check_vector(st, op, source)
                    operands[i] = _value(op)
                elif st.opcode != "call":
                    operands[i] = _value(op)


def _check_vector(st: ast.Instruction, op: ast.Vector, source) -> None:
    """A vector operand of an access has as many elements as its .vN says; atom and red take
    one only with .vN."""
    if len(op.elements) == st.vec:
        return
    if st.vec > 1 and st.opcode in ("ld", "st", *_VECTOR_BY_MODIFIER):
        raise PtxSemanticError(f"a .v{st.vec} access needs {st.vec} elements, found"
                               f" {len(op.elements)}", source, op.pos)
    if st.opcode in _VECTOR_BY_MODIFIER:
        raise PtxSemanticError(f"'{st.full_opcode}' takes a vector operand only with .v2, .v4"
                               " or .v8", source, op.pos)


def _is_bracketed(addr: ast.Address, text: str) -> bool:
    return text[addr.pos] == "["
