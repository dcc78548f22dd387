"""A cooperative launch with grid-wide barriers (cooperative groups' grid.sync()): the largest
grid that CUDA allows (cuOccupancyMaxActiveBlocksPerMultiprocessor times the multiprocessor
count) centres a vector in three phases, and nine barriers in a loop pass values between
blocks; one block more is CUDA_ERROR_COOPERATIVE_LAUNCH_TOO_LARGE. Exact, except the mean
(within 1e-4)."""

import numpy as np
from _common import (
    check,
    expect_error,
    from_device,
    function,
    i32,
    load_ptx,
    passed,
    ptr,
    setup,
    sync,
    to_device,
)
from cuda.bindings import driver as cuda

setup()
module = load_ptx("grid_sync.ptx")
center, neighbours = function(module, "center"), function(module, "neighbours")
assert check(cuda.cuDeviceGetAttribute(
    cuda.CUdevice_attribute.CU_DEVICE_ATTRIBUTE_COOPERATIVE_LAUNCH, 0)) == 1
units = check(cuda.cuDeviceGetAttribute(
    cuda.CUdevice_attribute.CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT, 0))


def cooperative(kernel, blocks, threads, args):
    values = tuple(v for v, _ in args)
    types = tuple(t for _, t in args)
    return cuda.cuLaunchCooperativeKernel(kernel, blocks, 1, 1, threads, 1, 1, 0, 0,
                                          (values, types))


threads = 256
blocks = check(cuda.cuOccupancyMaxActiveBlocksPerMultiprocessor(center, threads, 0)) * units
n = 100000
x = np.random.default_rng(3).standard_normal(n).astype(np.float32)
d_x, d_out = to_device(x), to_device(np.zeros(n, np.float32))
d_partial = to_device(np.zeros(blocks + 1, np.float32))
check(cooperative(center, blocks, threads, [ptr(d_x), ptr(d_partial), ptr(d_out), i32(n)]))
sync()
out = from_device(d_out, n, np.float32)
assert np.allclose(out, x - x.astype(np.float64).mean(), atol=1e-4), abs(out - x + x.mean()).max()

blocks = check(cuda.cuOccupancyMaxActiveBlocksPerMultiprocessor(neighbours, 128, 0)) * units
size, rounds = blocks * 128, 9
a = np.arange(size, dtype=np.int64)
d_a, d_b = to_device(a.astype(np.int32)), to_device(np.zeros(size, np.int32))
check(cooperative(neighbours, blocks, 128, [ptr(d_a), ptr(d_b), i32(rounds)]))
sync()
want = a
for _ in range(rounds):
    want = want + np.roll(want, -1)
got = from_device(d_b if rounds % 2 else d_a, size, np.int32)
assert got.tolist() == want.astype(np.int32).tolist()
expect_error(cooperative(neighbours, blocks + 1, 128, [ptr(d_a), ptr(d_b), i32(1)]),
             cuda.CUresult.CUDA_ERROR_COOPERATIVE_LAUNCH_TOO_LARGE)
passed(f"grids of {blocks} blocks, 11 grid barriers")
