"""The AMDGPU target, for ROCm: ``amdgcn-amd-amdhsa`` code for one gfx processor.

``get_target("amdgpu:gfx1100")`` builds it from an AMD *target ID*: a gfx name, then optional
``:sramecc+``/``:xnack-`` settings, and an optional ``@v6`` for code-object version 6 (5 is the
default: the module flag ``amdhsa_code_object_version`` is 500, see ``docs/compiler.md``).

- Kernels use the ``amdgpu_kernel`` calling convention; device functions LLVM's C convention.
  Kernel arguments live in the kernarg segment with CUDA's layout; structs passed by value are
  ``byref`` in the constant address space, as clang does for HIP. The hidden arguments are
  named (``__zluda_globals``, ``__zluda_dynamic_smem``, ``__zluda_ntid_x/y/z``) so that they
  appear by name in the code object's metadata. There is no shared-window argument: each
  kernel's window is an LDS variable of its static size, and the dynamic shared memory
  (HIP's ``sharedMemBytes``) follows it.
- Address spaces: generic 0, global 1, LDS (shared) 3, constant 4, private (local, param) 5.
- Special registers come from the amdgcn intrinsics and the HSA dispatch packet.
- Warps: RDNA runs wave32, so a wave is a warp. GCN and CDNA run wave64 only; each wave64 is
  two CUDA warps, and every warp primitive (lane id, shuffle, ballot) is confined to the
  caller's 32-lane half (:mod:`zluda.ptx.targets.amdgpu_warp`). Waves are formed from the
  linear work-item id, x fastest, which is CUDA's warp order in every block shape, so kernels
  that use warps keep their block's shape (:attr:`flattens_warp_kernels` is False).
- Math: ROCm's device libraries when installed, else LLVM intrinsics and our own accurate
  double-precision functions (:mod:`zluda.ptx.targets.amdgpu_math`).
- printf: LLVM's AMDGPU printf lowering turns ``printf`` calls into HIP's buffered printf
  (a ``hidden_printf_buffer`` argument and ``amdhsa.printf`` metadata).
"""

from __future__ import annotations

from dataclasses import dataclass

from llvmlite import ir

from .amdgpu_math import MathLibrary, find_device_libs
from .amdgpu_warp import WarpLanes
from .base import I1, I8, I16, I32, I64, Target


class UnsupportedGfx(ValueError):
    """A gfx processor that the AMDGPU target does not serve (the message names it)."""


@dataclass(frozen=True)
class GfxInfo:
    name: str
    family: str
    wavefront_size: int
    # target-ID features that the processor takes (LLVM rejects the others)
    features: tuple[str, ...] = ()


_RDNA = {
    "gfx1030": "RDNA2", "gfx1031": "RDNA2", "gfx1032": "RDNA2", "gfx1034": "RDNA2",
    "gfx1035": "RDNA2", "gfx1036": "RDNA2",
    "gfx1100": "RDNA3", "gfx1101": "RDNA3", "gfx1102": "RDNA3", "gfx1103": "RDNA3",
    "gfx1150": "RDNA3.5", "gfx1151": "RDNA3.5", "gfx1152": "RDNA3.5",
    "gfx1200": "RDNA4", "gfx1201": "RDNA4",
}
_WAVE64 = {"gfx906": "GCN5 (Vega 20)", "gfx908": "CDNA1", "gfx90a": "CDNA2", "gfx942": "CDNA3",
           "gfx950": "CDNA4"}
GFX_TABLE: dict[str, GfxInfo] = {
    **{name: GfxInfo(name, family, 32) for name, family in _RDNA.items()},
    **{name: GfxInfo(name, family, 64, ("sramecc", "xnack")) for name, family in _WAVE64.items()},
}
SUPPORTED_GFX: tuple[str, ...] = tuple(GFX_TABLE)
CODE_OBJECT_VERSIONS = (5, 6)


def gfx_info(gfx: str) -> GfxInfo:
    info = GFX_TABLE.get(gfx)
    if info is None:
        raise UnsupportedGfx(f"the AMDGPU target does not serve '{gfx}' (supported: "
                             f"{', '.join(SUPPORTED_GFX)})")
    return info


def parse_target_id(spec: str) -> tuple[str, dict[str, bool], int]:
    """``gfx90a:sramecc+:xnack-@v6`` -> (gfx, features, code-object version)."""
    spec, _, version = spec.partition("@")
    code_object_version = 5
    if version:
        if version not in ("v5", "v6"):
            raise ValueError(f"unknown code-object version '@{version}' (use @v5 or @v6)")
        code_object_version = int(version[1:])
    gfx, *settings = spec.split(":")
    features: dict[str, bool] = {}
    for setting in settings:
        if len(setting) < 2 or setting[-1] not in "+-":
            raise ValueError(f"'{setting}' in AMDGPU target ID '{spec}' is not a feature "
                             "setting such as xnack+ or sramecc-")
        features[setting[:-1]] = setting[-1] == "+"
    return gfx, features, code_object_version


