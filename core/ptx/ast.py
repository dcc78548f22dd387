"""The typed syntax tree of a PTX module.

The parser builds these nodes and knows nothing else; the passes in :mod:`zluda.ptx.passes` read
and annotate them. Every node keeps ``pos``, its offset in the source, so that any later stage can
report the line and the column of what it rejects (:class:`zluda.ptx.errors.Source`).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Union

from .types import ScalarType

# ---------------------------------------------------------------------------------------------
# Operands


@dataclass(slots=True)
class Reg:
    """A register, a variable or a label named in an operand (``%r1``, ``%tid.x``, ``smem``)."""

    name: str
    pos: int
    component: str | None = None  # ".x" of %tid.x or of a vector register
    symbol: object = None  # set by the resolve pass


@dataclass(slots=True)
class Imm:
    """An integer immediate (already negated if written with a unary minus)."""

    value: int
    pos: int


@dataclass(slots=True)
class FloatImm:
    """A float immediate: ``0f3F800000`` (bits32), ``0d...`` (bits64) or a decimal literal."""

    value: float
    pos: int
    bits: int | None = None  # raw bits for hex literals
    width: int = 64  # 32 for 0f, 64 for 0d or decimal


@dataclass(slots=True)
class Vector:
    """A brace-enclosed vector operand: ``{%r1, %r2}``; ``_`` elements are :class:`Sink`."""

    elements: list[Operand]
    pos: int


@dataclass(slots=True)
class Address:
    """A bracketed address: ``[base+offset]``; ``base`` is a :class:`Reg` or ``None``."""

    base: Reg | None
    offset: int
    pos: int


@dataclass(slots=True)
class PredPair:
    """``%r1|%p1``: a destination with a second, predicate destination."""

    first: Operand
    second: Operand
    pos: int


@dataclass(slots=True)
class Sink:
    """``_``: a destination whose value is discarded."""

    pos: int


@dataclass(slots=True)
class ParenList:
    """``(a, b)``: the return and argument lists of ``call``."""

    items: list[Operand]
    pos: int


@dataclass(slots=True)
class Negated:
    """``!%p``: a negated predicate source operand; with ``minus``, ``-%r``: an arithmetic
    negation (vmad's operands)."""

    operand: Operand
    pos: int
    minus: bool = False


@dataclass(slots=True)
class MemRef:
    """A normalized address (made by the expand-operands pass from :class:`Address`).

    ``kind`` is ``"var"`` (``base`` is a variable symbol), ``"reg"`` (``base`` is a register
    operand holding an address) or ``"abs"`` (no base). ``space`` is the state space that the
    instruction addresses: a named space or ``"generic"``.
    """

    kind: str
    base: object
    offset: int
    space: str
    pos: int


@dataclass(slots=True)
class AddressOf:
    """A variable or function used as a value (``mov.u64 %rd1, smem``): its address."""

    symbol: object
    offset: int
    pos: int


Operand = Union[Reg, Imm, FloatImm, Vector, Address, PredPair, Sink, ParenList, Negated, MemRef,
                AddressOf]

# ---------------------------------------------------------------------------------------------
# Statements


@dataclass(slots=True)
class Guard:
    """``@%p`` or ``@!%p`` in front of an instruction."""

    reg: Reg
    negated: bool


@dataclass(slots=True)
class Instruction:
    opcode: str
    mods: tuple[str, ...]  # every modifier, without the dot, in source order
    types: tuple[ScalarType, ...]  # the type modifiers, in source order
    spaces: tuple[str, ...]  # state-space modifiers, normalized (shared::cta -> shared)
    vec: int  # 1, 2, 4 or 8 (from .v2/.v4/.v8)
    operands: list[Operand]
    guard: Guard | None
    pos: int
    flags: frozenset[str] = frozenset()  # the other modifiers, for membership tests
    # Set by the implicit-conversions pass: per operand, ("d" | "s", type or None).
    signature: list | None = None

    @property
    def type(self) -> ScalarType:
        return self.types[0]

    @property
    def space(self) -> str | None:
        return self.spaces[0] if self.spaces else None

    def has(self, flag: str) -> bool:
        return flag in self.flags

    def first_of(self, *flags: str) -> str | None:
        for flag in flags:
            if flag in self.flags:
                return flag
        return None

    @property
    def full_opcode(self) -> str:
        return ".".join((self.opcode, *self.mods))


@dataclass(slots=True)
class Label:
    name: str
    pos: int


@dataclass(slots=True)
class Variable:
    """A declaration in any state space: registers, params, shared, local, const, global."""

    space: str  # reg, param, local, shared, const, global, sreg
    type: ScalarType
    name: str
    pos: int
    vec: int = 1  # .v2/.v4 variables
    dims: list[int | None] = field(default_factory=list)  # [] scalar; [None] for name[]
    align: int | None = None
    linkage: str | None = None  # extern, visible, weak, common
    count: int | None = None  # %r<100>: a parameterized register family
    init: list[object] | None = None  # flattened initializer (ints, floats, or SymbolRef)
    ptr_space: str | None = None  # `.ptr.global` attribute of a kernel parameter
    managed: bool = False  # `.attribute(.managed)`: a __managed__ variable

    @property
    def element_size(self) -> int:
        return self.type.size * self.vec

    @property
    def size(self) -> int:
        n = self.element_size
        for d in self.dims:
            n *= d or 0
        return n

    @property
    def alignment(self) -> int:
        return self.align or self.element_size


@dataclass(slots=True)
class SymbolRef:
    """An address in an initializer: ``var``, ``generic(var)`` or ``var+4``."""

    name: str
    offset: int
    generic: bool
    pos: int


@dataclass(slots=True)
class Pragma:
    text: str
    pos: int


@dataclass(slots=True)
class CallPrototype:
    """``name: .callprototype (returns) _ (params);``: the signature of indirect calls."""

    name: str
    returns: list[Variable]
    params: list[Variable]
    pos: int


@dataclass(slots=True)
class Block:
    """A ``{ ... }`` scope inside a function body."""

    body: list[Statement]
    pos: int


Statement = Union[Instruction, Label, Variable, Block, Pragma, CallPrototype]


@dataclass(slots=True)
class Function:
    kind: str  # "entry" or "func"
    name: str
    pos: int
    linkage: str | None
    params: list[Variable]
    returns: list[Variable]
    body: list[Statement] | None  # None for a declaration (prototype)
    directives: dict[str, object] = field(default_factory=dict)  # maxntid, reqntid, ...

    @property
    def is_kernel(self) -> bool:
        return self.kind == "entry"


@dataclass(slots=True)
class Module:
    version: tuple[int, int]
    target: list[str]
    address_size: int
    functions: list[Function]
    variables: list[Variable]
    files: dict[int, str] = field(default_factory=dict)
