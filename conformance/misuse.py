"""API misuse cases: each a wrong call, the CUresult that CUDA gives for it, and where that answer
comes from: CUDA's documentation (``DOC``: the driver API reference or the PTX ISA) or CUDA's
observed practice (``SEEN``: what NVIDIA's driver is reported to return where the reference is
silent).

    python -m conformance.misuse            # every case on zluda, each in a process of its own
    python -m conformance.misuse --native   # the same cases on NVIDIA's driver (cuda-python)

A case is a function ``(cuda, env) -> result``: it sets up what it needs through ``env`` (a
fresh context, allocations, the kernels of ``kernels/misuse.cu``), makes the wrong call and
returns that call's result tuple. Assertions inside a case check that nothing was written where
it should not be. Each case runs in a process of its own (forked from a server that has imported
the driver module but not initialized it), so that a crash or a hang is one failure; afterwards
the driver must still serve a plain round trip in that process. The test suite runs them all
(``tests/runtime/test_misuse.py``).

Cases that pass a handle value that no object has (``BOGUS``) are not run natively: NVIDIA's
driver dereferences handles, and such a call may crash the process there.
"""

from __future__ import annotations

import argparse
import ctypes
import logging
import multiprocessing
import multiprocessing.connection
import os
import sys
import threading
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path

import numpy as np

DOC, SEEN = "documented", "observed"
KERNELS = Path(__file__).resolve().parent / "kernels"
MISUSE_PTX = (KERNELS / "misuse.ptx").read_bytes()
CUBIN = KERNELS / "misuse.sm_75.cubin"  # SASS for Turing only
BOGUS = 0x7E57_0000  # a handle value that no object has
CASE_TIMEOUT_S = 120


@dataclass(frozen=True)
class Case:
    name: str
    expected: str
    source: str
    run: object
    init: bool  # start with cuInit and a current context
    sticky: bool  # the case leaves the context unusable on purpose

    @property
    def bogus_handle(self) -> bool:
        return "BOGUS" in self.run.__code__.co_names


CASES: dict[str, Case] = {}


def case(expected: str, source: str, init: bool = True, sticky: bool = False):
    def register(fn):
        CASES[fn.__name__] = Case(fn.__name__, expected, source, fn, init, sticky)
        return fn

    return register


def _message(cuda) -> str:
    """zluda's message for the last failure, where the driver has one."""
    last = getattr(cuda, "last_error_message", None)
    return last() if last else ""


class Env:
    """What a case starts from: cuInit done, a fresh context current."""

    def __init__(self, cuda) -> None:
        self.cuda = cuda
        self.device = self.ok(cuda.cuDeviceGet(0))
        self.context = self.ok(cuda.cuCtxCreate(None, 0, self.device))
        self._module = None

    def ok(self, result):
        err, *values = result
        assert err == self.cuda.CUresult.CUDA_SUCCESS, (err, _message(self.cuda))
        return values[0] if len(values) == 1 else values or None

    def alloc(self, size: int = 256) -> int:
        return int(self.ok(self.cuda.cuMemAlloc(size)))

    def freed(self, size: int = 256) -> int:
        ptr = self.alloc(size)
        self.ok(self.cuda.cuMemFree(ptr))
        return ptr

    def pinned(self, size: int = 256) -> int:
        return int(self.ok(self.cuda.cuMemAllocHost(size)))

    def download(self, ptr: int, size: int) -> np.ndarray:
        out = np.zeros(size, np.uint8)
        self.ok(self.cuda.cuMemcpyDtoH(out, ptr, size))
        return out

    def fill(self, ptr: int, value: int, size: int) -> None:
        self.ok(self.cuda.cuMemsetD8(ptr, value, size))

    def module(self):
        if self._module is None:
            self._module = self.ok(self.cuda.cuModuleLoadData(MISUSE_PTX))
        return self._module

    def kernel(self, name: str = "count"):
        return self.ok(self.cuda.cuModuleGetFunction(self.module(), name.encode()))

    def stream(self, flags: int = 0):
        return self.ok(self.cuda.cuStreamCreate(flags))

    def event(self, flags: int = 0):
        return self.ok(self.cuda.cuEventCreate(flags))

    def other_context(self):
        """A second context; the first stays current."""
        other = self.ok(self.cuda.cuCtxCreate(None, 0, self.device))
        self.ok(self.cuda.cuCtxPopCurrent())
        return other

    def in_context(self, context, fn):
        self.ok(self.cuda.cuCtxPushCurrent(context))
        try:
            return fn()
        finally:
            self.ok(self.cuda.cuCtxPopCurrent())


def launch(cuda, f, args=None, grid=(1, 1, 1), block=(1, 1, 1), shared=0, stream=0, extra=0):
    return cuda.cuLaunchKernel(f, *grid, *block, shared, stream, args, extra)


# -- initialization and devices ------------------------------------------------------------------


@case("CUDA_ERROR_NOT_INITIALIZED", DOC, init=False)
def device_get_before_init(cuda, env):
    return cuda.cuDeviceGet(0)


@case("CUDA_ERROR_NOT_INITIALIZED", DOC, init=False)
def mem_alloc_before_init(cuda, env):
    return cuda.cuMemAlloc(64)


@case("CUDA_ERROR_INVALID_VALUE", DOC, init=False)
def init_with_flags(cuda, env):
    return cuda.cuInit(1)


@case("CUDA_ERROR_INVALID_DEVICE", DOC)
def device_get_negative(cuda, env):
    return cuda.cuDeviceGet(-1)


@case("CUDA_ERROR_INVALID_DEVICE", DOC)
def device_get_past_count(cuda, env):
    count = env.ok(cuda.cuDeviceGetCount())
    return cuda.cuDeviceGet(count)


@case("CUDA_ERROR_INVALID_VALUE", DOC)
def device_attribute_unknown(cuda, env):
    return cuda.cuDeviceGetAttribute(99999, env.device)


@case("CUDA_ERROR_INVALID_DEVICE", DOC)
def device_attribute_bad_device(cuda, env):
    return cuda.cuDeviceGetAttribute(1, 99)


