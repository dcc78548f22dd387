"""The driver API's hints for managed memory: ``cuMemPrefetchAsync``, ``cuMemAdvise``,
``cuStreamAttachMemAsync`` and ``cuMemRangeGetAttribute(s)``. Part of
:mod:`zluda.runtime.api` (which imports these names).

On zluda's devices managed memory is one copy that the host and the device both use where it is
(on CPU devices it is the host's memory), so a prefetch moves nothing and advice changes nothing
that a program can observe but the answers of cuMemRangeGetAttribute, which report the hints
given, as CUDA does. Both check their arguments as CUDA does: the range must lie in one managed
allocation (prefetch) or one allocation (advice), and locations must be devices or the host.
"""

from __future__ import annotations

from types import SimpleNamespace

from ...abi.enums import CUmem_advise, CUmem_range_attribute, CUmemLocationType
from ..driver import DRIVER
from ..errors import CudaError
from ..memory import ADDRESSES, MANAGED
from .calls import api
from .handles import _device, _int, _member, _stream

CU_DEVICE_CPU, CU_DEVICE_INVALID = -1, -2
L = CUmemLocationType
_HOST_TYPES = (L.CU_MEM_LOCATION_TYPE_HOST, L.CU_MEM_LOCATION_TYPE_HOST_NUMA,
               L.CU_MEM_LOCATION_TYPE_HOST_NUMA_CURRENT)


def _range(devPtr, count, managed_only: bool):
    address, size = _int(devPtr), _int(count)
    if size == 0:
        raise CudaError("CUDA_ERROR_INVALID_VALUE", "count is 0")
    allocation = ADDRESSES.check(address, size, "the range")
    if allocation is None or (managed_only and allocation.kind != MANAGED):
        raise CudaError("CUDA_ERROR_INVALID_VALUE",
                        f"0x{address:x} ({size} bytes) is not "
                        f"{'managed memory' if managed_only else 'memory that CUDA knows'}")
    return allocation


def _location(location) -> tuple[int, int]:
    """(CUmemLocationType, id) of a CUmemLocation: a device, or the host."""
    if location is None:
        raise CudaError("CUDA_ERROR_INVALID_VALUE", "location is NULL")
    kind = _int(location.type)
    if kind == L.CU_MEM_LOCATION_TYPE_DEVICE:
        return kind, _device(location.id).ordinal
    if kind in _HOST_TYPES:
        return kind, _int(location.id)
    raise CudaError("CUDA_ERROR_INVALID_VALUE", f"location type {kind}")


def legacy_location(device: int) -> SimpleNamespace:
    """The CUmemLocation of an older form's CUdevice (CU_DEVICE_CPU: the host)."""
    if _int(device) == CU_DEVICE_CPU:
        return SimpleNamespace(type=L.CU_MEM_LOCATION_TYPE_HOST, id=0)
    return SimpleNamespace(type=L.CU_MEM_LOCATION_TYPE_DEVICE, id=_int(device))


def _as_device(location: tuple[int, int] | None) -> int:
    if location is None:
        return CU_DEVICE_INVALID
    return location[1] if location[0] == L.CU_MEM_LOCATION_TYPE_DEVICE else CU_DEVICE_CPU


@api()
def cuMemPrefetchAsync(devPtr, count, location, flags, hStream):
    _stream(hStream)  # checked; in its order the prefetch moves nothing (one copy, shared)
    if _int(flags) != 0:
        raise CudaError("CUDA_ERROR_INVALID_VALUE", "flags must be 0")
    allocation = _range(devPtr, count, managed_only=True)
    allocation.hints["last_prefetch"] = _location(location)


CU_MEM_ATTACH_GLOBAL, CU_MEM_ATTACH_HOST, CU_MEM_ATTACH_SINGLE = 1, 2, 4


