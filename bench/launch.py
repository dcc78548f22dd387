"""Launch overhead: microseconds per launch of an empty kernel.

Five ways to launch the same work on the same CPU device: cuLaunchKernel through
``zluda.driver`` (nvcc's PTX, compiled by zluda), the same from C through zluda's
``libcuda.so.1`` (bench/native/launch.c, built with the system C compiler against cuda.h; it
also reports the cost of the first call from a native process: starting Python and zluda
inside ``cuInit``), ``<<<>>>`` in an nvcc-built program (bench/native/cudart.cu: NVIDIA's cudart
over zluda's ``libcuda.so.1``, with the calls it adds to each of its own), and the SPIR-V
that zluda makes of that PTX (``zluda.ptx.compile_ptx(ptx, "spirv").binary``) launched raw, by
pyopencl (``enqueue_nd_range_kernel``) and by dpctl (``SyclQueue.submit``). The raw launches
pass the kernel ABI's hidden arguments themselves (core/ptx/abi.py: the globals block, the
shared window, then the u32 scalars of ``hidden_scalars``). Synchronous: launch and wait, each
time. Queued: N launches, one wait. Then 10 launches against one launch of a graph of the same
10 kernels (captured from them).
"""

from __future__ import annotations

import ctypes
import statistics
import time

import numpy as np
from zluda.ptx.abi import hidden_scalars

from .native_program import compile_bytecode, run_native
from .translation import PTX, check, driver, opencl


def _sample(launch, wait, n: int, sync: bool) -> tuple[float, float]:
    """(wall µs, CPU µs of the calling thread) per launch, over n launches."""
    wall, cpu = time.perf_counter(), time.thread_time()
    if sync:
        for _ in range(n):
            launch()
            wait()
    else:
        for _ in range(n):
            launch()
        wait()
    return ((time.perf_counter() - wall) / n * 1e6, (time.thread_time() - cpu) / n * 1e6)


def _interleaved(paths: dict, n: int, repeats: int) -> dict[str, dict[str, list[float]]]:
    """Samples of every path, taken in turns (the order rotating each round), so that a noisy
    moment of the machine falls on all of them: path -> {"sync", "queued", "cpu"} -> values."""
    samples = {name: {"sync": [], "queued": [], "cpu": []} for name in paths}
    for launch, wait in paths.values():
        launch()
        wait()
    names = list(paths)
    for round_ in range(repeats):
        for name in names[round_ % len(names):] + names[: round_ % len(names)]:
            launch, wait = paths[name]
            samples[name]["sync"].append(_sample(launch, wait, n, True)[0])
            queued, cpu = _sample(launch, wait, n, False)
            samples[name]["queued"].append(queued)
            samples[name]["cpu"].append(cpu)
    return samples


def _driver_kernel(name: bytes):
    """The kernel ``name`` of the bench's PTX through zluda.driver, a stream for its launches
    and the wait for them: (cuda, kernel, stream, wait)."""
    cuda = driver()
    module = check(cuda, cuda.cuModuleLoadData(PTX.read_bytes()))
    kernel = check(cuda, cuda.cuModuleGetFunction(module, name))
    stream = check(cuda, cuda.cuStreamCreate(0))

    def wait():
        cuda.cuStreamSynchronize(stream)
    return cuda, kernel, stream, wait


def _ours():
    cuda, kernel, stream, wait = _driver_kernel(b"empty")

    def launch():
        cuda.cuLaunchKernel(kernel, 1, 1, 1, 32, 1, 1, 0, stream, 0, 0)
    return launch, wait


COUNT = 32  # vector_add's elements: one block of 32 threads


