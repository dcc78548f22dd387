"""The instruction traits (zluda.ptx.traits) belong to instructions of the table, and the
table's entries show them."""

from zluda.ptx import isa  # noqa: F401 - registers every family's instructions
from zluda.ptx.isa.registry import OPCODES, SPECS
from zluda.ptx.traits import DIVERGENT_OPCODES, TEXTURE_OPCODES, TRAITS, WARP_OPCODES


def test_every_opcode_with_a_trait_is_in_the_instruction_table():
    assert set(TRAITS) - OPCODES == set()


def test_the_table_entries_carry_the_traits():
    for (opcode, _cls), spec in SPECS.items():
        assert ("warp" in spec.traits) == (opcode in WARP_OPCODES), opcode
        assert ("divergent" in spec.traits) == (opcode in DIVERGENT_OPCODES), opcode
        assert ("texture" in spec.traits) == (opcode in TEXTURE_OPCODES), opcode


def test_warp_collectives_are_divergent_or_store_only():
    # a warp-collective result differs between lanes (stmatrix has none)
    assert WARP_OPCODES - DIVERGENT_OPCODES == {"stmatrix"}
