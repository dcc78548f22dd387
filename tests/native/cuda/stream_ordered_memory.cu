#include "check.h"
// Stream-ordered memory: cudaMallocAsync/cudaFreeAsync from the default pool, reuse on the same
// stream, an explicit pool (cudaMemPoolCreate, cudaMallocFromPoolAsync, cudaMemPoolTrimTo).
__global__ void iota_times(int *out, int n, int k) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) out[i] = i * k;
}
int main() {
    const int n = 5000;
    int supported = 0;
    CHECK(cudaDeviceGetAttribute(&supported, cudaDevAttrMemoryPoolsSupported, 0));
    cudaStream_t stream;
    CHECK(cudaStreamCreate(&stream));
    int *a, *b, host[n];
    CHECK(cudaMallocAsync(&a, n * sizeof(int), stream));
    iota_times<<<(n + 255) / 256, 256, 0, stream>>>(a, n, 3);
    CHECK(cudaMemcpyAsync(host, a, sizeof host, cudaMemcpyDeviceToHost, stream));
    CHECK(cudaFreeAsync(a, stream));
    CHECK(cudaMallocAsync(&b, n * sizeof(int), stream));  // may reuse a: same stream
    iota_times<<<(n + 255) / 256, 256, 0, stream>>>(b, n, 5);
    int again[n];
    CHECK(cudaMemcpyAsync(again, b, sizeof again, cudaMemcpyDeviceToHost, stream));
    CHECK(cudaFreeAsync(b, stream));
    CHECK(cudaStreamSynchronize(stream));
    bool ok = supported == 1;
    for (int i = 0; i < n; i++) ok &= host[i] == i * 3 && again[i] == i * 5;

    cudaMemPool_t fallback, pool;
    CHECK(cudaDeviceGetDefaultMemPool(&fallback, 0));
    cudaMemPoolProps props = {};
    props.allocType = cudaMemAllocationTypePinned;
    props.location.type = cudaMemLocationTypeDevice;
    props.location.id = 0;
    CHECK(cudaMemPoolCreate(&pool, &props));
    ok &= pool != fallback;
    unsigned long long threshold = ~0ull, used = 0, reserved = 0;  // cuuint64_t
    CHECK(cudaMemPoolSetAttribute(pool, cudaMemPoolAttrReleaseThreshold, &threshold));
    int opportunistic = 0;
    CHECK(cudaMemPoolGetAttribute(pool, cudaMemPoolReuseAllowOpportunistic, &opportunistic));
    ok &= opportunistic == 1;
    int *c;
    CHECK(cudaMallocFromPoolAsync(reinterpret_cast<void **>(&c), n * sizeof(int), pool, stream));
    CHECK(cudaMemPoolGetAttribute(pool, cudaMemPoolAttrUsedMemCurrent, &used));
    ok &= used == n * sizeof(int);
    iota_times<<<(n + 255) / 256, 256, 0, stream>>>(c, n, 7);
    CHECK(cudaMemcpyAsync(host, c, sizeof host, cudaMemcpyDeviceToHost, stream));
    CHECK(cudaFreeAsync(c, stream));
    CHECK(cudaStreamSynchronize(stream));
    for (int i = 0; i < n; i++) ok &= host[i] == i * 7;
    CHECK(cudaMemPoolGetAttribute(pool, cudaMemPoolAttrReservedMemCurrent, &reserved));
    ok &= reserved == n * sizeof(int);  // kept: the threshold is above it
    CHECK(cudaMemPoolTrimTo(pool, 0));
    CHECK(cudaMemPoolDestroy(pool));
    CHECK(cudaStreamDestroy(stream));
    return report(ok, "stream-ordered memory: cudaMallocAsync, cudaFreeAsync, memory pools");
}
