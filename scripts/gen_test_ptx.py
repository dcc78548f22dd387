#!/usr/bin/env python3
"""Regenerate the committed PTX of the compiler's test kernels with nvcc.

    python scripts/gen_test_ptx.py          # every tests/ptx/kernels/*.cu

Each ``NAME.cu`` becomes ``NAME.sm75.ptx`` (nvcc -arch=sm_75). The tests read the .ptx files
and never need nvcc. Kernels that use sm_90 features list ``// ARCH: sm_90`` in their source and
also get ``NAME.sm90.ptx``; a source that lists ``// ARCHS: sm_80 sm_90`` gets exactly those.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
KERNELS = ROOT / "tests" / "ptx" / "kernels"
NVCC = "/usr/local/bin/nvcc"


def main() -> int:
    for cu in sorted(KERNELS.glob("*.cu")):
        text = cu.read_text()
        archs = ["sm_75"]
        if "// ARCH: sm_90" in text:
            archs.append("sm_90")
        for line in text.splitlines():
            if line.startswith("// ARCHS:"):
                archs = line.split(":", 1)[1].split()
        for arch in archs:
            out = cu.with_suffix(f".{arch.replace('_', '')}.ptx")
            cmd = [NVCC, "-ptx", f"-arch={arch}", "-O3", str(cu), "-o", str(out)]
            print(" ".join(cmd))
            subprocess.run(cmd, check=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
