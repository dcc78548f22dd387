// Matrix products on tensor cores and the same products written with plain multiply-adds, for
// bench/tensor_cores.py. Every kernel computes D = A * B for A row-major M x K and B
// column-major K x N (B's column j is K consecutive elements), D row-major M x N; one warp per
// 16 x 16 tile of D, blocks of 4 warps (128 threads) along M. nvcc -arch=sm_80 -ptx.
#include <cuda_fp16.h>
#include <mma.h>
using namespace nvcuda;

// wmma, as cudaTensorCoreGemm's simple kernel (f16 inputs, f32 accumulator) and
// immaTensorCoreGemm (s8 inputs, s32 accumulator).
template <typename In, typename Acc>
__device__ void wmma_tile(const In* a, const In* b, Acc* d, int n, int k) {
  int tile_m = (blockIdx.x * blockDim.x + threadIdx.x) / warpSize, tile_n = blockIdx.y;
  wmma::fragment<wmma::matrix_a, 16, 16, 16, In, wmma::row_major> fa;
  wmma::fragment<wmma::matrix_b, 16, 16, 16, In, wmma::col_major> fb;
  wmma::fragment<wmma::accumulator, 16, 16, 16, Acc> acc;
  wmma::fill_fragment(acc, Acc(0));
  for (int i = 0; i < k; i += 16) {
    wmma::load_matrix_sync(fa, a + (size_t)tile_m * 16 * k + i, k);
    wmma::load_matrix_sync(fb, b + (size_t)tile_n * 16 * k + i, k);
    wmma::mma_sync(acc, fa, fb, acc);
  }
  wmma::store_matrix_sync(d + (size_t)tile_m * 16 * n + tile_n * 16, acc, n, wmma::mem_row_major);
}

extern "C" __global__ void wmma_f16(const half* a, const half* b, float* d, int m, int n, int k) {
  wmma_tile(a, b, d, n, k);
}

extern "C" __global__ void wmma_s8(const signed char* a, const signed char* b, int* d, int m, int n,
                                   int k) {
  wmma_tile(a, b, d, n, k);
}

// mma.sync m16n8k16 (ggml's and CUTLASS's form): the fragments loaded by each lane as the PTX
// ISA lays them out; a warp's 16 x 16 tile is two 16 x 8 products.
extern "C" __global__ void mma_f16(const half* a, const half* b, float* d, int m, int n, int k) {
  int tile_m = (blockIdx.x * blockDim.x + threadIdx.x) / warpSize, tile_n = blockIdx.y;
  int lane = threadIdx.x % 32, g = lane >> 2, t = lane % 4;
  float acc[2][4] = {};
  const half* arow = a + (size_t)(tile_m * 16 + g) * k;
  for (int i = 0; i < k; i += 16) {
    unsigned fa[4];
    fa[0] = *(const unsigned*)(arow + i + 2 * t);
    fa[1] = *(const unsigned*)(arow + 8 * k + i + 2 * t);
    fa[2] = *(const unsigned*)(arow + i + 8 + 2 * t);
    fa[3] = *(const unsigned*)(arow + 8 * k + i + 8 + 2 * t);
    for (int half_n = 0; half_n < 2; half_n++) {
      const half* bcol = b + (size_t)(tile_n * 16 + half_n * 8 + g) * k + i;
      unsigned fb0 = *(const unsigned*)(bcol + 2 * t), fb1 = *(const unsigned*)(bcol + 8 + 2 * t);
      float* c = acc[half_n];
      asm volatile(
          "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 {%0,%1,%2,%3}, {%4,%5,%6,%7},"
          " {%8,%9}, {%0,%1,%2,%3};"
          : "+f"(c[0]), "+f"(c[1]), "+f"(c[2]), "+f"(c[3])
          : "r"(fa[0]), "r"(fa[1]), "r"(fa[2]), "r"(fa[3]), "r"(fb0), "r"(fb1));
    }
  }
  for (int half_n = 0; half_n < 2; half_n++)
    for (int j = 0; j < 4; j++) {
      int row = tile_m * 16 + g + 8 * (j / 2), col = tile_n * 16 + half_n * 8 + 2 * t + j % 2;
      d[(size_t)row * n + col] = acc[half_n][j];
    }
}

