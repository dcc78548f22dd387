// out (cols x rows) = transpose of in (rows x cols) through a TILE x (TILE+1) shared tile
// (the padding avoids bank conflicts); blocks of TILE x BLOCK_ROWS threads, each copying TILE/BLOCK_ROWS elements.
#define TILE 32
#define BLOCK_ROWS 8
extern "C" __global__ void transpose_padded(const float* in, float* out, int rows, int cols) {
  __shared__ float tile[TILE][TILE + 1];
  int x = blockIdx.x * TILE + threadIdx.x;
  int y = blockIdx.y * TILE + threadIdx.y;
  for (int j = 0; j < TILE; j += BLOCK_ROWS)
    if (x < cols && y + j < rows) tile[threadIdx.y + j][threadIdx.x] = in[(y + j) * cols + x];
  __syncthreads();
  x = blockIdx.y * TILE + threadIdx.x;  // column in out = row in in
  y = blockIdx.x * TILE + threadIdx.y;
  for (int j = 0; j < TILE; j += BLOCK_ROWS)
    if (x < rows && y + j < cols) out[(y + j) * rows + x] = tile[threadIdx.x][threadIdx.y + j];
}
