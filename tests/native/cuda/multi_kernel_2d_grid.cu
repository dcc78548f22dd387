#include "check.h"
// Several kernels in one program, a 2-D grid, and a kernel launched with cudaLaunchKernel.
__global__ void fill(int *m, int width, int height) {
    int x = blockIdx.x * blockDim.x + threadIdx.x, y = blockIdx.y * blockDim.y + threadIdx.y;
    if (x < width && y < height) m[y * width + x] = y * 1000 + x;
}
__global__ void transpose(const int *in, int *out, int width, int height) {
    int x = blockIdx.x * blockDim.x + threadIdx.x, y = blockIdx.y * blockDim.y + threadIdx.y;
    if (x < width && y < height) out[x * height + y] = in[y * width + x];
}
int main() {
    const int width = 70, height = 45;
    int *m, *t, host[width * height];
    CHECK(cudaMalloc(&m, sizeof host));
    CHECK(cudaMalloc(&t, sizeof host));
    dim3 block(16, 16), grid((width + 15) / 16, (height + 15) / 16);
    fill<<<grid, block>>>(m, width, height);
    int w = width, h = height;
    void *args[] = {&m, &t, &w, &h};
    CHECK(cudaLaunchKernel((const void *)transpose, grid, block, args, 0, nullptr));
    CHECK(cudaMemcpy(host, t, sizeof host, cudaMemcpyDeviceToHost));
    bool ok = true;
    for (int y = 0; y < height; y++) for (int x = 0; x < width; x++)
        ok &= host[x * height + y] == y * 1000 + x;
    return report(ok, "several kernels, 2-D grid, cudaLaunchKernel");
}
