"""The CUDA driver API's semantics, once, for both faces (``zluda.driver`` and ``libcuda.so.1``).

Each function takes the C API's inputs as plain values (handles and addresses as ints, or
objects with ``__int__``; names as bytes or str; host memory as an address or a buffer) and
returns a tuple whose first element is a ``CUresult``, then the outputs as plain values (ints,
bytes), ``None`` in their place on failure. The faces only translate: ``zluda.driver`` wraps
the outputs in cuda.bindings' types, ``zluda.native`` writes them through the C pointers.
Failures are logged on the ``zluda`` logger with a message that names the problem.
"""

from __future__ import annotations

import ctypes
import functools
import logging
import threading
import traceback
from pathlib import Path

from ..abi.enums import (
    ERROR_STRINGS,
    CUdevice_P2PAttribute,
    CUmemAllocationHandleType,
    CUmemAllocationType,
    CUmemLocationType,
    CUmoduleLoadingMode,
    CUpointer_attribute,
    CUresult,
    CUsharedconfig,
    CUstreamCaptureMode,
)
from . import capture as capturing
from . import transfers
from .attributes import device_attribute
from .context import API_VERSION, CONTEXTS, Context, CudaDevice, current_context
from .driver import DRIVER, DRIVER_VERSION
from .errors import CudaError
from .graph_nodes import (
    EventRecordWork,
    EventWaitWork,
    GraphMemory,
    HostWork,
    KernelWork,
    MemFreeWork,
    add_allocation,
    device_pool,
)
from .hostmem import host_address
from .link import Linker
from .memory import ADDRESSES, DEVICE, HOST, MANAGED, MAPPED, REGISTERED, Allocation
from .mempool import MemoryPool
from .module import (
    Function,
    Library,
    LibraryKernel,
    Module,
    compute_capability,
    eager_loading,
    launched_function,
)
from .params import pack_params
from .stream import CU_EVENT_RECORD_EXTERNAL, CU_EVENT_WAIT_EXTERNAL, Event, Stream
from .transfers import DEVICE_END, HOST_END, UNIFIED_END

log = logging.getLogger("zluda")
IMPLEMENTED: set[str] = set()
_last_error = threading.local()

# Flag values of cuda.h that this module tests (the public constants come from the surface).
CU_MEMHOSTALLOC_DEVICEMAP = 0x02
CU_MEM_ATTACH_GLOBAL = 0x1
CU_MEM_ATTACH_HOST = 0x2


def last_error_message() -> str:
    """The message of this thread's last failed call (zluda's addition to the API)."""
    return getattr(_last_error, "message", "")


def api(outputs: int = 0):
    """Turn a function that returns its outputs (or raises CudaError) into a CUDA call."""

    def wrap(fn):
        empty = (None,) * outputs

        @functools.wraps(fn)
        def call(*args, **kwargs):
            try:
                value = fn(*args, **kwargs)
            except Exception as exc:  # noqa: BLE001 - the API never raises
                return (failure(fn.__name__, exc), *empty)
            if outputs == 0:
                return SUCCESS
            if outputs == 1:
                return (CUresult.CUDA_SUCCESS, value)
            return (CUresult.CUDA_SUCCESS, *value)

        return implemented(call, outputs)

    return wrap


SUCCESS = (CUresult.CUDA_SUCCESS,)


def implemented(call, outputs: int = 0):
    """Register ``call`` as a CUDA function of the API (``api`` does it for its functions)."""
    IMPLEMENTED.add(call.__name__)
    call.outputs = outputs
    return call


def failure(name: str, exc: Exception) -> CUresult:
    """What the CUDA function ``name`` answers for ``exc`` (recorded and logged): a CudaError's
    own result, INVALID_VALUE for an argument of the wrong type or value, else UNKNOWN."""
    if isinstance(exc, CudaError):
        return _fail(name, exc.result, exc.message)
    if isinstance(exc, (TypeError, ValueError, OverflowError)):
        return _fail(name, CUresult.CUDA_ERROR_INVALID_VALUE, f"invalid argument: {exc}")
    log.debug("%s", traceback.format_exc())
    return _fail(name, CUresult.CUDA_ERROR_UNKNOWN,
                 f"internal error: {exc.__class__.__name__}: {exc}")


def record_error(name: str, result, message: str) -> None:
    """Remember the message of this thread's last failed call."""
    _last_error.message = f"{name}: {CUresult(result).name}: {message}"


def _fail(name: str, result, message: str):
    result = CUresult(result)
    record_error(name, result, message)
    if _is_a_question(name, result):
        log.debug("zluda: %s answered %s: %s", name, result.name, message)
    else:
        log.warning("zluda: %s failed with %s: %s", name, result.name, message)
    return result


def _is_a_question(name: str, result: CUresult) -> bool:
    """Whether this failure answers what a program asked, not a mistake worth a warning: a
    poll that is not done, or cudart asking for the current context's device (it does so
    before any context exists)."""
    return (result == CUresult.CUDA_ERROR_NOT_READY
            or (result == CUresult.CUDA_ERROR_INVALID_CONTEXT and name.startswith("cuCtxGet")))


# -- argument helpers --------------------------------------------------------------------------


def _int(value) -> int:
    return 0 if value is None else int(value)


def _member(enum, value):
    """``value`` as a member of the IntEnum ``enum``; CUDA_ERROR_INVALID_VALUE if it is none."""
    try:
        return enum(_int(value))
    except ValueError:
        raise CudaError("CUDA_ERROR_INVALID_VALUE",
                        f"{_int(value)} is not a {enum.__name__}") from None


def _device(dev) -> CudaDevice:
    return DRIVER.device(_int(dev))


def _context(ctx) -> Context:
    DRIVER.require()
    context = DRIVER.handles.get(_int(ctx), Context, "CUDA_ERROR_INVALID_CONTEXT")
    if context.destroyed:
        raise CudaError("CUDA_ERROR_CONTEXT_IS_DESTROYED", "the context was destroyed")
    return context


def _ctx() -> Context:
    """The current context, which has no sticky error."""
    stack = CONTEXTS.stack
    if stack and DRIVER.initialized:  # the hot path: current_context's checks, inline
        context = stack[-1]
        if not context.destroyed and context.sticky_error is None:
            return context
    DRIVER.require()
    context = current_context()
    if context.sticky_error is not None:
        raise context.sticky_error
    return context


