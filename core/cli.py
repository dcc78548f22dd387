"""The ``zluda`` command (also ``python -m zluda``).

    zluda run [--backend NAME] [--driver KIND] PROGRAM [ARGS...]   run a CUDA program on zluda
    zluda env [--lib-dir]                              the shell lines that put zluda's driver first
    zluda info                                         backends, their devices, and why not
    zluda smi                                          the devices, as nvidia-smi shows GPUs
    zluda ptx compile FILE.ptx [--target spirv|amdgpu:GFX] [-o OUT] [--emit-llvm]
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="zluda",
        description="Run CUDA programs, unmodified, on AMD, Intel and OpenCL devices (CPUs too).",
    )
    sub = parser.add_subparsers(dest="command", required=True)

    run = sub.add_parser(
        "run", help="run a CUDA program (a native executable or a Python script) on zluda",
        description="Run PROGRAM with zluda's libcuda.so.1 as its CUDA driver. A native "
                    "executable (including `python`) runs with zluda's library first on "
                    "LD_LIBRARY_PATH (and a Python it starts loads zluda's libraries at startup, "
                    "through a sitecustomize first on PYTHONPATH). A Python script runs in this "
                    "interpreter: with NVIDIA's "
                    "cuda-bindings installed, it and the packages over it (cuda.core, numba-cuda, "
                    "CuPy) load zluda's libcuda.so.1; without it, `from cuda.bindings import "
                    "driver`, `import cuda.bindings.driver` and `from cuda import cuda` resolve to "
                    "zluda.driver.",
    )
    run.add_argument("--backend",
                     help="auto, rocm (the newest of rocm7 and rocm6 that works), rocm7, rocm6,"
                          " level_zero, opencl, or a plugin's name (default: $ZLUDA_BACKEND or"
                          " auto); `zluda info` says which are usable")
    run.add_argument("--driver", choices=("auto", "native", "python"), default="auto",
                     help="for a Python script: native (NVIDIA's cuda-bindings over zluda's "
                          "libcuda.so.1), python (zluda.driver in place of cuda.bindings.driver), "
                          "or auto (native where cuda-bindings is installed; the default)")
    run.add_argument("script", metavar="PROGRAM", help="a native executable or a .py script")
    run.add_argument("args", nargs=argparse.REMAINDER, help="arguments for the program")

    env = sub.add_parser("env", help="print the shell lines that make programs use zluda",
                         description="Print `export` lines for a POSIX shell: LD_LIBRARY_PATH with "
                                     "zluda's libcuda.so.1 first, ZLUDA_PYTHONPATH, where the "
                                     "library's embedded Python finds zluda, and PYTHONPATH, "
                                     "whose sitecustomize makes a Python load zluda's libraries "
                                     "first. Use: eval \"$(zluda env)\"")
    env.add_argument("--lib-dir", action="store_true",
                     help="print only the directory that holds libcuda.so.1")

    sub.add_parser("info", help="list backends and devices, and why any are unusable")
    sub.add_parser("smi", help="the devices as nvidia-smi shows GPUs (zluda's NVML's answers)",
                   description="A table of the devices that zluda runs on, as nvidia-smi prints"
                               " NVIDIA GPUs: name, bus id, memory used by this process,"
                               " utilization (a CPU device's: the processors' busy share), and"
                               " the processes that use them.")

    ptx = sub.add_parser("ptx", help="the PTX compiler")
    ptx_sub = ptx.add_subparsers(dest="ptx_command", required=True)
    compile_ = ptx_sub.add_parser(
        "compile", help="compile a PTX file offline (to inspect the output or report a bug)")
    compile_.add_argument("file", help="a .ptx file")
    compile_.add_argument(
        "--target", default="spirv",
        help="compilation target: spirv (default), or amdgpu:GFX for an AMD GPU, e.g. "
             "amdgpu:gfx1100 or amdgpu:gfx90a:sramecc+:xnack- (an AMD target ID; add @v6 for "
             "code-object version 6)")
    compile_.add_argument("-o", "--output",
                          help="output file (default: FILE.spv, FILE.hsaco or FILE.ll)")
    compile_.add_argument("--emit-llvm", action="store_true",
                          help="write the optimized LLVM IR instead of the binary")

    args = parser.parse_args(argv)
    if args.command == "run":
        return run_program(args.script, args.args, args.backend, args.driver)
    if args.command == "env":
        return print_env(args.lib_dir)
    if args.command == "info":
        from .info import print_info

        return print_info()
    if args.command == "smi":
        from .libraries.nvml.smi import render

        print("\n".join(render()))
        return 0
    return compile_file(args.file, args.target, args.output, args.emit_llvm)


def print_env(lib_dir_only: bool) -> int:
    import shlex

    from .libraries import LIB_DIR
    from .libraries.common.loading import environment

    if lib_dir_only:
        print(LIB_DIR)
        return 0
    for name, value in environment().items():
        print(f"export {name}={shlex.quote(value)}")
    return 0


def _is_python_script(path: Path) -> bool:
    if path.suffix == ".py":
        return True
    with path.open("rb") as f:
        head = f.read(128)
    return not head.startswith(b"\x7fELF") and head.startswith(b"#!") and b"python" in \
        head.split(b"\n", 1)[0]


def run_program(program: str, args: list[str], backend: str | None, driver: str) -> int:
    import shutil

    from .libraries.common.loading import NotBuilt, environment, require_library

    if backend:
        os.environ["ZLUDA_BACKEND"] = backend
    path = Path(program)
    if not path.is_file():
        found = shutil.which(program)
        if found is None:
            print(f"zluda run: {program}: no such file or command", file=sys.stderr)
            return 2
        path = Path(found)
    if _is_python_script(path):
        return run_script(path, args, driver)
    try:
        require_library()
    except NotBuilt as exc:
        print(f"zluda run: {exc}", file=sys.stderr)
        return 2
    env = {**os.environ, **environment()}
    try:
        os.execve(str(path), [program, *args], env)
    except OSError as exc:
        print(f"zluda run: cannot run {program}: {exc}", file=sys.stderr)
        return 2
    return 0  # not reached


def _has_cuda_bindings() -> bool:
    import importlib.util

    try:
        return importlib.util.find_spec("cuda.bindings") is not None
    except (ImportError, ValueError):
        return False


def run_script(path: Path, args: list[str], driver: str) -> int:
    native = driver == "native" or (driver == "auto" and _has_cuda_bindings())
    if native:
        from .libraries.common.loading import NotBuilt, environment, preload

        try:
            preload()
        except (NotBuilt, OSError) as exc:
            print(f"zluda run: {exc}", file=sys.stderr)
            return 2
        os.environ.update(environment())  # for the programs that this one starts
    else:
        from .compat import install_cuda_modules

        install_cuda_modules()
    import runpy

    sys.argv = [str(path), *args]
    sys.path.insert(0, str(path.resolve().parent))
    try:
        runpy.run_path(str(path), run_name="__main__")
    except SystemExit as exc:
        code = exc.code
        return code if isinstance(code, int) else (0 if code is None else 1)
    return 0


def compile_file(file: str, target: str, output: str | None, emit_llvm: bool) -> int:
    from .ptx import CompileError, compile_ptx, translate
    from .ptx.compiler import llvm_request
    from .ptx.targets import get_target
    from .ptx.worker import llvm_stage

    try:  # PTX is ASCII; other bytes are kept for the parser to point at (as cuModuleLoadData)
        text = Path(file).read_bytes().decode("utf-8", "surrogateescape")
    except OSError as exc:
        print(f"zluda ptx compile: {exc}", file=sys.stderr)
        return 2
    try:
        tgt = get_target(target)
    except ValueError as exc:
        print(f"zluda ptx compile: {exc}", file=sys.stderr)
        return 2
    try:
        if emit_llvm:
            llvm_ir, info, _ = translate(text, tgt, file)
            _obj, optimized = llvm_stage(llvm_request(tgt, llvm_ir, info, with_ir=True))
            data = optimized.encode()
            suffix = ".ll"
        else:
            data = compile_ptx(text, tgt, file, use_cache=False).binary
            suffix = ".spv" if tgt.name == "spirv" else ".hsaco"
    except CompileError as exc:
        print(str(exc), file=sys.stderr)
        return 1
    out = Path(output) if output else Path(file).with_suffix(suffix)
    out.write_bytes(data)
    print(f"wrote {out} ({len(data)} bytes)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
