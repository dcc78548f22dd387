// out[i] = i, using dynamic shared memory as a staging area.
extern "C" __global__ void iota(int* out, int n) {
  extern __shared__ int stage[];
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  stage[threadIdx.x] = i;
  __syncthreads();
  if (i < n) out[i] = stage[threadIdx.x];
}
