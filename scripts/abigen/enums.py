"""core/abi/enums.py (imported as zluda.abi.enums): every enum of cuda.h, from CUDA 13's header.

The committed file comes from CUDA 13.5's header, the newest at hand: it is in the
``nvidia-cuda-runtime`` wheel (``nvidia/cu13/include/cuda.h``, which the test extras install),
and it covers every enum member of cuda-python 13.5's ``cuda.bindings.driver`` (nvcc 13.0's
header lacks five CUresults).

Every ``typedef enum ... { ... } NAME;`` of the header becomes an ``IntEnum`` named ``NAME`` with
the header's member names and values. For ``CUresult`` it also records the first sentence of
each member's documentation, which ``cuGetErrorString`` returns.
"""

from __future__ import annotations

import bisect
import re
from pathlib import Path

ENUM = re.compile(r"typedef\s+enum\s+(\w+)?\s*\{(.*?)\}\s*(\w+)\s*;", re.S)
MEMBER = re.compile(r"(/\*\*(?:.*?)\*/)?\s*(\w+)\s*(?:=\s*([^,]+?))?\s*(?:,|$)", re.S)


def _clean_doc(doc: str | None) -> str:
    if not doc:
        return ""
    text = re.sub(r"^\s*/\*\*|\*/\s*$", "", doc)
    text = " ".join(line.strip().lstrip("*").strip() for line in text.splitlines())
    text = re.sub(r"\\(p|ref|c)\s+", "", text).replace("::", "").strip()
    match = re.match(r"(.+?\.)(\s|$)", text)
    return (match.group(1) if match else text).strip()


def _evaluate(expr: str, known: dict[str, int]) -> int:
    expr = " ".join(expr.split())
    expr = re.sub(r"(?<=[0-9a-fA-F])[uUlL]+\b", "", expr)
    expr = re.sub(r"\(\s*(?:int|unsigned int|long)\s*\)", "", expr)
    return int(eval(expr, {"__builtins__": {}}, dict(known)))  # noqa: S307 - our own header


def _defines(text: str) -> dict[str, int]:
    found: dict[str, int] = {}
    for name, expr in re.findall(r"^#define\s+(\w+)\s+([^\n]+)$", text, re.M):
        try:
            found[name] = _evaluate(expr, found)
        except Exception:  # noqa: BLE001 - not a numeric constant
            pass
    return found


def parse(header: str) -> list[tuple[str, list[tuple[str, int, str]]]]:
    text = re.sub(r"(?<!:)//[^\n]*", "", header)  # line comments, not "https://" in docs
    defines = _defines(text)
    text = re.sub(r"^[ \t]*#[^\n]*", "", text, flags=re.M)  # preprocessor lines (#if, #endif)
    enums = []
    known: dict[str, int] = dict(defines)  # members may name those of earlier enums
    # Documentation comments quote enums in \\code examples: only real definitions count.
    comments = [m.span() for m in re.finditer(r"/\*.*?\*/", text, re.S)]
    starts = [start for start, _ in comments]
    for match in ENUM.finditer(text):
        at = bisect.bisect_right(starts, match.start()) - 1
        if at >= 0 and comments[at][0] <= match.start() < comments[at][1]:
            continue
        name, body = match.group(3), match.group(2)
        body = re.sub(r"/\*(?!\*).*?\*/|/\*\*<.*?\*/", "", body, flags=re.S)
        # a member's documentation written before a leading comma: "/** ... */ , NAME = 3"
        body = re.sub(r"(/\*\*(?:(?!\*/).)*\*/)\s*,", r", \1", body, flags=re.S)
        members = []
        value = -1
        for m in MEMBER.finditer(body):
            doc, member, expr = m.groups()
            if not member or not re.match(r"[A-Za-z_]", member):
                continue
            value = _evaluate(expr, known) if expr else value + 1
            if 2**31 <= value < 2**32:  # an int enumerator, as C (and cuda.bindings) read it
                value -= 2**32
            known[member] = value
            members.append((member, value, _clean_doc(doc)))
        if members:
            enums.append((name, members))
    return enums


def render(header: Path) -> str:
    """The text of core/abi/enums.py from ``header`` (a cuda.h)."""
    text = header.read_text()
    enums = parse(text)
    version = re.search(r"#define CUDA_VERSION (\d+)", text).group(1)
    lines = [
        '"""CUDA 13 driver API enums, generated from cuda.h by scripts/gen_abi.py.',
        "",
        "Do not edit by hand: run the script again.",
        '"""',
        "",
        "from enum import IntEnum",
        "",
        f"CUDA_VERSION = {version}  # the header's",
        "",
    ]
    messages = {}
    for name, members in enums:
        lines += ["", f"class {name}(IntEnum):"]
        for member, value, doc in members:
            lines.append(f"    {member} = {value}")
            if name == "CUresult":
                messages[member] = doc
        lines.append("")
    lines += ["",
              "# cuGetErrorString: the first sentence of each CUresult's documentation in cuda.h",
              "ERROR_STRINGS = {"]
    for member, doc in messages.items():
        lines.append(f"    {member!r}: {doc!r},")
    lines += ["}", ""]
    return "\n".join(lines)
