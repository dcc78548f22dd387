"""Programs of bench/native/ (C, against cuda.h), built with the system C compiler and run over
zluda's libcuda.so.1: the C ABI's side of a benchmark section."""

from __future__ import annotations

import os
import shutil
import subprocess
import tempfile
from pathlib import Path

SOURCES = Path(__file__).parent / "native"


def compile_bytecode() -> None:
    """Write zluda's bytecode caches, as pip does when it installs a package (and Python on a
    module's first import, unless PYTHONDONTWRITEBYTECODE is set, as it is on this project's
    machines): a native program's first call then measures an installed zluda, not the
    compilation of its sources (about 0.2 s more)."""
    import compileall

    import zluda
    from zluda.backends import level_zero, opencl, rocm

    for package in (zluda, opencl, rocm, level_zero):
        for path in package.__path__:
            compileall.compile_dir(path, quiet=1)


def run_native(name: str, args: list[str], timeout: int = 600) -> str | tuple[str]:
    """The standard output of bench/native/``name``.c run with ``args`` (a one-element tuple),
    or why it cannot run (a string)."""
    from zluda.native import LIB_DIR
    from zluda.native.loading import environment

    include = next((Path(p) / "include" for p in (os.environ.get("CUDA_HOME", ""),
                                                   "/usr/local/cuda", "/usr/local/cuda-13.0")
                    if p and (Path(p) / "include" / "cuda.h").is_file()), None)
    if include is None or shutil.which("cc") is None:
        return "needs cc and cuda.h (CUDA_HOME)"
    with tempfile.TemporaryDirectory() as tmp:
        exe = Path(tmp) / name
        subprocess.run(["cc", "-O2", "-o", str(exe), str(SOURCES / f"{name}.c"),
                        f"-I{include}", f"-L{LIB_DIR}", "-lcuda"], check=True)
        done = subprocess.run([str(exe), *args], capture_output=True, text=True,
                              env={**os.environ, **environment()}, timeout=timeout)
    if done.returncode:
        return f"failed: {done.stderr.strip()[-200:]}"
    return (done.stdout,)
