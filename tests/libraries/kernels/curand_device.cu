// cuRAND's device API (curand_kernel.h, which compiles into a program's own PTX): each thread
// takes subsequence t of the generator seeded with `seed` (curand_init(seed, t, 0, &state))
// and writes its first `count` values at out[t * count ...]: 32-bit values, then (normal) its
// first normal floats. tests/libraries/test_curand.py holds them against zluda's host API.
#include <curand_kernel.h>

template <typename State>
__device__ void values(unsigned long long seed, unsigned *bits, float *normal, int count) {
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    State s;
    curand_init(seed, t, 0, &s);
    for (int k = 0; k < count; k++)
        bits[t * count + k] = curand(&s);
    curand_init(seed, t, 0, &s);
    for (int k = 0; k < count; k++)
        normal[t * count + k] = curand_normal(&s);
}

extern "C" __global__ void device_xorwow(unsigned long long seed, unsigned *bits, float *normal,
                                         int count) {
    values<curandStateXORWOW_t>(seed, bits, normal, count);
}

extern "C" __global__ void device_mrg32k3a(unsigned long long seed, unsigned *bits, float *normal,
                                           int count) {
    values<curandStateMRG32k3a_t>(seed, bits, normal, count);
}

extern "C" __global__ void device_philox(unsigned long long seed, unsigned *bits, float *normal,
                                         int count) {
    values<curandStatePhilox4_32_10_t>(seed, bits, normal, count);
}

// MTGP32 (curand_mtgp32_kernel.h): block b runs states[b] (set up by the test as
// curandMakeMTGP32KernelState would); each call of curand() by its threads makes the block's
// next blockDim.x values, which go to out[(r * gridDim.x + b) * blockDim.x + t] for round r.
#include <curand_mtgp32_kernel.h>

extern "C" __global__ void device_mtgp32(curandStateMtgp32_t *states, unsigned *out, int rounds) {
    for (int r = 0; r < rounds; r++)
        out[(r * gridDim.x + blockIdx.x) * blockDim.x + threadIdx.x] = curand(&states[blockIdx.x]);
}

// curand_discrete over a distribution from curandCreatePoissonDistribution: thread t of XORWOW
// (curand_init(seed, t, 0)) writes its first `count` values at out[t * count ...]
#include <curand_discrete2.h>

extern "C" __global__ void device_xorwow_discrete(unsigned long long seed,
                                                  curandDiscreteDistribution_t distribution,
                                                  unsigned *out, int count) {
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    curandStateXORWOW_t s;
    curand_init(seed, t, 0, &s);
    for (int k = 0; k < count; k++)
        out[t * count + k] = curand_discrete(&s, distribution);
}
