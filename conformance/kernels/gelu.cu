// llm.c gelu_forward: the tanh approximation of GELU, elementwise with a grid-stride loop.
#define GELU_SCALING_FACTOR 0.7978845608028654f  // sqrtf(2.0f / M_PI)
extern "C" __global__ void gelu_forward(float* out, const float* inp, int N) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < N; i += gridDim.x * blockDim.x) {
    float xi = inp[i];
    float cube = 0.044715f * xi * xi * xi;
    out[i] = 0.5f * xi * (1.0f + tanhf(GELU_SCALING_FACTOR * (xi + cube)));
  }
}
