// Local arrays indexed at run time (the local depot), module globals with initializers
// (including pointers to other globals), dynamic shared memory, switch statements.
__device__ int gx = 42;
__device__ int garr[4] = {1, 2, 3, 4};
__device__ int* gp = &gx;
__device__ int* gparr = &garr[2];
__device__ long long gll[2] = {-1234567890123LL, 0x7fffffffffffffffLL};
__constant__ double ctab[3] = {1.5, -2.25, 1e300};
__constant__ unsigned short cshort[5] = {1, 65535, 3, 4, 5};
__constant__ float cf = 0.1f;

extern "C" __global__ void k_local_array(const int* idx, int* out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  int arr[16];
  for (int k = 0; k < 16; k++) arr[k] = k * k + i;
  int j = idx[i];
  arr[(j >> 4) & 15] += 1000;
  out[i] = arr[j & 15] + arr[(j >> 8) & 15];
}

extern "C" __global__ void k_globals(long long* out, double* dout) {
  out[0] = *gp;
  out[1] = *gparr;
  out[2] = gll[0];
  out[3] = gll[1];
  out[4] = cshort[threadIdx.x + 1];
  out[5] = garr[3];
  dout[0] = ctab[0];
  dout[1] = ctab[1];
  dout[2] = ctab[2];
  dout[3] = cf;
  *gp += 1;
  gparr[1] = 99;
}

extern "C" __global__ void k_dyn_shared(const double* in, double* out, int n) {
  extern __shared__ double dsm[];
  int t = threadIdx.x;
  int i = blockIdx.x * blockDim.x + t;
  dsm[t] = i < n ? in[i] : 0.0;
  __syncthreads();
  double v = dsm[blockDim.x - 1 - t];
  if (i < n) out[i] = v;
}

extern "C" __global__ void k_switch(const int* in, int* out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  int v = in[i];
  int r;
  switch (v) {
    case 0: r = 10; break;
    case 1: r = v * 7 + 3; break;
    case 2: r = -5; break;
    case 3: r = i ^ 0x55; break;
    case 4: r = i * i; break;
    case 5: r = 1000000; break;
    case 6: r = v << 4; break;
    case 7: r = 77; break;
    case 9: r = 99; break;
    case 100: r = garr[1]; break;
    default: r = -1;
  }
  out[i] = r;
}
