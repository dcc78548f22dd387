// The CUDA side of bench/translation.py: each kernel here has a twin, the same algorithm
// hand-written in OpenCL C, in bench/opencl_kernels/kernels.cl.
// Regenerate the PTX with: nvcc -ptx -arch=sm_75 -O3 kernels.cu -o kernels.ptx

#define TILE 16
#define TT 32
#define TROWS 8

extern "C" __global__ void vector_add(const float *a, const float *b, float *c, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) c[i] = a[i] + b[i];
}

extern "C" __global__ void saxpy(int n, float a, const float *x, float *y) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) y[i] = a * x[i] + y[i];
}

// C = A * B, all n x n row-major, n a multiple of TILE; block (TILE, TILE).
extern "C" __global__ void sgemm(const float *A, const float *B, float *C, int n) {
    __shared__ float As[TILE][TILE];
    __shared__ float Bs[TILE][TILE];
    int tx = threadIdx.x, ty = threadIdx.y;
    int row = blockIdx.y * TILE + ty, col = blockIdx.x * TILE + tx;
    float acc = 0.0f;
    for (int t = 0; t < n; t += TILE) {
        As[ty][tx] = A[row * n + t + tx];
        Bs[ty][tx] = B[(t + ty) * n + col];
        __syncthreads();
#pragma unroll
        for (int k = 0; k < TILE; ++k) acc += As[ty][k] * Bs[k][tx];
        __syncthreads();
    }
    C[row * n + col] = acc;
}

// One partial sum per block of 256 threads; each thread first adds a grid-stride slice.
extern "C" __global__ void reduce_sum(const float *in, float *partial, int n) {
    __shared__ float s[256];
    int tid = threadIdx.x;
    float acc = 0.0f;
    for (int i = blockIdx.x * blockDim.x + tid; i < n; i += gridDim.x * blockDim.x) acc += in[i];
    s[tid] = acc;
    __syncthreads();
    for (int stride = blockDim.x / 2; stride > 0; stride >>= 1) {
        if (tid < stride) s[tid] += s[tid + stride];
        __syncthreads();
    }
    if (tid == 0) partial[blockIdx.x] = s[0];
}

// 256-bin histogram of bytes: per-block bins in shared memory, then merged into global bins.
extern "C" __global__ void histogram256(const unsigned char *data, unsigned int *bins, int n) {
    __shared__ unsigned int local[256];
    local[threadIdx.x] = 0;
    __syncthreads();
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x)
        atomicAdd(&local[data[i]], 1u);
    __syncthreads();
    atomicAdd(&bins[threadIdx.x], local[threadIdx.x]);
}

// out (cols x rows) = transpose of in (rows x cols); 32x33 padded tile, block (32, 8).
extern "C" __global__ void transpose(const float *in, float *out, int rows, int cols) {
    __shared__ float tile[TT][TT + 1];
    int x = blockIdx.x * TT + threadIdx.x, y = blockIdx.y * TT + threadIdx.y;
    for (int j = 0; j < TT; j += TROWS)
        tile[threadIdx.y + j][threadIdx.x] = in[(y + j) * cols + x];
    __syncthreads();
    x = blockIdx.y * TT + threadIdx.x;
    y = blockIdx.x * TT + threadIdx.y;
    for (int j = 0; j < TT; j += TROWS)
        out[(y + j) * rows + x] = tile[threadIdx.x][threadIdx.y + j];
}

// 5-point Jacobi step on an h x w grid; the border is copied.
extern "C" __global__ void stencil2d(const float *in, float *out, int h, int w) {
    int x = blockIdx.x * blockDim.x + threadIdx.x, y = blockIdx.y * blockDim.y + threadIdx.y;
    if (x >= w || y >= h) return;
    int i = y * w + x;
    if (x == 0 || y == 0 || x == w - 1 || y == h - 1) {
        out[i] = in[i];
    } else {
        out[i] = 0.2f * (in[i] + in[i - 1] + in[i + 1] + in[i - w] + in[i + w]);
    }
}

