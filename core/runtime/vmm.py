"""Virtual memory management: address ranges reserved, physical allocations made apart from them
and mapped into them, access granted per range (``cuMemAddressReserve``, ``cuMemCreate``,
``cuMemMap``, ``cuMemSetAccess``, ...).

Where the device uses the host's memory at any address (a CPU device: OpenCL's fine-grained
system SVM, SYCL's USM system allocations; ``Device.reaches_system_memory``), this is the host's
own virtual memory, so the mappings are real: a reservation is an ``mmap`` of inaccessible
pages, a physical allocation a ``memfd``, a mapping an ``mmap`` of it at its address inside the
reservation (still inaccessible), and ``cuMemSetAccess`` an ``mprotect``. Two mappings of one
allocation therefore show the same bytes, and an access before ``cuMemSetAccess`` faults, as on
CUDA. Each accessible mapping is entered in the address table (kind ``mapped``, owned by the
device rather than a context), so copies, memsets, launches and pointer attributes take it as
any allocation. Where the device cannot reach host memory so, every function answers
CUDA_ERROR_NOT_SUPPORTED and CU_DEVICE_ATTRIBUTE_VIRTUAL_MEMORY_MANAGEMENT_SUPPORTED is 0.
"""

from __future__ import annotations

import ctypes
import os
import threading
from dataclasses import dataclass, field

from .errors import CudaError
from .memory import ADDRESSES, MAPPED, Allocation

GRANULARITY = 2 << 20  # bytes: what NVIDIA's driver answers, both minimum and recommended
PROT_NONE, PROT_READ, PROT_WRITE = 0, 1, 2
MAP_SHARED, MAP_PRIVATE, MAP_FIXED, MAP_ANONYMOUS, MAP_NORESERVE = 0x1, 0x2, 0x10, 0x20, 0x4000
ACCESS_NONE, ACCESS_READ, ACCESS_READWRITE = 0, 1, 3  # CUmemAccess_flags
_PROTECTIONS = {ACCESS_NONE: PROT_NONE, ACCESS_READ: PROT_READ,
                ACCESS_READWRITE: PROT_READ | PROT_WRITE}
MAP_FAILED = ctypes.c_void_p(-1).value

_libc = ctypes.CDLL(None, use_errno=True)
_libc.mmap.restype = ctypes.c_void_p
_libc.mmap.argtypes = (ctypes.c_void_p, ctypes.c_size_t, ctypes.c_int, ctypes.c_int,
                       ctypes.c_int, ctypes.c_long)
_libc.munmap.argtypes = (ctypes.c_void_p, ctypes.c_size_t)
_libc.mprotect.argtypes = (ctypes.c_void_p, ctypes.c_size_t, ctypes.c_int)


def _mmap(address: int, size: int, protection: int, flags: int, fd: int = -1,
          offset: int = 0) -> int:
    result = _libc.mmap(address or None, size, protection, flags, fd, offset)
    if result in (None, MAP_FAILED):
        error = ctypes.get_errno()
        raise CudaError("CUDA_ERROR_OUT_OF_MEMORY", f"mmap failed: {os.strerror(error)}")
    return result


def _check(result: int, what: str) -> None:
    if result != 0:
        raise CudaError("CUDA_ERROR_UNKNOWN", f"{what} failed: {os.strerror(ctypes.get_errno())}")


def _aligned(value: int, what: str) -> int:
    if value <= 0 or value % GRANULARITY:
        raise CudaError("CUDA_ERROR_INVALID_VALUE",
                        f"{what} ({value}) must be a positive multiple of the allocation"
                        f" granularity ({GRANULARITY})")
    return value


@dataclass(eq=False)
class PhysicalAllocation:
    """cuMemCreate's memory: a memfd, alive while a handle reference or a mapping holds it."""

    device: object
    size: int
    properties: dict
    fd: int
    references: int = 1
    mappings: int = 0

    def drop(self) -> None:
        if self.references == 0 and self.mappings == 0 and self.fd >= 0:
            os.close(self.fd)
            self.fd = -1


@dataclass(eq=False)
class Mapping:
    start: int
    size: int
    physical: PhysicalAllocation
    offset: int
    access: int = ACCESS_NONE
    allocation: Allocation | None = None  # its address-table entry, once accessible


@dataclass(eq=False)
class Reservation:
    base: int
    size: int
    mappings: list[Mapping] = field(default_factory=list)

    def contains(self, address: int, size: int) -> bool:
        return self.base <= address and address + size <= self.base + self.size


