// Tensor-core instructions for tests/ptx/test_matrix.py: wmma through <mma.h>, and mma.sync,
// ldmatrix, stmatrix and movmatrix through inline PTX, with the fragments built from memory by
// the formulas of the PTX ISA ("Matrix Fragments for mma.m16n8k16", ...), written out here
// shape by shape. One warp per launch; matrices are row-major with the leading dimensions given.
// ARCHS: sm_80 sm_90
#include <mma.h>
#include <cuda_fp16.h>
#include <cuda_bf16.h>
#include <stdint.h>
using namespace nvcuda;

// -- wmma -----------------------------------------------------------------------------------

// D = A * B + C through wmma, A and B in the given memory layouts (row_major or col_major),
// C loaded row-major and D stored in `d_layout`; every fragment element of D is then doubled
// and 1 added, element by element, which is layout-independent.
#define WMMA_KERNEL(NAME, M, N, K, T, ACC, A_LAYOUT, B_LAYOUT, D_LAYOUT)                     \
  extern "C" __global__ void NAME(const T* a, int lda, const T* b, int ldb, const ACC* c,      \
                                  int ldc, ACC* d, int ldd, int twice) {                       \
    wmma::fragment<wmma::matrix_a, M, N, K, T, wmma::A_LAYOUT> fa;                             \
    wmma::fragment<wmma::matrix_b, M, N, K, T, wmma::B_LAYOUT> fb;                             \
    wmma::fragment<wmma::accumulator, M, N, K, ACC> fc;                                        \
    wmma::load_matrix_sync(fa, a, lda);                                                        \
    wmma::load_matrix_sync(fb, b, ldb);                                                        \
    wmma::load_matrix_sync(fc, c, ldc, wmma::mem_row_major);                                   \
    wmma::mma_sync(fc, fa, fb, fc);                                                            \
    if (twice)                                                                                 \
      for (int i = 0; i < fc.num_elements; i++) fc.x[i] = fc.x[i] * (ACC)2 + (ACC)1;          \
    wmma::store_matrix_sync(d, fc, ldd, wmma::D_LAYOUT);                                       \
  }

WMMA_KERNEL(wmma_f16_m16n16k16, 16, 16, 16, half, float, row_major, col_major, mem_row_major)
WMMA_KERNEL(wmma_f16_m32n8k16, 32, 8, 16, half, float, col_major, row_major, mem_col_major)
WMMA_KERNEL(wmma_f16_m8n32k16, 8, 32, 16, half, float, row_major, row_major, mem_row_major)
WMMA_KERNEL(wmma_f16_f16acc_m16n16k16, 16, 16, 16, half, half, row_major, col_major,
            mem_row_major)
WMMA_KERNEL(wmma_bf16_m16n16k16, 16, 16, 16, __nv_bfloat16, float, row_major, col_major,
            mem_row_major)
WMMA_KERNEL(wmma_bf16_m32n8k16, 32, 8, 16, __nv_bfloat16, float, row_major, row_major,
            mem_row_major)
WMMA_KERNEL(wmma_bf16_m8n32k16, 8, 32, 16, __nv_bfloat16, float, col_major, col_major,
            mem_row_major)
WMMA_KERNEL(wmma_s8_m16n16k16, 16, 16, 16, signed char, int, row_major, col_major,
            mem_row_major)
WMMA_KERNEL(wmma_u8_m32n8k16, 32, 8, 16, unsigned char, int, row_major, row_major,
            mem_col_major)
WMMA_KERNEL(wmma_s8_m8n32k16, 8, 32, 16, signed char, int, col_major, row_major,
            mem_row_major)
WMMA_KERNEL(wmma_f64_m8n8k4, 8, 8, 4, double, double, row_major, col_major, mem_row_major)

