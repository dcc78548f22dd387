// A kernel that launches a kernel (dynamic parallelism, nvcc -rdc=true), for
// tests/runtime/test_modules.py: refused at load with CUDA_ERROR_NOT_SUPPORTED.
// RDC
extern "C" __global__ void child(int* p) { p[threadIdx.x] = 1; }
extern "C" __global__ void parent(int* p) { if (threadIdx.x == 0) child<<<1, 32>>>(p); }
