// Escape-iteration counts of the Mandelbrot set in f64, one thread per pixel on a 2D grid.
// The loop uses only + - * and compares (no fma contraction: compiled with --fmad=false), so it is
// bit-for-bit what NumPy computes in f64.
// NVCC: --fmad=false
extern "C" __global__ void mandelbrot(int* counts, int W, int H, double x0, double y0, double dx, double dy,
                                      int max_iter) {
  int px = blockIdx.x * blockDim.x + threadIdx.x;
  int py = blockIdx.y * blockDim.y + threadIdx.y;
  if (px >= W || py >= H) return;
  double cr = x0 + px * dx, ci = y0 + py * dy;
  double zr = 0.0, zi = 0.0;
  int it = 0;
  while (it < max_iter) {
    double zr2 = zr * zr, zi2 = zi * zi;
    if (zr2 + zi2 > 4.0) break;
    double t = zr * zi;
    zi = t + t + ci;
    zr = zr2 - zi2 + cr;
    ++it;
  }
  counts[py * W + px] = it;
}
