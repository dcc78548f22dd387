"""The driver API's initialization, versions and error strings, devices, peer access, primary
contexts and contexts.
"""

from __future__ import annotations

from ...abi.enums import ERROR_STRINGS, CUdevice_P2PAttribute, CUresult, CUsharedconfig
from .. import capture as capturing
from ..attributes import device_attribute
from ..context import API_VERSION, CONTEXTS, Context
from ..driver import DRIVER, DRIVER_VERSION
from ..errors import CudaError
from ..module import compute_capability
from .calls import SUCCESS, api, failure, implemented
from .handles import _context, _ctx, _device, _handle, _int, _member


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
