"""ggml's CUDA backend, built by nvcc from a ggml (or llama.cpp) checkout and run under
``zluda run``: ggml's own conformance tool, ``test-backend-ops``, op by op.

    python -m conformance.ggml [--record] [--ops OP,...] [--backend B] [--perf] PATH

PATH is a checkout of https://github.com/ggml-org/ggml or of llama.cpp (for example the copy in
the ``llama-cpp-python`` sdist on PyPI, ``vendor/llama.cpp``); none of its code is in this
repository. The build (CMake and Ninja,
``-DGGML_CUDA=ON -DCMAKE_CUDA_ARCHITECTURES=86-virtual``: PTX only, which zluda compiles) is
cached under ``~/.cache/zluda/conformance/ggml/``, one folder per source tree and
architecture; it links zluda's ``libcuda.so`` and ``libcublas.so`` (the toolkit has neither)
and finds NVIDIA's cuBLAS headers in its pip package. ``--arch '86-real;86-virtual'`` builds
with SASS beside the PTX, which zluda must pass over.

Each operation runs in its own process, ``test-backend-ops test -b CUDA0 -o OP`` under
``zluda run`` with a time limit, which compares every case on the CUDA device (zluda's, on the
chosen zluda backend) with ggml's CPU backend. A case passes, fails (with ggml's reason: an
error above its tolerance, a NaN), is not supported by the CUDA backend, or is where the
process crashed or ran out of time. ``--record`` keeps the results in ``conformance/ggml.json``
(per backend; REPORT.md's ggml section is made from it). ``--perf`` runs the ``perf`` mode
instead and prints each case's time on CUDA0.
"""

from __future__ import annotations

import argparse
import datetime
import hashlib
import json
import os
import re
import shutil
import subprocess
import sys
import threading
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path

RESULTS = Path(__file__).resolve().parent / "ggml.json"
CACHE = Path(os.environ.get("XDG_CACHE_HOME", Path.home() / ".cache")) / "zluda" / \
    "conformance" / "ggml"
ARCH = "86-virtual"
TIMEOUT_S = 900
ANSI = re.compile(r"\x1b\[[0-9;]*m")
# a case's line: "  OP(params): ... status"
CASE = re.compile(r"^  (?P<op>[A-Z][A-Z0-9_]*)\((?P<params>.*)\):(?: (?P<rest>.*))?$")
PERF = re.compile(r"(?P<runs>\d+) runs - +(?P<us>[0-9.]+) us/run")
TYPE = re.compile(r"\btype(?:_[a-z]+)?=(?P<type>[a-z0-9_]+)")


# -- the output of test-backend-ops ------------------------------------------------------------

@dataclass
class OpResult:
    """One operation's cases: name -> reason for those that failed; counts of the others; the
    case it was running when the process crashed or ran out of time (with what was seen)."""

    passed: list[str] = field(default_factory=list)
    failed: dict[str, str] = field(default_factory=dict)
    not_supported: list[str] = field(default_factory=list)
    crashed: str = ""  # "case: reason"
    timed_out: str = ""

    def to_json(self) -> dict:
        return {"passed": len(self.passed), "failed": self.failed,
                "not_supported": len(self.not_supported), "crashed": self.crashed,
                "timed_out": self.timed_out, "types": self.types()}

    def types(self) -> dict[str, list[int]]:
        """type -> [passed, failed] (the case's first ``type...=`` parameter)."""
        found: dict[str, list[int]] = {}
        for cases, column in ((self.passed, 0), (self.failed, 1)):
            for case in cases:
                match = TYPE.search(case)
                counts = found.setdefault(match["type"] if match else "-", [0, 0])
                counts[column] += 1
        return found

    @property
    def status(self) -> str:
        if self.crashed:
            return "crashed"
        if self.timed_out:
            return "timed out"
        if self.failed:
            return "failed"
        if self.passed:
            return "passed"
        return "not supported" if self.not_supported else "no cases"


def parse_cases(output: str) -> tuple[list[tuple[str, str]], str]:
    """[(case, its outcome: "OK", "not supported", "skipped", or the failure's reason)] from
    test-backend-ops' console output, in order (a case may be run twice); and the case whose
    line has no outcome yet (where a process died), or ""."""
    outcomes: list[tuple[str, str]] = []
    pending = ""
    for raw in output.splitlines():
        line = ANSI.sub("", raw).rstrip()
        match = CASE.match(line)
        if match is None:
            continue
        case = f"{match['op']}({match['params']})"
        rest = (match["rest"] or "").strip()
        if rest.endswith("OK"):
            outcomes.append((case, "OK"))
        elif rest.startswith("not supported"):
            outcomes.append((case, "not supported"))
        elif rest.startswith("skipping"):
            outcomes.append((case, "skipped"))
        elif rest.endswith("FAIL"):
            outcomes.append((case, rest.removesuffix("FAIL").strip() or "FAIL"))
        elif PERF.search(rest):
            outcomes.append((case, rest))
        else:
            pending = case
            continue
        pending = ""
    return outcomes, pending


