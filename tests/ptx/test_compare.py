"""setp, set, selp and slct on the CPU device, compared with a Python model of PTX's
comparisons (Python ints, and floats decoded exactly by test_convert's model)."""

from __future__ import annotations

import math
import operator

import numpy as np
import pytest
from hypothesis import given
from hypothesis import strategies as st
from zluda.ptx import compile_ptx
from zluda.ptx.errors import PtxSemanticError

from .harness import elementwise_ptx, run_elementwise
from .test_convert import NAN, SETTINGS, UNSIGNED, decode, float_edges, flush_input

N = 256
_ORDERED = {"eq": operator.eq, "ne": operator.ne, "lt": operator.lt, "le": operator.le,
            "gt": operator.gt, "ge": operator.ge}
FLOAT_OPS = [*_ORDERED, "equ", "neu", "ltu", "leu", "gtu", "geu", "num", "nan"]
_BOOL = {"and": operator.and_, "or": operator.or_, "xor": operator.xor}


def float_cmp(op: str, x: float, y: float) -> bool:
    unordered = math.isnan(x) or math.isnan(y)
    if op == "num":
        return not unordered
    if op == "nan":
        return unordered
    if op in _ORDERED:
        return not unordered and _ORDERED[op](x, y)
    return unordered or _ORDERED[op[:-1]](x, y)


def int_cmp(op: str, x: int, y: int, bits: int) -> bool:
    """lo/ls/hi/hs compare the bits as unsigned integers, whatever the type."""
    if op in ("lo", "ls", "hi", "hs"):
        x, y = x % 2 ** bits, y % 2 ** bits
    return _ORDERED[{"lo": "lt", "ls": "le", "hi": "gt", "hs": "ge"}.get(op, op)](x, y)


def as_float(fmt: str, code: int, ftz: bool = False) -> float:
    neg, mag = decode(fmt, code)
    if ftz:
        neg, mag = flush_input(fmt, neg, mag)
    x = math.nan if mag == NAN else math.inf if mag == "inf" else float(mag)
    return -x if neg else x


# -- inputs ------------------------------------------------------------------------------------


def float_pairs(fmt: str, data) -> tuple[np.ndarray, np.ndarray]:
    edges = float_edges(fmt)
    width = {"f16": 16, "bf16": 16, "f32": 32, "f64": 64}[fmt]
    a = edges + [e for e in edges for _ in range(1)]
    b = edges + list(reversed(edges))
    rand = data.draw(st.lists(st.integers(0, 2 ** width - 1), min_size=N, max_size=N))
    a += rand
    b += [r if i % 4 == 0 else edges[i % len(edges)] if i % 4 == 1 else rand[-1 - i]
          for i, r in enumerate(rand)]
    dt = UNSIGNED[fmt]
    return np.array(a, np.uint64).astype(dt), np.array(b, np.uint64).astype(dt)


def int_values(t: str, data) -> tuple[list[int], list[int]]:
    bits = int(t[1:])
    lo, hi = (-(2 ** (bits - 1)), 2 ** (bits - 1) - 1) if t[0] == "s" else (0, 2 ** bits - 1)
    edges = sorted({lo, lo + 1, -1 if lo else 1, 0, 1, hi - 1, hi})
    a = [x for x in edges for _ in edges] + data.draw(st.lists(st.integers(lo, hi), min_size=N,
                                                               max_size=N))
    b = [y for _ in edges for y in edges] + data.draw(st.lists(st.integers(lo, hi), min_size=N,
                                                               max_size=N))
    return a, b


def preds(data, n: int) -> np.ndarray:
    return np.array(data.draw(st.lists(st.booleans(), min_size=n, max_size=n)), np.uint8)


# -- setp --------------------------------------------------------------------------------------

INT_OPS = ["eq", "ne", "lt", "le", "gt", "ge", "lo", "ls", "hi", "hs"]


