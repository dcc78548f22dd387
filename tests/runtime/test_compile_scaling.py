"""Compile output grows linearly with the code, and compile memory does not grow with a number
in a declaration.

For the size ``s(n)`` of the SPIR-V that ``n`` copies of a construct compile to, the marginal
ratio ``(s(2N) - s(N)) / (s(N) - s(0))`` is 1 for linear growth and 3 for quadratic growth. A
warp operation must also add less than a bounded amount of code per copy: 200
``match.all.sync`` once took 19.5 s to load. These are deterministic measures; the load times
themselves (zluda's compiler and the device's JIT, which is superlinear on its own for very
long basic blocks) are measured by ``python -m bench scaling`` (bench/scaling.py), because
unit tests carry no timing thresholds.
"""

from __future__ import annotations

import tracemalloc

import pytest
from zluda.ptx import compile_ptx, translate
from zluda.ptx.targets import get_target

from bench.scaling import CONSTRUCTS, marginal_ratio, module_text

LINEAR_LIMIT = 1.1  # sizes, not times: the only slack is for the odd shared constant
BYTES_PER_WARP_OPERATION = 400  # today 130-170 bytes of SPIR-V per copy


def _spirv_bytes(ptx: str) -> int:
    return len(compile_ptx(ptx, "spirv", use_cache=False).binary)


@pytest.mark.parametrize("construct", list(CONSTRUCTS))
def test_code_size_grows_linearly_with_warp_operations(construct):
    code, n = CONSTRUCTS[construct]
    sizes = [_spirv_bytes(module_text(code, count)) for count in (0, n, 2 * n)]
    ratio = marginal_ratio(*sizes)
    per_copy = (sizes[2] - sizes[0]) / (2 * n)
    print(f"{construct}: s(0), s({n}), s({2 * n}) = {sizes} bytes; marginal ratio {ratio:.2f};"
          f" {per_copy:.0f} bytes a copy")
    assert ratio < LINEAR_LIMIT, f"{construct}: {sizes} bytes for 0, {n}, {2 * n} copies"
    assert per_copy < BYTES_PER_WARP_OPERATION, f"{construct}: {per_copy:.0f} bytes a copy"


def test_deep_block_nesting_translates_to_the_same_code_as_one_block():
    def nested(depth: int) -> str:
        return (".version 7.0\n.target sm_75\n.address_size 64\n.visible .entry k()\n{\n"
                + "{" * depth + ".reg .b32 %r<2>;\nmov.u32 %r1, 1;\n" + "}" * depth + "\nret;\n}\n")

    target = get_target("spirv")
    shallow, deep = translate(nested(1), target), translate(nested(40_000), target)
    assert str(deep[0]) == str(shallow[0])


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
