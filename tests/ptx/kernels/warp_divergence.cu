// Warp operations in divergent code, for tests/ptx/test_warp.py.
// ARCHS: sm_80
// Every kernel indexes its arrays by the thread's linear id in a 1D grid of 1D blocks.
#define ID (blockIdx.x * blockDim.x + threadIdx.x)

// Lanes 0..15 shuffle down by one inside their half-warp mask; the others keep their value.
extern "C" __global__ void shfl_down_low_half(const int* in, int* out) {
  int v = in[ID];
  if ((threadIdx.x & 31) < 16) v = __shfl_down_sync(0x0000ffffu, v, 1);
  out[ID] = v;
}

// Odd lanes vote; activemask inside the branch is the odd lanes that exist.
extern "C" __global__ void ballot_odd_lanes(const int* in, unsigned* out) {
  unsigned ballot = 0, active = 0;
  if (threadIdx.x & 1) {
    ballot = __ballot_sync(0xaaaaaaaau, in[ID] > 0);
    active = __activemask();
  }
  out[2 * ID] = ballot;
  out[2 * ID + 1] = active;
}

// Each lane loops trips[ID] times; match.any over the lanes still in the loop.
extern "C" __global__ void match_any_loop(const int* in, const int* trips, unsigned* out) {
  unsigned acc = 0;
  for (int k = 0; k < trips[ID]; k++) {
    unsigned same = __match_any_sync(__activemask(), in[ID] >> k);
    acc = acc * 31u + same;
  }
  out[ID] = acc;
}

// vote.all and vote.any with a partial membermask: lanes 0..19 take part.
extern "C" __global__ void vote_partial_mask(const int* in, unsigned* out) {
  if ((threadIdx.x & 31) < 20) {
    out[2 * ID] = __all_sync(0x000fffffu, in[ID] > 0);
    out[2 * ID + 1] = __any_sync(0x000fffffu, in[ID] > 0);
  }
}

// Lanes with a negative input exit; the others ballot with a full mask.
extern "C" __global__ void ballot_after_exit(const int* in, unsigned* out) {
  if (in[ID] < 0) return;
  out[ID] = __ballot_sync(0xffffffffu, in[ID] & 1) ^ (__activemask() << 1);
}

// Warp reductions inside a branch taken by lanes whose input is even.
extern "C" __global__ void redux_even(const int* in, int* out) {
  int v = in[ID];
  if ((v & 1) == 0) {
    unsigned m = __activemask();
    out[4 * ID] = __reduce_add_sync(m, v);
    out[4 * ID + 1] = __reduce_min_sync(m, v);
    out[4 * ID + 2] = (int)__reduce_max_sync(m, (unsigned)v);
    out[4 * ID + 3] = (int)__reduce_xor_sync(m, (unsigned)v);
  }
}

// __syncwarp orders shared-memory writes among the lanes of a (partial) mask.
extern "C" __global__ void syncwarp_exchange(const int* in, int* out) {
  __shared__ int s[1024];
  int lane = threadIdx.x & 31;
  int r = -1;
  if (lane < 8) {
    s[threadIdx.x] = in[ID] * 3;
    __syncwarp(0xffu);
    r = s[threadIdx.x ^ 5];
  }
  out[ID] = r;
}

// The classic warp-sum with shuffles in a width-8 segment, and the predicate output.
extern "C" __global__ void segment_sum(const int* in, int* out) {
  int v = in[ID];
  for (int o = 4; o > 0; o >>= 1) v += __shfl_xor_sync(0xffffffffu, v, o, 8);
  out[ID] = v + __shfl_up_sync(0xffffffffu, v, 3, 16);
}
