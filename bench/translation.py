"""Translation cost: CUDA kernels translated by zluda vs the same algorithms in OpenCL C.

Each case runs twice on the same CPU OpenCL device (Intel's runtime): (a) nvcc's PTX for the
kernel in bench/cuda_kernels/kernels.cu, compiled by zluda and launched through ``zluda.driver``
(cuModuleLoadData, cuLaunchKernel, cuCtxSynchronize), and (b) the twin in
bench/opencl_kernels/kernels.cl, built from source by pyopencl and launched through pyopencl
(enqueue, finish). Same sizes, same work-group sizes. Both outputs are compared before timing.
A sample is one launch followed by a wait; the report gives medians over the samples, taken
alternately from both sides after a warm-up.

Numba's CUDA simulator (``NUMBA_ENABLE_CUDASIM=1``) runs a few of the algorithms at a small size
in a child process, against our path at the same size.
"""

from __future__ import annotations

import ctypes
import json
import math
import os
import statistics
import subprocess
import sys
import time
import warnings
from dataclasses import dataclass, field
from pathlib import Path

import numpy as np

from . import diagnose

HERE = Path(__file__).resolve().parent
PTX = HERE / "cuda_kernels" / "kernels.ptx"
OPENCL = HERE / "opencl_kernels" / "kernels.cl"


# --- both sides ------------------------------------------------------------------------------

def driver():
    """``zluda.driver`` on the OpenCL backend, initialised, with a current context."""
    os.environ.setdefault("ZLUDA_BACKEND", "opencl")
    from zluda import driver as cuda
    check(cuda, cuda.cuInit(0))
    device = check(cuda, cuda.cuDeviceGet(0))
    context = check(cuda, cuda.cuDevicePrimaryCtxRetain(device))
    check(cuda, cuda.cuCtxSetCurrent(context))
    return cuda


def check(cuda, result):
    err, *values = result
    if err != cuda.CUresult.CUDA_SUCCESS:
        raise RuntimeError(f"{err!r}: {cuda.cuGetErrorString(err)[1]}")
    return None if not values else values[0] if len(values) == 1 else tuple(values)


def opencl():
    """(pyopencl, the Intel CPU device, a context, an in-order queue)."""
    from zluda.backends.opencl.icd import register_pip_runtime
    register_pip_runtime()
    import pyopencl as cl
    warnings.filterwarnings("ignore", category=cl.CompilerWarning)  # vectorizer remarks
    platforms = [p for p in cl.get_platforms() if "intel" in p.name.lower()]
    device = (platforms or cl.get_platforms())[0].get_devices()[0]
    context = cl.Context([device])
    return cl, device, context, cl.CommandQueue(context)


# --- the cases -------------------------------------------------------------------------------

@dataclass
class Case:
    name: str          # the kernel's name on both sides
    grid: tuple
    block: tuple
    buffers: dict      # name -> initial contents (inputs and outputs)
    args: list         # buffer names (str) or (value, "i32" | "f32")
    outputs: list      # buffers compared between both sides
    rtol: float = 0.0
    atol: float = 0.0
    detail: str = ""
    shared: dict = field(default_factory=dict)


