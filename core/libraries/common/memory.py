"""Device memory as the libraries check and see it: a range must lie inside one allocation
(device, managed, page-locked or registered host memory) before any library reads or writes it,
so that a wrong pointer gets the library's INVALID_VALUE and nothing is touched; and, on a
device whose memory the host addresses (a CPU), NumPy views over it, for work that the library
under zluda's has no routine for."""

from __future__ import annotations

import ctypes
from collections.abc import Callable

import numpy as np

from ...runtime.errors import CudaError
from ...runtime.memory import ADDRESSES


def check_memory(what: str, address: int, size: int, invalid: Callable[[str], Exception]) -> None:
    """``[address, address + size)`` inside one allocation, else ``invalid(why)`` raised."""
    if size <= 0:
        return
    if address == 0:
        raise invalid(f"{what} is NULL")
    try:
        allocation = ADDRESSES.check(address, size, what)
    except CudaError as exc:
        raise invalid(exc.message) from None
    if allocation is None:
        raise invalid(f"{what} (0x{address:x}) is not device memory: it was never allocated,"
                      " or it was freed")


def matrix_bytes(rows: int, cols: int, ld: int, itemsize: int) -> int:
    """The bytes that a column-major ``rows`` x ``cols`` matrix with leading dimension ``ld``
    spans."""
    return 0 if rows <= 0 or cols <= 0 else ((cols - 1) * ld + rows) * itemsize


def raw(address: int, size: int) -> np.ndarray:
    """The ``size`` bytes at ``address``, as a writable uint8 array over that memory."""
    return np.frombuffer((ctypes.c_char * size).from_address(address), np.uint8)


def matrix(address: int, rows: int, cols: int, ld: int, dtype) -> np.ndarray:
    """The column-major ``rows`` x ``cols`` matrix at ``address`` (leading dimension ``ld``),
    as a writable array over that memory."""
    dtype = np.dtype(dtype)
    if rows <= 0 or cols <= 0:
        return np.zeros((max(rows, 0), max(cols, 0)), dtype)
    size = matrix_bytes(rows, cols, ld, dtype.itemsize)
    flat = raw(address, size).view(dtype) if size % dtype.itemsize == 0 else None
    return np.lib.stride_tricks.as_strided(
        flat, (rows, cols), (dtype.itemsize, ld * dtype.itemsize), writeable=True)
