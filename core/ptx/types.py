"""PTX scalar types: their names, kinds and sizes.

Every type name that can appear as an instruction modifier or in a declaration maps to one
:class:`ScalarType`. The kinds follow the PTX ISA: signed and unsigned integers, untyped bits,
floating point, packed half-precision pairs, 8-bit float pairs and predicates.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class ScalarType:
    name: str
    kind: str  # "s", "u", "b", "f", "pred", "packed"
    bits: int

    @property
    def size(self) -> int:
        return max(self.bits // 8, 1)

    @property
    def is_float(self) -> bool:
        return self.kind == "f"

    @property
    def is_signed(self) -> bool:
        return self.kind == "s"

    @property
    def is_int(self) -> bool:
        return self.kind in ("s", "u", "b")

    def __repr__(self) -> str:
        return f".{self.name}"


def _types() -> dict[str, ScalarType]:
    table: dict[str, ScalarType] = {}
    for bits in (8, 16, 32, 64):
        for kind in "sub":
            table[f"{kind}{bits}"] = ScalarType(f"{kind}{bits}", kind, bits)
    table["b128"] = ScalarType("b128", "b", 128)
    for name, bits in (("f16", 16), ("bf16", 16), ("f32", 32), ("f64", 64), ("tf32", 32)):
        table[name] = ScalarType(name, "f", bits)
    for name, bits in (
        ("f16x2", 32), ("bf16x2", 32), ("e4m3x2", 16), ("e5m2x2", 16),
        ("e4m3", 8), ("e5m2", 8), ("e4m3x4", 32), ("e5m2x4", 32),
    ):
        table[name] = ScalarType(name, "packed", bits)
    table["pred"] = ScalarType("pred", "pred", 1)
    return table


TYPES: dict[str, ScalarType] = _types()

PRED = TYPES["pred"]
U8, U16, U32, U64 = (TYPES[f"u{b}"] for b in (8, 16, 32, 64))
S8, S16, S32, S64 = (TYPES[f"s{b}"] for b in (8, 16, 32, 64))
B8, B16, B32, B64 = (TYPES[f"b{b}"] for b in (8, 16, 32, 64))
F16, BF16, F32, F64 = TYPES["f16"], TYPES["bf16"], TYPES["f32"], TYPES["f64"]
F16X2, BF16X2 = TYPES["f16x2"], TYPES["bf16x2"]


def int_type(bits: int, signed: bool = False) -> ScalarType:
    return TYPES[f"{'s' if signed else 'u'}{bits}"]


def bits_type(bits: int) -> ScalarType:
    return TYPES[f"b{bits}"]
