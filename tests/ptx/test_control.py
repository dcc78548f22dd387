"""Control flow: bra, ret, exit, call (arguments, return values, recursion), trap, and the CUDA
runtime's device functions vprintf and __assertfail, on the CPU device.

Hand-written PTX covers the forms that nvcc does not emit (immediates and registers as call
arguments, several return values, predicated ret/exit); ``kernels/output.cu`` covers printf,
assert and __trap as nvcc emits them.
"""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from hypothesis.extra.numpy import arrays
from zluda.ptx import PtxSemanticError, PtxUnsupportedError, compile_ptx

from .harness import DeviceTrap, device

KERNELS = Path(__file__).parent / "kernels"
HEADER = ".version 8.0\n.target sm_75\n.address_size 64\n"

# Thread i of kernel k reads in[i] into %x and stores %y to out[i].
_KERNEL = """
.visible .entry k(.param .u64 out, .param .u64 in, .param .u32 n)
{
  .reg .pred %kp<2>;
  .reg .b32 %x, %y, %i, %kr<4>;
  .reg .b64 %kd<4>;
  mov.u32 %kr0, %ctaid.x;
  mov.u32 %kr1, %ntid.x;
  mov.u32 %kr2, %tid.x;
  mad.lo.u32 %i, %kr0, %kr1, %kr2;
  ld.param.u32 %kr3, [n];
  setp.ge.u32 %kp0, %i, %kr3;
  @%kp0 bra DONE;
  mul.wide.u32 %kd0, %i, 4;
  ld.param.u64 %kd1, [in];
  add.u64 %kd1, %kd1, %kd0;
  ld.global.u32 %x, [%kd1];
  mov.u32 %y, 0;
BODY
  ld.param.u64 %kd2, [out];
  add.u64 %kd2, %kd2, %kd0;
  st.global.u32 [%kd2], %y;
DONE:
  ret;
}
"""


def kernel_ptx(funcs: str, body: str) -> str:
    return HEADER + funcs + _KERNEL.replace("BODY", body)


