"""A PTX module's top-level parts, found without parsing it, and the text of a module that holds
only what some of its kernels need.

CuPy's CUB library is 21 MB of PTX with 383 kernels; a program launches a few of them. Parsing
all of it takes 14 s and the device compiler takes far longer, so the runtime compiles a large
module kernel by kernel, on first use (:class:`zluda.runtime.module.Module`). A kernel's text is
the module's header directives, **every** module variable in its order (so that every kernel's
compile lays out the same globals block and the same shared window), and the functions that the
kernel reaches through calls, address uses and variable initializers.

The scan knows only PTX's lexical structure: comments, strings, braces and the statements that
end at a line's end (``.version``, ``.target``, ``.address_size``, ``.file``). Anything it cannot
split (an unbalanced brace) raises :class:`SplitError`, and the caller compiles the whole module,
whose parser then names the place of the error.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass

_COMMENT = r"//[^\n]*|/\*.*?\*/"
_STRING = r'"(?:[^"\\\n]|\\.)*"'
_COMMENTS = re.compile(_COMMENT, re.S)
_GAP = re.compile(rf"(?:\s+|{_COMMENT})*", re.S)
_TOP_EVENTS = re.compile(rf"{_COMMENT}|{_STRING}|[{{}};]", re.S)  # where statements end
_BODY_EVENTS = re.compile(rf"{_COMMENT}|{_STRING}|[{{}}]", re.S)  # where a body's braces are
_LINE_DIRECTIVE = re.compile(r"\.(?:version|target|address_size|file)\b")
_NAME = r"[A-Za-z_$%][\w$]*"
# a .global or .const declaration as a statement of a function's body (not ld.global)
_FUNCTION_VARIABLE = re.compile(r"[{;]\s*\.(?:global|const)\b")
_FUNCTION_HEAD = re.compile(rf"\.(entry|func)\b\s*(?:\([^)]*\)\s*)?({_NAME})")
_ALIAS = re.compile(rf"\.alias\s+({_NAME})\s*,\s*({_NAME})")
_IDENTIFIER = re.compile(_NAME)


# the CUDA runtime's functions that print: their format strings go into the code object's metadata
_PRINTING = frozenset(("vprintf", "__assertfail"))


class SplitError(ValueError):
    """The text is not a sequence of PTX statements (the parser will say where)."""


@dataclass(frozen=True)
class Part:
    """One top-level statement: ``kind`` is ``header``, ``section`` (debug data), ``variable``,
    ``entry``, ``function``, ``prototype`` (a function declared without a body), ``alias`` or
    ``other``; ``name`` is what it defines (functions, prototypes, aliases)."""

    kind: str
    name: str | None
    text: str


def split(ptx: str) -> list[Part]:
    """The module's top-level statements in order (comments between them dropped)."""
    parts: list[Part] = []
    pos = 0
    while True:
        start = _GAP.match(ptx, pos).end()
        if start >= len(ptx):
            return parts
        if _LINE_DIRECTIVE.match(ptx, start):
            end = ptx.find("\n", start)
            end = len(ptx) if end < 0 else end
            parts.append(Part("header", None, _COMMENTS.sub("", ptx[start:end]).strip()))
            pos = end
            continue
        pos = _statement_end(ptx, start)
        parts.append(_classify(ptx[start:pos]))


def _statement_end(ptx: str, start: int) -> int:
    """Where the statement at ``start`` ends: after its ';' at the top level, or after the '}'
    that closes a function's (or a debug section's) body."""
    pos = start
    while True:
        m = _TOP_EVENTS.search(ptx, pos)
        if m is None:
            raise SplitError("the text ends inside a statement")
        pos = m.end()
        token = m.group()
        if token == ";":
            return pos
        if token == "}":
            raise SplitError("a '}' closes no '{'")
        if token != "{":
            continue  # a comment or a string
        head = _COMMENTS.sub(" ", ptx[start:m.start()])
        pos = _close(ptx, pos)
        if _FUNCTION_HEAD.search(head) or head.lstrip().startswith(".section"):
            return pos


def _close(ptx: str, pos: int) -> int:
    """The position after the '}' that closes the '{' just before ``pos``."""
    depth = 1
    for m in _BODY_EVENTS.finditer(ptx, pos):
        token = m.group()
        if token == "{":
            depth += 1
        elif token == "}":
            depth -= 1
            if depth == 0:
                return m.end()
    raise SplitError("a '{' is never closed")


def _classify(text: str) -> Part:
    head = _COMMENTS.sub(" ", text.split("{", 1)[0])
    if head.lstrip().startswith(".section"):
        return Part("section", None, text)
    function = _FUNCTION_HEAD.search(head)
    if function:
        if "{" not in text:
            return Part("prototype", function.group(2), text)
        return Part("entry" if function.group(1) == "entry" else "function", function.group(2),
                    text)
    alias = _ALIAS.search(head)
    if alias:
        return Part("alias", alias.group(1), text)
    if re.search(r"\.(global|const|shared|local|tex|surfref|texref|samplerref)\b", head):
        return Part("variable", None, text)
    return Part("other", None, text)


