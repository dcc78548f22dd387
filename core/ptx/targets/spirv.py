"""The SPIR-V target, for OpenCL and Level Zero devices.

Kernels use the ``spir_kernel`` calling convention; device builtins are OpenCL C functions
called by their Itanium-mangled names (``_Z12get_local_idj``), which LLVM's SPIR-V backend turns
into SPIR-V built-ins and ``OpenCL.std`` extended instructions. Each kernel requires sub-groups
of 32 (``!intel_reqd_sub_group_size``), so a CUDA warp is one sub-group.
"""

from __future__ import annotations

from llvmlite import ir

from ..abi import SHUFFLE_SCRATCH_BYTES, WARP_SIZE
from .base import I1, I32, I64, Target

_DIMS = "xyz"
_INDEX_BUILTINS = {
    "ctaid": "_Z12get_group_idj",
    "nctaid": "_Z14get_num_groupsj",
}
CLK_LOCAL_MEM_FENCE = 1
CLK_GLOBAL_MEM_FENCE = 2
# OpenCL 2.0 work-group functions
_GROUP_REDUCTIONS = {"add": "_Z21work_group_reduce_addj", "and": "_Z14work_group_alli",
                     "or": "_Z14work_group_anyi"}
_SCOPES = {"cta": "workgroup", "cluster": "workgroup", "gpu": "device", "sys": None, None: None}


MAX_BLOCK_THREADS = 1024  # CUDA's limit: a local id is below it in every dimension


def _in_range(ctx, call: ir.Value, low: int, high: int) -> ir.Value:
    """Tell LLVM the builtin's i64 result lies in [low, high): with it, the optimizer drops the
    zero- and sign-extensions of the i32 that PTX reads (``zext(trunc(get_local_id(0)))``), which
    Intel's CPU compiler cannot see through (it gathers ``s[tid]`` then)."""
    if isinstance(call, ir.CallInstr):
        call.set_metadata("range", ctx.owner.module.add_metadata(
            [ir.Constant(I64, low), ir.Constant(I64, high)]))
    return call


def mangle(name: str, arg_types: list[ir.Type]) -> str:
    """The Itanium mangling of an OpenCL builtin with scalar arguments."""
    codes = []
    for t in arg_types:
        if isinstance(t, ir.FloatType):
            codes.append("f")
        elif isinstance(t, ir.DoubleType):
            codes.append("d")
        elif isinstance(t, ir.HalfType):
            codes.append("Dh")
        elif isinstance(t, ir.IntType):
            codes.append({8: "c", 16: "s", 32: "i", 64: "l"}[t.width])
        else:
            raise TypeError(f"cannot mangle {t}")
    return f"_Z{len(name)}{name}{''.join(codes) or 'v'}"


