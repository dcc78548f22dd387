"""NVIDIA's cuda-samples, built by nvcc and run unmodified under ``zluda run``.

    python -m conformance.samples [--jobs J] [--record] PATH [NAME ...]

PATH is a checkout of https://github.com/NVIDIA/cuda-samples (its ``Samples/`` and
``Common/``); none of its code is in this repository. Each sample directory with its sources
in one folder is built as ``nvcc -I Common -O2 *.cu *.cpp *.c -lcuda`` and zluda's libraries
(``-lcublas -lcublasLt -lcufft -lcurand -lcusolver -lcusparse``; of ``4_CUDA_Libraries``, the
samples of those libraries, with the headers of NVIDIA's library packages found on
``sys.path``) and run from its own folder
with a time limit. A sample passes when it exits with status 0 and prints no failure of its own
("Test failed", "FAILED", a CUDA error, "NOT OK"); one that exits with status 2 saying "Waiving"
was waived by the sample for a feature that the device reports it lacks. ``--record`` keeps the
results in ``conformance/samples.json`` for REPORT.md (with each failure's first reason).
"""

from __future__ import annotations

import argparse
import datetime
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

RESULTS = Path(__file__).resolve().parent / "samples.json"
CATEGORIES = ("0_Introduction", "2_Concepts_and_Techniques", "3_CUDA_Features", "4_CUDA_Libraries",
              "6_Performance")
# of 4_CUDA_Libraries, the samples of the libraries that zluda builds (and only those)
LIBRARY_SAMPLES = re.compile(r"CUBLAS|CUFFT|cuSolver|MersenneTwister|conjugateGradient")
LIBRARIES = ("-lcublas", "-lcublasLt", "-lcufft", "-lcurand", "-lcusolver", "-lcusparse")
# Samples that need what no CPU device has or that the project does not target: graphics
# interop, several GPUs or processes, other CUDA libraries, other APIs.
EXCLUDED = re.compile(r"GL|EGL|Vulkan|D3D|NvSci|MPI|MultiGPU|MGPU|MultiDevice|P2P|IPC|OpenMP|"
                      r"cuDLA|MMAP|Drv|nvrtc|DynlinkJIT")
FAILURE = re.compile(r"[Tt]est failed|FAILED|CUDA error at|NOT OK|Result = FAIL")
TIMEOUT_S = 300
_RUNTIME_NOTE = "PLEASE submit a bug report to https://software.intel.com"


def samples(root: Path) -> list[Path]:
    found = []
    for category in CATEGORIES:
        for folder in sorted((root / "Samples" / category).glob("*/")):
            if category == "4_CUDA_Libraries" and not LIBRARY_SAMPLES.search(folder.name):
                continue
            if not EXCLUDED.search(folder.name) and (list(folder.glob("*.cu")) or (
                    category == "4_CUDA_Libraries" and list(folder.glob("*.cpp")))):
                found.append(folder)
    return found


LIBRARY_HEADERS = re.compile(r"^(cublas|cufft|curand|cusolver|cusparse|cudalibxt|nvml)")


def library_headers(out_dir: Path) -> list[str]:
    """-I for the headers of NVIDIA's libraries (cublas_v2.h, cufft.h, ...: the include folder
    that the toolkit's pip packages share, found on ``sys.path``), when this Python has them:
    a folder of links to those headers alone, in ``out_dir``, so that the folder's copies of
    the toolkit's own headers (CCCL's, cuda_runtime.h) never shadow nvcc's."""
    for entry in sys.path:
        folder = Path(entry or ".") / "nvidia" / "cu13" / "include"
        if (folder / "cublas_v2.h").is_file():
            links = out_dir / "library-headers"
            links.mkdir(exist_ok=True)
            for header in folder.glob("*.h"):
                if LIBRARY_HEADERS.match(header.name) and not (links / header.name).exists():
                    (links / header.name).symlink_to(header)
            return [f"-I{links}"]
    return []


def _flags(sources: list[str]) -> list[str]:
    """What a sample's sources need beyond nvcc's defaults: OpenMP (UnifiedMemoryStreams)."""
    uses_openmp = any("<omp.h>" in Path(s).read_text(errors="replace") for s in sources)
    return ["-Xcompiler", "-fopenmp", "-lgomp"] if uses_openmp else []


