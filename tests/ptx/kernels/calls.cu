// Device functions that nvcc keeps as real .func + call: several parameters, return values,
// structs passed and returned by value, templates, recursion, void functions, early returns.
struct Pair { int rem; long long quot; };
struct Vec3 { float x, y, z; };

__device__ __noinline__ int add3(int a, int b, int c) { return a + 2 * b + 3 * c; }

__device__ __noinline__ Pair divmod(long long x, int d) {
  Pair p;
  p.rem = (int)(x % d);
  p.quot = x / d;
  return p;
}

__device__ __noinline__ Vec3 cross(Vec3 u, Vec3 v) {
  Vec3 r = {u.y * v.z - u.z * v.y, u.z * v.x - u.x * v.z, u.x * v.y - u.y * v.x};
  return r;
}

__device__ __noinline__ double mix(double a, float b, int c, long long d, unsigned char e,
                                   short f) {
  return a * b + c - (double)d + e * 0.5 + f;
}

template <typename T> __device__ __noinline__ T tmax(T a, T b) { return a > b ? a : b; }

template <typename T, int N> __device__ __noinline__ T poly(T x) {
  T acc = 0;
  for (int k = N; k >= 0; k--) acc = acc * x + (T)(k + 1);
  return acc;
}

__device__ __noinline__ unsigned fib(unsigned n) { return n < 2 ? n : fib(n - 1) + fib(n - 2); }

__device__ __noinline__ void store_twice(int* p, int v) { p[0] = v; p[1] = 2 * v; }

__device__ __noinline__ int classify(int x) {
  if (x < 0) return -1;
  if (x == 0) return 0;
  int steps = 0;
  while (x != 1) { x = (x & 1) ? 3 * x + 1 : x / 2; steps++; if (steps > 200) return 1000; }
  return steps;
}

extern "C" __global__ void k_add3(const int* a, int* out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i] = add3(a[i], i, 7) + add3(1, 2, 3);
}

extern "C" __global__ void k_divmod(const long long* x, const int* d, int* rem, long long* quot,
                                    int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  Pair p = divmod(x[i], d[i]);
  rem[i] = p.rem;
  quot[i] = p.quot;
}

extern "C" __global__ void k_cross(const Vec3* u, Vec3 v, Vec3* out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i] = cross(u[i], v);
}

extern "C" __global__ void k_mix(const double* a, const float* b, const long long* d,
                                 double* out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i] = mix(a[i], b[i], i - 5, d[i], (unsigned char)(i * 37), (short)(-i * 3));
}

extern "C" __global__ void k_templates(const int* a, const float* f, const double* x, int* imax,
                                       float* fmax_, double* p3, float* p5, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  imax[i] = tmax(a[i], 10);
  fmax_[i] = tmax(f[i], -1.5f);
  p3[i] = poly<double, 3>(x[i]);
  p5[i] = poly<float, 5>((float)x[i]);
}

extern "C" __global__ void k_fib(const unsigned* n_in, unsigned* out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i] = fib(n_in[i]);
}

extern "C" __global__ void k_void_and_early(const int* a, int* pairs, int* steps, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  store_twice(pairs + 2 * i, a[i]);
  steps[i] = classify(a[i]);
}
