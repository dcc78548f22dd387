r"""The driver API's virtual memory management, over :mod:`zluda.runtime.vmm`. Part of
:mod:`zluda.runtime.api` (which imports these names): the same conventions, plain values in and
out. ``CUmemGenericAllocationHandle``\ s are handles of the handle table; arrays of
CUmemAccessDesc come as a sequence (cuda.bindings) or a C array (``libcuda.so.1``).
"""

from __future__ import annotations

import os

from ...abi.enums import CUmemAllocationHandleType, CUmemAllocationType, CUmemLocationType
from .. import capture as capturing
from ..context import CONTEXTS
from ..driver import DRIVER
from ..errors import CudaError
from ..vmm import GRANULARITY, VIRTUAL_MEMORY, PhysicalAllocation
from .calls import api
from .handles import _context_on, _device, _handle, _int

POSIX_FD = CUmemAllocationHandleType.CU_MEM_HANDLE_TYPE_POSIX_FILE_DESCRIPTOR
_HANDLE_TYPES = (CUmemAllocationHandleType.CU_MEM_HANDLE_TYPE_NONE, POSIX_FD)


def supported(device) -> bool:
    """Whether ``device`` can use memory that the host maps (zluda.runtime.vmm)."""
    return device.backend_device.reaches_system_memory()


def _require(device) -> None:
    if not supported(device):
        raise CudaError("CUDA_ERROR_NOT_SUPPORTED",
                        f"virtual memory management needs a device that reaches host memory at"
                        f" any address; {device.name} does not")


def _location_device(location):
    if _int(location.type) != CUmemLocationType.CU_MEM_LOCATION_TYPE_DEVICE:
        raise CudaError("CUDA_ERROR_INVALID_VALUE",
                        "the location must be a device (CU_MEM_LOCATION_TYPE_DEVICE)")
    try:
        return _device(location.id)
    except CudaError:
        raise CudaError("CUDA_ERROR_INVALID_DEVICE", f"there is no device {_int(location.id)}") \
            from None


def _properties(prop) -> tuple[object, dict]:
    """(device, CUmemAllocationProp as a dict) of a valid property struct."""
    if prop is None:
        raise CudaError("CUDA_ERROR_INVALID_VALUE", "prop is NULL")
    if _int(prop.type) != CUmemAllocationType.CU_MEM_ALLOCATION_TYPE_PINNED:
        raise CudaError("CUDA_ERROR_INVALID_VALUE",
                        "prop.type must be CU_MEM_ALLOCATION_TYPE_PINNED")
    device = _location_device(prop.location)
    handle_types = _int(prop.requestedHandleTypes)
    if handle_types not in _HANDLE_TYPES:
        raise CudaError("CUDA_ERROR_NOT_SUPPORTED",
                        "of the shareable handle types only POSIX file descriptors are supported")
    _require(device)
    return device, {"type": _int(prop.type), "requestedHandleTypes": handle_types,
                    "location": {"type": _int(prop.location.type), "id": device.ordinal}}


def _physical(handle) -> PhysicalAllocation:
    DRIVER.require()
    physical = DRIVER.handles.get(_int(handle), PhysicalAllocation, "CUDA_ERROR_INVALID_VALUE")
    if physical.references <= 0 and physical.fd < 0:
        raise CudaError("CUDA_ERROR_INVALID_VALUE", "the allocation was released")
    return physical


@api(1)
def cuMemGetAllocationGranularity(prop, option):
    _properties(prop)
    if _int(option) not in (0, 1):  # CU_MEM_ALLOC_GRANULARITY_MINIMUM, _RECOMMENDED
        raise CudaError("CUDA_ERROR_INVALID_VALUE", f"option {_int(option)}")
    return GRANULARITY


@api(1)
def cuMemAddressReserve(size, alignment, addr, flags):
    DRIVER.require()
    if _int(flags) != 0:
        raise CudaError("CUDA_ERROR_INVALID_VALUE", "flags must be 0")
    for device in DRIVER.devices:
        _require(device)
    return VIRTUAL_MEMORY.reserve(_int(size), _int(alignment), _int(addr))