class AmdgpuTarget(Target):
    name = "amdgpu"
    triple = "amdgcn-amd-amdhsa"
    address_spaces = {
        "generic": 0, "global": 1, "shared": 3, "const": 4, "local": 5, "param": 5,
    }
    kernel_cc = "amdgpu_kernel"
    function_cc = ""  # LLVM's C calling convention
    flattens_warp_kernels = False
    aggregate_param_attribute = "byref"
    aggregate_param_space = "const"
    names_kernel_arguments = True
    llvm_passes = 2
    links_objects = True

    def __init__(self, gfx: str, features: dict[str, bool] | None = None,
                 code_object_version: int = 5) -> None:
        info = gfx_info(gfx)
        features = dict(features or {})
        for feature in features:
            if feature not in info.features:
                allowed = ", ".join(info.features) or "none"
                raise ValueError(f"{gfx} does not take the target feature '{feature}' "
                                 f"(it takes: {allowed})")
        if code_object_version not in CODE_OBJECT_VERSIONS:
            raise ValueError(f"code-object version {code_object_version} is not supported "
                             f"(supported: {CODE_OBJECT_VERSIONS})")
        self.gfx = gfx
        self.info = info
        self.target_features = features
        self.wavefront_size = info.wavefront_size
        self.code_object_version = code_object_version
        self.cpu = gfx
        wave = (["+wavefrontsize32", "-wavefrontsize64"] if self.wavefront_size == 32
                else ["-wavefrontsize32", "+wavefrontsize64"])
        self.features = ",".join(wave + [f"{'+' if on else '-'}{name}"
                                          for name, on in sorted(features.items())])
        self.lanes = WarpLanes(self.wavefront_size)
        self.math_library = MathLibrary(self, find_device_libs())

    # exp2 and log2 in f32 are LLVM intrinsics (or ocml's functions) on every AMDGPU target
    f32_approx_candidates = ("ex2", "lg2")

    @classmethod
    def from_spec(cls, spec: str) -> AmdgpuTarget:
        if not spec:
            raise ValueError("the AMDGPU target needs a gfx name, e.g. 'amdgpu:gfx1100' "
                             f"(supported: {', '.join(SUPPORTED_GFX)})")
        gfx, features, version = parse_target_id(spec)
        return cls(gfx, features, version)

    @property
    def target_id(self) -> str:
        """The AMD target ID, as the code object's ``amdhsa.target`` spells it after ``--``."""
        return self.gfx + "".join(f":{name}{'+' if on else '-'}"
                                  for name, on in sorted(self.target_features.items()))

    @property
    def cache_key(self) -> str:
        return (f"{super().cache_key}:{self.target_id}:wave{self.wavefront_size}:"
                f"v{self.code_object_version}:math={self.math_library.key}")

    def __repr__(self) -> str:
        return f"AmdgpuTarget({self.target_id!r}, v{self.code_object_version})"

    # -- the module and the kernel ABI ---------------------------------------------------------

    def finish_module(self, module: ir.Module) -> None:
        flag = module.add_metadata([ir.Constant(I32, 1),
                                    ir.MetaDataString(module, "amdhsa_code_object_version"),
                                    ir.Constant(I32, self.code_object_version * 100)])
        module.add_named_metadata("llvm.module.flags", flag)

    def kernel_hidden_arguments(self) -> tuple[tuple[str, str | None], ...]:
        return (("globals", "__zluda_globals"), ("dynamic_smem", "__zluda_dynamic_smem"),
                ("ntid_x", "__zluda_ntid_x"), ("ntid_y", "__zluda_ntid_y"),
                ("ntid_z", "__zluda_ntid_z"), ("grid_lo", "__zluda_grid_lo"),
                ("grid_hi", "__zluda_grid_hi"))

    def finish_kernel(self, fn: ir.Function, module: ir.Module, directives: dict,
                      flattened: bool) -> None:
        attributes = _StringAttributes(fn.attributes)
        reqntid = directives.get("reqntid")
        maxntid = directives.get("maxntid")
        if reqntid:
            dims = (list(reqntid) + [1, 1, 1])[:3]
            threads = dims[0] * dims[1] * dims[2]
            attributes.add(f'"amdgpu-flat-work-group-size"="{threads},{threads}"')
            fn.set_metadata("reqd_work_group_size",
                            module.add_metadata([ir.Constant(I32, d) for d in dims]))
        elif maxntid:
            dims = (list(maxntid) + [1, 1, 1])[:3]
            attributes.add(f'"amdgpu-flat-work-group-size"="1,{dims[0] * dims[1] * dims[2]}"')
        else:  # CUDA's limit (LLVM's default would be 1024 too; say it)
            attributes.add('"amdgpu-flat-work-group-size"="1,1024"')
        # CUDA's grids are whole blocks
        attributes.add('"uniform-work-group-size"="true"')
        fn.attributes = attributes

    def shared_window(self, ctx, static_size: int) -> ir.Value:
        """The kernel's LDS variable: ``static_size`` bytes (16-aligned), then the dynamic
        shared memory, which HIP places right after the kernel's static LDS. A module that
        uses block-wide reductions gets a 16-byte scratch before the window
        (:meth:`block_reduce`)."""
        module = ctx.owner.module
        reserve = SCRATCH_BYTES if _uses_block_reduce(ctx.owner) else 0
        size = static_size + reserve
        name = f"__zluda_shared_{ctx.fn.name}"
        if size == 0:
            # no static LDS: the window is the dynamic LDS, which starts at 0
            array = ir.ArrayType(I8, 0)
            gv = ir.GlobalVariable(module, array, name=name,
                                   addrspace=self.address_spaces["shared"])
            gv.linkage = "external"
        else:
            array = ir.ArrayType(I8, size)
            gv = ir.GlobalVariable(module, array, name=name,
                                   addrspace=self.address_spaces["shared"])
            gv.linkage = "internal"
            gv.initializer = ir.Constant(array, ir.Undefined)
        gv.align = 16
        gv.type = ir.PointerType(addrspace=gv.type.addrspace)  # opaque: holds any type
        if reserve:
            return ir.FormattedConstant(gv.type, f"getelementptr (i8, {gv.type} "
                                                 f"{gv.get_reference()}, i32 {reserve})")
        return gv

    def kernel_aggregate_storage(self, ctx, arg: ir.Argument, size: int,
                                 align: int) -> ir.Value:
        """A private copy of a ``byref`` struct: PTX may take its address and read it through
        a .param or generic pointer, which must then point to private memory like the other
        .param variables. LLVM removes the copy where the struct is only read directly."""
        slot = ctx.new_alloca(ir.ArrayType(I8, size), arg.name or "param")
        slot.align = align
        slot.type = ir.PointerType(addrspace=self.address_spaces["param"])
        ctx.intrinsic("llvm.memcpy.p5.p4.i64", ir.VoidType(), slot, arg,
                      ir.Constant(I64, size), ir.Constant(I1, 0))
        return slot

    # -- special registers ---------------------------------------------------------------------

    def group_index(self, ctx, kind: str, dim: int) -> ir.Value:
        axis = "xyz"[dim]
        if kind == "ctaid":
            return ctx.intrinsic(f"llvm.amdgcn.workgroup.id.{axis}", I32)
        # The HSA dispatch packet: workgroup_size_x/y/z are u16 at 4/6/8, grid_size_x/y/z
        # (in work-items; HIP launches whole blocks) u32 at 12/16/20.
        b = ctx.b
        packet = ctx.intrinsic("llvm.amdgcn.dispatch.ptr",
                               ir.PointerType(addrspace=self.address_spaces["const"]))
        group = b.load(b.gep(packet, [ir.Constant(I64, 4 + 2 * dim)], source_etype=I8),
                       typ=I16, align=2)
        grid = b.load(b.gep(packet, [ir.Constant(I64, 12 + 4 * dim)], source_etype=I8),
                      typ=I32, align=4)
        return b.udiv(grid, b.zext(group, I32))

    def local_id(self, ctx, dim: int) -> ir.Value:
        return ctx.intrinsic(f"llvm.amdgcn.workitem.id.{'xyz'[dim]}", I32)

    def local_linear_id(self, ctx) -> ir.Value:
        """``(z * ntid.y + y) * ntid.x + x``: the order in which the hardware forms waves."""
        b = ctx.b
        nx, ny, _ = ctx.block_dims
        x, y, z = (self.local_id(ctx, d) for d in range(3))
        return b.add(b.mul(b.add(b.mul(z, ny), y), nx), x)

    def lane_id(self, ctx) -> ir.Value:
        return self.lanes.lane_id(ctx)

    def warp_id(self, ctx) -> ir.Value:
        return ctx.b.lshr(self.local_linear_id(ctx), ir.Constant(I32, 5))

    def clock(self, ctx) -> ir.Value:
        if self.gfx.startswith("gfx11"):
            # RDNA3's cycle counter (HW_REG_SHADER_CYCLES) has 20 bits and wraps within a
            # millisecond: count the 100 MHz constant clock instead (monotonic, 64 bits).
            return ctx.intrinsic("llvm.readsteadycounter", I64)
        return ctx.intrinsic("llvm.readcyclecounter", I64)  # s_memtime; gfx12: 64-bit cycles

    def timer_ns(self, ctx) -> ir.Value:
        # llvm.readsteadycounter reads the GPU's constant 100 MHz clock (s_memrealtime, or
        # the REALTIME message on gfx11+) on current AMD GPUs: 10 ns per tick.
        ticks = ctx.intrinsic("llvm.readsteadycounter", I64)
        return ctx.b.mul(ticks, ir.Constant(I64, 10))

    # -- synchronization -----------------------------------------------------------------------

    def barrier(self, ctx) -> None:
        b = ctx.b
        b.fence("release", "workgroup")
        ctx.intrinsic("llvm.amdgcn.s.barrier", ir.VoidType())
        b.fence("acquire", "workgroup")

    def warp_barrier(self, ctx) -> None:
        # A wave runs in lockstep: the wave barrier keeps the compiler from moving code
        # across it, and the fence orders memory among the lanes (a warp is within a wave).
        ctx.intrinsic("llvm.amdgcn.wave.barrier", ir.VoidType())
        ctx.b.fence("acq_rel", "wavefront")

    def block_reduce(self, ctx, op: str, value: ir.Value) -> ir.Value:
        """Through a word of LDS scratch (16 bytes before the shared window): thread 0 sets
        it to the identity, every thread combines its value atomically, all read the result.
        The barriers keep the next reduction from resetting the word before all have read."""
        b = ctx.b
        word = b.gep(ctx.shared_ptr, [ir.Constant(I32, -SCRATCH_BYTES)], source_etype=I8)
        first = b.icmp_unsigned("==", self.local_linear_id(ctx), ir.Constant(I32, 0))
        with b.if_then(first):
            b.store(ir.Constant(I32, 1 if op == "and" else 0), word, align=4)
        self.barrier(ctx)
        rmw = {"add": "add", "and": "and", "or": "or"}[op]
        b.atomic_rmw(rmw, word, value, 'syncscope("workgroup") monotonic')
        self.barrier(ctx)
        result = b.load(word, typ=I32, align=4)
        self.barrier(ctx)
        return result

    def syncscope(self, scope: str | None) -> str | None:
        return _SCOPES[scope]

    # -- warp primitives -----------------------------------------------------------------------

    def shuffle_idx(self, ctx, value: ir.Value, lane: ir.Value) -> ir.Value:
        return self.lanes.shuffle(ctx, value, lane)

    def ballot(self, ctx, pred: ir.Value) -> ir.Value:
        return self.lanes.ballot(ctx, pred)

    # -- math and output -----------------------------------------------------------------------

    def math(self, ctx, name: str, args: list[ir.Value]) -> ir.Value:
        return self.math_library.call(ctx, name, args)

    def printf(self, ctx, fmt: bytes, args: list[ir.Value]) -> ir.Value:
        # LLVM's AMDGPUPrintfRuntimeBinding pass rewrites calls to printf whose format is a
        # constant in the constant address space into HIP's buffered printf.
        gv = ctx.owner.string_constant(fmt, "const")
        const = ir.PointerType(addrspace=self.address_spaces["const"])
        fn = ctx.owner.module.globals.get("printf")
        if fn is None:
            fn = ir.Function(ctx.owner.module, ir.FunctionType(I32, [const], var_arg=True),
                             name="printf")
        return ctx.b.call(fn, [gv, *args])

    def link(self, objects: list[bytes]) -> bytes:
        from ..codeobject import link

        return link(objects)

    def bitcode_libraries(self) -> tuple[str, ...]:
        return self.math_library.bitcode_files()


SCRATCH_BYTES = 16  # LDS before the shared window, for block_reduce
_SCOPES = {"cta": "workgroup", "cluster": "workgroup", "gpu": "agent", "sys": None, None: None}


def _uses_block_reduce(owner) -> bool:
    """Whether any function of the module has bar.red (then every kernel of the module has
    LDS scratch before its window, so that device functions find it too); cached."""
    found = getattr(owner, "_zluda_block_reduce", None)
    if found is None:
        from .. import ast

        found = any(isinstance(st, ast.Instruction) and st.opcode in ("bar", "barrier")
                    and st.has("red")
                    for rf in owner.resolved.functions for st in rf.body)
        owner._zluda_block_reduce = found
    return found


class _StringAttributes(ir.values.FunctionAttributes):
    """Function attributes that also take LLVM's string attributes (``"key"="value"``),
    which llvmlite's attribute set refuses."""

    def __init__(self, existing: ir.values.FunctionAttributes) -> None:
        super().__init__()
        for name in existing:
            super().add(name)

    def add(self, name: str) -> None:
        if name.startswith('"'):
            set.add(self, name)
        else:
            super().add(name)
