"""Black-Scholes call and put prices in f32 (expf, logf, sqrtf, erff) and f64 (exp, log, sqrt, erf),
against a reference in Python's math (f64, correctly rounded to within an ulp) on the same inputs.

Tolerances follow CUDA's documented maximum errors (Programming Guide, "Mathematical Functions"):
expf 2 ulp, logf 1 ulp, erff 2 ulp, sqrtf and IEEE division 0 ulp; exp, log 1 ulp, erf 2 ulp in f64.
With sigma * sqrt(T) >= 0.1 the rounding errors (a few ulp relative) of log(S/K) and the other
terms are amplified at most ~10x in d1 and d2, the density scales them by <= 0.4, and the prices are
sums of terms of magnitude <= S + K; so |price - ref| <= 64 * eps * (S + K) is a bound with margin,
for eps of the type (about 7.6e-6 * (S + K) in f32, 1.4e-14 * (S + K) in f64).
"""

import math

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
module = load_ptx("black_scholes.ptx")
rng = np.random.default_rng(13)
n, r, sigma = 40_000, 0.02, 0.3
S = rng.uniform(5.0, 100.0, n)
K = S * rng.uniform(0.5, 1.5, n)
T = rng.uniform(0.25, 5.0, n)
K[:5] = S[:5]  # at the money: log(S/K) == 0


def reference(s, k, t, r, sigma):
    call, put = np.empty(len(s)), np.empty(len(s))
    for i, (si, ki, ti) in enumerate(zip(s.tolist(), k.tolist(), t.tolist())):
        sq = math.sqrt(ti)
        d1 = (math.log(si / ki) + (r + 0.5 * sigma * sigma) * ti) / (sigma * sq)
        d2 = d1 - sigma * sq
        nd1, nd2 = 0.5 * math.erfc(-d1 / math.sqrt(2)), 0.5 * math.erfc(-d2 / math.sqrt(2))
        disc = ki * math.exp(-r * ti)
        call[i] = si * nd1 - disc * nd2
        put[i] = disc * (0.5 * math.erfc(d2 / math.sqrt(2))) - si * (
            0.5 * math.erfc(d1 / math.sqrt(2))
        )
    return call, put


worst = {}
for dtype, name, scalar in [
    (np.float32, "black_scholes_f32", f32),
    (np.float64, "black_scholes_f64", f64),
]:
    s, k, t = S.astype(dtype), K.astype(dtype), T.astype(dtype)
    d_call, d_put = to_device(np.zeros(n, dtype)), to_device(np.zeros(n, dtype))
    launch(
        function(module, name),
        ((n + 127) // 128,),
        (128,),
        [
            ptr(to_device(s)),
            ptr(to_device(k)),
            ptr(to_device(t)),
            scalar(dtype(r)),
            scalar(dtype(sigma)),
            ptr(d_call),
            ptr(d_put),
            i32(n),
        ],
    )
    ref_call, ref_put = reference(
        s.astype(np.float64),
        k.astype(np.float64),
        t.astype(np.float64),
        float(dtype(r)),
        float(dtype(sigma)),
    )
    tol = 64 * float(np.finfo(dtype).eps) * (s.astype(np.float64) + k)
    for label, got, ref in [
        ("call", from_device(d_call, n, dtype), ref_call),
        ("put", from_device(d_put, n, dtype), ref_put),
    ]:
        err = np.abs(got.astype(np.float64) - ref)
        assert np.all(err <= tol), f"{name} {label}: max error/tolerance {np.max(err / tol):.3g}"
        worst[name] = max(worst.get(name, 0.0), float(np.max(err / tol)))
        assert np.all(got >= -tol), f"{name} {label}: negative price"
f32_worst, f64_worst = worst["black_scholes_f32"], worst["black_scholes_f64"]
passed(f"{n} options, worst error/tolerance f32 {f32_worst:.2g}, f64 {f64_worst:.2g}")
