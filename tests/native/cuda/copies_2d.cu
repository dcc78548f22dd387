#include "check.h"
__global__ void add_row_index(float *p, size_t pitch, int width, int height) {
    int x = blockIdx.x * blockDim.x + threadIdx.x, y = blockIdx.y * blockDim.y + threadIdx.y;
    if (x < width && y < height) {
        float *row = reinterpret_cast<float *>(reinterpret_cast<char *>(p) + y * pitch);
        row[x] += y;
    }
}
int main() {
    const int width = 100, height = 37;
    float host[height][width];
    float *device;
    size_t pitch = 0;
    CHECK(cudaMallocPitch(&device, &pitch, width * sizeof(float), height));
    CHECK(cudaMemset2D(device, pitch, 0, width * sizeof(float), height));
    for (int y = 0; y < height; y++) for (int x = 0; x < width; x++) host[y][x] = x;
    CHECK(cudaMemcpy2D(device, pitch, host, width * sizeof(float), width * sizeof(float), height,
                       cudaMemcpyHostToDevice));
    add_row_index<<<dim3(4, 3), dim3(32, 16)>>>(device, pitch, width, height);
    CHECK(cudaGetLastError());
    float back[height][width];
    CHECK(cudaMemcpy2D(back, width * sizeof(float), device, pitch, width * sizeof(float), height,
                       cudaMemcpyDeviceToHost));
    bool ok = pitch >= width * sizeof(float);
    for (int y = 0; y < height; y++) for (int x = 0; x < width; x++) ok &= back[y][x] == x + y;
    CHECK(cudaFree(device));
    return report(ok, "pitched allocation, 2-D copies and memset");
}
