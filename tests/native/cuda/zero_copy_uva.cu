#include "check.h"
// Mapped pinned memory that a kernel writes directly, and cudaMemcpyDefault (unified addressing).
__global__ void square_into(const int *in, int *mapped_out, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) mapped_out[i] = in[i] * in[i];
}
int main() {
    const int n = 3000;
    int *mapped, *device_view, *in, host[n];
    CHECK(cudaHostAlloc(&mapped, n * sizeof(int), cudaHostAllocMapped));
    CHECK(cudaHostGetDevicePointer(&device_view, mapped, 0));
    CHECK(cudaMalloc(&in, n * sizeof(int)));
    for (int i = 0; i < n; i++) host[i] = i - 1500;
    CHECK(cudaMemcpy(in, host, sizeof host, cudaMemcpyDefault));
    square_into<<<(n + 255) / 256, 256>>>(in, device_view, n);
    CHECK(cudaDeviceSynchronize());
    bool ok = true;
    for (int i = 0; i < n; i++) ok &= mapped[i] == host[i] * host[i];
    int back[n];
    CHECK(cudaMemcpy(back, in, sizeof back, cudaMemcpyDefault));
    for (int i = 0; i < n; i++) ok &= back[i] == host[i];
    CHECK(cudaFreeHost(mapped));
    return report(ok, "mapped pinned memory (zero copy), cudaMemcpyDefault");
}
