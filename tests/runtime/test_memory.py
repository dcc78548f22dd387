"""Memory: allocation kinds, copies in every direction, memsets, pointer attributes, errors."""

import ctypes

import numpy as np
import pytest
from zluda import driver as cuda

from .helpers import RUNTIME_PTX, check, download, error, host_view, kernel

R = cuda.CUresult
P = cuda.CUpointer_attribute
INT_ARGS = (None, ctypes.c_int, ctypes.c_int, ctypes.c_ulonglong)


@pytest.fixture
def scale_add(backend):
    module = check(cuda, cuda.cuModuleLoadData(RUNTIME_PTX))
    return kernel(cuda, module, "scale_add")


def _scale_add(function, ptr, n, scale, add, stream=0):
    check(cuda, cuda.cuLaunchKernel(function, (n + 63) // 64, 1, 1, 64, 1, 1, 0, stream,
                                    ((ptr, scale, add, n), INT_ARGS), 0))


def test_alloc_free_info(backend):
    free, total = check(cuda, cuda.cuMemGetInfo())
    assert 0 < free <= total
    ptr = check(cuda, cuda.cuMemAlloc(1000))
    assert int(ptr) % 256 == 0 or int(ptr) % 128 == 0
    base, size = check(cuda, cuda.cuMemGetAddressRange(int(ptr) + 999))
    assert base == ptr and size == 1000
    check(cuda, cuda.cuMemFree(ptr))
    assert error(cuda.cuMemFree(ptr)) == R.CUDA_ERROR_INVALID_VALUE          # double free
    assert error(cuda.cuMemFree(0x1234)) == R.CUDA_ERROR_INVALID_VALUE        # unknown pointer
    assert error(cuda.cuMemAlloc(0)) == R.CUDA_ERROR_INVALID_VALUE
    assert error(cuda.cuMemGetAddressRange(ptr)) == R.CUDA_ERROR_NOT_FOUND
    inner = check(cuda, cuda.cuMemAlloc(64))
    assert error(cuda.cuMemFree(int(inner) + 4)) == R.CUDA_ERROR_INVALID_VALUE


def test_alloc_pitch(backend):
    ptr, pitch = check(cuda, cuda.cuMemAllocPitch(100, 7, 4))
    assert pitch >= 100 and pitch % 4 == 0
    assert check(cuda, cuda.cuMemGetAddressRange(ptr))[1] >= pitch * 7
    assert error(cuda.cuMemAllocPitch(100, 7, 3)) == R.CUDA_ERROR_INVALID_VALUE


def test_host_alloc_is_mapped(scale_add):
    host = check(cuda, cuda.cuMemHostAlloc(256, cuda.CU_MEMHOSTALLOC_DEVICEMAP))
    values = host_view(host, 64)
    values[:] = np.arange(64)
    device = check(cuda, cuda.cuMemHostGetDevicePointer(host, 0))
    assert check(cuda, cuda.cuMemHostGetFlags(host)) & cuda.CU_MEMHOSTALLOC_DEVICEMAP
    _scale_add(scale_add, device, 64, 2, 1)
    check(cuda, cuda.cuCtxSynchronize())
    assert (values == np.arange(64) * 2 + 1).all()
    assert check(cuda, cuda.cuPointerGetAttribute(P.CU_POINTER_ATTRIBUTE_MEMORY_TYPE, host)) == \
        cuda.CUmemorytype.CU_MEMORYTYPE_HOST
    check(cuda, cuda.cuMemFreeHost(host))
    assert error(cuda.cuMemFreeHost(host)) == R.CUDA_ERROR_INVALID_VALUE
    pinned = check(cuda, cuda.cuMemAllocHost(16))
    assert error(cuda.cuMemFree(pinned)) == R.CUDA_ERROR_INVALID_VALUE
    check(cuda, cuda.cuMemFreeHost(pinned))


