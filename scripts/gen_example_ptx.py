#!/usr/bin/env python3
"""Regenerate the committed PTX of the examples (examples/kernels/*.cu) with nvcc 13."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

KERNELS = Path(__file__).resolve().parent.parent / "examples" / "kernels"


def main() -> int:
    for cu in sorted(KERNELS.glob("*.cu")):
        cmd = ["/usr/local/bin/nvcc", "-ptx", "-arch=sm_75", "-O3", str(cu), "-o",
               str(cu.with_suffix(".ptx"))]
        print(" ".join(cmd))
        subprocess.run(cmd, check=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
