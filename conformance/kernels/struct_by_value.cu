// A struct with mixed field types and padding passed by value to a kernel, and a struct returned
// by value from a __noinline__ device function.
struct Params {
  char tag;          // offset 0, then 7 bytes of padding
  double scale;      // 8
  short small;       // 16, then 2 bytes of padding
  int offset;        // 20
  float bias;        // 24, then 4 bytes of padding
  long long big;     // 32
  unsigned char flags[3];  // 40, then 5 bytes of tail padding (sizeof 48)
};

struct Result {
  int sum;
  double value;
  char tag;
  long long big;
};

__device__ __noinline__ Result combine(Params p, int i) {
  Result r;
  r.sum = p.offset + i * p.small;
  r.value = p.scale * i + p.bias;
  r.tag = (char)(p.tag + p.flags[i % 3]);
  r.big = p.big + (long long)i * p.offset;
  return r;
}

extern "C" __global__ void use_params(Params p, int* sums, double* values, char* tags,
                                      long long* bigs, Params* echo, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i == 0) *echo = p;
  if (i >= n) return;
  Result r = combine(p, i);
  sums[i] = r.sum;
  values[i] = r.value;
  tags[i] = r.tag;
  bigs[i] = r.big;
}
