/* Launch overhead through zluda's C ABI: µs per cuLaunchKernel of the kernel "empty" in the PTX
   file argv[1], on one stream; argv[2] launches per run, argv[3] runs. With argv[4]
   "vector_add", that kernel instead, one block of 32 threads adding 32 floats, its four
   parameters (three pointers, alternating between two sets of arrays, and the count) passed
   at each launch. Prints one line:
   "sync <median µs> queued <median µs> cpu <median µs>", cpu being the thread's CPU time per
   queued launch. Also the cost of the first call from a native process: "first_call_ms <ms
   from main to cuInit's return>". */
#include <cuda.h>

#include "measure.h"

#define CHECK(call) do { CUresult r_ = (call); if (r_) { fprintf(stderr, "%s: %d\n", #call, r_); return 1; } } while (0)

int main(int argc, char **argv) {
    double start = now();
    if (argc < 4) return 2;
    CHECK(cuInit(0));
    double first = now() - start;
    int n = atoi(argv[2]), runs = atoi(argv[3]);
    FILE *f = fopen(argv[1], "rb");
    if (!f) return 2;
    static char ptx[1 << 20];
    size_t size = fread(ptx, 1, sizeof ptx - 1, f);
    ptx[size] = 0;
    fclose(f);
    CUdevice dev; CUcontext ctx; CUmodule module; CUfunction fn; CUstream stream;
    CHECK(cuDeviceGet(&dev, 0));
    CHECK(cuDevicePrimaryCtxRetain(&ctx, dev));
    CHECK(cuCtxSetCurrent(ctx));
    CHECK(cuModuleLoadData(&module, ptx));
    int with_parameters = argc > 4 && !strcmp(argv[4], "vector_add");
    CHECK(cuModuleGetFunction(&fn, module, with_parameters ? "vector_add" : "empty"));
    CHECK(cuStreamCreate(&stream, 0));
    CUdeviceptr arrays[6];
    unsigned count = 32;
    for (int i = 0; i < 6; i++)
        CHECK(cuMemAlloc(&arrays[i], count * sizeof(float)));
    void *vector_add_params[2][4] = {{&arrays[0], &arrays[1], &arrays[2], &count},
                                     {&arrays[3], &arrays[4], &arrays[5], &count}};
    void **params[2] = {NULL, NULL};
    if (with_parameters) {
        params[0] = vector_add_params[0];
        params[1] = vector_add_params[1];
    }
    CHECK(cuLaunchKernel(fn, 1, 1, 1, 32, 1, 1, 0, stream, params[0], NULL));
    CHECK(cuStreamSynchronize(stream));
    double *sync = malloc(runs * sizeof *sync), *queued = malloc(runs * sizeof *queued);
    double *cpu = malloc(runs * sizeof *cpu);
    for (int r = 0; r < runs; r++) {
        double t0 = now();
        for (int i = 0; i < n; i++) {
            CHECK(cuLaunchKernel(fn, 1, 1, 1, 32, 1, 1, 0, stream, params[i & 1], NULL));
            CHECK(cuStreamSynchronize(stream));
        }
        sync[r] = (now() - t0) / n * 1e6;
        t0 = now();
        double c0 = cpu_now();
        for (int i = 0; i < n; i++)
            CHECK(cuLaunchKernel(fn, 1, 1, 1, 32, 1, 1, 0, stream, params[i & 1], NULL));
        CHECK(cuStreamSynchronize(stream));
        queued[r] = (now() - t0) / n * 1e6;
        cpu[r] = (cpu_now() - c0) / n * 1e6;
    }
    printf("first_call_ms %.1f\nsync %.2f queued %.2f cpu %.2f\n", first * 1e3,
           median(sync, runs), median(queued, runs), median(cpu, runs));
    return 0;
}
