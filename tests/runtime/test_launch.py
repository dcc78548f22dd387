"""Kernel launches: every kernelParams form, extra, cuLaunchKernelEx, shared memory, limits,
function attributes, occupancy, and device-side assert/trap."""

import ctypes

import numpy as np
import pytest
from zluda import driver as cuda

from .helpers import RUNTIME_PTX, check, download, error, kernel

R = cuda.CUresult
FA = cuda.CUfunction_attribute


class Pair(ctypes.Structure):
    _fields_ = [("a", ctypes.c_int), ("b", ctypes.c_double)]


@pytest.fixture
def module(backend):
    return check(cuda, cuda.cuModuleLoadData(RUNTIME_PTX))


def _echo_result(out):
    raw = download(cuda, out, 48, np.uint8)
    return (int(raw[:1].view(np.int8)[0]), int(raw[2:4].view(np.int16)[0]),
            int(raw[4:8].view(np.int32)[0]), int(raw[8:16].view(np.int64)[0]),
            float(raw[16:20].view(np.float32)[0]), float(raw[24:32].view(np.float64)[0]),
            int(raw[32:36].view(np.int32)[0]), float(raw[40:48].view(np.float64)[0]))


EXPECTED = (-5, -300, 123456, -(1 << 40), 1.5, 2.25, 7, 9.5)


def _c_args(out):
    """The echo_params arguments as ctypes objects (kept alive by the caller)."""
    return [ctypes.c_int8(-5), ctypes.c_int16(-300), ctypes.c_int32(123456),
            ctypes.c_int64(-(1 << 40)), ctypes.c_float(1.5), ctypes.c_double(2.25), Pair(7, 9.5),
            ctypes.c_uint64(int(out))]


def test_values_with_ctypes_types(module):
    echo = kernel(cuda, module, "echo_params")
    out = check(cuda, cuda.cuMemAlloc(64))
    values = (-5, -300, 123456, -(1 << 40), 1.5, 2.25, Pair(7, 9.5), out)
    types = (ctypes.c_byte, ctypes.c_short, ctypes.c_int, ctypes.c_longlong, ctypes.c_float,
             ctypes.c_double, None, None)
    check(cuda, cuda.cuLaunchKernel(echo, 1, 1, 1, 1, 1, 1, 0, 0, (values, types), 0))
    assert _echo_result(out) == EXPECTED
    # a ctypes instance with a ctypes type, and a plain int for a pointer with c_void_p
    values = (ctypes.c_byte(-5), -300, 123456, -(1 << 40), 1.5, 2.25, Pair(7, 9.5), int(out))
    types = types[:7] + (ctypes.c_void_p,)
    check(cuda, cuda.cuLaunchKernel(echo, 1, 1, 1, 1, 1, 1, 0, 0, (values, types), 0))
    assert _echo_result(out) == EXPECTED


@pytest.mark.parametrize("form", ["buffer", "address"])
def test_pointer_array_forms(module, form):
    echo = kernel(cuda, module, "echo_params")
    out = check(cuda, cuda.cuMemAlloc(64))
    args = _c_args(out)
    pointers = np.array([ctypes.addressof(a) for a in args], dtype=np.uint64)
    params = pointers if form == "buffer" else pointers.ctypes.data
    check(cuda, cuda.cuLaunchKernel(echo, 1, 1, 1, 1, 1, 1, 0, 0, params, 0))
    assert _echo_result(out) == EXPECTED


