"""Canonical f32 NaNs where their bits can be seen, and only there (passes/nan_escapes.py).

On NVIDIA an f32 arithmetic NaN is 0x7fffffff, and loads, moves and stores keep any NaN's bits.
The compiler canonicalizes arithmetic results where their bits escape (stores, moves to integer
registers, neg/abs, shuffles) instead of after every instruction; these tests run on the CPU
device and check the bits that come out, and the IR shape the change promises.
"""

from __future__ import annotations

import re

import numpy as np
import pytest
from zluda.ptx.compiler import translate
from zluda.ptx.targets import get_target

from .harness import elementwise_ptx, run_elementwise

CANONICAL = 0x7FFFFFFF
# one element per thread of a 64-thread block (the shuffle needs whole warps)
PAYLOADS = np.resize(np.array([0x7FC00001, 0xFFC00000, 0x7F800001, 0xFFFFFFFF, 0x7FA00000,
                               0x7FFFFFFF], np.uint32), 64)


def _f32(bits) -> np.ndarray:
    return np.asarray(bits, np.uint32).view(np.float32)


def _bits(x) -> np.ndarray:
    return np.asarray(x, np.float32).view(np.uint32)


TEMPS = "  .reg .f32 %t<4>;\n  .reg .pred %p<2>;\n  .reg .b32 %r<2>;"


def test_loaded_nans_keep_their_payload_through_copies():
    body = "  mov.f32 %t0, %a0;\n  selp.f32 %d0, %t0, %a0, %hp0;\n  mov.b32 %r0, %t0;\n" \
           "  mov.b32 %d1, %r0;"
    out = run_elementwise(body, ["f32"], ["f32", "f32"], [_f32(PAYLOADS)], extra_decls=TEMPS)
    for o in out:
        assert (_bits(o) == PAYLOADS).all()


@pytest.mark.parametrize("escape, out_type", [
    ("st", "f32"),                          # stored as it is
    ("mov.b32 %d0, %t1;", "u32"),           # moved into an integer register
    ("abs.f32 %d0, %t1;", "f32"),           # abs and neg keep the payload
    ("shfl.sync.idx.b32 %d0, %t1, %hr2, 31, -1;", "u32"),
])
def test_arithmetic_nans_are_canonical_where_their_bits_escape(escape, out_type):
    chain = "  add.f32 %t0, %a0, %a1;\n  mul.f32 %t1, %t0, %a1;\n"
    body = chain + ("  mov.f32 %d0, %t1;" if escape == "st" else "  " + escape)
    ones = np.ones(len(PAYLOADS), np.float32)
    (out,) = run_elementwise(body, ["f32", "f32"], [out_type], [_f32(PAYLOADS), ones],
                             extra_decls=TEMPS)
    assert (out.view(np.uint32) == CANONICAL).all()


def test_neg_of_an_arithmetic_nan_is_the_negated_canonical_nan():
    body = "  add.f32 %t0, %a0, %a0;\n  neg.f32 %d0, %t0;"
    (out,) = run_elementwise(body, ["f32"], ["f32"], [_f32(PAYLOADS)], extra_decls=TEMPS)
    assert (_bits(out) == 0xFFFFFFFF).all()


def test_a_register_with_loaded_and_arithmetic_values_keeps_each_right():
    """%d0 holds a loaded NaN in some threads and an arithmetic one in others."""
    body = "  setp.gt.f32 %p0, %a1, 0f00000000;\n  mov.f32 %d0, %a0;\n" \
           "  @%p0 add.f32 %d0, %a0, %a1;\n" \
           "  add.f32 %t0, %a0, %a1;\n  selp.f32 %d1, %t0, %a0, %p0;"
    signs = np.resize(np.array([1, -1, 1], np.float32), len(PAYLOADS))
    d0, d1 = run_elementwise(body, ["f32", "f32"], ["f32", "f32"], [_f32(PAYLOADS), signs],
                             extra_decls=TEMPS)
    expected = np.where(signs > 0, np.uint32(CANONICAL), PAYLOADS)
    assert (_bits(d0) == expected).all()
    assert (_bits(d1) == expected).all()


def test_values_that_only_arithmetic_reads_are_not_canonicalized():
    """A chain of eight dependent operations stored once: one canonicalization, at the store
    (it was one per operation)."""
    ops = ["add.f32 %t0, %a0, %a1;"] + [f"{op}.f32 %t0, %t0, %a1;"
                                         for op in ("mul", "add", "sub", "mul", "add", "div")]
    ops += ["fma.rn.f32 %d0, %t0, %a1, %a0;"]
    ptx = elementwise_ptx("\n".join("  " + o for o in ops), ["f32", "f32"], ["f32"], TEMPS)
    ir_text, _, _ = translate(ptx, get_target("spirv"))
    canonical_selects = re.findall(r"select +i1 %[^,]+, i32 2147483647", ir_text)
    assert len(canonical_selects) == 1
    rng = np.random.default_rng(1)
    a, b = rng.standard_normal(64).astype(np.float32), rng.standard_normal(64).astype(np.float32)
    a[:6] = _f32(PAYLOADS[:6])
    (out,) = run_elementwise("\n".join("  " + o for o in ops), ["f32", "f32"], ["f32"], [a, b],
                             extra_decls=TEMPS)
    t = a + b  # float32 arithmetic, rounded per operation as on the device
    for op in ("mul", "add", "sub", "mul", "add", "div"):
        t = {"mul": t * b, "add": t + b, "sub": t - b, "div": t / b}[op]
    expected = np.float32(t.astype(np.float64) * b + a)
    assert (_bits(out[:6]) == CANONICAL).all()
    np.testing.assert_allclose(out[6:], expected[6:], rtol=1e-6)


def test_turned_off_every_arithmetic_result_is_canonical():
    """``;off=nan_escapes`` (for measuring the pass) canonicalizes after each of the eight."""
    ops = ["add.f32 %t0, %a0, %a1;"] + [f"{op}.f32 %t0, %t0, %a1;"
                                         for op in ("mul", "add", "sub", "mul", "add", "div")]
    ops += ["fma.rn.f32 %d0, %t0, %a1, %a0;"]
    ptx = elementwise_ptx("\n".join("  " + o for o in ops), ["f32", "f32"], ["f32"], TEMPS)
    ir_text, _, _ = translate(ptx, get_target("spirv;off=nan_escapes"))
    assert len(re.findall(r"select +i1 %[^,]+, i32 2147483647", ir_text)) == 8