// tf32: the inputs are rounded to tf32 with __float_to_tf32 as CUDA's samples do.
extern "C" __global__ void wmma_tf32_m16n16k8(const float* a, int lda, const float* b, int ldb,
                                              const float* c, int ldc, float* d, int ldd) {
  wmma::fragment<wmma::matrix_a, 16, 16, 8, wmma::precision::tf32, wmma::row_major> fa;
  wmma::fragment<wmma::matrix_b, 16, 16, 8, wmma::precision::tf32, wmma::col_major> fb;
  wmma::fragment<wmma::accumulator, 16, 16, 8, float> fc;
  wmma::load_matrix_sync(fa, a, lda);
  wmma::load_matrix_sync(fb, b, ldb);
  for (int i = 0; i < fa.num_elements; i++) fa.x[i] = wmma::__float_to_tf32(fa.x[i]);
  for (int i = 0; i < fb.num_elements; i++) fb.x[i] = wmma::__float_to_tf32(fb.x[i]);
  wmma::load_matrix_sync(fc, c, ldc, wmma::mem_row_major);
  wmma::mma_sync(fc, fa, fb, fc);
  wmma::store_matrix_sync(d, fc, ldd, wmma::mem_row_major);
}

// .satfinite: the s32 sums are clamped instead of wrapping.
extern "C" __global__ void wmma_s8_satfinite(const signed char* a, const signed char* b,
                                             const int* c, int* d) {
  wmma::fragment<wmma::matrix_a, 16, 16, 16, signed char, wmma::row_major> fa;
  wmma::fragment<wmma::matrix_b, 16, 16, 16, signed char, wmma::row_major> fb;
  wmma::fragment<wmma::accumulator, 16, 16, 16, int> fc;
  wmma::load_matrix_sync(fa, a, 16);
  wmma::load_matrix_sync(fb, b, 16);
  wmma::load_matrix_sync(fc, c, 16, wmma::mem_row_major);
  wmma::mma_sync(fc, fa, fb, fc, true);
  wmma::store_matrix_sync(d, fc, 16, wmma::mem_row_major);
}

// A tiled GEMM through shared memory: a block of 4 warps computes a 32x32 tile of
// D = A (m x k) * B (k x n), f16 inputs, f32 accumulation, K stepped by 16.
extern "C" __global__ void wmma_gemm(const half* a, const half* b, float* d, int m, int n,
                                     int k) {
  __shared__ half sa[32 * 16];
  __shared__ half sb[16 * 32];
  int warp = threadIdx.x / 32;
  int wr = warp / 2, wc = warp % 2;
  int row0 = blockIdx.y * 32, col0 = blockIdx.x * 32;
  wmma::fragment<wmma::accumulator, 16, 16, 16, float> acc;
  wmma::fill_fragment(acc, 0.0f);
  for (int k0 = 0; k0 < k; k0 += 16) {
    for (int i = threadIdx.x; i < 32 * 16; i += blockDim.x) {
      sa[i] = a[(row0 + i / 16) * k + k0 + i % 16];
      sb[i] = b[(k0 + i / 32) * n + col0 + i % 32];
    }
    __syncthreads();
    wmma::fragment<wmma::matrix_a, 16, 16, 16, half, wmma::row_major> fa;
    wmma::fragment<wmma::matrix_b, 16, 16, 16, half, wmma::row_major> fb;
    wmma::load_matrix_sync(fa, sa + wr * 16 * 16, 16);
    wmma::load_matrix_sync(fb, sb + wc * 16, 32);
    wmma::mma_sync(acc, fa, fb, acc);
    __syncthreads();
  }
  wmma::store_matrix_sync(d + (row0 + wr * 16) * n + col0 + wc * 16, acc, n,
                          wmma::mem_row_major);
}

// -- mma.sync, fragments built by the PTX ISA's formulas --------------------------------------

#define LANE (threadIdx.x % 32)
#define GROUP (LANE >> 2)
#define TIG (LANE % 4)

