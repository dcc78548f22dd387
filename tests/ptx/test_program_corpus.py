"""The corpus of real programs' PTX (``corpus/``, made by scripts/gen_corpus_ptx.py): every
file compiles for SPIR-V and AMDGPU, and kernels of each run on the CPU device against NumPy.

- ``corpus/llmc``: llm.c's ``dev/cuda`` kernel files (karpathy/llm.c, MIT), nvcc 13 for sm_80.
- ``corpus/samples``: kernels of our own written as NVIDIA's cuda-samples write them
  (reduction, matrixMul, transpose, histogram, scan, bitonic sort, nbody, separable
  convolution, a tensor-core GEMM), for sm_75 and sm_80.
"""

from __future__ import annotations

import math
from pathlib import Path

import numpy as np
import pytest
import zstandard
from zluda.ptx import compile_ptx

from .harness import device

CORPUS = Path(__file__).parent / "corpus"
LLMC = sorted((CORPUS / "llmc").glob("*.ptx.zst"))
SAMPLES = sorted((CORPUS / "samples").glob("*.ptx"))
RNG = np.random.default_rng(2024)


def text(path: Path) -> str:
    data = path.read_bytes()
    if path.suffix == ".zst":
        data = zstandard.ZstdDecompressor().decompress(data)
    return data.decode()


def test_the_corpus_is_complete():
    assert len(LLMC) == 21 and len(SAMPLES) == 10
    assert (CORPUS / "llmc" / "LICENSE").read_text().startswith("MIT License")


# llm.c for SPIR-V and one AMDGPU processor (wave32); the samples also for a wave64 one
COMPILES = [(p, t) for p in LLMC for t in ("spirv", "amdgpu:gfx1100")] + [
    (p, t) for p in SAMPLES for t in ("spirv", "amdgpu:gfx1100", "amdgpu:gfx90a")]


@pytest.mark.parametrize("path,target", COMPILES, ids=[
    f"{p.name.removesuffix('.zst').removesuffix('.ptx')}-{t}" for p, t in COMPILES])
def test_every_corpus_file_compiles(path, target):
    compiled = compile_ptx(text(path), target)
    assert compiled.info.kernels and compiled.binary


def llmc(name: str):
    return device().load(text(CORPUS / "llmc" / f"{name}.sm80.ptx.zst"))


def sample(name: str, arch: str = "sm80"):
    return device().load(text(CORPUS / "samples" / f"{name}.{arch}.ptx"))


def kernel_name(module, short: str) -> str:
    names = [k for k in module.compiled.info.kernels if short in k]
    assert len(names) == 1, names
    return names[0]


def to_bf16(x: np.ndarray) -> np.ndarray:
    """float32 -> bf16 bits, rounded to nearest even."""
    bits = np.asarray(x, np.float32).view(np.uint32)
    return ((bits + 0x7FFF + ((bits >> 16) & 1)) >> 16).astype(np.uint16)


def from_bf16(bits: np.ndarray) -> np.ndarray:
    return (bits.astype(np.uint32) << 16).view(np.float32)


# -- llm.c --------------------------------------------------------------------------------------

