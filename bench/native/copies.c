/* Synchronous copy bandwidth through zluda's C ABI, against memcpy between two malloc'ed
   buffers (the C program's np.copyto). For each size in MB given as arguments after argv[1]
   (rounds), the six measurements are taken in turns and their medians printed, one line per
   size: "size_mb N htod_pageable G htod_pinned G dtoh_pageable G dtoh_pinned G dtod G memcpy G"
   (GB/s; DtoD with a cuCtxSynchronize, as cuMemcpyDtoD need not wait on CUDA). */
#include <cuda.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define KINDS 6
static const char *NAMES[KINDS] = {"htod_pageable", "htod_pinned", "dtoh_pageable",
                                   "dtoh_pinned", "dtod", "memcpy"};

static double now(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec + t.tv_nsec * 1e-9;
}

static int compare(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

#define CHECK(call) do { CUresult r_ = (call); if (r_) { fprintf(stderr, "%s: %d\n", #call, r_); exit(1); } } while (0)

static void copy(int kind, size_t size, char *host, char *out, char *pinned, CUdeviceptr d1,
                 CUdeviceptr d2) {
    switch (kind) {
    case 0: CHECK(cuMemcpyHtoD(d1, host, size)); break;
    case 1: CHECK(cuMemcpyHtoD(d1, pinned, size)); break;
    case 2: CHECK(cuMemcpyDtoH(out, d1, size)); break;
    case 3: CHECK(cuMemcpyDtoH(pinned, d1, size)); break;
    case 4: CHECK(cuMemcpyDtoD(d2, d1, size)); CHECK(cuCtxSynchronize()); break;
    default: memcpy(out, host, size);
    }
}

int main(int argc, char **argv) {
    if (argc < 3) return 2;
    int rounds = atoi(argv[1]);
    CUdevice dev; CUcontext ctx;
    CHECK(cuInit(0));
    CHECK(cuDeviceGet(&dev, 0));
    CHECK(cuDevicePrimaryCtxRetain(&ctx, dev));
    CHECK(cuCtxSetCurrent(ctx));
    double *times = malloc(sizeof(double) * KINDS * rounds);
    for (int a = 2; a < argc; a++) {
        size_t size = (size_t)atoi(argv[a]) << 20;
        char *host = malloc(size), *out = malloc(size), *pinned;
        CUdeviceptr d1, d2;
        memset(host, 1, size);
        memset(out, 0, size);
        CHECK(cuMemAllocHost((void **)&pinned, size));
        memset(pinned, 1, size);
        CHECK(cuMemAlloc(&d1, size));
        CHECK(cuMemAlloc(&d2, size));
        for (int k = 0; k < KINDS; k++) copy(k, size, host, out, pinned, d1, d2);  /* warm up */
        for (int r = 0; r < rounds; r++)
            for (int k = 0; k < KINDS; k++) {
                double t0 = now();
                copy(k, size, host, out, pinned, d1, d2);
                times[k * rounds + r] = now() - t0;
            }
        CHECK(cuMemcpyDtoH(out, d2, size));
        if (out[0] != 1 || out[size - 1] != 1) { fprintf(stderr, "DtoD copied wrong bytes\n"); return 1; }
        printf("size_mb %s", argv[a]);
        for (int k = 0; k < KINDS; k++) {
            qsort(times + k * rounds, rounds, sizeof(double), compare);
            printf(" %s %.2f", NAMES[k], size / times[k * rounds + rounds / 2] / 1e9);
        }
        printf("\n");
        CHECK(cuMemFree(d1)); CHECK(cuMemFree(d2)); CHECK(cuMemFreeHost(pinned));
        free(host); free(out);
    }
    return 0;
}
