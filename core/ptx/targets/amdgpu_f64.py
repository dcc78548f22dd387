"""Double-precision sin, cos, exp2, log2 and tanh in LLVM IR, for GPUs without these
instructions (LLVM's AMDGPU backend cannot select them; ROCm's ocml is not always installed).

Each is an internal function ``__zluda_<name>_f64`` built into the module on first use
(:func:`f64_function`), from target-independent IR: fma, rint, frexp, ldexp, 64/128-bit integers.
The algorithms are the classic ones (Cephes and fdlibm, as in Go's math package), with fma:

- ``exp2``: ``x = n + f``, ``|f| <= 1/2``; ``e^(f ln 2)`` by its Taylor series to degree 13
  (truncation below 2^-57), ``f ln 2`` carried as a double-double; ``ldexp`` by ``n``.
- ``exp`` (for tanh): ``k = rint(x / ln 2)``, ``r = x - k ln 2`` with ln 2 in two parts.
- ``log2``: ``x = m 2^e`` with ``m`` in [sqrt(1/2), sqrt(2)); ``ln m = 2 atanh(s)``,
  ``s = (m - 1)/(m + 1)`` with its rounding error recovered, the odd series to s^23.
- ``sin``/``cos``: reduction by pi/4 to an octant and ``|z| <= pi/4``: Cody-Waite with pi/4 in
  four parts (fma) below 2^29, else Payne-Hanek with the bits of 4/pi (computed exactly at
  import), a 128-bit product, and the fraction renormalized in integers (no cancellation);
  Cephes' polynomials on the octant.
- ``tanh``: Cephes' rational function below 0.625, else ``1 - 2/(e^(2|x|) + 1)``.

``tests/ptx/test_amdgpu_target.py`` runs these functions on the CPU (the same IR, compiled for
the host) and compares them with Python's math module.
"""

from __future__ import annotations

import functools

from llvmlite import ir

F64 = ir.DoubleType()
I1, I32, I64, I128 = ir.IntType(1), ir.IntType(32), ir.IntType(64), ir.IntType(128)
F64_FUNCTIONS = ("sin", "cos", "exp2", "log2", "tanh", "exp")

LN2 = 0.6931471805599453
LN2_LO = 2.3190468138462996e-17  # ln 2 - LN2
LN2_HI_CW, LN2_LO_CW = 6.93147180369123816490e-01, 1.90821492927058770002e-10  # fdlibm
LOG2E = 1.4426950408889634
LOG2E_LO = 2.0355273740931033e-17  # log2(e) - LOG2E
SQRT_HALF = 0.7071067811865476
PI4 = 0.7853981633974483
PI4_LO = 3.061616997868383e-17  # pi/4 - PI4
# pi/4 in four parts: Cephes' three (the first two have trailing zeros), then the rest of pi/4,
# which keeps results near the zeros of sin and cos accurate
PI4A, PI4B, PI4C = 7.85398125648498535156e-1, 3.77489470793079817668e-8, \
    2.69515142907905952645e-15
PI4D = 4.23921383018445e-32  # pi/4 - PI4A - PI4B - PI4C (test_amdgpu_target checks it)
REDUCE_THRESHOLD = float(1 << 29)
_SIN = (1.58962301576546568060e-10, -2.50507477628578072866e-8, 2.75573136213857245213e-6,
        -1.98412698295895385996e-4, 8.33333333332211858878e-3, -1.66666666666666307295e-1)
_COS = (-1.13585365213876817300e-11, 2.08757008419747316778e-9, -2.75573141792967388112e-7,
        2.48015872888517045348e-5, -1.38888888888730564116e-3, 4.16666666666665929218e-2)
_TANH_P = (-9.64399179425052238628e-1, -9.92877231001918586564e1, -1.61468768441708447952e3)
_TANH_Q = (1.12811678491632931402e2, 2.23548839060100448583e3, 4.84406305325125486048e3)


