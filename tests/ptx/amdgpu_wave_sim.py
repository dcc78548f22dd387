"""A test double of an AMD GPU work-group: runs the AMDGPU target's LLVM IR on the CPU, one
thread per work-item, with the amdgcn intrinsics simulated in Python.

It exists to check, without AMD hardware, that the warp instructions are exact on the halves of
a wave64 (and on wave32): the IR that ``translate`` makes for ``amdgpu:<gfx>`` is made
host-compatible (address spaces dropped, the amdgcn intrinsics renamed to ``sim.*`` functions)
and JIT-compiled. Work-items are grouped into waves of the gfx's size by linear id, x fastest, as
AMD hardware forms them. Cross-lane intrinsics (``ds_bpermute``, ``ballot``) exchange values
through a per-wave barrier, so **every lane of a wave must reach each of them** (no divergent
control flow around warp instructions), which is the case for full warps with full masks.

Simulated: ``workitem.id``, ``workgroup.id`` (0), ``dispatch.ptr`` (a packet with the block and
grid sizes), ``mbcnt.lo/hi``, ``ds.bpermute``, ``ballot.i32/i64``, ``s.barrier`` (the whole
block), ``wave.barrier`` (nothing). Shared memory is the module's LDS variable, one per block,
which the host threads share, as a work-group does (64 KiB where the kernel's is dynamic only).
"""

from __future__ import annotations

import ctypes
import re
import struct
import threading

import llvmlite.binding as llvm
import numpy as np
from zluda.ptx.compiler import translate
from zluda.ptx.llvm import link_helpers
from zluda.ptx.targets import get_target

U32 = ctypes.c_uint32
_KEEP: list[object] = []  # callbacks must outlive the JIT-compiled code


def host_ir(amdgpu_ir: str) -> str:
    """The AMDGPU module's IR, made compilable for the host."""
    text = re.sub(r", addrspace\(\d+\)", "", amdgpu_ir)  # alloca ..., addrspace(5)
    text = re.sub(r" addrspace\(\d+\)", "", text)
    text = text.replace("addrspacecast", "bitcast")
    text = text.replace("llvm.memcpy.p5.p4.i64", "llvm.memcpy.p0.p0.i64")
    text = text.replace("amdgpu_kernel ", "")
    text = text.replace('"llvm.amdgcn.', '"sim.')
    text = text.replace('target triple = "amdgcn-amd-amdhsa"', "")
    # a kernel without static shared memory declares its window external (dynamic shared
    # memory only); unresolved, it would leave every external call of the object unrelocated
    text = re.sub(r"= external global \[0 x i8\]", "= global [65536 x i8] zeroinitializer", text)
    return text + _EXTEND_HALF


# x86-64 converts half to float with compiler-rt's __extendhfsf2, which the JIT cannot find:
# the same conversion, on the bits
_EXTEND_HALF = """
define float @__extendhfsf2(half %h) {
  %b = bitcast half %h to i16
  %w = zext i16 %b to i32
  %sign = shl i32 %w, 16
  %s = and i32 %sign, 2147483648
  %e5 = lshr i32 %w, 10
  %e = and i32 %e5, 31
  %m = and i32 %w, 1023
  %m13 = shl i32 %m, 13
  %is_sub = icmp eq i32 %e, 0
  %is_top = icmp eq i32 %e, 31
  %e8 = add i32 %e, 112
  %e8s = shl i32 %e8, 23
  %normal = or i32 %e8s, %m13
  %top = or i32 %m13, 2139095040
  %bits0 = select i1 %is_top, i32 %top, i32 %normal
  %bits = or i32 %bits0, %s
  %f = bitcast i32 %bits to float
  %mf = uitofp i32 %m to float
  %sub = fmul float %mf, 0x3E70000000000000
  %neg = fneg float %sub
  %has_sign = icmp ne i32 %s, 0
  %subs = select i1 %has_sign, float %neg, float %sub
  %r = select i1 %is_sub, float %subs, float %f
  ret float %r
}
"""


class _Wave:
    def __init__(self, size: int) -> None:
        self.size = size
        self.barrier = threading.Barrier(size)
        self.slots = [0] * 64


