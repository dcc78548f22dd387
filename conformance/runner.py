"""Run conformance programs, each in its own process, on zluda backends or natively.

A program passes when it exits with status 0 after printing a line that starts with ``PASS``;
otherwise the reason is its last line of output (usually the exception).
"""

from __future__ import annotations

import os
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent
PROGRAMS = ROOT / "programs"
NATIVE = "native"
TIMEOUT_S = 600


@dataclass
class Result:
    program: str
    backend: str
    status: str  # "pass", "fail" or "skip"
    reason: str = ""


def programs() -> list[Path]:
    return sorted(p for p in PROGRAMS.glob("*.py") if not p.name.startswith("_"))


def environment(backend: str) -> dict[str, str]:
    env = dict(os.environ)
    if backend == "level_zero":
        env.setdefault("ZLUDA_LEVEL_ZERO_DEVICE", "opencl:cpu")
    return env


# How a program reaches zluda: "python" (zluda.driver in place of cuda.bindings.driver) or
# "native" (NVIDIA's cuda-bindings over zluda's libcuda.so.1); see `zluda run --help`.
DRIVERS = ("python", "native")


def command(program: Path, backend: str, driver: str = "python") -> list[str]:
    if backend == NATIVE:
        return [sys.executable, str(program)]
    return [sys.executable, "-m", "zluda", "run", "--backend", backend, "--driver", driver,
            str(program)]


def run_program(program: Path, backend: str, timeout: int = TIMEOUT_S,
                driver: str = "python") -> Result:
    name = program.stem
    try:
        done = subprocess.run(command(program, backend, driver), capture_output=True, text=True,
                              timeout=timeout, env=environment(backend), cwd=ROOT.parent)
    except subprocess.TimeoutExpired:
        return Result(name, backend, "fail", f"timed out after {timeout} s")
    lines = [line for line in (done.stdout + "\n" + done.stderr).splitlines() if line.strip()]
    if done.returncode == 0 and any(line.startswith("PASS") for line in done.stdout.splitlines()):
        return Result(name, backend, "pass")
    errors = [line for line in done.stderr.splitlines() if line.strip()]
    reason = (errors or lines or [f"exit status {done.returncode}"])[-1].strip()
    return Result(name, backend, "fail", reason)


def usable_backends() -> dict[str, str]:
    """Backend name -> "" if usable, else the reason it is not."""
    code = ("import json\nfrom zluda.info import backend_report\n"
            "print(json.dumps({e['name']: '' if e['usable'] else e['reason'] "
            "for e in backend_report()}))")
    env = environment("level_zero")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env,
                          timeout=300)
    import json

    return json.loads(done.stdout.strip().splitlines()[-1])


def select(names: list[str] | None = None) -> list[Path]:
    """The programs named (by stem, e.g. ``saxpy``), or all; an unknown name is a ValueError."""
    found = programs()
    if not names:
        return found
    by_name = {p.stem: p for p in found}
    unknown = [n for n in names if n.removesuffix(".py") not in by_name]
    if unknown:
        raise ValueError(f"no conformance program named {', '.join(unknown)} "
                         f"(see conformance/programs/)")
    return [by_name[n.removesuffix(".py")] for n in names]


def run_all(backends: list[str], jobs: int | None = None,
            names: list[str] | None = None) -> list[Result]:
    availability = usable_backends() if any(b != NATIVE for b in backends) else {}
    tasks = []
    results: list[Result] = []
    for program in select(names):
        for backend in backends:
            reason = availability.get(backend, "") if backend != NATIVE else ""
            if backend != NATIVE and backend not in availability:
                reason = "no such backend"
            if reason:
                results.append(Result(program.stem, backend, "skip", reason))
            else:
                tasks.append((program, backend))
    with ThreadPoolExecutor(max_workers=jobs or os.cpu_count() or 2) as pool:
        results += list(pool.map(lambda t: run_program(*t), tasks))
    order = {p.stem: i for i, p in enumerate(programs())}
    return sorted(results, key=lambda r: (order[r.program], backends.index(r.backend)))
