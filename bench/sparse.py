"""cuSPARSE on the CPU device: zluda's libcusparse.so.12 (called with ctypes, as a C program
calls it; each call synchronized) against the library under it, SciPy's sparse arrays, called
directly on the same device memory: SpMV (y = A x) of a CSR matrix of about a million nonzeros,
in f64 and f32, and SpGEMM (A A) of a smaller one (SciPy's product with its column indices
sorted, as cuSPARSE gives them). Milliseconds, best of a few runs, and ours
over the direct call's speed."""

from __future__ import annotations

import ctypes

import numpy as np

from .fft import _best, _row
from .translation import check, driver

CSR, I32, ZERO_BASE = 1, 2, 0  # CUSPARSE_FORMAT_CSR, CUSPARSE_INDEX_32I, CUSPARSE_INDEX_BASE_ZERO
TYPES = {np.float64: 1, np.float32: 0}  # CUDA_R_64F, CUDA_R_32F


def _matrix(rows: int, per_row: int, seed: int):
    import scipy.sparse as sp

    rng = np.random.default_rng(seed)
    a = sp.random_array((rows, rows), density=per_row / rows, format="csr", rng=rng)
    a.sort_indices()
    return a


def run(quick: bool = False) -> list[str]:
    import scipy.sparse as sp
    from zluda.libraries import LIB_DIR
    from zluda.libraries.common.memory import raw

    cuda = driver()
    repeats = 3 if quick else 7
    lib = ctypes.CDLL(str(LIB_DIR / "libcusparse.so.12"))
    P = ctypes.c_void_p
    handle = P()
    assert lib.cusparseCreate(ctypes.byref(handle)) == 0
    lines = ["## sparse: zluda's cuSPARSE on the CPU device", "",
             "Under it: SciPy's sparse arrays (their compiled sparsetools), called directly on"
             f" the same device memory in the right column. ms, best of {repeats}, each call"
             " synchronized.", "",
             "| call | zluda ms | direct ms | ours / direct |", "|---|---|---|---|"]
    freed = []

    def put(array: np.ndarray) -> int:
        p = int(check(cuda, cuda.cuMemAlloc(max(array.nbytes, 1))))
        check(cuda, cuda.cuMemcpyHtoD(p, array, array.nbytes))
        freed.append(p)
        return p

    def view(p: int, count: int, dtype) -> np.ndarray:
        return raw(p, count * np.dtype(dtype).itemsize).view(dtype)

    def described(a, dtype) -> tuple[P, tuple]:
        arrays = (put(a.indptr.astype(np.int32)), put(a.indices.astype(np.int32)),
                  put(a.data.astype(dtype)))
        descr = P()
        assert lib.cusparseCreateCsr(ctypes.byref(descr), ctypes.c_int64(a.shape[0]),
                                     ctypes.c_int64(a.shape[1]), ctypes.c_int64(a.nnz),
                                     *(P(x) for x in arrays), I32, I32, ZERO_BASE,
                                     TYPES[dtype]) == 0
        device = sp.csr_array((view(arrays[2], a.nnz, dtype), view(arrays[1], a.nnz, np.int32),
                               view(arrays[0], a.shape[0] + 1, np.int32)), shape=a.shape,
                              copy=False)
        return descr, device

    rows = 1 << (17 if quick else 20)
    a = _matrix(rows, 1, 1) if quick else _matrix(rows // 8, 8, 1)  # 2^20 nonzeros (--quick: 2^17)
    def spmv_row(dtype) -> str:
        descr, device_a = described(a, dtype)
        n = a.shape[0]
        px, py = put(np.ones(n, dtype)), put(np.zeros(n, dtype))
        vx, vy = P(), P()
        assert lib.cusparseCreateDnVec(ctypes.byref(vx), ctypes.c_int64(n), P(px),
                                       TYPES[dtype]) == 0
        assert lib.cusparseCreateDnVec(ctypes.byref(vy), ctypes.c_int64(n), P(py),
                                       TYPES[dtype]) == 0
        one, zero = np.ones(1, dtype), np.zeros(1, dtype)

        def ours():
            assert lib.cusparseSpMV(handle, 0, P(one.ctypes.data), descr, vx,
                                    P(zero.ctypes.data), vy, TYPES[dtype], 0, None) == 0
            cuda.cuCtxSynchronize()

        x = view(px, n, dtype)
        row = _row(f"SpMV, {a.nnz:,} nonzeros ({np.dtype(dtype).name})", _best(ours, repeats),
                   _best(lambda: device_a @ x, repeats))
        assert np.allclose(view(py, n, dtype), device_a @ x, rtol=1e-4)
        lib.cusparseDestroyDnVec(vx)
        lib.cusparseDestroyDnVec(vy)
        lib.cusparseDestroySpMat(descr)
        return row

    lines += [spmv_row(np.float64), spmv_row(np.float32)]
    b = _matrix(1 << (13 if quick else 15), 8, 2)
    descr, device_b = described(b, np.float64)
    m = b.shape[0]
    plan, c = P(), P()
    offsets = put(np.zeros(m + 1, np.int32))
    assert lib.cusparseSpGEMM_createDescr(ctypes.byref(plan)) == 0
    one, zero = np.ones(1), np.zeros(1)

    def ours_spgemm():
        assert lib.cusparseCreateCsr(ctypes.byref(c), ctypes.c_int64(m), ctypes.c_int64(m),
                                     ctypes.c_int64(0), P(offsets), None, None, I32, I32,
                                     ZERO_BASE, 1) == 0
        args = (handle, 0, 0, P(one.ctypes.data), descr, descr, P(zero.ctypes.data), c, 1, 0,
                plan)
        size = ctypes.c_size_t()
        buffers = []
        for phase in (lib.cusparseSpGEMM_workEstimation, lib.cusparseSpGEMM_compute):
            assert phase(*args, ctypes.byref(size), None) == 0
            buffers.append(int(check(cuda, cuda.cuMemAlloc(size.value))))
            assert phase(*args, ctypes.byref(size), P(buffers[-1])) == 0
        nnz = ctypes.c_int64()
        r, k = ctypes.c_int64(), ctypes.c_int64()
        lib.cusparseSpMatGetSize(c, ctypes.byref(r), ctypes.byref(k), ctypes.byref(nnz))
        for size_ in (4 * nnz.value, 8 * nnz.value):
            buffers.append(int(check(cuda, cuda.cuMemAlloc(size_))))
        lib.cusparseCsrSetPointers(c, P(offsets), P(buffers[-2]), P(buffers[-1]))
        assert lib.cusparseSpGEMM_copy(*args) == 0
        cuda.cuCtxSynchronize()
        lib.cusparseDestroySpMat(c)
        for q in buffers:
            cuda.cuMemFree(q)

    def direct_spgemm():  # the same result: cuSPARSE's has each row's columns in order
        product = device_b @ device_b
        product.sort_indices()

    lines.append(_row(f"SpGEMM A A, {b.nnz:,} nonzeros (f64)", _best(ours_spgemm, repeats),
                      _best(direct_spgemm, repeats)))
    lib.cusparseSpGEMM_destroyDescr(plan)
    lib.cusparseDestroySpMat(descr)
    lib.cusparseDestroy(handle)
    for q in freed:
        cuda.cuMemFree(q)
    return lines
