""".ftz left to a device that flushes subnormals itself (passes/device_flush.py, ``;ftz=device``).

A module runs flushed only when nothing in it can tell the device's flush-to-zero mode apart
from PTX's semantics; its .ftz add/mul/fma then carry no flushing code, and Intel's CPU device,
which loads it with ``-cl-denorms-are-zero``, must still give CUDA's results, checked here bit
for bit with subnormal operands and results. The measurement that grants ``;ftz=device``
(zluda.runtime.calibration) is checked on the same device.
"""

from __future__ import annotations

import re

import numpy as np
import pytest
from zluda.backends.opencl.backend import OpenclBackend
from zluda.ptx import compile_ptx
from zluda.ptx.compiler import translate
from zluda.ptx.targets import get_target
from zluda.runtime import calibration

from .harness import elementwise_ptx, run_elementwise

DEVICE = "spirv;ftz=device"
TEMPS = "  .reg .f32 %t<4>;\n  .reg .f64 %fd<2>;\n  .reg .b32 %r<2>;"
TINY = np.float32(1e-39)  # subnormal
# operands: subnormals of both signs, and values whose products and sums are subnormal
A = np.resize(np.array([TINY, -TINY, 1.5, -2.0, 0.0, -0.0, 3e-20, 2.0**-126, 1.0, -3e-39],
                       np.float32), 64)
B = np.resize(np.array([4.0, 1e30, 3e-20, -1e-19, TINY, 1.0, -5e-20, -0.75, -TINY, 2.0],
                       np.float32), 64)


def _ftz(x) -> np.ndarray:
    x = np.asarray(x, np.float32)
    return np.where(np.abs(x) < np.float32(2.0**-126), np.copysign(np.float32(0), x), x)


def _flush_tests(ptx: str, target: str) -> int:
    """The .ftz subnormal tests in the kernel's IR (exponent field compared with zero)."""
    ir_text, _, _ = translate(ptx, get_target(target))
    return len(re.findall(r"and i32 %[^,]+, 2139095040", ir_text))


def _runs_flushed(body: str, target: str = DEVICE) -> bool:
    ptx = elementwise_ptx(body, ["f32", "f32"], ["f32"], TEMPS)
    return compile_ptx(ptx, target, use_cache=False).info.flushes_subnormals


MUL = "  mul.ftz.f32 %t0, %a0, %a1;\n"


@pytest.mark.parametrize("body, flushed", [
    (MUL + "  mov.f32 %d0, %t0;", True),
    ("  mul.f32 %d0, %a0, %a1;", False),                     # keeps subnormals
    ("  mul.rz.ftz.f32 %d0, %a0, %a1;", False),              # directed rounding: through f64
    ("  min.ftz.f32 %d0, %a0, %a1;", False),                 # nothing for the device to flush
    (MUL + "  max.ftz.f32 %d0, %t0, %a0;", True),            # flushes in code either way
    (MUL + "  cvt.f64.f32 %fd0, %t0;\n  cvt.rn.ftz.f32.f64 %d0, %fd0;", False),  # f64 keeps
    (MUL + "  cvt.ftz.f64.f32 %fd0, %t0;\n  add.f64 %fd0, %fd0, %fd0;\n"
           "  cvt.rn.ftz.f32.f64 %d0, %fd0;", False),        # f64 arithmetic
    (MUL + "  cvt.rn.f16.f32 %hh0, %t0;\n  cvt.f32.f16 %d0, %hh0;", True),
    (MUL + "  cvt.rn.f16.f32 %hh0, %t0;\n  fma.rn.f16 %hh1, %hh0, %hh0, %hh0;\n"
           "  max.f16 %hh1, %hh1, %hh0;\n  cvt.f32.f16 %d0, %hh1;", True),  # .f16 in .f32
    (MUL + "  mov.b32 %r0, %t0;\n  mul.rn.bf16x2 %r0, %r0, %r0;\n  mov.b32 %d0, %r0;",
     False),                                                  # .bf16 reaches f32 subnormals
    (MUL + "  cvt.rn.f16.f32 %hh0, %t0;\n  ex2.approx.f16 %hh1, %hh0;\n"
           "  cvt.f32.f16 %d0, %hh1;", False),                # the device's exp2
    (MUL + "  cvt.rzi.s32.f32 %r0, %t0;\n  cvt.rn.f32.s32 %d0, %r0;", True),
    (MUL + "  cvt.rmi.s32.f32 %r0, %a0;\n  cvt.rn.f32.s32 %d0, %r0;", False),  # floor(-x): -1
    (MUL + "  cvt.rmi.ftz.s32.f32 %r0, %a0;\n  cvt.rn.f32.s32 %d0, %r0;", True),
    (MUL + "  cvt.rpi.f32.f32 %d0, %a0;", False),               # ceil(x): 1
    (MUL + "  cvt.sat.f32.f32 %d0, %a0;", False),               # keeps a subnormal
    (MUL + "  cvt.rm.f16.f32 %hh0, %a0;\n  cvt.f32.f16 %d0, %hh0;", False),  # -x: -2^-24
    (MUL + "  abs.f32 %t1, %t0;\n  neg.f32 %d0, %t1;", True),   # bitwise
    (MUL + "  ex2.approx.f32 %d0, %t0;", False),             # keeps subnormal operands
    (MUL + "  tanh.approx.f32 %d0, %a0;", True),             # keeps them in code
    (MUL + "  ld.param.u64 %hd2, [out0];\n  atom.global.add.f32 %d0, [%hd2], %t0;", False),
])
def test_which_modules_run_flushed(body, flushed):
    assert _runs_flushed(body) == flushed
    assert not _runs_flushed(body, "spirv")  # only where the target may


