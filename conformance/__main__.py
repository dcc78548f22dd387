"""python -m conformance [--backend NAME ...] [--native] [--report PATH] [PROGRAM ...]"""

from __future__ import annotations

import argparse
import datetime
import json
import sys
from pathlib import Path

from .report import CONFIRMED, render
from .runner import NATIVE, run_all

DEFAULT_BACKENDS = ["opencl", "level_zero"]
DEFAULT_REPORT = Path(__file__).parent / "REPORT.md"


def main() -> int:
    parser = argparse.ArgumentParser(
        prog="python -m conformance",
        description="Run every conformance program on every usable backend, each in its own"
                    " process, and print and write the table of results.")
    parser.add_argument("--backend", action="append", dest="backends",
                        help="a zluda backend (repeatable; default: "
                             f"{', '.join(DEFAULT_BACKENDS)})")
    parser.add_argument("--native", action="store_true",
                        help="run natively with NVIDIA's cuda-python (needs an NVIDIA GPU) and"
                             " record the programs that pass as confirmed")
    parser.add_argument("--report", type=Path, default=None,
                        help="where to write the Markdown table (default: conformance/REPORT.md"
                             " for a run of every program; a run of some programs only prints"
                             " it)")
    parser.add_argument("--jobs", type=int, default=None, help="programs run at once")
    parser.add_argument("programs", nargs="*", metavar="PROGRAM",
                        help="run only these programs (names in conformance/programs/, e.g."
                             " saxpy); default: all")
    args = parser.parse_args()
    backends = [NATIVE] if args.native else (args.backends or DEFAULT_BACKENDS)
    try:
        results = run_all(backends, args.jobs, args.programs)
    except ValueError as exc:
        parser.error(str(exc))
    if args.native:
        device = _native_device_name()
        record = {"date": datetime.date.today().isoformat(), "device": device,
                  "programs": {r.program: datetime.date.today().isoformat()
                               for r in results if r.status == "pass"}}
        CONFIRMED.write_text(json.dumps(record, indent=2) + "\n")
    table = render(results, backends)
    print(table)
    report = args.report or (None if args.programs else DEFAULT_REPORT)
    if report is not None and not args.native:
        report.write_text(table)
    failed = [r for r in results if r.status == "fail"]
    ran = len({r.program for r in results})
    print(f"{ran} programs; {len(failed)} failures", file=sys.stderr)
    return 1 if failed else 0


def _native_device_name() -> str:
    try:
        from cuda.bindings import driver as cuda

        cuda.cuInit(0)
        err, dev = cuda.cuDeviceGet(0)
        err, name = cuda.cuDeviceGetName(128, dev)
        return name.decode(errors="replace").strip("\0 ")
    except Exception as exc:  # noqa: BLE001 - the record says what went wrong
        return f"unknown ({exc})"


if __name__ == "__main__":
    sys.exit(main())
