// Prefix sums of ints across many blocks in three kernels:
// 1. scan_block: each block does a Hillis-Steele inclusive scan of its BLOCK elements in shared memory
//    (double-buffered), writes inclusive and exclusive results, and its total to block_sums;
// 2. the same kernel scans block_sums (one block, exclusive output gives each block's offset);
// 3. add_offsets adds each block's offset to both results.
#define BLOCK 256
extern "C" __global__ void scan_block(const int* in, int* inclusive, int* exclusive, int* block_sums, int n) {
  __shared__ int buf[2][BLOCK];
  int i = blockIdx.x * BLOCK + threadIdx.x;
  int v = i < n ? in[i] : 0;
  int cur = 0;
  buf[cur][threadIdx.x] = v;
  __syncthreads();
  for (int off = 1; off < BLOCK; off <<= 1) {
    int x = buf[cur][threadIdx.x];
    if (threadIdx.x >= off) x += buf[cur][threadIdx.x - off];
    buf[cur ^ 1][threadIdx.x] = x;
    cur ^= 1;
    __syncthreads();
  }
  int inc = buf[cur][threadIdx.x];
  if (i < n) {
    inclusive[i] = inc;
    exclusive[i] = inc - v;
  }
  if (block_sums && threadIdx.x == BLOCK - 1) block_sums[blockIdx.x] = inc;
}
extern "C" __global__ void add_offsets(int* inclusive, int* exclusive, const int* offsets, int n) {
  int i = blockIdx.x * BLOCK + threadIdx.x;
  if (i < n) {
    int o = offsets[blockIdx.x];
    inclusive[i] += o;
    exclusive[i] += o;
  }
}
