"""What a compile produces for the runtime: the binary and what the runtime must know of it.

These classes live apart from the passes because the compile cache holds them pickled: loading a
cached module imports this module only, not the compiler (about 0.15 s of imports), so a program
whose kernels are all in the cache never loads the compiler.
"""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass
class ParamInfo:
    name: str
    size: int
    align: int
    offset: int  # in CUDA's parameter buffer layout
    kind: str  # "int", "float" or "bytes"


@dataclass
class KernelInfo:
    name: str
    params: list[ParamInfo]
    static_shared: int
    directives: dict = field(default_factory=dict)
    flattened: bool = True  # blocks launched as 1-D work-groups (zluda.ptx.abi)
    uses_heap: bool = False  # calls malloc or free: needs the context's device heap
    warp_scratch: bool = False  # needs the warps' shuffle words after its shared window

    @property
    def param_buffer_size(self) -> int:
        if not self.params:
            return 0
        last = self.params[-1]
        return last.offset + last.size


@dataclass
class ModuleInfo:
    """What the runtime needs to know about a compiled module."""

    kernels: dict[str, KernelInfo]
    globals_size: int
    globals_init: list[tuple[int, bytes]]  # (offset, bytes) segments; the rest is zero
    relocations: list[tuple[int, int]]
    symbols: dict[str, tuple[int, int]]  # global/const name -> (offset, size)
    helpers: list[str] = field(default_factory=list)
    managed: list[str] = field(default_factory=list)  # __managed__ variables among symbols
    # The module leaves .ftz flushes to the device (passes/device_flush.py): it must load in the
    # device's flush-to-zero mode (zluda.runtime.backend.Device.load_module)
    flushes_subnormals: bool = False


@dataclass
class CompiledModule:
    binary: bytes  # what the backend loads: SPIR-V, or an HSA code object
    info: ModuleInfo
    target: str
    timings: dict[str, float] = field(default_factory=dict)
    from_cache: bool = False
    cache_key: str | None = None  # the entry it came from or went to (None: not cached)
