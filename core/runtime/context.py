"""Devices, contexts and the per-thread stack of current contexts.

A :class:`CudaDevice` wraps a backend device and owns its primary context. A :class:`Context`
owns its streams, events, modules and allocations; destroying it frees all of them. Each host
thread has its own stack of current contexts (``cuCtxPushCurrent``/``cuCtxPopCurrent``).
"""

from __future__ import annotations

import ctypes
import threading
import weakref
from typing import Protocol

from ..abi.enums import CUresult
from . import calibration
from .backend import BackendError, Device
from .errors import CudaError, log
from .limits import cuda_properties
from .memory import ADDRESSES, DEVICE, HOST, MANAGED, MAPPED, MEMORY_KINDS, Allocation
from .mempool import DevicePools
from .stream import (
    CU_EVENT_DISABLE_TIMING,
    CU_EVENT_INTERPROCESS,
    CU_STREAM_NON_BLOCKING,
    EVENT_FLAGS,
    Event,
    Stream,
)


class DeviceCode(Protocol):
    """What a context asks of the modules loaded in it (:class:`zluda.runtime.module.Module`),
    which it holds without knowing their class: how often each was launched, the sticky status
    its kernels write, and its unloading when the context goes."""

    launches: int

    def device_status(self): ...

    def unload(self) -> None: ...

API_VERSION = 13000  # cuCtxGetApiVersion: contexts are created with the CUDA 13 API
# The CUlimit values that contexts support, and their values before any cuCtxSetLimit.
# CUlimit values: stack, printf FIFO, malloc heap, device-runtime sync depth and pending launches,
# L2 fetch granularity, persisting L2; then CUDA 13's CIG (CUDA in graphics) limits: the shared
# memory of a CIG context and whether the context is one (queried only: a zluda context is not
# one), and whether a launch may fall back where a CIG context lacks shared memory
LIMIT_DEFAULTS = {0: 1024, 1: 1 << 20, 2: 8 << 20, 3: 2, 4: 2048, 5: 0, 6: 0, 7: 0, 8: 0, 9: 0}
LIMIT_MALLOC_HEAP_SIZE = 2
LIMITS_QUERIED_ONLY = (7, 8)  # CU_LIMIT_SHMEM_SIZE, CU_LIMIT_CIG_ENABLED


class CudaDevice:
    def __init__(self, ordinal: int, backend_device: Device, backend_name: str) -> None:
        self.ordinal = ordinal
        self.backend_device = backend_device
        self.backend_name = backend_name
        self.properties = cuda_properties(backend_device.properties)  # within CUDA's limits
        # the kinds of memory (zluda.runtime.memory) that the host reaches at their addresses
        self.host_kinds = frozenset(kind for kind in MEMORY_KINDS
                                    if backend_device.host_accessible(kind))
        self.primary = PrimaryContext(self)
        self.contexts: weakref.WeakSet[Context] = weakref.WeakSet()  # every one made on it
        # Cooperative launches run one at a time: their blocks must all be resident at once
        self.cooperative_lock = threading.Lock()
        self.pools = DevicePools(self)  # stream-ordered memory (cuMemAllocAsync)
        self._compiler_target: str | None = None
        self._target_lock = threading.Lock()

    @property
    def compiler_target(self) -> str:
        """What this device's modules compile for: the backend's target, with the f32 math
        functions that a measurement of the device accepted (zluda.runtime.calibration)."""
        with self._target_lock:
            if self._compiler_target is None:
                self._compiler_target = calibration.compiler_target(self.backend_device)
            return self._compiler_target

    @compiler_target.setter
    def compiler_target(self, name: str) -> None:
        """Compile the modules loaded from now on for ``name`` (benchmarks and diagnostics:
        ``bench/translation.py`` measures the compiler's options this way)."""
        from ..ptx.targets import get_target

        get_target(name)  # a ValueError for a name that is not a target
        with self._target_lock:
            self._compiler_target = name

    @property
    def name(self) -> str:
        return f"{self.properties.name} [ZLUDA]"