__device__ uint32_t pack16(uint16_t lo, uint16_t hi) { return lo | ((uint32_t)hi << 16); }
__device__ uint32_t pack8(const uint8_t* p, int stride) {
  return p[0] | (p[stride] << 8) | (p[2 * stride] << 16) | ((uint32_t)p[3 * stride] << 24);
}

// m16n8k16 .f16/.bf16 (A 16x16, B 16x8, C/D 16x8 f32):
//   A: row = g for a0,a1,a4,a5, g+8 otherwise; col = 2t + (i&1), +8 for i >= 4.
//   B: row = 2t + (i&1), +8 for i >= 2; col = g.  C: row = g, +8 for c2,c3; col = 2t + (i&1).
#define MMA_16816(NAME, TYPE)                                                                  \
  extern "C" __global__ void NAME(const uint16_t* a, const uint16_t* b, const float* c,       \
                                  float* d) {                                                  \
    int g = GROUP, t = TIG;                                                                    \
    uint32_t ra[4], rb[2];                                                                     \
    float rc[4];                                                                               \
    for (int r = 0; r < 4; r++) {                                                              \
      int i = 2 * r, row = (i < 2 || (i >= 4 && i < 6)) ? g : g + 8;                           \
      int col = 2 * t + (i >= 4 ? 8 : 0);                                                      \
      ra[r] = pack16(a[row * 16 + col], a[row * 16 + col + 1]);                                \
    }                                                                                          \
    for (int r = 0; r < 2; r++) {                                                              \
      int row = 2 * t + (r ? 8 : 0);                                                           \
      rb[r] = pack16(b[row * 8 + g], b[(row + 1) * 8 + g]);                                    \
    }                                                                                          \
    for (int i = 0; i < 4; i++) rc[i] = c[(i < 2 ? g : g + 8) * 8 + 2 * t + (i & 1)];        \
    asm volatile("mma.sync.aligned.m16n8k16.row.col.f32." TYPE "." TYPE ".f32 "              \
                 "{%0,%1,%2,%3}, {%4,%5,%6,%7}, {%8,%9}, {%10,%11,%12,%13};"                   \
                 : "=f"(rc[0]), "=f"(rc[1]), "=f"(rc[2]), "=f"(rc[3])                          \
                 : "r"(ra[0]), "r"(ra[1]), "r"(ra[2]), "r"(ra[3]), "r"(rb[0]), "r"(rb[1]),     \
                   "f"(rc[0]), "f"(rc[1]), "f"(rc[2]), "f"(rc[3]));                            \
    for (int i = 0; i < 4; i++) d[(i < 2 ? g : g + 8) * 8 + 2 * t + (i & 1)] = rc[i];        \
  }
MMA_16816(mma_f16_m16n8k16, "f16")
MMA_16816(mma_bf16_m16n8k16, "bf16")

// m16n8k16 .f16 with .f16 accumulators: C/D are two .f16x2 registers (c0,c1 and c2,c3).
extern "C" __global__ void mma_f16_f16acc_m16n8k16(const uint16_t* a, const uint16_t* b,
                                                   const uint16_t* c, uint16_t* d) {
  int g = GROUP, t = TIG;
  uint32_t ra[4], rb[2], rc[2];
  for (int r = 0; r < 4; r++) {
    int i = 2 * r, row = (i < 2 || (i >= 4 && i < 6)) ? g : g + 8;
    int col = 2 * t + (i >= 4 ? 8 : 0);
    ra[r] = pack16(a[row * 16 + col], a[row * 16 + col + 1]);
  }
  for (int r = 0; r < 2; r++) {
    int row = 2 * t + (r ? 8 : 0);
    rb[r] = pack16(b[row * 8 + g], b[(row + 1) * 8 + g]);
  }
  rc[0] = pack16(c[g * 8 + 2 * t], c[g * 8 + 2 * t + 1]);
  rc[1] = pack16(c[(g + 8) * 8 + 2 * t], c[(g + 8) * 8 + 2 * t + 1]);
  asm volatile("mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {%0,%1}, {%2,%3,%4,%5}, "
               "{%6,%7}, {%8,%9};"
               : "=r"(rc[0]), "=r"(rc[1])
               : "r"(ra[0]), "r"(ra[1]), "r"(ra[2]), "r"(ra[3]), "r"(rb[0]), "r"(rb[1]),
                 "r"(rc[0]), "r"(rc[1]));
  d[g * 8 + 2 * t] = rc[0] & 0xFFFF;
  d[g * 8 + 2 * t + 1] = rc[0] >> 16;
  d[(g + 8) * 8 + 2 * t] = rc[1] & 0xFFFF;
  d[(g + 8) * 8 + 2 * t + 1] = rc[1] >> 16;
}

