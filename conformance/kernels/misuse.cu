// Kernels of the API misuse cases (conformance/misuse.py). Regenerate the PTX with
// scripts/gen_conformance_ptx.py misuse.
// CUBIN: sm_75
#include <cassert>

// Every thread adds 1 to *p.
extern "C" __global__ void count(int *p) { atomicAdd(p, 1); }

// At most 64 threads per block.
extern "C" __global__ __launch_bounds__(64) void bounded(int *p) { p[threadIdx.x] = 1; }

// Reverses each block's slice of `p` through dynamic shared memory.
extern "C" __global__ void reverse_block(int *p) {
    extern __shared__ int tile[];
    int t = threadIdx.x;
    int base = blockIdx.x * blockDim.x;
    tile[t] = p[base + t];
    __syncthreads();
    p[base + t] = tile[blockDim.x - 1 - t];
}

// Fails its assert unless p[0] is 12345.
extern "C" __global__ void fails_assert(int *p) {
    assert(p[0] == 12345);
    p[1] = 1;
}