def test_host_register(scale_add):
    device = check(cuda, cuda.cuDeviceGet(0))
    supported = check(cuda, cuda.cuDeviceGetAttribute(
        cuda.CUdevice_attribute.CU_DEVICE_ATTRIBUTE_HOST_REGISTER_SUPPORTED, device))
    array = np.arange(1024, dtype=np.int32)
    address = array.ctypes.data
    result = cuda.cuMemHostRegister(address, array.nbytes, cuda.CU_MEMHOSTREGISTER_DEVICEMAP)
    if not supported:
        assert result[0] == R.CUDA_ERROR_NOT_SUPPORTED
        return
    check(cuda, result)
    assert error(cuda.cuMemHostRegister(address, array.nbytes, 0)) == \
        R.CUDA_ERROR_HOST_MEMORY_ALREADY_REGISTERED
    mapped = check(cuda, cuda.cuMemHostGetDevicePointer(address + 16, 0))
    _scale_add(scale_add, mapped, 4, 0, 7)
    check(cuda, cuda.cuCtxSynchronize())
    assert list(array[:8]) == [0, 1, 2, 3, 7, 7, 7, 7]
    check(cuda, cuda.cuMemHostUnregister(address))
    assert error(cuda.cuMemHostUnregister(address)) == R.CUDA_ERROR_HOST_MEMORY_NOT_REGISTERED


def test_managed_memory_between_launches(scale_add):
    ptr = check(cuda, cuda.cuMemAllocManaged(4 * 100, cuda.CUmemAttach_flags.CU_MEM_ATTACH_GLOBAL))
    values = host_view(ptr, 100)
    values[:] = 1
    for step in range(3):
        _scale_add(scale_add, ptr, 100, 1, 10)
        check(cuda, cuda.cuCtxSynchronize())
        assert (values == 11 + step * 11).all()
        values[:] += 1          # the host touches it between launches
    assert check(cuda, cuda.cuPointerGetAttribute(P.CU_POINTER_ATTRIBUTE_IS_MANAGED, ptr)) == 1
    assert error(cuda.cuMemAllocManaged(64, 0)) == R.CUDA_ERROR_INVALID_VALUE


def test_copies_in_every_direction(backend):
    n = 1000
    data = np.random.default_rng(1).integers(0, 1 << 30, n).astype(np.int32)
    a = check(cuda, cuda.cuMemAlloc(data.nbytes))
    b = check(cuda, cuda.cuMemAlloc(data.nbytes))
    check(cuda, cuda.cuMemcpyHtoD(a, data, data.nbytes))
    check(cuda, cuda.cuMemcpyDtoD(b, a, data.nbytes))
    assert (download(cuda, b, n) == data).all()
    out = np.zeros(n, np.int32)
    check(cuda, cuda.cuMemcpy(out.ctypes.data, b, data.nbytes))           # inferred: DtoH
    assert (out == data).all()
    doubled = data * 2
    check(cuda, cuda.cuMemcpy(a, doubled.ctypes.data, data.nbytes))       # inferred: HtoD
    assert (download(cuda, a, n) == doubled).all()
    check(cuda, cuda.cuMemcpyHtoD(int(a) + 8, bytes(range(12)), 12))      # bytes, an offset
    assert bytes(download(cuda, a, 5)[2:5].tobytes()) == bytes(range(12))
    stream = check(cuda, cuda.cuStreamCreate(0))
    pinned = check(cuda, cuda.cuMemAllocHost(data.nbytes))
    host_view(pinned, n)[:] = data
    check(cuda, cuda.cuMemcpyHtoDAsync(b, pinned, data.nbytes, stream))
    check(cuda, cuda.cuMemcpyDtoDAsync(a, b, data.nbytes, stream))
    back = np.zeros(n, np.int32)
    check(cuda, cuda.cuMemcpyDtoHAsync(back, a, data.nbytes, stream))
    check(cuda, cuda.cuMemcpyAsync(pinned, a, 8, stream))
    check(cuda, cuda.cuStreamSynchronize(stream))
    assert (back == data).all()
    assert error(cuda.cuMemcpyHtoD(a, np.zeros(3, np.int32), 16)) == R.CUDA_ERROR_INVALID_VALUE


