"""The conformance table: a row per program, a column per backend."""

from __future__ import annotations

import datetime
import json
import platform
from pathlib import Path

from .runner import Result

ROOT = Path(__file__).resolve().parent
CONFIRMED = ROOT / "confirmed_on_nvidia.json"  # written by `python -m conformance --native`
# written by `python -m conformance.misuse --record` and `python -m conformance.fuzz --record`
ROBUSTNESS = ROOT / "robustness.json"


def record_robustness(key: str, figures: dict) -> None:
    """Keep one command's latest figures (with the date) for the report's robustness part."""
    data = json.loads(ROBUSTNESS.read_text()) if ROBUSTNESS.is_file() else {}
    data[key] = {"date": datetime.date.today().isoformat(), **figures}
    ROBUSTNESS.write_text(json.dumps(data, indent=2, sort_keys=True) + "\n")


def robustness_section() -> list[str]:
    data = json.loads(ROBUSTNESS.read_text()) if ROBUSTNESS.is_file() else {}
    lines = ["## Robustness", ""]
    misuse = data.get("misuse")
    if misuse:
        lines.append(
            f"- API misuse (`python -m conformance.misuse`, {misuse['date']}): {misuse['matched']}"
            f" of {misuse['cases']} cases give CUDA's result ({misuse['documented']} documented,"
            f" {misuse['observed']} observed practice), each in a process of its own;"
            f" {misuse['crashed_or_hung']} crashed or hung.")
    native = data.get("native_misuse")
    lines.append(
        f"- The same cases on NVIDIA's driver: {native['matched']} of {native['cases']} match"
        f" ({native['date']})." if native else
        "- The same cases on NVIDIA's driver: not run yet (`python -m conformance.misuse"
        " --native` on a machine with an NVIDIA GPU).")
    fuzz = data.get("fuzz")
    if fuzz:
        lines.append(
            f"- PTX fuzzing (`python -m conformance.fuzz`, seed {fuzz['seed']}, {fuzz['date']}):"
            f" {fuzz['mutants']} mutants through `cuModuleLoadDataEx`; {fuzz['loaded']} loaded,"
            f" {fuzz['placed']} refused with a line and column, {fuzz['unplaced']} without;"
            f" {fuzz['deaths']} deaths, {fuzz['hangs']} hangs, {fuzz['internal_errors']}"
            f" UNKNOWN/INVALID_VALUE/INVALID_IMAGE; of the refusals, {fuzz['unforeseen']} were"
            " caught only by the compiler's last resort (InternalCompilerError); the slowest"
            f" mutant took {fuzz['slowest_s']:.1f} s.")
    if len(lines) == 2:
        return []
    return [*lines, ""]


SAMPLES = ROOT / "samples.json"  # written by `python -m conformance.samples PATH --record`


def samples_section() -> list[str]:
    """NVIDIA's cuda-samples under `zluda run`: which pass, and the first blocker of each other."""
    if not SAMPLES.is_file():
        return []
    data = json.loads(SAMPLES.read_text())
    results = data["results"]
    counts = {s: sorted(n for n, r in results.items() if r["status"] == s)
              for s in ("pass", "fail", "waived", "build-fail")}
    lines = ["## NVIDIA's cuda-samples", "",
             f"Built by nvcc and run unmodified under `zluda run` on the CPU device"
             f" (`python -m conformance.samples PATH`, cuda-samples {data.get('revision', '?')},"
             f" {data['date']}): {len(counts['pass'])} pass, {len(counts['fail'])} fail,"
             f" {len(counts['waived'])} waived by the sample, {len(counts['build-fail'])} do not"
             " build here (they need OpenGL, cuRAND, Boost, relocatable device code or data"
             " files). Samples for graphics interop, several GPUs or processes, and the"
             " driver-API samples that load prebuilt files are not run.", "",
             "Pass: " + ", ".join(f"`{n}`" for n in counts["pass"]) + ".", "",
             "| sample | result | first blocker |", "|---|---|---|"]
    for status in ("fail", "waived", "build-fail"):
        for name in counts[status]:
            reason = results[name]["reason"].replace("|", "\\|")
            lines.append(f"| `{name}` | {status} | {reason} |")
    return [*lines, ""]


GGML = ROOT / "ggml.json"  # written by `python -m conformance.ggml PATH --record`


