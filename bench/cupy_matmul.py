"""CuPy's ``a @ b`` (f32) over zluda's libcublas.so.13 against ``numpy.matmul`` on the same
data, in one process: run by ``python -m bench blas`` under ``zluda run``. Prints
``n cupy_s numpy_s``."""

import sys
import time

import cupy as cp
import numpy as np


def best(fn, repeats=3):
    time.sleep(0.3)  # the other OpenBLAS's threads go to sleep first (see bench/blas.py)
    fn()
    times = []
    for _ in range(repeats):
        start = time.perf_counter()
        fn()
        times.append(time.perf_counter() - start)
    return min(times)


n = int(sys.argv[1])
rng = np.random.default_rng(0)
a, b = (rng.standard_normal((n, n)).astype(np.float32) for _ in range(2))
da, db = cp.asarray(a), cp.asarray(b)
got = cp.asnumpy(da @ db)
assert np.allclose(got[:16], a[:16] @ b, rtol=1e-3, atol=1e-2)


def on_cupy():
    da @ db
    cp.cuda.Stream.null.synchronize()


print(n, best(on_cupy), best(lambda: np.matmul(a, b)))
