"""Block-level synchronization: bar.sync, barrier.sync."""

from __future__ import annotations

from .registry import instruction, s

TESTS = "tests/ptx/test_sync.py"


@instruction("bar", "barrier", family="synchronization",
             signature=lambda ins: [s(None)] * len(ins.operands),
             forms="bar.sync / barrier.sync (barrier 0, all threads)", tests=TESTS)
def bar(ctx, ins):
    if ins.has("warp"):
        ctx.target.warp_barrier(ctx)
        return
    ctx.target.barrier(ctx)
