"""Copies that run past the end of an allocation fail with CUDA_ERROR_INVALID_VALUE and copy
nothing: cuMemcpyHtoD longer than the allocation, cuMemcpyHtoD starting inside and ending past
the end, cuMemcpyDtoH and cuMemcpyDtoD past the end. The allocation and its neighbours keep
their contents; in-range copies at the very end still work. Allocations are 2 MiB, a multiple of
the allocation granularity, so the end of each one is the end of what the driver mapped."""

import numpy as np
from _common import check, expect_error, from_device, passed, setup, to_device
from cuda.bindings import driver as cuda

setup()
INVALID_VALUE = cuda.CUresult.CUDA_ERROR_INVALID_VALUE
size = 2 << 20
rng = np.random.default_rng(6)
contents = [rng.integers(0, 256, size, dtype=np.uint8) for _ in range(3)]
before, target, after = (to_device(c) for c in contents)


def at(base, offset: int):
    return cuda.CUdeviceptr(int(base) + offset)


big = rng.integers(0, 256, size + 4096, dtype=np.uint8)
expect_error(cuda.cuMemcpyHtoD(target, big, size + 4096), INVALID_VALUE)
expect_error(cuda.cuMemcpyHtoD(at(target, size - 100), big, 200), INVALID_VALUE)
expect_error(cuda.cuMemcpyHtoD(at(target, size - 1), big, 2), INVALID_VALUE)
sink = np.zeros(size + 4096, np.uint8)
expect_error(cuda.cuMemcpyDtoH(sink, target, size + 1), INVALID_VALUE)
expect_error(cuda.cuMemcpyDtoH(sink, at(target, 4096), size), INVALID_VALUE)
expect_error(cuda.cuMemcpyDtoD(before, target, size + 4096), INVALID_VALUE)
expect_error(cuda.cuMemcpyDtoD(at(target, size // 2), before, size), INVALID_VALUE)
check(cuda.cuCtxSynchronize())
for name, d, c in zip(("before", "target", "after"), (before, target, after), contents):
    np.testing.assert_array_equal(from_device(d, size, np.uint8), c, err_msg=name)

# Exactly up to the end is fine.
check(cuda.cuMemcpyHtoD(at(target, size - 100), big, 100))
contents[1][-100:] = big[:100]
tail = np.zeros(100, np.uint8)
check(cuda.cuMemcpyDtoH(tail, at(target, size - 100), 100))
np.testing.assert_array_equal(tail, big[:100])
for name, d, c in zip(("before", "target", "after"), (before, target, after), contents):
    np.testing.assert_array_equal(from_device(d, size, np.uint8), c, err_msg=name)
passed("7 out-of-range copies rejected, memory unchanged")