def run(funcs: str, body: str, x: np.ndarray, out_init: int = 0) -> np.ndarray:
    dev = device()
    n = len(x)
    out = dev.array(np.full(n, out_init, np.uint32))
    module = dev.load(kernel_ptx(funcs, body))
    module.launch("k", ((n + 63) // 64,), (64,), [out, dev.array(x.astype(np.uint32)), n])
    return np.array(out)


u32s = arrays(np.uint32, 256, elements=st.integers(0, 2**32 - 1))
EDGES = np.array([0, 1, 2, 0x7FFFFFFF, 0x80000000, 0xFFFFFFFF, 13, 100], np.uint32)
M32 = 0xFFFFFFFF

# -- call: arguments and return values ------------------------------------------------------

_MIX = """
.func (.param .b32 r) mix(.param .b32 a, .param .f32 b, .param .b64 c, .param .b16 d)
{
  .reg .b32 %r<6>;
  .reg .f32 %f1;
  .reg .b64 %rd1;
  .reg .b16 %h1;
  ld.param.b32 %r1, [a];
  ld.param.f32 %f1, [b];
  ld.param.b64 %rd1, [c];
  ld.param.b16 %h1, [d];
  cvt.rzi.u32.f32 %r2, %f1;
  cvt.u32.u64 %r3, %rd1;
  cvt.u32.u16 %r4, %h1;
  mad.lo.u32 %r5, %r1, 3, %r2;
  add.u32 %r5, %r5, %r3;
  xor.b32 %r5, %r5, %r4;
  st.param.b32 [r], %r5;
  ret;
}
"""


@settings(max_examples=5, deadline=None)
@given(u32s)
def test_call_with_registers_immediates_and_param_variables_as_arguments(x):
    x = np.concatenate([x, EDGES])
    body = """
  { .reg .b32 %t<3>; .reg .f32 %tf; .reg .b64 %td; .reg .b16 %th;
    mov.f32 %tf, 0f41200000;
    cvt.u64.u32 %td, %x;
    shl.b64 %td, %td, 8;
    mov.b16 %th, 0x00ff;
    call.uni (%t0), mix, (%x, %tf, %td, %th);
    call (%t1), mix, (7, 0f40400000, 0x100000005, 2);
    .param .b32 pa; .param .f32 pb; .param .b64 pc; .param .b16 pd; .param .b32 pr;
    st.param.b32 [pa], %t0;
    st.param.f32 [pb], 0f3F800000;
    st.param.b64 [pc], %td;
    st.param.b16 [pd], %th;
    call.uni (pr), mix, (pa, pb, pc, pd);
    ld.param.b32 %t2, [pr];
    add.u32 %y, %t1, %t2;
  }"""
    out = run(_MIX, body, x)

    def mix(a: int, b: int, c: int, d: int) -> int:
        return ((a * 3 + b + (c & M32)) & M32) ^ d

    xs = x.astype(object)
    t0 = [mix(int(v), 10, int(v) << 8, 0xFF) for v in xs]
    t1 = mix(7, 3, 0x100000005, 2)
    expected = [(t1 + mix(a, 1, int(v) << 8, 0xFF)) & M32 for a, v in zip(t0, xs, strict=True)]
    assert out.tolist() == expected


_DIVMOD = """
.func (.param .b32 q, .param .b32 r) divmod(.param .b32 a, .param .b32 b)
{
  .reg .pred %p1;
  .reg .b32 %r<4>;
  ld.param.b32 %r1, [a];
  ld.param.b32 %r2, [b];
  setp.eq.u32 %p1, %r2, 0;
  @%p1 bra ZERO;
  div.u32 %r3, %r1, %r2;
  st.param.b32 [q], %r3;
  rem.u32 %r3, %r1, %r2;
  st.param.b32 [r], %r3;
  ret;
ZERO:
  st.param.b32 [q], -1;
  st.param.b32 [r], %r1;
  ret;
}
"""


@given(u32s)
@settings(max_examples=5, deadline=None)
def test_two_return_values(x):
    # divisor 7 for odd x, 0 for even x (divmod's own early return: q = -1, r = x)
    body = """
  { .reg .b32 %q, %r, %d;
    and.b32 %d, %x, 1;
    mul.lo.u32 %d, %d, 7;
    call (%q, %r), divmod, (%x, %d);
    shl.b32 %q, %q, 3;
    add.u32 %y, %q, %r;
  }"""
    x = np.concatenate([EDGES, x])
    out = run(_DIVMOD, body, x)
    xs = x.astype(np.uint64)
    odd = (xs & 1) == 1
    q = np.where(odd, xs // 7, M32)
    r = np.where(odd, xs % 7, xs)
    assert out.tolist() == ((q * 8 + r) & M32).tolist()


_PREDICATED_RET = """
.func (.param .b32 r) clamp100(.param .b32 a)
{
  .reg .pred %p1;
  .reg .b32 %r1;
  ld.param.b32 %r1, [a];
  st.param.b32 [r], 100;
  setp.gt.u32 %p1, %r1, 100;
  @%p1 ret;
  st.param.b32 [r], %r1;
  ret;
}

.func bump(.param .b64 p)
{
  .reg .b64 %rd1;
  .reg .b32 %r1;
  ld.param.b64 %rd1, [p];
  ld.u32 %r1, [%rd1];
  add.u32 %r1, %r1, 1;
  st.u32 [%rd1], %r1;
}
"""


def test_predicated_ret_void_function_and_function_without_ret():
    x = np.concatenate([np.arange(0, 300, dtype=np.uint32), EDGES])
    body = """
  { .reg .b32 %c; .reg .b64 %a;
    call.uni (%c), clamp100, (%x);
    add.u64 %a, %kd1, 0;
    call.uni bump, (%a);
    ld.global.u32 %y, [%kd1];
    add.u32 %y, %y, %c;
  }"""
    out = run(_PREDICATED_RET, body, x)
    assert out.tolist() == [(v + 1 + min(v, 100)) & M32 for v in x.tolist()]


_RECURSIVE = """
.func (.param .b32 r) sum_to(.param .b32 n)
{
  .reg .pred %p1;
  .reg .b32 %r<4>;
  ld.param.b32 %r1, [n];
  setp.eq.u32 %p1, %r1, 0;
  @%p1 bra BASE;
  sub.u32 %r2, %r1, 1;
  call.uni (%r3), sum_to, (%r2);
  add.u32 %r3, %r3, %r1;
  st.param.b32 [r], %r3;
  ret;
BASE:
  st.param.b32 [r], 0;
  ret;
}
"""


def test_recursion():
    x = np.arange(0, 200, dtype=np.uint32)
    out = run(_RECURSIVE, "  call.uni (%y), sum_to, (%x);", x)
    assert out.tolist() == [v * (v + 1) // 2 for v in x.tolist()]


def test_exit_and_predicated_exit_in_a_kernel():
    x = np.arange(0, 128, dtype=np.uint32)
    body = """
  { .reg .pred %e;
    mov.u32 %y, 5;
    setp.lt.u32 %e, %x, 50;
    @%e bra STORE;
    setp.lt.u32 %e, %x, 100;
    @%e exit;
    mov.u32 %y, 7;
    bra STORE;
    exit;
  }
STORE:"""
    out = run("", body, x, out_init=99)
    assert out.tolist() == [5 if v < 50 else 99 if v < 100 else 7 for v in x.tolist()]


def test_brkpt_and_pmevent_are_no_ops():
    x = np.arange(64, dtype=np.uint32)
    out = run("", "  brkpt;\n  pmevent 3;\n  add.u32 %y, %x, 1;", x)
    assert out.tolist() == (x + 1).tolist()


# -- trap, assert and printf ----------------------------------------------------------------

OUTPUT = "output.sm75.ptx"


def test_printf_with_int_long_double_char_and_pointer_arguments(capfd):
    module = device().load((KERNELS / OUTPUT).read_text())
    capfd.readouterr()
    module.launch("k_printf", (1,), (2,), [-42, -(2**40), 3.25, ord("Z"), 0x7F0012345678])
    lines = capfd.readouterr().out.splitlines()
    first = ("int=-42 neg=42 hex=ffffffd6 uns=4294967254 long=-1099511627776 ll=-1099511627776"
             " dbl=3.250000 exp=3.250000e+00 g=3.25 chr=Z ptr=0x7f0012345678 pct=% end")
    assert sorted(lines) == sorted([first, first, "thread 1 of block 0:  3.25|-42 |ffffffd6"])


def test_printf_returns_the_number_of_arguments(capfd):
    funcs = """
.extern .func (.param .b32 r) vprintf(.param .b64 fmt, .param .b64 args);
.global .align 1 .b8 fmt[9] = {120, 61, 37, 117, 32, 37, 100, 10, 0};
"""
    body = """
  { .local .align 8 .b8 buf[8]; .reg .b64 %f<2>, %b<2>;
    st.local.u32 [buf], %x;
    st.local.u32 [buf+4], 7;
    mov.u64 %f0, fmt;
    cvta.global.u64 %f1, %f0;
    mov.u64 %b0, buf;
    cvta.local.u64 %b1, %b0;
    call.uni (%y), vprintf, (%f1, %b1);
  }"""
    capfd.readouterr()
    out = run(funcs, body, np.array([11, 22], np.uint32))
    assert out.tolist() == [2, 2]
    assert sorted(capfd.readouterr().out.splitlines()) == ["x=11 7", "x=22 7"]


def test_failed_assert_prints_cuda_message_ends_the_thread_and_fails_the_launch(capfd):
    dev = device()
    module = dev.load((KERNELS / OUTPUT).read_text())
    a = dev.array(np.array([1, 2, 3, 4], np.int32))
    out = dev.array(np.zeros(4, np.int32))
    module.launch("k_assert", (1,), (4,), [a, out, 4])  # no failure
    assert out.tolist() == [2, 4, 6, 8]
    a[2] = -3
    out[:] = 0
    capfd.readouterr()
    with pytest.raises(DeviceTrap, match="status 2"):
        module.launch("k_assert", (1,), (4,), [a, out, 4])
    assert out[2] == 0  # the failing thread did not go on
    printed = capfd.readouterr().out
    assert ("output.cu:15: void k_assert(const int *, int *, int): block: [0,0,0], thread:"
            " [2,0,0] Assertion `a[i] >= 0` failed.") in printed


def test_trap_fails_the_launch_and_the_next_launch_runs():
    dev = device()
    module = dev.load((KERNELS / OUTPUT).read_text())
    a = dev.array(np.array([1, 13, 3, 4], np.int32))
    out = dev.array(np.zeros(4, np.int32))
    with pytest.raises(DeviceTrap, match="status 1"):
        module.launch("k_trap", (1,), (4,), [a, out, 4])
    assert out[1] == 0
    a[1] = 5
    module.launch("k_trap", (1,), (4,), [a, out, 4])
    assert out.tolist() == [2, 6, 4, 5]


_TRAPPING_FUNC = """
.func (.param .b32 r) check(.param .b32 a)
{
  .reg .pred %p1;
  .reg .b32 %r1;
  ld.param.b32 %r1, [a];
  setp.eq.u32 %p1, %r1, 13;
  @%p1 trap;
  add.u32 %r1, %r1, 1;
  st.param.b32 [r], %r1;
  ret;
}

.func (.param .b32 r) outer(.param .b32 a)
{
  .reg .b32 %r<3>;
  ld.param.b32 %r1, [a];
  call.uni (%r2), check, (%r1);
  st.param.b32 [r], %r2;
  ret;
}
"""


def test_trap_in_a_device_function_stops_its_callers():
    body = "  call.uni (%y), outer, (%x);\n  add.u32 %y, %y, 1000;"
    x = np.array([1, 2, 13, 4], np.uint32)
    with pytest.raises(DeviceTrap, match="status 1"):
        run(_TRAPPING_FUNC, body, x, out_init=7)
    out = run(_TRAPPING_FUNC, body, np.array([1, 2, 3], np.uint32))
    assert out.tolist() == [1002, 1003, 1004]
    dev = device()
    module = dev.load(kernel_ptx(_TRAPPING_FUNC, body))
    out = dev.array(np.full(4, 7, np.uint32))
    with pytest.raises(DeviceTrap):
        module.launch("k", (1,), (4,), [out, dev.array(x), 4])
    assert out[2] == 7  # the trapping thread stored nothing after the call


# -- what is not supported fails clearly ----------------------------------------------------


def compile_error(ptx: str, error=PtxUnsupportedError):
    with pytest.raises(error) as info:
        compile_ptx(ptx, "spirv", use_cache=False)
    return info.value


def test_call_to_an_external_function_names_it():
    funcs = ".extern .func (.param .b32 r) __nv_sinf(.param .b32 x);\n"
    err = compile_error(kernel_ptx(funcs, "  call.uni (%y), __nv_sinf, (%x);"))
    assert "'__nv_sinf'" in err.message and "not defined in this module" in err.message
    assert (err.line, err.column) == (23, 3)


def test_exit_in_a_device_function_is_unsupported():
    funcs = ".func f()\n{\n  exit;\n}\n"
    err = compile_error(kernel_ptx(funcs, "  call f;"))
    assert "exit" in err.message and (err.line, err.column) == (6, 3)


def test_indirect_call_needs_a_matching_prototype():
    funcs = ".func f()\n{\n  ret;\n}\n"
    body = "  { .reg .b64 %fp; mov.u64 %fp, f;\n  call %fp, (), proto; }"
    err = compile_error(kernel_ptx(funcs, body), PtxSemanticError)
    assert "'proto'" in err.message
    body = ("  { .reg .b64 %fp; mov.u64 %fp, f;\nproto: .callprototype _ ();\n"
            "  call %fp, (%x), proto; }")
    err = compile_error(kernel_ptx(funcs, body), PtxSemanticError)
    assert "prototype 'proto'" in err.message and (err.line, err.column) == (28, 3)


def test_brx_idx_is_unsupported():
    # nvcc 13 and NVRTC 13.5 compile switch statements to branch trees, never to brx.idx
    body = "  { .reg .b32 %ix; mov.u32 %ix, 0;\nts: .branchtargets L0, L1;\n" \
           "  brx.idx %ix, ts;\nL0:\n  mov.u32 %y, 1;\nL1: }"
    err = compile_error(kernel_ptx("", body))
    assert ".branchtargets" in err.message and (err.line, err.column) == (23, 5)
    err = compile_error(kernel_ptx("", "  brx.idx %x, DONE;"))
    assert "brx" in err.message and (err.line, err.column) == (22, 3)


def test_wrong_argument_count_and_return_count():
    funcs = _MIX
    err = compile_error(kernel_ptx(funcs, "  call (%y), mix, (%x);"), PtxSemanticError)
    assert "1 arguments, but it takes 4" in err.message
    err = compile_error(kernel_ptx(funcs, "  call mix, (%x, %x, %x, %x);"), PtxSemanticError)
    assert "0 return values" in err.message


# -- function pointers, virtual functions, printf("%s") (kernels/function_pointers.cu) --------

FUNCTION_POINTERS = "function_pointers.sm75.ptx"
RNG = np.random.default_rng(11)


def test_calls_through_a_table_of_function_pointers():
    dev = device()
    module = dev.load((KERNELS / FUNCTION_POINTERS).read_text())
    n = 200
    sel = np.arange(n, dtype=np.int32)
    x = RNG.integers(-(2**20), 2**20, n).astype(np.int32)
    out = dev.empty((n,), np.int32)
    module.launch("call_table", (4,), (64,), [dev.array(sel), dev.array(x), out, n])
    np.testing.assert_array_equal(out, np.array([2, 3, -1])[sel % 3] * x)


def test_a_function_pointer_chosen_at_run_time_and_stored_in_memory():
    dev = device()
    module = dev.load((KERNELS / FUNCTION_POINTERS).read_text())
    n = 150
    x = RNG.integers(-(2**20), 2**20, n).astype(np.int32)
    out, slot = dev.empty((n,), np.int32), dev.empty((1,), np.uint64)
    module.launch("call_local", (3,), (64,), [dev.array(x), out, slot, n])
    np.testing.assert_array_equal(out, np.where(x & 1, 3 * x, 2 * x))
    # the stored pointer is negate's, the same value as the table's third entry
    table = module.global_view("table", np.uint64)
    assert int(slot[0]) == int(table[2]) != 0 and len(set(int(t) for t in table)) == 3


def test_virtual_functions():
    dev = device()
    module = dev.load((KERNELS / FUNCTION_POINTERS).read_text())
    n = 100
    v = np.linspace(0.5, 40, n).astype(np.float32)
    area, sides = dev.empty((n,), np.float32), dev.empty((n,), np.int32)
    module.launch("virtual_calls", (2,), (64,), [dev.array(v), area, sides, n])
    circle = np.arange(n) % 3 == 0
    np.testing.assert_array_equal(area, np.where(circle, np.float32(3) * v * v, v * v))
    np.testing.assert_array_equal(sides, np.where(circle, 0, 4))


def test_a_call_through_a_pointer_to_no_function_fails_the_launch():
    dev = device()
    module = dev.load((KERNELS / FUNCTION_POINTERS).read_text())
    with pytest.raises(DeviceTrap):
        module.launch("call_bad", (1,), (4,), [0x1234, dev.empty((4,), np.int32)])


def test_printf_of_device_strings(capfd):
    dev = device()
    module = dev.load((KERNELS / FUNCTION_POINTERS).read_text())
    capfd.readouterr()
    text = dev.array(np.frombuffer(b"from the host\0", np.uint8))
    module.launch("print_strings", (1,), (4,), [text])
    lines = capfd.readouterr().out.splitlines()
    assert sorted(lines) == sorted(f"[{name}] {i} <from the host>"
                                   for i, name in enumerate(["alpha", "beta", "gamma", "alpha"]))