class ModuleParts:
    """A module split once, from which the text for any set of its kernels is made."""

    def __init__(self, ptx: str) -> None:
        self.parts = split(ptx)
        if any(p.kind in ("entry", "function") and _FUNCTION_VARIABLE.search(
                _COMMENTS.sub(" ", p.text)) for p in self.parts):
            # its variables are the module's, but only the functions' texts declare them
            raise SplitError("a function declares a .global or .const variable")
        if any(p.kind in ("entry", "function") and ".callprototype" in p.text
               for p in self.parts):
            # an indirect call may reach any function whose address the module takes
            raise SplitError("a function makes indirect calls")
        self.entries = [p.name for p in self.parts if p.kind == "entry"]
        self._named: dict[str, list[Part]] = {}
        for part in self.parts:
            if part.name is not None:
                self._named.setdefault(part.name, []).append(part)
        self._references: dict[str, frozenset[str]] = {}
        # functions whose addresses initialize variables: every kernel's text keeps them
        self._initializer_references = frozenset().union(*(
            self._referenced(p.text) for p in self.parts if p.kind == "variable" and "=" in p.text))

    def _referenced(self, text: str) -> frozenset[str]:
        return frozenset(n for n in set(_IDENTIFIER.findall(_COMMENTS.sub(" ", text)))
                         if n in self._named)

    def references(self, name: str) -> frozenset[str]:
        """The functions, prototypes and aliases that the statements defining ``name`` name."""
        found = self._references.get(name)
        if found is None:
            text = "\n".join(p.text for p in self._named[name])
            found = self._references[name] = self._referenced(text) - {name}
        return found

    def text_for(self, entries: Iterable[str]) -> str:
        """A module with the header, every variable, and ``entries`` with what they reach.
        ``entries`` are kernels, or functions that no kernel reaches (a group of
        :meth:`groups` may hold them)."""
        wanted = set(entries)
        unknown = wanted - set(self.entries)
        if unknown:  # the whole module's reach, only for a group that holds functions
            unknown -= set(self.unreached_functions())
        if unknown:
            raise KeyError(f"no kernel named {sorted(unknown)[0]!r}")
        keep = self._reached([*wanted, *self._initializer_references])
        # entries: the wanted ones, and those whose address a kept function takes (dynamic
        # parallelism, which the compiler then refuses by name)
        kept = [p.text for p in self.parts
                if p.kind in ("header", "variable", "other")
                or (p.kind in ("function", "prototype", "alias", "entry") and p.name in keep)]
        return "\n".join(kept) + "\n"

    def _reached(self, names: Iterable[str]) -> set[str]:
        """``names`` and every name that their definitions reach."""
        keep: set[str] = set()
        todo = list(names)
        while todo:
            name = todo.pop()
            keep.add(name)
            todo.extend(n for n in self.references(name) if n not in keep)
        return keep

    def unreached_functions(self) -> list[str]:
        """The functions that no kernel reaches, in the module's order."""
        reached = self._reached([*self.entries, *self._initializer_references])
        return list(dict.fromkeys(p.name for p in self.parts
                                  if p.kind == "function" and p.name not in reached))

    def groups(self, count: int) -> list[list[str]]:
        """The kernels in at most ``count`` groups of about equal text, to compile apart and link
        (:func:`zluda.ptx.compiler.compile_ptx`). Kernels that reach a common function share a
        group, so that each function is defined once; so do all that print (``vprintf``,
        ``__assertfail``), because ROCm's loader takes the printf formats from one part's
        metadata only. The functions that no kernel reaches are in the groups too, as kernels
        are, so that every function of the module is compiled (and its errors reported) once.
        One group of the kernels when functions' addresses initialize variables (every part
        would define them)."""
        if count <= 1 or self._initializer_references:
            return [list(self.entries)]
        roots = [*self.entries, *self.unreached_functions()]
        leader = {name: name for name in roots}

        def find(name: str) -> str:
            while leader[name] != name:
                leader[name] = leader[leader[name]]
                name = leader[name]
            return name

        # a defined name -> the first root that reaches it (a root: itself)
        owner: dict[str, str] = {name: name for name in roots}
        for entry in roots:
            for name in self._reached([entry]) - {entry}:
                if name in _PRINTING:
                    key = "printf"
                elif any(p.kind in ("function", "alias", "entry") for p in self._named[name]):
                    key = name  # a definition: one part may hold it
                else:
                    continue  # a prototype of an external function
                if key in owner:
                    leader[find(entry)] = find(owner[key])
                else:
                    owner[key] = entry
        members: dict[str, list[str]] = {}
        for entry in roots:
            members.setdefault(find(entry), []).append(entry)
        sizes = {root: sum(len(p.text) for name in self._reached(names) for p in self._named[name]
                           if p.kind in ("entry", "function"))
                 for root, names in members.items()}
        bins: list[list[str]] = [[] for _ in range(min(count, len(members)))]
        loads = [0] * len(bins)
        for root in sorted(members, key=lambda r: -sizes[r]):  # largest first, to the lightest
            lightest = loads.index(min(loads))
            bins[lightest].extend(members[root])
            loads[lightest] += sizes[root]
        order = {name: i for i, name in enumerate(roots)}
        return [sorted(b, key=order.__getitem__) for b in bins]
