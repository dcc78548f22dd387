#!/usr/bin/env python3
"""Regenerate the committed kernels of the conformance suite with nvcc 13.

    python scripts/gen_conformance_ptx.py [NAME ...]

Each ``conformance/kernels/NAME.cu`` becomes ``NAME.ptx`` (``nvcc -ptx -arch=sm_75 -O3``).
Directives in the source change that:

- ``// NVCC: <flags>`` adds flags (for example ``-arch=sm_80`` for bf16 intrinsics);
- ``// FATBIN: zstd`` (or ``lz4``, ``none``) also writes ``NAME.<mode>.fatbin``, a fatbinary with
  PTX for compute_75, compressed as nvcc does by default, with ``--compress-mode=speed``, or not;
- ``// CUBIN: sm_75`` also writes ``NAME.sm_75.cubin``, SASS for that GPU only.

``nvrtc_*.cu`` are compiled by NVRTC instead (gen_conformance_nvrtc.py); Numba's kernels are
Python (gen_conformance_numba.py).
"""

from __future__ import annotations

import re
import shlex
import subprocess
import sys
from pathlib import Path

KERNELS = Path(__file__).resolve().parent.parent / "conformance" / "kernels"
NVCC = "/usr/local/bin/nvcc"
FATBIN_FLAGS = {"zstd": [], "lz4": ["--compress-mode=speed"], "none": ["--no-compress"]}


def build(cu: Path) -> None:
    text = cu.read_text()
    extra = []
    for m in re.finditer(r"^// NVCC: (.*)$", text, re.M):
        extra += shlex.split(m.group(1))
    arch = next((f for f in extra if f.startswith("-arch=")), "-arch=sm_75")
    flags = [f for f in extra if not f.startswith("-arch=")]
    cmd = [NVCC, "-ptx", arch, "-O3", *flags, str(cu), "-o", str(cu.with_suffix(".ptx"))]
    print(" ".join(cmd))
    subprocess.run(cmd, check=True)
    for m in re.finditer(r"^// FATBIN: (\w+)$", text, re.M):
        mode = m.group(1)
        out = cu.with_suffix(f".{mode}.fatbin")
        code = arch.replace("-arch=sm_", "")
        cmd = [NVCC, "-fatbin", *FATBIN_FLAGS[mode], "-gencode",
               f"arch=compute_{code},code=compute_{code}", *flags, str(cu), "-o", str(out)]
        print(" ".join(cmd))
        subprocess.run(cmd, check=True)
    for m in re.finditer(r"^// CUBIN: (sm_\d+)$", text, re.M):
        out = cu.with_suffix(f".{m.group(1)}.cubin")
        cmd = [NVCC, "-cubin", f"-arch={m.group(1)}", "-O3", *flags, str(cu), "-o", str(out)]
        print(" ".join(cmd))
        subprocess.run(cmd, check=True)


def main(names: list[str]) -> int:
    sources = [KERNELS / f"{n}.cu" for n in names] if names else sorted(
        cu for cu in KERNELS.glob("*.cu") if not cu.name.startswith("nvrtc_"))
    for cu in sources:
        build(cu)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