class SpirvTarget(Target):
    name = "spirv"
    triple = "spirv64-unknown-unknown"
    address_spaces = {
        "generic": 4, "global": 1, "shared": 3, "const": 2, "local": 0, "param": 0,
    }
    llvm_options = (
        "--spirv-ext=+SPV_EXT_shader_atomic_float_add,+SPV_EXT_shader_atomic_float_min_max,"
        "+SPV_EXT_shader_atomic_float16_add,+SPV_KHR_shader_clock,"
        # The backend's check of printf formats misreads their address space in modules of
        # several functions; with this extension allowed, it declares it instead of aborting.
        # Intel's runtimes accept the declaration, and the format stays in UniformConstant.
        "+SPV_EXT_relaxed_printf_string_address_space",
    )
    # The OpenCL and Level Zero drivers optimize SPIR-V again: we only inline the helper
    # library, promote registers to SSA values and tidy up (measured in bench/compile.py).
    llvm_passes = ("always_inliner", "sroa", "instruction_combine", "simplify_cfg")
    # LLVM's SPIR-V back end aborts on integers wider than 64 bits ("OpTypeInt type with a
    # width other than 8, 16, 32 or 64 bits requires ... SPV_ALTERA_arbitrary_precision_integers")
    supports_128_bit_params = False
    known_llvm_failures = (
        ("OpTypeInt type with a width other than", ".b128",
         "128-bit values (.b128) are not supported on this target yet"),
    )
    kernel_cc = "spir_kernel"
    function_cc = "spir_func"
    sub_group_size = 32
    f32_approx_candidates = ("ex2", "lg2", "rsqrt", "sin", "cos", "tanh")  # OpenCL's functions
    # Intel's CPU runtime compiles sub-group shuffles into gathers through memory: llm.c's
    # layernorm takes 4.5x the time of sub_group_reduce with butterfly shuffles, 1.1x with
    # the shuffles through local memory (measured, bench/RESULTS.md); CPU backends ask for it.
    can_shuffle_through_memory = True
    # OpenCL's -cl-denorms-are-zero (zluda.runtime.backend.Device.load_module)
    can_flush_on_device = True

    def finish_kernel(self, fn: ir.Function, module: ir.Module, directives: dict,
                      flattened: bool) -> None:
        if flattened:  # the module uses warps: sub-groups of 32 are CUDA's warps
            fn.set_metadata("intel_reqd_sub_group_size",
                            module.add_metadata([ir.Constant(I32, self.sub_group_size)]))
        reqntid = directives.get("reqntid")
        if reqntid:
            dims = (list(reqntid) + [1, 1, 1])[:3]
            if flattened:  # see zluda.ptx.abi
                dims = [dims[0] * dims[1] * dims[2], 1, 1]
            fn.set_metadata("reqd_work_group_size",
                            module.add_metadata([ir.Constant(I32, d) for d in dims]))

    # -- special registers ---------------------------------------------------------------------

    def group_index(self, ctx, kind: str, dim: int) -> ir.Value:
        v = _in_range(ctx, ctx.call(_INDEX_BUILTINS[kind], I64, ir.Constant(I32, dim)),
                      0 if kind == "ctaid" else 1, 1 << 31)
        return ctx.b.trunc(v, I32)

    def local_id(self, ctx, dim: int) -> ir.Value:
        return ctx.b.trunc(self._local_id(ctx, dim), I32)

    def local_linear_id(self, ctx) -> ir.Value:
        return ctx.b.trunc(self._local_id(ctx, 0), I32)

    @staticmethod
    def _local_id(ctx, dim: int) -> ir.Value:
        return _in_range(ctx, ctx.call("_Z12get_local_idj", I64, ir.Constant(I32, dim)), 0,
                         MAX_BLOCK_THREADS)

    def lane_id(self, ctx) -> ir.Value:
        return ctx.call("_Z22get_sub_group_local_idv", I32)

    def warp_id(self, ctx) -> ir.Value:
        return ctx.call("_Z16get_sub_group_idv", I32)

    def clock(self, ctx) -> ir.Value:
        return ctx.call("_Z20clock_read_sub_groupv", I64)

    def timer_ns(self, ctx) -> ir.Value:
        return ctx.call("_Z17clock_read_devicev", I64)

    # -- synchronization -----------------------------------------------------------------------

    def barrier(self, ctx) -> None:
        ctx.call("_Z7barrierj", ir.VoidType(),
                 ir.Constant(I32, CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE))

    def warp_barrier(self, ctx) -> None:
        ctx.call("_Z17sub_group_barrierj", ir.VoidType(),
                 ir.Constant(I32, CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE))

    def block_reduce(self, ctx, op: str, value: ir.Value) -> ir.Value:
        return ctx.call(_GROUP_REDUCTIONS[op], I32, value)

    def syncscope(self, scope: str | None) -> str | None:
        return _SCOPES[scope]

    # -- warp primitives -----------------------------------------------------------------------
    #
    # A shuffle is a call of a small noinline function of the module (FunctionLowering.outlined),
    # not an inline sub-group builtin: Intel's OpenCL compiler takes time superlinear in the
    # number of inline sub-group shuffles in a kernel (1,000 took 8 s; a noinline function
    # called 1,000 times, 0.9 s; the same speed at run time). For the same reason the 32-lane
    # loops of match and redux are functions of their own (outlines_warp_loops).
    outlines_warp_loops = True
    # LLVM's SPIR-V code generator cannot lower the aggregate phis that the optimizer makes
    # from compare-and-swap loops; and integer min and max stay compares and selects for the
    # device's compiler (zluda.ptx.ir_rewrites).
    ir_rewrites = ("scalar_phis", "integer_min_max_as_selects")
    barrier_counts_every_thread = True

    def shuffle_idx(self, ctx, value: ir.Value, lane: ir.Value) -> ir.Value:
        if self.shuffles_through_memory and ctx.in_own_function:
            return self._shuffle_through_memory(ctx, value, lane)
        return ctx.outlined("__zluda_shuffle_idx", I32, [value, lane],
                            lambda c, a: c.call("_Z17sub_group_shuffleij", I32, *a))

    def _shuffle_through_memory(self, ctx, value: ir.Value, lane: ir.Value) -> ir.Value:
        """Every lane that executes the shuffle stores its value in its word of the warp's
        scratch; after a sub-group barrier it reads lane ``lane``'s word, and after another
        barrier clears its own word again. A lane that does not execute this shuffle (idle,
        exited, or past a partial last warp) leaves its word at 0, so reading it gives 0.
        Words start at 0 (clear_warp_scratch)."""
        b = ctx.b
        words = ctx.warp_scratch()
        own = b.gep(words, [b.zext(self.lane_id(ctx), I64)], source_etype=I32)
        b.store(value, own)
        self.warp_barrier(ctx)
        read = b.load(b.gep(words, [b.zext(lane, I64)], source_etype=I32), typ=I32)
        self.warp_barrier(ctx)
        b.store(ir.Constant(I32, 0), own)
        return read

    def exchange_through_memory(self, ctx, value: ir.Value, sources: list[ir.Value]
                                ) -> list[ir.Value]:
        """``value`` (i32 or i64) of lane ``source`` for each of ``sources``, for an
        instruction that every lane of the warp executes: each lane stores its value once in
        the warp's scratch after the shuffle words (which stay 0) and, after a sub-group
        barrier, reads all it needs; a second barrier ends the exchange."""
        b = ctx.b
        area = ctx.warp_scratch(SHUFFLE_SCRATCH_BYTES)
        b.store(value, b.gep(area, [b.zext(self.lane_id(ctx), I64)], source_etype=value.type))
        self.warp_barrier(ctx)
        out = [b.load(b.gep(area, [b.zext(s, I64)], source_etype=value.type), typ=value.type)
               for s in sources]
        self.warp_barrier(ctx)
        return out

    def clear_warp_scratch(self, ctx) -> None:
        """At a kernel's start: lane 0 of each warp clears all 32 words (lanes past a partial
        last warp never write theirs)."""
        b = ctx.b
        words = ctx.warp_scratch()
        quad = ir.VectorType(I32, 4)
        first = b.icmp_unsigned("==", self.lane_id(ctx), ir.Constant(I32, 0))
        with b.if_then(first):
            for k in range(0, WARP_SIZE, 4):
                b.store(ir.Constant(quad, [0] * 4),
                        b.gep(words, [ir.Constant(I64, k)], source_etype=I32))
        self.warp_barrier(ctx)

    def ballot(self, ctx, pred: ir.Value) -> ir.Value:
        # Inline: Intel's CPU compiler calls a function with every lane of the sub-group, so a
        # ballot there would not see which lanes took the branch.
        as_int = ctx.b.zext(pred, I32) if pred.type == I1 else pred
        mask = ctx.call("_Z16sub_group_balloti", ir.VectorType(I32, 4), as_int)
        return ctx.b.extract_element(mask, ir.Constant(I32, 0))

    # -- math ----------------------------------------------------------------------------------

    def math(self, ctx, name: str, args: list[ir.Value]) -> ir.Value:
        return ctx.call(mangle(name, [a.type for a in args]), args[0].type, *args)

    def printf(self, ctx, fmt: bytes, args: list[ir.Value]) -> ir.Value:
        # OpenCL's printf wants a pointer to i8 in UniformConstant. LLVM folds a GEP to element
        # 0 away (the backend then passes the [N x i8] array), so the format starts at element 1,
        # after a pad byte: that GEP stays, and becomes an OpPtrAccessChain to uchar.
        gv = ctx.owner.string_constant(b"\0" + fmt, "const")
        ptr = gv.gep([ir.Constant(I64, 0), ir.Constant(I64, 1)])
        fnty = ir.FunctionType(I32, [ir.PointerType(addrspace=2)], var_arg=True)
        fn = ctx.owner.module.globals.get("printf")
        if fn is None:
            fn = ir.Function(ctx.owner.module, fnty, name="printf")
            fn.calling_convention = self.function_cc
        return ctx.b.call(fn, [ptr, *args], cconv=self.function_cc)


SPIRV_MAGIC = 0x07230203
# The OpenCL build option that lets a program flush subnormals, for modules compiled with
# ";ftz=device" (passes/device_flush.py): Intel's CPU runtime then runs the program in the CPU's
# flush-to-zero mode, which zluda.runtime.calibration checks before it asks for the option.
FLUSH_SUBNORMALS = "-cl-denorms-are-zero"


def spirv_problem(binary: bytes) -> str | None:
    """What makes ``binary`` not even a SPIR-V instruction stream, or None.

    Intel's runtimes loop forever on an instruction whose word count is 0, so the stream is
    walked here before the runtime sees it."""
    if len(binary) < 20 or len(binary) % 4:
        return f"{len(binary)} bytes is not a whole number of words with a header"
    words = memoryview(binary).cast("I")
    if words[0] != SPIRV_MAGIC:
        return f"the magic number is 0x{words[0]:08x}, not 0x{SPIRV_MAGIC:08x}"
    at = 5
    while at < len(words):
        count = words[at] >> 16
        if count == 0 or at + count > len(words):
            return f"the instruction at word {at} has a word count of {count}"
        at += count
    return None
