"""The C functions whose C form is not the runtime's form with outputs through pointers.

C strings written into the caller's buffer (``cuDeviceGetName``), strings that the driver owns
(``cuGetErrorString``), arrays with a count (``cuModuleLoadDataEx``'s options,
``cuPointerGetAttributes``), values whose size depends on another argument
(``cuPointerGetAttribute``, ``cuMemPoolGet/SetAttribute``, ``cuMemRangeGetAttribute(s)``,
``cuMemExportToShareableHandle``), the older ``cuCtxCreate``, ``cuMemPrefetchAsync`` and
``cuMemAdvise`` forms,
``cuGetProcAddress``, and ``cuLaunchKernel``, whose generic translation costs too much on the
hottest call; the graph and capture functions' own forms are in :mod:`zluda.native.graph_forms`.
Each translates and calls :mod:`zluda.runtime.api`; none holds CUDA semantics of its own.
"""

from __future__ import annotations

from types import SimpleNamespace

from ..abi.driver import FUNCTIONS
from ..abi.enums import CUpointer_attribute as A
from ..runtime import api as runtime_api
from ..runtime.api.managed import legacy_location
from ..runtime.mempool import UINT64_ATTRIBUTES
from . import cvalues
from .cvalues import NOT_FOUND, SUCCESS, StructView, name_of, plain
from .export_tables import get_export_table
from .library import DIRECT_CALLS
from .procaddress import CU_GET_PROC_ADDRESS_SUCCESS, lookup

_STRINGS: dict[bytes, object] = {}  # C strings that the driver owns: kept alive forever


def _c_string(data: bytes):
    cell = _STRINGS.get(data)
    if cell is None:
        cell = _STRINGS.setdefault(data, cvalues.ffi.new("char[]", data))
    return cell


def _null(symbol: str, what: str) -> int:
    return cvalues.null_output(symbol, what)


def _addr(value) -> int:
    return int(cvalues.ffi.cast("uintptr_t", value))


# -- strings ---------------------------------------------------------------------------------


def _into_buffer(symbol: str, runtime_fn):
    """``(char *out, int len, CUdevice dev)``: the runtime's bytes, NUL-terminated, truncated."""

    def call(out, length, dev):
        if out == cvalues.ffi.NULL:
            return _null(symbol, "the output buffer")
        result = runtime_fn(length, dev)
        if result[0] == SUCCESS:
            data = result[1][: max(length - 1, 0)]
            cvalues.ffi.memmove(out, data, len(data))
            out[len(data)] = b"\0"
        return int(result[0])

    return call


def _owned_string(symbol: str, runtime_fn):
    """``(..., const char **out)`` where the string belongs to the driver."""

    def call(first, out):
        if out == cvalues.ffi.NULL:
            return _null(symbol, "the string pointer")
        result = runtime_fn(first)
        if result[0] == SUCCESS:
            out[0] = _c_string(result[1])
        else:
            out[0] = cvalues.ffi.NULL
        return int(result[0])

    return call


def _get_name(symbol: str):
    """``(const char **name, handle)``: the name, in storage that the driver owns."""
    runtime_fn = getattr(runtime_api, symbol)

    def call(name_out, handle):
        if name_out == cvalues.ffi.NULL:
            return _null(symbol, "name")
        result = runtime_fn(_addr(handle))
        if result[0] == SUCCESS:
            name_out[0] = _c_string(result[1])
        return int(result[0])

    return call


# -- contexts --------------------------------------------------------------------------------


def _ctx_create(symbol: str):
    """cuCtxCreate_v2 ``(pctx, flags, dev)`` and _v3 ``(pctx, params, n, flags, dev)``."""

    def call(pctx, *args):
        if pctx == cvalues.ffi.NULL:
            return _null(symbol, "pctx")
        flags, dev = args[-2:]
        result = runtime_api.cuCtxCreate(None, flags, dev)
        if result[0] == SUCCESS:
            pctx[0] = cvalues.ffi.cast("CUcontext", result[1])
        return int(result[0])

    return call


