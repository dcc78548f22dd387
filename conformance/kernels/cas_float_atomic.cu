// atomicCAS loops: a float max on 32-bit words and a double add on 64-bit words, with many threads
// contending for a few addresses. Each thread keeps the old value its CAS replaced.
__device__ float atomic_max_float(float* address, float val) {
  int* a = (int*)address;
  int old = *a, assumed;
  do {
    assumed = old;
    if (__int_as_float(assumed) >= val) break;
    old = atomicCAS(a, assumed, __float_as_int(val));
  } while (assumed != old);
  return __int_as_float(old);
}

__device__ double atomic_add_double(double* address, double val) {
  unsigned long long* a = (unsigned long long*)address;
  unsigned long long old = *a, assumed;
  do {
    assumed = old;
    old = atomicCAS(a, assumed, __double_as_longlong(val + __longlong_as_double(assumed)));
  } while (assumed != old);
  return __longlong_as_double(old);
}

extern "C" __global__ void cas_atomics(const float* fv, const double* dv, float* maxes,
                                       double* sums, double* olds, int buckets, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  atomic_max_float(&maxes[i % buckets], fv[i]);
  olds[i] = atomic_add_double(&sums[i % buckets], dv[i]);
}
