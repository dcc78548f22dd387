"""The compiler's driver: the order of the passes, in one place.

    PTX text --parse--> AST --resolve--> symbols --implicit conversions--> typed operands
    --predication--> control-flow graph --expand operands--> normalized addresses
    --lower--> LLVM IR --(worker process) link helpers, verify, optimize, emit--> binary

:func:`compile_ptx` adds the disk cache around it; :func:`translate` stops at LLVM IR. The front
end's modules load on the first cache miss (:func:`passes`): a program whose kernels and layouts
are all cached never imports them.
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
from .targets import get_target
from .targets.base import Target
from .teardown import dismantle_ast, dismantle_ir, pause_cyclic_gc
from .worker import compile_parts, job_slots, llvm_stage, start_worker

log = logging.getLogger("zluda")


def passes() -> tuple:
    """The passes that run between parsing and lowering, in order. The front end's modules load
    here, on a cache miss: a program whose kernels are all cached never imports them."""
    from .passes.expand_operands import expand_operands
    from .passes.implicit_conversions import insert_implicit_conversions
    from .passes.predication import predication_to_control_flow

    return (insert_implicit_conversions, predication_to_control_flow, expand_operands)


def translate(ptx: str, target: Target, name: str = "<ptx>") -> tuple[str, ModuleInfo, dict]:
    """PTX text to LLVM IR text (unoptimized) and what the runtime needs to know. Every failure
    is a :class:`CompileError`: an error that no check foresaw is an
    :class:`InternalCompilerError` at the place that the compiler was working on."""
    with pause_cyclic_gc():
        text, info, timings, leftovers = _front_end(ptx, target, name)
        leftovers.clear()  # freed while the collector is paused: it never walks them
    return text, info, timings


def _front_end(ptx: str, target: Target, name: str) -> tuple[str, ModuleInfo, dict, list]:
    """:func:`translate`, and the front end's objects (the AST, the resolved module, llvmlite's
    module, their cycles cut by :mod:`zluda.ptx.teardown`), for the caller to free. Call it with
    the cyclic collector paused (:mod:`zluda.ptx.teardown`)."""
    try:
        return _translate(ptx, target, name)
    except CompileError:
        raise
    except Exception as exc:  # noqa: BLE001 - RecursionError, MemoryError, a bug of ours
        raise InternalCompilerError.from_exception(exc, Source(ptx, name)) from exc


def _translate(ptx: str, target: Target, name: str) -> tuple[str, ModuleInfo, dict, list]:
    from .parser import parse
    from .passes.barriers import join_barriers_at_a_hub
    from .passes.lower import ModuleLowering
    from .passes.resolve import resolve

    timings: dict[str, float] = {}
    t0 = time.perf_counter()
    module, source = parse(ptx, name)
    t1 = time.perf_counter()
    timings["parse"] = t1 - t0
    resolved = resolve(module, source)
    for run_pass in passes():
        run_pass(resolved)
    if target.barrier_counts_every_thread:
        join_barriers_at_a_hub(resolved)
    t2 = time.perf_counter()
    timings["passes"] = t2 - t1
    llvm_module, info = ModuleLowering(resolved, target).run()
    text = str(llvm_module)
    dismantle_ir(llvm_module)
    dismantle_ast(module)
    timings["build_ir"] = time.perf_counter() - t2
    return text, info, timings, [module, source, resolved, llvm_module]


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


def llvm_request(target: Target, llvm_ir: str | list[str], info: ModuleInfo,
                 with_ir: bool = False) -> tuple:
    """The job for the LLVM stage (:func:`zluda.ptx.worker.llvm_stage`): the module's IR (or
    its parts', which the stage links into one module) and helpers, everything the target asks
    of LLVM, and whether to return the optimized IR too (printing it costs; only ``zluda ptx
    compile --emit-llvm`` wants it)."""
    return (llvm_ir, target.triple, target.cpu, target.features, info.helpers,
            target.llvm_passes, target.llvm_options, target.bitcode_libraries(),
            target.ir_rewrites, with_ir)


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
    llvm_ir, info, timings, leftovers = _front_end(ptx, target, name)
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
    """The binary of a large module compiled in parts, side by side, each part in a worker
    process of its own (:func:`part_job`). For a target that links objects (AMDGPU) a part is
    compiled whole and the parts' objects are linked; for one that does not (SPIR-V), each part
    is translated and optimized, and one LLVM stage joins the parts' bitcode and generates the
    code (the only work left to do one at a time). Kernels that share a function are in one part
    (:meth:`zluda.ptx.subset.ModuleParts.groups`); every part lays out all of the module's
    variables, so their globals blocks agree. None when the module is not worth splitting;
    :class:`_PartsFailed` when a part fails, or the parts disagree. The timings are the parts'
    sums (the LLVM stage's, or the link's, added), with the number of ``parts``, the wall time
    of compiling them (``parts_wall``) and the CPU time of the longest (``longest_part``): with
    a CPU for each part, the compile would take its time less ``parts_wall`` plus
    ``longest_part``."""
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


def part_job(ptx: str, target: Target, name: str, llvm) -> tuple[bytes, ModuleInfo, dict]:
    """One part of a module compiled in parts (:func:`_build_in_parts`), in a worker's job
    process, which ends with the job (so nothing is torn down or collected): its front end and
    its share of the LLVM stage (``llvm``: :mod:`zluda.ptx.llvm`): for a target that links
    objects the object, else the optimized bitcode. Returns it with the part's info and
    timings, which include the job process's CPU seconds (``cpu``)."""
    import gc

    gc.disable()
    llvm_ir, info, timings, _ = _front_end(ptx, target, name)
    t0 = time.perf_counter()
    request = llvm_request(target, llvm_ir, info)
    if target.links_objects:
        product, _ = llvm.emit_object(*request)
    else:
        product = llvm.optimized_bitcode(*request)
    timings["llvm"] = time.perf_counter() - t0
    timings["cpu"] = time.process_time()  # the job's process began at its fork
    return product, info, timings


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
