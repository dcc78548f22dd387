"""cvt on the CPU device, compared bit for bit with an exact reference model.

The model works on exact rationals (:class:`fractions.Fraction`): it decodes an encoding with
NumPy (.f16/.f32/.f64) or from the format definitions (.bf16 as the high half of an .f32, the OCP
FP8 spec for .e4m3/.e5m2), rounds with each PTX rounding mode by comparing remainders, and encodes
the rounded value back with NumPy or a table of every code. It shares nothing with the lowering's
integer bit manipulation. test_half.py reuses it.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from fractions import Fraction
from functools import cache

import numpy as np
import pytest
from hypothesis import HealthCheck, Phase, given, settings
from hypothesis import strategies as st
from zluda.ptx import compile_ptx
from zluda.ptx.errors import PtxSemanticError, PtxUnsupportedError

from .harness import elementwise_ptx, run_elementwise

N = 256
# No shrinking: a failure message names the element, and shrinking 256-element inputs is slow.
SETTINGS = settings(max_examples=4, deadline=None, phases=[Phase.explicit, Phase.generate],
                    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large,
                                           HealthCheck.large_base_example])

# -- the reference model -------------------------------------------------------------------------

NAN = "nan"
INF = "inf"


@dataclass(frozen=True)
class Fmt:
    name: str
    ebits: int
    mbits: int
    ieee: bool = True  # False: OCP e4m3 (no infinities, NaN = S.1111.111)
    nan_code: int = 0  # the canonical NaN that PTX produces

    @property
    def bias(self) -> int:
        return 2 ** (self.ebits - 1) - 1

    @property
    def emin(self) -> int:
        return 1 - self.bias

    @property
    def max_value(self) -> Fraction:
        if self.ieee:
            top = 2 ** self.ebits - 2
            frac = 2 - Fraction(1, 2 ** self.mbits)
        else:  # e4m3: exponent field 15 holds normal numbers except mantissa 111
            top = 2 ** self.ebits - 1
            frac = 1 + Fraction(2 ** self.mbits - 2, 2 ** self.mbits)
        return frac * Fraction(2) ** (top - self.bias)


FMTS = {f.name: f for f in (
    Fmt("f16", 5, 10, nan_code=0x7FFF), Fmt("bf16", 8, 7, nan_code=0x7FFF),
    Fmt("f32", 8, 23, nan_code=0x7FFFFFFF), Fmt("f64", 11, 52, nan_code=0x7FFFFFFFFFFFFFFF),
    Fmt("tf32", 8, 10, nan_code=0x7FFFE000), Fmt("e4m3", 4, 3, ieee=False, nan_code=0x7F),
    Fmt("e5m2", 5, 2, nan_code=0x7F),
)}
WIDTH = {"f16": 16, "bf16": 16, "f32": 32, "f64": 64, "tf32": 32, "e4m3": 8, "e5m2": 8}
_NP_FLOAT = {"f16": (np.float16, np.uint16), "f32": (np.float32, np.uint32),
             "f64": (np.float64, np.uint64)}


def _fp8_value(fmt: Fmt, code: int):
    """The OCP FP8 definition of an 8-bit code: (negative, magnitude | INF | NAN)."""
    neg = bool(code & 0x80)
    e, m = (code >> fmt.mbits) & (2 ** fmt.ebits - 1), code & (2 ** fmt.mbits - 1)
    if fmt.name == "e4m3" and e == 15 and m == 7:
        return neg, NAN
    if fmt.name == "e5m2" and e == 31:
        return neg, (NAN if m else INF)
    if e == 0:
        return neg, Fraction(m, 2 ** fmt.mbits) * Fraction(2) ** fmt.emin
    return neg, (1 + Fraction(m, 2 ** fmt.mbits)) * Fraction(2) ** (e - fmt.bias)


def decode(fmt: str, code: int):
    """An encoding as (negative, magnitude), the magnitude a Fraction, INF or NAN."""
    code = int(code)
    if fmt in ("e4m3", "e5m2"):
        return _fp8_value(FMTS[fmt], code)
    if fmt == "bf16":
        return decode("f32", code << 16)
    if fmt == "tf32":
        return decode("f32", code)
    ftype, utype = _NP_FLOAT[fmt]
    x = float(np.array([code], utype).view(ftype)[0])
    neg = math.copysign(1.0, x) < 0
    if math.isnan(x):
        return neg, NAN
    if math.isinf(x):
        return neg, INF
    return neg, Fraction(abs(x))


@cache
def _fp8_codes(fmt: str) -> dict:
    return {v: c for c in range(0x80) if (v := _fp8_value(FMTS[fmt], c)[1]) not in (NAN, INF)}


def encode(fmt: str, neg: bool, mag) -> int:
    """The code of an exactly representable value."""
    f = FMTS[fmt]
    if mag == NAN:
        return f.nan_code
    if fmt in ("e4m3", "e5m2"):
        code = 0x7C if mag == INF else _fp8_codes(fmt)[mag]
        return code | (0x80 if neg else 0)
    x = math.inf if mag == INF else float(mag)
    if fmt in ("bf16", "tf32"):
        bits = int(np.array([-x if neg else x], np.float32).view(np.uint32)[0])
        assert decode("f32", bits)[1] == mag and not bits & (0xFFFF if fmt == "bf16" else 0x1FFF)
        return bits >> 16 if fmt == "bf16" else bits
    ftype, utype = _NP_FLOAT[fmt]
    arr = np.array([-x if neg else x], ftype)
    assert mag == INF or Fraction(float(abs(arr[0]))) == mag, "not representable"
    return int(arr.view(utype)[0])


def _floor_log2(a: Fraction) -> int:
    e = a.numerator.bit_length() - a.denominator.bit_length()
    return e if Fraction(2) ** e <= a else e - 1


def round_value(fmt: str, neg: bool, a: Fraction, mode: str, satfinite: bool = False):
    """Round the magnitude ``a`` > 0 of a value of sign ``neg`` into ``fmt`` by ``mode``."""
    f = FMTS[fmt]
    q = Fraction(2) ** (max(_floor_log2(a), f.emin) - f.mbits)
    n = math.floor(a / q)
    rem = a - n * q
    up = {
        "rz": False, "rm": neg, "rp": not neg, "rna": 2 * rem >= q,
        "rn": 2 * rem > q or (2 * rem == q and n % 2 == 1),
    }[mode]
    r = (n + 1) * q if rem and up else n * q
    if r > f.max_value:
        finite = satfinite or not f.ieee or mode == "rz" or (mode == "rm" and not neg) \
            or (mode == "rp" and neg)
        r = f.max_value if finite else INF
    return r


def ref_float(dst: str, neg: bool, mag, mode: str = "rn", *, satfinite: bool = False,
              relu: bool = False, sat: bool = False, ftz: bool = False) -> int:
    """The code that a PTX conversion of the value (neg, mag) to ``dst`` produces."""
    f = FMTS[dst]
    if mag == INF:
        mag = f.max_value if satfinite or not f.ieee else INF
    elif mag != NAN and mag != 0:
        mag = round_value(dst, neg, mag, mode, satfinite)
        if ftz and mag != INF and mag < Fraction(2) ** f.emin:
            mag = Fraction(0)
    if relu and neg and mag != NAN:
        neg, mag = False, Fraction(0)
    if sat:
        if mag == NAN or neg:
            neg, mag = False, Fraction(0)
        elif mag == INF or mag > 1:
            mag = Fraction(1)
    return encode(dst, neg, mag)


def flush_input(fmt: str, neg: bool, mag):
    if mag not in (NAN, INF) and mag < Fraction(2) ** FMTS[fmt].emin:
        return neg, Fraction(0)
    return neg, mag


def assert_codes(got, want, fmt: str, what: str = "") -> None:
    """Bit-for-bit equality; for .f32/.f64/.tf32 results only NaN-ness of NaNs (PTX does not
    define their payloads)."""
    got = np.asarray(got).astype(np.uint64)
    want = np.asarray(want, dtype=np.uint64)
    if fmt in ("f32", "f64", "tf32"):
        nan = np.array([decode(fmt, int(w))[1] == NAN for w in want], bool)
        got_nan = np.array([decode(fmt, int(g))[1] == NAN for g in got], bool)
        np.testing.assert_array_equal(got_nan, nan, err_msg=what)
        got, want = got[~nan], want[~nan]
    bad = np.nonzero(got != want)[0]
    if bad.size:
        i = bad[0]
        raise AssertionError(f"{what}: {bad.size} mismatches, first at {i}: "
                             f"got {int(got[i]):#x}, want {int(want[i]):#x}")


# -- inputs ------------------------------------------------------------------------------------

INT_TYPES = ["u8", "u16", "u32", "u64", "s8", "s16", "s32", "s64"]
FLOAT_TYPES = ["f16", "bf16", "f32", "f64"]
UNSIGNED = {"f16": np.uint16, "bf16": np.uint16, "f32": np.uint32, "f64": np.uint64}


def int_range(t: str) -> tuple[int, int]:
    bits = int(t[1:])
    return (-(2 ** (bits - 1)), 2 ** (bits - 1) - 1) if t[0] == "s" else (0, 2 ** bits - 1)


def int_edges(t: str) -> list[int]:
    lo, hi = int_range(t)
    values = {0, 1, 2, 3, lo, hi, lo + 1, hi - 1, hi // 2, hi // 2 + 1}
    if lo < 0:
        values |= {-1, -2, -3}
    for p in (8, 11, 12, 16, 24, 25, 31, 32, 53, 54, 63):  # precision limits of float formats
        for v in (2 ** p - 1, 2 ** p, 2 ** p + 1, 2 ** p + 2, 3 * 2 ** (p - 1) + 1):
            values |= {v, -v}
    return sorted(v for v in values if lo <= v <= hi)


def int_inputs(t: str, data) -> np.ndarray:
    lo, hi = int_range(t)
    edges = int_edges(t)
    count = N - len(edges)
    drawn = data.draw(st.lists(st.integers(lo, hi), min_size=count, max_size=count))
    return np.array(edges + drawn, dtype=object)


def float_edges(fmt: str) -> list[int]:
    """Codes of 0, -0, +-inf, NaNs, subnormals, min normal, max finite, 1, ..."""
    f = FMTS[fmt]
    w = WIDTH[fmt]
    sign = 1 << (w - 1)
    inf = ((1 << f.ebits) - 1) << f.mbits
    one = f.bias << f.mbits
    codes = [0, 1, 2, 3, (1 << f.mbits) - 1, 1 << f.mbits, (1 << f.mbits) + 1, inf - 1, inf,
             inf + 1, inf | (1 << (f.mbits - 1)), (1 << (w - 1)) - 1, one, one + 1, one - 1,
             one - (1 << f.mbits), (one + (1 << f.mbits)) | 1]
    return codes + [c | sign for c in codes]


def codes_near(src: str, dst: str, data, count: int) -> list[int]:
    """Codes of ``src`` values next to values of ``dst`` and to the midpoints between them:
    where every rounding decision is made."""
    d = FMTS[dst]
    top = (((1 << d.ebits) - 1) << d.mbits) - 1
    step = 1 << 13 if dst == "tf32" else 1  # .tf32 codes are .f32 codes
    out = []
    for _ in range(count):
        c = data.draw(st.integers(0, top))
        neg = data.draw(st.booleans())
        lo = decode(dst, c * step)[1]
        hi = decode(dst, (c + 1) * step)[1]
        hi = lo + Fraction(2) ** (_floor_log2(lo) - d.mbits) if hi == INF and lo else hi
        value = data.draw(st.sampled_from([lo, (lo + hi) / 2, hi]))
        try:
            code = encode(src, neg, value)
        except (AssertionError, KeyError, OverflowError):
            continue
        code += data.draw(st.integers(-2, 2))
        out.append(code % (1 << WIDTH[src]))
    return out


def float_inputs(src: str, data, near: tuple[str, ...] = ()) -> np.ndarray:
    codes = float_edges(src)
    for dst in near:
        codes += codes_near(src, dst, data, 48)
    rest = N - len(codes)
    if rest > 0:
        codes += data.draw(st.lists(st.integers(0, 2 ** WIDTH[src] - 1), min_size=rest,
                                    max_size=rest))
    return np.array(codes, dtype=np.uint64).astype(UNSIGNED[src])


def run(body: str, in_types: list[str], out_types: list[str], inputs) -> list[np.ndarray]:
    """run_elementwise, with integer inputs given as Python ints and float inputs as codes."""
    cast = [np.array([int(v) for v in x], dtype=_int_dtype(t)) if t[0] in "su" else
            x.view({"f32": np.float32, "f64": np.float64}[t]) if t in ("f32", "f64") else x
            for x, t in zip(inputs, in_types)]
    return run_elementwise(body, in_types, out_types, cast)


def _int_dtype(t: str):
    return np.dtype(f"{'i' if t[0] == 's' else 'u'}{int(t[1:]) // 8}")


# -- integer <-> integer -------------------------------------------------------------------------


@pytest.mark.parametrize("src", INT_TYPES)
@SETTINGS
@given(data=st.data())
def test_int_to_int(src, data):
    x = int_inputs(src, data)
    dsts = [(t, sat) for t in INT_TYPES for sat in (False, True)]
    body = "\n".join(f"cvt{'.sat' if sat else ''}.{t}.{src} %d{j}, %a0;"
                     for j, (t, sat) in enumerate(dsts))
    outs = run(body, [src], [t for t, _ in dsts], [x])
    for (t, sat), got in zip(dsts, outs):
        lo, hi = int_range(t)
        bits = int(t[1:])
        want = [min(max(v, lo), hi) if sat else
                ((v % 2 ** bits) - (2 ** bits if t[0] == "s" and v % 2 ** bits > hi else 0))
                for v in x]
        assert [int(g) for g in got] == want, f"cvt{'.sat' if sat else ''}.{t}.{src}"


# -- integer -> float ------------------------------------------------------------------------


@pytest.mark.parametrize("src", INT_TYPES)
@SETTINGS
@given(data=st.data())
def test_int_to_float(src, data):
    x = int_inputs(src, data)
    dsts = [(t, m) for t in FLOAT_TYPES for m in ("rn", "rz", "rm", "rp")]
    body = "\n".join(f"cvt.{m}.{t}.{src} %d{j}, %a0;" for j, (t, m) in enumerate(dsts))
    outs = run(body, [src], [t for t, _ in dsts], [x])
    for (t, m), got in zip(dsts, outs):
        want = [ref_float(t, v < 0, Fraction(abs(v)), m) if v else 0 for v in x]
        assert_codes(got.view(UNSIGNED[t]), want, t, f"cvt.{m}.{t}.{src}")


def test_int_to_float_sat_and_default_rounding():
    x = np.array([-5, -1, 0, 1, 2, 16777217, 2 ** 31 - 1], np.int32)
    body = "cvt.rn.sat.f32.s32 %d0, %a0;\ncvt.f16.s32 %d1, %a0;"
    sat, half = run_elementwise(body, ["s32"], ["f32", "f16"], [x])
    np.testing.assert_array_equal(sat, [0, 0, 0, 1, 1, 1, 1])
    assert_codes(half, [ref_float("f16", v < 0, Fraction(abs(int(v)))) for v in x], "f16")


# -- float -> integer --------------------------------------------------------------------------


def _round_int(v: Fraction, mode: str) -> int:
    return {"rni": round, "rzi": math.trunc, "rmi": math.floor, "rpi": math.ceil}[mode](v)


def ref_float_to_int(fmt: str, code: int, dst: str, mode: str, ftz: bool = False) -> int:
    neg, mag = decode(fmt, code)
    if ftz:
        neg, mag = flush_input(fmt, neg, mag)
    lo, hi = int_range(dst)
    if mag == NAN:
        return 0
    if mag == INF:
        return lo if neg else hi
    return min(max(_round_int(-mag if neg else mag, mode), lo), hi)


@pytest.mark.parametrize("src", FLOAT_TYPES)
@SETTINGS
@given(data=st.data())
def test_float_to_int(src, data):
    x = float_inputs(src, data)
    special = [v for t in INT_TYPES for lim in int_range(t) for v in (lim, lim + 1, lim - 1)]
    halves = [Fraction(2 * k + 1, 2) for k in range(-4, 4)] + [Fraction(k, 4) for k in range(-9, 9)]
    extra = []
    for v in [Fraction(v) for v in special] + halves:
        try:
            extra.append(encode(src, v < 0, abs(v)))
        except (AssertionError, OverflowError):
            pass
    x = np.concatenate([x, np.array(extra, np.uint64).astype(UNSIGNED[src])])
    dsts = [(t, m) for t in INT_TYPES for m in ("rni", "rzi", "rmi", "rpi")]
    body = "\n".join(f"cvt.{m}.{t}.{src} %d{j}, %a0;" for j, (t, m) in enumerate(dsts))
    outs = run(body, [src], [t for t, _ in dsts], [x])
    for (t, m), got in zip(dsts, outs):
        want = [ref_float_to_int(src, c, t, m) for c in x]
        assert [int(g) for g in got] == want, f"cvt.{m}.{t}.{src}"


def test_float_to_int_ftz():
    x = np.array([0x80000001, 0x00000001, 0x807FFFFF, 0x3F800000, 0xBF000001], np.uint32)
    body = "cvt.rmi.ftz.s32.f32 %d0, %a0;\ncvt.rpi.ftz.s32.f32 %d1, %a0;\ncvt.rmi.s32.f32 %d2, %a0;"
    outs = run_elementwise(body, ["f32"], ["s32"] * 3, [x.view(np.float32)])
    for got, (m, ftz) in zip(outs, [("rmi", True), ("rpi", True), ("rmi", False)]):
        assert [int(g) for g in got] == [ref_float_to_int("f32", c, "s32", m, ftz) for c in x]


# -- float -> float ----------------------------------------------------------------------------


@pytest.mark.parametrize("src", FLOAT_TYPES)
@SETTINGS
@given(data=st.data())
def test_float_to_float(src, data):
    x = float_inputs(src, data, near=tuple(t for t in FLOAT_TYPES if t != src))
    dsts = [(t, m) for t in FLOAT_TYPES for m in ("rn", "rz", "rm", "rp") if t != src]
    body = "\n".join(f"cvt.{m}.{t}.{src} %d{j}, %a0;" for j, (t, m) in enumerate(dsts))
    outs = run(body, [src], [t for t, _ in dsts], [x])
    for (t, m), got in zip(dsts, outs):
        want = [ref_float(t, *decode(src, c), m) for c in x]
        assert_codes(got.view(UNSIGNED[t]), want, t, f"cvt.{m}.{t}.{src}")


def test_widening_from_16_bits_is_exact_for_every_code():
    """Every .f16 and .bf16 code widened (the short path that does no rounding): the exact value,
    subnormals included, and the destination's canonical NaN."""
    codes = np.arange(1 << 16, dtype=np.uint16)
    for src, dsts in (("f16", ("f32", "f64")), ("bf16", ("f32",))):
        body = "\n".join(f"cvt.{t}.{src} %d{j}, %a0;" for j, t in enumerate(dsts))
        for t, got in zip(dsts, run(body, [src], list(dsts), [codes])):
            want = [ref_float(t, *decode(src, int(c)), "rn") for c in codes]
            assert_codes(got.view(UNSIGNED[t]), want, t, f"cvt.{t}.{src}")


