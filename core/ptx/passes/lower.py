"""Pass 5: lower the control-flow graph to LLVM IR with llvmlite.

:class:`ModuleLowering` declares every function with the target's ABI, lays out the globals
block and the shared window (:mod:`zluda.ptx.layout`), and lowers each function body.
:class:`FunctionLowering` is the context that instruction lowerings (:mod:`zluda.ptx.isa`) work
with: it reads and writes operands with the conversions chosen by the implicit-conversions pass,
turns addresses into pointers, and gives access to the builder, the target and the helper library.

Registers become ``alloca``s; LLVM's optimizer promotes them to SSA values.
"""

from __future__ import annotations

import copy
import math
import struct

from llvmlite import ir

from .. import ast
from ..abi import WARP_SCRATCH_ALIGN, WARP_SCRATCH_BYTES
from ..errors import CompilerCrash, PtxSemanticError, PtxUnsupportedError
from ..isa import lookup
from ..isa.floating import canonical_nan
from ..isa.heap import heap_users
from ..layout import (
    DYNAMIC_SHARED_ALIGN,
    GlobalsLayout,
    align_up,
    layout_globals,
    layout_kernel_shared,
    layout_module_shared,
)
from ..module_info import KernelInfo, ModuleInfo, ParamInfo
from ..targets.base import FUNCTION_HIDDEN_ARGS, I1, I8, I16, I32, I64, Target
from ..types import ScalarType
from .addressing import AddressAnalysis
from .barriers import BarrierHub
from .device_flush import constant_registers, has_constant_operand, is_device_flushed, runs_flushed
from .flushed import flushed_registers
from .folding import FoldingBuilder
from .implicit_conversions import conversion
from .nan_escapes import NanPlan, plan_nan_canonicalization
from .predication import Branch, CondBranch, Dispatch, Return, Suspend
from .resolve import ResolvedFunction, ResolvedModule, Symbol
from .ssa import reverse_postorder, single_assignment_registers

_FLOAT_TYPES = {16: ir.HalfType(), 32: ir.FloatType(), 64: ir.DoubleType()}
MAX_STATIC_SHARED = 48 * 1024  # ptxas: larger blocks of shared memory must be dynamic
MAX_LOCAL = 512 * 1024  # local memory per thread
BF16 = ir.IntType(16)  # llvmlite has no bfloat type: bf16 values travel as i16 bits


class ByvalPointer(ir.PointerType):
    """An opaque pointer that remembers its pointee, for the ``byval(T)`` attribute."""

    def __new__(cls, pointee: ir.Type, addrspace: int = 0):
        return object.__new__(cls)

    def __init__(self, pointee: ir.Type, addrspace: int = 0) -> None:
        super().__init__(addrspace=addrspace)
        self.pointee = pointee


class SpaceAlloca(ir.instructions.AllocaInstr):
    """An ``alloca`` in a target's private address space (AMDGPU's is ``addrspace(5)``, which
    its data layout names with ``A5``); llvmlite's own alloca is always in address space 0."""

    def __init__(self, parent: ir.Block, typ: ir.Type, name: str, addrspace: int) -> None:
        super().__init__(parent, typ, None, name)
        self.type = typ.as_pointer(addrspace)
        self.addrspace = addrspace

    def descr(self, buf: list[str]) -> None:
        buf.append(f"alloca {self.allocated_type}")
        if self.align is not None:
            buf.append(f", align {self.align}")
        buf.append(f", addrspace({self.addrspace})")
        if self.metadata:
            buf.append(self._stringify_metadata(leading_comma=True))


def llvm_type(t: ScalarType) -> ir.Type:
    if t.kind == "pred":
        return I1
    if t.kind == "f":
        if t.name == "bf16":
            return BF16
        if t.name == "tf32":
            return ir.FloatType()
        return _FLOAT_TYPES[t.bits]
    return ir.IntType(t.bits)


