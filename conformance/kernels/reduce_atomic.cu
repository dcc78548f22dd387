// Sum of ints (and of unsigned long longs) into one global counter: each warp reduces with
// __shfl_down_sync, then lane 0 does one atomicAdd.
extern "C" __global__ void reduce_atomic(const int* in, int* total, int n) {
  int sum = 0;
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) sum += in[i];
  for (int off = 16; off > 0; off >>= 1) sum += __shfl_down_sync(0xffffffffu, sum, off);
  if ((threadIdx.x & 31) == 0) atomicAdd(total, sum);
}
extern "C" __global__ void reduce_atomic_u64(const unsigned long long* in, unsigned long long* total, int n) {
  unsigned long long sum = 0;
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) sum += in[i];
  for (int off = 16; off > 0; off >>= 1) sum += __shfl_down_sync(0xffffffffu, sum, off);
  if ((threadIdx.x & 31) == 0) atomicAdd(total, sum);
}
