"""mbarrier on the CPU device, with libcu++'s cuda::barrier and raw PTX
(``kernels/mbarrier.cu``, nvcc for sm_80, where waits are ``mbarrier.test_wait``, and sm_90,
``mbarrier.try_wait``): every thread arriving and waiting, arrive then work then wait, a
barrier that only a producer warp arrives at while the other warps wait for it (and a
``__syncthreads()`` that must hold the producers while the consumers wait), arrive_drop,
pending_count and the parity waits, and cuda::memcpy_async completing on a barrier
(``cp.async.mbarrier.arrive``). Each checks its results exactly; a wait that never returned
would hang the test, which the suite's timeout turns into a failure."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest
from zluda.ptx import compile_ptx
from zluda.ptx.errors import PtxUnsupportedError

from .harness import device

KERNELS = Path(__file__).parent / "kernels"
ARCHS = ["sm80", "sm90"]
RNG = np.random.default_rng(5)


def _module(arch: str):
    return device().load((KERNELS / f"mbarrier.{arch}.ptx").read_text())


@pytest.mark.parametrize("arch", ARCHS)
@pytest.mark.parametrize("threads", [32, 96, 256])
def test_arrive_and_wait(arch, threads):
    dev = device()
    blocks, rounds = 3, 4
    data = RNG.integers(0, 1000, blocks * threads)
    inp, out = dev.array(data, np.int32), dev.array(np.zeros(blocks * threads), np.int32)
    _module(arch).launch("arrive_and_wait", (blocks,), (threads,), [inp, out, rounds])
    want = data.reshape(blocks, threads).copy()
    for _ in range(rounds):
        want = np.roll(want, -1, axis=1) + 1
    assert np.array(out).reshape(blocks, threads).tolist() == want.tolist()


@pytest.mark.parametrize("arch", ARCHS)
def test_split_arrive_and_wait(arch):
    dev = device()
    data = RNG.integers(-100, 100, 128)
    inp, out = dev.array(data, np.int32), dev.array(np.zeros(128), np.int32)
    _module(arch).launch("split_arrive_wait", (1,), (128,), [inp, out])
    assert np.array(out).tolist() == (data[::-1] * 3 + data * data).tolist()


@pytest.mark.parametrize("arch", ARCHS)
def test_consumers_wait_for_a_producer_warp(arch):
    """Only warp 0 arrives (the barrier expects 32); warps 1-3 wait for the phase without
    arriving, and read what warp 0 wrote."""
    dev = device()
    data = RNG.integers(0, 1000, 32)
    inp, out = dev.array(data, np.int32), dev.array(np.zeros(128), np.int32)
    _module(arch).launch("producer_consumer", (1,), (128,), [inp, out])
    got = np.array(out)
    assert got[:32].tolist() == [-1] * 32
    assert got[32:].tolist() == np.tile(data * 5 + 1, 3).tolist()


@pytest.mark.parametrize("arch", ARCHS)
def test_a_block_barrier_waits_for_the_threads_that_spin(arch):
    """Producers arrive and reach __syncthreads() while the consumers still wait on the
    mbarrier: the barrier holds them until the consumers have written what they then read."""
    dev = device()
    data = RNG.integers(0, 1000, 32)
    inp, out = dev.array(data, np.int32), dev.array(np.zeros(128), np.int32)
    _module(arch).launch("producer_then_barrier", (1,), (128,), [inp, out])
    got = np.array(out)
    assert got[:32].tolist() == (6 * (data + 7)).tolist()
    assert got[32:].tolist() == np.tile(2 * (data + 7), 3).tolist()


@pytest.mark.parametrize("arch", ARCHS)
def test_arrive_and_drop(arch):
    """Half the threads arrive once and drop out; the other half complete two more phases
    alone: the first phase saw every thread's increment, the last the second half's too."""
    dev = device()
    out = dev.array(np.zeros(64), np.int32)
    _module(arch).launch("arrive_and_drop", (1,), (128,), [out])
    assert np.array(out).tolist() == [128 * 1000 + 128 + 64] * 64


@pytest.mark.parametrize("arch", ARCHS)
def test_pending_count_and_parity_waits(arch):
    dev = device()
    out = dev.array(np.zeros(64), np.int32)
    _module(arch).launch("parity_waits", (1,), (64,), [out])
    assert sorted(np.array(out).tolist()) == list(range(64))  # one arrival left after each


@pytest.mark.parametrize("arch", ARCHS)
def test_memcpy_async_completes_on_a_barrier(arch):
    dev = device()
    n, blocks = 256, 2
    data = RNG.standard_normal(n * blocks).astype(np.float32)
    inp, out = dev.array(data), dev.array(np.zeros(n * blocks, np.float32))
    _module(arch).launch("memcpy_async_barrier", (blocks,), (n,), [inp, out, n])
    want = (data.reshape(blocks, n)[:, ::-1] * 2).ravel()
    assert np.array(out).tolist() == want.tolist()


@pytest.mark.parametrize("target", ["spirv", "amdgpu:gfx1100", "amdgpu:gfx90a"])
def test_the_mbarrier_kernels_compile_for_every_target(target):
    compiled = compile_ptx((KERNELS / "mbarrier.sm90.ptx").read_text(), target, use_cache=False)
    assert "producer_consumer" in compiled.info.kernels


def test_tma_transaction_counts_are_refused_by_name():
    ptx = (".version 8.0\n.target sm_90\n.address_size 64\n.visible .entry k()\n{\n"
           "  .reg .b64 %rd<2>;\n  .shared .b64 bar;\n"
           "  mbarrier.arrive.expect_tx.shared.b64 %rd1, [bar], 64;\n  ret;\n}\n")
    with pytest.raises(PtxUnsupportedError, match="expect_tx.*TMA|TMA.*expect_tx|transaction"):
        compile_ptx(ptx, "spirv", use_cache=False)
