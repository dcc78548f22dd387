// NVCC: -arch=sm_80
// cuda_fp16.h / cuda_bf16.h arithmetic and conversions, one rounding per operation.
#include <cuda_bf16.h>
#include <cuda_fp16.h>

extern "C" __global__ void half_ops(const __half* a, const __half* b, const __half* c,
                                    __half* add, __half* mul, __half* fma, __half* sub, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  add[i] = __hadd(a[i], b[i]);
  mul[i] = __hmul(a[i], b[i]);
  fma[i] = __hfma(a[i], b[i], c[i]);
  sub[i] = __hsub(a[i], b[i]);
}

extern "C" __global__ void half2_ops(const __half2* a, const __half2* b, const __half2* c,
                                     __half2* add, __half2* mul, __half2* fma, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  add[i] = __hadd2(a[i], b[i]);
  mul[i] = __hmul2(a[i], b[i]);
  fma[i] = __hfma2(a[i], b[i], c[i]);
}

extern "C" __global__ void conversions(const float* f, __half* h, float* back,
                                       __nv_bfloat16* bf, float* bf_back, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  __half x = __float2half_rn(f[i]);
  h[i] = x;
  back[i] = __half2float(x);
  __nv_bfloat16 y = __float2bfloat16(f[i]);
  bf[i] = y;
  bf_back[i] = __bfloat162float(y);
}

extern "C" __global__ void bf16_ops(const __nv_bfloat16* a, const __nv_bfloat16* b,
                                    const __nv_bfloat16* c, __nv_bfloat16* add,
                                    __nv_bfloat16* mul, __nv_bfloat16* fma, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  add[i] = __hadd(a[i], b[i]);
  mul[i] = __hmul(a[i], b[i]);
  fma[i] = __hfma(a[i], b[i], c[i]);
}
