"""Kernel arguments in every form that cuda.bindings' cuLaunchKernel accepts.

- ``((values...), (types...))``: each value with a ctypes type (``ctypes.c_int``,
  ``ctypes.c_void_p``, ...) or ``None``, which means a binding object (``CUdeviceptr``, any
  handle: its value) or a ctypes structure (its bytes);
- a buffer (such as a NumPy array of addresses) holding ``void*`` pointers to each argument;
- the int address of such a ``void**`` array;
- ``extra``: ``(CU_LAUNCH_PARAM_BUFFER_POINTER, buffer, CU_LAUNCH_PARAM_BUFFER_SIZE, size,
  CU_LAUNCH_PARAM_END)`` with CUDA's packed parameter buffer.

Each parameter ends up as its own bytes, sized by the kernel's layout (computed once per kernel).
"""

from __future__ import annotations

import ctypes
import enum
import functools

import numpy as np

from .errors import CudaError
from .module import Function

END, BUFFER_POINTER, BUFFER_SIZE = 0, 1, 2
_C_AGGREGATES = (ctypes.Structure, ctypes.Union)


@functools.cache
def _c_reader():
    """cffi's FFI (ABI mode: no C compiler) and its ``void **``, which read a C kernelParams;
    made on first use, as cffi's C parser takes 25 ms to import."""
    import cffi

    ffi = cffi.FFI()
    return ffi, ffi.typeof("void **")


def _given(value) -> bool:
    """Whether an optional argument is there: not None, NULL or an empty sequence."""
    if value is None or (isinstance(value, int) and value == 0):
        return False
    return not (isinstance(value, (list, tuple)) and not value)


def pack_params(function: Function, kernel_params, extra) -> list[bytes]:
    """One ``bytes`` per kernel parameter. As CUDA, only the parameters that the kernel declares
    are read: extra ``kernelParams`` entries are ignored."""
    sizes = function.layout.sizes
    if extra is None or extra.__class__ is int and extra == 0:  # the hot path, as C calls it
        if kernel_params.__class__ is int and kernel_params:
            return _from_pointers(function, kernel_params)
        if not sizes and (kernel_params is None or kernel_params.__class__ is int):
            return []
    if _given(extra):
        if _given(kernel_params):
            raise CudaError("CUDA_ERROR_INVALID_VALUE",
                            "kernelParams and extra are both given; pass one of them")
        return function.layout.split(_extra_buffer(extra))
    if not _given(kernel_params):
        if sizes:
            raise CudaError("CUDA_ERROR_INVALID_VALUE",
                            f"{function.name} takes {len(sizes)} parameters but kernelParams"
                            " is NULL")
        return []
    if isinstance(kernel_params, tuple) and len(kernel_params) == 2 and isinstance(
            kernel_params[0], (tuple, list)):
        return _from_values(function, kernel_params[0], kernel_params[1])
    if isinstance(kernel_params, int):
        return _from_pointers(function, kernel_params)
    array = np.frombuffer(kernel_params, dtype=np.uint64) if not isinstance(
        kernel_params, np.ndarray) else kernel_params.view(np.uint64).ravel()
    if len(array) < len(sizes):
        raise CudaError("CUDA_ERROR_INVALID_VALUE",
                        f"kernelParams holds {len(array)} pointers; {function.name} takes"
                        f" {len(sizes)}")
    pointers = array[: len(sizes)]
    return [_read(int(p), size, i) for i, (p, size) in enumerate(zip(pointers, sizes, strict=True))]


def _from_pointers(function: Function, address: int) -> list[bytes]:
    """The parameters from a C ``void **kernelParams`` at ``address``: every launch from C and
    cudart. Read through cffi, in half the time of a ctypes array (4 parameters: 1.9-3.1
    against 4.4-6.5 µs; Numba's 21 for three arrays: 7.8 µs)."""
    sizes = function.layout.sizes
    if not sizes:  # cudart passes a kernelParams to a kernel without parameters too
        return []
    ffi, pointers_type = _c_reader()
    pointers = ffi.unpack(ffi.cast(pointers_type, address), len(sizes))
    if ffi.NULL in pointers:
        raise CudaError("CUDA_ERROR_INVALID_VALUE",
                        f"the pointer to argument {pointers.index(ffi.NULL)} is NULL")
    buffer = ffi.buffer
    return [buffer(pointer, size)[:] for pointer, size in zip(pointers, sizes)]


