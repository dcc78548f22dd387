"""Compile cost grows linearly with the code: the time for 2N copies of a construct against N,
through cuModuleLoadData with the compile cache off (zluda's compiler and the device's), and the
memory of constructs whose cost must not depend on a number in them.

For a time ``t(n)`` of ``n`` copies, the marginal ratio ``(t(2N) - t(N)) / (t(N) - t(0))`` is 1
for linear growth and 3 for quadratic growth; the tests allow up to 2.2 (timing noise on shared
machines). A warp operation must also cost less than 100 times as much per copy as a pair of
integer instructions, measured in the same run: 200 ``match.all.sync`` once took 19.5 s, about
a thousand times the cost of plain arithmetic (today: 10-20 times). Each time is the best of
three loads of slightly different texts (no cache of any layer can answer).
"""

from __future__ import annotations

import itertools
import time
import tracemalloc

import pytest
from zluda import driver as cuda
from zluda.ptx import compile_ptx, translate
from zluda.ptx.targets import get_target

from .helpers import check

LINEAR_LIMIT = 2.2
RELATIVE_COST_LIMIT = 100
ARITHMETIC = ("    add.u32 %r1, %r1, %r3;\n    xor.b32 %r1, %r1, %r2;\n", 1000)
_HEADER = """.version 7.0
.target sm_75
.address_size 64
.visible .entry k(.param .u64 p)
{
    .reg .b32 %r<8>;
    .reg .pred %p<3>;
    .reg .b64 %rd<3>;
    ld.param.u64 %rd1, [p];
    mov.u32 %r1, %tid.x;
    ld.global.u32 %r3, [%rd1];
"""
_FOOTER = "    st.global.u32 [%rd1], %r1;\n    ret;\n}\n"
# (the repeated code, N): N copies take a few tenths of a second on the CPU device
CONSTRUCTS = {
    "match.all.sync": ("    match.all.sync.b32 %r2|%p1, %r1, %r3;\n"
                       "    add.u32 %r1, %r1, %r2;\n", 100),
    "match.any.sync": ("    match.any.sync.b32 %r2, %r1, %r3;\n"
                       "    add.u32 %r1, %r1, %r2;\n", 100),
    "shfl.sync": ("    shfl.sync.bfly.b32 %r2, %r1, 1, 31, -1;\n"
                  "    add.u32 %r1, %r1, %r2;\n", 250),
}
_unique = itertools.count()


def _marginal_ratio(seconds) -> tuple[float, list[float]]:
    t0, t1, t2 = seconds
    return (t2 - t1) / max(t1 - t0, 1e-3), [round(t, 3) for t in seconds]


def _load_seconds(ptx: str) -> float:
    best = float("inf")
    for _ in range(3):
        text = f"// {next(_unique)}\n{ptx}".encode() + b"\0"
        start = time.perf_counter()
        module = check(cuda, cuda.cuModuleLoadData(text))
        best = min(best, time.perf_counter() - start)
        check(cuda, cuda.cuModuleUnload(module))
    return best


@pytest.fixture
def no_cache(monkeypatch):
    monkeypatch.setenv("ZLUDA_CACHE", "0")


@pytest.mark.parametrize("construct", list(CONSTRUCTS))
def test_load_time_grows_linearly_with_warp_operations(backend, backend_name, no_cache,
                                                       construct):
    if backend_name != "opencl":
        pytest.skip("the Level Zero backend runs the same CPU compiler; timed on opencl")
    code, n = CONSTRUCTS[construct]
    seconds = [_load_seconds(_HEADER + code * count + _FOOTER) for count in (0, n, 2 * n)]
    ratio, shown = _marginal_ratio(seconds)
    arithmetic, m = ARITHMETIC
    per_arithmetic = max(_load_seconds(_HEADER + arithmetic * m + _FOOTER) - seconds[0], 1e-3) / m
    relative = (seconds[2] - seconds[0]) / (2 * n) / per_arithmetic
    print(f"{construct}: t(0), t({n}), t({2 * n}) = {shown} s; marginal ratio {ratio:.2f};"
          f" {relative:.0f} times the cost of an arithmetic pair")
    assert ratio < LINEAR_LIMIT, f"{construct}: {shown} s for 0, {n}, {2 * n} copies"
    assert relative < RELATIVE_COST_LIMIT, f"{construct}: {relative:.0f} times"


def _translate_seconds(ptx: str) -> float:
    target = get_target("spirv")
    best = float("inf")
    for _ in range(3):
        start = time.perf_counter()
        translate(ptx, target)
        best = min(best, time.perf_counter() - start)
    return best


def test_translation_time_grows_linearly_with_block_nesting():
    def nested(depth: int) -> str:
        return (".version 7.0\n.target sm_75\n.address_size 64\n.visible .entry k()\n{\n"
                + "{" * depth + ".reg .b32 %r<2>;\nmov.u32 %r1, 1;\n" + "}" * depth + "\nret;\n}\n")

    n = 20_000
    seconds = [_translate_seconds(nested(depth)) for depth in (1, n, 2 * n)]
    ratio, shown = _marginal_ratio(seconds)
    print(f"nesting: t(1), t({n}), t({2 * n}) = {shown} s; marginal ratio {ratio:.2f}")
    assert ratio < LINEAR_LIMIT, shown


def _peak_compile_bytes(ptx: str) -> int:
    tracemalloc.start()
    try:
        compiled = compile_ptx(ptx, "spirv", use_cache=False)
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    assert compiled.binary[:4] == b"\x03\x02\x23\x07"
    return peak


@pytest.mark.parametrize("declaration", [
    ".global .align {n} .b8 g[4];\n.global .u32 after = 7;",
    ".global .b8 g[{n}];\n.global .u32 after[4] = {{1, 2}};",
    ".global .u32 g[{n}] = {{1, 2, 3}};",
])
def test_compile_memory_does_not_grow_with_an_alignment_or_an_uninitialized_size(declaration):
    def module(n: int) -> str:
        return (".version 7.0\n.target sm_75\n.address_size 64\n" + declaration.format(n=n)
                + "\n.visible .entry k(.param .u64 p)\n{\n    ret;\n}\n")

    small, huge = _peak_compile_bytes(module(16)), _peak_compile_bytes(module(1 << 29))
    print(f"{declaration}: peak {small / 2**20:.1f} MB at 16, {huge / 2**20:.1f} MB at 2**29")
    assert huge < small + (1 << 20), f"{huge} bytes at 2**29 against {small} at 16"