class VirtualMemory:
    """The reservations and mappings of the process (the address space is the host's)."""

    def __init__(self) -> None:
        self.lock = threading.Lock()
        self.reservations: list[Reservation] = []

    # -- reservations ----------------------------------------------------------------------

    def reserve(self, size: int, alignment: int, hint: int) -> int:
        _aligned(size, "size")
        alignment = max(alignment, GRANULARITY)
        if alignment & (alignment - 1):
            raise CudaError("CUDA_ERROR_INVALID_VALUE", f"alignment {alignment} is not a power"
                            " of two")
        span = size + alignment
        raw = _mmap(hint, span, PROT_NONE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE)
        base = (raw + alignment - 1) // alignment * alignment
        if base > raw:
            _check(_libc.munmap(raw, base - raw), "munmap")
        if raw + span > base + size:
            _check(_libc.munmap(base + size, raw + span - base - size), "munmap")
        with self.lock:
            self.reservations.append(Reservation(base, size))
        return base

    def free(self, address: int, size: int) -> None:
        with self.lock:
            reservation = next((r for r in self.reservations
                                if r.base == address and r.size == size), None)
            if reservation is None:
                raise CudaError("CUDA_ERROR_INVALID_VALUE",
                                f"0x{address:x} ({size} bytes) is not a reserved range")
            if reservation.mappings:
                raise CudaError("CUDA_ERROR_INVALID_VALUE",
                                "the range still has mappings (cuMemUnmap them first)")
            self.reservations.remove(reservation)
        _check(_libc.munmap(address, size), "munmap")

    def _reservation(self, address: int, size: int) -> Reservation:
        for reservation in self.reservations:
            if reservation.contains(address, size):
                return reservation
        raise CudaError("CUDA_ERROR_INVALID_VALUE",
                        f"0x{address:x} ({size} bytes) is not inside a reserved range")

    # -- physical memory -------------------------------------------------------------------

    @staticmethod
    def create(device, size: int, properties: dict) -> PhysicalAllocation:
        _aligned(size, "size")
        fd = os.memfd_create("zluda-vmm", os.MFD_CLOEXEC)
        try:
            os.ftruncate(fd, size)
        except OSError as exc:
            os.close(fd)
            raise CudaError("CUDA_ERROR_OUT_OF_MEMORY", f"cannot make {size} bytes: {exc}") \
                from None
        return PhysicalAllocation(device, size, properties, fd)

    @staticmethod
    def imported(device, fd: int, properties: dict) -> PhysicalAllocation:
        """A physical allocation from another process's (or this one's) exported handle."""
        try:
            size = os.fstat(fd).st_size
            fd = os.dup(fd)
        except OSError as exc:
            raise CudaError("CUDA_ERROR_INVALID_VALUE", f"not a file descriptor of"
                            f" exported memory: {exc}") from None
        return PhysicalAllocation(device, size, properties, fd)

    def release(self, physical: PhysicalAllocation) -> None:
        with self.lock:
            if physical.references <= 0:
                raise CudaError("CUDA_ERROR_INVALID_VALUE", "the allocation was released")
            physical.references -= 1
            physical.drop()

    # -- mappings --------------------------------------------------------------------------

    def map(self, address: int, size: int, offset: int, physical: PhysicalAllocation) -> None:
        _aligned(size, "size")
        if address % GRANULARITY or offset % GRANULARITY:
            raise CudaError("CUDA_ERROR_INVALID_VALUE",
                            "the address and the offset must be multiples of the granularity")
        if offset + size > physical.size:
            raise CudaError("CUDA_ERROR_INVALID_VALUE",
                            f"offset {offset} + size {size} runs past the allocation"
                            f" ({physical.size} bytes)")
        with self.lock:
            if physical.fd < 0:
                raise CudaError("CUDA_ERROR_INVALID_VALUE", "the allocation was released")
            reservation = self._reservation(address, size)
            if any(m.start < address + size and address < m.start + m.size
                   for m in reservation.mappings):
                raise CudaError("CUDA_ERROR_INVALID_VALUE", "the range is already mapped")
            _mmap(address, size, PROT_NONE, MAP_SHARED | MAP_FIXED, physical.fd, offset)
            reservation.mappings.append(Mapping(address, size, physical, offset))
            physical.mappings += 1

    def _mappings(self, address: int, size: int, whole: bool) -> list[Mapping]:
        """The mappings that cover ``[address, address + size)`` exactly (``whole``: each
        entirely), in address order; CUDA_ERROR_INVALID_VALUE if a hole or a part remains."""
        reservation = self._reservation(address, size)
        found = sorted((m for m in reservation.mappings
                        if m.start < address + size and address < m.start + m.size),
                       key=lambda m: m.start)
        cursor = address
        for m in found:
            if m.start > cursor or (whole and (m.start < address
                                               or m.start + m.size > address + size)):
                break
            cursor = m.start + m.size
        else:
            if cursor >= address + size:
                return found
        raise CudaError("CUDA_ERROR_INVALID_VALUE",
                        f"0x{address:x} ({size} bytes) is not wholly covered by mappings")

    def unmap(self, address: int, size: int) -> None:
        with self.lock:
            reservation = self._reservation(address, size)
            for mapping in self._mappings(address, size, whole=True):
                _mmap(mapping.start, mapping.size, PROT_NONE,
                      MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE | MAP_FIXED)
                if mapping.allocation is not None:
                    ADDRESSES.remove(mapping.allocation)
                reservation.mappings.remove(mapping)
                mapping.physical.mappings -= 1
                mapping.physical.drop()

    def set_access(self, address: int, size: int, access: int, context) -> None:
        if access not in _PROTECTIONS:
            raise CudaError("CUDA_ERROR_INVALID_VALUE", f"access flags {access}")
        with self.lock:
            for mapping in self._mappings(address, size, whole=False):
                start = max(mapping.start, address)
                end = min(mapping.start + mapping.size, address + size)
                _check(_libc.mprotect(start, end - start, _PROTECTIONS[access]), "mprotect")
                mapping.access = access
                if access and mapping.allocation is None:
                    mapping.allocation = ADDRESSES.add(
                        Allocation(mapping.start, mapping.size, MAPPED, context))
                elif not access and mapping.allocation is not None:
                    ADDRESSES.remove(mapping.allocation)
                    mapping.allocation = None

    def access(self, address: int) -> int:
        with self.lock:
            return self._mappings(address, 1, whole=False)[0].access

    def physical_at(self, address: int) -> PhysicalAllocation:
        with self.lock:
            mapping = self._mappings(address, 1, whole=False)[0]
            mapping.physical.references += 1
            return mapping.physical


VIRTUAL_MEMORY = VirtualMemory()
