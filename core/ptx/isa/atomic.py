"""Atomics and reductions (atom, red) and memory fences (membar, fence)."""

from __future__ import annotations

from .registry import d, instruction, s

TESTS = "tests/ptx/test_atomic.py"

_INT_OPS = {"add": "add", "exch": "xchg", "and": "and", "or": "or", "xor": "xor"}


def _atom_sig(ins):
    t = ins.types[-1]
    sig = [d(t), s(None)] + [s(t)] * (len(ins.operands) - 2)
    return sig


def _red_sig(ins):
    t = ins.types[-1]
    return [s(None), s(t)]


def ordering(ctx, ins) -> str:
    scope = ctx.target.syncscope(ins.first_of("cta", "gpu", "sys", "cluster"))
    sem = ins.first_of("relaxed", "acquire", "release", "acq_rel") or "relaxed"
    order = {"relaxed": "monotonic", "acquire": "acquire", "release": "release",
             "acq_rel": "acq_rel"}[sem]
    return f'syncscope("{scope}") {order}' if scope else order


def _rmw(ctx, ins, ptr, value):
    b = ctx.b
    t = ins.types[-1]
    op = ins.first_of("add", "exch", "and", "or", "xor", "min", "max", "inc", "dec", "cas")
    if op == "add":
        llvm_op = "fadd" if t.kind == "f" else "add"
    elif op in ("min", "max"):
        llvm_op = ("u" if t.kind in "ub" else "") + op
    elif op in _INT_OPS:
        llvm_op = _INT_OPS[op]
    else:
        raise ctx.unsupported(f"'{ins.full_opcode}' is not supported yet")
    return b.atomic_rmw(llvm_op, ptr, value, ordering(ctx, ins))


@instruction("atom", family="atomics", signature=_atom_sig,
             forms="add/exch/and/or/xor/min/max on global, shared and generic addresses",
             tests=TESTS)
def atom(ctx, ins):
    ptr = ctx.pointer(ins.operands[1])
    if ins.has("cas"):
        order = ordering(ctx, ins)
        fail = order.split()[-1] if order.split()[-1] not in ("release", "acq_rel") else "monotonic"
        pair = ctx.b.cmpxchg(ptr, ctx.src(ins, 2), ctx.src(ins, 3), order, fail)
        ctx.dst(ins, 0, ctx.b.extract_value(pair, 0))
        return
    ctx.dst(ins, 0, _rmw(ctx, ins, ptr, ctx.src(ins, 2)))


@instruction("red", family="atomics", signature=_red_sig,
             forms="add/and/or/xor/min/max on global, shared and generic addresses", tests=TESTS)
def red(ctx, ins):
    _rmw(ctx, ins, ctx.pointer(ins.operands[0]), ctx.src(ins, 1))
