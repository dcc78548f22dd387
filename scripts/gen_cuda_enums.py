#!/usr/bin/env python3
"""Generate core/cuda_enums.py (imported as zluda.cuda_enums) from CUDA 13's cuda.h.

    python scripts/gen_cuda_enums.py [/usr/local/cuda/include/cuda.h]

Every ``typedef enum ... { ... } NAME;`` of the header becomes an ``IntEnum`` named ``NAME`` with
the header's member names and values. For ``CUresult`` it also records the first sentence of
each member's documentation, which ``cuGetErrorString`` returns.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "core" / "cuda_enums.py"
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
    text = re.sub(r"//[^\n]*", "", header)
    defines = _defines(text)
    enums = []
    for match in ENUM.finditer(text):
        name, body = match.group(3), match.group(2)
        body = re.sub(r"/\*(?!\*).*?\*/|/\*\*<.*?\*/", "", body, flags=re.S)
        members = []
        value = -1
        known: dict[str, int] = dict(defines)
        for m in MEMBER.finditer(body):
            doc, member, expr = m.groups()
            if not member or not re.match(r"[A-Za-z_]", member):
                continue
            value = _evaluate(expr, known) if expr else value + 1
            known[member] = value
            members.append((member, value, _clean_doc(doc)))
        if members:
            enums.append((name, members))
    return enums


def main() -> int:
    header = Path(sys.argv[1] if len(sys.argv) > 1 else "/usr/local/cuda/include/cuda.h")
    enums = parse(header.read_text())
    lines = [
        '"""CUDA 13 driver API enums, generated from cuda.h by scripts/gen_cuda_enums.py.',
        "",
        "Do not edit by hand: run the script again.",
        '"""',
        "",
        "from enum import IntEnum",
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
    OUT.write_text("\n".join(lines))
    print(f"wrote {len(enums)} enums to {OUT}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
