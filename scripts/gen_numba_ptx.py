#!/usr/bin/env python3
"""Regenerate the committed Numba PTX of the compiler's test corpus (``tests/ptx/kernels/numba``).

Numba compiles Python kernels to PTX without a GPU. It lives in its own virtual environment, never
in the project's::

    python3 -m venv /tmp/genvenv
    /tmp/genvenv/bin/pip install "numba-cuda[cu13]"
    /tmp/genvenv/bin/python scripts/gen_numba_ptx.py

Each kernel below becomes ``NAME.ptx`` (``compile_ptx(..., cc=(7, 5))``). Each array argument
becomes 7 kernel parameters (meminfo, parent, nitems, itemsize, data, shape, strides). The tests
read the .ptx files and never need Numba.
"""

from __future__ import annotations

import math
import sys
from pathlib import Path

OUT = Path(__file__).resolve().parent.parent / "tests" / "ptx" / "kernels" / "numba"


def kernels(cuda, float32):
    def vadd(a, b, c):
        i = cuda.grid(1)
        if i < c.size:
            c[i] = a[i] + b[i]

    def saxpy(alpha, x, y):
        i = cuda.grid(1)
        if i < y.size:
            y[i] = alpha * x[i] + y[i]

    def reduce(data, out):
        part = cuda.shared.array(128, float32)
        t = cuda.threadIdx.x
        i = cuda.grid(1)
        part[t] = data[i] if i < data.size else float32(0)
        cuda.syncthreads()
        s = 64
        while s > 0:
            if t < s:
                part[t] += part[t + s]
            cuda.syncthreads()
            s //= 2
        if t == 0:
            out[cuda.blockIdx.x] = part[0]

    def math_(x, out):
        i = cuda.grid(1)
        if i < x.size:
            out[i] = math.sin(x[i]) + math.exp(x[i] / float32(4))

    arr = float32[::1]
    return {
        "vadd": (vadd, (arr, arr, arr)),
        "saxpy": (saxpy, (float32, arr, arr)),
        "reduce": (reduce, (arr, arr)),
        "math": (math_, (arr, arr)),
    }


def main() -> int:
    try:
        from numba import cuda, float32
    except ImportError:
        print(__doc__)
        return 1
    OUT.mkdir(parents=True, exist_ok=True)
    for name, (fn, sig) in kernels(cuda, float32).items():
        ptx, _ = cuda.compile_ptx(fn, sig, cc=(7, 5))
        (OUT / f"{name}.ptx").write_text(ptx)
        print(f"wrote {OUT / name}.ptx")
    return 0


if __name__ == "__main__":
    sys.exit(main())