@case("CUDA_ERROR_INVALID_VALUE", DOC)
def device_name_zero_length(cuda, env):
    return cuda.cuDeviceGetName(0, env.device)


@case("CUDA_ERROR_INVALID_DEVICE", DOC)
def device_total_mem_bad_device(cuda, env):
    return cuda.cuDeviceTotalMem(99)


@case("CUDA_ERROR_INVALID_DEVICE", DOC)
def primary_ctx_retain_bad_device(cuda, env):
    return cuda.cuDevicePrimaryCtxRetain(99)


@case("CUDA_ERROR_INVALID_VALUE", DOC)
def error_name_unknown(cuda, env):
    return cuda.cuGetErrorName(99999)


@case("CUDA_ERROR_INVALID_VALUE", DOC)
def error_string_unknown(cuda, env):
    return cuda.cuGetErrorString(99999)


# -- contexts ------------------------------------------------------------------------------------


@case("CUDA_ERROR_INVALID_CONTEXT", DOC)
def ctx_push_bogus(cuda, env):
    return cuda.cuCtxPushCurrent(BOGUS)


@case("CUDA_ERROR_INVALID_CONTEXT", DOC)
def ctx_set_current_bogus(cuda, env):
    return cuda.cuCtxSetCurrent(BOGUS)


@case("CUDA_ERROR_INVALID_CONTEXT", DOC)
def ctx_destroy_bogus(cuda, env):
    return cuda.cuCtxDestroy(BOGUS)


@case("CUDA_ERROR_INVALID_CONTEXT", SEEN)
def ctx_push_destroyed(cuda, env):
    other = env.other_context()
    env.ok(cuda.cuCtxDestroy(other))
    return cuda.cuCtxPushCurrent(other)


@case("CUDA_ERROR_INVALID_CONTEXT", DOC)
def ctx_pop_empty_stack(cuda, env):
    env.ok(cuda.cuCtxPopCurrent())
    result = cuda.cuCtxPopCurrent()
    env.ok(cuda.cuCtxPushCurrent(env.context))
    return result


@case("CUDA_ERROR_INVALID_CONTEXT", DOC)
def ctx_get_device_without_context(cuda, env):
    env.ok(cuda.cuCtxPopCurrent())
    result = cuda.cuCtxGetDevice()
    env.ok(cuda.cuCtxPushCurrent(env.context))
    return result


@case("CUDA_ERROR_INVALID_CONTEXT", DOC)
def ctx_synchronize_without_context(cuda, env):
    env.ok(cuda.cuCtxPopCurrent())
    result = cuda.cuCtxSynchronize()
    env.ok(cuda.cuCtxPushCurrent(env.context))
    return result


@case("CUDA_ERROR_INVALID_CONTEXT", DOC)
def mem_alloc_without_context(cuda, env):
    env.ok(cuda.cuCtxPopCurrent())
    result = cuda.cuMemAlloc(64)
    env.ok(cuda.cuCtxPushCurrent(env.context))
    return result


@case("CUDA_ERROR_UNSUPPORTED_LIMIT", DOC)
def ctx_get_limit_unknown(cuda, env):
    return cuda.cuCtxGetLimit(999)


@case("CUDA_ERROR_UNSUPPORTED_LIMIT", DOC)
def ctx_set_limit_unknown(cuda, env):
    return cuda.cuCtxSetLimit(999, 1)


@case("CUDA_ERROR_INVALID_CONTEXT", DOC)
def ctx_api_version_bogus(cuda, env):
    return cuda.cuCtxGetApiVersion(BOGUS)


@case("CUDA_ERROR_INVALID_CONTEXT", DOC)
def primary_ctx_release_unretained(cuda, env):
    return cuda.cuDevicePrimaryCtxRelease(env.device)


# -- allocations ---------------------------------------------------------------------------------


@case("CUDA_ERROR_INVALID_VALUE", DOC)
def mem_alloc_zero(cuda, env):
    return cuda.cuMemAlloc(0)


@case("CUDA_ERROR_OUT_OF_MEMORY", DOC)
def mem_alloc_too_much(cuda, env):
    return cuda.cuMemAlloc(1 << 60)


@case("CUDA_ERROR_INVALID_VALUE", DOC)
def mem_free_never_allocated(cuda, env):
    return cuda.cuMemFree(0xDEAD00000000)


@case("CUDA_ERROR_INVALID_VALUE", SEEN)
def mem_free_twice(cuda, env):
    return cuda.cuMemFree(env.freed())


@case("CUDA_ERROR_INVALID_VALUE", SEEN)
def mem_free_interior_pointer(cuda, env):
    ptr = env.alloc(256)
    result = cuda.cuMemFree(ptr + 16)
    env.fill(ptr, 7, 256)  # still allocated
    return result


@case("CUDA_ERROR_INVALID_VALUE", SEEN)
def mem_free_of_pinned_host_memory(cuda, env):
    return cuda.cuMemFree(env.pinned())


@case("CUDA_ERROR_INVALID_VALUE", SEEN)
def mem_free_host_of_device_memory(cuda, env):
    return cuda.cuMemFreeHost(env.alloc())


@case("CUDA_ERROR_INVALID_VALUE", SEEN)
def mem_free_host_never_allocated(cuda, env):
    return cuda.cuMemFreeHost(0xDEAD00000000)


@case("CUDA_ERROR_INVALID_VALUE", DOC)
def mem_alloc_managed_bad_flags(cuda, env):
    return cuda.cuMemAllocManaged(64, 4)


@case("CUDA_ERROR_INVALID_VALUE", DOC)
def mem_alloc_managed_zero(cuda, env):
    return cuda.cuMemAllocManaged(0, 1)


@case("CUDA_ERROR_INVALID_VALUE", DOC)
def mem_alloc_pitch_bad_element_size(cuda, env):
    return cuda.cuMemAllocPitch(64, 4, 3)


@case("CUDA_ERROR_INVALID_VALUE", DOC)
def mem_host_register_null(cuda, env):
    return cuda.cuMemHostRegister(0, 4096, 0)


