// mbarrier kernels for tests/ptx/test_mbarrier.py: libcu++'s cuda::barrier (arrive_and_wait,
// split arrive and wait, a barrier that only some threads arrive at, arrive_and_drop), the
// parity waits and pending_count through inline PTX, and cuda::memcpy_async completing on a
// barrier (cp.async.mbarrier.arrive). One block per launch unless said otherwise.
// ARCHS: sm_80 sm_90
#include <cuda/barrier>
#include <cuda/pipeline>
#include <cooperative_groups.h>
#include <stdint.h>
namespace cg = cooperative_groups;
using block_barrier = cuda::barrier<cuda::thread_scope_block>;

// each thread writes its value, waits for all, reads its neighbour's; `rounds` times
extern "C" __global__ void arrive_and_wait(const int *in, int *out, int rounds) {
    __shared__ block_barrier bar;
    __shared__ int s[1024];
    int t = threadIdx.x, n = blockDim.x;
    if (t == 0) init(&bar, n);
    __syncthreads();
    int v = in[blockIdx.x * n + t];
    for (int r = 0; r < rounds; r++) {
        s[t] = v;
        bar.arrive_and_wait();
        v = s[(t + 1) % n] + 1;
        bar.arrive_and_wait();
    }
    out[blockIdx.x * n + t] = v;
}

// arrive, do independent work, then wait for the phase
extern "C" __global__ void split_arrive_wait(const int *in, int *out) {
    __shared__ block_barrier bar;
    __shared__ int s[1024];
    int t = threadIdx.x, n = blockDim.x;
    if (t == 0) init(&bar, n);
    __syncthreads();
    s[t] = in[t] * 3;
    auto token = bar.arrive();
    int own = in[t] * in[t];  // work while others arrive
    bar.wait(std::move(token));
    out[t] = s[n - 1 - t] + own;
}

// warp 0 produces, the barrier expects only its 32 threads; every other warp waits for it
extern "C" __global__ void producer_consumer(const int *in, int *out) {
    __shared__ block_barrier bar;
    __shared__ int s[32];
    int t = threadIdx.x;
    if (t == 0) init(&bar, 32);
    __syncthreads();
    if (t < 32) {
        s[t] = in[t] * 5 + 1;
        (void)bar.arrive();  // producers do not wait
        out[t] = -1;
    } else {  // consumers do not arrive: they wait for phase 0 to complete (its parity)
        unsigned addr = (unsigned)__cvta_generic_to_shared(&bar), done = 0;
        while (!done)
            asm volatile("{ .reg .pred p; mbarrier.test_wait.parity.shared.b64 p, [%1], 0;"
                         " selp.u32 %0, 1, 0, p; }" : "=r"(done) : "r"(addr));
    }
    if (t >= 32) out[t] = s[t % 32];
}

// as producer_consumer, then a __syncthreads() that the producers reach while the consumers
// still wait: it must hold the producers until the consumers have written c
extern "C" __global__ void producer_then_barrier(const int *in, int *out) {
    __shared__ block_barrier bar;
    __shared__ int s[32], c[128];
    int t = threadIdx.x;
    if (t == 0) init(&bar, 32);
    __syncthreads();
    if (t < 32) {
        s[t] = in[t] + 7;
        (void)bar.arrive();
    } else {
        unsigned addr = (unsigned)__cvta_generic_to_shared(&bar), done = 0;
        while (!done)
            asm volatile("{ .reg .pred p; mbarrier.test_wait.parity.shared.b64 p, [%1], 0;"
                         " selp.u32 %0, 1, 0, p; }" : "=r"(done) : "r"(addr));
        c[t] = s[t % 32] * 2;
    }
    __syncthreads();
    if (t < 32) out[t] = c[32 + t] + c[64 + t] + c[96 + t];  // 3 * 2 * (in + 7)
    else out[t] = c[t];
}

// half the threads drop out after the first phase; the rest go on for two more
extern "C" __global__ void arrive_and_drop(int *out) {
    __shared__ block_barrier bar;
    __shared__ int count;
    int t = threadIdx.x, n = blockDim.x;
    if (t == 0) { init(&bar, n); count = 0; }
    __syncthreads();
    atomicAdd(&count, 1);
    if (t % 2) {
        bar.arrive_and_drop();
        return;
    }
    bar.arrive_and_wait();
    int first = count;
    bar.arrive_and_wait();
    atomicAdd(&count, 1);
    bar.arrive_and_wait();
    out[t / 2] = first * 1000 + count;
}

// raw PTX: init, arrive (its token), pending_count, test_wait.parity / try_wait.parity
extern "C" __global__ void parity_waits(int *out) {
    __shared__ uint64_t bar;
    int t = threadIdx.x, n = blockDim.x;
    unsigned addr = (unsigned)__cvta_generic_to_shared(&bar);
    if (t == 0) asm volatile("mbarrier.init.shared.b64 [%0], %1;" :: "r"(addr), "r"(n));
    __syncthreads();
    uint64_t token;
    asm volatile("mbarrier.arrive.shared.b64 %0, [%1];" : "=l"(token) : "r"(addr));
    unsigned pending;
    asm volatile("mbarrier.pending_count.b64 %0, %1;" : "=r"(pending) : "l"(token));
    unsigned done = 0;
    while (!done)
        asm volatile("{ .reg .pred p; mbarrier.test_wait.parity.shared.b64 p, [%1], %2;"
                     " selp.u32 %0, 1, 0, p; }" : "=r"(done) : "r"(addr), "r"(0));
    // phase 0 completed; phase 1's parity is 1
    asm volatile("mbarrier.arrive.shared.b64 _, [%0];" :: "r"(addr));
    done = 0;
    while (!done)
#if __CUDA_ARCH__ >= 900
        asm volatile("{ .reg .pred p; mbarrier.try_wait.parity.shared.b64 p, [%1], %2;"
                     " selp.u32 %0, 1, 0, p; }" : "=r"(done) : "r"(addr), "r"(1));
#else
        asm volatile("{ .reg .pred p; mbarrier.test_wait.parity.shared.b64 p, [%1], %2;"
                     " selp.u32 %0, 1, 0, p; }" : "=r"(done) : "r"(addr), "r"(1));
#endif
    out[t] = pending;
}

// cooperative_groups::memcpy_async into shared memory, completing on a barrier
extern "C" __global__ void memcpy_async_barrier(const float *in, float *out, int n) {
    __shared__ block_barrier bar;
    __shared__ float s[1024];
    auto block = cg::this_thread_block();
    if (block.thread_rank() == 0) init(&bar, block.size());
    block.sync();
    cuda::memcpy_async(block, s, in + blockIdx.x * n, sizeof(float) * n, bar);
    bar.arrive_and_wait();
    int t = threadIdx.x;
    out[blockIdx.x * n + t] = s[n - 1 - t] * 2.0f;
}
