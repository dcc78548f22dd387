"""Pass (targets whose barrier counts every work-item): threads that exit keep joining barriers.

CUDA's block barrier waits for the threads of the block that have not exited, and since sm_70
any ``bar.sync`` of the block matches any other, wherever it is in the code. OpenCL's
work-group barrier must be reached by every work-item, at the same barrier: Intel's CPU
runtime, for one, runs the work-items of a group one after the other up to a barrier and then
resumes all of them after the barrier that the last one reached, so a kernel in which some
threads return before a barrier (``if (i >= n) return;`` then ``__syncthreads()``) writes nothing
after it.

A kernel whose threads may part at its barriers (:func:`threads_may_part`, over
:mod:`zluda.ptx.passes.divergence`: a divergent branch with a barrier, or an exit and then a
barrier, before its threads meet again) is therefore rewritten into a loop around one barrier, the
hub (the others keep their barriers: the rewritten form is slower):

- each barrier ends its block with a :class:`Suspend` that records where the thread resumes
  (the rest of the block becomes a block of its own);
- a thread that exits (``ret``, ``exit``, ``trap``) records that it has exited and goes to
  the hub too (the lowering does this in ``emit_return``);
- the hub waits at the barrier, ends the kernel once every thread has exited, and otherwise
  sends each thread to where it resumes (:class:`Dispatch`); threads that exited come straight
  back to the barrier.

Every way around the hub's loop passes its barrier once, so every thread goes around it the
same number of times (a device compiler that runs a sub-group's work-items as the lanes of a
vector needs that: Intel's runs the loop in lockstep). Every way into the header of a loop
that has a barrier therefore waits at the hub too, so that the dispatch is the one entry of
every cycle and the control flow stays reducible (Intel's compiler vectorizes nothing else; a
kernel that it does not vectorize runs one work-item at a time, and its sub-group operations
fail to compile). A loop whose body ends with its barrier pays nothing for that: when nothing
runs between a barrier and the branch after it, the branch is taken first and the thread waits
on the way to its target. A loop entered after code that is not a barrier pays one barrier
more on the way in.

The new first block's :class:`Dispatch` starts every thread at the kernel's first block. For
the dominance analysis (``passes/ssa.py``) every region therefore starts at the dispatch, so
no register of one region is an SSA value in another: LLVM promotes their slots again.

Threads that spin on memory must let the others run, or a device that runs a block's warps one
after another would never run what they wait for: the waits of an mbarrier are *spin* points
of the hub (each stays at the head of its resumed block, where it tests the phase). Spins that
are plain loads (libcu++'s barrier before sm_80, hand-written flags) are not recognized: they
still hang on such a device. In a kernel
that has them, each round of the hub sends on every thread that waits at a spin point or at a
wait that the rewriting added (on the way into a loop); a thread at one of the kernel's
barriers goes on only in a round in which every thread that has not exited is at a barrier, so
that a barrier still waits for the threads that spin (they have not reached it).

``bar.red`` (``__syncthreads_count``/``_and``/``_or``) takes part: its thread's vote goes with
the :class:`Suspend`, the hub reduces the votes over the block, exited threads voting the
identity, and the ``bar.red`` left at the head of the resumed block reads the result.

A kernel that calls a device function that has a block barrier is left as it is (the function's
barriers cannot join the kernel's hub).

The registers live where a thread resumes cross the hub in *carriers*: a thread that waits
copies them into a few slots, by type, and the dispatch copies them back on the way to where it
resumes (:func:`live_at_resumes`). Each resume point numbers its own registers from the first
slot, so the hub's loop carries as many values of a type as the most that one resume point
needs, where leaving the registers to LLVM gave the hub a phi for every register live at any of
them: a CUB segmented sort had 1,408 (Intel's compiler is quadratic in them), and has 265.
"""

from __future__ import annotations

from llvmlite import ir

