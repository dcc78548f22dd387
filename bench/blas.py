"""cuBLAS on the CPU device: zluda's libcublas.so.13 against the BLAS library under it.

- Matrix products (``cublasSgemm``, ``cublasDgemm``, ``cublasGemmEx`` with f16 inputs and an f32
  result) at n = 256 ... 4096, through libcublas (called with ctypes in this process, as a C
  program calls it; each call synchronized), against the same OpenBLAS (scipy-openblas64) called
  directly on the same device memory, and against ``numpy.matmul`` (NumPy's own OpenBLAS
  build) on host copies. For f16, NumPy has no BLAS: its row converts to f32 first, as a NumPy
  user would. GFLOP/s; the ratio is ours over the direct call.
- The overhead of a small call: ``cublasSgemm`` at n = 16, queued (N calls, one wait), against
  an empty kernel's ``cuLaunchKernel`` queued the same way, µs per call, both from a C program
  through zluda's libcublas.so.13 and libcuda.so.1 (bench/native/blas_calls.c), the medians
  of several runs.
- CuPy's ``a @ b`` at n = 2048 (f32) under ``zluda run`` against ``numpy.matmul`` on the same
  data (bench/cupy_matmul.py).
"""

from __future__ import annotations

import statistics
import time

import numpy as np

from .native_program import run_native
from .translation import PTX, check, driver

SETTLE_S = 0.3  # an OpenBLAS's threads spin for ~0.1 s after their work: NumPy's and ours


def _best(fn, repeats: int) -> float:
    """The fastest of ``repeats`` runs, after the other library's threads have gone to sleep
    (two OpenBLAS builds' spinning threads on 2 cores would halve each other)."""
    time.sleep(SETTLE_S)
    fn()  # warm up
    times = []
    for _ in range(repeats):
        start = time.perf_counter()
        fn()
        times.append(time.perf_counter() - start)
    return min(times)


def _library():
    from tests.libraries.blas import CUBLAS, handle, scalar

    return CUBLAS, handle, scalar


def _products(cuda, quick: bool) -> list[str]:
    from zluda.libraries.cublas.openblas import OpenBlasProvider
    from zluda.libraries.cublas.status import C

    cublas, make_handle, scalar = _library()
    blas = OpenBlasProvider().load()
    h = make_handle()
    stream = check(cuda, cuda.cuStreamCreate(0))
    assert cublas.cublasSetStream_v2(h, int(stream)) == 0
    sizes = (256, 1024) if quick else (256, 1024, 2048, 4096)
    lines = ["| product | n | zluda cuBLAS GFLOP/s | OpenBLAS direct GFLOP/s | numpy.matmul GFLOP/s"
             " | ours / direct |", "|---|---|---|---|---|---|"]
    for name, dtype in (("Sgemm (f32)", np.float32), ("Dgemm (f64)", np.float64),
                        ("GemmEx (f16 in, f32 out)", np.float16)):
        for n in sizes:
            repeats = 3 if n >= 2048 or quick else 5 if n >= 1024 else 40
            rng = np.random.default_rng(n)
            a, b = (rng.standard_normal((n, n)).astype(dtype) for _ in range(2))
            pa, pb = (check(cuda, cuda.cuMemAlloc(x.nbytes)) for x in (a, b))
            out = np.float64 if dtype is np.float64 else np.float32
            pc = check(cuda, cuda.cuMemAlloc(n * n * np.dtype(out).itemsize))
            for p, x in ((pa, a), (pb, b)):
                check(cuda, cuda.cuMemcpyHtoD(p, np.ascontiguousarray(x.T), x.nbytes))
            one, zero = scalar(1, out), scalar(0, out)
            if dtype is np.float16:
                def ours(pa=pa, pb=pb, pc=pc, n=n, one=one, zero=zero):
                    cublas.cublasGemmEx(h, 0, 0, n, n, n, one, int(pa), C.CUDA_R_16F, n,
                                        int(pb), C.CUDA_R_16F, n, zero, int(pc), C.CUDA_R_32F,
                                        n, C.CUBLAS_COMPUTE_32F, -1)
                    cuda.cuStreamSynchronize(stream)

                af, bf = a.astype(np.float32), b.astype(np.float32)
                direct_fn = None

                def host(a=a, b=b):
                    np.matmul(a.astype(np.float32), b.astype(np.float32))
            else:
                gemm = cublas.cublasSgemm_v2 if dtype is np.float32 else cublas.cublasDgemm_v2
                raw = blas.sgemm if dtype is np.float32 else blas.dgemm

                def ours(gemm=gemm, pa=pa, pb=pb, pc=pc, n=n, one=one, zero=zero):
                    gemm(h, 0, 0, n, n, n, one, int(pa), n, int(pb), n, zero, int(pc), n)
                    cuda.cuStreamSynchronize(stream)

                def direct_fn(raw=raw, pa=pa, pb=pb, pc=pc, n=n):
                    raw(102, 111, 111, n, n, n, 1.0, int(pa), n, int(pb), n, 0.0, int(pc), n)

                af, bf = a, b

                def host(af=af, bf=bf):
                    np.matmul(af, bf)
            flops = 2.0 * n ** 3 / 1e9
            t_ours = _best(ours, repeats)
            got = np.zeros((n, n), out)
            check(cuda, cuda.cuMemcpyDtoH(got, pc, got.nbytes))
            expected = af.astype(np.float64)[:64] @ bf.astype(np.float64)
            assert np.allclose(got.T[:64], expected, rtol=1e-2, atol=1e-2 * np.sqrt(n)), name
            t_direct = _best(direct_fn, repeats) if direct_fn else None
            t_host = _best(host, repeats)
            direct = f"{flops / t_direct:.1f}" if t_direct else "— (no f16 GEMM)"
            ratio = f"{t_direct / t_ours:.0%}" if t_direct else "—"
            lines.append(f"| {name} | {n} | {flops / t_ours:.1f} | {direct} |"
                         f" {flops / t_host:.1f} | {ratio} |")
            for p in (pa, pb, pc):
                cuda.cuMemFree(p)
    cublas.cublasDestroy_v2(h)
    return lines


