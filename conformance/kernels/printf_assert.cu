// Device printf with mixed arguments, then a failing device-side assert.
#include <cassert>
#include <cstdio>

extern "C" __global__ void say_hello(int value, double x) {
  if (threadIdx.x == 0 && blockIdx.x == 0)
    printf("conformance printf: %d %u %lld %x %.3f %c %.2e 100%%\n", value, 4000000000u,
           -(1LL << 40), 0xbeef, x, 'Z', (float)x * 1000.0f);
}

extern "C" __global__ void check_positive(const int* data, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) assert(data[i] > 0);
}
