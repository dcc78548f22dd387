#include "check.h"
__global__ void increment(float *x, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) x[i] += 1.0f;
}
static void CUDART_CB host_function(void *data) { *static_cast<int *>(data) += 1; }
int main() {
    const int n = 1 << 16;
    float *host, *device[2];
    cudaStream_t streams[2];
    cudaEvent_t start, stop;
    int calls = 0;
    CHECK(cudaMallocHost(&host, 2 * n * sizeof(float)));
    for (int i = 0; i < 2 * n; i++) host[i] = i;
    CHECK(cudaEventCreate(&start));
    CHECK(cudaEventCreate(&stop));
    for (int k = 0; k < 2; k++) {
        CHECK(cudaStreamCreateWithFlags(&streams[k], cudaStreamNonBlocking));
        CHECK(cudaMalloc(&device[k], n * sizeof(float)));
    }
    CHECK(cudaEventRecord(start, streams[0]));
    for (int k = 0; k < 2; k++) {
        CHECK(cudaMemcpyAsync(device[k], host + k * n, n * sizeof(float), cudaMemcpyHostToDevice,
                              streams[k]));
        increment<<<n / 256, 256, 0, streams[k]>>>(device[k], n);
        CHECK(cudaMemcpyAsync(host + k * n, device[k], n * sizeof(float), cudaMemcpyDeviceToHost,
                              streams[k]));
    }
    CHECK(cudaLaunchHostFunc(streams[1], host_function, &calls));
    CHECK(cudaEventRecord(stop, streams[1]));
    CHECK(cudaStreamWaitEvent(streams[0], stop, 0));
    CHECK(cudaStreamSynchronize(streams[0]));
    float ms = -1.0f;
    CHECK(cudaEventElapsedTime(&ms, start, stop));
    bool ok = calls == 1 && ms >= 0.0f && cudaStreamQuery(streams[1]) == cudaSuccess;
    for (int i = 0; i < 2 * n; i++) ok &= host[i] == i + 1.0f;
    for (int k = 0; k < 2; k++) { CHECK(cudaStreamDestroy(streams[k])); CHECK(cudaFree(device[k])); }
    CHECK(cudaFreeHost(host));
    return report(ok, "streams, events, host functions");
}
