"""How a compile's objects are freed: without the cyclic garbage collector's help.

The front end makes millions of small objects (tokens, the AST, the resolved module, llvmlite's
IR) that live until the module's IR text is printed. Python's cyclic collector, triggered every
700 allocations, walks the live ones again and again (40% of a cold compile of
bench/kernels/large.ptx), and llvmlite's IR is one big cycle (an instruction names its block,
the block lists its instructions), so it is freed only by a full collection (1.1 s for that
module, 430,000 objects). A compile therefore runs with the collector paused
(:func:`pause_cyclic_gc`), cuts the cycles once the IR text is printed (:func:`dismantle_ir`,
:func:`dismantle_ast`), and lets reference counting free the rest while the LLVM stage runs in
its worker process (:func:`zluda.ptx.worker.llvm_stage`'s ``meanwhile``).
"""

from __future__ import annotations

import gc
import threading
from contextlib import contextmanager

_lock = threading.Lock()
_pauses = 0  # compiles (or their freeing) under way that paused the cyclic collector
_resume = False  # whether it was enabled when the first of them began


def _pause() -> None:
    global _pauses, _resume
    with _lock:
        if _pauses == 0:
            _resume = gc.isenabled()
            gc.disable()
        _pauses += 1


def _unpause() -> None:
    global _pauses
    with _lock:
        _pauses -= 1
        if _pauses == 0 and _resume:
            gc.enable()


@contextmanager
def pause_cyclic_gc():
    """Pause Python's cyclic garbage collector. Nested and concurrent pauses share it; the
    collector is enabled again when the last one ends, if it was enabled when the first
    began."""
    _pause()
    try:
        yield
    finally:
        _unpause()


def dismantle_ir(module) -> None:
    """Cut the reference cycles of an llvmlite ``ir.Module`` that is no longer needed: each
    block's instructions and terminator, each function's blocks, arguments and return value,
    each phi's incoming values (a loop's phi and the instructions that use it refer to one
    another), the module's globals and metadata. What is left is freed by reference
    counting."""
    for value in module.globals.values():
        blocks = getattr(value, "blocks", None)
        if blocks is None:
            continue
        for block in blocks:
            for instruction in block.instructions:
                if hasattr(instruction, "incomings"):
                    instruction.incomings = []
            block.instructions = []
            block.terminator = None
        value.blocks = []
        value.args = ()
        value.return_value = None
    module.globals.clear()
    module.metadata = []
    module.namedmetadata = {}
    module._metadatacache = {}


def dismantle_ast(module) -> None:
    """Cut the reference cycles of a PTX ``ast.Module`` that is no longer needed: a function
    that calls itself (or takes its own address) names its symbol in its body, and the symbol
    names the function. Its functions' bodies go."""
    for function in module.functions:
        function.body = None
