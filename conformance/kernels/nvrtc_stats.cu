// Compiled by NVRTC (scripts/gen_conformance_nvrtc.py), not by nvcc: nvrtc_stats.ptx.
// Per-block min, max and sum of integers (shared memory), and a grid-stride scale-and-offset.
extern "C" __global__ void block_stats(const int* in, int n, int* mins, int* maxs,
                                       long long* sums) {
  __shared__ int smin[256];
  __shared__ int smax[256];
  __shared__ long long ssum[256];
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int v = i < n ? in[i] : 0;
  smin[threadIdx.x] = i < n ? v : 0x7fffffff;
  smax[threadIdx.x] = i < n ? v : (int)0x80000000;
  ssum[threadIdx.x] = v;
  __syncthreads();
  for (int s = blockDim.x / 2; s > 0; s >>= 1) {
    if (threadIdx.x < s) {
      smin[threadIdx.x] = min(smin[threadIdx.x], smin[threadIdx.x + s]);
      smax[threadIdx.x] = max(smax[threadIdx.x], smax[threadIdx.x + s]);
      ssum[threadIdx.x] += ssum[threadIdx.x + s];
    }
    __syncthreads();
  }
  if (threadIdx.x == 0) {
    mins[blockIdx.x] = smin[0];
    maxs[blockIdx.x] = smax[0];
    sums[blockIdx.x] = ssum[0];
  }
}

extern "C" __global__ void scale_offset(double* x, double a, double b, int n) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x)
    x[i] = x[i] * a + b;
}
