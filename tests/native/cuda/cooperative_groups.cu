#include "check.h"
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
namespace cg = cooperative_groups;
__global__ void sums(const int *x, int *per_tile, int *per_block) {
    cg::thread_block block = cg::this_thread_block();
    cg::thread_block_tile<32> tile = cg::tiled_partition<32>(block);
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    int tile_sum = cg::reduce(tile, x[i], cg::plus<int>());
    if (tile.thread_rank() == 0) per_tile[i / 32] = tile_sum;
    __shared__ int total;
    if (block.thread_rank() == 0) total = 0;
    block.sync();
    if (tile.thread_rank() == 0) atomicAdd(&total, tile_sum);
    block.sync();
    if (block.thread_rank() == 0) per_block[blockIdx.x] = total;
}
int main() {
    const int blocks = 8, threads = 128, n = blocks * threads;
    int x[n], tiles[n / 32], totals[blocks];
    for (int i = 0; i < n; i++) x[i] = (i * 7) % 13;
    int *dx, *dtiles, *dtotals;
    CHECK(cudaMalloc(&dx, sizeof x));
    CHECK(cudaMalloc(&dtiles, sizeof tiles));
    CHECK(cudaMalloc(&dtotals, sizeof totals));
    CHECK(cudaMemcpy(dx, x, sizeof x, cudaMemcpyHostToDevice));
    sums<<<blocks, threads>>>(dx, dtiles, dtotals);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(tiles, dtiles, sizeof tiles, cudaMemcpyDeviceToHost));
    CHECK(cudaMemcpy(totals, dtotals, sizeof totals, cudaMemcpyDeviceToHost));
    bool ok = true;
    for (int t = 0; t < n / 32; t++) {
        int s = 0;
        for (int j = 0; j < 32; j++) s += x[t * 32 + j];
        ok &= tiles[t] == s;
    }
    for (int b = 0; b < blocks; b++) {
        int s = 0;
        for (int j = 0; j < threads; j++) s += x[b * threads + j];
        ok &= totals[b] == s;
    }
    return report(ok, "cooperative groups: thread block, tiled partition, cg::reduce");
}
