"""The target interface: everything that differs between SPIR-V and AMDGPU.

The lowering pass (:mod:`zluda.ptx.passes.lower`) implements CUDA's semantics once, in terms of a
few primitives that each target provides: the kernel ABI, special registers, address spaces,
barriers and fences, atomics' scopes, three warp primitives (lane id, indexed shuffle, ballot),
math functions and printf. A target is one file; see ``spirv.py``.

ABI, shared by all targets (``docs/compiler.md`` explains it):

- every PTX kernel parameter is one kernel argument: scalars by value, ``.b8`` arrays (structs
  passed by value) as a ``byval`` struct (:attr:`Target.aggregate_param_attribute`; AMDGPU
  uses ``byref`` in the constant address space, as clang does for HIP);
- after them come hidden arguments (:meth:`Target.kernel_hidden_arguments`): a pointer to the
  module's globals block, which holds every ``.global`` and ``.const`` variable at a fixed
  offset, a pointer to the block's shared memory (static and dynamic together; a target whose
  shared memory is a kernel variable builds it in :meth:`Target.shared_window` instead), the
  dynamic shared size and the CUDA block's sizes;
- device functions get the same hidden values (always with the shared-window pointer), plus the
  static shared size and the caller's layout, as trailing arguments
  (:data:`FUNCTION_HIDDEN_ARGS`).
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from typing import Protocol

from llvmlite import ir

I1, I8, I16, I32, I64 = (ir.IntType(n) for n in (1, 8, 16, 32, 64))


class FunctionLowering(Protocol):
    """What a target asks of the function being lowered
    (:class:`zluda.ptx.passes.lower.FunctionLowering`, which the lowering passes in): its IR
    builder and function, the module's lowering (``owner``: its ``module``,
    ``string_constant``), the kernel's shared window and block dimensions, and calls."""

    b: ir.IRBuilder
    fn: ir.Function
    owner: object
    shared_ptr: ir.Value | None
    block_dims: list[ir.Value]
    in_own_function: bool

    def intrinsic(self, name: str, ret: ir.Type, *args: ir.Value) -> ir.Value: ...

    def call(self, name: str, ret: ir.Type, *args: ir.Value) -> ir.Value: ...

    def outlined(self, name: str, ret: ir.Type, args: list[ir.Value], body) -> ir.Value: ...

    def new_alloca(self, t: ir.Type, name: str = "") -> ir.Value: ...

    def warp_scratch(self, offset: int = 0) -> ir.Value: ...

    def unsupported(self, message: str, pos: int | None = None) -> Exception: ...

# Hidden kernel arguments, after the PTX parameters, by kind: "globals" is a global pointer,
# "shared" a shared pointer, the others u32 values.
HIDDEN_KERNEL_ARGS = ("globals", "shared", "dynamic_smem", "ntid_x", "ntid_y", "ntid_z",
                      "grid_lo", "grid_hi")
