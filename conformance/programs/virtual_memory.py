"""Virtual memory management: one physical allocation (cuMemCreate) mapped at two places of a
reserved range (cuMemAddressReserve, cuMemMap), made readable and writable (cuMemSetAccess); a
kernel fills it through the first mapping and another combines through both, so both mappings
must be the same memory; then a second allocation mapped after the first makes one contiguous
buffer that a kernel walks across the seam. Results are checked against NumPy."""

import numpy as np
from _common import (
    check,
    from_device,
    function,
    i32,
    launch,
    load_ptx,
    passed,
    ptr,
    setup,
    slow_fill_model,
    u32,
)
from cuda.bindings import driver as cuda

device, _ = setup()
supported = check(cuda.cuDeviceGetAttribute(
    cuda.CUdevice_attribute.CU_DEVICE_ATTRIBUTE_VIRTUAL_MEMORY_MANAGEMENT_SUPPORTED, device))
assert supported == 1, supported
module = load_ptx("streams_events.ptx")
slow_fill, combine = function(module, "slow_fill"), function(module, "combine")
iters = 50

prop = cuda.CUmemAllocationProp()
prop.type = cuda.CUmemAllocationType.CU_MEM_ALLOCATION_TYPE_PINNED
prop.location.type = cuda.CUmemLocationType.CU_MEM_LOCATION_TYPE_DEVICE
prop.location.id = int(device)
size = check(cuda.cuMemGetAllocationGranularity(
    prop, cuda.CUmemAllocationGranularity_flags.CU_MEM_ALLOC_GRANULARITY_RECOMMENDED))
n = size // 4
base = int(check(cuda.cuMemAddressReserve(3 * size, 0, 0, 0)))
first, second = (check(cuda.cuMemCreate(size, prop, 0)) for _ in range(2))
check(cuda.cuMemMap(base, size, 0, first, 0))
check(cuda.cuMemMap(base + size, size, 0, first, 0))       # the same memory again
check(cuda.cuMemMap(base + 2 * size, size, 0, second, 0))  # then other memory
access = cuda.CUmemAccessDesc()
access.location = prop.location
access.flags = cuda.CUmemAccess_flags.CU_MEM_ACCESS_FLAGS_PROT_READWRITE
check(cuda.cuMemSetAccess(base, 3 * size, [access], 1))
at = cuda.CUdeviceptr


launch(slow_fill, (64,), (256,), [ptr(at(base)), i32(n), u32(5), i32(iters)])
# second mapping (= first) * 3 + first mapping, written into the second allocation
launch(combine, (64,), (256,), [ptr(at(base + size)), ptr(at(base)), ptr(at(base + 2 * size)),
                                i32(n), u32(3)])
check(cuda.cuCtxSynchronize())
filled = slow_fill_model(5, n, iters)
np.testing.assert_array_equal(from_device(at(base + size), n, np.uint32), filled)
np.testing.assert_array_equal(from_device(at(base + 2 * size), n, np.uint32),
                              filled * np.uint32(3) + filled)
# one contiguous buffer across the seam between the two allocations
launch(slow_fill, (64,), (256,), [ptr(at(base + size)), i32(2 * n), u32(77), i32(iters)])
check(cuda.cuCtxSynchronize())
both = slow_fill_model(77, 2 * n, iters)
np.testing.assert_array_equal(from_device(at(base + size), 2 * n, np.uint32), both)
np.testing.assert_array_equal(from_device(at(base), n, np.uint32), both[:n])  # first again
check(cuda.cuMemUnmap(base, 3 * size))
for handle in (first, second):
    check(cuda.cuMemRelease(handle))
check(cuda.cuMemAddressFree(base, 3 * size))
passed(f"2 allocations of {size} bytes in 3 mappings: aliases agree, kernels cross the seam")
