"""The target interface: everything that differs between SPIR-V and AMDGPU.

The lowering pass (:mod:`zluda.ptx.passes.lower`) implements CUDA's semantics once, in terms of a
few primitives that each target provides: the kernel ABI, special registers, address spaces,
barriers and fences, atomics' scopes, three warp primitives (lane id, indexed shuffle, ballot),
math functions and printf. A target is one file; see ``spirv.py``.

ABI, shared by all targets (``docs/compiler.md`` explains it):

- every PTX kernel parameter is one kernel argument: scalars by value, ``.b8`` arrays (structs
  passed by value) as a byval struct;
- after them come hidden arguments (:data:`HIDDEN_KERNEL_ARGS`): a pointer to the module's
  globals block, which holds every ``.global`` and ``.const`` variable at a fixed offset, a
  pointer to the block's shared memory (static and dynamic together), and the dynamic shared size;
- device functions get the same hidden values, plus the static shared size, as trailing arguments.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from typing import TYPE_CHECKING

from llvmlite import ir

if TYPE_CHECKING:
    from ..passes.lower import FunctionLowering

I1, I8, I16, I32, I64 = (ir.IntType(n) for n in (1, 8, 16, 32, 64))

# Hidden kernel arguments, after the PTX parameters: (name, kind)
HIDDEN_KERNEL_ARGS = (("globals", "global_ptr"), ("shared", "shared_ptr"), ("dynamic_smem", "u32"))


class Target(ABC):
    """A compilation target. Subclasses set the class attributes and fill in the methods."""

    name: str
    triple: str
    # PTX state space -> LLVM address space
    address_spaces: dict[str, int]
    kernel_cc: str
    function_cc: str
    cpu: str = ""
    features: str = ""
    llvm_options: tuple[str, ...] = ()  # LLVM command-line options that the target needs
    # LLVM optimization: an -O level, or a list of llvmlite pass names (a lighter pipeline for
    # targets whose driver optimizes again, as OpenCL and Level Zero runtimes do).
    llvm_passes: int | tuple[str, ...] = 2

    # -- types and address spaces ------------------------------------------------------------

    def pointer(self, space: str) -> ir.PointerType:
        return ir.PointerType(addrspace=self.address_spaces[space])

    def pointer_bits(self, space: str) -> int:
        return 64

    @property
    def cache_key(self) -> str:
        """What distinguishes this target's output in the compile cache."""
        return (f"{self.name}:{self.triple}:{self.cpu}:{self.features}:{self.llvm_options}:"
                f"{self.llvm_passes}")

    # -- the kernel ABI ------------------------------------------------------------------------

    @abstractmethod
    def finish_kernel(self, fn: ir.Function, module: ir.Module, directives: dict,
                      flattened: bool) -> None:
        """Add the target's metadata and attributes to a kernel (sub-group size, ...);
        ``flattened``: its blocks are launched as 1-D work-groups (:mod:`zluda.ptx.abi`)."""

    # -- special registers ---------------------------------------------------------------------

    @abstractmethod
    def group_index(self, ctx: FunctionLowering, kind: str, dim: int) -> ir.Value:
        """``kind`` is ``ctaid`` or ``nctaid``; returns an i32."""

    @abstractmethod
    def local_id(self, ctx: FunctionLowering, dim: int) -> ir.Value:
        """The work-item's id in dimension ``dim`` of its work-group, as an i32."""

    @abstractmethod
    def local_linear_id(self, ctx: FunctionLowering) -> ir.Value:
        """The work-item's id in its (flattened, one-dimensional) work-group, as an i32."""

    @abstractmethod
    def lane_id(self, ctx: FunctionLowering) -> ir.Value:
        """The lane of the calling thread in its 32-lane warp, as an i32."""

    @abstractmethod
    def warp_id(self, ctx: FunctionLowering) -> ir.Value:
        """The index of the calling thread's warp in its block, as an i32."""

    @abstractmethod
    def clock(self, ctx: FunctionLowering) -> ir.Value:
        """A 64-bit cycle counter."""

    @abstractmethod
    def timer_ns(self, ctx: FunctionLowering) -> ir.Value:
        """A 64-bit nanosecond timer (%globaltimer)."""

    # -- synchronization -----------------------------------------------------------------------

    @abstractmethod
    def barrier(self, ctx: FunctionLowering) -> None:
        """Wait for every thread of the block; order shared and global memory around it."""

    @abstractmethod
    def warp_barrier(self, ctx: FunctionLowering) -> None:
        """Reconverge the warp and order memory among its lanes (``bar.warp.sync``)."""

    def block_reduce(self, ctx: FunctionLowering, op: str, value: ir.Value) -> ir.Value:
        """Reduce the i32 ``value`` over every thread of the block; each gets the result.
        ``op`` is ``add``, or ``and``/``or`` of truth values (0 or 1; the result is zero for
        false). Not a memory barrier by itself."""
        raise ctx.unsupported(f"block-wide reductions are not supported on the {self.name} "
                              "target")

    @abstractmethod
    def syncscope(self, scope: str) -> str | None:
        """The LLVM syncscope for a PTX scope (``cta``, ``gpu``, ``sys``, ``cluster``)."""

    # -- warp primitives -----------------------------------------------------------------------

    @abstractmethod
    def shuffle_idx(self, ctx: FunctionLowering, value: ir.Value, lane: ir.Value) -> ir.Value:
        """Read the i32 ``value`` of lane ``lane`` (0..31) of the caller's warp."""

    @abstractmethod
    def ballot(self, ctx: FunctionLowering, pred: ir.Value) -> ir.Value:
        """An i32 with bit ``i`` set when lane ``i`` is active and its ``pred`` (i1) holds."""

    # -- math ----------------------------------------------------------------------------------

    @abstractmethod
    def math(self, ctx: FunctionLowering, name: str, args: list[ir.Value]) -> ir.Value:
        """Call the device's ``name`` (an OpenCL math function name: ``sin``, ``native_exp2``,
        ``rsqrt``, ...) on f32 or f64 arguments."""

    # -- output --------------------------------------------------------------------------------

    @abstractmethod
    def printf(self, ctx: FunctionLowering, fmt: bytes, args: list[ir.Value]) -> ir.Value:
        """Print through the device's printf; returns the i32 result."""

    def link(self, obj: bytes) -> bytes:
        """Turn LLVM's object output into what the backend loads (SPIR-V needs nothing)."""
        return obj
