"""Pass 3: turn predicated instructions and labels into a control-flow graph.

A function body becomes a list of :class:`BasicBlock`. Each block holds unpredicated
instructions and ends in one terminator: a branch, a conditional branch, or a return. An
instruction under ``@p`` gets a block of its own that runs only when ``p`` holds; ``@p bra`` becomes
a conditional branch. The lowering pass then maps blocks one-to-one onto LLVM basic blocks.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from .. import ast
from .resolve import ResolvedModule

_RETURNS = ("ret", "exit")


@dataclass(slots=True)
class Branch:
    target: str


@dataclass(slots=True)
class CondBranch:
    guard: ast.Guard
    if_true: str
    if_false: str


@dataclass(slots=True)
class Return:
    instruction: ast.Instruction


@dataclass(slots=True)
class Suspend:
    """Wait at the kernel's one barrier (the hub of ``passes/barriers.py``), then go on at
    block ``resume``, one of the :class:`Dispatch` targets. ``vote`` is the ``bar.red`` whose
    predicate this thread contributes, or None. ``kind`` is what the wait is: a barrier of the
    kernel (:data:`BARRIER`), a thread that spins on memory and lets the others run
    (:data:`SPIN`: an mbarrier's wait, a ``nanosleep``), or a wait that the rewriting added on
    the way into a loop (:data:`PASSING`)."""

    resume: str
    vote: ast.Instruction | None = None
    kind: int = 0


BARRIER, SPIN, PASSING = 0, 1, 2  # the kinds of Suspend


@dataclass(slots=True)
class Dispatch:
    """Send each thread on to the block where it resumes (the first target: the kernel's
    first block)."""

    targets: list[str]


@dataclass(slots=True)
class BasicBlock:
    name: str
    instructions: list[ast.Instruction] = field(default_factory=list)
    terminator: Branch | CondBranch | Return | Suspend | Dispatch | None = None


class _Builder:
    def __init__(self) -> None:
        self.blocks: list[BasicBlock] = []
        self.counter = 0
        self.current = self.new_block()

    def fresh(self, hint: str) -> str:
        self.counter += 1
        return f"%{hint}.{self.counter}"

    def new_block(self, name: str | None = None) -> BasicBlock:
        block = BasicBlock(name or self.fresh("bb"))
        self.blocks.append(block)
        return block

    def end(self, terminator) -> None:
        self.current.terminator = terminator

    def start(self, name: str | None = None) -> None:
        block = self.new_block(name)
        if self.current.terminator is None:
            self.current.terminator = Branch(block.name)
        self.current = block


def build_cfg(body: list[ast.Statement]) -> list[BasicBlock]:
    b = _Builder()
    for st in body:
        if isinstance(st, ast.Label):
            b.start(st.name)
            continue
        if not isinstance(st, ast.Instruction):
            continue
        if st.opcode == "bra":
            target = st.operands[0].name
            if st.guard is None:
                b.end(Branch(target))
            else:
                b.end(CondBranch(st.guard, target, b.fresh("fallthrough")))
                b.current = b.new_block(b.current.terminator.if_false)
            if st.guard is None:
                b.current = b.new_block()  # unreachable code after bra gets its own block
            continue
        if st.guard is not None:
            then = b.fresh("pred")
            after = b.fresh("join")
            b.end(CondBranch(st.guard, then, after))
            b.current = b.new_block(then)
            if st.opcode in _RETURNS:
                b.end(Return(st))
            else:
                b.current.instructions.append(st)
                b.end(Branch(after))
            b.current = b.new_block(after)
            continue
        if st.opcode in _RETURNS:
            b.end(Return(st))
            b.current = b.new_block()
            continue
        b.current.instructions.append(st)
    if b.current.terminator is None:
        b.current.terminator = Return(None)
    return b.blocks


def predication_to_control_flow(module: ResolvedModule) -> None:
    for func in module.functions:
        func.blocks = build_cfg(func.body)
