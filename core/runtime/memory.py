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
MEMORY_KINDS = (DEVICE, HOST, MANAGED, REGISTERED, MAPPED)


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
        return self.check(address, 0, "an address")

    def exact(self, address: int) -> Allocation | None:
        allocation = self.find(address)
        return allocation if allocation is not None and allocation.base == address else None

    def check(self, address: int, size: int, what: str) -> Allocation | None:
        """The allocation of ``[address, address+size)``; None if the range is not ours (host
        memory); ``CUDA_ERROR_INVALID_VALUE`` if it starts in ours but runs past its end."""
        lock = self._lock
        lock.acquire()  # not `with`: every range check of a copy or a launch comes here
        try:
            i = bisect.bisect_right(self._bases, address) - 1
            allocation = self._allocations[i] if i >= 0 else None
        finally:
            lock.release()
        if allocation is None:
            return None
        base = allocation.base
        end = base + allocation.size
        if not base <= address < end and address != base:
            return None
        if address + size <= end:
            return allocation
        if allocation.kind == MAPPED and self._mapped_run_end(allocation) >= address + size:
            return allocation  # virtual-memory mappings side by side: one range
        raise CudaError(
            "CUDA_ERROR_INVALID_VALUE",
            f"{what} of {size} bytes at 0x{address:x} runs {address + size - end} bytes past"
            f" the end of its allocation (0x{base:x}, {allocation.size} bytes)",
        )

    def check_pair(self, first: int, second: int, size: int, what_first: str,
                   what_second: str) -> tuple[Allocation | None, Allocation | None]:
        """``check`` of two ranges of ``size`` bytes (a copy's ends), with one lookup under the
        lock; ``check`` itself answers for a range that starts in an allocation and runs past
        its end."""
        lock = self._lock
        lock.acquire()
        try:
            bases, allocations = self._bases, self._allocations
            i = bisect.bisect_right(bases, first) - 1
            j = bisect.bisect_right(bases, second) - 1
            a = allocations[i] if i >= 0 else None
            b = allocations[j] if j >= 0 else None
        finally:
            lock.release()
        if a is not None:  # a.base <= first: does a contain it, and the range?
            end = a.base + a.size
            if first >= end and first != a.base:
                a = None
            elif first + size > end:
                a = self.check(first, size, what_first)
        if b is not None:
            end = b.base + b.size
            if second >= end and second != b.base:
                b = None
            elif second + size > end:
                b = self.check(second, size, what_second)
        return a, b

    def _mapped_run_end(self, allocation: Allocation) -> int:
        """The end of the run of virtual-memory mappings that touch, from ``allocation`` on."""
        end = allocation.end
        while True:
            following = self.find(end)
            if following is None or following.base != end or following.kind != MAPPED:
                return end
            end = following.end

    def bytes_on(self, device, kinds: tuple[str, ...]) -> int:
        """The bytes of the allocations of ``kinds`` that this process holds on ``device``."""
        with self._lock:
            return sum(a.size for a in self._allocations
                       if a.kind in kinds and getattr(a.context, "device", None) is device)

    def owned_by(self, context) -> list[Allocation]:
        with self._lock:
            return [a for a in self._allocations if a.context is context]


ADDRESSES = AddressTable()
