"""cupyx.scipy.sparse over zluda's libcusparse.so.12 (cupy-cuda13x, unmodified): a CSR matrix
times a vector and a dense matrix (SpMV, SpMM), sparse times sparse (SpGEMM), a sum (csrgeam2),
the transpose made CSC and back (Csr2cscEx2), to and from dense (SparseToDense, DenseToSparse),
COO sorted (coosort), a triangular solve (SpSM), ILU(0) (csrilu02) and a general solve
(cuSOLVER's csrlsvqr). Every result is checked
against SciPy."""

import cupy as cp
import cupyx.scipy.sparse as cps
import numpy as np
import scipy.sparse as sp
from cupyx.scipy.sparse import linalg as cpsl

rng = np.random.default_rng(11)
a = sp.random_array((300, 200), density=0.05, format="csr", rng=rng)
b = sp.random_array((200, 150), density=0.05, format="csr", rng=rng)
x = rng.standard_normal(200)
d = rng.standard_normal((200, 8))


def check(name, got, want, tol=1e-10):
    got = got.get() if hasattr(got, "get") else got
    got = got.toarray() if sp.issparse(got) else got
    want = want.toarray() if sp.issparse(want) else want
    np.testing.assert_allclose(got, want, rtol=tol, atol=tol)
    print("ok", name)


ga, gb = cps.csr_matrix(a), cps.csr_matrix(b)
check("spmv", ga @ cp.asarray(x), a @ x)
check("spmv-single", cps.csr_matrix(a.astype(np.float32)) @ cp.asarray(x, np.float32),
      (a @ x).astype(np.float32), 1e-4)
check("spmm", ga @ cp.asarray(d), a @ d)
check("spmv-transposed", ga.T @ cp.asarray(rng.standard_normal(300)).get() if False else
      ga.T @ cp.asarray(np.ones(300)), a.T @ np.ones(300))
check("spgemm", ga @ gb, a @ b)
check("add", ga + ga * 2, a * 3)
check("tocsc", ga.tocsc(), a.tocsc())
check("toarray", ga.toarray(), a.toarray())
check("from-dense", cps.csr_matrix(cp.asarray(a.toarray())), a)
coo = sp.coo_array(a)
order = rng.permutation(coo.nnz)
shuffled = cps.coo_matrix((cp.asarray(coo.data[order]), (cp.asarray(coo.row[order]),
                                                          cp.asarray(coo.col[order]))),
                          shape=coo.shape)
check("coo-tocsr", shuffled.tocsr(), a)
t = sp.csr_array(np.tril(rng.standard_normal((50, 50))) + 10 * np.eye(50))
rhs = rng.standard_normal(50)
check("spsolve_triangular", cpsl.spsolve_triangular(cps.csr_matrix(t), cp.asarray(rhs)),
      np.linalg.solve(t.toarray(), rhs), 1e-9)
# a general sparse solve (cusolverSp csrlsvqr)
general = sp.csr_array(sp.random_array((40, 40), density=0.1, rng=rng) + 4 * sp.eye_array(40))
rhs = rng.standard_normal(40)
check("spsolve", cpsl.spsolve(cps.csr_matrix(general), cp.asarray(rhs)),
      np.linalg.solve(general.toarray(), rhs), 1e-9)
# ILU(0) on the device (cusparse csrilu02); on a tridiagonal matrix it is the exact LU
tri = sp.diags([np.full(59, -1.0), np.full(60, 4.0), np.full(59, -1.0)], [-1, 0, 1],
               format="csr")
rhs = rng.standard_normal(60)
check("spilu", cpsl.spilu(cps.csr_matrix(tri), fill_factor=1).solve(cp.asarray(rhs)),
      np.linalg.solve(tri.toarray(), rhs), 1e-9)
print("PASS")
