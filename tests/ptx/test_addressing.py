"""Addresses as base + element index (passes/addressing.py): the IR shape that lets device
compilers vectorize accesses, and the same bytes read and written as before, on the CPU device."""

from __future__ import annotations

import re

import numpy as np
from zluda.ptx.compiler import compile_ptx, translate
from zluda.ptx.targets import get_target

from .harness import device

HEADER = ".version 7.0\n.target sm_75\n.address_size 64\n"

# nvcc's shapes: a shared tile indexed by the thread (shl + add of the variable's address, a
# constant offset in the operand), a negative step (tid - 1), a 16-byte vector, and global
# pointers from parameters (cvta + mul.wide + add).
KERNEL = HEADER + """
.visible .entry k(.param .u64 out, .param .u64 in)
{
    .reg .pred %p<2>;
    .reg .b32 %r<16>;
    .reg .f32 %f<8>;
    .reg .b64 %rd<8>;
    .shared .align 16 .b8 tile[1024];
    ld.param.u64 %rd1, [out];
    ld.param.u64 %rd2, [in];
    cvta.to.global.u64 %rd3, %rd2;
    cvta.to.global.u64 %rd4, %rd1;
    mov.u32 %r1, %tid.x;
    mul.wide.u32 %rd5, %r1, 4;
    add.s64 %rd6, %rd3, %rd5;
    ld.global.f32 %f1, [%rd6];
    mov.u32 %r2, tile;
    shl.b32 %r3, %r1, 2;
    add.s32 %r4, %r2, %r3;
    st.shared.f32 [%r4+256], %f1;
    bar.sync 0;
    setp.eq.s32 %p1, %r1, 0;
    mov.f32 %f2, 0f00000000;
    @%p1 bra FIRST;
    add.s32 %r5, %r1, -1;
    shl.b32 %r6, %r5, 2;
    add.s32 %r7, %r2, %r6;
    ld.shared.f32 %f2, [%r7+256];
FIRST:
    add.f32 %f3, %f1, %f2;
    add.s64 %rd7, %rd4, %rd5;
    st.global.f32 [%rd7], %f3;
    ret;
}
"""


def _shapes(ir_text: str) -> list[str]:
    return re.findall(r"getelementptr (i\d+), ptr addrspace\((\d)\)", ir_text)


def test_shared_and_global_accesses_are_element_indexed():
    ir_text, _, _ = translate(KERNEL, get_target("spirv"))
    shapes = _shapes(ir_text)
    assert ("i32", "3") in shapes  # the shared tile, by thread
    assert ("i32", "1") in shapes  # global, from the parameter pointers
    assert ("i8", "3") not in shapes
    # no access goes through a raw inttoptr of a sum any more
    raw_load = r"inttoptr i64 %\"?\.\d+\"? to ptr addrspace\(1\)\n\s+%\S+ = load"
    assert not re.search(raw_load, ir_text)


def test_element_indexed_accesses_give_the_same_results():
    dev = device()
    module = dev.load(KERNEL)
    x = dev.array(np.arange(64, dtype=np.float32) * 1.5)
    out = dev.empty((64,), np.float32)
    out[:] = -1
    module.launch("k", (1,), (64,), [out, x])
    expected = x + np.concatenate([[0.0], x[:-1]]).astype(np.float32)
    assert np.array_equal(out, expected)


# The thread index in a register written twice (not a single-assignment register, so the
# analysis stops at the shift): the shift's own operand indexes the tile.
REWRITTEN = HEADER + """
.visible .entry rewritten(.param .u64 out)
{
    .reg .b32 %r<8>;
    .reg .b64 %rd<4>;
    .shared .align 4 .b8 tile[256];
    ld.param.u64 %rd1, [out];
    mov.u32 %r1, 0;
    mov.u32 %r1, %tid.x;
    shl.b32 %r3, %r1, 2;
    mov.u32 %r2, tile;
    add.s32 %r4, %r2, %r3;
    st.shared.u32 [%r4], %r1;
    bar.sync 0;
    xor.b32 %r5, %r3, 4;
    add.s32 %r6, %r2, %r5;
    ld.shared.u32 %r7, [%r6];
    mul.wide.u32 %rd2, %r1, 4;
    add.s64 %rd3, %rd1, %rd2;
    st.global.u32 [%rd3], %r7;
    ret;
}
"""


