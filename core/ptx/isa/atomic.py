"""Atomics and reductions (atom, red) and memory fences (membar, fence).

Each atom/red becomes one LLVM ``atomicrmw`` or ``cmpxchg`` where LLVM's SPIR-V backend has the
operation (integer add/and/or/xor/exch/min/max/cas on 32 and 64 bits, fadd on f16 and f64).
The others run in a compare-and-swap loop that computes the new value with a helper of
``helpers/atomic.ll``: inc/dec (wrapping), add.f32 (which PTX defines with subnormals flushed to
zero), add.bf16/.bf16x2/.f16x2, and every 16-bit operation (cas.b16, bf16), which swaps the
aligned 32-bit word that holds the half-word.

PTX's semantics (``.relaxed`` by default, ``.acquire``, ``.release``, ``.acq_rel``) become LLVM
orderings, and its scopes (``.gpu`` by default) the target's syncscopes.
"""

from __future__ import annotations

from collections.abc import Callable

from llvmlite import ir
from llvmlite.ir.instructions import LoadAtomicInstr, StoreAtomicInstr

from .. import ast
from ..targets.base import I8, I32, I64
from ..types import ScalarType
from .registry import d, instruction, s

TESTS = "tests/ptx/test_atomic.py"

_ORDERS = {"relaxed": "monotonic", "acquire": "acquire", "release": "release",
           "acq_rel": "acq_rel", "sc": "seq_cst"}
_FAILURE_ORDERS = {"monotonic": "monotonic", "acquire": "acquire", "release": "monotonic",
                   "acq_rel": "acquire", "seq_cst": "seq_cst"}
_SCOPES = ("cta", "cluster", "gpu", "sys")
_OPS = ("add", "exch", "cas", "and", "or", "xor", "min", "max", "inc", "dec")
_BITWISE = {"and": "and", "or": "or", "xor": "xor", "exch": "xchg"}


# -- orderings -------------------------------------------------------------------------------


def llvm_ordering(ctx, sem: str, scope: str | None) -> str:
    """The LLVM ordering for a PTX semantic (``relaxed``, ``acquire``, ``release``,
    ``acq_rel``, ``sc``) at a PTX scope, with the target's syncscope (none: system)."""
    llvm_scope = ctx.target.syncscope(scope)
    order = _ORDERS[sem]
    return f'syncscope("{llvm_scope}") {order}' if llvm_scope else order


def failure_ordering(order: str) -> str:
    """A cmpxchg's failure ordering: its success ordering without the release part."""
    return _FAILURE_ORDERS[order.split()[-1]]


def _atom_ordering(ctx, ins: ast.Instruction) -> str:
    sem = ins.first_of("relaxed", "acquire", "release", "acq_rel") or "relaxed"
    scope = ins.first_of(*_SCOPES) or "gpu"
    if ins.space == "shared" and scope in ("gpu", "sys", "cluster"):
        scope = "cta"  # only the block sees its shared memory: a wider scope orders nothing more
    return llvm_ordering(ctx, sem, scope)


# -- compare-and-swap loops ------------------------------------------------------------------