def _stream(handle) -> Stream:
    """A stream handle's stream: the default streams are the current context's; an explicit
    stream names its own context, which need not be current (as on CUDA)."""
    value = handle if handle.__class__ is int else _int(handle)
    if value == 0 and CONTEXTS.per_thread_default:  # a _ptds entry point's default stream
        value = 2
    if value in (0, 1):
        stack = CONTEXTS.stack  # the hot path (every synchronous copy): _ctx(), inline
        if stack and DRIVER.initialized:
            context = stack[-1]
            legacy = context.legacy_stream
            if legacy is not None and not context.destroyed and context.sticky_error is None:
                return legacy
        context = _ctx()
        legacy = context.legacy_stream  # made on first use, under the context's lock
        return legacy if legacy is not None else context.stream("legacy")
    if value == 2:
        return _ctx().stream("per_thread")
    DRIVER.require()
    stream = DRIVER.handles.get(value, Stream)
    if stream.destroyed or stream.context.destroyed:
        raise CudaError("CUDA_ERROR_INVALID_HANDLE", "the stream was destroyed")
    if stream.context.sticky_error is not None:
        raise stream.context.sticky_error
    return stream


def _event(handle) -> Event:
    DRIVER.require()
    event = DRIVER.handles.get(_int(handle), Event)
    if event.destroyed or event.context.destroyed:
        raise CudaError("CUDA_ERROR_INVALID_HANDLE", "the event (or its context) was destroyed")
    return event


def _live_module(module: Module) -> Module:
    if module.context.destroyed or module not in module.context.modules:
        raise CudaError("CUDA_ERROR_INVALID_HANDLE",
                        "the module was unloaded, or its context destroyed")
    return module


def _module(handle) -> Module:
    DRIVER.require()
    return _live_module(DRIVER.handles.get(_int(handle), Module))


def _function(handle) -> Function:
    DRIVER.require()
    function = DRIVER.handles.get(_int(handle), Function)
    _live_module(function.module)
    return function


def _text(name) -> str:
    """A C string argument (a name): bytes that are not UTF-8 cannot match any name."""
    if name is None:
        raise CudaError("CUDA_ERROR_INVALID_VALUE", "the name is NULL")
    return name.decode("utf-8", "surrogateescape") if isinstance(name, bytes) else str(name)


def _handle(obj) -> int:
    return DRIVER.handles.handle(obj)


# -- initialization, versions, errors ------------------------------------------------------


@api()
def cuInit(Flags):
    if _int(Flags) != 0:
        raise CudaError("CUDA_ERROR_INVALID_VALUE", "cuInit flags must be 0")
    DRIVER.init()


@api(1)
def cuDriverGetVersion():
    return DRIVER_VERSION


@api(1)
def cuGetErrorName(error):
    try:
        return CUresult(_int(error)).name.encode()
    except ValueError:
        raise CudaError("CUDA_ERROR_INVALID_VALUE", f"{error} is not a CUresult") from None


@api(1)
def cuGetErrorString(error):
    try:
        name = CUresult(_int(error)).name
    except ValueError:
        raise CudaError("CUDA_ERROR_INVALID_VALUE", f"{error} is not a CUresult") from None
    return ERROR_STRINGS.get(name, name).encode()


# -- devices ---------------------------------------------------------------------------------------


@api(1)
def cuDeviceGet(ordinal):
    return _device(ordinal).ordinal


@api(1)
def cuDeviceGetCount():
    DRIVER.require()
    return len(DRIVER.devices)


@api(1)
def cuDeviceGetName(length, dev):
    name = _device(dev).name.encode()
    if _int(length) <= 0:
        raise CudaError("CUDA_ERROR_INVALID_VALUE", "length must be positive")
    return name[: _int(length) - 1]


@api(1)
def cuDeviceTotalMem(dev):
    return _device(dev).properties.total_memory


@api(1)
def cuDeviceGetUuid(dev):
    return bytes(_device(dev).properties.uuid)


@api(2)
def cuDeviceComputeCapability(dev):
    _device(dev)
    return compute_capability()


@api(1)
def cuDeviceGetAttribute(attrib, dev):
    return device_attribute(_device(dev), _int(attrib))


@api(1)
def cuDeviceGetPCIBusId(length, dev):
    p = _device(dev).properties
    text = f"{p.pci_domain_id:04x}:{p.pci_bus_id:02x}:{p.pci_device_id:02x}.0".encode()
    return text[: _int(length) - 1]


# -- peer access -------------------------------------------------------------------------------


@api(1)
def cuDeviceCanAccessPeer(dev, peerDev):
    """Whether ``dev`` may access ``peerDev``'s memory directly: never on zluda (each backend
    device has its own address space), and never a device itself, as on CUDA."""
    _device(dev)
    _device(peerDev)
    return 0


@api(1)
def cuDeviceGetP2PAttribute(attrib, srcDevice, dstDevice):
    """Every peer-to-peer attribute is 0: no pair of zluda's devices links their memory. As on
    CUDA, a device paired with itself is CUDA_ERROR_INVALID_DEVICE."""
    src, dst = _device(srcDevice), _device(dstDevice)
    _member(CUdevice_P2PAttribute, attrib)
    if src is dst:
        raise CudaError("CUDA_ERROR_INVALID_DEVICE",
                        "the source and destination of a peer-to-peer attribute are one device")
    return 0


def _peer_context(peerContext) -> Context:
    """The current context and ``peerContext``, which must be another live context."""
    current = _ctx()
    try:
        peer = _context(peerContext)
    except CudaError as exc:
        raise CudaError("CUDA_ERROR_INVALID_CONTEXT", f"peerContext: {exc.message}") from None
    if peer is current:
        raise CudaError("CUDA_ERROR_INVALID_CONTEXT", "peerContext is the current context")
    return peer


@api()
def cuCtxEnablePeerAccess(peerContext, Flags):
    """As CUDA answers where cuDeviceCanAccessPeer says 0, as it does for every pair here."""
    _peer_context(peerContext)
    if _int(Flags) != 0:
        raise CudaError("CUDA_ERROR_INVALID_VALUE", f"Flags is 0x{_int(Flags):x}; it must be 0")
    raise CudaError("CUDA_ERROR_PEER_ACCESS_UNSUPPORTED",
                    "zluda's devices cannot access each other's memory (cuDeviceCanAccessPeer"
                    " is 0 for every pair)")


