// Every warp shuffle mode (idx, up, down, xor) with segments of width 8, 16 and 32, on 32-bit
// ints and on doubles. Each thread writes 12 ints at out[12 * tid] and 3 doubles at dout[3 * tid].
template <int W>
__device__ void shuffles(int v, int lane, int* o) {
  const unsigned full = 0xffffffffu;
  o[0] = __shfl_sync(full, v, (lane * 7 + 3) & 63, W);
  o[1] = __shfl_up_sync(full, v, 3, W);
  o[2] = __shfl_down_sync(full, v, 5, W);
  o[3] = __shfl_xor_sync(full, v, (W == 8) ? 17 : 6, W);
}

extern "C" __global__ void warp_shuffles(const int* in, const double* din, int* out,
                                         double* dout) {
  int tid = blockIdx.x * blockDim.x + threadIdx.x;
  int lane = threadIdx.x & 31;
  int v = in[tid];
  int* o = out + 12 * tid;
  shuffles<8>(v, lane, o);
  shuffles<16>(v, lane, o + 4);
  shuffles<32>(v, lane, o + 8);
  double d = din[tid];
  const unsigned full = 0xffffffffu;
  dout[3 * tid + 0] = __shfl_sync(full, d, 31 - lane);
  dout[3 * tid + 1] = __shfl_down_sync(full, d, 1, 16);
  dout[3 * tid + 2] = __shfl_xor_sync(full, d, 16);
}