@pytest.mark.parametrize("t", ["b16", "b32", "b64", "u16", "u32", "u64", "s16", "s32", "s64"])
@SETTINGS
@given(data=st.data())
def test_setp_int(t, data):
    a, b = int_values(t, data)
    c = preds(data, len(a))
    ops = INT_OPS if t[0] != "b" else ["eq", "ne", "lo", "ls", "hi", "hs"]
    lines, outs = [], []
    for i, op in enumerate(ops):
        bool_op = list(_BOOL)[i % 3]
        lines += [f"setp.{op}.{t} %d{4 * i}|%d{4 * i + 1}, %a0, %a1;",
                  f"setp.{op}.{bool_op}.{t} %d{4 * i + 2}|%d{4 * i + 3}, %a0, %a1, !%a2;"]
        outs.append((op, bool_op))
    dtype = np.dtype(f"{'i' if t[0] == 's' else 'u'}{int(t[1:]) // 8}")
    got = run_elementwise("\n".join(lines), [t, t, "pred"], ["pred"] * 4 * len(ops),
                          [np.array(a, dtype), np.array(b, dtype), c])
    for i, (op, bool_op) in enumerate(outs):
        r = [int_cmp(op, x, y, int(t[1:])) for x, y in zip(a, b)]
        comb = _BOOL[bool_op]
        want = [r, [not v for v in r], [comb(v, not k) for v, k in zip(r, c)],
                [comb(not v, not k) for v, k in zip(r, c)]]
        for j in range(4):
            assert got[4 * i + j].astype(bool).tolist() == want[j], f"setp.{op}.{t} output {j}"


@pytest.mark.parametrize("fmt", ["f16", "bf16", "f32", "f64"])
@SETTINGS
@given(data=st.data())
def test_setp_float(fmt, data):
    a, b = float_pairs(fmt, data)
    c = preds(data, len(a))
    ftz = ".ftz" if fmt in ("f16", "f32") else ""
    lines = []
    for i, op in enumerate(FLOAT_OPS):
        lines += [f"setp.{op}.{fmt} %d{3 * i}|%d{3 * i + 1}, %a0, %a1;",
                  f"setp.{op}.{list(_BOOL)[i % 3]}{ftz}.{fmt} %d{3 * i + 2}, %a0, %a1, %a2;"]
    view = {"f32": np.float32, "f64": np.float64}.get(fmt)
    got = run_elementwise("\n".join(lines), [fmt, fmt, "pred"], ["pred"] * 3 * len(FLOAT_OPS),
                          [a.view(view), b.view(view), c] if view else [a, b, c])
    for i, op in enumerate(FLOAT_OPS):
        r = [float_cmp(op, as_float(fmt, x), as_float(fmt, y)) for x, y in zip(a, b)]
        rf = [float_cmp(op, as_float(fmt, x, bool(ftz)), as_float(fmt, y, bool(ftz)))
              for x, y in zip(a, b)]
        comb = _BOOL[list(_BOOL)[i % 3]]
        assert got[3 * i].astype(bool).tolist() == r, f"setp.{op}.{fmt}"
        assert got[3 * i + 1].astype(bool).tolist() == [not v for v in r], f"setp.{op}.{fmt} q"
        assert got[3 * i + 2].astype(bool).tolist() == [comb(v, bool(k)) for v, k in zip(rf, c)]


@pytest.mark.parametrize("fmt", ["f16", "bf16"])
@SETTINGS
@given(data=st.data())
def test_setp_packed(fmt, data):
    a, b = float_pairs(fmt, data)
    a2 = (a.astype(np.uint32) << 16) | np.roll(a, 3).astype(np.uint32)
    b2 = (b.astype(np.uint32) << 16) | np.roll(b, 3).astype(np.uint32)
    c = preds(data, len(a))
    ops = ["eq", "ltu", "ge", "nan", "neu"]
    lines = []
    for i, op in enumerate(ops):
        lines += [f"setp.{op}.{fmt}x2 %d{4 * i}|%d{4 * i + 1}, %a0, %a1;",
                  f"setp.{op}.xor.{fmt}x2 %d{4 * i + 2}|%d{4 * i + 3}, %a0, %a1, %a2;"]
    got = run_elementwise("\n".join(lines), ["b32", "b32", "pred"], ["pred"] * 4 * len(ops),
                          [a2, b2, c])
    for i, op in enumerate(ops):
        for half, shift in ((0, 0), (1, 16)):
            r = [float_cmp(op, as_float(fmt, (int(x) >> shift) & 0xFFFF),
                           as_float(fmt, (int(y) >> shift) & 0xFFFF)) for x, y in zip(a2, b2)]
            assert got[4 * i + half].astype(bool).tolist() == r, f"setp.{op}.{fmt}x2 {half}"
            assert got[4 * i + 2 + half].astype(bool).tolist() == [
                v ^ bool(k) for v, k in zip(r, c)]


