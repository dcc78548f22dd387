"""Half-precision arithmetic (.f16, .f16x2, .bf16, .bf16x2) on the CPU device, compared bit for
bit with exact rational arithmetic rounded by test_convert's reference model."""

from __future__ import annotations

import math
from fractions import Fraction

import numpy as np
import pytest
from hypothesis import given
from hypothesis import strategies as st
from zluda.ptx import compile_ptx
from zluda.ptx.errors import PtxSemanticError

from .harness import elementwise_ptx, run_elementwise
from .test_convert import (
    FMTS,
    INF,
    NAN,
    SETTINGS,
    assert_codes,
    decode,
    float_edges,
    flush_input,
    ref_float,
)

N = 320
SIGN = 0x8000


def _value(fmt: str, code: int, ftz: bool):
    """(negative, magnitude) of a lane, and its float64 value (exact)."""
    neg, mag = decode(fmt, code)
    if ftz:
        neg, mag = flush_input(fmt, neg, mag)
    x = math.nan if mag == NAN else math.inf if mag == INF else float(mag)
    return Fraction(mag) if mag not in (NAN, INF) else None, -x if neg else x


def ref_arith(op: str, fmt: str, codes: tuple[int, ...], ftz=False, sat=False, relu=False):
    vals = [_value(fmt, c, ftz) for c in codes]
    xs = [v[1] for v in vals]
    floats = {"add": lambda a, b: a + b, "sub": lambda a, b: a - b, "mul": lambda a, b: a * b,
              "fma": lambda a, b, c: a * b + c}[op]
    try:
        f = floats(*xs)  # exact zeros, infinities and NaNs, with IEEE's signs
    except OverflowError:
        f = math.inf
    if math.isnan(f) or math.isinf(f) or f == 0 or any(v[0] is None for v in vals):
        if math.isnan(f):
            return ref_float(fmt, False, NAN, sat=sat, relu=relu)
        neg = math.copysign(1.0, f) < 0
        return ref_float(fmt, neg, INF if math.isinf(f) else Fraction(0), sat=sat, relu=relu,
                         ftz=ftz)
    exact = [Fraction(-v[0]) if math.copysign(1.0, v[1]) < 0 else v[0] for v in vals]
    r = {"add": lambda a, b: a + b, "sub": lambda a, b: a - b, "mul": lambda a, b: a * b,
         "fma": lambda a, b, c: a * b + c}[op](*exact)
    return ref_float(fmt, r < 0, abs(r), sat=sat, relu=relu, ftz=ftz)


def _order(x: float) -> tuple[float, float]:
    return x, math.copysign(1, x)  # -0.0 below +0.0


def ref_minmax(op: str, fmt: str, a: int, b: int, ftz=False, nan=False, xorsign=False) -> int:
    fa, fb = (_value(fmt, c, ftz)[1] for c in (a, b))
    sa, sb = math.copysign(1, fa) < 0, math.copysign(1, fb) < 0
    if xorsign:
        fa, fb = abs(fa), abs(fb)
    na, nb = math.isnan(fa), math.isnan(fb)
    if (na and nb) or (nan and (na or nb)):
        return FMTS[fmt].nan_code
    if na or nb:
        r = fb if na else fa
    else:
        r = min(fa, fb, key=_order) if op == "min" else max(fa, fb, key=_order)
    neg = (sa != sb) if xorsign else math.copysign(1, r) < 0
    return ref_float(fmt, neg, Fraction(abs(r)) if not math.isinf(r) else INF)


def lanes(fmt: str, data, count: int) -> list[np.ndarray]:
    """``count`` arrays of lane codes: edge values, random codes, values close to each other
    (cancellation) and their negations."""
    edges = float_edges(fmt)
    out = []
    for k in range(count):
        rand = data.draw(st.binary(min_size=2 * N, max_size=2 * N))
        codes = np.frombuffer(rand, np.uint16).copy()
        codes[: len(edges)] = np.roll(np.array(edges, np.uint16), 5 * k)
        if k:
            near = out[0][len(edges):len(edges) + 64]
            codes[len(edges):len(edges) + 64] = (near ^ SIGN) + np.uint16(k - 1)
        out.append(codes)
    return out