def _f16_boundaries() -> np.ndarray:
    """.f32 values at every rounding boundary of .f16: each finite .f16 value, the midpoints
    between neighbours (ties) and one .f32 step either side of them, of both signs; with
    .f32 subnormals, values past .f16's range, infinities and NaNs."""
    exact = np.arange(0x7C00, dtype=np.uint16).view(np.float16).astype(np.float32)
    ulp = np.spacing(exact[1:] - exact[:-1])
    mid = exact[:-1] + (exact[1:] - exact[:-1]) / np.float32(2)  # exact: a few bits more
    close = [mid, np.nextafter(mid, np.float32(0)), np.nextafter(mid, np.float32(np.inf))]
    top = np.float32(65520.0)  # the midpoint between .f16's largest value and 2^16
    special = np.array([top, np.nextafter(top, np.float32(0)), np.nextafter(top, np.inf),
                        65536.0, 1e30, np.inf, np.nan, 1e-39, 2.0**-126, 2.0**-149,
                        2.0**-25, 2.0**-26, 3 * 2.0**-26], np.float32)
    values = np.concatenate([exact, *close, special, ulp[:1]])
    bits = np.concatenate([values, -values]).view(np.uint32)
    return np.concatenate([bits, np.array([0x7FC00001, 0xFF800001], np.uint32)])