def _ours_with_parameters():
    """vector_add on 32 floats, its four parameters passed at each launch as cuda.bindings
    passes them (values and their ctypes types; None for a pointer), the three pointers
    alternating between two sets of arrays (as a program's launches change their buffers)."""
    cuda, kernel, stream, wait = _driver_kernel(b"vector_add")
    types = (None, None, None, ctypes.c_uint32)
    sets = [((*(check(cuda, cuda.cuMemAlloc(4 * COUNT)) for _ in range(3)), COUNT), types)
            for _ in range(2)]
    turn = [0]

    def launch():
        turn[0] ^= 1
        cuda.cuLaunchKernel(kernel, 1, 1, 1, 32, 1, 1, 0, stream, sets[turn[0]], 0)
    return launch, wait


GRAPH_KERNELS = 10
C_ABI = "libcuda.so.1 cuLaunchKernel (from C)"
CUDART = "cudart <<<>>> (an nvcc program)"


def _ten_kernels() -> dict:
    """The same 10 launches of the empty kernel on one stream: one cuLaunchKernel each, or one
    cuGraphLaunch of a graph captured from them (its work prepared when instantiated)."""
    cuda, kernel, stream, wait = _driver_kernel(b"empty")

    def launches():
        for _ in range(GRAPH_KERNELS):
            cuda.cuLaunchKernel(kernel, 1, 1, 1, 32, 1, 1, 0, stream, 0, 0)

    check(cuda, cuda.cuStreamBeginCapture(
        stream, cuda.CUstreamCaptureMode.CU_STREAM_CAPTURE_MODE_GLOBAL))
    launches()
    graph = check(cuda, cuda.cuStreamEndCapture(stream))
    graph_exec = check(cuda, cuda.cuGraphInstantiate(graph, 0))

    def graph_launch():
        cuda.cuGraphLaunch(graph_exec, stream)
    return {f"{GRAPH_KERNELS} x cuLaunchKernel": (launches, wait),
            f"cuGraphLaunch of {GRAPH_KERNELS} kernel nodes": (graph_launch, wait)}


def _native(program: str, args: list[str]) -> dict[str, float] | str:
    """What a bench/native launch program printed (``sync``, ``queued`` and ``cpu`` µs per
    launch; launch.c also ``first_call_ms``), or why it cannot run."""
    done = run_native(program, args)
    if isinstance(done, str):
        return done
    words = done[0].split()
    return dict(zip(words[::2], map(float, words[1::2])))


def _spirv() -> bytes:
    from zluda.ptx import compile_ptx
    return compile_ptx(PTX.read_text(), "spirv").binary


def _raw_kernel(spirv: bytes, name: str, parameters: int):
    """The kernel ``name`` of zluda's SPIR-V, built by pyopencl, with the kernel ABI's hidden
    arguments (after its ``parameters``) set once for a block of 32 threads: they do not
    change. Returns (cl, context, queue, kernel, the globals block, which must stay alive)."""
    cl, device, context, queue = opencl()
    kernel = cl.Kernel(cl.Program(context, spirv).build(), name)
    globals_block = cl.SVMAllocation(context, 64, 128, _svm_flags(cl))
    kernel.set_arg(parameters, cl.SVM(np.frombuffer((ctypes.c_uint8 * 64).from_address(
        globals_block.svm_ptr), np.uint8)))
    kernel.set_arg(parameters + 1, cl.LocalMemory(4))
    for i, value in enumerate(hidden_scalars((32, 1, 1), 0)):
        kernel.set_arg(parameters + 2 + i, np.uint32(value))
    return cl, context, queue, kernel, globals_block


def _svm_flags(cl):
    """Fine-grained shared virtual memory, as zluda's OpenCL backend allocates it."""
    return cl.svm_mem_flags.READ_WRITE | cl.svm_mem_flags.SVM_FINE_GRAIN_BUFFER


def _pyopencl(spirv: bytes):
    cl, context, queue, kernel, globals_block = _raw_kernel(spirv, "empty", 0)

    def launch():
        cl.enqueue_nd_range_kernel(queue, kernel, (32, 1, 1), (32, 1, 1))
    launch.keep = globals_block  # the kernel holds only its address
    return launch, queue.finish


