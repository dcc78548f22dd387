// Cooperative launches: grid-wide barriers of cooperative groups (cg::this_grid().sync(),
// which reads %envreg1:%envreg2, the grid workspace that cuLaunchCooperativeKernel gives).
// Shared by conformance/programs/grid_sync.py and tests/runtime/test_cooperative.py.
#include <cooperative_groups.h>
namespace cg = cooperative_groups;

// A grid-stride sum in three phases separated by grid barriers, as NVIDIA's
// reductionMultiBlockCG does: each block sums its share, block 0 adds the partial sums, and
// every thread then reads the total and writes x - mean.
extern "C" __global__ void center(const float *x, float *partial, float *out, int n) {
    cg::grid_group grid = cg::this_grid();
    cg::thread_block block = cg::this_thread_block();
    __shared__ float sums[1024];
    float own = 0.0f;
    for (int i = grid.thread_rank(); i < n; i += grid.size()) own += x[i];
    sums[block.thread_rank()] = own;
    block.sync();
    for (int step = block.size() / 2; step > 0; step /= 2) {
        if (block.thread_rank() < step) sums[block.thread_rank()] += sums[block.thread_rank() + step];
        block.sync();
    }
    if (block.thread_rank() == 0) partial[blockIdx.x] = sums[0];
    grid.sync();
    if (grid.thread_rank() == 0) {
        float total = 0.0f;
        for (int b = 0; b < gridDim.x; b++) total += partial[b];
        partial[gridDim.x] = total;
    }
    grid.sync();
    float mean = partial[gridDim.x] / n;
    for (int i = grid.thread_rank(); i < n; i += grid.size()) out[i] = x[i] - mean;
}

// `rounds` grid barriers in a loop: each round every thread adds its right neighbour's value
// (across blocks) from the previous round, ping-ponging between two buffers.
extern "C" __global__ void neighbours(int *a, int *b, int rounds) {
    cg::grid_group grid = cg::this_grid();
    int n = grid.size(), i = grid.thread_rank();
    for (int r = 0; r < rounds; r++) {
        int *src = r % 2 ? b : a, *dst = r % 2 ? a : b;
        dst[i] = src[i] + src[(i + 1) % n];
        grid.sync();
    }
}

// whether this launch is cooperative (grid.is_valid())
extern "C" __global__ void is_cooperative(int *out) {
    if (threadIdx.x == 0 && blockIdx.x == 0) out[0] = cg::this_grid().is_valid() ? 1 : 0;
}
