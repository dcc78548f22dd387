#include "check.h"
__global__ void transform(int *m, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) m[i] = m[i] * 2 + 1;
}
int main() {
    const int n = 4096;
    int *m;
    CHECK(cudaMallocManaged(&m, n * sizeof(int)));
    for (int i = 0; i < n; i++) m[i] = i;
    transform<<<(n + 127) / 128, 128>>>(m, n);
    CHECK(cudaDeviceSynchronize());
    bool ok = true;
    for (int i = 0; i < n; i++) ok &= m[i] == 2 * i + 1;
    cudaPointerAttributes attributes;
    CHECK(cudaPointerGetAttributes(&attributes, m));
    ok &= attributes.type == cudaMemoryTypeManaged;
    CHECK(cudaFree(m));
    return report(ok, "managed memory");
}