def cas_loop(ctx, ptr: ir.Value, ity: ir.IntType, update: Callable[[ir.Value], ir.Value],
             order: str) -> ir.Value:
    """Atomically replace the ``ity`` at ``ptr`` with ``update(old)``; return ``old``."""
    b = ctx.b
    first = b.load_atomic(ptr, "monotonic", ity.width // 8, typ=ity)
    entry = b.block
    loop = ctx.fn.append_basic_block("cas_loop")
    done = ctx.fn.append_basic_block("cas_done")
    b.branch(loop)
    b.position_at_end(loop)
    old = b.phi(ity)
    old.add_incoming(first, entry)
    pair = b.cmpxchg(ptr, old, update(old), order, failure_ordering(order))
    old.add_incoming(b.extract_value(pair, 0), b.block)
    b.cbranch(b.extract_value(pair, 1), done, loop)
    b.position_at_end(done)
    return old


def word_of(ctx, ptr: ir.Value) -> tuple[ir.Value, ir.Value]:
    """The aligned 32-bit word that holds the byte at ``ptr``, and that byte's bit offset."""
    b = ctx.b
    misalign = b.and_(b.ptrtoint(ptr, I64), ir.Constant(I64, 3))
    word = b.gep(ptr, [b.neg(misalign)], source_etype=I8)
    shift = b.shl(b.trunc(misalign, I32), ir.Constant(I32, 3))
    return word, shift


def subword_rmw(ctx, ptr: ir.Value, bits: int, update: Callable[[ir.Value], ir.Value],
                order: str) -> ir.Value:
    """:func:`cas_loop` on an 8- or 16-bit value, through the 32-bit word that holds it."""
    b = ctx.b
    part_t = ir.IntType(bits)
    word, shift = word_of(ctx, ptr)
    mask = b.shl(ir.Constant(I32, (1 << bits) - 1), shift)

    def update_word(old_word: ir.Value) -> ir.Value:
        part = b.trunc(b.lshr(old_word, shift), part_t)
        new = b.shl(b.zext(update(part), I32), shift)
        return b.or_(b.and_(old_word, b.not_(mask)), new)

    old_word = cas_loop(ctx, word, I32, update_word, order)
    return b.trunc(b.lshr(old_word, shift), part_t)


def subword_load(ctx, ptr: ir.Value, bits: int, order: str) -> ir.Value:
    """An atomic load of an 8- or 16-bit integer, through the 32-bit word that holds it."""
    b = ctx.b
    word, shift = word_of(ctx, ptr)
    value = load_atomic(ctx, word, order, 4, I32)
    return b.trunc(b.lshr(value, shift), ir.IntType(bits))


class _VolatileLoadAtomic(LoadAtomicInstr):
    def descr(self, buf):
        inner: list[str] = []
        super().descr(inner)
        buf.append("".join(inner).replace("load atomic ", "load atomic volatile ", 1))


class _VolatileStoreAtomic(StoreAtomicInstr):
    def descr(self, buf):
        inner: list[str] = []
        super().descr(inner)
        buf.append("".join(inner).replace("store atomic ", "store atomic volatile ", 1))


class _VolatileLoad(ir.instructions.LoadInstr):
    def descr(self, buf):
        inner: list[str] = []
        super().descr(inner)
        buf.append("".join(inner).replace("load ", "load volatile ", 1))


class _VolatileStore(ir.instructions.StoreInstr):
    def descr(self, buf):
        inner: list[str] = []
        super().descr(inner)
        buf.append("".join(inner).replace("store ", "store volatile ", 1))


def volatile_load(ctx, ptr: ir.Value, typ: ir.Type, align: int) -> ir.Value:
    """A plain load that LLVM must neither remove nor see through."""
    instruction = _VolatileLoad(ctx.b.block, ptr, typ=typ)
    instruction.align = align
    ctx.b._insert(instruction)  # noqa: SLF001
    return instruction


def volatile_store(ctx, value: ir.Value, ptr: ir.Value, align: int) -> None:
    instruction = _VolatileStore(ctx.b.block, value, ptr)
    instruction.align = align
    ctx.b._insert(instruction)  # noqa: SLF001


def load_atomic(ctx, ptr: ir.Value, order: str, align: int, typ: ir.Type) -> ir.Value:
    """An ordered load, also volatile: the device compiler must neither merge nor hoist it
    (Intel's CPU compiler merged plain atomic loads in a spin loop)."""
    instruction = _VolatileLoadAtomic(ctx.b.block, ptr, order, align, typ=typ)
    ctx.b._insert(instruction)  # noqa: SLF001
    return instruction


def store_atomic(ctx, value: ir.Value, ptr: ir.Value, order: str, align: int) -> None:
    """An ordered store, also volatile (llvmlite's own builder method needs a typed pointer)."""
    ctx.b._insert(_VolatileStoreAtomic(ctx.b.block, value, ptr, order, align))  # noqa: SLF001


def subword_store(ctx, ptr: ir.Value, value: ir.Value, order: str) -> None:
    """An atomic store of an 8- or 16-bit integer, through the 32-bit word that holds it."""
    subword_rmw(ctx, ptr, value.type.width, lambda old: value, order)


# -- atom and red ----------------------------------------------------------------------------


def _helper_update(ctx, name: str, operand: ir.Value) -> Callable[[ir.Value], ir.Value]:
    return lambda old: ctx.call_helper(name, old.type, old, operand)


def _as_int(ctx, value: ir.Value, bits: int) -> ir.Value:
    return ctx.bitcast(value, ir.IntType(bits))


def _operation(ctx, ins: ast.Instruction) -> str:
    op = ins.first_of(*_OPS)
    if op is None:
        raise ctx.invalid(f"'{ins.full_opcode}' names no atomic operation")
    return op


def _check(ctx, ins: ast.Instruction, op: str, t: ScalarType) -> None:
    """Reject the type/operation pairs that PTX does not define."""
    name = t.name
    allowed = {
        "add": ("u32", "s32", "u64", "s64", "f32", "f64", "f16", "bf16", "f16x2", "bf16x2"),
        "exch": ("b32", "b64"), "cas": ("b16", "b32", "b64"),
        "and": ("b32", "b64"), "or": ("b32", "b64"), "xor": ("b32", "b64"),
        "min": ("u32", "s32", "u64", "s64"), "max": ("u32", "s32", "u64", "s64"),
        "inc": ("u32",), "dec": ("u32",),
    }[op]
    if t.bits == 128:
        raise ctx.unsupported(f"'{ins.full_opcode}': 128-bit atomics are not supported")
    if op in ("min", "max") and t.kind in ("f", "packed"):
        raise ctx.unsupported(f"'{ins.full_opcode}': floating-point atomic min/max are not "
                              "supported yet")
    if name not in allowed and not (t.is_int and t.bits >= 32 and op in ("exch", "and", "or",
                                                                         "xor", "cas")):
        raise ctx.invalid(f"'{ins.full_opcode}' is not a valid atomic operation")
    if name in ("f16", "bf16", "f16x2", "bf16x2") and not ins.has("noftz"):
        raise ctx.invalid(f"'{ins.full_opcode}' needs '.noftz'")


def atomic_rmw(ctx, ins: ast.Instruction, op: str, t: ScalarType, ptr: ir.Value,
               value: ir.Value, order: str) -> ir.Value:
    """Apply ``op`` (not cas) atomically at ``ptr``; return the old value as type ``t``."""
    b = ctx.b
    name = t.name
    if op in _BITWISE or (op == "add" and t.is_int):
        return b.atomic_rmw(_BITWISE.get(op, "add"), ptr, value, order)
    if op in ("min", "max"):
        return b.atomic_rmw(("" if t.is_signed else "u") + op, ptr, value, order)
    if op in ("inc", "dec"):
        return cas_loop(ctx, ptr, I32, _helper_update(ctx, f"__zluda_atom_{op}_u32", value),
                        order)
    if name in ("f64", "f16"):
        return b.atomic_rmw("fadd", ptr, value, order)
    if name == "bf16":
        return subword_rmw(ctx, ptr, 16, _helper_update(ctx, "__zluda_atom_add_bf16", value),
                           order)
    helper = {"f32": "__zluda_atom_add_f32_ftz", "f16x2": "__zluda_atom_add_f16x2",
              "bf16x2": "__zluda_atom_add_bf16x2"}[name]
    old = cas_loop(ctx, ptr, I32, _helper_update(ctx, helper, _as_int(ctx, value, 32)), order)
    return ctx.bitcast(old, ctx.ty(t))


def compare_and_swap(ctx, t: ScalarType, ptr: ir.Value, expected: ir.Value, new: ir.Value,
                     order: str) -> ir.Value:
    b = ctx.b
    if t.bits == 16:
        expected, new = _as_int(ctx, expected, 16), _as_int(ctx, new, 16)
        return subword_rmw(ctx, ptr, 16,
                           lambda old: b.select(b.icmp_unsigned("==", old, expected), new, old),
                           order)
    pair = b.cmpxchg(ptr, expected, new, order, failure_ordering(order))
    return b.extract_value(pair, 0)


def _elements(ctx, ins: ast.Instruction, ptr: ir.Value, t: ScalarType) -> list[ir.Value]:
    """The address of each element of a vector atomic (one address for a scalar one)."""
    if ins.vec == 1:
        return [ptr]
    if not ins.has("add") or t.name not in ("f32", "f16", "bf16", "f16x2", "bf16x2"):
        raise ctx.unsupported(f"'{ins.full_opcode}': of the vector atomics only .add on "
                              ".f32/.f16/.bf16/.f16x2/.bf16x2 is supported")
    if ins.space not in ("global", None) or (t.bits == 32 and ins.vec == 8):
        raise ctx.invalid(f"'{ins.full_opcode}' is not a valid vector atomic")
    return [ctx.b.gep(ptr, [ir.Constant(I64, i * t.size)], source_etype=I8)
            for i in range(ins.vec)]


def _atom_sig(ins: ast.Instruction) -> list:
    t = ins.types[-1]
    return [d(t), s(None)] + [s(t) if i < 4 else s(None) for i in range(2, len(ins.operands))]


def _red_sig(ins: ast.Instruction) -> list:
    t = ins.types[-1]
    return [s(None), s(t)] + [s(None)] * (len(ins.operands) - 2)


def _operands(ctx, ins: ast.Instruction, first: int, count: int) -> None:
    extra = len(ins.operands) - first - count
    if extra not in (0, 1) or (extra == 1 and not ins.has("L2::cache_hint")):
        raise ctx.invalid(f"'{ins.full_opcode}' takes {first + count} operands "
                          "(one more with .L2::cache_hint)")


_FORMS = ("add .u32/.s32/.u64/.s64/.f32/.f64 and .noftz .f16/.bf16/.f16x2/.bf16x2; "
          "exch/and/or/xor .b32/.b64; cas .b16/.b32/.b64; inc/dec .u32; "
          "min/max .u32/.s32/.u64/.s64; vector .v2/.v4(/.v8) add on .global; "
          ".global, .shared and generic addresses; every semantic and scope; "
          ".L2::cache_hint accepted")
_NOTES = ("inc/dec, add.f32 (subnormals flushed as PTX defines), bf16/f16x2/bf16x2 and every "
          "16-bit form run in a compare-and-swap loop; vector atomics are atomic per element; "
          ".cluster scope is the block's")


@instruction("atom", family="atomics", signature=_atom_sig, forms=_FORMS, notes=_NOTES,
             tests=TESTS)
def atom(ctx, ins: ast.Instruction) -> None:
    t = ins.types[-1]
    op = _operation(ctx, ins)
    _check(ctx, ins, op, t)
    order = _atom_ordering(ctx, ins)
    ptr = ctx.pointer(ins.operands[1])
    if op == "cas":
        _operands(ctx, ins, 2, 2)
        ctx.dst(ins, 0, compare_and_swap(ctx, t, ptr, ctx.src(ins, 2), ctx.src(ins, 3), order))
        return
    _operands(ctx, ins, 2, 1)
    values = ctx.srcs(ins, 2)
    olds = [atomic_rmw(ctx, ins, op, t, p, v, order)
            for p, v in zip(_elements(ctx, ins, ptr, t), values, strict=True)]
    ctx.dsts(ins, 0, olds)


@instruction("red", family="atomics", signature=_red_sig, forms=_FORMS.replace("cas .b16/.b32/"
             ".b64; ", "").replace("exch/", ""), notes=_NOTES, tests=TESTS)
def red(ctx, ins: ast.Instruction) -> None:
    t = ins.types[-1]
    op = _operation(ctx, ins)
    if op in ("cas", "exch"):
        raise ctx.invalid(f"'{ins.full_opcode}': red has no .{op}")
    _check(ctx, ins, op, t)
    _operands(ctx, ins, 1, 1)
    order = _atom_ordering(ctx, ins)
    ptr = ctx.pointer(ins.operands[0])
    for p, v in zip(_elements(ctx, ins, ptr, t), ctx.srcs(ins, 1), strict=True):
        atomic_rmw(ctx, ins, op, t, p, v, order)


# -- fences ----------------------------------------------------------------------------------

_MEMBAR_SCOPES = {"cta": "cta", "gl": "gpu", "sys": "sys"}


@instruction("membar", "fence", family="atomics", signature=lambda ins: [],
             forms="membar.cta/.gl/.sys; fence{.sc,.acq_rel,.acquire,.release}"
                   "{.cta,.cluster,.gpu,.sys}; "
                   "fence.proxy.* and fence.mbarrier_init.* accepted as no-ops",
             notes="fence.proxy.* orders nothing: this device has one memory proxy",
             tests=TESTS)
def fence(ctx, ins: ast.Instruction) -> None:
    if ins.first_of("proxy", "mbarrier_init"):
        return
    if ins.opcode == "membar":
        scope = _MEMBAR_SCOPES.get(ins.first_of(*_MEMBAR_SCOPES))
        if scope is None:
            raise ctx.invalid(f"'{ins.full_opcode}' needs .cta, .gl or .sys")
        sem = "sc"
    else:
        scope = ins.first_of(*_SCOPES) or "sys"
        sem = ins.first_of("sc", "acq_rel", "acquire", "release") or "sc"
    ctx.b.fence(_ORDERS[sem], ctx.target.syncscope(scope))