CHAIN = ("  mul.ftz.f32 %t0, %a0, %a1;\n"
         "  fma.rn.ftz.f32 %t1, %t0, %a1, %a0;\n"
         "  sub.ftz.f32 %t2, %t1, %a0;\n"
         "  add.ftz.f32 %d0, %t2, %t0;\n")


def _chain_reference(a: np.ndarray, b: np.ndarray) -> np.ndarray:
    a, b = _ftz(a), _ftz(b)
    t0 = _ftz(a * b)
    t1 = _ftz((t0.astype(np.float64) * b + a).astype(np.float32))  # exact product, one rounding
    t2 = _ftz(t1 - a)
    return _ftz(t2 + t0)


def test_device_flushed_arithmetic_carries_no_flushing_code():
    ptx = elementwise_ptx(CHAIN, ["f32", "f32"], ["f32"], TEMPS)
    assert _flush_tests(ptx, "spirv") > 0
    assert _flush_tests(ptx, DEVICE) == 0


def test_device_flushed_chain_gives_cuda_results_with_subnormals():
    (out,) = run_elementwise(CHAIN, ["f32", "f32"], ["f32"], [A, B], extra_decls=TEMPS,
                             target=DEVICE)
    want = _chain_reference(A, B)
    np.testing.assert_array_equal(out.view(np.uint32), want.view(np.uint32))
    # the same values where the compiler flushes: the two ways agree
    (code,) = run_elementwise(CHAIN, ["f32", "f32"], ["f32"], [A, B], extra_decls=TEMPS)
    np.testing.assert_array_equal(code.view(np.uint32), want.view(np.uint32))


@pytest.mark.parametrize("body", [
    "  mul.ftz.f32 %d0, %a0, 0f3F800000;",                            # x * 1.0
    "  mov.f32 %t0, 0f3F800000;\n  mul.ftz.f32 %d0, %a0, %t0;",        # through a register
    "  add.ftz.f32 %d0, %a0, 0f80000000;",                            # x + -0.0
    "  mov.f32 %t0, 0f3F800000;\n  fma.rn.ftz.f32 %d0, %a0, %t0, 0f80000000;",
])
def test_an_identity_that_llvm_may_fold_still_flushes_its_operand(body):
    """LLVM may fold x * 1.0 to x whatever the device's mode: the operand is flushed in code."""
    ptx = elementwise_ptx(body, ["f32", "f32"], ["f32"], TEMPS)
    assert compile_ptx(ptx, DEVICE, use_cache=False).info.flushes_subnormals
    # the operands keep their flushes; only the result's is left to the device
    assert _flush_tests(ptx, DEVICE) == _flush_tests(ptx, "spirv") - 1 >= 1
    (out,) = run_elementwise(body, ["f32", "f32"], ["f32"], [A, B], extra_decls=TEMPS,
                             target=DEVICE)
    np.testing.assert_array_equal(out.view(np.uint32), _ftz(A).view(np.uint32))


HALF = ("  mul.ftz.f32 %t0, %a0, %a1;\n  cvt.rn.f16.f32 %hh0, %t0;\n"
        "  cvt.rn.f16.f32 %hh1, %a0;\n  cvt.rn.f16.f32 %hh2, %a1;\n"
        "  fma.rn.f16 %hh3, %hh1, %hh2, %hh0;\n  mov.b32 %r0, {%hh1, %hh2};\n"
        "  mov.b32 %r1, {%hh3, %hh0};\n  mul.f16x2 %r1, %r1, %r0;\n"
        "  sub.ftz.f16x2 %r1, %r1, %r0;\n  add.f16x2 %r0, %r1, %r0;\n"
        "  mov.b32 {%hh1, %hh2}, %r0;\n  max.f16 %hh3, %hh1, %hh2;\n"
        "  cvt.f32.f16 %d0, %hh3;\n  mov.b32 %d1, %r0;")