@api()
def cuStreamAttachMemAsync(hStream, dptr, length, flags):
    """The stream that a managed allocation is associated with, in stream order: on zluda's
    devices every access sees the one copy, so the association is only recorded. As CUDA
    checks: one flag, managed memory, a length of 0 (the whole allocation) or its size, and
    CU_MEM_ATTACH_SINGLE needs a stream other than the legacy default stream."""
    stream = _stream(hStream)
    flags = _int(flags)
    if flags not in (CU_MEM_ATTACH_GLOBAL, CU_MEM_ATTACH_HOST, CU_MEM_ATTACH_SINGLE):
        raise CudaError("CUDA_ERROR_INVALID_VALUE",
                        f"flags 0x{flags:x}: one of CU_MEM_ATTACH_GLOBAL, _HOST, _SINGLE")
    allocation = ADDRESSES.check(_int(dptr), 1, "dptr")
    if allocation is None or allocation.kind != MANAGED or _int(dptr) != allocation.base:
        raise CudaError("CUDA_ERROR_INVALID_VALUE",
                        f"0x{_int(dptr):x} is not the start of a managed allocation")
    if _int(length) not in (0, allocation.size):
        raise CudaError("CUDA_ERROR_INVALID_VALUE",
                        "length must be 0 (the whole allocation) or its size")
    if flags == CU_MEM_ATTACH_SINGLE and stream.kind == "legacy":
        raise CudaError("CUDA_ERROR_INVALID_VALUE",
                        "CU_MEM_ATTACH_SINGLE needs a stream, not the legacy default stream")
    allocation.hints["attached"] = (flags, stream)


_ADVICE = {
    CUmem_advise.CU_MEM_ADVISE_SET_READ_MOSTLY: ("read_mostly", True),
    CUmem_advise.CU_MEM_ADVISE_UNSET_READ_MOSTLY: ("read_mostly", False),
    CUmem_advise.CU_MEM_ADVISE_SET_PREFERRED_LOCATION: ("preferred", True),
    CUmem_advise.CU_MEM_ADVISE_UNSET_PREFERRED_LOCATION: ("preferred", False),
    CUmem_advise.CU_MEM_ADVISE_SET_ACCESSED_BY: ("accessed_by", True),
    CUmem_advise.CU_MEM_ADVISE_UNSET_ACCESSED_BY: ("accessed_by", False),
}


@api()
def cuMemAdvise(devPtr, count, advice, location):
    DRIVER.require()
    what, setting = _ADVICE[_member(CUmem_advise, advice)]
    allocation = _range(devPtr, count, managed_only=False)
    hints = allocation.hints
    if what == "read_mostly":
        hints["read_mostly"] = setting
        return
    where = _location(location)
    if what == "preferred":
        hints["preferred"] = where if setting else None
    elif setting:
        hints.setdefault("accessed_by", set()).add(where)
    else:
        hints.setdefault("accessed_by", set()).discard(where)


def _attribute(attribute: int, allocation, size: int):
    A = CUmem_range_attribute
    hints = allocation.hints
    if attribute == A.CU_MEM_RANGE_ATTRIBUTE_ACCESSED_BY:
        if size % 4:
            raise CudaError("CUDA_ERROR_INVALID_VALUE", "dataSize must be a multiple of 4")
        devices = sorted(_as_device(w) for w in hints.get("accessed_by", ()))
        return (devices + [CU_DEVICE_INVALID] * (size // 4))[: size // 4]
    if size != 4:
        raise CudaError("CUDA_ERROR_INVALID_VALUE", "dataSize must be 4")
    preferred, last = hints.get("preferred"), hints.get("last_prefetch")
    values = {
        A.CU_MEM_RANGE_ATTRIBUTE_READ_MOSTLY: int(hints.get("read_mostly", False)),
        A.CU_MEM_RANGE_ATTRIBUTE_PREFERRED_LOCATION: _as_device(preferred),
        A.CU_MEM_RANGE_ATTRIBUTE_LAST_PREFETCH_LOCATION: _as_device(last),
        A.CU_MEM_RANGE_ATTRIBUTE_PREFERRED_LOCATION_TYPE: preferred[0] if preferred else 0,
        A.CU_MEM_RANGE_ATTRIBUTE_PREFERRED_LOCATION_ID: preferred[1] if preferred else 0,
        A.CU_MEM_RANGE_ATTRIBUTE_LAST_PREFETCH_LOCATION_TYPE: last[0] if last else 0,
        A.CU_MEM_RANGE_ATTRIBUTE_LAST_PREFETCH_LOCATION_ID: last[1] if last else 0,
    }
    return values[attribute]


@api(1)
def cuMemRangeGetAttribute(dataSize, attribute, devPtr, count):
    DRIVER.require()
    attribute = _member(CUmem_range_attribute, attribute)
    return _attribute(attribute, _range(devPtr, count, managed_only=True), _int(dataSize))


@api(1)
def cuMemRangeGetAttributes(dataSizes, attributes, numAttributes, devPtr, count):
    DRIVER.require()
    allocation = _range(devPtr, count, managed_only=True)
    n = _int(numAttributes)
    return [_attribute(_member(CUmem_range_attribute, a), allocation, _int(s))
            for a, s in zip(list(attributes)[:n], list(dataSizes)[:n], strict=True)]
