"""Host callbacks in stream order: cuLaunchHostFunc and cuStreamAddCallback with ctypes
CFUNCTYPE functions run after the work queued before them and before the work queued after.

On one stream: a kernel updates p; p is copied into pinned memory; a host function sums the
pinned copy (so it sees the kernel's result) and writes that sum into mapped pinned memory; a
kernel adds the mapped value to p (so it sees what the host function wrote); p is copied into
pinned memory again; a stream callback (status CUDA_SUCCESS, its user data intact) writes a
function of that copy into another pinned buffer, which is copied to the device and updated by
a last kernel."""

import ctypes

import numpy as np
from _common import (
    check,
    from_device,
    function,
    i32,
    launch,
    load_ptx,
    passed,
    ptr,
    setup,
    sync,
    to_device,
)
from cuda.bindings import driver as cuda

setup()
module = load_ptx("host_callbacks.ptx")
step, add_mapped = function(module, "step"), function(module, "add_mapped")
n = 40_000
stream = check(cuda.cuStreamCreate(cuda.CUstream_flags.CU_STREAM_NON_BLOCKING))


def host_array(address: int, count: int) -> np.ndarray:
    return np.ctypeslib.as_array((ctypes.c_int32 * count).from_address(address))


h_copy = int(check(cuda.cuMemAllocHost(4 * n)))
h_back = int(check(cuda.cuMemAllocHost(4 * n)))
h_scalar = int(check(cuda.cuMemHostAlloc(4, cuda.CU_MEMHOSTALLOC_DEVICEMAP)))
d_scalar = check(cuda.cuMemHostGetDevicePointer(h_scalar, 0))
copy, back, scalar = host_array(h_copy, n), host_array(h_back, n), host_array(h_scalar, 1)
copy[:], back[:], scalar[:] = -1, -1, 0
events = []


@ctypes.CFUNCTYPE(None, ctypes.c_void_p)
def summarize(user_data):
    events.append(("host func", user_data))
    scalar[0] = int(copy.astype(np.int64).sum() % 1000)


@ctypes.CFUNCTYPE(None, ctypes.c_void_p, ctypes.c_int, ctypes.c_void_p)
def mirror(handle, status, user_data):
    events.append(("callback", status, user_data))
    back[:] = copy[::-1] ^ 0x5A5A


start = np.arange(n, dtype=np.int32) % 977 - 300
d_p, d_q = to_device(start), to_device(np.zeros(n, np.int32))
sync()  # the non-blocking stream does not wait for the legacy stream's copies
args = [ptr(d_p), i32(n)]
launch(step, (40,), (128,), args + [i32(3), i32(1)], stream=stream)
check(cuda.cuMemcpyDtoHAsync(h_copy, d_p, 4 * n, stream))
check(cuda.cuLaunchHostFunc(stream, cuda.CUhostFn(ctypes.cast(summarize, ctypes.c_void_p).value),
                            1234))
launch(add_mapped, (40,), (128,), args + [ptr(d_scalar)], stream=stream)
check(cuda.cuMemcpyDtoHAsync(h_copy, d_p, 4 * n, stream))
check(cuda.cuStreamAddCallback(
    stream, cuda.CUstreamCallback(ctypes.cast(mirror, ctypes.c_void_p).value), 5678, 0))
check(cuda.cuMemcpyHtoDAsync(d_q, h_back, 4 * n, stream))
launch(step, (40,), (128,), [ptr(d_q), i32(n), i32(2), i32(-7)], stream=stream)
check(cuda.cuStreamSynchronize(stream))

first = start * 3 + 1
total = int(first.astype(np.int64).sum() % 1000)
second = first + total
assert events == [("host func", 1234), ("callback", 0, 5678)], events
assert scalar[0] == total, (scalar[0], total)
np.testing.assert_array_equal(from_device(d_p, n, np.int32), second)
np.testing.assert_array_equal(copy, second)
np.testing.assert_array_equal(from_device(d_q, n, np.int32), (second[::-1] ^ 0x5A5A) * 2 - 7)
for address in (h_copy, h_back, h_scalar):
    check(cuda.cuMemFreeHost(address))
check(cuda.cuStreamDestroy(stream))
passed(f"{n} elements, host function and stream callback in stream order")