def _small_calls(quick: bool) -> list[str]:
    """A C program's queued n = 16 cublasSgemm against its queued cuLaunchKernel of an empty
    kernel, both through zluda's C libraries (bench/native/blas_calls.c), as a program calls
    them."""
    from zluda.abi import cublas as abi

    header = abi.TYPES + "\n".join(proto for proto, _, _ in abi.FUNCTIONS.values()) + "\n"
    samples = {"gemm": [], "launch": []}
    for _ in range(3 if quick else 5):
        out = run_native("blas_calls", [str(PTX), "200" if quick else "1000", "7"],
                         libraries=("cublas", "cuda"), headers={"cublas_api.h": header})
        if isinstance(out, str):
            return [f"(the C program did not run: {out})"]
        words = out[0].split()
        samples["gemm"].append(float(words[1]))
        samples["launch"].append(float(words[3]))
    g, k = statistics.median(samples["gemm"]), statistics.median(samples["launch"])
    return ["| queued call, from C | µs per call |", "|---|---|",
            "| cublasSgemm, n = 16 (libcublas.so.13) | " + f"{g:.1f} |",
            f"| cuLaunchKernel, empty kernel (libcuda.so.1) | {k:.1f} |",
            f"| difference (goal: +5 µs at most) | {g - k:+.1f} |"]


def _cupy(quick: bool) -> list[str]:
    """CuPy's ``a @ b`` under zluda run, against numpy.matmul in the same process."""
    import importlib.util
    import subprocess
    import sys
    from pathlib import Path

    if importlib.util.find_spec("cupy") is None:
        return ["(CuPy is not installed: pip install -e .[test])"]
    n = 1024 if quick else 2048
    script = Path(__file__).with_name("cupy_matmul.py")
    done = subprocess.run([sys.executable, "-m", "zluda", "run", str(script), str(n)],
                          capture_output=True, text=True, timeout=900)
    if done.returncode:
        return [f"(CuPy's matmul failed: {(done.stderr or done.stdout).strip()[-300:]})"]
    _, ours, numpy_s = done.stdout.split()[-3:]
    flops = 2.0 * n ** 3 / 1e9
    return ["| n | CuPy `a @ b` GFLOP/s | numpy.matmul GFLOP/s | CuPy / NumPy |",
            "|---|---|---|---|",
            f"| {n} | {flops / float(ours):.1f} | {flops / float(numpy_s):.1f} |"
            f" {float(numpy_s) / float(ours):.0%} |"]


def run(quick: bool = False) -> list[str]:
    cuda = driver()
    from zluda.libraries.cublas.openblas import OpenBlasProvider

    version = OpenBlasProvider().load().version
    lines = ["## blas: zluda's cuBLAS on the CPU device", "",
             f"Under it: {version}. NumPy {np.__version__}'s matmul uses its own OpenBLAS"
             " build. Best of several runs, each call synchronized.", ""]
    lines += _products(cuda, quick)
    lines += ["", "### Small calls", ""]
    lines += _small_calls(quick)
    lines += ["", "### CuPy (f32) under zluda run", ""]
    lines += _cupy(quick)
    return lines

