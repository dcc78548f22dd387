#!/usr/bin/env python3
"""Compile the conformance kernels that must come from Numba to PTX, in Numba's own virtual
environment (see scripts/gen_numba_ptx.py)::

    /tmp/genvenv/bin/python scripts/gen_conformance_numba.py

Writes ``conformance/kernels/numba_<name>.ptx`` (``compile_ptx(..., cc=(7, 5))``). Each array
argument becomes 7 kernel parameters: meminfo, parent, nitems, itemsize, data, shape, strides.
"""

from __future__ import annotations

import sys
from pathlib import Path

KERNELS = Path(__file__).resolve().parent.parent / "conformance" / "kernels"


def kernels(cuda, float32, int32):
    def clip_axpy(alpha, x, y, lo, hi):
        i = cuda.grid(1)
        if i < y.size:
            v = alpha * x[i] + y[i]
            y[i] = min(max(v, lo), hi)

    def block_sum(data, out):
        part = cuda.shared.array(128, int32)
        t = cuda.threadIdx.x
        i = cuda.grid(1)
        part[t] = data[i] if i < data.size else int32(0)
        cuda.syncthreads()
        s = 64
        while s > 0:
            if t < s:
                part[t] += part[t + s]
            cuda.syncthreads()
            s //= 2
        if t == 0:
            cuda.atomic.add(out, 0, part[0])

    f32 = float32[::1]
    i32 = int32[::1]
    return {
        "clip_axpy": (clip_axpy, (float32, f32, f32, float32, float32)),
        "block_sum": (block_sum, (i32, i32)),
    }


def main() -> int:
    try:
        from numba import cuda, float32, int32
    except ImportError:
        print(__doc__)
        return 1
    for name, (fn, sig) in kernels(cuda, float32, int32).items():
        ptx, _ = cuda.compile_ptx(fn, sig, cc=(7, 5))
        out = KERNELS / f"numba_{name}.ptx"
        out.write_text(ptx)
        print(f"wrote {out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
