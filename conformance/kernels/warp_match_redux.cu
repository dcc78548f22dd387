// NVCC: -arch=sm_80
// Warp match (__match_any_sync, __match_all_sync on 32- and 64-bit values) and warp reductions
// (__reduce_{add,min,max}_sync on unsigned and int, __reduce_{and,or,xor}_sync), with the full
// mask and with the low 16 lanes only. Each thread writes 16 words at out[16 * tid].
extern "C" __global__ void warp_match_redux(const unsigned* in, const unsigned long long* in64,
                                            unsigned* out) {
  int tid = blockIdx.x * blockDim.x + threadIdx.x;
  int lane = threadIdx.x & 31;
  unsigned v = in[tid];
  unsigned long long w = in64[tid];
  unsigned* o = out + 16 * tid;
  const unsigned full = 0xffffffffu;
  o[0] = __match_any_sync(full, v);
  o[1] = __match_any_sync(full, w);
  int pred = -1;
  o[2] = __match_all_sync(full, v, &pred);
  o[3] = pred;
  int pred64 = -1;
  o[4] = __match_all_sync(full, w, &pred64);
  o[5] = pred64;
  o[6] = __reduce_add_sync(full, v);
  o[7] = __reduce_min_sync(full, v);
  o[8] = __reduce_max_sync(full, v);
  o[9] = (unsigned)__reduce_min_sync(full, (int)v);
  o[10] = (unsigned)__reduce_max_sync(full, (int)v);
  o[11] = __reduce_and_sync(full, v);
  o[12] = __reduce_or_sync(full, v);
  o[13] = __reduce_xor_sync(full, v);
  if (lane < 16) {
    o[14] = __reduce_add_sync(0x0000ffffu, v);
    o[15] = __match_any_sync(0x0000ffffu, v & 3);
  } else {
    o[14] = o[15] = 0xdeadbeefu;
  }
}
