"""Linking PTX modules into one: what ``cuLink*`` and nvJitLink do with PTX inputs.

The result is one PTX text that zluda compiles as any other. The modules' ``.extern``
declarations of functions and variables that another module defines are dropped (the definition
stands for them); symbols without linkage (internal, such as NVRTC's ``$str``) that two modules
both define are renamed in the later module, as a linker keeps them apart; two modules that both
define the same ``.visible`` symbol are an error, as for ``ptxas``/``nvlink``. The header is the
newest ``.version`` and the highest ``.target`` of the inputs.
"""

from __future__ import annotations

import re

from .errors import CompileError
from .parser import parse

_HEADER = re.compile(r"^[ \t]*\.(version|target|address_size)\b[^\n]*\n?", re.M)


class LinkError(CompileError):
    """Modules that cannot be linked (a symbol defined twice, a module that does not parse)."""


def _sm(target: list[str]) -> int:
    for item in target:
        match = re.fullmatch(r"sm_(\d+)[af]?", item)
        if match:
            return int(match.group(1))
    return 0


def _statement_span(text: str, pos: int, floor: int) -> tuple[int, int]:
    """The span of the declaration whose name is at ``pos``: from the end of the statement
    before it (or ``floor``) to its ``;``."""
    start = max(text.rfind(";", 0, pos), text.rfind("}", 0, pos)) + 1
    end = text.find(";", pos)
    return max(start, floor), (len(text) if end < 0 else end + 1)


def _definition_span(text: str, pos: int, floor: int) -> tuple[int, int]:
    """The span of a function definition whose name is at ``pos``, body included."""
    start, _ = _statement_span(text, pos, floor)
    depth, i = 0, text.find("{", pos)
    while 0 <= i < len(text):
        depth += {"{": 1, "}": -1}.get(text[i], 0)
        if depth == 0:
            return start, i + 1
        i += 1
    return start, len(text)


def _rename(text: str, old: str, new: str) -> str:
    return re.sub(rf"(?<![\w$.%]){re.escape(old)}(?![\w$])", new, text)


def link_ptx(sources: list[str], names: list[str] | None = None) -> str:
    """One PTX module from ``sources`` (PTX texts); ``names`` label them in errors."""
    if not sources:
        raise LinkError("nothing to link: no PTX inputs")
    names = names or [f"<input {i}>" for i in range(len(sources))]
    modules = []
    for text, name in zip(sources, names):
        try:
            modules.append(parse(text, name)[0])
        except CompileError as exc:
            raise LinkError(str(exc)) from None
    defined_functions = {f.name for m in modules for f in m.functions if f.body is not None}
    defined_variables = {v.name for m in modules for v in m.variables if v.linkage != "extern"}
    visible: dict[str, str] = {}
    internal: set[str] = set()
    declared: set[str] = set()
    parts = []
    for index, (text, module, name) in enumerate(zip(sources, modules, names)):
        headers = list(_HEADER.finditer(text))
        floor = headers[-1].end() if headers else 0
        cuts = [(h.start(), h.end()) for h in headers]
        renames = {}
        symbols = [(f.name, f.pos, f.linkage, f.body is None, _definition_span)
                   for f in module.functions] + [
            (v.name, v.pos, v.linkage, v.linkage == "extern", _statement_span)
            for v in module.variables]
        for symbol, pos, linkage, is_declaration, span in symbols:
            if is_declaration:
                if symbol in defined_functions or symbol in defined_variables or \
                        symbol in declared:
                    cuts.append(_statement_span(text, pos, floor))
                declared.add(symbol)
            elif linkage in ("visible", "weak", "common"):
                if symbol in visible and linkage == "visible":
                    raise LinkError(f"{name}: '{symbol}' is defined in {visible[symbol]} too")
                if symbol in visible:  # a .weak or .common definition already taken
                    cuts.append(span(text, pos, floor))
                visible.setdefault(symbol, name)
            elif symbol in internal or symbol in visible:
                renames[symbol] = f"{symbol}__zl{index}"
            else:
                internal.add(symbol)
        kept, last = [], 0
        for start, end in sorted(cuts):
            if start >= last:
                kept.append(text[last:start])
                last = end
        kept.append(text[last:])
        body = "".join(kept)
        for old, new in renames.items():
            body = _rename(body, old, new)
            internal.add(new)
        parts.append(f"// ---- {name}\n{body}")
    version = max(m.version for m in modules)
    target = max((m.target for m in modules), key=_sm)
    address_size = max(m.address_size for m in modules)
    header = (f".version {version[0]}.{version[1]}\n.target {', '.join(target)}\n"
              f".address_size {address_size}\n")
    return header + "\n".join(parts)
