"""Launch configurations beyond the device's limits fail with CUDA_ERROR_INVALID_VALUE and
leave the context usable: a block of 2048 threads (1-D and as 1024 x 2), a block z dimension of
65, a grid y dimension of 65536, dynamic shared memory beyond the opt-in maximum per block, and
beyond the default 48 KiB limit (CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_BLOCK) of a kernel
that did not opt in. A valid launch afterwards still computes the right answer."""

import numpy as np
from _common import check, from_device, function, i32, load_ptx, passed, setup, to_device
from cuda.bindings import driver as cuda

device, _ = setup()
kernel = function(load_ptx("error_launch_too_big.ptx"), "iota")
INVALID_VALUE = cuda.CUresult.CUDA_ERROR_INVALID_VALUE
attr = cuda.CUdevice_attribute
max_threads = check(cuda.cuDeviceGetAttribute(attr.CU_DEVICE_ATTRIBUTE_MAX_THREADS_PER_BLOCK,
                                              device))
max_shared = check(cuda.cuDeviceGetAttribute(
    attr.CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_BLOCK, device))
optin_shared = check(cuda.cuDeviceGetAttribute(
    attr.CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_BLOCK_OPTIN, device))
assert max_threads == 1024, max_threads
n = 4096
d_out = to_device(np.zeros(n, np.int32))


def try_launch(grid, block, shared):
    values, types = (d_out, n), (None, i32(0)[1])
    return cuda.cuLaunchKernel(kernel, *grid, *block, shared, 0, (values, types), 0)


cases = {
    "block of 2048": ((1, 1, 1), (2048, 1, 1), 0),
    "block of 1024 x 2": ((1, 1, 1), (1024, 2, 1), 0),
    "block z of 65": ((1, 1, 1), (1, 1, 65), 0),
    "grid y of 65536": ((1, 65536, 1), (32, 1, 1), 0),
    "shared beyond the opt-in maximum": ((4, 1, 1), (1024, 1, 1), optin_shared + 1),
    "shared beyond 48 KiB without opting in": ((4, 1, 1), (1024, 1, 1), max_shared + 4),
}
for name, (grid, block, shared) in cases.items():
    result = try_launch(grid, block, shared)
    assert result[0] == INVALID_VALUE, f"{name}: expected CUDA_ERROR_INVALID_VALUE, got {result}"
check(cuda.cuCtxSynchronize())
np.testing.assert_array_equal(from_device(d_out, n, np.int32), 0)  # nothing ran

check(try_launch((4, 1, 1), (1024, 1, 1), 4 * 1024))
check(cuda.cuCtxSynchronize())
np.testing.assert_array_equal(from_device(d_out, n, np.int32), np.arange(n))
passed(f"{len(cases)} oversized launches rejected; shared limits {max_shared}/{optin_shared}")