@api()
def cuCtxDisablePeerAccess(peerContext):
    _peer_context(peerContext)
    raise CudaError("CUDA_ERROR_PEER_ACCESS_NOT_ENABLED",
                    "peer access to peerContext was never enabled")


# -- primary contexts ------------------------------------------------------------------------


@api(1)
def cuDevicePrimaryCtxRetain(dev):
    return _handle(_device(dev).primary.retain())


@api()
def cuDevicePrimaryCtxRelease(dev):
    _device(dev).primary.release()


@api()
def cuDevicePrimaryCtxReset(dev):
    _device(dev).primary.reset()


@api(2)
def cuDevicePrimaryCtxGetState(dev):
    primary = _device(dev).primary
    return primary.flags, int(primary.active)


@api()
def cuDevicePrimaryCtxSetFlags(dev, flags):
    _device(dev).primary.flags = _int(flags)


# -- contexts --------------------------------------------------------------------------------------


@api(1)
def cuCtxCreate(ctxCreateParams, flags, dev):
    context = Context(_device(dev), _int(flags))
    CONTEXTS.stack.append(context)
    return _handle(context)


@api()
def cuCtxDestroy(ctx):
    context = _context(ctx)
    context.destroy()
    CONTEXTS.stack[:] = [c for c in CONTEXTS.stack if c is not context]
    DRIVER.handles.forget_tree(context)


@api()
def cuCtxPushCurrent(ctx):
    CONTEXTS.stack.append(_context(ctx))


@api(1)
def cuCtxPopCurrent():
    DRIVER.require()
    if not CONTEXTS.stack:
        raise CudaError("CUDA_ERROR_INVALID_CONTEXT", "no context is current in this thread")
    return _handle(CONTEXTS.stack.pop())


@api()
def cuCtxSetCurrent(ctx):
    DRIVER.require()
    if _int(ctx) == 0:
        if CONTEXTS.stack:
            CONTEXTS.stack.pop()
        return
    context = _context(ctx)
    if CONTEXTS.stack:
        CONTEXTS.stack[-1] = context
    else:
        CONTEXTS.stack.append(context)


def cuCtxGetCurrent():
    """Written out, as cuCtxSynchronize is: NVIDIA's cudart calls it in each
    cudaDeviceSynchronize."""
    try:
        DRIVER.require()
        stack = CONTEXTS.stack
        return (CUresult.CUDA_SUCCESS, DRIVER.handles.handle(stack[-1]) if stack else 0)
    except Exception as exc:  # noqa: BLE001 - the API never raises
        return (failure("cuCtxGetCurrent", exc), None)


implemented(cuCtxGetCurrent, 1)


def _context_or_current(ctx) -> Context:
    """CUDA 13's explicit-context forms: NULL means the current context."""
    return _ctx() if _int(ctx) == 0 else _context(ctx)


@api(1)
def cuCtxGetDevice(ctx=None):
    return _context_or_current(ctx).device.ordinal


def cuCtxSynchronize(ctx=None):
    """Written out, as the synchronous copies are (see there): programs call it after each,
    mostly with nothing to wait for. That case, the current context with its legacy stream
    drained (Stream.drain), no other stream and no launch whose status is unread, is tested
    inline: 0.5-1.6 µs less per call after a 1 MB copy, in three alternating pairs. NVIDIA's
    cudart names the current context (cuCtxSynchronize_v2), which takes the same test."""
    try:
        stack = CONTEXTS.stack
        context = stack[-1] if stack and DRIVER.initialized else None
        if ctx is not None and context is not None:
            value = ctx if ctx.__class__ is int else _int(ctx)
            if value and DRIVER.handles.object_of(value) is not context:
                context = None
        legacy = context.legacy_stream if context is not None else None
        if (legacy is None or legacy.epoch + legacy.waits != legacy.drained_at
                or legacy.host_worker is not None or context.launched_modules
                or context.streams or context.retiring or context.destroyed
                or context.sticky_error is not None or capturing.ACTIVE):
            context = _ctx() if ctx is None else _context_or_current(ctx)
            if capturing.ACTIVE:
                capturing.check_context_sync(context)
            context.synchronize()
        context.device.pools.after_synchronize()
    except Exception as exc:  # noqa: BLE001 - the API never raises
        return (failure("cuCtxSynchronize", exc),)
    return SUCCESS


implemented(cuCtxSynchronize)


@api(1)
def cuCtxGetApiVersion(ctx):
    if _int(ctx) == 0:
        _ctx()
    else:
        _context(ctx)
    return API_VERSION


@api(1)
def cuCtxGetFlags():
    return _ctx().flags


@api()
def cuCtxSetFlags(flags):
    _ctx().flags = _int(flags)


@api()
def cuCtxSetLimit(limit, value):
    _ctx().set_limit(_int(limit), _int(value))


@api(1)
def cuCtxGetLimit(limit):
    return _ctx().get_limit(_int(limit))


@api(2)
def cuCtxGetStreamPriorityRange():
    _ctx()
    return 0, 0


@api()
def cuCtxSetCacheConfig(config):
    _ctx().cache_config = _int(config)


@api(1)
def cuCtxGetCacheConfig():
    return _ctx().cache_config


@api()
def cuCtxSetSharedMemConfig(config):
    """Deprecated; kept as a preference, as CUDA does on devices without configurable banks."""
    _ctx().shared_mem_config = int(_member(CUsharedconfig, config))


@api(1)
def cuCtxGetSharedMemConfig():
    return _ctx().shared_mem_config


# -- memory ----------------------------------------------------------------------------------------


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


# -- stream-ordered memory (zluda.runtime.mempool) -------------------------------------------


def _pool(handle) -> MemoryPool:
    DRIVER.require()
    pool = DRIVER.handles.get(_int(handle), MemoryPool)
    if pool.destroyed:
        raise CudaError("CUDA_ERROR_INVALID_VALUE", "the memory pool was destroyed")
    return pool


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
    from .backend import BackendError

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


# -- copies and fills ------------------------------------------------------------------------


# The synchronous copies are hot calls (a program's every step, each a memmove of the caller's
# on a CPU device), so they are written out, as cuLaunchKernel is, instead of going through
# ``api``'s wrapper: after a copy of a megabyte the caches are cold, and a Python call costs
# ~0.3 µs then (bench/README.md, "Copies").


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
    src, src_pitch, _rows, src_end = texture_api.copy_end(copy, "src", width, height, 0)
    dst, dst_pitch, _rows, dst_end = texture_api.copy_end(copy, "dst", width, height, 0)
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