class ModuleLowering:
    def __init__(self, resolved: ResolvedModule, target: Target,
                 flattened_kernels: set[str] = frozenset(), name: str = "ptx") -> None:
        self.resolved = resolved
        self.source = resolved.source
        self.target = target
        self.module = ir.Module(name=name)
        self.module.triple = target.triple
        self.globals: GlobalsLayout = layout_globals(resolved.module, resolved.source)
        func_shared = [s.decl for f in resolved.functions if not f.func.is_kernel for s in f.shared]
        prefix, end = layout_module_shared(resolved.module)
        func_layout = layout_kernel_shared(prefix, end, func_shared)
        self.shared_prefix, self.shared_prefix_end = func_layout.offsets, func_layout.static_size
        # the kernels that run warp by warp (passes/warp_usage.py, run by zluda.ptx.pipeline
        # where the target flattens warp kernels)
        self.flattened_kernels = set(flattened_kernels)
        self.functions: dict[str, ir.Function] = {}
        self.helpers: dict[str, ir.Function] = {}
        self.helper_names: set[str] = set()
        self.strings: dict[bytes, ir.GlobalVariable] = {}
        self.kernels: dict[str, KernelInfo] = {}
        # the device flushes .ftz arithmetic's subnormals (passes/device_flush.py)
        self.device_flush = target.flushes_on_device and runs_flushed(resolved)
        self._declare_all()

    # -- declarations --------------------------------------------------------------------------

    def check_param(self, var: ast.Variable) -> None:
        """A ``.param`` the target can pass: LLVM's SPIR-V back end aborts on 128-bit integers."""
        if var.type.bits == 128 and not self.target.supports_128_bit_params:
            raise PtxUnsupportedError(".param .b128 (a 128-bit parameter) is not supported on"
                                      f" the {self.target.name} target yet", self.source, var.pos)

    def param_llvm_type(self, var: ast.Variable, kernel: bool) -> ir.Type:
        self.check_param(var)
        if var.dims or var.vec > 1:
            if kernel:  # a struct passed by value
                space = self.target.aggregate_param_space
                return ByvalPointer(ir.LiteralStructType([ir.ArrayType(I8, var.size)]),
                                    self.target.address_spaces[space])
            return self.target.pointer("param")  # the caller's copy
        return llvm_type(var.type)

    def hidden_kinds(self, kernel: bool) -> tuple[str, ...]:
        """The kinds of the hidden arguments (:mod:`zluda.ptx.abi`, ``targets/base.py``);
        device functions also get the static shared size (a constant in each kernel) and
        whether the caller runs flattened."""
        if kernel:
            return tuple(kind for kind, _ in self.target.kernel_hidden_arguments())
        return FUNCTION_HIDDEN_ARGS

    def _hidden_types(self, kernel: bool) -> list[ir.Type]:
        t = self.target
        types = {"globals": t.pointer("global"), "shared": t.pointer("shared"), "flattened": I1}
        return [types.get(kind, I32) for kind in self.hidden_kinds(kernel)]

    def _declare_all(self) -> None:
        for symbol in self.resolved.globals.values():
            if symbol.kind != "func":
                continue
            func: ast.Function = symbol.decl
            if func.body is None:
                continue  # external: handled at the call site (vprintf, malloc, ...)
            kernel = func.is_kernel
            params = [self.param_llvm_type(p, kernel) for p in func.params]
            ret = ir.VoidType()
            if len(func.returns) == 1 and not kernel:
                ret = self.return_llvm_type(func.returns[0])
            elif len(func.returns) > 1 and not kernel:
                # several return values go through pointers to the caller's slots, after the
                # parameters (LLVM's SPIR-V backend aborts on functions that return a struct)
                for r in func.returns:
                    self.return_llvm_type(r)
                params += [self.target.pointer("local")] * len(func.returns)
            fnty = ir.FunctionType(ret, params + self._hidden_types(kernel))
            fn = ir.Function(self.module, fnty, name=func.name)
            fn.calling_convention = self.target.kernel_cc if kernel else self.target.function_cc
            if not kernel:
                fn.linkage = "internal"
                fn.attributes.add("convergent")  # it may hold a barrier (see declare())
            else:
                for i, p in enumerate(func.params):
                    if self.target.names_kernel_arguments:
                        fn.args[i].name = p.name
                    if p.dims or p.vec > 1:
                        fn.args[i].add_attribute(self.target.aggregate_param_attribute)
                        fn.args[i].attributes.align = p.alignment
                hidden = self.target.kernel_hidden_arguments()
                for arg, (_, name) in zip(fn.args[len(params):], hidden, strict=True):
                    if name:
                        arg.name = name
            self.functions[func.name] = fn

    def return_llvm_type(self, var: ast.Variable) -> ir.Type:
        self.check_param(var)
        if var.dims or var.vec > 1:
            return ir.ArrayType(I8, var.size)
        return llvm_type(var.type)

    def helper(self, name: str, ret: ir.Type, args: list[ir.Type]) -> ir.Function:
        fn = self.helpers.get(name)
        if fn is None:
            # Helpers use LLVM's default calling convention on every target.
            fn = ir.Function(self.module, ir.FunctionType(ret, args), name=name)
            self.helpers[name] = fn
            self.helper_names.add(name)
        return fn

    def declare(self, name: str, ret: ir.Type, args: list[ir.Type]) -> ir.Function:
        """Declare (once) an external function, such as a device builtin."""
        fn = self.module.globals.get(name)
        if fn is None:
            fn = ir.Function(self.module, ir.FunctionType(ret, args), name=name)
            fn.calling_convention = self.target.function_cc
            # Barriers and sub-group operations must not be duplicated into, or moved across,
            # divergent branches (jump threading did, and deadlocked Numba's reductions).
            # LLVM drops the attribute again from functions that call no convergent function.
            fn.attributes.add("convergent")
        return fn

    def string_constant(self, data: bytes, space: str = "const") -> ir.GlobalVariable:
        gv = self.strings.get(data)
        if gv is None:
            array = ir.ArrayType(I8, len(data))
            gv = ir.GlobalVariable(self.module, array, name=f"__zluda_str{len(self.strings)}",
                                   addrspace=self.target.address_spaces[space])
            gv.initializer = ir.Constant(array, bytearray(data))
            gv.global_constant = True
            gv.linkage = "internal"
            self.strings[data] = gv
        return gv

    # -- the whole module ----------------------------------------------------------------------

    def run(self) -> tuple[ir.Module, ModuleInfo]:
        for rf in self.resolved.functions:
            lowering = FunctionLowering(self, rf)
            lowering.run()
            lowering.release()
        self.target.finish_module(self.module)
        info = ModuleInfo(
            kernels=self.kernels,
            globals_size=self.globals.size,
            globals_init=list(self.globals.init),
            relocations=list(self.globals.relocations),
            symbols={n: (o, self.globals.sizes[n]) for n, o in self.globals.offsets.items()},
            helpers=sorted(self.helper_names),
            managed=list(self.globals.managed),
            flushes_subnormals=self.device_flush,
        )
        return self.module, info


