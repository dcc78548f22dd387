"""CuPy's linear algebra that goes through cuBLAS (cupy-cuda13x, unmodified, over zluda's
libcublas.so.13): ``@`` on matrices of f32, f64, c128 and f16 (cublasSgemmEx/GemmEx and the
plain gemms), batched ``@`` (the strided batched gemms), ``dot``, ``einsum``, ``vdot`` and
``linalg.norm``. Every result is checked against NumPy."""

import cupy as cp
import numpy as np

rng = np.random.default_rng(11)


def check(name, got, want, **tol):
    np.testing.assert_allclose(cp.asnumpy(got), want, **(tol or {"rtol": 1e-5, "atol": 1e-6}))
    print("ok", name)


a = rng.standard_normal((65, 47)).astype(np.float32)
b = rng.standard_normal((47, 33)).astype(np.float32)
da, db = cp.asarray(a), cp.asarray(b)
check("matmul-f32", da @ db, a @ b, rtol=1e-4, atol=1e-4)
check("matmul-transposed", da.T @ cp.asarray(a), a.T @ a, rtol=1e-4, atol=1e-3)
check("dot", cp.dot(da, db), a @ b, rtol=1e-4, atol=1e-4)
d = rng.standard_normal((20, 30))
check("matmul-f64", cp.asarray(d) @ cp.asarray(d.T), d @ d.T, rtol=1e-10)
z = rng.standard_normal((9, 9)) + 1j * rng.standard_normal((9, 9))
check("matmul-c128", cp.asarray(z) @ cp.asarray(z), z @ z, rtol=1e-10)
h = rng.standard_normal((16, 24)).astype(np.float16)
check("matmul-f16", (cp.asarray(h) @ cp.asarray(h.T)).astype(cp.float32),
      h.astype(np.float32) @ h.T.astype(np.float32), rtol=2e-2, atol=0.1)
x, y = rng.standard_normal((4, 5, 6)), rng.standard_normal((4, 6, 3))
check("matmul-batched", cp.asarray(x) @ cp.asarray(y), x @ y, rtol=1e-10)
check("einsum", cp.einsum("bij,bjk->bik", cp.asarray(x), cp.asarray(y)),
      np.einsum("bij,bjk->bik", x, y), rtol=1e-10)
v = rng.standard_normal(1000)
check("vdot", cp.vdot(cp.asarray(v), cp.asarray(v)), np.vdot(v, v), rtol=1e-10)
check("norm", cp.linalg.norm(cp.asarray(v)), np.linalg.norm(v), rtol=1e-10)
print("PASS")
