#!/usr/bin/env python3
"""Regenerate core/libraries/curand/kernels.ptx, the PTX of zluda's cuRAND kernels, with nvcc 13.

    python scripts/gen_curand_ptx.py [--check]

``nvcc -ptx -arch=sm_75`` of ``kernels.cu``. The library loads the committed PTX and never
needs nvcc; ``--check`` exits with 1 when the PTX would change (tests/libraries/test_curand.py
runs it where nvcc is installed).
"""

from __future__ import annotations

import argparse
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SOURCE = ROOT / "core" / "libraries" / "curand" / "kernels.cu"
NVCC = "/usr/local/bin/nvcc"


def compile_ptx(nvcc: str = NVCC) -> str:
    with tempfile.TemporaryDirectory() as tmp:
        out = Path(tmp) / "kernels.ptx"
        subprocess.run([nvcc, "-ptx", "-arch=sm_75", "-O3", str(SOURCE), "-o", str(out)],
                       check=True)
        return out.read_text()


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--check", action="store_true")
    args = parser.parse_args()
    text, target = compile_ptx(), SOURCE.with_suffix(".ptx")
    if args.check:
        return 0 if target.is_file() and target.read_text() == text else 1
    target.write_text(text)
    print(f"wrote {target.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
