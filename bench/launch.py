"""Launch overhead: microseconds per launch of an empty kernel.

Four ways to launch the same work on the same CPU device: cuLaunchKernel through
``zluda.driver`` (nvcc's PTX, compiled by zluda), the same from C through zluda's
``libcuda.so.1`` (bench/native/launch.c, built with the system C compiler against cuda.h; it
also reports the cost of the first call from a native process: starting Python and zluda
inside ``cuInit``), and the SPIR-V that zluda makes of that PTX
(``zluda.ptx.compile_ptx(ptx, "spirv").binary``) launched raw, by pyopencl
(``enqueue_nd_range_kernel``) and by dpctl (``SyclQueue.submit``). The raw launches pass the
kernel ABI's hidden arguments themselves (core/ptx/abi.py: the globals block, the shared window,
then the u32 scalars of ``hidden_scalars``). Synchronous: launch and wait, each time. Queued:
N launches, one wait.
"""

from __future__ import annotations

import ctypes
import statistics
import time

import numpy as np
from zluda.ptx.abi import hidden_scalars

from .translation import PTX, check, driver, opencl


def _per_launch(launch, wait, n: int, sync: bool, repeats: int) -> float:
    """Median over repeats of the µs per launch of n launches."""
    launch()
    wait()
    samples = []
    for _ in range(repeats):
        t0 = time.perf_counter()
        if sync:
            for _ in range(n):
                launch()
                wait()
        else:
            for _ in range(n):
                launch()
            wait()
        samples.append((time.perf_counter() - t0) / n * 1e6)
    return statistics.median(samples)


def _ours():
    cuda = driver()
    module = check(cuda, cuda.cuModuleLoadData(PTX.read_bytes()))
    kernel = check(cuda, cuda.cuModuleGetFunction(module, b"empty"))
    stream = check(cuda, cuda.cuStreamCreate(0))

    def launch():
        cuda.cuLaunchKernel(kernel, 1, 1, 1, 32, 1, 1, 0, stream, 0, 0)

    def wait():
        cuda.cuStreamSynchronize(stream)
    return launch, wait


def _c_abi(n: int, repeats: int) -> tuple[float, float, float] | str:
    """(sync µs, queued µs, first-call ms) from bench/native/launch.c, or why it cannot run."""
    import os
    import shutil
    import subprocess
    import tempfile
    from pathlib import Path

    from zluda.native import LIB_DIR
    from zluda.native.loading import environment

    include = next((Path(p) / "include" for p in (os.environ.get("CUDA_HOME", ""),
                                                   "/usr/local/cuda", "/usr/local/cuda-13.0")
                    if p and (Path(p) / "include" / "cuda.h").is_file()), None)
    if include is None or shutil.which("cc") is None:
        return "needs cc and cuda.h (CUDA_HOME)"
    with tempfile.TemporaryDirectory() as tmp:
        exe = Path(tmp) / "launch"
        subprocess.run(["cc", "-O2", "-o", str(exe), str(Path(__file__).parent / "native" /
                        "launch.c"), f"-I{include}", f"-L{LIB_DIR}", "-lcuda"], check=True)
        done = subprocess.run([str(exe), str(PTX), str(n), str(repeats)], capture_output=True,
                              text=True, env={**os.environ, **environment()}, timeout=600)
    if done.returncode:
        return f"failed: {done.stderr.strip()[-200:]}"
    words = done.stdout.split()
    return float(words[3]), float(words[5]), float(words[1])


def _spirv() -> bytes:
    from zluda.ptx import compile_ptx
    return compile_ptx(PTX.read_text(), "spirv").binary


def _pyopencl(spirv: bytes):
    cl, device, context, queue = opencl()
    program = cl.Program(context, spirv).build()
    kernel = cl.Kernel(program, "empty")
    flags = cl.svm_mem_flags.READ_WRITE | cl.svm_mem_flags.SVM_FINE_GRAIN_BUFFER
    globals_block = cl.SVMAllocation(context, 64, 128, flags)
    kernel.set_arg(0, cl.SVM(np.frombuffer((ctypes.c_uint8 * 64).from_address(
        globals_block.svm_ptr), np.uint8)))
    kernel.set_arg(1, cl.LocalMemory(4))
    for i, value in enumerate(hidden_scalars((32, 1, 1), 0)):
        kernel.set_arg(2 + i, np.uint32(value))

    def launch():
        cl.enqueue_nd_range_kernel(queue, kernel, (32, 1, 1), (32, 1, 1))
    launch.keep = globals_block  # the kernel holds only its address
    return launch, queue.finish


def _dpctl(spirv: bytes):
    from zluda.backends.opencl.icd import register_pip_runtime
    register_pip_runtime()
    import dpctl
    import dpctl.memory
    import dpctl.program
    queue = dpctl.SyclQueue("opencl:cpu")
    program = dpctl.program.create_program_from_spirv(queue, spirv)
    kernel = program.get_sycl_kernel("empty")
    globals_block = dpctl.memory.MemoryUSMDevice(64, queue=queue)
    args = [globals_block, dpctl.LocalAccessor("i4", (1,)),
            *(ctypes.c_uint32(v) for v in hidden_scalars((32, 1, 1), 0))]
    last = []

    def launch():
        last[:] = [queue.submit(kernel, args, [32], [32]), globals_block]

    def wait():
        queue.wait()
    return launch, wait


def run(quick: bool = False) -> list[str]:
    n, repeats = (200, 3) if quick else (2000, 7)
    spirv = _spirv()
    paths = [("zluda.driver cuLaunchKernel", _ours()), ("raw pyopencl enqueue", _pyopencl(spirv))]
    try:
        paths.append(("raw dpctl submit (opencl:cpu)", _dpctl(spirv)))
    except Exception as exc:  # dpctl is an optional extra
        paths.append((f"raw dpctl submit: unavailable ({type(exc).__name__}: {exc})", None))
    lines = ["## Launch overhead (empty kernel, 1 block of 32 threads)", "",
             f"µs per launch, median of {repeats} runs of {n} launches.", "",
             "| path | synchronous (launch + wait) | queued (N launches, one wait) |",
             "|---|---|---|"]
    results = {}
    native = _c_abi(n, repeats)
    if isinstance(native, str):
        lines.append(f"| libcuda.so.1 cuLaunchKernel (from C): {native} | – | – |")
    else:
        results["libcuda.so.1 cuLaunchKernel (from C)"] = native[:2]
        lines.append(f"| libcuda.so.1 cuLaunchKernel (from C) | {native[0]:.1f} µs |"
                     f" {native[1]:.1f} µs |")
    for name, fns in paths:
        if fns is None:
            lines.append(f"| {name} | – | – |")
            continue
        launch, wait = fns
        sync = _per_launch(launch, wait, n, True, repeats)
        queued = _per_launch(launch, wait, n, False, repeats)
        results[name] = (sync, queued)
        lines.append(f"| {name} | {sync:.1f} µs | {queued:.1f} µs |")
    ours = results["zluda.driver cuLaunchKernel"]
    raw = results["raw pyopencl enqueue"]
    lines += ["", f"zluda.driver vs raw pyopencl: {ours[0] - raw[0]:+.1f} µs synchronous,"
                  f" {ours[1] - raw[1]:+.1f} µs queued (goal: at most +3 µs queued)."]
    if not isinstance(native, str):
        lines += ["", f"First call from a native process (cuInit: starting Python and zluda):"
                      f" {native[2]:.0f} ms (goal: at most 500 ms)."]
    run.results = results
    return lines
