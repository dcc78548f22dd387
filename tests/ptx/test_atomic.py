"""atom, red, membar and fence on the CPU device.

Two kinds of test: elementwise (each thread owns one address; the old value and the new memory
are compared with a NumPy model of the operation, over generated and edge inputs) and contention
(4 blocks x 256 threads on the same or on 16 addresses, in global and shared memory, compared
with the exact totals)."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from zluda.ptx import compile_ptx
from zluda.ptx.errors import PtxSemanticError, PtxUnsupportedError

from .harness import device, numpy_type

HEADER = ".version 8.7\n.target sm_90\n.address_size 64\n"
SIZES = {"b16": 2, "b32": 4, "u32": 4, "s32": 4, "f32": 4, "f16": 2, "bf16": 2, "f16x2": 4,
         "bf16x2": 4, "b64": 8, "u64": 8, "s64": 8, "f64": 8}
REGS = {2: "b16", 4: "b32", 8: "b64"}


def _instruction(form: str, t: str, space: str) -> str:
    """``form`` is 'atom.<op>...' or 'red.<op>...'; the address is %a in ``space``."""
    opcode, rest = form.split(".", 1)
    sp = "" if space == "generic" else f".{space}"
    operands = "[%a], %b, %c" if ".cas" in form else "[%a], %b"
    if opcode == "atom":
        return f"atom{sp}.{rest}.{t} %old, {operands};"
    return f"red{sp}.{rest}.{t} {operands};"


def elementwise_kernel(form: str, t: str, space: str) -> str:
    size = SIZES[t]
    reg = REGS[size]
    if space == "shared":
        address = f"""  mov.u32 %s, smem;
  mad.lo.u32 %s, %tx, {size}, %s;
  ld.global.{reg} %x, [%m];
  st.shared.{reg} [%s], %x;
  cvt.u64.u32 %a, %s;"""
        back = f"  ld.shared.{reg} %x, [%s];\n  st.global.{reg} [%m], %x;"
    else:
        address = "  cvta.global.u64 %a, %m;" if space == "generic" else "  mov.u64 %a, %m;"
        back = ""
    return HEADER + f"""
