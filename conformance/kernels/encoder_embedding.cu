// llm.c encoder_forward: out[b,t,:] = wte[inp[b,t],:] + wpe[t,:], one thread per output element.
extern "C" __global__ void encoder_forward(float* out, const int* inp, const float* wte,
                                           const float* wpe, int B, int T, int C) {
  int idx = blockIdx.x * blockDim.x + threadIdx.x;
  int N = B * T * C;
  if (idx >= N) return;
  int bt = idx / C;
  int t = bt % T;
  int c = idx % C;
  int ix = inp[bt];
  out[idx] = wte[ix * C + c] + wpe[t * C + c];
}
