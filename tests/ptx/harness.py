"""Run compiled PTX on the real CPU device (Intel's OpenCL runtime) for the compiler's tests.

This launches kernels through pyopencl directly, with the ABI of ``docs/compiler.md``: PTX
parameters first, then the globals block, the shared-memory window and the dynamic shared size.
Device memory is fine-grained shared virtual memory, so device pointers are host addresses.

:func:`run_elementwise` wraps a few PTX instructions in a kernel that gives each thread one
element of each input array, which is how the instruction tests compare the device with a
reference model.
"""

from __future__ import annotations

import functools
import struct
import warnings

import numpy as np
import pytest
from zluda.backends.opencl.icd import register_pip_runtime
from zluda.ptx import compile_ptx
from zluda.ptx.abi import hidden_scalars, launch_geometry, local_memory_bytes
from zluda.ptx.layout import TRAP_NONE
from zluda.ptx.targets.spirv import FLUSH_SUBNORMALS
from zluda.ptx.types import TYPES

register_pip_runtime()

import pyopencl as cl  # noqa: E402 - after the ICD is registered

# The CPU runtime's build log (vectorizer remarks) is not a problem.
warnings.filterwarnings("ignore", category=cl.CompilerWarning)

_SVM_FLAGS = cl.svm_mem_flags.READ_WRITE | cl.svm_mem_flags.SVM_FINE_GRAIN_BUFFER


# The target that Device.load compiles for unless told: a one-element list that the warp tests'
# fixture (use_each_shuffle_target) sets to each SPIR-V variant.
TARGET = ["spirv"]
SHUFFLE_TARGETS = ["spirv", "spirv;shuffle=memory"]


@pytest.fixture(scope="module", params=SHUFFLE_TARGETS, autouse=False)
def each_shuffle_target(request):
    """Import into a test module with ``pytestmark``: its tests run once per SPIR-V variant of
    warp shuffles (sub-group shuffles, and through local memory as on CPU devices)."""
    TARGET[0] = request.param
    yield request.param
    TARGET[0] = "spirv"


class DeviceTrap(RuntimeError):
    """A kernel executed trap or a failed assert."""


class Device:
    def __init__(self) -> None:
        platforms = [p for p in cl.get_platforms() if "Intel" in p.name]
        if not platforms:
            raise RuntimeError("Intel's OpenCL CPU runtime is not installed"
                               " (pip install intel-opencl-rt)")
        self.device = platforms[0].get_devices()[0]
        self.context = cl.Context([self.device])
        self.queue = cl.CommandQueue(self.context)
        self._keep: list[object] = []

    def empty(self, shape, dtype) -> np.ndarray:
        return cl.svm_empty(self.context, _SVM_FLAGS, shape, dtype, alignment=64)

    def array(self, values, dtype=None) -> np.ndarray:
        src = np.asarray(values, dtype=dtype)
        out = self.empty(src.shape, src.dtype)
        out[...] = src
        return out

    def load(self, ptx: str, target: str | None = None) -> Module:
        """``ptx`` compiled for ``target`` (default: :data:`TARGET`, which the warp tests set
        to each SPIR-V variant in turn) and loaded."""
        return self._load(ptx, target or TARGET[0])

    @functools.lru_cache(maxsize=256)  # noqa: B019 - one device per test session
    def _load(self, ptx: str, target: str) -> Module:
        return Module(self, ptx, target)


def address(array: np.ndarray) -> int:
    return array.__array_interface__["data"][0]


class Module:
    def __init__(self, device: Device, ptx: str, target: str = "spirv") -> None:
        self.device = device
        self.compiled = compile_ptx(ptx, target)
        info = self.compiled.info
        self.program = cl.Program(device.context, self.compiled.binary).build(
            options=[FLUSH_SUBNORMALS] if info.flushes_subnormals else [])
        self.globals = device.empty((info.globals_size,), np.uint8)
        self.globals[:] = 0  # the compiler keeps only what initializers give
        for offset, segment in info.globals_init:
            self.globals[offset : offset + len(segment)] = np.frombuffer(segment, np.uint8)
        base = address(self.globals)
        for at, target in info.relocations:
            self.globals[at : at + 8] = np.frombuffer(struct.pack("<Q", base + target), np.uint8)
        self._kernels: dict[str, cl.Kernel] = {}

    def global_view(self, name: str, dtype) -> np.ndarray:
        offset, size = self.compiled.info.symbols[name]
        return self.globals[offset : offset + size].view(dtype)

    def launch(self, name: str, grid, block, args, shared: int = 0) -> None:
        info = self.compiled.info.kernels[name]
        grid = tuple(grid) + (1,) * (3 - len(grid))
        block = tuple(block) + (1,) * (3 - len(block))
        kernel = self._kernels.get(name)
        if kernel is None:
            kernel = self._kernels[name] = getattr(self.program, name)
        if len(args) != len(info.params):
            raise TypeError(f"{name} takes {len(info.params)} arguments, got {len(args)}")
        for i, (param, value) in enumerate(zip(info.params, args)):
            kernel.set_arg(i, _pack(param, value))
        n = len(info.params)
        kernel.set_arg(n, cl.SVM(self.globals))
        local = local_memory_bytes(info.static_shared + shared, block, info.warp_scratch)
        kernel.set_arg(n + 1, cl.LocalMemory(max(local, 4)))
        for i, value in enumerate(hidden_scalars(block, shared)):
            kernel.set_arg(n + 2 + i, np.uint32(value))
        global_size, local_size = launch_geometry(grid, block, info.flattened)
        status = self.globals[:4].view(np.uint32)
        status[0] = TRAP_NONE
        cl.enqueue_nd_range_kernel(self.device.queue, kernel, global_size, local_size)
        self.device.queue.finish()
        if status[0] != TRAP_NONE:
            raise DeviceTrap(f"kernel {name} trapped (status {int(status[0])})")


