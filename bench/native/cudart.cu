/* Launches and synchronous copies through NVIDIA's CUDA runtime, as an nvcc-built program makes
   them: cudart (linked statically by nvcc) reaches zluda's libcuda.so.1 through cuGetProcAddress
   and its private tables (../shared/NATIVE.md), and adds calls of its own around each of its
   calls (a context-local lookup; cuCtxGetCurrent in cudaDeviceSynchronize).

   "cudart launch N RUNS": N launches per run of an empty kernel, <<<1, 32>>> on a created
   stream; prints "sync S queued Q cpu C" (µs per launch, medians of the runs), as launch.c does.
   "cudart copies ROUNDS MB...": prints one line per size as copies.c does, "size_mb N
   htod_pageable G htod_pinned G dtoh_pageable G dtoh_pinned G dtod G memcpy G" (GB/s of the
   median; DtoD with a cudaDeviceSynchronize, as a device-to-device cudaMemcpy need not wait on
   CUDA). */
#include "measure.h"

__global__ void empty(void) {}

#define CHECK(call) do { cudaError_t r_ = (call); if (r_) { fprintf(stderr, "%s: %s\n", #call, cudaGetErrorString(r_)); exit(1); } } while (0)

static void launches(int n, int runs) {
    cudaStream_t stream;
    CHECK(cudaStreamCreate(&stream));
    empty<<<1, 32, 0, stream>>>();
    CHECK(cudaStreamSynchronize(stream));
    double *sync = (double *)malloc(runs * sizeof(double)), *queued = (double *)malloc(runs * sizeof(double));
    double *cpu = (double *)malloc(runs * sizeof(double));
    for (int r = 0; r < runs; r++) {
        double t0 = now();
        for (int i = 0; i < n; i++) {
            empty<<<1, 32, 0, stream>>>();
            CHECK(cudaStreamSynchronize(stream));
        }
        sync[r] = (now() - t0) / n * 1e6;
        t0 = now();
        double c0 = cpu_now();
        for (int i = 0; i < n; i++) empty<<<1, 32, 0, stream>>>();
        CHECK(cudaStreamSynchronize(stream));
        queued[r] = (now() - t0) / n * 1e6;
        cpu[r] = (cpu_now() - c0) / n * 1e6;
    }
    CHECK(cudaGetLastError());
    printf("sync %.2f queued %.2f cpu %.2f\n", median(sync, runs), median(queued, runs), median(cpu, runs));
    CHECK(cudaStreamDestroy(stream));
}

static size_t size;
static char *host, *out, *pinned, *d1, *d2;

static void copy(int kind) {
    switch (kind) {
    case 0: CHECK(cudaMemcpy(d1, host, size, cudaMemcpyHostToDevice)); break;
    case 1: CHECK(cudaMemcpy(d1, pinned, size, cudaMemcpyHostToDevice)); break;
    case 2: CHECK(cudaMemcpy(out, d1, size, cudaMemcpyDeviceToHost)); break;
    case 3: CHECK(cudaMemcpy(pinned, d1, size, cudaMemcpyDeviceToHost)); break;
    case 4: CHECK(cudaMemcpy(d2, d1, size, cudaMemcpyDeviceToDevice)); CHECK(cudaDeviceSynchronize()); break;
    default: memcpy(out, host, size);
    }
}

static void copies(int rounds, size_t size_mb) {
    size = size_mb << 20;
    host = (char *)malloc(size);
    out = (char *)malloc(size);
    memset(host, 1, size);
    memset(out, 0, size);
    CHECK(cudaMallocHost(&pinned, size));
    memset(pinned, 1, size);
    CHECK(cudaMalloc(&d1, size));
    CHECK(cudaMalloc(&d2, size));
    time_copies(size, rounds, copy);
    CHECK(cudaMemcpy(out, d2, size, cudaMemcpyDeviceToHost));
    if (out[0] != 1 || out[size - 1] != 1) { fprintf(stderr, "DtoD copied wrong bytes\n"); exit(1); }
    CHECK(cudaFree(d1)); CHECK(cudaFree(d2)); CHECK(cudaFreeHost(pinned));
    free(host); free(out);
}

int main(int argc, char **argv) {
    if (argc < 4) return 2;
    if (strcmp(argv[1], "launch") == 0) {
        launches(atoi(argv[2]), atoi(argv[3]));
        return 0;
    }
    for (int a = 3; a < argc; a++) copies(atoi(argv[2]), (size_t)atoi(argv[a]));
    return 0;
}
