"""numba-cuda: a histogram with cuda.atomic.add, and atomic max."""
import numpy as np
from numba import cuda


@cuda.jit
def histogram(values, bins, biggest):
    i = cuda.grid(1)
    if i < values.size:
        cuda.atomic.add(bins, values[i] % bins.size, 1)
        cuda.atomic.max(biggest, 0, values[i])


rng = np.random.default_rng(3)
values = rng.integers(0, 1_000_000, 200_000).astype(np.int32)
bins = cuda.to_device(np.zeros(64, dtype=np.int32))
biggest = cuda.to_device(np.zeros(1, dtype=np.int32))
histogram[(values.size + 127) // 128, 128](cuda.to_device(values), bins, biggest)
assert np.array_equal(bins.copy_to_host(), np.bincount(values % 64, minlength=64))
assert biggest.copy_to_host()[0] == values.max()
print("PASS numba atomics", int(values.max()))
