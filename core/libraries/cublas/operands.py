"""The operands of a cuBLAS call: their checks, and their views as NumPy arrays.

Every matrix and vector is checked against the address table before anything is enqueued: it
must lie inside one allocation (device, managed, page-locked or registered host memory), so that
a wrong pointer gets ``CUBLAS_STATUS_INVALID_VALUE`` and the BLAS library never reads it. A
view (:func:`matrix`, :func:`vector`) is an array over the memory itself, for the work that a
BLAS library has no routine for (conversions of half and bfloat16, epilogues); the host
addresses all memory of a CPU device.

Scalars (alpha, beta) follow the handle's pointer mode: in host mode their value is read when
the call is made; in device mode it is read when the call runs, in stream order (:class:`Scalar`).
"""

from __future__ import annotations

import ctypes

import numpy as np

from ...runtime.errors import CudaError
from ...runtime.memory import ADDRESSES
from ..common import memory
from ..common.memory import matrix, matrix_bytes, raw  # noqa: F401 - the routines read them here
from .status import C, invalid

KINDS = {"s": np.float32, "d": np.float64, "c": np.complex64, "z": np.complex128,
         "h": np.float16}
OPS = (C.CUBLAS_OP_N, C.CUBLAS_OP_T, C.CUBLAS_OP_C)


def check_memory(what: str, address: int, size: int) -> None:
    memory.check_memory(what, address, size, invalid)


def check_matrix(what: str, address: int, rows: int, cols: int, ld: int, itemsize: int) -> None:
    if rows > 0 and cols > 0:  # check_memory, inlined: every operand of every call comes here
        size = ((cols - 1) * ld + rows) * itemsize
        try:
            if address and ADDRESSES.check(address, size, what) is not None:
                return
        except CudaError:
            pass
        check_memory(what, address, size)  # raises, saying why


def check_vector(what: str, address: int, n: int, inc: int, itemsize: int) -> None:
    if n > 0 and inc == 0:
        raise invalid(f"the increment of {what} is 0")
    check_memory(what, address, 0 if n <= 0 else ((n - 1) * abs(inc) + 1) * itemsize)


def check_sizes(**sizes: int) -> None:
    if min(sizes.values()) < 0:
        name, value = min(sizes.items(), key=lambda item: item[1])
        raise invalid(f"{name} = {value} is negative")


def check_ld(name: str, ld: int, rows: int) -> None:
    if ld < max(1, rows):
        raise invalid(f"{name} = {ld} is less than max(1, {rows})")


def check_op(name: str, op: int) -> None:
    if op not in OPS:
        raise invalid(f"{name} = {op} is not a cublasOperation_t")


def op_rows(op: int, rows: int, cols: int) -> tuple[int, int]:
    """The (rows, cols) of A as stored, for op(A) of ``rows`` x ``cols``."""
    return (rows, cols) if op == C.CUBLAS_OP_N else (cols, rows)


def check_enum(name: str, value: int, allowed: tuple[int, ...]) -> None:
    if value not in allowed:
        raise invalid(f"{name} = {value} is not one of {allowed}")


def vector(address: int, n: int, inc: int, dtype) -> np.ndarray:
    """The ``n`` elements at ``address``, ``inc`` apart (BLAS's order for a negative one)."""
    dtype = np.dtype(dtype)
    if n <= 0:
        return np.zeros(0, dtype)
    step = abs(inc)
    flat = raw(address, ((n - 1) * step + 1) * dtype.itemsize).view(dtype)
    view = flat[::step]
    return view[::-1] if inc < 0 else view


def read_words(address: int, count: int) -> list[int]:
    """``count`` pointers at ``address`` (the arrays of the batched calls)."""
    return list((ctypes.c_uint64 * count).from_address(address)) if count > 0 else []


_DTYPES = {kind: np.dtype(kind) for kind in KINDS.values()}
_READERS = {np.dtype(np.float32): ctypes.c_float.from_address,
            np.dtype(np.float64): ctypes.c_double.from_address}


def _read(address: int, dtype: np.dtype):
    reader = _READERS.get(dtype)
    if reader is not None:  # the common case, without an array
        return reader(address).value
    return np.frombuffer((ctypes.c_char * dtype.itemsize).from_address(address), dtype)[0]


class DeviceAddress(int):
    """A scalar's device address, given to a library that reads it itself when the call runs
    (device pointer mode where the host does not address the device's memory)."""


class Scalar:
    """alpha or beta: a value (host pointer mode: read now) or an address (device mode: read
    when the call runs, by the host, or with ``host_reads=False`` by the BLAS library itself).
    :meth:`cblas` gives it as CBLAS takes it, :meth:`pointer` by address."""

    __slots__ = ("value", "address", "dtype", "host_reads", "_buffer")

    def __init__(self, what: str, address: int, dtype, device: bool,
                 host_reads: bool = True) -> None:
        dtype = _DTYPES.get(dtype) or np.dtype(dtype)
        self.dtype = dtype
        if address == 0:
            raise invalid(f"{what} is NULL")
        if device:
            check_memory(what, address, dtype.itemsize)
            self.value, self.address, self.host_reads = None, address, host_reads
        else:
            self.value = _read(address, dtype)
            self.address = 0

    def get(self):
        """The value (read from device memory now, in device mode)."""
        if not self.address:
            return self.value
        if not self.host_reads:
            raise RuntimeError("a device scalar that only its BLAS library reads")
        return _read(self.address, self.dtype)

    def cblas(self):
        """The value as CBLAS takes it: a float for a real type; for a complex one, the host
        address of a copy that lives as long as this object (a library that reads device
        scalars itself gets their :class:`DeviceAddress`)."""
        if self.address and not self.host_reads:
            return DeviceAddress(self.address)
        value = self.get()
        if self.dtype.kind != "c":
            return float(value)
        return self.pointer()

    def pointer(self):
        """The scalar by address, in its own type: a host copy that lives as long as this
        object, or (device mode, read by the library) its :class:`DeviceAddress`."""
        if self.address and not self.host_reads:
            return DeviceAddress(self.address)
        self._buffer = np.array([self.get()], self.dtype)
        return self._buffer.ctypes.data
