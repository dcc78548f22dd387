"""Compilation targets. ``get_target("spirv")`` returns the SPIR-V target;
``get_target("amdgpu:gfx1100")`` the AMDGPU target for an AMD target ID (see ``amdgpu.py``:
``amdgpu:gfx90a:sramecc+:xnack-``, and ``@v6`` for code-object version 6)."""

from __future__ import annotations

from .amdgpu import AmdgpuTarget
from .base import Target
from .spirv import SpirvTarget

TARGETS: dict[str, type[Target]] = {"spirv": SpirvTarget, "amdgpu": AmdgpuTarget}


def get_target(name: str) -> Target:
    """The target named ``name``: ``spirv``, or ``amdgpu:<target ID>[@v5|@v6]``."""
    kind, _, spec = name.partition(":")
    if kind == "amdgpu":
        return AmdgpuTarget.from_spec(spec)
    try:
        return TARGETS[name]()
    except KeyError:
        raise ValueError(f"unknown compilation target '{name}' (known: spirv, "
                         "amdgpu:<gfx>, e.g. amdgpu:gfx1100)") from None
