"""Data movement: mov, ld, ldu, st, cvta, isspacep, and the cache instructions (prefetch, ...).

Addresses follow :mod:`zluda.ptx.passes.lower`: ``.global``/``.const`` variables live in the
module's globals block, shared addresses are 32-bit offsets into the block's shared window, and
``.local``/``.param`` variables are the function's own stack slots.

``.volatile`` accesses (and ``.mmio``) are relaxed atomics at system scope; ``.relaxed``,
``.acquire`` and ``.release`` ones are atomics with the LLVM ordering and the target's syncscope
for their scope. An atomic access of 8 or 16 bits goes through the aligned 32-bit word that holds
it, because LLVM's SPIR-V backend has no atomic access of that size. Cache operators, eviction
priorities, ``.nc`` and ``.L2::cache_hint`` (with its cache-policy operand) change nothing here.
"""

from __future__ import annotations

from llvmlite import ir

from .. import ast
from ..targets.base import I1, I8, I32, I64
from ..types import PRED, U64, ScalarType, bits_type
from .atomic import llvm_ordering, load_atomic, store_atomic, subword_load, subword_store
from .registry import d, instruction, s

TESTS = "tests/ptx/test_memory.py"
_SCOPES = ("cta", "cluster", "gpu", "sys")


# -- mov -------------------------------------------------------------------------------------


def _mov_sig(ins: ast.Instruction) -> list:
    t = ins.types[-1]
    return [d(t), s(t)]


@instruction("mov", family="data movement", signature=_mov_sig,
             forms="every type; vector pack/unpack; .v2/.v4 element by element; addresses of "
                   "variables (shared: the 32-bit window offset); vector registers (.reg .v2/.v4,"
                   " in every instruction) by component (.x/.y/.z/.w, .r/.g/.b/.a) or whole as "
                   "a vector operand", tests=TESTS)
