// 64-bit integer math: multiplication (low and high halves), division, remainder, shifts.
extern "C" __global__ void k_int64(const long long* a, const long long* b, long long* out,
                                   int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  long long x = a[i], y = b[i];
  unsigned long long ux = x, uy = y;
  long long* o = out + 10 * i;
  o[0] = x * y;
  o[1] = y != 0 ? x / y : 0;
  o[2] = y != 0 ? x % y : 0;
  o[3] = uy != 0 ? (long long)(ux / uy) : 0;
  o[4] = uy != 0 ? (long long)(ux % uy) : 0;
  o[5] = x >> (y & 63);
  o[6] = (long long)(ux >> (y & 63));
  o[7] = x << (y & 63);
  o[8] = (long long)__umul64hi(ux, uy);
  o[9] = __mul64hi(x, y);
}
