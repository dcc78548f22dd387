"""The driver API's modules, libraries (the API that cuda.core uses) and linking (``cuLink*``:
what cuda.core's Linker uses without nvJitLink).
"""

from __future__ import annotations

import ctypes
from pathlib import Path

from ...abi.enums import CUjit_option, CUmoduleLoadingMode
from ..context import CONTEXTS, Context
from ..driver import DRIVER
from ..errors import CudaError
from ..fatbin import FATBIN_MAGIC, WRAPPER_MAGIC
from ..link import Linker
from ..module import Library, Module, eager_loading
from .calls import api
from .handles import _context_on, _ctx, _device, _handle, _int, _kernel, _library, _module, _text


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
