"""All-pairs n-body step in f32: accelerations from all bodies through shared-memory tiles
(dynamic shared memory of float4, a partial last tile), softened with rsqrtf, then velocity and
position integration. Checked against an f64 reference computed from the same f32 inputs.

Tolerance, from the arithmetic: each term m * d * rsqrt(r2)^3 carries rsqrtf's 2 ulp (tripled by
the cube) plus a few roundings, and summing n terms in f32 adds at most n * eps relative to the sum
of the terms' magnitudes S; so |a - a_ref| <= (n + 16) * eps * S per component. The integration
adds a rounding or two on v and p (a few eps of their magnitude).
"""

import numpy as np
from _common import f32, from_device, function, i32, launch, load_ptx, passed, ptr, setup, to_device

setup()
kernel = function(load_ptx("nbody.ptx"), "nbody_step")
rng = np.random.default_rng(12)
EPS = float(np.finfo(np.float32).eps)
n, threads, dt, eps2 = 1000, 128, np.float32(0.01), np.float32(0.01)
pos = np.empty((n, 4), np.float32)
pos[:, :3] = rng.standard_normal((n, 3))
pos[:, 3] = rng.uniform(0.5, 2.0, n)
vel = np.zeros((n, 4), np.float32)
vel[:, :3] = rng.standard_normal((n, 3)) * 0.1
d_pos, d_vel, d_new = to_device(pos), to_device(vel), to_device(np.zeros((n, 4), np.float32))
launch(
    kernel,
    ((n + threads - 1) // threads,),
    (threads,),
    [ptr(d_pos), ptr(d_vel), ptr(d_new), i32(n), f32(dt), f32(eps2)],
    shared=threads * 16,
)
got_vel, got_pos = from_device(d_vel, (n, 4), np.float32), from_device(d_new, (n, 4), np.float32)

p = pos.astype(np.float64)
d = p[None, :, :3] - p[:, None, :3]  # d[i, j] = x_j - x_i
r2 = (d * d).sum(axis=2) + float(eps2)
terms = d * (p[None, :, 3] * r2**-1.5)[:, :, None]
acc, scale = terms.sum(axis=1), np.abs(terms).sum(axis=1)
tol_a = (n + 16) * EPS * scale
ref_vel = vel[:, :3] + acc * float(dt)
tol_v = tol_a * float(dt) + 4 * EPS * np.abs(ref_vel)
ref_pos = p[:, :3] + ref_vel * float(dt)
tol_p = tol_v * float(dt) + 4 * EPS * np.abs(ref_pos)
worst = 0.0
for name, got, ref, tol in [
    ("vel", got_vel[:, :3], ref_vel, tol_v),
    ("pos", got_pos[:, :3], ref_pos, tol_p),
]:
    err = np.abs(got - ref)
    assert np.all(err <= tol), f"{name}: max error/tolerance {np.max(err / tol)}"
    worst = max(worst, float(np.max(err / tol)))
np.testing.assert_array_equal(got_vel[:, 3], vel[:, 3])
np.testing.assert_array_equal(got_pos[:, 3], pos[:, 3])  # the mass is carried over
passed(f"{n} bodies, worst error {worst:.2g} of tolerance")
