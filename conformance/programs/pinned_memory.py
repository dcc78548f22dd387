"""Page-locked host memory: cuMemAllocHost and cuMemHostAlloc buffers as the source and target of
cuMemcpyHtoDAsync/cuMemcpyDtoHAsync on a stream (a kernel in between), and
cuMemHostAlloc(CU_MEMHOSTALLOC_DEVICEMAP) buffers read and written by a kernel through
cuMemHostGetDevicePointer, the host seeing the results after synchronization;
cuMemHostGetFlags reports DEVICEMAP."""

import ctypes

import numpy as np
from _common import check, function, i32, launch, load_ptx, passed, ptr, setup
from cuda.bindings import driver as cuda

setup()
kernel = function(load_ptx("pinned_memory.ptx"), "twice_plus_one")
n = 200_003
nbytes = 4 * n
rng = np.random.default_rng(9)
data = rng.standard_normal(n).astype(np.float32)
expected = data * np.float32(2) + np.float32(1)


def host_array(address) -> np.ndarray:
    return np.ctypeslib.as_array((ctypes.c_float * n).from_address(int(address)))


stream = check(cuda.cuStreamCreate(cuda.CUstream_flags.CU_STREAM_NON_BLOCKING))

# Async copies from and to pinned memory.
h_src = check(cuda.cuMemAllocHost(nbytes))
h_dst = check(cuda.cuMemHostAlloc(nbytes, cuda.CU_MEMHOSTALLOC_PORTABLE))
host_array(h_src)[:] = data
host_array(h_dst)[:] = -1
d_in, d_out = check(cuda.cuMemAlloc(nbytes)), check(cuda.cuMemAlloc(nbytes))
check(cuda.cuMemcpyHtoDAsync(d_in, h_src, nbytes, stream))
launch(kernel, (64,), (256,), [ptr(d_in), ptr(d_out), i32(n)], stream=stream)
check(cuda.cuMemcpyDtoHAsync(h_dst, d_out, nbytes, stream))
check(cuda.cuStreamSynchronize(stream))
np.testing.assert_array_equal(host_array(h_dst), expected)

# Mapped pinned memory, used by the kernel in place.
h_in = check(cuda.cuMemHostAlloc(nbytes, cuda.CU_MEMHOSTALLOC_DEVICEMAP))
h_out = check(cuda.cuMemHostAlloc(nbytes, cuda.CU_MEMHOSTALLOC_DEVICEMAP))
flags = check(cuda.cuMemHostGetFlags(h_in))
assert flags & cuda.CU_MEMHOSTALLOC_DEVICEMAP, flags
host_array(h_in)[:] = data[::-1]
host_array(h_out)[:] = 0
m_in, m_out = (check(cuda.cuMemHostGetDevicePointer(h, 0)) for h in (h_in, h_out))
launch(kernel, (64,), (256,), [ptr(m_in), ptr(m_out), i32(n)], stream=stream)
check(cuda.cuStreamSynchronize(stream))
np.testing.assert_array_equal(host_array(h_out), expected[::-1])

# A pinned buffer updated by the host, then copied again.
host_array(h_src)[::3] = 0.5
check(cuda.cuMemcpyHtoDAsync(d_in, h_src, nbytes, stream))
launch(kernel, (64,), (256,), [ptr(d_in), ptr(d_out), i32(n)], stream=stream)
check(cuda.cuMemcpyDtoHAsync(h_dst, d_out, nbytes, stream))
check(cuda.cuStreamSynchronize(stream))
expected[::3] = 2.0
np.testing.assert_array_equal(host_array(h_dst), expected)

for h in (h_src, h_dst, h_in, h_out):
    check(cuda.cuMemFreeHost(h))
for d in (d_in, d_out):
    check(cuda.cuMemFree(d))
check(cuda.cuStreamDestroy(stream))
passed(f"{n} floats through pinned and mapped memory")
