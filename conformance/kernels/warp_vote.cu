// Warp votes: __ballot_sync, __any_sync, __all_sync with the full mask and with the even lanes
// only (inside a branch the odd lanes skip), and __activemask inside a divergent branch.
// Each thread writes 8 words at out[8 * tid].
extern "C" __global__ void warp_vote(const int* in, unsigned* out) {
  int tid = blockIdx.x * blockDim.x + threadIdx.x;
  int lane = threadIdx.x & 31;
  int v = in[tid];
  bool p = v & 1;
  unsigned* o = out + 8 * tid;
  o[0] = __ballot_sync(0xffffffffu, p);
  o[1] = __any_sync(0xffffffffu, p);
  o[2] = __all_sync(0xffffffffu, p);
  if ((lane & 1) == 0) {
    bool q = v & 2;
    o[3] = __ballot_sync(0x55555555u, q);
    o[4] = __any_sync(0x55555555u, q);
    o[5] = __all_sync(0x55555555u, q);
  } else {
    o[3] = o[4] = o[5] = 0xdeadbeefu;
  }
  if (v % 3 == 0) {
    o[6] = __activemask();
    o[7] = 1;
  } else {
    o[6] = __activemask();
    o[7] = 2;
  }
}