@case("CUDA_ERROR_HOST_MEMORY_ALREADY_REGISTERED", DOC)
def mem_host_register_twice(cuda, env):
    env.buffer = np.zeros(8192, np.uint8)
    address = env.buffer.ctypes.data
    env.ok(cuda.cuMemHostRegister(address, 4096, 0))
    return cuda.cuMemHostRegister(address, 4096, 0)


@case("CUDA_ERROR_HOST_MEMORY_NOT_REGISTERED", DOC)
def mem_host_unregister_not_registered(cuda, env):
    env.buffer = np.zeros(4096, np.uint8)
    return cuda.cuMemHostUnregister(env.buffer.ctypes.data)


@case("CUDA_ERROR_INVALID_VALUE", DOC)
def mem_host_get_device_pointer_pageable(cuda, env):
    env.buffer = np.zeros(64, np.uint8)
    return cuda.cuMemHostGetDevicePointer(env.buffer.ctypes.data, 0)


@case("CUDA_ERROR_INVALID_VALUE", DOC)
def mem_host_get_device_pointer_flags(cuda, env):
    return cuda.cuMemHostGetDevicePointer(env.pinned(), 1)


@case("CUDA_ERROR_NOT_FOUND", DOC)
def mem_get_address_range_unknown(cuda, env):
    return cuda.cuMemGetAddressRange(0xDEAD00000000)


@case("CUDA_ERROR_INVALID_VALUE", DOC)
def pointer_attribute_memory_type_unknown(cuda, env):
    return cuda.cuPointerGetAttribute(
        cuda.CUpointer_attribute.CU_POINTER_ATTRIBUTE_MEMORY_TYPE, 0xDEAD00000000)


@case("CUDA_ERROR_INVALID_VALUE", DOC)
def pointer_attribute_unknown_attribute(cuda, env):
    return cuda.cuPointerGetAttribute(9999, env.alloc())


@case("CUDA_ERROR_INVALID_VALUE", DOC)
def pointer_attribute_memory_type_freed(cuda, env):
    return cuda.cuPointerGetAttribute(
        cuda.CUpointer_attribute.CU_POINTER_ATTRIBUTE_MEMORY_TYPE, env.freed())


# -- copies: device ends must be device memory ---------------------------------------------------


@case("CUDA_ERROR_INVALID_VALUE", DOC)
def dtoh_from_unknown_pointer(cuda, env):
    out = np.full(64, 0x5A, np.uint8)
    result = cuda.cuMemcpyDtoH(out, 0xDEAD00000000, 64)
    assert (out == 0x5A).all(), "the destination was written"
    return result


@case("CUDA_ERROR_INVALID_VALUE", DOC)
def dtoh_from_freed_pointer(cuda, env):
    out = np.full(64, 0x5A, np.uint8)
    result = cuda.cuMemcpyDtoH(out, env.freed(), 64)
    assert (out == 0x5A).all(), "the destination was written"
    return result


@case("CUDA_ERROR_INVALID_VALUE", DOC)
def dtoh_from_null(cuda, env):
    out = np.zeros(64, np.uint8)
    return cuda.cuMemcpyDtoH(out, 0, 64)


@case("CUDA_ERROR_INVALID_VALUE", DOC)
def dtoh_into_null_host_pointer(cuda, env):
    return cuda.cuMemcpyDtoH(0, env.alloc(), 64)


@case("CUDA_ERROR_INVALID_VALUE", DOC)
def dtoh_past_the_end(cuda, env):
    out = np.full(512, 0x5A, np.uint8)
    result = cuda.cuMemcpyDtoH(out, env.alloc(256), 512)
    assert (out == 0x5A).all(), "the destination was written"
    return result


@case("CUDA_ERROR_INVALID_VALUE", DOC)
def htod_into_unknown_pointer(cuda, env):
    return cuda.cuMemcpyHtoD(0xDEAD00000000, np.ones(64, np.uint8), 64)


@case("CUDA_ERROR_INVALID_VALUE", DOC)
def htod_into_freed_pointer_reused_by_numpy(cuda, env):
    ptr = env.freed(4096)
    # memory that the freed allocation's address may now belong to
    neighbours = [np.full(4096, 0x5A, np.uint8) for _ in range(16)]
    result = cuda.cuMemcpyHtoD(ptr, np.ones(4096, np.uint8), 4096)
    assert all((n == 0x5A).all() for n in neighbours), "host memory was overwritten"
    return result


@case("CUDA_ERROR_INVALID_VALUE", DOC)
def htod_into_null(cuda, env):
    return cuda.cuMemcpyHtoD(0, np.ones(64, np.uint8), 64)


@case("CUDA_ERROR_INVALID_VALUE", DOC)
def htod_from_null_host_pointer(cuda, env):
    return cuda.cuMemcpyHtoD(env.alloc(), 0, 64)


@case("CUDA_ERROR_INVALID_VALUE", DOC)
def htod_past_the_end_keeps_the_neighbour(cuda, env):
    first, second = env.alloc(256), env.alloc(256)
    env.fill(first, 1, 256)
    env.fill(second, 2, 256)
    result = cuda.cuMemcpyHtoD(first, np.full(1024, 9, np.uint8), 1024)
    assert (env.download(first, 256) == 1).all() and (env.download(second, 256) == 2).all()
    return result


@case("CUDA_ERROR_INVALID_VALUE", DOC)
def dtod_from_unknown_pointer(cuda, env):
    return cuda.cuMemcpyDtoD(env.alloc(), 0xDEAD00000000, 64)


@case("CUDA_ERROR_INVALID_VALUE", DOC)
def dtod_into_unknown_pointer(cuda, env):
    return cuda.cuMemcpyDtoD(0xDEAD00000000, env.alloc(), 64)


@case("CUDA_ERROR_INVALID_VALUE", DOC)
def dtod_into_freed_pointer(cuda, env):
    return cuda.cuMemcpyDtoD(env.freed(), env.alloc(), 64)


@case("CUDA_ERROR_INVALID_VALUE", DOC)
def dtod_past_the_end(cuda, env):
    return cuda.cuMemcpyDtoD(env.alloc(256), env.alloc(128), 256)