// m16n8k8 .f16/.bf16: A row = g for a0,a1, g+8 for a2,a3, col = 2t + (i&1); B row = 2t + i.
#define MMA_1688(NAME, TYPE)                                                                   \
  extern "C" __global__ void NAME(const uint16_t* a, const uint16_t* b, const float* c,       \
                                  float* d) {                                                  \
    int g = GROUP, t = TIG;                                                                    \
    uint32_t ra0 = pack16(a[g * 8 + 2 * t], a[g * 8 + 2 * t + 1]);                             \
    uint32_t ra1 = pack16(a[(g + 8) * 8 + 2 * t], a[(g + 8) * 8 + 2 * t + 1]);                 \
    uint32_t rb = pack16(b[2 * t * 8 + g], b[(2 * t + 1) * 8 + g]);                            \
    float rc[4];                                                                               \
    for (int i = 0; i < 4; i++) rc[i] = c[(i < 2 ? g : g + 8) * 8 + 2 * t + (i & 1)];        \
    asm volatile("mma.sync.aligned.m16n8k8.row.col.f32." TYPE "." TYPE ".f32 "               \
                 "{%0,%1,%2,%3}, {%4,%5}, {%6}, {%7,%8,%9,%10};"                               \
                 : "=f"(rc[0]), "=f"(rc[1]), "=f"(rc[2]), "=f"(rc[3])                          \
                 : "r"(ra0), "r"(ra1), "r"(rb), "f"(rc[0]), "f"(rc[1]), "f"(rc[2]),            \
                   "f"(rc[3]));                                                                \
    for (int i = 0; i < 4; i++) d[(i < 2 ? g : g + 8) * 8 + 2 * t + (i & 1)] = rc[i];        \
  }
MMA_1688(mma_f16_m16n8k8, "f16")
MMA_1688(mma_bf16_m16n8k8, "bf16")

// m16n8k8 .tf32: A row = g for a0,a2, g+8 for a1,a3; col = t for a0,a1, t+4 for a2,a3.
//   B: row = t for b0, t+4 for b1; col = g.
extern "C" __global__ void mma_tf32_m16n8k8(const float* a, const float* b, const float* c,
                                            float* d) {
  int g = GROUP, t = TIG;
  uint32_t ra[4], rb[2];
  for (int i = 0; i < 4; i++) {
    int row = (i == 0 || i == 2) ? g : g + 8, col = i < 2 ? t : t + 4;
    ra[i] = __float_as_uint(a[row * 8 + col]);
  }
  rb[0] = __float_as_uint(b[t * 8 + g]);
  rb[1] = __float_as_uint(b[(t + 4) * 8 + g]);
  float rc[4];
  for (int i = 0; i < 4; i++) rc[i] = c[(i < 2 ? g : g + 8) * 8 + 2 * t + (i & 1)];
  asm volatile("mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {%0,%1,%2,%3}, "
               "{%4,%5,%6,%7}, {%8,%9}, {%10,%11,%12,%13};"
               : "=f"(rc[0]), "=f"(rc[1]), "=f"(rc[2]), "=f"(rc[3])
               : "r"(ra[0]), "r"(ra[1]), "r"(ra[2]), "r"(ra[3]), "r"(rb[0]), "r"(rb[1]),
                 "f"(rc[0]), "f"(rc[1]), "f"(rc[2]), "f"(rc[3]));
  for (int i = 0; i < 4; i++) d[(i < 2 ? g : g + 8) * 8 + 2 * t + (i & 1)] = rc[i];
}

