// The native side of bench/translation.py: the algorithms of bench/cuda_kernels/kernels.cu,
// hand-written in OpenCL C (same tiles, same work-group sizes, same arithmetic order).

#define TILE 16
#define TT 32
#define TROWS 8

__kernel void vector_add(__global const float *a, __global const float *b, __global float *c,
                         int n) {
    int i = get_global_id(0);
    if (i < n) c[i] = a[i] + b[i];
}

__kernel void saxpy(int n, float a, __global const float *x, __global float *y) {
    int i = get_global_id(0);
    if (i < n) y[i] = a * x[i] + y[i];
}

__kernel void sgemm(__global const float *A, __global const float *B, __global float *C, int n) {
    __local float As[TILE][TILE];
    __local float Bs[TILE][TILE];
    int tx = get_local_id(0), ty = get_local_id(1);
    int row = get_group_id(1) * TILE + ty, col = get_group_id(0) * TILE + tx;
    float acc = 0.0f;
    for (int t = 0; t < n; t += TILE) {
        As[ty][tx] = A[row * n + t + tx];
        Bs[ty][tx] = B[(t + ty) * n + col];
        barrier(CLK_LOCAL_MEM_FENCE);
#pragma unroll
        for (int k = 0; k < TILE; ++k) acc = fma(As[ty][k], Bs[k][tx], acc);
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    C[row * n + col] = acc;
}

__kernel void reduce_sum(__global const float *in, __global float *partial, int n) {
    __local float s[256];
    int tid = get_local_id(0);
    float acc = 0.0f;
    for (int i = get_global_id(0); i < n; i += get_global_size(0)) acc += in[i];
    s[tid] = acc;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int stride = get_local_size(0) / 2; stride > 0; stride >>= 1) {
        if (tid < stride) s[tid] += s[tid + stride];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (tid == 0) partial[get_group_id(0)] = s[0];
}

__kernel void histogram256(__global const uchar *data, __global uint *bins, int n) {
    __local uint local_bins[256];
    int lid = get_local_id(0);
    local_bins[lid] = 0;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int i = get_global_id(0); i < n; i += get_global_size(0))
        atomic_inc(&local_bins[data[i]]);
    barrier(CLK_LOCAL_MEM_FENCE);
    atomic_add(&bins[lid], local_bins[lid]);
}

__kernel void transpose(__global const float *in, __global float *out, int rows, int cols) {
    __local float tile[TT][TT + 1];
    int lx = get_local_id(0), ly = get_local_id(1);
    int x = get_group_id(0) * TT + lx, y = get_group_id(1) * TT + ly;
    for (int j = 0; j < TT; j += TROWS) tile[ly + j][lx] = in[(y + j) * cols + x];
    barrier(CLK_LOCAL_MEM_FENCE);
    x = get_group_id(1) * TT + lx;
    y = get_group_id(0) * TT + ly;
    for (int j = 0; j < TT; j += TROWS) out[(y + j) * rows + x] = tile[lx][ly + j];
}

__kernel void stencil2d(__global const float *in, __global float *out, int h, int w) {
    int x = get_global_id(0), y = get_global_id(1);
    if (x >= w || y >= h) return;
    int i = y * w + x;
    if (x == 0 || y == 0 || x == w - 1 || y == h - 1) {
        out[i] = in[i];
    } else {
        out[i] = 0.2f * (in[i] + in[i - 1] + in[i + 1] + in[i - w] + in[i + w]);
    }
}

// One sub-group of 32 per row (the OpenCL counterpart of a warp).
__attribute__((intel_reqd_sub_group_size(32)))
__kernel void softmax(__global const float *in, __global float *out, int rows, int cols) {
    int row = get_global_id(0) / 32, lane = get_sub_group_local_id();
    if (row >= rows) return;
    __global const float *x = in + (size_t)row * cols;
    __global float *y = out + (size_t)row * cols;
    float m = -INFINITY;
    for (int j = lane; j < cols; j += 32) m = fmax(m, x[j]);
    m = sub_group_reduce_max(m);
    float s = 0.0f;
    for (int j = lane; j < cols; j += 32) s += native_exp(x[j] - m);
    s = sub_group_reduce_add(s);
    float inv = 1.0f / s;
    for (int j = lane; j < cols; j += 32) y[j] = native_exp(x[j] - m) * inv;
}

