"""Tensor-core instructions (mma.sync, wmma, ldmatrix, stmatrix, movmatrix) on the CPU device,
against NumPy: integer forms bit for bit, float forms within the rounding of f32 accumulation
(each product is exact; NVIDIA's adder tree and our fma chain round differently).

The kernels are ``kernels/matrix.cu`` (nvcc for sm_80 and sm_90): wmma through ``<mma.h>``, the
other instructions through inline PTX with fragments built by the PTX ISA's layout formulas,
written out in the CUDA source independently of the compiler's tables.
"""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest
from zluda.ptx import compile_ptx
from zluda.ptx.compiler import translate
from zluda.ptx.errors import CompileError, PtxSemanticError, PtxUnsupportedError
from zluda.ptx.isa import matrix
from zluda.ptx.targets import get_target

from .harness import device, each_shuffle_target  # noqa: F401 - the fixture pytestmark uses

pytestmark = pytest.mark.usefixtures("each_shuffle_target")

KERNELS = Path(__file__).parent / "kernels"
RNG = np.random.default_rng(1234)
PAD = 99  # in the padding of matrices in memory: must not be read


def sm80():
    return device().load((KERNELS / "matrix.sm80.ptx").read_text())


def sm90():
    return device().load((KERNELS / "matrix.sm90.ptx").read_text())


def run_warp(module, name, *args, grid=(1,), block=(32,)):
    dev = device()
    params = [dev.array(a) if isinstance(a, np.ndarray) else a for a in args]
    module.launch(name, grid, block, params)
    return [p for p in params if isinstance(p, np.ndarray)]


# -- value models -----------------------------------------------------------------------------


def f16_values(shape):
    return (RNG.standard_normal(shape) * 2).astype(np.float16)


def bf16_bits(shape):
    """Random bf16 values as their bits (the high half of float32s, rounded to nearest)."""
    f = (RNG.standard_normal(shape) * 2).astype(np.float32).view(np.uint32)
    return ((f + 0x7FFF + ((f >> 16) & 1)) >> 16).astype(np.uint16)


def bf16_value(bits):
    return (bits.astype(np.uint32) << 16).view(np.float32)


def tf32_values(shape):
    """f32 values with tf32's 10 mantissa bits (the low 13 bits zero)."""
    f = (RNG.standard_normal(shape) * 2).astype(np.float32).view(np.uint32)
    return (f & 0xFFFFE000).view(np.float32)


def round_to_tf32(x):
    """cvt.rna.tf32.f32 (wmma::__float_to_tf32): to nearest, ties away from zero."""
    bits = x.astype(np.float32).view(np.uint32)
    return ((bits + 0x1000) & 0xFFFFE000).astype(np.uint32).view(np.float32)


def assert_f32_product(got, a, b, c):
    """got = a @ b + c within f32 accumulation: K roundings of partial sums."""
    a, b, c = (np.asarray(x, np.float64) for x in (a, b, c))
    exact = a @ b + c
    bound = (np.abs(a) @ np.abs(b) + np.abs(c)) * a.shape[1] * 2.0**-23
    assert np.all(np.abs(got - exact) <= bound + 1e-30), np.max(np.abs(got - exact) - bound)


def store(matrix_, layout, ld):
    """A matrix in memory: row- or column-major with leading dimension ``ld`` (padding 99)."""
    rows, cols = matrix_.shape
    if layout == "row":
        out = np.full((rows, ld), PAD, matrix_.dtype)
        out[:, :cols] = matrix_
    else:
        out = np.full((cols, ld), PAD, matrix_.dtype)
        out[:, :rows] = matrix_.T
    return out.ravel()


def load(memory, layout, ld, rows, cols):
    m = memory.reshape(-1, ld)
    return m[:rows, :cols] if layout == "row" else m[:cols, :rows].T


# -- wmma -------------------------------------------------------------------------------------

