#include "check.h"
__global__ void nothing() {}
__global__ void traps() { __trap(); }
int main() {
    bool ok = true;
    // a block larger than the device allows: the launch fails, the program goes on (the
    // driver refuses it with CUDA_ERROR_INVALID_VALUE; cudart may report it as either)
    nothing<<<1, 4096>>>();
    cudaError_t too_big = cudaGetLastError();
    ok &= too_big == cudaErrorInvalidConfiguration || too_big == cudaErrorInvalidValue;
    ok &= cudaGetLastError() == cudaSuccess;  // not sticky
    // freeing host memory with cudaFree
    int on_stack = 0;
    ok &= cudaFree(&on_stack) == cudaErrorInvalidValue;
    cudaGetLastError();
    // a symbol that is not one
    ok &= cudaMemcpyToSymbol(on_stack, &on_stack, sizeof on_stack) != cudaSuccess;
    cudaGetLastError();
    // everything still works
    nothing<<<1, 32>>>();
    ok &= cudaDeviceSynchronize() == cudaSuccess;
    // a kernel that traps: the error is reported, and it is sticky for the context
    traps<<<1, 1>>>();
    cudaError_t trapped = cudaDeviceSynchronize();
    ok &= trapped == cudaErrorLaunchFailure || trapped == cudaErrorIllegalInstruction;
    std::printf("trap gave %s\n", cudaGetErrorName(trapped));
    return report(ok, "errors: bad launch, cudaFree of host memory, bad symbol, trap");
}
