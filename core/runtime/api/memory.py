"""The driver API's memory: allocations, stream-ordered allocations and memory pools
(:mod:`zluda.runtime.mempool`), host memory, pointer attributes, and the copies and fills of
linear memory (:mod:`zluda.runtime.transfers`).
"""

from __future__ import annotations

from ...abi.enums import (
    CUmemAllocationHandleType,
    CUmemAllocationType,
    CUmemLocationType,
    CUpointer_attribute,
)
from .. import capture as capturing
from .. import transfers
from ..backend import BackendError
from ..driver import DRIVER
from ..errors import CudaError
from ..graph_nodes import GraphMemory, MemFreeWork, add_allocation, device_pool
from ..hostmem import host_address
from ..memory import ADDRESSES, DEVICE, HOST, MANAGED, MAPPED, REGISTERED, Allocation
from ..stream import Stream
from ..transfers import DEVICE_END, HOST_END, UNIFIED_END
from . import textures
from .calls import SUCCESS, api, failure, implemented
from .handles import _ctx, _device, _handle, _int, _pool, _stream

# Flag values of cuda.h that this module tests (the public constants come from the surface).
CU_MEMHOSTALLOC_DEVICEMAP = 0x02
CU_MEM_ATTACH_GLOBAL = 0x1
CU_MEM_ATTACH_HOST = 0x2


def _unsafe(call: str) -> None:
    """A call that stream capture may forbid (zluda.runtime.capture.check_unsafe_call)."""
    if capturing.ACTIVE:
        capturing.check_unsafe_call(call)


@api(1)
def cuMemAlloc(bytesize):
    _unsafe("cuMemAlloc")
    return _ctx().allocate(_int(bytesize), DEVICE).base


@api(2)
def cuMemAllocPitch(WidthInBytes, Height, ElementSizeBytes):
    _unsafe("cuMemAllocPitch")
    width, height, element = _int(WidthInBytes), _int(Height), _int(ElementSizeBytes)
    if element not in (4, 8, 16) or width == 0 or height == 0:
        raise CudaError("CUDA_ERROR_INVALID_VALUE", "invalid pitched allocation")
    pitch = (width + 511) // 512 * 512
    return _ctx().allocate(pitch * height, DEVICE).base, pitch


def _allocation_at(ptr, what: str) -> Allocation:
    allocation = ADDRESSES.exact(_int(ptr))
    if allocation is None:
        raise CudaError("CUDA_ERROR_INVALID_VALUE",
                        f"0x{_int(ptr):x} is not the start of a live {what} allocation")
    return allocation


def _device_allocation(ptr, call: str) -> Allocation:
    """The device (or managed) allocation that starts at ``ptr``, for ``call`` to free."""
    allocation = _allocation_at(ptr, "device")
    if allocation.kind not in (DEVICE, MANAGED):
        raise CudaError("CUDA_ERROR_INVALID_VALUE", f"{call} of host memory (use cuMemFreeHost)")
    return allocation


@api()
def cuMemFree(dptr):
    _ctx()
    _unsafe("cuMemFree")
    if _int(dptr) == 0:  # as free(NULL): nothing to do (NVIDIA's driver answers success)
        return
    graph_memory = GraphMemory.at(_int(dptr))
    if graph_memory is not None:
        graph_memory.free_by_program()
        return
    allocation = _device_allocation(dptr, "cuMemFree")
    for s in allocation.context.all_streams():
        s.synchronize()
    pool = allocation.context.device.pools.owner(allocation.base)
    if pool is not None:  # cuMemAllocAsync's memory, freed synchronously
        pool.free_now(allocation.base)
    else:
        allocation.context.free(allocation)


@api(1)
def cuMemAllocAsync(bytesize, hStream):
    stream = _stream(hStream)
    if stream.capture is not None:
        return _capture_allocation(stream, _int(bytesize))
    return stream.context.device.pools.current.allocate(stream, _int(bytesize))


def _capture_allocation(stream: Stream, size: int) -> int:
    """cuMemAllocAsync in a capturing stream: an allocation node, its address known now."""
    if size <= 0:
        raise CudaError("CUDA_ERROR_INVALID_VALUE", "cannot allocate 0 bytes")
    _, memory = add_allocation(lambda work: stream.capture.add(stream, work), stream.context,
                               size, device_pool(stream.context.device.ordinal))
    return memory.address