@case("CUDA_ERROR_INVALID_VALUE", DOC)
def dtod_async_from_freed_pointer(cuda, env):
    return cuda.cuMemcpyDtoDAsync(env.alloc(), env.freed(), 64, env.stream())


@case("CUDA_ERROR_INVALID_VALUE", DOC)
def htod_async_into_freed_pointer(cuda, env):
    return cuda.cuMemcpyHtoDAsync(env.freed(), np.ones(64, np.uint8), 64, env.stream())


@case("CUDA_ERROR_INVALID_VALUE", DOC)
def dtoh_async_from_unknown_pointer(cuda, env):
    out = np.full(64, 0x5A, np.uint8)
    result = cuda.cuMemcpyDtoHAsync(out, 0xDEAD00000000, 64, env.stream())
    assert (out == 0x5A).all()
    return result


@case("CUDA_ERROR_INVALID_HANDLE", DOC)
def htod_async_bogus_stream(cuda, env):
    return cuda.cuMemcpyHtoDAsync(env.alloc(), np.ones(64, np.uint8), 64, BOGUS)


# -- copies: what CUDA allows --------------------------------------------------------------------


@case("CUDA_SUCCESS", DOC)
def unified_memcpy_between_pageable_host_buffers(cuda, env):
    src = np.arange(64, dtype=np.uint8)
    dst = np.zeros(64, np.uint8)
    result = cuda.cuMemcpy(dst.ctypes.data, src.ctypes.data, 64)
    assert (dst == src).all()
    return result


@case("CUDA_SUCCESS", DOC)
def unified_memcpy_device_to_pageable_host(cuda, env):
    ptr = env.alloc(64)
    env.fill(ptr, 3, 64)
    dst = np.zeros(64, np.uint8)
    result = cuda.cuMemcpy(dst.ctypes.data, ptr, 64)
    assert (dst == 3).all()
    return result


@case("CUDA_SUCCESS", DOC)
def htod_into_pinned_host_memory(cuda, env):
    pinned = env.pinned(64)
    result = cuda.cuMemcpyHtoD(pinned, np.full(64, 4, np.uint8), 64)
    assert (np.ctypeslib.as_array((ctypes.c_uint8 * 64).from_address(pinned)) == 4).all()
    return result


@case("CUDA_SUCCESS", DOC)
def htod_into_registered_host_memory(cuda, env):
    env.buffer = np.zeros(8192, np.uint8)
    address = env.buffer.ctypes.data
    env.ok(cuda.cuMemHostRegister(address, 8192, 0))
    device = int(env.ok(cuda.cuMemHostGetDevicePointer(address, 0)))
    result = cuda.cuMemcpyHtoD(device, np.full(64, 5, np.uint8), 64)
    assert (env.buffer[:64] == 5).all()
    return result


@case("CUDA_SUCCESS", DOC)
def memset_of_managed_memory(cuda, env):
    managed = int(env.ok(cuda.cuMemAllocManaged(64, 1)))
    return cuda.cuMemsetD8(managed, 6, 64)


@case("CUDA_SUCCESS", DOC)
def dtoh_async_into_pageable_memory_completes_before_returning(cuda, env):
    ptr = env.alloc(64)
    env.fill(ptr, 8, 64)
    out = np.zeros(64, np.uint8)
    result = cuda.cuMemcpyDtoHAsync(out, ptr, 64, env.stream())
    assert (out == 8).all()
    return result


# -- 2-D copies ----------------------------------------------------------------------------------


def _copy_2d(cuda, src, dst, width, height, src_pitch, dst_pitch, src_type=2, dst_type=2):
    c = cuda.CUDA_MEMCPY2D()
    c.srcMemoryType, c.srcDevice, c.srcPitch = src_type, src, src_pitch
    c.dstMemoryType, c.dstDevice, c.dstPitch = dst_type, dst, dst_pitch
    c.WidthInBytes, c.Height = width, height
    return cuda.cuMemcpy2D(c)


@case("CUDA_ERROR_INVALID_VALUE", DOC)
def copy_2d_width_above_pitch(cuda, env):
    return _copy_2d(cuda, env.alloc(1024), env.alloc(1024), 128, 4, 64, 128)


@case("CUDA_ERROR_INVALID_VALUE", DOC)
def copy_2d_from_unknown_pointer(cuda, env):
    return _copy_2d(cuda, 0xDEAD00000000, env.alloc(1024), 64, 4, 64, 64)


@case("CUDA_ERROR_INVALID_VALUE", DOC)
def copy_2d_past_the_end(cuda, env):
    return _copy_2d(cuda, env.alloc(4096), env.alloc(256), 64, 8, 64, 64)


@case("CUDA_ERROR_INVALID_VALUE", DOC)
def copy_2d_unknown_memory_type(cuda, env):
    return _copy_2d(cuda, env.alloc(1024), env.alloc(1024), 64, 4, 64, 64, src_type=99)


# -- memsets -------------------------------------------------------------------------------------


@case("CUDA_ERROR_INVALID_VALUE", DOC)
def memset_unknown_pointer(cuda, env):
    return cuda.cuMemsetD8(0xDEAD00000000, 1, 64)


@case("CUDA_ERROR_INVALID_VALUE", DOC)
def memset_freed_pointer(cuda, env):
    return cuda.cuMemsetD8(env.freed(), 1, 64)


@case("CUDA_ERROR_INVALID_VALUE", DOC)
def memset_null(cuda, env):
    return cuda.cuMemsetD32(0, 1, 16)


@case("CUDA_ERROR_INVALID_VALUE", SEEN)
def memset_d32_misaligned(cuda, env):
    return cuda.cuMemsetD32(env.alloc() + 2, 1, 4)


@case("CUDA_ERROR_INVALID_VALUE", DOC)
def memset_past_the_end_keeps_the_neighbour(cuda, env):
    first, second = env.alloc(256), env.alloc(256)
    env.fill(second, 2, 256)
    result = cuda.cuMemsetD8(first, 9, 1024)
    assert (env.download(second, 256) == 2).all()
    return result


