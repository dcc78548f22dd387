// Per-block sums with warp shuffles: each warp reduces with __shfl_down_sync, warp leaders put
// their sums in shared memory, and the first warp reduces those. Ints and exactly summable floats.
__device__ int warp_sum(int v) {
  for (int off = 16; off > 0; off >>= 1) v += __shfl_down_sync(0xffffffffu, v, off);
  return v;
}
__device__ float warp_sum(float v) {
  for (int off = 16; off > 0; off >>= 1) v += __shfl_down_sync(0xffffffffu, v, off);
  return v;
}
template <typename T>
__device__ void block_sum(const T* in, T* partials, int n) {
  __shared__ T warp_sums[32];
  T sum = 0;
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) sum += in[i];
  sum = warp_sum(sum);
  int lane = threadIdx.x % 32, warp = threadIdx.x / 32;
  if (lane == 0) warp_sums[warp] = sum;
  __syncthreads();
  if (warp == 0) {
    sum = lane < (int)(blockDim.x + 31) / 32 ? warp_sums[lane] : 0;
    sum = warp_sum(sum);
    if (lane == 0) partials[blockIdx.x] = sum;
  }
}
extern "C" __global__ void reduce_shuffle_i32(const int* in, int* partials, int n) { block_sum(in, partials, n); }
extern "C" __global__ void reduce_shuffle_f32(const float* in, float* partials, int n) { block_sum(in, partials, n); }
