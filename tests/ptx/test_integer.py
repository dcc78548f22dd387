"""The integer family on the CPU device, bit for bit against a Python model of PTX ISA 9.x.

The model (the ``m_*`` functions) follows each instruction's "Semantics" pseudo-code with Python's
unbounded integers; it shares no code with the lowering. Every form runs twice: once on a grid of
edge values (0, 1, -1, INT_MIN, INT_MAX, every shift amount 0..70, every bit-field position and
length around the width, prmt selectors with sign-replication bits, ...), once on random arrays
from hypothesis. Each run is one batched kernel launch.
"""

from __future__ import annotations

import functools
import itertools
import re
from collections.abc import Callable
from dataclasses import dataclass

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from zluda.ptx import compile_ptx
from zluda.ptx.errors import PtxSemanticError

from .harness import elementwise_ptx, run_elementwise

SU = ("u16", "s16", "u32", "s32", "u64", "s64")
RANDOM_ROWS = 192
# Few examples of many rows each; generating hundreds of rows is slow for hypothesis's taste.
SETTINGS = settings(max_examples=4, deadline=None, suppress_health_check=[
    HealthCheck.too_slow, HealthCheck.data_too_large, HealthCheck.large_base_example])


# -- integers as PTX sees them ---------------------------------------------------------------


def mask(bits: int) -> int:
    return (1 << bits) - 1


def signed(x: int, bits: int) -> int:
    x &= mask(bits)
    return x - (1 << bits) if x >> (bits - 1) else x


def width(ptx_type: str) -> int:
    return 1 if ptx_type == "pred" else int(ptx_type[1:])


def reader(ptx_type: str) -> Callable[[int], int]:
    """How the instruction reads an operand's bits: as a signed or an unsigned number."""
    bits = width(ptx_type)
    return (lambda x: signed(x, bits)) if ptx_type[0] == "s" else (lambda x: x & mask(bits))


def clamp(x: int, bits: int) -> int:
    return max(-(1 << (bits - 1)), min(mask(bits - 1), x))


# -- operands: edge values and random values -------------------------------------------------


@dataclass(frozen=True)
class Operand:
    type: str
    edges: tuple[int, ...]
    strategy: st.SearchStrategy


