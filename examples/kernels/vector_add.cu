// Built to PTX by scripts/gen_example_ptx.py (nvcc -ptx -arch=sm_75 -O3).
extern "C" __global__ void vector_add(const float* a, const float* b, float* c, size_t n) {
  for (size_t i = blockIdx.x * (size_t)blockDim.x + threadIdx.x; i < n;
       i += (size_t)gridDim.x * blockDim.x)
    c[i] = a[i] + b[i];
}