# -- set ---------------------------------------------------------------------------------------


@SETTINGS
@given(data=st.data())
def test_set(data):
    a, b = float_pairs("f16", data)
    ia = np.array(data.draw(st.lists(st.integers(-5, 5), min_size=len(a), max_size=len(a))),
                  np.int32)
    fa, fb = (np.array([as_float("f16", int(v)) for v in x], np.float32) for x in (a, b))
    c = preds(data, len(a))
    packed_a = (a.astype(np.uint32) << 16) | np.roll(a, 1).astype(np.uint32)
    packed_b = (b.astype(np.uint32) << 16) | np.roll(b, 1).astype(np.uint32)
    body = "\n".join([
        "set.lt.u32.s32 %d0, %a0, 0;",
        "set.ge.and.f32.s32 %d1, %a0, 1, %a5;",
        "set.gtu.f32.f32 %d2, %a1, %a2;",
        "set.ne.or.s32.f32 %d3, %a1, %a2, %a5;",
        "set.le.f16.f16 %d4, %a3, %a4;",
        "set.equ.u16.bf16 %d5, %a3, %a4;",
        "set.lt.f16x2.f16x2 %d6, %a6, %a7;",
        "set.geu.xor.u32.f16x2 %d7, %a6, %a7, %a5;",
        "set.eq.bf16x2.bf16x2 %d8, %a6, %a7;",
        "set.num.bf16.f16 %d9, %a3, %a4;",
        "set.eq.ftz.u32.f16 %d10, %a3, %a4;",
    ])
    outs = run_elementwise(body, ["s32", "f32", "f32", "b16", "b16", "pred", "b32", "b32"],
                           ["u32", "f32", "f32", "s32", "b16", "u16", "b32", "u32", "b32",
                            "b16", "u32"],
                           [ia, fa, fb, a, b, c, packed_a, packed_b])
    x, y = fa.astype(float), fb.astype(float)
    k = c.astype(bool)

    def check(j, want):
        assert [int(v) for v in np.asarray(outs[j]).view(np.uint32 if outs[j].itemsize == 4
                                                          else np.uint16)] == want, j

    check(0, [0xFFFFFFFF if v < 0 else 0 for v in ia])
    check(1, [0x3F800000 if (v >= 1 and p) else 0 for v, p in zip(ia, k)])
    check(2, [0x3F800000 if float_cmp("gtu", p, q) else 0 for p, q in zip(x, y)])
    check(3, [0xFFFFFFFF if (float_cmp("ne", p, q) or r) else 0 for p, q, r in zip(x, y, k)])
    check(4, [0x3C00 if float_cmp("le", p, q) else 0 for p, q in zip(x, y)])
    bx = [as_float("bf16", int(v)) for v in a]
    by = [as_float("bf16", int(v)) for v in b]
    check(5, [0xFFFF if float_cmp("equ", p, q) else 0 for p, q in zip(bx, by)])

    def packed(fmt, op, one, comb=None):
        out = []
        for pa, pb, r in zip(packed_a, packed_b, k):
            v = 0
            for shift in (0, 16):
                t = float_cmp(op, as_float(fmt, (int(pa) >> shift) & 0xFFFF),
                              as_float(fmt, (int(pb) >> shift) & 0xFFFF))
                v |= (one if (comb(t, r) if comb else t) else 0) << shift
            out.append(v)
        return out

    check(6, packed("f16", "lt", 0x3C00))
    check(7, packed("f16", "geu", 0xFFFF, operator.xor))
    check(8, packed("bf16", "eq", 0x3F80))
    check(9, [0x3F80 if float_cmp("num", p, q) else 0 for p, q in zip(x, y)])
    check(10, [0xFFFFFFFF if float_cmp("eq", as_float("f16", int(p), True),
                                       as_float("f16", int(q), True)) else 0
               for p, q in zip(a, b)])