from .. import ast
from ..callgraph import callees, functions_that
from ..isa.atomic import volatile_load, volatile_store
from ..isa.mbarrier import is_wait
from ..isa.sync import VOTE_IDENTITY, vote
from ..targets.base import I32
from .divergence import divergent_branches
from .predication import (
    BARRIER,
    PASSING,
    SPIN,
    BasicBlock,
    Branch,
    CondBranch,
    Dispatch,
    Return,
    Suspend,
)
from .resolve import ResolvedFunction, ResolvedModule, Symbol
from .ssa import defs_and_uses, dominates, dominators, predecessors, reverse_postorder, successors

EXITED = 0  # the resume point of a thread that has exited


def is_block_barrier(ins: ast.Instruction) -> bool:
    """``bar.sync``/``barrier.sync`` and ``bar.red`` (not ``bar.warp.sync``, and not
    ``bar.arrive``, which the lowering refuses), and the waits of an mbarrier (a barrier, then
    the test: ``isa/mbarrier.py``)."""
    return (ins.opcode in ("bar", "barrier") and not ins.has("warp") and not ins.has("arrive")
            ) or is_spin(ins)


def is_spin(ins: ast.Instruction) -> bool:
    """A thread waiting for others to write memory: an mbarrier's wait."""
    return is_wait(ins)


def _has_block_barrier(body) -> bool:
    return any(isinstance(st, ast.Instruction) and is_block_barrier(st) for st in body)


def join_barriers_at_a_hub(module: ResolvedModule) -> None:
    """Rewrite around a hub every kernel whose threads may part at its barriers, and that calls
    no device function that has one (see the module's docstring)."""
    with_barriers = functions_that(module, _has_block_barrier)
    for rf in module.functions:
        if rf.func.is_kernel and _has_block_barrier(rf.body) \
                and not callees(rf.body) & with_barriers and threads_may_part(rf):
            rf.blocks = _around_a_hub(rf.blocks)


def threads_may_part(rf: ResolvedFunction) -> bool:
    """Whether threads of one block may reach different barriers, or some a barrier while
    others have exited: a branch that may be divergent (passes/divergence.py) has a barrier
    where its threads have not met again, or an exit there while a barrier follows."""
    names = {b.name: b for b in rf.blocks}
    for name, region in divergent_branches(rf).items():
        inside = [names[n] for n in region]
        if any(_has_block_barrier(b.instructions) for b in inside):
            return True
        if any(isinstance(b.terminator, Return) for b in inside) \
                and _barrier_reachable(names, name):
            return True
    return False


def _barrier_reachable(names: dict[str, BasicBlock], start: str) -> bool:
    seen: set[str] = set()
    stack = list(successors(names[start]))
    while stack:
        name = stack.pop()
        block = names.get(name)
        if block is None or name in seen:
            continue
        if _has_block_barrier(block.instructions):
            return True
        seen.add(name)
        stack.extend(successors(block))
    return False


def _around_a_hub(blocks: list[BasicBlock]) -> list[BasicBlock]:
    headers = _headers_of_loops_with_barriers(blocks)
    out = [BasicBlock("%barrier.start")]
    resumes: dict[str, BasicBlock] = {}  # the blocks that begin after a barrier
    for block in blocks:
        current = BasicBlock(block.name)
        out.append(current)
        for ins in block.instructions:
            if not is_block_barrier(ins):
                current.instructions.append(ins)
                continue
            resume = BasicBlock(f"%barrier.resume.{len(resumes) + 1}")
            resumes[resume.name] = resume
            vote = ins if ins.has("red") else None
            current.terminator = Suspend(resume.name, vote, SPIN if is_spin(ins) else BARRIER)
            if vote is not None or is_wait(ins):
                resume.instructions.append(ins)  # it reads the hub's result, or tests
            out.append(resume)
            current = resume
        current.terminator = block.terminator
    waits: list[BasicBlock] = []

    def wait_then(target: str, kind: int = PASSING) -> str:
        """A block that waits at the hub, then goes on at ``target``."""
        waits.append(BasicBlock(f"%barrier.wait.{len(waits) + 1}", [],
                                Suspend(target, kind=kind)))
        return waits[-1].name

    hoisted = set()
    for block in out:
        term = block.terminator
        if isinstance(term, Suspend) and term.vote is None:
            after = resumes[term.resume]
            if not after.instructions and isinstance(after.terminator, (Branch, CondBranch)):
                # nothing runs between the barrier and the branch: branch first, then wait
                block.terminator = _retargeted(
                    after.terminator, lambda target, kind=term.kind: wait_then(target, kind))
                hoisted.add(after.name)
    out = [b for b in out if b.name not in hoisted]
    for block in out:  # every way into a loop with barriers waits at the hub
        if isinstance(block.terminator, (Branch, CondBranch)):
            block.terminator = _retargeted(
                block.terminator, lambda target: wait_then(target) if target in headers else target)
    out += waits
    referenced = {b.terminator.resume for b in out if isinstance(b.terminator, Suspend)}
    order = [b.name for b in out]
    out[0].terminator = Dispatch([blocks[0].name] + sorted(referenced - {blocks[0].name},
                                                           key=order.index))
    return out


