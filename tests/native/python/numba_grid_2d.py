"""numba-cuda: a 2-D grid over a matrix (cuda.grid(2)), a transpose and a scale."""
import numpy as np
from numba import cuda


@cuda.jit
def transpose_scale(src, dst, factor):
    row, col = cuda.grid(2)
    if row < src.shape[0] and col < src.shape[1]:
        dst[col, row] = src[row, col] * factor


src = np.arange(300 * 170, dtype=np.float64).reshape(300, 170)
dst = cuda.device_array((170, 300), dtype=np.float64)
threads = (16, 16)
blocks = ((src.shape[0] + 15) // 16, (src.shape[1] + 15) // 16)
transpose_scale[blocks, threads](cuda.to_device(src), dst, 2.5)
assert np.array_equal(dst.copy_to_host(), src.T * 2.5)
print("PASS numba 2-D grid", src.shape)
