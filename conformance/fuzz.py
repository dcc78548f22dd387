"""python -m conformance.fuzz [--mutants N] [--seed S] [--jobs J] [--timeout SECONDS]

Feed mutated PTX (:mod:`conformance.mutate`) to ``cuModuleLoadDataEx`` through zluda's driver
API, in worker processes, with the compile cache off, and count what happens to each mutant:

- it loads (``CUDA_SUCCESS``), or fails with a ``CUresult`` and an error log;
- its worker process dies (a crash: a **death**), or does not answer within the time limit (a
  **hang**; the worker is killed and replaced).

A mutant is *bad* when it kills or hangs its worker, fails with ``CUDA_ERROR_UNKNOWN`` or
``CUDA_ERROR_INVALID_VALUE`` (a Python error inside the compiler, not a verdict on the PTX) or
``CUDA_ERROR_INVALID_IMAGE`` (PTX text taken for something else, or a binary of ours that the
device refused), or
fails with ``CUDA_ERROR_INVALID_PTX`` or ``CUDA_ERROR_NOT_SUPPORTED`` without a line and column in
its log. The command prints the figures and each bad mutant (saved under ``--save`` to
reproduce), and exits with status 1 if there is one.
"""

from __future__ import annotations

import argparse
import os
import pickle
import re
import subprocess
import sys
import threading
import time
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path

from zluda.ptx.worker import read_message, write_message

from .mutate import mutants

SEED = 20261201
DEATH, HANG = "death", "hang"
BAD_RESULTS = ("CUDA_ERROR_UNKNOWN", "CUDA_ERROR_INVALID_VALUE", "CUDA_ERROR_INVALID_IMAGE")
PLACED_RESULTS = ("CUDA_ERROR_INVALID_PTX", "CUDA_ERROR_NOT_SUPPORTED")
_POSITION = re.compile(r":\d+:\d+: ")
_NET = "if this is valid PTX, please report it"  # zluda.ptx.errors.InternalCompilerError
_LOG_BYTES = 1 << 16
ROOT = Path(__file__).resolve().parent.parent


@dataclass
class Outcome:
    index: int
    source: str
    result: str  # a CUresult name, DEATH or HANG
    log: str
    seconds: float
    ptx: bytes = field(repr=False, default=b"")

    @property
    def unforeseen(self) -> bool:
        """Placed, but only by the compiler's last resort: a check is missing before it."""
        return _NET in self.log

    @property
    def problem(self) -> str | None:
        """Why this outcome is bad, or None."""
        if self.result in (DEATH, HANG):
            return self.result
        if self.result in BAD_RESULTS:
            return f"{self.result} (not a verdict on the PTX)"
        if self.result in PLACED_RESULTS and not _POSITION.search(self.log):
            return f"{self.result} without a line and column in the log"
        return None


# -- the worker process ---------------------------------------------------------------------------


def serve() -> None:
    """The worker: load each PTX image that arrives on stdin; answer (result name, log)."""
    import ctypes
    import logging

    from zluda import driver as cuda

    logging.getLogger("zluda").setLevel(logging.CRITICAL)  # the log buffer says it all
    requests, replies = sys.stdin.buffer, sys.stdout.buffer
    sys.stdout = sys.stderr  # nothing else may write to the protocol stream
    err, = cuda.cuInit(0)
    if err:
        raise SystemExit(f"cuInit failed: {cuda.last_error_message()}")
    _, device = cuda.cuDeviceGet(0)
    _, context = cuda.cuCtxCreate(None, 0, device)
    J = cuda.CUjit_option
    options = [J.CU_JIT_ERROR_LOG_BUFFER, J.CU_JIT_ERROR_LOG_BUFFER_SIZE_BYTES]
    buffer = ctypes.create_string_buffer(_LOG_BYTES)
    write_message(replies, "ready")
    while True:
        try:
            ptx = read_message(requests)
        except EOFError:
            return
        buffer[0] = b"\0"
        err, module = cuda.cuModuleLoadDataEx(ptx + b"\0", len(options), options,
                                              [ctypes.addressof(buffer), _LOG_BYTES])
        if err == cuda.CUresult.CUDA_SUCCESS:
            cuda.cuModuleUnload(module)
        write_message(replies, (err.name, buffer.value.decode("utf-8", "replace")))


