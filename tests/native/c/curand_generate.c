/* A C program linked with -lcurand and -lcuda: uniform floats from a device generator into
   device memory, normal doubles from a host generator, and one bad call. Prints "curand ok"
   when every check holds (the first uniform of XORWOW seeded with 1234 is NVIDIA's 0.14546764).
   "curand_api.h" is written by the test from zluda.abi.curand (the declarations of NVIDIA's
   curand.h, which the tests' machines need not have). */
#include <math.h>
#include <stdio.h>
#include <cuda.h>
#include "curand_api.h"

#define CHECK(call) do { int status_ = (int)(call); if (status_) { \
    printf("%s failed: %d\n", #call, status_); return 1; } } while (0)

int main(void) {
    enum { N = 4096 };
    CUdevice device;
    CUcontext context;
    CHECK(cuInit(0));
    CHECK(cuDeviceGet(&device, 0));
    CHECK(cuCtxCreate(&context, NULL, 0, device));
    CUdeviceptr out;
    CHECK(cuMemAlloc(&out, N * sizeof(float)));
    curandGenerator_t generator;
    CHECK(curandCreateGenerator(&generator, CURAND_RNG_PSEUDO_DEFAULT));
    CHECK(curandSetPseudoRandomGeneratorSeed(generator, 1234ULL));
    CHECK(curandGenerateUniform(generator, (float *)out, N));
    float uniform[N];
    CHECK(cuMemcpyDtoH(uniform, out, sizeof uniform));
    for (int i = 0; i < N; i++)
        if (!(uniform[i] > 0.0f && uniform[i] <= 1.0f)) { printf("uniform %d: %g\n", i, uniform[i]); return 1; }
    if (fabsf(uniform[0] - 0.14546764f) > 1e-7f) { printf("first uniform %.8f\n", uniform[0]); return 1; }
    curandGenerator_t host;
    CHECK(curandCreateGeneratorHost(&host, CURAND_RNG_PSEUDO_PHILOX4_32_10));
    static double normal[N];
    CHECK(curandGenerateNormalDouble(host, normal, N, 10.0, 2.0));
    double sum = 0;
    for (int i = 0; i < N; i++) sum += normal[i];
    if (fabs(sum / N - 10.0) > 0.2) { printf("normal mean %g\n", sum / N); return 1; }
    if (curandGenerateNormal(generator, (float *)out, 3, 0.0f, 1.0f) != CURAND_STATUS_LENGTH_NOT_MULTIPLE) {
        printf("an odd count of normals was not refused\n");
        return 1;
    }
    CHECK(curandDestroyGenerator(host));
    CHECK(curandDestroyGenerator(generator));
    CHECK(cuMemFree(out));
    printf("curand ok\n");
    return 0;
}
