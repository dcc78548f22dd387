"""The compiler's driver: the front end (:mod:`zluda.ptx.pipeline`, where the passes' order
is), then the LLVM stage in a worker process (:mod:`zluda.ptx.worker`: link helpers, verify,
optimize, emit), with the disk cache around both.

:func:`compile_ptx` compiles (a large module in parts, side by side); :func:`translate` stops
at LLVM IR.
"""

from __future__ import annotations

import logging
import time

from . import cache
from .errors import (
    CompileError,
    CompilerCrash,
    InternalCompilerError,
    LinkerNotFound,
    PtxUnsupportedError,
    Source,
)
from .module_info import CompiledModule, ModuleInfo
from .pipeline import front_end, llvm_request, passes
from .targets import get_target
from .targets.base import Target
from .teardown import pause_cyclic_gc
from .worker import compile_parts, job_slots, llvm_stage, start_worker

log = logging.getLogger("zluda")


def translate(ptx: str, target: Target, name: str = "<ptx>") -> tuple[str, ModuleInfo, dict]:
    """PTX text to LLVM IR text (unoptimized) and what the runtime needs to know. Every failure
    is a :class:`CompileError`: an error that no check foresaw is an
    :class:`InternalCompilerError` at the place that the compiler was working on."""
    with pause_cyclic_gc():
        text, info, timings, leftovers = front_end(ptx, target, name)
        leftovers.clear()  # freed while the collector is paused: it never walks them
    return text, info, timings


def module_layout(ptx: str, target: Target, name: str = "<ptx>") -> ModuleInfo:
    """What :func:`translate` says of a module that holds only variables (a lazily loaded
    module's layout: :mod:`zluda.ptx.subset`), remembered in the cache as a compile is."""
    k = cache.key(ptx, f"layout:{target.cache_key}") if cache.enabled() else None
    if k is not None:
        hit = cache.load(k)
        if isinstance(hit, ModuleInfo):
            return hit
    _ir, info, _ = translate(ptx, target, name)
    if k is not None:
        cache.store(k, info)
    return info


def compile_ptx(ptx: str, target: Target | str = "spirv", name: str = "<ptx>",
                use_cache: bool = True) -> CompiledModule:
    """Compile PTX for ``target``; raise a :class:`~zluda.ptx.errors.CompileError` subclass."""
    if isinstance(target, str):
        target = get_target(target)
    k = None
    if use_cache and cache.enabled():
        t0 = time.perf_counter()
        k = cache.key(ptx, target.cache_key)
        hit = cache.load(k)
        if isinstance(hit, CompiledModule):
            hit.from_cache = True
            hit.cache_key = k
            hit.timings = {"cache": time.perf_counter() - t0}
            return hit
    start_worker()  # its start-up (the first compile of a process) overlaps the front end
    with pause_cyclic_gc():
        try:
            built = _build_in_parts(ptx, target, name)
        except _PartsFailed as failure:
            # compiled whole, a module with an error reports it at its place in the module's
            # own text; a module that compiles whole met a bug of ours in its parts
            built = _build(ptx, target, name)
            log.warning("zluda: compiling %s in parts failed (%s); it compiled whole", name,
                        failure)
        if built is None:
            built = _build(ptx, target, name)
    binary, info, timings = built
    compiled = CompiledModule(binary, info, target.name, timings, cache_key=k)
    if k is not None:
        cache.store(k, CompiledModule(binary, info, target.name))
    return compiled


def _build(ptx: str, target: Target, name: str) -> tuple[bytes, ModuleInfo, dict]:
    """The binary of the whole module, compiled as one."""
    llvm_ir, info, timings, leftovers = front_end(ptx, target, name)
    t0 = time.perf_counter()
    try:
        # the front end's objects are freed while the worker process runs LLVM
        obj, _ = llvm_stage(llvm_request(target, llvm_ir, info), meanwhile=leftovers.clear)
    except CompilerCrash as crash:
        raise _placed(crash, ptx, name, target) from None
    binary = target.link([obj])
    timings["llvm"] = time.perf_counter() - t0
    return binary, info, timings


# A module compiles in parts when more than one part may compile at a time
# (zluda.ptx.worker.job_slots) and it has this much PTX; a part has at least PART_BYTES.
PARTS_MIN_BYTES = 96 << 10
PART_BYTES = 32 << 10


