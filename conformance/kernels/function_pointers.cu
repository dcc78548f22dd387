// Function pointers: a __device__ table of functions, a pointer chosen per thread at run time,
// and virtual functions of objects built in the kernel.
typedef int (*op_t)(int);
__device__ int twice(int x) { return 2 * x; }
__device__ int thrice(int x) { return 3 * x; }
__device__ int negate(int x) { return -x; }
__device__ op_t table[3] = {twice, thrice, negate};

struct Shape { __device__ virtual float area() const = 0; __device__ virtual int sides() const { return 0; } };
struct Square : Shape {
  float s;
  __device__ Square(float s) : s(s) {}
  __device__ float area() const override { return s * s; }
  __device__ int sides() const override { return 4; }
};
struct Circle : Shape {
  float r;
  __device__ Circle(float r) : r(r) {}
  __device__ float area() const override { return 3.0f * r * r; }
};

extern "C" __global__ void apply(const int* sel, const int* x, int* table_out, int* chosen_out,
                                 int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  table_out[i] = table[sel[i] % 3](x[i]);
  op_t f = (x[i] & 1) ? thrice : twice;
  chosen_out[i] = f(x[i]);
}

extern "C" __global__ void shapes(const float* v, float* area, int* sides, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  Square sq(v[i]);
  Circle ci(v[i]);
  const Shape* s = (i % 3 == 0) ? (const Shape*)&ci : (const Shape*)&sq;
  area[i] = s->area();
  sides[i] = s->sides();
}
