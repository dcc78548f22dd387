// A GEMM on tensor cores as cudaTensorCoreGemm's simple kernel writes it: each warp computes a
// 16x16 tile of D = alpha * A * B + beta * C (A row-major M x K, B column-major K x N, f16;
// C and D row-major f32), K stepped by 16.
#include <mma.h>
using namespace nvcuda;

extern "C" __global__ void simple_wmma_gemm(const half* a, const half* b, const float* c,
                                            float* d, int m_ld, int n_ld, int k_ld, float alpha,
                                            float beta) {
  int lda = k_ld, ldb = k_ld, ldc = n_ld;
  int warpM = (blockIdx.x * blockDim.x + threadIdx.x) / warpSize;
  int warpN = blockIdx.y * blockDim.y + threadIdx.y;
  wmma::fragment<wmma::matrix_a, 16, 16, 16, half, wmma::row_major> a_frag;
  wmma::fragment<wmma::matrix_b, 16, 16, 16, half, wmma::col_major> b_frag;
  wmma::fragment<wmma::accumulator, 16, 16, 16, float> acc_frag, c_frag;
  wmma::fill_fragment(acc_frag, 0.0f);
  for (int i = 0; i < k_ld; i += 16) {
    int aCol = i, aRow = warpM * 16, bCol = warpN * 16, bRow = i;
    if (aRow < m_ld && aCol < k_ld && bRow < k_ld && bCol < n_ld) {
      wmma::load_matrix_sync(a_frag, a + aCol + aRow * lda, lda);
      wmma::load_matrix_sync(b_frag, b + bRow + bCol * ldb, ldb);
      wmma::mma_sync(acc_frag, a_frag, b_frag, acc_frag);
    }
  }
  int cCol = warpN * 16, cRow = warpM * 16;
  if (cRow < m_ld && cCol < n_ld) {
    wmma::load_matrix_sync(c_frag, c + cCol + cRow * ldc, ldc, wmma::mem_row_major);
    for (int i = 0; i < c_frag.num_elements; i++) c_frag.x[i] = alpha * acc_frag.x[i] + beta * c_frag.x[i];
    wmma::store_matrix_sync(d + cCol + cRow * ldc, c_frag, ldc, wmma::mem_row_major);
  }
}