class Context:
    def __init__(self, device: CudaDevice, flags: int = 0) -> None:
        self.device = device
        device.contexts.add(self)
        self.flags = flags
        self.lock = threading.RLock()
        self.streams: set[Stream] = set()
        self.retiring: set[Stream] = set()  # destroyed, releasing once their work is done
        self.events: set = set()
        self.modules: set = set()
        # modules launched since their status was last read clean (check_device_status)
        self.launched_modules: set = set()
        self.arrays: set = set()  # CUDA arrays (zluda.runtime.textures)
        self.legacy_stream: Stream | None = None
        self._per_thread = threading.local()
        self._internal: Stream | None = None
        self.sticky_error: CudaError | None = None
        self.destroyed = False
        self.limits: dict[int, int] = {}
        self._heap: Allocation | None = None  # device_heap()
        self._grid_workspace: Allocation | None = None  # grid_workspace()
        self.cache_config = 0
        self.shared_mem_config = 0  # cuCtxSetSharedMemConfig: a preference, unused
        self.shared_config = 0
        # cudart's context-local storage: key -> (value, destructor(key, value) or None)
        self.local_storage: dict[int, tuple[int, object]] = {}

    # -- context-local storage (cudart's private table) ----------------------------------------

    def store_local(self, key: int, value: int, destructor=None) -> None:
        with self.lock:
            self.local_storage[key] = (value, destructor)

    def local(self, key: int) -> int:
        found = self.local_storage.get(key)  # one dict lookup: no lock (cudart's every call)
        if found is None:
            raise CudaError("CUDA_ERROR_INVALID_HANDLE",
                            f"no context-local value for key 0x{key:x}")
        return found[0]

    def forget_local(self, key: int) -> None:
        with self.lock:
            if self.local_storage.pop(key, None) is None:
                raise CudaError("CUDA_ERROR_INVALID_HANDLE",
                                f"no context-local value for key 0x{key:x}")

    def _run_local_destructors(self) -> None:
        with self.lock:
            entries = list(self.local_storage.items())
            self.local_storage.clear()
        for key, (value, destructor) in entries:
            if destructor is not None:
                try:
                    destructor(key, value)
                except Exception:  # noqa: BLE001 - destruction goes on
                    log.debug("a context-local destructor failed", exc_info=True)

    # -- streams -----------------------------------------------------------------------------

    def stream(self, handle_kind: str) -> Stream:
        """The legacy (``"legacy"``) or this thread's per-thread (``"per_thread"``) stream."""
        with self.lock:
            if handle_kind == "legacy":
                if self.legacy_stream is None:
                    self.legacy_stream = Stream(self, 0, 0, "legacy")
                return self.legacy_stream
            owner = getattr(self._per_thread, "owner", None)
            if owner is None:
                owner = self._per_thread.owner = _PerThreadStream(Stream(self, 0, 0, "per_thread"))
                self.streams.add(owner.stream)
            return owner.stream

    def create_stream(self, flags: int, priority: int) -> Stream:
        if flags & ~CU_STREAM_NON_BLOCKING:
            raise CudaError("CUDA_ERROR_INVALID_VALUE",
                            f"stream flags 0x{flags:x}: only CU_STREAM_NON_BLOCKING (0x1) is a"
                            " stream flag")
        with self.lock:
            s = Stream(self, flags, priority)
            self.streams.add(s)
            return s

    def create_event(self, flags: int) -> Event:
        if flags & ~EVENT_FLAGS:
            raise CudaError("CUDA_ERROR_INVALID_VALUE",
                            f"event flags 0x{flags:x}: the event flags are CU_EVENT_BLOCKING_SYNC"
                            " (0x1), CU_EVENT_DISABLE_TIMING (0x2) and CU_EVENT_INTERPROCESS"
                            " (0x4)")
        if flags & CU_EVENT_INTERPROCESS and not flags & CU_EVENT_DISABLE_TIMING:
            raise CudaError("CUDA_ERROR_INVALID_VALUE",
                            "CU_EVENT_INTERPROCESS needs CU_EVENT_DISABLE_TIMING")
        event = Event(self, flags)
        with self.lock:
            self.events.add(event)
        return event

    def blocking_streams(self) -> list[Stream]:
        with self.lock:
            return [s for s in (*self.streams, *self.retiring) if s.blocking]

    def internal_stream(self) -> Stream:
        """A private stream for the runtime's own copies (module loading)."""
        with self.lock:
            if self._internal is None:
                self._internal = Stream(self, CU_STREAM_NON_BLOCKING_INTERNAL, 0, "internal")
            return self._internal

    def all_streams(self) -> list[Stream]:
        """Every stream with work that ``cuCtxSynchronize`` waits for (destroyed streams still
        finishing theirs included)."""
        with self.lock:
            streams = [*self.streams, *self.retiring]
        if self.legacy_stream is not None:
            streams.append(self.legacy_stream)
        return streams

    def others_drained(self, stream) -> bool:
        """Whether every stream but ``stream`` is known to hold no unfinished work (the test of
        Stream.drain): then a synchronize of ``stream`` has ended every launch made before it."""
        if not self.streams and not self.retiring:  # the usual case, without all_streams' lock
            legacy = self.legacy_stream
            return (legacy is None or legacy is stream
                    or legacy.epoch + legacy.waits == legacy.drained_at)
        return all(s is stream or s.epoch + s.waits == s.drained_at for s in self.all_streams())

    def launched_so_far(self) -> list[tuple[DeviceCode, int]]:
        """The modules launched since their status was last read clean, with their launch
        counts now: what :meth:`check_device_status` may mark clean once those launches have
        ended."""
        return [(m, m.launches) for m in list(self.launched_modules)]

    def check_after_synchronize(self, launched: list[tuple[DeviceCode, int]], idle) -> None:
        """:meth:`check_device_status` after a stream's or an event's synchronize that left
        the stream ``idle`` (None: not known to be). The snapshot ``launched``
        (:meth:`launched_so_far`, taken before the wait) has then all ended if every other
        stream is idle too, and its modules may be marked clean; an empty one reads nothing
        (a launch counted after it may still run). Otherwise every launched module is read."""
        self.check_device_status(
            launched if not launched or (idle is not None and self.others_drained(idle))
            else None)

    def synchronize(self) -> None:
        launched = self.launched_so_far()  # all ended once the streams are waited for
        if self.streams or self.retiring:
            for s in self.all_streams():
                s.synchronize()
        else:  # the usual case, without all_streams' lock
            legacy = self.legacy_stream
            if legacy is not None:
                legacy.synchronize()
        if launched or self.sticky_error is not None:
            self.check_device_status(launched)

    def check_device_status(self, ended: list[tuple[DeviceCode, int]] | None = None) -> None:
        """Raise the sticky error of a kernel that trapped or failed an assert. The modules
        read are those launched since their status was last read clean; ``ended`` (from
        :meth:`synchronize`): those modules with the number of their launches that have ended,
        after which a clean status lets a module go until it launches again. So a synchronize
        costs nothing per module that has not launched since the last one (a program that
        registers hundreds of modules, as cudart does, synchronizes often)."""
        if self.sticky_error is None:
            if ended is None:
                ended = [(m, None) for m in list(self.launched_modules)]
            for module, launches in ended:
                if module not in self.modules:  # unloaded meanwhile: its globals are gone
                    continue
                error = module.device_status()
                if error is not None:
                    self.sticky_error = error
                    break
                if launches is not None:
                    with self.lock:  # launches are counted under it
                        if module.launches == launches:  # none since the snapshot
                            self.launched_modules.discard(module)
        if self.sticky_error is not None:
            raise self.sticky_error

    # -- limits ------------------------------------------------------------------------------

    def set_limit(self, limit: int, value: int) -> None:
        self.get_limit(limit)
        if limit in LIMITS_QUERIED_ONLY:
            raise CudaError("CUDA_ERROR_INVALID_VALUE", f"the CUlimit {limit} can only be"
                            " queried")
        if limit == LIMIT_MALLOC_HEAP_SIZE and self._heap is not None:
            raise CudaError("CUDA_ERROR_INVALID_VALUE", "the device heap is in use (a kernel that"
                            " calls malloc or free was launched): set its size before that")
        self.limits[limit] = value

    def device_heap(self) -> Allocation:
        """The heap of device-side malloc/free, made at the first launch of a kernel that
        calls them, of CU_LIMIT_MALLOC_HEAP_SIZE bytes (zluda.ptx.isa.heap)."""
        from ..ptx.layout import HEAP_CAPACITY, HEAP_DATA

        with self.lock:
            if self._heap is None:
                capacity = self.get_limit(LIMIT_MALLOC_HEAP_SIZE) // 16 * 16
                heap = self.allocate(HEAP_DATA + max(capacity, 16))
                header = bytearray(HEAP_DATA)
                header[HEAP_CAPACITY:HEAP_CAPACITY + 8] = capacity.to_bytes(8, "little")
                queue = self.internal_stream().queue
                buf = ctypes.create_string_buffer(bytes(header), len(header))
                queue.copy(heap.base, ctypes.addressof(buf), len(header))
                queue.finish()
                self._heap = heap
            return self._heap

    def grid_workspace(self) -> int:
        """The device address of the workspace that cooperative launches give their kernels
        (``%envreg1:%envreg2``: cooperative groups' grid barrier counts arrivals in it)."""
        with self.lock:
            if self._grid_workspace is None:
                self._grid_workspace = self.allocate(256)
            return self._grid_workspace.base

    def get_limit(self, limit: int) -> int:
        if limit not in LIMIT_DEFAULTS:
            raise CudaError("CUDA_ERROR_UNSUPPORTED_LIMIT", f"{limit} is not a CUlimit that"
                            " this device supports")
        return self.limits.get(limit, LIMIT_DEFAULTS[limit])

    # -- memory ------------------------------------------------------------------------------

    def allocate(self, size: int, kind: str = DEVICE, flags: int = 0) -> Allocation:
        if size <= 0:
            raise CudaError("CUDA_ERROR_INVALID_VALUE", "cannot allocate 0 bytes")
        try:
            base = self.device.backend_device.allocate(size, kind)
        except BackendError as exc:
            raise CudaError(exc.result, str(exc)) from None
        if kind in (HOST, MANAGED):
            # CUDA's driver hands out host and managed memory as fresh, zeroed pages; programs
            # count on it (cuda-samples' graphMemoryNodes reads a managed flag it never set).
            # A vendor runtime's allocator may reuse memory that a freed allocation wrote.
            ctypes.memset(base, 0, size)
        return ADDRESSES.add(Allocation(base, size, kind, self, flags))

    def free(self, allocation: Allocation) -> None:
        ADDRESSES.remove(allocation)
        if allocation.kind == "registered":
            self.device.backend_device.unregister_host(allocation.base)
        else:
            self.device.backend_device.free(allocation.base)

    # -- lifetime ----------------------------------------------------------------------------

    def destroy(self) -> None:
        """Wait for all work, then free everything this context owns."""
        if self.destroyed:
            return
        self._run_local_destructors()
        for s in self.all_streams():
            try:
                s.synchronize()
            except Exception:  # noqa: BLE001 - destruction goes on
                pass
        for module in list(self.modules):
            module.unload()
        for s in self.all_streams():
            s.destroy()
        with self.lock:
            retiring = list(self.retiring)
        for s in retiring:
            s.released.wait()
        if self._internal is not None:
            self._internal.destroy()
        for allocation in ADDRESSES.owned_by(self):
            if allocation.kind != MAPPED:  # the device's mappings outlive its contexts
                self.free(allocation)
        self.streams.clear()
        self.events.clear()
        self.legacy_stream = None
        self.destroyed = True