# name: (M, N, K, element, accumulator, A layout, B layout, D layout)
WMMA = {
    "wmma_f16_m16n16k16": (16, 16, 16, "f16", "f32", "row", "col", "row"),
    "wmma_f16_m32n8k16": (32, 8, 16, "f16", "f32", "col", "row", "col"),
    "wmma_f16_m8n32k16": (8, 32, 16, "f16", "f32", "row", "row", "row"),
    "wmma_f16_f16acc_m16n16k16": (16, 16, 16, "f16", "f16", "row", "col", "row"),
    "wmma_bf16_m16n16k16": (16, 16, 16, "bf16", "f32", "row", "col", "row"),
    "wmma_bf16_m32n8k16": (32, 8, 16, "bf16", "f32", "row", "row", "row"),
    "wmma_bf16_m8n32k16": (8, 32, 16, "bf16", "f32", "col", "col", "row"),
    "wmma_s8_m16n16k16": (16, 16, 16, "s8", "s32", "row", "col", "row"),
    "wmma_u8_m32n8k16": (32, 8, 16, "u8", "s32", "row", "row", "col"),
    "wmma_s8_m8n32k16": (8, 32, 16, "s8", "s32", "col", "row", "row"),
    "wmma_f64_m8n8k4": (8, 8, 4, "f64", "f64", "row", "col", "row"),
}
_DTYPES = {"f16": np.float16, "bf16": np.uint16, "s8": np.int8, "u8": np.uint8,
           "f64": np.float64, "f32": np.float32, "s32": np.int32}


def _random(element, shape):
    if element == "f16":
        return f16_values(shape)
    if element == "bf16":
        return bf16_bits(shape)
    if element == "s8":
        return RNG.integers(-128, 128, shape).astype(np.int8)
    if element == "u8":
        return RNG.integers(0, 256, shape).astype(np.uint8)
    if element == "s32":
        return RNG.integers(-(2**20), 2**20, shape).astype(np.int32)
    return RNG.standard_normal(shape).astype(_DTYPES[element])


@pytest.mark.parametrize("twice", [0, 1])
@pytest.mark.parametrize("name", sorted(WMMA))
def test_wmma_matches_numpy(name, twice):
    m, n, k, element, acc, la, lb, ld_layout = WMMA[name]
    a, b = _random(element, (m, k)), _random(element, (k, n))
    c = _random(acc, (m, n)) if acc != "f16" else f16_values((m, n))
    # leading dimensions with padding, so that strides are exercised
    lda = (k if la == "row" else m) + 8
    ldb = (n if lb == "row" else k) + 8
    ldc, ldd = n + 4, (n if ld_layout == "row" else m) + 4
    out = np.zeros((m if ld_layout == "row" else n) * ldd, _DTYPES[acc])
    d = run_warp(sm80(), name, store(a, la, lda), lda, store(b, lb, ldb), ldb,
                 store(c, "row", ldc), ldc, out, ldd, twice)[3]
    got = load(d, ld_layout, ldd, m, n).astype(np.float64)
    if element == "bf16":
        a, b = bf16_value(a), bf16_value(b)
    if element in ("s8", "u8"):
        expected = a.astype(np.int64) @ b.astype(np.int64) + c
        if twice:
            expected = expected * 2 + 1
        np.testing.assert_array_equal(got, expected)
        return
    if acc == "f16":
        exact = a.astype(np.float64) @ b.astype(np.float64) + c
        want = exact.astype(np.float16)
        if twice:
            want = (want * np.float16(2) + np.float16(1)).astype(np.float16)
        np.testing.assert_allclose(got, want.astype(np.float64), rtol=4e-3, atol=4e-3)
        return
    if twice:
        got = (got - 1) / 2
    if element == "f64":
        np.testing.assert_allclose(got, a @ b + c, rtol=1e-13, atol=1e-13)
    else:
        assert_f32_product(got, a, b, c)


def test_wmma_tf32_rounds_its_inputs_and_accumulates_in_f32():
    a, b, c = (RNG.standard_normal(s).astype(np.float32) for s in ((16, 8), (8, 16), (16, 16)))
    out = np.zeros(16 * 16, np.float32)
    d = run_warp(sm80(), "wmma_tf32_m16n16k8", a.ravel(), 8, store(b, "col", 8), 8, c.ravel(),
                 16, out, 16)[3]
    assert_f32_product(d.reshape(16, 16), round_to_tf32(a), round_to_tf32(b), c)
    # and not the unrounded product: tf32 loses 13 bits
    assert not np.allclose(d.reshape(16, 16), a.astype(np.float64) @ b + c, rtol=1e-6, atol=0)