def mov(ctx, ins: ast.Instruction) -> None:
    t = ins.types[-1]
    dst = ins.operands[0]
    if ins.vec > 1:  # mov.v4.u16 %v, {%a, %b, %c, %d}: element by element
        values = ctx.srcs(ins, 1)
        if len(values) != ins.vec:
            raise ctx.invalid(f"'{ins.full_opcode}' needs {ins.vec} values")
        ctx.dsts(ins, 0, values)
        return
    if not isinstance(dst, ast.Vector):
        ctx.dst(ins, 0, ctx.src(ins, 1))
        return
    # mov.b64 {%r1, %r2}, %rd1: unpack
    n = len(dst.elements)
    if t.bits % n or t.bits // n not in (8, 16, 32, 64):
        raise ctx.invalid(f"'{ins.full_opcode}' cannot unpack a .{t.name} into {n} elements",
                          dst.pos)
    part_t = bits_type(t.bits // n)
    whole = ir.IntType(t.bits)
    as_int = ctx.bitcast(ctx.src(ins, 1), whole)
    for i, element in enumerate(dst.elements):
        piece = ctx.b.trunc(ctx.b.lshr(as_int, ir.Constant(whole, i * part_t.bits)),
                            ir.IntType(part_t.bits))
        ctx.store_operand(element, part_t, piece)


# -- ld, ldu, st -----------------------------------------------------------------------------


def _extra_operands(ins: ast.Instruction, count: int) -> list:
    return [s(None)] * (len(ins.operands) - count)


def _ld_sig(ins: ast.Instruction) -> list:
    return [d(ins.types[-1]), s(None)] + _extra_operands(ins, 2)


def _st_sig(ins: ast.Instruction) -> list:
    return [s(None), s(ins.types[-1])] + _extra_operands(ins, 2)


def _check_access(ctx, ins: ast.Instruction, t: ScalarType) -> None:
    if len(ins.operands) == 3 and not ins.has("L2::cache_hint"):
        raise ctx.invalid(f"'{ins.full_opcode}' takes a cache-policy operand only with "
                          ".L2::cache_hint")
    if len(ins.operands) > 3:
        raise ctx.invalid(f"'{ins.full_opcode}' has too many operands")
    if t.bits == 128:
        raise ctx.unsupported(f"'{ins.full_opcode}': .b128 accesses are not supported")
    if t.kind == "pred":
        raise ctx.invalid(f"'{ins.full_opcode}': predicates cannot be loaded or stored")
    total = ins.vec * t.size
    if (ins.vec == 8 or total > 16) and not (total == 32 and t.size >= 4
                                             and ins.space == "global"):
        raise ctx.invalid(f"'{ins.full_opcode}': a vector access is at most 16 bytes, or 32 "
                          "bytes of 32/64-bit elements (.v8/.v4) in .global")


def memory_order(ctx, ins: ast.Instruction, allowed: str) -> str | None:
    """The LLVM ordering of an ld/st (None for a plain access). ``allowed`` is the PTX
    semantic other than ``.relaxed`` that the instruction may have (acquire or release)."""
    if ins.space in ("local", "param", "const"):
        return None  # no other thread writes there
    sem = ins.first_of("volatile", "mmio", "relaxed", "acquire", "release")
    if sem is None:
        return None
    if sem in ("volatile", "mmio"):
        return llvm_ordering(ctx, "relaxed", "sys")
    if sem not in ("relaxed", allowed):
        raise ctx.invalid(f"'{ins.full_opcode}' cannot have .{sem}")
    scope = ins.first_of(*_SCOPES)
    if scope is None:
        raise ctx.invalid(f"'{ins.full_opcode}' needs a scope (.cta, .cluster, .gpu or .sys)")
    return llvm_ordering(ctx, sem, scope)


def _element_pointers(ctx, ptr: ir.Value, t: ScalarType, n: int) -> list[ir.Value]:
    return [ptr] + [ctx.b.gep(ptr, [ir.Constant(I64, i * t.size)], source_etype=I8)
                    for i in range(1, n)]


def _load(ctx, ptr: ir.Value, t: ScalarType, order: str | None) -> ir.Value:
    b = ctx.b
    elem = ctx.ty(t)
    if order is None:
        return b.load(ptr, typ=elem, align=t.size)
    if t.bits < 32:
        return ctx.bitcast(subword_load(ctx, ptr, t.bits, order), elem)
    return ctx.bitcast(load_atomic(ctx, ptr, order, t.size, ir.IntType(t.bits)), elem)


def _store(ctx, ptr: ir.Value, t: ScalarType, value: ir.Value, order: str | None) -> None:
    b = ctx.b
    if order is None:
        b.store(value, ptr, align=t.size)
    elif t.bits < 32:
        subword_store(ctx, ptr, ctx.bitcast(value, ir.IntType(t.bits)), order)
    else:
        store_atomic(ctx, ctx.bitcast(value, ir.IntType(t.bits)), ptr, order, t.size)


_LD_FORMS = ("every state space (.global incl. .nc, .shared(::cta/::cluster), .local, .const, "
             ".param(::entry/::func)) and generic; every scalar type but .b128; .v2/.v4, and "
             "the 256-bit .v8 (32-bit types)/.v4 (64-bit types) in .global; .volatile, .mmio, "
             ".relaxed/.acquire with .cta/.cluster/.gpu/.sys; cache operators, eviction "
             "priorities, .L2::cache_hint (with its operand) and prefetch sizes accepted")
_LD_NOTES = ("ordered (.volatile/.relaxed/.acquire) vector accesses of 4 or 8 bytes are one "
             "atomic access, 16-byte ones are atomic per element; "
             ".cluster scope is the block's")


@instruction("ld", "ldu", family="data movement", signature=_ld_sig, forms=_LD_FORMS,
             notes=_LD_NOTES, tests=TESTS)
def ld(ctx, ins: ast.Instruction) -> None:
    t = ins.types[-1]
    _check_access(ctx, ins, t)
    order = memory_order(ctx, ins, "acquire")
    ptr = ctx.pointer(ins.operands[1])
    n = ins.vec
    if n > 1 and order is None:
        v = ctx.b.load(ptr, typ=ir.VectorType(ctx.ty(t), n), align=t.size * n)
        ctx.dsts(ins, 0, [ctx.b.extract_element(v, ir.Constant(I32, i)) for i in range(n)])
        return
    if n > 1 and n * t.size in _WHOLE_ORDERED:
        ctx.dsts(ins, 0, _unpack(ctx, load_atomic(ctx, ptr, order, n * t.size,
                                                  ir.IntType(8 * n * t.size)), t, n))
        return
    values = [_load(ctx, p, t, order) for p in _element_pointers(ctx, ptr, t, n)]
    ctx.dsts(ins, 0, values)


@instruction("st", family="data movement", signature=_st_sig,
             forms=_LD_FORMS.replace(".nc, ", "").replace("/.acquire", "/.release"),
             notes=_LD_NOTES.replace("/.acquire", "/.release"), tests=TESTS)
def st(ctx, ins: ast.Instruction) -> None:
    b = ctx.b
    t = ins.types[-1]
    _check_access(ctx, ins, t)
    order = memory_order(ctx, ins, "release")
    ptr = ctx.pointer(ins.operands[0])
    n = ins.vec
    values = ctx.srcs(ins, 1)
    if len(values) != n:
        raise ctx.invalid(f"'{ins.full_opcode}' needs {n} values")
    if n > 1 and order is None:
        vt = ir.VectorType(ctx.ty(t), n)
        vec = ir.Constant(vt, ir.Undefined)
        for i, v in enumerate(values):
            vec = b.insert_element(vec, v, ir.Constant(I32, i))
        b.store(vec, ptr, align=t.size * n)
        return
    if n > 1 and n * t.size in _WHOLE_ORDERED:
        store_atomic(ctx, _pack(ctx, values, t), ptr, order, n * t.size)
        return
    for p, v in zip(_element_pointers(ctx, ptr, t, n), values, strict=True):
        _store(ctx, p, t, v, order)


# Ordered vector accesses of these sizes are one atomic access of the whole vector, as NVIDIA's
# GPUs make them: CUB's decoupled look-back publishes a tile's status and value together in one
# 8-byte word, which must not tear. (LLVM has no 128-bit atomics: 16-byte ones are per element.)
_WHOLE_ORDERED = (4, 8)


def _unpack(ctx, word: ir.Value, t: ScalarType, n: int) -> list[ir.Value]:
    b = ctx.b
    lanes = b.bitcast(word, ir.VectorType(ir.IntType(t.bits), n))
    return [ctx.bitcast(b.extract_element(lanes, ir.Constant(I32, i)), ctx.ty(t))
            for i in range(n)]


def _pack(ctx, values: list[ir.Value], t: ScalarType) -> ir.Value:
    b = ctx.b
    lanes = ir.Constant(ir.VectorType(ir.IntType(t.bits), len(values)), ir.Undefined)
    for i, v in enumerate(values):
        lanes = b.insert_element(lanes, ctx.bitcast(v, ir.IntType(t.bits)), ir.Constant(I32, i))
    return b.bitcast(lanes, ir.IntType(t.bits * len(values)))


# -- cvta, isspacep --------------------------------------------------------------------------


def _cvta_sig(ins: ast.Instruction) -> list:
    t = ins.types[-1]
    return [d(t), s(t)]


def _shared_base(ctx) -> ir.Value:
    """The generic address of the block's shared window."""
    b = ctx.b
    return b.ptrtoint(b.addrspacecast(ctx.shared_ptr, ctx.target.pointer("generic")), I64)


@instruction("cvta", family="data movement", signature=_cvta_sig,
             forms=".global/.shared/.local/.const/.param, both directions (.to), .u32/.u64",
             notes=".u32 forms keep the low 32 bits, as in 32-bit addressing; .local and .param"
                   " addresses in registers are generic addresses (cvta leaves them as they"
                   " are)", tests=TESTS)
def cvta(ctx, ins: ast.Instruction) -> None:
    b = ctx.b
    space = ins.space
    value = ctx.src(ins, 1)
    to_space = ins.has("to")
    if ins.types[-1].name not in ("u32", "u64"):
        raise ctx.invalid(f"'{ins.full_opcode}' needs the type .u32 or .u64")
    as64 = b.zext(value, I64) if value.type.width < 64 else value
    if space in ("global", "const"):
        r = as64
    elif space == "shared":
        r = b.sub(as64, _shared_base(ctx)) if to_space else b.add(as64, _shared_base(ctx))
    elif space in ("local", "param"):
        r = as64  # a thread's own addresses in registers are generic ones (lower.address_of)
    else:
        raise ctx.invalid(f"'{ins.full_opcode}' names no state space")
    if value.type.width < 64:
        r = b.trunc(r, value.type)
    ctx.dst(ins, 0, r)


def _within(ctx, addr: ir.Value, base: ir.Value, size: ir.Value) -> ir.Value:
    b = ctx.b
    return b.icmp_unsigned("<", b.sub(addr, base), size)


def _in_shared(ctx, addr: ir.Value) -> ir.Value:
    size = ctx.b.zext(ctx.b.add(ctx.static_smem, ctx.dynamic_smem), I64)
    return _within(ctx, addr, _shared_base(ctx), size)


def _any(ctx, conditions: list[ir.Value]) -> ir.Value:
    result = ir.Constant(I1, 0)
    for c in conditions:
        result = ctx.b.or_(result, c)
    return result


def _in_variables(ctx, addr: ir.Value, symbols: list) -> ir.Value:
    """Whether ``addr`` (generic) lies in one of these variables of the function."""
    b = ctx.b
    generic = ctx.target.pointer("generic")
    checks = []
    for symbol in symbols:
        base = b.ptrtoint(b.addrspacecast(ctx.storage[symbol], generic), I64)
        checks.append(_within(ctx, addr, base, ir.Constant(I64, max(symbol.decl.size, 1))))
    return _any(ctx, checks)


def _in_const(ctx, addr: ir.Value) -> ir.Value:
    b = ctx.b
    layout = ctx.owner.globals
    generic = ctx.target.pointer("generic")
    checks = []
    for var in ctx.owner.resolved.module.variables:
        if var.space == "const":
            ptr = ctx.globals_pointer(layout.offsets[var.name])
            base = b.ptrtoint(b.addrspacecast(ptr, generic), I64)
            checks.append(_within(ctx, addr, base, ir.Constant(I64, max(var.size, 1))))
    return _any(ctx, checks)


def _space_checks(ctx, addr: ir.Value) -> dict[str, ir.Value]:
    rf = ctx.rf
    locals_ = [sym for sym in rf.locals if sym.kind == "local"]
    params = rf.params + rf.returns + [sym for sym in rf.locals if sym.kind == "param"]
    return {"shared": _in_shared(ctx, addr), "const": _in_const(ctx, addr),
            "local": _in_variables(ctx, addr, locals_),
            "param": _in_variables(ctx, addr, params)}


@instruction("isspacep", family="data movement", signature=lambda ins: [d(PRED), s(U64)],
             forms=".global/.shared(::cta/::cluster)/.local/.const/.param(::entry)",
             notes="decided by address ranges: .shared is the block's window, .const the "
                   "module's .const variables, .local and .param only the calling function's "
                   "own variables; .global is any other address", tests=TESTS)
def isspacep(ctx, ins: ast.Instruction) -> None:
    space = ins.space
    checks = _space_checks(ctx, ctx.src(ins, 1))
    if space == "global":
        result = ctx.b.not_(_any(ctx, list(checks.values())))
    elif space in checks:
        result = checks[space]
    else:
        raise ctx.invalid(f"'{ins.full_opcode}' names no state space")
    ctx.dst(ins, 0, result)


# -- cache instructions ----------------------------------------------------------------------


@instruction("prefetch", "prefetchu", "discard", "applypriority", "createpolicy",
             family="data movement", signature=lambda ins: [s(None)] * len(ins.operands),
             forms="accepted as no-ops (createpolicy yields 0)", tests=TESTS)
def no_op(ctx, ins: ast.Instruction) -> None:
    if ins.opcode == "createpolicy":
        ctx.store_operand(ins.operands[0], None, ir.Constant(I64, 0))
