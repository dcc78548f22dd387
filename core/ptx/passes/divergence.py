"""Analysis: which branches of a kernel may go different ways for the threads of one block.

A value is *uniform* when every thread of the block that computes it gets the same one: kernel
parameters, the block's and the grid's coordinates and sizes, constants, addresses of shared,
global and constant variables, ``bar.red`` results, and what is computed from uniform values
only, loads from uniform addresses included (a block whose threads read one address and get
different values has a data race, which CUDA leaves undefined). Everything else is
*divergent*: the thread's coordinates and lane, clocks, atomics, warp operations, calls,
loads from local or volatile memory, the addresses of a thread's own variables, and any
register written under a divergent branch (threads that skip the write keep another value).
The analysis follows each write of a register, not the register as a whole: a loop counter
set before a divergent branch and counted on under it is uniform before it (reaching
definitions, for the registers that are written more than once).

The analysis is conservative: a branch reported uniform is uniform; one reported divergent may
not be. :mod:`zluda.ptx.passes.barriers` uses it to rewrite only the kernels whose threads may
reach different barriers, or exit while others still wait.
"""

from __future__ import annotations

from .. import ast
from ..traits import DIVERGENT_OPCODES
from .predication import BasicBlock, CondBranch, Dispatch, Return
from .resolve import ResolvedFunction
from .ssa import defs_and_uses, dominators, predecessors, reverse_postorder, successors

UNIFORM_SPECIAL_REGISTERS = frozenset({
    "%ntid", "%ctaid", "%nctaid", "%nwarpid", "%smid", "%nsmid", "%gridid", "%warpsize",
    "%dynamic_smem_size", "%total_smem_size", "%aggr_smem_size", "%is_explicit_cluster",
    "%clusterid", "%nclusterid", "%cluster_ctaid", "%cluster_nctaid", "%cluster_ctarank",
    "%cluster_nctarank", "%reserved_smem_offset_begin", "%reserved_smem_offset_end",
    "%reserved_smem_offset_cap",
}) | {f"%envreg{i}" for i in range(32)}
_ORDERED_LOADS = frozenset({"volatile", "relaxed", "acquire", "mmio"})
_THREAD_SPACES = frozenset({"local", "reg"})  # variables that each thread has its own of


def divergent_branches(rf: ResolvedFunction) -> dict[str, set[str]]:
    """The reachable blocks of a kernel that end in a conditional branch whose condition may
    be divergent, each with its influence region: the blocks that its threads may reach
    before they all meet again."""
    order = reverse_postorder(rf.blocks)
    names = by_name(order)
    regions = _influence_regions(order)
    kernel_params = set(rf.params)
    writes = _Writes(order)
    divergent: set = set()  # writes (block, index, register) whose values may differ
    branches: list[BasicBlock] = []
    changed = True
    while changed:
        changed = False
        for block in order:
            for ins, defs, reads in writes.walk(block):
                if defs and not divergent.issuperset(defs) and (
                        reads & divergent or _divergent(ins, kernel_params)):
                    divergent.update(defs)
                    changed = True
            term = block.terminator
            if isinstance(term, CondBranch) and block not in branches \
                    and writes.reaching(block, term.guard.reg.symbol) & divergent:
                branches.append(block)
                for name in regions[block.name]:  # what it writes differs between threads
                    new = writes.in_block(names[name]) - divergent
                    if new:
                        divergent.update(new)
                        changed = True
    return {block.name: regions[block.name] for block in branches}


