"""The driver API's launches (cuLaunchKernel and its cached resolution, cooperative and
``cuLaunchKernelEx`` launches), function and kernel attributes, and occupancy.
"""

from __future__ import annotations

import ctypes

from ...abi.enums import CUfunction_attribute as F
from ...abi.enums import CUsharedconfig
from ..context import CONTEXTS
from ..errors import CudaError
from ..graph_nodes import KernelWork
from ..module import Function, LibraryKernel, compute_capability, launched_function
from ..params import pack_params
from ..stream import Stream
from .calls import SUCCESS, api, failure, implemented, log
from .handles import (
    _context_on,
    _device,
    _handle,
    _int,
    _kernel,
    _launchable,
    _launchable_object,
    _member,
    _stream,
)

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


def _kernel_function(kernel, dev=None) -> Function:
    """A CUkernel's function for device ``dev`` (the current context's device by default): in
    the current context when it is on that device, else in the device's primary context."""
    current = CONTEXTS.current
    if dev is None and current is not None:
        device = current.device
    else:
        device = _device(0 if dev is None else dev)
    return _kernel(kernel).function_in(_context_on(device))


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
