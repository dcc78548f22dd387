// Sum of ints: each block reduces a grid-stride slice in dynamic shared memory (tree, halving strides)
// and writes one partial; a second launch of the same kernel with one block reduces the partials.
extern "C" __global__ void reduce_shared(const int* in, int* out, int n) {
  extern __shared__ int sdata[];
  int sum = 0;
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) sum += in[i];
  sdata[threadIdx.x] = sum;
  __syncthreads();
  for (unsigned s = blockDim.x / 2; s > 0; s >>= 1) {
    if (threadIdx.x < s) sdata[threadIdx.x] += sdata[threadIdx.x + s];
    __syncthreads();
  }
  if (threadIdx.x == 0) out[blockIdx.x] = sdata[0];
}