def run_sample(folder: Path, root: Path, out_dir: Path) -> dict:
    exe = out_dir / folder.name
    sources = [str(p) for pattern in ("*.cu", "*.cpp", "*.c") for p in sorted(folder.glob(pattern))]
    from zluda.libraries import LIB_DIR

    built = subprocess.run(["nvcc", f"-I{root / 'Common'}", *library_headers(out_dir), "-O2", "-o",
                            str(exe), *sources, *_flags(sources), f"-L{LIB_DIR}", "-lcuda",
                            *LIBRARIES], capture_output=True, text=True)
    if built.returncode:
        errors = [line for line in built.stderr.splitlines() if "error" in line]
        return {"status": "build-fail", "reason": (errors or ["nvcc failed"])[0][-160:]}
    try:
        done = subprocess.run([sys.executable, "-m", "zluda", "run", str(exe)], cwd=folder,
                              capture_output=True, text=True, timeout=TIMEOUT_S,
                              errors="replace")
    except subprocess.TimeoutExpired:
        return {"status": "fail", "reason": f"timed out after {TIMEOUT_S} s"}
    output = done.stdout + done.stderr
    own = "\n".join(x for x in output.splitlines() if not x.startswith("zluda:"))  # its own
    if done.returncode == 2 and "waiving" in own.lower():
        line = next(x for x in own.splitlines() if "waiving" in x.lower())
        return {"status": "waived", "reason": line.strip()[-160:]}
    if done.returncode == 0 and not FAILURE.search(own):
        return {"status": "pass", "reason": ""}
    reasons = [x for x in output.splitlines() if x.startswith("zluda:") and "failed" in x or
               "not supported" in x] + [x for x in output.splitlines() if FAILURE.search(x)]
    # (Intel's OpenCL runtime prints its own line when a program dies of a signal)
    last = [x for x in output.splitlines() if x.strip() and _RUNTIME_NOTE not in x][-1:] or [""]
    return {"status": "fail",
            "reason": f"exit {done.returncode}: " + (reasons or last)[0].strip()[-200:]}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m conformance.samples", description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("path", type=Path, help="a checkout of NVIDIA/cuda-samples")
    parser.add_argument("names", nargs="*", help="only these samples")
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 2)
    parser.add_argument("--revision", default="",
                        help="the cuda-samples commit (default: git rev-parse HEAD in PATH)")
    parser.add_argument("--record", action="store_true",
                        help="keep the results in conformance/samples.json for REPORT.md")
    args = parser.parse_args(argv)
    if shutil.which("nvcc") is None:
        print("nvcc is needed (the CUDA toolkit)", file=sys.stderr)
        return 2
    folders = [f for f in samples(args.path) if not args.names or f.name in args.names]
    with tempfile.TemporaryDirectory(prefix="zluda-samples-") as tmp, \
            ThreadPoolExecutor(max_workers=args.jobs) as pool:
        library_headers(Path(tmp))  # (made once, before the samples' builds use it)
        results = dict(zip((f.name for f in folders),
                           pool.map(lambda f: run_sample(f, args.path, Path(tmp)), folders)))
    for name, result in sorted(results.items()):  # (this run's)
        print(f"{name:32} {result['status']:10} {result['reason']}")
    counts = {s: sum(r["status"] == s for r in results.values())
              for s in ("pass", "fail", "waived", "build-fail")}
    print(", ".join(f"{n} {s}" for s, n in counts.items()))
    if args.record:
        if args.names and RESULTS.is_file():  # a partial run updates the recorded results
            results = {**json.loads(RESULTS.read_text())["results"], **results}
        revision = args.revision or subprocess.run(
            ["git", "-C", str(args.path), "rev-parse", "--short", "HEAD"],
            capture_output=True, text=True).stdout.strip()
        RESULTS.write_text(json.dumps({"date": datetime.date.today().isoformat(),
                                       "revision": revision, "results": results},
                                      indent=2, sort_keys=True) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