def _read(pointer, size: int, index: int) -> bytes:
    if not pointer:
        raise CudaError("CUDA_ERROR_INVALID_VALUE", f"the pointer to argument {index} is NULL")
    return ctypes.string_at(pointer, size)


def _from_values(function: Function, values, types) -> list[bytes]:
    sizes = function.layout.sizes
    if len(types) != len(values):
        raise CudaError("CUDA_ERROR_INVALID_VALUE",
                        f"kernelParams has {len(values)} values and {len(types)} types")
    if len(values) < len(sizes):
        raise CudaError("CUDA_ERROR_INVALID_VALUE",
                        f"{function.name} takes {len(sizes)} arguments, got {len(values)}")
    out = []
    for i, (value, ctype, size) in enumerate(zip(values, types, sizes)):
        if ctype is None:
            # As cuda.bindings: a binding object (its value), a ctypes structure (its bytes)
            # or an enum (an int); anything else is a TypeError there, so it is refused here.
            if callable(getattr(value, "getPtr", None)):  # the usual one: a CUdeviceptr
                number = int(value)
                data = number.to_bytes(8, "little", signed=number < 0)
            elif isinstance(value, _C_AGGREGATES):
                data = bytes(value)
            elif isinstance(value, enum.Enum):
                data = int(value.value).to_bytes(4, "little", signed=int(value.value) < 0)
            else:
                raise CudaError("CUDA_ERROR_INVALID_VALUE",
                                f"argument {i} of {function.name} is a {type(value).__name__};"
                                " with the type None, cuda.bindings takes a binding object with"
                                " getPtr() (such as CUdeviceptr), a ctypes structure or an enum")
        else:
            simple = isinstance(value, ctypes._SimpleCData)
            data = bytes(value) if simple else bytes(ctype(value))
        if len(data) != size:
            if len(data) < size:
                raise CudaError("CUDA_ERROR_INVALID_VALUE",
                                f"argument {i} of {function.name} has {len(data)} bytes; the"
                                f" kernel expects {size}")
            data = data[:size]
        out.append(data)
    return out


def _extra_buffer(extra) -> bytes:
    items = list(extra) if isinstance(extra, (list, tuple)) else _pointer_list(int(extra))
    buffer = None
    size = None
    i = 0
    while i < len(items):
        key = int(items[i]) if items[i] is not None else END
        if key == END:
            break
        if i + 1 >= len(items):
            raise CudaError("CUDA_ERROR_INVALID_VALUE", "extra ends after a key without a value")
        value = items[i + 1]
        if key == BUFFER_POINTER:
            buffer = value
        elif key == BUFFER_SIZE:
            size = value
        else:
            raise CudaError("CUDA_ERROR_INVALID_VALUE", f"unknown extra key {key}")
        i += 2
    if buffer is None or size is None:
        raise CudaError("CUDA_ERROR_INVALID_VALUE",
                        "extra needs CU_LAUNCH_PARAM_BUFFER_POINTER and"
                        " CU_LAUNCH_PARAM_BUFFER_SIZE")
    if isinstance(size, int):
        nbytes = size if size < 1 << 20 and not isinstance(buffer, int) else None
        if nbytes is None:
            nbytes = ctypes.c_size_t.from_address(size).value if size > 1 << 20 else size
    else:
        nbytes = int(np.frombuffer(size, dtype=np.uint64)[0])
    if isinstance(buffer, int):
        return ctypes.string_at(buffer, nbytes)
    return bytes(memoryview(buffer).cast("B"))[:nbytes]


def _pointer_list(address: int) -> list[int]:
    items = []
    while True:
        key = ctypes.c_void_p.from_address(address + 8 * len(items)).value or 0
        items.append(key)
        if key == END:
            return items
        items.append(ctypes.c_void_p.from_address(address + 8 * len(items)).value or 0)
