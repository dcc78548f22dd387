"""The compiler's front end, PTX text to LLVM IR, with the order of its passes in one place.

    PTX text --parse--> AST --resolve--> symbols --implicit conversions--> typed operands
    --predication--> control-flow graph --expand operands--> normalized addresses
    --barrier hub (targets whose barriers count every thread)--> one barrier per function
    --warp usage (targets that flatten warp kernels)--> the kernels that run warp by warp
    --lower--> LLVM IR

:func:`front_end` runs them, in that order, and times each (``timings["pass:<name>"]``;
``timings["passes"]`` is their sum; ``ZLUDA_TRACE=passes`` prints them on stderr). Lowering
runs the per-function analyses itself, as it reaches each function (SSA registers, NaN
escapes, addressing: :class:`zluda.ptx.passes.lower.FunctionLowering`), since they read the
function's lowering state. The LLVM stage that follows (link helpers, verify, optimize, emit)
runs in a worker process (:mod:`zluda.ptx.worker`); :mod:`zluda.ptx.compiler` drives both,
with the disk cache around them. The front end's modules load on the first cache miss: a
program whose kernels and layouts are all cached never imports them.
"""

from __future__ import annotations

import gc
import os
import time

from .errors import CompileError, InternalCompilerError, Source
from .module_info import ModuleInfo
from .targets.base import Target
from .teardown import dismantle_ast, dismantle_ir


def passes() -> tuple:
    """The passes that run on every target between resolving and lowering, in order."""
    from .passes.expand_operands import expand_operands
    from .passes.implicit_conversions import insert_implicit_conversions
    from .passes.predication import predication_to_control_flow

    return (insert_implicit_conversions, predication_to_control_flow, expand_operands)


def _tracing_passes() -> bool:
    return "passes" in os.environ.get("ZLUDA_TRACE", "").split(",")


def front_end(ptx: str, target: Target, name: str) -> tuple[str, ModuleInfo, dict, list]:
    """PTX text to LLVM IR text (unoptimized), the module's info and the timings, and the
    front end's objects (the AST, the resolved module, llvmlite's module, their cycles cut by
    :mod:`zluda.ptx.teardown`), for the caller to free. Call it with the cyclic collector
    paused. Every failure is a :class:`CompileError`: an error that no check foresaw is an
    :class:`InternalCompilerError` at the place that the compiler was working on."""
    try:
        return _run(ptx, target, name)
    except CompileError:
        raise
    except Exception as exc:  # noqa: BLE001 - RecursionError, MemoryError, a bug of ours
        raise InternalCompilerError.from_exception(exc, Source(ptx, name)) from exc


def _run(ptx: str, target: Target, name: str) -> tuple[str, ModuleInfo, dict, list]:
    from .parser import parse
    from .passes.barriers import join_barriers_at_a_hub
    from .passes.lower import ModuleLowering
    from .passes.resolve import resolve
    from .passes.warp_usage import kernels_using_warps

    timings: dict[str, float] = {}
    clock = [time.perf_counter()]

    def timed(key: str) -> None:
        now = time.perf_counter()
        timings[key] = now - clock[0]
        clock[0] = now

    module, source = parse(ptx, name)
    timed("parse")
    resolved = resolve(module, source)
    timed("pass:resolve")
    for run_pass in passes():
        run_pass(resolved)
        timed("pass:" + run_pass.__name__)
    if target.barrier_counts_every_thread:
        join_barriers_at_a_hub(resolved)
        timed("pass:join_barriers_at_a_hub")
    flattened = kernels_using_warps(resolved) if target.flattens_warp_kernels else set()
    timed("pass:kernels_using_warps")
    timings["passes"] = sum(v for k, v in timings.items() if k.startswith("pass:"))
    llvm_module, info = ModuleLowering(resolved, target, flattened).run()
    text = str(llvm_module)
    dismantle_ir(llvm_module)
    dismantle_ast(module)
    timed("build_ir")
    if _tracing_passes():
        shown = ", ".join(f"{k.removeprefix('pass:')} {v * 1e3:.2f} ms"
                          for k, v in timings.items() if k != "passes")
        os.write(2, f"zluda trace: passes of {name} ({target.name}): {shown}\n".encode())
    return text, info, timings, [module, source, resolved, llvm_module]


def llvm_request(target: Target, llvm_ir: str | list[str], info: ModuleInfo,
                 with_ir: bool = False) -> tuple:
    """The job for the LLVM stage (:func:`zluda.ptx.worker.llvm_stage`): the module's IR (or
    its parts', which the stage links into one module) and helpers, everything the target asks
    of LLVM, and whether to return the optimized IR too (printing it costs; only ``zluda ptx
    compile --emit-llvm`` wants it)."""
    return (llvm_ir, target.triple, target.cpu, target.features, info.helpers,
            target.llvm_passes, target.llvm_options, target.bitcode_libraries(),
            target.ir_rewrites, with_ir)


def part_job(ptx: str, target: Target, name: str, llvm) -> tuple[bytes, ModuleInfo, dict]:
    """One part of a module compiled in parts (:func:`zluda.ptx.compiler._build_in_parts`), in
    a worker's job process, which ends with the job (so nothing is torn down or collected): its
    front end and its share of the LLVM stage (``llvm``: :mod:`zluda.ptx.llvm`): for a target
    that links objects the object, else the optimized bitcode. Returns it with the part's info
    and timings, which include the job process's CPU seconds (``cpu``)."""
    gc.disable()
    llvm_ir, info, timings, _ = front_end(ptx, target, name)
    t0 = time.perf_counter()
    request = llvm_request(target, llvm_ir, info)
    if target.links_objects:
        product, _ = llvm.emit_object(*request)
    else:
        product = llvm.optimized_bitcode(*request)
    timings["llvm"] = time.perf_counter() - t0
    timings["cpu"] = time.process_time()  # the job's process began at its fork
    return product, info, timings