def _stream_get_ctx_v2(symbol: str):
    per_thread = symbol.endswith("_ptsz")

    def call(stream, pctx, pgreen):
        if pctx == cvalues.ffi.NULL and pgreen == cvalues.ffi.NULL:
            return _null(symbol, "pCtx")
        handle = _addr(stream) or (cvalues.CU_STREAM_PER_THREAD if per_thread else 0)
        result = runtime_api.cuStreamGetCtx(handle)
        if result[0] == SUCCESS:
            if pctx != cvalues.ffi.NULL:
                pctx[0] = cvalues.ffi.cast("CUcontext", result[1])
            if pgreen != cvalues.ffi.NULL:
                pgreen[0] = cvalues.ffi.NULL  # zluda has no green contexts
        return int(result[0])

    return call


# -- modules and pointers --------------------------------------------------------------------


def _module_load_data_ex(module, image, count, options, values):
    if module == cvalues.ffi.NULL:
        return _null("cuModuleLoadDataEx", "module")
    if count and (options == cvalues.ffi.NULL or values == cvalues.ffi.NULL):
        return _null("cuModuleLoadDataEx", "options")
    keys = [int(options[i]) for i in range(count)]
    items = [_addr(values[i]) for i in range(count)]
    result = runtime_api.cuModuleLoadDataEx(_addr(image), count, keys, items)
    if result[0] == SUCCESS:
        module[0] = cvalues.ffi.cast("CUmodule", result[1])
    return int(result[0])


# C types of cuPointerGetAttribute's values (cuda.h's documentation of each attribute)
_POINTER_VALUE_TYPES = {
    A.CU_POINTER_ATTRIBUTE_CONTEXT: "CUcontext *",
    A.CU_POINTER_ATTRIBUTE_MEMORY_TYPE: "unsigned int *",
    A.CU_POINTER_ATTRIBUTE_DEVICE_POINTER: "CUdeviceptr *",
    A.CU_POINTER_ATTRIBUTE_HOST_POINTER: "void **",
    A.CU_POINTER_ATTRIBUTE_SYNC_MEMOPS: "unsigned int *",
    A.CU_POINTER_ATTRIBUTE_BUFFER_ID: "unsigned long long *",
    A.CU_POINTER_ATTRIBUTE_IS_MANAGED: "unsigned int *",
    A.CU_POINTER_ATTRIBUTE_DEVICE_ORDINAL: "int *",
    A.CU_POINTER_ATTRIBUTE_IS_LEGACY_CUDA_IPC_CAPABLE: "unsigned int *",
    A.CU_POINTER_ATTRIBUTE_RANGE_START_ADDR: "CUdeviceptr *",
    A.CU_POINTER_ATTRIBUTE_RANGE_SIZE: "size_t *",
    A.CU_POINTER_ATTRIBUTE_MAPPED: "unsigned int *",
    A.CU_POINTER_ATTRIBUTE_ALLOWED_HANDLE_TYPES: "unsigned long long *",
    A.CU_POINTER_ATTRIBUTE_IS_GPU_DIRECT_RDMA_CAPABLE: "unsigned int *",
    A.CU_POINTER_ATTRIBUTE_ACCESS_FLAGS: "unsigned long long *",
    A.CU_POINTER_ATTRIBUTE_MEMPOOL_HANDLE: "CUmemoryPool *",
    A.CU_POINTER_ATTRIBUTE_MAPPING_SIZE: "size_t *",
    A.CU_POINTER_ATTRIBUTE_MAPPING_BASE_ADDR: "void **",
    A.CU_POINTER_ATTRIBUTE_MEMORY_BLOCK_ID: "unsigned long long *",
    A.CU_POINTER_ATTRIBUTE_IS_HW_DECOMPRESS_CAPABLE: "unsigned int *",
}


