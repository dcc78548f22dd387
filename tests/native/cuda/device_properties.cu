#include "check.h"
#include <cstring>
__global__ void kernel_with_shared(float *x) {
    __shared__ float tile[512];
    tile[threadIdx.x] = threadIdx.x;
    __syncthreads();
    x[threadIdx.x] = tile[511 - threadIdx.x];
}
int main() {
    int count = 0, device = -1, version = 0, runtime = 0;
    CHECK(cudaGetDeviceCount(&count));
    CHECK(cudaSetDevice(0));
    CHECK(cudaGetDevice(&device));
    CHECK(cudaDriverGetVersion(&version));
    CHECK(cudaRuntimeGetVersion(&runtime));
    cudaDeviceProp p;
    CHECK(cudaGetDeviceProperties(&p, 0));
    cudaFuncAttributes attributes;
    CHECK(cudaFuncGetAttributes(&attributes, kernel_with_shared));
    int blocks = 0;
    CHECK(cudaOccupancyMaxActiveBlocksPerMultiprocessor(&blocks, kernel_with_shared, 512, 0));
    size_t free_bytes = 0, total_bytes = 0;
    CHECK(cudaMemGetInfo(&free_bytes, &total_bytes));
    std::printf("%s: cc %d.%d, %d SMs, warp %d, %zu MB\n", p.name, p.major, p.minor,
                p.multiProcessorCount, p.warpSize, p.totalGlobalMem >> 20);
    bool ok = count >= 1 && device == 0 && version >= 13000 && runtime >= 13000
              && std::strstr(p.name, "[ZLUDA]") != nullptr && p.warpSize == 32
              && p.maxThreadsPerBlock >= 512 && attributes.sharedSizeBytes == 2048
              && attributes.maxThreadsPerBlock >= 512 && blocks >= 1 && total_bytes >= free_bytes
              && total_bytes > 0;
    return report(ok, "device properties, function attributes, occupancy");
}
