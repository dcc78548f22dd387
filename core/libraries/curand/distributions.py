"""``curandCreatePoissonDistribution``: a Poisson distribution laid out in device memory as
NVIDIA's device API reads it (curand_discrete.h's structures, through ``curand_discrete``).

As NVIDIA's library makes them (read back from it): a lambda under 2000 gets the square
histogram of :mod:`.poisson` (method CURAND_M2); a larger one the normal approximation
(CURAND_DISCRETE_GAUSS, mean lambda, standard deviation sqrt(lambda), no histogram). One device
allocation holds the structures, V and K; zluda keeps no host copies (their fields are NULL).
"""

from __future__ import annotations

import ctypes
import math
import threading

import numpy as np

from ...runtime import api
from ..common import contexts
from . import poisson
from .kernels import call, current
from .status import C, CurandError

M2_BELOW = 2000.0


class _Distribution(ctypes.Structure):  # curandDiscreteDistribution_st
    _fields_ = [("self_host_ptr", ctypes.c_void_p), ("M2", ctypes.c_void_p),
                ("host_M2", ctypes.c_void_p), ("stddev", ctypes.c_double),
                ("mean", ctypes.c_double), ("method", ctypes.c_int),
                ("host_gen", ctypes.c_uint)]


class _M2Shift(ctypes.Structure):  # curandDistributionM2Shift_st
    _fields_ = [("histogram", ctypes.c_void_p), ("host_histogram", ctypes.c_void_p),
                ("shift", ctypes.c_uint), ("length", ctypes.c_uint), ("host_gen", ctypes.c_uint)]


class _Histogram(ctypes.Structure):  # curandHistogramM2_st
    _fields_ = [("V", ctypes.c_void_p), ("host_V", ctypes.c_void_p), ("K", ctypes.c_void_p),
                ("host_K", ctypes.c_void_p), ("host_gen", ctypes.c_uint)]


HEADER = 128  # the three structures (120 bytes), then V (aligned), then K
_M2_AT = ctypes.sizeof(_Distribution)
_HISTOGRAM_AT = _M2_AT + ctypes.sizeof(_M2Shift)
assert _HISTOGRAM_AT + ctypes.sizeof(_Histogram) <= HEADER

_LIVE: dict[int, object] = {}  # address -> its context
_LOCK = threading.Lock()


def create(lam: float) -> int:
    """The device address of a new distribution of ``lam``."""
    if lam <= 0.0 or lam > poisson.MAX_LAMBDA:
        raise CurandError(C.CURAND_STATUS_OUT_OF_RANGE, f"lambda = {lam!r}: a Poisson lambda"
                          f" lies in (0, {poisson.MAX_LAMBDA:g}]")
    context = contexts.current_context(
        lambda message: CurandError(C.CURAND_STATUS_NOT_INITIALIZED, message))
    if lam < M2_BELOW:
        shift, length, table = poisson.device_table(lam)
    else:
        shift, length, table = 0, 0, np.zeros(0, np.uint8)
    size = HEADER + table.nbytes
    with current(context):
        address = call(api.cuMemAlloc, size, status=C.CURAND_STATUS_ALLOCATION_FAILED)
        image = np.zeros(size, np.uint8)
        top = _Distribution.from_buffer(image)
        top.self_host_ptr = address
        if length:
            top.M2, top.method = address + _M2_AT, C.CURAND_M2
            m2 = _M2Shift.from_buffer(image, _M2_AT)
            m2.histogram, m2.shift, m2.length = address + _HISTOGRAM_AT, shift, length
            histogram = _Histogram.from_buffer(image, _HISTOGRAM_AT)
            histogram.V, histogram.K = address + HEADER, address + HEADER + 8 * length
            image[HEADER:] = table
        else:
            top.method, top.mean, top.stddev = C.CURAND_DISCRETE_GAUSS, lam, math.sqrt(lam)
        del top
        call(api.cuMemcpyHtoD, address, image, size, status=C.CURAND_STATUS_INTERNAL_ERROR)
    with _LOCK:
        _LIVE[address] = context
    return address


def destroy(address: int) -> None:
    with _LOCK:
        context = _LIVE.pop(address, None)
    if context is None:
        raise CurandError(C.CURAND_STATUS_NOT_INITIALIZED, f"0x{address:x} is not a live"
                          " distribution of curandCreatePoissonDistribution")
    if not context.destroyed:
        with current(context):
            api.cuMemFree(address)
