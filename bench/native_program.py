"""Programs of bench/native/, run over zluda's libcuda.so.1: the C ABI's side of a benchmark
section. A ``.c`` program (against cuda.h) is built with the system C compiler; a ``.cu`` one
(against NVIDIA's CUDA runtime, which nvcc links in statically) with nvcc, as a CUDA
application is."""

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


def run_native(name: str, args: list[str], timeout: int = 600, libraries: tuple = ("cuda",),
               headers: dict[str, str] | None = None) -> str | tuple[str]:
    """The standard output of bench/native/``name``.c or ``.cu`` run with ``args`` (a
    one-element tuple), or why it cannot run (a string). A ``.c`` program links zluda's
    ``libraries`` (``-lcuda``, ``-lcublas``, ...) and may include ``headers`` (file name ->
    text, written beside it)."""
    from zluda.libraries import LIB_DIR
    from zluda.libraries.common.loading import environment

    toolkit = next((Path(p) for p in (os.environ.get("CUDA_HOME", ""), "/usr/local/cuda",
                                      "/usr/local/cuda-13.0")
                    if p and (Path(p) / "include" / "cuda.h").is_file()), None)
    source = SOURCES / f"{name}.c"
    with tempfile.TemporaryDirectory() as tmp:
        if source.is_file():
            if toolkit is None or shutil.which("cc") is None:
                return "needs cc and cuda.h (CUDA_HOME)"
            for header, text in (headers or {}).items():
                (Path(tmp) / header).write_text(text)
            build = ["cc", "-O2", str(source), f"-I{tmp}", f"-I{toolkit / 'include'}",
                     f"-L{LIB_DIR}", *(f"-l{library}" for library in libraries)]
        else:
            nvcc = toolkit / "bin" / "nvcc" if toolkit else None
            if nvcc is None or not nvcc.is_file():
                return "needs nvcc (CUDA_HOME)"
            build = [str(nvcc), "-O2", str(SOURCES / f"{name}.cu")]
        exe = Path(tmp) / name
        subprocess.run([*build, "-o", str(exe)], check=True)
        done = subprocess.run([str(exe), *args], capture_output=True, text=True,
                              env={**os.environ, **environment()}, timeout=timeout)
    if done.returncode:
        return f"failed: {done.stderr.strip()[-200:]}"
    return (done.stdout,)
