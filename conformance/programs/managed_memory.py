"""Managed memory (cuMemAllocManaged, CU_MEM_ATTACH_GLOBAL): written directly by the host,
read and modified in place by kernels, read and changed again by the host between launches
after synchronization; cuMemcpyDtoH from it agrees, and cuPointerGetAttribute reports it as
managed."""

import ctypes

import numpy as np
from _common import check, function, i32, launch, load_ptx, passed, ptr, setup, sync
from cuda.bindings import driver as cuda

setup()
update = function(load_ptx("managed_memory.ptx"), "update")
n = 100_000
managed = check(cuda.cuMemAllocManaged(4 * n, cuda.CUmemAttach_flags.CU_MEM_ATTACH_GLOBAL))
view = np.ctypeslib.as_array((ctypes.c_int32 * n).from_address(int(managed)))
is_managed = check(cuda.cuPointerGetAttribute(
    cuda.CUpointer_attribute.CU_POINTER_ATTRIBUTE_IS_MANAGED, managed))
assert is_managed, is_managed

index = np.arange(n, dtype=np.int64)
rng = np.random.default_rng(5)
expected = rng.integers(-1000, 1000, n).astype(np.int64)
view[:] = expected  # the host writes managed memory directly
for round_ in range(3):
    launch(update, (50,), (256,), [ptr(managed), i32(n)])
    sync()
    expected = (expected * 3 + index + 2**31) % 2**32 - 2**31
    np.testing.assert_array_equal(view, expected, err_msg=f"round {round_}")
    # The host changes every seventh element before the next launch.
    view[::7] = -view[::7] + round_
    expected[::7] = -expected[::7] + round_

copied = np.empty(n, np.int32)
check(cuda.cuMemcpyDtoH(copied, managed, 4 * n))
np.testing.assert_array_equal(copied, expected)
check(cuda.cuMemFree(managed))
passed(f"{n} managed ints, 3 host/kernel rounds")