def test_host_buffers_of_every_kind(backend):
    """The host end of a copy: NumPy arrays (writable, read-only, empty, strided), bytes,
    bytearray, memoryview and an int address; what cannot be written or is not contiguous is
    refused with INVALID_VALUE, and nothing is written."""
    data = np.arange(16, dtype=np.uint8)
    a = check(cuda, cuda.cuMemAlloc(16))
    read_only = data.copy()
    read_only.flags.writeable = False
    for source in (data, read_only, bytes(data), bytearray(data), memoryview(bytes(data)),
                   data.ctypes.data):
        check(cuda, cuda.cuMemsetD8(a, 0, 16))
        check(cuda, cuda.cuMemcpyHtoD(a, source, 16))
        assert (download(cuda, a, 16, np.uint8) == data).all(), type(source)
    out = np.full(16, 7, np.uint8)
    out.flags.writeable = False
    assert error(cuda.cuMemcpyDtoH(out, a, 16)) == R.CUDA_ERROR_INVALID_VALUE
    assert (out == 7).all()
    assert error(cuda.cuMemcpyDtoH(bytes(16), a, 16)) == R.CUDA_ERROR_INVALID_VALUE
    strided = np.zeros(32, np.uint8)[::2]
    assert error(cuda.cuMemcpyDtoH(strided, a, 16)) == R.CUDA_ERROR_INVALID_VALUE
    assert not strided.any()
    check(cuda, cuda.cuMemcpyDtoH(np.zeros(0, np.uint8), a, 0))  # an empty copy does nothing
    writable = bytearray(16)
    check(cuda, cuda.cuMemcpyDtoH(writable, a, 16))
    assert bytes(writable) == bytes(data)
    check(cuda, cuda.cuMemFree(a))


def test_copy_past_an_allocation_writes_nothing(backend):
    a = check(cuda, cuda.cuMemAlloc(64))
    b = check(cuda, cuda.cuMemAlloc(64))
    check(cuda, cuda.cuMemsetD8(a, 0xAA, 64))
    check(cuda, cuda.cuMemsetD8(b, 0xBB, 64))
    src = np.zeros(128, np.uint8)
    assert error(cuda.cuMemcpyHtoD(a, src, 65)) == R.CUDA_ERROR_INVALID_VALUE
    assert error(cuda.cuMemcpyHtoD(int(a) + 60, src, 8)) == R.CUDA_ERROR_INVALID_VALUE
    assert error(cuda.cuMemcpyDtoD(b, a, 65)) == R.CUDA_ERROR_INVALID_VALUE
    assert error(cuda.cuMemcpyDtoH(src, int(a) + 1, 64)) == R.CUDA_ERROR_INVALID_VALUE
    assert error(cuda.cuMemsetD32(int(a) + 4, 0, 16)) == R.CUDA_ERROR_INVALID_VALUE
    stream = check(cuda, cuda.cuStreamCreate(0))
    assert error(cuda.cuMemcpyDtoDAsync(b, a, 100, stream)) == R.CUDA_ERROR_INVALID_VALUE
    assert (download(cuda, a, 64, np.uint8) == 0xAA).all()
    assert (download(cuda, b, 64, np.uint8) == 0xBB).all()
    assert (src == 0).all()


def test_copy_2d(backend):
    width, height, pitch = 10, 5, 16
    host = np.arange(height * width, dtype=np.uint8).reshape(height, width)
    dev, dev_pitch = check(cuda, cuda.cuMemAllocPitch(width, height, 4))
    copy = cuda.CUDA_MEMCPY2D()
    copy.srcMemoryType = cuda.CUmemorytype.CU_MEMORYTYPE_HOST
    copy.srcHost = host.ctypes.data
    copy.srcPitch = width
    copy.dstMemoryType = cuda.CUmemorytype.CU_MEMORYTYPE_DEVICE
    copy.dstDevice = dev
    copy.dstPitch = dev_pitch
    copy.WidthInBytes = width
    copy.Height = height
    check(cuda, cuda.cuMemcpy2D(copy))
    # back, into a padded host array, from row 1 column 2
    out = np.zeros((height, pitch), np.uint8)
    back = cuda.CUDA_MEMCPY2D()
    back.srcMemoryType = cuda.CUmemorytype.CU_MEMORYTYPE_UNIFIED
    back.srcDevice = dev
    back.srcPitch = dev_pitch
    back.srcXInBytes = 2
    back.srcY = 1
    back.dstMemoryType = cuda.CUmemorytype.CU_MEMORYTYPE_HOST
    back.dstHost = out.ctypes.data
    back.dstPitch = pitch
    back.WidthInBytes = width - 2
    back.Height = height - 1
    stream = check(cuda, cuda.cuStreamCreate(0))
    check(cuda, cuda.cuMemcpy2DAsync(back, stream))
    check(cuda, cuda.cuStreamSynchronize(stream))
    assert (out[: height - 1, : width - 2] == host[1:, 2:]).all()
    assert (out[:, width - 2:] == 0).all() and (out[height - 1] == 0).all()
    check(cuda, cuda.cuMemcpy2DUnaligned(copy))
    copy.Height = height + 1    # runs past the device allocation
    copy.dstPitch = dev_pitch * 10
    assert error(cuda.cuMemcpy2D(copy)) == R.CUDA_ERROR_INVALID_VALUE
    bad = cuda.CUDA_MEMCPY2D(WidthInBytes=20, Height=1, srcPitch=10, dstPitch=32,
                             srcMemoryType=1, dstMemoryType=1, srcHost=1, dstHost=1)
    assert error(cuda.cuMemcpy2D(bad)) == R.CUDA_ERROR_INVALID_VALUE