def test_wmma_satfinite_clamps_instead_of_wrapping():
    a = np.full((16, 16), 127, np.int8)
    b = np.full((16, 16), 127, np.int8)
    b[:, 8:] = -128
    c = np.full((16, 16), 2**31 - 100_000, np.int32)
    c[:, 8:] = -(2**31) + 100_000
    d = run_warp(sm80(), "wmma_s8_satfinite", a.ravel(), b.ravel(), c.ravel(),
                 np.zeros(256, np.int32))[3].reshape(16, 16)
    exact = a.astype(np.int64) @ b.astype(np.int64) + c
    assert (exact[:, :8] > 2**31 - 1).all() and (exact[:, 8:] < -(2**31)).all()
    np.testing.assert_array_equal(d, np.clip(exact, -(2**31), 2**31 - 1))


def test_wmma_gemm_through_shared_memory():
    m, n, k = 64, 64, 48
    a, b = f16_values((m, k)), f16_values((k, n))
    d = np.zeros(m * n, np.float32)
    dev = device()
    out = dev.array(d)
    sm80().launch("wmma_gemm", (2, 2), (128,), [dev.array(a.ravel()), dev.array(b.ravel()), out,
                                                 m, n, k])
    assert_f32_product(np.array(out).reshape(m, n), a, b, np.zeros((m, n)))


# -- mma.sync ---------------------------------------------------------------------------------


@pytest.mark.parametrize("name,k,kind", [
    ("mma_f16_m16n8k16", 16, "f16"), ("mma_bf16_m16n8k16", 16, "bf16"),
    ("mma_f16_m16n8k8", 8, "f16"), ("mma_bf16_m16n8k8", 8, "bf16"),
    ("mma_tf32_m16n8k8", 8, "tf32"), ("mma_tf32_m16n8k4", 4, "tf32"),
])
def test_mma_float_forms_match_numpy(name, k, kind):
    shape_a, shape_b = (16, k), (k, 8)
    if kind == "f16":
        a, b = f16_values(shape_a), f16_values(shape_b)
        args, va, vb = (a.view(np.uint16).ravel(), b.view(np.uint16).ravel()), a, b
    elif kind == "bf16":
        a, b = bf16_bits(shape_a), bf16_bits(shape_b)
        args, va, vb = (a.ravel(), b.ravel()), bf16_value(a), bf16_value(b)
    else:
        a, b = tf32_values(shape_a), tf32_values(shape_b)
        args, va, vb = (a.ravel(), b.ravel()), a, b
    c = RNG.standard_normal((16, 8)).astype(np.float32)
    d = run_warp(sm80(), name, *args, c.ravel(), np.zeros(128, np.float32))[3]
    assert_f32_product(d.reshape(16, 8), va, vb, c)


def test_mma_with_f16_accumulators():
    a, b, c = f16_values((16, 16)), f16_values((16, 8)), f16_values((16, 8))
    d = run_warp(sm80(), "mma_f16_f16acc_m16n8k16", a.view(np.uint16).ravel(),
                 b.view(np.uint16).ravel(), c.view(np.uint16).ravel(),
                 np.zeros(128, np.uint16))[3]
    got = d.view(np.float16).reshape(16, 8).astype(np.float64)
    exact = a.astype(np.float64) @ b.astype(np.float64) + c
    np.testing.assert_allclose(got, exact.astype(np.float16), rtol=2e-3, atol=2e-3)


