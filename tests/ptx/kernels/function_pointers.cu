// Function pointers, virtual functions and printf of device strings, for tests/ptx/test_control.py.
#include <cstdio>
typedef int (*op_t)(int);
__device__ int twice(int x) { return 2 * x; }
__device__ int thrice(int x) { return 3 * x; }
__device__ int negate(int x) { return -x; }
__device__ op_t table[3] = {twice, thrice, negate};
__device__ float scale(float x, int k) { return x * k; }

struct Shape { __device__ virtual float area() const = 0; __device__ virtual int sides() const { return 0; } };
struct Square : Shape { float s; __device__ Square(float s) : s(s) {} __device__ float area() const override { return s * s; } __device__ int sides() const override { return 4; } };
struct Circle : Shape { float r; __device__ Circle(float r) : r(r) {} __device__ float area() const override { return 3.0f * r * r; } };

extern "C" __global__ void call_table(const int* sel, const int* x, int* out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  op_t f = table[sel[i] % 3];
  out[i] = f(x[i]);
}
// a pointer chosen in the kernel, passed through a register and memory
extern "C" __global__ void call_local(const int* x, int* out, op_t* slot, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  op_t f = (x[i] & 1) ? thrice : twice;
  if (i == 0) *slot = negate;
  out[i] = f(x[i]);
}
extern "C" __global__ void virtual_calls(const float* v, float* area, int* sides, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  Square sq(v[i]);
  Circle ci(v[i]);
  const Shape* s = (i % 3 == 0) ? (const Shape*)&ci : (const Shape*)&sq;
  area[i] = s->area();
  sides[i] = s->sides();
}
// a pointer that is no function of the module: the launch fails
extern "C" __global__ void call_bad(long long bits, int* out) {
  op_t f = (op_t)bits;
  out[threadIdx.x] = f(threadIdx.x);
}
extern "C" __global__ void print_strings(const char* s) {
  const char* names[3] = {"alpha", "beta", "gamma"};
  printf("[%s] %d <%s>\n", names[threadIdx.x % 3], threadIdx.x, s);
}