def test_a_shifted_index_is_used_unshifted():
    """nvcc's ``shl.b32 %r3, %tid, 2`` as a shared offset: the element index is the thread
    index itself, not ``ashr exact (sext %r3), 2`` (whose sign extension hid the thread index
    from Intel's compiler, which then miscompiled llm.c's softmax_forward_kernel2 when
    InstCombine did not rewrite it first)."""
    ir_text, _, _ = translate(REWRITTEN, get_target("spirv"))
    indices = re.findall(r"getelementptr i32, ptr addrspace\(3\) %\S+, i64 (%\S+)", ir_text)
    assert indices
    for index in indices:
        definition = re.search(re.escape(index) + r" = (\w+)", ir_text).group(1)
        assert definition in ("sext", "zext", "shl"), definition
    dev = device()
    module = dev.load(REWRITTEN)
    out = dev.empty((64,), np.uint32)
    module.launch("rewritten", (1,), (64,), [out])
    assert np.array_equal(out, np.arange(64, dtype=np.uint32) ^ 1)


# A histogram's counters indexed by a masked digit, as nvcc writes it: (key << 2) & 1020.
HISTOGRAM = HEADER + """
.visible .entry histogram(.param .u64 out, .param .u64 keys)
{
    .reg .b32 %r<12>;
    .reg .b64 %rd<6>;
    .shared .align 4 .b8 hist[1024];
    ld.param.u64 %rd1, [out];
    ld.param.u64 %rd2, [keys];
    mov.u32 %r1, %tid.x;
    shl.b32 %r2, %r1, 2;
    mov.u32 %r3, hist;
    add.s32 %r4, %r3, %r2;
    mov.u32 %r5, 0;
    st.shared.u32 [%r4], %r5;
    bar.sync 0;
    mul.wide.u32 %rd3, %r1, 4;
    add.s64 %rd4, %rd2, %rd3;
    ld.global.u32 %r6, [%rd4];
    shl.b32 %r7, %r6, 2;
    and.b32 %r8, %r7, 1020;
    add.s32 %r9, %r3, %r8;
    atom.shared.add.u32 %r10, [%r9], 1;
    bar.sync 0;
    ld.shared.u32 %r11, [%r4];
    add.s64 %rd5, %rd1, %rd3;
    st.global.u32 [%rd5], %r11;
    ret;
}
"""


def test_a_masked_table_index_is_an_element_index():
    """``(key << 2) & 1020`` is a multiple of 4: the counter's index is ``key & 255``, not a
    byte offset (whose i8 GEP the device compiler turns into gathers)."""
    ir_text, _, _ = translate(HISTOGRAM, get_target("spirv"))
    atomic = re.search(r"atomicrmw add ptr addrspace\(3\) (%\S+),", ir_text).group(1)
    gep = re.search(re.escape(atomic) + r" = getelementptr (i\d+), ptr addrspace\(3\)", ir_text)
    assert gep.group(1) == "i32"
    assert re.search(r"= and i32 %\S+, 255\n", ir_text)
    dev = device()
    module = dev.load(HISTOGRAM)
    keys = np.random.default_rng(5).integers(0, 1 << 32, 256, dtype=np.uint64).astype(np.uint32)
    out = dev.empty((256,), np.uint32)
    module.launch("histogram", (1,), (256,), [out, dev.array(keys)])
    assert np.array_equal(out, np.bincount(keys & 255, minlength=256).astype(np.uint32))


LOOP = HEADER + """
.visible .entry loop(.param .u64 out, .param .u64 in, .param .u32 n)
{
    .reg .pred %p<2>;
    .reg .b32 %r<8>;
    .reg .f32 %f<4>;
    .reg .b64 %rd<8>;
    ld.param.u64 %rd1, [in];
    ld.param.u32 %r1, [n];
    mov.u32 %r2, %tid.x;
    mul.wide.u32 %rd2, %r2, 4;
    add.s64 %rd3, %rd1, %rd2;
    mov.f32 %f1, 0f00000000;
    mov.u32 %r3, 0;
LOOP:
    ld.global.f32 %f2, [%rd3];
    add.f32 %f1, %f1, %f2;
    add.s64 %rd3, %rd3, 256;
    add.s32 %r3, %r3, 1;
    setp.lt.u32 %p1, %r3, %r1;
    @%p1 bra LOOP;
    ld.param.u64 %rd4, [out];
    add.s64 %rd5, %rd4, %rd2;
    st.global.f32 [%rd5], %f1;
    ret;
}
"""