class WorkGroupSimulator:
    """Runs one kernel of ``ptx`` for one work-group of shape ``block`` on ``amdgpu:<gfx>``."""

    def __init__(self, ptx: str, gfx: str) -> None:
        target = get_target(f"amdgpu:{gfx}")
        self.wave_size = target.wavefront_size
        text, self.info, _ = translate(ptx, target)
        self.local = threading.local()
        self._callbacks()
        llvm.initialize_native_target()
        llvm.initialize_native_asmprinter()
        module = llvm.parse_assembly(host_ir(text))
        if self.info.helpers:  # the helper library's functions (prmt, mul.hi.u64, ...)
            link_helpers(module, self.info.helpers)
        module.verify()
        self.engine = llvm.create_mcjit_compiler(
            module, llvm.Target.from_default_triple().create_target_machine())
        self.engine.finalize_object()

    # -- the simulated intrinsics --------------------------------------------------------------

    def _callbacks(self) -> None:
        state = self.local

        def wave_exchange(value: int) -> list[int]:
            wave: _Wave = state.wave
            wave.slots[state.lane] = value
            wave.barrier.wait()
            seen = list(wave.slots)
            wave.barrier.wait()  # nobody writes the next exchange before all have read
            return seen

        def bpermute(address: int, value: int) -> int:
            return wave_exchange(value)[(address >> 2) % self.wave_size]

        def ballot(pred: bool) -> int:
            bits = wave_exchange(1 if pred else 0)
            return sum(1 << i for i in range(state.wave.size) if bits[i])

        def mbcnt_lo(mask: int, acc: int) -> int:
            return acc + min(state.lane, 32)

        def mbcnt_hi(mask: int, acc: int) -> int:
            return acc + max(state.lane - 32, 0)

        def s_barrier() -> None:
            self.block_barrier.wait()

        functions = {
            "sim.workitem.id.x": (ctypes.CFUNCTYPE(U32), lambda: state.ids[0]),
            "sim.workitem.id.y": (ctypes.CFUNCTYPE(U32), lambda: state.ids[1]),
            "sim.workitem.id.z": (ctypes.CFUNCTYPE(U32), lambda: state.ids[2]),
            "sim.workgroup.id.x": (ctypes.CFUNCTYPE(U32), lambda: 0),
            "sim.workgroup.id.y": (ctypes.CFUNCTYPE(U32), lambda: 0),
            "sim.workgroup.id.z": (ctypes.CFUNCTYPE(U32), lambda: 0),
            "sim.dispatch.ptr": (ctypes.CFUNCTYPE(ctypes.c_void_p),
                                 lambda: ctypes.addressof(self.packet)),
            "sim.mbcnt.lo": (ctypes.CFUNCTYPE(U32, U32, U32), mbcnt_lo),
            "sim.mbcnt.hi": (ctypes.CFUNCTYPE(U32, U32, U32), mbcnt_hi),
            "sim.ds.bpermute": (ctypes.CFUNCTYPE(U32, U32, U32), bpermute),
            "sim.ballot.i32": (ctypes.CFUNCTYPE(U32, ctypes.c_bool), ballot),
            "sim.ballot.i64": (ctypes.CFUNCTYPE(ctypes.c_uint64, ctypes.c_bool), ballot),
            "sim.s.barrier": (ctypes.CFUNCTYPE(None), s_barrier),
            "sim.wave.barrier": (ctypes.CFUNCTYPE(None), lambda: None),
        }
        for name, (prototype, fn) in functions.items():
            callback = prototype(fn)
            _KEEP.append(callback)
            llvm.add_symbol(name, ctypes.cast(callback, ctypes.c_void_p).value)

    # -- running -------------------------------------------------------------------------------

    def run(self, kernel: str, block: tuple[int, int, int], args: list[int],
            globals_block: np.ndarray, dynamic_shared: int = 0) -> None:
        """Run ``kernel`` for one work-group of shape ``block``; ``args`` are the PTX
        parameters as 64-bit integers (pointers are host addresses)."""
        nx, ny, nz = block
        threads = nx * ny * nz
        self.packet = (ctypes.c_uint8 * 64)()
        struct.pack_into("<HHHHHIII", self.packet, 2, 0, nx, ny, nz, 0, nx, ny, nz)
        self.block_barrier = threading.Barrier(threads)
        waves = [_Wave(min(self.wave_size, threads - first))
                 for first in range(0, threads, self.wave_size)]
        address = self.engine.get_function_address(kernel)
        nparams = len(self.info.kernels[kernel].params)
        prototype = ctypes.CFUNCTYPE(None, *([ctypes.c_uint64] * nparams),
                                     ctypes.c_void_p, U32, U32, U32, U32, U32, U32)
        function = prototype(address)
        globals_address = globals_block.__array_interface__["data"][0]
        errors: list[BaseException] = []

        def work_item(linear: int) -> None:
            self.local.ids = (linear % nx, linear // nx % ny, linear // (nx * ny))
            self.local.wave = waves[linear // self.wave_size]
            self.local.lane = linear % self.wave_size
            try:
                function(*args, globals_address, dynamic_shared, nx, ny, nz, 0, 0)
            except BaseException as exc:  # noqa: BLE001 - reported by the caller
                errors.append(exc)

        pool = [threading.Thread(target=work_item, args=(i,)) for i in range(threads)]
        for t in pool:
            t.start()
        for t in pool:
            t.join(timeout=60)
        if errors or any(t.is_alive() for t in pool):
            raise RuntimeError(f"the simulated work-group failed: {errors or 'a hang'}")
