// llm.c adamw_kernel2: fused AdamW update (first and second moments, bias correction, decoupled
// weight decay), one thread per parameter.
__device__ inline float lerp(float start, float end, float weight) {
  return fma(weight, end, fma(-weight, start, start));
}

extern "C" __global__ void adamw_kernel2(float* params_memory, const float* grads_memory,
                                         float* m_memory, float* v_memory, long num_parameters,
                                         float learning_rate, float beta1, float beta2,
                                         float beta1_correction, float beta2_correction, float eps,
                                         float weight_decay) {
  long i = (long)blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= num_parameters) return;
  float grad = grads_memory[i];
  float m = m_memory[i];
  float v = v_memory[i];
  m = lerp(grad, m, beta1);
  m_memory[i] = m;
  v = lerp(grad * grad, v, beta2);
  v_memory[i] = v;
  m /= beta1_correction;
  v /= beta2_correction;
  params_memory[i] -= learning_rate * (m / (sqrtf(v) + eps) + weight_decay * params_memory[i]);
}
