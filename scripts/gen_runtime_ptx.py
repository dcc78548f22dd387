#!/usr/bin/env python3
"""Regenerate the committed PTX of the runtime tests' kernels with nvcc 13.

    python scripts/gen_runtime_ptx.py       # every tests/runtime/kernels/*.cu

Each ``NAME.cu`` becomes ``NAME.ptx`` (``nvcc -ptx -arch=sm_75``; with ``-rdc=true`` where the
source has a ``// RDC`` line). The tests read the .ptx files and never need nvcc.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
KERNELS = ROOT / "tests" / "runtime" / "kernels"
NVCC = "/usr/local/bin/nvcc"


def main() -> int:
    for cu in sorted(KERNELS.glob("*.cu")):
        cmd = [NVCC, "-ptx", "-arch=sm_75", str(cu), "-o", str(cu.with_suffix(".ptx"))]
        if "// RDC" in cu.read_text():  # relocatable device code (dynamic parallelism)
            cmd.insert(1, "-rdc=true")
        print(" ".join(cmd))
        subprocess.run(cmd, check=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
