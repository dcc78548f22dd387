"""The .f32/.f64 floating-point instructions on the CPU device, against an exact reference model.

The IEEE operations (add, sub, mul, fma, mad, div, rcp, sqrt in each rounding mode) are checked
bit for bit against exact integer arithmetic (values as m * 2**e, integer square roots)
rounded in the required direction; .approx functions against PTX's documented error bounds.
NaN results must be the canonical NaN 0x7fffffff for .f32; any NaN for .f64.
"""

from __future__ import annotations

import math

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from zluda.ptx import accuracy
from zluda.ptx.targets import with_f32_approx

from .harness import run_elementwise

# -- formats -------------------------------------------------------------------------------------


class Format:
    def __init__(self, name: str, precision: int, emin: int, emax: int, dtype, utype) -> None:
        self.name, self.p, self.emin, self.emax = name, precision, emin, emax
        self.dtype, self.utype = dtype, utype
        self.bits = np.dtype(utype).itemsize * 8
        self.max = float(np.finfo(dtype).max)
        self.tiny = 2.0**emin  # smallest normal

    def from_bits(self, bits) -> np.ndarray:
        return np.asarray(bits, dtype=self.utype).view(self.dtype)

    def to_bits(self, x) -> np.ndarray:
        return np.asarray(x, dtype=self.dtype).view(self.utype)


F32 = Format("f32", 24, -126, 127, np.float32, np.uint32)
F64 = Format("f64", 53, -1022, 1023, np.float64, np.uint64)
CANONICAL_NAN_F32 = 0x7FFFFFFF

# -- exact rounding ------------------------------------------------------------------------------
# An exact value is (num, den, exp): num / den * 2**exp, with integers num and den > 0.


def _split(x: float) -> tuple[int, int]:
    """x == m * 2**e exactly."""
    m, e = math.frexp(x)
    return int(m * 2**53), e - 53


def _round_magnitude(n: int, half: int, inexact: bool, negative: bool, mode: str) -> int:
    """Round the magnitude floor ``n`` given how the rest compares with one half."""
    if mode == "rn":
        return n + (half > 0 or (half == 0 and n % 2 == 1))
    if mode == "rz":
        return n
    up = (mode == "rp") != negative  # away from zero
    return n + (1 if up and inexact else 0)


def _finish(fmt: Format, negative: bool, n: int, qe: int, mode: str) -> float:
    if n >= 2 ** (fmt.emax + 1 - qe):  # overflow
        toward_zero = mode == "rz" or (mode == "rp" and negative) or (mode == "rm" and not negative)
        r = fmt.max if toward_zero else math.inf
    else:
        r = math.ldexp(n, qe)
    return -r if negative else r


def _cmp(x: int, y: int) -> int:
    return (x > y) - (x < y)


def round_exact(num: int, den: int, exp: int, fmt: Format, mode: str) -> float:
    """num / den * 2**exp (nonzero) rounded to the format in the given mode."""
    negative, num = num < 0, abs(num)
    e = num.bit_length() - den.bit_length()
    if (num << max(-e, 0)) < (den << max(e, 0)):
        e -= 1
    qe = max(e + exp, fmt.emin) - fmt.p + 1
    shift = qe - exp
    if shift >= 0:
        den <<= shift
    else:
        num <<= -shift
    n, rest = divmod(num, den)
    n = _round_magnitude(n, _cmp(2 * rest, den), rest != 0, negative, mode)
    return _finish(fmt, negative, n, qe, mode)


