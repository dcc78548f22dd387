"""Tensor-core emulation on the CPU device: matrix products written with ``mma.sync`` and
``wmma`` (bench/cuda_kernels/tensor_cores.cu, nvcc's PTX) against the same products written with
plain multiply-adds in the same kernel shape, all through zluda in one run; and each tensor-core
kernel twice: as the device's target compiles it (the multiplicands cross lanes through the
warp's scratch) and with that turned off (``;off=matrix_scratch``: one warp shuffle per element,
as before). GFLOP/s (2*M*N*K per second), best of a few launches; every result is checked
against NumPy first."""

from __future__ import annotations

import ctypes
import time
from pathlib import Path

import numpy as np

from .translation import _device_target, check, driver

PTX = Path(__file__).resolve().parent / "cuda_kernels" / "tensor_cores.ptx"
# (tensor-core kernel, its plain multiply-add twin, inputs, what the row says)
CASES = (("mma_f16", "fma_f16", "f16", "mma.sync m16n8k16 .f16 -> .f32"),
         ("ldmatrix_f16", "fma_f16", "f16", "ldmatrix.x4 from shared, then mma.sync m16n8k16"),
         ("wmma_f16", "fma_f16", "f16", "wmma m16n16k16 .f16 -> .f32"),
         ("wmma_s8", "fma_s8", "s8", "wmma m16n16k16 .s8 -> .s32"))


class _Products:
    """The module loaded for one compiler target, and the inputs in device memory."""

    def __init__(self, target: str, size: int) -> None:
        from zluda.runtime.driver import DRIVER

        self.cuda = cuda = driver()
        DRIVER.devices[0].compiler_target = target
        self.module = check(cuda, cuda.cuModuleLoadData(PTX.read_bytes() + b"\0"))
        self.size = size
        rng = np.random.default_rng(0)
        shape = (size, size)  # A is M x K by rows; B is given by columns (N x K)
        self.inputs = {"f16": (rng.standard_normal(shape).astype(np.float16),
                               rng.standard_normal(shape).astype(np.float16)),
                       "s8": (rng.integers(-128, 128, shape, dtype=np.int8),
                              rng.integers(-128, 128, shape, dtype=np.int8))}
        self.device = {kind: [self._upload(x) for x in pair] for kind, pair in self.inputs.items()}
        self.out = check(cuda, cuda.cuMemAlloc(4 * size * size))

    def _upload(self, array: np.ndarray):
        pointer = check(self.cuda, self.cuda.cuMemAlloc(array.nbytes))
        check(self.cuda, self.cuda.cuMemcpyHtoD(pointer, array, array.nbytes))
        return pointer

    def expected(self, kind: str) -> np.ndarray:
        a, b = self.inputs[kind]
        wide = np.float32 if kind == "f16" else np.int32
        return a.astype(wide) @ b.astype(wide).T

    def gflops(self, name: str, kind: str, repeats: int) -> float:
        cuda, n = self.cuda, self.size
        kernel = check(cuda, cuda.cuModuleGetFunction(self.module, name.encode()))
        a, b = self.device[kind]
        params = ((a, b, self.out, n, n, n), (None, None, None, ctypes.c_int, ctypes.c_int,
                                               ctypes.c_int))

        def launch() -> None:  # a warp per 16 x 16 tile of D, 4 warps per block
            check(cuda, cuda.cuLaunchKernel(kernel, n // 64, n // 16, 1, 128, 1, 1, 0, 0,
                                            params, 0))
            check(cuda, cuda.cuCtxSynchronize())

        launch()  # the first launch also checks the result
        got = np.empty((n, n), np.float32 if kind == "f16" else np.int32)
        check(cuda, cuda.cuMemcpyDtoH(got, self.out, got.nbytes))
        expected = self.expected(kind)
        if kind == "f16":
            assert np.allclose(got, expected, rtol=1e-4, atol=1e-3), name
        else:
            assert np.array_equal(got, expected), name
        times = []
        for _ in range(repeats):
            start = time.perf_counter()
            launch()
            times.append(time.perf_counter() - start)
        return 2 * n ** 3 / min(times) / 1e9

    def close(self) -> None:
        cuda = self.cuda
        for pointer in [self.out, *sum(self.device.values(), [])]:
            check(cuda, cuda.cuMemFree(pointer))
        check(cuda, cuda.cuModuleUnload(self.module))


def run(quick: bool = False) -> list[str]:
    from zluda.ptx.targets import with_options

    size = 256 if quick else 512
    repeats = 2 if quick else 5
    full = _device_target()
    results: dict[str, dict[str, float]] = {}
    for label, target in (("scratch", full),
                          ("shuffles", with_options(full, off=("matrix_scratch",)))):
        products = _Products(target, size)
        results[label] = {name: products.gflops(name, kind, repeats)
                          for name, twin, kind, _ in CASES for name in (name, twin)}
        products.close()
    _Products(full, 16).close()  # the device's own target again, for what runs next
    lines = ["## tensor: tensor-core emulation on the CPU device", "",
             f"D = A * B, {size} x {size} x {size}, a warp per 16 x 16 tile; GFLOP/s, best of"
             f" {repeats}. The plain twin computes the same tile per warp with fma loops"
             " (bench/cuda_kernels/tensor_cores.cu).", "",
             "| product | through the scratch | by shuffles (before) | plain fma twin |"
             " scratch / twin |", "|---|---|---|---|---|"]
    for name, twin, _, what in CASES:
        fast, slow, plain = (results["scratch"][name], results["shuffles"][name],
                             results["scratch"][twin])
        lines.append(f"| {what} (`{name}`) | {fast:.2f} | {slow:.2f} | {plain:.2f} |"
                     f" {fast / plain:.2f}x |")
    return lines
