// A pitched 2D array of ints: a[y][x] += 1000 * y + x for x < width, y < height.
extern "C" __global__ void touch_pitched(int* a, size_t pitch, int width, int height) {
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  int y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x < width && y < height) {
    int* row = (int*)((char*)a + y * pitch);
    row[x] += 1000 * y + x;
  }
}
