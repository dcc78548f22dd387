"""Text rewrites of the optimized IR (zluda.ptx.ir_rewrites): aggregate phis split per element;
integer min and max as compares and selects for SPIR-V, the shape they promise, and the same
results on the CPU device."""

from __future__ import annotations

import re

import llvmlite.binding as llvm
import numpy as np
import pytest
from zluda.ptx.compiler import llvm_request, translate
from zluda.ptx.ir_rewrites import (
    REWRITES,
    apply,
    integer_min_max_as_selects,
    split_aggregate_phis,
)
from zluda.ptx.targets import get_target
from zluda.ptx.worker import llvm_stage

from .harness import device

MIN_MAX_CALL = re.compile(r"call [^@]+@llvm\.[su](?:min|max)\.")


def test_integer_min_and_max_become_compares_and_selects():
    text = """define i64 @f(i32 %a, i32 %"b c", i64 %x, <4 x i32> %v) {
  %1 = call i32 @llvm.smax.i32(i32 %a, i32 0)
  %m = tail call i32 @llvm.umin.i32(i32 noundef %1, i32 %"b c") #0
  %"q r" = call i32 @llvm.smin.i32(i32 -7, i32 %m)
  %w = call noundef i64 @llvm.umax.i64(i64 %x, i64 9)
  %u = call <4 x i32> @llvm.smax.v4i32(<4 x i32> %v, <4 x i32> zeroinitializer)
  %s = sext i32 %"q r" to i64
  %r = add i64 %s, %w
  ret i64 %r
}
declare i32 @llvm.smax.i32(i32, i32)
declare i32 @llvm.umin.i32(i32, i32)
declare i32 @llvm.smin.i32(i32, i32)
declare i64 @llvm.umax.i64(i64, i64)
declare <4 x i32> @llvm.smax.v4i32(<4 x i32>, <4 x i32>)
attributes #0 = { nounwind }
"""
    rewritten = integer_min_max_as_selects(text)
    body = rewritten[:rewritten.index("declare")]
    assert "icmp sgt i32 %a, 0\n" in body and "%1 = select i1" in body
    assert 'icmp ult i32 %1, %"b c"\n' in body and "%m = select i1" in body
    assert "icmp slt i32 -7, %m\n" in body and '%"q r" = select i1' in body
    assert "icmp ugt i64 %x, 9\n" in body
    assert "%w = select i1 %zluda.minmax.3, i64 %x, i64 9" in body
    assert "@llvm.smax.v4i32" in body  # vectors stay as they are
    assert len(MIN_MAX_CALL.findall(body)) == 1
    llvm.parse_assembly(rewritten).verify()


def test_aggregate_phis_are_split_per_element():
    text = """define i32 @f(ptr %p, i1 %c) {
entry:
  %a = cmpxchg ptr %p, i32 0, i32 1 monotonic monotonic
  br i1 %c, label %one, label %two
one:
  %b = cmpxchg ptr %p, i32 1, i32 2 monotonic monotonic
  br label %two
two:
  %m = phi { i32, i1 } [ %a, %entry ], [ %b, %one ]
  %v = extractvalue { i32, i1 } %m, 0
  %ok = extractvalue { i32, i1 } %m, 1
  %r = select i1 %ok, i32 %v, i32 7
  ret i32 %r
}"""
    split = split_aggregate_phis(text)
    assert "phi {" not in split and split.count("= phi i32") == 1 and split.count("phi i1") == 1
    llvm.parse_assembly(split).verify()


def test_rewrites_are_applied_in_order_and_text_without_them_is_unchanged():
    assert set(REWRITES) == {"scalar_phis", "integer_min_max_as_selects"}
    text = "define i32 @f(i32 %a) {\n  ret i32 %a\n}\n"
    assert apply(text, tuple(REWRITES)) == text
    with pytest.raises(KeyError):
        apply(text, ("no_such_rewrite",))


HEADER = ".version 7.0\n.target sm_75\n.address_size 64\n"

