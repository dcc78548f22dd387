"""llama.cpp runs a model on its CUDA backend under ``zluda run``, and agrees with its CPU
backend.

    python -m conformance.llama [--backend B] PATH

PATH is a llama.cpp checkout (built as :mod:`conformance.ggml` builds it). No model can be
downloaded here, so the tiny llama of :mod:`conformance.tiny_llama` is written in f16, q8_0
and q4_0. For each, the prompt's last logits (``llama-debug --save-logits``) and a greedy
continuation (``llama-completion --temp 0``) are made on the CPU backend (``-dev none``) and on
CUDA0 under ``zluda run`` (every layer offloaded), and compared: the same tokens, and logits
within ggml's own tolerance for a matrix product (test-backend-ops' normalized mean squared
error of 5e-4) with the same best token.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
from dataclasses import dataclass
from pathlib import Path

import numpy as np

PROMPT = "the time of the new"
TOKENS = 24
MAX_NMSE = 5e-4  # test-backend-ops' bound for MUL_MAT
TYPES = ("f16", "q8_0", "q4_0")
TIMEOUT_S = 900


@dataclass
class Agreement:
    weight_type: str
    same_tokens: bool
    nmse: float
    same_best: bool
    cpu_text: str
    cuda_text: str

    @property
    def agrees(self) -> bool:
        return self.same_tokens and self.same_best and self.nmse <= MAX_NMSE


def nmse(reference: np.ndarray, other: np.ndarray) -> float:
    """test-backend-ops' error: the mean squared difference over the reference's mean square."""
    reference, other = np.asarray(reference, np.float64), np.asarray(other, np.float64)
    if reference.shape != other.shape:
        return float("inf")
    return float(np.sum((reference - other) ** 2) / max(np.sum(reference ** 2), 1e-300))


def compare(weight_type: str, cpu: tuple[str, np.ndarray], cuda: tuple[str, np.ndarray]
            ) -> Agreement:
    """The agreement of (continuation, last logits) made on the CPU and on CUDA."""
    (cpu_text, cpu_logits), (cuda_text, cuda_logits) = cpu, cuda
    same_best = cpu_logits.shape == cuda_logits.shape and \
        int(np.argmax(cpu_logits)) == int(np.argmax(cuda_logits))
    return Agreement(weight_type, cpu_text == cuda_text, nmse(cpu_logits, cuda_logits), same_best,
                     cpu_text, cuda_text)


def _run(command: list[str], cuda: bool, backend: str, cwd: Path) -> subprocess.CompletedProcess:
    env = dict(os.environ)
    if backend == "level_zero":
        env.setdefault("ZLUDA_LEVEL_ZERO_DEVICE", "opencl:cpu")
    if cuda:
        command = [sys.executable, "-m", "zluda", "run", "--backend", backend, *command]
    return subprocess.run(command, capture_output=True, text=True, timeout=TIMEOUT_S, env=env,
                          cwd=cwd, errors="replace")


def _device_flags(cuda: bool) -> list[str]:
    """Every layer on CUDA0; or none, and no operation offloaded to it either (llama.cpp sends a
    prompt's large products to a GPU backend even when the model is on the CPU)."""
    return ["-dev", "CUDA0", "-ngl", "99"] if cuda else \
        ["-dev", "none", "-ngl", "0", "--no-op-offload"]


def continuation(bin_dir: Path, model: Path, cuda: bool, backend: str, cwd: Path) -> str:
    done = _run([str(bin_dir / "llama-completion"), "-m", str(model), "-p", PROMPT, "-n",
                 str(TOKENS), "--temp", "0", "--seed", "1", "-no-cnv", "--no-warmup",
                 *_device_flags(cuda)], cuda, backend, cwd)
    if done.returncode:
        raise RuntimeError(f"llama-completion ({'CUDA0' if cuda else 'CPU'}) exit"
                           f" {done.returncode}: {(done.stderr.strip().splitlines() or [''])[-1]}")
    return done.stdout.strip()


def last_logits(bin_dir: Path, model: Path, cuda: bool, backend: str, cwd: Path) -> np.ndarray:
    out = cwd / ("cuda" if cuda else "cpu")
    done = _run([str(bin_dir / "llama-debug"), "-m", str(model), "-p", PROMPT, "--save-logits",
                 "--logits-output-dir", str(out), *_device_flags(cuda)], cuda, backend, cwd)
    files = sorted(out.glob("llamacpp-*.bin"))
    files = [f for f in files if not f.name.endswith("-tokens.bin")]
    if done.returncode or not files:
        raise RuntimeError(f"llama-debug ({'CUDA0' if cuda else 'CPU'}) exit {done.returncode}:"
                           f" {(done.stderr.strip().splitlines() or [''])[-1]}")
    return np.fromfile(files[0], np.float32)


def record(backend: str, result: Agreement) -> None:
    """Keeps one weight type's agreement in conformance/ggml.json (its "llama" part)."""
    import datetime
    import json

    from .ggml import RESULTS

    recorded = json.loads(RESULTS.read_text()) if RESULTS.is_file() else {}
    recorded.setdefault("llama", {}).setdefault(backend, {})[result.weight_type] = {
        "date": datetime.date.today().isoformat(), "agrees": result.agrees,
        "same_tokens": result.same_tokens, "nmse": result.nmse, "same_best": result.same_best,
        "text": result.cuda_text[-120:]}
    RESULTS.write_text(json.dumps(recorded, indent=1, sort_keys=True) + "\n")


def main(argv: list[str] | None = None) -> int:
    from . import ggml, tiny_llama

    parser = argparse.ArgumentParser(prog="python -m conformance.llama", description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("path", type=Path, help="a llama.cpp checkout")
    parser.add_argument("--backend", default="opencl", choices=("opencl", "level_zero"))
    parser.add_argument("--types", default=",".join(TYPES))
    parser.add_argument("--record", action="store_true",
                        help="keep the results in conformance/ggml.json for REPORT.md")
    args = parser.parse_args(argv)
    if not ggml.is_llama_cpp(args.path):
        print(f"{args.path} is ggml, not llama.cpp", file=sys.stderr)
        return 2
    bin_dir = ggml.build(args.path, targets=("llama-completion", "llama-debug")) / "bin"
    failed = 0
    with tempfile.TemporaryDirectory(prefix="zluda-llama-") as tmp:
        for weight_type in args.types.split(","):
            work = Path(tmp) / weight_type
            work.mkdir()
            model = tiny_llama.write_model(work / f"tiny-{weight_type}.gguf", weight_type)
            try:
                result = compare(weight_type, *[
                    (continuation(bin_dir, model, cuda, args.backend, work),
                     last_logits(bin_dir, model, cuda, args.backend, work))
                    for cuda in (False, True)])
            except (RuntimeError, subprocess.TimeoutExpired) as exc:
                print(f"{weight_type:5} error: {exc}")
                failed += 1
                continue
            failed += not result.agrees
            if args.record:
                record(args.backend, result)
            print(f"{weight_type:5} {'agree' if result.agrees else 'DIFFER'}: tokens"
                  f" {'same' if result.same_tokens else 'differ'}, logits NMSE {result.nmse:.2e},"
                  f" best token {'same' if result.same_best else 'differs'}")
            if not result.same_tokens:
                print(f"      CPU:  {result.cpu_text!r}\n      CUDA: {result.cuda_text!r}")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
