#!/usr/bin/env python3
"""Compile the conformance kernels that must come from NVRTC (``conformance/kernels/nvrtc_*.cu``)
to ``nvrtc_*.ptx`` with NVRTC 13, in its own virtual environment (see scripts/gen_nvrtc_ptx.py)::

    /tmp/genvenv/bin/python scripts/gen_conformance_nvrtc.py
"""

from __future__ import annotations

import sys
from pathlib import Path

from gen_nvrtc_ptx import _load_nvrtc, compile_source

KERNELS = Path(__file__).resolve().parent.parent / "conformance" / "kernels"


def main() -> int:
    try:
        nvrtc = _load_nvrtc()
    except ImportError:
        print(__doc__)
        return 1
    for cu in sorted(KERNELS.glob("nvrtc_*.cu")):
        out = cu.with_suffix(".ptx")
        out.write_text(compile_source(nvrtc, cu.stem, cu.read_text()))
        print(f"wrote {out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
