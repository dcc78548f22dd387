// extern __shared__ sized at launch (a float and an int section carved from it) next to static
// __shared__ in the same kernel: a block reversal through dynamic shared memory plus a per-block
// histogram in static shared memory.
extern "C" __global__ void dyn_reverse(const float* in, float* out, int* hist_out, int n) {
  extern __shared__ float dyn[];
  __shared__ int hist[64];
  int* counts = (int*)(dyn + blockDim.x);  // the second half of the dynamic allocation
  int t = threadIdx.x;
  int i = blockIdx.x * blockDim.x + t;
  if (t < 64) hist[t] = 0;
  float v = i < n ? in[i] : 0.0f;
  dyn[t] = v;
  counts[t] = t * 3 + blockIdx.x;
  __syncthreads();
  if (i < n) atomicAdd(&hist[((int)v) & 63], 1);
  __syncthreads();
  int r = blockDim.x - 1 - t;
  if (i < n) out[i] = dyn[r] + (float)counts[r];
  if (t < 64) hist_out[blockIdx.x * 64 + t] = hist[t];
}
