"""Compilation targets. ``get_target("spirv")`` returns the SPIR-V target."""

from __future__ import annotations

from .base import Target
from .spirv import SpirvTarget

TARGETS: dict[str, type[Target]] = {"spirv": SpirvTarget}


def get_target(name: str) -> Target:
    try:
        return TARGETS[name]()
    except KeyError:
        known = ", ".join(sorted(TARGETS))
        raise ValueError(f"unknown compilation target '{name}' (known: {known})") from None