def test_half_arithmetic_gives_the_same_bits_in_a_flushed_module():
    """.f16 arithmetic and conversions from .f32 subnormals in a module that the device runs
    in its flush-to-zero mode: the same bits as where the compiler flushes (which test_half
    checks against exact arithmetic)."""
    rng = np.random.default_rng(7)
    a = np.concatenate([A, (rng.standard_normal(256) * 2.0 ** rng.integers(-30, 17, 256))
                        .astype(np.float32)])
    b = np.concatenate([B, (rng.standard_normal(256) * 2.0 ** rng.integers(-30, 17, 256))
                        .astype(np.float32)])
    decls = TEMPS
    ptx = elementwise_ptx(HALF, ["f32", "f32"], ["f32", "b32"], decls)
    assert compile_ptx(ptx, DEVICE, use_cache=False).info.flushes_subnormals
    flushed = run_elementwise(HALF, ["f32", "f32"], ["f32", "b32"], [a, b], extra_decls=decls,
                              target=DEVICE)
    in_code = run_elementwise(HALF, ["f32", "f32"], ["f32", "b32"], [a, b], extra_decls=decls)
    for got, want in zip(flushed, in_code):
        np.testing.assert_array_equal(got.view(np.uint32), want.view(np.uint32))
    halves = np.concatenate([in_code[1] & 0x7FFF, (in_code[1] >> 16) & 0x7FFF])
    assert np.count_nonzero(halves) > len(a) // 2  # the arithmetic gave values
    assert np.count_nonzero((halves > 0) & (halves < 0x400)) > 10  # .f16 subnormals among them


def test_code_that_flushes_in_code_still_does_in_a_flushed_module():
    body = MUL + "  min.ftz.f32 %t1, %t0, %a1;\n  abs.ftz.f32 %d0, %t1;\n"
    (out,) = run_elementwise(body, ["f32", "f32"], ["f32"], [A, B], extra_decls=TEMPS,
                             target=DEVICE)
    want = np.abs(_ftz(np.minimum(_ftz(_ftz(A) * _ftz(B)), _ftz(B))))
    np.testing.assert_array_equal(out.view(np.uint32), want.view(np.uint32))


# -- the measurement that grants ;ftz=device ----------------------------------------------------

@pytest.fixture(scope="module")
def opencl_device():
    return OpenclBackend().devices()[0]


def test_the_cpu_device_flushes_as_ftz_does(opencl_device):
    assert calibration.flushes_on_device(opencl_device)
    assert "ftz=device" in calibration.compiler_target(opencl_device).split(";")


def test_the_probe_tells_a_device_that_keeps_subnormals(opencl_device):
    """Loaded without the flush-to-zero mode, the probe's results are not the flushed ones:
    the measurement can refuse a device."""
    compiled = compile_ptx(calibration.FLUSH_PROBE_PTX, opencl_device.compiler_target)
    kept = calibration.run_flush_probe(opencl_device, compiled, flush_subnormals=False)
    flushed = calibration.run_flush_probe(opencl_device, compiled, flush_subnormals=True)
    want = calibration.flushed_model(calibration.FLUSH_PROBE_SAMPLES).view(np.uint32)
    assert np.array_equal(flushed.view(np.uint32), want)
    assert not np.array_equal(kept.view(np.uint32), want)


def test_ftz_on_device_can_be_turned_off(opencl_device, monkeypatch):
    monkeypatch.setenv("ZLUDA_FTZ_ON_DEVICE", "0")
    assert "ftz=device" not in calibration.compiler_target(opencl_device).split(";")


def test_tanh_keeps_subnormal_operands_in_a_flushed_module():
    """tanh.approx.f32 has no .ftz: tanh(x) is x for a subnormal x, which the device's mode
    would make a zero."""
    body = MUL + "  tanh.approx.f32 %t1, %a0;\n  mov.f32 %d0, %t1;\n"
    ptx = elementwise_ptx(body, ["f32", "f32"], ["f32"], TEMPS)
    assert compile_ptx(ptx, DEVICE, use_cache=False).info.flushes_subnormals
    (out,) = run_elementwise(body, ["f32", "f32"], ["f32"], [A, B], extra_decls=TEMPS,
                             target=DEVICE)
    tiny = np.abs(A) < np.float32(2.0**-126)
    np.testing.assert_array_equal(out[tiny].view(np.uint32), A[tiny].view(np.uint32))
    want = np.tanh(A[~tiny].astype(np.float64))
    assert (np.abs(out[~tiny] - want) <= 2.0**-10 * np.abs(want) + 2.0**-126).all()