@case("CUDA_ERROR_INVALID_VALUE", DOC)
def memset_2d_width_above_pitch(cuda, env):
    return cuda.cuMemsetD2D8(env.alloc(1024), 64, 1, 128, 4)


@case("CUDA_ERROR_INVALID_VALUE", DOC)
def memset_2d_past_the_end(cuda, env):
    return cuda.cuMemsetD2D32(env.alloc(256), 256, 1, 64, 4)


@case("CUDA_ERROR_INVALID_HANDLE", DOC)
def memset_async_bogus_stream(cuda, env):
    return cuda.cuMemsetD8Async(env.alloc(), 1, 64, BOGUS)


@case("CUDA_SUCCESS", DOC)
def memset_of_pinned_host_memory(cuda, env):
    pinned = env.pinned(64)
    result = cuda.cuMemsetD8(pinned, 7, 64)
    assert (np.ctypeslib.as_array((ctypes.c_uint8 * 64).from_address(pinned)) == 7).all()
    return result


# -- streams -------------------------------------------------------------------------------------


@case("CUDA_ERROR_INVALID_VALUE", DOC)
def stream_create_unknown_flag(cuda, env):
    return cuda.cuStreamCreate(2)


@case("CUDA_ERROR_INVALID_VALUE", DOC)
def stream_create_all_flags(cuda, env):
    return cuda.cuStreamCreate(0xFFFF)


@case("CUDA_ERROR_INVALID_VALUE", DOC)
def stream_create_with_priority_unknown_flag(cuda, env):
    return cuda.cuStreamCreateWithPriority(4, 0)


@case("CUDA_SUCCESS", DOC)
def stream_create_with_priority_out_of_range_is_clamped(cuda, env):
    return cuda.cuStreamCreateWithPriority(0, -100)


@case("CUDA_ERROR_INVALID_HANDLE", DOC)
def stream_destroy_bogus(cuda, env):
    return cuda.cuStreamDestroy(BOGUS)


@case("CUDA_ERROR_INVALID_HANDLE", SEEN)
def stream_destroy_twice(cuda, env):
    s = env.stream()
    env.ok(cuda.cuStreamDestroy(s))
    return cuda.cuStreamDestroy(s)


@case("CUDA_ERROR_INVALID_HANDLE", SEEN)
def stream_synchronize_destroyed(cuda, env):
    s = env.stream()
    env.ok(cuda.cuStreamDestroy(s))
    return cuda.cuStreamSynchronize(s)


@case("CUDA_ERROR_INVALID_HANDLE", DOC)
def stream_synchronize_bogus(cuda, env):
    return cuda.cuStreamSynchronize(BOGUS)


@case("CUDA_ERROR_INVALID_HANDLE", DOC)
def stream_query_bogus(cuda, env):
    return cuda.cuStreamQuery(BOGUS)


@case("CUDA_ERROR_INVALID_HANDLE", DOC)
def stream_get_flags_bogus(cuda, env):
    return cuda.cuStreamGetFlags(BOGUS)


@case("CUDA_ERROR_INVALID_VALUE", DOC)
def stream_wait_event_unknown_flag(cuda, env):
    e = env.event()
    env.ok(cuda.cuEventRecord(e, 0))
    return cuda.cuStreamWaitEvent(env.stream(), e, 2)


@case("CUDA_ERROR_INVALID_HANDLE", DOC)
def stream_wait_event_bogus_event(cuda, env):
    return cuda.cuStreamWaitEvent(env.stream(), BOGUS, 0)


@case("CUDA_SUCCESS", DOC)
def stream_wait_event_of_another_context(cuda, env):
    other = env.other_context()
    e = env.in_context(other, lambda: env.ok(cuda.cuEventCreate(0)))
    env.in_context(other, lambda: env.ok(cuda.cuEventRecord(e, 0)))
    return cuda.cuStreamWaitEvent(env.stream(), e, 0)


@case("CUDA_ERROR_INVALID_VALUE", SEEN)
def launch_host_func_null(cuda, env):
    return cuda.cuLaunchHostFunc(env.stream(), 0, None)


@case("CUDA_ERROR_INVALID_VALUE", DOC)
def stream_add_callback_flags(cuda, env):
    return cuda.cuStreamAddCallback(env.stream(), lambda *a: None, None, 1)


@case("CUDA_ERROR_INVALID_HANDLE", SEEN)
def stream_destroy_legacy_default(cuda, env):
    return cuda.cuStreamDestroy(0)


# -- events --------------------------------------------------------------------------------------


@case("CUDA_ERROR_INVALID_VALUE", DOC)
def event_create_unknown_flag(cuda, env):
    return cuda.cuEventCreate(8)


@case("CUDA_ERROR_INVALID_VALUE", DOC)
def event_create_interprocess_with_timing(cuda, env):
    return cuda.cuEventCreate(4)


@case("CUDA_SUCCESS", DOC)
def event_create_interprocess_without_timing(cuda, env):
    return cuda.cuEventCreate(4 | 2)


@case("CUDA_ERROR_INVALID_HANDLE", DOC)
def event_record_on_another_contexts_stream(cuda, env):
    other = env.other_context()
    s = env.in_context(other, lambda: env.ok(cuda.cuStreamCreate(0)))
    return cuda.cuEventRecord(env.event(), s)


@case("CUDA_ERROR_INVALID_HANDLE", DOC)
def event_record_of_another_context_on_the_current_default_stream(cuda, env):
    other = env.other_context()
    e = env.in_context(other, lambda: env.ok(cuda.cuEventCreate(0)))
    return cuda.cuEventRecord(e, 0)


@case("CUDA_ERROR_INVALID_HANDLE", DOC)
def event_record_bogus(cuda, env):
    return cuda.cuEventRecord(BOGUS, 0)


@case("CUDA_ERROR_INVALID_VALUE", DOC)
def event_record_with_unknown_flag(cuda, env):
    return cuda.cuEventRecordWithFlags(env.event(), 0, 2)