def test_rounding_f32_to_f16_at_every_boundary():
    """cvt.rn.f16.f32 (the short path, also the rounding of .f16 arithmetic): round to nearest
    even at each of .f16's rounding boundaries, overflow to infinity from 65520 on, .f32
    subnormals to zero, NaN to the canonical NaN."""
    bits = _f16_boundaries()
    (got,) = run("cvt.rn.f16.f32 %d0, %a0;", ["f32"], ["f16"], [bits])
    values = bits.view(np.float32)
    with np.errstate(over="ignore"):
        want = values.astype(np.float16).view(np.uint16)
    want = np.where(np.isnan(values), np.uint16(0x7FFF), want)
    np.testing.assert_array_equal(got.view(np.uint16), want)


MODIFIED = [
    ("cvt.rn.ftz.f32.f64", "f64", "f32", dict(mode="rn", ftz_out=True)),
    ("cvt.rm.ftz.sat.f32.f64", "f64", "f32", dict(mode="rm", ftz_out=True, sat=True)),
    ("cvt.rn.sat.f16.f64", "f64", "f16", dict(mode="rn", sat=True)),
    ("cvt.rna.f32.f64", "f64", "f32", dict(mode="rna")),
    ("cvt.rn.relu.f16.f32", "f32", "f16", dict(mode="rn", relu=True)),
    ("cvt.rz.satfinite.f16.f32", "f32", "f16", dict(mode="rz", satfinite=True)),
    ("cvt.rn.relu.satfinite.f16.f32", "f32", "f16", dict(mode="rn", relu=True, satfinite=True)),
    ("cvt.rn.satfinite.bf16.f32", "f32", "bf16", dict(mode="rn", satfinite=True)),
    ("cvt.rz.relu.bf16.f32", "f32", "bf16", dict(mode="rz", relu=True)),
    ("cvt.rn.ftz.f16.f32", "f32", "f16", dict(mode="rn", ftz_in=True)),
    ("cvt.rp.ftz.f16.f32", "f32", "f16", dict(mode="rp", ftz_in=True)),
    ("cvt.ftz.f64.f32", "f32", "f64", dict(mode="rn", ftz_in=True)),
    ("cvt.ftz.sat.f32.f32", "f32", "f32", dict(mode="rn", ftz_in=True, ftz_out=True, sat=True)),
    ("cvt.sat.f16.f16", "f16", "f16", dict(mode="rn", sat=True)),
    ("cvt.f32.f32", "f32", "f32", dict(mode="rn")),
    ("cvt.rz.bf16.f16", "f16", "bf16", dict(mode="rz")),
    ("cvt.rn.f16.bf16", "bf16", "f16", dict(mode="rn")),
]


