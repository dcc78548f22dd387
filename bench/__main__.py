"""python -m bench [--quick] [SECTION ...]: run benchmarks and print Markdown tables.

Sections: compile (JIT compile throughput, cold and cached), loading (a large module's load
and the first use of a few of its kernels), translation (translated CUDA
kernels vs the same algorithms in OpenCL C, and Numba's CUDA simulator), launch (launch
overhead), copies (copy bandwidth), scaling (load time of N and 2N copies of a warp
operation), blas (zluda's cuBLAS against the BLAS library under it), rand (zluda's cuRAND
against NumPy's generators), fft (zluda's cuFFT and cuSOLVER against ducc0 and LAPACK called
directly), sparse (zluda's cuSPARSE against SciPy's sparse arrays), tensor (mma.sync and wmma
products against the same products written with fma loops), ggml (ggml's CUDA
backend through zluda against its CPU backend, where a build exists). Results also go to
bench/results/<section>.md, with a chart per section (bench/results/<section>.png) when
matplotlib is installed. See bench/README.md.
"""

from __future__ import annotations

import argparse
from pathlib import Path

from . import (
    blas,
    copies,
    fft,
    ggml,
    launch,
    loading,
    rand,
    scaling,
    sparse,
    tensor_cores,
    translation,
)
from . import compile as compile_bench
from .chart import draw
from .machine import describe

SECTIONS = {"compile": compile_bench.run, "loading": loading.run, "translation": translation.run,
            "launch": launch.run,
            "copies": copies.run, "scaling": scaling.run, "blas": blas.run, "rand": rand.run,
            "fft": fft.run, "sparse": sparse.run, "tensor": tensor_cores.run, "ggml": ggml.run}
RESULTS = Path(__file__).resolve().parent / "results"

# Where bench/RESULTS.md's dated measurements begin: a full run rewrites what is above it
DATED = "<!-- Dated measurements: kept below by every full run of python -m bench -->"


def main() -> None:
    parser = argparse.ArgumentParser(prog="python -m bench", description=__doc__)
    parser.add_argument("--quick", action="store_true", help="fewer repeats, smaller sizes")
    parser.add_argument("sections", nargs="*", choices=[*SECTIONS, []], default=[])
    args = parser.parse_args()
    RESULTS.mkdir(exist_ok=True)
    header = f"Machine: {describe()}"
    print(header)
    everything = [header, ""]
    for name in args.sections or list(SECTIONS):
        lines = SECTIONS[name](quick=args.quick)
        everything += [*lines, ""]
        text = "\n".join([header, "", *lines, ""])
        (RESULTS / f"{name}.md").write_text(text)
        print("\n" + "\n".join(lines))
        chart = draw(name, SECTIONS[name], RESULTS)
        if chart is not None:
            print(f"\n(chart: {chart.relative_to(RESULTS.parent.parent)})")
    if not args.sections and not args.quick:  # a full run: the copy that bench/README.md links
        report = RESULTS.parent / "RESULTS.md"
        kept = report.read_text() if report.is_file() else ""
        dated = kept[kept.index(DATED):] if DATED in kept else ""  # the dated log stays
        report.write_text("# Benchmark results (`python -m bench`)\n\n" + "\n".join(everything)
                          + ("\n" + dated if dated else ""))


if __name__ == "__main__":
    main()
