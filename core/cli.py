"""The ``zluda`` command (also ``python -m zluda``).

    zluda run [--backend NAME] SCRIPT.py [ARGS...]   run a CUDA Python program on zluda
    zluda info                                         backends, their devices, and why not
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
        "run", help="run a Python CUDA program on zluda",
        description="Run SCRIPT so that `from cuda.bindings import driver`, `import "
                    "cuda.bindings.driver` and `from cuda import cuda` resolve to zluda.driver.",
    )
    run.add_argument("--backend",
                     help="auto, rocm (the newest of rocm7 and rocm6 that works), rocm7, rocm6,"
                          " level_zero, opencl, or a plugin's name (default: $ZLUDA_BACKEND or"
                          " auto); `zluda info` says which are usable")
    run.add_argument("script", help="the program (a .py file)")
    run.add_argument("args", nargs=argparse.REMAINDER, help="arguments for the program")

    sub.add_parser("info", help="list backends and devices, and why any are unusable")

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
        return run_script(args.script, args.args, args.backend)
    if args.command == "info":
        from .info import print_info

        return print_info()
    return compile_file(args.file, args.target, args.output, args.emit_llvm)


def run_script(script: str, args: list[str], backend: str | None) -> int:
    path = Path(script)
    if not path.is_file():
        print(f"zluda run: {script}: no such file", file=sys.stderr)
        return 2
    with path.open("rb") as f:
        head = f.read(4)
    if head == b"\x7fELF" or path.suffix not in (".py", ""):
        print(f"zluda run: {script} is a native program. zluda runs Python CUDA programs today;"
              " native programs need zluda's libcuda.so.1, which is coming.", file=sys.stderr)
        return 2
    if backend:
        os.environ["ZLUDA_BACKEND"] = backend
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
            _obj, optimized = llvm_stage(llvm_request(tgt, llvm_ir, info))
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