@SETTINGS
@given(data=st.data())
def test_float_to_float_modifiers(data):
    ins = {src: float_inputs(src, data, near=("f16", "bf16") if src != "f16" else ("bf16",))
           for src in FLOAT_TYPES}
    for opcode, src, dst, how in MODIFIED:
        x = ins[src]
        (got,) = run(f"{opcode} %d0, %a0;", [src], [dst], [x])
        want = []
        for c in x:
            neg, mag = decode(src, c)
            if how.get("ftz_in"):
                neg, mag = flush_input(src, neg, mag)
            want.append(ref_float(dst, neg, mag, how["mode"], satfinite=how.get("satfinite", False),
                                  relu=how.get("relu", False), sat=how.get("sat", False),
                                  ftz=how.get("ftz_out", False)))
        assert_codes(got.view(UNSIGNED[dst]), want, dst, opcode)


def ref_round_integral(fmt: str, code: int, mode: str, ftz: bool = False, sat: bool = False):
    neg, mag = decode(fmt, code)
    if ftz:
        neg, mag = flush_input(fmt, neg, mag)
    if mag not in (NAN, INF):
        r = _round_int(-mag if neg else mag, mode)
        mag = Fraction(abs(r))
    return ref_float(fmt, neg, mag, sat=sat, ftz=ftz)