# -- streams ---------------------------------------------------------------------------------------


@api(1)
def cuStreamCreate(Flags):
    return _handle(_ctx().create_stream(_int(Flags), 0))


@api(1)
def cuStreamCreateWithPriority(flags, priority):
    return _handle(_ctx().create_stream(_int(flags), 0 if _int(priority) > 0 else 0))


@api()
def cuStreamDestroy(hStream):
    stream = _stream(hStream)
    if stream.kind != "user":
        raise CudaError("CUDA_ERROR_INVALID_HANDLE", "a default stream cannot be destroyed")
    DRIVER.handles.forget(stream)
    stream.retire()  # returns at once; the work already in the stream still runs


@api()
def cuStreamSynchronize(hStream):
    stream = _stream(hStream)
    capturing.check_not_capturing(stream, "cuStreamSynchronize")
    context = stream.context
    if stream.kind == "legacy":
        capturing.check_legacy_work(context)
    launched = context.launched_so_far()
    stream.synchronize()
    context.check_after_synchronize(launched, stream)
    context.device.pools.after_synchronize()


@api()
def cuStreamQuery(hStream):
    stream = _stream(hStream)
    capturing.check_not_capturing(stream, "cuStreamQuery")
    if not stream.query():
        raise CudaError("CUDA_ERROR_NOT_READY", "the stream has pending work")


@api()
def cuStreamWaitEvent(hStream, hEvent, Flags):
    stream, event, flags = _stream(hStream), _event(hEvent), _int(Flags)
    if stream.capture is not None and flags & CU_EVENT_WAIT_EXTERNAL:
        stream.capture.add(stream, EventWaitWork(event))
        return
    if (event.captured is not None or stream.capture is not None) \
            and capturing.wait_event(stream, event):  # joins, or refuses an outside event
        return
    stream.wait_event(event, flags)


@api(1)
def cuStreamGetFlags(hStream):
    return _stream(hStream).flags


@api(1)
def cuStreamGetPriority(hStream):
    return _stream(hStream).priority


@api(1)
def cuStreamGetCtx(hStream):
    return _handle(_stream(hStream).context)


@api(1)
def cuStreamGetId(hStream):
    return DRIVER.handles.handle(_stream(hStream))


# CUstreamAttrValue's member for each stream attribute (CUlaunchAttributeID's numbers), and its
# value on a new stream. Only the priority changes what zluda does (nothing: the range is 0..0);
# the others are kept and answered, as CUDA keeps hints that a device does not use.
_STREAM_ATTRIBUTES = {
    1: ("accessPolicyWindow", {"base_ptr": 0, "num_bytes": 0, "hitRatio": 0.0, "hitProp": 0,
                               "missProp": 0}),
    3: ("syncPolicy", 1),  # CU_SYNC_POLICY_AUTO
    8: ("priority", 0),
    9: ("memSyncDomainMap", {"default_": 0, "remote": 1}),
    10: ("memSyncDomain", 0),
}


def _stream_attribute(attr) -> tuple[str, object]:
    found = _STREAM_ATTRIBUTES.get(_int(attr))
    if found is None:
        raise CudaError("CUDA_ERROR_INVALID_VALUE", f"{_int(attr)} is not a stream attribute")
    return found


@api(1)
def cuStreamGetAttribute(hStream, attr):
    stream = _stream(hStream)
    member, default = _stream_attribute(attr)
    if member == "priority":
        return {member: stream.priority}
    return {member: stream.attributes.get(member, default)}


@api()
def cuStreamSetAttribute(hStream, attr, value):
    stream = _stream(hStream)
    member, default = _stream_attribute(attr)
    if value is None:
        raise CudaError("CUDA_ERROR_INVALID_VALUE", "value is NULL")
    given = getattr(value, member)
    if isinstance(default, dict):
        stream.attributes[member] = {k: type(v)(getattr(given, k)) for k, v in default.items()}
    elif member == "priority":
        low, high = 0, 0  # cuCtxGetStreamPriorityRange: a priority is clamped into it
        stream.priority = min(max(_int(given), high), low)
    else:
        stream.attributes[member] = _int(given)


@api()
def cuStreamCopyAttributes(dst, src):
    target, source = _stream(dst), _stream(src)
    target.attributes = dict(source.attributes)
    target.priority = source.priority


@api(1)
def cuStreamIsCapturing(hStream):
    return capturing.status(_stream(hStream))


@api(1)
def cuThreadExchangeStreamCaptureMode(mode):
    return capturing.exchange_mode(_member(CUstreamCaptureMode, mode))


def _host_function(fn):
    """A Python callable, a ctypes function, or the int address of a C function."""
    if callable(fn):
        return fn
    address = _int(fn)
    if address == 0:
        raise CudaError("CUDA_ERROR_INVALID_VALUE", "the host function is NULL")
    return ctypes.CFUNCTYPE(None, ctypes.c_void_p)(address)


@api()
def cuLaunchHostFunc(hStream, fn, userData):
    stream = _stream(hStream)
    function = _host_function(fn)
    if stream.capture is not None:
        stream.capture.add(stream, HostWork(function, fn, userData))
        return
    stream.host_function(function, userData)


@api()
def cuStreamAddCallback(hStream, callback, userData, flags):
    if _int(flags) != 0:
        raise CudaError("CUDA_ERROR_INVALID_VALUE", "flags must be 0")
    stream = _stream(hStream)
    if callable(callback):
        function = callback
    else:
        function = ctypes.CFUNCTYPE(None, ctypes.c_void_p, ctypes.c_int, ctypes.c_void_p)(
            _int(callback))
    handle = _int(hStream)

    def call(data):  # (CUstream, CUresult, void *userData), as in cuda.h
        function(handle, int(CUresult.CUDA_SUCCESS), data)

    if stream.capture is not None:
        raise CudaError("CUDA_ERROR_STREAM_CAPTURE_UNSUPPORTED",
                        "cuStreamAddCallback cannot be captured (cuLaunchHostFunc can)")
    stream.host_function(call, userData)


# -- events ----------------------------------------------------------------------------------------


@api(1)
def cuEventCreate(Flags):
    return _handle(_ctx().create_event(_int(Flags)))


