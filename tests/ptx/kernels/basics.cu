#include <cstdio>
struct S { float a; int b; double c; };
__constant__ float cscale[4] = {1.f, 2.f, 3.f, 4.f};
__device__ int gcount = 5;
__device__ float helper(float x, S s) { return x * s.a + s.b + cscale[s.b & 3]; }
extern "C" __global__ void vadd(const float* a, const float* b, float* c, int n) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) c[i] = a[i] + b[i];
}
extern "C" __global__ void reduce(const float* in, float* out, int n, S s) {
  __shared__ float sm[32];
  extern __shared__ float dyn[];
  float v = 0;
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) v += helper(in[i], s);
  for (int o = 16; o > 0; o >>= 1) v += __shfl_down_sync(0xffffffff, v, o);
  if ((threadIdx.x & 31) == 0) sm[threadIdx.x >> 5] = v;
  dyn[threadIdx.x] = v;
  __syncthreads();
  if (threadIdx.x == 0) { float t = 0; for (int i = 0; i < blockDim.x / 32; i++) t += sm[i]; atomicAdd(out, t); atomicAdd(&gcount, 1); }
  if (threadIdx.x == 1) printf("hello %d %f\n", n, v);
  unsigned b = __ballot_sync(0xffffffff, v > 0);
  if (b == 7) out[1] = __int_as_float(__popc(b));
}