def test_extra_parameter_buffer(module):
    echo = kernel(cuda, module, "echo_params")
    out = check(cuda, cuda.cuMemAlloc(64))
    # CUDA's packed layout: each parameter at its natural alignment
    buffer = bytearray(72)
    for offset, value in ((0, ctypes.c_int8(-5)), (2, ctypes.c_int16(-300)),
                          (4, ctypes.c_int32(123456)), (8, ctypes.c_int64(-(1 << 40))),
                          (16, ctypes.c_float(1.5)), (24, ctypes.c_double(2.25)),
                          (32, Pair(7, 9.5)), (48, ctypes.c_uint64(int(out)))):
        data = bytes(value)
        buffer[offset: offset + len(data)] = data
    size = ctypes.c_size_t(56)
    keep = (ctypes.c_char * len(buffer)).from_buffer(buffer)
    extra = (cuda.CU_LAUNCH_PARAM_BUFFER_POINTER, ctypes.addressof(keep),
             cuda.CU_LAUNCH_PARAM_BUFFER_SIZE, ctypes.addressof(size), cuda.CU_LAUNCH_PARAM_END)
    check(cuda, cuda.cuLaunchKernel(echo, 1, 1, 1, 1, 1, 1, 0, 0, None, extra))
    assert _echo_result(out) == EXPECTED
    short = (cuda.CU_LAUNCH_PARAM_BUFFER_POINTER, ctypes.addressof(keep),
             cuda.CU_LAUNCH_PARAM_BUFFER_SIZE, ctypes.addressof(ctypes.c_size_t(8)),
             cuda.CU_LAUNCH_PARAM_END)
    assert error(cuda.cuLaunchKernel(echo, 1, 1, 1, 1, 1, 1, 0, 0, None, short)) == \
        R.CUDA_ERROR_INVALID_VALUE


def test_wrong_arguments(module):
    echo = kernel(cuda, module, "echo_params")
    count = kernel(cuda, module, "count")
    assert error(cuda.cuLaunchKernel(echo, 1, 1, 1, 1, 1, 1, 0, 0, ((1,), (ctypes.c_int,)), 0)) \
        == R.CUDA_ERROR_INVALID_VALUE
    assert error(cuda.cuLaunchKernel(count, 1, 1, 1, 1, 1, 1, 0, 0, None, 0)) == \
        R.CUDA_ERROR_INVALID_VALUE
    assert error(cuda.cuLaunchKernel(cuda.CUfunction(0x77777), 1, 1, 1, 1, 1, 1, 0, 0, None, 0)) \
        == R.CUDA_ERROR_INVALID_HANDLE
    args = _c_args(check(cuda, cuda.cuMemAlloc(64)))  # a C void ** with a NULL entry
    pointers = np.array([ctypes.addressof(a) for a in args], dtype=np.uint64)
    pointers[3] = 0
    assert error(cuda.cuLaunchKernel(echo, 1, 1, 1, 1, 1, 1, 0, 0, pointers.ctypes.data, 0)) \
        == R.CUDA_ERROR_INVALID_VALUE
    assert "argument 3 is NULL" in cuda.last_error_message()


def test_untyped_plain_int_is_refused_as_cuda_bindings_does(module):
    """With the type None, cuda.bindings takes only binding objects, ctypes structures and
    enums (a plain int is a TypeError there): zluda refuses it too, so that a program that
    runs on zluda also runs natively."""
    echo = kernel(cuda, module, "echo_params")
    out = check(cuda, cuda.cuMemAlloc(64))
    values = (-5, -300, 123456, -(1 << 40), 1.5, 2.25, Pair(7, 9.5), int(out))
    types = (ctypes.c_byte, ctypes.c_short, ctypes.c_int, ctypes.c_longlong, ctypes.c_float,
             ctypes.c_double, None, None)
    result = cuda.cuLaunchKernel(echo, 1, 1, 1, 1, 1, 1, 0, 0, (values, types), 0)
    assert error(result) == R.CUDA_ERROR_INVALID_VALUE
    assert "getPtr" in cuda.last_error_message()


def test_launch_kernel_ex(module):
    count = kernel(cuda, module, "count")
    out = check(cuda, cuda.cuMemAlloc(4))
    check(cuda, cuda.cuMemsetD32(out, 0, 1))
    stream = check(cuda, cuda.cuStreamCreate(0))
    config = cuda.CUlaunchConfig()
    config.gridDimX, config.gridDimY, config.gridDimZ = 3, 2, 1
    config.blockDimX, config.blockDimY, config.blockDimZ = 16, 2, 1
    config.hStream = stream
    attribute = cuda.CUlaunchAttribute()
    attribute.id = cuda.CUlaunchAttributeID.CU_LAUNCH_ATTRIBUTE_PRIORITY  # ignored
    config.attrs = [attribute]
    config.numAttrs = 1
    check(cuda, cuda.cuLaunchKernelEx(config, count, ((out,), (None,)), 0))
    check(cuda, cuda.cuStreamSynchronize(stream))
    assert download(cuda, out, 1)[0] == 3 * 2 * 16 * 2
    # cooperative: the grid must fit what runs at once (tests/runtime/test_cooperative.py)
    attribute.id = cuda.CUlaunchAttributeID.CU_LAUNCH_ATTRIBUTE_COOPERATIVE
    attribute.value.cooperative = 1
    config.gridDimY = 1
    units = check(cuda, cuda.cuDeviceGetAttribute(
        cuda.CUdevice_attribute.CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT, 0))
    config.gridDimX = check(cuda, cuda.cuOccupancyMaxActiveBlocksPerMultiprocessor(
        count, 32, 0)) * units
    check(cuda, cuda.cuMemsetD32(out, 0, 1))
    check(cuda, cuda.cuLaunchKernelEx(config, count, ((out,), (None,)), 0))
    check(cuda, cuda.cuStreamSynchronize(stream))
    assert download(cuda, out, 1)[0] == config.gridDimX * 16 * 2


