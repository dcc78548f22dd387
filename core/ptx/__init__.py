"""The PTX compiler: PTX text to SPIR-V or AMDGPU code objects.

    >>> from zluda.ptx import compile_ptx
    >>> module = compile_ptx(open("kernels.ptx").read(), "spirv")
    >>> module.binary, module.info.kernels

See ``docs/compiler.md`` for the passes and the ABI.
"""

from .compiler import CompiledModule, compile_ptx, forget_cached, translate
from .errors import (
    CompileError,
    CompilerCrash,
    PtxSemanticError,
    PtxSyntaxError,
    PtxUnsupportedError,
)

__all__ = [
    "CompiledModule", "compile_ptx", "forget_cached", "translate", "CompileError", "CompilerCrash",
    "PtxSemanticError", "PtxSyntaxError", "PtxUnsupportedError",
]
