/* A C program linked with -lcublas and -lcuda: device memory from the driver API, a matrix
   product and a dot product through cuBLAS, and one bad call. Prints "cublas ok" when every
   result is right. "cublas_api.h" is written by the test from zluda.abi.cublas (the
   declarations of NVIDIA's header, which the tests' machines need not have). */
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <cuda.h>
#include "cublas_api.h"

#define CHECK(call) do { int status_ = (int)(call); if (status_) { \
    printf("%s failed: %d\n", #call, status_); return 1; } } while (0)

int main(void) {
    enum { M = 33, N = 17, K = 20 };
    CUdevice device;
    CUcontext context;
    CHECK(cuInit(0));
    CHECK(cuDeviceGet(&device, 0));
    CHECK(cuCtxCreate(&context, NULL, 0, device));
    float a[M * K], b[K * N], c[M * N];
    for (int i = 0; i < M * K; i++) a[i] = (float)(i % 7) - 3.0f;
    for (int i = 0; i < K * N; i++) b[i] = (float)(i % 5) - 2.0f;
    CUdeviceptr da, db, dc;
    CHECK(cuMemAlloc(&da, sizeof a));
    CHECK(cuMemAlloc(&db, sizeof b));
    CHECK(cuMemAlloc(&dc, sizeof c));
    cublasHandle_t handle;
    CHECK(cublasCreate_v2(&handle));
    CHECK(cublasSetMatrix(M, K, sizeof(float), a, M, (void *)da, M));
    CHECK(cublasSetMatrix(K, N, sizeof(float), b, K, (void *)db, K));
    float alpha = 1.0f, beta = 0.0f;
    CHECK(cublasSgemm_v2(handle, CUBLAS_OP_N, CUBLAS_OP_N, M, N, K, &alpha, (float *)da, M,
                         (float *)db, K, &beta, (float *)dc, M));
    CHECK(cublasGetMatrix(M, N, sizeof(float), (void *)dc, M, c, M));
    int wrong = 0;
    for (int i = 0; i < M; i++)
        for (int j = 0; j < N; j++) {
            float expected = 0.0f;
            for (int l = 0; l < K; l++) expected += a[i + l * M] * b[l + j * K];
            wrong += fabsf(expected - c[i + j * M]) > 1e-3f;
        }
    float dot = 0.0f;
    CHECK(cublasSdot_v2(handle, K, (float *)da, 1, (float *)da, 1, &dot));
    float expected_dot = 0.0f;
    for (int l = 0; l < K; l++) expected_dot += a[l] * a[l];
    int version = 0;
    CHECK(cublasGetVersion_v2(handle, &version));
    int bad = cublasSgemm_v2(handle, CUBLAS_OP_N, CUBLAS_OP_N, -1, N, K, &alpha, (float *)da, M,
                             (float *)db, K, &beta, (float *)dc, M);
    CHECK(cublasDestroy_v2(handle));
    printf("wrong=%d dot_ok=%d version=%d bad=%d\n", wrong, dot == expected_dot, version, bad);
    if (wrong == 0 && dot == expected_dot && version / 10000 == 13 && bad == 7)
        printf("cublas ok\n");
    return 0;
}
