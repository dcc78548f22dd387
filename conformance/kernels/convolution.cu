// 2D convolution (correlation) of a W x H int image with a (2R+1) x (2R+1) int filter held in
// __constant__ memory (set by the host with cuModuleGetGlobal + cuMemcpyHtoD); zero padding outside.
#define R 3
#define FW (2 * R + 1)
__constant__ int filter[FW * FW];
extern "C" __global__ void convolve2d(const int* in, int* out, int W, int H) {
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  int y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x >= W || y >= H) return;
  int acc = 0;
  for (int fy = -R; fy <= R; ++fy) {
    int yy = y + fy;
    if (yy < 0 || yy >= H) continue;
    for (int fx = -R; fx <= R; ++fx) {
      int xx = x + fx;
      if (xx < 0 || xx >= W) continue;
      acc += filter[(fy + R) * FW + fx + R] * in[yy * W + xx];
    }
  }
  out[y * W + x] = acc;
}
