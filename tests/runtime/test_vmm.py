"""Virtual memory management through zluda.driver (zluda.runtime.vmm): reserved ranges,
physical allocations mapped into them, access, and what is refused. On the CPU device the
mappings are the host's own, so two mappings of one allocation must show the same bytes."""

import ctypes
import os

import numpy as np
import pytest
from zluda import driver as cuda

from .helpers import RUNTIME_PTX, check, download, error, kernel

R = cuda.CUresult
ARGS = (ctypes.c_void_p, ctypes.c_int, ctypes.c_int, ctypes.c_ulonglong)


@pytest.fixture
def module(backend):
    return check(cuda, cuda.cuModuleLoadData(RUNTIME_PTX))


def prop(handle_types=0):
    p = cuda.CUmemAllocationProp()
    p.type = cuda.CUmemAllocationType.CU_MEM_ALLOCATION_TYPE_PINNED
    p.location.type = cuda.CUmemLocationType.CU_MEM_LOCATION_TYPE_DEVICE
    p.location.id = 0
    p.requestedHandleTypes = handle_types
    return p


def read_write():
    desc = cuda.CUmemAccessDesc()
    desc.location.type = cuda.CUmemLocationType.CU_MEM_LOCATION_TYPE_DEVICE
    desc.location.id = 0
    desc.flags = cuda.CUmemAccess_flags.CU_MEM_ACCESS_FLAGS_PROT_READWRITE
    return desc


def test_the_device_says_it_maps_memory(backend):
    device = check(cuda, cuda.cuDeviceGet(0))
    A = cuda.CUdevice_attribute
    assert check(cuda, cuda.cuDeviceGetAttribute(
        A.CU_DEVICE_ATTRIBUTE_VIRTUAL_MEMORY_MANAGEMENT_SUPPORTED, device)) == 1
    assert check(cuda, cuda.cuDeviceGetAttribute(
        A.CU_DEVICE_ATTRIBUTE_HANDLE_TYPE_POSIX_FILE_DESCRIPTOR_SUPPORTED, device)) == 1


def test_one_allocation_mapped_twice_shows_the_same_bytes_to_kernels_and_copies(module):
    granularity = check(cuda, cuda.cuMemGetAllocationGranularity(
        prop(), cuda.CUmemAllocationGranularity_flags.CU_MEM_ALLOC_GRANULARITY_RECOMMENDED))
    assert granularity > 0
    size = granularity
    base = int(check(cuda, cuda.cuMemAddressReserve(2 * size, 0, 0, 0)))
    assert base % granularity == 0
    handle = check(cuda, cuda.cuMemCreate(size, prop(), 0))
    check(cuda, cuda.cuMemMap(base, size, 0, handle, 0))
    check(cuda, cuda.cuMemMap(base + size, size, 0, handle, 0))
    check(cuda, cuda.cuMemRelease(handle))  # the mappings keep it
    check(cuda, cuda.cuMemSetAccess(base, 2 * size, [read_write()], 1))
    location = read_write().location
    assert check(cuda, cuda.cuMemGetAccess(location, base + 100)) == 3
    n = 1024
    data = np.arange(n, dtype=np.int32)
    check(cuda, cuda.cuMemcpyHtoD(base, data, data.nbytes))
    check(cuda, cuda.cuLaunchKernel(kernel(cuda, module, "scale_add"), 1, 1, 1, n, 1, 1, 0, 0,
                                    ((base, 2, 1, n), ARGS), 0))
    check(cuda, cuda.cuCtxSynchronize())
    assert (download(cuda, base + size, n) == data * 2 + 1).all()  # the other mapping
    retained = check(cuda, cuda.cuMemRetainAllocationHandle(base + size))
    assert check(cuda, cuda.cuMemGetAllocationPropertiesFromHandle(retained)).location.id == 0
    check(cuda, cuda.cuMemRelease(retained))
    assert check(cuda, cuda.cuPointerGetAttribute(
        cuda.CUpointer_attribute.CU_POINTER_ATTRIBUTE_MEMORY_TYPE, base)) == \
        cuda.CUmemorytype.CU_MEMORYTYPE_DEVICE
    assert error(cuda.cuMemFree(base)) == R.CUDA_ERROR_INVALID_VALUE
    assert error(cuda.cuMemAddressFree(base, 2 * size)) == R.CUDA_ERROR_INVALID_VALUE  # mapped
    check(cuda, cuda.cuMemUnmap(base, 2 * size))
    assert error(cuda.cuMemcpyHtoD(base, data, data.nbytes)) == R.CUDA_ERROR_INVALID_VALUE
    check(cuda, cuda.cuMemAddressFree(base, 2 * size))