// m16n8k4 .tf32: A row = g for a0, g+8 for a1, col = t; B row = t, col = g.
extern "C" __global__ void mma_tf32_m16n8k4(const float* a, const float* b, const float* c,
                                            float* d) {
  int g = GROUP, t = TIG;
  uint32_t ra0 = __float_as_uint(a[g * 4 + t]), ra1 = __float_as_uint(a[(g + 8) * 4 + t]);
  uint32_t rb = __float_as_uint(b[t * 8 + g]);
  float rc[4];
  for (int i = 0; i < 4; i++) rc[i] = c[(i < 2 ? g : g + 8) * 8 + 2 * t + (i & 1)];
  asm volatile("mma.sync.aligned.m16n8k4.row.col.f32.tf32.tf32.f32 {%0,%1,%2,%3}, "
               "{%4,%5}, {%6}, {%7,%8,%9,%10};"
               : "=f"(rc[0]), "=f"(rc[1]), "=f"(rc[2]), "=f"(rc[3])
               : "r"(ra0), "r"(ra1), "r"(rb), "f"(rc[0]), "f"(rc[1]), "f"(rc[2]), "f"(rc[3]));
  for (int i = 0; i < 4; i++) d[(i < 2 ? g : g + 8) * 8 + 2 * t + (i & 1)] = rc[i];
}

// m16n8k32 .s8/.u8: A row = g for a0..a3 and a8..a11, g+8 otherwise; col = 4t + (i&3), +16
// for i >= 8. B row = 4t + (i&3), +16 for i >= 4; col = g.
#define MMA_16832(NAME, AT, BT, SAT)                                                           \
  extern "C" __global__ void NAME(const uint8_t* a, const uint8_t* b, const int* c, int* d) { \
    int g = GROUP, t = TIG;                                                                    \
    uint32_t ra[4], rb[2];                                                                     \
    int rc[4];                                                                                 \
    for (int r = 0; r < 4; r++) {                                                              \
      int i = 4 * r, row = (i < 4 || (i >= 8 && i < 12)) ? g : g + 8;                          \
      int col = 4 * t + (i >= 8 ? 16 : 0);                                                     \
      ra[r] = pack8(a + row * 32 + col, 1);                                                    \
    }                                                                                          \
    for (int r = 0; r < 2; r++) rb[r] = pack8(b + (4 * t + 16 * r) * 8 + g, 8);                \
    for (int i = 0; i < 4; i++) rc[i] = c[(i < 2 ? g : g + 8) * 8 + 2 * t + (i & 1)];        \
    asm volatile("mma.sync.aligned.m16n8k32.row.col" SAT ".s32." AT "." BT ".s32 "            \
                 "{%0,%1,%2,%3}, {%4,%5,%6,%7}, {%8,%9}, {%10,%11,%12,%13};"                   \
                 : "=r"(rc[0]), "=r"(rc[1]), "=r"(rc[2]), "=r"(rc[3])                          \
                 : "r"(ra[0]), "r"(ra[1]), "r"(ra[2]), "r"(ra[3]), "r"(rb[0]), "r"(rb[1]),     \
                   "r"(rc[0]), "r"(rc[1]), "r"(rc[2]), "r"(rc[3]));                            \
    for (int i = 0; i < 4; i++) d[(i < 2 ? g : g + 8) * 8 + 2 * t + (i & 1)] = rc[i];        \
  }
MMA_16832(mma_s8_m16n8k32, "s8", "s8", "")
MMA_16832(mma_u8s8_m16n8k32, "u8", "s8", "")
MMA_16832(mma_s8_m16n8k32_satfinite, "s8", "s8", ".satfinite")

