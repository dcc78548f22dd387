"""Pitched 2D memory: cuMemAllocPitch (pitch >= the row width), then cuMemcpy2D host to device
from an offset window of a larger host array, a kernel that indexes rows by the pitch,
cuMemcpy2D device to device between two pitched allocations at offsets, cuMemcpy2DAsync device
to host into an offset window of a host array with its own pitch, and cuMemcpy2DUnaligned back;
everything outside each copied window keeps its old contents."""

import numpy as np
from _common import check, function, i32, launch, load_ptx, passed, ptr, setup, u64
from cuda.bindings import driver as cuda

setup()
touch = function(load_ptx("copies_2d.ptx"), "touch_pitched")
HOST, DEVICE = cuda.CUmemorytype.CU_MEMORYTYPE_HOST, cuda.CUmemorytype.CU_MEMORYTYPE_DEVICE


def copy_2d(src, dst, width, height, call=cuda.cuMemcpy2D, *extra):
    """src/dst: (kind, address, pitch, x_ints, y) with address a host int or a CUdeviceptr."""
    p = cuda.CUDA_MEMCPY2D()
    kind, address, pitch, x, y = src
    p.srcMemoryType, p.srcPitch, p.srcXInBytes, p.srcY = kind, pitch, 4 * x, y
    if kind == HOST:
        p.srcHost = address
    else:
        p.srcDevice = address
    kind, address, pitch, x, y = dst
    p.dstMemoryType, p.dstPitch, p.dstXInBytes, p.dstY = kind, pitch, 4 * x, y
    if kind == HOST:
        p.dstHost = address
    else:
        p.dstDevice = address
    p.WidthInBytes, p.Height = 4 * width, height
    check(call(p, *extra))


def download(d, pitch, rows, cols):
    """The whole pitched allocation (rows of pitch bytes) as ints, through a plain copy."""
    out = np.empty(rows * pitch // 4, np.int32)
    check(cuda.cuMemcpyDtoH(out, d, out.nbytes))
    return out.reshape(rows, pitch // 4)[:, :cols]


rng = np.random.default_rng(2)
# Host to device: a 41 x 30 window at (x=5, y=3) of a 53 x 37 host array.
host = rng.integers(-10**6, 10**6, (37, 53)).astype(np.int32)
d1, pitch1 = check(cuda.cuMemAllocPitch(41 * 4, 30, 4))
assert pitch1 >= 41 * 4 and pitch1 % 4 == 0, pitch1
check(cuda.cuMemsetD32(d1, 0x11111111, pitch1 * 30 // 4))
copy_2d((HOST, host.ctypes.data, 53 * 4, 5, 3), (DEVICE, d1, pitch1, 0, 0), 41, 30)
a1 = host[3:33, 5:46].copy()
np.testing.assert_array_equal(download(d1, pitch1, 30, 41), a1)

# A kernel indexing the rows by the pitch.
launch(touch, (3, 4), (16, 8), [ptr(d1), u64(pitch1), i32(41), i32(30)])
a1 += 1000 * np.arange(30)[:, None] + np.arange(41)[None, :]
np.testing.assert_array_equal(download(d1, pitch1, 30, 41), a1)

# Device to device: a 30 x 25 window at (4, 2) of d1 to (10, 7) of a 64 x 40 allocation.
d2, pitch2 = check(cuda.cuMemAllocPitch(64 * 4, 40, 8))
assert pitch2 >= 64 * 4, pitch2
check(cuda.cuMemsetD2D32(d2, pitch2, 0x7777, 64, 40))
copy_2d((DEVICE, d1, pitch1, 4, 2), (DEVICE, d2, pitch2, 10, 7), 30, 25)
a2 = np.full((40, 64), 0x7777, np.int32)
a2[7:32, 10:40] = a1[2:27, 4:34]
np.testing.assert_array_equal(download(d2, pitch2, 40, 64), a2)

# Device to host, asynchronously, into a window at (3, 1) of a 70 x 45 host array.
stream = check(cuda.cuStreamCreate(0))
back = np.full((45, 70), -5, np.int32)
copy_2d((DEVICE, d2, pitch2, 0, 0), (HOST, back.ctypes.data, 70 * 4, 3, 1), 64, 40,
        cuda.cuMemcpy2DAsync, stream)
check(cuda.cuStreamSynchronize(stream))
expected = np.full((45, 70), -5, np.int32)
expected[1:41, 3:67] = a2
np.testing.assert_array_equal(back, expected)

# cuMemcpy2DUnaligned: rows of d1 at an odd int offset into a tightly packed host array.
tight = np.zeros((20, 17), np.int32)
copy_2d((DEVICE, d1, pitch1, 7, 9), (HOST, tight.ctypes.data, 17 * 4, 0, 0), 17, 20,
        cuda.cuMemcpy2DUnaligned)
np.testing.assert_array_equal(tight, a1[9:29, 7:24])

for d in (d1, d2):
    check(cuda.cuMemFree(d))
check(cuda.cuStreamDestroy(stream))
passed(f"pitches {pitch1} and {pitch2}")