# -- add, sub, mul, fma --------------------------------------------------------------------------

ARITH = [("add", ""), ("sub", ""), ("mul", ""), ("fma", ""), ("add", ".sat"), ("mul", ".ftz"),
         ("fma", ".ftz.sat"), ("fma", ".relu"), ("sub", ".ftz.sat"), ("fma", ".ftz.relu")]


@pytest.mark.parametrize("fmt", ["f16", "bf16"])
@SETTINGS
@given(data=st.data())
def test_arith(fmt, data):
    a, b, c = lanes(fmt, data, 3)
    forms = [(op, m) for op, m in ARITH if fmt == "f16" or m in ("", ".relu")]
    lines = []
    for j, (op, mods) in enumerate(forms):
        srcs = "%a0, %a1, %a2" if op == "fma" else "%a0, %a1"
        lines.append(f"{op}.rn{mods}.{fmt} %d{j}, {srcs};")
    outs = run_elementwise("\n".join(lines), [fmt] * 3, [fmt] * len(forms), [a, b, c])
    for (op, mods), got in zip(forms, outs):
        how = dict(ftz=".ftz" in mods, sat=".sat" in mods, relu=".relu" in mods)
        args = zip(a, b, c) if op == "fma" else zip(a, b)
        want = [ref_arith(op, fmt, tuple(int(v) for v in x), **how) for x in args]
        assert_codes(got, want, fmt, f"{op}{mods}.{fmt}")


@pytest.mark.parametrize("fmt", ["f16", "bf16"])
@SETTINGS
@given(data=st.data())
def test_arith_packed(fmt, data):
    a, b, c = lanes(fmt, data, 3)
    pa, pb, pc = ((x.astype(np.uint32) << 16) | np.roll(x, 9).astype(np.uint32)
                  for x in (a, b, c))
    mods = ".ftz" if fmt == "f16" else ""
    body = "\n".join([f"add.rn.{fmt}x2 %d0, %a0, %a1;", f"sub{mods}.{fmt}x2 %d1, %a0, %a1;",
                      f"mul.rn.{fmt}x2 %d2, %a0, %a1;",
                      f"fma.rn.relu.{fmt}x2 %d3, %a0, %a1, %a2;"])
    outs = run_elementwise(body, ["b32"] * 3, ["b32"] * 4, [pa, pb, pc])
    forms = [("add", {}), ("sub", {"ftz": bool(mods)}), ("mul", {}), ("fma", {"relu": True})]
    for (op, how), got in zip(forms, outs):
        want = []
        for x, y, z in zip(pa, pb, pc):
            word = 0
            for shift in (0, 16):
                args = tuple((int(v) >> shift) & 0xFFFF for v in (x, y, z))
                word |= ref_arith(op, fmt, args if op == "fma" else args[:2], **how) << shift
            want.append(word)
        assert_codes(got, want, fmt, f"{op}.{fmt}x2")


# -- neg, abs, min, max ------------------------------------------------------------------------


