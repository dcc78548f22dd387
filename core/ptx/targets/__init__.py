"""Compilation targets. ``get_target("spirv")`` returns the SPIR-V target;
``get_target("amdgpu:gfx1100")`` the AMDGPU target for an AMD target ID (see ``amdgpu.py``:
``amdgpu:gfx90a:sramecc+:xnack-``, and ``@v6`` for code-object version 6). A suffix
``;approx=ex2,lg2,...`` computes those ``.approx.f32`` functions with the device's f32 math
(:attr:`Target.f32_approx`; ``zluda.runtime.calibration`` decides which, per device)."""

from __future__ import annotations

from .amdgpu import AmdgpuTarget
from .base import Target
from .spirv import SpirvTarget

TARGETS: dict[str, type[Target]] = {"spirv": SpirvTarget, "amdgpu": AmdgpuTarget}


def get_target(name: str) -> Target:
    """The target named ``name``: ``spirv``, or ``amdgpu:<target ID>[@v5|@v6]``, each with an
    optional ``;approx=<functions>``."""
    base, _, options = name.partition(";")
    kind, _, spec = base.partition(":")
    if kind == "amdgpu":
        target = AmdgpuTarget.from_spec(spec)
    elif base in TARGETS:
        target = TARGETS[base]()
    else:
        raise ValueError(f"unknown compilation target '{name}' (known: spirv, "
                         "amdgpu:<gfx>, e.g. amdgpu:gfx1100)")
    if options:
        key, _, value = options.partition("=")
        functions = frozenset(f for f in value.split(",") if f)
        if key != "approx" or not functions <= set(target.f32_approx_candidates):
            raise ValueError(f"unknown option '{options}' of target '{base}' (it takes"
                             f" approx=<some of {','.join(target.f32_approx_candidates)}>)")
        target.f32_approx = functions
    return target


def with_f32_approx(name: str, functions) -> str:
    """The name of target ``name`` computing ``functions`` in f32 (see :func:`get_target`)."""
    base = name.partition(";")[0]
    return f"{base};approx={','.join(sorted(functions))}" if functions else base
