"""llm.c layernorm_forward (warp per row): normalized output scaled by weight and shifted by bias,
plus the saved per-row mean and rstd (1 / sqrt(var + 1e-5)), for B*T = 777 rows of C = 768.

Reference in float64 from the same float32 inputs. Each lane sums 24 terms and the warp tree adds
5 levels: about 30 roundings of relative size 2**-24 on the mean (the rows have offsets 1..3 and
scales 0.5..2, so sum |x| <= ~2 |sum x|) and on the variance (like-signed terms); rsqrtf adds
2 ulp. That bounds mean and rstd by rtol 4e-6. The output z * w + b with |z| <= ~5 standard
deviations inherits those errors (the mean's scaled by rstd <= 2) plus four roundings: atol 5e-5."""

import numpy as np
from _common import from_device, function, i32, launch, load_ptx, passed, ptr, setup, to_device

setup()
kernel = function(load_ptx("layernorm_forward.ptx"), "layernorm_forward")
N, C = 777, 768
rng = np.random.default_rng(3)
offsets = rng.uniform(1.0, 3.0, (N, 1))
scales = rng.uniform(0.5, 2.0, (N, 1))
x = (rng.standard_normal((N, C)) * scales + offsets).astype(np.float32)
w = rng.uniform(0.5, 1.5, C).astype(np.float32)
b = rng.uniform(-0.5, 0.5, C).astype(np.float32)
d_out = to_device(np.zeros((N, C), np.float32))
d_mean, d_rstd = to_device(np.zeros(N, np.float32)), to_device(np.zeros(N, np.float32))
d_x, d_w, d_b = to_device(x), to_device(w), to_device(b)
launch(kernel, ((N + 3) // 4,), (128,),
       [ptr(d_out), ptr(d_mean), ptr(d_rstd), ptr(d_x), ptr(d_w), ptr(d_b), i32(N), i32(C)])
out = from_device(d_out, (N, C), np.float32)
mean = from_device(d_mean, N, np.float32)
rstd = from_device(d_rstd, N, np.float32)

x64 = x.astype(np.float64)
m = x64.mean(axis=1)
s = 1.0 / np.sqrt(((x64 - m[:, None]) ** 2).mean(axis=1) + np.float64(np.float32(1e-5)))
ref = s[:, None] * (x64 - m[:, None]) * w + b
np.testing.assert_allclose(mean, m, rtol=4e-6, atol=0)
np.testing.assert_allclose(rstd, s, rtol=4e-6, atol=0)
np.testing.assert_allclose(out, ref, rtol=0, atol=5e-5)
passed(f"{N} rows x {C} channels")
