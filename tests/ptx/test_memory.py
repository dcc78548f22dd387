"""ld, st, ldu, mov of addresses, cvta, isspacep and the cache no-ops, on the CPU device.

Each test runs a hand-written kernel and compares what it stores with NumPy's view of the same
bytes (extension by the instruction type, vector layouts, the state spaces' contents)."""

from __future__ import annotations

import struct

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from zluda.ptx import compile_ptx
from zluda.ptx.compiler import translate
from zluda.ptx.errors import PtxSemanticError, PtxUnsupportedError
from zluda.ptx.targets import get_target

from .harness import device

HEADER = ".version 8.7\n.target sm_100\n.address_size 64\n"
TID = """
  .reg .b32 %tx;
  .reg .b32 %i;
  .reg .b64 %off;
  .reg .b64 %in;
  .reg .b64 %out;
  mov.u32 %tx, %tid.x;
  mov.u32 %i, %ctaid.x;
  mad.lo.u32 %i, %i, %ntid.x, %tx;
"""


def kernel(params: str, body: str, decls: str = "", name: str = "k") -> str:
    return f"{HEADER}{decls}\n.visible .entry {name}({params})\n{{\n{TID}{body}\n  ret;\n}}\n"


def launch(ptx: str, args, n: int, block: int = 64, shared: int = 0, name: str = "k"):
    module = device().load(ptx)
    module.launch(name, ((n + block - 1) // block,), (block,), args, shared=shared)
    return module


# -- sign and zero extension -----------------------------------------------------------------

EXTEND = kernel(".param .u64 pin, .param .u64 pout", """
  .reg .b32 %r<8>;
  .reg .b64 %rd<8>;
  .reg .b16 %h<2>;
  ld.param.u64 %in, [pin];
  ld.param.u64 %out, [pout];
  mul.wide.u32 %off, %i, 8;
  add.u64 %in, %in, %off;
  mul.wide.u32 %off, %i, 64;
  add.u64 %out, %out, %off;
  ld.global.s8 %r1, [%in];
  ld.global.u8 %r2, [%in+1];
  ld.global.s16 %r3, [%in+2];
  ld.global.u16 %r4, [%in+4];
  ld.global.s8 %rd1, [%in+7];
  ld.global.u16 %rd2, [%in+6];
  ld.global.s32 %rd3, [%in+4];
  ld.global.u32 %rd4, [%in];
  ld.global.s8 %h0, [%in+3];
  ld.global.b8 %r5, [%in+5];
  cvt.u32.u16 %r6, %h0;
  st.global.u32 [%out], %r1;
  st.global.u32 [%out+4], %r2;
  st.global.u32 [%out+8], %r3;
  st.global.u32 [%out+12], %r4;
  st.global.u64 [%out+16], %rd1;
  st.global.u64 [%out+24], %rd2;
  st.global.u64 [%out+32], %rd3;
  st.global.u64 [%out+40], %rd4;
  st.global.u32 [%out+48], %r6;
  st.global.u32 [%out+52], %r5;
  st.global.u8 [%out+56], %r3;
  st.global.u16 [%out+58], %rd3;
""")


@settings(max_examples=5, deadline=None)
@given(st.lists(st.integers(0, 2**64 - 1), min_size=1, max_size=300))
def test_sign_and_zero_extension_follow_the_instruction_type(values):
    edges = [0, 2**64 - 1, 0x8080808080808080, 0x7F7F7F7F7F7F7F7F, 0x0123456789ABCDEF]
    data = np.array(edges + values, dtype=np.uint64)
    data = np.resize(data, -(-len(data) // 64) * 64)  # whole blocks: the kernel has no bound
    n = len(data)
    dev = device()
    inp = dev.array(data)
    out = dev.array(np.zeros(n * 8, np.uint64))
    launch(EXTEND, [inp, out], n)
    raw = data.view(np.uint8).reshape(n, 8)
    got = np.array(out).reshape(n, 8)
    u32 = got[:, :3].view(np.uint32)  # first 24 bytes as u32 pairs

    def le(cols, dtype):
        return np.ascontiguousarray(raw[:, cols]).view(dtype)[:, 0]

    s8 = raw.view(np.int8)
    assert (u32[:, 0] == s8[:, 0].astype(np.int32).view(np.uint32)).all()
    assert (u32[:, 1] == raw[:, 1]).all()
    assert (u32[:, 2] == le([2, 3], np.int16).astype(np.int32).view(np.uint32)).all()
    assert (u32[:, 3] == le([4, 5], np.uint16)).all()
    assert (got[:, 2] == s8[:, 7].astype(np.int64).view(np.uint64)).all()
    assert (got[:, 3] == le([6, 7], np.uint16)).all()
    assert (got[:, 4] == le([4, 5, 6, 7], np.int32).astype(np.int64).view(np.uint64)).all()
    assert (got[:, 5] == le([0, 1, 2, 3], np.uint32)).all()
    tail = got[:, 6:8].view(np.uint8).reshape(n, 16)
    assert (np.ascontiguousarray(tail[:, 0:4]).view(np.uint32)[:, 0]
            == s8[:, 3].astype(np.int16).view(np.uint16)).all()
    assert (np.ascontiguousarray(tail[:, 4:8]).view(np.uint32)[:, 0] == raw[:, 5]).all()
    assert (tail[:, 8] == raw[:, 2]).all()  # st.u8 of a wider register: its low byte
    assert (np.ascontiguousarray(tail[:, 10:12]).view(np.uint16)[:, 0]
            == le([4, 5], np.uint16)).all()


# -- vector widths ---------------------------------------------------------------------------

VECTOR_CASES = [  # (type, vec, register type, space of the copy)
    ("u8", 2, "b16", "global"), ("u8", 4, "b16", "global"), ("b16", 2, "b16", "global"),
    ("u16", 4, "b16", "global"), ("f16", 8 // 2, "b16", "global"), ("b32", 2, "b32", "global"),
    ("f32", 4, "f32", "global"), ("u64", 2, "b64", "global"), ("f64", 2, "f64", "global"),
    ("f32", 8, "f32", "global"), ("b32", 8, "b32", "global"), ("u64", 4, "b64", "global"),
    ("f64", 4, "f64", "global"), ("u32", 4, "b32", "shared"), ("u8", 4, "b16", "shared"),
    ("f64", 2, "f64", "shared"), ("u32", 4, "b32", "local"), ("u16", 2, "b16", "local"),
    ("u32", 4, "b32", "generic"), ("b64", 2, "b64", "generic"),
]


def _vector_copy(t: str, vec: int, reg: str, space: str) -> str:
    size = int(t[1:]) // 8 * vec
    regs = "{" + ", ".join(f"%v{j}" for j in range(vec)) + "}"
    ld = "ld.global.nc" if space == "global" else "ld.global"
    body = f"""
  .reg .{reg} %v<8>;
  .reg .b64 %a;
  .local .align 32 .b8 buf[32];
  .shared .align 32 .b8 sbuf[{64 * size}];
  ld.param.u64 %in, [pin];
  ld.param.u64 %out, [pout];
  mul.wide.u32 %off, %i, {size};
  add.u64 %in, %in, %off;
  add.u64 %out, %out, %off;
  {ld}.v{vec}.{t} {regs}, [%in];
"""
    if space == "global":
        body += f"  st.global.v{vec}.{t} [%out], {regs};\n"
    elif space == "shared":
        body += f"""  mul.wide.u32 %off, %tx, {size};
  mov.u64 %a, sbuf;
  add.u64 %a, %a, %off;
  st.shared.v{vec}.{t} [%a], {regs};
  ld.shared.v{vec}.{t} {regs}, [%a];
  st.global.v{vec}.{t} [%out], {regs};
"""
    elif space == "local":
        body += f"""  st.local.v{vec}.{t} [buf], {regs};
  ld.local.v{vec}.{t} {regs}, [buf];
  st.global.v{vec}.{t} [%out], {regs};
"""
    else:
        body += f"""  mov.u64 %a, buf;
  cvta.local.u64 %a, %a;
  st.v{vec}.{t} [%a], {regs};
  ld.v{vec}.{t} {regs}, [%a];
  cvta.global.u64 %out, %out;
  st.v{vec}.{t} [%out], {regs};
"""
    return kernel(".param .u64 pin, .param .u64 pout", body)


@pytest.mark.parametrize("t, vec, reg, space", VECTOR_CASES)
def test_vector_loads_and_stores_in_every_space(t, vec, reg, space):
    n = 128
    size = int(t[1:]) // 8 * vec
    rng = np.random.default_rng(vec * 7 + len(t))
    data = rng.integers(0, 256, n * size, dtype=np.uint8)
    if t.startswith("f"):  # keep NaN payloads out: the copy must be bit-exact anyway
        data = data.view({"f16": np.uint16, "f32": np.uint32, "f64": np.uint64}[t])
        data = (data & ~np.array(1 << (int(t[1:]) - 2), data.dtype)).view(np.uint8)
    dev = device()
    inp = dev.array(data)
    out = dev.array(np.zeros_like(data))
    launch(_vector_copy(t, vec, reg, space), [inp, out], n)
    np.testing.assert_array_equal(np.array(out), data)


@pytest.mark.parametrize("bad, error", [
    ("ld.shared.v8.f32 {%f0,%f1,%f2,%f3,%f4,%f5,%f6,%f7}, [%rd0];", PtxSemanticError),
    ("ld.global.v8.f16 {%h0,%h1,%h2,%h3,%h4,%h5,%h6,%h7}, [%rd0];", PtxSemanticError),
    ("ld.global.v4.f64 {%d0,%d1,%d2,%d3}, [%rd0+8], %rd1;", PtxSemanticError),
    ("ld.global.b128 %q, [%rd0];", PtxUnsupportedError),
    ("ld.relaxed.global.u32 %r0, [%rd0];", PtxSemanticError),
    ("ld.release.gpu.global.u32 %r0, [%rd0];", PtxSemanticError),
    ("st.acquire.gpu.global.u32 [%rd0], %r0;", PtxSemanticError),
])
def test_invalid_and_unsupported_forms_fail_cleanly(bad, error):
    ptx = kernel("", f"""
  .reg .f32 %f<8>;
  .reg .b16 %h<8>;
  .reg .f64 %d<4>;
  .reg .b128 %q;
  .reg .b32 %r<2>;
  .reg .b64 %rd<2>;
  {bad}""")
    with pytest.raises(error):
        compile_ptx(ptx, use_cache=False)


# -- ordered accesses: volatile, relaxed, acquire, release -----------------------------------

ORDERED = kernel(".param .u64 pin, .param .u64 pout", """
  .reg .b16 %h<4>;
  .reg .b32 %r<4>;
  .reg .b64 %rd<4>;
  .shared .align 4 .b8 bytes[256];
  ld.param.u64 %in, [pin];
  ld.param.u64 %out, [pout];
  mul.wide.u32 %off, %i, 16;
  add.u64 %in, %in, %off;
  add.u64 %out, %out, %off;
  ld.volatile.global.u8 %h0, [%in];
  ld.relaxed.gpu.global.s8 %r0, [%in+1];
  ld.acquire.sys.global.u16 %h1, [%in+2];
  ld.volatile.u32 %r1, [%in+4];
  ld.acquire.cta.global.v2.u32 {%r2, %r3}, [%in+8];
  ld.mmio.relaxed.sys.global.u64 %rd0, [%in+8];
  st.volatile.global.u8 [%out+1], %h0;
  st.relaxed.cta.global.u8 [%out], %r0;
  st.release.gpu.global.u16 [%out+2], %h1;
  st.release.sys.u32 [%out+4], %r1;
  st.volatile.global.v2.u32 [%out+8], {%r3, %r2};
  // neighbouring bytes written by different threads at once (through the 32-bit word)
  cvt.u16.u32 %h2, %tx;
  mov.u64 %rd1, bytes;
  cvt.u64.u32 %rd3, %tx;
  add.u64 %rd1, %rd1, %rd3;
  xor.b64 %rd3, %rd3, 1;
  mov.u64 %rd2, bytes;
  add.u64 %rd2, %rd2, %rd3;
  cvta.shared.u64 %rd1, %rd1;
  cvta.shared.u64 %rd2, %rd2;
  st.relaxed.cta.u8 [%rd1], %h2;
  bar.sync 0;
  ld.volatile.u8 %h3, [%rd1];
  ld.volatile.u8 %h2, [%rd2];
  add.u16 %h3, %h3, %h2;
  st.global.u16 [%out+12], %h3;
  st.volatile.shared.u16 [bytes+2], %h3;
""")


def test_volatile_relaxed_acquire_and_release_accesses():
    n = 256
    rng = np.random.default_rng(1)
    data = rng.integers(0, 256, n * 16, dtype=np.uint8)
    dev = device()
    inp = dev.array(data)
    out = dev.array(np.zeros_like(data))
    launch(ORDERED, [inp, out], n, block=256)
    d = data.reshape(n, 16)
    o = np.array(out).reshape(n, 16)
    np.testing.assert_array_equal(o[:, 1], d[:, 0])
    np.testing.assert_array_equal(o[:, 0], d[:, 1])
    np.testing.assert_array_equal(o[:, 2:8], d[:, 2:8])
    np.testing.assert_array_equal(o[:, 8:12], d[:, 12:16])
    np.testing.assert_array_equal(o[:, 12:16].view(np.uint16)[:, 0],
                                  np.arange(n) % 256 + (np.arange(n) ^ 1) % 256)


def test_ordered_vectors_of_eight_bytes_are_one_access():
    """CUB's decoupled look-back publishes a tile's status and value in one 8-byte word with
    st.relaxed.v2.u32 and polls it with ld.relaxed.v2.u32: the two halves must not tear."""
    ptx = kernel(".param .u64 p", """
  .reg .b32 %r<4>;
  .reg .b64 %rd<2>;
  ld.param.u64 %rd0, [p];
  ld.relaxed.gpu.global.v2.u32 {%r0, %r1}, [%rd0];
  st.relaxed.gpu.global.v2.u32 [%rd0+8], {%r1, %r0};
  ld.volatile.global.v4.u16 {%h0, %h1, %h2, %h3}, [%rd0+16];
  ld.acquire.gpu.global.v2.u64 {%rd0, %rd1}, [%rd0+24];
""".replace("%h", "%r"))
    ir_text, _, _ = translate(ptx, get_target("spirv"))
    # v2.u32 and v4.u16 as one i64 each; v2.u64 per element (LLVM has no 128-bit atomics)
    assert ir_text.count("load atomic volatile i64") == 4
    assert ir_text.count("store atomic volatile i64") == 1


# -- vector registers ------------------------------------------------------------------------

VECTOR_REGISTERS = kernel(".param .u64 p", """
  .reg .v2 .u32 %v;
  .reg .v4 .u16 %h;
  .reg .v4 .f32 %f;
  .reg .u32 %r<4>;
  .reg .u16 %s<4>;
  .reg .u64 %a;
  ld.param.u64 %a, [p];
  mov.u32 %r0, 7;
  mov.u32 %v.x, %r0;
  add.u32 %v.y, %v.x, 5;
  st.global.v2.u32 [%a], %v;
  mov.u16 %s0, 1;
  mov.u16 %s1, 2;
  mov.u16 %s2, 3;
  mov.u16 %s3, 4;
  mov.v4.u16 %h, {%s3, %s2, %s1, %s0};
  st.global.v4.u16 [%a+8], %h;
  ld.global.v4.f32 %f, [%a+16];
  add.f32 %f.a, %f.r, %f.g;
  st.global.v4.f32 [%a+32], %f;
  mov.v2.u32 {%r2, %r3}, %v;
  st.global.u32 [%a+48], %r3;
""")


def test_vector_registers_as_components_and_as_vector_operands():
    buf = np.zeros(16, np.uint32)
    buf[4:8] = np.array([1.5, 2.25, 9, 0], np.float32).view(np.uint32)
    dev = device()
    arr = dev.array(buf)
    launch(VECTOR_REGISTERS, [arr], 1, block=1)
    out = np.array(arr)
    assert out[:2].tolist() == [7, 12]
    assert out[2:4].view(np.uint16).tolist() == [4, 3, 2, 1]
    assert out[8:12].view(np.float32).tolist() == [1.5, 2.25, 9, 3.75]
    assert out[12] == 12


@pytest.mark.parametrize("body", ["add.u32 %r0, %v, 1;", "mov.u32 %r0, %v.z;",
                                  "mov.u32 %r0, %r1.x;"])
def test_misused_vector_registers_are_errors(body):
    ptx = kernel(".param .u64 p", f".reg .v2 .u32 %v;\n.reg .u32 %r<2>;\n{body}")
    with pytest.raises(PtxSemanticError):
        compile_ptx(ptx, use_cache=False)


# -- .global and .const variables declared in functions ---------------------------------------

FUNCTION_VARIABLES = HEADER + """
.func (.param .b32 r) next()
{
  .global .align 4 .u32 calls = 40;
  .reg .b32 %r0;
  atom.global.add.u32 %r0, [calls], 1;
  st.param.b32 [r], %r0;
  ret;
}
.visible .entry k(.param .u64 p)
{
  .reg .b32 %r<3>;
  .reg .b64 %rd<2>;
  .const .align 4 .b32 table[2] = {5, 6};
  ld.param.u64 %rd0, [p];
  { .param .b32 r;
    call (r), next, ();
    ld.param.b32 %r1, [r];
  }
  ld.const.u32 %r2, [table+4];
  add.u32 %r1, %r1, %r2;
  mov.u32 %r0, %tid.x;
  mul.wide.u32 %rd1, %r0, 4;
  add.u64 %rd1, %rd0, %rd1;
  st.global.u32 [%rd1], %r1;
  ret;
}
"""


def test_global_and_const_variables_declared_in_functions():
    """One variable for the whole program, initialized once, named only in its scope."""
    dev = device()
    out = dev.array(np.zeros(8, np.uint32))
    module = dev.load(FUNCTION_VARIABLES)
    module.launch("k", (1,), (4,), [out])
    module.launch("k", (1,), (4,), [dev.array(np.zeros(4, np.uint32))])
    assert sorted(np.array(out)[:4].tolist()) == [46, 47, 48, 49]
    module.launch("k", (1,), (4,), [out])
    assert sorted(np.array(out)[:4].tolist()) == [54, 55, 56, 57]  # the counter went on
    # the function's variable has no name outside the function
    leak = FUNCTION_VARIABLES.replace("ld.const.u32 %r2, [table+4];", "ld.global.u32 %r2, [calls];")
    with pytest.raises(PtxSemanticError, match="calls"):
        compile_ptx(leak, use_cache=False)


# -- state spaces: param, const, local, shared, generic --------------------------------------

SPACES = HEADER + """
.const .align 8 .b8 ctab[16] = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16};
.global .align 4 .u32 gvar[2] = {0x11111111, 0x22222222};
.shared .align 4 .b32 smod[64];

.func (.param .b64 ret) pick(.param .align 8 .b8 s[16], .param .b32 k)
{
  .reg .b32 %r<3>;
  .reg .b64 %rd<2>;
  ld.param.b32 %r0, [k];
  ld.param.u32 %r1, [s+4];
  ld.param.u16 %r2, [s+8];
  add.u32 %r1, %r1, %r0;
  add.u32 %r1, %r1, %r2;
  cvt.u64.u32 %rd0, %r1;
  st.param.b64 [ret], %rd0;
  ret;
}

.visible .entry k(.param .u64 pout, .param .align 8 .b8 sarg[16], .param .u32 scale)
{
  .reg .b32 %tx;
  .reg .b32 %r<8>;
  .reg .b64 %out;
  .reg .b64 %rd<12>;
  .reg .b64 %SP;
  .reg .b64 %SPL;
  .local .align 8 .b8 __local_depot0[64];
  mov.u64 %SPL, __local_depot0;
  cvta.local.u64 %SP, %SPL;
  mov.u32 %tx, %tid.x;
  ld.param.u64 %out, [pout];
  mul.wide.u32 %rd0, %tx, 64;
  add.u64 %out, %out, %rd0;
  // kernel parameters: scalar, struct fields, a vector read of the struct
  ld.param.u32 %r0, [scale];
  ld.param.v2.u32 {%r1, %r2}, [sarg];
  ld.param.f64 %rd1, [sarg+8];
  st.global.u32 [%out], %r0;
  st.global.v2.u32 [%out+4], {%r1, %r2};
  st.global.u64 [%out+16], %rd1;
  // .const, through its name and through a generic address
  and.b32 %r3, %tx, 15;
  cvt.u64.u32 %rd2, %r3;
  mov.u64 %rd3, ctab;
  add.u64 %rd3, %rd3, %rd2;
  ld.const.u8 %r4, [%rd3];
  cvta.const.u64 %rd4, %rd3;
  ld.u8 %r5, [%rd4];
  shl.b32 %r5, %r5, 8;
  or.b32 %r4, %r4, %r5;
  ld.const.u32 %r5, [ctab+4];
  st.global.u32 [%out+24], %r4;
  st.global.u32 [%out+28], %r5;
  // the local depot: written through %SP (generic), read back through %SPL (local)
  add.u64 %rd5, %SP, 0;
  st.u32 [%rd5+4], %tx;
  mul.wide.u32 %rd6, %r3, 1;
  add.u64 %rd7, %SPL, %rd6;
  st.local.u8 [%rd7+16], %r3;
  ld.local.u32 %r6, [%SPL+4];
  add.u64 %rd8, %SP, %rd6;
  ld.u8 %r7, [%rd8+16];
  st.global.u32 [%out+32], %r6;
  st.global.u32 [%out+36], %r7;
  // shared: 32-bit offsets (mov.u32 of the name), generic through cvta.shared
  mov.u32 %r0, smod;
  shl.b32 %r1, %tx, 2;
  add.u32 %r0, %r0, %r1;
  mul.lo.u32 %r2, %tx, 3;
  st.shared.u32 [%r0], %r2;
  bar.sync 0;
  xor.b32 %r1, %tx, 32;
  shl.b32 %r1, %r1, 2;
  mov.u64 %rd9, smod;
  cvt.u64.u32 %rd10, %r1;
  add.u64 %rd9, %rd9, %rd10;
  cvta.shared.u64 %rd9, %rd9;
  ld.u32 %r2, [%rd9];
  cvta.to.shared.u64 %rd10, %rd9;
  cvt.u32.u64 %r1, %rd10;
  ld.shared.u32 %r3, [%r1];
  add.u32 %r2, %r2, %r3;
  st.global.u32 [%out+40], %r2;
  // .global variables by name and by address
  mov.u64 %rd11, gvar;
  ld.global.u32 %r4, [%rd11+4];
  ld.global.u32 %r5, [gvar];
  add.u32 %r4, %r4, %r5;
  st.global.u32 [%out+44], %r4;
  // a call: call-site .param variables, a struct argument, a return value
  {
    .param .align 8 .b8 arg0[16];
    .param .b32 arg1;
    .param .b64 retval;
    st.param.v2.u32 [arg0], {%tx, %tx};
    st.param.u32 [arg0+8], 7;
    st.param.b32 [arg1], 1000;
    call.uni (retval), pick, (arg0, arg1);
    ld.param.b64 %rd1, [retval];
  }
  st.global.u64 [%out+48], %rd1;
  ret;
}
"""


def test_param_const_local_shared_global_and_call_site_spaces():
    n = 64
    dev = device()
    out = dev.array(np.zeros(n * 16, np.uint32))
    sarg = struct.pack("<IId", 0xDEADBEEF, 12345, 2.5)
    launch(SPACES, [out, sarg, 77], n)
    o = np.array(out).reshape(n, 16)
    tid = np.arange(n)
    ctab = np.arange(1, 17)
    assert (o[:, 0] == 77).all()
    assert (o[:, 1] == 0xDEADBEEF).all() and (o[:, 2] == 12345).all()
    assert (o[:, 4:6].copy().view(np.float64)[:, 0] == 2.5).all()
    np.testing.assert_array_equal(o[:, 6], ctab[tid % 16] * 257)
    assert (o[:, 7] == 0x08070605).all()
    np.testing.assert_array_equal(o[:, 8], tid)
    np.testing.assert_array_equal(o[:, 9], tid % 16)
    np.testing.assert_array_equal(o[:, 10], 3 * (tid ^ 32) * 2)
    assert (o[:, 11] == 0x33333333).all()
    np.testing.assert_array_equal(o[:, 12], tid + 1000 + 7)


# -- isspacep --------------------------------------------------------------------------------

ISSPACEP = HEADER + """
.const .align 4 .b32 cvar[4];
.visible .entry k(.param .u64 pout, .param .u64 pglobal, .param .u32 parg)
{
  .reg .b32 %r<2>;
  .reg .b64 %out;
  .reg .b64 %a<6>;
  .reg .pred %p;
  .local .align 4 .b8 lvar[8];
  .shared .align 4 .b8 svar[8];
  ld.param.u64 %out, [pout];
  ld.param.u64 %a0, [pglobal];
  cvta.global.u64 %a0, %a0;
  mov.u64 %a1, svar;
  cvta.shared.u64 %a1, %a1;
  mov.u64 %a2, lvar;
  cvta.local.u64 %a2, %a2;
  add.u64 %a2, %a2, 4;
  mov.u64 %a3, cvar;
  cvta.const.u64 %a3, %a3;
  mov.u64 %a4, parg;
  cvta.param.u64 %a4, %a4;
  mov.u64 %a5, svar;
  cvta.shared.u64 %a5, %a5;
  add.u64 %a5, %a5, 8;
""" + "".join(
    f"""  isspacep.{space} %p, %a{j};
  selp.u32 %r0, 1, 0, %p;
  st.global.u8 [%out+{j * 5 + k}], %r0;
""" for j in range(6) for k, space in enumerate(("global", "shared", "local", "const",
                                                  "param"))) + "  ret;\n}\n"


def test_isspacep_truth_table():
    dev = device()
    out = dev.array(np.zeros(32, np.uint8))
    buf = dev.array(np.zeros(4, np.uint32))
    launch(ISSPACEP, [out, buf, 1], 1, block=1, shared=16)
    table = np.array(out)[:30].reshape(6, 5)
    # the address just past the static shared variables is still in the window (dynamic part)
    expected = np.array([[1, 0, 0, 0, 0], [0, 1, 0, 0, 0], [0, 0, 1, 0, 0], [0, 0, 0, 1, 0],
                         [0, 0, 0, 0, 1], [0, 1, 0, 0, 0]])
    np.testing.assert_array_equal(table, expected)


# -- cache hints and no-ops ------------------------------------------------------------------

HINTS = kernel(".param .u64 pin, .param .u64 pout", """
  .reg .b32 %r<12>;
  .reg .b64 %pol;
  ld.param.u64 %in, [pin];
  ld.param.u64 %out, [pout];
  mul.wide.u32 %off, %i, 48;
  add.u64 %in, %in, %off;
  add.u64 %out, %out, %off;
  createpolicy.fractional.L2::evict_last.b64 %pol, 1.0;
  prefetch.global.L2 [%in];
  prefetch.global.L2::evict_last [%in];
  prefetchu.L1 [%in];
  ld.global.ca.u32 %r0, [%in];
  ld.global.cg.u32 %r1, [%in+4];
  ld.global.cs.u32 %r2, [%in+8];
  ld.global.lu.u32 %r3, [%in+12];
  ld.global.cv.u32 %r4, [%in+16];
  ld.global.nc.L1::no_allocate.u32 %r5, [%in+20];
  ld.global.L1::evict_last.L2::128B.u32 %r6, [%in+24];
  ld.global.L2::cache_hint.u32 %r7, [%in+28], %pol;
  ldu.global.u32 %r8, [%in+32];
  ld.global.nc.L2::256B.v2.u32 {%r9, %r10}, [%in+40];
  ld.weak.global.L1::evict_unchanged.u32 %r11, [%in+36];
  st.global.wb.u32 [%out], %r0;
  st.global.wt.u32 [%out+4], %r1;
  st.global.cs.u32 [%out+8], %r2;
  st.global.cg.u32 [%out+12], %r3;
  st.global.L1::no_allocate.u32 [%out+16], %r4;
  st.global.L2::cache_hint.u32 [%out+20], %r5, %pol;
  st.global.u32 [%out+24], %r6;
  st.global.u32 [%out+28], %r7;
  st.global.u32 [%out+32], %r8;
  st.global.u32 [%out+36], %r11;
  st.global.v2.u32 [%out+40], {%r9, %r10};
  discard.global.L2 [%in], 128;
  applypriority.global.L2::evict_normal [%in], 128;
""")


def test_cache_operators_hints_and_prefetches_change_nothing():
    n = 64
    data = (np.arange(n * 12, dtype=np.uint64) * 2654435761 % 2**32).astype(np.uint32)
    dev = device()
    inp = dev.array(data.astype(np.uint32))
    out = dev.array(np.zeros(n * 12, np.uint32))
    launch(HINTS, [inp, out], n)
    np.testing.assert_array_equal(np.array(out), data)


def test_local_memory_through_register_addresses_and_a_callee():
    """nvcc's frame idiom: %SPL holds the local depot's address, %SP its generic one; stores go
    through %SPL + offset (ld/st.local), a callee reads through a generic pointer, and
    cvta.to.local brings a generic address back. (Such addresses are generic ones: Intel's
    compiler lost stores made through private pointers built from integers; the virtual calls
    of test_control.py reproduce that.)"""
    ptx = """.version 8.0
.target sm_75
.address_size 64
.func (.param .b32 r) read_at(.param .b64 p)
{
  .reg .b64 %a;
  .reg .b32 %v;
  ld.param.u64 %a, [p];
  ld.u32 %v, [%a];
  st.param.b32 [r], %v;
  ret;
}
.visible .entry k(.param .u64 out)
{
  .local .align 8 .b8 depot[32];
  .reg .b64 %SPL, %SP, %rd<8>;
  .reg .b32 %r<8>;
  .reg .pred %p;
  mov.u64 %SPL, depot;
  cvta.local.u64 %SP, %SPL;
  mov.u32 %r1, %tid.x;
  add.u64 %rd1, %SPL, 16;
  mul.lo.u32 %r2, %r1, 7;
  st.local.u32 [%rd1], %r2;
  add.u64 %rd2, %SP, 0;
  cvta.to.local.u64 %rd3, %rd2;
  add.u32 %r3, %r1, 1000;
  st.local.u32 [%rd3+4], %r3;
  add.u64 %rd4, %SP, 16;
  and.b32 %r4, %r1, 1;
  setp.eq.u32 %p, %r4, 0;
  @%p add.u64 %rd4, %SP, 4;
  { .param .b64 a; .param .b32 v;
    st.param.b64 [a], %rd4;
    call.uni (v), read_at, (a);
    ld.param.b32 %r5, [v]; }
  ld.param.u64 %rd5, [out];
  mul.wide.u32 %rd6, %r1, 4;
  add.s64 %rd7, %rd5, %rd6;
  st.global.u32 [%rd7], %r5;
  ret;
}
"""
    dev = device()
    out = dev.empty((128,), np.uint32)
    dev.load(ptx).launch("k", (1,), (128,), [out])
    t = np.arange(128)
    np.testing.assert_array_equal(out, np.where(t % 2 == 0, t + 1000, t * 7))
