// __device__ and __constant__ globals: initialized ones (read before any write), ones filled by the
// host through cuModuleGetGlobal + copies, one a kernel writes and the host reads back.
__device__ int counter = 42;
__device__ long long magic = 0x123456789abcdefLL;
__device__ float table[256];
__constant__ float coeffs[8] = {0.5f, 1.0f, -2.0f, 4.0f, 0.25f, -0.75f, 3.0f, 8.0f};
__constant__ int cscale;

extern "C" __global__ void read_initial(int* out_i, long long* out_ll, float* out_c) {
  int t = threadIdx.x;
  if (t == 0) {
    out_i[0] = counter;
    out_ll[0] = magic;
  }
  if (t < 8) out_c[t] = coeffs[t];
}

extern "C" __global__ void use_globals(const float* in, float* out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  out[i] = in[i] * coeffs[i % 8] + table[i % 256] * (float)cscale;
  atomicAdd(&counter, 1);
  if (i == n - 1) magic = ~magic;
}
