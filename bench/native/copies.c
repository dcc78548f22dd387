/* Synchronous copy bandwidth through zluda's C ABI, against memcpy between two malloc'ed
   buffers (the C program's np.copyto). For each size in MB given as arguments after argv[1]
   (rounds), the six measurements are taken in turns and their medians printed, one line per
   size: "size_mb N htod_pageable G htod_pinned G dtoh_pageable G dtoh_pinned G dtod G memcpy G"
   (GB/s; DtoD with a cuCtxSynchronize, as cuMemcpyDtoD need not wait on CUDA). */
#include <cuda.h>

#include "measure.h"

#define CHECK(call) do { CUresult r_ = (call); if (r_) { fprintf(stderr, "%s: %d\n", #call, r_); exit(1); } } while (0)

static size_t size;
static char *host, *out, *pinned;
static CUdeviceptr d1, d2;

static void copy(int kind) {
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
    for (int a = 2; a < argc; a++) {
        size = (size_t)atoi(argv[a]) << 20;
        host = malloc(size);
        out = malloc(size);
        memset(host, 1, size);
        memset(out, 0, size);
        CHECK(cuMemAllocHost((void **)&pinned, size));
        memset(pinned, 1, size);
        CHECK(cuMemAlloc(&d1, size));
        CHECK(cuMemAlloc(&d2, size));
        time_copies(size, rounds, copy);
        CHECK(cuMemcpyDtoH(out, d2, size));
        if (out[0] != 1 || out[size - 1] != 1) { fprintf(stderr, "DtoD copied wrong bytes\n"); return 1; }
        CHECK(cuMemFree(d1)); CHECK(cuMemFree(d2)); CHECK(cuMemFreeHost(pinned));
        free(host); free(out);
    }
    return 0;
}