def kernel_params(func: ast.Function) -> list[ParamInfo]:
    """CUDA's layout of a kernel's parameter buffer: each parameter at its natural alignment."""
    out = []
    offset = 0
    for p in func.params:
        offset = align_up(offset, p.alignment)
        kind = "bytes" if (p.dims or p.vec > 1) else ("float" if p.type.is_float else "int")
        out.append(ParamInfo(p.name, p.size, p.alignment, offset, kind))
        offset += p.size
    if offset > 32764:
        raise PtxSemanticError(f"kernel parameters take {offset} bytes, more than CUDA allows")
    return out


class FunctionLowering:
    """The context of one function's lowering; instruction lowerings receive it as ``ctx``."""

    def __init__(self, owner: ModuleLowering, rf: ResolvedFunction) -> None:
        self.owner = owner
        self.rf = rf
        self.source = owner.source
        self.target = owner.target
        self.fn: ir.Function = owner.functions[rf.func.name]
        self.kernel = rf.func.is_kernel
        self.storage: dict[Symbol, ir.Value] = {}
        self.blocks: dict[str, ir.Block] = {}
        self.b: ir.IRBuilder = FoldingBuilder()
        self.current: ast.Instruction | None = None
        self._carry: ir.Value | None = None
        self.ssa: set[Symbol] = set()  # registers lowered as SSA values (passes/ssa.py)
        self.ssa_values: dict[Symbol, ir.Value] = {}
        self.hub: BarrierHub | None = None  # a kernel rewritten around a hub (barriers.py)
        self.return_slots: list[ir.Value] = []  # the caller's, for several return values
        self.nan_plan = NanPlan()  # where f32 NaNs are made canonical (passes/nan_escapes.py)
        self.flushed: frozenset = frozenset()  # registers without subnormals (passes/flushed.py)
        self.in_own_function = True  # False in the view that builds an outlined function

    # -- errors --------------------------------------------------------------------------------

    def unsupported(self, message: str, pos: int | None = None) -> PtxUnsupportedError:
        if pos is None and self.current is not None:
            pos = self.current.pos
        return PtxUnsupportedError(message, self.source, pos)

    def invalid(self, message: str, pos: int | None = None) -> PtxSemanticError:
        if pos is None and self.current is not None:
            pos = self.current.pos
        return PtxSemanticError(message, self.source, pos)

    # -- the function --------------------------------------------------------------------------

    def run(self) -> None:
        rf = self.rf
        nparams = len(rf.func.params)
        args = self.fn.args
        if len(rf.returns) > 1:
            self.return_slots = args[nparams:nparams + len(rf.returns)]
            nparams += len(rf.returns)
        hidden = dict(zip(self.owner.hidden_kinds(self.kernel), args[nparams:], strict=True))
        self.globals_ptr = hidden["globals"]
        self.shared_ptr = hidden.get("shared")  # None: the target builds it (shared_window)
        self.dynamic_smem = hidden["dynamic_smem"]
        self.block_dims = [hidden["ntid_x"], hidden["ntid_y"], hidden["ntid_z"]]  # CUDA's ntid
        self.grid_workspace = [hidden["grid_lo"], hidden["grid_hi"]]  # %envreg2, %envreg1
        if self.kernel:
            # Python bool for kernels; an i1 hidden argument in device functions.
            self.flattened = rf.func.name in self.owner.flattened_kernels
            layout = layout_kernel_shared(self.owner.shared_prefix, self.owner.shared_prefix_end,
                                          [s.decl for s in rf.shared])
            self.shared_offsets = layout.offsets
            static = align_up(layout.static_size, DYNAMIC_SHARED_ALIGN)
            if static > MAX_STATIC_SHARED:
                raise PtxSemanticError(f"'{rf.func.name}' uses {static} bytes of static shared"
                                       f" memory, more than CUDA allows ({MAX_STATIC_SHARED})",
                                       self.source, rf.func.pos)
            self.static_smem = ir.Constant(I32, static)
            if self.shared_ptr is None:
                self.shared_ptr = self.target.shared_window(self, static)
            cluster = rf.func.directives.get("reqnctapercluster") or [1]
            if math.prod(cluster) > 1:
                raise PtxUnsupportedError(f"'{rf.func.name}' needs thread block clusters of"
                                          f" {math.prod(cluster)} blocks (.reqnctapercluster),"
                                          " which are not supported", self.source, rf.func.pos)
            self.owner.kernels[rf.func.name] = KernelInfo(
                rf.func.name, kernel_params(rf.func), static, dict(rf.func.directives),
                self.flattened, rf.func.name in heap_users(self.owner),
                self.flattened and self.target.shuffles_through_memory,
            )
            self.target.finish_kernel(self.fn, self.owner.module, rf.func.directives,
                                      self.flattened)
        else:
            self.shared_offsets = self.owner.shared_prefix
            self.static_smem = hidden["static_smem"]
            self.flattened = hidden["flattened"]
        entry = self.entry = self.fn.append_basic_block("entry")
        self.b.position_at_end(entry)
        order = reverse_postorder(rf.blocks)
        self.ssa = single_assignment_registers(rf, order)
        disabled = self.target.disabled
        self.nan_plan = plan_nan_canonicalization(order, "nan_escapes" not in disabled)
        self.flushed = flushed_registers(order, "flushed" not in disabled)
        self.constants = constant_registers(order) if self.owner.device_flush else frozenset()
        self.addresses = AddressAnalysis(self, order, "addressing" not in disabled)
        self._allocate(rf)
        for bb in rf.blocks:
            self.blocks[bb.name] = self.fn.append_basic_block(bb.name.lstrip("%").replace("$", "_"))
        if self.kernel and self.flattened and self.target.shuffles_through_memory:
            self.target.clear_warp_scratch(self)
        self.b.branch(self.blocks[rf.blocks[0].name])
        if isinstance(rf.blocks[0].terminator, Dispatch):
            self.hub = BarrierHub(self, rf.blocks[0].terminator, rf.blocks)
        reachable = {bb.name for bb in order}
        for bb in rf.blocks:  # unreachable code is not lowered
            if bb.name not in reachable:
                self.b.position_at_end(self.blocks[bb.name])
                self.b.unreachable()
        for bb in order:  # dominators first, so SSA registers are defined before use
            self.b.position_at_end(self.blocks[bb.name])
            for ins in bb.instructions:
                self.current = ins
                spec = lookup(ins)
                try:
                    spec.lower(self, ins)
                except IndexError:  # the lowering asked for an operand that is not there
                    raise self.invalid(f"'{ins.full_opcode}' has too few operands"
                                       f" ({len(ins.operands)})") from None
            self._terminate(bb.terminator)
        if self.hub is not None:
            self.hub.finish()

    def release(self) -> None:
        """Drop this lowering's state, once its function is built. Its helpers (the address
        analysis, the barrier hub) refer back to it, and a cycle is freed only by the cyclic
        collector, which a compile pauses (:mod:`zluda.ptx.teardown`)."""
        vars(self).clear()

    def _allocate(self, rf: ResolvedFunction) -> None:
        b = self.b
        for symbol in rf.registers:
            if symbol in self.ssa:
                continue
            t = llvm_type(symbol.type)
            if symbol.vec > 1:
                t = ir.ArrayType(t, symbol.vec)
            self.storage[symbol] = self.new_alloca(t, _clean(symbol.name))
        for symbol in rf.locals:
            var: ast.Variable = symbol.decl
            if var.space == "param":  # an argument or a result of a call
                self.owner.check_param(var)
            self.storage[symbol] = self._alloca_bytes(var, symbol.name)
        for i, symbol in enumerate(rf.params):
            var = symbol.decl
            arg = self.fn.args[i]
            if var.dims or var.vec > 1:
                # byval (kernels) or the caller's copy (functions)
                self.storage[symbol] = (self.target.kernel_aggregate_storage(
                    self, arg, max(var.size, 1), max(var.alignment, 1)) if self.kernel else arg)
            else:
                slot = self.new_alloca(arg.type, _clean(symbol.name))
                b.store(arg, slot)
                self.storage[symbol] = slot
        for symbol in rf.returns:
            self.storage[symbol] = self._alloca_bytes(symbol.decl, symbol.name)

    def _alloca_bytes(self, var: ast.Variable, name: str) -> ir.Value:
        size = max(var.size, 1)
        if size > MAX_LOCAL:
            raise PtxSemanticError(f"'{name}' takes {size} bytes, more than CUDA allows per"
                                   f" thread ({MAX_LOCAL})", self.source, var.pos)
        slot = self.new_alloca(ir.ArrayType(I8, size), _clean(name))
        slot.align = max(var.alignment, 1)
        # opaque: memory of this variable holds any type
        slot.type = ir.PointerType(addrspace=slot.type.addrspace)
        return slot

    def new_alloca(self, t: ir.Type, name: str = "") -> ir.Value:
        """An alloca at the builder's position, in the target's private address space."""
        space = self.target.address_spaces["local"]
        if space == 0:
            return self.b.alloca(t, name=name)
        slot = SpaceAlloca(self.b.block, t, name, space)
        self.b._insert(slot)
        return slot

    def _terminate(self, term) -> None:
        b = self.b
        if isinstance(term, Branch):
            b.branch(self._block(term.target))
        elif isinstance(term, CondBranch):
            cond = self.load_symbol(term.guard.reg.symbol)
            if term.guard.negated:
                b.cbranch(cond, self._block(term.if_false), self._block(term.if_true))
            else:
                b.cbranch(cond, self._block(term.if_true), self._block(term.if_false))
        elif isinstance(term, Suspend):
            self.hub.suspend(term)
        elif isinstance(term, Dispatch):
            self.hub.begin()
        elif isinstance(term, Return):
            self.current = term.instruction
            exiting = term.instruction is not None and term.instruction.opcode == "exit"
            if exiting and not self.kernel:
                raise self.unsupported("'exit' inside a device function is not supported yet")
            self.emit_return()

    def _block(self, name: str) -> ir.Block:
        block = self.blocks.get(name)
        if block is None:
            raise self.invalid(f"undefined label '{name}'")
        return block

    def emit_return(self) -> None:
        b = self.b
        if self.hub is not None:
            self.hub.exit()
            return
        values = [b.load(self.storage[symbol], typ=self.owner.return_llvm_type(symbol.decl))
                  for symbol in self.rf.returns]
        if len(values) == 1:
            b.ret(values[0])
            return
        for value, slot in zip(values, self.return_slots, strict=True):
            b.store(value, slot)
        b.ret_void()

    # -- helpers for lowerings -----------------------------------------------------------------

    def helper(self, name: str, ret: ir.Type, args: list[ir.Type]) -> ir.Function:
        """A function of the helper library (``zluda/ptx/helpers/*.ll``)."""
        return self.owner.helper(name, ret, args)

    def hidden_arguments(self) -> list[ir.Value]:
        """What a call passes to a device function after its parameters."""
        flattened = self.flattened
        if isinstance(flattened, bool):
            flattened = ir.Constant(I1, int(flattened))
        return [self.globals_ptr, self.shared_ptr, self.dynamic_smem, *self.block_dims,
                *self.grid_workspace, self.static_smem, flattened]

    def branch_value(self, cond: ir.Value, on_true, on_false, likely: bool | None = None
                     ) -> ir.Value:
        """``cond ? on_true() : on_false()`` as a branch (not a select), so that only the taken
        side runs: for a uniform condition whose sides differ in cost."""
        b = self.b
        with b.if_else(cond, likely=likely) as (then, otherwise):
            with then:
                true_value, true_block = on_true(), b.block
            with otherwise:
                false_value, false_block = on_false(), b.block
        value = b.phi(true_value.type)
        value.add_incoming(true_value, true_block)
        value.add_incoming(false_value, false_block)
        return value

    def outlined(self, name: str, ret: ir.Type, args: list[ir.Value], body) -> ir.Value:
        """Call the module's noinline function ``name`` with ``args``, made on first use by
        ``body(ctx, params)``, which builds the function's code through ``ctx`` (a view of this
        lowering whose builder and function are the new function's) and returns its result.

        Device compilers whose cost grows faster than the code (Intel's OpenCL compiler with
        sub-group operations) then compile the operation once, not at each use."""
        module = self.owner.module
        fn = module.globals.get(name)
        if fn is None:
            fn = ir.Function(module, ir.FunctionType(ret, [a.type for a in args]), name=name)
            fn.linkage = "internal"
            fn.calling_convention = self.target.function_cc
            fn.attributes.add("noinline")
            fn.attributes.add("convergent")
            inner = copy.copy(self)
            inner.in_own_function = False  # the function's values (shared_ptr...) are not here
            inner.fn = fn
            inner.b = FoldingBuilder(fn.append_basic_block("entry"))
            inner.b.ret(body(inner, list(fn.args)))
        return self.b.call(fn, args, cconv=self.target.function_cc)

    def call_helper(self, name: str, ret: ir.Type, *args: ir.Value) -> ir.Value:
        """Call ``name`` from the helper library (``zluda/ptx/helpers/*.ll``), declaring it with
        the types of ``args``; the .ll definition must have the same signature."""
        fn = self.helper(name, ret, [a.type for a in args])
        return self.b.call(fn, args)

    def alloca(self, t: ir.Type, name: str = "") -> ir.Value:
        """A stack slot in the entry block (where LLVM promotes it to a register)."""
        with self.b.goto_block(self.entry):
            if self.entry.instructions:
                self.b.position_before(self.entry.instructions[0])
            return self.new_alloca(t, name)

    @property
    def carry(self) -> ir.Value:
        """The carry flag of the add.cc/addc chains: an i1 slot, created on first use."""
        if self._carry is None:
            self._carry = self.alloca(I1, "carry")
        return self._carry

    def declare(self, name: str, ret: ir.Type, args: list[ir.Type]) -> ir.Function:
        return self.owner.declare(name, ret, args)

    def call(self, name: str, ret: ir.Type, *args: ir.Value) -> ir.Value:
        fn = self.declare(name, ret, [a.type for a in args])
        return self.b.call(fn, args, cconv=self.target.function_cc)

    def intrinsic(self, name: str, ret: ir.Type, *args: ir.Value) -> ir.Value:
        fn = self.owner.module.globals.get(name)
        if fn is None:
            fn = ir.Function(self.owner.module, ir.FunctionType(ret, [a.type for a in args]), name)
        return self.b.call(fn, args)

    @staticmethod
    def ty(t: ScalarType) -> ir.Type:
        return llvm_type(t)

    def const(self, t: ScalarType, value) -> ir.Constant:
        lt = llvm_type(t)
        if isinstance(lt, ir.IntType):
            return ir.Constant(lt, int(value) & ((1 << lt.width) - 1))
        return ir.Constant(lt, float(value))

    # -- reading and writing operands ----------------------------------------------------------

    def src(self, ins: ast.Instruction, i: int) -> ir.Value:
        """Operand ``i`` of ``ins`` as a value of its signature type."""
        return self.value(ins.operands[i], ins.signature[i][1])

    def never_subnormal(self, ins: ast.Instruction, i: int) -> bool:
        """Whether operand ``i`` of ``ins`` is a register that never holds a subnormal f32
        (passes/flushed.py), so that .ftz need not flush it."""
        op = ins.operands[i]
        return isinstance(op, ast.Reg) and op.component is None and op.symbol in self.flushed

    def flushes_on_device(self, ins: ast.Instruction) -> bool:
        """Whether the device flushes the result of ``ins``'s .ftz (passes/device_flush.py)."""
        return self.owner.device_flush and is_device_flushed(ins)

    def flushes_operand(self, ins: ast.Instruction, i: int) -> bool:
        """Whether .ftz's flush of operand ``i`` of ``ins`` is done in code: not where the
        register never holds a subnormal, nor where the device flushes it (unless LLVM could
        fold the instruction away: a constant operand)."""
        if self.never_subnormal(ins, i):
            return False
        return not self.flushes_on_device(ins) or has_constant_operand(ins, self.constants)

    def srcs(self, ins: ast.Instruction, i: int) -> list[ir.Value]:
        """A vector operand's elements (a scalar operand gives a list of one)."""
        t = ins.signature[i][1]
        return [self.value(e, t) for e in self.operand_elements(ins, i)]

    def dst(self, ins: ast.Instruction, i: int, value: ir.Value) -> None:
        op = ins.operands[i]
        if isinstance(op, ast.PredPair):
            op = op.first
        self.store_operand(op, ins.signature[i][1], value)

    def dst_pred(self, ins: ast.Instruction, i: int, value: ir.Value) -> None:
        """The second destination of ``d|p``, if the instruction names one."""
        op = ins.operands[i]
        if isinstance(op, ast.PredPair):
            self.store_operand(op.second, None, value)

    def operand_elements(self, ins: ast.Instruction, i: int) -> list[ast.Operand]:
        """The elements of a vector operand (or of a vector register named whole); a scalar
        operand is a list of one."""
        op = ins.operands[i]
        return op.elements if isinstance(op, ast.Vector) else self._components(op)

    def dsts(self, ins: ast.Instruction, i: int, values: list[ir.Value]) -> None:
        op = ins.operands[i]
        t = ins.signature[i][1]
        elements = self.operand_elements(ins, i)
        if len(elements) != len(values):
            raise self.invalid(f"'{ins.full_opcode}' gives {len(values)} values, but its"
                               f" destination has {len(elements)}", getattr(op, "pos", None))
        for element, v in zip(elements, values, strict=True):
            self.store_operand(element, t, v)

    def _components(self, op: ast.Operand) -> list[ast.Operand]:
        """A vector register named whole (``ld.v4.f32 %v, [a]``) as its components; any
        other operand as itself."""
        symbol = getattr(op, "symbol", None)
        if isinstance(op, ast.Reg) and op.component is None and symbol is not None \
                and symbol.kind == "reg" and symbol.vec > 1:
            return [ast.Reg(op.name, op.pos, c, symbol) for c in "xyzw"[:symbol.vec]]
        return [op]

    def _component(self, op: ast.Reg) -> ir.Value:
        """The slot of one component of a vector register (``%v.x``, ``%v.a``)."""
        index = _COMPONENTS.get(op.component)
        if op.symbol.vec < 2 or index is None or index >= op.symbol.vec:
            raise self.invalid(f"'{op.name}' has no component .{op.component}", op.pos)
        return self.b.gep(self.storage[op.symbol], [ir.Constant(I32, 0), ir.Constant(I32, index)])

    def load_symbol(self, symbol: Symbol) -> ir.Value:
        value = self.ssa_values.get(symbol)
        if value is not None:
            return value
        if symbol in self.ssa:
            raise CompilerCrash(f"SSA register '{symbol.name}' was read before its definition")
        slot = self.storage.get(symbol)
        if slot is None:
            raise self.invalid(f"'{symbol.name}' is not a register of this function")
        return self.b.load(slot)

    def value(self, op: ast.Operand, t: ScalarType | None) -> ir.Value:
        b = self.b
        if isinstance(op, ast.Reg):
            symbol = op.symbol
            if symbol.kind == "reg":
                if op.component is not None:
                    v = self.b.load(self._component(op), typ=llvm_type(symbol.type))
                    return self.convert(v, symbol.type, t, "s") if t is not None else v
                if symbol.vec > 1:
                    raise self.invalid(f"the vector register '{op.name}' is not one value; name"
                                       " a component (.x) or use it as a vector operand", op.pos)
                v = self.addresses.read(symbol, self.load_symbol(symbol))
                if symbol in self.nan_plan.reads_bits(self.current):
                    v = canonical_nan(self.b, v)
                return self.convert(v, symbol.type, t, "s") if t is not None else v
            if symbol.kind == "sreg":
                v = self.special_register(symbol.name, op.component, op.pos)
                return self.convert(v, symbol.type, t, "s") if t is not None else v
            raise self.invalid(f"'{op.name}' cannot be used as a value here", op.pos)
        if isinstance(op, ast.Imm):
            return self.immediate(op.value, t)
        if isinstance(op, ast.FloatImm):
            return self.float_immediate(op, t)
        if isinstance(op, ast.Negated):
            if op.minus:
                raise self.invalid("only vmad's operands can be negated with '-'", op.pos)
            return b.not_(self.value(op.operand, t))
        if isinstance(op, ast.AddressOf):
            if t is not None and (t.kind not in ("u", "s", "b") or t.bits not in (32, 64)):
                raise self.invalid(f"the address of '{op.symbol.name}' cannot be a .{t.name}"
                                   " value (addresses are 32- or 64-bit integers)", op.pos)
            v = self.address_of(op.symbol, op.offset, op.pos)
            from ..types import U64

            if t is not None and v.type == I32 and t.bits == 64:  # a shared offset as a u64
                return self.bitcast(b.zext(v, I64), llvm_type(t))

            return self.convert(v, U64, t, "s") if t is not None and v.type == I64 else v
        if isinstance(op, ast.Vector):
            # a vector used as one value: packs its elements (mov.b64 %rd, {%r1, %r2})
            return self.pack(op, t)
        raise self.invalid("this operand cannot be used as a value", getattr(op, "pos", None))

    def pack(self, op: ast.Vector, t: ScalarType) -> ir.Value:
        b = self.b
        n = len(op.elements)
        if t is None or t.bits % n:
            raise self.invalid("cannot pack this vector", op.pos)
        from ..types import bits_type

        part = bits_type(t.bits // n) if t.bits // n in (8, 16, 32, 64) else None
        if part is None:
            raise self.invalid("cannot pack this vector", op.pos)
        whole = ir.IntType(t.bits)
        acc = ir.Constant(whole, 0)
        for i, e in enumerate(op.elements):
            v = self.value(e, part)
            acc = b.or_(acc, b.shl(b.zext(v, whole) if part.bits < t.bits else v,
                                   ir.Constant(whole, i * part.bits)))
        return self.bitcast(acc, llvm_type(t))

    def immediate(self, value: int, t: ScalarType | None) -> ir.Value:
        if t is None:
            return ir.Constant(I64, value & (2**64 - 1))
        lt = llvm_type(t)
        if isinstance(lt, ir.IntType):
            return ir.Constant(lt, value & ((1 << lt.width) - 1))
        return ir.Constant(lt, float(value))

    def float_immediate(self, op: ast.FloatImm, t: ScalarType | None) -> ir.Value:
        if t is None:
            return ir.Constant(ir.DoubleType(), op.value)
        lt = llvm_type(t)
        if t.name == "bf16":
            bits = struct.unpack("<I", struct.pack("<f", op.value))[0]
            return ir.Constant(I16, _round_bf16(bits))
        if isinstance(lt, ir.IntType):
            if op.bits is not None:
                return ir.Constant(lt, op.bits & ((1 << lt.width) - 1))
            packed = struct.pack("<d" if lt.width == 64 else "<f", op.value)
            return ir.Constant(lt, int.from_bytes(packed, "little"))
        if op.bits is not None and op.width == t.bits:
            return self.bitcast(ir.Constant(ir.IntType(t.bits), op.bits), lt)
        return ir.Constant(lt, op.value)

    def store_operand(self, op: ast.Operand, t: ScalarType | None, value: ir.Value) -> None:
        if isinstance(op, ast.Sink):
            return
        if not isinstance(op, ast.Reg) or op.symbol.kind != "reg":
            raise self.invalid("destination must be a register", getattr(op, "pos", None))
        symbol = op.symbol
        if t is not None:
            value = self.convert(value, t, symbol.type, "d")
        if op.component is not None:
            self.b.store(self.bitcast(value, llvm_type(symbol.type)), self._component(op))
            return
        if symbol.vec > 1:
            raise self.invalid(f"the vector register '{op.name}' is not one value; name a"
                               " component (.x) or use it as a vector operand", op.pos)
        if symbol in self.ssa:
            if symbol in self.ssa_values:
                raise CompilerCrash(f"SSA register '{symbol.name}' was written twice")
            self.ssa_values[symbol] = self.bitcast(value, llvm_type(symbol.type))
            return
        self.b.store(self.addresses.stored(symbol, value), self.storage[symbol])

    # -- conversions ---------------------------------------------------------------------------

    def bitcast(self, v: ir.Value, to: ir.Type) -> ir.Value:
        if v.type == to:
            return v
        return self.b.bitcast(v, to)

    def convert(self, v: ir.Value, frm: ScalarType, to: ScalarType, role: str) -> ir.Value:
        """Apply PTX's relaxed typing between a register type and an instruction type."""
        if frm is to or to is None:
            return v
        # A source reads a register (frm) as the instruction's type (to); a destination writes
        # the instruction's value (frm) into a register (to).
        how = conversion(frm, to, "s") if role == "s" else conversion(to, frm, "d")
        b = self.b
        target = llvm_type(to)
        if how in ("", "bitcast"):
            return self.bitcast(v, target)
        as_int = self.bitcast(v, ir.IntType(frm.bits)) if frm.kind != "pred" else v
        int_target = ir.IntType(to.bits)
        if how == "trunc":
            r = b.trunc(as_int, int_target)
        elif how == "sext":
            r = b.sext(as_int, int_target)
        elif how == "zext":
            r = b.zext(as_int, int_target)
        else:
            raise self.invalid(f"cannot convert .{frm.name} to .{to.name}")
        return self.bitcast(r, target)

    # -- addresses -----------------------------------------------------------------------------

    def address_of(self, symbol: Symbol, offset: int, pos: int | None = None) -> ir.Value:
        """The address of a variable as PTX sees it: an i64, or an i32 offset for shared."""
        b = self.b
        kind = symbol.kind
        if kind in ("global", "const"):
            ptr = self.variable_pointer(symbol, offset)
            return b.ptrtoint(ptr, I64)
        if kind == "shared":
            return b.add(self.shared_offset(symbol), ir.Constant(I32, offset))
        if kind in ("local", "param"):
            # as a generic address: a thread's own memory is addressed through generic pointers
            # wherever its address is a number (see pointer())
            ptr = self.variable_pointer(symbol, offset)
            return b.ptrtoint(b.addrspacecast(ptr, self.target.pointer("generic")), I64)
        if kind == "func":
            slot = self.owner.globals.functions.get(symbol.name)
            if slot is None and symbol.decl.is_kernel:
                raise self.unsupported(f"the address of the kernel '{symbol.name}': dynamic"
                                       " parallelism (kernels launching kernels) is not"
                                       " supported", pos)
            if slot is None:
                raise self.unsupported(f"the address of '{symbol.name}', which is not defined"
                                       " in this module (linking is not supported)", pos)
            return b.ptrtoint(self.globals_pointer(slot + offset), I64)
        raise self.invalid(f"cannot take the address of '{symbol.name}'", pos)

    def shared_offset(self, symbol: Symbol) -> ir.Value:
        var = symbol.decl
        if var.linkage == "extern" or (var.dims and var.dims[0] is None):
            return self.static_smem
        offset = self.shared_offsets.get(id(var))
        if offset is None:
            raise self.invalid(f"shared variable '{symbol.name}' is not visible here")
        return ir.Constant(I32, offset)

    def warp_scratch(self, offset: int = 0) -> ir.Value:
        """This warp's scratch after the shared window, ``offset`` bytes into it: a word per
        lane for shuffles, then the exchanges' area (``abi.SHUFFLE_SCRATCH_BYTES`` on; targets
        whose shuffles go through memory; zluda.ptx.abi.WARP_SCRATCH_BYTES)."""
        b = self.b
        window = b.add(self.static_smem, self.dynamic_smem)
        window = b.and_(b.add(window, ir.Constant(I32, WARP_SCRATCH_ALIGN - 1)),
                        ir.Constant(I32, -WARP_SCRATCH_ALIGN))
        warp = b.mul(self.target.warp_id(self), ir.Constant(I32, WARP_SCRATCH_BYTES))
        start = b.add(b.add(window, warp), ir.Constant(I32, offset))
        return b.gep(self.shared_ptr, [b.zext(start, I64)], source_etype=I8)

    def globals_pointer(self, offset: int) -> ir.Value:
        """A pointer ``offset`` bytes into the module's globals block."""
        return self.b.gep(self.globals_ptr, [ir.Constant(I64, offset)], source_etype=I8)

    def variable_pointer(self, symbol: Symbol, offset: int = 0) -> ir.Value:
        """A typed-address-space pointer to a variable, plus a constant byte offset."""
        b = self.b
        kind = symbol.kind
        if kind in ("global", "const"):
            base = self.owner.globals.offsets[symbol.name]
            return self.globals_pointer(base + offset)
        if kind == "shared":
            off = b.zext(self.shared_offset(symbol), I64)
            off = b.add(off, ir.Constant(I64, offset))
            return b.gep(self.shared_ptr, [off], source_etype=I8)
        if kind in ("local", "param"):
            slot = self.storage.get(symbol)
            if slot is None:
                raise self.invalid(f"'{symbol.name}' is not a variable of this function")
            if offset:
                return b.gep(slot, [ir.Constant(I64, offset)], source_etype=I8)
            return slot
        raise self.invalid(f"'{symbol.name}' is not a variable")

    def space_of_symbol(self, symbol: Symbol) -> str:
        return {"global": "global", "const": "global", "shared": "shared", "local": "local",
                "param": "param"}[symbol.kind]

    def pointer(self, ref: ast.MemRef, base: ir.Value | None = None) -> ir.Value:
        """A pointer for a memory operand, in the address space of the instruction's space.
        ``base``: the value of its base register where the caller has it (another lane's)."""
        if not isinstance(ref, ast.MemRef):
            raise self.invalid("expected an address in brackets ([reg], [var+offset]) here",
                               getattr(ref, "pos", None))
        b = self.b
        space = ref.space
        target = self.target
        if ref.kind == "var":
            symbol: Symbol = ref.base
            ptr = self.variable_pointer(symbol, ref.offset)
            own = self.space_of_symbol(symbol)
            want = "global" if space == "const" else space
            if want == own or {want, own} == {"param", "local"}:
                return ptr
            if want == "generic":
                return b.addrspacecast(ptr, target.pointer("generic"))
            raise self.invalid(f"'{symbol.name}' is not in the .{space} state space", ref.pos)
        if base is None:
            typed = self.addresses.pointer(ref, space)  # base + element index (addressing.py)
            if typed is not None:
                return typed
        if ref.kind == "abs":
            addr = ir.Constant(I64, ref.offset & (2**64 - 1))
        else:
            reg: ast.Reg = ref.base
            addr = self.value(reg, None) if base is None else base
            if isinstance(addr.type, ir.IntType) and addr.type.width < 64 and space != "shared":
                addr = b.zext(addr, I64)
            elif not isinstance(addr.type, ir.IntType):
                raise self.invalid(f"'{reg.name}' cannot hold an address", reg.pos)
        if space == "shared":
            if addr.type != I32 and ref.kind != "abs":
                addr = b.trunc(addr, I32) if addr.type.width > 32 else b.zext(addr, I32)
            off = b.zext(addr, I64) if addr.type != I64 else addr
            if ref.kind != "abs" and ref.offset:
                off = b.add(off, ir.Constant(I64, ref.offset))
            return b.gep(self.shared_ptr, [off], source_etype=I8)
        if ref.kind != "abs" and ref.offset:
            addr = b.add(addr, ir.Constant(I64, ref.offset & (2**64 - 1)))
        if space in ("local", "param"):
            # .local and .param addresses in registers are generic ones (address_of, cvta): a
            # private pointer made from an integer is not one that device compilers keep
            # (Intel's lost stores through it: a virtual call on an object in local memory)
            return b.inttoptr(addr, target.pointer("generic"))
        return b.inttoptr(addr, target.pointer("global" if space == "const" else space))

    # -- special registers ---------------------------------------------------------------------

    def special_register(self, name: str, component: str | None, pos: int) -> ir.Value:
        from ..isa.special import read_special_register

        return read_special_register(self, name, component, pos)


_COMPONENTS = {"x": 0, "y": 1, "z": 2, "w": 3, "r": 0, "g": 1, "b": 2, "a": 3}


def _round_bf16(bits32: int) -> int:
    if (bits32 & 0x7F800000) == 0x7F800000 and bits32 & 0x7FFFFF:
        return (bits32 >> 16) | 0x40
    return ((bits32 + 0x7FFF + ((bits32 >> 16) & 1)) >> 16) & 0xFFFF


def _clean(name: str) -> str:
    return name.lstrip("%").replace("$", "_")
