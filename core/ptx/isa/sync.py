"""Block-level synchronization: bar/barrier (.sync, .red), nanosleep, griddepcontrol, and
cp.async as a synchronous copy.

Every barrier is the target's work-group barrier, which also orders shared and global memory.
As in CUDA, it waits for the threads that have not exited, and any barrier of the block matches
any other (on SPIR-V through the hub of ``passes/barriers.py``). PTX's 16 named barriers and
their optional thread counts cannot be expressed that way: a named barrier or a thread count
waits for every thread of the block that has not exited, which is right when all of them take
part. ``bar.arrive`` (arrive without waiting) has no OpenCL equivalent and is rejected.

``bar.red`` is a barrier followed by the target's block-wide reduction (OpenCL's
``work_group_reduce_add``/``work_group_all``/``work_group_any``).

``cp.async`` copies at once, so ``cp.async.commit_group``/``wait_group``/``wait_all`` have nothing
left to wait for.
"""

from __future__ import annotations

import dataclasses

from llvmlite import ir

from .. import ast
from ..targets.base import I8, I32, I64
from ..types import PRED, U32
from .mbarrier import cp_async_arrive
from .registry import d, instruction, s
from .warp import warp_barrier

TESTS = "tests/ptx/test_sync.py"


def _bar_sig(ins: ast.Instruction) -> list:
    if ins.has("red"):
        n = len(ins.operands)
        return [d(ins.types[-1])] + [s(None)] * (n - 2) + [s(PRED)]
    return [s(None)] * len(ins.operands)


_BAR_FORMS = ("bar.sync/bar.cta.sync/barrier{.cta}.sync{.aligned} with barrier 0 or a named "
              "barrier and an optional thread count; bar.warp.sync; bar.red.popc.u32, "
              "bar.red.and.pred, bar.red.or.pred (and barrier{.cta}.red)")
_BAR_NOTES = ("waits for the threads that have not exited, and any barrier of the block "
              "matches any other (as since sm_70); a named barrier or a thread count waits for "
              "every thread of the block that has not exited; bar.arrive/barrier.arrive are not "
              "supported: OpenCL cannot arrive without waiting; barrier.cluster.arrive/wait "
              "work on clusters of one block (the only ones launched)")


@instruction("bar", "barrier", family="synchronization", signature=_bar_sig, forms=_BAR_FORMS,
             notes=_BAR_NOTES, tests=TESTS)
def bar(ctx, ins: ast.Instruction) -> None:
    if ins.has("cluster"):
        _cluster_barrier(ctx, ins)
    elif ins.has("warp"):
        warp_barrier(ctx)
    elif ins.has("arrive"):
        raise ctx.unsupported(f"'{ins.full_opcode}': arriving at a barrier without waiting "
                              "cannot be expressed with OpenCL's work-group barrier")
    elif ins.has("red"):
        _bar_red(ctx, ins)
    elif ins.has("sync") or ins.opcode == "bar" and len(ins.operands) in (1, 2):
        _check_ids(ctx, ins, len(ins.operands))
        ctx.target.barrier(ctx)
    else:
        raise ctx.invalid(f"'{ins.full_opcode}' is not a barrier instruction")


def _cluster_barrier(ctx, ins: ast.Instruction) -> None:
    """``barrier.cluster.arrive`` and ``.wait``: launches have clusters of one block (the
    runtime refuses larger ones), so the wait is the block's barrier, which also orders memory
    as the arrive's release and the wait's acquire do; the arrive does nothing of its own."""
    if ins.opcode != "barrier" or ins.operands or not (ins.has("arrive") or ins.has("wait")):
        raise ctx.invalid(f"'{ins.full_opcode}' is barrier.cluster.arrive or"
                          " barrier.cluster.wait, without operands")
    if ins.has("wait"):
        ctx.target.barrier(ctx)


def _check_ids(ctx, ins: ast.Instruction, count: int) -> None:
    if count not in (1, 2):
        raise ctx.invalid(f"'{ins.full_opcode}' takes a barrier and an optional thread count")
    barrier = ins.operands[0]
    if isinstance(barrier, ast.Imm) and not 0 <= barrier.value < 16:
        raise ctx.invalid(f"'{ins.full_opcode}': barriers are numbered 0 to 15")


_REDUCTIONS = {"popc": "add", "and": "and", "or": "or"}
VOTE_IDENTITY = {"add": 0, "and": 1, "or": 0}  # what a thread that does not vote counts as


def vote(ctx, ins: ast.Instruction) -> tuple[str, ir.Value]:
    """The block reduction of a ``bar.red`` and this thread's vote (an i32, 0 or 1)."""
    op = ins.first_of(*_REDUCTIONS)
    t = ins.types[-1]
    if op is None or (op == "popc") != (t.name == "u32") or (op != "popc" and t.kind != "pred"):
        raise ctx.invalid(f"'{ins.full_opcode}': bar.red is .popc.u32, .and.pred or .or.pred")
    _check_ids(ctx, ins, len(ins.operands) - 2)
    predicate = ctx.src(ins, len(ins.operands) - 1)
    return _REDUCTIONS[op], ctx.b.zext(predicate, I32)


def _bar_red(ctx, ins: ast.Instruction) -> None:
    b = ctx.b
    if ctx.hub is not None:  # the hub has counted the votes (passes/barriers.py)
        op = _REDUCTIONS[ins.first_of(*_REDUCTIONS)]
        total = ctx.hub.vote_result(op)
    else:
        op, value = vote(ctx, ins)
        ctx.target.barrier(ctx)
        total = ctx.target.block_reduce(ctx, op, value)
    if op == "add":
        ctx.dst(ins, 0, total)
    else:
        ctx.dst(ins, 0, b.icmp_unsigned("!=", total, ir.Constant(I32, 0)))