@pytest.mark.parametrize("name,m,k,a_signed,b_signed,sat", [
    ("mma_s8_m16n8k32", 16, 32, True, True, False),
    ("mma_u8s8_m16n8k32", 16, 32, False, True, False),
    ("mma_s8_m16n8k32_satfinite", 16, 32, True, True, True),
    ("mma_s8_m16n8k16", 16, 16, True, True, False),
    ("mma_u8_m8n8k16", 8, 16, False, False, False),
])
def test_mma_integer_forms_are_exact(name, m, k, a_signed, b_signed, sat):
    a = RNG.integers(-128 if a_signed else 0, 128 if a_signed else 256, (m, k))
    b = RNG.integers(-128 if b_signed else 0, 128 if b_signed else 256, (k, 8))
    c = RNG.integers(-(2**31), 2**31, (m, 8))
    if sat:  # rows that overflow both ways
        a[:4], b[:, :4], c[:4, :4] = 127, 127, 2**31 - 1000
        a[4:8], c[4:8, 4:] = -128, -(2**31) + 1000
        b[:, 4:] = 127
    d = run_warp(sm80(), name, a.astype(np.uint8).ravel(), b.astype(np.uint8).ravel(),
                 c.astype(np.int32).ravel(), np.zeros(m * 8, np.int32))[3]
    exact = a @ b + c
    if sat:
        want = np.clip(exact, -(2**31), 2**31 - 1)
        assert (want != (exact + 2**31) % 2**32 - 2**31).any()
    else:
        want = (exact + 2**31) % 2**32 - 2**31  # 32-bit wrapping
    np.testing.assert_array_equal(d.reshape(m, 8), want)


def test_mma_f64():
    a, b, c = (RNG.standard_normal(s) for s in ((8, 4), (4, 8), (8, 8)))
    d = run_warp(sm80(), "mma_f64_m8n8k4", a.ravel(), b.ravel(), c.ravel(), np.zeros(64))[3]
    np.testing.assert_allclose(d.reshape(8, 8), a @ b + c, rtol=1e-14, atol=1e-14)


def _fp8(bits, exponent_bits):
    """e4m3 (no infinities) or e5m2 bytes as floats."""
    mant_bits = 7 - exponent_bits
    bias = (1 << (exponent_bits - 1)) - 1
    sign = np.where(bits & 0x80, -1.0, 1.0)
    e = (bits >> mant_bits) & ((1 << exponent_bits) - 1)
    mant = (bits & ((1 << mant_bits) - 1)).astype(np.float64)
    normal = (1 + mant / (1 << mant_bits)) * 2.0 ** (e.astype(np.float64) - bias)
    sub = mant / (1 << mant_bits) * 2.0 ** (1 - bias)
    return sign * np.where(e == 0, sub, normal)


def test_mma_fp8_e4m3_by_e5m2():
    a = RNG.integers(0, 256, (16, 32)).astype(np.uint8)
    a[(a & 0x7F) == 0x7F] = 0x11  # e4m3's NaN
    b = RNG.integers(0, 256, (32, 8)).astype(np.uint8)
    b[(b & 0x7C) == 0x7C] = 0x22  # e5m2's infinities and NaNs
    c = RNG.standard_normal((16, 8)).astype(np.float32)
    d = run_warp(sm90(), "mma_e4m3_m16n8k32", a.ravel(), b.ravel(), c.ravel(),
                 np.zeros(128, np.float32))[3]
    assert_f32_product(d.reshape(16, 8), _fp8(a, 4), _fp8(b, 5), c)


def test_ldmatrix_gemm():
    k = 64
    a, b = f16_values((16, k)), f16_values((k, 8))
    d = run_warp(sm80(), "ldmatrix_gemm", a.ravel(), b.ravel(), np.zeros(128, np.float32), k)[2]
    assert_f32_product(d.reshape(16, 8), a, b, np.zeros((16, 8)))


# -- ldmatrix, movmatrix, stmatrix ----------------------------------------------------------


def _pack(lo, hi):
    return np.uint32(lo) | (np.uint32(hi) << np.uint32(16))


def test_ldmatrix_and_movmatrix_give_the_isa_fragments():
    src = RNG.integers(0, 2**16, 32 * 16).astype(np.uint16)
    out = run_warp(sm80(), "ldmatrix_all", src, np.zeros(384, np.uint32), 16)[1]
    rows = src.reshape(32, 16)[:, :8]  # lane L's row: 8 halves at L * pitch
    mats = [rows[8 * j:8 * j + 8] for j in range(4)]

    def frag(mat, lane, trans):
        g, t = divmod(lane, 4)
        if trans:
            return _pack(mat[2 * t][g], mat[2 * t + 1][g])
        return _pack(mat[g][2 * t], mat[g][2 * t + 1])

    for lane in range(32):
        for j in range(4):
            assert out[lane * 4 + j] == frag(mats[j], lane, False), (lane, j)
            assert out[128 + lane * 4 + j] == frag(mats[j], lane, True), (lane, j, "trans")
        for j in range(2):
            assert out[256 + lane * 2 + j] == frag(mats[j], lane, False)
        assert out[320 + lane] == frag(mats[0], lane, True)
        assert out[352 + lane] == frag(mats[0], lane, True), "movmatrix"