@pytest.mark.parametrize("fmt", FLOAT_TYPES)
@SETTINGS
@given(data=st.data())
def test_round_to_integral(fmt, data):
    x = float_inputs(fmt, data)
    halves = [encode(fmt, k < 0, Fraction(abs(k), 4)) for k in range(-20, 20)]
    x = np.concatenate([x, np.array(halves, np.uint64).astype(UNSIGNED[fmt])])
    variants = [(m, False, False) for m in ("rni", "rzi", "rmi", "rpi")]
    if fmt == "f32":
        variants += [("rmi", True, False), ("rpi", True, True), ("rni", False, True)]
    mods = [f"{m}{'.ftz' if ftz else ''}{'.sat' if sat else ''}" for m, ftz, sat in variants]
    body = "\n".join(f"cvt.{m}.{fmt}.{fmt} %d{j}, %a0;" for j, m in enumerate(mods))
    outs = run(body, [fmt], [fmt] * len(mods), [x])
    for (m, ftz, sat), got in zip(variants, outs):
        want = [ref_round_integral(fmt, c, m, ftz, sat) for c in x]
        assert_codes(got.view(UNSIGNED[fmt]), want, fmt, f"cvt.{m}.{fmt}.{fmt}")


# -- packed, fp8, tf32 ---------------------------------------------------------------------------