def ggml_section() -> list[str]:
    """ggml's test-backend-ops under `zluda run`, per zluda backend: each operation's cases."""
    if not GGML.is_file():
        return []
    data = json.loads(GGML.read_text())
    lines = ["## ggml's CUDA backend (test-backend-ops)", "",
             "ggml built by nvcc for PTX only and run under `zluda run` (`python -m"
             " conformance.ggml PATH`): each operation's cases on the CUDA device against ggml's"
             " CPU backend. A count of cases per column; the first failure (or where the process"
             " crashed or ran out of time) in the last.", ""]
    for backend, entry in sorted(data.items()):
        if backend == "llama":
            continue
        ops = entry["ops"]
        troubled = {op for op, r in ops.items() if r["failed"] or r["crashed"] or r["timed_out"]}
        passing = sorted(op for op, r in ops.items() if op not in troubled and r["passed"])
        unsupported = sorted(op for op, r in ops.items() if op not in troubled and
                             not r["passed"] and r["not_supported"])
        empty = sorted(op for op, r in ops.items() if op not in troubled and not r["passed"] and
                       not r["not_supported"])
        cases = sum(r["passed"] for r in ops.values())
        lines += [f"### zluda backend `{backend}` (ggml {entry.get('revision', '?')},"
                  f" {entry.get('arch', '?')}, {entry['date']})", "",
                  f"{len(passing)} of {len(ops) - len(empty)} operations with cases pass every"
                  f" case that ggml's CUDA backend supports ({cases} cases passed in all): "
                  + ", ".join(f"`{op}`" for op in passing) + ".", ""]
        if unsupported:
            lines += ["Not supported by ggml's CUDA backend in any case: "
                      + ", ".join(f"`{op}`" for op in unsupported) + ".", ""]
        if empty:
            lines += ["No cases in test-backend-ops: " + ", ".join(f"`{op}`" for op in empty)
                      + ".", ""]
        if troubled:
            lines += ["| operation | passed | failed | not supported | first problem |",
                      "|---|---|---|---|---|"]
        for op in sorted(troubled):
            r = ops[op]
            problem = r["crashed"] or r["timed_out"] or next(
                (f"{case}: {reason}" for case, reason in r["failed"].items()), "")
            problem = problem.replace("|", "\\|")[:220]
            lines.append(f"| `{op}` | {r['passed']} | {len(r['failed'])} |"
                         f" {r['not_supported']} | {problem} |")
        lines.append("")
    for backend, types in sorted(data.get("llama", {}).items()):
        lines += [f"llama.cpp runs the tiny llama of `conformance/tiny_llama.py` on CUDA0 under"
                  f" zluda (backend `{backend}`, `python -m conformance.llama PATH`), against its"
                  " CPU backend:", "",
                  "| weights | greedy tokens | last logits' NMSE | best token | agrees |",
                  "|---|---|---|---|---|"]
        for weight_type, r in sorted(types.items()):
            lines.append(f"| {weight_type} | {'same' if r['same_tokens'] else 'differ'} |"
                         f" {r['nmse']:.2e} | {'same' if r['same_best'] else 'differs'} |"
                         f" {'yes' if r['agrees'] else 'no'} ({r['date']}) |")
        lines.append("")
    return lines


def _cell(result: Result | None) -> str:
    if result is None:
        return "-"
    if result.status == "pass":
        return "pass"
    text = result.reason.replace("|", "\\|")[:120]
    return f"{result.status}: {text}"


def render(results: list[Result], backends: list[str]) -> str:
    by_key = {(r.program, r.backend): r for r in results}
    names = list(dict.fromkeys(r.program for r in results))
    passed = {b: sum(1 for r in results if r.backend == b and r.status == "pass") for b in backends}
    confirmed = json.loads(CONFIRMED.read_text()) if CONFIRMED.is_file() else {}
    lines = [
        "# Conformance report",
        "",
        f"Generated by `python -m conformance` on {datetime.date.today().isoformat()}"
        f" ({platform.machine()}, Python {platform.python_version()}).",
        "",
        "| program | " + " | ".join(backends) + " | confirmed on NVIDIA |",
        "|---|" + "---|" * len(backends) + "---|",
    ]
    for name in names:
        cells = [_cell(by_key.get((name, b))) for b in backends]
        native = confirmed.get("programs", {}).get(name, "")
        lines.append(f"| {name} | " + " | ".join(cells) + f" | {native or 'not yet'} |")
    lines += ["", "| | " + " | ".join(f"{passed[b]}/{len(names)}" for b in backends) + " | |", ""]
    if confirmed:
        lines += [f"Confirmed natively on {confirmed.get('device', '?')} on"
                  f" {confirmed.get('date', '?')}.", ""]
    else:
        lines += ["No program has been run on NVIDIA hardware yet: run `python -m conformance"
                  " --native` on a machine with an NVIDIA GPU and cuda-python.", ""]
    if not any(b.startswith("rocm") for b in backends):
        lines += ["No results from an AMD GPU yet: `docs/backends/rocm.md` says how to run"
                  " `python -m conformance --backend rocm7` (or `rocm6`) and report them.", ""]
    lines += samples_section()
    lines += ggml_section()
    lines += robustness_section()
    return "\n".join(lines)