def test_stmatrix_stores_what_ldmatrix_loads():
    src = RNG.integers(0, 2**16, 32 * 8).astype(np.uint16)
    _, plain, trans = run_warp(sm90(), "stmatrix_roundtrip", src, np.zeros(256, np.uint16),
                               np.zeros(256, np.uint16))
    np.testing.assert_array_equal(plain, src)
    for j in range(4):
        block = src.reshape(32, 8)[8 * j:8 * j + 8]
        np.testing.assert_array_equal(trans.reshape(32, 8)[8 * j:8 * j + 8], block.T)


# -- the compile-time plan and clean errors ---------------------------------------------------


@pytest.mark.parametrize("shape,element", sorted(matrix._MMA_SHAPES))
def test_every_mma_form_plans_one_register_per_shuffle(shape, element):
    m, n, k = (int(x) for x in shape[1:].replace("n", " ").replace("k", " ").split())
    el = matrix.ELEMENTS[element]
    a, b = matrix.mma_fragment("a", el, m, n, k), matrix.mma_fragment("b", el, m, n, k)
    for acc in matrix._MMA_SHAPES[shape, element]:
        dfrag = matrix.mma_fragment("c", matrix.ELEMENTS[acc], m, n, k)
        plan = matrix.plan_products(a, b, dfrag, k)
        assert len(plan) == dfrag.slots and all(len(steps) == k for steps in plan)
        covered = {dfrag.place(lane, s) for lane in range(32) for s in range(dfrag.slots)}
        assert len(covered) == m * n  # every element of D is computed by exactly one lane


@pytest.mark.parametrize("element", sorted(matrix._WMMA_SHAPES))
def test_every_wmma_shape_has_a_complete_layout(element):
    el = matrix.ELEMENTS[element]
    for shape in matrix._WMMA_SHAPES[element]:
        m, n, k = (int(x) for x in shape[1:].replace("n", " ").replace("k", " ").split())
        frags = [matrix.wmma_fragment(w, el, m, n, k) for w in "ab"]
        for acc in matrix._WMMA_ACCUMULATORS[element]:
            dfrag = matrix.wmma_fragment("c", matrix.ELEMENTS[acc], m, n, k)
            assert dfrag.slots * 32 == m * n  # accumulators are held once
            matrix.plan_products(*frags, dfrag, k)


def _all_product_layouts():
    for (shape, _), accumulators in sorted(matrix._MMA_SHAPES.items()):
        m, n, k = (int(x) for x in shape[1:].replace("n", " ").replace("k", " ").split())
        for acc in accumulators:
            yield f"mma {shape} {acc}", matrix.mma_fragment("c", matrix.ELEMENTS[acc], m, n, k)
    for element, shapes in sorted(matrix._WMMA_SHAPES.items()):
        for shape in shapes:
            m, n, k = (int(x) for x in shape[1:].replace("n", " ").replace("k", " ").split())
            for acc in matrix._WMMA_ACCUMULATORS[element]:
                yield (f"wmma {shape} {acc}",
                       matrix.wmma_fragment("c", matrix.ELEMENTS[acc], m, n, k))


def test_each_lane_reads_rows_and_columns_once_per_k_in_the_scratch():
    """Through the warp's scratch (CPU devices), a lane's elements of D form a grid of its rows
    and columns, the same in every lane: each step of k loads each row's A and each column's
    B once (an mma.m16n8k16 lane: 2 + 2 loads for its 4 elements)."""
    for what, dfrag in _all_product_layouts():
        grid = matrix._grid(dfrag)
        assert len(grid.rows) * len(grid.cols) == dfrag.slots, what
        for lane in range(32):
            for slot, (i, j) in enumerate(grid.cells):
                assert (grid.rows[i][lane], grid.cols[j][lane]) == dfrag.place(lane, slot), what


