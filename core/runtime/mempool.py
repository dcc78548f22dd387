"""Stream-ordered memory: CUDA's memory pools (``cuMemAllocAsync``, ``cuMemFreeAsync``).

A pool belongs to a device; each device has a default pool, and a current pool that
``cuMemAllocAsync`` takes from (``cuDeviceSetMemPool``). Its memory is ordinary device memory
of the allocating stream's context (:meth:`Context.allocate`), so copies, launches and pointer
queries treat it as any other allocation.

A free is a stream operation: the block goes back to the pool with a marker after the work that
the stream held at the free (and, on the legacy stream, after the blocking streams' work, by the
default-stream rules). A later allocation reuses a freed block

- at once on the stream that freed it, since the stream's later work runs after the free;
- on any other stream once the marker has completed (the "opportunistic" reuse that CUDA allows
  by default).

At each synchronization of a context (``cuStreamSynchronize``, ``cuCtxSynchronize``), a pool
gives back to the device the free blocks whose frees have completed, beyond its release
threshold (0 by default, as on CUDA: memory is kept only between synchronizations).
``cuMemPoolTrimTo`` does the same down to a given size.
"""

from __future__ import annotations

import threading
from dataclasses import dataclass

from ..abi.enums import CUmemPool_attribute as PA
from .errors import CudaError
from .memory import DEVICE, Allocation

# The attributes whose value is a cuuint64_t (the others are ints), as cuda.h lists them
UINT64_ATTRIBUTES = frozenset({
    PA.CU_MEMPOOL_ATTR_RELEASE_THRESHOLD, PA.CU_MEMPOOL_ATTR_RESERVED_MEM_CURRENT,
    PA.CU_MEMPOOL_ATTR_RESERVED_MEM_HIGH, PA.CU_MEMPOOL_ATTR_USED_MEM_CURRENT,
    PA.CU_MEMPOOL_ATTR_USED_MEM_HIGH})
_REUSE = {PA.CU_MEMPOOL_ATTR_REUSE_FOLLOW_EVENT_DEPENDENCIES: "follow_event_dependencies",
          PA.CU_MEMPOOL_ATTR_REUSE_ALLOW_OPPORTUNISTIC: "allow_opportunistic",
          PA.CU_MEMPOOL_ATTR_REUSE_ALLOW_INTERNAL_DEPENDENCIES: "allow_internal_dependencies"}


@dataclass(eq=False)
class _Block:
    allocation: Allocation
    stream: object = None  # the stream that freed it (None while in use)
    marker: object = None  # after the work that the stream held at the free


