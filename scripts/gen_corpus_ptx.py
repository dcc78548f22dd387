#!/usr/bin/env python3
"""Regenerate the PTX corpus of real programs (tests/ptx/corpus) with nvcc 13.

    python scripts/gen_corpus_ptx.py LLMC_CHECKOUT CUBLAS_INCLUDE

- ``llmc/``: every kernel file of llm.c's ``dev/cuda`` (karpathy/llm.c, MIT licensed; its
  notice is ``llmc/LICENSE``), compiled for sm_80 (``-arch=sm_80 -O3``, bf16 as llm.c
  defaults) and stored zstd-compressed as ``NAME.sm80.ptx.zst``. llm.c includes cuBLAS's
  headers: ``CUBLAS_INCLUDE`` is the include directory of the ``nvidia-cublas`` wheel
  (``pip download --no-deps nvidia-cublas``; only its headers are used). Left out:
  ``nccl_all_reduce.cu`` (needs MPI and NCCL headers) and ``train_gpt2.cu`` (its host code
  does not build with CUDA 13: ``cudaMemAdvise`` takes a ``cudaMemLocation`` now).
- ``samples/``: kernels of our own in the style of NVIDIA's cuda-samples (``*.cu``), compiled
  for sm_75 and sm_80 as ``NAME.smXX.ptx``.

The tests (tests/ptx/test_program_corpus.py) read these files and never need nvcc.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import zstandard

ROOT = Path(__file__).resolve().parent.parent
CORPUS = ROOT / "tests" / "ptx" / "corpus"
NVCC = "/usr/local/bin/nvcc"
LLMC_LEFT_OUT = {"nccl_all_reduce.cu"}
SAMPLE_ARCHS = ("sm_75", "sm_80")


def ptx(source: Path, arch: str, includes: list[Path]) -> bytes:
    cmd = [NVCC, "-ptx", f"-arch={arch}", "-O3", *(f"-I{i}" for i in includes), str(source),
           "-o", "-"]
    print(" ".join(cmd), file=sys.stderr)
    return subprocess.run(cmd, check=True, capture_output=True, cwd=source.parent).stdout


def main() -> int:
    if len(sys.argv) != 3:
        print(__doc__, file=sys.stderr)
        return 2
    llmc, cublas = Path(sys.argv[1]), Path(sys.argv[2])
    out = CORPUS / "llmc"
    out.mkdir(parents=True, exist_ok=True)
    compressor = zstandard.ZstdCompressor(level=19)
    for cu in sorted((llmc / "dev" / "cuda").glob("*.cu")):
        if cu.name in LLMC_LEFT_OUT:
            continue
        text = ptx(cu, "sm_80", [llmc, cublas])
        (out / f"{cu.stem}.sm80.ptx.zst").write_bytes(compressor.compress(text))
    (out / "LICENSE").write_bytes((llmc / "LICENSE").read_bytes())
    for cu in sorted((CORPUS / "samples").glob("*.cu")):
        for arch in SAMPLE_ARCHS:
            (cu.parent / f"{cu.stem}.{arch.replace('_', '')}.ptx").write_bytes(ptx(cu, arch, []))
    return 0


if __name__ == "__main__":
    sys.exit(main())