@api()
def cuEventRecord(hEvent, hStream):
    _record(_event(hEvent), _stream(hStream), 0)


@api()
def cuEventRecordWithFlags(hEvent, hStream, flags):
    _record(_event(hEvent), _stream(hStream), _int(flags))


def _record(event: Event, stream: Stream, flags: int) -> None:
    if stream.capture is not None:
        if flags & ~CU_EVENT_RECORD_EXTERNAL:
            raise CudaError("CUDA_ERROR_INVALID_VALUE", f"event record flags 0x{flags:x}")
        if stream.context is not event.context:
            raise CudaError("CUDA_ERROR_INVALID_HANDLE",
                            "the event and the stream belong to different contexts")
        if flags & CU_EVENT_RECORD_EXTERNAL:  # an event record node
            stream.capture.add(stream, EventRecordWork(event))
        else:
            capturing.record_event(event, stream)
        return
    with stream.context.lock:
        event.record(stream, flags)


@api()
def cuEventQuery(hEvent):
    event = _event(hEvent)
    capturing.check_event(event)
    if not event.query():
        raise CudaError("CUDA_ERROR_NOT_READY", "the event has not completed")


@api()
def cuEventSynchronize(hEvent):
    event = _event(hEvent)
    capturing.check_event(event)
    context = event.context
    launched = context.launched_so_far()
    context.check_after_synchronize(launched, event.synchronize())


@api(1)
def cuEventElapsedTime(hStart, hEnd):
    start, end = _event(hStart), _event(hEnd)
    capturing.check_event(start)
    capturing.check_event(end)
    return start.elapsed_ms(end)


@api()
def cuEventDestroy(hEvent):
    event = _event(hEvent)
    event.destroyed = True
    event.context.events.discard(event)
    DRIVER.handles.forget(event)


# -- modules ---------------------------------------------------------------------------------------


def _image_bytes(image) -> bytes | str:
    if isinstance(image, (bytes, bytearray, memoryview)):
        return bytes(image)
    if isinstance(image, str):
        return image
    if hasattr(image, "__array_interface__") or hasattr(image, "__buffer__"):
        return bytes(memoryview(image))
    address = _int(image)
    if address == 0:
        raise CudaError("CUDA_ERROR_INVALID_VALUE", "the image is NULL")
    from .fatbin import FATBIN_MAGIC, WRAPPER_MAGIC

    magic = ctypes.c_uint32.from_address(address).value
    if magic in (FATBIN_MAGIC, WRAPPER_MAGIC):
        if magic == WRAPPER_MAGIC:
            return ctypes.string_at(address, 24)
        header = ctypes.string_at(address, 16)
        size = int.from_bytes(header[8:16], "little") + int.from_bytes(header[6:8], "little")
        return ctypes.string_at(address, size)
    return ctypes.string_at(address)


def _load_module(image, name="<module>") -> Module:
    context = _ctx()
    return Module(context, _image_bytes(image), name)


@api(1)
def cuModuleLoadData(image):
    return _handle(_load_module(image))


@api(1)
def cuModuleLoadDataEx(image, numOptions, options, optionValues):
    from ..abi.enums import CUjit_option

    options = list(options or [])[: _int(numOptions)]
    values = list(optionValues or [])[: _int(numOptions)]
    try:
        module = _load_module(image)
        log_text = ""
    except CudaError as exc:
        log_text = exc.message
        _write_jit_log(options, values, CUjit_option.CU_JIT_ERROR_LOG_BUFFER,
                       CUjit_option.CU_JIT_ERROR_LOG_BUFFER_SIZE_BYTES, log_text)
        raise
    _write_jit_log(options, values, CUjit_option.CU_JIT_INFO_LOG_BUFFER,
                   CUjit_option.CU_JIT_INFO_LOG_BUFFER_SIZE_BYTES, log_text)
    return _handle(module)


def _write_jit_log(options, values, buffer_option, size_option, text: str) -> None:
    """Write ``text`` into the caller's log buffer option, NUL-terminated and truncated."""
    keys = [_int(o) for o in options]
    if int(buffer_option) not in keys:
        return
    buffer = values[keys.index(int(buffer_option))]
    size = values[keys.index(int(size_option))] if int(size_option) in keys else None
    data = text.encode("utf-8", "replace")
    if isinstance(buffer, (bytearray, memoryview)) or hasattr(buffer, "__array_interface__"):
        view = memoryview(buffer).cast("B")
        limit = min(len(view), _int(size) if size is not None else len(view))
        n = max(min(len(data), limit - 1), 0)
        view[:n] = data[:n]
        if limit:
            view[n] = 0
    elif _int(buffer) and size is not None:
        n = max(min(len(data), _int(size) - 1), 0)
        ctypes.memmove(_int(buffer), data, n)
        ctypes.c_char.from_address(_int(buffer) + n).value = b"\0"


@api(1)
def cuModuleLoad(fname):
    path = Path(fname.decode() if isinstance(fname, bytes) else str(fname))
    try:
        data = path.read_bytes()
    except OSError as exc:
        raise CudaError("CUDA_ERROR_FILE_NOT_FOUND", f"cannot read {path}: {exc}") from None
    return _handle(_load_module(data, str(path)))


@api(1)
def cuModuleLoadFatBinary(fatCubin):
    return _handle(_load_module(fatCubin))


@api(1)
def cuModuleGetFunction(hmod, name):
    module = _module(hmod)
    text = _text(name)
    return _handle(module.function(text))


@api(2)
def cuModuleGetGlobal(hmod, name):
    module = _module(hmod)
    text = _text(name)
    address, size = module.global_symbol(text)
    return address, size


@api()
def cuProfilerStart():
    """No profiler is attached to zluda: starting and stopping one has nothing to do."""
    _ctx()


@api()
def cuProfilerStop():
    _ctx()


@api(1)
def cuModuleGetLoadingMode():
    """Lazy (CUDA's default since 12.2): libraries compile in a context when first used there,
    and large modules kernel by kernel (:class:`zluda.runtime.module.Module`); cudart then
    registers its fatbinaries at the first launch. ``CUDA_MODULE_LOADING=EAGER``: eager."""
    DRIVER.require()
    mode = CUmoduleLoadingMode
    return mode.CU_MODULE_EAGER_LOADING if eager_loading() else mode.CU_MODULE_LAZY_LOADING


