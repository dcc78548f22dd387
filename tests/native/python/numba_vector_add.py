"""numba-cuda: a 1-D kernel over device arrays."""
import numpy as np
from numba import cuda


@cuda.jit
def add(a, b, out):
    i = cuda.grid(1)
    if i < out.size:
        out[i] = a[i] + b[i]


n = 100_003
a = np.arange(n, dtype=np.float32)
b = np.full(n, 0.5, dtype=np.float32)
out = cuda.device_array_like(a)
add[(n + 255) // 256, 256](cuda.to_device(a), cuda.to_device(b), out)
assert np.array_equal(out.copy_to_host(), a + b)
print("PASS numba vector add", n)
