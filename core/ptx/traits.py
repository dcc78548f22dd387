"""What the passes and the parser need to know of an instruction by its opcode alone: its
traits, one table for all of them. The instruction table (:mod:`zluda.ptx.isa.registry`) shows
them on each entry (``Spec.traits``); this module imports nothing, so that the parser and the
analyses read it without loading the instructions' lowerings.

- ``warp``: a warp-collective instruction (its threads work together): a kernel that uses one,
  itself or through a function it calls, runs warp by warp on the targets that flatten warps
  (:mod:`zluda.ptx.passes.warp_usage`);
- ``divergent``: its result may differ between threads whatever its operands
  (:mod:`zluda.ptx.passes.divergence`);
- ``texture``: its operands include a texture or surface reference in brackets, parsed as one
  (:mod:`zluda.ptx.parser`).
"""

from __future__ import annotations

WARP, DIVERGENT, TEXTURE = "warp", "divergent", "texture"

TRAITS: dict[str, frozenset[str]] = {
    opcode: frozenset(traits) for opcode, traits in {
        "shfl": (WARP, DIVERGENT), "vote": (WARP, DIVERGENT), "activemask": (WARP, DIVERGENT),
        "match": (WARP, DIVERGENT), "redux": (WARP, DIVERGENT), "mma": (WARP, DIVERGENT),
        "wmma": (WARP, DIVERGENT), "ldmatrix": (WARP, DIVERGENT), "stmatrix": (WARP,),
        "movmatrix": (WARP, DIVERGENT),
        "atom": (DIVERGENT,), "call": (DIVERGENT,), "mbarrier": (DIVERGENT,),
        "elect": (DIVERGENT,),
        "tex": (DIVERGENT, TEXTURE), "tld4": (DIVERGENT, TEXTURE), "txq": (DIVERGENT, TEXTURE),
        "suld": (DIVERGENT, TEXTURE), "suq": (DIVERGENT, TEXTURE), "sust": (TEXTURE,),
        "sured": (TEXTURE,),
    }.items()
}


def opcodes_with(trait: str) -> frozenset[str]:
    """The opcodes that have ``trait``."""
    return frozenset(opcode for opcode, traits in TRAITS.items() if trait in traits)


def traits_of(opcode: str) -> frozenset[str]:
    return TRAITS.get(opcode, frozenset())


WARP_OPCODES = opcodes_with(WARP)
DIVERGENT_OPCODES = opcodes_with(DIVERGENT)
TEXTURE_OPCODES = opcodes_with(TEXTURE)
