"""__noinline__ device functions called from kernels: a result through a pointer (divmod), eight
mixed-width parameters (char, short, int, long long), recursion (gcd), two outputs through pointers
into global memory (min/max of three floats); and a function template instantiated for int, float
and double behind three extern "C" kernels.

Integer results are exact (C semantics: truncating division, remainder with the dividend's sign).
The template's floating-point inputs are small integers, so every product and sum is exact whether
or not the compiler contracts them into fma: the results must equal NumPy's exactly.
"""

import numpy as np
from _common import (
    f32,
    f64,
    from_device,
    function,
    i32,
    launch,
    load_ptx,
    passed,
    ptr,
    setup,
    to_device,
)

setup()
module = load_ptx("device_functions_templates.ptx")
n = 10_007
rng = np.random.default_rng(13)
a = rng.integers(-1_000_000, 1_000_000, n, dtype=np.int32)
b = rng.integers(1, 1000, n, dtype=np.int32) * rng.choice(np.array([-1, 1], np.int32), n)
a[:4] = [0, -7, 7, 2_147_483_647]
b[:4] = [5, 2, -2, 1000]
f = rng.standard_normal(3 * n).astype(np.float32)
outs = {name: to_device(np.zeros(n, dt)) for name, dt in
        [("quot", np.int32), ("rem", np.int32), ("g", np.int32), ("mixed", np.int64),
         ("lo", np.float32), ("hi", np.float32)]}
d_a, d_b, d_f = to_device(a), to_device(b), to_device(f)
launch(function(module, "functions"), ((n + 127) // 128,), (128,),
       [ptr(d_a), ptr(d_b), ptr(outs["quot"]), ptr(outs["rem"]), ptr(outs["g"]),
        ptr(outs["mixed"]), ptr(d_f), ptr(outs["lo"]), ptr(outs["hi"]), i32(n)])

a64, b64 = a.astype(np.int64), b.astype(np.int64)
quot = np.sign(a64) * np.sign(b64) * (np.abs(a64) // np.abs(b64))
np.testing.assert_array_equal(from_device(outs["quot"], n, np.int32), quot)
np.testing.assert_array_equal(from_device(outs["rem"], n, np.int32), a64 - quot * b64)
np.testing.assert_array_equal(from_device(outs["g"], n, np.int32), np.gcd(a64, b64))
i = np.arange(n, dtype=np.int64)
mixed = a64 * 3 + (b64 << 20) - (a64 & 0x7FFF) * 5 + (b64 & 0xFF) + (a64 ^ i) + (-i) * b64
np.testing.assert_array_equal(from_device(outs["mixed"], n, np.int64), mixed)
f3 = f.reshape(n, 3)
np.testing.assert_array_equal(from_device(outs["lo"], n, np.float32), f3.min(axis=1))
np.testing.assert_array_equal(from_device(outs["hi"], n, np.float32), f3.max(axis=1))

x = rng.integers(-100, 101, n)
coef_a, coef_b, lo, hi = 3, -7, -5000, 20000
expected = np.clip(x * x * coef_a + x * coef_b + 1, lo, hi)
for kernel, dtype, wrap in [("apply_int", np.int32, i32), ("apply_float", np.float32, f32),
                            ("apply_double", np.float64, f64)]:
    d_x, d_y = to_device(x.astype(dtype)), to_device(np.zeros(n, dtype))
    launch(function(module, kernel), ((n + 255) // 256,), (256,),
           [ptr(d_x), ptr(d_y), wrap(coef_a), wrap(coef_b), wrap(lo), wrap(hi), i32(n)])
    np.testing.assert_array_equal(from_device(d_y, n, dtype), expected.astype(dtype),
                                  err_msg=kernel)
passed(f"{n} threads, templates for int/float/double")
