"""A kernel's argument buffer, packed from its code object's metadata (computed once per kernel).

The AMDGPU kernel ABI (``docs/compiler.md``): the kernarg segment starts with the PTX
parameters at CUDA's offsets, then the hidden arguments that the compiler names in the IR, so
that they appear by name in the metadata: ``__zluda_globals`` (the globals block, 8 bytes),
then ``__zluda_dynamic_smem``, ``__zluda_ntid_x``, ``__zluda_ntid_y``, ``__zluda_ntid_z``,
``__zluda_grid_lo`` and ``__zluda_grid_hi`` (u32 each; :data:`zluda.ptx.abi.HIDDEN_SCALARS`).
LLVM's own ``hidden_*`` arguments follow; HIP fills those in, so the buffer ends where the last
explicit argument ends.

The layout becomes one :class:`struct.Struct` (pad bytes included), so a launch packs the
whole buffer in one C call, as pyopencl's generated invokers do.
"""

from __future__ import annotations

import struct

from zluda.ptx.abi import HIDDEN_SCALARS
from zluda.runtime.backend import BackendError

PREFIX = "__zluda_"
GLOBALS = PREFIX + "globals"
SCALARS = tuple(PREFIX + name for name in HIDDEN_SCALARS)


class KernargLayout:
    """Where each launch value goes in one kernel's argument buffer."""

    def __init__(self, kernel) -> None:  # a zluda.ptx.codeobject.KernelMetadata
        self.name = kernel.name
        explicit = [a for a in kernel.args if not a.value_kind.startswith("hidden_")]
        ours = {a.name: a for a in explicit if a.name and a.name.startswith(PREFIX)}
        params = [a for a in explicit if not (a.name and a.name.startswith(PREFIX))]
        self.param_sizes = tuple(a.size for a in params)
        self.size = max((a.offset + a.size for a in explicit), default=0)
        # (offset, struct code, index into (*params, globals, *scalars))
        fields = [(a.offset, f"{a.size}s", i) for i, a in enumerate(params)]
        n = len(params)
        if GLOBALS in ours:
            fields.append((ours[GLOBALS].offset, "Q", n))
        for i, name in enumerate(SCALARS):
            if name in ours:
                fields.append((ours[name].offset, "I", n + 1 + i))
        fields.sort()
        layout, end = ["<"], 0
        for offset, code, _ in fields:
            if offset < end:
                raise BackendError(f"kernel {self.name}: arguments overlap at offset {offset} in"
                                   " the code object's metadata", "CUDA_ERROR_INVALID_IMAGE")
            layout.append(f"{offset - end}x{code}" if offset > end else code)
            end = offset + struct.calcsize("<" + code)
        layout.append(f"{self.size - end}x" if self.size > end else "")
        self.struct = struct.Struct("".join(layout))
        self.picks = tuple(index for _, _, index in fields)
        self.offsets = {name: a.offset for name, a in ours.items()}

    def pack(self, params: list[bytes], globals_block: int, scalars: tuple[int, ...]) -> bytes:
        if tuple(map(len, params)) != self.param_sizes:
            raise BackendError(
                f"kernel {self.name} takes parameters of {list(self.param_sizes)} bytes, got"
                f" {[len(p) for p in params]}", "CUDA_ERROR_INVALID_VALUE")
        values = (*params, globals_block, *scalars)
        return self.struct.pack(*[values[i] for i in self.picks])
