// nbody's body-body interaction (float4 in shared tiles, rsqrtf) and convolutionSeparable's
// row filter (the filter in __constant__ memory, an apron in shared memory).
#define SOFTENING 0.01f

extern "C" __global__ void nbody_accel(const float4* pos, float3* acc, int n) {
  extern __shared__ float4 tile[];
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  float4 me = i < n ? pos[i] : make_float4(0, 0, 0, 0);
  float3 a = make_float3(0, 0, 0);
  for (int start = 0; start < n; start += blockDim.x) {
    int j = start + threadIdx.x;
    tile[threadIdx.x] = j < n ? pos[j] : make_float4(0, 0, 0, 0);
    __syncthreads();
    for (int k = 0; k < blockDim.x; k++) {
      float4 other = tile[k];
      float3 r = make_float3(other.x - me.x, other.y - me.y, other.z - me.z);
      float distSqr = r.x * r.x + r.y * r.y + r.z * r.z + SOFTENING;
      float invDist = rsqrtf(distSqr);
      float s = other.w * invDist * invDist * invDist;
      a.x += r.x * s; a.y += r.y * s; a.z += r.z * s;
    }
    __syncthreads();
  }
  if (i < n) acc[i] = a;
}

#define KERNEL_RADIUS 8
#define KERNEL_LENGTH (2 * KERNEL_RADIUS + 1)
__constant__ float c_Kernel[KERNEL_LENGTH];

extern "C" __global__ void convolution_rows(float* dst, const float* src, int width, int height) {
  __shared__ float s[16][64 + 2 * KERNEL_RADIUS];
  int x = blockIdx.x * 64 + threadIdx.x, y = blockIdx.y * 16 + threadIdx.y;
  for (int k = threadIdx.x; k < 64 + 2 * KERNEL_RADIUS; k += blockDim.x) {
    int sx = blockIdx.x * 64 + k - KERNEL_RADIUS;
    s[threadIdx.y][k] = (sx >= 0 && sx < width && y < height) ? src[y * width + sx] : 0.0f;
  }
  __syncthreads();
  if (x >= width || y >= height) return;
  float sum = 0;
#pragma unroll
  for (int j = -KERNEL_RADIUS; j <= KERNEL_RADIUS; j++)
    sum += c_Kernel[KERNEL_RADIUS - j] * s[threadIdx.y][threadIdx.x + KERNEL_RADIUS + j];
  dst[y * width + x] = sum;
}
