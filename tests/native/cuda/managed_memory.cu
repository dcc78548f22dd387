#include "check.h"
// __managed__ variables: the host writes and reads them directly, before and after kernels.
__managed__ int launches;
__managed__ float scale[4] = {1, 2, 3, 4};

__global__ void transform(int *m, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) m[i] = m[i] * 2 + 1;
    if (i == 0) atomicAdd(&launches, 1);
    if (i < 4) scale[i] *= 10;
}
int main() {
    const int n = 4096;
    int *m;
    CHECK(cudaMallocManaged(&m, n * sizeof(int)));
    for (int i = 0; i < n; i++) m[i] = i;
    launches = 40;
    transform<<<(n + 127) / 128, 128>>>(m, n);
    CHECK(cudaDeviceSynchronize());
    bool ok = true;
    for (int i = 0; i < n; i++) ok &= m[i] == 2 * i + 1;
    ok &= launches == 41 && scale[0] == 10 && scale[3] == 40;
    cudaPointerAttributes attributes;
    CHECK(cudaPointerGetAttributes(&attributes, m));
    ok &= attributes.type == cudaMemoryTypeManaged;
    int *address;
    CHECK(cudaGetSymbolAddress((void **)&address, launches));
    ok &= address == &launches;  // the host's variable is the device's
    CHECK(cudaFree(m));
    return report(ok, "managed memory");
}
