// A cooperative launch through cudart, as NVIDIA's reductionMultiBlockCG sizes and launches it:
// the grid from cudaOccupancyMaxActiveBlocksPerMultiprocessor and the multiprocessor count,
// cudaLaunchCooperativeKernel, and grid-wide barriers (cg::this_grid().sync()) between phases.
#include <cooperative_groups.h>
#include "check.h"
namespace cg = cooperative_groups;

__global__ void prefix_of_block_sums(const int *x, int *block_sums, int *out, int n) {
    cg::grid_group grid = cg::this_grid();
    __shared__ int sum;
    if (threadIdx.x == 0) sum = 0;
    __syncthreads();
    for (int i = grid.thread_rank(); i < n; i += grid.size()) atomicAdd(&sum, x[i]);
    __syncthreads();
    if (threadIdx.x == 0) block_sums[blockIdx.x] = sum;
    grid.sync();
    if (grid.thread_rank() == 0)
        for (int b = 1; b < gridDim.x; b++) block_sums[b] += block_sums[b - 1];
    grid.sync();
    if (threadIdx.x == 0) out[blockIdx.x] = block_sums[blockIdx.x];
}

int main() {
    int device = 0, cooperative = 0, sms = 0, per_sm = 0;
    CHECK(cudaDeviceGetAttribute(&cooperative, cudaDevAttrCooperativeLaunch, device));
    CHECK(cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, device));
    const int threads = 128;
    CHECK(cudaOccupancyMaxActiveBlocksPerMultiprocessor(&per_sm, prefix_of_block_sums, threads, 0));
    int blocks = sms * per_sm;
    const int n = 5000;
    int x[n];
    for (int i = 0; i < n; i++) x[i] = i % 7;
    int *dx, *dsums, *dout;
    CHECK(cudaMalloc(&dx, sizeof(x)));
    CHECK(cudaMalloc(&dsums, blocks * sizeof(int)));
    CHECK(cudaMalloc(&dout, blocks * sizeof(int)));
    CHECK(cudaMemcpy(dx, x, sizeof(x), cudaMemcpyHostToDevice));
    int count = n;
    void *args[] = {&dx, &dsums, &dout, &count};
    CHECK(cudaLaunchCooperativeKernel((void *)prefix_of_block_sums, blocks, threads, args, 0, 0));
    CHECK(cudaDeviceSynchronize());
    int *out = new int[blocks];
    CHECK(cudaMemcpy(out, dout, blocks * sizeof(int), cudaMemcpyDeviceToHost));
    bool ok = cooperative == 1 && blocks >= 1;
    int running = 0, stride = blocks * threads;
    for (int b = 0; b < blocks; b++) {
        for (int t = b * threads; t < (b + 1) * threads; t++)
            for (int i = t; i < n; i += stride) running += x[i];
        ok &= out[b] == running;
    }
    // one block more than can be resident is refused
    cudaError_t too_large = cudaLaunchCooperativeKernel((void *)prefix_of_block_sums, blocks + 1,
                                                        threads, args, 0, 0);
    ok &= too_large == cudaErrorCooperativeLaunchTooLarge;
    cudaGetLastError();
    std::printf("%d blocks of %d on %d multiprocessors\n", blocks, threads, sms);
    return report(ok, "a cooperative launch with grid barriers");
}
