// Texture and surface kernels: texture fetches of every geometry, gathers,
// queries (inline txq/suq), and surface loads, stores and reductions with each boundary mode.
// Each sampling kernel reads n coordinates and writes the four results of each fetch.
// Shared by conformance/programs/textures.py and tests/runtime/test_textures.py. Regenerate
// the PTX with scripts/gen_conformance_ptx.py; the tests never need nvcc.
#include <cuda_runtime.h>

extern "C" __global__ void sample1d(cudaTextureObject_t t, const float *c, int n, float4 *out) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) out[i] = tex1D<float4>(t, c[i]);
}

extern "C" __global__ void sample2d(cudaTextureObject_t t, const float *c, int n, float4 *out) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) out[i] = tex2D<float4>(t, c[2 * i], c[2 * i + 1]);
}

extern "C" __global__ void sample2d_lod(cudaTextureObject_t t, const float *c, int n,
                                        float4 *out) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) out[i] = tex2DLod<float4>(t, c[2 * i], c[2 * i + 1], 0.0f);
}

extern "C" __global__ void sample3d(cudaTextureObject_t t, const float *c, int n, float4 *out) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) out[i] = tex3D<float4>(t, c[3 * i], c[3 * i + 1], c[3 * i + 2]);
}

extern "C" __global__ void sample1d_layered(cudaTextureObject_t t, const float *c, const int *layer,
                                            int n, float4 *out) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) out[i] = tex1DLayered<float4>(t, c[i], layer[i]);
}

extern "C" __global__ void sample2d_layered(cudaTextureObject_t t, const float *c, const int *layer,
                                            int n, float4 *out) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) out[i] = tex2DLayered<float4>(t, c[2 * i], c[2 * i + 1], layer[i]);
}

extern "C" __global__ void sample_cube(cudaTextureObject_t t, const float *c, int n, float4 *out) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) out[i] = texCubemap<float4>(t, c[3 * i], c[3 * i + 1], c[3 * i + 2]);
}

extern "C" __global__ void sample_cube_layered(cudaTextureObject_t t, const float *c,
                                               const int *layer, int n, float4 *out) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        out[i] = texCubemapLayered<float4>(t, c[3 * i], c[3 * i + 1], c[3 * i + 2], layer[i]);
}

extern "C" __global__ void fetch1d(cudaTextureObject_t t, const int *index, int n, float4 *out) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) out[i] = tex1Dfetch<float4>(t, index[i]);
}

extern "C" __global__ void fetch1d_int(cudaTextureObject_t t, const int *index, int n, int4 *out) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) out[i] = tex1Dfetch<int4>(t, index[i]);
}

extern "C" __global__ void sample2d_int(cudaTextureObject_t t, const float *c, int n, int4 *out) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) out[i] = tex2D<int4>(t, c[2 * i], c[2 * i + 1]);
}

extern "C" __global__ void sample2d_uint(cudaTextureObject_t t, const float *c, int n, uint4 *out) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) out[i] = tex2D<uint4>(t, c[2 * i], c[2 * i + 1]);
}

extern "C" __global__ void gather2d(cudaTextureObject_t t, const float *c, int comp, int n,
                                    float4 *out) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) out[i] = tex2Dgather<float4>(t, c[2 * i], c[2 * i + 1], comp);
}

// txq and suq have no C++ intrinsic: inline PTX
extern "C" __global__ void texture_queries(cudaTextureObject_t t, cudaSurfaceObject_t s,
                                           int *out) {
    int w, h, d, layers, filter, mode0, mode1, normalized, sw, sh, sd, slayers;
    asm("txq.width.b32 %0, [%1];" : "=r"(w) : "l"(t));
    asm("txq.height.b32 %0, [%1];" : "=r"(h) : "l"(t));
    asm("txq.depth.b32 %0, [%1];" : "=r"(d) : "l"(t));
    asm("txq.array_size.b32 %0, [%1];" : "=r"(layers) : "l"(t));
    asm("txq.filter_mode.b32 %0, [%1];" : "=r"(filter) : "l"(t));
    asm("txq.addr_mode_0.b32 %0, [%1];" : "=r"(mode0) : "l"(t));
    asm("txq.addr_mode_1.b32 %0, [%1];" : "=r"(mode1) : "l"(t));
    asm("txq.normalized_coords.b32 %0, [%1];" : "=r"(normalized) : "l"(t));
    asm("suq.width.b32 %0, [%1];" : "=r"(sw) : "l"(s));
    asm("suq.height.b32 %0, [%1];" : "=r"(sh) : "l"(s));
    asm("suq.depth.b32 %0, [%1];" : "=r"(sd) : "l"(s));
    asm("suq.array_size.b32 %0, [%1];" : "=r"(slayers) : "l"(s));
    int values[12] = {w, h, d, layers, filter, mode0, mode1, normalized, sw, sh, sd, slayers};
    for (int k = 0; k < 12; k++) out[k] = values[k];
}

// Each thread (x, y) of a width x height grid copies one float4 texel from `in` to `out`,
// scaled by 2, and writes the value read at (x + dx, y + dy) with the three boundary modes.
extern "C" __global__ void surface2d(cudaSurfaceObject_t in, cudaSurfaceObject_t out, int width,
                                     int height, int dx, int dy, float4 *zero, float4 *clamp) {
    int x = blockIdx.x * blockDim.x + threadIdx.x, y = blockIdx.y;
    if (x >= width || y >= height) return;
    float4 v = surf2Dread<float4>(in, x * 16, y);
    surf2Dwrite(make_float4(2 * v.x, 2 * v.y, 2 * v.z, 2 * v.w), out, x * 16, y);
    zero[y * width + x] = surf2Dread<float4>(in, (x + dx) * 16, y + dy, cudaBoundaryModeZero);
    clamp[y * width + x] = surf2Dread<float4>(in, (x + dx) * 16, y + dy, cudaBoundaryModeClamp);
}

// A store out of range with cudaBoundaryModeTrap: the launch fails.
extern "C" __global__ void surface_trap(cudaSurfaceObject_t s, int x) {
    surf2Dwrite(1.0f, s, x * 4, 0);
}

// A store out of range with cudaBoundaryModeZero is dropped; the others land.
extern "C" __global__ void surface_zero_store(cudaSurfaceObject_t s, int width) {
    int x = threadIdx.x;
    surf2Dwrite((float)x, s, x * 4, 0, cudaBoundaryModeZero);  // x >= width: dropped
}

// uchar4 texels of a 1-D, a 3-D and a layered 2-D surface: value = f(x, y, z or layer)
extern "C" __global__ void surface_shapes(cudaSurfaceObject_t s1, cudaSurfaceObject_t s3,
                                          cudaSurfaceObject_t sl, int w, int h, int d) {
    int x = threadIdx.x, y = threadIdx.y, z = threadIdx.z;
    if (x >= w || y >= h || z >= d) return;
    uchar4 v = make_uchar4(x, y, z, 7);
    if (y == 0 && z == 0) surf1Dwrite(v, s1, x * 4);
    surf3Dwrite(v, s3, x * 4, y, z);
    surf2DLayeredwrite(v, sl, x * 4, y, z);
}

// sured: every thread adds its value into texel (i % width, 0) of a u32 surface
extern "C" __global__ void surface_reduce(cudaSurfaceObject_t s, int width, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    int x = (i % width) * 4, y = 0;
    unsigned v = i + 1;
    asm volatile("sured.b.add.2d.trap.u32 [%0, {%1, %2}], %3;" :: "l"(s), "r"(x), "r"(y), "r"(v));
}
