// Reductions as NVIDIA's samples write them (reduction's reduce6, cooperative groups' reduce).
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
namespace cg = cooperative_groups;

// reduce6: each thread sums a grid-stride range, the block reduces in shared memory and with
// warp shuffles; one partial sum per block.
template <unsigned int blockSize>
__device__ void reduce6(const int* g_idata, int* g_odata, unsigned int n) {
  cg::thread_block cta = cg::this_thread_block();
  extern __shared__ int sdata[];
  unsigned int tid = threadIdx.x;
  unsigned int gridSize = blockSize * 2 * gridDim.x;
  int mySum = 0;
  for (unsigned int i = blockIdx.x * blockSize * 2 + threadIdx.x; i < n; i += gridSize) {
    mySum += g_idata[i];
    if (i + blockSize < n) mySum += g_idata[i + blockSize];
  }
  sdata[tid] = mySum;
  cg::sync(cta);
  if ((blockSize >= 512) && (tid < 256)) sdata[tid] = mySum = mySum + sdata[tid + 256];
  cg::sync(cta);
  if ((blockSize >= 256) && (tid < 128)) sdata[tid] = mySum = mySum + sdata[tid + 128];
  cg::sync(cta);
  if ((blockSize >= 128) && (tid < 64)) sdata[tid] = mySum = mySum + sdata[tid + 64];
  cg::sync(cta);
  cg::thread_block_tile<32> tile32 = cg::tiled_partition<32>(cta);
  if (cta.thread_rank() < 32) {
    if (blockSize >= 64) mySum += sdata[tid + 32];
    for (int offset = tile32.size() / 2; offset > 0; offset /= 2)
      mySum += tile32.shfl_down(mySum, offset);
  }
  if (cta.thread_rank() == 0) g_odata[blockIdx.x] = mySum;
}

extern "C" __global__ void reduce6_256(const int* in, int* out, unsigned int n) {
  reduce6<256>(in, out, n);
}
extern "C" __global__ void reduce6_64(const int* in, int* out, unsigned int n) {
  reduce6<64>(in, out, n);
}

// cg::reduce over tiles of 16, then one atomic per tile.
extern "C" __global__ void tile_reduce(const float* in, float* total, int n) {
  cg::thread_block block = cg::this_thread_block();
  cg::thread_block_tile<16> tile = cg::tiled_partition<16>(block);
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  float v = i < n ? in[i] : 0.0f;
  float sum = cg::reduce(tile, v, cg::plus<float>());
  if (tile.thread_rank() == 0) atomicAdd(total, sum);
}
