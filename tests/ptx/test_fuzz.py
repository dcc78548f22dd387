"""Robustness: mutated PTX, loaded through the driver API, kills nothing, hangs nothing, and
fails only with a verdict on the PTX that names its place.

A few hundred mutants with a fixed seed (``conformance/mutate.py``: real nvcc, NVRTC and Numba
PTX with tokens, lines, types, operands and numbers changed, blocks nested a thousand deep,
literals of thousands of digits, stray bytes) go through ``cuModuleLoadDataEx`` in worker
processes (``conformance/fuzz.py``; ``python -m conformance.fuzz`` runs 10,000). LLVM aborts are
contained in the compiler's worker process (``CompilerCrash``), and the next compile works.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from zluda.ptx import CompilerCrash, compile_ptx
from zluda.ptx.targets import get_target
from zluda.ptx.worker import llvm_stage

from conformance.fuzz import SEED, fuzz, render, summary

KERNELS = Path(__file__).parent / "kernels"
MUTANTS = 300


@pytest.fixture(scope="module")
def outcomes():
    return fuzz(MUTANTS, SEED, jobs=2, timeout_s=60)


def test_mutants_neither_kill_nor_hang_the_process(outcomes):
    figures = summary(outcomes)
    print(render(figures))
    assert figures["mutants"] == MUTANTS
    assert figures["deaths"] == 0 and figures["hangs"] == 0, [
        (o.index, o.result, o.log) for o in outcomes if o.problem]


def test_every_failure_is_a_verdict_on_the_ptx_with_its_line_and_column(outcomes):
    bad = [(o.index, o.source, o.problem, o.log[:300]) for o in outcomes if o.problem]
    assert not bad, bad


def test_the_mutants_reach_every_outcome(outcomes):
    """The campaign is not vacuous: some mutants load, others are refused as invalid PTX."""
    results = summary(outcomes)["results"]
    assert results.get("CUDA_SUCCESS", 0) > MUTANTS // 20, results
    assert results.get("CUDA_ERROR_INVALID_PTX", 0) > MUTANTS // 4, results


def test_worker_crash_is_contained_and_the_next_compile_succeeds():
    target = get_target("spirv")
    # i128 arithmetic makes LLVM's SPIR-V backend abort the process ("LLVM ERROR: OpTypeInt ...")
    ir = ("define spir_kernel void @k(ptr addrspace(1) %p) {\n"
          "  %v = load i128, ptr addrspace(1) %p\n  %w = mul i128 %v, %v\n"
          "  store i128 %w, ptr addrspace(1) %p\n  ret void\n}\n")
    with pytest.raises(CompilerCrash, match="LLVM ERROR"):
        llvm_stage((ir, target.triple, target.cpu, target.features, [], 2, target.llvm_options))
    compiled = compile_ptx((KERNELS / "basics.sm75.ptx").read_text(), "spirv", use_cache=False)
    assert compiled.binary[:4] == b"\x03\x02\x23\x07"  # the SPIR-V magic number