@instruction("nanosleep", family="synchronization", signature=lambda ins: [s(U32)],
             forms="nanosleep.u32 (any duration)",
             notes="returns at once: PTX allows any sleep duration in [0, 2*t]", tests=TESTS)
def nanosleep(ctx, ins: ast.Instruction) -> None:
    ctx.src(ins, 0)


@instruction("griddepcontrol", family="synchronization", signature=lambda ins: [],
             forms="griddepcontrol.wait, griddepcontrol.launch_dependents",
             notes="returns at once: a stream's grids run one after another, so the grids that"
                   " a dependent launch waits for are complete before it starts (and the hint"
                   " to launch dependents early has nothing to start)", tests=TESTS)
def griddepcontrol(ctx, ins: ast.Instruction) -> None:
    if not ins.first_of("wait", "launch_dependents"):
        raise ctx.unsupported(f"'{ins.full_opcode}' is not a griddepcontrol instruction")


# -- cp.async --------------------------------------------------------------------------------


def _cp_sig(ins: ast.Instruction) -> list:
    return [s(None)] * len(ins.operands)


@instruction("cp", family="synchronization", signature=_cp_sig,
             forms="cp.async.ca/.cg.shared(::cta).global with 4/8/16 bytes (.cg: 16), an "
                   "optional src-size or ignore-src operand, .L2::cache_hint and prefetch "
                   "sizes; cp.async.commit_group, cp.async.wait_group, cp.async.wait_all",
             notes="the copy completes at once (synchronously), so cp.async.mbarrier.arrive"
                   " only arrives with .noinc; cp.async.bulk and cp.reduce.async.bulk are not"
                   " supported",
             tests=TESTS)
def cp(ctx, ins: ast.Instruction) -> None:
    if ins.has("async") and ins.has("mbarrier") and not ins.first_of("bulk", "reduce"):
        cp_async_arrive(ctx, ins)
        return
    if not ins.has("async") or ins.first_of("bulk", "mbarrier", "reduce"):
        raise ctx.unsupported(f"'{ins.full_opcode}' is not supported (only cp.async.ca/.cg "
                              "and its groups are)")
    if ins.first_of("commit_group", "wait_group", "wait_all"):
        return
    if not ins.first_of("ca", "cg") or ins.spaces[:2] != ("shared", "global"):
        raise ctx.invalid(f"'{ins.full_opcode}': expected cp.async.ca/.cg.shared.global")
    _copy(ctx, ins)


def _copy(ctx, ins: ast.Instruction) -> None:
    ops = list(ins.operands)
    if ins.has("L2::cache_hint"):
        ops.pop()
    if len(ops) not in (3, 4) or not all(isinstance(o, ast.MemRef) for o in ops[:2]):
        raise ctx.invalid(f"'{ins.full_opcode}' takes [dst], [src], cp-size and an optional "
                          "src-size or ignore-src")
    size_op = ops[2]
    sizes = (16,) if ins.has("cg") else (4, 8, 16)
    if not isinstance(size_op, ast.Imm) or size_op.value not in sizes:
        raise ctx.invalid(f"'{ins.full_opcode}': cp-size must be one of {sizes}")
    size = size_op.value
    dst = ctx.pointer(ops[0])
    src = ctx.pointer(dataclasses.replace(ops[1], space="global"))
    if len(ops) == 3:
        vt = ir.VectorType(I32, size // 4)
        ctx.b.store(ctx.b.load(src, typ=vt, align=size), dst, align=size)
        return
    _copy_bytes(ctx, dst, src, size, _source_size(ctx, ops[3], size))


def _source_size(ctx, op: ast.Operand, size: int) -> ir.Value:
    """The bytes to read: the src-size operand, or 0/cp-size for an ignore-src predicate."""
    inner = op.operand if isinstance(op, ast.Negated) else op
    if isinstance(inner, ast.Reg) and inner.symbol.type is not None \
            and inner.symbol.type.kind == "pred":
        ignore = ctx.value(op, PRED)
        return ctx.b.select(ignore, ir.Constant(I32, 0), ir.Constant(I32, size))
    return ctx.value(op, U32)


def _copy_bytes(ctx, dst: ir.Value, src: ir.Value, size: int, src_size: ir.Value) -> None:
    """Copy ``size`` bytes; those at or after ``src_size`` are zeros (and are not read)."""
    b = ctx.b
    fn = ctx.fn
    entry = b.block
    head, check, read, write, done = (fn.append_basic_block(f"cp_async_{n}")
                                      for n in ("head", "check", "read", "write", "done"))
    b.branch(head)
    b.position_at_end(head)
    i = b.phi(I32)
    i.add_incoming(ir.Constant(I32, 0), entry)
    b.cbranch(b.icmp_unsigned("<", i, ir.Constant(I32, size)), check, done)
    b.position_at_end(check)
    offset = b.zext(i, I64)
    b.cbranch(b.icmp_unsigned("<", i, src_size), read, write)
    b.position_at_end(read)
    byte = b.load(b.gep(src, [offset], source_etype=I8), typ=I8)
    b.branch(write)
    b.position_at_end(write)
    value = b.phi(I8)
    value.add_incoming(byte, read)
    value.add_incoming(ir.Constant(I8, 0), check)
    b.store(value, b.gep(dst, [offset], source_etype=I8))
    i.add_incoming(b.add(i, ir.Constant(I32, 1)), write)
    b.branch(head)
    b.position_at_end(done)