@api()
def cuMemAddressFree(ptr, size):
    DRIVER.require()
    VIRTUAL_MEMORY.free(_int(ptr), _int(size))


@api(1)
def cuMemCreate(size, prop, flags):
    if _int(flags) != 0:
        raise CudaError("CUDA_ERROR_INVALID_VALUE", "flags must be 0")
    if capturing.ACTIVE:
        capturing.check_unsafe_call("cuMemCreate")
    device, properties = _properties(prop)
    return _handle(VIRTUAL_MEMORY.create(device, _int(size), properties))


@api()
def cuMemRelease(handle):
    physical = _physical(handle)
    VIRTUAL_MEMORY.release(physical)
    if physical.references == 0:
        DRIVER.handles.forget(physical)


@api(1)
def cuMemGetAllocationPropertiesFromHandle(handle):
    return _physical(handle).properties


@api(1)
def cuMemRetainAllocationHandle(addr):
    DRIVER.require()
    physical = VIRTUAL_MEMORY.physical_at(_int(addr))
    return _handle(physical)


@api()
def cuMemMap(ptr, size, offset, handle, flags):
    if _int(flags) != 0:
        raise CudaError("CUDA_ERROR_INVALID_VALUE", "flags must be 0")
    VIRTUAL_MEMORY.map(_int(ptr), _int(size), _int(offset), _physical(handle))


@api()
def cuMemUnmap(ptr, size):
    """Synchronous, as on CUDA: the current context's work is finished first."""
    DRIVER.require()
    current = CONTEXTS.current
    if current is not None and not current.destroyed:
        for stream in current.all_streams():
            stream.synchronize()
    VIRTUAL_MEMORY.unmap(_int(ptr), _int(size))


@api()
def cuMemSetAccess(ptr, size, desc, count):
    DRIVER.require()
    n = _int(count)
    if n <= 0 or desc is None:
        raise CudaError("CUDA_ERROR_INVALID_VALUE", "no access descriptors")
    for i in range(n):
        entry = desc[i]
        device = _location_device(entry.location)
        VIRTUAL_MEMORY.set_access(_int(ptr), _int(size), _int(entry.flags), _context_on(device))


@api(1)
def cuMemGetAccess(location, ptr):
    DRIVER.require()
    if location is None:
        raise CudaError("CUDA_ERROR_INVALID_VALUE", "location is NULL")
    _location_device(location)
    return VIRTUAL_MEMORY.access(_int(ptr))


@api(1)
def cuMemExportToShareableHandle(handle, handleType, flags):
    """A POSIX file descriptor of the memory (a new one, the caller's to close)."""
    physical = _physical(handle)
    if _int(handleType) != POSIX_FD or physical.properties["requestedHandleTypes"] != POSIX_FD:
        raise CudaError("CUDA_ERROR_INVALID_VALUE",
                        "the allocation was not made with that shareable handle type")
    if _int(flags) != 0:
        raise CudaError("CUDA_ERROR_INVALID_VALUE", "flags must be 0")
    return os.dup(physical.fd)


@api(1)
def cuMemImportFromShareableHandle(osHandle, shHandleType):
    DRIVER.require()
    if _int(shHandleType) != POSIX_FD:
        raise CudaError("CUDA_ERROR_NOT_SUPPORTED",
                        "of the shareable handle types only POSIX file descriptors are supported")
    device = CONTEXTS.current.device if CONTEXTS.current is not None else _device(0)
    _require(device)
    properties = {"type": int(CUmemAllocationType.CU_MEM_ALLOCATION_TYPE_PINNED),
                  "requestedHandleTypes": int(POSIX_FD),
                  "location": {"type": int(CUmemLocationType.CU_MEM_LOCATION_TYPE_DEVICE),
                               "id": device.ordinal}}
    return _handle(VIRTUAL_MEMORY.imported(device, _int(osHandle), properties))
