"""Analysis: does a module need CUDA's warps?

Kernels that use warp-level operations (shuffles, votes, match, redux, activemask,
bar.warp.sync) or read the warp registers (%laneid, %warpid, %lanemask_*) need each 32
consecutive linear thread ids to be one device sub-group, so their blocks are launched flattened
(:mod:`zluda.ptx.abi`). A module without them keeps CUDA's block shape as the work-group shape,
which the device compiler vectorizes better (a 16x16 tile stays 16x16).

The decision is per kernel, through the device functions it calls; a device function learns its
caller's layout from a hidden argument.
"""

from __future__ import annotations

from .. import ast
from ..callgraph import functions_that
from ..traits import WARP_OPCODES
from .resolve import ResolvedModule

WARP_REGISTERS = frozenset({"%laneid", "%warpid", "%lanemask_eq", "%lanemask_lt", "%lanemask_le",
                            "%lanemask_gt", "%lanemask_ge"})


def _reads_warp_register(op) -> bool:
    if isinstance(op, ast.Reg):
        return op.symbol is not None and op.symbol.kind == "sreg" and op.name in WARP_REGISTERS
    if isinstance(op, ast.Vector):
        return any(_reads_warp_register(e) for e in op.elements)
    return False


def _uses_warps_directly(body) -> bool:
    for st in body:
        if not isinstance(st, ast.Instruction):
            continue
        if st.opcode in WARP_OPCODES or (st.opcode in ("bar", "barrier") and st.has("warp")):
            return True
        if any(_reads_warp_register(op) for op in st.operands):
            return True
    return False


def kernels_using_warps(module: ResolvedModule) -> set[str]:
    """The kernels that use warps themselves or through the device functions they call."""
    kernels = {f.func.name for f in module.functions if f.func.is_kernel}
    return kernels & functions_that(module, _uses_warps_directly)