class Worker:
    """One worker process, replaced when it dies or hangs."""

    def __init__(self, timeout_s: float) -> None:
        self.timeout_s = timeout_s
        self.proc: subprocess.Popen | None = None

    def _start(self) -> subprocess.Popen:
        env = dict(os.environ, ZLUDA_CACHE="0", PYTHONPATH=os.pathsep.join(
            p for p in (str(ROOT), os.environ.get("PYTHONPATH", "")) if p))
        env.setdefault("ZLUDA_BACKEND", "opencl")
        proc = subprocess.Popen([sys.executable, "-m", "conformance.fuzz", "--serve"],
                                stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                stderr=subprocess.DEVNULL, env=env, cwd=ROOT)
        if _receive_within(proc, 120) != "ready":
            raise RuntimeError("the fuzz worker did not start")
        return proc

    def run(self, ptx: bytes) -> tuple[str, str]:
        if self.proc is None or self.proc.poll() is not None:
            self.proc = self._start()
        proc = self.proc
        try:
            write_message(proc.stdin, ptx)
            reply = _receive_within(proc, self.timeout_s)
        except (BrokenPipeError, EOFError, OSError):
            reply = None
        if reply is None:  # dead, or still working after the time limit
            hung = proc.poll() is None
            proc.kill()
            proc.wait()
            self.proc = None
            return (HANG, f"no answer in {self.timeout_s:.0f} s") if hung else (
                DEATH, f"the worker died with exit status {proc.returncode}")
        return reply

    def close(self) -> None:
        if self.proc is not None and self.proc.poll() is None:
            self.proc.stdin.close()
            self.proc.wait(timeout=30)


def _receive_within(proc: subprocess.Popen, timeout_s: float):
    """The next reply of ``proc``, or None if it dies or takes longer than ``timeout_s``."""
    box: list = []

    def read():
        try:
            box.append(read_message(proc.stdout))
        except (EOFError, OSError, pickle.UnpicklingError):
            pass

    reader = threading.Thread(target=read, daemon=True)
    reader.start()
    reader.join(timeout_s)
    return box[0] if box else None


# -- the campaign ---------------------------------------------------------------------------------


def fuzz(count: int, seed: int = SEED, jobs: int = 2, timeout_s: float = 60.0,
         progress=None) -> list[Outcome]:
    """Run ``count`` mutants on ``jobs`` workers; the outcomes in mutant order (each keeps its
    PTX only if it is bad)."""
    pending = iter(mutants(count, seed))
    lock = threading.Lock()
    outcomes: list[Outcome] = []

    def drive(worker: Worker) -> None:
        while True:
            with lock:
                item = next(pending, None)
            if item is None:
                return
            index, source, ptx = item
            t0 = time.monotonic()
            result, log = worker.run(ptx)
            outcome = Outcome(index, source, result, log, time.monotonic() - t0)
            if outcome.problem or outcome.unforeseen:
                outcome.ptx = ptx
            with lock:
                outcomes.append(outcome)
                if progress is not None:
                    progress(outcome)

    workers = [Worker(timeout_s) for _ in range(jobs)]
    threads = [threading.Thread(target=drive, args=(w,), daemon=True) for w in workers]
    try:
        for t in threads:
            t.start()
        for t in threads:
            t.join()
    finally:
        for worker in workers:
            worker.close()
    return sorted(outcomes, key=lambda o: o.index)