# A device function's hidden arguments: the same, then the static shared size (u32) and whether
# the calling kernel runs flattened (i1).
FUNCTION_HIDDEN_ARGS = HIDDEN_KERNEL_ARGS + ("static_smem", "flattened")


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
    # Whether link() joins objects compiled apart into one binary: then a large module compiles
    # in parts, side by side (zluda.ptx.compiler).
    links_objects: bool = False
    # Text rewrites of the optimized IR that the code generator or the device's compiler needs
    # (names in zluda.ptx.ir_rewrites.REWRITES, applied in order).
    ir_rewrites: tuple[str, ...] = ()
    # Kernels that use warps run flattened (zluda.ptx.abi) on devices that form sub-groups within
    # each row of a work-group; a device that forms them from the linear id keeps block shapes.
    flattens_warp_kernels: bool = True
    # How a kernel receives a struct passed by value: the parameter attribute, and the address
    # space of its pointer.
    aggregate_param_attribute: str = "byval"
    aggregate_param_space: str = "param"
    # Whether kernel arguments carry their PTX names (they then appear in AMDGPU's metadata).
    names_kernel_arguments: bool = False
    # Whether the 32-lane loops of warp operations (match, redux) are noinline functions of the
    # module rather than inline code (for device compilers that unroll them at every use).
    outlines_warp_loops: bool = False
    # Whether the block barrier waits for every work-item, also those that have returned
    # (OpenCL's); CUDA's waits only for the threads that have not exited. Such a target gets
    # kernels rewritten around one barrier that exited threads keep joining (passes/barriers.py).
    barrier_counts_every_thread: bool = False
    # Whether a .param can be .b128 (an i128 argument or result).
    supports_128_bit_params: bool = True
    # The .approx.f32 functions (zluda.ptx.accuracy.FUNCTIONS) computed with the device's f32 math
    # functions instead of in f64 and rounded: only those that a measurement of the device found
    # within PTX's bounds (zluda.runtime.calibration); a target name asks for them with a
    # ";approx=ex2,lg2" suffix. And the functions that the target can compute in f32 at all.
    f32_approx: frozenset[str] = frozenset()
    f32_approx_candidates: tuple[str, ...] = ()
    # Optional compiler passes turned off (targets.OPTIONAL_PASSES; a ";off=..." suffix): only
    # to measure what each gains.
    disabled: frozenset[str] = frozenset()
    # Whether warp shuffles go through the work-group's local memory (";shuffle=memory"): each
    # warp stores its values in its scratch and reads them back
    # (abi.WARP_SCRATCH_BYTES); and whether the target can.
    shuffles_through_memory: bool = False
    can_shuffle_through_memory: bool = False
    # Whether modules whose float arithmetic allows it (passes/device_flush.py) leave .ftz's
    # flushes of f32 add/mul/fma to the device, which loads them in its flush-to-zero mode
    # (";ftz=device", where zluda.runtime.calibration measured that the device flushes); and
    # whether the target can.
    flushes_on_device: bool = False
    can_flush_on_device: bool = False
    # Whether the flattened kernels (zluda.ptx.abi) of this build rebuild %tid from their warp's
    # number (";tid=warp"): the same in every lane of a warp, which the device's vectorizer
    # sees; exact only for blocks whose x size is a multiple of 32, the only ones that the
    # runtime launches such a build for (abi.reads_tid_from_warp). Targets that flatten warp
    # kernels can.
    reads_tid_from_warp: bool = False
    # LLVM failures whose PTX cause is known: (what LLVM says, the PTX token to blame, the
    # message); the compiler reports such a failure at the first such token.
    known_llvm_failures: tuple[tuple[str, str, str], ...] = ()

    # -- types and address spaces ------------------------------------------------------------

    def pointer(self, space: str) -> ir.PointerType:
        return ir.PointerType(addrspace=self.address_spaces[space])

    def pointer_bits(self, space: str) -> int:
        return 64

    @property
    def cache_key(self) -> str:
        """What distinguishes this target's output in the compile cache."""
        return (f"{self.name}:{self.triple}:{self.cpu}:{self.features}:{self.llvm_options}:"
                f"{self.llvm_passes}:f32={','.join(sorted(self.f32_approx))}:"
                f"off={','.join(sorted(self.disabled))}:shm={int(self.shuffles_through_memory)}:"
                f"ftz={int(self.flushes_on_device)}:tid={int(self.reads_tid_from_warp)}")

    # -- the module ----------------------------------------------------------------------------

    def finish_module(self, module: ir.Module) -> None:
        """Add what the target needs at module level (AMDGPU: the code-object version flag)."""

    def bitcode_libraries(self) -> tuple[str, ...]:
        """Bitcode files that the LLVM stage links into the module (ROCm's device libraries),
        in order."""
        return ()

    # -- the kernel ABI ------------------------------------------------------------------------

    def kernel_hidden_arguments(self) -> tuple[tuple[str, str | None], ...]:
        """The hidden arguments of a kernel, after its PTX parameters: (kind, LLVM name or None)
        with the kinds of :data:`HIDDEN_KERNEL_ARGS`. Without a ``shared`` argument, the
        shared window comes from :meth:`shared_window`."""
        return tuple((kind, None) for kind in HIDDEN_KERNEL_ARGS)

    def shared_window(self, ctx: FunctionLowering, static_size: int) -> ir.Value:
        """A kernel's shared window (``static_size`` bytes, then the dynamic shared memory),
        for targets that do not pass it as an argument."""
        raise NotImplementedError(f"the {self.name} target passes the shared window as an "
                                  "argument")

    def kernel_aggregate_storage(self, ctx: FunctionLowering, arg: ir.Argument, size: int,
                                 align: int) -> ir.Value:
        """Where a kernel's struct parameter lives for the body: the ``byval`` argument
        itself, or (targets whose argument is elsewhere) a copy in the param space."""
        return arg

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

    def printf_string(self, ctx: FunctionLowering, address: ir.Value) -> ir.Value:
        """A ``%s`` argument of printf: the string at a generic ``address`` (an i64)."""
        return ctx.b.inttoptr(address, self.pointer("generic"))

    def link(self, objects: list[bytes]) -> bytes:
        """Turn LLVM's object output into what the backend loads (SPIR-V needs nothing). Only a
        target with :attr:`links_objects` takes more than one object."""
        if len(objects) != 1:
            raise ValueError(f"the {self.name} target links one object, not {len(objects)}")
        return objects[0]
