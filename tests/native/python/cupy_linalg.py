"""CuPy's linear algebra that goes through cuSOLVER and cuBLAS's LU (cupy-cuda13x, unmodified,
over zluda's libcusolver.so.12 and libcublas.so.13): solve, inv, det, cholesky, qr, svd, eigh,
eigvalsh, eig and eigvals (cusolverDnXgeev), on f32, f64 and c128, and batched solve and
cholesky. Every result is checked against NumPy."""

import cupy as cp
import numpy as np

rng = np.random.default_rng(3)


def check(name, got, want, tol):
    np.testing.assert_allclose(cp.asnumpy(got), want, rtol=tol, atol=tol)
    print("ok", name)


for dtype, tol in ((np.float32, 2e-3), (np.float64, 1e-9), (np.complex128, 1e-9)):
    a = rng.standard_normal((9, 9)).astype(dtype)
    if np.dtype(dtype).kind == "c":
        a = a + 1j * rng.standard_normal((9, 9))
    b = rng.standard_normal((9, 3)).astype(dtype)
    spd = a @ a.conj().T + 9 * np.eye(9, dtype=dtype)
    hermitian = a + a.conj().T
    da, db = cp.asarray(a), cp.asarray(b)
    name = np.dtype(dtype).name
    check(f"solve-{name}", cp.linalg.solve(da, db), np.linalg.solve(a, b), tol)
    check(f"inv-{name}", cp.linalg.inv(da), np.linalg.inv(a), tol)
    check(f"det-{name}", cp.linalg.det(da), np.linalg.det(a), tol * 100)
    check(f"cholesky-{name}", cp.linalg.cholesky(cp.asarray(spd)), np.linalg.cholesky(spd), tol)
    q, r = cp.linalg.qr(da)
    check(f"qr-{name}", q @ r, a, tol)
    u, s, vh = cp.linalg.svd(da)
    check(f"svd-{name}", s, np.linalg.svd(a, compute_uv=False), tol)
    check(f"svd-product-{name}", (u * s) @ vh, a, tol * 10)
    w, v = cp.linalg.eigh(cp.asarray(hermitian))
    check(f"eigh-{name}", w, np.linalg.eigvalsh(hermitian), tol * 10)
    check(f"eigh-vectors-{name}", cp.asarray(hermitian) @ v, cp.asnumpy(v * w), tol * 10)
    check(f"eigvalsh-{name}", cp.linalg.eigvalsh(cp.asarray(hermitian)),
          np.linalg.eigvalsh(hermitian), tol * 10)
    w, v = cp.linalg.eig(da)
    check(f"eig-{name}", np.sort_complex(cp.asnumpy(w)), np.sort_complex(np.linalg.eigvals(a)),
          tol * 10)
    check(f"eig-vectors-{name}", da @ v, cp.asnumpy(v * w), tol * 10)
    check(f"eigvals-{name}", np.sort_complex(cp.asnumpy(cp.linalg.eigvals(da))),
          np.sort_complex(np.linalg.eigvals(a)), tol * 10)
batch = rng.standard_normal((4, 5, 5))
rhs = rng.standard_normal((4, 5, 2))
check("solve-batched", cp.linalg.solve(cp.asarray(batch), cp.asarray(rhs)),
      np.linalg.solve(batch, rhs), 1e-9)
spd_batch = batch @ batch.transpose(0, 2, 1) + 5 * np.eye(5)
check("cholesky-batched", cp.linalg.cholesky(cp.asarray(spd_batch)),
      np.linalg.cholesky(spd_batch), 1e-9)
print("PASS")
