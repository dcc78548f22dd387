"""numba-cuda: a block reduction in shared memory, with syncthreads."""
import numpy as np
from numba import cuda, float32

THREADS = 256


@cuda.jit
def block_sums(x, out):
    shared = cuda.shared.array(THREADS, float32)
    tid = cuda.threadIdx.x
    i = cuda.grid(1)
    shared[tid] = x[i] if i < x.size else 0.0
    cuda.syncthreads()
    step = THREADS // 2
    while step > 0:
        if tid < step:
            shared[tid] += shared[tid + step]
        cuda.syncthreads()
        step //= 2
    if tid == 0:
        out[cuda.blockIdx.x] = shared[0]


n = 1 << 16
x = (np.arange(n) % 17).astype(np.float32)
blocks = n // THREADS
out = cuda.device_array(blocks, dtype=np.float32)
block_sums[blocks, THREADS](cuda.to_device(x), out)
sums = out.copy_to_host()
assert np.array_equal(sums, x.reshape(blocks, THREADS).sum(axis=1))
print("PASS numba shared-memory reduction", float(sums.sum()))