@SETTINGS
@given(data=st.data())
def test_pack_two_f32(data):
    a = float_inputs("f32", data, near=("f16", "bf16", "e4m3", "e5m2"))
    b = np.roll(a, 7)
    forms = [
        ("cvt.rn.f16x2.f32", "f16", "rn", {}), ("cvt.rz.f16x2.f32", "f16", "rz", {}),
        ("cvt.rn.relu.f16x2.f32", "f16", "rn", {"relu": True}),
        ("cvt.rz.satfinite.f16x2.f32", "f16", "rz", {"satfinite": True}),
        ("cvt.rn.bf16x2.f32", "bf16", "rn", {}),
        ("cvt.rz.relu.satfinite.bf16x2.f32", "bf16", "rz", {"relu": True, "satfinite": True}),
        ("cvt.rn.satfinite.e4m3x2.f32", "e4m3", "rn", {"satfinite": True}),
        ("cvt.rn.satfinite.relu.e5m2x2.f32", "e5m2", "rn", {"satfinite": True, "relu": True}),
        ("cvt.rn.satfinite.e5m2x2.f32", "e5m2", "rn", {"satfinite": True}),
    ]
    out_types = ["b16" if f[1] in ("e4m3", "e5m2") else "b32" for f in forms]
    body = "\n".join(f"{op} %d{j}, %a0, %a1;" for j, (op, *_) in enumerate(forms))
    outs = run_elementwise(body, ["f32", "f32"], out_types, [a.view(np.float32),
                                                             b.view(np.float32)])
    for (op, fmt, mode, how), got in zip(forms, outs):
        shift = WIDTH[fmt]
        want = [(ref_float(fmt, *decode("f32", ca), mode, **how) << shift)
                | ref_float(fmt, *decode("f32", cb), mode, **how) for ca, cb in zip(a, b)]
        assert_codes(got, want, fmt, op)


