#!/usr/bin/env python3
"""Regenerate the committed NVRTC PTX of the compiler's test corpus (``tests/ptx/kernels/nvrtc``).

NVRTC compiles CUDA C++ to PTX without a GPU. It lives in its own virtual environment, never in
the project's::

    python3 -m venv /tmp/genvenv
    /tmp/genvenv/bin/pip install nvidia-cuda-nvrtc
    /tmp/genvenv/bin/python scripts/gen_nvrtc_ptx.py

Each source below becomes ``NAME.ptx`` (``--gpu-architecture=compute_75``). The tests read the
.ptx files and never need NVRTC.
"""

from __future__ import annotations

import ctypes
import glob
import os
import sys
from pathlib import Path

OUT = Path(__file__).resolve().parent.parent / "tests" / "ptx" / "kernels" / "nvrtc"

SOURCES = {
    "basic": r"""
__device__ __noinline__ float poly(float x, float a, float c) { return a * x * x + c; }

__device__ __noinline__ int classify(int x) {
  if (x < 0) return -1;
  if (x == 0) return 0;
  int steps = 0;
  while (x != 1) { x = (x & 1) ? 3 * x + 1 : x / 2; steps++; if (steps > 200) return 1000; }
  return steps;
}

extern "C" __global__ void vadd(const float* a, const float* b, float* c, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) c[i] = a[i] + b[i];
}

extern "C" __global__ void saxpy(float alpha, const float* x, float* y, int n) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x)
    y[i] = alpha * x[i] + y[i];
}

extern "C" __global__ void reduce_sum(const int* in, long long* out, int n) {
  __shared__ long long part[256];
  long long v = 0;
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x)
    v += in[i];
  part[threadIdx.x] = v;
  __syncthreads();
  for (int s = blockDim.x / 2; s > 0; s >>= 1) {
    if (threadIdx.x < s) part[threadIdx.x] += part[threadIdx.x + s];
    __syncthreads();
  }
  if (threadIdx.x == 0) atomicAdd((unsigned long long*)out, (unsigned long long)part[0]);
}

extern "C" __global__ void calls_math(const float* x, float* out, int* steps, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  out[i] = poly(x[i], 3.0f, 1.0f);
  steps[i] = classify(i);
}
""",
}


def _load_nvrtc() -> ctypes.CDLL:
    """The wheel puts the library under site-packages/nvidia/cu13/lib (older ones elsewhere)."""
    import nvidia

    roots = list(nvidia.__path__)
    for root in roots:
        for lib in sorted(glob.glob(os.path.join(root, "**", "libnvrtc.so*"), recursive=True)):
            if "builtins" not in lib:
                return ctypes.CDLL(lib)
    raise ImportError(f"libnvrtc.so not found under {roots}")


def compile_source(nvrtc: ctypes.CDLL, name: str, source: str) -> str:
    prog = ctypes.c_void_p()
    check(nvrtc, nvrtc.nvrtcCreateProgram(ctypes.byref(prog), source.encode(),
                                           f"{name}.cu".encode(), 0, None, None))
    opts = [b"--gpu-architecture=compute_75", b"-default-device"]
    argv = (ctypes.c_char_p * len(opts))(*opts)
    status = nvrtc.nvrtcCompileProgram(prog, len(opts), argv)
    size = ctypes.c_size_t()
    nvrtc.nvrtcGetProgramLogSize(prog, ctypes.byref(size))
    log = ctypes.create_string_buffer(size.value)
    nvrtc.nvrtcGetProgramLog(prog, log)
    if status != 0:
        raise RuntimeError(f"{name}: NVRTC failed:\n{log.value.decode()}")
    check(nvrtc, nvrtc.nvrtcGetPTXSize(prog, ctypes.byref(size)))
    ptx = ctypes.create_string_buffer(size.value)
    check(nvrtc, nvrtc.nvrtcGetPTX(prog, ptx))
    nvrtc.nvrtcDestroyProgram(ctypes.byref(prog))
    return ptx.value.decode()


def check(nvrtc: ctypes.CDLL, status: int) -> None:
    if status != 0:
        nvrtc.nvrtcGetErrorString.restype = ctypes.c_char_p
        raise RuntimeError(nvrtc.nvrtcGetErrorString(status).decode())


def main() -> int:
    try:
        nvrtc = _load_nvrtc()
    except ImportError:
        print(__doc__)
        return 1
    OUT.mkdir(parents=True, exist_ok=True)
    for name, source in SOURCES.items():
        (OUT / f"{name}.ptx").write_text(compile_source(nvrtc, name, source))
        print(f"wrote {OUT / name}.ptx")
    return 0


if __name__ == "__main__":
    sys.exit(main())
