"""The folding builder computes constant integer operations exactly as LLVM would."""

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from llvmlite import ir
from zluda.ptx.passes.folding import FoldingBuilder

WIDTHS = [8, 16, 32, 64]


def _builder() -> FoldingBuilder:
    module = ir.Module()
    fn = ir.Function(module, ir.FunctionType(ir.VoidType(), []), "f")
    return FoldingBuilder(fn.append_basic_block())


def _signed(v, w):
    v &= (1 << w) - 1
    return v - (1 << w) if v >> (w - 1) else v


@settings(max_examples=300, deadline=None)
@given(st.sampled_from(WIDTHS), st.integers(0, 2**64 - 1), st.integers(0, 2**64 - 1))
def test_binary_operations_fold_with_wraparound(width, a, b):
    mask = (1 << width) - 1
    a, b = a & mask, b & mask
    t = ir.IntType(width)
    builder = _builder()
    ca, cb = ir.Constant(t, a), ir.Constant(t, b)
    expected = {
        "add": (a + b) & mask, "sub": (a - b) & mask, "mul": (a * b) & mask,
        "and_": a & b, "or_": a | b, "xor": a ^ b,
    }
    for name, want in expected.items():
        got = getattr(builder, name)(ca, cb)
        assert isinstance(got, ir.Constant) and got.constant == want, name
    shift = ir.Constant(t, b % width)
    assert builder.shl(ca, shift).constant == (a << (b % width)) & mask
    assert builder.lshr(ca, shift).constant == a >> (b % width)
    assert builder.ashr(ca, shift).constant == (_signed(a, width) >> (b % width)) & mask
    assert builder.icmp_unsigned("<", ca, cb).constant == int(a < b)
    assert builder.icmp_signed("<", ca, cb).constant == int(_signed(a, width) < _signed(b, width))
    wide = ir.IntType(128)
    assert builder.sext(ca, wide).constant == _signed(a, width) & (2**128 - 1)
    assert builder.zext(ca, wide).constant == a
    assert builder.trunc(ca, ir.IntType(8)).constant == a & 0xFF


def test_oversized_shifts_and_non_constants_are_left_to_llvm():
    builder = _builder()
    t = ir.IntType(32)
    over = builder.shl(ir.Constant(t, 1), ir.Constant(t, 32))
    assert not isinstance(over, ir.Constant)  # poison in LLVM: not ours to decide
    value = builder.load(builder.alloca(t))
    assert not isinstance(builder.add(value, ir.Constant(t, 3)), ir.Constant)


@pytest.mark.parametrize("cond, pick", [(1, "a"), (0, "b")])
def test_select_on_a_constant_condition_picks_an_operand(cond, pick):
    builder = _builder()
    a, b = ir.Constant(ir.IntType(32), 5), ir.Constant(ir.IntType(32), 7)
    got = builder.select(ir.Constant(ir.IntType(1), cond), a, b)
    assert got is (a if pick == "a" else b)
