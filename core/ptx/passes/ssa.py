"""Pass 5 (analysis): which registers can be SSA values instead of stack slots.

nvcc's PTX is almost in SSA form: most registers are written exactly once. A register that is
written once, in a block that dominates every block that reads it (and before those reads, when
they share the block), is lowered as a plain LLVM value; the others live in ``alloca`` slots
that LLVM promotes later. This roughly halves the IR that we build and that LLVM must digest.

The lowering visits blocks in reverse postorder, in which a dominator always comes before the
blocks it dominates, so each such value exists before its first use. Blocks that cannot be
reached from the entry are not lowered at all.
"""

from __future__ import annotations

from .. import ast
from .predication import BasicBlock, Branch, CondBranch, Dispatch
from .resolve import ResolvedFunction, Symbol


def successors(block: BasicBlock) -> list[str]:
    term = block.terminator
    if isinstance(term, Branch):
        return [term.target]
    if isinstance(term, CondBranch):
        return [term.if_true, term.if_false]
    if isinstance(term, Dispatch):
        return list(term.targets)
    return []


def reverse_postorder(blocks: list[BasicBlock]) -> list[BasicBlock]:
    """The blocks reachable from the first one, each after all its dominators."""
    by_name = {b.name: b for b in blocks}
    seen: set[str] = set()
    order: list[BasicBlock] = []
    stack = [(blocks[0], iter(successors(blocks[0])))]
    seen.add(blocks[0].name)
    while stack:
        block, children = stack[-1]
        for name in children:
            child = by_name.get(name)
            if child is not None and name not in seen:
                seen.add(name)
                stack.append((child, iter(successors(child))))
                break
        else:
            order.append(block)
            stack.pop()
    order.reverse()
    return order


def predecessors(order: list[BasicBlock]) -> dict[str, list[str]]:
    """Each block's predecessors among ``order``."""
    preds: dict[str, list[str]] = {b.name: [] for b in order}
    for b in order:
        for s in successors(b):
            if s in preds:
                preds[s].append(b.name)
    return preds


def dominates(idom: dict[str, str], a: str, b: str) -> bool:
    """Whether block ``a`` dominates block ``b``, by the immediate dominators ``idom``."""
    while a != b:
        if idom[b] == b:
            return False
        b = idom[b]
    return True


def dominators(order: list[BasicBlock]) -> dict[str, str]:
    """Immediate dominators (Cooper, Harvey and Kennedy), for blocks in reverse postorder."""
    index = {b.name: i for i, b in enumerate(order)}
    preds = predecessors(order)
    idom = {order[0].name: order[0].name}

    def intersect(a: str, b: str) -> str:
        while a != b:
            while index[a] > index[b]:
                a = idom[a]
            while index[b] > index[a]:
                b = idom[b]
        return a

    changed = True
    while changed:
        changed = False
        for b in order[1:]:
            done = [p for p in preds[b.name] if p in idom]
            if not done:
                continue
            new = done[0]
            for p in done[1:]:
                new = intersect(p, new)
            if idom.get(b.name) != new:
                idom[b.name] = new
                changed = True
    return idom


def registers_in(op) -> list[Symbol]:
    """The registers that an operand names, at any depth (vector elements, addresses)."""
    out: list[Symbol] = []
    _registers(op, out)
    return out


def _registers(op, out: list[Symbol]) -> None:
    if isinstance(op, ast.Reg):
        if op.symbol is not None and op.symbol.kind == "reg":
            out.append(op.symbol)
    elif isinstance(op, ast.Vector):
        for e in op.elements:
            _registers(e, out)
    elif isinstance(op, ast.PredPair):
        _registers(op.first, out)
        _registers(op.second, out)
    elif isinstance(op, ast.Negated):
        _registers(op.operand, out)
    elif isinstance(op, ast.MemRef) and op.kind == "reg":
        _registers(op.base, out)
    elif isinstance(op, ast.ParenList):
        for item in op.items:
            _registers(item, out)


def defs_and_uses(ins: ast.Instruction) -> tuple[list[Symbol], list[Symbol]]:
    defs: list[Symbol] = []
    uses: list[Symbol] = []
    if ins.opcode == "call":
        for i, op in enumerate(ins.operands):
            _registers(op, defs if i == 0 and isinstance(op, ast.ParenList) else uses)
        return defs, uses
    for (role, _), op in zip(ins.signature or [], ins.operands):
        _registers(op, defs if role == "d" else uses)
    return defs, uses


def single_assignment_registers(rf: ResolvedFunction, order: list[BasicBlock]) -> set[Symbol]:
    idom = dominators(order)
    def_site: dict[Symbol, tuple[str, int]] = {}
    multiple: set[Symbol] = set()
    uses: list[tuple[Symbol, str, int]] = []
    for block in order:
        for position, ins in enumerate(block.instructions):
            defs, reads = defs_and_uses(ins)
            for symbol in reads:
                uses.append((symbol, block.name, position))
            for symbol in defs:
                if symbol in def_site:
                    multiple.add(symbol)
                def_site[symbol] = (block.name, position)
        term = block.terminator
        if isinstance(term, CondBranch):
            uses.append((term.guard.reg.symbol, block.name, len(block.instructions)))
    candidates = {s for s in def_site if s not in multiple and s.vec == 1}
    for symbol, name, position in uses:
        if symbol not in candidates:
            continue
        where, at = def_site[symbol]
        if (where == name and at >= position) or not dominates(idom, where, name):
            candidates.discard(symbol)
    return candidates
