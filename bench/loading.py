"""Module loading: what a program pays to load a large module and to use a few of its kernels.

Real programs carry large modules and launch a few kernels of each (a Thrust program holds
hundreds of CUB kernels; one ggml-cuda module is 11 MB of PTX). zluda loads a module lazily, as
CUDA does: ``cuModuleLoadData`` lays out its variables, and each kernel compiles on its first
``cuModuleGetFunction``; the cache holds kernels (our SPIR-V and the device's own binary of it).
Two modules: bench/kernels/large.ptx (1.4 MB, 336 kernels) and the same eight times over with
the kernels renamed (11 MB, 2,688 kernels). For each: the load, with the cache empty and then
full, and the first use of three kernels, cold and from the cache, in one process (a context
per pass). The whole-module compile that eager loading costs is printed for the first module.
"""

from __future__ import annotations

import re
import statistics
import tempfile
import time
from pathlib import Path

from .environment import setting
from .translation import check, driver

LARGE = Path(__file__).resolve().parent / "kernels" / "large.ptx"
USED = 3  # kernels that the "program" launches


def _replicated(ptx: str, copies: int) -> str:
    head, marker, body = ptx.partition("\n.visible")
    return head + "".join(re.sub(r"(_Z\w+)", rf"\g<1>_{i}", marker + body) for i in range(copies))


def _load_and_use(cuda, ptx: bytes, names: list[str]) -> tuple[float, list[float]]:
    t0 = time.perf_counter()
    module = check(cuda, cuda.cuModuleLoadData(ptx))
    load = time.perf_counter() - t0
    uses = []
    for name in names:
        t0 = time.perf_counter()
        check(cuda, cuda.cuModuleGetFunction(module, name.encode()))
        uses.append(time.perf_counter() - t0)
    check(cuda, cuda.cuModuleUnload(module))
    return load, uses


def _whole_module(ptx: str) -> tuple[float, float]:
    """Our compile of the whole module and the device's build of its SPIR-V (cache off)."""
    from zluda.ptx import compile_ptx
    from zluda.runtime.context import current_context

    t0 = time.perf_counter()
    compiled = compile_ptx(ptx, current_context().device.compiler_target, use_cache=False)
    ours = time.perf_counter() - t0
    t0 = time.perf_counter()
    current_context().device.backend_device.load_module(compiled.binary).close()
    return ours, time.perf_counter() - t0


def run(quick: bool = False) -> list[str]:
    cuda = driver()
    from zluda.runtime.context import current_context

    _ = current_context().device.compiler_target  # measured (and cached) before the cache moves
    with setting("ZLUDA_CACHE_DIR", tempfile.mkdtemp(prefix="zluda-bench-loading-")):
        lines = ["## Module loading (lazy: each kernel compiles on first use)", "",
                 f"| module | size | kernels | load, cold | load, cached | first use of a kernel,"
                 f" cold (median of {USED}) | the same, cached |", "|---|---|---|---|---|---|---|"]
        base = LARGE.read_text()
        for label, ptx in (("bench/kernels/large.ptx", base),
                           ("large.ptx x8, renamed", _replicated(base, 8))):
            names = re.findall(r"\.entry\s+(\w+)", ptx)
            used = names[:: max(1, len(names) // USED)][:USED]
            cold_load, cold_uses = _load_and_use(cuda, ptx.encode(), used)
            warm_load, warm_uses = _load_and_use(cuda, ptx.encode(), used)
            lines.append(f"| {label} | {len(ptx) / 1e6:.1f} MB | {len(names)} |"
                         f" {cold_load:.2f} s | {warm_load:.2f} s |"
                         f" {statistics.median(cold_uses):.2f} s |"
                         f" {statistics.median(warm_uses) * 1000:.1f} ms |")
        if not quick:
            ours, device = _whole_module(base)
            lines += ["", f"Eager loading of bench/kernels/large.ptx instead (the whole module,"
                          f" cache off): our compile {ours:.1f} s, then the device's build of"
                          f" the SPIR-V {device:.1f} s."]
        return lines
