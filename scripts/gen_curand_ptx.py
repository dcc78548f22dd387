#!/usr/bin/env python3
"""Regenerate the committed PTX of cuRAND's kernels with nvcc 13:
core/libraries/curand/kernels.ptx (zluda's cuRAND) and tests/libraries/kernels/curand_device.ptx
(a program's use of NVIDIA's device API, curand_kernel.h, which the tests hold against it).

    python scripts/gen_curand_ptx.py [--check]

``nvcc -ptx -arch=sm_75`` of each ``.cu``; curand_kernel.h comes from the ``nvidia-curand``
wheel's headers (in the ``nvidia/cu13/include`` folder on sys.path, as for scripts/gen_abi.py).
The library and the tests load the committed PTX and never need nvcc; ``--check`` exits with 1
when a PTX would change.
"""

from __future__ import annotations

import argparse
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SOURCES = (ROOT / "core" / "libraries" / "curand" / "kernels.cu",
           ROOT / "tests" / "libraries" / "kernels" / "curand_device.cu")
NVCC = "/usr/local/bin/nvcc"


def wheel_include(into: Path) -> list[str]:
    """The wheel's cuRAND headers, linked into ``into`` alone: the wheel's folder also holds a
    newer CUDA's runtime headers, whose intrinsics (``__nv_ldg_*_impl``) nvcc 13.0 does not
    know, and which must not take the place of the toolkit's own."""
    for entry in sys.path:
        folder = Path(entry or ".") / "nvidia" / "cu13" / "include"
        if (folder / "curand_kernel.h").is_file():
            for header in folder.glob("curand*.h"):
                (into / header.name).symlink_to(header)
            return [f"-I{into}"]
    return []


def compile_ptx(source: Path, nvcc: str = NVCC) -> str:
    with tempfile.TemporaryDirectory() as tmp:
        out = Path(tmp) / "kernels.ptx"
        include = Path(tmp) / "include"
        include.mkdir()
        subprocess.run([nvcc, "-ptx", "-arch=sm_75", "-O3", *wheel_include(include), str(source),
                        "-o", str(out)], check=True)
        return out.read_text()


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--check", action="store_true")
    args = parser.parse_args()
    stale = []
    for source in SOURCES:
        text, target = compile_ptx(source), source.with_suffix(".ptx")
        if target.is_file() and target.read_text() == text:
            continue
        stale.append(target)
        if not args.check:
            target.write_text(text)
            print(f"wrote {target.relative_to(ROOT)}")
    return 1 if args.check and stale else 0


if __name__ == "__main__":
    sys.exit(main())