def test_access_is_needed_before_the_memory_is_used(backend):
    size = check(cuda, cuda.cuMemGetAllocationGranularity(prop(), 0))
    base = int(check(cuda, cuda.cuMemAddressReserve(size, 0, 0, 0)))
    handle = check(cuda, cuda.cuMemCreate(size, prop(), 0))
    check(cuda, cuda.cuMemMap(base, size, 0, handle, 0))
    data = np.ones(4, np.int32)
    assert error(cuda.cuMemcpyHtoD(base, data, data.nbytes)) == R.CUDA_ERROR_INVALID_VALUE
    assert check(cuda, cuda.cuMemGetAccess(read_write().location, base)) == 0
    check(cuda, cuda.cuMemSetAccess(base, size, [read_write()], 1))
    check(cuda, cuda.cuMemcpyHtoD(base, data, data.nbytes))
    check(cuda, cuda.cuMemUnmap(base, size))
    check(cuda, cuda.cuMemRelease(handle))
    check(cuda, cuda.cuMemAddressFree(base, size))


def test_exported_memory_imports_as_the_same_bytes(backend):
    size = check(cuda, cuda.cuMemGetAllocationGranularity(prop(), 0))
    fd_type = cuda.CUmemAllocationHandleType.CU_MEM_HANDLE_TYPE_POSIX_FILE_DESCRIPTOR
    handle = check(cuda, cuda.cuMemCreate(size, prop(fd_type), 0))
    fd = check(cuda, cuda.cuMemExportToShareableHandle(handle, fd_type, 0))
    imported = check(cuda, cuda.cuMemImportFromShareableHandle(fd, fd_type))
    os.close(fd)
    base = int(check(cuda, cuda.cuMemAddressReserve(2 * size, 0, 0, 0)))
    check(cuda, cuda.cuMemMap(base, size, 0, handle, 0))
    check(cuda, cuda.cuMemMap(base + size, size, 0, imported, 0))
    check(cuda, cuda.cuMemSetAccess(base, 2 * size, [read_write()], 1))
    check(cuda, cuda.cuMemsetD32(base, 0x12345678, 16))
    assert (download(cuda, base + size, 16, np.uint32) == 0x12345678).all()
    check(cuda, cuda.cuMemUnmap(base, 2 * size))
    for h in (handle, imported):
        check(cuda, cuda.cuMemRelease(h))
    check(cuda, cuda.cuMemAddressFree(base, 2 * size))
    plain = check(cuda, cuda.cuMemCreate(size, prop(), 0))
    assert error(cuda.cuMemExportToShareableHandle(plain, fd_type, 0)) == \
        R.CUDA_ERROR_INVALID_VALUE
    check(cuda, cuda.cuMemRelease(plain))


def test_bad_sizes_ranges_and_handles_are_refused(backend):
    size = check(cuda, cuda.cuMemGetAllocationGranularity(prop(), 0))
    assert error(cuda.cuMemAddressReserve(size + 1, 0, 0, 0)) == R.CUDA_ERROR_INVALID_VALUE
    assert error(cuda.cuMemCreate(size // 2, prop(), 0)) == R.CUDA_ERROR_INVALID_VALUE
    wrong = prop()
    wrong.location.id = 9
    assert error(cuda.cuMemCreate(size, wrong, 0)) == R.CUDA_ERROR_INVALID_DEVICE
    base = int(check(cuda, cuda.cuMemAddressReserve(size, 0, 0, 0)))
    handle = check(cuda, cuda.cuMemCreate(size, prop(), 0))
    assert error(cuda.cuMemMap(base + size, size, 0, handle, 0)) == R.CUDA_ERROR_INVALID_VALUE
    assert error(cuda.cuMemMap(base, size, size, handle, 0)) == R.CUDA_ERROR_INVALID_VALUE
    check(cuda, cuda.cuMemMap(base, size, 0, handle, 0))
    assert error(cuda.cuMemMap(base, size, 0, handle, 0)) == R.CUDA_ERROR_INVALID_VALUE
    assert error(cuda.cuMemUnmap(base, size // 2)) == R.CUDA_ERROR_INVALID_VALUE
    check(cuda, cuda.cuMemUnmap(base, size))
    assert error(cuda.cuMemUnmap(base, size)) == R.CUDA_ERROR_INVALID_VALUE
    check(cuda, cuda.cuMemRelease(handle))
    assert error(cuda.cuMemRelease(handle)) == R.CUDA_ERROR_INVALID_VALUE
    assert error(cuda.cuMemAddressFree(base + 4096, size)) == R.CUDA_ERROR_INVALID_VALUE
    check(cuda, cuda.cuMemAddressFree(base, size))