def test_clusters_of_more_than_one_block_are_refused(module):
    count = kernel(cuda, module, "count")
    out = check(cuda, cuda.cuMemAlloc(4))
    check(cuda, cuda.cuMemsetD32(out, 0, 1))
    config = cuda.CUlaunchConfig()
    config.gridDimX, config.gridDimY, config.gridDimZ = 2, 1, 1
    config.blockDimX, config.blockDimY, config.blockDimZ = 32, 1, 1
    attribute = cuda.CUlaunchAttribute()
    attribute.id = cuda.CUlaunchAttributeID.CU_LAUNCH_ATTRIBUTE_CLUSTER_DIMENSION
    attribute.value.clusterDim.x, attribute.value.clusterDim.y = 2, 1
    attribute.value.clusterDim.z = 1
    config.attrs, config.numAttrs = [attribute], 1
    result = cuda.cuLaunchKernelEx(config, count, ((out,), (None,)), 0)
    assert error(result) == R.CUDA_ERROR_NOT_SUPPORTED
    assert "cluster" in cuda.last_error_message()
    attribute.value.clusterDim.x = 1  # clusters of one block are every launch's
    check(cuda, cuda.cuLaunchKernelEx(config, count, ((out,), (None,)), 0))
    check(cuda, cuda.cuCtxSynchronize())
    assert download(cuda, out, 1)[0] == 2 * 32


def test_dynamic_shared_memory(module):
    reverse = kernel(cuda, module, "reverse_block")
    n, block = 512, 128
    ptr = check(cuda, cuda.cuMemAlloc(4 * n))
    data = np.arange(n, dtype=np.int32)
    check(cuda, cuda.cuMemcpyHtoD(ptr, data, data.nbytes))
    check(cuda, cuda.cuLaunchKernel(reverse, n // block, 1, 1, block, 1, 1, 4 * block, 0,
                                    ((ptr,), (None,)), 0))
    assert (download(cuda, ptr, n) == data.reshape(-1, block)[:, ::-1].ravel()).all()


def test_limits(module):
    device = check(cuda, cuda.cuDeviceGet(0))
    A = cuda.CUdevice_attribute
    max_threads = check(cuda, cuda.cuDeviceGetAttribute(A.CU_DEVICE_ATTRIBUTE_MAX_THREADS_PER_BLOCK,
                                                        device))
    max_shared = check(cuda, cuda.cuDeviceGetAttribute(
        A.CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_BLOCK, device))
    count = kernel(cuda, module, "count")
    out = check(cuda, cuda.cuMemAlloc(4))
    args = ((out,), (None,))
    assert error(cuda.cuLaunchKernel(count, 1, 1, 1, max_threads + 1, 1, 1, 0, 0, args, 0)) == \
        R.CUDA_ERROR_INVALID_VALUE
    assert error(cuda.cuLaunchKernel(count, 1, 1, 1, 1, 1, 65, 0, 0, args, 0)) == \
        R.CUDA_ERROR_INVALID_VALUE
    assert error(cuda.cuLaunchKernel(count, 0, 1, 1, 1, 1, 1, 0, 0, args, 0)) == \
        R.CUDA_ERROR_INVALID_VALUE
    assert error(cuda.cuLaunchKernel(count, 1, 1, 1, 32, 1, 1, max_shared + 1, 0, args, 0)) == \
        R.CUDA_ERROR_INVALID_VALUE
    bounded = kernel(cuda, module, "bounded")
    assert check(cuda, cuda.cuFuncGetAttribute(FA.CU_FUNC_ATTRIBUTE_MAX_THREADS_PER_BLOCK,
                                               bounded)) == 64
    assert error(cuda.cuLaunchKernel(bounded, 1, 1, 1, 128, 1, 1, 0, 0, args, 0)) == \
        R.CUDA_ERROR_LAUNCH_OUT_OF_RESOURCES
    check(cuda, cuda.cuCtxSynchronize())