// The same products with plain multiply-adds: each lane computes 8 elements of its warp's tile
// (row lane / 2, columns 8 * (lane % 2) ...), k in order, as the tensor-core forms do.
extern "C" __global__ void fma_f16(const half* a, const half* b, float* d, int m, int n, int k) {
  int tile_m = (blockIdx.x * blockDim.x + threadIdx.x) / warpSize, tile_n = blockIdx.y;
  int lane = threadIdx.x % 32, row = tile_m * 16 + lane / 2, col0 = tile_n * 16 + 8 * (lane % 2);
  float acc[8] = {};
  for (int i = 0; i < k; i++) {
    float x = __half2float(a[(size_t)row * k + i]);
    for (int j = 0; j < 8; j++) acc[j] = fmaf(x, __half2float(b[(size_t)(col0 + j) * k + i]), acc[j]);
  }
  for (int j = 0; j < 8; j++) d[(size_t)row * n + col0 + j] = acc[j];
}

extern "C" __global__ void fma_s8(const signed char* a, const signed char* b, int* d, int m, int n,
                                  int k) {
  int tile_m = (blockIdx.x * blockDim.x + threadIdx.x) / warpSize, tile_n = blockIdx.y;
  int lane = threadIdx.x % 32, row = tile_m * 16 + lane / 2, col0 = tile_n * 16 + 8 * (lane % 2);
  int acc[8] = {};
  for (int i = 0; i < k; i++) {
    int x = a[(size_t)row * k + i];
    for (int j = 0; j < 8; j++) acc[j] += x * b[(size_t)(col0 + j) * k + i];
  }
  for (int j = 0; j < 8; j++) d[(size_t)row * n + col0 + j] = acc[j];
}

// mma.sync fed by ldmatrix from shared memory (ggml's and CUTLASS's form): each warp stages its
// 16 x 16 tiles of A and B in shared memory, ldmatrix.x4 loads the fragments, two m16n8k16.
extern "C" __global__ void ldmatrix_f16(const half* a, const half* b, float* d, int m, int n,
                                        int k) {
  __shared__ __align__(16) half tiles[4][2][16 * 16];
  int warp = threadIdx.x / 32, lane = threadIdx.x % 32, g = lane >> 2, t = lane % 4;
  int tile_m = (blockIdx.x * blockDim.x + threadIdx.x) / warpSize, tile_n = blockIdx.y;
  half* ta = tiles[warp][0];
  half* tb = tiles[warp][1];  // B's 16 columns, each 16 values of k
  float acc[2][4] = {};
  for (int i = 0; i < k; i += 16) {
    for (int e = lane; e < 256; e += 32) {
      ta[e] = a[(size_t)(tile_m * 16 + e / 16) * k + i + e % 16];
      tb[e] = b[(size_t)(tile_n * 16 + e / 16) * k + i + e % 16];
    }
    __syncwarp();
    unsigned fa[4], fb[4];
    // lanes 0-15 give rows 0-15 at column 0, lanes 16-31 the same rows at column 8
    unsigned sa = (unsigned)__cvta_generic_to_shared(ta + (lane % 16) * 16 + (lane / 16) * 8);
    asm volatile("ldmatrix.sync.aligned.m8n8.x4.shared.b16 {%0,%1,%2,%3}, [%4];"
                 : "=r"(fa[0]), "=r"(fa[1]), "=r"(fa[2]), "=r"(fa[3]) : "r"(sa));
    // B by columns: matrices (n 0-7, k 0-7), (n 0-7, k 8-15), (n 8-15, k 0-7), (n 8-15, k 8-15)
    unsigned sb = (unsigned)__cvta_generic_to_shared(tb + ((lane / 16) * 8 + lane % 8) * 16 +
                                                     ((lane / 8) % 2) * 8);
    asm volatile("ldmatrix.sync.aligned.m8n8.x4.shared.b16 {%0,%1,%2,%3}, [%4];"
                 : "=r"(fb[0]), "=r"(fb[1]), "=r"(fb[2]), "=r"(fb[3]) : "r"(sb));
    for (int half_n = 0; half_n < 2; half_n++) {
      float* c = acc[half_n];
      asm volatile(
          "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 {%0,%1,%2,%3}, {%4,%5,%6,%7},"
          " {%8,%9}, {%0,%1,%2,%3};"
          : "+f"(c[0]), "+f"(c[1]), "+f"(c[2]), "+f"(c[3])
          : "r"(fa[0]), "r"(fa[1]), "r"(fa[2]), "r"(fa[3]), "r"(fb[2 * half_n]),
            "r"(fb[2 * half_n + 1]));
    }
    __syncwarp();
  }
  for (int half_n = 0; half_n < 2; half_n++)
    for (int j = 0; j < 4; j++) {
      int row = tile_m * 16 + g + 8 * (j / 2), col = tile_n * 16 + half_n * 8 + 2 * t + j % 2;
      d[(size_t)row * n + col] = acc[half_n][j];
    }
}
