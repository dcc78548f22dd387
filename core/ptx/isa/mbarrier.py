"""``mbarrier``: the split arrive/wait barriers of shared memory (libcu++'s ``cuda::barrier``,
``cuda::pipeline``, ``cuda::memcpy_async``), and ``cp.async.mbarrier.arrive``.

The object is 8 bytes of shared memory whose layout PTX leaves opaque; ours: bits 0-31 the
arrivals still pending in the current phase, bits 32-62 the expected arrivals of each phase,
bit 63 the phase's parity. ``arrive`` takes its arrivals off atomically; the last one completes
the phase: the parity flips and the pending count starts again from the expected count (which
``arrive_drop`` lowers for the phases after). Its state token holds the parity of the phase it
arrived in and the arrivals left after it (``pending_count``).

A wait (``test_wait``, ``try_wait``, with a token or a ``.parity``) is the block's barrier, then
the test. Threads that wait for other warps' arrivals spin in a loop around the wait; a device
that runs a block's warps one after another between barriers (the CPU device) would never run
the arrivals while one warp spins. As a barrier, each wait lets every other thread of the block
run on to its own next barrier (or exit) first; kernels whose threads part at their waits are
rewritten around the barrier hub (``passes/barriers.py``), where a barrier matches any other,
so producers that arrive and go on, and consumers that only wait, both work. A wait thus returns
true at once where CUDA's first test would find the phase complete only later; the loop around
it sees the same results as on NVIDIA, a test that CUDA would fail first just passes sooner.

The transaction counts of the TMA (``expect_tx``, ``complete_tx``) are refused by name, as TMA
is. ``cp.async`` copies complete at once, so ``cp.async.mbarrier.arrive`` (which counts one more
pending arrival, then arrives when the copies are done) changes nothing, and its ``.noinc``
form is an arrival.
"""

from __future__ import annotations

from llvmlite import ir

from ..ast import Instruction, MemRef
from ..targets.base import I32, I64
from ..types import B64, PRED, U32
from .atomic import cas_loop, llvm_ordering, load_atomic
from .registry import d, instruction, s

FAMILY = "asynchronous and cluster"
TESTS = "tests/ptx/test_mbarrier.py"
_PENDING = 0xFFFFFFFF
_EXPECTED = 0x7FFFFFFF
_PHASE_SHIFT = 63
WAITS = ("test_wait", "try_wait")


def _c(value: int) -> ir.Constant:
    return ir.Constant(I64, value & (2**64 - 1))


def is_wait(ins: Instruction) -> bool:
    """A wait of an mbarrier: a barrier of the block (``passes/barriers.py``)."""
    return ins.opcode == "mbarrier" and ins.first_of(*WAITS) is not None


def _object(ctx, ins: Instruction, i: int) -> ir.Value:
    ref = ins.operands[i]
    if not isinstance(ref, MemRef):
        raise ctx.invalid(f"'{ins.full_opcode}' takes the mbarrier's address in brackets",
                          getattr(ref, "pos", None))
    if ref.space not in ("shared", "generic"):
        raise ctx.invalid(f"'{ins.full_opcode}': an mbarrier lives in shared memory", ref.pos)
    return ctx.pointer(ref)


def _sig(ins: Instruction) -> list:
    op = ins.first_of("init", "arrive", "arrive_drop", "test_wait", "try_wait",
                      "pending_count", "inval")
    n = len(ins.operands)
    if op == "init":
        return [s(None), s(U32)]
    if op in ("arrive", "arrive_drop"):
        return [d(B64), s(None)] + [s(U32)] * (n - 2)
    if op in WAITS:
        state = U32 if ins.has("parity") else B64
        return [d(PRED), s(None), s(state)] + [s(U32)] * (n - 3)
    if op == "pending_count":
        return [d(U32), s(B64)]
    return [s(None)] * n


_FORMS = ("mbarrier.init, .arrive (an optional count; .release, .relaxed; .cta, .cluster;"
          " .noComplete), .arrive_drop, .test_wait and .try_wait (with a state or .parity, an"
          " optional time hint; .acquire), .pending_count, .inval, on .shared(::cta) or generic"
          " addresses; cp.async.mbarrier.arrive(.noinc)")