def _store_attribute(data, attribute: int, value) -> None:
    kind = _POINTER_VALUE_TYPES.get(attribute, "unsigned long long *")
    target = cvalues.ffi.cast(kind, data)
    item = cvalues.ffi.typeof(target).item
    target[0] = cvalues.ffi.cast(item, value) if item.kind == "pointer" else int(value)


def _pointer_get_attribute(data, attribute, ptr):
    if data == cvalues.ffi.NULL:
        return _null("cuPointerGetAttribute", "data")
    result = runtime_api.cuPointerGetAttribute(attribute, ptr)
    if result[0] == SUCCESS:
        _store_attribute(data, attribute, result[1])
    return int(result[0])


def _pointer_get_attributes(count, attributes, data, ptr):
    if count and (attributes == cvalues.ffi.NULL or data == cvalues.ffi.NULL):
        return _null("cuPointerGetAttributes", "attributes or data")
    keys = [int(attributes[i]) for i in range(count)]
    result = runtime_api.cuPointerGetAttributes(count, keys, ptr)
    if result[0] == SUCCESS:
        for i, (key, value) in enumerate(zip(keys, result[1])):
            if data[i] != cvalues.ffi.NULL:
                _store_attribute(data[i], key, 0 if value is None else value)
    return int(result[0])


# -- memory pools ----------------------------------------------------------------------------


def _pool_value_type(attribute: int) -> str:
    return "cuuint64_t *" if attribute in UINT64_ATTRIBUTES else "int *"


def _mem_pool_get_attribute(pool, attribute, value):
    """``void *value``: a cuuint64_t or an int, by attribute (cuda.h)."""
    if value == cvalues.ffi.NULL:
        return _null("cuMemPoolGetAttribute", "value")
    result = runtime_api.cuMemPoolGetAttribute(_addr(pool), attribute)
    if result[0] == SUCCESS:
        cvalues.ffi.cast(_pool_value_type(int(attribute)), value)[0] = result[1]
    return int(result[0])


def _mem_pool_set_attribute(pool, attribute, value):
    if value == cvalues.ffi.NULL:
        return _null("cuMemPoolSetAttribute", "value")
    given = cvalues.ffi.cast(_pool_value_type(int(attribute)), value)[0]
    return int(runtime_api.cuMemPoolSetAttribute(_addr(pool), attribute, int(given))[0])


# -- launches --------------------------------------------------------------------------------


def _direct_call(symbol: str):
    """A hot call whose C form is the runtime function's (zluda.native.library.DIRECT_CALLS:
    cuLaunchKernel, every program's hottest, the copies, memsets and synchronizations): its
    twin takes handles and pointers as integers, and the runtime's function, which answers
    every failure itself, is called without the guard. A ``_ptsz`` form's NULL stream is the
    per-thread one (a ``_ptds`` form gets it from the face: ``attach``)."""
    runtime_fn = getattr(runtime_api, name_of(symbol))
    if not symbol.endswith("_ptsz"):
        return unguarded(lambda *args: runtime_fn(*args)[0])
    k = FUNCTIONS[symbol][1].index("hStream")

    def call(*args):
        if args[k] == 0:
            args = (*args[:k], cvalues.CU_STREAM_PER_THREAD, *args[k + 1:])
        return runtime_fn(*args)[0]

    return unguarded(call)


def _ctx_get_current(pctx) -> int:
    """``cuCtxGetCurrent``, which cudart calls in each cudaDeviceSynchronize: its twin takes
    ``pctx`` as a ``uintptr_t *`` (zluda.native.library.WORD_OUTPUTS)."""
    if pctx == cvalues.ffi.NULL:
        return _null("cuCtxGetCurrent", "pctx")
    result = runtime_api.cuCtxGetCurrent()
    if result[0] == SUCCESS:
        pctx[0] = result[1]
    return int(result[0])