// m16n8k16 .s8: A row = g for a0..a3, g+8 for a4..a7, col = 4t + (i&3); B row = 4t + i.
extern "C" __global__ void mma_s8_m16n8k16(const uint8_t* a, const uint8_t* b, const int* c,
                                           int* d) {
  int g = GROUP, t = TIG;
  uint32_t ra0 = pack8(a + g * 16 + 4 * t, 1), ra1 = pack8(a + (g + 8) * 16 + 4 * t, 1);
  uint32_t rb = pack8(b + 4 * t * 8 + g, 8);
  int rc[4];
  for (int i = 0; i < 4; i++) rc[i] = c[(i < 2 ? g : g + 8) * 8 + 2 * t + (i & 1)];
  asm volatile("mma.sync.aligned.m16n8k16.row.col.s32.s8.s8.s32 {%0,%1,%2,%3}, {%4,%5}, {%6},"
               " {%7,%8,%9,%10};"
               : "=r"(rc[0]), "=r"(rc[1]), "=r"(rc[2]), "=r"(rc[3])
               : "r"(ra0), "r"(ra1), "r"(rb), "r"(rc[0]), "r"(rc[1]), "r"(rc[2]), "r"(rc[3]));
  for (int i = 0; i < 4; i++) d[(i < 2 ? g : g + 8) * 8 + 2 * t + (i & 1)] = rc[i];
}

// m8n8k16 .u8: A row = g, col = 4t + i; B row = 4t + i, col = g; C row = g, col = 2t + i.
extern "C" __global__ void mma_u8_m8n8k16(const uint8_t* a, const uint8_t* b, const int* c,
                                          int* d) {
  int g = GROUP, t = TIG;
  uint32_t ra = pack8(a + g * 16 + 4 * t, 1), rb = pack8(b + 4 * t * 8 + g, 8);
  int c0 = c[g * 8 + 2 * t], c1 = c[g * 8 + 2 * t + 1];
  asm volatile("mma.sync.aligned.m8n8k16.row.col.s32.u8.u8.s32 {%0,%1}, {%2}, {%3}, {%4,%5};"
               : "=r"(c0), "=r"(c1) : "r"(ra), "r"(rb), "r"(c0), "r"(c1));
  d[g * 8 + 2 * t] = c0;
  d[g * 8 + 2 * t + 1] = c1;
}

// m8n8k4 .f64: A row = g, col = t; B row = t, col = g; C row = g, col = 2t + i.
extern "C" __global__ void mma_f64_m8n8k4(const double* a, const double* b, const double* c,
                                          double* d) {
  int g = GROUP, t = TIG;
  double ra = a[g * 4 + t], rb = b[t * 8 + g];
  double c0 = c[g * 8 + 2 * t], c1 = c[g * 8 + 2 * t + 1];
  asm volatile("mma.sync.aligned.m8n8k4.row.col.f64.f64.f64.f64 {%0,%1}, {%2}, {%3}, {%4,%5};"
               : "=d"(c0), "=d"(c1) : "d"(ra), "d"(rb), "d"(c0), "d"(c1));
  d[g * 8 + 2 * t] = c0;
  d[g * 8 + 2 * t + 1] = c1;
}

// -- ldmatrix, movmatrix, stmatrix --------------------------------------------------------