def _pack(param, value):
    if param.kind == "bytes":
        data = bytes(value)
        if len(data) != param.size:
            raise ValueError(f"{param.name} takes {param.size} bytes, got {len(data)}")
        return np.frombuffer(data, np.uint8).copy()
    if isinstance(value, np.ndarray):
        value = address(value)
    if param.kind == "float":
        return {4: np.float32, 8: np.float64, 2: np.float16}[param.size](value)
    dtype = {1: np.uint8, 2: np.uint16, 4: np.uint32, 8: np.uint64}[param.size]
    return dtype(int(value) & ((1 << (8 * param.size)) - 1))


@functools.cache
def device() -> Device:
    return Device()


# -- elementwise instruction tests -----------------------------------------------------------

_NUMPY = {
    "b8": np.uint8, "u8": np.uint8, "s8": np.int8, "b16": np.uint16, "u16": np.uint16,
    "s16": np.int16, "f16": np.uint16, "bf16": np.uint16, "b32": np.uint32, "u32": np.uint32,
    "s32": np.int32, "f32": np.float32, "b64": np.uint64, "u64": np.uint64, "s64": np.int64,
    "f64": np.float64, "pred": np.uint8, "f16x2": np.uint32, "bf16x2": np.uint32,
}


def numpy_type(ptx_type: str):
    return _NUMPY[ptx_type]


def elementwise_ptx(body: str, in_types: list[str], out_types: list[str],
                    extra_decls: str = "") -> str:
    """A kernel: thread i loads inputs[j][i] into %a<j>, runs ``body``, stores %d<j>."""
    params = [f".param .u64 out{j}" for j in range(len(out_types))]
    params += [f".param .u64 in{j}" for j in range(len(in_types))]
    params.append(".param .u32 n")
    lines = [".version 8.0", ".target sm_75", ".address_size 64", "",
             ".visible .entry k(" + ", ".join(params) + ")", "{",
             "  .reg .pred %hp<2>;", "  .reg .b32 %hr<8>;", "  .reg .b64 %hd<8>;",
             "  .reg .b16 %hh<4>;"]
    for j, t in enumerate(in_types):
        lines.append(f"  .reg .{t} %a{j};")
    for j, t in enumerate(out_types):
        lines.append(f"  .reg .{t} %d{j};")
    if extra_decls:
        lines.append(extra_decls)
    lines += [
        "  mov.u32 %hr0, %ctaid.x;", "  mov.u32 %hr1, %ntid.x;", "  mov.u32 %hr2, %tid.x;",
        "  mad.lo.u32 %hr3, %hr0, %hr1, %hr2;", "  ld.param.u32 %hr4, [n];",
        "  setp.ge.u32 %hp0, %hr3, %hr4;", "  @%hp0 bra DONE;",
    ]
    for j, t in enumerate(in_types):
        size = TYPES[t].size if t != "pred" else 1
        lines += [f"  ld.param.u64 %hd0, [in{j}];", f"  mul.wide.u32 %hd1, %hr3, {size};",
                  "  add.u64 %hd0, %hd0, %hd1;"]
        if t == "pred":
            lines += ["  ld.global.u8 %hh0, [%hd0];", f"  setp.ne.u16 %a{j}, %hh0, 0;"]
        else:
            lines.append(f"  ld.global.{t} %a{j}, [%hd0];")
    lines.append(body)
    for j, t in enumerate(out_types):
        size = TYPES[t].size if t != "pred" else 1
        lines += [f"  ld.param.u64 %hd0, [out{j}];", f"  mul.wide.u32 %hd1, %hr3, {size};",
                  "  add.u64 %hd0, %hd0, %hd1;"]
        if t == "pred":
            lines += [f"  selp.u16 %hh0, 1, 0, %d{j};", "  st.global.u8 [%hd0], %hh0;"]
        else:
            lines.append(f"  st.global.{t} [%hd0], %d{j};")
    lines += ["DONE:", "  ret;", "}", ""]
    return "\n".join(lines)


def run_elementwise(body: str, in_types: list[str], out_types: list[str], inputs,
                    block: int = 64, extra_decls: str = "", target: str | None = None
                    ) -> list[np.ndarray]:
    """Run ``body`` once per element; return one array per output."""
    dev = device()
    n = len(inputs[0]) if inputs else block
    ins = [dev.array(np.asarray(x).astype(numpy_type(t), copy=False))
           for x, t in zip(inputs, in_types)]
    outs = [dev.empty((n,), numpy_type(t)) for t in out_types]
    for o in outs:
        o[...] = 0
    module = dev.load(elementwise_ptx(body, in_types, out_types, extra_decls), target)
    grid = (n + block - 1) // block
    module.launch("k", (grid,), (block,), [*outs, *ins, n])
    return [np.array(o) for o in outs]
