#!/usr/bin/env python3
"""Write core/libraries/curand/mtgp32_11213.npz: the parameters of cuRAND's MTGP32 generator.

    python scripts/gen_mtgp32_params.py [--header PATH/curand_mtgp32dc_p_11213.h]

MTGP is Saito and Matsumoto's Mersenne Twister for Graphic Processors ("Variants of Mersenne
Twister suitable for graphic processors", ACM TOMS 39(2), 2013). cuRAND's MTGP32 runs one
MTGP of Mersenne exponent 11213 per block, each with its own parameter set, 200 of which MTGP's
dynamic creator (MTGPDC) made; cuRAND's headers carry them (the ``nvidia-curand`` wheel's
``curand_mtgp32dc_p_11213.h``, found on sys.path), and this script reads the numbers from there:
per set the pick-up position, the two shifts, the mask, the recursion's table and the tempering
table (the header's float tempering table is not used: cuRAND makes its floats from the 32-bit
values). zluda reads the committed file and never needs the header.
"""

from __future__ import annotations

import argparse
import re
import sys
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "core" / "libraries" / "curand" / "mtgp32_11213.npz"
HEADER = "curand_mtgp32dc_p_11213.h"
SETS = 200
# per set, in the header's order: mexp, pos, sh1, sh2, tbl[16], tmp_tbl[16], flt_tmp_tbl[16],
# mask, poly_sha1[21]
FIELDS = 4 + 3 * 16 + 1 + 21


def find_header() -> Path | None:
    for entry in sys.path:
        path = Path(entry or ".") / "nvidia" / "cu13" / "include" / HEADER
        if path.is_file():
            return path
    return None


def parse(text: str) -> dict[str, np.ndarray]:
    body = text[text.index("mtgp32dc_params_fast_11213[]"):]
    body = re.sub(r"/\*.*?\*/", "", body[body.index("= {"):], flags=re.S)
    numbers = [int(x, 0) for x in re.findall(r"0x[0-9a-fA-F]+|\b\d+\b", body)]
    if len(numbers) < SETS * FIELDS:
        raise ValueError(f"{len(numbers)} numbers in the table, not {SETS} sets of {FIELDS}")
    rows = np.array(numbers[:SETS * FIELDS], np.uint64).reshape(SETS, FIELDS)
    if not np.all(rows[:, 0] == 11213):
        raise ValueError("a set whose Mersenne exponent is not 11213")
    return {"pos": rows[:, 1].astype(np.uint32), "sh1": rows[:, 2].astype(np.uint32),
            "sh2": rows[:, 3].astype(np.uint32), "tbl": rows[:, 4:20].astype(np.uint32),
            "tmp_tbl": rows[:, 20:36].astype(np.uint32), "mask": rows[:, 52].astype(np.uint32)}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--header", type=Path, help=f"cuRAND's {HEADER}")
    args = parser.parse_args()
    header = args.header or find_header()
    if header is None:
        print(f"{HEADER} was not found (the nvidia-curand wheel): --header PATH",
              file=sys.stderr)
        return 2
    tables = parse(header.read_text())
    np.savez_compressed(OUT, **tables)
    print(f"wrote {OUT.relative_to(ROOT)}: {SETS} parameter sets")
    return 0


if __name__ == "__main__":
    sys.exit(main())