@api()
def cuModuleUnload(hmod):
    module = _module(hmod)
    for s in module.context.all_streams():
        s.synchronize()
    module.unload()
    DRIVER.handles.forget_tree(module)


# -- libraries (the API that cuda.core uses) -----------------------------------------------------


@api(1)
def cuLibraryLoadData(code, jitOptions, jitOptionsValues, numJitOptions, libraryOptions,
                      libraryOptionValues, numLibraryOptions):
    return _handle(Library(_image_bytes(code), _ctx_if_current()))


@api(1)
def cuLibraryLoadFromFile(fileName, jitOptions, jitOptionsValues, numJitOptions, libraryOptions,
                          libraryOptionValues, numLibraryOptions):
    path = Path(fileName.decode() if isinstance(fileName, bytes) else str(fileName))
    try:
        data = path.read_bytes()
    except OSError as exc:
        raise CudaError("CUDA_ERROR_FILE_NOT_FOUND", f"cannot read {path}: {exc}") from None
    return _handle(Library(data, _ctx_if_current()))


def _ctx_if_current() -> Context | None:
    """The current context, or None where there is none (a library may load before any)."""
    DRIVER.require()
    return _ctx() if CONTEXTS.current is not None else None


def _live_library(library: Library) -> Library:
    if library.unloaded:
        raise CudaError("CUDA_ERROR_INVALID_HANDLE", "the library was unloaded")
    return library


def _library(handle) -> Library:
    DRIVER.require()
    return _live_library(DRIVER.handles.get(_int(handle), Library))


@api(1)
def cuLibraryGetKernel(library, name):
    text = _text(name)
    return _handle(_library(library).kernel(text))


@api(1)
def cuLibraryGetModule(library):
    return _handle(_library(library).current_module())


@api(2)
def cuLibraryGetGlobal(library, name):
    text = _text(name)
    address, size = _library(library).current_module().global_symbol(text)
    return address, size


@api(2)
def cuLibraryGetManaged(library, name):
    """Managed memory is the same in every context: without a current one (cudart asks while
    it registers the program's variables), the answer is the primary context's."""
    text = _text(name)
    lib = _library(library)
    current = CONTEXTS.current
    device = current.device if current is not None and not current.destroyed else _device(0)
    return lib.module_in(_context_on(device)).managed_symbol(text)


@api()
def cuLibraryUnload(library):
    lib = _library(library)
    for module in lib.modules():
        for s in module.context.all_streams():
            s.synchronize()
    for module in lib.unload():
        DRIVER.handles.forget_tree(module)
    DRIVER.handles.forget_tree(lib)


@api(1)
def cuKernelGetFunction(kernel):
    return _handle(_kernel(kernel).function)


# -- linking (cuLink*: what cuda.core's Linker uses without nvJitLink) ---------------------------


def _linker(handle) -> Linker:
    DRIVER.require()
    linker = DRIVER.handles.get(_int(handle), Linker)
    if linker.destroyed:
        raise CudaError("CUDA_ERROR_INVALID_HANDLE", "the link state was destroyed")
    return linker


def _bytes_at(data, size) -> bytes:
    """Host bytes given as a buffer or as an address and a size."""
    if isinstance(data, (bytes, bytearray, memoryview)) or hasattr(data, "__array_interface__"):
        return bytes(memoryview(data).cast("B"))[: _int(size) or None]
    if isinstance(data, str):
        return data.encode()
    if _int(data) == 0:
        raise CudaError("CUDA_ERROR_INVALID_VALUE", "the data pointer is NULL")
    return ctypes.string_at(_int(data), _int(size))


@api(1)
def cuLinkCreate(numOptions, options, optionValues):
    _ctx()
    return _handle(Linker())  # JIT options (log buffers, optimization level) are not used


@api()
def cuLinkAddData(state, typename, data, size, name, numOptions, options, optionValues):
    _linker(state).add(_int(typename), _bytes_at(data, size), _text(name) if name else "")


@api()
def cuLinkAddFile(state, typename, path, numOptions, options, optionValues):
    linker = _linker(state)
    file = Path(_text(path))
    try:
        data = file.read_bytes()
    except OSError as exc:
        raise CudaError("CUDA_ERROR_FILE_NOT_FOUND", f"cannot read {file}: {exc}") from None
    linker.add(_int(typename), data, str(file))


@api(2)
def cuLinkComplete(state):
    return _linker(state).complete()


@api()
def cuLinkDestroy(state):
    linker = _linker(state)
    linker.destroyed = True
    DRIVER.handles.forget_tree(linker)


# -- launches --------------------------------------------------------------------------------------


def _launchable_object(f) -> Function | LibraryKernel:
    """What a CUfunction or a CUkernel handle names, in a live module."""
    DRIVER.require()
    obj = DRIVER.handles.get(_int(f), (Function, LibraryKernel))
    if isinstance(obj, LibraryKernel):
        _live_library(obj.library)
    else:
        _live_module(obj.module)
    return obj


def _launchable(f) -> Function:
    obj = _launchable_object(f)
    return obj.function if isinstance(obj, LibraryKernel) else obj


# (function, stream, grid x/y/z, block x/y/z, dynamic shared size), as cuLaunchKernel was given
# them -> (the Function, its Stream, the library or None, the Function's launcher): what a launch
# resolved and prepared, checked again on every use. Handles are never reused, so an entry can
# only go stale through a destroy, an unload or a context switch, and each of those leaves a
# flag that the check reads.
_LAUNCHERS: dict[tuple, tuple] = {}
MAX_LAUNCHERS = 256


def cuLaunchKernel(f, gridDimX, gridDimY, gridDimZ, blockDimX, blockDimY, blockDimZ,
                   sharedMemBytes, hStream, kernelParams, extra, *, api_name="cuLaunchKernel"):
    """Every program's hottest call, so written out instead of through ``api``: a launch that
    repeats an earlier one's function, stream and geometry takes its prepared launcher. The C
    face's cuLaunchKernelEx without attributes comes here too (``api_name``: the function that
    a failure names)."""
    key = (f, hStream, gridDimX, gridDimY, gridDimZ, blockDimX, blockDimY, blockDimZ,
           sharedMemBytes)
    try:
        found = _LAUNCHERS.get(key)
        if found is not None:
            function, stream, library, launch = found
            context = stream.context
            current = CONTEXTS.stack  # CONTEXTS.current, without the property's call
            if (current and current[-1] is context and not stream.destroyed
                    and stream.capture is None and not context.destroyed
                    and context.sticky_error is None
                    and function.module in context.modules
                    and (library is None or not library.unloaded)):
                launch(pack_params(function, kernelParams, extra))
                return SUCCESS
        _resolve_and_launch(key, kernelParams, extra)
    except Exception as exc:  # noqa: BLE001 - the API never raises
        return (failure(api_name, exc),)
    return SUCCESS