@case("CUDA_ERROR_INVALID_HANDLE", DOC)
def event_query_bogus(cuda, env):
    return cuda.cuEventQuery(BOGUS)


@case("CUDA_SUCCESS", DOC)
def event_query_never_recorded(cuda, env):
    return cuda.cuEventQuery(env.event())


@case("CUDA_ERROR_INVALID_HANDLE", DOC)
def event_synchronize_bogus(cuda, env):
    return cuda.cuEventSynchronize(BOGUS)


@case("CUDA_ERROR_INVALID_HANDLE", DOC)
def event_elapsed_time_without_timing(cuda, env):
    a, b = env.event(2), env.event(2)
    env.ok(cuda.cuEventRecord(a, 0))
    env.ok(cuda.cuEventRecord(b, 0))
    env.ok(cuda.cuEventSynchronize(b))
    return cuda.cuEventElapsedTime(a, b)


@case("CUDA_ERROR_INVALID_HANDLE", DOC)
def event_elapsed_time_never_recorded(cuda, env):
    return cuda.cuEventElapsedTime(env.event(), env.event())


@case("CUDA_ERROR_INVALID_HANDLE", SEEN)
def event_destroy_twice(cuda, env):
    e = env.event()
    env.ok(cuda.cuEventDestroy(e))
    return cuda.cuEventDestroy(e)


# -- modules -------------------------------------------------------------------------------------


@case("CUDA_ERROR_INVALID_VALUE", DOC)
def module_load_null(cuda, env):
    return cuda.cuModuleLoadData(0)


@case("CUDA_ERROR_INVALID_PTX", DOC)
def module_load_malformed_ptx(cuda, env):
    return cuda.cuModuleLoadData(b".version 7.0\n.target sm_75\n.address_size 64\nfrob;\n\0")


@case("CUDA_ERROR_INVALID_PTX", DOC)
def module_load_integer_of_thousands_of_digits(cuda, env):
    return cuda.cuModuleLoadData(MISUSE_PTX + b"\n.global .u64 huge = " + b"9" * 5000 + b";\n")


@case("CUDA_SUCCESS", DOC)
def module_load_non_ascii_byte_in_a_comment(cuda, env):
    return cuda.cuModuleLoadData(b"// caf\xe9\n" + MISUSE_PTX)


@case("CUDA_ERROR_INVALID_PTX", DOC)
def module_load_non_ascii_byte_outside_comments(cuda, env):
    return cuda.cuModuleLoadData(MISUSE_PTX.replace(b".address_size 64", b".address_size 64\xe9"))


@case("CUDA_SUCCESS", DOC)
def module_load_a_thousand_nested_blocks(cuda, env):
    body = b"{" * 1000 + b"ret;" + b"}" * 1000
    ptx = b".version 7.0\n.target sm_75\n.address_size 64\n.visible .entry deep()\n{\n" + body
    return cuda.cuModuleLoadData(ptx + b"\n}\n")


@case("CUDA_ERROR_NO_BINARY_FOR_GPU", DOC)
def module_load_cubin_for_another_gpu(cuda, env):
    return cuda.cuModuleLoadData(CUBIN.read_bytes())


@case("CUDA_ERROR_FILE_NOT_FOUND", DOC)
def module_load_missing_file(cuda, env):
    return cuda.cuModuleLoad(b"/nonexistent/kernels.ptx")


@case("CUDA_ERROR_NOT_FOUND", DOC)
def module_get_function_missing(cuda, env):
    return cuda.cuModuleGetFunction(env.module(), b"no_such_kernel")


@case("CUDA_ERROR_INVALID_HANDLE", DOC)
def module_get_function_bogus_module(cuda, env):
    return cuda.cuModuleGetFunction(BOGUS, b"count")


@case("CUDA_ERROR_NOT_FOUND", DOC)
def module_get_global_missing(cuda, env):
    return cuda.cuModuleGetGlobal(env.module(), b"no_such_global")


@case("CUDA_ERROR_INVALID_HANDLE", SEEN)
def module_unload_twice(cuda, env):
    m = env.ok(cuda.cuModuleLoadData(MISUSE_PTX))
    env.ok(cuda.cuModuleUnload(m))
    return cuda.cuModuleUnload(m)


@case("CUDA_ERROR_INVALID_HANDLE", SEEN)
def module_get_function_after_unload(cuda, env):
    m = env.ok(cuda.cuModuleLoadData(MISUSE_PTX))
    env.ok(cuda.cuModuleUnload(m))
    return cuda.cuModuleGetFunction(m, b"count")


@case("CUDA_ERROR_INVALID_HANDLE", SEEN)
def launch_function_of_an_unloaded_module(cuda, env):
    m = env.ok(cuda.cuModuleLoadData(MISUSE_PTX))
    f = env.ok(cuda.cuModuleGetFunction(m, b"count"))
    env.ok(cuda.cuModuleUnload(m))
    return launch(cuda, f, ((env.alloc(),), (ctypes.c_void_p,)))


@case("CUDA_ERROR_NOT_FOUND", DOC)
def library_get_kernel_missing(cuda, env):
    lib = env.ok(cuda.cuLibraryLoadData(MISUSE_PTX, None, None, 0, None, None, 0))
    return cuda.cuLibraryGetKernel(lib, b"no_such_kernel")


@case("CUDA_ERROR_INVALID_HANDLE", SEEN)
def library_unload_twice(cuda, env):
    lib = env.ok(cuda.cuLibraryLoadData(MISUSE_PTX, None, None, 0, None, None, 0))
    env.ok(cuda.cuLibraryUnload(lib))
    return cuda.cuLibraryUnload(lib)


# -- launches ------------------------------------------------------------------------------------


@case("CUDA_ERROR_INVALID_HANDLE", DOC)
def launch_bogus_function(cuda, env):
    return launch(cuda, BOGUS, ((env.alloc(),), (ctypes.c_void_p,)))


@case("CUDA_ERROR_INVALID_VALUE", DOC)
def launch_block_above_1024_threads(cuda, env):
    return launch(cuda, env.kernel(), ((env.alloc(),), (ctypes.c_void_p,)), block=(1025, 1, 1))


