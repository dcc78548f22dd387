/* A C program linked with -lcusparse and -lcuda: y = A x for a 4 x 4 CSR matrix in device
   memory through cuSPARSE's generic API (descriptors, SpMV_bufferSize, SpMV), and two bad
   calls (a NULL handle, an x of the wrong size). Prints "cusparse ok" when all answer as
   cuSPARSE does. "cusparse_api.h" is written by the test from zluda.abi.cusparse (the
   declarations of NVIDIA's cusparse.h). */
#include <math.h>
#include <stdio.h>
#include <cuda.h>
#include "cusparse_api.h"

#define CHECK(call) do { int status_ = (int)(call); if (status_) { \
    printf("%s failed: %d\n", #call, status_); return 1; } } while (0)

int main(void) {
    /* [[1 0 2 0], [0 3 0 0], [4 0 5 6], [0 0 0 7]] */
    int offsets[] = {0, 2, 3, 6, 7}, columns[] = {0, 2, 1, 0, 2, 3, 3};
    double values[] = {1, 2, 3, 4, 5, 6, 7}, x[] = {1, 2, 3, 4}, y[4];
    double expected[] = {7, 6, 43, 28}, alpha = 1, beta = 0;
    CUdevice device;
    CUcontext context;
    CHECK(cuInit(0));
    CHECK(cuDeviceGet(&device, 0));
    CHECK(cuCtxCreate(&context, NULL, 0, device));
    CUdeviceptr d_offsets, d_columns, d_values, d_x, d_y;
    CHECK(cuMemAlloc(&d_offsets, sizeof offsets));
    CHECK(cuMemAlloc(&d_columns, sizeof columns));
    CHECK(cuMemAlloc(&d_values, sizeof values));
    CHECK(cuMemAlloc(&d_x, sizeof x));
    CHECK(cuMemAlloc(&d_y, sizeof y));
    CHECK(cuMemcpyHtoD(d_offsets, offsets, sizeof offsets));
    CHECK(cuMemcpyHtoD(d_columns, columns, sizeof columns));
    CHECK(cuMemcpyHtoD(d_values, values, sizeof values));
    CHECK(cuMemcpyHtoD(d_x, x, sizeof x));
    cusparseHandle_t handle;
    CHECK(cusparseCreate(&handle));
    cusparseSpMatDescr_t a;
    cusparseDnVecDescr_t vx, vy, short_x;
    CHECK(cusparseCreateCsr(&a, 4, 4, 7, (void *)d_offsets, (void *)d_columns, (void *)d_values,
                            CUSPARSE_INDEX_32I, CUSPARSE_INDEX_32I, CUSPARSE_INDEX_BASE_ZERO,
                            CUDA_R_64F));
    CHECK(cusparseCreateDnVec(&vx, 4, (void *)d_x, CUDA_R_64F));
    CHECK(cusparseCreateDnVec(&vy, 4, (void *)d_y, CUDA_R_64F));
    CHECK(cusparseCreateDnVec(&short_x, 3, (void *)d_x, CUDA_R_64F));
    size_t size = 1;
    CHECK(cusparseSpMV_bufferSize(handle, CUSPARSE_OPERATION_NON_TRANSPOSE, &alpha, a, vx, &beta,
                                  vy, CUDA_R_64F, CUSPARSE_SPMV_ALG_DEFAULT, &size));
    CUdeviceptr buffer = 0;
    if (size) CHECK(cuMemAlloc(&buffer, size));
    CHECK(cusparseSpMV(handle, CUSPARSE_OPERATION_NON_TRANSPOSE, &alpha, a, vx, &beta, vy,
                       CUDA_R_64F, CUSPARSE_SPMV_ALG_DEFAULT, (void *)buffer));
    CHECK(cuMemcpyDtoH(y, d_y, sizeof y));
    for (int i = 0; i < 4; i++)
        if (fabs(y[i] - expected[i]) > 1e-12) {
            printf("y[%d] = %g, not %g\n", i, y[i], expected[i]);
            return 1;
        }
    cusparseStatus_t bad = cusparseSpMV(NULL, CUSPARSE_OPERATION_NON_TRANSPOSE, &alpha, a, vx,
                                        &beta, vy, CUDA_R_64F, CUSPARSE_SPMV_ALG_DEFAULT, NULL);
    if (bad != CUSPARSE_STATUS_NOT_INITIALIZED) {
        printf("a NULL handle: %d (%s)\n", bad, cusparseGetErrorName(bad));
        return 1;
    }
    bad = cusparseSpMV(handle, CUSPARSE_OPERATION_NON_TRANSPOSE, &alpha, a, short_x, &beta, vy,
                       CUDA_R_64F, CUSPARSE_SPMV_ALG_DEFAULT, NULL);
    if (bad != CUSPARSE_STATUS_INVALID_VALUE) {
        printf("x of 3 elements: %d (%s)\n", bad, cusparseGetErrorName(bad));
        return 1;
    }
    CHECK(cusparseDestroyDnVec(short_x));
    CHECK(cusparseDestroyDnVec(vx));
    CHECK(cusparseDestroyDnVec(vy));
    CHECK(cusparseDestroySpMat(a));
    CHECK(cusparseDestroy(handle));
    printf("cusparse ok\n");
    return 0;
}