def test_memsets_with_odd_sizes_and_offsets(backend):
    ptr = check(cuda, cuda.cuMemAlloc(256))
    check(cuda, cuda.cuMemsetD8(ptr, 0, 256))
    check(cuda, cuda.cuMemsetD8(int(ptr) + 3, 0x1FF, 7))           # value truncated to 8 bits
    expected = np.zeros(256, np.uint8)
    expected[3:10] = 0xFF
    assert (download(cuda, ptr, 256, np.uint8) == expected).all()
    check(cuda, cuda.cuMemsetD16(int(ptr) + 18, 0xBEEF, 5))
    expected[18:28] = np.frombuffer(np.array([0xBEEF] * 5, np.uint16).tobytes(), np.uint8)
    check(cuda, cuda.cuMemsetD32(int(ptr) + 36, 0x01020304, 3))
    expected[36:48] = np.frombuffer(np.array([0x01020304] * 3, np.uint32).tobytes(), np.uint8)
    stream = check(cuda, cuda.cuStreamCreate(0))
    check(cuda, cuda.cuMemsetD8Async(int(ptr) + 51, 7, 3, stream))
    check(cuda, cuda.cuMemsetD16Async(int(ptr) + 60, 0x0909, 1, stream))
    check(cuda, cuda.cuMemsetD32Async(int(ptr) + 64, 0xFFFFFFFF, 1, stream))
    check(cuda, cuda.cuStreamSynchronize(stream))
    expected[51:54] = 7
    expected[60:62] = 9
    expected[64:68] = 0xFF
    assert (download(cuda, ptr, 256, np.uint8) == expected).all()
    assert error(cuda.cuMemsetD16(int(ptr) + 1, 0, 2)) == R.CUDA_ERROR_INVALID_VALUE
    assert error(cuda.cuMemsetD32(int(ptr) + 2, 0, 2)) == R.CUDA_ERROR_INVALID_VALUE
    assert error(cuda.cuMemsetD8(int(ptr) + 250, 0, 7)) == R.CUDA_ERROR_INVALID_VALUE


def test_memset_2d(backend):
    pitch, width, height = 32, 5, 4
    ptr = check(cuda, cuda.cuMemAlloc(pitch * height))
    check(cuda, cuda.cuMemsetD8(ptr, 0, pitch * height))
    check(cuda, cuda.cuMemsetD2D8(int(ptr) + 1, pitch, 0xAB, width, height))
    out = download(cuda, ptr, pitch * height, np.uint8).reshape(height, pitch)
    assert (out[:, 1:6] == 0xAB).all() and (out[:, 6:] == 0).all() and (out[:, 0] == 0).all()
    check(cuda, cuda.cuMemsetD2D16(ptr, pitch, 0x1234, 3, 2))
    check(cuda, cuda.cuMemsetD2D32(int(ptr) + 16, pitch, 7, 2, 3))
    stream = check(cuda, cuda.cuStreamCreate(0))
    check(cuda, cuda.cuMemsetD2D8Async(int(ptr) + 31, pitch, 1, 1, 4, stream))
    check(cuda, cuda.cuMemsetD2D16Async(int(ptr) + 26, pitch, 2, 1, 1, stream))
    check(cuda, cuda.cuMemsetD2D32Async(int(ptr) + 24 + 3 * pitch, pitch, 3, 1, 1, stream))
    check(cuda, cuda.cuStreamSynchronize(stream))
    out = download(cuda, ptr, pitch * height, np.uint8).reshape(height, pitch)
    assert out[:2, :6].view(np.uint16)[:, :3].tolist() == [[0x1234] * 3] * 2
    assert out[:3, 16:24].view(np.uint32).tolist() == [[7, 7]] * 3
    assert (out[:, 31] == 1).all() and out[0, 26:28].view(np.uint16)[0] == 2
    assert out[3, 24:28].view(np.uint32)[0] == 3 and out[3, 16:24].sum() == 0
    assert error(cuda.cuMemsetD2D8(ptr, 4, 0, 5, 2)) == R.CUDA_ERROR_INVALID_VALUE   # width > pitch
    assert error(cuda.cuMemsetD2D8(ptr, pitch, 0, 5, 5)) == R.CUDA_ERROR_INVALID_VALUE


