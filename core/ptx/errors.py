"""Errors of the PTX compiler, each with the line, the column and the source line.

Each error names the ``CUresult`` that the driver API returns for it:

- :class:`PtxSyntaxError` and :class:`PtxSemanticError`: malformed PTX, ``CUDA_ERROR_INVALID_PTX``;
- :class:`PtxUnsupportedError`: valid PTX that we cannot translate yet,
  ``CUDA_ERROR_NOT_SUPPORTED``;
- :class:`InternalCompilerError`: a Python error inside the compiler that no check foresaw,
  ``CUDA_ERROR_INVALID_PTX``, placed at the PTX construct that the failing code worked on;
- :class:`CompilerCrash`: a bug of ours (LLVM rejected or aborted on our IR),
  ``CUDA_ERROR_INVALID_PTX``, with the detail needed for a bug report;
- :class:`LinkerNotFound`: the AMDGPU target needs ``ld.lld`` and none is installed,
  ``CUDA_ERROR_JIT_COMPILER_NOT_FOUND``.
"""

from __future__ import annotations

import bisect
import traceback


class Source:
    """PTX text with a lazy offset-to-(line, column) map."""

    __slots__ = ("text", "name", "_line_starts")

    def __init__(self, text: str, name: str = "<ptx>") -> None:
        self.text = text
        self.name = name
        self._line_starts: list[int] | None = None

    def locate(self, pos: int) -> tuple[int, int, str]:
        """Return the 1-based line and column of ``pos``, and the text of that line."""
        if self._line_starts is None:
            starts = [0]
            find = self.text.find
            i = find("\n")
            while i >= 0:
                starts.append(i + 1)
                i = find("\n", i + 1)
            self._line_starts = starts
        index = bisect.bisect_right(self._line_starts, pos) - 1
        start = self._line_starts[index]
        end = self.text.find("\n", start)
        line_text = self.text[start : end if end >= 0 else len(self.text)]
        return index + 1, pos - start + 1, line_text


class CompileError(Exception):
    """Base class: a compile failure that the runtime turns into a ``CUresult``."""

    cu_result = "CUDA_ERROR_INVALID_PTX"

    def __init__(self, message: str, source: Source | None = None, pos: int | None = None) -> None:
        self.message = message
        self.source = source
        self.pos = pos
        self.line = self.column = None
        self.source_line = None
        if source is not None and pos is not None:
            self.line, self.column, self.source_line = source.locate(pos)
        super().__init__(self.describe())

    def describe(self) -> str:
        if self.line is None:
            return self.message
        name = self.source.name if self.source else "<ptx>"
        src = "".join(c if " " <= c < "\x7f" else " " if c == "\t" else "?"
                      for c in self.source_line)  # one printable character per column
        start = 0
        if len(src) > _SHOWN_COLUMNS:  # a window around the column, not a line of megabytes
            start = max(0, min(self.column - 1 - _SHOWN_COLUMNS // 2, len(src) - _SHOWN_COLUMNS))
            src = src[start : start + _SHOWN_COLUMNS]
        caret = " " * (self.column - 1 - start) + "^"
        return f"{name}:{self.line}:{self.column}: {self.message}\n    {src}\n    {caret}"


_SHOWN_COLUMNS = 100


class PtxSyntaxError(CompileError):
    """The text is not PTX."""


class PtxSemanticError(CompileError):
    """The text parses, but it is not valid PTX (undefined name, wrong operand count, ...)."""


class PtxUnsupportedError(CompileError):
    """Valid PTX that this compiler cannot translate yet."""

    cu_result = "CUDA_ERROR_NOT_SUPPORTED"


class InternalCompilerError(CompileError):
    """A Python error inside the compiler that no check foresaw. The PTX at its place is most
    likely invalid in a way that the checks miss (and a check should be added); if it is valid
    PTX, it is a bug of ours. Either way the caller gets ``CUDA_ERROR_INVALID_PTX`` with the
    line and the column, never a bare exception."""

    @classmethod
    def from_exception(cls, exc: BaseException, source: Source) -> InternalCompilerError:
        what = "nested too deeply" if isinstance(exc, RecursionError) else \
            f"{type(exc).__name__}: {exc}"
        return cls(f"cannot translate this ({what}); if this is valid PTX, please report it",
                   source, _failing_position(exc))


def _failing_position(exc: BaseException) -> int | None:
    """The source offset of the PTX node that the innermost failing frame worked on: a local
    variable that is a syntax-tree node (an instruction, an operand, a declaration), or the
    parser's current token."""
    from . import ast

    nodes = (ast.Instruction, ast.Variable, ast.Reg, ast.Imm, ast.FloatImm, ast.Vector,
             ast.Address, ast.MemRef, ast.AddressOf, ast.PredPair, ast.Negated, ast.ParenList,
             ast.Label, ast.Function, ast.Block)
    frames = [frame for frame, _ in traceback.walk_tb(exc.__traceback__)]
    for frame in reversed(frames):
        for value in frame.f_locals.values():
            if isinstance(value, nodes) and isinstance(value.pos, int):
                return value.pos
            tokens = getattr(value, "t", None)
            if getattr(tokens, "poss", None) is not None:  # the parser
                return tokens.poss[min(tokens.i, len(tokens.poss) - 1)]
    return None


class CompilerCrash(CompileError):
    """LLVM rejected our IR or its code generator died: a bug in zluda, not in the PTX."""


class LinkerNotFound(CompileError):
    """No ``ld.lld`` to link an AMDGPU object into a code object: a missing tool, not bad PTX."""

    cu_result = "CUDA_ERROR_JIT_COMPILER_NOT_FOUND"
