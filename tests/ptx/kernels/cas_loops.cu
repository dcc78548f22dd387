// Compare-and-swap loops around packed bf16 additions, as llm.c's layernorm_backward_kernel4
// writes them (its atomicAddX), for tests/ptx/test_atomic.py. Two loops in one kernel: LLVM's
// optimizer merged their cmpxchg results into an aggregate phi, which the SPIR-V code
// generator could not lower.
// ARCHS: sm_80
#include <cuda_bf16.h>

// Every thread adds (1, 2) to totals[2i] and (0.5, 0.25) to totals[2i + 1], i = thread % 4:
// the first compare-and-swap of each before the retry loops, as llm.c does.
extern "C" __global__ void cas_bf16x2(__nv_bfloat162* totals) {
  int i = threadIdx.x % 4;
  __nv_bfloat162 add_a = __floats2bfloat162_rn(1.0f, 2.0f);
  __nv_bfloat162 add_b = __floats2bfloat162_rn(0.5f, 0.25f);
  __nv_bfloat162 current_a = totals[2 * i], current_b = totals[2 * i + 1];
  __nv_bfloat162 new_a = add_a + current_a, new_b = add_b + current_b;
  unsigned int current_a32 = *reinterpret_cast<unsigned int*>(&current_a);
  unsigned int current_b32 = *reinterpret_cast<unsigned int*>(&current_b);
  unsigned int new_a32 = *reinterpret_cast<unsigned int*>(&new_a);
  unsigned int new_b32 = *reinterpret_cast<unsigned int*>(&new_b);
  unsigned int old_a32 = atomicCAS((unsigned int*)&totals[2 * i], current_a32, new_a32);
  unsigned int old_b32 = atomicCAS((unsigned int*)&totals[2 * i + 1], current_b32, new_b32);
  while (old_a32 != current_a32) {
    current_a32 = old_a32;
    new_a = *reinterpret_cast<__nv_bfloat162*>(&current_a32) + add_a;
    new_a32 = *reinterpret_cast<unsigned int*>(&new_a);
    old_a32 = atomicCAS((unsigned int*)&totals[2 * i], current_a32, new_a32);
  }
  while (old_b32 != current_b32) {
    current_b32 = old_b32;
    new_b = *reinterpret_cast<__nv_bfloat162*>(&current_b32) + add_b;
    new_b32 = *reinterpret_cast<unsigned int*>(&new_b);
    old_b32 = atomicCAS((unsigned int*)&totals[2 * i + 1], current_b32, new_b32);
  }
}
