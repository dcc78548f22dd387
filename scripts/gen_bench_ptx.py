#!/usr/bin/env python3
"""Generate bench/kernels/large.cu (many kernels from templates) and its PTX with nvcc 13.

    python scripts/gen_bench_ptx.py

The PTX (over 1 MB) is the "large real module" of the JIT-compile benchmark.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

OUT = Path(__file__).resolve().parent.parent / "bench" / "kernels"

TEMPLATE = r"""
template <typename T, int UNROLL>
__device__ T combine(T a, T b, int op) {
  switch (op & 3) {
    case 0: return a + b;
    case 1: return a * b + T(1);
    case 2: return a > b ? a - b : b - a;
    default: return a / (b + T(3));
  }
}

template <typename T, int UNROLL, int OP>
__global__ void stencil_reduce(const T* __restrict__ in, T* __restrict__ out, int n, T scale) {
  __shared__ T tile[256 + 2];
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  tile[threadIdx.x + 1] = i < n ? in[i] : T(0);
  if (threadIdx.x == 0) tile[0] = i > 0 ? in[i - 1] : T(0);
  if (threadIdx.x == blockDim.x - 1) tile[blockDim.x + 1] = i + 1 < n ? in[i + 1] : T(0);
  __syncthreads();
  T acc = T(0);
#pragma unroll
  for (int u = 0; u < UNROLL; ++u)
    acc = combine<T, UNROLL>(acc, tile[threadIdx.x + (u % 3)] * scale, OP + u);
  for (int o = 16; o > 0; o >>= 1) acc += __shfl_down_sync(0xffffffffu, acc, o);
  if ((threadIdx.x & 31) == 0) atomicAdd(out + (blockIdx.x % 64), acc);
}
"""


def source() -> str:
    lines = [TEMPLATE]
    n = 0
    for t in ("float", "double", "int", "unsigned int"):
        for unroll in (1, 2, 4, 8, 16, 24, 32):
            for op in range(12):
                lines.append(
                    f"template __global__ void stencil_reduce<{t}, {unroll}, {op}>"
                    f"(const {t}*, {t}*, int, {t});")
                n += 1
    return "\n".join(lines) + "\n"


def main() -> int:
    OUT.mkdir(parents=True, exist_ok=True)
    cu = OUT / "large.cu"
    cu.write_text(source())
    cmd = ["/usr/local/bin/nvcc", "-ptx", "-arch=sm_75", "-O3", str(cu), "-o",
           str(OUT / "large.ptx")]
    print(" ".join(cmd))
    subprocess.run(cmd, check=True)
    print(f"{(OUT / 'large.ptx').stat().st_size / 1e6:.2f} MB of PTX")
    return 0


if __name__ == "__main__":
    sys.exit(main())
