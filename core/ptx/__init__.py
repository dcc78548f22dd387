"""The PTX compiler: PTX text to SPIR-V or AMDGPU code objects.

    >>> from zluda.ptx import compile_ptx
    >>> module = compile_ptx(open("kernels.ptx").read(), "spirv")
    >>> module.binary, module.info.kernels

See ``docs/compiler.md`` for the passes and the ABI.
"""

from .errors import (
    CompileError,
    CompilerCrash,
    PtxSemanticError,
    PtxSyntaxError,
    PtxUnsupportedError,
)

_COMPILER = ("CompiledModule", "check_syntax", "compile_ptx", "forget_cached", "module_layout",
             "translate")


def __getattr__(name: str):
    """The compiler loads on first use (it imports llvmlite and every pass): a process that
    only starts the driver, as a native program's first call does, does not pay for it."""
    if name in _COMPILER:
        from . import compiler

        return getattr(compiler, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


__all__ = [
    "CompiledModule", "check_syntax", "compile_ptx", "forget_cached", "module_layout", "translate",
    "CompileError",
    "CompilerCrash",
    "PtxSemanticError", "PtxSyntaxError", "PtxUnsupportedError",
]
