"""ggml's CUDA backend through zluda against ggml's own CPU backend, on the same machine in one
run: what a user of this machine would run instead.

- ``test-backend-ops perf`` for the heaviest operations of a llama model (MUL_MAT in f16, q4_0
  and q8_0, FLASH_ATTN_EXT, SOFT_MAX, RMS_NORM, ROPE), each case on CUDA0 under ``zluda run``
  and on the CPU backend: microseconds per run, and the CPU's time over zluda's (above 1: zluda
  is faster).
- ``llama-bench`` on the tiny llama of :mod:`conformance.tiny_llama` (q4_0): prompt processing
  and token generation in tokens per second, on CUDA0 (every layer) and on the CPU.

The build is the one ``python -m conformance.ggml PATH`` made (a llama.cpp checkout, for
llama-bench), found in its cache, or ``$ZLUDA_GGML_BUILD``; without one the section says so.
"""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
import tempfile
from pathlib import Path

# the cases timed: an operation and a regular expression over its parameters (llama sizes)
HEAVY = (("MUL_MAT", r"type_a=(f16|q4_0|q8_0),type_b=f32,m=4096,n=(1|512),k=14336"),
         ("FLASH_ATTN_EXT", r"hsk=128,hsv=128.*nb=512"),
         ("SOFT_MAX", r"ne=\[4096,4096,5,1\]"),
         ("RMS_NORM", r"ne=\[4096,512,1,1\]|ne=\[4096,1,1,1\]"),
         ("ROPE", r"ne_a=\[128,32,512,1\]"))
TIMEOUT_S = 1800


def find_build() -> Path | None:
    """The newest build folder with test-backend-ops (and llama-bench, if any has it)."""
    if os.environ.get("ZLUDA_GGML_BUILD"):
        return Path(os.environ["ZLUDA_GGML_BUILD"])
    from conformance.ggml import CACHE

    builds = [b for b in CACHE.glob("*/") if (b / "bin" / "test-backend-ops").is_file()]
    return max(builds, key=lambda b: ((b / "bin" / "llama-bench").is_file(),
                                      (b / "bin" / "test-backend-ops").stat().st_mtime),
               default=None)


def _perf(binary: Path, backend: str, op: str, params: str) -> dict[str, float]:
    from conformance.ggml import perf_times

    command = [str(binary), "perf", "-b", backend, "-o", op, "-p", params]
    if backend == "CUDA0":
        command = [sys.executable, "-m", "zluda", "run", *command]
    try:
        done = subprocess.run(command, capture_output=True, text=True, timeout=TIMEOUT_S,
                              errors="replace")
    except subprocess.TimeoutExpired:
        return {}
    return perf_times(done.stdout)


def _llama_bench(binary: Path, model: Path, cuda: bool) -> dict[str, float]:
    """test name ("pp64", "tg16") -> tokens per second."""
    command = [str(binary), "-m", str(model), "-p", "64", "-n", "16", "-r", "2", "-o", "json",
               *(["-dev", "CUDA0", "-ngl", "99"] if cuda else
                 ["-dev", "none", "-ngl", "0", "-nopo", "1"])]
    if cuda:
        command = [sys.executable, "-m", "zluda", "run", *command]
    done = subprocess.run(command, capture_output=True, text=True, timeout=TIMEOUT_S,
                          errors="replace")
    found = {}
    try:
        for row in json.loads(done.stdout[done.stdout.index("["):]):
            name = f"pp{row['n_prompt']}" if row["n_prompt"] else f"tg{row['n_gen']}"
            found[name] = float(row["avg_ts"])
    except (ValueError, KeyError):
        pass
    return found


def run(quick: bool = False) -> list[str]:
    lines = ["## ggml: its CUDA backend through zluda against its CPU backend", ""]
    build = find_build()
    if build is None:
        return lines + ["No ggml build: `python -m conformance.ggml PATH` (a llama.cpp or ggml"
                        " checkout) makes one, in about an hour on 2 cores.", ""]
    binary = build / "bin" / "test-backend-ops"
    lines += [f"`test-backend-ops perf` ({build.name}): microseconds per run; CPU / zluda above 1"
              " means zluda is faster.", "",
              "| operation | case | zluda CUDA0 | ggml CPU | CPU / zluda |",
              "|---|---|---|---|---|"]
    for op, params in HEAVY[:2] if quick else HEAVY:
        ours, cpu = _perf(binary, "CUDA0", op, params), _perf(binary, "CPU", op, params)
        for case in sorted(set(ours) | set(cpu)):
            mine, theirs = ours.get(case), cpu.get(case)
            ratio = f"{theirs / mine:.2f}" if mine and theirs else "—"
            params_text = case[case.index("(") + 1:-1]
            lines.append(f"| {op} | `{re.sub(r'[|]', '/', params_text)[:90]}` |"
                         f" {mine or '—'} | {theirs or '—'} | {ratio} |")
        if not ours and not cpu:
            lines.append(f"| {op} | (no case matched `{params}`, or it timed out) | — | — | — |")
    bench = build / "bin" / "llama-bench"
    if not bench.is_file():
        return lines + ["", "No llama-bench in this build (a ggml checkout): prompt processing"
                        " and generation are measured from a llama.cpp build.", ""]
    from conformance.tiny_llama import write_model

    with tempfile.TemporaryDirectory() as tmp:
        model = write_model(Path(tmp) / "tiny-q4_0.gguf", "q4_0")
        ours, cpu = _llama_bench(bench, model, True), _llama_bench(bench, model, False)
    lines += ["", "`llama-bench` on the tiny llama (q4_0, 2 layers, 256 wide): tokens per second.",
              "", "| test | zluda CUDA0 | ggml CPU | zluda / CPU |", "|---|---|---|---|"]
    for test in sorted(set(ours) | set(cpu)):
        mine, theirs = ours.get(test), cpu.get(test)
        ratio = f"{mine / theirs:.2f}" if mine and theirs else "—"
        lines.append(f"| {test} | {mine or '—'} | {theirs or '—'} | {ratio} |")
    return lines + [""]