def op_result(output: str, returncode: int | None, timeout: int = TIMEOUT_S) -> OpResult:
    """An operation's result from its process's output and exit status (None: timed out)."""
    outcomes, pending = parse_cases(output)
    result = OpResult()
    for case, outcome in outcomes:
        if outcome == "OK":
            result.passed.append(case)
        elif outcome == "not supported":
            result.not_supported.append(case)
        elif outcome != "skipped":
            result.failed[case] = outcome
    last = [ANSI.sub("", x).strip() for x in output.splitlines() if x.strip()][-1:] or [""]
    if returncode is None:
        result.timed_out = f"{pending or '(between cases)'}: timed out after {timeout} s"
    elif returncode != 0 and not outcomes and not pending:
        result.crashed = f"(at start): exit {returncode}: {last[0][-200:]}"
    elif returncode not in (0, 1) or pending:
        result.crashed = f"{pending or '(after its cases)'}: exit {returncode}:" \
                         f" {last[0][-200:]}"
    return result


def perf_times(output: str) -> dict[str, float]:
    """case -> microseconds per run, from test-backend-ops' perf mode."""
    times = {}
    for case, outcome in parse_cases(output)[0]:
        match = PERF.search(outcome)
        if match:
            times[case] = float(match["us"])
    return times


# -- building ----------------------------------------------------------------------------------

def is_llama_cpp(path: Path) -> bool:
    """Whether ``path`` is a llama.cpp checkout (else a ggml one); neither is a SystemExit."""
    if (path / "ggml" / "src" / "ggml-cuda").is_dir() and (path / "tests").is_dir():
        return True
    if (path / "src" / "ggml-cuda").is_dir() and (path / "tests").is_dir():
        return False
    raise SystemExit(f"{path} is not a ggml or llama.cpp checkout (no src/ggml-cuda and tests/)")


def source_key(folder: Path, arch: str) -> str:
    """Names a build: the source tree's files (their paths, sizes and modification times) and
    the architectures."""
    digest = hashlib.sha256(arch.encode())
    for source in sorted(folder.rglob("*")):
        if source.is_file() and source.suffix in (".c", ".cpp", ".h", ".cu", ".cuh", ".txt",
                                                  ".cmake"):
            stat = source.stat()
            digest.update(f"{source.relative_to(folder)}:{stat.st_size}:{stat.st_mtime_ns}"
                          .encode())
    return digest.hexdigest()[:16]


def library_headers(out_dir: Path) -> Path:
    """A folder of links to NVIDIA's cuBLAS headers from its pip package (alone: the package's
    folder also holds a newer runtime's headers, which must not shadow nvcc's)."""
    links = out_dir / "library-headers"
    links.mkdir(parents=True, exist_ok=True)
    for entry in sys.path:
        folder = Path(entry or ".") / "nvidia" / "cu13" / "include"
        if (folder / "cublas_v2.h").is_file():
            for header in folder.glob("cublas*.h"):
                if not (links / header.name).exists():
                    (links / header.name).symlink_to(header)
            return links
    raise SystemExit("NVIDIA's cuBLAS headers are needed: pip install nvidia-cublas")


def build(path: Path, arch: str = ARCH, targets: tuple[str, ...] = ("test-backend-ops",),
          log=print) -> Path:
    """The build folder of the checkout ``path`` for ``arch``, its ``targets`` built (or found
    built) in the cache; a llama.cpp checkout also builds llama-cli and llama-bench."""
    from zluda.libraries import LIB_DIR

    llama = is_llama_cpp(path)
    out = CACHE / source_key(path, arch)
    headers = library_headers(out)
    if not (out / "build.ninja").is_file():
        log(f"configuring {path} into {out}")
        extra = ["-DLLAMA_BUILD_TESTS=ON", "-DLLAMA_CURL=OFF", "-DLLAMA_OPENSSL=OFF"] if llama \
            else ["-DGGML_BUILD_TESTS=ON", "-DGGML_BUILD_EXAMPLES=OFF"]
        subprocess.run(["cmake", "-S", str(path), "-B", str(out), "-G", "Ninja",
                        "-DCMAKE_BUILD_TYPE=Release", "-DGGML_CUDA=ON", "-DGGML_NATIVE=OFF",
                        f"-DCMAKE_CUDA_ARCHITECTURES={arch}",
                        f"-DCMAKE_CUDA_COMPILER={shutil.which('nvcc') or 'nvcc'}",
                        f"-DCUDA_cuda_driver_LIBRARY={LIB_DIR / 'libcuda.so'}",
                        f"-DCUDA_cublas_LIBRARY={LIB_DIR / 'libcublas.so'}",
                        f"-DCUDA_cublasLt_LIBRARY={LIB_DIR / 'libcublasLt.so'}",
                        f"-DCMAKE_CUDA_FLAGS=-I{headers}", f"-DCMAKE_CXX_FLAGS=-I{headers}",
                        *extra], check=True, capture_output=True, text=True)
    if llama:
        targets = (*targets, "llama-cli", "llama-bench")
    log(f"building {', '.join(targets)} in {out} (the first build takes about an hour on 2"
        " cores)")
    subprocess.run(["ninja", "-C", str(out), *targets], check=True)
    return out


