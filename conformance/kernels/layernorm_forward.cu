// llm.c layernorm_forward (kernel 3 style): one warp per row, warp reductions for the mean and the
// variance; writes the normalized, scaled and shifted output plus the saved mean and rstd.
extern "C" __global__ void layernorm_forward(float* out, float* mean, float* rstd, const float* inp,
                                             const float* weight, const float* bias, int N, int C) {
  int lane = threadIdx.x % 32;
  int idx = blockIdx.x * (blockDim.x / 32) + threadIdx.x / 32;
  if (idx >= N) return;
  const float* x = inp + (long)idx * C;
  float sum = 0.0f;
  for (int i = lane; i < C; i += 32) sum += x[i];
  for (int off = 16; off > 0; off >>= 1) sum += __shfl_xor_sync(0xffffffffu, sum, off);
  float m = sum / C;
  float var = 0.0f;
  for (int i = lane; i < C; i += 32) {
    float d = x[i] - m;
    var += d * d;
  }
  for (int off = 16; off > 0; off >>= 1) var += __shfl_xor_sync(0xffffffffu, var, off);
  float s = rsqrtf(var / C + 1e-5f);
  if (lane == 0) {
    mean[idx] = m;
    rstd[idx] = s;
  }
  float* o = out + (long)idx * C;
  for (int i = lane; i < C; i += 32) o[i] = s * (__ldcs(x + i) - m) * weight[i] + bias[i];
}
