// printf with arguments of every size, assert and __trap.
#include <cassert>
#include <cstdio>

extern "C" __global__ void k_printf(int i, long long l, double d, char c, const int* p) {
  printf("int=%d neg=%i hex=%x uns=%u long=%ld ll=%lld dbl=%f exp=%e g=%g chr=%c ptr=%p pct=%% end\n",
         i, -i, i, (unsigned)i, (long)l, l, d, d, d, c, p);
  if (threadIdx.x == 1) printf("thread %d of block %d: %5.2f|%-4d|%04x\n", threadIdx.x,
                               blockIdx.x, d, i, i);
}

extern "C" __global__ void k_assert(const int* a, int* out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  assert(a[i] >= 0);
  out[i] = a[i] * 2;
}

extern "C" __global__ void k_trap(const int* a, int* out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  if (a[i] == 13) __trap();
  out[i] = a[i] + 1;
}