def test_pointer_attributes(backend):
    ctx = check(cuda, cuda.cuCtxGetCurrent())
    dev = check(cuda, cuda.cuMemAlloc(100))
    inner = int(dev) + 40
    assert check(cuda, cuda.cuPointerGetAttribute(P.CU_POINTER_ATTRIBUTE_CONTEXT, inner)) == ctx
    assert check(cuda, cuda.cuPointerGetAttribute(P.CU_POINTER_ATTRIBUTE_MEMORY_TYPE, inner)) == \
        cuda.CUmemorytype.CU_MEMORYTYPE_DEVICE
    assert int(check(cuda, cuda.cuPointerGetAttribute(P.CU_POINTER_ATTRIBUTE_DEVICE_POINTER,
                                                      inner))) == inner
    assert int(check(cuda, cuda.cuPointerGetAttribute(P.CU_POINTER_ATTRIBUTE_RANGE_START_ADDR,
                                                      inner))) == int(dev)
    assert check(cuda, cuda.cuPointerGetAttribute(P.CU_POINTER_ATTRIBUTE_RANGE_SIZE, inner)) == 100
    assert check(cuda, cuda.cuPointerGetAttribute(P.CU_POINTER_ATTRIBUTE_IS_MANAGED, inner)) == 0
    assert check(cuda, cuda.cuPointerGetAttribute(P.CU_POINTER_ATTRIBUTE_DEVICE_ORDINAL, dev)) == 0
    other = check(cuda, cuda.cuMemAlloc(100))
    ids = [check(cuda, cuda.cuPointerGetAttribute(P.CU_POINTER_ATTRIBUTE_BUFFER_ID, p))
           for p in (dev, other)]
    assert ids[0] != ids[1]
    values = check(cuda, cuda.cuPointerGetAttributes(
        2, [P.CU_POINTER_ATTRIBUTE_CONTEXT, P.CU_POINTER_ATTRIBUTE_RANGE_SIZE], dev))
    assert values[0] == ctx and values[1] == 100
    assert error(cuda.cuPointerGetAttribute(P.CU_POINTER_ATTRIBUTE_MEMORY_TYPE, 0x10)) == \
        R.CUDA_ERROR_INVALID_VALUE
    assert error(cuda.cuPointerGetAttribute(P.CU_POINTER_ATTRIBUTE_HOST_POINTER, dev)) == \
        R.CUDA_ERROR_INVALID_VALUE


def test_host_and_managed_memory_start_zeroed(backend):
    """As NVIDIA's driver gives them: fresh pages (graphMemoryNodes reads a flag it never set)."""
    for _ in range(3):
        ptr = check(cuda, cuda.cuMemAllocManaged(4096, 1))
        assert (host_view(ptr, 1024) == 0).all()
        host_view(ptr, 1024)[:] = -1
        check(cuda, cuda.cuMemFree(ptr))
        host = check(cuda, cuda.cuMemAllocHost(4096))
        assert (host_view(host, 1024) == 0).all()
        host_view(host, 1024)[:] = -1
        check(cuda, cuda.cuMemFreeHost(host))


def test_stream_attach_mem_async_takes_a_managed_allocation_and_checks_its_arguments(backend):
    ptr = check(cuda, cuda.cuMemAllocManaged(4096, 1))  # CU_MEM_ATTACH_GLOBAL
    stream = check(cuda, cuda.cuStreamCreate(0))
    R = cuda.CUresult
    check(cuda, cuda.cuStreamAttachMemAsync(stream, ptr, 0, 4))  # CU_MEM_ATTACH_SINGLE
    check(cuda, cuda.cuStreamAttachMemAsync(stream, ptr, 4096, 2))  # HOST, the whole size
    check(cuda, cuda.cuStreamSynchronize(stream))
    host_view(ptr, 4)[:] = 7  # still the one copy the host reads and writes
    assert list(host_view(ptr, 4)) == [7] * 4
    assert error(cuda.cuStreamAttachMemAsync(stream, ptr, 64, 1)) == R.CUDA_ERROR_INVALID_VALUE
    assert error(cuda.cuStreamAttachMemAsync(stream, ptr, 0, 3)) == R.CUDA_ERROR_INVALID_VALUE
    assert error(cuda.cuStreamAttachMemAsync(0, ptr, 0, 4)) == R.CUDA_ERROR_INVALID_VALUE
    plain = check(cuda, cuda.cuMemAlloc(64))
    assert error(cuda.cuStreamAttachMemAsync(stream, plain, 0, 1)) == R.CUDA_ERROR_INVALID_VALUE