# -- running -----------------------------------------------------------------------------------

def zluda_command(binary: Path, arguments: list[str], backend: str) -> list[str]:
    """``binary`` under ``zluda run`` on ``backend``, its output unbuffered (so that a case's
    name is there before it runs, and what a dying process printed is not lost in a buffer)."""
    stdbuf = shutil.which("stdbuf")
    return [*([stdbuf, "-o0", "-e0"] if stdbuf else []), sys.executable, "-m", "zluda", "run",
            "--backend", backend, str(binary), *arguments]


def list_ops(binary: Path) -> list[str]:
    """The operations test-backend-ops knows (``--list-ops``: one per line, indented)."""
    done = subprocess.run([str(binary), "--list-ops"], capture_output=True, text=True,
                          timeout=120)
    return parse_op_list(done.stdout)


def parse_op_list(output: str) -> list[str]:
    return [line.strip() for line in output.splitlines()
            if line.startswith("  ") and re.fullmatch(r"[A-Z][A-Z0-9_]*", line.strip())]


def run_op(binary: Path, op: str, backend: str, mode: str = "test",
           timeout: int = TIMEOUT_S) -> tuple[str, int | None]:
    """(the output, the exit status or None if it ran out of time) of one operation's cases."""
    env = dict(os.environ)
    if backend == "level_zero":
        env.setdefault("ZLUDA_LEVEL_ZERO_DEVICE", "opencl:cpu")
    try:
        done = subprocess.run(zluda_command(binary, [mode, "-b", "CUDA0", "-o", op], backend),
                              capture_output=True, text=True, timeout=timeout, env=env,
                              errors="replace")
    except subprocess.TimeoutExpired as exc:
        output = (exc.stdout or b"").decode(errors="replace") if isinstance(exc.stdout, bytes) \
            else (exc.stdout or "")
        return output, None
    return done.stdout + done.stderr, done.returncode


def record(backend: str, revision: str, arch: str, results: dict[str, OpResult]) -> None:
    recorded = json.loads(RESULTS.read_text()) if RESULTS.is_file() else {}
    entry = recorded.setdefault(backend, {"ops": {}})
    entry.update({"date": datetime.date.today().isoformat(), "revision": revision,
                  "arch": arch})
    entry["ops"].update({op: result.to_json() for op, result in results.items()})
    RESULTS.write_text(json.dumps(recorded, indent=1, sort_keys=True) + "\n")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m conformance.ggml", description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("path", type=Path, help="a checkout of ggml or llama.cpp")
    parser.add_argument("--ops", default="", help="only these operations (comma-separated)")
    parser.add_argument("--backend", default="opencl", choices=("opencl", "level_zero"))
    parser.add_argument("--arch", default=ARCH, help=f"CMAKE_CUDA_ARCHITECTURES ({ARCH})")
    parser.add_argument("--timeout", type=int, default=TIMEOUT_S, help="seconds per operation")
    parser.add_argument("--jobs", type=int, default=1, help="operations run at once")
    parser.add_argument("--perf", action="store_true", help="time the cases (perf mode)")
    parser.add_argument("--revision", default="", help="the source's commit (default: git's)")
    parser.add_argument("--record", action="store_true",
                        help="keep the results in conformance/ggml.json for REPORT.md")
    args = parser.parse_args(argv)
    for tool in ("nvcc", "cmake", "ninja"):
        if shutil.which(tool) is None:
            print(f"{tool} is needed to build ggml", file=sys.stderr)
            return 2
    binary = build(args.path, args.arch) / "bin" / "test-backend-ops"
    ops = [o for o in args.ops.split(",") if o] or list_ops(binary)
    if args.perf:
        for op in ops:
            output, _ = run_op(binary, op, args.backend, "perf", args.timeout)
            for case, us in perf_times(output).items():
                print(f"{case:80} {us:12.2f} us")
        return 0
    results = {}
    lock = threading.Lock()
    revision = args.revision or subprocess.run(
        ["git", "-C", str(args.path), "rev-parse", "--short", "HEAD"],
        capture_output=True, text=True).stdout.strip()

    def one(op: str) -> None:
        output, returncode = run_op(binary, op, args.backend, "test", args.timeout)
        result = results[op] = op_result(output, returncode, args.timeout)
        if args.record:  # as each ends: a long run that is stopped keeps what it found
            with lock:
                record(args.backend, revision, args.arch, {op: result})
        detail = result.crashed or result.timed_out or next(iter(result.failed.items()), "")
        print(f"{op:24} {result.status:14} {len(result.passed):5} passed"
              f" {len(result.failed):5} failed {len(result.not_supported):5} not supported"
              f"  {str(detail)[:300]}", flush=True)

    with ThreadPoolExecutor(max_workers=max(1, args.jobs)) as pool:
        list(pool.map(one, ops))
    return 0 if all(r.status in ("passed", "not supported", "no cases")
                    for r in results.values()) else 1


if __name__ == "__main__":
    sys.exit(main())