def test_function_attributes(module):
    reverse = kernel(cuda, module, "reverse_block")
    for attribute in FA:
        if attribute.name != "CU_FUNC_ATTRIBUTE_MAX":
            assert isinstance(check(cuda, cuda.cuFuncGetAttribute(attribute, reverse)), int)
    assert check(cuda, cuda.cuFuncGetAttribute(FA.CU_FUNC_ATTRIBUTE_SHARED_SIZE_BYTES, reverse)) \
        == 0
    check(cuda, cuda.cuFuncSetAttribute(reverse, FA.CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES,
                                        1024))
    assert check(cuda, cuda.cuFuncGetAttribute(
        FA.CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES, reverse)) == 1024
    assert error(cuda.cuFuncSetAttribute(
        reverse, FA.CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES, 1 << 30)) == \
        R.CUDA_ERROR_INVALID_VALUE
    assert error(cuda.cuFuncSetAttribute(reverse, FA.CU_FUNC_ATTRIBUTE_NUM_REGS, 3)) == \
        R.CUDA_ERROR_INVALID_VALUE
    check(cuda, cuda.cuFuncSetCacheConfig(reverse, cuda.CUfunc_cache.CU_FUNC_CACHE_PREFER_L1))
    check(cuda, cuda.cuFuncSetSharedMemConfig(
        reverse, cuda.CUsharedconfig.CU_SHARED_MEM_CONFIG_FOUR_BYTE_BANK_SIZE))
    assert error(cuda.cuFuncSetSharedMemConfig(reverse, 7)) == R.CUDA_ERROR_INVALID_VALUE
    assert error(cuda.cuFuncSetSharedMemConfig(cuda.CUfunction(12345), 0)) == \
        R.CUDA_ERROR_INVALID_HANDLE


def test_occupancy(module):
    count = kernel(cuda, module, "count")
    bounded = kernel(cuda, module, "bounded")
    blocks = check(cuda, cuda.cuOccupancyMaxActiveBlocksPerMultiprocessor(count, 128, 0))
    assert blocks >= 1
    assert check(cuda, cuda.cuOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(
        count, 128, 0, 0)) == blocks
    assert check(cuda, cuda.cuOccupancyMaxActiveBlocksPerMultiprocessor(bounded, 128, 0)) == 0
    min_grid, block = check(cuda, cuda.cuOccupancyMaxPotentialBlockSize(count, None, 0, 0))
    assert min_grid >= 1 and 32 <= block
    _, block = check(cuda, cuda.cuOccupancyMaxPotentialBlockSize(bounded, None, 0, 0))
    assert block <= 64
    _, block = check(cuda, cuda.cuOccupancyMaxPotentialBlockSize(count, None, 0, 96))
    assert block <= 96


@pytest.mark.parametrize("name, result", [("fails_assert", "CUDA_ERROR_ASSERT"),
                                          ("traps", "CUDA_ERROR_LAUNCH_FAILED")])
def test_device_errors_are_sticky(module, name, result):
    function = kernel(cuda, module, name)
    ptr = check(cuda, cuda.cuMemAlloc(8))
    check(cuda, cuda.cuMemsetD32(ptr, 0, 2))
    check(cuda, cuda.cuLaunchKernel(function, 1, 1, 1, 1, 1, 1, 0, 0, ((ptr,), (None,)), 0))
    assert cuda.cuCtxSynchronize() == (R[result],)
    assert error(cuda.cuMemAlloc(8)) == R[result]          # the context is unusable now
    assert error(cuda.cuStreamSynchronize(0)) == R[result]


