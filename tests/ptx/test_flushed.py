""".ftz operands that cannot be subnormal are not flushed again (passes/flushed.py).

A register whose every write is an .ftz result, an integer or .f16 converted to .f32, or a
normal immediate (or a copy of those) never holds a subnormal; .ftz instructions read it as it
is. A register that may also hold loaded bits keeps its flush. The results are checked on the
CPU device with subnormal inputs, and the IR shape the pass promises is checked too.
"""

from __future__ import annotations

import re

import numpy as np
import pytest
from zluda.ptx.compiler import translate
from zluda.ptx.targets import get_target

from .harness import elementwise_ptx, run_elementwise

TEMPS = "  .reg .f32 %t<4>;\n  .reg .b32 %r<2>;"
TINY = np.float32(1e-39)  # subnormal
INPUTS = np.resize(np.array([TINY, -TINY, 1.5, -2.0, 0.0, 3e38], np.float32), 64)


def _flushes(ptx: str, target: str = "spirv") -> int:
    """The .ftz subnormal tests in the kernel's IR (exponent field compared with zero)."""
    ir_text, _, _ = translate(ptx, get_target(target))
    return len(re.findall(r"and i32 %[^,]+, 2139095040", ir_text))


def _reference_ftz(x: np.ndarray) -> np.ndarray:
    return np.where(np.abs(x) < np.float32(2.0 ** -126), np.copysign(np.float32(0), x), x)


CHAIN = ("  mul.ftz.f32 %t0, %a0, %a1;\n"      # %a0, %a1 loaded: flushed here
         "  cvt.rn.f32.s32 %t1, %hr0;\n"       # an integer: never subnormal
         "  fma.rn.ftz.f32 %t2, %t0, %t1, %t0;\n"
         "  mov.f32 %t3, 0f3F800000;\n"
         "  add.ftz.f32 %d0, %t2, %t3;\n")


def test_a_chain_of_ftz_results_is_flushed_once_per_operand_that_may_be_subnormal():
    ptx = elementwise_ptx(CHAIN, ["f32", "f32"], ["f32"], TEMPS)
    # mul: 2 operands + result; fma: result only; add: result only
    assert _flushes(ptx) == 5
    assert _flushes(ptx, "spirv;off=flushed") == 10  # every operand and result


def test_a_register_that_may_hold_loaded_bits_is_flushed_where_read():
    body = ("  mul.ftz.f32 %t0, %a0, %a1;\n"
            "  setp.lt.f32 %hp0, %a1, 0f00000000;\n"
            "  @%hp0 mov.f32 %t0, %a0;\n"       # the loaded value, maybe subnormal
            "  add.ftz.f32 %d0, %t0, 0f00000000;\n")
    ones = np.where(np.arange(64) % 2 == 0, np.float32(1.0), np.float32(-1.0)).astype(np.float32)
    (out,) = run_elementwise(body, ["f32", "f32"], ["f32"], [INPUTS, ones], extra_decls=TEMPS)
    product = (_reference_ftz(INPUTS) * ones).astype(np.float32)
    chosen = np.where(ones < 0, INPUTS, _reference_ftz(product))
    expected = _reference_ftz(_reference_ftz(chosen) + np.float32(0))
    np.testing.assert_array_equal(out.view(np.uint32), expected.view(np.uint32))


def test_ftz_chain_gives_cuda_results_with_subnormal_inputs():
    ints = np.resize(np.array([3, -1, 0, 7], np.int32), 64)
    ones = np.ones(64, np.float32)
    body = CHAIN.replace("%hr0", "%a2")
    (out,) = run_elementwise(body, ["f32", "f32", "s32"], ["f32"], [INPUTS, ones, ints],
                             extra_decls=TEMPS)
    t0 = _reference_ftz(_reference_ftz(INPUTS) * ones)
    t2 = _reference_ftz((t0.astype(np.float64) * ints + t0).astype(np.float32))
    expected = _reference_ftz(t2 + np.float32(1.0))
    np.testing.assert_array_equal(out.view(np.uint32), expected.view(np.uint32))


@pytest.mark.parametrize("write, flushed", [
    ("mul.ftz.f32 %t0, %a0, %a1;", True),
    ("mul.f32 %t0, %a0, %a1;", False),            # no .ftz: may be subnormal
    ("cvt.f32.f16 %t0, %hh0;", True),
    ("cvt.f32.bf16 %t0, %hh0;", False),           # .bf16 subnormals stay subnormal
    ("cvt.rn.f32.u32 %t0, %hr0;", True),
    ("mov.f32 %t0, 0f00000001;", False),          # a subnormal immediate
    ("mov.f32 %t0, 0f00800000;", True),
    ("ld.global.f32 %t0, [%hd0];", False),
    ("mov.b32 %t0, %hr0;", False),                # integer bits
])
def test_which_writes_leave_a_register_without_subnormals(write, flushed):
    """%t1, a copy of %t0, read twice by add.ftz: two flushes fewer when the pass finds that
    %t0 (and so %t1) never holds a subnormal."""
    body = f"  {write}\n  mov.f32 %t1, %t0;\n  add.ftz.f32 %d0, %t1, %t1;\n"
    ptx = elementwise_ptx(body, ["f32", "f32"], ["f32"], TEMPS)
    saved = _flushes(ptx, "spirv;off=flushed") - _flushes(ptx)
    assert saved == (2 if flushed else 0)
