"""llm.c adamw_kernel2: fused AdamW (moments via the fma-based lerp, bias correction, decoupled
weight decay) over 1M parameters, three consecutive steps with fresh gradients.

Checked per step against float64 references. m = lerp(g, m, b1) and v = lerp(g*g, v, b2) round
twice (and g*g once): v has like-signed terms (rtol 1e-6); m may cancel, so its error is bounded
by half an ulp of each of its two terms, |0.1 g| <= 0.05 and |m| <= 0.14 (atol 2e-8). The
parameter update is checked from the kernel's own m and v: about eight roundings on
|m / sqrt(v)| <= ~2, scaled by lr, plus the rounding of the parameter itself (atol lr * 4e-6,
rtol 2**-23). The references restart from the device values each step so that float32 rounding
does not accumulate.
"""

import numpy as np
from _common import f32, from_device, function, i64, launch, load_ptx, passed, ptr, setup, to_device

setup()
kernel = function(load_ptx("adamw_step.ptx"), "adamw_kernel2")
n = 1_000_003
rng = np.random.default_rng(2)
params = rng.standard_normal(n).astype(np.float32)
m = np.zeros(n, np.float32)
v = np.zeros(n, np.float32)
d_p, d_m, d_v = to_device(params), to_device(m), to_device(v)
lr, beta1, beta2, eps, wd = 1e-3, 0.9, 0.999, 1e-8, 0.01
f = np.float32
p_ref, m_ref, v_ref = params.astype(np.float64), np.zeros(n), np.zeros(n)
for step in range(1, 4):
    grads = (rng.standard_normal(n) * 0.1).astype(np.float32)
    d_g = to_device(grads)
    c1, c2 = 1.0 - beta1**step, 1.0 - beta2**step
    launch(kernel, ((n + 511) // 512,), (512,),
           [ptr(d_p), ptr(d_g), ptr(d_m), ptr(d_v), i64(n), f32(lr), f32(beta1), f32(beta2),
            f32(c1), f32(c2), f32(eps), f32(wd)])
    g = grads.astype(np.float64)
    b1, b2 = float(f(beta1)), float(f(beta2))
    m_ref = b1 * m_ref + (1 - b1) * g
    v_ref = b2 * v_ref + (1 - b2) * g * g
    got_m, got_v = from_device(d_m, n, np.float32), from_device(d_v, n, np.float32)
    got_p = from_device(d_p, n, np.float32)
    np.testing.assert_allclose(got_m, m_ref, rtol=0, atol=2e-8)
    np.testing.assert_allclose(got_v, v_ref, rtol=1e-6, atol=0)
    mhat = got_m.astype(np.float64) / float(f(c1))
    vhat = got_v.astype(np.float64) / float(f(c2))
    p_ref = p_ref - float(f(lr)) * (mhat / (np.sqrt(vhat) + float(f(eps)))
                                    + float(f(wd)) * p_ref)
    np.testing.assert_allclose(got_p, p_ref, rtol=2**-23, atol=lr * 4e-6)
    p_ref = got_p.astype(np.float64)
    m_ref, v_ref = got_m.astype(np.float64), got_v.astype(np.float64)
passed(f"{n} parameters, 3 steps")
