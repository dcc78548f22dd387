// FATBIN: zstd
// FATBIN: lz4
// A kernel shipped as compressed fatbinaries: y[i] = a * x[i] + y[i] and a per-block sum of x
// through shared memory, so the loaded code does real work.
extern "C" __global__ void saxpy_blocksum(float a, const float* x, float* y, float* sums, int n) {
  __shared__ float part[256];
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  float xi = i < n ? x[i] : 0.0f;
  if (i < n) y[i] = a * xi + y[i];
  part[threadIdx.x] = xi;
  __syncthreads();
  for (int s = blockDim.x / 2; s > 0; s >>= 1) {
    if (threadIdx.x < s) part[threadIdx.x] += part[threadIdx.x + s];
    __syncthreads();
  }
  if (threadIdx.x == 0) sums[blockIdx.x] = part[0];
}