.visible .entry k(.param .u64 pmem, .param .u64 pb, .param .u64 pc, .param .u64 pold)
{{
  .reg .b32 %tx;
  .reg .b32 %i;
  .reg .b32 %s;
  .reg .b64 %off;
  .reg .b64 %m;
  .reg .b64 %a;
  .reg .b64 %p;
  .reg .{reg} %x;
  .reg .{reg} %b;
  .reg .{reg} %c;
  .reg .{reg} %old;
  .shared .align 8 .b8 smem[{64 * size}];
  mov.u32 %tx, %tid.x;
  mov.u32 %i, %ctaid.x;
  mad.lo.u32 %i, %i, %ntid.x, %tx;
  mul.wide.u32 %off, %i, {size};
  ld.param.u64 %m, [pmem];
  add.u64 %m, %m, %off;
  ld.param.u64 %p, [pb];
  add.u64 %p, %p, %off;
  ld.global.{reg} %b, [%p];
  ld.param.u64 %p, [pc];
  add.u64 %p, %p, %off;
  ld.global.{reg} %c, [%p];
{address}
  mov.{reg} %old, 0;
  {_instruction(form, t, space)}
{back}
  ld.param.u64 %p, [pold];
  add.u64 %p, %p, %off;
  st.global.{reg} [%p], %old;
  ret;
}}
"""


def run_elementwise_atomic(form: str, t: str, space: str, mem, b, c=None):
    """Return (old values, memory after) for one atomic per element."""
    dtype = numpy_type(t)
    n = len(mem)
    pad = -n % 64
    arrays = [np.concatenate([np.asarray(x, dtype), np.zeros(pad, dtype)])
              for x in (mem, b, c if c is not None else mem)]
    dev = device()
    m, bb, cc = (dev.array(x) for x in arrays)
    old = dev.array(np.zeros(n + pad, dtype))
    module = dev.load(elementwise_kernel(form, t, space))
    module.launch("k", ((n + pad) // 64,), (64,), [m, bb, cc, old])
    return np.array(old)[:n], np.array(m)[:n]


# -- models ----------------------------------------------------------------------------------

U32 = st.integers(0, 2**32 - 1)
EDGE32 = [0, 1, 2, 3, 0x7FFFFFFF, 0x80000000, 0xFFFFFFFE, 0xFFFFFFFF]


def inc_model(old, b):
    return np.where(old >= b, 0, old + 1).astype(np.uint32)


def dec_model(old, b):
    return np.where((old == 0) | (old > b), b, old - 1).astype(np.uint32)


@settings(max_examples=4, deadline=None)
@given(st.lists(st.tuples(U32, U32), min_size=1, max_size=200), st.sampled_from(["global",
                                                                                  "shared"]))
def test_inc_and_dec_wrap(pairs, space):
    grid = [(x, y) for x in EDGE32 for y in EDGE32]
    old = np.array([p[0] for p in grid + pairs], np.uint32)
    b = np.array([p[1] for p in grid + pairs], np.uint32)
    for op, model in (("inc", inc_model), ("dec", dec_model)):
        got_old, got_mem = run_elementwise_atomic(f"atom.{op}", "u32", space, old, b)
        np.testing.assert_array_equal(got_old, old)
        np.testing.assert_array_equal(got_mem, model(old.astype(np.int64), b.astype(np.int64)))
        _, red_mem = run_elementwise_atomic(f"red.{op}", "u32", "generic", old, b)
        np.testing.assert_array_equal(red_mem, got_mem)


INT_OPS = {
    "add": lambda a, b: a + b, "and": np.bitwise_and, "or": np.bitwise_or,
    "xor": np.bitwise_xor, "min": np.minimum, "max": np.maximum, "exch": lambda a, b: b,
}


@pytest.mark.parametrize("op, t", [
    ("add", "u32"), ("add", "s32"), ("add", "u64"), ("and", "b32"), ("or", "b64"),
    ("xor", "b32"), ("xor", "b64"), ("min", "s32"), ("min", "u32"), ("max", "s64"),
    ("max", "u64"), ("min", "s64"), ("max", "s32"), ("exch", "b32"), ("exch", "b64"),
])
@settings(max_examples=2, deadline=None)
@given(data=st.data())
def test_integer_operations(op, t, data):
    dtype = numpy_type(t)
    bits = SIZES[t] * 8
    info = np.iinfo(dtype)
    edges = [0, 1, info.max, info.min, info.max - 1, info.min + 1, -1 % 2**bits]
    edges = [e if e <= info.max else e - 2**bits for e in edges]
    values = data.draw(st.lists(st.integers(int(info.min), int(info.max)), min_size=2,
                                max_size=200))
    mem = np.array([x for x in edges for _ in edges] + values, dtype)
    b = np.array([y for _ in edges for y in edges] + values[::-1], dtype)
    # one space and semantic per case (each distinct kernel costs a device build)
    key = sum(map(ord, op + t))
    space = ("global", "shared", "generic")[key % 3]
    sem = ("", ".relaxed.gpu", ".acquire.cta", ".release.sys", ".acq_rel.gpu")[key % 5]
    got_old, got_mem = run_elementwise_atomic(f"atom{sem}.{op}", t, space, mem, b)
    np.testing.assert_array_equal(got_old, mem)
    with np.errstate(over="ignore"):
        np.testing.assert_array_equal(got_mem, INT_OPS[op](mem, b).astype(dtype))


@pytest.mark.parametrize("t", ["b16", "b32", "b64"])
@settings(max_examples=3, deadline=None)
@given(data=st.data())
def test_compare_and_swap(t, data):
    dtype = numpy_type(t)
    bits = SIZES[t] * 8
    n = data.draw(st.integers(1, 200))
    mem = np.array(data.draw(st.lists(st.integers(0, 2**bits - 1), min_size=n, max_size=n)),
                   dtype)
    other = np.array(data.draw(st.lists(st.integers(0, 2**bits - 1), min_size=n, max_size=n)),
                     dtype)
    equal = np.array(data.draw(st.lists(st.booleans(), min_size=n, max_size=n)))
    cmp = np.where(equal, mem, other)
    new = mem ^ dtype(0x5A5A5A5A5A5A5A5A & (2**bits - 1))
    space = data.draw(st.sampled_from(["global", "shared", "generic"]))
    got_old, got_mem = run_elementwise_atomic("atom.acq_rel.gpu.cas", t, space, mem, cmp, new)
    np.testing.assert_array_equal(got_old, mem)
    np.testing.assert_array_equal(got_mem, np.where(cmp == mem, new, mem))


# -- floating point --------------------------------------------------------------------------


def _ftz32(x):
    return np.where(np.abs(x) < np.float32(2.0**-126), np.copysign(np.float32(0), x), x)


def f32_model(a, b):
    with np.errstate(all="ignore"):
        return _ftz32(_ftz32(a) + _ftz32(b)).astype(np.float32)


def _bf16_table():
    patterns = np.arange(65536, dtype=np.uint32)
    values = (patterns << 16).view(np.float32).astype(np.float64)
    keep = np.isfinite(values) & (patterns != 0x8000)
    order = np.argsort(values[keep], kind="stable")
    return values[keep][order], patterns[keep][order]


BF_VALUES, BF_PATTERNS = _bf16_table()
BF_MAX = float(BF_VALUES[-1])


def round_bf16(x: float) -> int:
    """Round a float64 (the sum of two bf16) to the nearest bf16, ties to even."""
    if np.isnan(x):
        return 0x7FC0
    if abs(x) >= BF_MAX + 2.0**119:
        return 0x7F80 | (0x8000 if x < 0 else 0)
    i = int(np.searchsorted(BF_VALUES, x))
    lo, hi = max(i - 1, 0), min(i, len(BF_VALUES) - 1)
    dlo, dhi = abs(x - BF_VALUES[lo]), abs(BF_VALUES[hi] - x)
    pick = lo if dlo < dhi or (dlo == dhi and BF_PATTERNS[lo] % 2 == 0) else hi
    return int(BF_PATTERNS[pick])


def bf16_model(a, b):
    out = []
    for x, y in zip(a.tolist(), b.tolist(), strict=True):
        fx = float(np.uint32(x << 16).view(np.float32))
        fy = float(np.uint32(y << 16).view(np.float32))
        total = fx + fy
        if total == 0 and not np.isnan(total):
            negative = np.signbit(fx) and np.signbit(fy)
            out.append(0x8000 if negative else 0)
        else:
            out.append(round_bf16(total))
    return np.array(out, np.uint16)


def f16_model(a, b):
    with np.errstate(all="ignore"):
        return (a.view(np.float16) + b.view(np.float16)).view(np.uint16)


def _pairs(model, a, b, dtype):
    lo = model(a & 0xFFFF, b & 0xFFFF).astype(np.uint32)
    hi = model(a >> 16, b >> 16).astype(np.uint32)
    return (lo | (hi << 16)).astype(dtype)


def same_bits_or_both_nan(got, want, float_view):
    g, w = got.view(float_view), want.view(float_view)
    both_nan = np.isnan(g) & np.isnan(w)
    np.testing.assert_array_equal(np.where(both_nan, 0, got), np.where(both_nan, 0, want))


FLOAT_EDGES = {
    "f32": [0.0, -0.0, 1.0, -1.0, 1e-45, -1e-45, 1.1754942e-38, 1.1754944e-38, 2.0**-127,
            3.4028235e38, np.inf, -np.inf, np.nan, 0.1, 1e30],
    "f64": [0.0, -0.0, 1.0, 5e-324, -5e-324, 2.2250738585072014e-308, 1.7976931348623157e308,
            np.inf, -np.inf, np.nan, 0.1, 1e300],
    "f16": [0.0, -0.0, 1.0, 6e-8, -6e-8, 6.1e-5, 65504.0, np.inf, -np.inf, np.nan, 0.1],
}


@pytest.mark.parametrize("t", ["f32", "f64", "f16", "bf16", "f16x2", "bf16x2"])
@settings(max_examples=3, deadline=None)
@given(data=st.data())
def test_float_add(t, data):
    if t in FLOAT_EDGES:
        ftype = {"f32": np.float32, "f64": np.float64, "f16": np.float16}[t]
        dtype = numpy_type(t)
        edges = np.array(FLOAT_EDGES[t], ftype)
        grid_a = np.repeat(edges, len(edges))
        grid_b = np.tile(edges, len(edges))
        bits = SIZES[t] * 8
        raw = data.draw(st.lists(st.integers(0, 2**bits - 1), min_size=1, max_size=200))
        rnd = np.array(raw, dtype).view(ftype)
        a = np.concatenate([grid_a, rnd]).view(dtype)
        b = np.concatenate([grid_b, rnd[::-1]]).view(dtype)
    else:
        dtype = numpy_type(t)
        bits = SIZES[t] * 8
        edges16 = [0, 0x8000, 0x0001, 0x8001, 0x3F80, 0xBF80, 0x7F7F, 0xFF7F, 0x7F80, 0xFF80,
                   0x7FC0, 0x0080, 0x007F, 0x3C00, 0x7BFF, 0x03FF, 0x7C00, 0x7E00]
        raw = data.draw(st.lists(st.integers(0, 2**bits - 1), min_size=1, max_size=200))
        if bits == 16:
            edge = np.array(edges16, np.uint16)
        else:
            edge = np.array([x | (y << 16) for x in edges16 for y in edges16[::3]], np.uint32)
        a = np.concatenate([np.repeat(edge, len(edge)), np.array(raw, dtype)])
        b = np.concatenate([np.tile(edge, len(edge)), np.array(raw[::-1], dtype)])
    model = {"f32": lambda x, y: f32_model(x.view(np.float32), y.view(np.float32)),
             "f64": lambda x, y: x.view(np.float64) + y.view(np.float64),
             "f16": f16_model, "bf16": bf16_model,
             "f16x2": lambda x, y: _pairs(f16_model_u, x, y, np.uint32),
             "bf16x2": lambda x, y: _pairs(bf16_model, x, y, np.uint32)}[t]
    noftz = ".noftz" if t not in ("f32", "f64") else ""
    space = data.draw(st.sampled_from(["global", "shared", "generic"]))
    got_old, got_mem = run_elementwise_atomic(f"atom.add{noftz}", t, space, a, b)
    np.testing.assert_array_equal(got_old, a)
    with np.errstate(all="ignore"):
        want = np.asarray(model(a, b)).view(dtype)
    view = {"f32": np.float32, "f64": np.float64}.get(t)
    if view is not None:
        same_bits_or_both_nan(got_mem, want, view)
    elif t in ("f16", "f16x2"):
        for shift in (0, 16) if t == "f16x2" else (0,):
            g = ((got_mem >> shift) & 0xFFFF).astype(np.uint16)
            w = ((want >> shift) & 0xFFFF).astype(np.uint16)
            same_bits_or_both_nan(g, w, np.float16)
    else:
        for shift in (0, 16) if t == "bf16x2" else (0,):
            g = ((got_mem.astype(np.uint32) >> shift) & 0xFFFF)
            w = ((want.astype(np.uint32) >> shift) & 0xFFFF)
            nan_g = ((g & 0x7FFF) > 0x7F80)
            nan_w = ((w & 0x7FFF) > 0x7F80)
            np.testing.assert_array_equal(nan_g, nan_w)
            np.testing.assert_array_equal(np.where(nan_g, 0, g), np.where(nan_w, 0, w))


def f16_model_u(a, b):
    return f16_model(a.astype(np.uint16), b.astype(np.uint16))


# -- contention ------------------------------------------------------------------------------


def contention_kernel(instr: str, t: str, space: str, slots: int) -> str:
    """4 blocks x 256 threads: thread i applies its value to slot i % slots."""
    size = SIZES[t]
    reg = REGS[size]
    if space == "global":
        pre = f"""  ld.param.u64 %a, [pcnt];
  mul.wide.u32 %off, %slot, {size};
  add.u64 %a, %a, %off;"""
        post = ""
        sp = "global"
    else:
        pre = f"""  mov.u32 %s, smem;
  mad.lo.u32 %s, %slot, {size}, %s;
  setp.lt.u32 %q, %tx, {slots};
  ld.param.u64 %a, [pinit];
  mul.wide.u32 %off, %tx, {size};
  add.u64 %a, %a, %off;
  @%q ld.global.{reg} %x, [%a];
  mad.lo.u32 %s2, %tx, {size}, smem;
  @%q st.shared.{reg} [%s2], %x;
  bar.sync 0;
  cvt.u64.u32 %a, %s;"""
        post = f"""  bar.sync 0;
  ld.param.u64 %a, [pcnt];
  mad.lo.u32 %s2, %ctaid.x, {slots}, %tx;
  mul.wide.u32 %off, %s2, {size};
  add.u64 %a, %a, %off;
  mad.lo.u32 %s2, %tx, {size}, smem;
  @%q ld.shared.{reg} %x, [%s2];
  @%q st.global.{reg} [%a], %x;"""
        sp = "shared"
    body = instr.replace("SP", sp)
    return HEADER + f"""
