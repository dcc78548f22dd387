/* The overhead of a small cuBLAS call from C: µs per queued cublasSgemm of 16 x 16 matrices
   against µs per queued cuLaunchKernel of the kernel "empty" in the PTX file argv[1], both on
   one stream through zluda's libcublas.so.13 and libcuda.so.1. argv[2] calls per run, argv[3]
   runs, the two kinds taken in turns. Prints one line: "gemm <median µs> launch <median µs>".
   "cublas_api.h" is written by the benchmark from zluda.abi.cublas (NVIDIA's declarations,
   which the machine need not have). */
#include <cuda.h>

#include "cublas_api.h"
#include "measure.h"

#define CHECK(call) do { int r_ = (int)(call); if (r_) { fprintf(stderr, "%s: %d\n", #call, r_); return 1; } } while (0)

enum { N = 16 };

int main(int argc, char **argv) {
    if (argc < 4) return 2;
    int calls = atoi(argv[2]), runs = atoi(argv[3]);
    FILE *f = fopen(argv[1], "rb");
    if (!f) return 2;
    static char ptx[1 << 20];
    size_t size = fread(ptx, 1, sizeof ptx - 1, f);
    ptx[size] = 0;
    fclose(f);
    CUdevice dev; CUcontext ctx; CUmodule module; CUfunction fn; CUstream stream;
    CHECK(cuInit(0));
    CHECK(cuDeviceGet(&dev, 0));
    CHECK(cuDevicePrimaryCtxRetain(&ctx, dev));
    CHECK(cuCtxSetCurrent(ctx));
    CHECK(cuModuleLoadData(&module, ptx));
    CHECK(cuModuleGetFunction(&fn, module, "empty"));
    CHECK(cuStreamCreate(&stream, 0));
    CUdeviceptr a, b, c;
    CHECK(cuMemAlloc(&a, N * N * sizeof(float)));
    CHECK(cuMemAlloc(&b, N * N * sizeof(float)));
    CHECK(cuMemAlloc(&c, N * N * sizeof(float)));
    CHECK(cuMemsetD32(a, 0x3f800000, N * N));  /* 1.0f */
    CHECK(cuMemsetD32(b, 0x40000000, N * N));  /* 2.0f */
    cublasHandle_t handle;
    CHECK(cublasCreate_v2(&handle));
    CHECK(cublasSetStream_v2(handle, (cudaStream_t)stream));
    const float one = 1.0f, zero = 0.0f;
    double *gemm = malloc(runs * sizeof *gemm), *launch = malloc(runs * sizeof *launch);
    for (int r = -1; r < runs; r++) {  /* run -1 warms both up */
        double t0 = now();
        for (int i = 0; i < calls; i++)
            CHECK(cublasSgemm_v2(handle, CUBLAS_OP_N, CUBLAS_OP_N, N, N, N, &one, (float *)a, N,
                                 (float *)b, N, &zero, (float *)c, N));
        CHECK(cuStreamSynchronize(stream));
        double t1 = now();
        for (int i = 0; i < calls; i++)
            CHECK(cuLaunchKernel(fn, 1, 1, 1, 32, 1, 1, 0, stream, NULL, NULL));
        CHECK(cuStreamSynchronize(stream));
        if (r >= 0) {
            gemm[r] = (t1 - t0) / calls * 1e6;
            launch[r] = (now() - t1) / calls * 1e6;
        }
    }
    float result[N * N];
    CHECK(cuMemcpyDtoH(result, c, sizeof result));
    for (int i = 0; i < N * N; i++)
        if (result[i] != 2.0f * N) { fprintf(stderr, "wrong product: %g\n", result[i]); return 1; }
    CHECK(cublasDestroy_v2(handle));
    printf("gemm %.2f launch %.2f\n", median(gemm, runs), median(launch, runs));
    return 0;
}