@pytest.mark.parametrize("fmt", ["f16", "bf16"])
@SETTINGS
@given(data=st.data())
def test_neg_abs_min_max(fmt, data):
    a, b = lanes(fmt, data, 2)
    ftz = ".ftz" if fmt == "f16" else ""
    minmax = [(op, m) for op in ("min", "max")
              for m in ("", ".NaN", ".xorsign.abs", ".NaN.xorsign.abs", ftz)]
    lines = [f"neg.{fmt} %d0, %a0;", f"abs.{fmt} %d1, %a0;", f"neg{ftz}.{fmt} %d2, %a0;",
             f"abs{ftz}.{fmt} %d3, %a0;"]
    lines += [f"{op}{m}.{fmt} %d{4 + j}, %a0, %a1;" for j, (op, m) in enumerate(minmax)]
    outs = run_elementwise("\n".join(lines), [fmt] * 2, [fmt] * (4 + len(minmax)), [a, b])
    nan = np.array([decode(fmt, int(v))[1] == NAN for v in a])
    for j, (op, flush) in enumerate([("neg", False), ("abs", False), ("neg", True),
                                     ("abs", True)]):
        got = outs[j]
        want = []
        for v in a:
            neg, mag = decode(fmt, int(v))
            if flush and ftz:
                neg, mag = flush_input(fmt, neg, mag)
                v = 0 if mag == 0 else int(v)
                v |= SIGN if neg else 0
            want.append((int(v) ^ SIGN) if op == "neg" else (int(v) & ~SIGN))
        got_nan = np.array([decode(fmt, int(g))[1] == NAN for g in got])
        np.testing.assert_array_equal(got_nan, nan, err_msg=op)  # NaN stays NaN
        assert_codes(got[~nan], np.array(want)[~nan], fmt, op)
    for (op, m), got in zip(minmax, outs[4:]):
        want = [ref_minmax(op, fmt, int(x), int(y), ftz=".ftz" in m, nan=".NaN" in m,
                           xorsign=".xorsign" in m) for x, y in zip(a, b)]
        assert_codes(got, want, fmt, f"{op}{m}.{fmt}")


@SETTINGS
@given(data=st.data())
def test_min_max_packed(data):
    a, b = lanes("f16", data, 2)
    pa, pb = ((x.astype(np.uint32) << 16) | np.roll(x, 3).astype(np.uint32) for x in (a, b))
    body = "min.NaN.f16x2 %d0, %a0, %a1;\nmax.xorsign.abs.bf16x2 %d1, %a0, %a1;"
    outs = run_elementwise(body, ["b32", "b32"], ["b32", "b32"], [pa, pb])
    for (op, fmt, how), got in zip([("min", "f16", {"nan": True}),
                                    ("max", "bf16", {"xorsign": True})], outs):
        want = [sum(ref_minmax(op, fmt, (int(x) >> s) & 0xFFFF, (int(y) >> s) & 0xFFFF, **how)
                    << s for s in (0, 16)) for x, y in zip(pa, pb)]
        assert_codes(got, want, fmt, f"{op}.{fmt}x2")


# -- ex2, tanh ---------------------------------------------------------------------------------


@SETTINGS
@given(data=st.data())
def test_ex2_tanh(data):
    h, bf = (lanes(fmt, data, 1)[0] for fmt in ("f16", "bf16"))
    ph = (h.astype(np.uint32) << 16) | np.roll(h, 1).astype(np.uint32)
    body = "\n".join(["ex2.approx.f16 %d0, %a0;", "tanh.approx.f16 %d1, %a0;",
                      "ex2.approx.ftz.bf16 %d2, %a1;", "tanh.approx.bf16 %d3, %a1;",
                      "ex2.approx.f16x2 %d4, %a2;"])
    outs = run_elementwise(body, ["f16", "bf16", "b32"], ["f16", "f16", "bf16", "bf16", "b32"],
                           [h, bf, ph])
    low = (outs[4] & 0xFFFF).astype(np.uint16)
    high = (outs[4] >> 16).astype(np.uint16)
    cases = [(outs[0], h, "f16", math.exp2, 2 ** -9.9, False),
             (outs[1], h, "f16", math.tanh, 2 ** -10, False),
             (outs[2], bf, "bf16", math.exp2, 2 ** -7, True),
             (outs[3], bf, "bf16", math.tanh, 2 ** -7, False),
             (low, np.roll(h, 1), "f16", math.exp2, 2 ** -9.9, False),
             (high, h, "f16", math.exp2, 2 ** -9.9, False)]
    for got, x, fmt, fn, rel, ftz in cases:
        for g, v in zip(got, x):
            _, xv = _value(fmt, int(v), ftz)
            try:
                want = fn(xv)
            except OverflowError:
                want = math.inf
            _, gv = _value(fmt, int(g), ftz)
            if math.isnan(want) or math.isinf(want):
                assert gv == want or (math.isnan(gv) and math.isnan(want)), (fmt, v, g)
                continue
            limit = FMTS[fmt].max_value
            if abs(want) > limit:  # beyond the format: infinity
                assert math.isinf(gv), (fn.__name__, fmt, hex(int(v)), gv)
                continue
            tiny = 2.0 ** (FMTS[fmt].emin - FMTS[fmt].mbits)  # subnormal spacing
            if ftz:
                tiny = 2.0 ** FMTS[fmt].emin
            assert abs(gv - want) <= max(rel * abs(want), tiny), (fn.__name__, fmt, hex(int(v)),
                                                                   gv, want)


