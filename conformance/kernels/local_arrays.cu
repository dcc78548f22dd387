// A per-thread local array indexed with data-dependent (dynamic) indices, read and written, so it
// has to live in local memory; plus a small float array reduced in a dynamic order.
extern "C" __global__ void local_arrays(const int* idx, int steps, int* out_sum, int* out_buf,
                                        float* out_f, int n) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  if (t >= n) return;
  int buf[32];
  float fv[8];
  for (int k = 0; k < 32; ++k) buf[k] = (t * (k + 1)) ^ (k << 4);
  for (int k = 0; k < 8; ++k) fv[k] = (float)(t % 97) * 0.5f + k;
  int acc = 0;
  for (int j = 0; j < steps; ++j) {
    int k = idx[t * steps + j] & 31;
    acc += buf[k];
    buf[(k * 7 + j) & 31] += acc & 0xff;
    fv[k & 7] += 0.25f;
  }
  out_sum[t] = acc;
  for (int k = 0; k < 32; ++k) out_buf[t * 32 + k] = buf[k];
  float s = 0.0f;
  for (int k = 0; k < 8; ++k) s += fv[(k + t) & 7] * (k + 1);
  out_f[t] = s;
}
