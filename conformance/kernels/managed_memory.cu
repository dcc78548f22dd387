// p[i] = p[i] * 3 + i: reads and modifies managed memory in place.
extern "C" __global__ void update(int* p, int n) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x)
    p[i] = p[i] * 3 + i;
}
