// __noinline__ device functions (several parameters, results returned by value and through
// pointers, recursion) and a function template instantiated for int, float and double.
__device__ __noinline__ int divmod(int a, int b, int* rem) {
  *rem = a % b;
  return a / b;
}

__device__ __noinline__ long long mix(int a, long long b, short c, unsigned char d, int e, int f,
                                      long long g, int h) {
  return a * 3LL + b - c * 5 + d + (e ^ f) + g * h;
}

__device__ __noinline__ int gcd(int a, int b) { return b == 0 ? a : gcd(b, a % b); }

__device__ __noinline__ void minmax3(float a, float b, float c, float* lo, float* hi) {
  *lo = fminf(a, fminf(b, c));
  *hi = fmaxf(a, fmaxf(b, c));
}

template <typename T>
__device__ __noinline__ T clamp_poly(T x, T a, T b, T lo, T hi) {
  T y = x * x * a + x * b + T(1);
  return y < lo ? lo : (y > hi ? hi : y);
}

extern "C" __global__ void functions(const int* a, const int* b, int* quot, int* rem, int* g,
                                     long long* mixed, const float* f, float* lo, float* hi,
                                     int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  int r;
  quot[i] = divmod(a[i], b[i], &r);
  rem[i] = r;
  g[i] = gcd(abs(a[i]), abs(b[i]));
  mixed[i] = mix(a[i], (long long)b[i] << 20, (short)(a[i] & 0x7fff), (unsigned char)b[i], a[i],
                 i, -(long long)i, b[i]);
  minmax3(f[3 * i], f[3 * i + 1], f[3 * i + 2], &lo[i], &hi[i]);
}

template <typename T>
__device__ void apply(const T* x, T* y, T a, T b, T lo, T hi, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) y[i] = clamp_poly<T>(x[i], a, b, lo, hi);
}

extern "C" __global__ void apply_int(const int* x, int* y, int a, int b, int lo, int hi, int n) {
  apply<int>(x, y, a, b, lo, hi, n);
}
extern "C" __global__ void apply_float(const float* x, float* y, float a, float b, float lo,
                                       float hi, int n) {
  apply<float>(x, y, a, b, lo, hi, n);
}
extern "C" __global__ void apply_double(const double* x, double* y, double a, double b, double lo,
                                        double hi, int n) {
  apply<double>(x, y, a, b, lo, hi, n);
}