@case("CUDA_ERROR_INVALID_VALUE", DOC)
def launch_block_z_above_64(cuda, env):
    return launch(cuda, env.kernel(), ((env.alloc(),), (ctypes.c_void_p,)), block=(1, 1, 65))


@case("CUDA_ERROR_INVALID_VALUE", DOC)
def launch_zero_grid(cuda, env):
    return launch(cuda, env.kernel(), ((env.alloc(),), (ctypes.c_void_p,)), grid=(0, 1, 1))


@case("CUDA_ERROR_LAUNCH_OUT_OF_RESOURCES", DOC)
def launch_above_launch_bounds(cuda, env):
    return launch(cuda, env.kernel("bounded"), ((env.alloc(1024),), (ctypes.c_void_p,)),
                  block=(128, 1, 1))


@case("CUDA_ERROR_INVALID_VALUE", SEEN)
def launch_too_much_dynamic_shared_memory(cuda, env):
    return launch(cuda, env.kernel("reverse_block"), ((env.alloc(),), (ctypes.c_void_p,)),
                  shared=1 << 30)


@case("CUDA_ERROR_INVALID_VALUE", DOC)
def launch_with_kernel_params_and_extra(cuda, env):
    ptr = env.alloc()
    buffer = np.array([ptr], np.uint64)
    size = np.array([8], np.uint64)
    extra = (1, buffer.ctypes.data, 2, size.ctypes.data, 0)
    return launch(cuda, env.kernel(), ((ptr,), (ctypes.c_void_p,)), extra=extra)


@case("CUDA_SUCCESS", DOC)
def launch_ignores_extra_kernel_params(cuda, env):
    ptr = env.alloc(4)
    env.ok(cuda.cuMemsetD32(ptr, 0, 1))
    args = ((ptr, 5, 6), (ctypes.c_void_p, ctypes.c_int, ctypes.c_int))
    result = launch(cuda, env.kernel(), args)
    env.ok(cuda.cuCtxSynchronize())
    assert env.download(ptr, 4).view(np.int32)[0] == 1
    return result


@case("CUDA_SUCCESS", DOC)
def launch_ignores_extra_pointers_in_a_kernel_params_array(cuda, env):
    ptr = env.alloc(4)
    env.ok(cuda.cuMemsetD32(ptr, 0, 1))
    value = np.array([ptr], np.uint64)
    junk = np.array([7], np.uint64)
    params = np.array([value.ctypes.data, junk.ctypes.data, 0], np.uint64)
    result = launch(cuda, env.kernel(), params.ctypes.data)
    env.ok(cuda.cuCtxSynchronize())
    assert env.download(ptr, 4).view(np.int32)[0] == 1
    return result


@case("CUDA_ERROR_INVALID_VALUE", DOC)
def launch_null_kernel_params_for_a_kernel_with_parameters(cuda, env):
    return launch(cuda, env.kernel(), 0)


@case("CUDA_ERROR_INVALID_VALUE", DOC)
def launch_extra_buffer_smaller_than_the_parameters(cuda, env):
    buffer = np.zeros(1, np.uint32)
    size = np.array([4], np.uint64)
    return launch(cuda, env.kernel(), 0, extra=(1, buffer.ctypes.data, 2, size.ctypes.data, 0))


@case("CUDA_ERROR_INVALID_HANDLE", SEEN)
def launch_function_of_another_context(cuda, env):
    other = env.other_context()
    f = env.in_context(other, lambda: env.ok(cuda.cuModuleGetFunction(
        env.ok(cuda.cuModuleLoadData(MISUSE_PTX)), b"count")))
    return launch(cuda, f, ((env.alloc(),), (ctypes.c_void_p,)))


@case("CUDA_ERROR_INVALID_HANDLE", SEEN)
def launch_on_a_stream_of_another_context(cuda, env):
    other = env.other_context()
    s = env.in_context(other, lambda: env.ok(cuda.cuStreamCreate(0)))
    return launch(cuda, env.kernel(), ((env.alloc(),), (ctypes.c_void_p,)), stream=s)


@case("CUDA_ERROR_INVALID_HANDLE", SEEN)
def launch_on_a_destroyed_stream(cuda, env):
    s = env.stream()
    env.ok(cuda.cuStreamDestroy(s))
    return launch(cuda, env.kernel(), ((env.alloc(),), (ctypes.c_void_p,)), stream=s)


@case("CUDA_ERROR_INVALID_HANDLE", DOC)
def func_get_attribute_bogus(cuda, env):
    return cuda.cuFuncGetAttribute(0, BOGUS)


@case("CUDA_ERROR_INVALID_VALUE", DOC)
def func_set_attribute_too_much_dynamic_shared(cuda, env):
    attribute = cuda.CUfunction_attribute.CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES
    return cuda.cuFuncSetAttribute(env.kernel(), attribute, 1 << 30)


@case("CUDA_ERROR_INVALID_VALUE", DOC)
def func_get_attribute_unknown(cuda, env):
    return cuda.cuFuncGetAttribute(9999, env.kernel())


@case("CUDA_ERROR_ASSERT", DOC, sticky=True)
def failed_device_assert_is_sticky(cuda, env):
    ptr = env.alloc(8)
    env.ok(cuda.cuMemsetD32(ptr, 0, 2))
    env.ok(launch(cuda, env.kernel("fails_assert"), ((ptr,), (ctypes.c_void_p,))))
    cuda.cuCtxSynchronize()
    return cuda.cuMemAlloc(64)  # a sticky error: the context cannot be used again


# -- running the cases ---------------------------------------------------------------------------


def driver_module(native: bool):
    if native:
        from cuda.bindings import driver
    else:
        os.environ.setdefault("ZLUDA_BACKEND", "opencl")
        logging.getLogger("zluda").setLevel(logging.CRITICAL)
        from zluda import driver
    return driver


