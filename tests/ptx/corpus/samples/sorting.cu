// Histogram (shared-memory atomics, then global ones), a block scan (Hillis-Steele in shared
// memory, warp scan by shuffles), and a bitonic sort of a block's keys in shared memory.
extern "C" __global__ void histogram256(unsigned int* hist, const unsigned char* data, int n) {
  __shared__ unsigned int s_hist[256];
  for (int i = threadIdx.x; i < 256; i += blockDim.x) s_hist[i] = 0;
  __syncthreads();
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x)
    atomicAdd(&s_hist[data[i]], 1u);
  __syncthreads();
  for (int i = threadIdx.x; i < 256; i += blockDim.x) atomicAdd(&hist[i], s_hist[i]);
}

// inclusive scan of each block's elements: warps scan with shfl_up, then the warp totals
__device__ int warp_scan(int v) {
  int lane = threadIdx.x & 31;
  for (int offset = 1; offset < 32; offset <<= 1) {
    int t = __shfl_up_sync(0xffffffff, v, offset);
    if (lane >= offset) v += t;
  }
  return v;
}

extern "C" __global__ void block_scan(const int* in, int* out) {
  __shared__ int warp_sums[32];
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int v = warp_scan(in[i]);
  int warp = threadIdx.x / 32, lane = threadIdx.x & 31;
  if (lane == 31) warp_sums[warp] = v;
  __syncthreads();
  if (warp == 0) {
    int s = lane < blockDim.x / 32 ? warp_sums[lane] : 0;
    warp_sums[lane] = warp_scan(s);
  }
  __syncthreads();
  if (warp > 0) v += warp_sums[warp - 1];
  out[i] = v;
}

// bitonic sort of 1024 keys per block (512 threads, two keys each), ascending
extern "C" __global__ void bitonic_sort(unsigned int* keys) {
  __shared__ unsigned int s[1024];
  unsigned int* base = keys + blockIdx.x * 1024;
  s[threadIdx.x] = base[threadIdx.x];
  s[threadIdx.x + 512] = base[threadIdx.x + 512];
  for (unsigned int size = 2; size <= 1024; size <<= 1) {
    for (unsigned int stride = size / 2; stride > 0; stride >>= 1) {
      __syncthreads();
      unsigned int pos = 2 * threadIdx.x - (threadIdx.x & (stride - 1));
      bool ascending = size == 1024 || (threadIdx.x & (size / 2)) == 0;  // the last merge: all up
      unsigned int a = s[pos], b = s[pos + stride];
      if ((a > b) == ascending) { s[pos] = b; s[pos + stride] = a; }
    }
  }
  __syncthreads();
  base[threadIdx.x] = s[threadIdx.x];
  base[threadIdx.x + 512] = s[threadIdx.x + 512];
}