def test_a_synchronize_reads_only_modules_launched_since_the_last_and_still_sees_a_trap(
        module, monkeypatch):
    """A module whose launches ended cleanly at a cuCtxSynchronize, or at a stream's synchronize
    while the other streams are idle, is not read again until it launches again (a synchronize
    costs nothing per idle module); a later trap in it is seen."""
    from zluda.runtime.module import Module

    reads = []
    real = Module.device_status
    monkeypatch.setattr(Module, "device_status", lambda self: reads.append(self) or real(self))
    idle = check(cuda, cuda.cuModuleLoadData(RUNTIME_PTX))  # loaded, never launched
    counter = check(cuda, cuda.cuMemAlloc(8))
    check(cuda, cuda.cuMemsetD32(counter, 0, 2))
    count = kernel(cuda, module, "count")
    check(cuda, cuda.cuLaunchKernel(count, 1, 1, 1, 1, 1, 1, 0, 0, ((counter,), (None,)), 0))
    check(cuda, cuda.cuCtxSynchronize())
    assert len(reads) == 1
    check(cuda, cuda.cuCtxSynchronize())
    check(cuda, cuda.cuStreamSynchronize(0))
    assert len(reads) == 1  # nothing launched since the clean read
    # the legacy stream as the context's only stream: its synchronize reads clean too
    check(cuda, cuda.cuLaunchKernel(count, 1, 1, 1, 1, 1, 1, 0, 0, ((counter,), (None,)), 0))
    check(cuda, cuda.cuStreamSynchronize(0))
    check(cuda, cuda.cuStreamSynchronize(0))
    assert len(reads) == 2
    # with another stream, a launch on it may still run: every synchronize of the legacy
    # stream reads the module again until a context synchronize
    other = check(cuda, cuda.cuStreamCreate(1))  # non-blocking
    check(cuda, cuda.cuLaunchKernel(count, 1, 1, 1, 1, 1, 1, 0, other, ((counter,), (None,)), 0))
    check(cuda, cuda.cuStreamSynchronize(0))
    check(cuda, cuda.cuStreamSynchronize(0))
    assert len(reads) == 4
    # a created stream's synchronize, the other streams idle: it reads clean too
    check(cuda, cuda.cuStreamSynchronize(other))
    check(cuda, cuda.cuStreamSynchronize(other))
    check(cuda, cuda.cuStreamSynchronize(0))
    assert len(reads) == 5
    # ... but not while another stream may still run a launch (the legacy stream, not waited)
    check(cuda, cuda.cuLaunchKernel(count, 1, 1, 1, 1, 1, 1, 0, 0, ((counter,), (None,)), 0))
    check(cuda, cuda.cuLaunchKernel(count, 1, 1, 1, 1, 1, 1, 0, other, ((counter,), (None,)), 0))
    check(cuda, cuda.cuStreamSynchronize(other))
    check(cuda, cuda.cuStreamSynchronize(other))
    assert len(reads) == 7
    check(cuda, cuda.cuCtxSynchronize())
    check(cuda, cuda.cuStreamDestroy(other))
    reads.clear()
    zero = check(cuda, cuda.cuMemAlloc(8))  # the kernel traps where its word is 0
    check(cuda, cuda.cuMemsetD32(zero, 0, 2))
    check(cuda, cuda.cuLaunchKernel(kernel(cuda, module, "traps"), 1, 1, 1, 1, 1, 1, 0, 0,
                                    ((zero,), (None,)), 0))
    assert cuda.cuCtxSynchronize() == (R.CUDA_ERROR_LAUNCH_FAILED,)
    assert len(reads) == 1 and all(m is not idle for m in reads)


def test_launches_that_change_some_parameters_or_the_block_use_each_launchs_own(module):
    """A backend sets only the parameters that changed since the kernel's last launch (and the
    hidden arguments when the geometry changed): every launch still computes with its own,
    one that returns to earlier values included."""
    scale_add = kernel(cuda, module, "scale_add")  # x[i] = x[i] * scale + add, for i < n
    n = 64
    a, b = (check(cuda, cuda.cuMemAlloc(4 * n)) for _ in range(2))
    for buffer in (a, b):
        check(cuda, cuda.cuMemsetD32(buffer, 1, n))
    stream = check(cuda, cuda.cuStreamCreate(0))
    types = (None, ctypes.c_uint32, ctypes.c_uint32, ctypes.c_uint64)
    for buffer, scale, add, count, block in ((a, 2, 0, n, 32), (a, 2, 1, n, 32),
                                             (b, 3, 1, n, 32), (b, 3, 1, 16, 64),
                                             (a, 2, 1, n, 32), (b, 1, 5, n, 16)):
        check(cuda, cuda.cuLaunchKernel(scale_add, n // block, 1, 1, block, 1, 1, 0, stream,
                                        ((buffer, scale, add, count), types), 0))
    check(cuda, cuda.cuStreamSynchronize(stream))
    assert list(download(cuda, a, n)) == [11] * n  # 1 -> 2 -> 5 -> 11
    assert list(download(cuda, b, n)) == [18] * 16 + [9] * 48  # 1 -> 4 -> 13 (16) -> +5


