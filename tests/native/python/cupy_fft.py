"""CuPy's FFTs over zluda's libcufft.so.12 (cupy-cuda13x, unmodified): fft, ifft, rfft, irfft,
fft2, rfft2, fftn over chosen axes, irfftn, in single and double precision, batched over rows,
and a plan from cupyx.scipy.fftpack reused. Every result is checked against NumPy."""

import cupy as cp
import numpy as np
from cupyx.scipy import fftpack

rng = np.random.default_rng(5)
x = rng.standard_normal(1000) + 1j * rng.standard_normal(1000)
r = rng.standard_normal((64, 48))


def check(name, got, want, tol=1e-9):
    np.testing.assert_allclose(cp.asnumpy(got), want, rtol=tol, atol=tol * 100)
    print("ok", name)


check("fft", cp.fft.fft(cp.asarray(x)), np.fft.fft(x))
check("ifft", cp.fft.ifft(cp.asarray(x)), np.fft.ifft(x))
check("fft-single", cp.fft.fft(cp.asarray(x.astype(np.complex64))), np.fft.fft(x), 1e-4)
check("rfft", cp.fft.rfft(cp.asarray(r[0])), np.fft.rfft(r[0]))
check("irfft", cp.fft.irfft(cp.asarray(np.fft.rfft(r[0]))), r[0])
check("fft2", cp.fft.fft2(cp.asarray(r)), np.fft.fft2(r))
check("rfft2", cp.fft.rfft2(cp.asarray(r)), np.fft.rfft2(r))
check("fftn-axis-0", cp.fft.fftn(cp.asarray(r), axes=(0,)), np.fft.fftn(r, axes=(0,)))
check("rows", cp.fft.fft(cp.asarray(r), axis=1), np.fft.fft(r, axis=1))
check("irfftn", cp.fft.irfftn(cp.asarray(np.fft.rfftn(r))), r)
a = cp.asarray(x)
plan = fftpack.get_fft_plan(a)
for _ in range(2):
    check("planned", fftpack.fft(a, plan=plan), np.fft.fft(x))
print("PASS")
