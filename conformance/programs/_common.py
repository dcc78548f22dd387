"""What every conformance program shares. It imports only NVIDIA's API (`cuda.bindings.driver`)
and NumPy, so that the same program runs natively on an NVIDIA GPU and on zluda (`zluda run`).

A program calls :func:`setup` (cuInit, device 0, a primary context), loads its kernels with
:func:`load_ptx`, checks results with NumPy, and ends with :func:`passed`. Any exception makes
the program fail with a non-zero exit status; the runner reports its last line.
"""

from __future__ import annotations

import ctypes
from pathlib import Path

import numpy as np
from cuda.bindings import driver as cuda

KERNELS = Path(__file__).resolve().parent.parent / "kernels"


class CudaCallError(RuntimeError):
    pass


def check(result):
    """Unpack a cuda.bindings result tuple; raise on anything but CUDA_SUCCESS."""
    err, *values = result
    if err != cuda.CUresult.CUDA_SUCCESS:
        raise CudaCallError(f"{err!r}: {cuda.cuGetErrorString(err)[1]}")
    if not values:
        return None
    return values[0] if len(values) == 1 else tuple(values)


def expect_error(result, expected) -> None:
    """Assert that a call failed with exactly ``expected`` (a CUresult)."""
    err = result[0]
    assert err == expected, f"expected {expected!r}, got {err!r}"


def setup():
    """cuInit, device 0 and its primary context made current; returns (device, context)."""
    check(cuda.cuInit(0))
    device = check(cuda.cuDeviceGet(0))
    context = check(cuda.cuDevicePrimaryCtxRetain(device))
    check(cuda.cuCtxSetCurrent(context))
    return device, context


def load_ptx(name: str):
    """Load ``kernels/<name>`` (PTX text or a fatbinary) as a module."""
    return check(cuda.cuModuleLoadData((KERNELS / name).read_bytes()))


def function(module, name: str):
    return check(cuda.cuModuleGetFunction(module, name.encode()))


def to_device(array: np.ndarray):
    """A device copy of ``array`` (returns the CUdeviceptr)."""
    ptr = check(cuda.cuMemAlloc(max(array.nbytes, 1)))
    if array.nbytes:
        check(cuda.cuMemcpyHtoD(ptr, np.ascontiguousarray(array), array.nbytes))
    return ptr


def from_device(ptr, shape, dtype) -> np.ndarray:
    out = np.empty(shape, dtype)
    if out.nbytes:
        check(cuda.cuMemcpyDtoH(out, ptr, out.nbytes))
    return out


def launch(kernel, grid, block, args, shared: int = 0, stream=0) -> None:
    """Launch with ``args`` as (value, ctypes type or None) pairs, like cuda-python's tuples."""
    grid = tuple(grid) + (1,) * (3 - len(grid))
    block = tuple(block) + (1,) * (3 - len(block))
    values = tuple(v for v, _ in args)
    types = tuple(t for _, t in args)
    check(cuda.cuLaunchKernel(kernel, *grid, *block, shared, stream, (values, types), 0))


def sync() -> None:
    check(cuda.cuCtxSynchronize())


def ptr(value):
    """A device pointer argument for :func:`launch`."""
    return (value, None)


def i32(value):
    return (value, ctypes.c_int)


def u32(value):
    return (value, ctypes.c_uint)


def i64(value):
    return (value, ctypes.c_longlong)


def u64(value):
    return (value, ctypes.c_ulonglong)


def f32(value):
    return (value, ctypes.c_float)


def f64(value):
    return (value, ctypes.c_double)


def slow_fill_model(seed: int, count: int, iters: int) -> np.ndarray:
    """What kernels/streams_events.cu's ``slow_fill`` writes: element i is ``iters`` integer hash
    steps from ``seed + i``."""
    x = (np.arange(count, dtype=np.uint64) + seed).astype(np.uint32)
    for _ in range(iters):
        x = (x * np.uint32(1664525) + np.uint32(1013904223)) ^ (x >> np.uint32(13))
    return x


def passed(detail: str = "") -> None:
    print(f"PASS {detail}".rstrip())