def test_managed_memory_hints_are_checked_and_answered(backend):
    ptr = check(cuda, cuda.cuMemAllocManaged(1 << 16, 1))
    device = cuda.CUmemLocation()
    device.type, device.id = cuda.CUmemLocationType.CU_MEM_LOCATION_TYPE_DEVICE, 0
    host = cuda.CUmemLocation()
    host.type = cuda.CUmemLocationType.CU_MEM_LOCATION_TYPE_HOST
    A, R = cuda.CUmem_range_attribute, cuda.CUresult
    assert check(cuda, cuda.cuMemRangeGetAttribute(
        4, A.CU_MEM_RANGE_ATTRIBUTE_LAST_PREFETCH_LOCATION, ptr, 1 << 16)) == -2
    check(cuda, cuda.cuMemPrefetchAsync(ptr, 1 << 16, device, 0, 0))
    check(cuda, cuda.cuMemAdvise(ptr, 1 << 16,
                                 cuda.CUmem_advise.CU_MEM_ADVISE_SET_READ_MOSTLY, device))
    check(cuda, cuda.cuMemAdvise(ptr, 1 << 16,
                                 cuda.CUmem_advise.CU_MEM_ADVISE_SET_PREFERRED_LOCATION, host))
    check(cuda, cuda.cuMemAdvise(ptr, 1 << 16,
                                 cuda.CUmem_advise.CU_MEM_ADVISE_SET_ACCESSED_BY, device))
    get = lambda a, size=4: check(cuda, cuda.cuMemRangeGetAttribute(size, a, ptr, 1 << 16))  # noqa: E731
    assert get(A.CU_MEM_RANGE_ATTRIBUTE_LAST_PREFETCH_LOCATION) == 0
    assert get(A.CU_MEM_RANGE_ATTRIBUTE_READ_MOSTLY) == 1
    assert get(A.CU_MEM_RANGE_ATTRIBUTE_PREFERRED_LOCATION) == -1  # the CPU
    assert get(A.CU_MEM_RANGE_ATTRIBUTE_ACCESSED_BY, 8) == [0, -2]
    plain = check(cuda, cuda.cuMemAlloc(64))
    assert error(cuda.cuMemPrefetchAsync(plain, 64, device, 0, 0)) == R.CUDA_ERROR_INVALID_VALUE
    assert error(cuda.cuMemPrefetchAsync(ptr, 1 << 17, device, 0, 0)) == \
        R.CUDA_ERROR_INVALID_VALUE
    bad = cuda.CUmemLocation()
    bad.type, bad.id = cuda.CUmemLocationType.CU_MEM_LOCATION_TYPE_DEVICE, 7
    assert error(cuda.cuMemPrefetchAsync(ptr, 64, bad, 0, 0)) == R.CUDA_ERROR_INVALID_DEVICE


