"""core/abi/surface.py: the API surface of NVIDIA's ``cuda.bindings.driver``, as data.

Run with a Python that has cuda-python 13 (``cuda.bindings``, in the test extras). It records, as
plain data, every function (parameter names and defaults, the outputs after the ``CUresult``
with their types, parsed from the "Returns" section of the docstring, and the CUDA
documentation group that ``cuda.h`` puts it in), every handle and struct type (struct fields and
their defaults), the enums that ``zluda.abi.enums`` lacks, and the module-level constants. zluda
builds the functions that it does not implement, and the types, from this file, so that it
never needs cuda-python at run time.
"""

from __future__ import annotations

import enum
import inspect
import pprint
import re
from pathlib import Path

HEADERS = ("cuda.h", "cudaGL.h", "cudaEGL.h", "cudaVDPAU.h", "cudaProfiler.h")
RETURNS = re.compile(r"\n( *)Returns\n *-------\n *CUresult(?:\n(.*?))?(?:\n *\n|\Z)", re.S)
OUTPUT = re.compile(r"\*?(\w+) : (.+)$")
DEFGROUP = re.compile(r"\\defgroup\s+(\w+)\s+(.+)")
DECL = re.compile(r"CUresult\s+CUDAAPI\s+(\w+)\s*\(")


def _type_name(text: str) -> str:
    return re.sub(r":py:obj:`~\.(\w+)`", r"\1", text).strip()


def outputs(doc: str) -> list[tuple[str, str]]:
    """(name, type) of each output after the CUresult, from a docstring's Returns section.

    The section is a numpydoc list: ``name : type`` lines at the section's indentation (a few
    docstrings are indented differently from their first line), each followed by indented text.
    """
    match = RETURNS.search(doc or "")
    if not match:
        return []
    indent = match.group(1)
    found = []
    for line in (match.group(2) or "").splitlines():
        if not line.strip():
            break
        if line.startswith(indent) and not line[len(indent):].startswith(" "):
            entry = OUTPUT.match(line[len(indent):])
            if entry:
                found.append((entry.group(1), _type_name(entry.group(2))))
    return found


def groups(include: Path) -> dict[str, str]:
    """Function name -> the title of its ``\\defgroup`` in the CUDA headers."""
    found: dict[str, str] = {}
    for header in HEADERS:
        path = include / header
        if not path.exists():
            continue
        title = "Other"
        for line in path.read_text(errors="replace").splitlines():
            group = DEFGROUP.search(line)
            if group:
                title = group.group(2).strip()
            for name in DECL.findall(line):
                found.setdefault(name, title)
    return found


def _group_by_prefix(name: str, known: dict[str, str]) -> str:
    """Functions newer than the local headers: the group of the longest known name prefix."""
    best, title = 0, "Other"
    for other, group in known.items():
        n = len(_common_prefix(name, other))
        if n > best:
            best, title = n, group
    return title if best >= 6 else "Other (newer than the local cuda.h)"


def _common_prefix(a: str, b: str) -> str:
    i = 0
    while i < min(len(a), len(b)) and a[i] == b[i]:
        i += 1
    return a[:i]


def _default(value):
    if value is None or isinstance(value, (bool, int, float)):
        return int(value) if isinstance(value, (bool, int)) and not isinstance(value, enum.Enum) \
            else value
    if isinstance(value, bytes):
        return value
    if isinstance(value, list):
        return []
    return None


def describe_classes(driver) -> tuple[list[str], dict, dict]:
    handles: list[str] = []
    structs: dict[str, dict] = {}
    enums: dict[str, dict[str, int]] = {}
    for name in sorted(dir(driver)):
        cls = getattr(driver, name)
        if name.startswith("_") or not isinstance(cls, type) or cls.__module__ == "typing":
            continue
        if issubclass(cls, int):
            enums[name] = {m: int(v) for m, v in cls.__members__.items()}
            continue
        try:
            instance = cls()
        except Exception:  # noqa: BLE001 - e.g. the global-state class
            continue
        fields = _fields(instance, structs)
        if not fields and hasattr(instance, "__int__"):
            handles.append(name)
            continue
        base = next((b.__name__ for b in cls.__mro__[1:]
                     if b.__module__ == cls.__module__ and b.__name__ != name), None)
        structs[name] = {"base": base, "fields": fields}
    return handles, structs, enums


