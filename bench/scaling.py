"""Compile-time scaling: the load time of N and 2N copies of a construct.

``cuModuleLoadData`` with the compile cache off (zluda's compiler and the device's JIT), for
``n`` copies of a warp operation and of a pair of integer instructions. For a time ``t(n)``,
the marginal ratio ``(t(2N) - t(N)) / (t(N) - t(0))`` is 1 for linear growth and 3 for
quadratic growth; the cost per copy is also shown relative to the arithmetic pair, measured in
the same run. Each time is the best of three loads of slightly different texts (no cache of
any layer can answer). The unit tests check the deterministic half of this (the size of the
code each copy adds, tests/runtime/test_compile_scaling.py); the times are here, because
timing thresholds do not belong in unit tests.
"""

from __future__ import annotations

import itertools
import time

from .environment import setting

HEADER = """.version 7.0
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
FOOTER = "    st.global.u32 [%rd1], %r1;\n    ret;\n}\n"
ARITHMETIC = ("    add.u32 %r1, %r1, %r3;\n    xor.b32 %r1, %r1, %r2;\n", 1000)
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


def module_text(code: str, copies: int) -> str:
    """A kernel with ``copies`` copies of ``code`` between a load and a store."""
    return HEADER + code * copies + FOOTER


def marginal_ratio(t0: float, t1: float, t2: float) -> float:
    """(t2 - t1) / (t1 - t0): 1 for linear growth, 3 for quadratic growth."""
    return (t2 - t1) / max(t1 - t0, 1e-9)


def _load_seconds(cuda, ptx: str) -> float:
    best = float("inf")
    for _ in range(3):
        text = f"// {next(_unique)}\n{ptx}".encode() + b"\0"
        start = time.perf_counter()
        err, module = cuda.cuModuleLoadData(text)
        best = min(best, time.perf_counter() - start)
        assert int(err) == 0, err
        cuda.cuModuleUnload(module)
    return best


def run(quick: bool = False) -> list[str]:
    from zluda import driver as cuda

    with setting("ZLUDA_CACHE", "0"):
        cuda.cuInit(0)
        _, device = cuda.cuDeviceGet(0)
        _, context = cuda.cuDevicePrimaryCtxRetain(device)
        cuda.cuCtxSetCurrent(context)
        code, m = ARITHMETIC
        base = _load_seconds(cuda, module_text("", 0))
        per_arithmetic = max(_load_seconds(cuda, module_text(code, m)) - base, 1e-6) / m
        lines = ["## Compile-time scaling (cuModuleLoadData, cache off)", "",
                 "| construct | N | t(0) | t(N) | t(2N) | marginal ratio | cost per copy"
                 " (arithmetic pairs) |", "|---|---|---|---|---|---|---|"]
        for name, (code, n) in CONSTRUCTS.items():
            n = n // 2 if quick else n
            t = [_load_seconds(cuda, module_text(code, c)) for c in (0, n, 2 * n)]
            relative = (t[2] - t[0]) / (2 * n) / per_arithmetic
            lines.append(f"| `{name}` | {n} | {t[0]:.3f} s | {t[1]:.3f} s | {t[2]:.3f} s |"
                         f" {marginal_ratio(*t):.2f} | {relative:.0f} |")
        cuda.cuDevicePrimaryCtxRelease(device)
        return lines