@api(1)
def cuMemAllocFromPoolAsync(bytesize, pool, hStream):
    stream = _stream(hStream)
    memory_pool = _pool(pool)
    if memory_pool.device is not stream.context.device:
        raise CudaError("CUDA_ERROR_INVALID_VALUE",
                        "the pool belongs to another device than the stream")
    if stream.capture is not None:
        return _capture_allocation(stream, _int(bytesize))
    return memory_pool.allocate(stream, _int(bytesize))


@api()
def cuMemFreeAsync(dptr, hStream):
    """A pool's block goes back to its pool in the stream's order. Other device memory
    (cuMemAlloc's) is freed once the stream's earlier work is done."""
    stream = _stream(hStream)
    address = _int(dptr)
    if address == 0:
        return
    graph_memory = GraphMemory.at(address)
    if stream.capture is not None:
        if graph_memory is None:
            raise CudaError("CUDA_ERROR_INVALID_VALUE",
                            f"0x{address:x} is not a graph allocation: a capture can free only"
                            " memory that a graph allocated")
        stream.capture.add(stream, MemFreeWork(graph_memory))
        return
    if graph_memory is not None:
        graph_memory.free_by_program()
        return
    pool = stream.context.device.pools.owner(address)
    if pool is not None:
        pool.free(address, stream)
        return
    allocation = _device_allocation(address, "cuMemFreeAsync")
    stream.synchronize()
    allocation.context.free(allocation)


@api(1)
def cuDeviceGetDefaultMemPool(dev):
    return _handle(_device(dev).pools.default)


@api(1)
def cuDeviceGetMemPool(dev):
    return _handle(_device(dev).pools.current)


@api()
def cuDeviceSetMemPool(dev, pool):
    device, memory_pool = _device(dev), _pool(pool)
    if memory_pool.device is not device:
        raise CudaError("CUDA_ERROR_INVALID_VALUE", "the pool belongs to another device")
    device.pools.current = memory_pool


@api(1)
def cuMemPoolCreate(poolProps):
    """A pool of pinned device memory of one device, without shareable handles (the only kind
    that zluda's backends make)."""
    if poolProps is None:
        raise CudaError("CUDA_ERROR_INVALID_VALUE", "poolProps is NULL")
    if _int(poolProps.allocType) != CUmemAllocationType.CU_MEM_ALLOCATION_TYPE_PINNED:
        raise CudaError("CUDA_ERROR_INVALID_VALUE",
                        "poolProps.allocType must be CU_MEM_ALLOCATION_TYPE_PINNED")
    location = poolProps.location
    if _int(location.type) != CUmemLocationType.CU_MEM_LOCATION_TYPE_DEVICE:
        raise CudaError("CUDA_ERROR_NOT_SUPPORTED",
                        "zluda's pools hold device memory (CU_MEM_LOCATION_TYPE_DEVICE) only")
    device = _device(location.id)
    if _int(poolProps.handleTypes) != CUmemAllocationHandleType.CU_MEM_HANDLE_TYPE_NONE:
        raise CudaError("CUDA_ERROR_NOT_SUPPORTED",
                        "pools with shareable handles (IPC) are not supported")
    return _handle(device.pools.create())


@api()
def cuMemPoolDestroy(pool):
    memory_pool = _pool(pool)
    memory_pool.device.pools.remove(memory_pool)


@api()
def cuMemPoolTrimTo(pool, minBytesToKeep):
    _pool(pool).trim(_int(minBytesToKeep))


@api(1)
def cuMemPoolGetAttribute(pool, attr):
    return _pool(pool).attribute(_int(attr))


@api()
def cuMemPoolSetAttribute(pool, attr, value):
    _pool(pool).set_attribute(_int(attr), _int(value))


@api(2)
def cuMemGetInfo():
    return _ctx().device.backend_device.memory_info()


@api(1)
def cuMemAllocHost(bytesize):
    _unsafe("cuMemAllocHost")
    return _ctx().allocate(_int(bytesize), HOST, CU_MEMHOSTALLOC_DEVICEMAP).base


@api(1)
def cuMemHostAlloc(bytesize, Flags):
    _unsafe("cuMemHostAlloc")
    return _ctx().allocate(_int(bytesize), HOST, _int(Flags) | CU_MEMHOSTALLOC_DEVICEMAP).base


@api()
def cuMemFreeHost(p):
    _unsafe("cuMemFreeHost")
    _ctx()
    if _int(p) == 0:
        return
    allocation = _allocation_at(p, "host")
    if allocation.kind != HOST:
        raise CudaError("CUDA_ERROR_INVALID_VALUE",
                        "cuMemFreeHost of memory not from cuMemAllocHost")
    for s in allocation.context.all_streams():
        s.synchronize()
    allocation.context.free(allocation)


