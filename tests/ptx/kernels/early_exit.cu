// Block barriers after some threads have exited, for tests/ptx/test_sync.py. CUDA's barriers
// wait only for the threads that have not exited.
#define ID (blockIdx.x * blockDim.x + threadIdx.x)

// Threads t >= n return first; the others exchange through shared memory twice, and those
// t >= m leave between the two exchanges.
extern "C" __global__ void exchange_after_exits(const int* in, int* out, int n, int m) {
  __shared__ int s[1024];
  int t = threadIdx.x;
  if (t >= n) return;
  s[t] = in[ID];
  __syncthreads();
  int v = s[(t + 1) % n];
  __syncthreads();
  if (t >= m) { out[ID] = v; return; }
  s[t] = v * 3;
  __syncthreads();
  out[ID] = s[(t + 1) % m];
}

// __syncthreads_count, _and and _or over the threads that have not exited.
extern "C" __global__ void votes_after_exits(const int* in, int* out, int n) {
  int t = threadIdx.x;
  if (t >= n) return;
  int p = in[ID] > 0;
  out[3 * ID] = __syncthreads_count(p);
  out[3 * ID + 1] = __syncthreads_and(p);
  out[3 * ID + 2] = __syncthreads_or(p);
}

// A Hillis-Steele scan by the threads t < n, with its barriers in a loop.
extern "C" __global__ void scan_loop_after_exits(const int* in, int* out, int n) {
  __shared__ int s[1024];
  int t = threadIdx.x;
  if (t >= n) return;
  s[t] = in[ID];
  __syncthreads();
  for (int i = 1; i < n; i <<= 1) {
    int v = t >= i ? s[t - i] : 0;
    __syncthreads();
    s[t] += v;
    __syncthreads();
  }
  out[ID] = s[t];
}

// Odd and even threads wait at different __syncthreads(): since sm_70 any bar.sync of the block
// matches any other, wherever it is.
extern "C" __global__ void barriers_in_both_branches(const int* in, int* out) {
  __shared__ int s[1024];
  int t = threadIdx.x;
  if (t & 1) {
    s[t] = in[ID] + 1;
    __syncthreads();
    out[ID] = s[t ^ 1] * 10;
  } else {
    s[t] = in[ID] * 2;
    __syncthreads();
    out[ID] = s[t ^ 1] - 3;
  }
}

// Thread t leaves a loop of barriers after t % 5 + 1 rounds; after each round's first barrier
// every thread still in the loop sees how many have counted themselves so far.
extern "C" __global__ void exits_inside_a_barrier_loop(int* out) {
  __shared__ int count;
  int t = threadIdx.x;
  if (t == 0) count = 0;
  __syncthreads();
  for (int r = 0;; ++r) {
    if (r > t % 5) return;
    atomicAdd(&count, 1);
    __syncthreads();
    out[ID * 8 + r] = count;
    __syncthreads();
  }
}

// Threads of a 2-D block (x, y) with x >= nx return; the rest transpose their tile.
extern "C" __global__ void tile_after_exits(const int* in, int* out, int nx) {
  __shared__ int tile[16][17];
  int x = threadIdx.x, y = threadIdx.y;
  if (x >= nx) return;
  tile[y][x] = in[y * 16 + x];
  __syncthreads();
  out[y * 16 + x] = x < 16 && y < nx ? tile[x][y] : -7;
}

// Rows of a matrix summed by warp shuffles and shared memory, a row per round of a loop of
// barriers; threads t >= n return first (CuPy's reductions have this shape).
extern "C" __global__ void row_sums_after_exits(const float* in, float* out, int rows, int n) {
  __shared__ float partial[32];
  int t = threadIdx.x;
  if (t >= n) return;
  for (int row = 0; row < rows; ++row) {
    float v = in[row * blockDim.x + t];
    unsigned live = __ballot_sync(0xffffffff, 1);
    for (int o = 16; o > 0; o >>= 1) {
      float other = __shfl_down_sync(live, v, o);
      if ((t & 31) + o < 32 && ((live >> ((t & 31) + o)) & 1)) v += other;
    }
    if ((t & 31) == 0) partial[t >> 5] = v;
    __syncthreads();
    if (t == 0) {
      float total = 0;
      for (int w = 0; w < (n + 31) / 32; ++w) total += partial[w];
      out[row] = total;
    }
    __syncthreads();
  }
}
