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
