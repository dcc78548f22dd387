"""Where module variables live: the globals block and the shared-memory window.

- Every module-scope ``.global`` and ``.const`` variable gets a fixed offset in one *globals
  block*. The runtime allocates the block when it loads the module, copies :attr:`init` into it,
  patches :attr:`relocations` (addresses of variables in initializers), and passes its address to
  every kernel as a hidden argument. ``cuModuleGetGlobal`` answers ``base + offset``. Only the
  bytes that initializers give are kept (:attr:`init`, a segment per initialized variable); the
  runtime zeroes the block first, so a large array costs nothing to compile or cache. The
  block is aligned as CUDA aligns allocations (256 bytes), so an alignment above that is
  honored only up to 256 bytes.
- Shared memory is one window per block: module-scope ``.shared`` variables first (their offsets
  are the same in every kernel, so device functions can use them), then the variables that a
  kernel declares in its body, then the dynamic shared memory (``.extern .shared``), which starts
  at the static size rounded up to :data:`DYNAMIC_SHARED_ALIGN`.
"""

from __future__ import annotations

import struct
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from .errors import PtxSemanticError, PtxUnsupportedError, Source

if TYPE_CHECKING:  # the runtime reads this module's constants without the syntax tree's
    from . import ast

DYNAMIC_SHARED_ALIGN = 16
# The globals block starts with a header that kernels write and the runtime reads after a
# launch: a u32 status word (see TRAP_*), then reserved bytes.
GLOBALS_HEADER_SIZE = 16
MAX_GLOBALS_SIZE = 1 << 32
GLOBALS_BLOCK_ALIGN = 256  # the block's own alignment: no variable can be aligned beyond it
TRAP_NONE, TRAP_TRAP, TRAP_ASSERT = 0, 1, 2
# Bytes 8-15 of the header: the address of the context's device heap (malloc/free), which the
# runtime writes before the first launch of a kernel that calls malloc or free.
HEAP_POINTER_OFFSET = 8
# The device heap: a u64 count of the bytes handed out, the u64 capacity, then the heads of the
# free lists of HEAP_CLASSES size classes (16 << c bytes); the blocks follow from HEAP_DATA.
HEAP_USED, HEAP_CAPACITY, HEAP_LISTS = 0, 8, 16
HEAP_CLASSES = 40
HEAP_DATA = 512
# A warp operation ran in a block whose shape the device cannot split into CUDA's warps.


def align_up(value: int, alignment: int) -> int:
    return (value + alignment - 1) // alignment * alignment


@dataclass
class GlobalsLayout:
    offsets: dict[str, int] = field(default_factory=dict)
    sizes: dict[str, int] = field(default_factory=dict)
    size: int = 0
    # (offset, bytes) of each initializer, as far as its values go; the rest of the block is 0
    init: list[tuple[int, bytes]] = field(default_factory=list)
    # (offset in the block, offset of the target in the block): the runtime writes base + target
    relocations: list[tuple[int, int]] = field(default_factory=list)
    managed: list[str] = field(default_factory=list)  # the __managed__ variables
    # A device function's address (function pointers, vtables), as an offset from the block:
    # 8-byte steps past its end, which nothing reads. Past the end, so that the block is the
    # same for every kernel's compile of a lazily loaded module whatever functions it holds;
    # from the block, so that each loaded module's functions have addresses of their own.
    functions: dict[str, int] = field(default_factory=dict)


def _pack_scalar(var: ast.Variable, value: object, source: Source) -> bytes:
    t = var.type
    if t.kind == "f":
        if isinstance(value, int) and not isinstance(value, bool):
            value = float(value)
        fmt = {16: "<e", 32: "<f", 64: "<d"}.get(t.bits)
        if fmt is None or t.name == "bf16":
            raw = struct.unpack("<I", struct.pack("<f", float(value)))[0] >> 16
            return struct.pack("<H", raw)
        return struct.pack(fmt, value)
    if isinstance(value, float):
        value = int(value)
    return (int(value) & ((1 << t.bits) - 1)).to_bytes(t.size, "little")


def layout_globals(module: ast.Module, source: Source) -> GlobalsLayout:
    from . import ast

    layout = GlobalsLayout()
    variables = [v for v in module.variables if v.space in ("global", "const")]
    offset = GLOBALS_HEADER_SIZE
    for var in variables:
        if var.linkage == "extern":
            raise PtxUnsupportedError(
                f"extern .{var.space} variable '{var.name}' needs linking, which is not supported",
                source, var.pos,
            )
        if any(d is None for d in var.dims):
            raise PtxSemanticError(f"'{var.name}' has no size", source, var.pos)
        offset = align_up(offset, min(var.alignment, GLOBALS_BLOCK_ALIGN))
        layout.offsets[var.name] = offset
        layout.sizes[var.name] = var.size
        if var.managed:
            layout.managed.append(var.name)
        offset += var.size
    if offset > MAX_GLOBALS_SIZE:
        raise PtxUnsupportedError(f"the module's .global and .const variables take {offset}"
                                  " bytes, more than supported", source, variables[-1].pos)
    layout.size = align_up(max(offset, 1), 16)
    for func in module.functions:
        if func.body is not None and not func.is_kernel and func.name not in layout.functions:
            layout.functions[func.name] = layout.size + 8 * len(layout.functions)
    for var in variables:
        if not var.init:
            continue
        base = layout.offsets[var.name]
        step = var.type.size
        if len(var.init) * step > var.size:
            raise PtxSemanticError(f"too many initializers for '{var.name}'", source, var.pos)
        init = bytearray(len(var.init) * step)  # values past the initializer are zeros
        cursor = base
        for value in var.init:
            if isinstance(value, ast.SymbolRef):
                target = layout.offsets.get(value.name, layout.functions.get(value.name))
                if target is None:
                    raise PtxUnsupportedError(
                        f"initializer refers to '{value.name}', which is not a global variable"
                        " or a device function defined in this module", source, value.pos,
                    )
                if step != 8:
                    raise PtxSemanticError("an address initializer needs a 64-bit element",
                                           source, value.pos)
                layout.relocations.append((cursor, target + value.offset))
            else:
                at = cursor - base
                try:
                    init[at : at + step] = _pack_scalar(var, value, source)
                except (ValueError, OverflowError, struct.error):  # NaN or inf into an integer
                    raise PtxSemanticError(f"initializer {value!r} does not fit .{var.type.name}",
                                           source, var.pos) from None
            cursor += step
        layout.init.append((base, bytes(init)))
    return layout


@dataclass
class SharedLayout:
    offsets: dict[int, int]  # id(symbol decl) -> offset in the window
    static_size: int


def layout_module_shared(module: ast.Module) -> tuple[dict[int, int], int]:
    """Offsets of module-scope (non-extern) shared variables, and the end of that prefix."""
    offsets: dict[int, int] = {}
    offset = 0
    for var in module.variables:
        if var.space == "shared" and var.linkage != "extern":
            offset = align_up(offset, var.alignment)
            offsets[id(var)] = offset
            offset += var.size
    return offsets, offset


def layout_kernel_shared(prefix: dict[int, int], prefix_end: int,
                         body_vars: list[ast.Variable]) -> SharedLayout:
    offsets = dict(prefix)
    offset = prefix_end
    for var in body_vars:
        offset = align_up(offset, var.alignment)
        offsets[id(var)] = offset
        offset += var.size
    return SharedLayout(offsets, offset)
