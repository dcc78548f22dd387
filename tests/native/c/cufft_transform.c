/* A C program linked with -lcufft and -lcuda: a forward and an inverse complex transform of
   64 points in device memory, which give the input times 64 (cuFFT does not normalize), and
   one bad call. Prints "cufft ok" when they do. "cufft_api.h" is written by the test from
   zluda.abi.cufft (the declarations of NVIDIA's cufft.h). */
#include <math.h>
#include <stdio.h>
#include <cuda.h>
#include "cufft_api.h"

#define CHECK(call) do { int status_ = (int)(call); if (status_) { \
    printf("%s failed: %d\n", #call, status_); return 1; } } while (0)

int main(void) {
    enum { N = 64 };
    cufftComplex data[N], back[N];
    for (int i = 0; i < N; i++) { data[i].x = (float)(i % 5) - 2.0f; data[i].y = (float)(i % 3); }
    CUdevice device;
    CUcontext context;
    CHECK(cuInit(0));
    CHECK(cuDeviceGet(&device, 0));
    CHECK(cuCtxCreate(&context, NULL, 0, device));
    CUdeviceptr d;
    CHECK(cuMemAlloc(&d, sizeof data));
    CHECK(cuMemcpyHtoD(d, data, sizeof data));
    cufftHandle plan;
    CHECK(cufftPlan1d(&plan, N, CUFFT_C2C, 1));
    CHECK(cufftExecC2C(plan, (cufftComplex *)d, (cufftComplex *)d, CUFFT_FORWARD));
    CHECK(cufftExecC2C(plan, (cufftComplex *)d, (cufftComplex *)d, CUFFT_INVERSE));
    CHECK(cuMemcpyDtoH(back, d, sizeof back));
    for (int i = 0; i < N; i++)
        if (fabsf(back[i].x - N * data[i].x) > 1e-3f || fabsf(back[i].y - N * data[i].y) > 1e-3f) {
            printf("element %d: %g %g\n", i, back[i].x, back[i].y);
            return 1;
        }
    if (cufftExecC2C(plan, (cufftComplex *)d, (cufftComplex *)d, 3) != CUFFT_INVALID_VALUE) {
        printf("a bad direction was not refused\n");
        return 1;
    }
    CHECK(cufftDestroy(plan));
    printf("cufft ok\n");
    return 0;
}