def test_an_address_register_stepped_in_a_loop_is_indexed_from_its_pointer():
    """%rd3 has two definitions (the parameter plus the thread's offset, and a step of 256):
    its slot holds the element offset from the parameter's pointer, (value - P) / 4, kept as
    an origin and a count of steps of 64 elements, which the loop counts up by one and the
    access indexes with (origin + count * 64)."""
    ir_text, _, _ = translate(LOOP, get_target("spirv"))
    loop = ir_text[ir_text.index("LOOP:"):]
    assert ("i32", "1") in _shapes(loop)
    assert re.search(r"= mul i64 %[^,]+, 64\n", loop)
    assert re.search(r"= add i64 %[^,]+, 1\n  store i64 %[^,]+, i64\* %\"rd3\.steps\"", loop)
    assert not re.search(r"= add i64 %[^,]+, 64\n", loop)  # no stepped offset
    dev = device()
    module = dev.load(LOOP)
    x = dev.array(np.arange(64 * 5, dtype=np.float32))
    out = dev.empty((64,), np.float32)
    module.launch("loop", (1,), (64,), [out, x, 5])
    assert np.array_equal(out, x.reshape(5, 64).sum(axis=0))


# Counted steps meet the other writes of a register: a step by another constant (%rd3 += 4
# once, then 256s), and a new origin inside the loop (%rd4 restarts at %rd1 + 4 * i every
# eighth step, and steps by -4 otherwise).
MIXED = HEADER + """
.visible .entry mixed(.param .u64 out, .param .u64 in, .param .u32 n)
{
    .reg .pred %p<3>;
    .reg .b32 %r<8>;
    .reg .f32 %f<6>;
    .reg .b64 %rd<10>;
    ld.param.u64 %rd1, [in];
    ld.param.u32 %r1, [n];
    mov.u32 %r2, %tid.x;
    mul.wide.u32 %rd2, %r2, 4;
    add.s64 %rd3, %rd1, %rd2;
    add.s64 %rd3, %rd3, 4;
    add.s64 %rd4, %rd1, 1020;
    mov.f32 %f1, 0f00000000;
    mov.u32 %r3, 0;
LOOP:
    ld.global.f32 %f2, [%rd3+-4];
    ld.global.f32 %f3, [%rd4];
    fma.rn.f32 %f1, %f2, 0f40000000, %f1;
    add.f32 %f1, %f1, %f3;
    add.s64 %rd3, %rd3, 256;
    add.s64 %rd4, %rd4, -4;
    add.s32 %r3, %r3, 1;
    and.b32 %r4, %r3, 7;
    setp.ne.s32 %p2, %r4, 0;
    @%p2 bra NEXT;
    mul.wide.u32 %rd5, %r3, 4;
    add.s64 %rd4, %rd1, %rd5;
NEXT:
    setp.lt.u32 %p1, %r3, %r1;
    @%p1 bra LOOP;
    ld.param.u64 %rd6, [out];
    add.s64 %rd7, %rd6, %rd2;
    st.global.f32 [%rd7], %f1;
    ret;
}
"""


def test_counted_steps_meet_other_writes_of_the_register():
    """%rd3's steps are not all the same constant: it keeps the stepped offset. %rd4's are
    (-4), and a write in the loop sets a new origin (the count starts again). Both read the
    same bytes as the PTX says, on the device."""
    ir_text, _, _ = translate(MIXED, get_target("spirv"))
    assert '"rd4.steps"' in ir_text and '"rd3.steps"' not in ir_text
    dev = device()
    module = dev.load(MIXED)
    n = 20
    x = dev.array(np.arange(64 * n + 256, dtype=np.float32) % 13)
    out = dev.empty((64,), np.float32)
    module.launch("mixed", (1,), (64,), [out, x, n])
    host = np.arange(64 * n + 256, dtype=np.float32) % 13
    expected = np.zeros(64, np.float32)
    for t in range(64):
        acc, j = np.float32(0), 255
        for i in range(n):
            acc = np.float32(host[t + 64 * i] * np.float32(2) + acc)  # exact: small integers
            acc = np.float32(acc + host[j])
            j = i + 1 if (i + 1) % 8 == 0 else j - 1
        expected[t] = acc
    assert np.array_equal(out, expected)


# nvcc's loop unrolled by four, after its remainder loop: the address register starts at a
# byte sum, P + (x << 2) + 256 (x: the remainder loop's last index), and steps by 512.
UNROLLED = HEADER + """
.visible .entry unrolled(.param .u64 out, .param .u64 in, .param .u32 n)
{
    .reg .pred %p<2>;
    .reg .b32 %r<8>;
    .reg .f32 %f<6>;
    .reg .b64 %rd<10>;
    ld.param.u64 %rd1, [in];
    ld.param.u32 %r1, [n];
    cvta.to.global.u64 %rd2, %rd1;
    mov.u32 %r2, %tid.x;
    cvt.u64.u32 %rd3, %r2;
    shl.b64 %rd4, %rd3, 2;
    add.s64 %rd5, %rd2, %rd4;
    add.s64 %rd6, %rd5, 256;
    mov.f32 %f1, 0f00000000;
    mov.u32 %r3, %r2;
LOOP:
    ld.global.f32 %f2, [%rd6+-256];
    ld.global.f32 %f3, [%rd6];
    add.f32 %f1, %f1, %f2;
    add.f32 %f1, %f1, %f3;
    add.s64 %rd6, %rd6, 512;
    add.s32 %r3, %r3, 128;
    setp.lt.s32 %p1, %r3, %r1;
    @%p1 bra LOOP;
    ld.param.u64 %rd7, [out];
    cvta.to.global.u64 %rd8, %rd7;
    add.s64 %rd9, %rd8, %rd4;
    st.global.f32 [%rd9], %f1;
    ret;
}
"""


