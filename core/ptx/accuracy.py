"""PTX's error bounds for the ``.approx.f32`` functions, and the kernels that check a device's
f32 math functions against them.

By default the compiler computes ``ex2``, ``lg2``, ``rsqrt``, ``sin``, ``cos`` and ``tanh``
``.approx.f32`` in f64 and rounds to f32: right on any device, but several times slower than f32
code. OpenCL promises only 3-4 ulp for its f32 functions, looser than PTX's bounds, yet a given
device's functions are often much better (Intel's CPU runtime: exp2 0.61 ulp, log2 0.5 ulp,
rsqrt 6e-8 relative). So the runtime measures them once per device (``zluda.runtime.calibration``):
it compiles :func:`calibration_ptx` for a target that computes the functions in f32, runs each
kernel over :func:`samples`, and keeps f32 for the functions whose results :func:`within_bounds`
accepts. Never a guess: a device that has not been measured computes in f64.

The bounds are PTX ISA's (the same ones that ``tests/ptx/test_float.py`` holds our f64 forms to):

- ``ex2``: 2 ulp of the result where it is a normal f32; +inf above the largest, 0 or a
  subnormal below;
- ``lg2``: absolute error 2^-22.6 for x in [0.5, 2], else 2 ulp;
- ``rsqrt``: relative error 2^-22.9;
- ``sin``, ``cos``: absolute error 2^-20.5 (checked on [-100 pi, 100 pi]);
- ``tanh``: relative error 2^-11;

and special operands (zeros, infinities, NaN, negative, subnormal) must give what PTX says.
"""

from __future__ import annotations

import math

import numpy as np

FUNCTIONS = ("ex2", "lg2", "rsqrt", "sin", "cos", "tanh")
F32_TINY = float(np.finfo(np.float32).tiny)
F32_MAX = float(np.finfo(np.float32).max)


def calibration_ptx() -> str:
    """One kernel per function: ``name(out, in, n)`` computes ``out[i] = name.approx(in[i])``."""
    parts = [".version 7.0", ".target sm_75", ".address_size 64", ""]
    for name in FUNCTIONS:
        parts += [
            f".visible .entry {name}(.param .u64 out, .param .u64 in, .param .u32 n)", "{",
            "  .reg .pred %p; .reg .b32 %r<5>; .reg .b64 %rd<5>; .reg .f32 %f<2>;",
            "  mov.u32 %r1, %ctaid.x; mov.u32 %r2, %ntid.x; mov.u32 %r3, %tid.x;",
            "  mad.lo.u32 %r1, %r1, %r2, %r3; ld.param.u32 %r4, [n];",
            "  setp.ge.u32 %p, %r1, %r4; @%p bra DONE;",
            "  ld.param.u64 %rd1, [in]; ld.param.u64 %rd2, [out];",
            "  mul.wide.u32 %rd3, %r1, 4; add.u64 %rd1, %rd1, %rd3; add.u64 %rd2, %rd2, %rd3;",
            "  ld.global.f32 %f0, [%rd1];",
            f"  {name}.approx.f32 %f1, %f0;",
            "  st.global.f32 [%rd2], %f1;",
            "DONE:", "  ret;", "}", "",
        ]
    return "\n".join(parts)


_SPECIAL = np.array([0.0, -0.0, math.inf, -math.inf, math.nan, -1.0, 2.0**-140, 1.0, -2.0],
                    np.float32)


def samples(name: str) -> np.ndarray:
    """The inputs that ``name`` is measured on (fixed, so that every run measures the same)."""
    rng = np.random.default_rng(20261202)
    if name == "ex2":
        body = rng.uniform(-150, 128, 6000)
    elif name == "lg2":
        body = np.concatenate([rng.uniform(0.5, 2, 3000),
                               np.exp2(rng.uniform(-149, 128, 3000))])
    elif name == "rsqrt":
        body = np.exp2(rng.uniform(-149, 128, 6000))
    elif name in ("sin", "cos"):
        body = np.concatenate([rng.uniform(-math.pi, math.pi, 4000),
                               rng.uniform(-100 * math.pi, 100 * math.pi, 2000)])
    else:  # tanh
        body = np.concatenate([rng.uniform(-10, 10, 4000), np.exp2(rng.uniform(-126, 4, 2000))
                               * rng.choice([-1, 1], 2000)])
    with np.errstate(over="ignore"):
        return np.concatenate([body.astype(np.float32), _SPECIAL])


