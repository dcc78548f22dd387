#include "check.h"
// Dynamic shared memory sized at launch, shared-memory atomics, then global atomics.
__global__ void histogram(const unsigned *values, int n, unsigned *bins, int nbins) {
    extern __shared__ unsigned local[];
    for (int b = threadIdx.x; b < nbins; b += blockDim.x) local[b] = 0;
    __syncthreads();
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x)
        atomicAdd(&local[values[i] % nbins], 1u);
    __syncthreads();
    for (int b = threadIdx.x; b < nbins; b += blockDim.x) atomicAdd(&bins[b], local[b]);
}
int main() {
    const int n = 1 << 18, nbins = 100;
    unsigned *values = new unsigned[n], expected[nbins] = {}, bins[nbins];
    for (int i = 0; i < n; i++) { values[i] = (i * 2654435761u) >> 7; expected[values[i] % nbins]++; }
    unsigned *dvalues, *dbins;
    CHECK(cudaMalloc(&dvalues, n * sizeof(unsigned)));
    CHECK(cudaMalloc(&dbins, sizeof bins));
    CHECK(cudaMemcpy(dvalues, values, n * sizeof(unsigned), cudaMemcpyHostToDevice));
    CHECK(cudaMemset(dbins, 0, sizeof bins));
    histogram<<<32, 256, nbins * sizeof(unsigned)>>>(dvalues, n, dbins, nbins);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(bins, dbins, sizeof bins, cudaMemcpyDeviceToHost));
    bool ok = true;
    for (int b = 0; b < nbins; b++) ok &= bins[b] == expected[b];
    return report(ok, "dynamic shared memory and atomics");
}