def unguarded(call):
    """Mark an implementation that catches every exception itself: the face calls it
    without the guard's extra frame."""
    call.unguarded = True
    return call


def _launch_kernel_ex(symbol: str):
    """cuLaunchKernelEx, whose twin takes its pointers as integers (INTEGER_TWINS): Numba and
    cuda.core launch with it. Without attributes it is cuLaunchKernel, whose prepared launchers
    it then takes."""
    per_thread = symbol.endswith("_ptsz")
    config_type = cvalues.ffi.typeof("CUlaunchConfig *")

    def call(address, f, kernel_params, extra):
        if not address:
            return _null(symbol, "config")
        config = cvalues.ffi.cast(config_type, address)
        if config.numAttrs == 0:
            stream = _addr(config.hStream)
            if per_thread and stream == 0:
                stream = cvalues.CU_STREAM_PER_THREAD
            return int(runtime_api.cuLaunchKernel(
                f, config.gridDimX, config.gridDimY, config.gridDimZ, config.blockDimX,
                config.blockDimY, config.blockDimZ, config.sharedMemBytes, stream, kernel_params,
                extra, api_name=symbol)[0])
        view = SimpleNamespace(**{name: plain(getattr(config, name)) for name in (
            "gridDimX", "gridDimY", "gridDimZ", "blockDimX", "blockDimY", "blockDimZ",
            "sharedMemBytes", "hStream", "numAttrs")})
        if per_thread and view.hStream == 0:
            view.hStream = cvalues.CU_STREAM_PER_THREAD
        view.attrs = [StructView(config.attrs[i]) for i in range(view.numAttrs)] \
            if config.attrs != cvalues.ffi.NULL else []
        return int(runtime_api.cuLaunchKernelEx(view, f, kernel_params, extra)[0])

    return call


def _export_shareable_handle(shareable, handle, handle_type, flags):
    """``void *shareableHandle``: for a POSIX file descriptor, an ``int``."""
    if shareable == cvalues.ffi.NULL:
        return _null("cuMemExportToShareableHandle", "shareableHandle")
    result = runtime_api.cuMemExportToShareableHandle(_addr(handle), handle_type, flags)
    if result[0] == SUCCESS:
        cvalues.ffi.cast("int *", shareable)[0] = result[1]
    return int(result[0])


# -- managed memory's hints ------------------------------------------------------------------


def _prefetch_v1(symbol: str):
    """cuMemPrefetchAsync ``(devPtr, count, CUdevice dstDevice, hStream)``."""
    per_thread = symbol.endswith("_ptsz")

    def call(ptr, count, device, stream):
        handle = _addr(stream) or (cvalues.CU_STREAM_PER_THREAD if per_thread else 0)
        return int(runtime_api.cuMemPrefetchAsync(
            _addr(ptr), count, legacy_location(device), 0, handle)[0])

    return call


def _advise_v1(ptr, count, advice, device):
    """cuMemAdvise ``(devPtr, count, advice, CUdevice device)``."""
    return int(runtime_api.cuMemAdvise(_addr(ptr), count, advice, legacy_location(device))[0])


def _store_int32s(data, values) -> None:
    cells = cvalues.ffi.cast("int *", data)
    for i, value in enumerate(values if isinstance(values, list) else [values]):
        cells[i] = value


def _range_attribute(data, size, attribute, ptr, count):
    if data == cvalues.ffi.NULL:
        return _null("cuMemRangeGetAttribute", "data")
    result = runtime_api.cuMemRangeGetAttribute(size, attribute, _addr(ptr), count)
    if result[0] == SUCCESS:
        _store_int32s(data, result[1])
    return int(result[0])


