"""The test corpus: CUDA C++ compiled by nvcc (``kernels/*.cu``), NVRTC (``kernels/nvrtc``) and
Numba (``kernels/numba``), run on the CPU device and checked against NumPy/Python models.

The PTX files are committed; regenerate them with ``scripts/gen_test_ptx.py``,
``scripts/gen_nvrtc_ptx.py`` and ``scripts/gen_numba_ptx.py``.
"""

from __future__ import annotations

import struct
from pathlib import Path

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from hypothesis.extra.numpy import arrays
from zluda.ptx import compile_ptx

from .harness import Module, device

KERNELS = Path(__file__).parent / "kernels"
INT64_MIN, INT64_MAX = -(2**63), 2**63 - 1
MASK64 = 2**64 - 1

SETTINGS = settings(max_examples=5, deadline=None)


def load(name: str) -> Module:
    return device().load((KERNELS / name).read_text())


def launch_1d(module: Module, name: str, n: int, args, block: int = 64, shared: int = 0) -> None:
    module.launch(name, ((n + block - 1) // block,), (block,), args, shared=shared)


def to_s64(v: int) -> int:
    v &= MASK64
    return v - (1 << 64) if v >> 63 else v


def c_div(a: int, b: int) -> int:
    """C's division: the quotient truncated toward zero."""
    q = abs(a) // abs(b)
    return q if (a < 0) == (b < 0) else -q


def c_rem(a: int, b: int) -> int:
    return a - c_div(a, b) * b


# -- nvcc: device functions (calls.cu) ------------------------------------------------------

CALLS = "calls.sm75.ptx"
i32s = st.integers(-(2**31), 2**31 - 1)


@SETTINGS
@given(arrays(np.int32, 200, elements=i32s))
def test_call_with_three_int_parameters(a):
    dev = device()
    n = len(a)
    out = dev.array(np.zeros(n, np.int32))
    launch_1d(load(CALLS), "k_add3", n, [dev.array(a), out, n])
    i = np.arange(n, dtype=np.int64)
    expected = (a.astype(np.int64) + 2 * i + 21 + 14).astype(np.int32)  # wraps like int
    np.testing.assert_array_equal(out, expected)


@SETTINGS
@given(st.lists(st.tuples(st.integers(INT64_MIN + 1, INT64_MAX), i32s.filter(bool)),
                min_size=150, max_size=150))
def test_struct_returned_by_value(pairs):
    pairs += [(INT64_MAX, -1), (INT64_MIN + 1, 7), (-7, 2), (7, -2), (0, 5), (2**40, 3),
              (-(2**31), 2**31 - 1), (123, 1)]
    dev = device()
    n = len(pairs)
    x = dev.array([p[0] for p in pairs], np.int64)
    d = dev.array([p[1] for p in pairs], np.int32)
    rem = dev.array(np.zeros(n, np.int32))
    quot = dev.array(np.zeros(n, np.int64))
    launch_1d(load(CALLS), "k_divmod", n, [x, d, rem, quot, n])
    assert quot.tolist() == [c_div(a, b) for a, b in pairs]
    assert rem.tolist() == [c_rem(a, b) for a, b in pairs]


@SETTINGS
@given(arrays(np.float32, (100, 3), elements=st.floats(width=32, allow_nan=False)),
       st.tuples(*[st.floats(-1e10, 1e10, width=32)] * 3))
def test_structs_passed_and_returned_by_value(u, v):
    u[:4] = [[0.0, -0.0, 1.0], [1e-45, 3.0, -2.0], [np.inf, 1.0, 0.0], [3.4e38, 3.4e38, 1.0]]
    dev = device()
    n = len(u)
    out = dev.array(np.zeros((n, 3), np.float32))
    v32 = np.array(v, np.float32)
    with np.errstate(all="ignore"):
        launch_1d(load(CALLS), "k_cross", n, [dev.array(u), struct.pack("<3f", *v32), out, n])
        expected = np.stack([u[:, 1] * v32[2] - u[:, 2] * v32[1],
                             u[:, 2] * v32[0] - u[:, 0] * v32[2],
                             u[:, 0] * v32[1] - u[:, 1] * v32[0]], axis=1)
    np.testing.assert_array_equal(out, expected)


def test_call_with_six_parameters_of_mixed_types():
    dev = device()
    n = 300
    rng = np.random.default_rng(1)
    # integer-valued inputs: every step of the model is exact, whatever nvcc contracts into fma
    a = dev.array(rng.integers(-1000, 1000, n).astype(np.float64))
    b = dev.array(rng.integers(-1000, 1000, n).astype(np.float32))
    d = dev.array(rng.integers(-(2**40), 2**40, n))
    out = dev.array(np.zeros(n, np.float64))
    launch_1d(load(CALLS), "k_mix", n, [a, b, d, out, n])
    i = np.arange(n)
    e = (i * 37) % 256
    f = ((-i * 3 + 2**15) % 2**16) - 2**15
    expected = a * b.astype(np.float64) + (i - 5) - d.astype(np.float64) + e * 0.5 + f
    np.testing.assert_array_equal(out, expected)


def test_template_instances():
    dev = device()
    n = 200
    rng = np.random.default_rng(2)
    a = rng.integers(-(2**31), 2**31, n, dtype=np.int64).astype(np.int32)
    f = rng.standard_normal(n).astype(np.float32) * 4
    f[:3] = [-1.5, -np.inf, np.inf]
    x = rng.integers(-8, 9, n).astype(np.float64)
    outs = [dev.array(np.zeros(n, t)) for t in (np.int32, np.float32, np.float64, np.float32)]
    launch_1d(load(CALLS), "k_templates", n,
              [dev.array(a), dev.array(f), dev.array(x), *outs, n])
    np.testing.assert_array_equal(outs[0], np.maximum(a, 10))
    np.testing.assert_array_equal(outs[1], np.where(f > -1.5, f, np.float32(-1.5)))
    np.testing.assert_array_equal(outs[2], 4 * x**3 + 3 * x**2 + 2 * x + 1)
    np.testing.assert_array_equal(outs[3], (6 * x**5 + 5 * x**4 + 4 * x**3 + 3 * x**2 + 2 * x
                                            + 1).astype(np.float32))


def test_recursive_function():
    dev = device()
    n = 64
    ns = np.arange(n, dtype=np.uint32) % 21
    out = dev.array(np.zeros(n, np.uint32))
    launch_1d(load(CALLS), "k_fib", n, [dev.array(ns), out, n])
    fib = [0, 1]
    while len(fib) < 21:
        fib.append(fib[-1] + fib[-2])
    assert out.tolist() == [fib[k] for k in ns]


def _collatz_steps(x: int) -> int:
    if x < 0:
        return -1
    if x == 0:
        return 0
    steps = 0
    while x != 1:
        x = 3 * x + 1 if x & 1 else x // 2  # the inputs keep this within int's range
        steps += 1
        if steps > 200:
            return 1000
    return steps


def test_void_function_and_early_returns():
    dev = device()
    a = np.array([-5, 0, 1, 2, 3, 6, 7, 27, 97, 871, 2**20, -(2**31), *range(100, 160)],
                 np.int32)
    n = len(a)
    pairs = dev.array(np.zeros(2 * n, np.int32))
    steps = dev.array(np.zeros(n, np.int32))
    launch_1d(load(CALLS), "k_void_and_early", n, [dev.array(a), pairs, steps, n])
    np.testing.assert_array_equal(pairs[0::2], a)
    np.testing.assert_array_equal(pairs[1::2], (a.astype(np.int64) * 2).astype(np.int32))
    assert steps.tolist() == [_collatz_steps(int(x)) for x in a]


# -- nvcc: memory (memory.cu) ---------------------------------------------------------------

MEMORY = "memory.sm75.ptx"


@SETTINGS
@given(arrays(np.int32, 256, elements=st.integers(0, 2**12 - 1)))
def test_local_array_indexed_at_run_time(idx):
    dev = device()
    n = len(idx)
    out = dev.array(np.zeros(n, np.int32))
    launch_1d(load(MEMORY), "k_local_array", n, [dev.array(idx), out, n])
    expected = []
    for i, j in enumerate(idx.tolist()):
        arr = [k * k + i for k in range(16)]
        arr[(j >> 4) & 15] += 1000
        expected.append(arr[j & 15] + arr[(j >> 8) & 15])
    assert out.tolist() == expected


def test_globals_with_initializers_and_pointer_initializers():
    dev = device()
    module = Module(dev, (KERNELS / MEMORY).read_text())  # a fresh copy: the kernel writes
    out = dev.array(np.zeros(6, np.int64))
    dout = dev.array(np.zeros(4, np.float64))
    module.launch("k_globals", (1,), (1,), [out, dout])
    assert out.tolist() == [42, 3, -1234567890123, INT64_MAX, 65535, 4]
    assert dout.tolist() == [1.5, -2.25, 1e300, float(np.float32(0.1))]
    assert module.global_view("gx", np.int32).tolist() == [43]  # through gp = &gx
    assert module.global_view("garr", np.int32).tolist() == [1, 2, 3, 99]  # gparr = &garr[2]
    module.launch("k_globals", (1,), (1,), [out, dout])
    assert out[0] == 43 and out[5] == 99


@pytest.mark.parametrize("block", [32, 128])
def test_dynamic_shared_memory(block):
    dev = device()
    n = 4 * block - 5
    data = np.arange(n, dtype=np.float64) * 1.25
    out = dev.array(np.zeros(n, np.float64))
    launch_1d(load(MEMORY), "k_dyn_shared", n, [dev.array(data), out, n], block=block,
              shared=block * 8)
    padded = np.concatenate([data, np.zeros(4 * block - n)])
    expected = padded.reshape(4, block)[:, ::-1].reshape(-1)[:n]
    np.testing.assert_array_equal(out, expected)


_I64_EDGES = [0, 1, -1, 2, 63, 64, INT64_MIN, INT64_MAX, 2**32, -(2**32), 2**31 - 1, 12345]
i64s = st.integers(INT64_MIN, INT64_MAX)


def _int64_model(x: int, y: int) -> list[int]:
    ux, uy = x & MASK64, y & MASK64
    sh = y & 63
    div_ok = y != 0 and not (x == INT64_MIN and y == -1)
    return [
        to_s64(x * y),
        c_div(x, y) if div_ok else None,
        c_rem(x, y) if div_ok else None,
        to_s64(ux // uy) if uy else 0,
        to_s64(ux % uy) if uy else 0,
        x >> sh,
        to_s64(ux >> sh),
        to_s64(x << sh),
        to_s64((ux * uy) >> 64),
        to_s64((x * y) >> 64),
    ]


@SETTINGS
@given(st.lists(st.tuples(i64s, i64s), min_size=100, max_size=100))
def test_int64_math(pairs):
    pairs += [(a, b) for a in _I64_EDGES for b in _I64_EDGES]
    dev = device()
    n = len(pairs)
    out = dev.array(np.zeros(10 * n, np.int64))
    launch_1d(load("int64.sm75.ptx"), "k_int64", n, [dev.array([p[0] for p in pairs], np.int64),
                                           dev.array([p[1] for p in pairs], np.int64), out, n])
    got = out.reshape(n, 10).tolist()
    for (x, y), row in zip(pairs, got, strict=False):
        model = _int64_model(x, y)
        for k, (g, m) in enumerate(zip(row, model, strict=False)):
            assert m is None or g == m, (x, y, k, g, m)  # None: undefined in C (INT64_MIN / -1)


def test_switch_statement():
    dev = device()
    v = np.array([*range(-3, 12), 100, 99, 101, 2**31 - 1, -(2**31)] * 10, np.int32)
    n = len(v)
    out = dev.array(np.zeros(n, np.int32))
    module = load(MEMORY)
    garr1 = int(module.global_view("garr", np.int32)[1])
    launch_1d(module, "k_switch", n, [dev.array(v), out, n])
    cases = {0: lambda i: 10, 1: lambda i: 10, 2: lambda i: -5, 3: lambda i: i ^ 0x55,
             4: lambda i: i * i, 5: lambda i: 1000000, 6: lambda i: 96, 7: lambda i: 77,
             9: lambda i: 99, 100: lambda i: garr1}
    assert out.tolist() == [cases.get(int(x), lambda i: -1)(i) for i, x in enumerate(v)]


# -- NVRTC and Numba ------------------------------------------------------------------------


def _nvrtc(name: str) -> Module:
    return load(f"nvrtc/{name}.ptx")


def test_nvrtc_vector_add_and_saxpy():
    dev = device()
    n = 1000
    rng = np.random.default_rng(3)
    a = rng.standard_normal(n).astype(np.float32)
    b = rng.standard_normal(n).astype(np.float32)
    module = _nvrtc("basic")
    c = dev.array(np.zeros(n, np.float32))
    launch_1d(module, "vadd", n, [dev.array(a), dev.array(b), c, n], block=128)
    np.testing.assert_array_equal(c, a + b)
    y = dev.array(b)
    alpha = np.float32(1.75)
    launch_1d(module, "saxpy", n, [alpha, dev.array(a), y, n], block=128)
    # saxpy is alpha * x + y, which nvcc contracts into one fma: model it in float64, exact here
    expected = (np.float64(alpha) * a.astype(np.float64) + b.astype(np.float64)).astype(np.float32)
    np.testing.assert_array_equal(y, expected)


def test_nvrtc_shared_memory_reduction():
    dev = device()
    n = 5000
    data = np.arange(n, dtype=np.int32) % 97 - 40
    out = dev.array(np.zeros(1, np.int64))
    module = _nvrtc("basic")
    module.launch("reduce_sum", (8,), (256,), [dev.array(data), out, n])
    assert int(out[0]) == int(data.astype(np.int64).sum())


def test_nvrtc_calls_and_math():
    dev = device()
    n = 256
    x = np.linspace(-4, 4, n, dtype=np.float32)
    out = dev.array(np.zeros(n, np.float32))
    steps = dev.array(np.zeros(n, np.int32))
    launch_1d(_nvrtc("basic"), "calls_math", n, [dev.array(x), out, steps, n])
    expected = np.float32(3) * x * x + np.float32(1)  # poly() through a __noinline__ call
    np.testing.assert_allclose(out, expected, rtol=1e-6)
    assert steps.tolist() == [_collatz_steps(i) for i in range(n)]


def _numba(name: str) -> str:
    return (KERNELS / "numba" / f"{name}.ptx").read_text()


def numba_array(arr: np.ndarray) -> list[int]:
    """Numba's 7 parameters of a 1-D array: meminfo, parent, nitems, itemsize, data, shape,
    strides."""
    return [0, 0, arr.size, arr.itemsize, arr, arr.shape[0], arr.strides[0]]


def test_numba_vector_add_and_saxpy():
    dev = device()
    n = 777
    rng = np.random.default_rng(4)
    a = dev.array(rng.standard_normal(n).astype(np.float32))
    b = dev.array(rng.standard_normal(n).astype(np.float32))
    c = dev.array(np.zeros(n, np.float32))
    module = device().load(_numba("vadd"))
    name = next(iter(module.compiled.info.kernels))
    launch_1d(module, name, n, [*numba_array(a), *numba_array(b), *numba_array(c)])
    np.testing.assert_array_equal(c, np.asarray(a) + np.asarray(b))
    module = device().load(_numba("saxpy"))
    name = next(iter(module.compiled.info.kernels))
    y = dev.array(np.asarray(b))
    launch_1d(module, name, n, [np.float32(2.5), *numba_array(a), *numba_array(y)])
    expected = (2.5 * np.asarray(a, np.float64) + np.asarray(b, np.float64)).astype(np.float32)
    np.testing.assert_array_equal(y, expected)


def test_numba_shared_memory_reduction():
    dev = device()
    n = 4096
    data = dev.array((np.arange(n) % 13).astype(np.float32))
    out = dev.array(np.zeros(n // 128, np.float32))
    module = device().load(_numba("reduce"))
    name = next(iter(module.compiled.info.kernels))
    module.launch(name, (n // 128,), (128,), [*numba_array(data), *numba_array(out)])
    np.testing.assert_array_equal(out, np.asarray(data).reshape(-1, 128).sum(axis=1))


def test_numba_math_with_libdevice_inlined():
    ptx = _numba("math")
    assert "call" not in ptx  # Numba links libdevice's __nv_sinf/__nv_expf and inlines them
    dev = device()
    n = 256
    x = np.linspace(-3, 3, n, dtype=np.float32)
    x[:4] = [0.0, -0.0, 1e-30, 100.0]
    out = dev.array(np.zeros(n, np.float32))
    module = dev.load(ptx)
    name = next(iter(module.compiled.info.kernels))
    launch_1d(module, name, n, [*numba_array(dev.array(x)), *numba_array(out)])
    xs = x.astype(np.float64)
    # __nv_sinf: 2 ulp; __nv_expf: 2 ulp (CUDA C Programming Guide, table of maximum errors)
    np.testing.assert_allclose(out, np.sin(xs) + np.exp(xs / 4), rtol=4e-7 * 4, atol=1e-7)


def test_every_committed_ptx_file_compiles():
    files = sorted(KERNELS.rglob("*.ptx"))
    assert len(files) >= 8
    for f in files:
        assert compile_ptx(f.read_text(), "spirv").binary, f.name