__kernel void nbody(__global const float4 *pos, __global float4 *acc, int n, float eps2) {
    __local float4 sh[256];
    int i = get_global_id(0), lid = get_local_id(0), bs = get_local_size(0);
    float4 p = pos[i];
    float ax = 0.0f, ay = 0.0f, az = 0.0f;
    for (int t = 0; t < n; t += bs) {
        sh[lid] = pos[t + lid];
        barrier(CLK_LOCAL_MEM_FENCE);
        for (int j = 0; j < bs; ++j) {
            float4 q = sh[j];
            float dx = q.x - p.x, dy = q.y - p.y, dz = q.z - p.z;
            float d2 = dx * dx + dy * dy + dz * dz + eps2;
            float inv = rsqrt(d2);
            float f = q.w * inv * inv * inv;
            ax += dx * f; ay += dy * f; az += dz * f;
        }
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    acc[i] = (float4)(ax, ay, az, 0.0f);
}

inline float cnd(float d) {
    const float A1 = 0.31938153f, A2 = -0.356563782f, A3 = 1.781477937f, A4 = -1.821255978f,
                A5 = 1.330274429f, RSQRT2PI = 0.39894228040143267793994605993438f;
    float k = 1.0f / (1.0f + 0.2316419f * fabs(d));
    float c = RSQRT2PI * native_exp(-0.5f * d * d) *
              (k * (A1 + k * (A2 + k * (A3 + k * (A4 + k * A5)))));
    return d > 0 ? 1.0f - c : c;
}

__kernel void black_scholes(__global float *call, __global float *put, __global const float *S,
                            __global const float *X, __global const float *T, float r, float v,
                            int n) {
    int i = get_global_id(0);
    if (i >= n) return;
    float s = S[i], x = X[i], t = T[i];
    float sq = sqrt(t);
    float d1 = (native_log(s / x) + (r + 0.5f * v * v) * t) / (v * sq);
    float d2 = d1 - v * sq;
    float e = native_exp(-r * t);
    call[i] = s * cnd(d1) - x * e * cnd(d2);
    put[i] = x * e * (1.0f - cnd(d2)) - s * (1.0f - cnd(d1));
}

__kernel void block_scan(__global const int *in, __global int *out, int n) {
    __local int s[256];
    int i = get_global_id(0), lid = get_local_id(0);
    s[lid] = i < n ? in[i] : 0;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int o = 1; o < get_local_size(0); o <<= 1) {
        int v = lid >= o ? s[lid - o] : 0;
        barrier(CLK_LOCAL_MEM_FENCE);
        s[lid] += v;
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (i < n) out[i] = s[lid];
}

__kernel void empty(void) {}

// --- llm.c's layernorm, attention softmax and GELU; a tiled 2-D convolution; a radix upsweep

__attribute__((intel_reqd_sub_group_size(32)))
__kernel void layernorm(__global float *out, __global float *mean, __global float *rstd,
                        __global const float *inp, __global const float *weight,
                        __global const float *bias, int N, int C) {
    int row = get_global_id(0) / 32, lane = get_sub_group_local_id();
    if (row >= N) return;
    __global const float *x = inp + (size_t)row * C;
    float sum = 0.0f;
    for (int i = lane; i < C; i += 32) sum += x[i];
    float m = sub_group_reduce_add(sum) / C;
    float var = 0.0f;
    for (int i = lane; i < C; i += 32) {
        float d = x[i] - m;
        var += d * d;
    }
    float s = rsqrt(sub_group_reduce_add(var) / C + 1e-5f);
    if (lane == 0) {
        mean[row] = m;
        rstd[row] = s;
    }
    __global float *y = out + (size_t)row * C;
    for (int i = lane; i < C; i += 32) y[i] = s * (x[i] - m) * weight[i] + bias[i];
}

__attribute__((intel_reqd_sub_group_size(32)))
__kernel void attention_softmax(__global float *out, __global const float *att, float inv_temp,
                                int rows, int T) {
    int row = get_global_id(0) / 32, lane = get_sub_group_local_id();
    if (row >= rows) return;
    int t = row % T;
    __global const float *x = att + (size_t)row * T;
    __global float *y = out + (size_t)row * T;
    float maxval = -FLT_MAX, sumval = 0.0f;
    for (int j = lane; j <= t; j += 32) {
        float v = x[j] * inv_temp;
        float m = fmax(maxval, v);
        sumval = sumval * native_exp(maxval - m) + native_exp(v - m);
        maxval = m;
    }
    float gmax = sub_group_reduce_max(maxval);
    float total = sub_group_reduce_add(sumval * native_exp(maxval - gmax));
    float inv = 1.0f / total;
    for (int j = lane; j < T; j += 32) y[j] = j <= t ? native_exp(x[j] * inv_temp - gmax) * inv
                                                     : 0.0f;
}

__kernel void gelu(__global float *out, __global const float *inp, int n) {
    int i = get_global_id(0);
    if (i < n) {
        float x = inp[i];
        float cube = 0.044715f * x * x * x;
        out[i] = 0.5f * x * (1.0f + tanh(0.7978845608028654f * (x + cube)));
    }
}

#define CT 16
#define CR 2
__kernel void conv2d(__global const float *in, __global float *out, __global const float *filt,
                     int h, int w) {
    __local float tile[CT + 2 * CR][CT + 2 * CR];
    int lx = get_local_id(0), ly = get_local_id(1);
    int bx = get_group_id(0) * CT, by = get_group_id(1) * CT;
    for (int dy = ly; dy < CT + 2 * CR; dy += CT)
        for (int dx = lx; dx < CT + 2 * CR; dx += CT) {
            int gx = clamp(bx + dx - CR, 0, w - 1), gy = clamp(by + dy - CR, 0, h - 1);
            tile[dy][dx] = in[(size_t)gy * w + gx];
        }
    barrier(CLK_LOCAL_MEM_FENCE);
    int x = bx + lx, y = by + ly;
    if (x >= w || y >= h) return;
    float acc = 0.0f;
    for (int i = 0; i < 2 * CR + 1; ++i)
        for (int j = 0; j < 2 * CR + 1; ++j)
            acc = fma(filt[i * (2 * CR + 1) + j], tile[ly + i][lx + j], acc);
    out[(size_t)y * w + x] = acc;
}

__kernel void radix_upsweep(__global const uint *keys, __global uint *counts, int n, int shift) {
    __local uint hist[256];
    int lid = get_local_id(0), blocks = get_num_groups(0), block = get_group_id(0);
    hist[lid] = 0;
    barrier(CLK_LOCAL_MEM_FENCE);
    int per_block = (n + blocks - 1) / blocks;
    int start = block * per_block, end = min(start + per_block, n);
    for (int i = start + lid; i < end; i += get_local_size(0))
        atomic_inc(&hist[(keys[i] >> shift) & 255u]);
    barrier(CLK_LOCAL_MEM_FENCE);
    counts[lid * blocks + block] = hist[lid];
}

// --- Ablations: the native kernels with one trait of zluda's translation each -----------------
// (see bench/README.md). "flat": a CUDA block launched as a 1-D work-group, %tid rebuilt from the
// linear id with % and / by the block sizes (kernel arguments, as in core/ptx/abi.py), and a
// required sub-group size of 32. "flat16": the same with the divisors known at compile time.
// "ulong": pointers passed as 64-bit integers (PTX's .u64 parameters) and cast at each access.
// "f64": the approximate float instructions done in double precision, as zluda emits them.

__attribute__((intel_reqd_sub_group_size(32)))
__kernel void vector_add_flat(__global const float *a, __global const float *b,
                              __global float *c, int n, uint ntx) {
    int i = get_group_id(0) * ntx + get_local_id(0) % ntx;
    if (i < n) c[i] = a[i] + b[i];
}

__kernel void vector_add_ulong(ulong a, ulong b, ulong c, int n) {
    int i = get_global_id(0);
    if (i < n)
        *(__global float *)(c + (long)i * 4) =
            *(__global const float *)(a + (long)i * 4) + *(__global const float *)(b + (long)i * 4);
}

#define SGEMM_BODY                                                                               \
    int row = get_group_id(1) * TILE + ty, col = get_group_id(0) * TILE + tx;                    \
    float acc = 0.0f;                                                                            \
    for (int t = 0; t < n; t += TILE) {                                                          \
        As[ty][tx] = A[row * n + t + tx];                                                        \
        Bs[ty][tx] = B[(t + ty) * n + col];                                                      \
        barrier(CLK_LOCAL_MEM_FENCE);                                                            \
        _Pragma("unroll") for (int k = 0; k < TILE; ++k) acc = fma(As[ty][k], Bs[k][tx], acc);  \
        barrier(CLK_LOCAL_MEM_FENCE);                                                            \
    }                                                                                            \
    C[row * n + col] = acc;

__attribute__((intel_reqd_sub_group_size(32)))
__kernel void sgemm_flat(__global const float *A, __global const float *B, __global float *C,
                         int n, uint ntx, uint nty) {
    __local float As[TILE][TILE];
    __local float Bs[TILE][TILE];
    uint lid = get_local_id(0);
    int tx = lid % ntx, ty = lid / ntx % nty;
    SGEMM_BODY
}

__attribute__((intel_reqd_sub_group_size(32)))
__kernel void sgemm_flat16(__global const float *A, __global const float *B, __global float *C,
                           int n, uint ntx, uint nty) {
    __local float As[TILE][TILE];
    __local float Bs[TILE][TILE];
    uint lid = get_local_id(0);
    int tx = lid % TILE, ty = lid / TILE;
    SGEMM_BODY
}

__kernel void nbody_f64(__global const float4 *pos, __global float4 *acc, int n, float eps2) {
    __local float4 sh[256];
    int i = get_global_id(0), lid = get_local_id(0), bs = get_local_size(0);
    float4 p = pos[i];
    float ax = 0.0f, ay = 0.0f, az = 0.0f;
    for (int t = 0; t < n; t += bs) {
        sh[lid] = pos[t + lid];
        barrier(CLK_LOCAL_MEM_FENCE);
        for (int j = 0; j < bs; ++j) {
            float4 q = sh[j];
            float dx = q.x - p.x, dy = q.y - p.y, dz = q.z - p.z;
            float d2 = dx * dx + dy * dy + dz * dz + eps2;
            float inv = (float)(1.0 / sqrt((double)d2));
            float f = q.w * inv * inv * inv;
            ax += dx * f; ay += dy * f; az += dz * f;
        }
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    acc[i] = (float4)(ax, ay, az, 0.0f);
}

__attribute__((intel_reqd_sub_group_size(32)))
__kernel void softmax_f64(__global const float *in, __global float *out, int rows, int cols) {
    int row = get_global_id(0) / 32, lane = get_sub_group_local_id();
    if (row >= rows) return;
    __global const float *x = in + (size_t)row * cols;
    __global float *y = out + (size_t)row * cols;
    float m = -INFINITY;
    for (int j = lane; j < cols; j += 32) m = fmax(m, x[j]);
    m = sub_group_reduce_max(m);
    float s = 0.0f;
    for (int j = lane; j < cols; j += 32) s += (float)exp2((double)((x[j] - m) * M_LOG2E_F));
    s = sub_group_reduce_add(s);
    float inv = 1.0f / s;
    for (int j = lane; j < cols; j += 32) y[j] = (float)exp2((double)((x[j] - m) * M_LOG2E_F)) * inv;
}
