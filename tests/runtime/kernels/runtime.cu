// Kernels for the runtime tests (tests/runtime). Regenerate the PTX with
// scripts/gen_runtime_ptx.py (nvcc -ptx -arch=sm_75); the tests never need nvcc.
#include <cassert>

struct Pair {
    int a;
    double b;
};

__device__ int counter;                                   // zero-initialized global
__device__ int table[4] = {10, 20, 30, 40};               // initialized global

// p[i] = p[i] * scale + add, for i < n
extern "C" __global__ void scale_add(int *p, int scale, int add, unsigned long long n) {
    unsigned long long i = blockIdx.x * (unsigned long long)blockDim.x + threadIdx.x;
    if (i < n) p[i] = p[i] * scale + add;
}

// Copies every kind of scalar parameter into `out` (as bytes at fixed offsets).
extern "C" __global__ void echo_params(char c, short s, int i, long long l, float f, double d,
                                       Pair pair, unsigned char *out) {
    if (threadIdx.x == 0 && blockIdx.x == 0) {
        *(char *)(out + 0) = c;
        *(short *)(out + 2) = s;
        *(int *)(out + 4) = i;
        *(long long *)(out + 8) = l;
        *(float *)(out + 16) = f;
        *(double *)(out + 24) = d;
        *(int *)(out + 32) = pair.a;
        *(double *)(out + 40) = pair.b;
    }
}

// Reverses each block's slice of `p` through dynamic shared memory.
extern "C" __global__ void reverse_block(int *p) {
    extern __shared__ int tile[];
    int t = threadIdx.x;
    int base = blockIdx.x * blockDim.x;
    tile[t] = p[base + t];
    __syncthreads();
    p[base + t] = tile[blockDim.x - 1 - t];
}

// Adds table[] and counter into out, and bumps counter.
extern "C" __global__ void use_globals(int *out) {
    int t = threadIdx.x;
    if (t < 4) out[t] = table[t] + counter;
    __syncthreads();
    if (t == 0) counter += 1;
}

// Every thread adds 1 to *p.
extern "C" __global__ void count(int *p) { atomicAdd(p, 1); }

extern "C" __global__ __launch_bounds__(64) void bounded(int *p) { p[threadIdx.x] = 1; }

extern "C" __global__ void fails_assert(int *p) {
    assert(p[0] == 12345);
    p[1] = 1;
}

extern "C" __global__ void traps(int *p) {
    if (p[0] == 0) __trap();
    p[1] = 1;
}
