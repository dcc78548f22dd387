// llm.c-style row softmax: one warp per row, warp shuffles for the max and the sum; rows longer
// than 32 are strided over by the lanes.
extern "C" __global__ void softmax_rows(float* out, const float* inp, int N, int C) {
  int warps_per_block = blockDim.x / 32;
  int lane = threadIdx.x % 32;
  int row = blockIdx.x * warps_per_block + threadIdx.x / 32;
  if (row >= N) return;
  const float* x = inp + (long)row * C;
  float maxval = -INFINITY;
  for (int i = lane; i < C; i += 32) maxval = fmaxf(maxval, x[i]);
  for (int off = 16; off > 0; off >>= 1)
    maxval = fmaxf(maxval, __shfl_xor_sync(0xffffffffu, maxval, off));
  float sum = 0.0f;
  for (int i = lane; i < C; i += 32) sum += expf(x[i] - maxval);
  for (int off = 16; off > 0; off >>= 1) sum += __shfl_down_sync(0xffffffffu, sum, off);
  sum = __shfl_sync(0xffffffffu, sum, 0);
  float inv = 1.0f / sum;
  float* y = out + (long)row * C;
  for (int i = lane; i < C; i += 32) y[i] = expf(x[i] - maxval) * inv;
}