def test_on_cpu_devices_the_multiplicands_cross_lanes_through_memory():
    """The CPU devices' target computes a product in a function that reads the warp's scratch
    between two sub-group barriers and shuffles nothing; ``;off=matrix_scratch`` (to measure
    the change) shuffles as the other targets do."""
    ptx = HEADER + ("  mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 {%f1,%f2,%f3,%f4},"
                    " {%r1,%r2,%r3,%r4}, {%r5,%r6}, {%f1,%f2,%f3,%f4};\n"
                    "  ld.param.u64 %rd1, [p];\n  st.global.f32 [%rd1], %f1;\n  ret;\n}\n")
    ir_text, _, _ = translate(ptx, get_target("spirv;shuffle=memory"))
    product = ir_text[ir_text.index('define internal spir_func <4 x i32> @"__zluda_mma_16x8x16'):]
    product = product[:product.index("\n}\n")]
    assert '_scratch"(' in product.splitlines()[0]
    assert product.count("sub_group_barrier") == 2 and "shuffle" not in product
    shuffled, _, _ = translate(ptx, get_target("spirv;shuffle=memory;off=matrix_scratch"))
    assert "_scratch" not in shuffled and "__zluda_shuffle_idx" in shuffled


HEADER = """.version 8.0
.target sm_80
.address_size 64
.visible .entry k(.param .u64 p)
{
  .reg .b32 %r<20>;
  .reg .f32 %f<20>;
  .reg .b64 %rd<4>;
  .reg .f64 %fd<4>;
"""


@pytest.mark.parametrize("body,error,words", [
    ("mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 {%f1,%f2,%f3,%f4}, {%r1,%r2},"
     " {%r3,%r4}, {%f1,%f2,%f3,%f4};", PtxSemanticError, ["4 registers", "found 2"]),
    ("mma.sync.aligned.m16n8k16.col.row.f32.f16.f16.f32 {%f1,%f2,%f3,%f4}, {%r1,%r2,%r3,%r4},"
     " {%r3,%r4}, {%f1,%f2,%f3,%f4};", PtxSemanticError, [".row.col"]),
    ("mma.sync.aligned.m8n8k4.row.col.f32.f16.f16.f32 {%f1,%f2,%f3,%f4,%f5,%f6,%f7,%f8},"
     " {%r1,%r2}, {%r3,%r4}, {%f1,%f2,%f3,%f4,%f5,%f6,%f7,%f8};", PtxUnsupportedError,
     ["m8n8k4", "quad-pair"]),
    ("mma.sync.aligned.m16n8k64.row.col.s32.s4.s4.s32 {%r1,%r2,%r3,%r4}, {%r1,%r2,%r3,%r4},"
     " {%r3,%r4}, {%r1,%r2,%r3,%r4};", PtxUnsupportedError, ["m16n8k64"]),
    ("mma.sync.aligned.m16n8k16.row.col.s32.f16.f16.f32 {%r1,%r2,%r3,%r4}, {%r1,%r2,%r3,%r4},"
     " {%r3,%r4}, {%f1,%f2,%f3,%f4};", PtxSemanticError, ["accumulators"]),
    ("mma.sp.sync.aligned.m16n8k32.row.col.f32.f16.f16.f32 {%f1,%f2,%f3,%f4}, {%r1,%r2,%r3,%r4},"
     " {%r3,%r4,%r5,%r6}, {%f1,%f2,%f3,%f4}, %r7, 0;", PtxUnsupportedError, ["mma.sp"]),
    ("wmma.load.a.sync.aligned.row.m16n16k16.global.f16 {%r1,%r2,%r3,%r4}, [%rd1], %r5;",
     PtxSemanticError, ["8 registers", "found 4"]),
    ("wmma.load.a.sync.aligned.row.m16n16k8.global.f16 {%r1,%r2,%r3,%r4,%r5,%r6,%r7,%r8},"
     " [%rd1], %r5;", PtxSemanticError, ["m16n16k16"]),
    ("wmma.load.a.sync.aligned.row.m8n8k32.global.s4 {%r1}, [%rd1], %r5;",
     PtxUnsupportedError, [".s4"]),
    ("ldmatrix.sync.aligned.m16n16.x1.trans.shared.b8 {%r1, %r2}, [%r3];",
     PtxUnsupportedError, ["m8n8"]),
    ("wgmma.fence.sync.aligned;", PtxUnsupportedError, ["wgmma", "warpgroup"]),
])
def test_unsupported_and_malformed_forms_fail_cleanly(body, error, words):
    with pytest.raises(CompileError) as info:
        compile_ptx(HEADER + "  " + body + "\n  ret;\n}\n", "spirv", use_cache=False)
    assert isinstance(info.value, error), info.value
    message = str(info.value)
    assert ":10:3:" in message  # the instruction's line and column
    for word in words:
        assert word in message, message