_NOTES = ("a wait is the block's barrier and then the test (the CPU device runs a block's warps"
          " one after another, so a spinning wait must let the others run); expect_tx and"
          " complete_tx (the TMA's transaction counts) are not supported")


@instruction("mbarrier", family=FAMILY, signature=_sig, forms=_FORMS, notes=_NOTES, tests=TESTS)
def mbarrier(ctx, ins: Instruction) -> None:
    if ins.first_of("expect_tx", "complete_tx"):
        raise ctx.unsupported(f"'{ins.full_opcode}': the transaction counts of the tensor memory"
                              " accelerator (TMA) are not supported")
    b = ctx.b
    if ins.has("init"):
        count = b.and_(b.zext(ctx.src(ins, 1), I64), _c(_EXPECTED))
        b.store(b.or_(b.shl(count, _c(32)), count), _object(ctx, ins, 0), align=8)
    elif ins.has("arrive") or ins.has("arrive_drop"):
        count = ctx.src(ins, 2) if len(ins.operands) > 2 else ir.Constant(I32, 1)
        token = arrive(ctx, _object(ctx, ins, 1), count, drop=ins.has("arrive_drop"))
        ctx.dst(ins, 0, token)
    elif ins.first_of(*WAITS):
        ctx.dst(ins, 0, wait(ctx, _object(ctx, ins, 1), ctx.src(ins, 2), ins.has("parity")))
    elif ins.has("pending_count"):
        ctx.dst(ins, 0, b.trunc(ctx.src(ins, 1), I32))
    elif ins.has("inval"):
        b.store(_c(0), _object(ctx, ins, 0), align=8)
    else:
        raise ctx.invalid(f"'{ins.full_opcode}' is not an mbarrier operation")


def arrive(ctx, ptr: ir.Value, count: ir.Value, drop: bool = False) -> ir.Value:
    """Take ``count`` arrivals off the current phase (and, with ``drop``, off the expected
    count); the token of the phase it arrived in."""
    b = ctx.b
    count = b.zext(count, I64)
    order = llvm_ordering(ctx, "acq_rel", "cta")

    def update(old):
        pending = b.and_(old, _c(_PENDING))
        expected = b.and_(b.lshr(old, _c(32)), _c(_EXPECTED))
        if drop:
            expected = b.sub(expected, count)
        after = b.sub(pending, count)
        done = b.icmp_signed("<=", b.trunc(after, I32), ir.Constant(I32, 0))
        phase = b.and_(old, _c(1 << _PHASE_SHIFT))
        phase = b.select(done, b.xor(phase, _c(1 << _PHASE_SHIFT)), phase)
        pending = b.select(done, expected, b.and_(after, _c(_PENDING)))
        return b.or_(phase, b.or_(b.shl(expected, _c(32)), pending))

    old = cas_loop(ctx, ptr, I64, update, order)
    after = b.sub(b.and_(old, _c(_PENDING)), count)
    after = b.select(b.icmp_signed("<", b.trunc(after, I32), ir.Constant(I32, 0)), _c(0),
                     b.and_(after, _c(_PENDING)))
    return b.or_(b.and_(old, _c(1 << _PHASE_SHIFT)), after)


def wait(ctx, ptr: ir.Value, state: ir.Value, parity: bool) -> ir.Value:
    """Whether the phase of ``state`` (a token, or a phase's parity) has completed, after the
    block's barrier (which the hub has passed already where the kernel has one)."""
    b = ctx.b
    if ctx.hub is None:
        ctx.target.barrier(ctx)
    current = load_atomic(ctx, ptr, llvm_ordering(ctx, "acquire", "cta"), 8, I64)
    phase = b.lshr(current, _c(_PHASE_SHIFT))
    if parity:
        theirs = b.and_(b.zext(state, I64), _c(1))
    else:
        theirs = b.lshr(state, _c(_PHASE_SHIFT))
    return b.icmp_unsigned("!=", phase, theirs)


def cp_async_arrive(ctx, ins: Instruction) -> None:
    """``cp.async.mbarrier.arrive{.noinc}``: the copies are done, so only .noinc arrives."""
    ptr = _object(ctx, ins, 0)
    if ins.has("noinc"):
        arrive(ctx, ptr, ir.Constant(I32, 1))