@api(1)
def cuMemAllocManaged(bytesize, flags):
    _unsafe("cuMemAllocManaged")
    if _int(flags) not in (CU_MEM_ATTACH_GLOBAL, CU_MEM_ATTACH_HOST):
        raise CudaError("CUDA_ERROR_INVALID_VALUE", "flags must be CU_MEM_ATTACH_GLOBAL or _HOST")
    return _ctx().allocate(_int(bytesize), MANAGED, _int(flags)).base


@api()
def cuMemHostRegister(p, bytesize, Flags):
    _unsafe("cuMemHostRegister")
    context = _ctx()
    address, size = _int(p), _int(bytesize)
    if size == 0 or address == 0:
        raise CudaError("CUDA_ERROR_INVALID_VALUE", "cannot register an empty range")
    if ADDRESSES.find(address) is not None:
        raise CudaError("CUDA_ERROR_HOST_MEMORY_ALREADY_REGISTERED",
                        f"0x{address:x} is already registered or allocated")
    try:
        device_address = context.device.backend_device.register_host(address, size)
    except BackendError as exc:
        raise CudaError(exc.result, str(exc)) from None
    ADDRESSES.add(Allocation(device_address, size, REGISTERED, context, _int(Flags), address))


@api()
def cuMemHostUnregister(p):
    _unsafe("cuMemHostUnregister")
    _ctx()
    allocation = ADDRESSES.exact(_int(p))
    if allocation is None or allocation.kind != REGISTERED:
        raise CudaError("CUDA_ERROR_HOST_MEMORY_NOT_REGISTERED", f"0x{_int(p):x} is not registered")
    allocation.context.free(allocation)


@api(1)
def cuMemHostGetDevicePointer(p, Flags):
    _ctx()
    if _int(Flags) != 0:
        raise CudaError("CUDA_ERROR_INVALID_VALUE", "flags must be 0")
    allocation = ADDRESSES.find(_int(p))
    if allocation is None or allocation.kind not in (HOST, REGISTERED):
        raise CudaError("CUDA_ERROR_INVALID_VALUE", f"0x{_int(p):x} is not page-locked host memory")
    return allocation.base + (_int(p) - allocation.base)


@api(1)
def cuMemHostGetFlags(p):
    _ctx()
    allocation = ADDRESSES.find(_int(p))
    if allocation is None or allocation.kind not in (HOST, REGISTERED):
        raise CudaError("CUDA_ERROR_INVALID_VALUE", f"0x{_int(p):x} is not page-locked host memory")
    return allocation.flags


@api(2)
def cuMemGetAddressRange(dptr):
    _ctx()
    allocation = ADDRESSES.find(_int(dptr))
    if allocation is None:
        raise CudaError("CUDA_ERROR_NOT_FOUND", f"0x{_int(dptr):x} is not in any allocation")
    return allocation.base, allocation.size


_MEMORY_TYPES = {DEVICE: 2, HOST: 1, REGISTERED: 1, MANAGED: 2, MAPPED: 2}  # CUmemorytype