def run(name: str, native: bool = False) -> tuple[str, str]:
    """Run one case in this process; return (the CUresult name of its call, a problem or "")."""
    cuda = driver_module(native)
    c = CASES[name]
    env = None
    if c.init:
        err, = cuda.cuInit(0)
        if err:
            return "", f"cuInit failed: {_message(cuda)}"
        env = Env(cuda)
    try:
        result = c.run(cuda, env)
    except AssertionError as exc:
        return "", f"assertion failed: {exc}"
    err = result[0] if isinstance(result, tuple) else result
    outcome = cuda.CUresult(err).name
    if err != cuda.CUresult.CUDA_SUCCESS and any(v is not None for v in result[1:]):
        return outcome, f"a failed call returned outputs: {result[1:]}"
    if not c.sticky:
        problem = _still_works(cuda)
        if problem:
            return outcome, problem
    return outcome, ""


def _still_works(cuda) -> str:
    """The driver still serves a plain round trip in this process (nothing was lost)."""
    if cuda.cuInit(0)[0]:
        return ""  # the case tested the uninitialized driver
    err, ptr = cuda.cuMemAlloc(64)
    if err == cuda.CUresult.CUDA_ERROR_INVALID_CONTEXT:
        _, device = cuda.cuDeviceGet(0)
        _, context = cuda.cuCtxCreate(None, 0, device)
        err, ptr = cuda.cuMemAlloc(64)
    if err:
        return f"afterwards, cuMemAlloc fails: {_message(cuda)}"
    out = np.zeros(64, np.uint8)
    if cuda.cuMemsetD8(ptr, 0x42, 64)[0] or cuda.cuMemcpyDtoH(out, ptr, 64)[0]:
        return f"afterwards, a round trip fails: {_message(cuda)}"
    if not (out == 0x42).all():
        return "afterwards, a round trip gives wrong bytes"
    return ""


def _child(name: str, native: bool, conn) -> None:
    try:
        conn.send(run(name, native))
    except BaseException as exc:  # noqa: BLE001 - reported as the case's failure
        conn.send(("", f"the case raised {type(exc).__name__}: {exc}"))
    finally:
        conn.close()


# A forkserver child's exit status is read once, from a pipe: Process.start() polls every
# other child of this process, and two threads polling one child race for that read (the loser
# records 255). Starting processes and reading exit statuses are therefore serialized.
_POLLING = threading.Lock()


def _exit_status(process, timeout: float | None = CASE_TIMEOUT_S) -> int | None:
    """The process's exit status once it ended (None: still running after ``timeout``)."""
    multiprocessing.connection.wait([process.sentinel], timeout)
    with _POLLING:
        return process.exitcode


def _in_process(context, name: str, native: bool) -> tuple[str, str]:
    receiver, sender = context.Pipe(duplex=False)
    process = context.Process(target=_child, args=(name, native, sender))
    with _POLLING:
        process.start()
    sender.close()
    if not receiver.poll(CASE_TIMEOUT_S):
        with _POLLING:
            process.kill()
        return "", (f"no answer in {CASE_TIMEOUT_S} s (a hang), or the process died (exit"
                    f" status {_exit_status(process, None)})")
    try:
        outcome = receiver.recv()
    except EOFError:
        return "", f"the process died (exit status {_exit_status(process, None)})"
    status = _exit_status(process)
    if status is None:
        with _POLLING:
            process.kill()
        return outcome[0], f"the process did not exit in {CASE_TIMEOUT_S} s after the case"
    if status != 0:
        return outcome[0], f"the process ended with status {status} after the case"
    return outcome


def run_all(names: list[str] | None = None, native: bool = False,
            jobs: int = 2) -> dict[str, tuple[str, str]]:
    """(result, problem) of each case, each in a process of its own."""
    names = list(names or CASES)
    context = multiprocessing.get_context("forkserver")
    module = "cuda.bindings.driver" if native else "zluda.driver"
    context.set_forkserver_preload([module, "numpy", __name__])
    with ThreadPoolExecutor(jobs) as pool:
        return dict(zip(names, pool.map(lambda n: _in_process(context, n, native), names)))


def figures(outcomes: dict[str, tuple[str, str]]) -> dict:
    matched = [n for n, (result, problem) in outcomes.items()
               if not problem and result == CASES[n].expected]
    return {
        "cases": len(outcomes),
        "matched": len(matched),
        "documented": sum(CASES[n].source == DOC for n in outcomes),
        "observed": sum(CASES[n].source == SEEN for n in outcomes),
        "crashed_or_hung": sum("died" in p or "hang" in p for _, p in outcomes.values()),
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m conformance.misuse",
        description="Run the API misuse cases, each in a process of its own, and compare each"
                    " result with CUDA's.")
    parser.add_argument("--native", action="store_true",
                        help="run on NVIDIA's driver through cuda-python (needs an NVIDIA GPU);"
                             " cases with bogus handles are left out")
    parser.add_argument("--jobs", type=int, default=2, help="cases run at once (default 2)")
    parser.add_argument("--record", action="store_true",
                        help="write the figures to conformance/robustness.json (for REPORT.md)")
    parser.add_argument("cases", nargs="*", help="only these cases (default: all)")
    args = parser.parse_args(argv)
    names = args.cases or [n for n, c in CASES.items() if not (args.native and c.bogus_handle)]
    unknown = [n for n in names if n not in CASES]
    if unknown:
        parser.error(f"no such case: {', '.join(unknown)}")
    outcomes = run_all(names, args.native, args.jobs)
    for name, (result, problem) in outcomes.items():
        expected = CASES[name].expected
        if problem or result != expected:
            print(f"{name}: {result or '-'} (CUDA: {expected}, {CASES[name].source})"
                  f"{': ' + problem if problem else ''}")
    numbers = figures(outcomes)
    print(f"{numbers['matched']} of {numbers['cases']} cases give CUDA's result"
          f" ({numbers['documented']} documented, {numbers['observed']} observed);"
          f" {numbers['crashed_or_hung']} crashed or hung")
    if args.record:
        from .report import record_robustness

        record_robustness("native_misuse" if args.native else "misuse", numbers)
    return 0 if numbers["matched"] == numbers["cases"] else 1


if __name__ == "__main__":
    sys.exit(main())