def test_a_backend_that_cannot_prepare_a_launch_gives_its_error(module, monkeypatch):
    """A backend's launcher may fail as it is made (the Level Zero backend makes the hidden
    arguments then): the launch answers the CUresult that the backend names, as a failed
    enqueue does, and a later launch is prepared again."""
    from zluda.runtime.backend import BackendError
    from zluda.runtime.driver import DRIVER
    from zluda.runtime.stream import Stream

    stream = check(cuda, cuda.cuStreamCreate(0))
    queue = DRIVER.handles.get(int(stream), Stream).queue
    real = queue.launcher

    def failing(*args):
        raise BackendError("no room for the arguments", "CUDA_ERROR_OUT_OF_MEMORY")

    monkeypatch.setattr(queue, "launcher", failing)
    counter = check(cuda, cuda.cuMemAlloc(4))
    check(cuda, cuda.cuMemsetD32(counter, 0, 1))
    count = kernel(cuda, module, "count")
    args = ((counter,), (None,))
    assert error(cuda.cuLaunchKernel(count, 1, 1, 1, 32, 1, 1, 0, stream, args, 0)) \
        == R.CUDA_ERROR_OUT_OF_MEMORY
    assert "no room for the arguments" in cuda.last_error_message()
    monkeypatch.setattr(queue, "launcher", real)
    check(cuda, cuda.cuLaunchKernel(count, 1, 1, 1, 32, 1, 1, 0, stream, args, 0))
    check(cuda, cuda.cuStreamSynchronize(stream))
    assert download(cuda, counter, 1)[0] == 32


def _known_idle(stream) -> bool:
    from zluda.runtime.driver import DRIVER
    from zluda.runtime.stream import Stream

    s = DRIVER.handles.get(int(stream), Stream)
    return s.epoch + s.waits == s.drained_at


@pytest.mark.parametrize("stream_flags", [None, 0, 1], ids=["legacy", "blocking", "non-blocking"])
def test_an_event_synchronize_reads_clean_when_the_event_was_its_streams_last_work(
        module, monkeypatch, stream_flags):
    """cuEventSynchronize of an event recorded after its stream's last work, the other streams
    idle, has seen every launch counted before it end: the module is read once, and not again
    until it launches again, and the stream is known idle (its next synchronize skips the
    queue's finish). With work enqueued after the record, or another stream's launch that may
    still run, every event synchronize reads the module; a trap before the event is seen."""
    from zluda.runtime.module import Module

    reads = []
    real = Module.device_status
    monkeypatch.setattr(Module, "device_status", lambda self: reads.append(self) or real(self))
    stream = 0 if stream_flags is None else check(cuda, cuda.cuStreamCreate(stream_flags))
    event = check(cuda, cuda.cuEventCreate(0))
    counter = check(cuda, cuda.cuMemAlloc(8))
    check(cuda, cuda.cuMemsetD32(counter, 0, 2))
    count = kernel(cuda, module, "count")
    args = ((counter,), (None,))
    check(cuda, cuda.cuLaunchKernel(count, 1, 1, 1, 1, 1, 1, 0, stream, args, 0))
    check(cuda, cuda.cuEventRecord(event, stream))
    check(cuda, cuda.cuEventSynchronize(event))
    assert len(reads) == 1
    check(cuda, cuda.cuEventSynchronize(event))
    check(cuda, cuda.cuStreamSynchronize(stream))
    assert len(reads) == 1
    if stream:
        assert _known_idle(stream)
    # work after the record: the event's end is not the launches' end
    check(cuda, cuda.cuLaunchKernel(count, 1, 1, 1, 1, 1, 1, 0, stream, args, 0))
    check(cuda, cuda.cuEventRecord(event, stream))
    check(cuda, cuda.cuLaunchKernel(count, 1, 1, 1, 1, 1, 1, 0, stream, args, 0))
    check(cuda, cuda.cuEventSynchronize(event))
    check(cuda, cuda.cuEventSynchronize(event))
    assert len(reads) == 3
    check(cuda, cuda.cuStreamSynchronize(stream))
    check(cuda, cuda.cuEventSynchronize(event))
    assert len(reads) == 4
    assert download(cuda, counter, 1)[0] == 3
    # another stream's launch may still run
    other = check(cuda, cuda.cuStreamCreate(1))
    check(cuda, cuda.cuLaunchKernel(count, 1, 1, 1, 1, 1, 1, 0, other, args, 0))
    check(cuda, cuda.cuEventRecord(event, stream))
    check(cuda, cuda.cuEventSynchronize(event))
    check(cuda, cuda.cuEventSynchronize(event))
    assert len(reads) == 6
    check(cuda, cuda.cuStreamSynchronize(other))
    check(cuda, cuda.cuStreamDestroy(other))
    zero = check(cuda, cuda.cuMemAlloc(8))  # the kernel traps where its word is 0
    check(cuda, cuda.cuMemsetD32(zero, 0, 2))
    check(cuda, cuda.cuLaunchKernel(kernel(cuda, module, "traps"), 1, 1, 1, 1, 1, 1, 0, stream,
                                    ((zero,), (None,)), 0))
    check(cuda, cuda.cuEventRecord(event, stream))
    assert cuda.cuEventSynchronize(event) == (R.CUDA_ERROR_LAUNCH_FAILED,)