// Row-wise softmax, one warp per row; block of 128 threads = 4 rows.
extern "C" __global__ void softmax(const float *in, float *out, int rows, int cols) {
    int warp = (blockIdx.x * blockDim.x + threadIdx.x) / 32, lane = threadIdx.x % 32;
    if (warp >= rows) return;
    const float *x = in + (size_t)warp * cols;
    float *y = out + (size_t)warp * cols;
    float m = -INFINITY;
    for (int j = lane; j < cols; j += 32) m = fmaxf(m, x[j]);
    for (int o = 16; o > 0; o >>= 1) m = fmaxf(m, __shfl_xor_sync(0xffffffffu, m, o));
    float s = 0.0f;
    for (int j = lane; j < cols; j += 32) s += __expf(x[j] - m);
    for (int o = 16; o > 0; o >>= 1) s += __shfl_xor_sync(0xffffffffu, s, o);
    float inv = 1.0f / s;
    for (int j = lane; j < cols; j += 32) y[j] = __expf(x[j] - m) * inv;
}

// All-pairs gravitational acceleration; pos is (x, y, z, mass), tiled through shared memory.
extern "C" __global__ void nbody(const float4 *pos, float4 *acc, int n, float eps2) {
    __shared__ float4 sh[256];
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float4 p = pos[i];
    float ax = 0.0f, ay = 0.0f, az = 0.0f;
    for (int t = 0; t < n; t += blockDim.x) {
        sh[threadIdx.x] = pos[t + threadIdx.x];
        __syncthreads();
        for (int j = 0; j < blockDim.x; ++j) {
            float4 q = sh[j];
            float dx = q.x - p.x, dy = q.y - p.y, dz = q.z - p.z;
            float d2 = dx * dx + dy * dy + dz * dz + eps2;
            float inv = rsqrtf(d2);
            float f = q.w * inv * inv * inv;
            ax += dx * f; ay += dy * f; az += dz * f;
        }
        __syncthreads();
    }
    acc[i] = make_float4(ax, ay, az, 0.0f);
}

__device__ __forceinline__ float cnd(float d) {
    const float A1 = 0.31938153f, A2 = -0.356563782f, A3 = 1.781477937f, A4 = -1.821255978f,
                A5 = 1.330274429f, RSQRT2PI = 0.39894228040143267793994605993438f;
    float k = 1.0f / (1.0f + 0.2316419f * fabsf(d));
    float c = RSQRT2PI * __expf(-0.5f * d * d) *
              (k * (A1 + k * (A2 + k * (A3 + k * (A4 + k * A5)))));
    return d > 0 ? 1.0f - c : c;
}

extern "C" __global__ void black_scholes(float *call, float *put, const float *S, const float *X,
                                         const float *T, float r, float v, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    float s = S[i], x = X[i], t = T[i];
    float sq = sqrtf(t);
    float d1 = (__logf(s / x) + (r + 0.5f * v * v) * t) / (v * sq);
    float d2 = d1 - v * sq;
    float e = __expf(-r * t);
    call[i] = s * cnd(d1) - x * e * cnd(d2);
    put[i] = x * e * (1.0f - cnd(d2)) - s * (1.0f - cnd(d1));
}

// Inclusive scan of each block of 256 elements (Hillis-Steele in shared memory).
extern "C" __global__ void block_scan(const int *in, int *out, int n) {
    __shared__ int s[256];
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    s[threadIdx.x] = i < n ? in[i] : 0;
    __syncthreads();
    for (int o = 1; o < blockDim.x; o <<= 1) {
        int v = threadIdx.x >= o ? s[threadIdx.x - o] : 0;
        __syncthreads();
        s[threadIdx.x] += v;
        __syncthreads();
    }
    if (i < n) out[i] = s[threadIdx.x];
}

extern "C" __global__ void empty() {}

// --- llm.c's kernels (dev/cuda: layernorm_forward, softmax_forward for attention, gelu_forward)
// and two more real patterns: a tiled 2-D convolution and a CUB-style radix-sort upsweep.

// LayerNorm of each row of C channels, one warp per row (llm.c layernorm_forward_kernel3);
// also writes each row's mean and 1/std.
extern "C" __global__ void layernorm(float *out, float *mean, float *rstd, const float *inp,
                                     const float *weight, const float *bias, int N, int C) {
    int row = (blockIdx.x * blockDim.x + threadIdx.x) / 32, lane = threadIdx.x % 32;
    if (row >= N) return;
    const float *x = inp + (size_t)row * C;
    float sum = 0.0f;
    for (int i = lane; i < C; i += 32) sum += x[i];
    for (int o = 16; o > 0; o >>= 1) sum += __shfl_xor_sync(0xffffffffu, sum, o);
    float m = sum / C;
    float var = 0.0f;
    for (int i = lane; i < C; i += 32) {
        float d = x[i] - m;
        var += d * d;
    }
    for (int o = 16; o > 0; o >>= 1) var += __shfl_xor_sync(0xffffffffu, var, o);
    float s = rsqrtf(var / C + 1e-5f);
    if (lane == 0) {
        mean[row] = m;
        rstd[row] = s;
    }
    float *y = out + (size_t)row * C;
    for (int i = lane; i < C; i += 32) y[i] = s * (x[i] - m) * weight[i] + bias[i];
}