@functools.cache
def four_over_pi_digits(count: int = 20) -> tuple[int, ...]:
    """4/pi = sum(d[i] * 2^(-64 i)): its binary digits in 64-bit words, from Machin's formula
    in integers (1500 bits, far more than the 20 words need)."""
    bits = 64 * count + 200
    one = 1 << bits

    def atan_inv(x: int) -> int:
        total = term = one // x
        k, sign = 1, -1
        while term:
            term //= x * x
            total += sign * (term // (2 * k + 1))
            sign, k = -sign, k + 1
        return total

    pi = 16 * atan_inv(5) - 4 * atan_inv(239)
    value = (4 << (bits + 64 * (count - 1))) // pi
    return tuple((value >> (64 * (count - 1 - i))) & (2**64 - 1) for i in range(count))


class _Builder:
    """A function under construction, with small helpers for f64 arithmetic."""

    def __init__(self, module: ir.Module, name: str, const_space: int) -> None:
        self.module = module
        self.const_space = const_space
        self.fn = ir.Function(module, ir.FunctionType(F64, [F64]), name=name)
        self.fn.linkage = "internal"
        self.b = ir.IRBuilder(self.fn.append_basic_block("entry"))
        self.x = self.fn.args[0]

    def intrinsic(self, name: str, ret: ir.Type, *args: ir.Value) -> ir.Value:
        fn = self.module.globals.get(name)
        if fn is None:
            fn = ir.Function(self.module, ir.FunctionType(ret, [a.type for a in args]), name)
        return self.b.call(fn, args)

    @staticmethod
    def c(value: float) -> ir.Constant:
        return ir.Constant(F64, value)

    def fma(self, a, b, c) -> ir.Value:
        return self.intrinsic("llvm.fma.f64", F64, a, b, c)

    def fabs(self, a) -> ir.Value:
        return self.intrinsic("llvm.fabs.f64", F64, a)

    def rint(self, a) -> ir.Value:
        return self.intrinsic("llvm.rint.f64", F64, a)

    def ldexp(self, a, n) -> ir.Value:
        return self.intrinsic("llvm.ldexp.f64.i32", F64, a, n)

    def horner(self, z, coefficients) -> ir.Value:
        acc = self.c(coefficients[0])
        for k in coefficients[1:]:
            acc = self.fma(acc, z, self.c(k))
        return acc

    def lt(self, a, b) -> ir.Value:
        return self.b.fcmp_ordered("<", a, b)

    def select(self, cond, a, b) -> ir.Value:
        return self.b.select(cond, a, b)

    def branch(self, cond, on_true, on_false, t: ir.Type = F64) -> ir.Value:
        b = self.b
        with b.if_else(cond) as (then, otherwise):
            with then:
                tv, tb = on_true(), b.block
            with otherwise:
                fv, fb = on_false(), b.block
        phi = b.phi(t)
        phi.add_incoming(tv, tb)
        phi.add_incoming(fv, fb)
        return phi

    def call(self, other: ir.Function, *args) -> ir.Value:
        return self.b.call(other, args)


def f64_function(module: ir.Module, name: str, const_space: int) -> ir.Function:
    """``__zluda_<name>_f64`` in ``module``, built on first use."""
    symbol = f"__zluda_{name}_f64"
    fn = module.globals.get(symbol)
    if fn is not None:
        return fn
    if name not in _BUILDERS:
        raise KeyError(f"no f64 '{name}' in the AMDGPU math helpers")
    f = _Builder(module, symbol, const_space)
    f.b.ret(_BUILDERS[name](f))
    return f.fn


# -- exp2, exp -----------------------------------------------------------------------------------

_EXP_TAYLOR = tuple(1.0 / __import__("math").factorial(k) for k in range(13, -1, -1))


def _exp_near_zero(f: _Builder, r_hi, r_lo) -> ir.Value:
    """e^(r_hi + r_lo) for |r_hi| <= 0.35: Taylor to degree 13, times (1 + r_lo)."""
    p = f.horner(r_hi, _EXP_TAYLOR)
    return f.fma(p, r_lo, p)


def _clamped(f: _Builder, x, low: float, high: float) -> ir.Value:
    b = f.b
    x = f.select(f.lt(x, f.c(low)), f.c(low), x)
    return f.select(b.fcmp_ordered(">", x, f.c(high)), f.c(high), x)


def _exp2(f: _Builder) -> ir.Value:
    b, x = f.b, f.x
    xc = _clamped(f, x, -1100.0, 1100.0)  # beyond, the result is 0 or inf anyway
    n = f.rint(xc)
    frac = b.fsub(xc, n)  # exact
    r_hi = b.fmul(frac, f.c(LN2))
    r_lo = f.fma(frac, f.c(LN2_LO), f.fma(frac, f.c(LN2), b.fneg(r_hi)))
    result = f.ldexp(_exp_near_zero(f, r_hi, r_lo), b.fptosi(n, I32))
    return f.select(b.fcmp_unordered("uno", x, x), x, result)


def _exp(f: _Builder) -> ir.Value:
    return exp_of(f, f.x)


def exp_of(f: _Builder, x) -> ir.Value:
    b = f.b
    xc = _clamped(f, x, -800.0, 800.0)
    k = f.rint(b.fmul(xc, f.c(LOG2E)))
    r = f.fma(b.fneg(k), f.c(LN2_HI_CW), xc)
    r_lo = b.fmul(b.fneg(k), f.c(LN2_LO_CW))
    r_hi = b.fadd(r, r_lo)
    r_lo = b.fadd(b.fsub(r, r_hi), r_lo)  # Fast2Sum: |r| >= |r_lo|
    result = f.ldexp(_exp_near_zero(f, r_hi, r_lo), b.fptosi(k, I32))
    return f.select(b.fcmp_unordered("uno", x, x), x, result)


# -- log2 ----------------------------------------------------------------------------------------

_ATANH_SERIES = tuple(1.0 / k for k in range(23, 1, -2))  # 1/23, 1/21, ..., 1/3


def _log2(f: _Builder) -> ir.Value:
    b, x = f.b, f.x
    parts = f.intrinsic("llvm.frexp.f64.i32", ir.LiteralStructType([F64, I32]), x)
    m, e = b.extract_value(parts, 0), b.extract_value(parts, 1)  # m in [0.5, 1)
    low = f.lt(m, f.c(SQRT_HALF))
    m = f.select(low, b.fmul(m, f.c(2.0)), m)
    e = b.sub(e, b.zext(low, I32))
    fm = b.fsub(m, f.c(1.0))  # exact (Sterbenz)
    u = b.fadd(fm, f.c(2.0))
    u_lo = b.fadd(b.fsub(f.c(2.0), u), fm)  # Fast2Sum: u + u_lo = 2 + fm exactly
    s = b.fdiv(fm, u)
    s_lo = b.fdiv(b.fsub(f.fma(b.fneg(s), u, fm), b.fmul(s, u_lo)), u)
    z = b.fmul(s, s)
    # ln m = 2s + 2 s_lo + 2s z Q(z)
    tail = b.fmul(b.fmul(f.c(2.0), b.fmul(s, z)), f.horner(z, _ATANH_SERIES))
    t = b.fmul(f.c(2.0), s)  # exact
    t_lo = b.fadd(b.fmul(f.c(2.0), s_lo), tail)
    # log2 m = (t + t_lo) * log2(e), with log2(e) as a double-double
    hi = b.fmul(t, f.c(LOG2E))
    lo = f.fma(t, f.c(LOG2E), b.fneg(hi))
    lo = b.fadd(lo, f.fma(t, f.c(LOG2E_LO), b.fmul(t_lo, f.c(LOG2E))))
    ef = b.sitofp(e, F64)
    total = b.fadd(ef, hi)
    err = b.fadd(b.fsub(ef, total), hi)  # exact when |e| >= |hi| or e == 0
    err = f.select(f.lt(f.fabs(ef), f.fabs(hi)), b.fadd(b.fsub(hi, total), ef), err)
    result = b.fadd(total, b.fadd(err, lo))
    inf = float("inf")
    result = f.select(b.fcmp_ordered("==", x, f.c(0.0)), f.c(-inf), result)
    result = f.select(b.fcmp_ordered("==", x, f.c(inf)), f.c(inf), result)
    nan = f.c(float("nan"))
    return f.select(b.fcmp_unordered("ult", x, f.c(0.0)), nan, result)


# -- sin, cos ------------------------------------------------------------------------------------


def _reduce_medium(f: _Builder, ax) -> tuple[ir.Value, ir.Value]:
    """(octant 0..7, z) for 0 <= ax < 2^29: Cody-Waite with pi/4 in three parts."""
    b = f.b
    j = b.fptoui(b.fmul(ax, f.c(4 / 3.141592653589793)), I64)
    odd = b.trunc(j, I1)
    j = b.add(j, b.zext(odd, I64))  # zeros of the octant map to the origin
    y = b.uitofp(j, F64)
    z = f.fma(b.fneg(y), f.c(PI4A), ax)
    z = f.fma(b.fneg(y), f.c(PI4B), z)
    z = f.fma(b.fneg(y), f.c(PI4C), z)
    z = f.fma(b.fneg(y), f.c(PI4D), z)
    return b.and_(j, ir.Constant(I64, 7)), z


def _table(f: _Builder) -> ir.GlobalVariable:
    name = "__zluda_four_over_pi"
    gv = f.module.globals.get(name)
    if gv is None:
        digits = four_over_pi_digits()
        array = ir.ArrayType(I64, len(digits))
        gv = ir.GlobalVariable(f.module, array, name=name, addrspace=f.const_space)
        gv.initializer = ir.Constant(array, [ir.Constant(I64, d) for d in digits])
        gv.global_constant = True
        gv.linkage = "internal"
    return gv


def _reduce_large(f: _Builder, ax) -> tuple[ir.Value, ir.Value]:
    """(octant, z) for ax >= 2^29 (finite): Payne-Hanek. ax = m 2^q with a 53-bit integer m;
    the three 64-bit words of 4/pi that matter, times m, give 128 bits of ax * 4/pi mod 8:
    the octant in the top 3 bits, then the fraction."""
    b = f.b
    bits = b.bitcast(ax, I64)
    q = b.sub(b.trunc(b.lshr(bits, ir.Constant(I64, 52)), I32), ir.Constant(I32, 1075))
    m = b.or_(b.and_(bits, ir.Constant(I64, (1 << 52) - 1)), ir.Constant(I64, 1 << 52))
    position = b.add(q, ir.Constant(I32, 61))
    digit = b.udiv(position, ir.Constant(I32, 64))
    shift = b.zext(b.urem(position, ir.Constant(I32, 64)), I64)
    table = _table(f)

    def word(i: int) -> ir.Value:
        index = b.add(digit, ir.Constant(I32, i))
        ptr = b.gep(table, [ir.Constant(I32, 0), index], source_etype=table.value_type)
        return b.load(ptr, typ=I64)

    words = [word(i) for i in range(4)]
    zero64 = ir.Constant(I64, 0)
    no_shift = b.icmp_unsigned("==", shift, zero64)

    def window(i: int) -> ir.Value:
        high = b.shl(words[i], shift)
        low = b.lshr(words[i + 1], b.sub(ir.Constant(I64, 64), shift))
        return b.or_(high, b.select(no_shift, zero64, low))

    z0, z1, z2 = window(0), window(1), window(2)
    m128 = b.zext(m, I128)
    c64 = ir.Constant(I128, 64)
    product = b.add(b.mul(b.zext(z1, I128), m128), b.lshr(b.mul(b.zext(z2, I128), m128), c64))
    product = b.add(product, b.shl(b.zext(b.mul(z0, m), I128), c64))
    j = b.trunc(b.lshr(product, ir.Constant(I128, 125)), I64)
    frac = b.shl(product, ir.Constant(I128, 3))  # ax * 4/pi mod 1, in units of 2^-128
    odd = b.trunc(j, I1)
    frac = b.select(odd, b.sub(ir.Constant(I128, 0), frac), frac)  # 1 - fraction, exactly
    j = b.and_(b.add(j, b.zext(odd, I64)), ir.Constant(I64, 7))
    lz = f.intrinsic("llvm.ctlz.i128", I128, frac, ir.Constant(I1, 0))
    zero = b.icmp_unsigned("==", frac, ir.Constant(I128, 0))
    top = b.trunc(b.lshr(b.shl(frac, b.select(zero, ir.Constant(I128, 0), lz)), c64), I64)
    scale = b.sub(ir.Constant(I32, -64), b.trunc(lz, I32))
    fraction = f.ldexp(b.uitofp(top, F64), scale)
    z = b.fmul(fraction, f.c(PI4))
    z = f.fma(fraction, f.c(PI4_LO), z)
    return j, f.select(odd, b.fneg(z), z)


def _octant(f: _Builder, ax) -> tuple[ir.Value, ir.Value]:
    b = f.b
    big = b.fcmp_ordered(">=", ax, f.c(REDUCE_THRESHOLD))
    finite_big = b.and_(big, f.lt(ax, f.c(float("inf"))))
    results: dict[str, tuple] = {}

    def large():
        results["large"] = _reduce_large(f, ax)
        return results["large"][1]

    def medium():
        # inf/NaN: any octant will do, the result is NaN
        safe = f.select(f.lt(ax, f.c(REDUCE_THRESHOLD)), ax, f.c(0.0))
        results["medium"] = _reduce_medium(f, safe)
        return results["medium"][1]

    with b.if_else(finite_big) as (then, otherwise):
        with then:
            z_large = large()
            large_block = b.block
        with otherwise:
            z_medium = medium()
            medium_block = b.block
    z = b.phi(F64)
    z.add_incoming(z_large, large_block)
    z.add_incoming(z_medium, medium_block)
    j = b.phi(I64)
    j.add_incoming(results["large"][0], large_block)
    j.add_incoming(results["medium"][0], medium_block)
    return j, z


def _sin_cos(f: _Builder, cosine: bool) -> ir.Value:
    b, x = f.b, f.x
    ax = f.fabs(x)
    j, z = _octant(f, ax)
    high = b.icmp_unsigned(">", j, ir.Constant(I64, 3))
    j = b.select(high, b.sub(j, ir.Constant(I64, 4)), j)
    if cosine:
        negate = b.xor(high, b.icmp_unsigned(">", j, ir.Constant(I64, 1)))
    else:
        negate = b.xor(high, f.lt(x, f.c(0.0)))
    zz = b.fmul(z, z)
    sin_poly = f.fma(b.fmul(z, zz), f.horner(zz, _SIN), z)
    cos_poly = f.fma(b.fmul(zz, zz), f.horner(zz, _COS), f.fma(f.c(-0.5), zz, f.c(1.0)))
    swapped = b.or_(b.icmp_unsigned("==", j, ir.Constant(I64, 1)),
                    b.icmp_unsigned("==", j, ir.Constant(I64, 2)))
    if cosine:
        y = f.select(swapped, sin_poly, cos_poly)
    else:
        y = f.select(swapped, cos_poly, sin_poly)
    y = f.select(negate, b.fneg(y), y)
    nan = f.c(float("nan"))
    not_finite = b.fcmp_unordered("uge", ax, f.c(float("inf")))  # inf or NaN
    y = f.select(not_finite, nan, y)
    if not cosine:  # sin(-0.0) is -0.0
        y = f.select(b.fcmp_ordered("==", x, f.c(0.0)), x, y)
    return y


# -- tanh ----------------------------------------------------------------------------------------


def _tanh(f: _Builder) -> ir.Value:
    b, x = f.b, f.x
    ax = f.fabs(x)

    def large():
        e = exp_of(f, b.fmul(f.c(2.0), f.select(f.lt(ax, f.c(40.0)), ax, f.c(40.0))))
        r = b.fsub(f.c(1.0), b.fdiv(f.c(2.0), b.fadd(e, f.c(1.0))))
        return f.select(f.lt(x, f.c(0.0)), b.fneg(r), r)

    def small():
        s = b.fmul(x, x)
        p = f.horner(s, _TANH_P)
        q = b.fadd(s, f.c(_TANH_Q[0]))
        q = f.fma(q, s, f.c(_TANH_Q[1]))
        q = f.fma(q, s, f.c(_TANH_Q[2]))
        r = f.fma(b.fmul(x, s), b.fdiv(p, q), x)
        return f.select(b.fcmp_ordered("==", x, f.c(0.0)), x, r)  # keeps the sign of zero

    # NaN takes the small path, which returns it
    return f.branch(b.fcmp_ordered(">=", ax, f.c(0.625)), large, small)


_BUILDERS = {
    "sin": lambda f: _sin_cos(f, cosine=False),
    "cos": lambda f: _sin_cos(f, cosine=True),
    "exp2": _exp2,
    "exp": _exp,
    "log2": _log2,
    "tanh": _tanh,
}