def summary(outcomes: Iterable[Outcome]) -> dict:
    outcomes = list(outcomes)
    results = Counter(o.result for o in outcomes)
    bad = [o for o in outcomes if o.problem]
    placed = [o for o in outcomes if o.result in PLACED_RESULTS]
    return {
        "mutants": len(outcomes),
        "loaded": results.get("CUDA_SUCCESS", 0),
        "results": dict(results.most_common()),
        "deaths": results.get(DEATH, 0),
        "hangs": results.get(HANG, 0),
        "internal_errors": sum(results.get(r, 0) for r in BAD_RESULTS),
        "placed": sum(1 for o in placed if _POSITION.search(o.log)),
        "unplaced": sum(1 for o in placed if not _POSITION.search(o.log)),
        "bad": len(bad),
        # placed, but by the compiler's last resort: a check is missing before that point
        "unforeseen": sum(1 for o in outcomes if o.unforeseen),
        "slowest_s": max((o.seconds for o in outcomes), default=0.0),
        "slowest": max(outcomes, key=lambda o: o.seconds).index if outcomes else None,
    }


def render(figures: dict) -> str:
    lines = [
        f"mutants: {figures['mutants']}",
        f"loaded: {figures['loaded']}",
        f"deaths: {figures['deaths']}",
        f"hangs: {figures['hangs']}",
        f"UNKNOWN, INVALID_VALUE or INVALID_IMAGE: {figures['internal_errors']}",
        f"INVALID_PTX or NOT_SUPPORTED with a line and column: {figures['placed']}, without:"
        f" {figures['unplaced']}",
        f"of which errors that no check foresaw (InternalCompilerError): {figures['unforeseen']}",
        f"slowest mutant: {figures['slowest_s']:.1f} s (number {figures['slowest']})",
        "results: " + ", ".join(f"{k} {v}" for k, v in figures["results"].items()),
    ]
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m conformance.fuzz",
        description="Load mutated PTX through zluda's driver API in worker processes and count"
                    " deaths, hangs, internal errors and errors without a PTX position.")
    parser.add_argument("--mutants", type=int, default=10_000, help="how many (default 10000)")
    parser.add_argument("--seed", type=int, default=SEED, help=f"default {SEED}")
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 2,
                        help="worker processes (default: one per CPU)")
    parser.add_argument("--timeout", type=float, default=60.0,
                        help="seconds before a mutant counts as a hang (default 60)")
    parser.add_argument("--only", type=int, action="append", metavar="N",
                        help="write mutant N of the seed's sequence to stdout and stop"
                             " (repeatable), to replay one")
    parser.add_argument("--save", type=Path, default=None,
                        help="a directory to write each bad mutant to, as N.ptx (and each that"
                             " only the compiler's last resort caught)")
    parser.add_argument("--record", action="store_true",
                        help="write the figures to conformance/robustness.json (for REPORT.md)")
    parser.add_argument("--serve", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.serve:
        serve()
        return 0
    if args.only:
        wanted = set(args.only)
        for index, source, ptx in mutants(max(wanted) + 1, args.seed):
            if index in wanted:
                sys.stdout.buffer.write(f"// mutant {index} of {source}\n".encode() + ptx)
        return 0
    start = time.monotonic()
    done = Counter()

    def progress(outcome: Outcome) -> None:
        done["n"] += 1
        if outcome.problem:
            print(f"mutant {outcome.index} (of {outcome.source}): {outcome.problem}:"
                  f" {outcome.log.splitlines()[0] if outcome.log else ''}", flush=True)
        if done["n"] % 500 == 0:
            print(f"... {done['n']} mutants, {time.monotonic() - start:.0f} s", flush=True)

    outcomes = fuzz(args.mutants, args.seed, args.jobs, args.timeout, progress)
    figures = summary(outcomes)
    if args.save is not None:
        args.save.mkdir(parents=True, exist_ok=True)
        for o in outcomes:
            if o.problem or o.unforeseen:
                (args.save / f"{o.index}.ptx").write_bytes(o.ptx)
    print(render(figures))
    print(f"seed {args.seed}, {time.monotonic() - start:.0f} s with {args.jobs} workers")
    if args.record:
        from .report import record_robustness

        record_robustness("fuzz", {**{k: v for k, v in figures.items() if k != "results"},
                                   "seed": args.seed, "results": figures["results"]})
    return 1 if figures["bad"] else 0


if __name__ == "__main__":
    sys.exit(main())