def round_sqrt(m: int, exp: int, fmt: Format, mode: str) -> float:
    """sqrt(m * 2**exp) for m > 0 and even exp, rounded."""
    half_exp = exp // 2
    qe = max((m.bit_length() - 1) // 2 + half_exp, fmt.emin) - fmt.p + 1
    s2 = 2 * (qe - half_exp)  # sqrt(x) / 2**qe = sqrt(m / 2**s2)
    if s2 <= 0:
        r, scale = m << -s2, 0
    else:
        r, scale = m, s2
    n = math.isqrt(r >> scale)
    half = _cmp(4 * r, (2 * n + 1) ** 2 << scale)
    n = _round_magnitude(n, half, r != (n * n) << scale, False, mode)
    return _finish(fmt, False, n, qe, mode)


# -- the reference model of the IEEE instructions ------------------------------------------------


def flush(x: float, fmt: Format) -> float:
    return math.copysign(0.0, x) if abs(x) < fmt.tiny else x


def _special(op: str, args: list[float], fmt: Format) -> float | None:
    """The result when it does not need rounding (NaN, infinities, zeros), else None."""
    if any(math.isnan(x) for x in args):
        return math.nan
    with np.errstate(all="ignore"):
        v = [fmt.dtype(x) for x in args]
        if op == "sqrt":
            x = args[0]
            return float(np.sqrt(v[0])) if (math.isinf(x) or x <= 0) else None
        if any(math.isinf(x) for x in args):
            if op == "fma":  # the product is exact: only infinite factors make it infinite
                product = v[0] * v[1] if math.isinf(args[0]) or math.isinf(args[1]) else 0.0
                return float(product + v[2])
            exact = {"add": lambda: v[0] + v[1], "mul": lambda: v[0] * v[1],
                     "div": lambda: v[0] / v[1]}[op]
            return float(exact())
        if op == "div" and args[1] == 0:
            return float(v[0] / v[1])
    return None


def _zero_sum(x: float, y: float, exact_zero_pair: bool, mode: str) -> float:
    """IEEE's sign of an exact zero sum x + y."""
    if exact_zero_pair and math.copysign(1, x) == math.copysign(1, y):
        return x
    return -0.0 if mode == "rm" else 0.0


def _sum(m1: int, e1: int, m2: int, e2: int) -> tuple[int, int]:
    e = min(e1, e2)
    return (m1 << (e1 - e)) + (m2 << (e2 - e)), e


def ieee_reference(op: str, args: list[float], fmt: Format, mode: str) -> float:
    special = _special(op, args, fmt)
    if special is not None:
        return special
    parts = [_split(x) for x in args]
    den = 1
    if op == "sqrt":
        m, e = parts[0]
        return round_sqrt(m << (e % 2), e - e % 2, fmt, mode)
    if op == "add":
        num, exp = _sum(*parts[0], *parts[1])
        if num == 0:
            return _zero_sum(args[0], args[1], args[0] == 0 and args[1] == 0, mode)
    elif op in ("mul", "div"):
        (m1, e1), (m2, e2) = parts
        if m1 == 0 or m2 == 0:
            return math.copysign(0.0, args[0]) * math.copysign(1.0, args[1])
        num, den, exp = (m1 * m2, 1, e1 + e2) if op == "mul" else (m1, m2, e1 - e2)
        if den < 0:
            num, den = -num, -den
    else:  # fma
        (m1, e1), (m2, e2), (m3, e3) = parts
        num, exp = _sum(m1 * m2, e1 + e2, m3, e3)
        if num == 0:
            product = math.copysign(0.0, args[0]) * math.copysign(1.0, args[1])
            return _zero_sum(product, args[2], m1 * m2 == 0 and args[2] == 0, mode)
    return round_exact(num, den, exp, fmt, mode)


def saturate(x: float) -> float:
    if math.isnan(x) or x <= 0:
        return 0.0
    return min(x, 1.0)


class Variant:
    """One instruction form, e.g. ``add.rm.ftz.sat.f32``, and its reference model."""

    OPS = {"add": "add", "sub": "add", "mul": "mul", "fma": "fma", "mad": "fma", "div": "div",
           "rcp": "div", "sqrt": "sqrt"}

    def __init__(self, text: str) -> None:
        self.text = text
        parts = text.split(".")
        self.opcode, self.mods = parts[0], set(parts[1:-1])
        self.fmt = F32 if parts[-1] == "f32" else F64
        self.mode = next((m for m in ("rn", "rz", "rm", "rp") if m in self.mods), "rn")
        self.ftz, self.sat = "ftz" in self.mods, "sat" in self.mods

    def reference(self, args: list[float]) -> float:
        fmt = self.fmt
        if self.ftz:
            args = [flush(x, fmt) for x in args]
        if self.opcode == "sub":
            args = [args[0], -args[1]]
        if self.opcode == "rcp":
            args = [1.0, args[0]]
        r = ieee_reference(self.OPS[self.opcode], args, fmt, self.mode)
        if self.ftz:
            r = flush(r, fmt)
        if self.sat:
            r = saturate(r)
        return r


def run_variants(variants: list[str], inputs: list[np.ndarray], ptx_type: str,
                 target: str = "spirv") -> list[np.ndarray]:
    n = len(inputs)
    regs = ", ".join(f"%a{i}" for i in range(n))
    body = "\n".join(f"  {v} %d{j}, {regs};" for j, v in enumerate(variants))
    return run_elementwise(body, [ptx_type] * n, [ptx_type] * len(variants), inputs,
                           target=target)


def assert_bits(got: np.ndarray, expected: list[float], fmt: Format, what: str,
                inputs: list[np.ndarray]) -> None:
    exp = np.array(expected, dtype=fmt.dtype)
    got_bits, exp_bits = fmt.to_bits(got), fmt.to_bits(exp)
    if fmt is F32:
        exp_bits = np.where(np.isnan(exp), np.uint32(CANONICAL_NAN_F32), exp_bits)
        ok = got_bits == exp_bits
    else:
        ok = (got_bits == exp_bits) | (np.isnan(got) & np.isnan(exp))
    if not ok.all():
        bad = np.flatnonzero(~ok)[:5]
        rows = [f"  in={[fmt.to_bits(x[i]).item() for x in inputs]} "
                f"({[float(x[i]) for x in inputs]}) got={got_bits[i]:#x} ({got[i]!r}) "
                f"expected={exp_bits[i]:#x} ({exp[i]!r})" for i in bad]
        raise AssertionError(f"{what}: {int((~ok).sum())} of {len(ok)} differ\n" + "\n".join(rows))


def check_variants(variants: list[str], inputs: list[np.ndarray]) -> None:
    fmt = Variant(variants[0]).fmt
    outs = run_variants(variants, inputs, fmt.name)
    columns = list(zip(*[x.tolist() for x in inputs]))
    for text, got in zip(variants, outs):
        v = Variant(text)
        assert_bits(got, [v.reference(list(args)) for args in columns], fmt, text, inputs)


# -- inputs --------------------------------------------------------------------------------------


def edges(fmt: Format) -> list[float]:
    eps = 2.0 ** (1 - fmt.p)
    tiny, sub = fmt.tiny, fmt.tiny * eps
    values = [0.0, 1.0, 1.5, 1 + eps, 1 - eps / 2, 3.0, 1 / 3, fmt.max, fmt.max / 2, tiny,
              tiny - sub, sub, 3 * sub, math.inf, math.nan, float(fmt.dtype(math.pi))]
    values = [float(fmt.dtype(v)) for v in values]
    return values + [-v for v in values]


def random_bits(rng: np.random.Generator, fmt: Format, n: int) -> np.ndarray:
    bits = rng.integers(0, 2**fmt.bits, size=n, dtype=np.uint64 if fmt is F64 else np.int64)
    return fmt.from_bits(bits.astype(fmt.utype))


def random_normal(rng: np.random.Generator, fmt: Format, n: int, lo: int, hi: int) -> np.ndarray:
    """Random signs and mantissas, exponents uniform in [lo, hi]."""
    mant = 1 + rng.integers(0, 2 ** (fmt.p - 1), size=n) / 2.0 ** (fmt.p - 1)
    sign = rng.choice([-1.0, 1.0], size=n)
    return np.ldexp(sign * mant, rng.integers(lo, hi + 1, size=n)).astype(fmt.dtype)


def nearby(rng: np.random.Generator, x: np.ndarray, fmt: Format, spread: int = 64) -> np.ndarray:
    """Values a few ulps from -x: cancellation."""
    delta = rng.integers(-spread, spread + 1, size=len(x)).astype(np.int64)
    bits = fmt.to_bits(-x).astype(np.int64) + delta
    return fmt.from_bits(bits.astype(fmt.utype))


def pairs(fmt: Format, rng: np.random.Generator, n: int) -> list[np.ndarray]:
    e = edges(fmt)
    a = [x for x in e for _ in e]
    b = [y for _ in e for y in e]
    eps = 2.0 ** (1 - fmt.p)
    half = 2.0 ** (fmt.p // 2)
    ties = [(1.0, eps / 2), (1 + eps, eps / 2), (1.0, 3 * eps / 2), (half + 1, 2 * half + 1),
            (fmt.max, fmt.max * eps / 2), (fmt.tiny, -fmt.tiny * eps / 2)]
    a += [x for x, _ in ties]
    b += [y for _, y in ties]
    r1 = random_bits(rng, fmt, n)
    a = np.concatenate([np.array(a, fmt.dtype), r1, r1, random_bits(rng, fmt, n)])
    b = np.concatenate([np.array(b, fmt.dtype), random_bits(rng, fmt, n), nearby(rng, r1, fmt),
                        random_normal(rng, fmt, n, -30, 30)])
    return [a, b]


SEEDS = st.integers(0, 2**32 - 1)
ROUND = ("rn", "rz", "rm", "rp")

# -- add, sub, mul -------------------------------------------------------------------------------


@settings(max_examples=2, deadline=None)
@given(seed=SEEDS)
def test_add_sub_f32(seed):
    rng = np.random.default_rng(seed)
    variants = ["add.f32"] + [f"add.{r}.f32" for r in ROUND] + [f"sub.{r}.f32" for r in ROUND]
    variants += ["sub.f32", "add.rz.ftz.f32", "add.rm.ftz.sat.f32", "add.sat.f32",
                 "sub.rp.ftz.f32", "add.rn.ftz.f32"]
    check_variants(variants, pairs(F32, rng, 200))


@settings(max_examples=2, deadline=None)
@given(seed=SEEDS)
def test_add_sub_f64(seed):
    rng = np.random.default_rng(seed)
    variants = ["add.f64"] + [f"add.{r}.f64" for r in ROUND] + [f"sub.{r}.f64" for r in ROUND]
    check_variants(variants, pairs(F64, rng, 200))


@settings(max_examples=2, deadline=None)
@given(seed=SEEDS)
def test_mul_f32(seed):
    rng = np.random.default_rng(seed)
    variants = ["mul.f32"] + [f"mul.{r}.f32" for r in ROUND]
    variants += ["mul.rz.ftz.f32", "mul.rp.ftz.sat.f32", "mul.sat.f32", "mul.rm.ftz.f32"]
    a, b = pairs(F32, rng, 200)
    # products near the subnormal and overflow thresholds
    c = random_normal(rng, F32, 200, -80, -40)
    d = random_normal(rng, F32, 200, -100, -60)
    e = random_normal(rng, F32, 200, 60, 70)
    check_variants(variants, [np.concatenate([a, c, e]), np.concatenate([b, d, e])])


@settings(max_examples=2, deadline=None)
@given(seed=SEEDS)
def test_mul_f64(seed):
    rng = np.random.default_rng(seed)
    variants = ["mul.f64"] + [f"mul.{r}.f64" for r in ROUND]
    a, b = pairs(F64, rng, 200)
    c = random_normal(rng, F64, 200, -600, -400)
    d = random_normal(rng, F64, 200, -700, -500)
    e = random_normal(rng, F64, 200, 500, 520)
    check_variants(variants, [np.concatenate([a, c, e]), np.concatenate([b, d, e])])


# -- fma, mad ------------------------------------------------------------------------------------


def fma_inputs(fmt: Format, rng: np.random.Generator, n: int) -> list[np.ndarray]:
    e = [x for x in edges(fmt) if not math.isnan(x)][::3] + [math.nan]
    grid = [(x, y, z) for x in e for y in e for z in e[::2]]
    a = [np.array([g[0] for g in grid], fmt.dtype)]
    b = [np.array([g[1] for g in grid], fmt.dtype)]
    c = [np.array([g[2] for g in grid], fmt.dtype)]
    lo, hi = fmt.emin, fmt.emax
    ranges = [  # exponent ranges of a and b: ordinary, tiny products, huge products
        (-20, 20, -20, 20), (lo // 2 - 20, lo // 2 + 5, lo // 2 - 30, lo // 2),
        (lo, lo + 30, -fmt.p - 10, 0), (hi // 2, hi // 2 + 3, hi // 2, hi // 2 + 3),
        (hi - 5, hi, 0, 5)]
    for alo, ahi, blo, bhi in ranges:
        x = random_normal(rng, fmt, n, alo, ahi)
        y = random_normal(rng, fmt, n, blo, bhi)
        with np.errstate(all="ignore"):
            p = (x.astype(np.float64) * y.astype(np.float64)).astype(fmt.dtype) if fmt is F32 \
                else x * y
        # c: cancelling (a few ulps from -ab), random, tiny, and huge
        cs = [nearby(rng, p, fmt), random_bits(rng, fmt, n),
              random_normal(rng, fmt, n, lo - 10, lo + 10),
              random_normal(rng, fmt, n, hi - 10, hi)]
        for z in cs:
            a.append(x)
            b.append(y)
            c.append(z)
    return [np.concatenate(a), np.concatenate(b), np.concatenate(c)]


@settings(max_examples=2, deadline=None)
@given(seed=SEEDS)
def test_fma_f32(seed):
    rng = np.random.default_rng(seed)
    variants = [f"fma.{r}.f32" for r in ROUND] + [f"mad.{r}.f32" for r in ROUND]
    variants += ["mad.f32", "fma.rn.ftz.f32", "fma.rz.ftz.sat.f32", "fma.rm.ftz.f32",
                 "fma.rp.sat.f32", "mad.rp.ftz.f32"]
    check_variants(variants, fma_inputs(F32, rng, 100))


@settings(max_examples=2, deadline=None)
@given(seed=SEEDS)
def test_fma_f64(seed):
    rng = np.random.default_rng(seed)
    variants = [f"fma.{r}.f64" for r in ROUND] + ["mad.rn.f64", "mad.rz.f64"]
    check_variants(variants, fma_inputs(F64, rng, 100))


def test_fma_f64_hard_cases():
    """Exact errors below the subnormal range, huge products that cancel, sticky addends."""
    t, m = 2.0**-1074, F64.max
    cases = [
        (t, t, 0.0), (t, -t, 0.0), (t, t, -0.0), (-t, t, t), (t, 0.5, 0.0), (3 * t, 0.5, 0.0),
        (2.0**-600, 2.0**-600 * (1 + 2**-52), 0.0), (2.0**-537, 2.0**-537, -(2.0**-1074)),
        (2.0**600, 2.0**600, -m), (m, 2.0, -m), (m, 1.5, -m), (m, -2.0, m),
        (2.0**520, 2.0**520, -m),
        (1.0, 1.0, t), (1.0, 1.0, -t), (m, 1.0, t), (-m, 1.0, -t), (m, 1 + 2**-52, -m),
        (2.0**-1000, 2.0**-100, 1.0), (2.0**-1000, -(2.0**-100), 1.0), (t, t, 1.0), (t, -t, 1.0),
        (m, m, -math.inf), (2.0**1000, 2.0**30, -m), ((1 + 2**-52), (1 - 2**-53), -1.0),
        (2.0**-537, 2.0**-537 * 3, 2.0**-1073), (1e300, 1e10, -m),
    ]
    a, b, c = (np.array(col, np.float64) for col in zip(*cases))
    inputs = [np.concatenate([a, -a]), np.concatenate([b, b]), np.concatenate([c, -c])]
    check_variants([f"fma.{r}.f64" for r in ROUND], inputs)


# -- div, rcp, sqrt ------------------------------------------------------------------------------


@settings(max_examples=2, deadline=None)
@given(seed=SEEDS)
def test_div_rn_f32_is_correctly_rounded(seed):
    rng = np.random.default_rng(seed)
    variants = [f"div.{r}.f32" for r in ROUND] + ["div.rn.ftz.f32", "div.rz.ftz.f32",
                                                  "div.rp.ftz.f32"]
    a, b = pairs(F32, rng, 400)
    c = random_normal(rng, F32, 200, -126, -100)
    d = random_normal(rng, F32, 200, 10, 30)
    check_variants(variants, [np.concatenate([a, c]), np.concatenate([b, d])])


@settings(max_examples=2, deadline=None)
@given(seed=SEEDS)
def test_div_f64(seed):
    rng = np.random.default_rng(seed)
    a, b = pairs(F64, rng, 400)
    c = random_normal(rng, F64, 200, -1022, -950)
    d = random_normal(rng, F64, 200, 10, 80)
    e = random_normal(rng, F64, 100, 900, 1023)
    f = random_normal(rng, F64, 100, -60, -1)
    check_variants([f"div.{r}.f64" for r in ROUND],
                   [np.concatenate([a, c, e]), np.concatenate([b, d, f])])


@settings(max_examples=2, deadline=None)
@given(seed=SEEDS)
def test_rcp_sqrt(seed):
    rng = np.random.default_rng(seed)
    for fmt in (F32, F64):
        x = np.concatenate([np.array(edges(fmt), fmt.dtype), random_bits(rng, fmt, 600),
                            np.abs(random_bits(rng, fmt, 600)),
                            random_normal(rng, fmt, 100, fmt.emin - fmt.p, fmt.emin + 4)])
        variants = [f"{op}.{r}.{fmt.name}" for op in ("rcp", "sqrt") for r in ROUND]
        if fmt is F32:
            variants += ["rcp.rn.ftz.f32", "rcp.rz.ftz.f32", "sqrt.rn.ftz.f32", "sqrt.rp.ftz.f32"]
        check_variants(variants, [x])


def test_sqrt_exact_and_halfway():
    for fmt in (F32, F64):
        ints = np.arange(1, 200, dtype=fmt.dtype)
        squares = np.concatenate([ints * ints, np.ldexp(ints * ints, -150 if fmt is F32 else -1080),
                                  np.array([fmt.max, fmt.tiny, 4 * fmt.tiny], fmt.dtype)])
        check_variants([f"sqrt.{r}.{fmt.name}" for r in ROUND], [squares.astype(fmt.dtype)])


def test_nan_results_are_canonical_f32():
    nans = F32.from_bits([0x7FC00001, 0xFFC00000, 0x7F800001, 0xFFFFFFFF, 0x7FA00000])
    ones = np.ones(5, np.float32)
    body = "\n".join(["  add.rn.f32 %d0, %a0, %a1;", "  mul.rz.f32 %d1, %a0, %a1;",
                      "  div.rp.f32 %d2, %a0, %a1;", "  fma.rm.f32 %d3, %a0, %a1, %a1;",
                      "  sqrt.rn.f32 %d4, %a0;", "  max.NaN.f32 %d5, %a0, %a1;",
                      "  ex2.approx.f32 %d6, %a0;", "  div.approx.f32 %d7, %a0, %a1;"])
    outs = run_elementwise(body, ["f32", "f32"], ["f32"] * 8, [nans, ones])
    for out in outs:
        assert (F32.to_bits(out) == CANONICAL_NAN_F32).all()


# -- approximate division, reciprocal, square root -----------------------------------------------


def ulp_distance(got: np.ndarray, exact: np.ndarray, fmt: Format) -> np.ndarray:
    """|got - exact| in units of the last place of the exact value (exact given in f64)."""
    exact = np.asarray(exact, np.float64)
    e = np.floor(np.log2(np.maximum(np.abs(exact), fmt.tiny)))
    ulp = np.ldexp(1.0, (e - fmt.p + 1).astype(int))
    return np.abs(got.astype(np.float64) - exact) / ulp


@settings(max_examples=2, deadline=None)
@given(seed=SEEDS)
def test_div_approx_full_f32(seed):
    rng = np.random.default_rng(seed)
    a = random_normal(rng, F32, 1000, -60, 60)
    b = random_normal(rng, F32, 1000, -126, 125)
    with np.errstate(all="ignore"):
        exact = a.astype(np.float64) / b.astype(np.float64)
    approx, full, approx_ftz, full_ftz = run_variants(
        ["div.approx.f32", "div.full.f32", "div.approx.ftz.f32", "div.full.ftz.f32"], [a, b], "f32")
    normal = (np.abs(exact) >= F32.tiny) & (np.abs(exact) <= F32.max)
    for got in (approx, full, approx_ftz, full_ftz):
        assert (ulp_distance(got, exact, F32)[normal] <= 2).all()
    # 2^126 < |b| < 2^128: div.approx gives 0, or NaN for an infinite dividend
    big = np.array([2.0**126 * 1.5, -(2.0**127), F32.max, 2.0**126 * (1 + 2**-23)], np.float32)
    num = np.array([1.0, 3.0, math.inf, -5.0], np.float32)
    (r,) = run_variants(["div.approx.f32"], [num, big], "f32")
    assert F32.to_bits(r).tolist() == [0, 0x80000000, CANONICAL_NAN_F32, 0x80000000]
    (r,) = run_variants(["div.full.f32"], [num, big], "f32")
    assert r[0] != 0 and r[3] != 0


@settings(max_examples=2, deadline=None)
@given(seed=SEEDS)
def test_rcp_sqrt_approx(seed):
    rng = np.random.default_rng(seed)
    x = np.concatenate([random_normal(rng, F32, 800, -126, 126),
                        np.abs(random_bits(rng, F32, 200))])
    rcp, rcp_ftz, sq, sq_ftz = run_variants(
        ["rcp.approx.f32", "rcp.approx.ftz.f32", "sqrt.approx.f32", "sqrt.approx.ftz.f32"], [x],
        "f32")
    xd = x.astype(np.float64)
    normal = (np.abs(xd) >= F32.tiny) & (np.abs(xd) < 2.0**126)
    with np.errstate(all="ignore"):
        assert (ulp_distance(rcp, 1 / xd, F32)[normal] <= 1).all()
        assert (ulp_distance(rcp_ftz, 1 / xd, F32)[normal] <= 1).all()
        ok = np.isfinite(xd) & (xd > 0)
        rel = np.abs(sq.astype(np.float64) - np.sqrt(xd)) / np.sqrt(xd)
        assert (rel[ok] <= 2.0**-23).all()
        assert (sq_ftz[ok & normal] == sq[ok & normal]).all()
    special = np.array([0.0, -0.0, math.inf, -math.inf, 2.0**-140, -(2.0**-140), -1.0],
                       np.float32)
    rcp, rcp_ftz, sq, sq_ftz = run_variants(
        ["rcp.approx.f32", "rcp.approx.ftz.f32", "sqrt.approx.f32", "sqrt.approx.ftz.f32"],
        [special], "f32")
    inf, nan = math.inf, math.nan
    assert_same(rcp_ftz, [inf, -inf, 0.0, -0.0, inf, -inf, -1.0])
    assert_same(rcp[:4], [inf, -inf, 0.0, -0.0])
    assert_same(sq_ftz, [0.0, -0.0, inf, nan, 0.0, -0.0, nan])
    assert_same(sq[:4], [0.0, -0.0, inf, nan])


def assert_same(got: np.ndarray, expected: list[float]) -> None:
    """Equal including the sign of zero; NaN must be the canonical f32 NaN."""
    exp = np.array(expected, np.float32)
    exp_bits = np.where(np.isnan(exp), np.uint32(CANONICAL_NAN_F32), F32.to_bits(exp))
    assert F32.to_bits(got).tolist() == exp_bits.tolist(), (got, expected)


def test_rcp_rsqrt_approx_f64():
    rng = np.random.default_rng(7)
    x = np.concatenate([random_normal(rng, F64, 500, -1000, 1000), np.array(
        [0.0, -0.0, math.inf, -math.inf, 2.0**-1060, -(2.0**-1060), 2.0**1023, -4.0])])
    rcp, rsq, rsq_ftz = run_variants(
        ["rcp.approx.ftz.f64", "rsqrt.approx.f64", "rsqrt.approx.ftz.f64"], [x], "f64")
    with np.errstate(all="ignore"):
        finite = np.isfinite(x) & (np.abs(x) >= F64.tiny) & (np.abs(x) < 2.0**1022)
        assert (np.abs(rcp[finite] * x[finite] - 1) <= 2.0**-50).all()
        pos = finite & (x > 0)
        assert (np.abs(rsq[pos] * np.sqrt(x[pos]) - 1) <= 2.0**-50).all()
        assert (rsq_ftz[pos] == rsq[pos]).all()
    inf = math.inf
    # 0, -0, inf, -inf, 2^-1060, -2^-1060, 2^1023, -4
    assert F64.to_bits(rcp[500:]).tolist() == F64.to_bits(
        np.array([inf, -inf, 0.0, -0.0, inf, -inf, 0.0, -0.25])).tolist()
    assert rsq[500:503].tolist() == [inf, -inf, 0.0] and rsq[504] == 2.0**530
    assert np.isnan(rsq[[503, 505, 507]]).all()
    assert rsq_ftz[[500, 501, 502, 504, 505]].tolist() == [inf, -inf, 0.0, inf, -inf]


# -- transcendental approximations ---------------------------------------------------------------


# The .approx functions in f64 (the default), and with this device's f32 math functions (what
# zluda.runtime.calibration picks where it measures them within PTX's bounds, as it does here).
APPROX_TARGETS = ["spirv", with_f32_approx("spirv", accuracy.FUNCTIONS)]


def _approx_run(variants: list[str], x: np.ndarray, target: str) -> list[np.ndarray]:
    return run_variants(variants, [x], "f32", target)


@pytest.mark.parametrize("target", APPROX_TARGETS)
@settings(max_examples=2, deadline=None)
@given(seed=SEEDS)
def test_sin_cos_approx(seed, target):
    rng = np.random.default_rng(seed)
    x = np.concatenate([rng.uniform(-math.pi, math.pi, 1000).astype(np.float32),
                        random_normal(rng, F32, 100, -130, 1)])
    sin, cos, sin_ftz, cos_ftz = _approx_run(
        ["sin.approx.f32", "cos.approx.f32", "sin.approx.ftz.f32", "cos.approx.ftz.f32"], x,
        target)
    xd = x.astype(np.float64)
    bound = 2.0**-20.5
    for got, ref in ((sin, np.sin(xd)), (cos, np.cos(xd)), (cos_ftz, np.cos(xd))):
        assert (np.abs(got.astype(np.float64) - ref) <= bound).all()
    normal = np.abs(xd) >= F32.tiny
    assert (np.abs(sin_ftz[normal].astype(np.float64) - np.sin(xd[normal])) <= bound).all()
    assert (sin_ftz[~normal] == 0).all()
    assert (np.signbit(sin_ftz[~normal]) == np.signbit(x[~normal])).all()
    special = np.array([0.0, -0.0, math.inf, -math.inf, math.nan], np.float32)
    sin, cos = _approx_run(["sin.approx.f32", "cos.approx.f32"], special, target)
    assert_same(sin, [0.0, -0.0, math.nan, math.nan, math.nan])
    assert_same(cos, [1.0, 1.0, math.nan, math.nan, math.nan])


@pytest.mark.parametrize("target", APPROX_TARGETS)
@settings(max_examples=2, deadline=None)
@given(seed=SEEDS)
def test_ex2_lg2_approx(seed, target):
    rng = np.random.default_rng(seed)
    x = np.concatenate([rng.uniform(-150, 128, 800).astype(np.float32),
                        random_normal(rng, F32, 200, -30, 6)])
    ex2, ex2_ftz = _approx_run(["ex2.approx.f32", "ex2.approx.ftz.f32"], x, target)
    xd = x.astype(np.float64)
    exact = np.exp2(xd)
    ok = (exact >= F32.tiny) & (exact <= F32.max)
    assert (ulp_distance(ex2, exact, F32)[ok] <= 2).all()
    assert (ex2_ftz[ok] == ex2[ok]).all() and (ex2_ftz[exact < F32.tiny * 0.99] == 0).all()
    assert (ex2[exact > 2 * F32.max] == math.inf).all()

    y = np.concatenate([rng.uniform(0.5, 2, 500).astype(np.float32),
                        np.abs(random_normal(rng, F32, 500, -149, 127))])
    lg2, lg2_ftz = _approx_run(["lg2.approx.f32", "lg2.approx.ftz.f32"], y, target)
    ref = np.log2(y.astype(np.float64))
    near = (y >= 0.5) & (y <= 2)
    assert (np.abs(lg2[near].astype(np.float64) - ref[near]) <= 2.0**-22.6).all()
    assert (ulp_distance(lg2[~near], ref[~near], F32) <= 2).all()
    normal = y >= F32.tiny
    assert (lg2_ftz[normal] == lg2[normal]).all() and (lg2_ftz[~normal] == -math.inf).all()

    special = np.array([0.0, -0.0, math.inf, -math.inf, math.nan, -1.0, 2.0**-140], np.float32)
    ex2, lg2, ex2_ftz, lg2_ftz = _approx_run(
        ["ex2.approx.f32", "lg2.approx.f32", "ex2.approx.ftz.f32", "lg2.approx.ftz.f32"],
        special, target)
    nan, inf = math.nan, math.inf
    assert_same(ex2, [1.0, 1.0, inf, 0.0, nan, 0.5, 1.0])
    assert_same(ex2_ftz, [1.0, 1.0, inf, 0.0, nan, 0.5, 1.0])
    assert_same(lg2, [-inf, -inf, inf, nan, nan, nan, -140.0])
    assert_same(lg2_ftz, [-inf, -inf, inf, nan, nan, nan, -inf])


@pytest.mark.parametrize("target", APPROX_TARGETS)
@settings(max_examples=2, deadline=None)
@given(seed=SEEDS)
def test_rsqrt_tanh_approx(seed, target):
    rng = np.random.default_rng(seed)
    x = np.concatenate([np.abs(random_normal(rng, F32, 800, -126, 127)),
                        random_normal(rng, F32, 200, -10, 4)])
    rsq, rsq_ftz, tanh = _approx_run(["rsqrt.approx.f32", "rsqrt.approx.ftz.f32",
                                      "tanh.approx.f32"], x, target)
    xd = x.astype(np.float64)
    pos = xd > 0
    ref = 1 / np.sqrt(xd[pos])
    assert (np.abs(rsq[pos] - ref) / ref <= 2.0**-22.9).all()
    assert (rsq_ftz[pos] == rsq[pos]).all()
    assert np.isnan(rsq[~pos]).all()
    t = np.tanh(xd)
    nonzero = t != 0
    assert (np.abs(tanh[nonzero] - t[nonzero]) / np.abs(t[nonzero]) <= 2.0**-11).all()
    special = np.array([0.0, -0.0, math.inf, -math.inf, math.nan, 2.0**-140], np.float32)
    rsq, rsq_ftz, tanh = _approx_run(["rsqrt.approx.f32", "rsqrt.approx.ftz.f32",
                                      "tanh.approx.f32"], special, target)
    inf, nan = math.inf, math.nan
    assert_same(rsq, [inf, -inf, 0.0, nan, nan, 2.0**70])
    assert_same(rsq_ftz, [inf, -inf, 0.0, nan, nan, inf])
    assert_same(tanh[:5], [0.0, -0.0, 1.0, -1.0, nan])
    assert abs(tanh[5] - 2.0**-140) <= 2.0**-140 * 2.0**-11


# -- min, max ------------------------------------------------------------------------------------


def _minmax_reference(opcode: str, values: list[float], nan_wins: bool) -> float:
    if any(math.isnan(v) for v in values) and (nan_wins or all(math.isnan(v) for v in values)):
        return math.nan
    numbers = [v for v in values if not math.isnan(v)]

    def key(v: float) -> tuple[float, float]:  # -0.0 < +0.0
        return (v, math.copysign(1, v))

    return min(numbers, key=key) if opcode == "min" else max(numbers, key=key)


def minmax_reference(text: str, args: list[float]) -> float:
    parts = text.split(".")
    mods = set(parts[1:-1])
    fmt = F32 if parts[-1] == "f32" else F64
    values = [flush(v, fmt) for v in args] if "ftz" in mods else list(args)
    if "abs" in mods:
        values = [abs(v) for v in values]
    r = _minmax_reference(parts[0], values, "NaN" in mods)
    if "xorsign" in mods and not math.isnan(r):
        negative = (math.copysign(1, args[0]) < 0) != (math.copysign(1, args[1]) < 0)
        r = -abs(r) if negative else abs(r)
    return r


@settings(max_examples=2, deadline=None)
@given(seed=SEEDS)
def test_min_max(seed):
    rng = np.random.default_rng(seed)
    for fmt in (F32, F64):
        a, b = pairs(fmt, rng, 300)
        two = [f"{op}.{fmt.name}" for op in ("min", "max")]
        if fmt is F32:
            two += [f"{op}{m}.f32" for op in ("min", "max")
                    for m in (".ftz", ".NaN", ".xorsign.abs", ".ftz.NaN.xorsign.abs")]
        outs = run_variants(two, [a, b], fmt.name)
        for text, got in zip(two, outs):
            expected = [minmax_reference(text, [x, y]) for x, y in zip(a.tolist(), b.tolist())]
            assert_bits(got, expected, fmt, text, [a, b])
    a, b = pairs(F32, rng, 200)
    c = np.concatenate([b[1:], b[:1]])
    three = [f"{op}{m}.f32" for op in ("min", "max") for m in ("", ".NaN", ".ftz.abs", ".abs.NaN")]
    outs = run_variants(three, [a, b, c], "f32")
    for text, got in zip(three, outs):
        columns = zip(a.tolist(), b.tolist(), c.tolist())
        expected = [minmax_reference(text, list(v)) for v in columns]
        assert_bits(got, expected, F32, text, [a, b, c])


# -- abs, neg, copysign, testp -------------------------------------------------------------------


def test_abs_neg_copysign_testp():
    rng = np.random.default_rng(1)
    for fmt in (F32, F64):
        x = np.concatenate([np.array(edges(fmt), fmt.dtype), random_bits(rng, fmt, 300)])
        y = np.concatenate([x[1:], x[:1]])
        t = fmt.name
        names = [f"abs.{t}", f"neg.{t}", f"copysign.{t}"]
        if fmt is F32:
            names += ["abs.ftz.f32", "neg.ftz.f32"]
        body = "\n".join(f"  {v} %d{j}, %a0{', %a1' if v.startswith('copysign') else ''};"
                         for j, v in enumerate(names))
        outs = run_elementwise(body, [t, t], [t] * len(names), [x, y])
        xb, yb = fmt.to_bits(x), fmt.to_bits(y)
        sign = fmt.utype(1 << (fmt.bits - 1))
        expected = {f"abs.{t}": xb & ~sign, f"neg.{t}": xb ^ sign,
                    f"copysign.{t}": (yb & ~sign) | (xb & sign)}
        if fmt is F32:
            flushed = F32.to_bits(np.array([flush(v, F32) for v in x.tolist()], np.float32))
            flushed = np.where(np.isnan(x), xb, flushed)
            expected["abs.ftz.f32"] = flushed & ~sign
            expected["neg.ftz.f32"] = flushed ^ sign
        for name, got in zip(names, outs):
            assert fmt.to_bits(got).tolist() == expected[name].tolist(), name

        tests = ["finite", "infinite", "number", "notanumber", "normal", "subnormal"]
        body = "\n".join(f"  testp.{op}.{t} %d{j}, %a0;" for j, op in enumerate(tests))
        outs = run_elementwise(body, [t], ["pred"] * len(tests), [x])
        xs = x.tolist()
        model = {
            "finite": [math.isfinite(v) for v in xs], "infinite": [math.isinf(v) for v in xs],
            "number": [not math.isnan(v) for v in xs], "notanumber": [math.isnan(v) for v in xs],
            "normal": [math.isfinite(v) and abs(v) >= fmt.tiny for v in xs],
            "subnormal": [0 < abs(v) < fmt.tiny for v in xs],
        }
        for op, got in zip(tests, outs):
            assert got.astype(bool).tolist() == model[op], op


# -- legacy forms (PTX ISA 1.3 and earlier) ------------------------------------------------------


def test_legacy_forms_without_approx_or_rounding():
    rng = np.random.default_rng(3)
    x = np.concatenate([random_normal(rng, F32, 200, -20, 20), np.array(edges(F32), np.float32)])
    y = np.concatenate([x[1:], x[:1]])
    pairs_32 = [("div.f32", "div.approx.f32"), ("sqrt.f32", "sqrt.approx.f32"),
                ("rcp.f32", "rcp.approx.f32"), ("sin.f32", "sin.approx.f32"),
                ("cos.ftz.f32", "cos.approx.ftz.f32"), ("lg2.f32", "lg2.approx.f32"),
                ("ex2.f32", "ex2.approx.f32"), ("rsqrt.f32", "rsqrt.approx.f32")]
    pairs_64 = [("div.f64", "div.rn.f64"), ("sqrt.f64", "sqrt.rn.f64"), ("rcp.f64", "rcp.rn.f64")]
    for fmt, forms in ((F32, pairs_32), (F64, pairs_64)):
        a, b = x.astype(fmt.dtype), y.astype(fmt.dtype)
        names = [n for pair in forms for n in pair]
        body = "\n".join(f"  {n} %d{j}, %a0{', %a1' if n.startswith('div') else ''};"
                         for j, n in enumerate(names))
        outs = run_elementwise(body, [fmt.name] * 2, [fmt.name] * len(names), [a, b])
        for i, (legacy, _) in enumerate(forms):
            got, want = fmt.to_bits(outs[2 * i]), fmt.to_bits(outs[2 * i + 1])
            assert (got == want).all(), legacy


# -- malformed forms -----------------------------------------------------------------------------


@pytest.mark.parametrize("ins", [
    "fma.f32 %d0, %a0, %a0, %a0", "add.sat.f64 %d0, %a0, %a0", "div.f64.ftz %d0, %a0, %a0",
    "rcp.approx.f64 %d0, %a0", "min.NaN.f64 %d0, %a0, %a0", "add.rn.rz.f32 %d0, %a0, %a0",
    "min.abs.f32 %d0, %a0, %a0", "sin.approx.f64 %d0, %a0", "testp.f32 %d0, %a0",
    "tanh.approx.ftz.f32 %d0, %a0", "div.approx.f64 %d0, %a0, %a0",
])
def test_malformed_forms_are_rejected(ins):
    from zluda.ptx.errors import PtxSemanticError

    t = "f64" if ".f64" in ins else "f32"
    with pytest.raises(PtxSemanticError, match=ins.split(" ")[0].split(".")[0]):
        run_elementwise(f"  {ins};", [t], [t], [np.zeros(1, np.dtype(t.replace('f', 'float')))])
