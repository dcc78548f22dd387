"""Building C programs against cuda.h and zluda's libcuda.so, and running them on zluda."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from zluda.libraries import LIB_DIR
from zluda.libraries.registry import DRIVER_LIBRARY as LIBRARY

HERE = Path(__file__).resolve().parent
SOURCES = HERE / "c"


def cuda_include() -> Path | None:
    """The CUDA toolkit's include directory (cuda.h), if the machine has one."""
    candidates = [os.environ.get("CUDA_HOME", ""), os.environ.get("CUDA_PATH", ""),
                  "/usr/local/cuda", *sorted(map(str, Path("/usr/local").glob("cuda-*")),
                                             reverse=True)]
    for root in candidates:
        if root and (Path(root) / "include" / "cuda.h").is_file():
            return Path(root) / "include"
    return None


def compile_program(source: Path, out_dir: Path) -> Path:
    """``cc`` ``source`` against cuda.h and zluda's libcuda.so (-lcuda)."""
    include = cuda_include()
    compiler = shutil.which("cc") or shutil.which("gcc")
    if include is None or compiler is None:
        pytest.skip("needs a C compiler and the CUDA toolkit's cuda.h (set CUDA_HOME)")
    assert LIBRARY.is_file(), f"{LIBRARY} was not built by the install"
    out = out_dir / source.stem
    subprocess.run([compiler, "-O1", "-o", str(out), str(source), f"-I{include}",
                    f"-L{LIB_DIR}", "-lcuda", "-lpthread"], check=True, capture_output=True)
    return out


def zluda_run(program: Path, *args: str, timeout: int = 300, **env: str):
    return subprocess.run([sys.executable, "-m", "zluda", "run", str(program), *args],
                          capture_output=True, text=True, timeout=timeout,
                          env={**os.environ, **env})