# nvcc's clamp of a uniform row under a lane's guard (conv2d's halo), and the four integer
# min/max forms per lane.
CLAMPS = HEADER + """
.visible .entry clamps(.param .u64 out, .param .u64 a, .param .u64 b, .param .u64 rows,
                       .param .u32 row, .param .u32 last)
{
    .reg .pred %p<2>;
    .reg .b32 %r<16>;
    .reg .b64 %rd<16>;
    ld.param.u64 %rd1, [out];
    ld.param.u64 %rd2, [a];
    ld.param.u64 %rd3, [b];
    ld.param.u64 %rd4, [rows];
    ld.param.u32 %r1, [row];
    ld.param.u32 %r2, [last];
    mov.u32 %r3, %tid.x;
    mul.wide.u32 %rd5, %r3, 4;
    add.s64 %rd6, %rd2, %rd5;
    ld.global.u32 %r4, [%rd6];
    add.s64 %rd7, %rd3, %rd5;
    ld.global.u32 %r5, [%rd7];
    mul.wide.u32 %rd8, %r3, 20;
    add.s64 %rd9, %rd1, %rd8;
    min.s32 %r6, %r4, %r5;
    st.global.u32 [%rd9], %r6;
    max.s32 %r7, %r4, %r5;
    st.global.u32 [%rd9+4], %r7;
    min.u32 %r8, %r4, %r5;
    st.global.u32 [%rd9+8], %r8;
    max.u32 %r9, %r4, %r5;
    st.global.u32 [%rd9+12], %r9;
    mov.u32 %r10, 0;
    setp.gt.u32 %p1, %r3, 5;
    @%p1 bra DONE;
    add.s32 %r11, %r1, %r3;
    max.s32 %r12, %r11, 0;
    min.s32 %r13, %r12, %r2;
    mul.wide.s32 %rd10, %r13, 4;
    add.s64 %rd11, %rd4, %rd10;
    ld.global.u32 %r10, [%rd11];
DONE:
    st.global.u32 [%rd9+16], %r10;
    ret;
}
"""


def _optimized_spirv_ir(ptx: str) -> str:
    target = get_target("spirv")
    llvm_ir, info, _ = translate(ptx, target)
    _binary, optimized = llvm_stage(llvm_request(target, llvm_ir, info, with_ir=True))
    return optimized


def test_spirv_kernels_keep_integer_min_and_max_as_selects():
    """InstCombine makes @llvm.smax and friends from the selects; the SPIR-V target's
    optimized IR has them as compares and selects again, and the AMDGPU target keeps them."""
    optimized = _optimized_spirv_ir(CLAMPS)
    assert not MIN_MAX_CALL.search(optimized)
    assert re.search(r"icmp (?:sgt|slt) i32 [^\n]+\n\s+%[^ ]+ = select i1", optimized)
    assert "integer_min_max_as_selects" not in get_target("amdgpu:gfx1100").ir_rewrites


def test_integer_min_and_max_as_selects_give_ptx_results():
    """Edge values (INT_MIN, INT_MAX, -1 against 0 signed and unsigned) per lane, and the
    uniform clamp of a row under a lane's guard, against NumPy."""
    edges = np.array([-2**31, 2**31 - 1, -1, 0, 1, 7], np.int32)
    rng = np.random.default_rng(5)
    a_host = np.concatenate([np.repeat(edges, 6), rng.integers(-2**31, 2**31, 28)]).astype(np.int32)
    b_host = np.concatenate([np.tile(edges, 6), rng.integers(-2**31, 2**31, 28)]).astype(np.int32)
    rows_host = np.arange(100, 164, dtype=np.int32)
    dev = device()
    module = dev.load(CLAMPS)
    a, b, rows = dev.array(a_host), dev.array(b_host), dev.array(rows_host)
    for row, last in ((-3, 63), (60, 61), (10, 63)):
        out = dev.empty((64, 5), np.int32)
        module.launch("clamps", (1,), (64,), [out, a, b, rows, row, last])
        got = np.array(out)
        assert np.array_equal(got[:, 0], np.minimum(a_host, b_host))
        assert np.array_equal(got[:, 1], np.maximum(a_host, b_host))
        ua, ub = a_host.view(np.uint32), b_host.view(np.uint32)
        assert np.array_equal(got[:, 2].view(np.uint32), np.minimum(ua, ub))
        assert np.array_equal(got[:, 3].view(np.uint32), np.maximum(ua, ub))
        lanes = np.arange(64)
        clamped = rows_host[np.clip(row + lanes, 0, last)]
        assert np.array_equal(got[:, 4], np.where(lanes <= 5, clamped, 0))
