"""What every cuBLAS routine does around its arithmetic: find the handle, read its scalars as
the pointer mode says, and run the BLAS call in the handle's stream."""

from __future__ import annotations

import logging

import numpy as np

from .handles import HANDLES, Handle
from .operands import KINDS, Scalar, check_memory, raw
from .status import NOT_SUPPORTED, CublasError, invalid

log = logging.getLogger("zluda")


def handle(value: int) -> Handle:
    return HANDLES.get(value)


def scalar(h: Handle, what: str, address: int, kind) -> Scalar:
    """alpha or beta (``kind`` a letter of KINDS, or a dtype) as the handle's pointer mode says.
    A device scalar is read when the call runs: by the host where it addresses the device's
    memory, else by a library that reads device scalars itself (``device_scalars``); with
    neither, NOT_SUPPORTED."""
    device = h.device_pointers
    host_reads = True
    if device:
        blas = h.blas
        host_reads = blas.host_memory
        if not host_reads and not getattr(blas, "device_scalars", False):
            host_views(h, "device pointer mode")
    return Scalar(what, address, KINDS.get(kind) or kind, device, host_reads)


def cblas_scalar(kind: str, value, keep: list):
    """A scalar as CBLAS takes it: by value for s and d, by host pointer for c and z (the
    buffer is kept alive in ``keep`` until the call returns)."""
    if kind in "sd":
        return float(value)
    buffer = np.array([value], KINDS[kind])
    keep.append(buffer)
    return buffer.ctypes.data


def host_views(h: Handle, what: str) -> None:
    """Refuse ``what``, which works on NumPy views of device memory, where the host does not
    address the device's memory (a GPU's library: CUBLAS_STATUS_NOT_SUPPORTED)."""
    blas = h.blas
    if not blas.host_memory:
        raise CublasError(NOT_SUPPORTED, f"{what} on {blas.name} is not implemented yet")


def submit(h: Handle, work) -> None:
    """Run ``work()`` in the handle's stream, after the work before it, before the work after."""
    h.blas.submit(h.stream(), work)


def run_now(h: Handle, work) -> None:
    """Run ``work()`` in the handle's stream and wait for it (a result in host memory)."""
    h.blas.run_now(h.stream(), work)


def result_to(h: Handle, address: int, dtype, compute) -> None:
    """Run ``compute()`` in stream order and store what it returns at ``address``: host memory
    at once in host pointer mode, device memory in stream order in device mode."""
    dtype = np.dtype(dtype)
    if h.device_pointers:
        check_memory("the result", address, dtype.itemsize)
    elif address == 0:
        raise invalid("the result pointer is NULL")

    def work():
        raw(address, dtype.itemsize)[:] = np.array([compute()], dtype).view(np.uint8)

    (submit if h.device_pointers else run_now)(h, work)
