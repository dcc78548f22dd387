"""Memsets at odd offsets and counts, checked byte for byte (little-endian patterns) together
with the bytes around them: cuMemsetD8/D16/D32, their Async forms on a stream, and the 2D forms
cuMemsetD2D8/D2D16/D2D32 (and Async) on a pitched allocation, at offsets inside a row and
widths that are not a whole number of words."""

import numpy as np
from _common import check, from_device, passed, setup, to_device
from cuda.bindings import driver as cuda

setup()
rng = np.random.default_rng(4)
size = 12_345
initial = rng.integers(0, 256, size, dtype=np.uint8)
d = to_device(initial)
expected = initial.copy()
stream = check(cuda.cuStreamCreate(0))


def at(base, offset: int):
    return cuda.CUdeviceptr(int(base) + offset)


def fill(offset: int, pattern: np.ndarray, count: int) -> None:
    raw = np.tile(pattern.view(np.uint8), count)
    expected[offset:offset + raw.size] = raw


check(cuda.cuMemsetD8(at(d, 3), 0xAB, 1001))
fill(3, np.array([0xAB], np.uint8), 1001)
check(cuda.cuMemsetD16(at(d, 2050), 0xBEEF, 333))
fill(2050, np.array([0xBEEF], np.uint16), 333)
check(cuda.cuMemsetD32(at(d, 3004), 0xDEADBEEF, 77))
fill(3004, np.array([0xDEADBEEF], np.uint32), 77)
check(cuda.cuMemsetD8(at(d, 1000), 0x01, 7))  # overlaps the first one
fill(1000, np.array([0x01], np.uint8), 7)
check(cuda.cuMemsetD8Async(at(d, 5001), 0x5C, 17, stream))
fill(5001, np.array([0x5C], np.uint8), 17)
check(cuda.cuMemsetD16Async(at(d, 6002), 0x1234, 1, stream))
fill(6002, np.array([0x1234], np.uint16), 1)
check(cuda.cuMemsetD32Async(at(d, 7008), 0x80000001, 999, stream))
fill(7008, np.array([0x80000001], np.uint32), 999)
check(cuda.cuMemsetD8(at(d, size - 1), 0xEE, 1))  # the very last byte
fill(size - 1, np.array([0xEE], np.uint8), 1)
check(cuda.cuStreamSynchronize(stream))
np.testing.assert_array_equal(from_device(d, size, np.uint8), expected)

# 2D memsets on a pitched allocation.
rows = 40
p, pitch = check(cuda.cuMemAllocPitch(300, rows, 4))
initial2 = rng.integers(0, 256, pitch * rows, dtype=np.uint8)
check(cuda.cuMemcpyHtoD(p, initial2, initial2.nbytes))
grid = initial2.reshape(rows, pitch).copy()


def fill_2d(offset: int, pattern: np.ndarray, width: int, height: int) -> None:
    raw = np.tile(pattern.view(np.uint8), width)
    y, x = divmod(offset, pitch)
    grid[y:y + height, x:x + raw.size] = raw


check(cuda.cuMemsetD2D8(at(p, pitch + 1), pitch, 0x3C, 13, 7))
fill_2d(pitch + 1, np.array([0x3C], np.uint8), 13, 7)
check(cuda.cuMemsetD2D16(at(p, 3 * pitch + 22), pitch, 0xA55A, 21, 5))
fill_2d(3 * pitch + 22, np.array([0xA55A], np.uint16), 21, 5)
check(cuda.cuMemsetD2D32(at(p, 10 * pitch + 100), pitch, 0x01020304, 33, 9))
fill_2d(10 * pitch + 100, np.array([0x01020304], np.uint32), 33, 9)
check(cuda.cuMemsetD2D8Async(at(p, 20 * pitch + 257), pitch, 0xF0, 39, 3, stream))
fill_2d(20 * pitch + 257, np.array([0xF0], np.uint8), 39, 3)
check(cuda.cuMemsetD2D16Async(at(p, 25 * pitch + 2), pitch, 0x00FF, 149, 4, stream))
fill_2d(25 * pitch + 2, np.array([0x00FF], np.uint16), 149, 4)
check(cuda.cuMemsetD2D32Async(at(p, 31 * pitch + 4), pitch, 0xCAFEF00D, 5, 9, stream))
fill_2d(31 * pitch + 4, np.array([0xCAFEF00D], np.uint32), 5, 9)
check(cuda.cuStreamSynchronize(stream))
np.testing.assert_array_equal(from_device(p, (rows, pitch), np.uint8), grid)

for ptr_ in (d, p):
    check(cuda.cuMemFree(ptr_))
check(cuda.cuStreamDestroy(stream))
passed(f"{size} bytes and a {rows} x {pitch} pitched array")