// Causal attention softmax (llm.c softmax_forward_kernel5's online softmax): row r of the
// (heads * T) x T scores is query t = r % T, which sees keys 0..t; one warp per row.
extern "C" __global__ void attention_softmax(float *out, const float *att, float inv_temp,
                                             int rows, int T) {
    int row = (blockIdx.x * blockDim.x + threadIdx.x) / 32, lane = threadIdx.x % 32;
    if (row >= rows) return;
    int t = row % T;
    const float *x = att + (size_t)row * T;
    float *y = out + (size_t)row * T;
    float maxval = -3.402823466e38f, sumval = 0.0f;
    for (int j = lane; j <= t; j += 32) {
        float v = x[j] * inv_temp;
        float m = fmaxf(maxval, v);
        sumval = sumval * __expf(maxval - m) + __expf(v - m);
        maxval = m;
    }
    float gmax = maxval;
    for (int o = 16; o > 0; o >>= 1) gmax = fmaxf(gmax, __shfl_xor_sync(0xffffffffu, gmax, o));
    sumval *= __expf(maxval - gmax);
    for (int o = 16; o > 0; o >>= 1) sumval += __shfl_xor_sync(0xffffffffu, sumval, o);
    float inv = 1.0f / sumval;
    for (int j = lane; j < T; j += 32) y[j] = j <= t ? __expf(x[j] * inv_temp - gmax) * inv : 0.0f;
}

// GELU, tanh approximation (llm.c gelu_forward_kernel).
extern "C" __global__ void gelu(float *out, const float *inp, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        float x = inp[i];
        float cube = 0.044715f * x * x * x;
        out[i] = 0.5f * x * (1.0f + tanhf(0.7978845608028654f * (x + cube)));
    }
}

// 5x5 convolution of an h x w image, clamped at the edges, through a shared-memory tile with a
// halo; block (16, 16).
#define CT 16
#define CR 2
extern "C" __global__ void conv2d(const float *in, float *out, const float *filt, int h, int w) {
    __shared__ float tile[CT + 2 * CR][CT + 2 * CR];
    for (int dy = threadIdx.y; dy < CT + 2 * CR; dy += CT)
        for (int dx = threadIdx.x; dx < CT + 2 * CR; dx += CT) {
            int gx = min(max((int)(blockIdx.x * CT) + dx - CR, 0), w - 1);
            int gy = min(max((int)(blockIdx.y * CT) + dy - CR, 0), h - 1);
            tile[dy][dx] = in[(size_t)gy * w + gx];
        }
    __syncthreads();
    int x = blockIdx.x * CT + threadIdx.x, y = blockIdx.y * CT + threadIdx.y;
    if (x >= w || y >= h) return;
    float acc = 0.0f;
#pragma unroll
    for (int i = 0; i < 2 * CR + 1; ++i)
#pragma unroll
        for (int j = 0; j < 2 * CR + 1; ++j)
            acc += filt[i * (2 * CR + 1) + j] * tile[threadIdx.y + i][threadIdx.x + j];
    out[(size_t)y * w + x] = acc;
}

// One radix-sort upsweep (CUB's DeviceRadixSort onesweep histogram pass): each block counts the
// 8-bit digit (key >> shift) & 255 of its contiguous range of keys in shared memory, and writes
// its 256 counts digit-major (counts[digit * blocks + block]), ready for the exclusive scan.
extern "C" __global__ void radix_upsweep(const unsigned *keys, unsigned *counts, int n,
                                         int shift) {
    __shared__ unsigned hist[256];
    hist[threadIdx.x] = 0;
    __syncthreads();
    int per_block = (n + gridDim.x - 1) / gridDim.x;
    int start = blockIdx.x * per_block, end = min(start + per_block, n);
    for (int i = start + threadIdx.x; i < end; i += blockDim.x)
        atomicAdd(&hist[(keys[i] >> shift) & 255u], 1u);
    __syncthreads();
    counts[threadIdx.x * gridDim.x + blockIdx.x] = hist[threadIdx.x];
}