def _pyopencl_with_parameters(spirv: bytes):
    """vector_add's SPIR-V launched raw, its four parameters set at each launch (the pointers
    alternating between two sets of arrays) as a C program sets them: clSetKernelArg with each
    value's bytes (pyopencl's ``_set_arg_buf``, 0.1 µs; its ``set_arg`` of a NumPy scalar
    costs 7-11 µs). The kernel ABI's hidden arguments are set once: they do not change."""
    cl, context, queue, kernel, globals_block = _raw_kernel(spirv, "vector_add", 4)
    blocks = [cl.SVMAllocation(context, 4 * COUNT, 128, _svm_flags(cl)) for _ in range(6)]
    pointers = [np.uint64(block.svm_ptr).tobytes() for block in blocks]
    sets = [pointers[:3], pointers[3:]]
    count = np.uint32(COUNT).tobytes()
    set_arg = kernel._set_arg_buf
    turn = [0]

    def launch():
        turn[0] ^= 1
        a, b, c = sets[turn[0]]
        set_arg(0, a)
        set_arg(1, b)
        set_arg(2, c)
        set_arg(3, count)
        cl.enqueue_nd_range_kernel(queue, kernel, (32, 1, 1), (32, 1, 1))
    launch.keep = (blocks, globals_block)  # the kernel holds only their addresses
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
    n, repeats = (200, 15) if quick else (1000, 41)
    spirv = _spirv()
    paths = {"zluda.driver cuLaunchKernel": _ours(), "raw pyopencl enqueue": _pyopencl(spirv)}
    unavailable = None
    try:
        paths["raw dpctl submit (opencl:cpu)"] = _dpctl(spirv)
    except Exception as exc:  # dpctl is an optional extra
        unavailable = f"raw dpctl submit: unavailable ({type(exc).__name__}: {exc})"
    lines = ["## Launch overhead (empty kernel, 1 block of 32 threads)", "",
             f"µs per launch, medians of {repeats} runs of {n} launches, the Python paths taken"
             " in turns. Host CPU: the launching thread's CPU time per queued launch (the"
             " wall time where the final wait spins, as Intel's CPU runtime's does).", "",
             "| path | synchronous (launch + wait) | queued (N launches, one wait) | host CPU,"
             " queued |", "|---|---|---|---|"]
    results = {}
    compile_bytecode()  # launch.c's first call: that of an installed zluda
    natives = {C_ABI: _native("launch", [str(PTX), str(n), str(max(3, repeats // 3))]),
               CUDART: _native("cudart", ["launch", str(n), str(max(3, repeats // 3))])}
    for name, native in natives.items():
        if isinstance(native, str):
            lines.append(f"| {name}: {native} | – | – | – |")
        else:
            results[name] = (native["sync"], native["queued"], native["cpu"])
            lines.append(f"| {name} | {native['sync']:.1f} µs | {native['queued']:.1f} µs |"
                         f" {native['cpu']:.1f} µs |")
    samples = _interleaved(paths, n, repeats)
    for name, values in samples.items():
        sync, queued, cpu = (statistics.median(values[k]) for k in ("sync", "queued", "cpu"))
        results[name] = (sync, queued, cpu)
        lines.append(f"| {name} | {sync:.1f} µs | {queued:.1f} µs | {cpu:.1f} µs |")
    if unavailable:
        lines.append(f"| {unavailable} | – | – | – |")
    ours, raw = samples["zluda.driver cuLaunchKernel"], samples["raw pyopencl enqueue"]

    def paired(kind: str) -> float:  # the median of the rounds' differences
        return statistics.median(a - b for a, b in zip(ours[kind], raw[kind], strict=True))

    lines += ["", f"zluda.driver vs raw pyopencl (the median of each round's difference):"
                  f" {paired('sync'):+.1f} µs synchronous, {paired('queued'):+.1f} µs queued,"
                  f" {paired('cpu'):+.1f} µs host CPU (goal: at most +3 µs queued)."]
    plain = results["raw pyopencl enqueue"]
    for name, what in ((C_ABI, "libcuda.so.1 from C"), (CUDART, "cudart, in an nvcc program,")):
        if name in results:
            lines += ["", f"{what} vs raw pyopencl (medians; the native program runs apart):"
                          f" {results[name][1] - plain[1]:+.1f} µs queued,"
                          f" {results[name][2] - plain[2]:+.1f} µs host CPU."]
    if not isinstance(natives[C_ABI], str):
        lines += ["", f"First call from a native process (cuInit: starting Python and zluda,"
                      f" its bytecode compiled as an install leaves it):"
                      f" {natives[C_ABI]['first_call_ms']:.0f} ms (goal: at most 500 ms)."]
    lines += _with_parameters(spirv, n, repeats, results)
    batches = _interleaved(_ten_kernels(), max(n // GRAPH_KERNELS, 10), repeats)
    lines += ["", f"### A graph of {GRAPH_KERNELS} kernels vs {GRAPH_KERNELS} launches", "",
              f"µs per {GRAPH_KERNELS} kernels through zluda.driver on one stream, taken in"
              " turns as above.", "", "| path | synchronous | queued | host CPU, queued |",
              "|---|---|---|---|"]
    for name, values in batches.items():
        sync, queued, cpu = (statistics.median(values[k]) for k in ("sync", "queued", "cpu"))
        results[name] = (sync, queued, cpu)
        lines.append(f"| {name} | {sync:.1f} µs | {queued:.1f} µs | {cpu:.1f} µs |")
    run.results = results
    return lines


def _with_parameters(spirv: bytes, n: int, repeats: int, results: dict) -> list[str]:
    """The section of a kernel with parameters, which cuLaunchKernel reads at each launch
    (the empty kernel's figures leave them out)."""
    ours, raw, c_abi = (f"{path}, 4 parameters" for path in (
        "zluda.driver cuLaunchKernel", "raw pyopencl clSetKernelArg x 4 + enqueue", C_ABI))
    samples = _interleaved({ours: _ours_with_parameters(),
                            raw: _pyopencl_with_parameters(spirv)}, n, repeats)
    native = _native("launch", [str(PTX), str(n), str(max(3, repeats // 3)), "vector_add"])
    lines = ["", "### A kernel with parameters", "",
             f"vector_add on {COUNT} floats (one block of 32 threads), its four parameters (three"
             " pointers, alternating between two sets of arrays, and the count) passed at each"
             " launch: through zluda.driver as"
             " cuda.bindings passes them (values with their ctypes types), from C as a"
             " kernelParams array, raw as four clSetKernelArg of the values' bytes. Taken as"
             " above.", "",
             "| path | synchronous (launch + wait) | queued (N launches, one wait) | host CPU,"
             " queued |", "|---|---|---|---|"]
    if isinstance(native, str):
        lines.append(f"| {c_abi}: {native} | – | – | – |")
    else:
        results[c_abi] = (native["sync"], native["queued"], native["cpu"])
    for name, values in samples.items():
        results[name] = tuple(statistics.median(values[k]) for k in ("sync", "queued", "cpu"))
    for name in (c_abi, ours, raw):
        if name in results:
            sync, queued, cpu = results[name]
            lines.append(f"| {name} | {sync:.1f} µs | {queued:.1f} µs | {cpu:.1f} µs |")
    differences = [a - b for a, b in zip(samples[ours]["queued"], samples[raw]["queued"],
                                         strict=True)]
    lines += ["", f"zluda.driver vs raw pyopencl, with parameters (the median of each round's"
                  f" difference): {statistics.median(differences):+.1f} µs queued."]
    if c_abi in results:
        lines += ["", f"libcuda.so.1 from C vs raw pyopencl, with parameters (medians):"
                      f" {results[c_abi][1] - results[raw][1]:+.1f} µs queued."]
    return lines