implemented(cuLaunchKernel)


def _resolve_and_launch(key: tuple, kernel_params, extra) -> None:
    """cuLaunchKernel's launch with everything looked up and checked; its launcher is kept."""
    f, h_stream, *dims = key
    stream = _stream(h_stream)
    launchable = _launchable_object(f)
    function = launched_function(launchable, stream.context)
    params = pack_params(function, kernel_params, extra)
    grid, block, shared = tuple(map(_int, dims[:3])), tuple(map(_int, dims[3:6])), _int(dims[6])
    if stream.capture is not None:
        _capture_launch(stream, f, function, grid, block, shared, params)
        return
    launch = function.launcher(stream, grid, block, shared)
    if _int(h_stream) != 2 and CONTEXTS.current is stream.context:  # not a thread's own stream
        if len(_LAUNCHERS) >= MAX_LAUNCHERS:
            _LAUNCHERS.clear()
        library = launchable.library if isinstance(launchable, LibraryKernel) else None
        _LAUNCHERS[key] = (function, stream, library, launch)
    launch(params)


def _capture_launch(stream: Stream, f, function: Function, grid: tuple, block: tuple,
                    shared: int, params: list[bytes], cooperative: bool = False) -> None:
    """A launch given to a capturing stream: a kernel node."""
    work = KernelWork(function, _int(f), 0, grid, block, shared, params, cooperative)
    stream.capture.add(stream, work)


def _launch(stream: Stream, f, function: Function, grid: tuple, block: tuple, shared: int,
            params: list[bytes], cooperative: bool) -> None:
    if stream.capture is not None:
        _capture_launch(stream, f, function, grid, block, shared, params, cooperative)
    else:
        function.launch(stream, grid, block, shared, params, cooperative=cooperative)


@api()
def cuLaunchCooperativeKernel(f, gridDimX, gridDimY, gridDimZ, blockDimX, blockDimY, blockDimZ,
                              sharedMemBytes, hStream, kernelParams):
    stream = _stream(hStream)
    function = launched_function(_launchable_object(f), stream.context)
    params = pack_params(function, kernelParams, None)
    _launch(stream, f, function, (_int(gridDimX), _int(gridDimY), _int(gridDimZ)),
            (_int(blockDimX), _int(blockDimY), _int(blockDimZ)), _int(sharedMemBytes), params,
            True)


CU_LAUNCH_ATTRIBUTE_COOPERATIVE = 2
CU_LAUNCH_ATTRIBUTE_CLUSTER_DIMENSION = 4


@api()
def cuLaunchKernelEx(config, f, kernelParams, extra):
    stream = _stream(config.hStream)
    function = launched_function(_launchable_object(f), stream.context)
    cooperative = False
    for attr in list(config.attrs or [])[: _int(config.numAttrs)]:
        if _int(attr.id) == CU_LAUNCH_ATTRIBUTE_CLUSTER_DIMENSION:
            dim = attr.value.clusterDim
            if _int(dim.x) * _int(dim.y) * _int(dim.z) > 1:
                raise CudaError("CUDA_ERROR_NOT_SUPPORTED", "thread block clusters of more"
                                " than one block are not supported")
        elif _int(attr.id) == CU_LAUNCH_ATTRIBUTE_COOPERATIVE:
            cooperative = _int(attr.value.cooperative) != 0
        elif _int(attr.id) != 0:  # CU_LAUNCH_ATTRIBUTE_IGNORE
            log.info("zluda: launch attribute %s is ignored", _int(attr.id))
    params = pack_params(function, kernelParams, extra)
    _launch(stream, f, function, (_int(config.gridDimX), _int(config.gridDimY),
                                  _int(config.gridDimZ)),
            (_int(config.blockDimX), _int(config.blockDimY), _int(config.blockDimZ)),
            _int(config.sharedMemBytes), params, cooperative)


@api(1)
def cuFuncGetAttribute(attrib, hfunc):
    return _function_attribute(_launchable(hfunc), attrib)


def _function_attribute(function: Function, attrib) -> int:
    from ..abi.enums import CUfunction_attribute as F

    props = function.module.context.device.properties
    major, minor = compute_capability()
    version = major * 10 + minor
    values = {
        F.CU_FUNC_ATTRIBUTE_MAX_THREADS_PER_BLOCK: function.max_threads,
        F.CU_FUNC_ATTRIBUTE_SHARED_SIZE_BYTES: function.info.static_shared,
        F.CU_FUNC_ATTRIBUTE_CONST_SIZE_BYTES: 0,
        F.CU_FUNC_ATTRIBUTE_LOCAL_SIZE_BYTES: 0,
        F.CU_FUNC_ATTRIBUTE_NUM_REGS: 32,
        # the PTX's own architecture; the binary is zluda's translation for this device
        F.CU_FUNC_ATTRIBUTE_PTX_VERSION: function.module.ptx_version or version,
        F.CU_FUNC_ATTRIBUTE_BINARY_VERSION: version,
        F.CU_FUNC_ATTRIBUTE_CACHE_MODE_CA: 0,
        F.CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES:
            function.max_dynamic_shared or props.max_shared_per_block - function.info.static_shared,
        F.CU_FUNC_ATTRIBUTE_PREFERRED_SHARED_MEMORY_CARVEOUT: function.preferred_carveout,
    }
    key = F(_int(attrib))
    return int(values.get(key, 0))


@api()
def cuFuncSetAttribute(hfunc, attrib, value):
    _set_function_attribute(_launchable(hfunc), attrib, value)