class _Writes:
    """The writes of a function's registers (as (block, index, register)) and the writes that
    reach each read: reaching definitions, for the registers written more than once."""

    def __init__(self, order: list[BasicBlock]) -> None:
        # each instruction's (written, read) registers, found once: the fixpoint walks them often
        self.operands = {b.name: [defs_and_uses(ins) for ins in b.instructions] for b in order}
        self.sites: dict = {}
        for block in order:
            for index, (defs, _) in enumerate(self.operands[block.name]):
                for symbol in defs:
                    self.sites.setdefault(symbol, []).append((block.name, index, symbol))
        keys = [k for sites in self.sites.values() if len(sites) > 1 for k in sites]
        self.bit = {k: 1 << i for i, k in enumerate(keys)}
        self.mask = {}
        for k in keys:
            self.mask[k[2]] = self.mask.get(k[2], 0) | self.bit[k]
        gen: dict[str, int] = {}
        kill: dict[str, int] = {}
        for block in order:
            last = self._last_writes(block)
            gen[block.name] = sum(self.bit[k] for k in last.values() if k in self.bit)
            kill[block.name] = sum(self.mask.get(s, 0) for s in last)
        preds = predecessors(order)
        self.entry = {b.name: 0 for b in order}
        exit_ = {b.name: gen[b.name] for b in order}
        changed = True
        while changed:
            changed = False
            for b in order:
                incoming = 0
                for p in preds[b.name]:
                    incoming |= exit_[p]
                out = gen[b.name] | (incoming & ~kill[b.name])
                if incoming != self.entry[b.name] or out != exit_[b.name]:
                    self.entry[b.name], exit_[b.name] = incoming, out
                    changed = True

    def walk(self, block: BasicBlock):
        """(instruction, its writes, the writes that reach its reads) for each instruction of
        ``block``."""
        last: dict = {}
        for index, (ins, (defs, uses)) in enumerate(zip(block.instructions,
                                                        self.operands[block.name])):
            reads: set = set()
            for symbol in uses:
                reads |= self._reaching(block, symbol, last)
            keys = {(block.name, index, s) for s in defs}
            yield ins, keys, reads
            for s in defs:
                last[s] = (block.name, index, s)

    def reaching(self, block: BasicBlock, symbol) -> set:
        """The writes of ``symbol`` that reach the end of ``block``."""
        return self._reaching(block, symbol, self._last_writes(block))

    def in_block(self, block: BasicBlock) -> set:
        return {(block.name, index, s) for index, (defs, _) in
                enumerate(self.operands[block.name]) for s in defs}

    def _last_writes(self, block: BasicBlock) -> dict:
        """Each register's last write in ``block``."""
        last: dict = {}
        for index, (defs, _) in enumerate(self.operands[block.name]):
            for s in defs:
                last[s] = (block.name, index, s)
        return last

    def _reaching(self, block: BasicBlock, symbol, last: dict) -> set:
        if symbol in last:
            return {last[symbol]}
        sites = self.sites.get(symbol, ())
        if len(sites) <= 1:
            return set(sites)
        bits = self.entry[block.name] & self.mask[symbol]
        return {k for k in sites if bits & self.bit[k]}


def by_name(order: list[BasicBlock]) -> dict[str, BasicBlock]:
    """Blocks by their names."""
    return {b.name: b for b in order}


def _divergent(ins: ast.Instruction, kernel_params: set) -> bool:
    """Whether ``ins`` gives each thread its own result whatever its register operands."""
    if ins.opcode in DIVERGENT_OPCODES:
        return True
    if ins.opcode == "bar" or ins.opcode == "barrier":
        return False  # bar.red: the same result for the whole block
    if ins.opcode == "ld" and (_THREAD_SPACES & set(ins.spaces) or _ORDERED_LOADS & ins.flags):
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
    preds = predecessors(order)
    exits = [b.name for b in order if isinstance(b.terminator, Return) or not successors(b)]
    reversed_blocks = [BasicBlock(_EXIT, terminator=Dispatch(exits))]
    reversed_blocks += [BasicBlock(b.name, terminator=Dispatch(preds[b.name])) for b in order]
    rorder = reverse_postorder(reversed_blocks)
    idom = dominators(rorder)
    return {name: parent for name, parent in idom.items()
            if name != _EXIT and parent != _EXIT and name in names}

