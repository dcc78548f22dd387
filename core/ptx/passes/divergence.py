"""Analysis: which branches of a kernel may go different ways for the threads of one block.

A value is *uniform* when every thread of the block that computes it gets the same one: kernel
parameters, the block's and the grid's coordinates and sizes, constants, addresses of shared,
global and constant variables, ``bar.red`` results, and what is computed from uniform values
only, loads from uniform addresses included (a block whose threads read one address and get
different values has a data race, which CUDA leaves undefined). Everything else is
*divergent*: the thread's coordinates and lane, clocks, atomics, warp operations, calls,
loads from local or volatile memory, the addresses of a thread's own variables, and any
register written under a divergent branch (threads that skip the write keep another value).

The analysis is conservative: a branch reported uniform is uniform; one reported divergent may
not be. :mod:`zluda.ptx.passes.barriers` uses it to rewrite only the kernels whose threads may
reach different barriers, or exit while others still wait.
"""

from __future__ import annotations

from .. import ast
from .predication import BasicBlock, CondBranch, Dispatch, Return
from .resolve import ResolvedFunction
from .ssa import defs_and_uses, dominators, reverse_postorder, successors

UNIFORM_SPECIAL_REGISTERS = frozenset({
    "%ntid", "%ctaid", "%nctaid", "%nwarpid", "%smid", "%nsmid", "%gridid", "%warpsize",
    "%dynamic_smem_size", "%total_smem_size", "%aggr_smem_size", "%is_explicit_cluster",
    "%clusterid", "%nclusterid", "%cluster_ctaid", "%cluster_nctaid", "%cluster_ctarank",
    "%cluster_nctarank", "%reserved_smem_offset_begin", "%reserved_smem_offset_end",
    "%reserved_smem_offset_cap",
}) | {f"%envreg{i}" for i in range(32)}
# Results that differ between threads whatever their operands.
DIVERGENT_OPCODES = frozenset({"atom", "shfl", "vote", "match", "activemask", "redux", "call",
                               "suld", "tex", "tld4", "txq", "suq", "mbarrier", "elect"})
_ORDERED_LOADS = frozenset({"volatile", "relaxed", "acquire", "mmio"})
_THREAD_SPACES = frozenset({"local", "reg"})  # variables that each thread has its own of


def divergent_branches(rf: ResolvedFunction) -> list[BasicBlock]:
    """The reachable blocks of a kernel that end in a conditional branch whose condition may
    be divergent."""
    order = reverse_postorder(rf.blocks)
    names = by_name(order)
    regions = _influence_regions(order)
    kernel_params = set(rf.params)
    divergent: set = set()
    branches: list[BasicBlock] = []
    changed = True
    while changed:
        changed = False
        for block in order:
            for ins in block.instructions:
                defs, uses = defs_and_uses(ins)
                if defs and not divergent.issuperset(defs) \
                        and _divergent(ins, uses, divergent, kernel_params):
                    divergent.update(defs)
                    changed = True
        for block in order:
            term = block.terminator
            if isinstance(term, CondBranch) and block not in branches \
                    and term.guard.reg.symbol in divergent:
                branches.append(block)
                for name in regions[block.name]:  # what it writes differs between threads
                    for ins in names[name].instructions:
                        new = set(defs_and_uses(ins)[0]) - divergent
                        if new:
                            divergent.update(new)
                            changed = True
    return branches


def by_name(order: list[BasicBlock]) -> dict[str, BasicBlock]:
    """Blocks by their names."""
    return {b.name: b for b in order}


def _divergent(ins: ast.Instruction, uses: list, divergent: set, kernel_params: set) -> bool:
    if ins.opcode in DIVERGENT_OPCODES:
        return True
    if ins.opcode == "bar" or ins.opcode == "barrier":
        return False  # bar.red: the same result for the whole block
    if ins.opcode == "ld" and (_THREAD_SPACES & set(ins.spaces) or _ORDERED_LOADS & ins.flags):
        return True
    if any(symbol in divergent for symbol in uses):
        return True
    return any(_reads_per_thread(op, kernel_params) for op in ins.operands)


def _reads_per_thread(op, kernel_params: set) -> bool:
    """Whether an operand reads something that differs between threads by itself: a special
    register such as ``%tid``, or a thread's own variable (``.local``, a call's ``.param``)
    or its address."""
    if isinstance(op, ast.Reg):
        symbol = op.symbol
        return symbol is not None and symbol.kind == "sreg" \
            and op.name not in UNIFORM_SPECIAL_REGISTERS
    if isinstance(op, ast.AddressOf):
        return _own_variable(op.symbol, kernel_params)
    if isinstance(op, ast.MemRef):
        if op.kind == "var":
            return _own_variable(op.base, kernel_params)
        return op.kind == "reg" and _reads_per_thread(op.base, kernel_params)
    if isinstance(op, ast.Vector):
        return any(_reads_per_thread(e, kernel_params) for e in op.elements)
    if isinstance(op, ast.Negated):
        return _reads_per_thread(op.operand, kernel_params)
    return False


def _own_variable(symbol, kernel_params: set) -> bool:
    kind = getattr(symbol, "kind", None)
    return kind == "local" or (kind == "param" and symbol not in kernel_params)


def _influence_regions(order: list[BasicBlock]) -> dict[str, set[str]]:
    """For each block: the blocks that its threads may reach before they all meet again (at
    its immediate post-dominator); everything reachable when they may never meet."""
    ipdom = _immediate_post_dominators(order)
    names = by_name(order)
    regions: dict[str, set[str]] = {}
    for block in order:
        if not isinstance(block.terminator, CondBranch):
            continue
        stop = ipdom.get(block.name)
        seen: set[str] = set()
        stack = [s for s in successors(block) if s in names and s != stop]
        while stack:
            name = stack.pop()
            if name in seen:
                continue
            seen.add(name)
            stack.extend(s for s in successors(names[name]) if s in names and s != stop)
        regions[block.name] = seen
    return regions


_EXIT = "%exit"


def _immediate_post_dominators(order: list[BasicBlock]) -> dict[str, str]:
    """Immediate post-dominators over the reversed graph, with one virtual exit after every
    return; blocks that reach no return (endless loops) have none."""
    names = by_name(order)
    preds: dict[str, list[str]] = {b.name: [] for b in order}
    for b in order:
        for s in successors(b):
            if s in preds:
                preds[s].append(b.name)
    exits = [b.name for b in order if isinstance(b.terminator, Return) or not successors(b)]
    reversed_blocks = [BasicBlock(_EXIT, terminator=Dispatch(exits))]
    reversed_blocks += [BasicBlock(b.name, terminator=Dispatch(preds[b.name])) for b in order]
    rorder = reverse_postorder(reversed_blocks)
    idom = dominators(rorder)
    return {name: parent for name, parent in idom.items()
            if name != _EXIT and parent != _EXIT and name in names}

