"""Compilation targets. ``get_target("spirv")`` returns the SPIR-V target;
``get_target("amdgpu:gfx1100")`` the AMDGPU target for an AMD target ID (see ``amdgpu.py``:
``amdgpu:gfx90a:sramecc+:xnack-``, and ``@v6`` for code-object version 6). A suffix
``;approx=ex2,lg2,...`` computes those ``.approx.f32`` functions with the device's f32 math
(:attr:`Target.f32_approx`; ``zluda.runtime.calibration`` decides which, per device);
``;off=nan_escapes,flushed,addressing`` turns those compiler changes off (for measuring them);
``;shuffle=memory`` makes warp shuffles go through local memory (SPIR-V on CPU devices);
``;ftz=device`` leaves the flushes of ``.ftz`` arithmetic to a device that loads the module in
its flush-to-zero mode (``passes/device_flush.py``; SPIR-V, where a measurement of the device
found that it flushes); ``;tid=warp`` rebuilds ``%tid`` of flattened kernels from the warp's
number, for blocks whose x size is a multiple of 32 (:func:`zluda.ptx.abi.reads_tid_from_warp`;
targets that flatten warp kernels)."""

from __future__ import annotations

from .base import Target
from .spirv import SpirvTarget

# Compiler changes that a target name can turn off (``;off=...``), to measure what each gains
OPTIONAL_PASSES = ("nan_escapes", "flushed", "addressing", "matrix_scratch")


def get_target(name: str) -> Target:
    """The target named ``name``: ``spirv``, or ``amdgpu:<target ID>[@v5|@v6]``, each with
    optional ``;approx=<functions>``, ``;off=<passes>`` (:data:`OPTIONAL_PASSES`) and, where
    the target can, ``;shuffle=memory``, ``;ftz=device`` and ``;tid=warp``."""
    base, *options = name.split(";")
    kind, _, spec = base.partition(":")
    if kind == "amdgpu":
        from .amdgpu import AmdgpuTarget  # loaded when asked for: a SPIR-V device never needs it

        target = AmdgpuTarget.from_spec(spec)
    elif base == "spirv":
        target = SpirvTarget()
    else:
        raise ValueError(f"unknown compilation target '{name}' (known: spirv, "
                         "amdgpu:<gfx>, e.g. amdgpu:gfx1100)")
    for option in options:
        key, _, value = option.partition("=")
        names = frozenset(f for f in value.split(",") if f)
        if key == "approx" and names <= set(target.f32_approx_candidates):
            target.f32_approx = names
        elif key == "off" and names <= set(OPTIONAL_PASSES):
            target.disabled = names
        elif key == "shuffle" and value == "memory" and target.can_shuffle_through_memory:
            target.shuffles_through_memory = True
        elif key == "ftz" and value == "device" and target.can_flush_on_device:
            target.flushes_on_device = True
        elif key == "tid" and value == "warp" and target.flattens_warp_kernels:
            target.reads_tid_from_warp = True
        else:
            raise ValueError(f"unknown option '{option}' of target '{base}' (it takes"
                             f" approx=<some of {','.join(target.f32_approx_candidates)}>,"
                             f" off=<some of {','.join(OPTIONAL_PASSES)}>"
                             + ("".join(f" and {o}" for o, can in (
                                 ("shuffle=memory", target.can_shuffle_through_memory),
                                 ("ftz=device", target.can_flush_on_device),
                                 ("tid=warp", target.flattens_warp_kernels)) if can) + ")"))
    return target


def with_options(name: str, approx=None, off=None, ftz=None, tid=None) -> str:
    """Target ``name`` with its ``approx``, ``off``, ``ftz`` and ``tid`` options replaced (None:
    kept as they are; an empty collection or string: the option dropped)."""
    base, *options = name.split(";")
    current = dict(o.partition("=")[::2] for o in options)
    for key, value in (("approx", approx), ("off", off), ("ftz", ftz), ("tid", tid)):
        if isinstance(value, str):
            value = [value] if value else []
        if value is not None:
            current[key] = ",".join(sorted(value))
    return ";".join([base] + [f"{k}={v}" for k, v in sorted(current.items()) if v])


def with_f32_approx(name: str, functions) -> str:
    """The name of target ``name`` computing ``functions`` in f32 (see :func:`get_target`)."""
    return with_options(name, approx=functions)
