"""The instruction table: for each PTX opcode, its operand signature, its lowering and its
coverage, in one place.

An instruction family module (``integer.py``, ``data.py``, ...) registers its opcodes with
:func:`instruction`. The implicit-conversions pass reads the signatures, the lowering pass calls
the lowerings, and ``docs/ptx-support.md`` is generated from the same entries
(:mod:`zluda.ptx.coverage`), so that the documentation cannot drift from the code. An entry's
traits (warp-collective, divergent, texture operands: :attr:`Spec.traits`) come from
:mod:`zluda.ptx.traits`, which the parser and the analyses read without loading the families.

A signature maps an instruction to one ``(role, type)`` per operand: the role is ``"d"`` for a
destination and ``"s"`` for a source, and the type is the PTX type that the instruction works in
(``None`` for operands that are not values, such as addresses, labels and function names). The
implicit-conversions pass converts between that type and the type of each register.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from ..ast import Instruction
from ..traits import traits_of
from ..types import ScalarType

OperandSig = tuple[str, ScalarType | None]
Signature = Callable[[Instruction], list[OperandSig]]
Lowering = Callable[[object, Instruction], None]


@dataclass(frozen=True)
class Spec:
    opcode: str
    type_class: str | None  # "int", "float", "half", "pred", or None for every type
    family: str
    signature: Signature | None
    lower: Lowering | None
    forms: str  # the types and modifiers that are supported, for the docs
    notes: str = ""  # deviations from CUDA, for the docs
    tests: str = ""  # the test module that checks it on a real device
    # Whether a vector operand is a list of registers (matrix fragments) even without .vN;
    # otherwise a vector operand of a scalar instruction packs its elements into one value.
    fragments: bool = False

    @property
    def supported(self) -> bool:
        return self.lower is not None

    @property
    def traits(self) -> frozenset[str]:
        """The opcode's traits (:mod:`zluda.ptx.traits`): "warp", "divergent", "texture"."""
        return traits_of(self.opcode)


SPECS: dict[tuple[str, str | None], Spec] = {}
OPCODES: set[str] = set()

_TYPE_CLASS = {"s": "int", "u": "int", "b": "int", "pred": "pred"}


def type_class(t) -> str:
    if t.kind == "f":
        return "float" if t.bits >= 32 and t.name != "tf32" else "half"
    if t.kind == "packed":
        return "half"
    return _TYPE_CLASS[t.kind]


def lookup(ins: Instruction) -> Spec | None:
    """The entry for an instruction: by opcode and the class of its last type, or by opcode."""
    if ins.types:
        spec = SPECS.get((ins.opcode, type_class(ins.types[-1])))
        if spec is not None:
            return spec
    return SPECS.get((ins.opcode, None))


def instruction(*opcodes: str, family: str, signature: Signature, forms: str, notes: str = "",
                tests: str = "", types: tuple[str, ...] = (None,), fragments: bool = False
                ) -> Callable[[Lowering], Lowering]:
    """Register the decorated function as the lowering of ``opcodes`` for the type classes
    ``types`` (``None``: whatever the type)."""

    def register(lower: Lowering) -> Lowering:
        for opcode in opcodes:
            for cls in types:
                if (opcode, cls) in SPECS:
                    raise RuntimeError(f"instruction '{opcode}' ({cls}) registered twice")
                SPECS[opcode, cls] = Spec(opcode, cls, family, signature, lower, forms, notes,
                                          tests, fragments)
            OPCODES.add(opcode)
        return lower

    return register


def unsupported(*opcodes: str, family: str, notes: str) -> None:
    """Name instructions that are valid PTX but not translated yet: they fail cleanly."""
    for opcode in opcodes:
        SPECS[opcode, None] = Spec(opcode, None, family, None, None, "", notes)
        OPCODES.add(opcode)


# -- signature builders ----------------------------------------------------------------------


def d(t: ScalarType | None) -> OperandSig:
    return ("d", t)


def s(t: ScalarType | None) -> OperandSig:
    return ("s", t)


def same(ins: Instruction) -> list[OperandSig]:
    """``op.T d, a, b, ...``: every operand has the instruction's type."""
    t = ins.types[-1]
    return [d(t)] + [s(t)] * (len(ins.operands) - 1)


def fixed(*sig: OperandSig) -> Signature:
    def signature(ins: Instruction) -> list[OperandSig]:
        return list(sig)

    return signature
