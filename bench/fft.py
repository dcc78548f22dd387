"""cuFFT and cuSOLVER on the CPU device: zluda's libcufft.so.12 and libcusolver.so.12 (called
with ctypes, as a C program calls them; each call synchronized) against the library under each
called directly on the same device memory: ducc0's FFTs (a 2^20-point C2C transform, a 1024 x
1024 R2C) and OpenBLAS's LAPACK (an LU factorization, getrf, of n = 2048). Milliseconds, best
of a few runs, and ours over the direct call's speed."""

from __future__ import annotations

import ctypes
import time

import numpy as np

from .translation import check, driver


def _best(fn, repeats: int) -> float:
    fn()
    times = []
    for _ in range(repeats):
        start = time.perf_counter()
        fn()
        times.append(time.perf_counter() - start)
    return min(times)


def _row(name: str, ours: float, direct: float) -> str:
    return f"| {name} | {ours * 1e3:.1f} | {direct * 1e3:.1f} | {direct / ours:.0%} |"


def run(quick: bool = False) -> list[str]:
    from zluda.libraries import LIB_DIR
    from zluda.libraries.common.memory import matrix, raw
    from zluda.libraries.cufft.ducc import DuccProvider
    from zluda.libraries.cusolver.lapacke import LapackeProvider

    cuda = driver()
    repeats = 3 if quick else 5
    cufft = ctypes.CDLL(str(LIB_DIR / "libcufft.so.12"))
    cusolver = ctypes.CDLL(str(LIB_DIR / "libcusolver.so.12"))
    ducc = DuccProvider().load()
    lines = ["## fft: zluda's cuFFT and cuSOLVER on the CPU device", "",
             f"Under them: ducc0 ({ducc.threads} threads) and OpenBLAS's LAPACK, called directly"
             " on the same device memory in the right column. ms, best of"
             f" {repeats}, each call synchronized.", "",
             "| call | zluda ms | direct ms | ours / direct |", "|---|---|---|---|"]
    n = 1 << (18 if quick else 20)
    data = (np.random.default_rng(1).standard_normal(2 * n)).astype(np.float32)
    p = int(check(cuda, cuda.cuMemAlloc(data.nbytes)))
    check(cuda, cuda.cuMemcpyHtoD(p, data, data.nbytes))
    plan = ctypes.c_int()
    assert cufft.cufftPlan1d(ctypes.byref(plan), n, 0x29, 1) == 0

    def ours():
        assert cufft.cufftExecC2C(plan, ctypes.c_void_p(p), ctypes.c_void_p(p), -1) == 0
        cuda.cuCtxSynchronize()

    view = raw(p, 8 * n).view(np.complex64)[None, :]
    lines.append(_row(f"C2C, {n:,} points (in place)", _best(ours, repeats), _best(
        lambda: ducc.transform(True, True, view, view, (1,), True, n), repeats)))
    check(cuda, cuda.cuMemcpyHtoD(p, data, data.nbytes))  # one transform each way: the same
    ours()
    got = view.copy()
    check(cuda, cuda.cuMemcpyHtoD(p, data, data.nbytes))
    ducc.transform(True, True, view, view, (1,), True, n)
    assert np.allclose(got, view, rtol=1e-4, atol=1e-2)
    side = 512 if quick else 1024
    real = int(check(cuda, cuda.cuMemAlloc(4 * side * side)))
    spectrum = int(check(cuda, cuda.cuMemAlloc(8 * side * (side // 2 + 1))))
    r2c = ctypes.c_int()
    assert cufft.cufftPlan2d(ctypes.byref(r2c), side, side, 0x2A) == 0

    def ours_r2c():
        assert cufft.cufftExecR2C(r2c, ctypes.c_void_p(real), ctypes.c_void_p(spectrum)) == 0
        cuda.cuCtxSynchronize()

    source = raw(real, 4 * side * side).view(np.float32).reshape(1, side, side)
    target = raw(spectrum, 8 * side * (side // 2 + 1)).view(np.complex64).reshape(
        1, side, side // 2 + 1)
    lines.append(_row(f"R2C, {side} x {side}", _best(ours_r2c, repeats), _best(
        lambda: ducc.transform(False, True, source, target, (1, 2), True, side), repeats)))
    size = 1024 if quick else 2048
    a = np.random.default_rng(2).standard_normal((size, size)) + size * np.eye(size)
    pa = int(check(cuda, cuda.cuMemAlloc(a.nbytes)))
    ipiv, info = (int(check(cuda, cuda.cuMemAlloc(8 * size))) for _ in range(2))
    handle = ctypes.c_void_p()
    assert cusolver.cusolverDnCreate(ctypes.byref(handle)) == 0
    lapack = LapackeProvider().load()

    def fill():
        check(cuda, cuda.cuMemcpyHtoD(pa, a, a.nbytes))

    def ours_lu():
        assert cusolver.cusolverDnDgetrf(handle, size, size, ctypes.c_void_p(pa), size, None,
                                         ctypes.c_void_p(ipiv), ctypes.c_void_p(info)) == 0
        cuda.cuCtxSynchronize()

    pivots = np.zeros(size, np.int64)

    def direct_lu():
        lapack.dgetrf(102, size, size, pa, size, pivots.ctypes.data)

    times = []
    for fn in (ours_lu, direct_lu):
        best = float("inf")
        for _ in range(repeats):
            fill()
            start = time.perf_counter()
            fn()
            best = min(best, time.perf_counter() - start)
        times.append(best)
    factors = []
    for fn in (ours_lu, direct_lu):  # the same factors, both ways
        fill()
        fn()
        factors.append(matrix(pa, size, size, size, np.float64).copy())
    assert np.allclose(factors[0], factors[1])
    lines.append(_row(f"cuSOLVER getrf, n = {size} (f64)", *times))
    cusolver.cusolverDnDestroy(handle)
    for q in (p, real, spectrum, pa, ipiv, info):
        cuda.cuMemFree(q)
    return lines