def _ulps(got: np.ndarray, exact: np.ndarray) -> np.ndarray:
    e = np.floor(np.log2(np.maximum(np.abs(exact), F32_TINY)))
    return np.abs(got.astype(np.float64) - exact) / np.ldexp(1.0, (e - 23).astype(int))


def _special_results(name: str, x: np.ndarray) -> np.ndarray:
    """What PTX gives for the special operands (NaN for 'any NaN')."""
    inf, nan = math.inf, math.nan
    table = {
        "ex2": [1.0, 1.0, inf, 0.0, nan, 0.5, 1.0, 2.0, 0.25],
        "lg2": [-inf, -inf, inf, nan, nan, nan, -140.0, 0.0, nan],
        "rsqrt": [inf, -inf, 0.0, nan, nan, nan, 2.0**70, 1.0, nan],
        "sin": [0.0, -0.0, nan, nan, nan, math.sin(-1.0), math.sin(2.0**-140), math.sin(1.0),
                math.sin(-2.0)],
        "cos": [1.0, 1.0, nan, nan, nan, math.cos(-1.0), 1.0, math.cos(1.0), math.cos(-2.0)],
        "tanh": [0.0, -0.0, 1.0, -1.0, nan, math.tanh(-1.0), 2.0**-140, math.tanh(1.0),
                 math.tanh(-2.0)],
    }
    assert len(table[name]) == len(x)
    return np.array(table[name], np.float64)


def within_bounds(name: str, x: np.ndarray, got: np.ndarray) -> bool:
    """Whether ``got`` (the device's results for ``samples(name)``) meets PTX's bounds."""
    n = len(x) - len(_SPECIAL)
    body, special = x[:n].astype(np.float64), got[n:].astype(np.float64)
    res = got[:n].astype(np.float64)
    with np.errstate(all="ignore"):
        if name == "ex2":
            exact = np.exp2(body)
            normal = (exact >= F32_TINY) & (exact <= F32_MAX)
            ok = (_ulps(res[normal], exact[normal]) <= 2).all()
            ok &= bool((res[exact > 2 * F32_MAX] == math.inf).all())
            ok &= bool((np.abs(res[exact < F32_TINY]) < F32_TINY).all())
        elif name == "lg2":
            exact = np.log2(body)
            near = (body >= 0.5) & (body <= 2)
            ok = bool((np.abs(res[near] - exact[near]) <= 2.0**-22.6).all())
            ok &= bool((_ulps(res[~near], exact[~near]) <= 2).all())
        elif name == "rsqrt":
            exact = 1 / np.sqrt(body)
            ok = bool((np.abs(res - exact) / exact <= 2.0**-22.9).all())
        elif name in ("sin", "cos"):
            exact = np.sin(body) if name == "sin" else np.cos(body)
            ok = bool((np.abs(res - exact) <= 2.0**-20.5).all())
        else:
            exact = np.tanh(body)
            nonzero = exact != 0
            ok = bool((np.abs(res[nonzero] - exact[nonzero]) / np.abs(exact[nonzero])
                       <= 2.0**-11).all())
        want = _special_results(name, x[n:])
        tolerance = 2.0**-20.5 * (np.ones_like(want) if name in ("sin", "cos") else np.abs(want))
        same = (special == want) & ((want != 0) | (np.signbit(special) == np.signbit(want)))
        near = np.isfinite(want) & (want != 0) & (np.abs(special - want) <= tolerance)
        close = np.where(np.isnan(want), np.isnan(special), same | near)
    return bool(ok and close.all())