def _range_attributes(data, sizes, attributes, n, ptr, count):
    if cvalues.ffi.NULL in (data, sizes, attributes):
        return _null("cuMemRangeGetAttributes", "data, dataSizes or attributes")
    result = runtime_api.cuMemRangeGetAttributes([sizes[i] for i in range(n)],
                                                 [attributes[i] for i in range(n)], n,
                                                 _addr(ptr), count)
    if result[0] == SUCCESS:
        for i, value in enumerate(result[1]):
            if data[i] == cvalues.ffi.NULL:
                return _null("cuMemRangeGetAttributes", f"data[{i}]")
            _store_int32s(data[i], value)
    return int(result[0])


# -- entry points ----------------------------------------------------------------------------


def _get_proc_address(symbol: str, with_status: bool):
    """cuGetProcAddress ``(name, pfn, version, flags)`` and _v2 ``(..., status)``."""

    def call(name, pfn, version, flags, *status):
        status = status[0] if with_status else cvalues.ffi.NULL
        if name == cvalues.ffi.NULL or pfn == cvalues.ffi.NULL:
            return _null(symbol, "symbol" if name == cvalues.ffi.NULL else "pfn")
        wanted = cvalues.ffi.string(name).decode("utf-8", "surrogateescape")
        answer = lookup(wanted, version, flags)
        address = cvalues.ADDRESSES.get(answer.symbol, 0) if answer.symbol else 0
        pfn[0] = cvalues.ffi.cast("void *", address)
        if status != cvalues.ffi.NULL:
            status[0] = answer.status
        if answer.status == CU_GET_PROC_ADDRESS_SUCCESS and address:
            return SUCCESS
        runtime_api.record_error(symbol, NOT_FOUND, f"no {wanted!r} for CUDA {version}")
        return NOT_FOUND

    return call


def implementation(symbol: str):
    """The implementation of ``symbol`` if it is one of this module's, else None."""
    name = name_of(symbol)
    if name in ("cuDeviceGetName", "cuDeviceGetPCIBusId") and symbol == name:
        return _into_buffer(symbol, getattr(runtime_api, name))
    if symbol in ("cuGetErrorName", "cuGetErrorString"):
        return _owned_string(symbol, getattr(runtime_api, symbol))
    if symbol in ("cuFuncGetName", "cuKernelGetName"):
        return _get_name(symbol)
    if symbol in ("cuCtxCreate", "cuCtxCreate_v2", "cuCtxCreate_v3"):
        return _ctx_create(symbol)
    if symbol in ("cuStreamGetCtx_v2", "cuStreamGetCtx_v2_ptsz"):
        return _stream_get_ctx_v2(symbol)
    if symbol == "cuModuleLoadDataEx":
        return _module_load_data_ex
    if symbol == "cuPointerGetAttribute":
        return _pointer_get_attribute
    if symbol == "cuPointerGetAttributes":
        return _pointer_get_attributes
    if symbol == "cuMemPoolGetAttribute":
        return _mem_pool_get_attribute
    if symbol == "cuMemPoolSetAttribute":
        return _mem_pool_set_attribute
    if symbol in ("cuMemPrefetchAsync", "cuMemPrefetchAsync_ptsz"):
        return _prefetch_v1(symbol)
    if symbol == "cuMemAdvise":
        return _advise_v1
    if symbol == "cuMemRangeGetAttribute":
        return _range_attribute
    if symbol == "cuMemRangeGetAttributes":
        return _range_attributes
    if symbol == "cuMemExportToShareableHandle":
        return _export_shareable_handle
    if symbol in DIRECT_CALLS:
        return _direct_call(symbol)
    if symbol == "cuCtxGetCurrent":
        return unguarded(_ctx_get_current)  # the runtime's function answers every failure
    if symbol in ("cuLaunchKernelEx", "cuLaunchKernelEx_ptsz"):
        return _launch_kernel_ex(symbol)
    if symbol == "cuGetExportTable":
        return get_export_table
    if symbol in ("cuGetProcAddress", "cuGetProcAddress_v2"):
        return _get_proc_address(symbol, symbol.endswith("_v2"))
    return None

