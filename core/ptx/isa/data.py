"""Data movement: mov, ld, ldu, st, cvta, prefetch."""

from __future__ import annotations

from llvmlite import ir

from .. import ast
from ..targets.base import I32, I64
from .registry import d, instruction, s

TESTS = "tests/ptx/test_memory.py"


def _mov_sig(ins):
    t = ins.types[-1]
    return [d(t), s(t)]


@instruction("mov", family="data movement", signature=_mov_sig,
             forms="every type; vector pack/unpack; addresses of variables", tests=TESTS)
def mov(ctx, ins):
    t = ins.types[-1]
    dst = ins.operands[0]
    if isinstance(dst, ast.Vector):
        # mov.b64 {%r1, %r2}, %rd1: unpack
        value = ctx.src(ins, 1)
        n = len(dst.elements)
        part_bits = t.bits // n
        whole = ir.IntType(t.bits)
        as_int = ctx.bitcast(value, whole)
        from ..types import bits_type

        part_t = bits_type(part_bits)
        for i, element in enumerate(dst.elements):
            piece = ctx.b.trunc(ctx.b.lshr(as_int, ir.Constant(whole, i * part_bits)),
                                ir.IntType(part_bits))
            ctx.store_operand(element, part_t, piece)
        return
    ctx.dst(ins, 0, ctx.src(ins, 1))


def _ld_sig(ins):
    return [d(ins.types[-1]), s(None)]


def _st_sig(ins):
    return [s(None), s(ins.types[-1])]


def _ordering(ins):
    if ins.has("volatile") or ins.has("relaxed"):
        return "monotonic"
    if ins.has("acquire"):
        return "acquire"
    if ins.has("release"):
        return "release"
    return None


@instruction("ld", "ldu", family="data movement", signature=_ld_sig,
             forms="every state space and generic; .v2/.v4; .nc; cache hints accepted",
             tests=TESTS)
def ld(ctx, ins):
    b = ctx.b
    t = ins.types[-1]
    elem = ctx.ty(t)
    ptr = ctx.pointer(ins.operands[1])
    n = ins.vec
    ordering = _ordering(ins)
    if n == 1:
        if ordering is not None:
            v = b.load_atomic(ptr, ordering, t.size, typ=elem)
        else:
            v = b.load(ptr, typ=elem, align=t.size)
        ctx.dst(ins, 0, v)
        return
    vt = ir.VectorType(elem, n)
    v = b.load(ptr, typ=vt, align=t.size * n)
    values = [b.extract_element(v, ir.Constant(I32, i)) for i in range(n)]
    ctx.dsts(ins, 0, values)


@instruction("st", family="data movement", signature=_st_sig,
             forms="every state space and generic; .v2/.v4; cache hints accepted", tests=TESTS)
def st(ctx, ins):
    b = ctx.b
    t = ins.types[-1]
    elem = ctx.ty(t)
    ptr = ctx.pointer(ins.operands[0])
    n = ins.vec
    values = ctx.srcs(ins, 1)
    ordering = _ordering(ins)
    if n == 1:
        if ordering is not None:
            b.store_atomic(values[0], ptr, ordering, t.size)
        else:
            b.store(values[0], ptr, align=t.size)
        return
    vt = ir.VectorType(elem, n)
    vec = ir.Constant(vt, ir.Undefined)
    for i, v in enumerate(values):
        vec = b.insert_element(vec, v, ir.Constant(I32, i))
    b.store(vec, ptr, align=t.size * n)


def _cvta_sig(ins):
    t = ins.types[-1]
    return [d(t), s(t)]


@instruction("cvta", family="data movement", signature=_cvta_sig,
             forms=".global/.shared/.local/.const/.param, both directions, .u32/.u64",
             tests=TESTS)
def cvta(ctx, ins):
    b = ctx.b
    target = ctx.target
    space = ins.space
    value = ctx.src(ins, 1)
    to_space = ins.has("to")
    as64 = b.zext(value, I64) if value.type.width < 64 else value
    if space in ("global", "const"):
        r = as64
    elif space == "shared":
        shared_generic = b.ptrtoint(b.addrspacecast(ctx.shared_ptr, target.pointer("generic")), I64)
        r = b.sub(as64, shared_generic) if to_space else b.add(as64, shared_generic)
    elif space in ("local", "param"):
        if to_space:
            p = b.inttoptr(as64, target.pointer("generic"))
            r = b.ptrtoint(b.addrspacecast(p, target.pointer(space)), I64)
        else:
            p = b.inttoptr(as64, target.pointer(space))
            r = b.ptrtoint(b.addrspacecast(p, target.pointer("generic")), I64)
    else:
        raise ctx.unsupported(f"'{ins.full_opcode}' is not supported")
    if value.type.width < 64:
        r = b.trunc(r, value.type)
    ctx.dst(ins, 0, r)


@instruction("prefetch", "prefetchu", "discard", "applypriority", "createpolicy",
             family="data movement", signature=lambda ins: [s(None)] * len(ins.operands),
             forms="accepted as no-ops (createpolicy yields 0)", tests=TESTS)
def no_op(ctx, ins):
    if ins.opcode == "createpolicy":
        ctx.store_operand(ins.operands[0], None, ir.Constant(I64, 0))