def test_a_counted_registers_origin_is_an_element_index():
    """The origin that %rd6's slot holds is x + 64 in elements, built from the terms of the
    instruction that writes it, not (P + (x << 2) + 256 - P) / 4: LLVM folds that division
    into an i8 GEP of the byte offset, which Intel's CPU compiler gathers from."""
    ir_text, _, _ = translate(UNROLLED, get_target("spirv"))
    entry = ir_text[:ir_text.index("LOOP:")]
    origin = re.search(r'%"?([.\w]+)"? = add i64 (%[^,]+), 64\n  store i64 %"?\1"?, i64\* %"rd6"',
                       entry)
    assert origin is not None
    assert "ashr" not in entry and "sdiv" not in entry
    dev = device()
    module = dev.load(UNROLLED)
    n = 640
    x = dev.array(np.arange(n + 128, dtype=np.float32) % 7)
    out = dev.empty((128,), np.float32)
    module.launch("unrolled", (1,), (128,), [out, x, n])
    host = np.arange(n + 128, dtype=np.float32) % 7
    expected = np.zeros(128, np.float32)
    for t in range(128):
        acc, i, r = np.float32(0), t, t
        while True:
            acc = np.float32(acc + host[i])
            acc = np.float32(acc + host[i + 64])
            i, r = i + 128, r + 128
            if r >= n:
                break
        expected[t] = acc
    assert np.array_equal(out, expected)


def test_amdgpu_code_objects_with_element_indexed_accesses_link():
    compiled = compile_ptx(KERNEL, "amdgpu:gfx1100", use_cache=False)
    assert compiled.binary[:4] == b"\x7fELF"
    ir_text, _, _ = translate(KERNEL, get_target("amdgpu:gfx1100"))
    assert ("i32", "3") in _shapes(ir_text)


def test_turned_off_addresses_stay_integer_sums():
    ir_text, _, _ = translate(KERNEL, get_target("spirv;off=addressing"))
    shapes = _shapes(ir_text)
    assert ("i8", "3") in shapes and ("i32", "3") not in shapes


def test_target_options_are_checked():
    import pytest

    for bad in ("spirv;off=everything", "spirv;approx=exp", "spirv;fast"):
        with pytest.raises(ValueError, match="unknown option"):
            get_target(bad)
    target = get_target("spirv;approx=ex2;off=addressing")
    assert target.f32_approx == {"ex2"} and target.disabled == {"addressing"}
    assert target.cache_key != get_target("spirv;approx=ex2").cache_key
    assert get_target("spirv;tid=warp").reads_tid_from_warp
    with pytest.raises(ValueError, match="unknown option"):  # AMDGPU keeps block shapes
        get_target("amdgpu:gfx1100;tid=warp")


BACK = HEADER + """
.visible .entry back(.param .u64 out, .param .u64 in, .param .u64 back)
{
    .reg .b32 %r<2>;
    .reg .f32 %f<2>;
    .reg .b64 %rd<8>;
    ld.param.u64 %rd1, [in];
    ld.param.u64 %rd2, [back];
    ld.param.u64 %rd3, [out];
    mov.u32 %r1, %tid.x;
    mul.wide.u32 %rd4, %r1, 4;
    sub.s64 %rd5, %rd1, %rd2;
    add.s64 %rd6, %rd5, %rd4;
    ld.global.f32 %f1, [%rd6];
    add.s64 %rd7, %rd3, %rd4;
    st.global.f32 [%rd7], %f1;
    ret;
}
"""


def test_a_parameter_subtracted_from_a_pointer_counts_once():
    """in - back + 4 * tid, where back (a u64 parameter) looks like a pointer too."""
    dev = device()
    x = dev.array(np.arange(72, dtype=np.float32))
    out = dev.empty((64,), np.float32)
    module = dev.load(BACK)
    module.launch("back", (1,), (64,), [out, x[8:], 32])  # 32 bytes back: x[0:64]
    assert np.array_equal(out, x[:64])