// Four 8x8 .b16 matrices in shared memory (matrix j at rows 8j..8j+7 of a 32x8 array, each row
// 16 bytes apart by `pitch` halves); lane L passes the address of row L. out[L * 4 + j] is
// register j of lane L for ldmatrix .x4 (and .trans), .x2 and .x1 at out + 128 and + 256...
extern "C" __global__ void ldmatrix_all(const uint16_t* in, uint32_t* out, int pitch) {
  __shared__ __align__(16) uint16_t s[32 * 16];
  for (int i = LANE; i < 32 * 16; i += 32) s[i] = in[i];
  __syncwarp();
  uint32_t addr = (uint32_t)__cvta_generic_to_shared(s + LANE * pitch);
  uint32_t r[4];
  asm volatile("ldmatrix.sync.aligned.m8n8.x4.shared.b16 {%0,%1,%2,%3}, [%4];"
               : "=r"(r[0]), "=r"(r[1]), "=r"(r[2]), "=r"(r[3]) : "r"(addr));
  for (int j = 0; j < 4; j++) out[LANE * 4 + j] = r[j];
  asm volatile("ldmatrix.sync.aligned.m8n8.x4.trans.shared.b16 {%0,%1,%2,%3}, [%4];"
               : "=r"(r[0]), "=r"(r[1]), "=r"(r[2]), "=r"(r[3]) : "r"(addr));
  for (int j = 0; j < 4; j++) out[128 + LANE * 4 + j] = r[j];
  asm volatile("ldmatrix.sync.aligned.m8n8.x2.shared.b16 {%0,%1}, [%2];"
               : "=r"(r[0]), "=r"(r[1]) : "r"(addr));
  out[256 + LANE * 2] = r[0];
  out[256 + LANE * 2 + 1] = r[1];
  asm volatile("ldmatrix.sync.aligned.m8n8.x1.trans.shared.b16 {%0}, [%1];"
               : "=r"(r[0]) : "r"(addr));
  out[320 + LANE] = r[0];
  // movmatrix: the transpose of the fragment that ldmatrix .x1 gives.
  asm volatile("ldmatrix.sync.aligned.m8n8.x1.shared.b16 {%0}, [%1];" : "=r"(r[0]) : "r"(addr));
  asm volatile("movmatrix.sync.aligned.m8n8.trans.b16 %0, %1;" : "=r"(r[1]) : "r"(r[0]));
  out[352 + LANE] = r[1];
}

// The common GEMM idiom: A (16 x k, row-major) through ldmatrix.x4, B (k x 8, row-major)
// through ldmatrix.x2.trans, mma.sync m16n8k16 f16 -> f32, k stepped by 16.
extern "C" __global__ void ldmatrix_gemm(const half* a, const half* b, float* d, int k) {
  __shared__ __align__(16) half sa[16 * 16];
  __shared__ __align__(16) half sb[16 * 8];
  float acc[4] = {0, 0, 0, 0};
  int lane = LANE, g = GROUP, t = TIG;
  for (int k0 = 0; k0 < k; k0 += 16) {
    for (int i = lane; i < 256; i += 32) sa[i] = a[(i / 16) * k + k0 + i % 16];
    for (int i = lane; i < 128; i += 32) sb[i] = b[(k0 + i / 8) * 8 + i % 8];
    __syncwarp();
    // ldmatrix.x4 matrices: rows 0-7/cols 0-7, rows 8-15/cols 0-7, rows 0-7/cols 8-15, ...
    int arow = lane % 16, acol = (lane / 16) * 8;
    uint32_t aaddr = (uint32_t)__cvta_generic_to_shared(sa + arow * 16 + acol);
    uint32_t baddr = (uint32_t)__cvta_generic_to_shared(sb + (lane % 16) * 8);
    uint32_t ra[4], rb[2];
    asm volatile("ldmatrix.sync.aligned.m8n8.x4.shared.b16 {%0,%1,%2,%3}, [%4];"
                 : "=r"(ra[0]), "=r"(ra[1]), "=r"(ra[2]), "=r"(ra[3]) : "r"(aaddr));
    asm volatile("ldmatrix.sync.aligned.m8n8.x2.trans.shared.b16 {%0,%1}, [%2];"
                 : "=r"(rb[0]), "=r"(rb[1]) : "r"(baddr));
    asm volatile("mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 {%0,%1,%2,%3}, "
                 "{%4,%5,%6,%7}, {%8,%9}, {%0,%1,%2,%3};"
                 : "+f"(acc[0]), "+f"(acc[1]), "+f"(acc[2]), "+f"(acc[3])
                 : "r"(ra[0]), "r"(ra[1]), "r"(ra[2]), "r"(ra[3]), "r"(rb[0]), "r"(rb[1]));
    __syncwarp();
  }
  for (int i = 0; i < 4; i++) d[(i < 2 ? g : g + 8) * 8 + 2 * t + (i & 1)] = acc[i];
}

