// One Jacobi step of the 5-point Laplace stencil on a W x H grid (row-major f32), with a
// shared-memory tile of (BX+2) x (BY+2) including the halo; boundary cells are copied unchanged.
// 2D grid of 2D blocks (BX x BY = 16 x 8).
#define BX 16
#define BY 8
extern "C" __global__ void jacobi_step(const float* in, float* out, int W, int H) {
  __shared__ float tile[BY + 2][BX + 2];
  int x = blockIdx.x * BX + threadIdx.x;
  int y = blockIdx.y * BY + threadIdx.y;
  int tx = threadIdx.x + 1, ty = threadIdx.y + 1;
  bool inside = x < W && y < H;
  if (inside) {
    tile[ty][tx] = in[y * W + x];
    if (threadIdx.x == 0 && x > 0) tile[ty][0] = in[y * W + x - 1];
    if ((threadIdx.x == BX - 1 || x == W - 1) && x + 1 < W) tile[ty][tx + 1] = in[y * W + x + 1];
    if (threadIdx.y == 0 && y > 0) tile[0][tx] = in[(y - 1) * W + x];
    if ((threadIdx.y == BY - 1 || y == H - 1) && y + 1 < H) tile[ty + 1][tx] = in[(y + 1) * W + x];
  }
  __syncthreads();
  if (!inside) return;
  if (x == 0 || y == 0 || x == W - 1 || y == H - 1) {
    out[y * W + x] = tile[ty][tx];
  } else {
    out[y * W + x] = 0.25f * ((tile[ty][tx - 1] + tile[ty][tx + 1]) + (tile[ty - 1][tx] + tile[ty + 1][tx]));
  }
}
