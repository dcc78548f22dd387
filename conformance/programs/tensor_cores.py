"""Tensor cores: mma.sync m16n8k16 f16 -> f32, m16n8k8 tf32 fed f32 values whose low 13
mantissa bits are set (the tensor cores use the top 19 bits: checked against inputs truncated
to tf32), m16n8k32 s8 with .satfinite (exact, clamped), ldmatrix feeding mma over k = 64, and a
wmma GEMM of 64x48 by 48x32. Float results within the rounding of f32 accumulation."""

import numpy as np
from _common import from_device, function, i32, launch, load_ptx, passed, ptr, setup, to_device

setup()
module = load_ptx("tensor_cores.ptx")
rng = np.random.default_rng(13)


def normal(shape, dtype):
    return rng.standard_normal(shape).astype(dtype)


def f32_product_ok(got, a, b, c):
    a, b, c = (np.asarray(x, np.float64) for x in (a, b, c))
    bound = (np.abs(a) @ np.abs(b) + np.abs(c)) * a.shape[1] * 2.0**-23
    return bool(np.all(np.abs(got - (a @ b + c)) <= bound + 1e-30))


a, b = normal((16, 16), np.float16), normal((16, 8), np.float16)
c = normal((16, 8), np.float32)
d = to_device(np.zeros(128, np.float32))
launch(function(module, "mma_f16"), (1,), (32,), [ptr(to_device(a.view(np.uint16))),
       ptr(to_device(b.view(np.uint16))), ptr(to_device(c)), ptr(d)])
assert f32_product_ok(from_device(d, (16, 8), np.float32), a, b, c), "mma f16"

a, b = normal((16, 8), np.float32), normal((8, 8), np.float32)
a.view(np.uint32)[:] |= 0x1FFF  # low bits that tf32 ignores
b.view(np.uint32)[:] |= 0x1FFF
truncated = [(x.view(np.uint32) & 0xFFFFE000).view(np.float32) for x in (a, b)]
launch(function(module, "mma_tf32"), (1,), (32,), [ptr(to_device(a)), ptr(to_device(b)),
       ptr(to_device(c)), ptr(d)])
got = from_device(d, (16, 8), np.float32)
assert f32_product_ok(got, *truncated, c), "mma tf32: the inputs are truncated to tf32"

a = rng.integers(-128, 128, (16, 32)).astype(np.int8)
b = rng.integers(-128, 128, (32, 8)).astype(np.int8)
ci = rng.integers(-(2**31), 2**31, (16, 8)).astype(np.int32)
ci[:2] = 2**31 - 5000  # rows that overflow
a[:2] = 127
b[:, :] = np.where(np.arange(8) < 4, 127, -128)
di = to_device(np.zeros(128, np.int32))
launch(function(module, "mma_s8_sat"), (1,), (32,), [ptr(to_device(a.view(np.uint8))),
       ptr(to_device(b.view(np.uint8))), ptr(to_device(ci)), ptr(di)])
exact = a.astype(np.int64) @ b.astype(np.int64) + ci
np.testing.assert_array_equal(from_device(di, (16, 8), np.int32),
                              np.clip(exact, -(2**31), 2**31 - 1))

k = 64
a, b = normal((16, k), np.float16), normal((k, 8), np.float16)
launch(function(module, "ldmatrix_gemm"), (1,), (32,), [ptr(to_device(a)), ptr(to_device(b)),
       ptr(d), i32(k)])
assert f32_product_ok(from_device(d, (16, 8), np.float32), a, b, np.zeros((16, 8))), "ldmatrix"

m, n, k = 64, 32, 48
a, b = normal((m, k), np.float16), normal((k, n), np.float16)
dw = to_device(np.zeros(m * n, np.float32))
launch(function(module, "wmma_gemm"), (2,), (128,), [ptr(to_device(a)), ptr(to_device(b)),
       ptr(dw), i32(m), i32(n), i32(k)])
assert f32_product_ok(from_device(dw, (m, n), np.float32), a, b, np.zeros((m, n))), "wmma"
passed("mma f16/tf32/s8, ldmatrix, wmma")
