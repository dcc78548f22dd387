// out[i] = i + 1.
extern "C" __global__ void iota1(int* out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i] = i + 1;
}
