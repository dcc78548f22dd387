"""The call graph: which functions have a property themselves or through the functions they
call. Read by the passes and by the instruction families (``isa/control.py``, ``isa/heap.py``),
so it sits beside them, not among the passes."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from . import ast

if TYPE_CHECKING:
    from .passes.resolve import ResolvedModule

# In callees(): the body makes an indirect call, which may reach any address-taken function.
INDIRECT = "<indirect>"


def callees(body: list[ast.Statement]) -> set[str]:
    """The names of the functions that a body calls directly (and :data:`INDIRECT`)."""
    names = set()
    for st in body:
        if isinstance(st, ast.Instruction) and st.opcode == "call":
            for op in st.operands:
                if isinstance(op, ast.ParenList):
                    continue
                if isinstance(op, ast.Reg) and op.symbol is not None and op.symbol.kind == "func":
                    names.add(op.name)
                elif isinstance(op, ast.Reg) and op.symbol is not None \
                        and op.symbol.kind == "reg":
                    names.add(INDIRECT)
                break  # the callee is the first operand after the return list
    return names


def _names_functions(op) -> set[str]:
    if isinstance(op, ast.AddressOf) and op.symbol.kind == "func":
        return {op.symbol.name}
    if isinstance(op, ast.Reg) and op.symbol is not None and op.symbol.kind == "func":
        return {op.name}
    if isinstance(op, ast.Vector):
        return set().union(*(_names_functions(e) for e in op.elements))
    return set()


def address_taken(module: ResolvedModule) -> set[str]:
    """The device functions whose address the module takes (as a value, or in an initializer):
    what its indirect calls may reach."""
    defined = {f.func.name for f in module.functions if not f.func.is_kernel}
    found = set()
    for f in module.functions:
        for st in f.body:
            if isinstance(st, ast.Instruction) and st.opcode != "call":
                for op in st.operands:
                    found |= _names_functions(op)
    for var in module.module.variables:
        for value in var.init or ():
            if isinstance(value, ast.SymbolRef):
                found.add(value.name)
    return found & defined


def functions_that(module: ResolvedModule,
                   directly: Callable[[list[ast.Statement]], bool]) -> set[str]:
    """The functions (kernels and device functions) whose body satisfies ``directly``, or that
    call such a function, at any depth (an indirect call: any address-taken function)."""
    found = {f.func.name for f in module.functions if directly(f.body)}
    calls = {f.func.name: callees(f.body) for f in module.functions}
    if any(INDIRECT in called for called in calls.values()):
        targets = address_taken(module)
        for called in calls.values():
            if INDIRECT in called:
                called |= targets
    changed = True
    while changed:
        changed = False
        for name, called in calls.items():
            if name not in found and called & found:
                found.add(name)
                changed = True
    return found
