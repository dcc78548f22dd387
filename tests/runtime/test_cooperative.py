"""Cooperative launches through ``zluda.driver``: cuLaunchCooperativeKernel and the cooperative
launch attribute of cuLaunchKernelEx, with cooperative groups' grid barriers
(``conformance/kernels/grid_sync.cu``): a three-phase reduction, barriers in a loop, the grid
size that CUDA allows (cuOccupancyMaxActiveBlocksPerMultiprocessor times the multiprocessors)
and the error past it, and a grid barrier in a launch that is not cooperative."""

import ctypes

import numpy as np
import pytest

from .helpers import ROOT, check, download, error, kernel

PTX = (ROOT / "conformance" / "kernels" / "grid_sync.ptx").read_bytes()


@pytest.fixture
def cuda(backend):
    return backend


@pytest.fixture
def module(cuda):
    return check(cuda, cuda.cuModuleLoadData(PTX))


def _args(*values):
    return (tuple(values), tuple(ctypes.c_int32 if type(v) is int else None for v in values))


def _upload(cuda, array):
    ptr = check(cuda, cuda.cuMemAlloc(array.nbytes))
    check(cuda, cuda.cuMemcpyHtoD(ptr, array, array.nbytes))
    return ptr


def _most_blocks(cuda, function, threads):
    per_unit = check(cuda, cuda.cuOccupancyMaxActiveBlocksPerMultiprocessor(function, threads, 0))
    units = check(cuda, cuda.cuDeviceGetAttribute(
        cuda.CUdevice_attribute.CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT, 0))
    return per_unit * units


def test_the_device_says_it_launches_cooperatively(cuda):
    assert check(cuda, cuda.cuDeviceGetAttribute(
        cuda.CUdevice_attribute.CU_DEVICE_ATTRIBUTE_COOPERATIVE_LAUNCH, 0)) == 1


@pytest.mark.parametrize("threads", [64, 256])
def test_a_reduction_across_grid_barriers(cuda, module, threads):
    center = kernel(cuda, module, "center")
    blocks = _most_blocks(cuda, center, threads)
    assert blocks >= 1
    n = 10000
    x = np.random.default_rng(1).standard_normal(n).astype(np.float32)
    d_x, d_out = _upload(cuda, x), check(cuda, cuda.cuMemAlloc(n * 4))
    d_partial = check(cuda, cuda.cuMemAlloc((blocks + 1) * 4))
    check(cuda, cuda.cuLaunchCooperativeKernel(center, blocks, 1, 1, threads, 1, 1, 0, 0,
                                                _args(d_x, d_partial, d_out, n)))
    check(cuda, cuda.cuCtxSynchronize())
    out = download(cuda, d_out, n, np.float32)
    np.testing.assert_allclose(out, x - x.astype(np.float64).mean(), atol=1e-4)


def test_barriers_in_a_loop_through_the_launch_attribute(cuda, module):
    neighbours = kernel(cuda, module, "neighbours")
    blocks = _most_blocks(cuda, neighbours, 128)
    n, rounds = blocks * 128, 9
    a = np.arange(n, dtype=np.int32)
    d_a, d_b = _upload(cuda, a), _upload(cuda, np.zeros(n, np.int32))
    config = cuda.CUlaunchConfig()
    config.gridDimX, config.gridDimY, config.gridDimZ = blocks, 1, 1
    config.blockDimX, config.blockDimY, config.blockDimZ = 128, 1, 1
    attr = cuda.CUlaunchAttribute()
    attr.id = cuda.CUlaunchAttributeID.CU_LAUNCH_ATTRIBUTE_COOPERATIVE
    attr.value.cooperative = 1
    config.attrs, config.numAttrs = [attr], 1
    check(cuda, cuda.cuLaunchKernelEx(config, neighbours, _args(d_a, d_b, rounds), 0))
    check(cuda, cuda.cuCtxSynchronize())
    want = a.astype(np.int64)
    for _ in range(rounds):
        want = want + np.roll(want, -1)
    got = download(cuda, d_b if rounds % 2 else d_a, n)
    assert got.tolist() == (want.astype(np.int64) & 0xFFFFFFFF).astype(np.uint32).astype(
        np.int32).tolist()


def test_too_many_blocks_for_a_cooperative_launch(cuda, module):
    neighbours = kernel(cuda, module, "neighbours")
    blocks = _most_blocks(cuda, neighbours, 128)
    d = check(cuda, cuda.cuMemAlloc((blocks + 1) * 128 * 4))
    assert error(cuda.cuLaunchCooperativeKernel(neighbours, blocks + 1, 1, 1, 128, 1, 1, 0, 0,
                                                 _args(d, d, 1))) == \
        cuda.CUresult.CUDA_ERROR_COOPERATIVE_LAUNCH_TOO_LARGE


def test_only_cooperative_launches_have_a_grid(cuda, module):
    is_cooperative = kernel(cuda, module, "is_cooperative")
    out = check(cuda, cuda.cuMemAlloc(4))
    check(cuda, cuda.cuLaunchCooperativeKernel(is_cooperative, 1, 1, 1, 32, 1, 1, 0, 0,
                                                _args(out)))
    check(cuda, cuda.cuCtxSynchronize())
    assert download(cuda, out, 1).tolist() == [1]
    check(cuda, cuda.cuLaunchKernel(is_cooperative, 1, 1, 1, 32, 1, 1, 0, 0, _args(out), 0))
    check(cuda, cuda.cuCtxSynchronize())
    assert download(cuda, out, 1).tolist() == [0]


def test_a_grid_barrier_outside_a_cooperative_launch_fails_the_launch(cuda, module):
    """cooperative groups' grid.sync() traps when the launch has no grid workspace, as on
    CUDA (the PTX that nvcc emits checks %envreg1:%envreg2)."""
    neighbours = kernel(cuda, module, "neighbours")
    d = check(cuda, cuda.cuMemAlloc(2 * 128 * 4))
    check(cuda, cuda.cuLaunchKernel(neighbours, 2, 1, 1, 128, 1, 1, 0, 0, _args(d, d, 1), 0))
    assert cuda.cuCtxSynchronize()[0] == cuda.CUresult.CUDA_ERROR_LAUNCH_FAILED
