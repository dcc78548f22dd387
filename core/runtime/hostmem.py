"""Host memory arguments as cuda.bindings accepts them: an int address, a NumPy array, or any
object with the buffer protocol (bytes, bytearray, memoryview, array.array)."""

from __future__ import annotations

import contextlib

import numpy as np

from .errors import CudaError


@contextlib.contextmanager
def host_buffer(obj, size: int, writable: bool):
    """Yield the address of ``size`` bytes of host memory that ``obj`` names."""
    if obj is None:
        raise CudaError("CUDA_ERROR_INVALID_VALUE", "the host pointer is NULL")
    if isinstance(obj, int) or (hasattr(obj, "__int__") and not hasattr(obj, "__len__")
                                and not isinstance(obj, (bytes, bytearray, memoryview))):
        address = int(obj)
        if address == 0 and size:
            raise CudaError("CUDA_ERROR_INVALID_VALUE", "the host pointer is NULL")
        yield address
        return
    if isinstance(obj, np.ndarray):
        array = obj
    else:
        try:
            array = np.frombuffer(obj, dtype=np.uint8)
        except (TypeError, ValueError):
            raise CudaError("CUDA_ERROR_INVALID_VALUE",
                            f"{type(obj).__name__} is not host memory (need an int address or"
                            " a buffer)") from None
    if not array.flags.c_contiguous:
        raise CudaError("CUDA_ERROR_INVALID_VALUE", "the host array is not contiguous")
    if array.nbytes < size:
        raise CudaError("CUDA_ERROR_INVALID_VALUE",
                        f"the host buffer has {array.nbytes} bytes; the copy needs {size}")
    if writable and not array.flags.writeable:
        raise CudaError("CUDA_ERROR_INVALID_VALUE", "the destination host buffer is read-only")
    yield array.__array_interface__["data"][0]