def _pointer_attribute(attribute: int, address: int):
    A = CUpointer_attribute
    allocation = ADDRESSES.find(address)
    attribute = A(attribute)
    if allocation is None:
        if attribute == A.CU_POINTER_ATTRIBUTE_MEMORY_TYPE:
            raise CudaError("CUDA_ERROR_INVALID_VALUE",
                            f"0x{address:x} is not a pointer that CUDA knows")
        if attribute in (A.CU_POINTER_ATTRIBUTE_IS_MANAGED, A.CU_POINTER_ATTRIBUTE_MAPPED):
            return 0
        raise CudaError("CUDA_ERROR_INVALID_VALUE",
                        f"0x{address:x} is not a pointer that CUDA knows")
    offset = address - allocation.base
    context = allocation.context
    values = {
        A.CU_POINTER_ATTRIBUTE_CONTEXT: lambda: _handle(context),
        A.CU_POINTER_ATTRIBUTE_MEMORY_TYPE: lambda: _MEMORY_TYPES[allocation.kind],
        A.CU_POINTER_ATTRIBUTE_DEVICE_POINTER: lambda: address,
        A.CU_POINTER_ATTRIBUTE_HOST_POINTER: lambda: (
            (allocation.host_base or allocation.base) + offset
            if allocation.kind not in (DEVICE, MAPPED) else _no_host(address)),
        A.CU_POINTER_ATTRIBUTE_SYNC_MEMOPS: lambda: 1,
        A.CU_POINTER_ATTRIBUTE_BUFFER_ID: lambda: allocation.allocation_id,
        A.CU_POINTER_ATTRIBUTE_IS_MANAGED: lambda: int(allocation.kind == MANAGED),
        A.CU_POINTER_ATTRIBUTE_DEVICE_ORDINAL: lambda: context.device.ordinal,
        A.CU_POINTER_ATTRIBUTE_RANGE_START_ADDR: lambda: allocation.base,
        A.CU_POINTER_ATTRIBUTE_RANGE_SIZE: lambda: allocation.size,
        A.CU_POINTER_ATTRIBUTE_MAPPED: lambda: 1,
        A.CU_POINTER_ATTRIBUTE_ALLOWED_HANDLE_TYPES: lambda: 0,
        A.CU_POINTER_ATTRIBUTE_IS_LEGACY_CUDA_IPC_CAPABLE: lambda: 0,
        A.CU_POINTER_ATTRIBUTE_ACCESS_FLAGS: lambda: 0,
        A.CU_POINTER_ATTRIBUTE_MEMPOOL_HANDLE: lambda: 0,
        A.CU_POINTER_ATTRIBUTE_IS_HW_DECOMPRESS_CAPABLE: lambda: 0,
        A.CU_POINTER_ATTRIBUTE_IS_GPU_DIRECT_RDMA_CAPABLE: lambda: 0,
        A.CU_POINTER_ATTRIBUTE_MAPPING_SIZE: lambda: allocation.size,
        A.CU_POINTER_ATTRIBUTE_MAPPING_BASE_ADDR: lambda: allocation.base,
        A.CU_POINTER_ATTRIBUTE_MEMORY_BLOCK_ID: lambda: allocation.allocation_id,
    }
    getter = values.get(attribute)
    if getter is None:
        raise CudaError("CUDA_ERROR_INVALID_VALUE",
                        f"unsupported pointer attribute {attribute.name}")
    return getter()


def _no_host(address: int):
    raise CudaError("CUDA_ERROR_INVALID_VALUE",
                    f"0x{address:x} is device memory: it has no host pointer")


@api(1)
def cuPointerGetAttribute(attribute, ptr):
    DRIVER.require()
    return _pointer_attribute(_int(attribute), _int(ptr))


@api(1)
def cuPointerGetAttributes(numAttributes, attributes, ptr):
    DRIVER.require()
    out = []
    for attribute in list(attributes)[: _int(numAttributes)]:
        try:
            out.append(_pointer_attribute(_int(attribute), _int(ptr)))
        except CudaError:
            out.append(None)
    return out


# The synchronous copies are hot calls (a program's every step, each a memmove of the caller's
# on a CPU device), so they are written out, as cuLaunchKernel is, instead of going through
# ``api``'s wrapper: after a copy of a megabyte the caches are cold, and a Python call costs
# ~0.3 µs then (bench/RESULTS.md, "Why copies are slower than NumPy").


def cuMemcpy(dst, src, ByteCount):
    try:
        transfers.copy(_stream(0), _int(dst), UNIFIED_END, _int(src), UNIFIED_END,
                       _int(ByteCount), False)
    except Exception as exc:  # noqa: BLE001 - the API never raises
        return (failure("cuMemcpy", exc),)
    return SUCCESS


def cuMemcpyHtoD(dstDevice, srcHost, ByteCount):
    try:
        size = _int(ByteCount)
        transfers.copy(_stream(0), _int(dstDevice), DEVICE_END,
                       host_address(srcHost, size, writable=False), HOST_END, size, False)
    except Exception as exc:  # noqa: BLE001
        return (failure("cuMemcpyHtoD", exc),)
    return SUCCESS


def cuMemcpyDtoH(dstHost, srcDevice, ByteCount):
    try:
        size = _int(ByteCount)
        transfers.copy(_stream(0), host_address(dstHost, size, writable=True), HOST_END,
                       _int(srcDevice), DEVICE_END, size, False)
    except Exception as exc:  # noqa: BLE001
        return (failure("cuMemcpyDtoH", exc),)
    return SUCCESS


def cuMemcpyDtoD(dstDevice, srcDevice, ByteCount):
    try:
        transfers.copy(_stream(0), _int(dstDevice), DEVICE_END, _int(srcDevice), DEVICE_END,
                       _int(ByteCount), False)
    except Exception as exc:  # noqa: BLE001
        return (failure("cuMemcpyDtoD", exc),)
    return SUCCESS


for _copy in (cuMemcpy, cuMemcpyHtoD, cuMemcpyDtoH, cuMemcpyDtoD):
    implemented(_copy)