#if __CUDA_ARCH__ >= 900
// sm_90: stmatrix writes back what ldmatrix read (and .trans its transpose), and the fp8
// m16n8k32 (A and B as in the .s8 form, f32 accumulators).
extern "C" __global__ void stmatrix_roundtrip(const uint16_t* in, uint16_t* out,
                                              uint16_t* out_trans) {
  __shared__ __align__(16) uint16_t s[32 * 8];
  __shared__ __align__(16) uint16_t t[32 * 8];
  __shared__ __align__(16) uint16_t u[32 * 8];
  for (int i = LANE; i < 32 * 8; i += 32) s[i] = in[i];
  __syncwarp();
  uint32_t r[4];
  uint32_t src = (uint32_t)__cvta_generic_to_shared(s + LANE * 8);
  asm volatile("ldmatrix.sync.aligned.m8n8.x4.shared.b16 {%0,%1,%2,%3}, [%4];"
               : "=r"(r[0]), "=r"(r[1]), "=r"(r[2]), "=r"(r[3]) : "r"(src));
  uint32_t dst = (uint32_t)__cvta_generic_to_shared(t + LANE * 8);
  asm volatile("stmatrix.sync.aligned.m8n8.x4.shared.b16 [%0], {%1,%2,%3,%4};"
               :: "r"(dst), "r"(r[0]), "r"(r[1]), "r"(r[2]), "r"(r[3]));
  uint32_t dst2 = (uint32_t)__cvta_generic_to_shared(u + LANE * 8);
  asm volatile("stmatrix.sync.aligned.m8n8.x4.trans.shared.b16 [%0], {%1,%2,%3,%4};"
               :: "r"(dst2), "r"(r[0]), "r"(r[1]), "r"(r[2]), "r"(r[3]));
  __syncwarp();
  for (int i = LANE; i < 32 * 8; i += 32) {
    out[i] = t[i];
    out_trans[i] = u[i];
  }
}

extern "C" __global__ void mma_e4m3_m16n8k32(const uint8_t* a, const uint8_t* b,
                                             const float* c, float* d) {
  int g = GROUP, t = TIG;
  uint32_t ra[4], rb[2];
  float rc[4];
  for (int r = 0; r < 4; r++) {
    int i = 4 * r, row = (i < 4 || (i >= 8 && i < 12)) ? g : g + 8;
    int col = 4 * t + (i >= 8 ? 16 : 0);
    ra[r] = pack8(a + row * 32 + col, 1);
  }
  for (int r = 0; r < 2; r++) rb[r] = pack8(b + (4 * t + 16 * r) * 8 + g, 8);
  for (int i = 0; i < 4; i++) rc[i] = c[(i < 2 ? g : g + 8) * 8 + 2 * t + (i & 1)];
  asm volatile("mma.sync.aligned.m16n8k32.row.col.f32.e4m3.e5m2.f32 {%0,%1,%2,%3}, "
               "{%4,%5,%6,%7}, {%8,%9}, {%10,%11,%12,%13};"
               : "=f"(rc[0]), "=f"(rc[1]), "=f"(rc[2]), "=f"(rc[3])
               : "r"(ra[0]), "r"(ra[1]), "r"(ra[2]), "r"(ra[3]), "r"(rb[0]), "r"(rb[1]),
                 "f"(rc[0]), "f"(rc[1]), "f"(rc[2]), "f"(rc[3]));
  for (int i = 0; i < 4; i++) d[(i < 2 ? g : g + 8) * 8 + 2 * t + (i & 1)] = rc[i];
}
#endif