def _build_in_parts(ptx: str, target: Target, name: str) -> tuple | None:
    """The binary of a large module compiled in parts, side by side, each part in a worker process
    of its own (:func:`zluda.ptx.pipeline.part_job`). For a target that links objects (AMDGPU) a
    part is compiled whole and the parts' objects are linked; for one that does not (SPIR-V),
    each part is translated and optimized, and one LLVM stage joins the parts' bitcode and
    generates the code (the only work left to do one at a time). Kernels that share a function
    are in one part (:meth:`zluda.ptx.subset.ModuleParts.groups`); every part lays out all of
    the module's variables, so their globals blocks agree. None when the module is not worth
    splitting; :class:`_PartsFailed` when a part fails, or the parts disagree. The timings are
    the parts' sums (the LLVM stage's, or the link's, added), with the number of ``parts``, the
    wall time of compiling them (``parts_wall``) and the CPU time of the longest
    (``longest_part``): with a CPU for each part, the compile would take its time less
    ``parts_wall`` plus ``longest_part``."""
    slots = job_slots()
    if slots <= 1 or len(ptx) < PARTS_MIN_BYTES:
        return None
    from .subset import ModuleParts, SplitError

    try:
        parts = ModuleParts(ptx)
    except SplitError:
        return None
    groups = parts.groups(min(slots, len(ptx) // PART_BYTES))
    if len(groups) < 2:
        return None
    started = time.perf_counter()
    try:
        results = compile_parts([(parts.text_for(group), target, name) for group in groups],
                                slots)
    except CompileError as exc:
        raise _PartsFailed(exc) from None
    parts_wall = time.perf_counter() - started
    info = _merged_infos([info for _, info, _ in results], parts.entries)
    if info is None:
        raise _PartsFailed("the parts laid out the module's variables differently, or lost a"
                           " kernel")
    products = [product for product, _, _ in results]
    t0 = time.perf_counter()
    try:
        if target.links_objects:
            binary = target.link(products)
        else:  # the parts' optimized bitcode, joined in one LLVM stage
            obj, _ = llvm_stage(join_request(target, products))
            binary = target.link([obj])
    except LinkerNotFound:
        raise
    except CompilerCrash as crash:
        raise _PartsFailed(crash) from None
    timings = {key: sum(t[key] for _, _, t in results)
               for key in ("parse", "passes", "build_ir", "llvm")}
    timings["llvm"] += time.perf_counter() - t0
    timings["parts"] = len(groups)
    timings["parts_wall"] = parts_wall
    timings["longest_part"] = max(t["cpu"] for _, _, t in results)
    return binary, info, timings


class _PartsFailed(Exception):
    """A module's compile in parts failed (a part's error, or a bug of ours)."""


def join_request(target: Target, parts: list[bytes]) -> tuple:
    """The LLVM stage's job that joins the optimized bitcode of a module's parts
    (:func:`zluda.ptx.llvm.optimized_bitcode`) and generates its code: nothing to link in, to
    optimize or to rewrite, all done in the parts."""
    return (parts, target.triple, target.cpu, target.features, [], (), target.llvm_options,
            (), (), False)


def _merged_infos(infos: list[ModuleInfo], entries: list[str]) -> ModuleInfo | None:
    """The module's info from its parts' (kernels in the module's order); None if the parts
    laid out its variables differently or lost a kernel (they cannot, by construction)."""
    first = infos[0]
    layout = (first.globals_size, first.globals_init, first.relocations, first.symbols,
              first.managed)
    if any((i.globals_size, i.globals_init, i.relocations, i.symbols, i.managed) != layout
           for i in infos[1:]):
        return None
    kernels = {}
    for info in infos:
        kernels.update(info.kernels)
    if set(kernels) != set(entries):
        return None
    helpers = list(dict.fromkeys(h for info in infos for h in info.helpers))
    return ModuleInfo({e: kernels[e] for e in entries}, first.globals_size, first.globals_init,
                      first.relocations, first.symbols, helpers, first.managed)


def check_syntax(ptx: str, name: str = "<ptx>") -> None:
    """Parse the module and raise the parser's :class:`CompileError` (with its line and
    column) if it is not well-formed PTX. A module that parsed once is remembered in the cache
    (its text's hash), so that loading it again costs no parse."""
    k = cache.key(ptx, "syntax") if cache.enabled() else None
    if k is not None and cache.load(k) is True:
        return
    from .parser import parse

    try:
        with pause_cyclic_gc():
            parse(ptx, name)
    except CompileError:
        raise
    except Exception as exc:  # noqa: BLE001 - RecursionError, a bug of ours
        raise InternalCompilerError.from_exception(exc, Source(ptx, name)) from exc
    if k is not None:
        cache.store(k, True)


def _placed(crash: CompilerCrash, ptx: str, name: str, target: Target) -> CompileError:
    """An LLVM failure whose PTX cause the target knows, reported at that construct; else the
    crash."""
    from .parser import first_token

    for symptom, token, message in target.known_llvm_failures:
        if symptom in crash.message:
            pos = first_token(ptx, token)
            if pos is not None:
                return PtxUnsupportedError(message, Source(ptx, name), pos)
    return crash


def forget_cached(compiled: CompiledModule) -> None:
    """Drop the cache entry of a module whose binary the device refused: its checksum held, so
    the entry was written bad (an older runtime, a changed driver), and it must be rebuilt."""
    if compiled.cache_key is not None:
        cache.forget(compiled.cache_key)


__all__ = ["CompileError", "CompiledModule", "check_syntax", "compile_ptx", "forget_cached",
           "llvm_request", "module_layout", "passes", "translate"]