# -- packing halves with mov -------------------------------------------------------------------


def test_mov_packs_halves():
    """Half values in .b16 registers (as nvcc declares them) packed into an .f16x2 operand."""
    h = np.array([0x3C00, 0x7C00, 0x8001, 0x7FFF, 0xC000, 0x0000], np.uint16)
    g = np.roll(h, 2)
    body = "\n".join(["mov.b32 %d0, {%a0, %a1};", "add.rn.f16x2 %d1, %d0, %d0;",
                      "mov.b32 {%hh0, %hh1}, %d0;", "sub.rn.f16 %d2, %hh1, %hh0;"])
    packed, doubled, diff = run_elementwise(body, ["b16", "b16"], ["b32", "b32", "f16"], [h, g])
    np.testing.assert_array_equal(packed, (g.astype(np.uint32) << 16) | h)
    assert_codes(diff, [ref_arith("sub", "f16", (int(y), int(x))) for x, y in zip(h, g)], "f16",
                 "sub.f16 of an unpacked pair")
    want = [(ref_arith("add", "f16", (int(y), int(y))) << 16) | ref_arith("add", "f16",
                                                                         (int(x), int(x)))
            for x, y in zip(h, g)]
    assert_codes(doubled, want, "f16", "add.f16x2 of a packed pair")


@pytest.mark.parametrize("line", [
    "add.rn.ftz.bf16 %hh0, %hh0, %hh0;",
    "fma.f16 %hh0, %hh0, %hh0, %hh0;",
    "fma.rn.sat.relu.f16 %hh0, %hh0, %hh0, %hh0;",
    "min.xorsign.f16 %hh0, %hh0, %hh0;",
    "ex2.approx.bf16 %hh0, %hh0;",
    "tanh.f16 %hh0, %hh0;",
    "neg.sat.f16 %hh0, %hh0;",
])
def test_rejected_forms(line):
    with pytest.raises(PtxSemanticError):
        compile_ptx(elementwise_ptx(line, [], []), use_cache=False)


def test_fma_single_rounding():
    """Products that sit exactly halfway between two results, plus an addend far too small to
    survive a first rounding to .f64: only a single rounding gets the direction right."""
    a = np.array([0x3F81, 0x3F81, 0x7E81, 0x3C01], np.uint16)
    b = np.array([0x3FC0, 0x3FC0, 0x3FC0, 0x3E00], np.uint16)
    c = np.array([0x8D80, 0x0D80, 0x8080, 0x8001], np.uint16)  # -2^-100, 2^-100, ..., -2^-24
    body = "fma.rn.bf16 %d0, %a0, %a1, %a2;\nfma.rn.f16 %d1, %a0, %a1, %a2;"
    bf, h = run_elementwise(body, ["b16"] * 3, ["b16", "b16"], [a, b, c])
    for got, fmt_out in ((bf, "bf16"), (h, "f16")):
        want = [ref_arith("fma", fmt_out, (int(x), int(y), int(z))) for x, y, z in zip(a, b, c)]
        assert_codes(got, want, fmt_out, f"fma.rn.{fmt_out}")
    assert int(bf[0]) == 0x3FC1 and int(bf[1]) == 0x3FC2
