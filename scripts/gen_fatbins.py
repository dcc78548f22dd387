#!/usr/bin/env python3
"""Regenerate the nvcc fatbinaries that the runtime tests load (tests/runtime/fatbins/).

    python scripts/gen_fatbins.py

Each is examples/kernels/vector_add.cu built with nvcc 13 -fatbin:
- zstd.fatbin: PTX for compute_75, nvcc's default compression (zstd);
- lz4.fatbin: the same with --compress-mode=speed (an LZ4 block);
- plain.fatbin: the same with --no-compress;
- sass.fatbin: only SASS for sm_75 (no PTX: zluda must refuse it);
- multi.fatbin: SASS for sm_75 and PTX for compute_75, compute_80 and compute_90.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SOURCE = ROOT / "examples" / "kernels" / "vector_add.cu"
OUT = ROOT / "tests" / "runtime" / "fatbins"
NVCC = "/usr/local/bin/nvcc"

BUILDS = {
    "zstd": ["-gencode", "arch=compute_75,code=compute_75"],
    "lz4": ["--compress-mode=speed", "-gencode", "arch=compute_75,code=compute_75"],
    "plain": ["--no-compress", "-gencode", "arch=compute_75,code=compute_75"],
    "sass": ["-gencode", "arch=compute_75,code=sm_75"],
    "multi": ["-gencode", "arch=compute_75,code=sm_75",
              "-gencode", "arch=compute_75,code=compute_75",
              "-gencode", "arch=compute_80,code=compute_80", "-gencode",
              "arch=compute_90,code=compute_90"],
}


def main() -> int:
    OUT.mkdir(parents=True, exist_ok=True)
    for name, flags in BUILDS.items():
        cmd = [NVCC, "-fatbin", *flags, str(SOURCE), "-o", str(OUT / f"{name}.fatbin")]
        print(" ".join(cmd))
        subprocess.run(cmd, check=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
