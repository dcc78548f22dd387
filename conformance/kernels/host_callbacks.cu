// p[i] = p[i] * mul + add.
extern "C" __global__ void step(int* p, int n, int mul, int add) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x)
    p[i] = p[i] * mul + add;
}

// p[i] += *scalar, where scalar is host memory mapped into the device (written by a callback).
extern "C" __global__ void add_mapped(int* p, int n, const int* scalar) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x)
    p[i] += *scalar;
}
