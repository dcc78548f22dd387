"""The folding builder computes constant integer operations exactly as LLVM would."""

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from llvmlite import ir
from zluda.ptx.passes.folding import FoldingBuilder, IllFormedIR

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


@pytest.mark.parametrize("cast, value_type, to", [
    ("bitcast", ir.IntType(32), ir.IntType(8)),
    ("bitcast", ir.IntType(64), ir.PointerType(addrspace=1)),
    ("bitcast", ir.FloatType(), ir.DoubleType()),
    ("trunc", ir.IntType(32), ir.IntType(64)),
    ("trunc", ir.IntType(32), ir.IntType(32)),
    ("zext", ir.IntType(64), ir.IntType(32)),
    ("sext", ir.IntType(16), ir.FloatType()),
])
def test_casts_that_llvm_would_refuse_are_refused_while_building(cast, value_type, to):
    """llvmlite would build these; LLVM would reject the module's text far from the PTX."""
    builder = _builder()
    fn = builder.block.parent
    arg = ir.Function(fn.module, ir.FunctionType(value_type, []), "source")
    value = builder.call(arg, [])
    with pytest.raises(IllFormedIR, match=cast):
        getattr(builder, cast)(value, to)


def test_valid_casts_are_built():
    builder = _builder()
    source = ir.Function(builder.block.parent.module, ir.FunctionType(ir.IntType(32), []), "s")
    value = builder.call(source, [])
    assert builder.bitcast(value, ir.FloatType()).type == ir.FloatType()
    assert builder.zext(value, ir.IntType(64)).type == ir.IntType(64)
    assert builder.trunc(value, ir.IntType(8)).type == ir.IntType(8)


def _unknown(builder: FoldingBuilder, t: ir.Type):
    source = ir.Function(builder.block.parent.module, ir.FunctionType(t, []),
                         f"s{len(builder.block.instructions)}")
    return builder.call(source, [])


@pytest.mark.parametrize("width", WIDTHS)
def test_identities_with_a_constant_build_nothing(width):
    """x + 0, x * 1, x & -1, x << 0, ...: the other operand; x * 0, x & 0, x | -1: the
    constant. Nothing is added to the block."""
    builder = _builder()
    t = ir.IntType(width)
    x = _unknown(builder, t)
    zero, one, ones = ir.Constant(t, 0), ir.Constant(t, 1), ir.Constant(t, (1 << width) - 1)
    built = len(builder.block.instructions)
    for got in (builder.add(x, zero), builder.add(zero, x), builder.sub(x, zero),
                builder.mul(x, one), builder.mul(one, x), builder.and_(x, ones),
                builder.or_(zero, x), builder.xor(x, zero), builder.shl(x, zero),
                builder.lshr(x, zero), builder.ashr(x, zero)):
        assert got is x
    for got, want in ((builder.mul(x, zero), 0), (builder.and_(zero, x), 0),
                      (builder.or_(x, ones), (1 << width) - 1)):
        assert isinstance(got, ir.Constant) and got.constant == want
    assert len(builder.block.instructions) == built


def test_operations_that_are_not_identities_are_built():
    builder = _builder()
    t = ir.IntType(32)
    x = _unknown(builder, t)
    zero = ir.Constant(t, 0)
    for got in (builder.sub(zero, x), builder.shl(zero, x), builder.mul(x, ir.Constant(t, 2)),
                builder.and_(x, ir.Constant(t, 255))):
        assert isinstance(got, ir.Instruction)


@pytest.mark.parametrize("bits, to, value", [
    (0, ir.FloatType(), 0.0), (0x3F800000, ir.FloatType(), 1.0),
    (0xBF000000, ir.FloatType(), -0.5), (0x7F800000, ir.FloatType(), float("inf")),
    (0x3FF0000000000000, ir.DoubleType(), 1.0), (0x8000000000000000, ir.DoubleType(), -0.0),
])
def test_constant_bitcasts_to_floats_fold(bits, to, value):
    builder = _builder()
    width = 32 if isinstance(to, ir.FloatType) else 64
    got = builder.bitcast(ir.Constant(ir.IntType(width), bits), to)
    assert isinstance(got, ir.Constant) and got.type == to
    assert got.constant == value and str(got.constant) == str(value)  # -0.0 keeps its sign
    assert not builder.block.instructions


@pytest.mark.parametrize("bits", [0x7FC00000, 0x7F800001, 0xFFFFFFFF])
def test_constant_bitcasts_of_nans_are_left_to_llvm(bits):
    """A NaN's payload may not survive Python's float (x86 quiets signalling NaNs)."""
    builder = _builder()
    got = builder.bitcast(ir.Constant(ir.IntType(32), bits), ir.FloatType())
    assert isinstance(got, ir.CastInstr)


def test_a_bitcast_back_gives_the_original_value():
    builder = _builder()
    x = _unknown(builder, ir.IntType(32))
    as_float = builder.bitcast(x, ir.FloatType())
    assert builder.bitcast(as_float, ir.IntType(32)) is x
    assert builder.bitcast(x, ir.IntType(32)) is x
