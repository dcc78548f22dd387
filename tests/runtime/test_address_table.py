"""The address table's range checks: ``check_pair``, the one lookup of a copy's two ends, answers
exactly as ``check`` does for each end (allocations, their ends, empty allocations, memory that
is not in the table, ranges that run past an end, and virtual-memory mappings side by side)."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from zluda.runtime.errors import CudaError
from zluda.runtime.memory import DEVICE, MAPPED, AddressTable, Allocation

# allocations of an address space of 0x1000..0x2000, some empty, two mappings that touch
LAYOUT = [(0x1000, 0x100, DEVICE), (0x1200, 0, DEVICE), (0x1300, 0x80, DEVICE),
          (0x1400, 0x100, MAPPED), (0x1500, 0x100, MAPPED), (0x1700, 0x40, MAPPED)]


@pytest.fixture(scope="module")
def table() -> AddressTable:
    table = AddressTable()
    for base, size, kind in LAYOUT:
        table.add(Allocation(base, size, kind, context=None))
    return table


def _answer(table: AddressTable, address: int, size: int, what: str):
    """``check``'s answer: the allocation, or the error's result and message."""
    try:
        return table.check(address, size, what)
    except CudaError as exc:
        return (exc.result, exc.message)


addresses = st.one_of(st.integers(0xF00, 0x1800),
                      st.sampled_from([b + d for b, s, _ in LAYOUT for d in (0, s - 1, s, s + 1)]))


@settings(max_examples=400, deadline=None)
@given(first=addresses, second=addresses, size=st.integers(1, 0x300))
def test_check_pair_answers_as_check_does_for_each_end(table, first, second, size):
    expected = (_answer(table, first, size, "the source"),
                _answer(table, second, size, "the destination"))
    try:
        got = table.check_pair(first, second, size, "the source", "the destination")
    except CudaError as exc:  # the first end that check refuses, in check's order
        refused = next(e for e in expected if isinstance(e, tuple))
        assert (exc.result, exc.message) == refused
    else:
        assert got == expected


def test_the_layout_has_each_case(table):
    """The layout above holds what the property test is about: a range inside, one past an
    end, host memory between allocations, an empty allocation, and a run of mappings."""
    assert table.check_pair(0x1010, 0x1800, 0x10, "a", "b") == (table.find(0x1000), None)
    with pytest.raises(CudaError, match="runs 1 bytes past"):
        table.check_pair(0x1000, 0x1800, 0x101, "a", "b")
    assert table.check_pair(0x1150, 0x1250, 1, "a", "b") == (None, None)  # between them
    with pytest.raises(CudaError, match="0x1200, 0 bytes"):  # an empty allocation's base
        table.check_pair(0x1150, 0x1200, 1, "a", "b")
    assert table.check_pair(0x1480, 0x1000, 0x100, "a", "b")[0].base == 0x1400  # run of two
    with pytest.raises(CudaError, match="the destination of 16 bytes"):
        table.check_pair(0x1000, 0x1378, 16, "the source", "the destination")