class MemoryPool:
    def __init__(self, device, default: bool = False) -> None:
        self.device = device
        self.default = default
        self.release_threshold = 0
        # CUDA's reuse policies, all on by default. Only allow_opportunistic changes what zluda
        # does (reuse on another stream of a completed free); zluda adds no dependencies
        # between streams to reuse memory, and an event dependency is not looked for.
        self.reuse = dict.fromkeys(_REUSE.values(), 1)
        self.destroyed = False
        self._lock = threading.Lock()
        self._free: list[_Block] = []
        self._used: dict[int, _Block] = {}  # base address -> block
        self.reserved = self.reserved_high = 0  # bytes the pool holds
        self.used = self.used_high = 0  # bytes allocated from it and not freed

    def allocate(self, stream, size: int) -> int:
        """A block of at least ``size`` bytes that work in ``stream`` may use."""
        if self.destroyed:
            raise CudaError("CUDA_ERROR_INVALID_VALUE", "the memory pool was destroyed")
        if size <= 0:
            raise CudaError("CUDA_ERROR_INVALID_VALUE", "cannot allocate 0 bytes")
        context = stream.context
        with self._lock:
            self._forget_dead()
            block = self._reusable(stream, size)
            if block is None:
                block = _Block(context.allocate(size, DEVICE))
                self.reserved += block.allocation.size
                self.reserved_high = max(self.reserved_high, self.reserved)
            else:
                self._free.remove(block)
                block.stream = block.marker = None
            self._used[block.allocation.base] = block
            self.used += block.allocation.size
            self.used_high = max(self.used_high, self.used)
            return block.allocation.base

    def _reusable(self, stream, size: int) -> _Block | None:
        """The smallest free block of the stream's context that fits ``size`` (within twice
        it) and that the stream may use now."""
        best = None
        for block in self._free:
            allocation = block.allocation
            if (allocation.context is stream.context and size <= allocation.size <= 2 * size
                    and (best is None or allocation.size < best.allocation.size)
                    and (block.stream is stream
                         or self.reuse["allow_opportunistic"] and block.marker.query())):
                best = block
        return best

    def attribute(self, attribute: int) -> int:
        """cuMemPoolGetAttribute."""
        if attribute in _REUSE:
            return self.reuse[_REUSE[attribute]]
        values = {PA.CU_MEMPOOL_ATTR_RELEASE_THRESHOLD: self.release_threshold,
                  PA.CU_MEMPOOL_ATTR_RESERVED_MEM_CURRENT: self.reserved,
                  PA.CU_MEMPOOL_ATTR_RESERVED_MEM_HIGH: self.reserved_high,
                  PA.CU_MEMPOOL_ATTR_USED_MEM_CURRENT: self.used,
                  PA.CU_MEMPOOL_ATTR_USED_MEM_HIGH: self.used_high}
        if attribute not in values:
            raise CudaError("CUDA_ERROR_INVALID_VALUE",
                            f"{attribute} is not a memory pool attribute that zluda answers")
        return values[attribute]

    def set_attribute(self, attribute: int, value: int) -> None:
        """cuMemPoolSetAttribute: the release threshold, the reuse policies, and a reset of a
        high watermark (to 0 only, for the reserved one, as on CUDA)."""
        if attribute in _REUSE:
            self.reuse[_REUSE[attribute]] = int(bool(value))
        elif attribute == PA.CU_MEMPOOL_ATTR_RELEASE_THRESHOLD:
            if not 0 <= value < 1 << 64:
                raise CudaError("CUDA_ERROR_INVALID_VALUE", f"a release threshold of {value}")
            self.release_threshold = value
        elif attribute == PA.CU_MEMPOOL_ATTR_RESERVED_MEM_HIGH:
            if value != 0:
                raise CudaError("CUDA_ERROR_INVALID_VALUE",
                                "the reserved high watermark can only be reset (to 0)")
            self.reserved_high = self.reserved
        elif attribute == PA.CU_MEMPOOL_ATTR_USED_MEM_HIGH:
            self.used_high = self.used
        else:
            raise CudaError("CUDA_ERROR_INVALID_VALUE",
                            f"{attribute} is not a memory pool attribute that can be set")

    def owns(self, address: int) -> bool:
        with self._lock:
            return address in self._used

    def free(self, address: int, stream) -> None:
        """Give the block at ``address`` back in ``stream``'s order."""
        context = stream.context
        with self._lock:
            block = self._used.get(address)
            if block is None:
                raise CudaError("CUDA_ERROR_INVALID_VALUE",
                                f"0x{address:x} is not an allocation of this memory pool")
            with context.lock:
                stream.prepare()
                marker = stream.queue.marker(timing=False)
                stream.enqueued()
            del self._used[address]
            self.used -= block.allocation.size
            block.stream, block.marker = stream, marker
            self._free.append(block)

    def free_now(self, address: int) -> None:
        """``cuMemFree`` of a block (its context's streams already synchronized)."""
        with self._lock:
            block = self._used.pop(address)
            self.used -= block.allocation.size
            self._release(block)

    def trim(self, keep: int) -> None:
        """Give back free blocks whose frees have completed while the pool holds more than
        ``keep`` bytes (largest first)."""
        with self._lock:
            self._forget_dead()
            for block in sorted(self._free, key=lambda b: -b.allocation.size):
                if self.reserved <= keep:
                    break
                if block.marker.query():
                    self._free.remove(block)
                    self._release(block)

    def destroy(self) -> None:
        """cuMemPoolDestroy: the free blocks go back at once; blocks still in use go back when
        they are freed (as on CUDA, destroying a pool with live allocations is allowed)."""
        self.destroyed = True
        self.trim(0)

    def _release(self, block: _Block) -> None:
        self.reserved -= block.allocation.size
        context = block.allocation.context
        if not context.destroyed:
            context.free(block.allocation)

    def _forget_dead(self) -> None:
        """Drop the blocks of destroyed contexts: their memory went with the context."""
        for block in [b for b in self._free if b.allocation.context.destroyed]:
            self._free.remove(block)
            self.reserved -= block.allocation.size
        for base, block in list(self._used.items()):
            if block.allocation.context.destroyed:
                del self._used[base]
                self.used -= block.allocation.size
                self.reserved -= block.allocation.size


class DevicePools:
    """A device's pools: its default pool, the current one, and every pool made for it."""

    def __init__(self, device) -> None:
        self.default = MemoryPool(device, default=True)
        self.current = self.default
        # replaced, never changed, so that readers need no lock (every cuCtxSynchronize reads)
        self.pools: tuple[MemoryPool, ...] = (self.default,)
        self.lock = threading.Lock()

    def create(self) -> MemoryPool:
        pool = MemoryPool(self.default.device)
        with self.lock:
            self.pools = (*self.pools, pool)
        return pool

    def remove(self, pool: MemoryPool) -> None:
        if pool.default:
            raise CudaError("CUDA_ERROR_INVALID_VALUE", "a device's default pool cannot be"
                            " destroyed")
        pool.destroy()
        with self.lock:
            if self.current is pool:
                self.current = self.default

    def owner(self, address: int) -> MemoryPool | None:
        """The pool whose block in use starts at ``address``."""
        return next((p for p in self.pools if p.owns(address)), None)

    def after_synchronize(self) -> None:
        """A synchronization point: every pool keeps at most its release threshold free."""
        for pool in self.pools:
            if pool.reserved > pool.release_threshold:
                pool.trim(pool.release_threshold)