@pytest.mark.parametrize("target", ["spirv", "amdgpu:gfx1100", "amdgpu:gfx90a"])
def test_the_matrix_kernels_compile_for_every_target(target):
    compiled = compile_ptx((KERNELS / "matrix.sm90.ptx").read_text(), target, use_cache=False)
    assert "mma_f16_m16n8k16" in compiled.info.kernels


@pytest.mark.parametrize("gfx", ["gfx942", "gfx1100"])  # wave64 (two warps a wave), wave32
def test_matrix_kernels_on_simulated_amd_waves(gfx):
    """The AMDGPU lowering (ds_bpermute shuffles within each 32-lane half of a wave64, the lane
    tables in constant memory) run by the work-group test double of test_amdgpu_target.py:
    mma.sync f16 and s8 (.satfinite), ldmatrix feeding mma from shared memory, and wmma."""
    from zluda.ptx.subset import ModuleParts

    from .amdgpu_wave_sim import WorkGroupSimulator

    names = ["mma_f16_m16n8k16", "mma_s8_m16n8k32_satfinite", "ldmatrix_gemm",
             "wmma_f16_m16n16k16"]
    parts = ModuleParts((KERNELS / "matrix.sm80.ptx").read_text())
    simulator = WorkGroupSimulator(parts.text_for(names), gfx)
    globals_block = np.zeros(simulator.info.globals_size, np.uint8)

    def run(name, *arrays, scalars=()):
        arrays = [np.ascontiguousarray(a) for a in arrays]
        args = [a.__array_interface__["data"][0] for a in arrays] + list(scalars)
        simulator.run(name, (64, 1, 1), args, globals_block)
        return arrays

    a, b = f16_values((16, 16)), f16_values((16, 8))
    c = RNG.standard_normal((16, 8)).astype(np.float32)
    d = run("mma_f16_m16n8k16", a.view(np.uint16), b.view(np.uint16), c,
            np.zeros(128, np.float32))[3]
    assert_f32_product(d.reshape(16, 8), a, b, c)
    a8 = RNG.integers(-128, 128, (16, 32))
    b8 = RNG.integers(-128, 128, (32, 8))
    c8 = RNG.integers(-(2**31), 2**31, (16, 8))
    d8 = run("mma_s8_m16n8k32_satfinite", a8.astype(np.uint8), b8.astype(np.uint8),
             c8.astype(np.int32), np.zeros(128, np.int32))[3]
    np.testing.assert_array_equal(d8.reshape(16, 8), np.clip(a8 @ b8 + c8, -(2**31), 2**31 - 1))
    k = 32
    a, b = f16_values((16, k)), f16_values((k, 8))
    d = run("ldmatrix_gemm", a, b, np.zeros(128, np.float32), scalars=(k,))[2]
    assert_f32_product(d.reshape(16, 8), a, b, np.zeros((16, 8)))
    # wmma: (a, lda, b, ldb, c, ldc, d, ldd, twice), B column-major
    a, b = f16_values((16, 16)), f16_values((16, 16))
    c = RNG.standard_normal((16, 16)).astype(np.float32)
    arrays = [np.ascontiguousarray(x) for x in (a, b.T, c, np.zeros(256, np.float32))]
    ptrs = [x.__array_interface__["data"][0] for x in arrays]
    simulator.run("wmma_f16_m16n16k16", (64, 1, 1),
                  [ptrs[0], 16, ptrs[1], 16, ptrs[2], 16, ptrs[3], 16, 0], globals_block)
    assert_f32_product(arrays[3].reshape(16, 16), a, b, c)
