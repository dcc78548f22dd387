"""JIT compile throughput: cold and from the cache, for a small module and a large one.

The large module is bench/kernels/large.ptx (over 1 MB of nvcc PTX, made by
scripts/gen_bench_ptx.py). Cold compiles bypass the cache; the report splits the time into
parsing, the passes, building LLVM IR, and the LLVM stage (which includes starting the worker
process), and compares the worker process with compiling in-process. Both modules are compiled
for SPIR-V (the OpenCL and Level Zero devices) and for two AMD GPUs: gfx1100 (RDNA3, wave32)
and gfx942 (CDNA3, wave64), whose LLVM stage also runs the AMDGPU code generator and ld.lld.
The large module compiles in parts, side by side (one per CPU, each in a worker process: for
AMD GPUs each part through LLVM, for SPIR-V the parts' front ends, joined in one LLVM stage; the
stage columns are then the parts' sums), and the report compares that with the whole module
compiled as one (``ZLUDA_COMPILE_JOBS=1``) in the same run. From each part's CPU
time it also gives the time that a machine with a CPU for each part would take; on a machine
with fewer than ``MORE_PARTS`` CPUs, also for that many parts (compiled here in turns).
"""

from __future__ import annotations

import itertools
import statistics
import tempfile
import time
from pathlib import Path

from zluda.ptx import compile_ptx
from zluda.ptx.worker import job_slots

from .environment import setting

ROOT = Path(__file__).resolve().parent.parent
SMALL = ROOT / "examples" / "kernels" / "vector_add.ptx"
LARGE = ROOT / "bench" / "kernels" / "large.ptx"


TARGETS = ("spirv", "amdgpu:gfx1100", "amdgpu:gfx942")


def _cold(ptx: str, repeats: int, target: str = "spirv") -> tuple[float, dict[str, float]]:
    times, parts = [], []
    for _ in range(repeats):
        t0 = time.perf_counter()
        module = compile_ptx(ptx, target, use_cache=False)
        times.append(time.perf_counter() - t0)
        parts.append(module.timings)
    median = statistics.median(times)
    split = {k: statistics.median(p[k] for p in parts) for k in parts[0]}
    return median, split


# A machine with fewer CPUs than this also compiles the large module in this many parts (more
# parts than CPUs), to measure what this many CPUs would give (_with_a_cpu_per_part)
MORE_PARTS = 4


def _with_a_cpu_per_part(split: dict[str, float], wall: float) -> float:
    """The time a compile in parts would take with a CPU for each part: ``wall`` with the
    parts' wall time replaced by the CPU time of the longest part."""
    return wall - split["parts_wall"] + split["longest_part"]


def _warm(ptx: str, repeats: int, target: str = "spirv") -> float:
    compile_ptx(ptx, target)  # fill the cache
    times = []
    for _ in range(repeats):
        t0 = time.perf_counter()
        module = compile_ptx(ptx, target)
        times.append(time.perf_counter() - t0)
        assert module.from_cache
    return statistics.median(times)


def run(quick: bool = False) -> list[str]:
    with setting("ZLUDA_CACHE_DIR", tempfile.mkdtemp(prefix="zluda-bench-cache-")):
        lines = ["## JIT compile", "",
                 "| module | target | size | cold (median) | s per MB | parts | parse | passes"
                 " | build IR | LLVM | from cache |", "|---" * 11 + "|"]
        whole_lines = []
        for (name, path, repeats), target in itertools.product(
                (("small (vector_add)", SMALL, 5 if quick else 9),
                 ("large (bench/kernels/large.ptx)", LARGE, 1 if quick else 3)), TARGETS):
            if target != "spirv" and path == LARGE:
                repeats = 1  # about 20 s each on 2 cores
            ptx = path.read_text()
            mb = len(ptx.encode()) / 1e6
            cold, split = _cold(ptx, repeats, target)
            warm = _warm(ptx, 5 if quick else 15, target)
            lines.append(
                f"| {name} | {target} | {mb * 1000:.0f} KB | {cold:.3f} s | {cold / mb:.2f} |"
                f" {split.get('parts', 1):.0f} | {split['parse']:.2f} s |"
                f" {split['passes']:.2f} s | {split['build_ir']:.2f} s |"
                f" {split['llvm']:.2f} s | {warm * 1000:.1f} ms |"
            )
            if split.get("parts", 1) > 1:
                with setting("ZLUDA_COMPILE_JOBS", "1"):
                    whole, _ = _cold(ptx, repeats, target)
                whole_lines.append(
                    f"- {target}: {cold:.2f} s in {split['parts']:.0f} parts, {whole:.2f} s"
                    f" whole ({cold / mb:.2f} against {whole / mb:.2f} s per MB,"
                    f" {whole / cold:.2f}x)")
                projections = [(split, cold)]
                if job_slots() < MORE_PARTS:
                    with setting("ZLUDA_COMPILE_JOBS", str(MORE_PARTS)):
                        more, more_split = _cold(ptx, repeats, target)
                    projections.append((more_split, more))
                for parts_split, wall in projections:
                    projected = _with_a_cpu_per_part(parts_split, wall)
                    whole_lines.append(
                        f"  - in {parts_split['parts']:.0f} parts ({wall:.2f} s here), with a CPU"
                        f" for each: {projected:.2f} s, {projected / mb:.2f} s per MB (the longest"
                        f" part took {parts_split['longest_part']:.2f} s of CPU)")
        if whole_lines:
            lines += ["", "In parts against the whole module compiled as one"
                          f" (`ZLUDA_COMPILE_JOBS=1`), up to {job_slots()} parts side by"
                          " side; below each, the time that a machine with a CPU for each part"
                          " would take, measured: this run's time, less the parts' wall time,"
                          " plus the CPU time of the longest part's process (which leaves"
                          " out its worker's one import of the compiler, 60-80 ms):",
                      *whole_lines]
        small = SMALL.read_text()
        with setting("ZLUDA_COMPILE_IN_PROCESS", "1"):
            in_process, _ = _cold(small, 5 if quick else 9)
        worker, _ = _cold(small, 5 if quick else 9)
        lines += ["", f"Crash isolation: a cold compile of the small module takes {worker:.3f} s"
                      f" through the worker process and {in_process:.3f} s in-process"
                      f" (cost {worker - in_process:+.3f} s per cold compile; cache hits pay"
                      " nothing)."]
        return lines