def cases(quick: bool) -> list[Case]:
    rng = np.random.default_rng(0)
    f32 = lambda *shape: rng.random(shape, dtype=np.float32)  # noqa: E731
    out = []
    n = (1 << 20) if quick else (1 << 24)
    out.append(Case("vector_add", ((n + 255) // 256, 1, 1), (256, 1, 1),
                    {"a": f32(n), "b": f32(n), "c": np.zeros(n, np.float32)},
                    ["a", "b", "c", (n, "i32")], ["c"], detail=f"{n:,} floats"))
    out.append(Case("saxpy", ((n + 255) // 256, 1, 1), (256, 1, 1),
                    {"x": f32(n), "y": f32(n)}, [(n, "i32"), (2.0, "f32"), "x", "y"], ["y"],
                    rtol=1e-6, detail=f"{n:,} floats"))
    m = 128 if quick else 512
    out.append(Case("sgemm", (m // 16, m // 16, 1), (16, 16, 1),
                    {"A": f32(m, m), "B": f32(m, m), "C": np.zeros((m, m), np.float32)},
                    ["A", "B", "C", (m, "i32")], ["C"], rtol=1e-5,
                    detail=f"{m}x{m}, 16x16 tiles"))
    out.append(Case("reduce_sum", (256, 1, 1), (256, 1, 1),
                    {"in": f32(n), "partial": np.zeros(256, np.float32)},
                    ["in", "partial", (n, "i32")], ["partial"], rtol=1e-5,
                    detail=f"{n:,} floats, 256 blocks of 256"))
    out.append(Case("histogram256", (256, 1, 1), (256, 1, 1),
                    {"data": rng.integers(0, 256, n, dtype=np.uint8),
                     "bins": np.zeros(256, np.uint32)},
                    ["data", "bins", (n, "i32")], ["bins"], detail=f"{n:,} bytes"))
    s = 512 if quick else 4096
    out.append(Case("transpose", (s // 32, s // 32, 1), (32, 8, 1),
                    {"in": f32(s, s), "out": np.zeros((s, s), np.float32)},
                    ["in", "out", (s, "i32"), (s, "i32")], ["out"],
                    detail=f"{s}x{s}, 32x33 tile, block 32x8"))
    out.append(Case("stencil2d", (s // 16, s // 16, 1), (16, 16, 1),
                    {"in": f32(s, s), "out": np.zeros((s, s), np.float32)},
                    ["in", "out", (s, "i32"), (s, "i32")], ["out"], rtol=1e-6,
                    detail=f"{s}x{s}, 5 points"))
    rows, cols = (256, 256) if quick else (4096, 1024)
    out.append(Case("softmax", (rows // 4, 1, 1), (128, 1, 1),
                    {"in": f32(rows, cols) * 8, "out": np.zeros((rows, cols), np.float32)},
                    ["in", "out", (rows, "i32"), (cols, "i32")], ["out"], rtol=1e-3,
                    atol=1e-9, detail=f"{rows}x{cols}, a warp per row"))
    b = 1024 if quick else 8192
    pos = f32(b, 4)
    out.append(Case("nbody", (b // 256, 1, 1), (256, 1, 1),
                    {"pos": pos, "acc": np.zeros((b, 4), np.float32)},
                    ["pos", "acc", (b, "i32"), (0.01, "f32")], ["acc"], rtol=1e-3, atol=1e-2,
                    detail=f"{b:,} bodies"))
    k = (1 << 18) if quick else (1 << 22)
    out.append(Case("black_scholes", ((k + 255) // 256, 1, 1), (256, 1, 1),
                    {"call": np.zeros(k, np.float32), "put": np.zeros(k, np.float32),
                     "S": 5 + 25 * f32(k), "X": 1 + 99 * f32(k), "T": 0.25 + 9.75 * f32(k)},
                    ["call", "put", "S", "X", "T", (0.02, "f32"), (0.30, "f32"), (k, "i32")],
                    ["call", "put"], rtol=5e-3, atol=1e-2, detail=f"{k:,} options"))
    out.append(Case("block_scan", ((n + 255) // 256, 1, 1), (256, 1, 1),
                    {"in": rng.integers(-100, 100, n, dtype=np.int32),
                     "out": np.zeros(n, np.int32)},
                    ["in", "out", (n, "i32")], ["out"], detail=f"{n:,} ints, blocks of 256"))
    # llm.c (GPT-2 small: 768 channels) and two more real patterns
    rows, channels = (1024, 768) if quick else (8192, 768)
    out.append(Case("layernorm", (rows // 4, 1, 1), (128, 1, 1),
                    {"out": np.zeros((rows, channels), np.float32),
                     "mean": np.zeros(rows, np.float32), "rstd": np.zeros(rows, np.float32),
                     "inp": f32(rows, channels) * 4 - 2, "weight": f32(channels) + 0.5,
                     "bias": f32(channels) - 0.5},
                    ["out", "mean", "rstd", "inp", "weight", "bias", (rows, "i32"),
                     (channels, "i32")], ["out", "mean", "rstd"], rtol=1e-4, atol=1e-5,
                    detail=f"{rows:,} rows of {channels}, a warp per row"))
    t = 256 if quick else 1024
    heads = 4
    out.append(Case("attention_softmax", (heads * t // 4, 1, 1), (128, 1, 1),
                    {"out": np.zeros((heads * t, t), np.float32),
                     "att": f32(heads * t, t) * 16 - 8},
                    ["out", "att", (0.125, "f32"), (heads * t, "i32"), (t, "i32")], ["out"],
                    rtol=1e-3, atol=1e-7,
                    detail=f"{heads} heads of {t}x{t}, causal, a warp per row"))
    out.append(Case("gelu", ((n + 255) // 256, 1, 1), (256, 1, 1),
                    {"out": np.zeros(n, np.float32), "inp": f32(n) * 8 - 4},
                    ["out", "inp", (n, "i32")], ["out"], rtol=1e-5, atol=1e-6,
                    detail=f"{n:,} floats, tanh form"))
    out.append(Case("conv2d", (s // 16, s // 16, 1), (16, 16, 1),
                    {"in": f32(s, s), "out": np.zeros((s, s), np.float32),
                     "filt": f32(25) / 25},
                    ["in", "out", "filt", (s, "i32"), (s, "i32")], ["out"], rtol=1e-5,
                    detail=f"{s}x{s}, 5x5 filter, 16x16 tiles with a halo"))
    blocks = 256
    out.append(Case("radix_upsweep", (blocks, 1, 1), (256, 1, 1),
                    {"keys": rng.integers(0, 2**32, n, dtype=np.uint32),
                     "counts": np.zeros(256 * blocks, np.uint32)},
                    ["keys", "counts", (n, "i32"), (8, "i32")], ["counts"],
                    detail=f"{n:,} keys, 8-bit digit, {blocks} blocks"))
    return out


# --- our path --------------------------------------------------------------------------------

class Ours:
    def __init__(self, target: str | None = None) -> None:
        """``target``: compile for this compiler target instead of the device's own (the
        compiler ablations); the module is loaded, and compiled, for it."""
        self.cuda = driver()
        if target is not None:
            from zluda.runtime.driver import DRIVER

            DRIVER.devices[0].compiler_target = target
        self.module = check(self.cuda, self.cuda.cuModuleLoadData(PTX.read_bytes()))

    def prepare(self, case: Case):
        cuda = self.cuda
        kernel = check(cuda, cuda.cuModuleGetFunction(self.module, case.name.encode()))
        ptrs = {}
        for name, array in case.buffers.items():
            ptrs[name] = check(cuda, cuda.cuMemAlloc(array.nbytes))
            check(cuda, cuda.cuMemcpyHtoD(ptrs[name], np.ascontiguousarray(array), array.nbytes))
        values, types = [], []
        for a in case.args:
            if isinstance(a, str):
                values.append(ptrs[a])
                types.append(None)
            else:
                values.append(a[0])
                types.append(ctypes.c_int if a[1] == "i32" else ctypes.c_float)
        params = (tuple(values), tuple(types))

        def launch() -> None:
            check(cuda, cuda.cuLaunchKernel(kernel, *case.grid, *case.block, 0, 0, params, 0))
            check(cuda, cuda.cuCtxSynchronize())

        def read(name: str) -> np.ndarray:
            host = np.empty_like(case.buffers[name])
            check(cuda, cuda.cuMemcpyDtoH(host, ptrs[name], host.nbytes))
            return host

        def free() -> None:
            for p in ptrs.values():
                check(cuda, cuda.cuMemFree(p))

        return launch, read, free


# --- the native path -------------------------------------------------------------------------

class Native:
    def __init__(self) -> None:
        self.cl, self.device, self.context, self.queue = opencl()
        self.program = self.cl.Program(self.context, OPENCL.read_text()).build(
            options=["-cl-std=CL2.0"])

    def prepare(self, case: Case, memory: str = "buffer", kernel_name: str | None = None):
        """memory: "buffer" (cl.Buffer), "svm" (fine-grained SVM, like zluda's allocations) or
        "ulong" (SVM, passed as 64-bit integers)."""
        cl = self.cl
        kernel = cl.Kernel(self.program, kernel_name or case.name)
        mf = cl.mem_flags
        if memory == "buffer":
            bufs = {name: cl.Buffer(self.context, mf.READ_WRITE | mf.COPY_HOST_PTR,
                                    hostbuf=np.ascontiguousarray(array))
                    for name, array in case.buffers.items()}
        else:
            flags = cl.svm_mem_flags.READ_WRITE | cl.svm_mem_flags.SVM_FINE_GRAIN_BUFFER
            bufs = {}
            for name, array in case.buffers.items():
                svm = cl.SVMAllocation(self.context, array.nbytes, 128, flags)
                view = np.ctypeslib.as_array((ctypes.c_uint8 * array.nbytes).from_address(
                    svm.svm_ptr))
                view[:] = np.ascontiguousarray(array).view(np.uint8).ravel()
                bufs[name] = (svm, view)
        for i, a in enumerate(case.args):
            if not isinstance(a, str):
                value = {"i32": np.int32, "f32": np.float32, "u32": np.uint32}[a[1]](a[0])
            elif memory == "buffer":
                value = bufs[a]
            elif memory == "svm":
                value = cl.SVM(bufs[a][1])
            else:
                value = np.uint64(bufs[a][0].svm_ptr)
            kernel.set_arg(i, value)
        global_size = tuple(g * b for g, b in zip(case.grid, case.block))
        queue = self.queue

        def launch() -> None:
            cl.enqueue_nd_range_kernel(queue, kernel, global_size, case.block)
            queue.finish()

        def read(name: str) -> np.ndarray:
            host = np.empty_like(case.buffers[name])
            if memory == "buffer":
                cl.enqueue_copy(queue, host, bufs[name])
            else:
                host.view(np.uint8).ravel()[:] = bufs[name][1]
            return host

        def free() -> None:
            for b in bufs.values():
                (b if memory == "buffer" else b[0]).release()

        return launch, read, free


def _agree(case: Case, ours: dict, native: dict) -> str:
    worst = 0.0
    for name in case.outputs:
        a, b = ours[name], native[name]
        if case.rtol == 0.0 and case.atol == 0.0:
            if not np.array_equal(a, b):
                raise AssertionError(f"{case.name}: '{name}' differs between the two paths")
            continue
        if not np.allclose(a, b, rtol=case.rtol, atol=case.atol):
            raise AssertionError(f"{case.name}: '{name}' differs beyond rtol={case.rtol}")
        scale = np.maximum(np.abs(b), case.atol or 1e-30)
        worst = max(worst, float(np.max(np.abs(a.astype(np.float64) - b) / scale)))
    return "exact" if worst == 0.0 else f"rel {worst:.1e}"


def _time(fn, repeats: int) -> list[float]:
    out = []
    for _ in range(repeats):
        t0 = time.perf_counter()
        fn()
        out.append(time.perf_counter() - t0)
    return out


def measure(quick: bool) -> list[dict]:
    ours, native = Ours(), Native()
    repeats = 3 if quick else 11
    rows = []
    for case in cases(quick):
        o_launch, o_read, o_free = ours.prepare(case)
        n_launch, n_read, n_free = native.prepare(case)
        o_launch()
        n_launch()
        agree = _agree(case, {k: o_read(k) for k in case.outputs},
                       {k: n_read(k) for k in case.outputs})
        o_launch()  # warm-up (the first launch paid for the JIT of both runtimes)
        n_launch()
        o_times, n_times = [], []
        for _ in range(repeats):  # alternate, so that drift hits both sides alike
            o_times += _time(o_launch, 1)
            n_times += _time(n_launch, 1)
        o_free()
        n_free()
        rows.append({"name": case.name, "detail": case.detail, "agree": agree,
                     "ours": statistics.median(o_times), "native": statistics.median(n_times)})
    return rows


# --- ablations: which trait of the translation costs what ---------------------------------------

ABLATIONS = [  # (case, variant kernel, memory, flattened launch with the block sizes as u32s, what)
    ("vector_add", "vector_add", "svm", False, "fine-grained SVM memory instead of cl.Buffer"),
    ("vector_add", "vector_add_ulong", "ulong", False, "pointers passed as 64-bit integers"),
    ("vector_add", "vector_add_flat", "buffer", True, "flattened block, %tid by urem"),
    ("sgemm", "sgemm_flat", "buffer", True, "flattened 16x16 block, %tid by urem/udiv"),
    ("sgemm", "sgemm_flat16", "buffer", True, "flattened, divisors known (16)"),
    ("nbody", "nbody_f64", "buffer", False, "rsqrt.approx as 1/sqrt in double"),
    ("softmax", "softmax_f64", "buffer", False, "ex2.approx as exp2 in double"),
]


def ablations(quick: bool) -> list[str]:
    """The native kernels, changed one trait of zluda's output at a time."""
    native = Native()
    by_name = {c.name: c for c in cases(quick)}
    repeats = 3 if quick else 7
    lines = ["| kernel | variant of the hand-written OpenCL C | time | vs plain OpenCL C |",
             "|---|---|---|---|"]
    base: dict[str, float] = {}
    for case_name, variant, memory, flat, what in ABLATIONS:
        case = by_name[case_name]
        if case_name not in base:
            launch, _, free = native.prepare(case)
            launch()
            base[case_name] = statistics.median(_time(launch, repeats))
            free()
        if flat:
            threads = case.block[0] * case.block[1] * case.block[2]
            extra = [(case.block[0], "u32")] + ([(case.block[1], "u32")] if case.block[1] > 1
                                                 else [])
            case = Case(case.name, case.grid, (threads, 1, 1), case.buffers,
                        case.args + extra, case.outputs)
        launch, _, free = native.prepare(case, memory, variant)
        launch()
        t = statistics.median(_time(launch, repeats))
        free()
        lines.append(f"| {case_name} | {variant}: {what} | {t * 1e3:.2f} ms |"
                     f" {t / base[case_name]:.2f}x |")
    return lines


# --- compiler ablations: what each of the compiler's speed changes gains ---------------------

def _compiler_configurations(full: str) -> list[tuple[str, str]]:
    """(what, target) pairs: the device's own target, then each change turned off alone."""
    from zluda.ptx.targets import with_options

    return [
        ("everything on", full),
        (".approx.f32 computed in f64 (no measured f32 math)", with_options(full, approx=())),
        ("f32 NaNs canonicalized after every operation", with_options(full, off=("nan_escapes",))),
        (".ftz operands flushed at every read", with_options(full, off=("flushed",))),
        (".ftz flushed in code (not by the device's flush-to-zero mode)",
         with_options(full, ftz="")),
        ("addresses as integer sums (no base + element index)",
         with_options(full, off=("addressing",))),
    ]


def compiler_ablations(quick: bool) -> list[str]:
    """Each kernel through zluda with one compiler change turned off at a time, in one run,
    against the device's own target (everything on)."""
    full = _device_target()
    configurations = _compiler_configurations(full)
    repeats = 3 if quick else 7
    times: dict[str, dict[str, float]] = {}
    for what, target in configurations:
        ours = Ours(target)
        times[what] = {}
        for case in cases(quick):
            launch, _, free = ours.prepare(case)
            launch()
            times[what][case.name] = statistics.median(_time(launch, repeats))
            free()
        check(ours.cuda, ours.cuda.cuModuleUnload(ours.module))
    Ours(full)  # the device's own target again, for what runs next
    names = [c.name for c in cases(quick)]
    base = times["everything on"]
    header = ["| kernel | everything on |"] + [f" {w} |" for w, _ in configurations[1:]]
    lines = ["".join(header), "|---|---|" + "---|" * (len(configurations) - 1)]
    for name in names:
        cells = [f"| {name} | {base[name] * 1e3:.2f} ms |"]
        cells += [f" {times[w][name] / base[name]:.2f}x |" for w, _ in configurations[1:]]
        lines.append("".join(cells))
    geo = ["| geometric mean | 1.00x |"]
    for w, _ in configurations[1:]:
        g = math.exp(sum(math.log(times[w][n] / base[n]) for n in names) / len(names))
        geo.append(f" {g:.2f}x |")
    lines.append("".join(geo))
    return lines


# --- Numba's CUDA simulator ------------------------------------------------------------------

SIMULATED = """
import json, statistics, sys, time
import numpy as np
from numba import cuda

@cuda.jit
def vector_add(a, b, c, n):
    i = cuda.blockIdx.x * cuda.blockDim.x + cuda.threadIdx.x
    if i < n:
        c[i] = a[i] + b[i]

@cuda.jit
def saxpy(n, a, x, y):
    i = cuda.blockIdx.x * cuda.blockDim.x + cuda.threadIdx.x
    if i < n:
        y[i] = a * x[i] + y[i]

@cuda.jit
def reduce_sum(inp, partial, n):
    s = cuda.shared.array(256, np.float32)
    tid = cuda.threadIdx.x
    acc = np.float32(0)
    i = cuda.blockIdx.x * cuda.blockDim.x + tid
    while i < n:
        acc += inp[i]
        i += cuda.gridDim.x * cuda.blockDim.x
    s[tid] = acc
    cuda.syncthreads()
    stride = cuda.blockDim.x // 2
    while stride > 0:
        if tid < stride:
            s[tid] += s[tid + stride]
        cuda.syncthreads()
        stride //= 2
    if tid == 0:
        partial[cuda.blockIdx.x] = s[0]

@cuda.jit
def histogram256(data, bins, n):
    local = cuda.shared.array(256, np.uint32)
    local[cuda.threadIdx.x] = 0
    cuda.syncthreads()
    i = cuda.blockIdx.x * cuda.blockDim.x + cuda.threadIdx.x
    while i < n:
        cuda.atomic.add(local, data[i], 1)
        i += cuda.gridDim.x * cuda.blockDim.x
    cuda.syncthreads()
    cuda.atomic.add(bins, cuda.threadIdx.x, local[cuda.threadIdx.x])

n, repeats = int(sys.argv[1]), int(sys.argv[2])
rng = np.random.default_rng(0)
a = rng.random(n, dtype=np.float32); b = rng.random(n, dtype=np.float32)
data = rng.integers(0, 256, n, dtype=np.uint8)
d = {k: cuda.to_device(v) for k, v in
     dict(a=a, b=b, c=np.zeros(n, np.float32), y=b.copy(), p=np.zeros(4, np.float32),
          data=data, bins=np.zeros(256, np.uint32)).items()}
blocks = (n + 255) // 256
runs = {
    "vector_add": lambda: vector_add[blocks, 256](d["a"], d["b"], d["c"], n),
    "saxpy": lambda: saxpy[blocks, 256](n, np.float32(2), d["a"], d["y"]),
    "reduce_sum": lambda: reduce_sum[4, 256](d["a"], d["p"], n),
    "histogram256": lambda: histogram256[4, 256](d["data"], d["bins"], n),
}
out = {}
for name, run in runs.items():
    run()
    times = []
    for _ in range(repeats):
        t0 = time.perf_counter(); run(); cuda.synchronize(); times.append(time.perf_counter() - t0)
    out[name] = statistics.median(times)
assert np.array_equal(d["c"].copy_to_host(), a + b)
assert np.array_equal(np.bincount(data, minlength=256), d["bins"].copy_to_host() // (repeats + 1))
print(json.dumps(out))
"""

SIM_CASES = {"vector_add": (lambda n: (n + 255) // 256), "saxpy": (lambda n: (n + 255) // 256),
             "reduce_sum": (lambda n: 4), "histogram256": (lambda n: 4)}


def simulator(quick: bool) -> list[str]:
    n, repeats = (2048, 1) if quick else (8192, 3)
    env = dict(os.environ, NUMBA_ENABLE_CUDASIM="1", PYTHONWARNINGS="ignore")
    proc = subprocess.run([sys.executable, "-c", SIMULATED, str(n), str(repeats)], env=env,
                          capture_output=True, text=True, cwd=HERE, timeout=600)
    if proc.returncode != 0:
        tail = (proc.stderr.strip().splitlines() or ["no output"])[-1]
        return [f"Numba's CUDA simulator did not run: {tail}"]
    sim = json.loads(proc.stdout.strip().splitlines()[-1])
    ours = Ours()
    lines = ["| kernel | simulator | ours | simulator / ours |", "|---|---|---|---|"]
    for case in cases(True):
        if case.name not in sim:
            continue
        small = _shrink(case, n, SIM_CASES[case.name](n))
        launch, _, free = ours.prepare(small)
        launch()
        t = statistics.median(_time(launch, 3 if quick else 7))
        free()
        lines.append(f"| {case.name} | {sim[case.name] * 1e3:.0f} ms | {t * 1e3:.3f} ms |"
                     f" {sim[case.name] / t:,.0f}x |")
    return [f"Numba's CUDA simulator (numba {_numba_version()}) at {n:,} elements, one launch"
            " and a synchronize, median:", "", *lines]


def _shrink(case: Case, n: int, blocks: int) -> Case:
    rng = np.random.default_rng(0)
    buffers = {}
    for name, array in case.buffers.items():
        if array.size == 256 and name in ("bins", "partial"):
            buffers[name] = np.zeros_like(array)
        else:
            buffers[name] = (rng.random(n, dtype=np.float32) if array.dtype == np.float32
                             else rng.integers(0, 256, n, dtype=array.dtype))
    args = [(n, "i32") if not isinstance(a, str) and a[1] == "i32" else a for a in case.args]
    return Case(case.name, (blocks, 1, 1), case.block, buffers, args, case.outputs)


SLOW = 1.1  # a kernel slower than this gets its reasons printed


def _device_target() -> str:
    """The compiler target of the device that the bench runs on (with its measured f32 math)."""
    from zluda.runtime.driver import DRIVER

    driver()
    return DRIVER.devices[0].compiler_target


def _numba_version() -> str:
    try:
        from importlib.metadata import version
        return version("numba")
    except Exception:
        return "?"


# --- the report ------------------------------------------------------------------------------

def run(quick: bool = False) -> list[str]:
    rows = measure(quick)
    ratios = [r["ours"] / r["native"] for r in rows]
    geo = math.exp(sum(math.log(x) for x in ratios) / len(ratios))
    lines = ["## Translation cost: zluda (CUDA → PTX → SPIR-V) vs hand-written OpenCL C", "",
             "Same CPU OpenCL device, same sizes and work-group sizes; one launch + wait per"
             " sample, median.", "",
             "| kernel | size | ours | native OpenCL C | ours / native | results |",
             "|---|---|---|---|---|---|"]
    for r, ratio in zip(rows, ratios):
        lines.append(f"| {r['name']} | {r['detail']} | {r['ours'] * 1e3:.2f} ms |"
                     f" {r['native'] * 1e3:.2f} ms | {ratio:.2f}x | {r['agree']} |")
    worst = max(ratios)
    lines += ["", f"Geometric mean ours / native: **{geo:.2f}x**, the slowest {worst:.2f}x (goal:"
              " a geometric mean of at most 1.0x, none above 1.5x).", ""]
    slow = [(r, ratio) for r, ratio in zip(rows, ratios) if ratio > SLOW]
    if slow:
        target = _device_target()
        ptx = PTX.read_text()
        lines += [f"What the IR of each kernel slower than {SLOW}x holds of the costly constructs"
                  " (bench/diagnose.py; signals, not measurements):", ""]
        lines += [f"- **{r['name']}** ({ratio:.2f}x): {diagnose.reasons(ptx, r['name'], target)}"
                  for r, ratio in slow]
        lines.append("")
    lines += ["What each of the compiler's speed changes gains: the same kernels through zluda"
              " with one change turned off at a time (time relative to everything on; above"
              " 1.00x means the change helps):", "", *compiler_ablations(quick), ""]
    lines += ["Ablations: the hand-written kernels with one trait of zluda's output each"
              " (bench/opencl_kernels/kernels.cl; see bench/README.md):", "", *ablations(quick),
              ""]
    lines += simulator(quick)
    run.rows = rows  # for the chart
    run.geomean = geo
    return lines
