// 64-bit integer arithmetic: multiply, unsigned and signed divide/modulo, shifts (logical and
// arithmetic), and the high halves of 64x64 products (__umul64hi, __mul64hi).
extern "C" __global__ void int64_ops(const unsigned long long* a, const unsigned long long* b,
                                     const unsigned int* s, unsigned long long* out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  unsigned long long x = a[i], y = b[i];
  long long sx = (long long)x, sy = (long long)y;
  unsigned int sh = s[i] & 63;
  unsigned long long* o = out + (long)i * 11;
  o[0] = x * y;
  o[1] = x / y;
  o[2] = x % y;
  o[3] = (unsigned long long)(sx / sy);
  o[4] = (unsigned long long)(sx % sy);
  o[5] = x << sh;
  o[6] = x >> sh;
  o[7] = (unsigned long long)(sx >> sh);
  o[8] = __umul64hi(x, y);
  o[9] = (unsigned long long)__mul64hi(sx, sy);
  o[10] = x + y * 3 - (x ^ y);
}
