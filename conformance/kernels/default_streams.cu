// p[i] = p[i] * mul + add: a step whose result depends on the order of the steps.
extern "C" __global__ void step(int* p, int n, int mul, int add) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x)
    p[i] = p[i] * mul + add;
}