.visible .entry k(.param .u64 pcnt, .param .u64 pinit, .param .u64 pval, .param .u64 pold)
{{
  .reg .b32 %tx;
  .reg .b32 %i;
  .reg .b32 %s;
  .reg .b32 %s2;
  .reg .b32 %slot;
  .reg .pred %q;
  .reg .b64 %off;
  .reg .b64 %a;
  .reg .b64 %p;
  .reg .{reg} %x;
  .reg .{reg} %v;
  .reg .{reg} %old;
  .shared .align 8 .b8 smem[{slots * size}];
  mov.u32 %tx, %tid.x;
  mov.u32 %i, %ctaid.x;
  mad.lo.u32 %i, %i, %ntid.x, %tx;
  rem.u32 %slot, %i, {slots};
  ld.param.u64 %p, [pval];
  mul.wide.u32 %off, %i, {size};
  add.u64 %p, %p, %off;
  ld.global.{reg} %v, [%p];
{pre}
  mov.{reg} %old, 0;
  {body}
  ld.param.u64 %p, [pold];
  mul.wide.u32 %off, %i, {size};
  add.u64 %p, %p, %off;
  st.global.{reg} [%p], %old;
{post}
  ret;
}}
"""


CONTENTION = [  # (instruction, type, values, reduction)
    ("atom.SP.add.u32 %old, [%a], %v;", "u32", lambda r, n: r.integers(0, 2**32, n), "add"),
    ("red.SP.add.u64 [%a], %v;", "u64", lambda r, n: r.integers(0, 2**63, n), "add"),
    ("atom.acq_rel.gpu.SP.add.s32 %old, [%a], %v;", "s32",
     lambda r, n: r.integers(-2**31, 2**31, n), "add"),
    ("red.release.cta.SP.and.b32 [%a], %v;", "b32", lambda r, n: ~(1 << r.integers(0, 32, n)),
     "and"),
    ("atom.SP.or.b64 %old, [%a], %v;", "b64", lambda r, n: 1 << r.integers(0, 64, n), "or"),
    ("atom.relaxed.sys.SP.xor.b32 %old, [%a], %v;", "b32", lambda r, n: r.integers(0, 2**32, n),
     "xor"),
    ("atom.SP.min.s32 %old, [%a], %v;", "s32", lambda r, n: r.integers(-2**31, 2**31, n),
     "min"),
    ("red.SP.max.u64 [%a], %v;", "u64", lambda r, n: r.integers(0, 2**64, n, np.uint64),
     "max"),
    ("atom.SP.add.f32 %old, [%a], %v;", "f32", lambda r, n: r.integers(-64, 64, n), "add"),
    ("red.SP.add.f64 [%a], %v;", "f64", lambda r, n: r.integers(-2**20, 2**20, n) / 4, "add"),
    ("atom.SP.add.noftz.f16 %old, [%a], %v;", "f16", lambda r, n: r.integers(-8, 8, n), "add"),
    ("red.SP.add.noftz.bf16 [%a], %v;", "bf16", lambda r, n: r.integers(-2, 3, n), "add"),
    ("atom.SP.inc.u32 %old, [%a], %v;", "u32", lambda r, n: np.full(n, 6), "inc"),
    ("atom.SP.dec.u32 %old, [%a], %v;", "u32", lambda r, n: np.full(n, 6), "dec"),
    ("atom.SP.exch.b32 %old, [%a], %v;", "b32", lambda r, n: np.arange(n) + 100, "exch"),
]


def _to_bits(values, t):
    if t == "bf16":
        return (np.asarray(values, np.float32).view(np.uint32) >> 16).astype(np.uint16)
    if t in ("f16", "f32", "f64"):
        return np.asarray(values, {"f16": np.float16, "f32": np.float32,
                                   "f64": np.float64}[t]).view(numpy_type(t))
    return np.asarray(values).astype(numpy_type(t))


@pytest.mark.parametrize("instr, t, values, reduction, space, slots", [
    (*case, space, slots) for case in CONTENTION
    for space, slots in (("global", 1), ("shared", 16))] + [
    (*CONTENTION[0], "global", 16), (*CONTENTION[0], "shared", 1)])
def test_contention_gives_exact_totals(instr, t, values, reduction, space, slots):
    blocks, block = 4, 256
    n = blocks * block
    dtype = numpy_type(t)
    rng = np.random.default_rng(hash((instr, slots, space)) % 2**32)
    vals = _to_bits(values(rng, n), t)
    init = _to_bits(rng.integers(0, 4, slots), t) if reduction not in ("and", "min") else \
        np.full(slots, -1 if t == "s32" else np.iinfo(dtype).max, dtype)
    if reduction in ("inc", "dec"):
        init = np.full(slots, 3, dtype)
    dev = device()
    cnt = dev.array(np.tile(init, blocks) if space == "shared" else init.copy())
    old = dev.array(np.zeros(n, dtype))
    module = dev.load(contention_kernel(instr, t, space, slots))
    module.launch("k", (blocks,), (block,), [cnt, dev.array(init), dev.array(vals), old])
    finals = np.array(cnt).reshape(-1, slots)
    for g, final in enumerate(finals):
        members = np.arange(n) if space == "global" else np.arange(g * block, (g + 1) * block)
        for slot in range(slots):
            mine = vals[members[members % slots == slot]]
            olds = np.array(old)[members[members % slots == slot]]
            _check_slot(reduction, t, init[slot], mine, olds, final[slot])


def _check_slot(reduction, t, init, vals, olds, final):
    dtype = numpy_type(t)
    if reduction == "add":
        if t in ("f16", "bf16", "f32", "f64"):
            as_float = {"f16": lambda x: x.view(np.float16).astype(np.float64),
                        "bf16": lambda x: (x.astype(np.uint32) << 16).view(np.float32)
                        .astype(np.float64),
                        "f32": lambda x: x.view(np.float32).astype(np.float64),
                        "f64": lambda x: x.view(np.float64)}[t]
            assert as_float(np.array([final]))[0] == as_float(np.array([init]))[0] + \
                as_float(vals).sum()
        else:
            with np.errstate(over="ignore"):
                assert final == dtype(init + vals.astype(dtype).sum(dtype=dtype))
    elif reduction in ("and", "or", "xor", "min", "max"):
        fn = {"and": np.bitwise_and, "or": np.bitwise_or, "xor": np.bitwise_xor,
              "min": np.minimum, "max": np.maximum}[reduction]
        assert final == fn.reduce(np.concatenate([[init], vals]).astype(dtype))
    elif reduction in ("inc", "dec"):
        step = inc_model if reduction == "inc" else dec_model
        value, seen = int(init), []
        for _ in vals:
            seen.append(value)
            value = int(step(np.int64(value), np.int64(vals[0])))
        assert final == value
        np.testing.assert_array_equal(np.sort(olds), np.sort(np.array(seen, dtype)))
    else:  # exch: the old values and the final one are the initial value and every new one
        np.testing.assert_array_equal(np.sort(np.concatenate([olds, [final]])),
                                      np.sort(np.concatenate([[init], vals]).astype(dtype)))


# -- a CAS loop: float max -------------------------------------------------------------------

CAS_MAX = HEADER + """
.visible .entry k(.param .u64 pmax, .param .u64 pval)
{
  .reg .b32 %i;
  .reg .b32 %old;
  .reg .b32 %seen;
  .reg .f32 %v;
  .reg .f32 %cur;
  .reg .pred %p;
  .reg .b64 %a;
  .reg .b64 %m;
  mov.u32 %i, %ctaid.x;
  mad.lo.u32 %i, %i, %ntid.x, %tid.x;
  ld.param.u64 %a, [pval];
  mul.wide.u32 %m, %i, 4;
  add.u64 %a, %a, %m;
  ld.global.f32 %v, [%a];
  ld.param.u64 %m, [pmax];
  ld.volatile.global.b32 %old, [%m];
LOOP:
  mov.b32 %cur, %old;
  setp.ge.f32 %p, %cur, %v;
  @%p bra DONE;
  mov.b32 %seen, %v;
  atom.global.cas.b32 %seen, [%m], %old, %seen;
  setp.eq.b32 %p, %seen, %old;
  mov.b32 %old, %seen;
  @!%p bra LOOP;
DONE:
  ret;
}
"""


def test_cas_loop_float_maximum():
    n = 1024
    rng = np.random.default_rng(5)
    vals = rng.standard_normal(n).astype(np.float32) * 1000
    dev = device()
    m = dev.array(np.array([-np.inf], np.float32))
    device().load(CAS_MAX).launch("k", (4,), (256,), [m, dev.array(vals)])
    assert m[0] == vals.max()


# -- vector atomics, fences, errors ----------------------------------------------------------

VECTOR = HEADER + """
.visible .entry k(.param .u64 pmem)
{
  .reg .b64 %a;
  .reg .f32 %f<4>;
  .reg .b32 %h<4>;
  .reg .b16 %s<8>;
  ld.param.u64 %a, [pmem];
  mov.f32 %f0, 0f3F800000;
  mov.f32 %f1, 0f40000000;
  mov.f32 %f2, 0f40400000;
  mov.f32 %f3, 0f40800000;
  red.global.v2.f32.add [%a], {%f0, %f1};
  atom.global.v4.f32.add {%f0, %f1, %f2, %f3}, [%a+16], {%f0, %f1, %f2, %f3};
  mov.b32 %h0, 0x3C003C00;
  red.global.add.noftz.v2.f16x2 [%a+32], {%h0, %h0};
  mov.b16 %s0, 0x3F80;
  red.global.add.noftz.v8.bf16 [%a+48], {%s0, %s0, %s0, %s0, %s0, %s0, %s0, %s0};
  membar.cta;
  membar.gl;
  membar.sys;
  fence.sc.gpu;
  fence.acq_rel.cta;
  fence.acq_rel.sys;
  fence.proxy.async;
  fence.proxy.alias;
  ret;
}
"""


def test_vector_atomics_and_fences():
    dev = device()
    mem = dev.array(np.zeros(16, np.uint32))
    device().load(VECTOR).launch("k", (2,), (64,), [mem])
    out = np.array(mem)
    np.testing.assert_array_equal(out[0:2].view(np.float32), [128.0, 256.0])
    np.testing.assert_array_equal(out[4:8].view(np.float32), [128.0, 256.0, 384.0, 512.0])
    np.testing.assert_array_equal(out[8:10].view(np.float16), [128.0] * 4)
    np.testing.assert_array_equal(out[12:16], [0x43004300] * 4)  # bf16 128.0 twice per word


@pytest.mark.parametrize("bad, error", [
    ("atom.global.add.f16 %s0, [%a], %s0;", PtxSemanticError),
    ("atom.global.inc.u64 %d0, [%a], %d0;", PtxSemanticError),
    ("atom.global.min.f32 %r0, [%a], %r0;", PtxUnsupportedError),
    ("atom.global.cas.b128 %q, [%a], %q, %q;", PtxUnsupportedError),
    ("red.global.cas.b32 [%a], %r0;", PtxSemanticError),
    ("atom.global.v2.u32.add {%r0, %r0}, [%a], {%r0, %r0};", PtxUnsupportedError),
    ("membar;", PtxSemanticError),
])
def test_invalid_and_unsupported_atomics_fail_cleanly(bad, error):
    ptx = HEADER + f""".visible .entry k()
{{
  .reg .b16 %s0;
  .reg .b32 %r0;
  .reg .b64 %d0;
  .reg .b64 %a;
  .reg .b128 %q;
  mov.u64 %a, 0;
  {bad}
  ret;
}}
"""
    with pytest.raises(error):
        compile_ptx(ptx, use_cache=False)


def test_compare_and_swap_loops_of_packed_bf16_additions():
    """llm.c's layernorm_backward_kernel4 pattern: a compare-and-swap before each retry loop.
    LLVM's optimizer made an aggregate phi of two cmpxchg results, which the SPIR-V code
    generator could not lower; each element now has its own phi."""
    dev = device()
    module = dev.load((Path(__file__).parent / "kernels" / "cas_loops.sm80.ptx").read_text())
    totals = dev.array(np.zeros(8, np.uint32))
    module.launch("cas_bf16x2", (1,), (256,), [totals])
    halves = (np.array(totals).astype(np.uint32)[:, None] >> np.array([0, 16])) & 0xFFFF
    values = (halves.astype(np.uint32) << 16).view(np.float32).reshape(4, 2, 2)
    np.testing.assert_array_equal(values, np.broadcast_to([[64, 128], [32, 16]], (4, 2, 2)))