def _fields(instance, structs: dict) -> dict:
    """The fields of a struct instance; the anonymous structs and unions that it holds
    (``anon_struct1``: CUlaunchAttributeValue's clusterDim), which cannot be made on their
    own, are described from the values found here."""
    fields = {}
    for attr in dir(instance):
        if attr.startswith("_") or attr == "getPtr":
            continue
        try:
            value = getattr(instance, attr)
        except Exception:  # noqa: BLE001 - a union member that cannot be read
            value = None
        kind = type(value).__name__
        if kind.startswith("anon_") and kind not in structs:
            structs[kind] = {"base": None, "fields": {}}  # placeholder against recursion
            structs[kind]["fields"] = _fields(value, structs)
        fields[attr] = (kind, _default(value))
    return fields


def render(include: Path, enums_module) -> str:
    """The text of core/abi/surface.py from the installed ``cuda.bindings`` and the headers in
    ``include`` (for the documentation groups); ``enums_module`` is zluda.abi.enums's (the enums
    that it lacks are recorded)."""
    from cuda.bindings import driver

    cuda_enums = enums_module

    known_groups = groups(include)
    functions = {}
    for name in sorted(dir(driver)):
        fn = getattr(driver, name)
        if not name.startswith("cu") or isinstance(fn, type) or not callable(fn):
            continue
        signature = inspect.signature(fn)
        params = tuple((p.name, p.default) if p.default is not inspect.Parameter.empty
                       else (p.name,) for p in signature.parameters.values())
        group = known_groups.get(name) or _group_by_prefix(name, known_groups)
        functions[name] = {"params": params, "outputs": tuple(outputs(fn.__doc__)),
                           "group": group}
    handles, structs, enums = describe_classes(driver)
    ours = {n for n in dir(cuda_enums) if isinstance(getattr(cuda_enums, n), type)}
    missing_enums = {n: m for n, m in enums.items() if n not in ours and n != "_FastEnum"}
    constants = {n: getattr(driver, n) for n in sorted(dir(driver))
                 if not n.startswith("_") and isinstance(getattr(driver, n), int)
                 and not isinstance(getattr(driver, n), bool)}
    import cuda.bindings

    text = [
        '"""The API surface of cuda.bindings.driver, as data. Generated by',
        "scripts/gen_abi.py from cuda-python "
        f"{cuda.bindings.__version__}; do not edit by hand.",
        "",
        "FUNCTIONS: name -> params (a tuple of (name,) or (name, default)), outputs (the (name,",
        "type) of each value after the CUresult) and group (the CUDA documentation section).",
        "HANDLES: int-like handle types. STRUCTS: name -> base and fields {name: (type, default)}.",
        "ENUMS: the enums that zluda.abi.enums (from cuda.h) lacks. CONSTANTS: module-level ints.",
        '"""',
        "",
        "# ruff: noqa: E501",
        f"CUDA_BINDINGS_VERSION = {cuda.bindings.__version__!r}",
        f"FUNCTIONS = {pprint.pformat(functions, width=100, sort_dicts=True)}",
        f"HANDLES = {pprint.pformat(tuple(handles), width=100)}",
        f"STRUCTS = {pprint.pformat(structs, width=100, sort_dicts=True)}",
        f"ENUMS = {pprint.pformat(missing_enums, width=100, sort_dicts=False)}",
        f"CONSTANTS = {pprint.pformat(constants, width=100, sort_dicts=True)}",
        "",
    ]
    return "\n".join(text)
