"""Analysis: which functions have a property themselves or through the functions they call."""

from __future__ import annotations

from collections.abc import Callable

from .. import ast
from .resolve import ResolvedModule


def callees(body: list[ast.Statement]) -> set[str]:
    """The names of the functions that a body calls directly."""
    names = set()
    for st in body:
        if isinstance(st, ast.Instruction) and st.opcode == "call":
            for op in st.operands:
                if isinstance(op, ast.Reg) and op.symbol is not None and op.symbol.kind == "func":
                    names.add(op.name)
    return names


def functions_that(module: ResolvedModule,
                   directly: Callable[[list[ast.Statement]], bool]) -> set[str]:
    """The functions (kernels and device functions) whose body satisfies ``directly``, or that
    call such a function, at any depth."""
    found = {f.func.name for f in module.functions if directly(f.body)}
    calls = {f.func.name: callees(f.body) for f in module.functions}
    changed = True
    while changed:
        changed = False
        for name, called in calls.items():
            if name not in found and called & found:
                found.add(name)
                changed = True
    return found
