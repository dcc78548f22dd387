// NVCC: -arch=sm_80
// Tensor cores: mma.sync with fragments built by the PTX ISA's layout formulas (f16 -> f32
// m16n8k16, tf32 m16n8k8 with inputs whose low 13 mantissa bits are set, s8 m16n8k32 with
// .satfinite), ldmatrix feeding mma (the usual GEMM idiom), and a wmma GEMM.
#include <mma.h>
#include <cuda_fp16.h>
#include <stdint.h>
using namespace nvcuda;

#define LANE (threadIdx.x % 32)

__device__ uint32_t pack16(uint16_t lo, uint16_t hi) { return lo | ((uint32_t)hi << 16); }
__device__ uint32_t pack8(const uint8_t* p, int stride) {
  return p[0] | (p[stride] << 8) | (p[2 * stride] << 16) | ((uint32_t)p[3 * stride] << 24);
}

// D (16x8) = A (16x16) * B (16x8) + C, row-major in memory.
extern "C" __global__ void mma_f16(const uint16_t* a, const uint16_t* b, const float* c,
                                   float* d) {
  int g = LANE >> 2, t = LANE % 4;
  uint32_t ra[4], rb[2];
  float rc[4];
  for (int r = 0; r < 4; r++) {
    int row = (r % 2) ? g + 8 : g, col = 2 * t + (r >= 2 ? 8 : 0);
    ra[r] = pack16(a[row * 16 + col], a[row * 16 + col + 1]);
  }
  for (int r = 0; r < 2; r++) {
    int row = 2 * t + (r ? 8 : 0);
    rb[r] = pack16(b[row * 8 + g], b[(row + 1) * 8 + g]);
  }
  for (int i = 0; i < 4; i++) rc[i] = c[(i < 2 ? g : g + 8) * 8 + 2 * t + (i & 1)];
  asm volatile("mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 {%0,%1,%2,%3}, "
               "{%4,%5,%6,%7}, {%8,%9}, {%10,%11,%12,%13};"
               : "=f"(rc[0]), "=f"(rc[1]), "=f"(rc[2]), "=f"(rc[3])
               : "r"(ra[0]), "r"(ra[1]), "r"(ra[2]), "r"(ra[3]), "r"(rb[0]), "r"(rb[1]),
                 "f"(rc[0]), "f"(rc[1]), "f"(rc[2]), "f"(rc[3]));
  for (int i = 0; i < 4; i++) d[(i < 2 ? g : g + 8) * 8 + 2 * t + (i & 1)] = rc[i];
}

// tf32 m16n8k8 straight from f32 registers (no rounding to tf32 first).
extern "C" __global__ void mma_tf32(const float* a, const float* b, const float* c, float* d) {
  int g = LANE >> 2, t = LANE % 4;
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

// s8 m16n8k32 with .satfinite: A 16x32, B 32x8 (bytes), C/D s32.
extern "C" __global__ void mma_s8_sat(const uint8_t* a, const uint8_t* b, const int* c, int* d) {
  int g = LANE >> 2, t = LANE % 4;
  uint32_t ra[4], rb[2];
  int rc[4];
  for (int r = 0; r < 4; r++) {
    int row = (r % 2) ? g + 8 : g, col = 4 * t + (r >= 2 ? 16 : 0);
    ra[r] = pack8(a + row * 32 + col, 1);
  }
  for (int r = 0; r < 2; r++) rb[r] = pack8(b + (4 * t + 16 * r) * 8 + g, 8);
  for (int i = 0; i < 4; i++) rc[i] = c[(i < 2 ? g : g + 8) * 8 + 2 * t + (i & 1)];
  asm volatile("mma.sync.aligned.m16n8k32.row.col.satfinite.s32.s8.s8.s32 {%0,%1,%2,%3}, "
               "{%4,%5,%6,%7}, {%8,%9}, {%10,%11,%12,%13};"
               : "=r"(rc[0]), "=r"(rc[1]), "=r"(rc[2]), "=r"(rc[3])
               : "r"(ra[0]), "r"(ra[1]), "r"(ra[2]), "r"(ra[3]), "r"(rb[0]), "r"(rb[1]),
                 "r"(rc[0]), "r"(rc[1]), "r"(rc[2]), "r"(rc[3]));
  for (int i = 0; i < 4; i++) d[(i < 2 ? g : g + 8) * 8 + 2 * t + (i & 1)] = rc[i];
}

// A (16 x k) through ldmatrix.x4, B (k x 8) through ldmatrix.x2.trans, f16 -> f32.
extern "C" __global__ void ldmatrix_gemm(const half* a, const half* b, float* d, int k) {
  __shared__ __align__(16) half sa[16 * 16];
  __shared__ __align__(16) half sb[16 * 8];
  float acc[4] = {0, 0, 0, 0};
  int lane = LANE, g = lane >> 2, t = lane % 4;
  for (int k0 = 0; k0 < k; k0 += 16) {
    for (int i = lane; i < 256; i += 32) sa[i] = a[(i / 16) * k + k0 + i % 16];
    for (int i = lane; i < 128; i += 32) sb[i] = b[(k0 + i / 8) * 8 + i % 8];
    __syncwarp();
    uint32_t aaddr = (uint32_t)__cvta_generic_to_shared(sa + (lane % 16) * 16 + (lane / 16) * 8);
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

// wmma: each warp computes a 16x16 tile of D = A (m x k, row-major) * B (k x n, row-major).
extern "C" __global__ void wmma_gemm(const half* a, const half* b, float* d, int m, int n,
                                     int k) {
  int warp = (blockIdx.x * blockDim.x + threadIdx.x) / 32;
  int tiles_n = n / 16, tm = warp / tiles_n, tn = warp % tiles_n;
  if (tm * 16 >= m) return;
  wmma::fragment<wmma::matrix_a, 16, 16, 16, half, wmma::row_major> fa;
  wmma::fragment<wmma::matrix_b, 16, 16, 16, half, wmma::row_major> fb;
  wmma::fragment<wmma::accumulator, 16, 16, 16, float> acc;
  wmma::fill_fragment(acc, 0.0f);
  for (int k0 = 0; k0 < k; k0 += 16) {
    wmma::load_matrix_sync(fa, a + tm * 16 * k + k0, k);
    wmma::load_matrix_sync(fb, b + k0 * n + tn * 16, n);
    wmma::mma_sync(acc, fa, fb, acc);
  }
  wmma::store_matrix_sync(d + tm * 16 * n + tn * 16, acc, n, wmma::mem_row_major);
}