CU_STREAM_NON_BLOCKING_INTERNAL = 0x1


class _PerThreadStream:
    """Holds a thread's per-thread default stream in the context's thread-local storage, which
    Python clears when the thread ends: the stream then retires, as CUDA releases it at thread
    exit. The finalizer only starts a thread; it must not take locks in whatever thread the
    garbage collector runs it."""

    def __init__(self, stream: Stream) -> None:
        self.stream = stream
        # not at interpreter exit: the driver's shutdown releases what is left then
        weakref.finalize(self, _retire_later, stream).atexit = False


def _retire_later(stream: Stream) -> None:
    if not stream.destroyed:
        try:
            threading.Thread(target=stream.retire, name="zluda-stream-retire",
                             daemon=False).start()
        except RuntimeError:  # the interpreter is shutting down: nothing is left to release
            pass


class PrimaryContext:
    """A device's primary context: retained and released; created on first retain."""

    def __init__(self, device: CudaDevice) -> None:
        self.device = device
        self.refcount = 0
        self.flags = 0
        self.context: Context | None = None
        self.lock = threading.Lock()

    def retain(self) -> Context:
        with self.lock:
            self.refcount += 1
            return self._current()

    def peek(self) -> Context:
        """The primary context, made if need be, without retaining it (cudart makes it current
        before it retains it, and keys its state by this context)."""
        with self.lock:
            return self._current()

    def _current(self) -> Context:
        if self.context is None or self.context.destroyed:
            self.context = Context(self.device, self.flags)
            self.context.primary = self
        return self.context

    def release(self) -> None:
        with self.lock:
            if self.refcount <= 0:
                raise CudaError("CUDA_ERROR_INVALID_CONTEXT",
                                "the primary context is not retained")
            self.refcount -= 1
            if self.refcount == 0 and self.context is not None:
                self.context.destroy()

    def reset(self) -> None:
        with self.lock:
            if self.context is not None:
                self.context.destroy()
            self.flags = 0
            self.refcount = 0

    @property
    def active(self) -> bool:
        return self.refcount > 0 and self.context is not None and not self.context.destroyed


class ContextStack(threading.local):
    def __init__(self) -> None:
        self.stack: list[Context] = []
        # True during a call through a per-thread entry point of the C ABI (cuMemcpyHtoD_v2_ptds
        # and the other ``_ptds`` functions, which have no stream parameter): their default
        # stream is the thread's own, not the legacy stream
        self.per_thread_default = False

    @property
    def current(self) -> Context | None:
        return self.stack[-1] if self.stack else None


CONTEXTS = ContextStack()


def current_context() -> Context:
    ctx = CONTEXTS.current
    if ctx is None:
        raise CudaError(CUresult.CUDA_ERROR_INVALID_CONTEXT, "no context is current in this thread")
    if ctx.destroyed:
        raise CudaError(CUresult.CUDA_ERROR_CONTEXT_IS_DESTROYED,
                        "the current context was destroyed")
    return ctx