def test_fp8_to_f16x2_exhaustive():
    x = np.arange(1 << 16, dtype=np.uint16)
    forms = ["cvt.rn.f16x2.e4m3x2", "cvt.rn.relu.f16x2.e4m3x2", "cvt.rn.f16x2.e5m2x2",
             "cvt.rn.relu.f16x2.e5m2x2"]
    body = "\n".join(f"{op} %d{j}, %a0;" for j, op in enumerate(forms))
    outs = run_elementwise(body, ["b16"], ["b32"] * len(forms), [x], block=256)
    for op, got in zip(forms, outs):
        fmt = op.split(".")[-1][:4]
        relu = ".relu" in op
        table = [ref_float("f16", *decode(fmt, c), relu=relu) for c in range(256)]
        want = [(table[v >> 8] << 16) | table[v & 0xFF] for v in range(1 << 16)]
        assert_codes(got, want, "f16", op)


@SETTINGS
@given(data=st.data())
def test_f16x2_to_fp8(data):
    h = float_inputs("f16", data, near=("e4m3", "e5m2"))
    x = (h.astype(np.uint32) << 16) | np.roll(h, 5).astype(np.uint32)
    forms = [("cvt.rn.satfinite.e4m3x2.f16x2", "e4m3", False),
             ("cvt.rn.satfinite.relu.e4m3x2.f16x2", "e4m3", True),
             ("cvt.rn.satfinite.e5m2x2.f16x2", "e5m2", False)]
    body = "\n".join(f"{op} %d{j}, %a0;" for j, (op, _, _) in enumerate(forms))
    outs = run_elementwise(body, ["b32"], ["b16"] * len(forms), [x])
    for (op, fmt, relu), got in zip(forms, outs):
        want = [(ref_float(fmt, *decode("f16", int(v) >> 16), satfinite=True, relu=relu) << 8)
                | ref_float(fmt, *decode("f16", int(v) & 0xFFFF), satfinite=True, relu=relu)
                for v in x]
        assert_codes(got, want, fmt, op)