def _headers_of_loops_with_barriers(blocks: list[BasicBlock]) -> set[str]:
    """The headers of the natural loops that contain a block barrier. Every way into such a
    header goes through the dispatch, which is then the one entry of every cycle through the
    hub: the control flow stays reducible (device compilers vectorize only that)."""
    order = reverse_postorder(blocks)
    idom = dominators(order)
    by_name = {b.name: b for b in order}
    preds = predecessors(order)

    headers = set()
    for b in order:
        for header in successors(b):
            if header in by_name and dominates(idom, header, b.name):  # a back edge
                body = {header, b.name}
                stack = [b.name] if b.name != header else []
                while stack:
                    for p in preds[stack.pop()]:
                        if p not in body:
                            body.add(p)
                            stack.append(p)
                if any(_has_block_barrier(by_name[n].instructions) for n in body):
                    headers.add(header)
    return headers


def live_at_resumes(blocks: list[BasicBlock]) -> dict[str, set[Symbol]]:
    """The registers live at the head of each block that a :class:`Dispatch` sends threads
    to. A write kills a register only when it is unconditional and writes it whole; any other
    register an instruction names counts as read (more than is live costs copies, never a
    wrong value: the registers keep their own slots too)."""
    gen: dict[str, set[Symbol]] = {}
    kill: dict[str, set[Symbol]] = {}
    for block in blocks:
        read: set[Symbol] = set()
        written: set[Symbol] = set()
        for ins in _instructions_of(block):
            defs, uses = defs_and_uses(ins)
            whole = set() if ins.guard is not None else {
                op.symbol for op in ins.operands[:1]
                if isinstance(op, ast.Reg) and op.component is None and op.symbol in defs}
            if ins.guard is not None:
                uses = [*uses, *defs, ins.guard.reg.symbol]
            read |= {u for u in uses if u not in written}
            read |= {d for d in defs if d not in whole and d not in written}
            written |= whole
        term = block.terminator
        if isinstance(term, CondBranch) and term.guard.reg.symbol not in written:
            read.add(term.guard.reg.symbol)
        gen[block.name], kill[block.name] = read, written
    live_in: dict[str, set[Symbol]] = {b.name: set() for b in blocks}
    changed = True
    while changed:
        changed = False
        for block in reversed(blocks):
            out: set[Symbol] = set()
            for name in _next_blocks(block):
                out |= live_in.get(name, set())
            new = gen[block.name] | (out - kill[block.name])
            if new != live_in[block.name]:
                live_in[block.name] = new
                changed = True
    targets = [t for b in blocks if isinstance(b.terminator, Dispatch)
               for t in b.terminator.targets]
    return {t: live_in[t] for t in targets if t in live_in}


def _instructions_of(block: BasicBlock) -> list[ast.Instruction]:
    """The block's instructions, and the ``bar.red`` whose vote its :class:`Suspend` reads."""
    term = block.terminator
    vote = [term.vote] if isinstance(term, Suspend) and term.vote is not None else []
    return [*block.instructions, *vote]


