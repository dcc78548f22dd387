"""Host memory arguments as cuda.bindings accepts them: an int address, a NumPy array, or any
object with the buffer protocol (bytes, bytearray, memoryview, array.array)."""

from __future__ import annotations

from ctypes import addressof, c_char

import numpy as np

from .errors import CudaError


def host_address(obj, size: int, writable: bool) -> int:
    """The address of ``size`` bytes of host memory that ``obj`` names (an int address, or a
    buffer that the caller keeps alive while it uses the address)."""
    if obj.__class__ is int:  # the hot path: an address
        if obj == 0 and size:
            raise CudaError("CUDA_ERROR_INVALID_VALUE", "the host pointer is NULL")
        return obj
    if obj.__class__ is np.ndarray:  # the other hot path: a writable C-contiguous array
        try:
            address = addressof(c_char.from_buffer(obj))  # refuses any other array
        except (TypeError, ValueError, BufferError):
            pass
        else:
            if obj.nbytes < size:
                raise CudaError("CUDA_ERROR_INVALID_VALUE",
                                f"the host buffer has {obj.nbytes} bytes; the copy needs {size}")
            return address
    if obj is None:
        raise CudaError("CUDA_ERROR_INVALID_VALUE", "the host pointer is NULL")
    elif isinstance(obj, int) or (hasattr(obj, "__int__") and not hasattr(obj, "__len__")
                                and not isinstance(obj, (bytes, bytearray, memoryview))):
        address = int(obj)
        if address == 0 and size:
            raise CudaError("CUDA_ERROR_INVALID_VALUE", "the host pointer is NULL")
        return address
    elif isinstance(obj, np.ndarray):
        array = obj
    else:
        try:
            array = np.frombuffer(obj, dtype=np.uint8)
        except (TypeError, ValueError):
            raise CudaError("CUDA_ERROR_INVALID_VALUE",
                            f"{type(obj).__name__} is not host memory (need an int address or"
                            " a buffer)") from None
    flags = array.flags
    if not flags.c_contiguous:
        raise CudaError("CUDA_ERROR_INVALID_VALUE", "the host array is not contiguous")
    if array.nbytes < size:
        raise CudaError("CUDA_ERROR_INVALID_VALUE",
                        f"the host buffer has {array.nbytes} bytes; the copy needs {size}")
    if not flags.writeable:
        if writable:
            raise CudaError("CUDA_ERROR_INVALID_VALUE",
                            "the destination host buffer is read-only")
    elif array.nbytes:  # a buffer export costs less than the interface's dict
        try:
            return addressof(c_char.from_buffer(array))
        except (TypeError, ValueError, BufferError):
            pass
    return array.__array_interface__["data"][0]


_ELEMENT_TYPES = {1: "|u1", 2: "<u2", 4: "<u4"}  # a memset's pattern, as NumPy types it


class _Region:
    """Memory at an address as NumPy sees it, through the array interface (a ctypes array
    would make, and keep, a new type for every size)."""

    def __init__(self, address: int, shape: tuple, strides: tuple, typestr: str) -> None:
        self.__array_interface__ = {"data": (address, False), "shape": shape,
                                    "strides": strides, "typestr": typestr, "version": 3}


def fill_host_memory(address: int, pitch: int, pattern: bytes, width: int,
                     height: int) -> None:
    """Write ``height`` rows of ``width`` copies of ``pattern`` (1, 2 or 4 bytes), ``pitch``
    bytes apart, at ``address``: memory that the host reaches, already checked."""
    element = len(pattern)
    rows = np.asarray(_Region(address, (height, width), (pitch, element),
                              _ELEMENT_TYPES[element]))
    rows[...] = int.from_bytes(pattern, "little")