@api()
def cuMemcpyAsync(dst, src, ByteCount, hStream):
    transfers.copy(_stream(hStream), _int(dst), UNIFIED_END, _int(src), UNIFIED_END,
                   _int(ByteCount), True)


@api()
def cuMemcpyHtoDAsync(dstDevice, srcHost, ByteCount, hStream):
    stream = _stream(hStream)
    size = _int(ByteCount)
    src = host_address(srcHost, size, writable=False)
    transfers.copy(stream, _int(dstDevice), DEVICE_END, src, HOST_END, size, True)


@api()
def cuMemcpyDtoHAsync(dstHost, srcDevice, ByteCount, hStream):
    stream = _stream(hStream)
    size = _int(ByteCount)
    dst = host_address(dstHost, size, writable=True)
    transfers.copy(stream, dst, HOST_END, _int(srcDevice), DEVICE_END, size, True)


@api()
def cuMemcpyDtoDAsync(dstDevice, srcDevice, ByteCount, hStream):
    transfers.copy(_stream(hStream), _int(dstDevice), DEVICE_END, _int(srcDevice), DEVICE_END,
                   _int(ByteCount), True)


def _copy_2d(copy, stream: Stream, asynchronous: bool) -> None:
    width, height = _int(copy.WidthInBytes), _int(copy.Height)
    src, src_pitch, _rows, src_end = textures.copy_end(copy, "src", width, height, 0)
    dst, dst_pitch, _rows, dst_end = textures.copy_end(copy, "dst", width, height, 0)
    transfers.copy_2d(stream, dst, dst_pitch, dst_end, src, src_pitch, src_end, width, height,
                      asynchronous)


@api()
def cuMemcpy2D(pCopy):
    _copy_2d(pCopy, _stream(0), False)


@api()
def cuMemcpy2DUnaligned(pCopy):
    _copy_2d(pCopy, _stream(0), False)


@api()
def cuMemcpy2DAsync(pCopy, hStream):
    _copy_2d(pCopy, _stream(hStream), True)


def _pattern(value, size: int) -> bytes:
    return (_int(value) & ((1 << (8 * size)) - 1)).to_bytes(size, "little")


def _memset(dst, value, count, stream, size: int, sync: bool) -> None:
    transfers.fill(_stream(stream), _int(dst), _pattern(value, size), _int(count), not sync)


def _memset_2d(dst, pitch, value, width, height, stream, size: int, sync: bool) -> None:
    transfers.fill_2d(_stream(stream), _int(dst), _int(pitch), _pattern(value, size),
                      _int(width), _int(height), not sync)


@api()
def cuMemsetD8(dstDevice, uc, N):
    _memset(dstDevice, uc, N, 0, 1, True)


@api()
def cuMemsetD16(dstDevice, us, N):
    _memset(dstDevice, us, N, 0, 2, True)


@api()
def cuMemsetD32(dstDevice, ui, N):
    _memset(dstDevice, ui, N, 0, 4, True)


@api()
def cuMemsetD8Async(dstDevice, uc, N, hStream):
    _memset(dstDevice, uc, N, hStream, 1, False)


@api()
def cuMemsetD16Async(dstDevice, us, N, hStream):
    _memset(dstDevice, us, N, hStream, 2, False)


@api()
def cuMemsetD32Async(dstDevice, ui, N, hStream):
    _memset(dstDevice, ui, N, hStream, 4, False)


@api()
def cuMemsetD2D8(dstDevice, dstPitch, uc, Width, Height):
    _memset_2d(dstDevice, dstPitch, uc, Width, Height, 0, 1, True)


@api()
def cuMemsetD2D16(dstDevice, dstPitch, us, Width, Height):
    _memset_2d(dstDevice, dstPitch, us, Width, Height, 0, 2, True)


@api()
def cuMemsetD2D32(dstDevice, dstPitch, ui, Width, Height):
    _memset_2d(dstDevice, dstPitch, ui, Width, Height, 0, 4, True)


@api()
def cuMemsetD2D8Async(dstDevice, dstPitch, uc, Width, Height, hStream):
    _memset_2d(dstDevice, dstPitch, uc, Width, Height, hStream, 1, False)


@api()
def cuMemsetD2D16Async(dstDevice, dstPitch, us, Width, Height, hStream):
    _memset_2d(dstDevice, dstPitch, us, Width, Height, hStream, 2, False)


@api()
def cuMemsetD2D32Async(dstDevice, dstPitch, ui, Width, Height, hStream):
    _memset_2d(dstDevice, dstPitch, ui, Width, Height, hStream, 4, False)