# -- selp, slct --------------------------------------------------------------------------------

SEL_TYPES = ["b16", "b32", "b64", "u16", "u32", "u64", "s16", "s32", "s64", "f16", "f32", "f64"]


def _operands(data, n: int) -> list[np.ndarray]:
    """Two random arrays for each of SEL_TYPES (their low bits come from two 64-bit pools)."""
    pools = [np.frombuffer(data.draw(st.binary(min_size=8 * n, max_size=8 * n)), np.uint64)
             for _ in range(2)]
    return [pool.astype(f"u{int(t[1:]) // 8}") for t in SEL_TYPES for pool in pools]


@SETTINGS
@given(data=st.data())
def test_selp(data):
    n = 128
    c = preds(data, n)
    ins = _operands(data, n)
    body = "\n".join(f"selp.{t} %d{j}, %a{2 * j}, %a{2 * j + 1}, %a{2 * len(SEL_TYPES)};"
                     for j, t in enumerate(SEL_TYPES))
    in_types = [f"b{t[1:]}" for t in SEL_TYPES for _ in range(2)] + ["pred"]
    outs = run_elementwise(body, in_types, [f"b{t[1:]}" for t in SEL_TYPES], ins + [c])
    for j, t in enumerate(SEL_TYPES):
        np.testing.assert_array_equal(outs[j], np.where(c.astype(bool), ins[2 * j],
                                                        ins[2 * j + 1]), err_msg=t)


@SETTINGS
@given(data=st.data())
def test_slct(data):
    n = 128
    si = data.draw(st.lists(st.integers(-2 ** 31, 2 ** 31 - 1), min_size=n - 4, max_size=n - 4))
    si = np.array([0, -1, 2 ** 31 - 1, -2 ** 31] + si, np.int32)
    fc, _ = float_pairs("f32", data)
    fc = fc[:n]
    ins = _operands(data, n)
    lines = []
    for j, t in enumerate(SEL_TYPES):
        lines += [f"slct.{t}.s32 %d{3 * j}, %a{2 * j}, %a{2 * j + 1}, %a24;",
                  f"slct.{t}.f32 %d{3 * j + 1}, %a{2 * j}, %a{2 * j + 1}, %a25;",
                  f"slct.ftz.{t}.f32 %d{3 * j + 2}, %a{2 * j}, %a{2 * j + 1}, %a25;"]
    in_types = [f"b{t[1:]}" for t in SEL_TYPES for _ in range(2)] + ["s32", "f32"]
    outs = run_elementwise("\n".join(lines), in_types, [f"b{t[1:]}" for t in SEL_TYPES
                                                        for _ in range(3)],
                           ins + [si, fc.view(np.float32)])
    cf = [as_float("f32", int(v)) for v in fc]
    cz = [as_float("f32", int(v), ftz=True) for v in fc]
    for j, t in enumerate(SEL_TYPES):
        a, b = ins[2 * j], ins[2 * j + 1]
        for k, cond in enumerate([si >= 0, [v >= 0 for v in cf], [v >= 0 for v in cz]]):
            np.testing.assert_array_equal(outs[3 * j + k], np.where(cond, a, b), err_msg=t)


@pytest.mark.parametrize("line", [
    "setp.lo.f32 %hp1, %f0, %f0;",
    "setp.equ.s32 %hp1, %hr0, %hr0;",
    "setp.eq.s32 %hp1, %hr0, %hr0, %hp0;",
    "setp.eq.f32 %hp1, %f0, %f0;\n  setp.eq.and.f32 %hp1, %f0, %f0;",
    "set.eq.f64.f32 %hd0, %f0, %f0;",
    "slct.b32.u32 %hr0, %hr0, %hr0, %hr0;",
])
def test_rejected_forms(line):
    ptx = elementwise_ptx(line, [], [], extra_decls="  .reg .f32 %f0;")
    with pytest.raises(PtxSemanticError):
        compile_ptx(ptx, use_cache=False)
