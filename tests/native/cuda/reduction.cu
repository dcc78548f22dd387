#include "check.h"
// A block reduction: shared memory down to one warp, then warp shuffles.
__global__ void block_sums(const int *x, int *out, int n) {
    __shared__ int partial[256];
    int tid = threadIdx.x, i = blockIdx.x * blockDim.x + tid;
    partial[tid] = i < n ? x[i] : 0;
    __syncthreads();
    for (int step = blockDim.x / 2; step >= 32; step /= 2) {
        if (tid < step) partial[tid] += partial[tid + step];
        __syncthreads();
    }
    if (tid < 32) {
        int v = partial[tid];
        for (int offset = 16; offset > 0; offset /= 2) v += __shfl_down_sync(0xffffffff, v, offset);
        if (tid == 0) atomicAdd(out, v);
    }
}
int main() {
    const int n = 1 << 20;
    int *x = new int[n];
    long long expected = 0;
    for (int i = 0; i < n; i++) { x[i] = i % 1000 - 300; expected += x[i]; }
    int *dx, *dsum, sum = 0;
    CHECK(cudaMalloc(&dx, n * sizeof(int)));
    CHECK(cudaMalloc(&dsum, sizeof(int)));
    CHECK(cudaMemcpy(dx, x, n * sizeof(int), cudaMemcpyHostToDevice));
    CHECK(cudaMemset(dsum, 0, sizeof(int)));
    block_sums<<<n / 256, 256>>>(dx, dsum, n);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(&sum, dsum, sizeof(int), cudaMemcpyDeviceToHost));
    return report(sum == expected, "shared-memory and warp-shuffle reduction");
}