def test_a_repeated_launch_still_sees_what_changed_since_it_was_prepared(module):
    """cuLaunchKernel keeps a prepared launcher per function, stream and geometry; every reuse
    must still answer as a first launch would once the stream, the module or the current
    context has changed, and must still check its parameters."""
    counter = check(cuda, cuda.cuMemAlloc(4))
    check(cuda, cuda.cuMemsetD32(counter, 0, 1))
    count = kernel(cuda, module, "count")
    args = ((counter,), (None,))
    stream = check(cuda, cuda.cuStreamCreate(0))
    for _ in range(3):
        check(cuda, cuda.cuLaunchKernel(count, 2, 1, 1, 32, 1, 1, 0, stream, args, 0))
    check(cuda, cuda.cuStreamSynchronize(stream))
    assert download(cuda, counter, 1)[0] == 3 * 64
    # the same function, stream and geometry with parameters that do not fit
    assert error(cuda.cuLaunchKernel(count, 2, 1, 1, 32, 1, 1, 0, stream, 0, 0)) == \
        R.CUDA_ERROR_INVALID_VALUE
    assert error(cuda.cuLaunchKernel(count, 2, 1, 1, 32, 1, 1, 0, stream, ((), ()), 0)) == \
        R.CUDA_ERROR_INVALID_VALUE
    check(cuda, cuda.cuStreamDestroy(stream))
    assert error(cuda.cuLaunchKernel(count, 2, 1, 1, 32, 1, 1, 0, stream, args, 0)) == \
        R.CUDA_ERROR_INVALID_HANDLE
    # another context made current: the function is not of it
    check(cuda, cuda.cuLaunchKernel(count, 1, 1, 1, 1, 1, 1, 0, 0, args, 0))
    device = check(cuda, cuda.cuDeviceGet(0))
    other = check(cuda, cuda.cuCtxCreate(None, 0, device))
    assert error(cuda.cuLaunchKernel(count, 1, 1, 1, 1, 1, 1, 0, 0, args, 0)) == \
        R.CUDA_ERROR_INVALID_HANDLE
    check(cuda, cuda.cuCtxDestroy(other))
    check(cuda, cuda.cuCtxSynchronize())
    assert download(cuda, counter, 1)[0] == 3 * 64 + 1
    check(cuda, cuda.cuModuleUnload(module))
    assert error(cuda.cuLaunchKernel(count, 1, 1, 1, 1, 1, 1, 0, 0, args, 0)) == \
        R.CUDA_ERROR_INVALID_HANDLE
    check(cuda, cuda.cuMemFree(counter))