def value_edges(bits: int) -> tuple[int, ...]:
    m, h = mask(bits), 1 << (bits - 1)
    pattern = 0x5555555555555555 & m
    return tuple(sorted({0, 1, 2, 0x80, 0xFF, h - 1, h, h + 1, m, m - 1, pattern, pattern ^ m,
                         (1 << (bits // 2)) - 1, 0x0123456789ABCDEF & m}))


@functools.cache
def value(t: str) -> Operand:
    bits = width(t)
    return Operand(t, value_edges(bits), st.integers(0, mask(bits)))


@functools.cache
def few_values(t: str, count: int = 4) -> Operand:
    """Values for operands whose interesting edges are elsewhere (bit fields)."""
    bits = width(t)
    edges = (mask(bits), 0x89ABCDEF01234567 & mask(bits), 1 << (bits - 1),
             0x7EDCBA9876543210 & mask(bits), 0, 0x5555555555555555 & mask(bits))
    return Operand(t, edges[:count], st.integers(0, mask(bits)))


# shift amounts, bit positions and lengths: every value near the widths, then out of range
SMALL = tuple(range(71)) + (127, 128, 255, 256, 257, 0x1234_5620, 0x8000_0000, mask(32))
SMALL_RANDOM = st.one_of(st.integers(0, 80), st.integers(0, 300), st.integers(0, mask(32)))


@functools.cache
def amount(t: str = "u32") -> Operand:
    return Operand(t, SMALL, SMALL_RANDOM)


@functools.cache
def pred() -> Operand:
    return Operand("pred", (0, 1), st.integers(0, 1))


# -- forms ------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Form:
    body: str  # PTX: %a0.. are the inputs, %d0.. the outputs
    ins: tuple[Operand, ...]
    outs: tuple[str, ...]
    model: Callable[..., int | tuple[int, ...]]

    def __str__(self) -> str:
        return self.body


@dataclass
class Group:
    """Forms that run in one kernel: each reads the first inputs of ``ins`` and writes its own
    outputs. Compiling is the slow part of a test, so the forms share kernels."""

    ins: tuple[Operand, ...]
    forms: list[Form]

    def __str__(self) -> str:
        types = ",".join(op.type for op in self.ins)
        return f"{types}:{self.forms[0].body.split()[0]}+{len(self.forms) - 1}"

    def body(self) -> tuple[str, list[str]]:
        lines, outs = [], []
        for form in self.forms:
            base = len(outs)
            lines.append(re.sub(r"%d(\d+)", lambda m, k=base: f"%d{int(m.group(1)) + k}",
                                form.body))
            outs += form.outs
        return "\n".join(lines), outs


def grouped(forms: list[Form]) -> list[Group]:
    groups: list[Group] = []
    for form in sorted(forms, key=lambda f: -len(f.ins)):
        n = len(form.ins)
        group = next((g for g in groups if g.ins[:n] == form.ins), None)
        if group is None:
            groups.append(Group(form.ins, [form]))
        else:
            group.forms.append(form)
    return groups


def run(group: Group, columns: list[list[int]]) -> None:
    """Run ``group`` on the rows of ``columns`` in one launch; compare with the model."""
    arrays = [np.array([x & mask(width(op.type)) for x in col], dtype=np.uint64)
              for col, op in zip(columns, group.ins)]
    body, outs = group.body()
    results = run_elementwise(body, [op.type for op in group.ins], outs, arrays)
    got = [[int(v) & mask(width(t)) for v in r.astype(np.uint64)] for r, t in zip(results, outs)]
    rows = list(zip(*columns))
    bad = []
    first = 0
    for form in group.forms:
        n = len(form.ins)
        for i, row in enumerate(rows):
            expected = form.model(*row[:n])
            expected = expected if isinstance(expected, tuple) else (expected,)
            for j, t in enumerate(form.outs):
                want = expected[j] & mask(width(t))
                if want != got[first + j][i]:
                    bad.append(f"{form.body} inputs {[hex(x) for x in row[:n]]}: "
                               f"%d{j} expected {hex(want)}, got {hex(got[first + j][i])}")
        first += len(form.outs)
    assert not bad, f"{len(bad)} wrong results, e.g.\n" + "\n".join(bad[:8])


def edge_grid(ins: tuple[Operand, ...]) -> list[list[int]]:
    rows = list(itertools.product(*(op.edges for op in ins)))
    return [list(col) for col in zip(*rows)]


# -- the model: arithmetic -------------------------------------------------------------------


def m_div(a: int, b: int) -> int:
    if b == 0:
        return -1  # all ones, as NVIDIA GPUs do
    q = abs(a) // abs(b)
    return q if (a < 0) == (b < 0) else -q


def m_rem(a: int, b: int) -> int:
    if b == 0:
        return -1
    r = abs(a) % abs(b)
    return -r if a < 0 else r


def low24(x: int, is_signed: bool) -> int:
    x &= 0xFFFFFF
    return x - (1 << 24) if is_signed and x >> 23 else x


def arithmetic_forms():
    for t in SU:
        bits, v = width(t), reader(t)
        two = value(t), value(t)
        three = two + (value(t),)
        yield Form(f"add.{t} %d0, %a0, %a1;", two, (t,), lambda a, b: a + b)
        yield Form(f"sub.{t} %d0, %a0, %a1;", two, (t,), lambda a, b: a - b)
        yield Form(f"mul.lo.{t} %d0, %a0, %a1;", two, (t,), lambda a, b, v=v: v(a) * v(b))
        yield Form(f"mul.hi.{t} %d0, %a0, %a1;", two, (t,),
                   lambda a, b, v=v, n=bits: (v(a) * v(b)) >> n)
        yield Form(f"mad.lo.{t} %d0, %a0, %a1, %a2;", three, (t,),
                   lambda a, b, c, v=v: v(a) * v(b) + c)
        yield Form(f"mad.hi.{t} %d0, %a0, %a1, %a2;", three, (t,),
                   lambda a, b, c, v=v, n=bits: ((v(a) * v(b)) >> n) + c)
        if bits < 64:
            wide = f"{t[0]}{2 * bits}"
            yield Form(f"mul.wide.{t} %d0, %a0, %a1;", two, (wide,),
                       lambda a, b, v=v: v(a) * v(b))
            yield Form(f"mad.wide.{t} %d0, %a0, %a1, %a2;", two + (value(wide),), (wide,),
                       lambda a, b, c, v=v: v(a) * v(b) + c)
        yield Form(f"sad.{t} %d0, %a0, %a1, %a2;", three, (t,),
                   lambda a, b, c, v=v: c + abs(v(a) - v(b)))
        yield Form(f"div.{t} %d0, %a0, %a1;", two, (t,), lambda a, b, v=v: m_div(v(a), v(b)))
        yield Form(f"rem.{t} %d0, %a0, %a1;", two, (t,), lambda a, b, v=v: m_rem(v(a), v(b)))
        yield Form(f"min.{t} %d0, %a0, %a1;", two, (t,), lambda a, b, v=v: min(v(a), v(b)))
        yield Form(f"max.{t} %d0, %a0, %a1;", two, (t,), lambda a, b, v=v: max(v(a), v(b)))
        if t[0] == "s":
            yield Form(f"abs.{t} %d0, %a0;", two[:1], (t,), lambda a, v=v: abs(v(a)))
            yield Form(f"neg.{t} %d0, %a0;", two[:1], (t,), lambda a, v=v: -v(a))
    s32, two32, three32 = reader("s32"), (value("s32"),) * 2, (value("s32"),) * 3
    yield Form("add.sat.s32 %d0, %a0, %a1;", two32, ("s32",),
               lambda a, b: clamp(s32(a) + s32(b), 32))
    yield Form("sub.sat.s32 %d0, %a0, %a1;", two32, ("s32",),
               lambda a, b: clamp(s32(a) - s32(b), 32))
    yield Form("mad.hi.sat.s32 %d0, %a0, %a1, %a2;", three32, ("s32",),
               lambda a, b, c: clamp(((s32(a) * s32(b)) >> 32) + s32(c), 32))
    yield Form("min.relu.s32 %d0, %a0, %a1;", two32, ("s32",),
               lambda a, b: max(min(s32(a), s32(b)), 0))
    yield Form("max.relu.s32 %d0, %a0, %a1;", two32, ("s32",),
               lambda a, b: max(s32(a), s32(b), 0))
    for t in ("u32", "s32"):
        sg = t == "s32"
        two, three = (value(t),) * 2, (value(t),) * 3
        yield Form(f"mul24.lo.{t} %d0, %a0, %a1;", two, (t,),
                   lambda a, b, sg=sg: low24(a, sg) * low24(b, sg))
        yield Form(f"mul24.hi.{t} %d0, %a0, %a1;", two, (t,),
                   lambda a, b, sg=sg: (low24(a, sg) * low24(b, sg)) >> 16)
        yield Form(f"mad24.lo.{t} %d0, %a0, %a1, %a2;", three, (t,),
                   lambda a, b, c, sg=sg: low24(a, sg) * low24(b, sg) + c)
        yield Form(f"mad24.hi.{t} %d0, %a0, %a1, %a2;", three, (t,),
                   lambda a, b, c, sg=sg: ((low24(a, sg) * low24(b, sg)) >> 16) + c)
    yield Form("mad24.hi.sat.s32 %d0, %a0, %a1, %a2;", three32, ("s32",),
               lambda a, b, c: clamp(signed((low24(a, True) * low24(b, True)) >> 16, 32)
                                     + s32(c), 32))


def m_packed(a: int, b: int, op: Callable[[int, int], int], is_signed: bool) -> int:
    """.u16x2/.s16x2: op on each 16-bit half."""
    out = 0
    for lane in range(2):
        x, y = (a >> (16 * lane)) & 0xFFFF, (b >> (16 * lane)) & 0xFFFF
        if is_signed:
            x, y = signed(x, 16), signed(y, 16)
        out |= (op(x, y) & 0xFFFF) << (16 * lane)
    return out


def packed_forms():
    halves = (0, 1, 0x7FFF, 0x8000, 0x8001, 0xFFFF, 0x1234)
    pairs = Operand("b32", tuple(h << 16 | lo for h in halves for lo in halves),
                    st.integers(0, mask(32)))
    ins = (pairs, pairs)
    ops = {"add": lambda x, y: x + y, "min": min, "max": max,
           "min.relu": lambda x, y: max(min(x, y), 0), "max.relu": lambda x, y: max(x, y, 0)}
    for name, op in ops.items():
        for kind in ("u16x2", "s16x2"):
            if "relu" not in name or kind == "s16x2":
                yield Form(f"{name}.{kind} %d0, %a0, %a1;", ins, ("b32",),
                           lambda a, b, op=op, sg=kind == "s16x2": m_packed(a, b, op, sg))


def m_dot(a: int, b: int, c: int, ta: str, tb: str, lanes: int, first_b: int) -> int:
    """dp4a (lanes=4) and dp2a (lanes=2, a in 16-bit halves) per the ISA's pseudo-code."""
    a_bits = 8 if lanes == 4 else 16

    def part(x, at, bits, is_signed):
        f = (x >> (at * bits)) & mask(bits)
        return signed(f, bits) if is_signed else f

    total = c
    for i in range(lanes):
        total += part(a, i, a_bits, ta == "s32") * part(b, first_b + i, 8, tb == "s32")
    return total


def dot_forms():
    for ta, tb in itertools.product(("u32", "s32"), repeat=2):
        tc = "u32" if ta == tb == "u32" else "s32"
        ins = (value(ta), value(tb), value(tc))
        yield Form(f"dp4a.{ta}.{tb} %d0, %a0, %a1, %a2;", ins, (tc,),
                   lambda a, b, c, ta=ta, tb=tb: m_dot(a, b, c, ta, tb, 4, 0))
        for mode, first in (("lo", 0), ("hi", 2)):
            yield Form(f"dp2a.{mode}.{ta}.{tb} %d0, %a0, %a1, %a2;", ins, (tc,),
                       lambda a, b, c, ta=ta, tb=tb, first=first:
                       m_dot(a, b, c, ta, tb, 2, first))


# -- the model: bits --------------------------------------------------------------------------


def bit(x: int, i: int) -> int:
    return (x >> i) & 1


def m_bfind(a: int, bits: int, is_signed: bool, shiftamt: bool) -> int:
    msb = bits - 1
    if is_signed and bit(a, msb):
        a = ~a & mask(bits)
    d = 0xFFFFFFFF
    for i in range(msb, -1, -1):
        if bit(a, i):
            d = i
            break
    if shiftamt and d != 0xFFFFFFFF:
        d = msb - d
    return d


def m_bfe(a: int, b: int, c: int, bits: int, is_signed: bool) -> int:
    msb = bits - 1
    pos, length = b & 0xFF, c & 0xFF
    sbit = 0 if (not is_signed or length == 0) else bit(a, min(pos + length - 1, msb))
    d = 0
    for i in range(msb + 1):
        d |= (bit(a, pos + i) if i < length and pos + i <= msb else sbit) << i
    return d


def m_bfi(a: int, b: int, c: int, dd: int, bits: int) -> int:
    msb = bits - 1
    pos, length = c & 0xFF, dd & 0xFF
    f = b
    i = 0
    while i < length and pos + i <= msb:
        f = (f & ~(1 << (pos + i))) | (bit(a, i) << (pos + i))
        i += 1
    return f


def m_bmsk(a: int, b: int, clamp_mode: bool) -> int:
    ones = mask(32)
    a1, b1 = a & 0x1F, b & 0x1F
    mask0 = (ones << a1) & ones
    total = a1 + b1
    mask1 = (ones << total) & ones
    position_overflow = width_overflow = False
    if clamp_mode:
        if a >= 32:
            position_overflow, mask0 = True, 0
        if b >= 32:
            width_overflow = True
    if total >= 32 or position_overflow or width_overflow:
        mask1 = 0
    elif b1 == 0:
        mask1 = ones
    return mask0 & ~mask1


def m_szext(a: int, b: int, clamp_mode: bool, is_signed: bool) -> int:
    b1 = b & 0x1F
    too_large = b >= 32 and clamp_mode
    m = 0 if too_large else (mask(32) << b1) & mask(32)
    sign_pos = (b1 - 1) & 0x1F
    sign_bit = 0 if (b1 == 0 or too_large or not is_signed) else bit(a, sign_pos)
    return (a & ~m) | (m if sign_bit else 0)


def m_fns(m: int, base: int, offset: int) -> int:
    offset = signed(offset, 32)
    if offset == 0:
        return base if bit(m, base) else 0xFFFFFFFF
    pos, count, inc = base, abs(offset) - 1, 1 if offset > 0 else -1
    while 0 <= pos < 32:
        if bit(m, pos):
            if count == 0:
                return pos
            count -= 1
        pos += inc
    return 0xFFFFFFFF


def m_brev(a: int, bits: int) -> int:
    return int(format(a, f"0{bits}b")[::-1], 2)


def bit_forms():
    for t in ("b32", "b64"):
        bits = width(t)
        yield Form(f"popc.{t} %d0, %a0;", (value(t),), ("u32",), lambda a: bin(a).count("1"))
        yield Form(f"clz.{t} %d0, %a0;", (value(t),), ("u32",),
                   lambda a, n=bits: n - a.bit_length())
        yield Form(f"brev.{t} %d0, %a0;", (value(t),), (t,), lambda a, n=bits: m_brev(a, n))
        yield Form(f"bfi.{t} %d0, %a0, %a1, %a2, %a3;",
                   (few_values(t, 2), few_values(t, 2), amount(), amount()), (t,),
                   lambda a, b, c, dd, n=bits: m_bfi(a, b, c, dd, n))
    for t in ("u32", "s32", "u64", "s64"):
        bits, sg = width(t), t[0] == "s"
        for mod in ("", ".shiftamt"):
            yield Form(f"bfind{mod}.{t} %d0, %a0;", (value(t),), ("u32",),
                       lambda a, n=bits, sg=sg, sa=bool(mod): m_bfind(a, n, sg, sa))
        yield Form(f"bfe.{t} %d0, %a0, %a1, %a2;", (few_values(t, 3), amount(), amount()), (t,),
                   lambda a, b, c, n=bits, sg=sg: m_bfe(a, b, c, n, sg))
    for mode in ("clamp", "wrap"):
        yield Form(f"bmsk.{mode}.b32 %d0, %a0, %a1;", (amount("b32"), amount("b32")), ("b32",),
                   lambda a, b, c=mode == "clamp": m_bmsk(a, b, c))
        for t in ("u32", "s32"):
            yield Form(f"szext.{mode}.{t} %d0, %a0, %a1;", (value(t), amount()), (t,),
                       lambda a, b, c=mode == "clamp", sg=t == "s32": m_szext(a, b, c, sg))
    offsets = Operand("s32", tuple(x & mask(32) for x in range(-40, 41)) + (0x7FFFFFFF, 1 << 31),
                      st.integers(0, mask(32)))
    bases = Operand("u32", tuple(range(32)), st.integers(0, 31))
    masks = Operand("b32", (0, mask(32), 0xAAAAAAAA, 0x80000001, 0x00F0F000, 0x12345678),
                    st.integers(0, mask(32)))
    yield Form("fns.b32 %d0, %a0, %a1, %a2;", (masks, bases, offsets), ("b32",), m_fns)


# -- the model: permutes, shifts and logic ----------------------------------------------------

# byte i of the result, for mode's control value ctl (PTX ISA, prmt's mode tables, in formulas)
PRMT_MODES = {
    "f4e": lambda ctl, i: ctl + i,
    "b4e": lambda ctl, i: (ctl - i) & 7,
    "rc8": lambda ctl, i: ctl,
    "ecl": lambda ctl, i: max(ctl, i),
    "ecr": lambda ctl, i: min(ctl, i),
    "rc16": lambda ctl, i: ((ctl & 1) << 1) | (i & 1),
}


def m_prmt(a: int, b: int, c: int, mode: str | None) -> int:
    source = (b << 32) | a
    out = 0
    for i in range(4):
        if mode is None:
            sel = (c >> (4 * i)) & 0xF
            byte = (source >> (8 * (sel & 7))) & 0xFF
            if sel & 8:
                byte = 0xFF if byte & 0x80 else 0
        else:
            byte = (source >> (8 * PRMT_MODES[mode](c & 3, i))) & 0xFF
        out |= byte << (8 * i)
    return out


def m_shf(a: int, b: int, c: int, left: bool, clamp_mode: bool) -> int:
    n = min(c, 32) if clamp_mode else c & 0x1F
    if left:
        return (b << n) | (a >> (32 - n))
    return (b << (32 - n)) | (a >> n)


def m_lop3(a: int, b: int, c: int, lut: int) -> int:
    out = 0
    for i in range(32):
        out |= bit(lut, (bit(a, i) << 2) | (bit(b, i) << 1) | bit(c, i)) << i
    return out


SELECTORS = Operand(
    "b32",
    (0x3210, 0x7654, 0x0123, 0x4567, 0x8888, 0xFFFF, 0x89AB, 0xCDEF, 0xF0E1, 0x5D4C, 0xB3A2,
     0x0000, 0x1111, 0x9999, 0xDEAD_BEEF, 0xFFFF_3210, 0x0001_0002, 0x8000_F0F0)
    + tuple(range(8)),
    st.one_of(st.integers(0, 0xFFFF), st.integers(0, mask(32))),
)
BYTES = Operand("b32", (0, 0x80FF017F, 0x01234567, 0x89ABCDEF, mask(32), 0x7F80_0080),
                st.integers(0, mask(32)))


def lenient_bit_forms():
    """The bit instructions that PTX defines on .bN also run on .sN/.uN of the same size."""
    for t in ("u16", "s32", "u64"):
        two = (value(t), value(t))
        yield Form(f"and.{t} %d0, %a0, %a1;", two, (t,), lambda a, b: a & b)
        yield Form(f"or.{t} %d0, %a0, %a1;", two, (t,), lambda a, b: a | b)
        yield Form(f"xor.{t} %d0, %a0, %a1;", two, (t,), lambda a, b: a ^ b)
        yield Form(f"not.{t} %d0, %a0;", two[:1], (t,), lambda a: ~a)
        yield Form(f"cnot.{t} %d0, %a0;", two[:1], (t,), lambda a: int(a == 0))
    for t in ("s32", "u64"):
        bits = width(t)
        yield Form(f"popc.{t} %d0, %a0;", (value(t),), ("u32",), lambda a: bin(a).count("1"))
        yield Form(f"clz.{t} %d0, %a0;", (value(t),), ("u32",),
                   lambda a, n=bits: n - a.bit_length())
        yield Form(f"brev.{t} %d0, %a0;", (value(t),), (t,), lambda a, n=bits: m_brev(a, n))
    three = (value("u32"),) * 3
    yield Form("prmt.u32 %d0, %a0, %a1, %a2;", three, ("u32",),
               lambda a, b, c: m_prmt(a, b, c, None))
    yield Form("shf.r.wrap.u32 %d0, %a0, %a1, %a2;", three, ("u32",),
               lambda a, b, c: m_shf(a, b, c, False, False))
    yield Form("lop3.u32 %d0, %a0, %a1, %a2, 0xb4;", three, ("u32",),
               lambda a, b, c: m_lop3(a, b, c, 0xB4))
    yield Form("bfi.u32 %d0, %a0, %a1, %a2, 8;", three, ("u32",),
               lambda a, b, c: m_bfi(a, b, c, 8, 32))


def logic_forms():
    for mode in (None, *PRMT_MODES):
        mod = f".{mode}" if mode else ""
        yield Form(f"prmt.b32{mod} %d0, %a0, %a1, %a2;", (BYTES, BYTES, SELECTORS), ("b32",),
                   lambda a, b, c, m=mode: m_prmt(a, b, c, m))
    for sel in (0x3210, 0x5140, 0x8888, 0x7531, 0xBA98):  # immediates, as nvcc writes them
        yield Form(f"prmt.b32 %d0, %a0, %a1, {sel:#x};", (value("b32"), value("b32")), ("b32",),
                   lambda a, b, c=sel: m_prmt(a, b, c, None))
    for direction, mode in itertools.product(("l", "r"), ("clamp", "wrap")):
        yield Form(f"shf.{direction}.{mode}.b32 %d0, %a0, %a1, %a2;",
                   (few_values("b32", 6), few_values("b32", 6), amount()), ("b32",),
                   lambda a, b, c, le=direction == "l", cl=mode == "clamp": m_shf(a, b, c, le, cl))
    for bits in (16, 32, 64):
        for t in (f"b{bits}", f"u{bits}", f"s{bits}"):
            v = reader(t)
            yield Form(f"shl.{t} %d0, %a0, %a1;", (value(t), amount()), (t,),
                       lambda a, n, w=bits: 0 if n >= w else a << n)
            yield Form(f"shr.{t} %d0, %a0, %a1;", (value(t), amount()), (t,),
                       lambda a, n, v=v: v(a) >> n)
        t = f"b{bits}"
        two = (value(t), value(t))
        yield Form(f"and.{t} %d0, %a0, %a1;", two, (t,), lambda a, b: a & b)
        yield Form(f"or.{t} %d0, %a0, %a1;", two, (t,), lambda a, b: a | b)
        yield Form(f"xor.{t} %d0, %a0, %a1;", two, (t,), lambda a, b: a ^ b)
        yield Form(f"not.{t} %d0, %a0;", two[:1], (t,), lambda a: ~a)
        yield Form(f"cnot.{t} %d0, %a0;", two[:1], (t,), lambda a: int(a == 0))
    yield from lenient_bit_forms()
    p2 = (pred(), pred())
    yield Form("and.pred %d0, %a0, %a1;", p2, ("pred",), lambda a, b: a & b)
    yield Form("or.pred %d0, %a0, %a1;", p2, ("pred",), lambda a, b: a | b)
    yield Form("xor.pred %d0, %a0, %a1;", p2, ("pred",), lambda a, b: a ^ b)
    yield Form("not.pred %d0, %a0;", p2[:1], ("pred",), lambda a: 1 - a)
    lop3_ins = (few_values("b32", 6),) * 3 + (pred(),)
    for boolop, lut in (("or", 0x3F), ("and", 0x3F), ("or", 0x00), ("and", 0x96), ("or", 0xE8)):
        combine = (lambda x, y: x | y) if boolop == "or" else (lambda x, y: x & y)
        yield Form(f"lop3.{boolop}.b32 %d0|%d1, %a0, %a1, %a2, {lut:#x}, %a3;", lop3_ins,
                   ("b32", "pred"),
                   lambda a, b, c, q, lut=lut, f=combine: (m_lop3(a, b, c, lut),
                                                          f(int(m_lop3(a, b, c, lut) != 0), q)))
    yield Form("lop3.and.b32 _|%d0, %a0, %a1, %a2, 0xfe, %a3;", lop3_ins, ("pred",),
               lambda a, b, c, q: int(m_lop3(a, b, c, 0xFE) != 0) & q)


GROUPS = grouped([*arithmetic_forms(), *packed_forms(), *dot_forms(), *bit_forms(), *logic_forms()])


@pytest.mark.parametrize("group", GROUPS, ids=str)
def test_edges(group: Group) -> None:
    run(group, edge_grid(group.ins))


@pytest.mark.parametrize("group", GROUPS, ids=str)
@SETTINGS
@given(data=st.data())
def test_random(group: Group, data) -> None:
    columns = [data.draw(st.lists(op.strategy, min_size=RANDOM_ROWS, max_size=RANDOM_ROWS))
               for op in group.ins]
    run(group, columns)


# -- lop3: all 256 truth tables in one kernel -------------------------------------------------


def lop3_all_luts_body() -> str:
    lines = ["  mov.b32 %d0, 0;"]
    for lut in range(256):
        lines += [f"  lop3.b32 %t, %a0, %a1, %a2, {lut};", f"  setp.eq.u32 %q, %a3, {lut};",
                  "  selp.b32 %d0, %t, %d0, %q;"]
    return "\n".join(lines)


@SETTINGS
@given(st.lists(st.tuples(st.integers(0, mask(32)), st.integers(0, mask(32)),
                          st.integers(0, mask(32))), min_size=8, max_size=8))
def test_lop3_every_lut(words) -> None:
    words = [(0xF0F0F0F0, 0xCCCCCCCC, 0xAAAAAAAA), (0, mask(32), 0x12345678)] + words
    rows = [(a, b, c, lut) for lut in range(256) for a, b, c in words]
    columns = [np.array(col, dtype=np.uint32) for col in zip(*rows)]
    (got,) = run_elementwise(lop3_all_luts_body(), ["b32", "b32", "b32", "u32"], ["b32"], columns,
                             extra_decls="  .reg .b32 %t;\n  .reg .pred %q;")
    expected = [m_lop3(a, b, c, lut) for a, b, c, lut in rows]
    assert [int(x) for x in got] == expected


# -- carry chains, against Python's big integers ----------------------------------------------


def words(x: int, bits: int, count: int) -> list[int]:
    return [(x >> (bits * i)) & mask(bits) for i in range(count)]


def join(ws, bits: int) -> int:
    return sum(int(w) << (bits * i) for i, w in enumerate(ws))


def chain_body(op: str, t: str, n: int, out: int) -> str:
    """%d<out>.. = a op b over n words (a in %a0.., b in %a<n>..), then the final carry/borrow
    through an addc/subc of 0, 0 in %d<out + n>."""
    lines = [f"  {op}.cc.{t} %d{out}, %a0, %a{n};"]
    lines += [f"  {op}c.cc.{t} %d{out + i}, %a{i}, %a{n + i};" for i in range(1, n)]
    lines.append(f"  {op}c.{t} %d{out + n}, 0, 0;")
    return "\n".join(lines)


@pytest.mark.parametrize("t", ["u32", "s32", "u64", "s64"])
@SETTINGS
@given(data=st.data())
def test_multiword_add_and_sub(t: str, data) -> None:
    bits, n = width(t), 4
    top = mask(bits * n)
    edges = [0, 1, top, top - 1, 1 << (bits * n - 1), mask(bits), mask(bits) << bits]
    pairs = list(itertools.product(edges, repeat=2))
    pairs += data.draw(st.lists(st.tuples(st.integers(0, top), st.integers(0, top)),
                                min_size=64, max_size=64))
    columns = [[words(a, bits, n)[i] for a, _ in pairs] for i in range(n)]
    columns += [[words(b, bits, n)[i] for _, b in pairs] for i in range(n)]
    dtype = np.uint32 if bits == 32 else np.uint64
    body = chain_body("add", t, n, 0) + "\n" + chain_body("sub", t, n, n + 1)
    outs = run_elementwise(body, [t] * (2 * n), [t] * (2 * n + 2),
                           [np.array(c, dtype=dtype) for c in columns])
    outs = [o.astype(dtype) for o in outs]
    for i, (a, b) in enumerate(pairs):
        add, sub = a + b, a - b
        assert join([o[i] for o in outs[:n]], bits) == add & top, (hex(a), hex(b))
        assert int(outs[n][i]) == int(add > top), (hex(a), hex(b))  # addc 0, 0: the carry
        assert join([o[i] for o in outs[n + 1:2 * n + 1]], bits) == sub & top, (hex(a), hex(b))
        assert int(outs[2 * n + 1][i]) == (-int(sub < 0)) & mask(bits)  # subc 0, 0: -borrow


# [r3, r2, r1, r0] = [r5, r4] * [r7, r6], the extended-precision multiply of the ISA's madc
# example; inputs %a0..%a3 are r4..r7, outputs %d0..%d3 are r0..r3.
MADC_BODY = """
  mul.lo.{t}     %d0, %a0, %a2;
  mul.hi.{t}     %d1, %a0, %a2;
  mad.lo.cc.{t}  %d1, %a1, %a2, %d1;
  madc.hi.{t}    %d2, %a1, %a2, 0;
  mad.lo.cc.{t}  %d1, %a0, %a3, %d1;
  madc.hi.cc.{t} %d2, %a0, %a3, %d2;
  addc.{t}       %d3, 0, 0;
  mad.lo.cc.{t}  %d2, %a1, %a3, %d2;
  madc.hi.{t}    %d3, %a1, %a3, %d3;
"""


@pytest.mark.parametrize("t", ["u32", "u64"])
@SETTINGS
@given(data=st.data())
def test_multiword_multiply_with_mad_cc_and_madc(t: str, data) -> None:
    bits = width(t)
    top = mask(2 * bits)
    edges = [0, 1, top, top - 1, mask(bits), mask(bits) << bits, 1 << (2 * bits - 1)]
    pairs = list(itertools.product(edges, repeat=2))
    pairs += data.draw(st.lists(st.tuples(st.integers(0, top), st.integers(0, top)),
                                min_size=64, max_size=64))
    dtype = np.uint32 if bits == 32 else np.uint64
    columns = [[words(a, bits, 2)[0] for a, _ in pairs], [words(a, bits, 2)[1] for a, _ in pairs],
               [words(b, bits, 2)[0] for _, b in pairs], [words(b, bits, 2)[1] for _, b in pairs]]
    outs = run_elementwise(MADC_BODY.format(t=t), [t] * 4, [t] * 4,
                           [np.array(c, dtype=dtype) for c in columns])
    for i, (a, b) in enumerate(pairs):
        assert join([o[i] for o in outs], bits) == a * b, (hex(a), hex(b))


@pytest.mark.parametrize("t", ["u32", "s32", "u64", "s64"])
def test_carry_of_mad_cc_and_madc_cc(t: str) -> None:
    """mad.hi.cc / madc.lo.cc: the carry out of the addition (the unsigned sum of the bits)."""
    bits, v = width(t), reader(t)
    body = (f"  mad.hi.cc.{t} %d0, %a0, %a1, %a2;\n  addc.u32 %d1, 0, 0;\n"
            f"  madc.lo.cc.{t} %d2, %a0, %a1, %a2;\n  addc.u32 %d3, 0, 0;")
    ins = (value(t),) * 3
    grid = edge_grid(ins)
    outs = run_elementwise(body, [t] * 3, [t, "u32", t, "u32"],
                           [np.array(c, dtype=np.uint64) for c in grid])
    m = mask(bits)
    for i, (a, b, c) in enumerate(zip(*grid)):
        hi = ((v(a) * v(b)) >> bits) & m
        lo = (v(a) * v(b)) & m
        carry1 = (hi + c) >> bits
        assert [int(np.array(o[i]).astype(np.uint64)) & m for o in outs] == [
            (hi + c) & m, carry1, (lo + c + carry1) & m, (lo + c + carry1) >> bits]


# -- malformed forms ---------------------------------------------------------------------------


@pytest.mark.parametrize("body, in_types, out_type, words", [
    ("mul.wide.s64 %d0, %a0, %a1;", ["s64", "s64"], "s64", ["mul.wide.s64", ".wide"]),
    ("add.sat.u32 %d0, %a0, %a1;", ["u32", "u32"], "u32", ["add.sat.u32", ".sat"]),
    ("mad.lo.sat.s32 %d0, %a0, %a1, %a0;", ["s32", "s32"], "s32", ["mad.lo.sat.s32"]),
    ("add.cc.u16 %d0, %a0, %a1;", ["u16", "u16"], "u16", ["add.cc.u16", ".cc"]),
    ("mul.u32 %d0, %a0, %a1;", ["u32", "u32"], "u32", ["mul.u32", ".lo"]),
    ("div.b32 %d0, %a0, %a1;", ["b32", "b32"], "b32", ["div.b32", ".b32"]),
    ("abs.u32 %d0, %a0;", ["u32"], "u32", ["abs.u32"]),
    ("min.relu.u32 %d0, %a0, %a1;", ["u32", "u32"], "u32", [".relu"]),
    ("bfe.b32 %d0, %a0, 1, 2;", ["b32"], "b32", ["bfe.b32"]),
    ("shf.l.b32 %d0, %a0, %a0, 3;", ["b32"], "b32", ["shf.l.b32", ".clamp"]),
    ("prmt.b32.f4e.b4e %d0, %a0, %a0, 3;", ["b32"], "b32", ["prmt.b32.f4e.b4e"]),
    ("lop3.b32 %d0, %a0, %a0, %a0, %a0;", ["b32"], "b32", ["lop3.b32", "immLut"]),
    ("lop3.b32 %d0, %a0, %a0, %a0, 256;", ["b32"], "b32", ["lop3.b32", "immLut"]),
    ("dp4a.u32 %d0, %a0, %a0, %a0;", ["u32"], "u32", ["dp4a.u32"]),
    ("add.u8 %d0, %a0, %a0;", ["u16"], "u16", ["add.u8"]),
    ("and.foo.b32 %d0, %a0, %a0;", ["b32"], "b32", [".foo"]),
    ("max.relu.u16x2 %d0, %a0, %a0;", ["b32"], "b32", ["max.relu.u16x2", ".relu"]),
    ("and.sat.pred %d0, %a0, %a0;", ["pred"], "pred", ["and.sat.pred"]),
    ("max.s32 %d0, %a0, %a0, %a0;", ["s32"], "s32", ["max.s32", "takes 3 operands"]),
    ("add.s32 %d0, %a0;", ["s32"], "s32", ["add.s32", "takes 3 operands"]),
    ("lop3.b32 %d0, %a0, %a0, %a0;", ["b32"], "b32", ["lop3.b32", "operands"]),
    ("max.u16x2 %d0, %a0, %a0, %a0;", ["b32"], "b32", ["max.u16x2", "operands"]),
])
def test_malformed_forms_are_rejected(body: str, in_types, out_type: str, words) -> None:
    with pytest.raises(PtxSemanticError) as info:
        compile_ptx(elementwise_ptx(body, in_types, [out_type]), "spirv", use_cache=False)
    for word in words:
        assert word in str(info.value)
