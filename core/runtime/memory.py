"""The unified address space: one table of every allocation, keyed by address.

Device pointers are plain integers. :class:`AddressTable` answers which allocation, which
context and which kind of memory a pointer belongs to, and checks that a copy stays inside its
allocation (``CUDA_ERROR_INVALID_VALUE`` otherwise, before anything is written).
"""

from __future__ import annotations

import bisect
import threading
from dataclasses import dataclass, field

from .errors import CudaError

# Kinds of memory, as cuPointerGetAttribute reports them (CUmemorytype).
DEVICE, HOST, MANAGED, REGISTERED = "device", "host", "managed", "registered"
MAPPED = "mapped"  # a virtual-memory mapping (zluda.runtime.vmm): the device's, not a context's


@dataclass(eq=False)
class Allocation:
    base: int
    size: int
    kind: str
    context: object
    flags: int = 0
    host_base: int | None = None  # for registered memory: the host address (same on CPUs)
    allocation_id: int = 0
    hints: dict = field(default_factory=dict)  # cuMemAdvise's and cuMemPrefetchAsync's

    @property
    def end(self) -> int:
        return self.base + self.size

    @property
    def host_accessible(self) -> bool:
        return self.kind in (HOST, MANAGED, REGISTERED)


class AddressTable:
    def __init__(self) -> None:
        self._bases: list[int] = []
        self._allocations: list[Allocation] = []
        self._lock = threading.Lock()
        self._next_id = 1

    def add(self, allocation: Allocation) -> Allocation:
        with self._lock:
            allocation.allocation_id = self._next_id
            self._next_id += 1
            i = bisect.bisect_left(self._bases, allocation.base)
            self._bases.insert(i, allocation.base)
            self._allocations.insert(i, allocation)
        return allocation

    def remove(self, allocation: Allocation) -> None:
        with self._lock:
            i = bisect.bisect_left(self._bases, allocation.base)
            if i < len(self._bases) and self._allocations[i] is allocation:
                del self._bases[i]
                del self._allocations[i]

    def find(self, address: int) -> Allocation | None:
        """The allocation that contains ``address`` (or whose end it is, for empty ranges)."""
        lock = self._lock
        lock.acquire()  # not `with`: every copy and launch argument check comes here
        try:
            i = bisect.bisect_right(self._bases, address) - 1
            if i < 0:
                return None
            allocation = self._allocations[i]
        finally:
            lock.release()
        base = allocation.base
        if base <= address < base + allocation.size or address == base:
            return allocation
        return None

    def exact(self, address: int) -> Allocation | None:
        allocation = self.find(address)
        return allocation if allocation is not None and allocation.base == address else None

    def check(self, address: int, size: int, what: str) -> Allocation | None:
        """The allocation of ``[address, address+size)``; None if the range is not ours (host
        memory); ``CUDA_ERROR_INVALID_VALUE`` if it starts in ours but runs past its end."""
        allocation = self.find(address)
        if allocation is None:
            return None
        if address + size > allocation.end and allocation.kind == MAPPED:
            if self._mapped_run_end(allocation) >= address + size:
                return allocation  # virtual-memory mappings side by side: one range
        if address + size > allocation.base + allocation.size:
            raise CudaError(
                "CUDA_ERROR_INVALID_VALUE",
                f"{what} of {size} bytes at 0x{address:x} runs {address + size - allocation.end}"
                f" bytes past the end of its allocation (0x{allocation.base:x},"
                f" {allocation.size} bytes)",
            )
        return allocation

    def _mapped_run_end(self, allocation: Allocation) -> int:
        """The end of the run of virtual-memory mappings that touch, from ``allocation`` on."""
        end = allocation.end
        while True:
            following = self.find(end)
            if following is None or following.base != end or following.kind != MAPPED:
                return end
            end = following.end

    def owned_by(self, context) -> list[Allocation]:
        with self._lock:
            return [a for a in self._allocations if a.context is context]


ADDRESSES = AddressTable()
