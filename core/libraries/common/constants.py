"""The enumeration constants of a generated ABI module, read from its C declarations
(``TYPES``), so that a library's Python speaks the header's names without a copy of them."""

from __future__ import annotations

import re

# "typedef enum tag { ... } name;", and "enum tag { ... };" (cuRAND's, typedef'd apart)
_ENUM = re.compile(r"(?:typedef\s+)?enum\s+(\w*)\s*\{([^}]*)\}\s*(\w*)\s*;")
_MEMBER = re.compile(r"^\s*(\w+)(?:\s*=\s*([^,]+?))?\s*$")


def enumerations(types: str) -> dict[str, dict[str, int]]:
    """typedef name (or, for an enum declared without one, its tag) -> {member: value} for
    every enum of ``types`` (members whose values are numbers, other members' names, ``|`` and
    ``+`` of those)."""
    found: dict[str, dict[str, int]] = {}
    known: dict[str, int] = {}
    for tag, body, name in _ENUM.findall(types):
        name = name or tag
        members, following = {}, 0
        for item in body.split(","):
            match = _MEMBER.match(item)
            if match is None:
                continue
            member, expression = match.groups()
            value = following if expression is None else eval(  # noqa: S307 - see below
                expression, {"__builtins__": {}}, known)  # numbers, known names, | and +
            members[member] = known[member] = value
            following = value + 1
        found[name] = members
    return found


def constants(types: str) -> dict[str, int]:
    """Every enumeration constant of ``types``: name -> value."""
    return {member: value for members in enumerations(types).values()
            for member, value in members.items()}
