#include "check.h"
__constant__ float scale[4];
__device__ int counter;
__device__ float table[8] = {1, 2, 3, 4, 5, 6, 7, 8};
__global__ void use_symbols(float *out, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) { out[i] = scale[i % 4] * table[i % 8]; atomicAdd(&counter, 1); }
}
int main() {
    const int n = 1000;
    float factors[4] = {1, 2, 3, 4}, initial[8], *out;
    int zero = 0, count = -1;
    CHECK(cudaMemcpyToSymbol(scale, factors, sizeof factors));
    CHECK(cudaMemcpyToSymbol(counter, &zero, sizeof zero));
    CHECK(cudaMemcpyFromSymbol(initial, table, sizeof initial));
    CHECK(cudaMalloc(&out, n * sizeof(float)));
    use_symbols<<<4, 256>>>(out, n);
    CHECK(cudaGetLastError());
    float host[n];
    CHECK(cudaMemcpy(host, out, sizeof host, cudaMemcpyDeviceToHost));
    CHECK(cudaMemcpyFromSymbol(&count, counter, sizeof count));
    void *address = nullptr;
    size_t size = 0;
    CHECK(cudaGetSymbolAddress(&address, counter));
    CHECK(cudaGetSymbolSize(&size, table));
    bool ok = count == n && address != nullptr && size == sizeof initial && initial[7] == 8;
    for (int i = 0; i < n; i++) ok &= host[i] == factors[i % 4] * initial[i % 8];
    return report(ok, "__constant__ and __device__ symbols");
}