def _set_function_attribute(function: Function, attrib, value) -> None:
    from ..abi.enums import CUfunction_attribute as F

    key = F(_int(attrib))
    props = function.module.context.device.properties
    if key == F.CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES:
        if _int(value) + function.info.static_shared > props.max_shared_per_block:
            raise CudaError("CUDA_ERROR_INVALID_VALUE",
                            f"{_int(value)} bytes of dynamic shared memory exceed the device's"
                            f" {props.max_shared_per_block}")
        function.max_dynamic_shared = _int(value)
    elif key == F.CU_FUNC_ATTRIBUTE_PREFERRED_SHARED_MEMORY_CARVEOUT:
        function.preferred_carveout = _int(value)
    elif key not in (F.CU_FUNC_ATTRIBUTE_REQUIRED_CLUSTER_WIDTH,
                     F.CU_FUNC_ATTRIBUTE_REQUIRED_CLUSTER_HEIGHT,
                     F.CU_FUNC_ATTRIBUTE_REQUIRED_CLUSTER_DEPTH,
                     F.CU_FUNC_ATTRIBUTE_NON_PORTABLE_CLUSTER_SIZE_ALLOWED,
                     F.CU_FUNC_ATTRIBUTE_CLUSTER_SCHEDULING_POLICY_PREFERENCE):
        raise CudaError("CUDA_ERROR_INVALID_VALUE", f"{key.name} cannot be set")


@api()
def cuFuncSetCacheConfig(hfunc, config):
    _launchable(hfunc).cache_config = _int(config)


@api()
def cuFuncSetSharedMemConfig(hfunc, config):
    """Deprecated: a preference that changes nothing (zluda's shared memory has no banks)."""
    _launchable(hfunc).shared_mem_config = int(_member(CUsharedconfig, config))


@api(1)
def cuFuncGetModule(hfunc):
    return _handle(_launchable(hfunc).module)


@api(1)
def cuFuncGetName(hfunc):
    return _launchable(hfunc).name.encode()


def _parameter(function: Function, index) -> tuple[int, int]:
    layout = function.layout
    if not 0 <= _int(index) < len(layout.sizes):
        raise CudaError("CUDA_ERROR_INVALID_VALUE",
                        f"{function.name} has {len(layout.sizes)} parameters;"
                        f" there is no parameter {_int(index)}")
    return layout.offsets[_int(index)], layout.sizes[_int(index)]


@api(2)
def cuFuncGetParamInfo(func, paramIndex):
    return _parameter(_launchable(func), paramIndex)


@api(1)
def cuFuncGetParamCount(func):
    return len(_launchable(func).layout.sizes)


# CUkernel: a library's kernel. Its attributes are those of its function in a context on the
# device asked for (a library has a module per context).


def _kernel(kernel) -> LibraryKernel:
    DRIVER.require()
    k = DRIVER.handles.get(_int(kernel), LibraryKernel)
    _live_library(k.library)
    return k


def _kernel_function(kernel, dev=None) -> Function:
    """A CUkernel's function for device ``dev`` (the current context's device by default): in
    the current context when it is on that device, else in the device's primary context."""
    current = CONTEXTS.current
    if dev is None and current is not None:
        device = current.device
    else:
        device = _device(0 if dev is None else dev)
    return _kernel(kernel).function_in(_context_on(device))


def _context_on(device: CudaDevice) -> Context:
    """The current context when it is on ``device``, else the device's primary context (made
    if need be, not retained): where a context-independent object answers."""
    current = CONTEXTS.current
    usable = current is not None and current.device is device and not current.destroyed
    return current if usable else device.primary.peek()


@api(1)
def cuKernelGetAttribute(attrib, kernel, dev):
    return _function_attribute(_kernel_function(kernel, dev), attrib)


@api()
def cuKernelSetAttribute(attrib, val, kernel, dev):
    _set_function_attribute(_kernel_function(kernel, dev), attrib, val)


@api()
def cuKernelSetCacheConfig(kernel, config, dev):
    _kernel_function(kernel, dev).cache_config = _int(config)


@api(1)
def cuKernelGetName(hfunc):
    return _kernel(hfunc).name.encode()


@api(1)
def cuKernelGetLibrary(kernel):
    return _handle(_kernel(kernel).library)


@api(2)
def cuKernelGetParamInfo(kernel, paramIndex):
    return _parameter(_kernel_function(kernel), paramIndex)


@api(1)
def cuKernelGetParamCount(kernel):
    return len(_kernel_function(kernel).layout.sizes)


@api(1)
def cuOccupancyMaxActiveBlocksPerMultiprocessor(func, blockSize, dynamicSMemSize):
    return _launchable(func).max_active_blocks(_int(blockSize), _int(dynamicSMemSize))


@api(1)
def cuOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(func, blockSize, dynamicSMemSize, flags):
    return _launchable(func).max_active_blocks(_int(blockSize), _int(dynamicSMemSize))


@api(2)
def cuOccupancyMaxPotentialBlockSize(func, blockSizeToDynamicSMemSize, dynamicSMemSize,
                                     blockSizeLimit):
    function = _launchable(func)
    limit = function.max_threads
    if _int(blockSizeLimit):
        limit = min(limit, _int(blockSizeLimit))
    best_block, best_threads = 32, -1
    for block in range(32, limit + 1, 32):
        dynamic = _int(dynamicSMemSize)
        if callable(blockSizeToDynamicSMemSize):
            dynamic = int(blockSizeToDynamicSMemSize(block))
        elif _int(blockSizeToDynamicSMemSize):  # the address of a C function
            dynamic = ctypes.CFUNCTYPE(ctypes.c_size_t, ctypes.c_int)(
                _int(blockSizeToDynamicSMemSize))(block)
        blocks = function.max_active_blocks(block, dynamic)
        if blocks * block >= best_threads and blocks:
            best_block, best_threads = block, blocks * block
    props = function.module.context.device.properties
    min_grid = max(best_threads // best_block, 1) * props.multiprocessors
    return min_grid, best_block


# Arrays, their copies, texture and surface objects: the same API, in their own module.
from . import texture_api  # noqa: E402 - it needs the helpers above

globals().update({name: getattr(texture_api, name) for name in texture_api.NAMES})

# Graphs and stream capture: the same API, in their own module.
from . import graph_api  # noqa: E402 - it needs the helpers above

globals().update({name: getattr(graph_api, name) for name in graph_api.NAMES})

# Virtual memory management: the same API, in its own module.
from . import vmm_api  # noqa: E402 - it needs the helpers above

globals().update({name: getattr(vmm_api, name) for name in vmm_api.NAMES})

# Managed memory's hints: the same API, in its own module.
from . import managed_api  # noqa: E402 - it needs the helpers above

globals().update({name: getattr(managed_api, name) for name in managed_api.NAMES})
