"""The shape of ``core/``, read from its files: which modules import which, and how long each is.

Used by tests/test_house.py; ``python tests/house.py`` prints the import circles.
"""

from __future__ import annotations

import ast
import fnmatch
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CORE = ROOT / "core"
PACKAGE = "zluda"


def modules() -> dict[str, Path]:
    """zluda's module names -> their files (core/ only; the backends are plugins)."""
    found = {}
    for path in sorted(CORE.rglob("*.py")):
        parts = list(path.relative_to(CORE).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts = parts[:-1]
        found[".".join([PACKAGE, *parts])] = path
    return found


def _type_checking_only(node: ast.AST, parents: dict) -> bool:
    while node in parents:
        node = parents[node]
        if isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test):
            return True
    return False


def imports(name: str, path: Path, known: dict[str, Path]) -> set[str]:
    """The zluda modules that ``name`` imports, anywhere in it (inside functions too), but not
    under ``if TYPE_CHECKING``. A package's ``__init__`` counts only where it is imported from
    by name (not as the parent that Python runs first)."""
    tree = ast.parse(path.read_text())
    parents = {child: node for node in ast.walk(tree) for child in ast.iter_child_nodes(node)}
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    found = set()
    for node in ast.walk(tree):
        if _type_checking_only(node, parents):
            continue
        if isinstance(node, ast.Import):
            found.update(a.name for a in node.names if a.name in known)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")
                base = base[: len(base) - node.level + 1]
                source = ".".join(base + ([node.module] if node.module else []))
            else:
                source = node.module or ""
            for alias in node.names:
                if f"{source}.{alias.name}" in known:
                    found.add(f"{source}.{alias.name}")
                elif source in known:
                    found.add(source)
    found.discard(name)
    return found


def graph() -> dict[str, set[str]]:
    known = modules()
    return {name: imports(name, path, known) for name, path in known.items()}


def circles(edges: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected parts of more than one module (Tarjan's algorithm)."""
    index, low, stack, on_stack, out = {}, {}, [], set(), []
    counter = [0]

    def visit(v):
        index[v] = low[v] = counter[0]
        counter[0] += 1
        stack.append(v)
        on_stack.add(v)
        for w in sorted(edges.get(v, ())):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            part = []
            while True:
                w = stack.pop()
                on_stack.discard(w)
                part.append(w)
                if w == v:
                    break
            if len(part) > 1:
                out.append(sorted(part))

    sys.setrecursionlimit(10000)
    for v in sorted(edges):
        if v not in index:
            visit(v)
    return out


MAX_LINES = 1000
# How a module over MAX_LINES says why, at its top (in its docstring)
LONG_REASON = "Longer than 1,000 lines because"
GENERATED = ("core/abi/",)  # written by scripts/gen_abi.py, not by hand


def long_modules() -> list[tuple[str, int]]:
    """Hand-written modules of core/ and backends/ over MAX_LINES without a reason at the top."""
    found = []
    for path in sorted([*CORE.rglob("*.py"), *(ROOT / "backends").rglob("*.py")]):
        relative = path.relative_to(ROOT).as_posix()
        if relative.startswith(GENERATED):
            continue
        text = path.read_text()
        lines = text.count("\n")
        if lines > MAX_LINES and LONG_REASON not in (ast.get_docstring(ast.parse(text)) or ""):
            found.append((relative, lines))
    return found


_PATH = re.compile(r"(?<![\w./-])((?:core|backends|tests|conformance|scripts|docs|bench|examples"
                   r"|\.ci)/[\w.*/-]*[\w*/])")
_MODULE = re.compile(r":mod:`~?(zluda(?:\.\w+)+)`")
_PLACEHOLDER = re.compile(r"[A-Z]{2,}")  # conformance/programs/NAME.py names a kind of file


def _documents():
    """(file, text) of every document and every module docstring of core/ and backends/."""
    for path in [ROOT / "README.md", *sorted((ROOT / "docs").rglob("*.md")),
                 *sorted((ROOT / "bench").glob("*.md")), *sorted(CORE.rglob("*.md"))]:
        yield path, path.read_text()
    for path in sorted([*CORE.rglob("*.py"), *(ROOT / "backends").rglob("*.py")]):
        if path.relative_to(ROOT).as_posix().startswith(GENERATED):
            continue
        doc = ast.get_docstring(ast.parse(path.read_text()))
        if doc:
            yield path, doc


def _ignored(relative: str) -> bool:
    """Whether .gitignore names the path (outputs that a run makes, such as bench/results/)."""
    patterns = [line.strip() for line in (ROOT / ".gitignore").read_text().splitlines()
                if line.strip() and not line.startswith("#")]
    return any(fnmatch.fnmatch("/" + relative.rstrip("/") + "/", f"*{p.rstrip('/')}/*")
               or fnmatch.fnmatch("/" + relative, f"*{p}") for p in patterns)


def _module_exists(name: str) -> bool:
    parts = name.split(".")[1:]
    base = ROOT / "backends" if parts[:1] == ["backends"] else CORE
    where = base.joinpath(*(parts[1:] if parts[:1] == ["backends"] else parts))
    return where.with_suffix(".py").is_file() or where.is_dir()


def missing_paths() -> list[tuple[str, str]]:
    """(document, what it names) for each repository path or zluda module that a document or
    a module docstring names and that does not exist."""
    found = []
    for path, text in _documents():
        where = path.relative_to(ROOT).as_posix()
        for match in _PATH.finditer(text):
            named = match.group(1).rstrip(".")
            if _PLACEHOLDER.search(named) or _ignored(named):
                continue
            exists = any(ROOT.glob(named)) if "*" in named else (ROOT / named).exists()
            if not exists:
                found.append((where, named))
        for match in _MODULE.finditer(text):
            if not _module_exists(match.group(1)):
                found.append((where, match.group(1)))
    return found


if __name__ == "__main__":
    for where, named in missing_paths():
        print("missing:", where, "names", named)
    for where, lines in long_modules():
        print("long:", where, lines)
    g = graph()
    for part in circles(g):
        print(len(part), part)
        for m in part:
            print("   ", m, "->", sorted(g[m] & set(part)))
