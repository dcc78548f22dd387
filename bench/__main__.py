"""python -m bench [--quick] [SECTION ...]: run benchmarks and print Markdown tables.

Sections: compile (JIT compile throughput, cold and cached). Results also go to
bench/results/<section>.md.
"""

from __future__ import annotations

import argparse
from pathlib import Path

from . import compile as compile_bench
from .machine import describe

SECTIONS = {"compile": compile_bench.run}
RESULTS = Path(__file__).resolve().parent / "results"


def main() -> None:
    parser = argparse.ArgumentParser(prog="python -m bench", description=__doc__)
    parser.add_argument("--quick", action="store_true", help="fewer repeats, smaller sizes")
    parser.add_argument("sections", nargs="*", choices=[*SECTIONS, []], default=[])
    args = parser.parse_args()
    RESULTS.mkdir(exist_ok=True)
    header = f"Machine: {describe()}"
    print(header)
    for name in args.sections or list(SECTIONS):
        lines = SECTIONS[name](quick=args.quick)
        text = "\n".join([header, "", *lines, ""])
        (RESULTS / f"{name}.md").write_text(text)
        print("\n" + "\n".join(lines))


if __name__ == "__main__":
    main()
