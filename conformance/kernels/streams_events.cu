// Kernels for cross-stream dependencies: a deliberately slow producer and cheap consumers.
// out[i] = a chain of `iters` integer hash steps starting from seed + i.
extern "C" __global__ void slow_fill(unsigned* out, int n, unsigned seed, int iters) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) {
    unsigned x = seed + (unsigned)i;
    for (int k = 0; k < iters; ++k) x = x * 1664525u + 1013904223u ^ (x >> 13);
    out[i] = x;
  }
}

// out[i] = a[i] * mul + b[i] (wrapping).
extern "C" __global__ void combine(const unsigned* a, const unsigned* b, unsigned* out, int n,
                                   unsigned mul) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x)
    out[i] = a[i] * mul + b[i];
}