@SETTINGS
@given(data=st.data())
def test_tf32(data):
    x = float_inputs("f32", data, near=("tf32",))
    forms = [("cvt.rna.tf32.f32", "rna", {}), ("cvt.rna.satfinite.tf32.f32", "rna",
                                                {"satfinite": True}),
             ("cvt.rn.tf32.f32", "rn", {}), ("cvt.rz.satfinite.relu.tf32.f32", "rz",
                                             {"satfinite": True, "relu": True})]
    body = "\n".join(f"{op} %d{j}, %a0;" for j, (op, _, _) in enumerate(forms))
    outs = run_elementwise(body, ["f32"], ["b32"] * len(forms), [x.view(np.float32)])
    for (op, mode, how), got in zip(forms, outs):
        want = [ref_float("tf32", *decode("f32", c), mode, **how) for c in x]
        assert_codes(got, want, "tf32", op)


# -- rejected forms ----------------------------------------------------------------------------


@pytest.mark.parametrize("line, error", [
    ("cvt.rn.e4m3x2.f32 %hh0, %f0, %f0;", PtxSemanticError),  # .satfinite is mandatory
    ("cvt.rm.f16x2.f32 %hr0, %f0, %f0;", PtxSemanticError),
    ("cvt.rs.f16x2.f32 %hr0, %f0, %f0, %hr1;", PtxUnsupportedError),
    ("cvt.rni.f16.f32 %hh0, %f0;", PtxUnsupportedError),
    ("cvt.rn.s32.f32 %hr0, %f0;", PtxSemanticError),
    ("cvt.rni.f32.s32 %f0, %hr0;", PtxSemanticError),
])
def test_rejected_forms(line, error):
    ptx = elementwise_ptx(line, [], [], extra_decls="  .reg .f32 %f0;")
    with pytest.raises(error, match="cvt"):
        compile_ptx(ptx, use_cache=False)


# -- cvt.pack ------------------------------------------------------------------------------------

PACK_RANGES = {"u2": (0, 3, 2), "s2": (-2, 1, 2), "u4": (0, 15, 4), "s4": (-8, 7, 4),
               "u8": (0, 255, 8), "s8": (-128, 127, 8), "u16": (0, 65535, 16),
               "s16": (-32768, 32767, 16)}


@pytest.mark.parametrize("convert", sorted(PACK_RANGES))
def test_cvt_pack_saturates_and_packs(convert):
    """The PTX ISA's semantics: a and b saturated to the type, a above b in d's low bits, the
    rest of d from c's low bits (for the 8-, 4- and 2-bit types)."""
    lo, hi, bits = PACK_RANGES[convert]
    rng = np.random.default_rng(bits)
    edges = [lo - 1, lo, hi, hi + 1, 0, -1, 2**31 - 1, -2**31]
    a = np.array(edges + list(rng.integers(-2**31, 2**31, 56)), np.int64)
    b = np.array(list(rng.integers(lo * 2 - 3, hi * 2 + 3, 56)) + edges, np.int64)
    c = rng.integers(0, 2**32, len(a), dtype=np.uint64)
    wide = bits == 16
    body = (f"cvt.pack.sat.{convert}.s32 %d0, %a0, %a1;" if wide
            else f"cvt.pack.sat.{convert}.s32.b32 %d0, %a0, %a1, %a2;")
    inputs = [a.astype(np.int32), b.astype(np.int32), c.astype(np.uint32)]
    (got,) = run_elementwise(body, ["s32", "s32", "b32"], ["b32"], inputs)
    mask = (1 << bits) - 1
    ta, tb = (np.clip(v, lo, hi) & mask for v in (a, b))
    want = (ta << bits) | tb
    if not wide:
        want |= (c.astype(np.int64) << (2 * bits)) & 0xFFFFFFFF
    assert got.astype(np.int64).tolist() == (want & 0xFFFFFFFF).tolist()


@pytest.mark.parametrize("body", ["cvt.pack.u8.s32.b32 %r0, %r1, %r2, %r3;",  # no .sat
                                  "cvt.pack.sat.u16.s32 %r0, %r1, %r2, %r3;",
                                  "cvt.pack.sat.u8.s32.b32 %r0, %r1, %r2;",
                                  "cvt.pack.sat.u8.u32.b32 %r0, %r1, %r2, %r3;"])
def test_malformed_cvt_pack_is_an_error(body):
    ptx = (".version 8.0\n.target sm_75\n.address_size 64\n.visible .entry k()\n{\n"
           f"  .reg .b32 %r<4>;\n  {body}\n  ret;\n}}\n")
    with pytest.raises(PtxSemanticError):
        compile_ptx(ptx, use_cache=False)
