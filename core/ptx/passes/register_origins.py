"""Where each scalar register's values come from, flow-insensitively: the common part of the
analyses that ask what every write to a register has in common (``nan_escapes.py``: whether an
f32 NaN's bits may be left as the device made them; ``flushed.py``: whether a value can be
subnormal).

Each write to a register's whole (operand 0 of an instruction that writes it) has an origin,
named by the caller; ``mov`` and ``selp`` carry their sources' origins (a register's, or an
immediate's, which the caller names too); every other write (a second destination, a vector
element, a predicate pair, an operand of unknown role) is ``raw``. Reading a register before any
write is undefined in PTX, so what every write has in common holds at every read."""

from __future__ import annotations

from collections.abc import Callable, Iterable

from .. import ast
from .resolve import Symbol
from .ssa import registers_in

COPIES = frozenset({"mov", "selp"})  # carry the origins of their sources


def is_f32(t) -> bool:
    return t is not None and t.kind == "f" and t.bits == 32


def scalar_register(op) -> Symbol | None:
    """The register that ``op`` names whole, if it is a scalar register."""
    if isinstance(op, ast.Reg) and op.component is None:
        symbol = op.symbol
        if symbol is not None and symbol.kind == "reg" and symbol.vec == 1:
            return symbol
    return None


def is_predicate(op) -> bool:
    symbol = getattr(op.operand if isinstance(op, ast.Negated) else op, "symbol", None)
    return symbol is not None and getattr(symbol, "type", None) is not None \
        and symbol.type.kind == "pred"


def register_origins(instructions: Iterable[ast.Instruction],
                     origin_of_write: Callable[[ast.Instruction], str | None],
                     immediate_origin: Callable[[ast.Operand], str],
                     raw: str) -> dict[Symbol, set[str]]:
    """Each register's origins. ``origin_of_write(ins)`` names the origin of what ``ins``
    writes to operand 0, or None for a copy (``mov``/``selp``), whose immediates' origins
    ``immediate_origin`` names."""
    origins: dict[Symbol, set[str]] = {}
    copies: list[tuple[Symbol, list[Symbol | str]]] = []  # (destination, sources)
    for ins in instructions:
        sig = ins.signature
        for i, op in enumerate(ins.operands):
            role = sig[i][0] if sig is not None and i < len(sig) else None
            if role == "s":
                continue
            if role == "d" and i == 0 and (dst := scalar_register(op)) is not None:
                origin = origin_of_write(ins)
                if origin is None:
                    copies.append((dst, [immediate_origin(o) if isinstance(
                        o, ast.Imm | ast.FloatImm) else scalar_register(o) or raw
                        for o in ins.operands[1:] if not is_predicate(o)]))
                    continue
                origins.setdefault(dst, set()).add(origin)
                continue
            for symbol in registers_in(op):  # other destinations, or operands of unknown role
                origins.setdefault(symbol, set()).add(raw)
    changed = True
    while changed:
        changed = False
        for dst, sources in copies:
            have = origins.setdefault(dst, set())
            before = len(have)
            for source in sources:
                have |= {source} if isinstance(source, str) else origins.get(source, set())
            changed |= len(have) != before
    return origins
