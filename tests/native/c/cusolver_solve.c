/* A C program linked with -lcusolver and -lcuda: a symmetric positive definite system solved
   by Cholesky (potrf, potrs) in device memory, its devInfo read back, and one bad call.
   Prints "cusolver ok" when the solution is right. "cusolver_api.h" is written by the test
   from zluda.abi.cusolver (the declarations of NVIDIA's cusolverDn.h). */
#include <math.h>
#include <stdio.h>
#include <cuda.h>
#include "cusolver_api.h"

#define CHECK(call) do { int status_ = (int)(call); if (status_) { \
    printf("%s failed: %d\n", #call, status_); return 1; } } while (0)

int main(void) {
    enum { N = 4 };
    /* A = 2 I + ones (positive definite), b = A x for x = (1, 2, 3, 4) */
    double a[N * N], b[N], x[N] = {1, 2, 3, 4};
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++) a[i + j * N] = (i == j ? 3.0 : 1.0);
    for (int i = 0; i < N; i++) {
        b[i] = 0;
        for (int j = 0; j < N; j++) b[i] += a[i + j * N] * x[j];
    }
    CUdevice device;
    CUcontext context;
    CHECK(cuInit(0));
    CHECK(cuDeviceGet(&device, 0));
    CHECK(cuCtxCreate(&context, NULL, 0, device));
    CUdeviceptr da, db, dinfo, dwork;
    CHECK(cuMemAlloc(&da, sizeof a));
    CHECK(cuMemAlloc(&db, sizeof b));
    CHECK(cuMemAlloc(&dinfo, sizeof(int)));
    CHECK(cuMemcpyHtoD(da, a, sizeof a));
    CHECK(cuMemcpyHtoD(db, b, sizeof b));
    cusolverDnHandle_t handle;
    CHECK(cusolverDnCreate(&handle));
    int lwork = 0, info = -1;
    CHECK(cusolverDnDpotrf_bufferSize(handle, CUBLAS_FILL_MODE_LOWER, N, (double *)da, N, &lwork));
    CHECK(cuMemAlloc(&dwork, lwork * sizeof(double)));
    CHECK(cusolverDnDpotrf(handle, CUBLAS_FILL_MODE_LOWER, N, (double *)da, N, (double *)dwork,
                           lwork, (int *)dinfo));
    CHECK(cusolverDnDpotrs(handle, CUBLAS_FILL_MODE_LOWER, N, 1, (double *)da, N, (double *)db, N,
                           (int *)dinfo));
    CHECK(cuMemcpyDtoH(b, db, sizeof b));
    CHECK(cuMemcpyDtoH(&info, dinfo, sizeof info));
    if (info != 0) { printf("devInfo %d\n", info); return 1; }
    for (int i = 0; i < N; i++)
        if (fabs(b[i] - x[i]) > 1e-12) { printf("x[%d] = %g\n", i, b[i]); return 1; }
    if (cusolverDnDpotrf(handle, CUBLAS_FILL_MODE_LOWER, -1, (double *)da, N, (double *)dwork,
                         lwork, (int *)dinfo) != CUSOLVER_STATUS_INVALID_VALUE) {
        printf("a negative order was not refused\n");
        return 1;
    }
    CHECK(cusolverDnDestroy(handle));
    printf("cusolver ok\n");
    return 0;
}