def _next_blocks(block: BasicBlock) -> list[str]:
    """Where a thread goes on from ``block``: a thread that waits goes on where it resumes."""
    term = block.terminator
    return [term.resume] if isinstance(term, Suspend) else successors(block)


def _retargeted(term: Branch | CondBranch, where) -> Branch | CondBranch:
    """``term`` with each target ``t`` replaced by ``where(t)``."""
    if isinstance(term, Branch):
        return Branch(where(term.target))
    return CondBranch(term.guard, where(term.if_true), where(term.if_false))


class BarrierHub:
    """The lowering of a kernel rewritten around a hub: its slots (where each thread resumes,
    and the votes of ``bar.red``), the :class:`Suspend` and :class:`Dispatch` terminators,
    exits, and the hub itself, built by :meth:`finish` once every block is lowered."""

    def __init__(self, ctx, dispatch: Dispatch, blocks) -> None:
        self.ctx = ctx
        self.index = {name: i for i, name in enumerate(dispatch.targets, start=1)}
        self.resume_at = ctx.alloca(I32, "resume_at")
        # where some thread may spin: each thread's kind of wait (Suspend.kind)
        spins = any(isinstance(b.terminator, Suspend) and b.terminator.kind == SPIN
                    for b in blocks)
        self.waiting = ctx.alloca(I32, "waiting") if spins else None
        self.held = ctx.alloca(I32, "held") if spins else None
        self.votes: dict[str, tuple[ir.Value, ir.Value]] = {}  # op -> (vote slot, result slot)
        self.hub = ctx.fn.append_basic_block("barrier.hub")
        self.dispatch = ctx.fn.append_basic_block("barrier.dispatch")
        self.start: ir.Block | None = None
        self.carried = self._carriers(live_at_resumes(blocks))

    def begin(self) -> None:
        """The start block's terminator: every thread starts at the kernel's first block."""
        b = self.ctx.b
        self.start = b.block
        self._resume_at(1)
        b.branch(self.dispatch)

    def suspend(self, term: Suspend) -> None:
        ctx = self.ctx
        if term.vote is not None:
            ctx.current = term.vote
            op, value = vote(ctx, term.vote)
            ctx.b.store(value, self._vote_slots(op)[0])
        if self.waiting is not None:
            volatile_store(ctx, ir.Constant(I32, term.kind), self.waiting, 4)
        for slot, carrier in self.carried.get(term.resume, ()):
            ctx.b.store(ctx.b.load(slot), carrier)
        self._wait(self.index[term.resume])

    def exit(self) -> None:
        """A thread that exits keeps coming to the hub until every thread has exited."""
        if self.waiting is not None:
            volatile_store(self.ctx, ir.Constant(I32, BARRIER), self.waiting, 4)
        self._wait(EXITED)

    def vote_result(self, op: str) -> ir.Value:
        """The block's reduction of the ``bar.red`` votes that the hub has just counted."""
        return self.ctx.b.load(self._vote_slots(op)[1], typ=I32)

    def finish(self) -> None:
        ctx = self.ctx
        b = ctx.b
        target = ctx.target
        b.position_at_end(self.hub)
        target.barrier(ctx)
        spinning = None
        if self.waiting is not None:  # a round in which some thread spins or is on its way:
            # the threads at the kernel's barriers are held (dispatched back to the hub)
            kind = volatile_load(ctx, self.waiting, I32, 4)
            passing = b.zext(b.icmp_unsigned("!=", kind, ir.Constant(I32, BARRIER)), I32)
            spinning = b.icmp_unsigned("!=", target.block_reduce(ctx, "or", passing),
                                       ir.Constant(I32, 0))
            held = b.and_(spinning, b.icmp_unsigned("==", kind, ir.Constant(I32, BARRIER)))
            volatile_store(ctx, b.zext(held, I32), self.held, 4)
        exited = b.icmp_unsigned("==", self._resume_point(), ir.Constant(I32, EXITED))
        everyone = target.block_reduce(ctx, "and", b.zext(exited, I32))
        if self.votes:
            tail = None
            if spinning is not None:  # the votes are counted when their barrier completes
                count, tail = (ctx.fn.append_basic_block(n) for n in ("barrier.votes",
                                                                      "barrier.voted"))
                b.cbranch(spinning, tail, count)
                b.position_at_end(count)
            for op, (slot, result) in self.votes.items():
                b.store(target.block_reduce(ctx, op, b.load(slot, typ=I32)), result)
                b.store(ir.Constant(I32, VOTE_IDENTITY[op]), slot)
            if tail is not None:
                b.branch(tail)
                b.position_at_end(tail)
        done = ctx.fn.append_basic_block("barrier.done")
        b.cbranch(b.icmp_unsigned("!=", everyone, ir.Constant(I32, 0)), done, self.dispatch)
        b.position_at_end(done)
        b.ret_void()
        b.position_at_end(self.dispatch)
        point = self._resume_point()
        if self.waiting is not None:  # a held thread goes back to the hub (switch's default)
            held = volatile_load(ctx, self.held, I32, 4)
            point = b.select(b.icmp_unsigned("!=", held, ir.Constant(I32, 0)),
                             ir.Constant(I32, EXITED), point)
        switch = b.switch(point, self.hub)
        for name, index in self.index.items():
            switch.add_case(ir.Constant(I32, index), self._restoring(name))
        b.position_before(self.start.terminator)
        for op, (slot, _) in self.votes.items():
            b.store(ir.Constant(I32, VOTE_IDENTITY[op]), slot)
        if self.waiting is not None:
            volatile_store(ctx, ir.Constant(I32, BARRIER), self.waiting, 4)
            volatile_store(ctx, ir.Constant(I32, 0), self.held, 4)

    def _carriers(self, live: dict[str, set[Symbol]]) -> dict[str, list[tuple[ir.Value, ir.Value]]]:
        """For each resume point, its registers' slots and the carriers that take them across
        the hub: the k-th register of a type in the k-th carrier of that type."""
        ctx = self.ctx
        carriers: dict[str, list[ir.Value]] = {}
        carried = {}
        for name, symbols in live.items():
            pairs = []
            used: dict[str, int] = {}
            slots = [ctx.storage[s] for s in sorted(symbols, key=lambda s: s.name)
                     if s in ctx.storage and s not in ctx.ssa]
            for slot in slots:
                t = slot.type.pointee
                k = used.get(str(t), 0)
                used[str(t)] = k + 1
                of_type = carriers.setdefault(str(t), [])
                if k == len(of_type):
                    of_type.append(ctx.alloca(t, "carrier"))
                pairs.append((slot, of_type[k]))
            carried[name] = pairs
        return carried

    def _restoring(self, name: str) -> ir.Block:
        """The block that the dispatch sends a thread to for the resume point ``name``: its
        registers back from the carriers, then the point itself."""
        target = self.ctx.blocks[name]
        pairs = self.carried.get(name)
        if not pairs:
            return target
        b = self.ctx.b
        block = self.ctx.fn.append_basic_block("barrier.restore")
        with b.goto_block(block):
            for slot, carrier in pairs:
                b.store(b.load(carrier), slot)
            b.branch(target)
        return block

    def _wait(self, resume: int) -> None:
        self._resume_at(resume)
        self.ctx.b.branch(self.hub)

    # The resume point is volatile: LLVM would otherwise see the constants that reach the
    # dispatch and thread its jumps (Intel's compiler does), which makes the control flow
    # irreducible, and Intel's vectorizer gives up on irreducible control flow.

    def _resume_at(self, resume: int) -> None:
        volatile_store(self.ctx, ir.Constant(I32, resume), self.resume_at, 4)

    def _resume_point(self) -> ir.Value:
        return volatile_load(self.ctx, self.resume_at, I32, 4)

    def _vote_slots(self, op: str) -> tuple[ir.Value, ir.Value]:
        slots = self.votes.get(op)
        if slots is None:
            slots = self.votes[op] = (self.ctx.alloca(I32, f"vote_{op}"),
                                      self.ctx.alloca(I32, f"votes_{op}"))
        return slots