SOFTMAX = {  # kernel: (grid for N rows, block, dynamic shared bytes), as softmax_forward.cu's
    "softmax_forward_kernel1": (lambda n, b: math.ceil(n / b), 128, lambda b: 0),
    "softmax_forward_kernel2": (lambda n, b: n, 128, lambda b: b * 4),
    "softmax_forward_kernel3": (lambda n, b: n, 32, lambda b: b * 4),
    "softmax_forward_kernel4": (lambda n, b: n, 128, lambda b: b // 32 * 4),
    "softmax_forward_online_kernel1": (lambda n, b: math.ceil(n / b), 64, lambda b: 0),
    "softmax_forward_online_kernel2": (lambda n, b: math.ceil(n * 32 / b), 128, lambda b: 0),
    "softmax_forward_kernel7": (lambda n, b: n, 256, lambda b: 2 * b // 32 * 4),
    "softmax_forward_online_kernel8": (lambda n, b: math.ceil(n * 32 / b), 128, lambda b: 0),
}


RACY = pytest.mark.xfail(strict=True, reason=(
    "llm.c's kernel4 reads shared[0] (the row's max) in every warp and then, with no barrier"
    " in between, warp 0 writes the row's sum there: a data race that NVIDIA's interleaving of"
    " warps hides; the CPU device runs a block's warps one after another between barriers, so"
    " the later warps read the sum as the max"))


@pytest.mark.parametrize("name", [pytest.param(n, marks=RACY) if n.endswith("kernel4") else n
                                  for n in sorted(SOFTMAX)])
def test_llmc_softmax_kernels(name):
    module = llmc("softmax_forward")
    dev = device()
    n, c = 24, 300
    x = (RNG.standard_normal((n, c)) * 3).astype(np.float32)
    out = dev.empty((n * c,), np.float32)
    grid, block, shared = SOFTMAX[name]
    module.launch(kernel_name(module, name + "P"), (grid(n, block),), (block,),
                  [out, dev.array(x.ravel()), n, c], shared=shared(block))
    e = np.exp(x - x.max(axis=1, keepdims=True))
    np.testing.assert_allclose(out.reshape(n, c), e / e.sum(axis=1, keepdims=True), rtol=2e-5,
                               atol=1e-7)


@pytest.mark.parametrize("name,grid32", [("layernorm_forward_kernel1", False),
                                         ("layernorm_forward_kernel3", True),
                                         ("layernorm_forward_kernel4", True)])
def test_llmc_layernorm_forward_kernels(name, grid32):
    module = llmc("layernorm_forward")
    dev = device()
    n, c = 40, 192
    x = RNG.standard_normal((n, c)).astype(np.float32)
    w, bias = RNG.standard_normal(c).astype(np.float32), RNG.standard_normal(c).astype(np.float32)
    out, mean, rstd = dev.empty((n * c,), np.float32), dev.empty((n,), np.float32), \
        dev.empty((n,), np.float32)
    block = 128
    grid = math.ceil(n * 32 / block) if grid32 else math.ceil(n / block)
    module.launch(kernel_name(module, name), (grid,), (block,),
                  [out, mean, rstd, dev.array(x.ravel()), dev.array(w), dev.array(bias), n, c])
    m = x.mean(axis=1)
    r = 1 / np.sqrt(((x - m[:, None]) ** 2).mean(axis=1) + 1e-5)
    np.testing.assert_allclose(mean, m, rtol=1e-5, atol=1e-6)
    np.testing.assert_allclose(rstd, r, rtol=1e-4)
    np.testing.assert_allclose(out.reshape(n, c), (x - m[:, None]) * r[:, None] * w + bias,
                               rtol=1e-4, atol=1e-5)


@pytest.mark.parametrize("name,per_thread", [("gelu_forward_kernel1", 1),
                                             ("gelu_forward_kernel2", 8)])
def test_llmc_gelu_forward_in_bf16(name, per_thread):
    module = llmc("gelu_forward")
    dev = device()
    n = 4096
    x = to_bf16(RNG.standard_normal(n) * 2)
    out = dev.empty((n,), np.uint16)
    block = 128
    module.launch(kernel_name(module, name), (math.ceil(n / (block * per_thread)),), (block,),
                  [out, dev.array(x), n])
    xf = from_bf16(x).astype(np.float64)
    want = 0.5 * xf * (1 + np.tanh(np.sqrt(2 / np.pi) * (xf + 0.044715 * xf**3)))
    np.testing.assert_allclose(from_bf16(np.array(out)), want, rtol=1e-2, atol=1e-2)


def test_llmc_residual_and_crossentropy():
    dev = device()
    module = llmc("residual_forward")
    n = 2048
    a, b = to_bf16(RNG.standard_normal(n)), to_bf16(RNG.standard_normal(n))
    out = dev.empty((n,), np.uint16)
    module.launch(kernel_name(module, "residual_forward_kernel1"), (n // 128,), (128,),
                  [out, dev.array(a), dev.array(b), n])
    np.testing.assert_array_equal(np.array(out), to_bf16(from_bf16(a) + from_bf16(b)))
    module = llmc("crossentropy_forward")
    bt, v = 48, 50
    probs = RNG.random((bt, v)).astype(np.float32)
    probs /= probs.sum(axis=1, keepdims=True)
    targets = RNG.integers(0, v, bt).astype(np.int32)
    losses = dev.empty((bt,), np.float32)
    module.launch(kernel_name(module, "crossentropy_forward_kernel1"), (1,), (64,),
                  [losses, dev.array(probs.ravel()), dev.array(targets), 6, 8, v])
    np.testing.assert_allclose(losses, -np.log(probs[np.arange(bt), targets]), rtol=1e-6)


# -- samples --------------------------------------------------------------------------------


@pytest.mark.parametrize("arch", ["sm75", "sm80"])
def test_sample_reductions(arch):
    module = sample("reduction", arch)
    dev = device()
    n = 100_000
    data = RNG.integers(-1000, 1000, n).astype(np.int32)
    for name, block in (("reduce6_256", 256), ("reduce6_64", 64)):
        partial = dev.empty((32,), np.int32)
        module.launch(name, (32,), (block,), [dev.array(data), partial, n], shared=block * 4)
        assert int(np.array(partial, np.int64).sum()) == int(data.sum()), name
    values = RNG.random(5000).astype(np.float32)
    total = dev.array(np.zeros(1, np.float32))
    module.launch("tile_reduce", (40,), (128,), [dev.array(values), total, len(values)])
    np.testing.assert_allclose(total[0], values.astype(np.float64).sum(), rtol=1e-5)


@pytest.mark.parametrize("arch", ["sm75", "sm80"])
def test_sample_matrix_mul_and_transpose(arch):
    module = sample("matrix", arch)
    dev = device()
    for name, bs in (("matrix_mul_16", 16), ("matrix_mul_32", 32)):
        ha, wa, wb = 2 * bs, 3 * bs, 2 * bs
        a = RNG.standard_normal((ha, wa)).astype(np.float32)
        b = RNG.standard_normal((wa, wb)).astype(np.float32)
        c = dev.empty((ha * wb,), np.float32)
        module.launch(name, (wb // bs, ha // bs), (bs, bs), [c, dev.array(a.ravel()),
                                                             dev.array(b.ravel()), wa, wb])
        np.testing.assert_allclose(c.reshape(ha, wb), a @ b, rtol=1e-4, atol=1e-4)
    w, h = 100, 70
    m = RNG.standard_normal((h, w)).astype(np.float32)
    t = dev.empty((w * h,), np.float32)
    module.launch("transpose", (math.ceil(w / 32), math.ceil(h / 32)), (32, 8),
                  [t, dev.array(m.ravel()), w, h])
    np.testing.assert_array_equal(t.reshape(w, h), m.T)


@pytest.mark.parametrize("arch", ["sm75", "sm80"])
def test_sample_histogram_scan_and_sort(arch):
    module = sample("sorting", arch)
    dev = device()
    data = RNG.integers(0, 256, 50_000).astype(np.uint8)
    hist = dev.array(np.zeros(256, np.uint32))
    module.launch("histogram256", (16,), (192,), [hist, dev.array(data), len(data)])
    np.testing.assert_array_equal(hist, np.bincount(data, minlength=256))
    values = RNG.integers(-50, 50, 4 * 512).astype(np.int32)
    out = dev.empty((len(values),), np.int32)
    module.launch("block_scan", (4,), (512,), [dev.array(values), out])
    np.testing.assert_array_equal(out.reshape(4, 512), np.cumsum(values.reshape(4, 512), axis=1))
    keys = RNG.integers(0, 2**32, 3 * 1024, dtype=np.uint64).astype(np.uint32)
    device_keys = dev.array(keys)
    module.launch("bitonic_sort", (3,), (512,), [device_keys])
    np.testing.assert_array_equal(np.array(device_keys).reshape(3, 1024),
                                  np.sort(keys.reshape(3, 1024), axis=1))


@pytest.mark.parametrize("arch", ["sm75", "sm80"])
def test_sample_nbody_and_convolution(arch):
    module = sample("physics", arch)
    dev = device()
    n = 300
    pos = RNG.standard_normal((n, 4)).astype(np.float32)
    pos[:, 3] = RNG.random(n).astype(np.float32)
    acc = dev.empty((n * 3,), np.float32)
    module.launch("nbody_accel", (math.ceil(n / 64),), (64,), [dev.array(pos.ravel()), acc, n],
                  shared=64 * 16)
    p = pos.astype(np.float64)
    r = p[None, :, :3] - p[:, None, :3]
    inv = (np.sum(r * r, axis=2) + 0.01) ** -1.5
    want = np.sum(r * (p[None, :, 3] * inv)[:, :, None], axis=1)
    np.testing.assert_allclose(acc.reshape(n, 3), want, rtol=2e-4, atol=2e-4)
    kernel = RNG.standard_normal(17).astype(np.float32)
    module.global_view("c_Kernel", np.float32)[:] = kernel
    w, h = 150, 40
    src = RNG.standard_normal((h, w)).astype(np.float32)
    dst = dev.empty((w * h,), np.float32)
    module.launch("convolution_rows", (math.ceil(w / 64), math.ceil(h / 16)), (64, 16),
                  [dst, dev.array(src.ravel()), w, h])
    padded = np.pad(src.astype(np.float64), ((0, 0), (8, 8)))
    want = sum(kernel[8 - j] * padded[:, 8 + j:8 + j + w] for j in range(-8, 9))
    np.testing.assert_allclose(dst.reshape(h, w), want, rtol=1e-4, atol=1e-4)


@pytest.mark.parametrize("arch", ["sm75", "sm80"])
def test_sample_tensor_core_gemm(arch):
    module = sample("tensor_cores", arch)
    dev = device()
    m, n, k = 64, 48, 32
    a = (RNG.standard_normal((m, k)) / 2).astype(np.float16)
    b = (RNG.standard_normal((k, n)) / 2).astype(np.float16)
    c = RNG.standard_normal((m, n)).astype(np.float32)
    d = dev.empty((m * n,), np.float32)
    alpha, beta = 1.5, -0.5
    # blocks of 4x4 warps: 128 x 4 threads; warpM from x, warpN from y
    module.launch("simple_wmma_gemm", (math.ceil(m / 64), math.ceil(n / 64)), (128, 4),
                  [dev.array(a.ravel()), dev.array(np.ascontiguousarray(b.T).ravel()),
                   dev.array(c.ravel()), d, m, n, k, alpha, beta])
    want = alpha * (a.astype(np.float64) @ b.astype(np.float64)) + beta * c
    np.testing.assert_allclose(d.reshape(m, n), want, rtol=1e-5, atol=1e-5)