@pytest.mark.parametrize("reached", [True, False], ids=["host-reaches", "queue-copies"])
def test_synchronous_copies_by_the_host_or_by_the_queue(backend, monkeypatch, reached):
    """On a CPU device the synchronous copies (and the asynchronous ones of pageable memory,
    which finish before they return too) are memmoves on the calling thread. Where the host
    does not reach device memory (a test double of a discrete GPU: the device's ``host_kinds``
    emptied) the same copies go through the device's queue, with the same results and
    errors."""
    from zluda.runtime import transfers
    from zluda.runtime.context import CONTEXTS

    memmoves = []
    monkeypatch.setattr(transfers, "memmove", lambda *args: memmoves.append(args) or
                        ctypes.memmove(*args))
    if not reached:
        monkeypatch.setattr(CONTEXTS.current.device, "host_kinds", frozenset())
    data = np.random.default_rng(2).integers(0, 255, 4096).astype(np.uint8)
    a, b = (check(cuda, cuda.cuMemAlloc(4096)) for _ in range(2))
    check(cuda, cuda.cuMemcpyHtoD(a, data, 4096))
    check(cuda, cuda.cuMemcpyDtoD(b, a, 4096))
    check(cuda, cuda.cuMemcpy(int(b) + 1, int(a), 100))
    out = np.zeros(4096, np.uint8)
    check(cuda, cuda.cuMemcpyDtoH(out, b, 4096))
    expected = data.copy()
    expected[1:101] = data[:100]
    assert (out == expected).all()
    assert len(memmoves) == (4 if reached else 0)
    stream = check(cuda, cuda.cuStreamCreate(0))  # pageable memory: done before the return
    check(cuda, cuda.cuMemcpyDtoHAsync(out, a, 4096, stream))
    assert (out == data).all()
    check(cuda, cuda.cuStreamDestroy(stream))
    assert len(memmoves) == (5 if reached else 0)
    assert error(cuda.cuMemcpyDtoD(b, a, 4097)) == R.CUDA_ERROR_INVALID_VALUE
    assert error(cuda.cuMemcpyHtoD(0, data, 1)) == R.CUDA_ERROR_INVALID_VALUE
    assert error(cuda.cuMemcpyDtoH(out, out.ctypes.data, 1)) == R.CUDA_ERROR_INVALID_VALUE
    assert len(memmoves) == (5 if reached else 0)
    for p in (a, b):
        check(cuda, cuda.cuMemFree(p))


@pytest.mark.parametrize("reached", [True, False], ids=["host-reaches", "queue-fills"])
def test_synchronous_memsets_by_the_host_or_by_the_queue(backend, monkeypatch, reached):
    """On a CPU device a synchronous memset is the host's fill (after the stream's earlier
    work); where the host does not reach device memory (the test double of a discrete GPU:
    ``host_kinds`` emptied) the device's queue fills. Same results and errors either way."""
    from zluda.runtime import transfers
    from zluda.runtime.context import CONTEXTS

    fills = []
    real = transfers.fill_host_memory
    monkeypatch.setattr(transfers, "fill_host_memory",
                        lambda *args: fills.append(args) or real(*args))
    if not reached:
        monkeypatch.setattr(CONTEXTS.current.device, "host_kinds", frozenset())
    pitch = 64
    ptr = check(cuda, cuda.cuMemAlloc(pitch * 4))
    check(cuda, cuda.cuMemsetD8(ptr, 0x11, pitch * 4))
    check(cuda, cuda.cuMemsetD16(int(ptr) + 2, 0xBEEF, 3))
    check(cuda, cuda.cuMemsetD2D32(int(ptr) + pitch + 8, pitch, 0x01020304, 2, 3))
    stream = check(cuda, cuda.cuStreamCreate(0))
    check(cuda, cuda.cuMemsetD8Async(int(ptr) + 40, 0x22, 4, stream))  # the queue's, always
    check(cuda, cuda.cuMemsetD8(int(ptr) + 42, 0x33, 1))  # after the legacy stream's wait
    out = download(cuda, ptr, pitch * 4, np.uint8).reshape(4, pitch)
    expected = np.full((4, pitch), 0x11, np.uint8)
    expected[0, 2:8] = np.frombuffer(np.array([0xBEEF] * 3, "<u2").tobytes(), np.uint8)
    expected[1:4, 8:16] = np.frombuffer(np.array([0x01020304] * 2, "<u4").tobytes(), np.uint8)
    expected[0, 40:44] = 0x22
    expected[0, 42] = 0x33
    assert (out == expected).all()
    assert len(fills) == (4 if reached else 0)
    assert error(cuda.cuMemsetD32(int(ptr) + 2, 0, 1)) == R.CUDA_ERROR_INVALID_VALUE
    assert error(cuda.cuMemsetD8(int(ptr) + pitch * 4 - 1, 0, 2)) == R.CUDA_ERROR_INVALID_VALUE
    assert (download(cuda, ptr, pitch * 4, np.uint8).reshape(4, pitch) == expected).all()
    assert len(fills) == (4 if reached else 0)
    check(cuda, cuda.cuStreamDestroy(stream))
    check(cuda, cuda.cuMemFree(ptr))
