"""cuda_fp16.h / cuda_bf16.h (sm_80): __hadd, __hsub, __hmul, __hfma on __half; __hadd2, __hmul2,
__hfma2 on __half2; __hadd, __hmul, __hfma on __nv_bfloat16 (one fma.rn.bf16 each); conversions
__float2half_rn / __half2float and __float2bfloat16 / __bfloat162float. Everything is compared
bit for bit.

References: operands come from random bit patterns (normals, subnormals, zeros of both signs).
A sum or product of two halves is exact in float64, so one correctly rounded float64 -> float16
conversion (NumPy's) gives the IEEE result. For fma, and for all bf16 operations, the exact value
a*b + c is first rounded to odd in float64 (TwoSum error term), then (bf16) to odd in float32;
rounding to odd with at least two extra bits makes the final round-to-nearest-even exact.
"""

import numpy as np
from _common import from_device, function, i32, launch, load_ptx, passed, ptr, setup, to_device

setup()
module = load_ptx("half_bf16_math.ptx")
rng = np.random.default_rng(41)
n = 1 << 14


def run(kernel, inputs, out_dtypes, count):
    d_in = [to_device(x) for x in inputs]
    d_out = [to_device(np.zeros(count, dt)) for dt in out_dtypes]
    launch(function(module, kernel), ((count + 255) // 256,), (256,),
           [*(ptr(d) for d in d_in), *(ptr(d) for d in d_out), i32(count)])
    return [from_device(d, count, dt) for d, dt in zip(d_out, out_dtypes, strict=True)]


def odd_round_f64(p, c):
    """p + c rounded to odd in float64 (p and c float64, p + c not overflowing)."""
    s = p + c
    bb = s - p
    err = (p - (s - bb)) + (c - bb)
    even = (s.view(np.int64) & 1) == 0
    bump = (err != 0) & even
    return np.where(bump, np.nextafter(s, np.where(err > 0, np.inf, -np.inf)), s)


def f64_to_bf16_bits(d):
    f = d.astype(np.float32)
    inexact = f.astype(np.float64) != d
    even = (f.view(np.uint32) & 1) == 0
    toward = np.where(d > f.astype(np.float64), np.float32(np.inf), np.float32(-np.inf))
    f = np.where(inexact & even, np.nextafter(f, toward), f)  # rounded to odd in float32
    bits = f.view(np.uint32).astype(np.uint64)
    return ((bits + 0x7FFF + ((bits >> 16) & 1)) >> 16).astype(np.uint16)


def bf16_to_f64(bits):
    return (bits.astype(np.uint32) << 16).view(np.float32).astype(np.float64)


def random_half(count):
    bits = rng.integers(0, 1 << 16, count, dtype=np.uint16)
    h = bits.view(np.float16)
    return np.where(np.isfinite(h) & (np.abs(h) < 200), h, np.float16(1.5)).astype(np.float16)


def random_bf16(count):
    sign = rng.integers(0, 2, count, dtype=np.uint16) << 15
    exp = rng.integers(127 - 20, 127 + 20, count, dtype=np.uint16) << 7
    bits = sign | exp | rng.integers(0, 128, count, dtype=np.uint16)
    bits[:4] = [0, 0x8000, 0x3F80, 0xBF80]  # +-0, +-1
    return bits


def bits_equal(got, want, what):
    got, want = got.view(np.uint16), want.view(np.uint16)
    bad = np.flatnonzero(got != want)
    assert bad.size == 0, f"{what}: {bad.size} mismatches, first at {bad[0]}: " \
                          f"{got[bad[0]]:#06x} != {want[bad[0]]:#06x}"


# __half scalar operations.
a, b, c = random_half(n), random_half(n), random_half(n)
a[:3], b[:3], c[:3] = [0.0, -0.0, 65504 / 512], [-0.0, -0.0, 512], [0.0, 0.0, -1.0]
# a*b = +-(1 + 2**-11), a tie of float16, pushed up by the smallest subnormal: only a single
# rounding gives 1 + 2**-10 (rounding through float32 first lands on the tie and then on 1).
a[3:5], b[3:5], c[3:5] = [1.5, -1.5], [683 / 1024, 683 / 1024], [2.0**-24, -(2.0**-24)]
add, mul, fma, sub = run("half_ops", [a, b, c], [np.float16] * 4, n)
A, B, C = (x.astype(np.float64) for x in (a, b, c))
bits_equal(add, (A + B).astype(np.float16), "__hadd")
bits_equal(sub, (A - B).astype(np.float16), "__hsub")
bits_equal(mul, (A * B).astype(np.float16), "__hmul")
bits_equal(fma, odd_round_f64(A * B, C).astype(np.float16), "__hfma")
assert list(fma[3:5].view(np.uint16)) == [0x3C01, 0xBC01], fma[3:5]

# __half2 vector operations (n pairs).
a2, b2, c2 = random_half(2 * n), random_half(2 * n), random_half(2 * n)
a2[:2], b2[:2], c2[:2] = a[3:5], b[3:5], c[3:5]
add2, mul2, fma2 = (x.view(np.float16) for x in run("half2_ops", [a2, b2, c2], [np.uint32] * 3, n))
A, B, C = (x.astype(np.float64) for x in (a2, b2, c2))
bits_equal(add2, (A + B).astype(np.float16), "__hadd2")
bits_equal(mul2, (A * B).astype(np.float16), "__hmul2")
bits_equal(fma2, odd_round_f64(A * B, C).astype(np.float16), "__hfma2")

# Conversions from float32: normal, half-subnormal, overflowing, tiny, infinite values.
f = np.concatenate([
    rng.standard_normal(n // 4) * 100, rng.uniform(-1e-5, 1e-5, n // 4),
    rng.uniform(-7e4, 7e4, n // 4), rng.standard_normal(n // 4) * 1e-38,
]).astype(np.float32)
f[:6] = [np.inf, -np.inf, 65519.99, 65520.0, 2.0**-25, -(2.0**-25) * 1.0001]
h, back, bf, bf_back = run("conversions", [f], [np.float16, np.float32, np.uint16, np.float32], n)
bits_equal(h, f.astype(np.float16), "__float2half_rn")
bits_equal(bf, f64_to_bf16_bits(f.astype(np.float64)), "__float2bfloat16")
np.testing.assert_array_equal(back.view(np.uint32), h.astype(np.float32).view(np.uint32),
                              err_msg="__half2float")
np.testing.assert_array_equal(bf_back.view(np.uint32), bf.astype(np.uint32) << 16,
                              err_msg="__bfloat162float")

# __nv_bfloat16 operations.
a, b, c = random_bf16(n), random_bf16(n), random_bf16(n)
# 1.125 * 0.90625 = 261/256, a tie of bf16 whose even neighbour is below; + 2**-30 must round up.
a[4:6], b[4:6], c[4:6] = (f64_to_bf16_bits(np.array(v)) for v in
                          ([1.125, -1.125], [0.90625, 0.90625], [2.0**-30, -(2.0**-30)]))
add, mul, fma = run("bf16_ops", [a, b, c], [np.uint16] * 3, n)
A, B, C = bf16_to_f64(a), bf16_to_f64(b), bf16_to_f64(c)
bits_equal(add, f64_to_bf16_bits(odd_round_f64(A, B)), "__hadd(bf16)")
bits_equal(mul, f64_to_bf16_bits(odd_round_f64(A * B, np.full(n, -0.0))), "__hmul(bf16)")
bits_equal(fma, f64_to_bf16_bits(odd_round_f64(A * B, C)), "__hfma(bf16)")
assert list(fma[4:6]) == [0x3F83, 0xBF83], [hex(v) for v in fma[4:6]]
passed(f"{n} elements per operation")
