// Texture and surface objects over CUDA arrays and linear memory through cudart, as NVIDIA's
// simpleTexture, simpleSurfaceWrite and simpleLayeredTexture samples use them: cudaMallocArray,
// cudaMalloc3DArray, cudaMemcpy2DToArray, cudaMemcpy3D, cudaCreateTextureObject and
// cudaCreateSurfaceObject, tex2D (point and linear, normalized wrap), tex1Dfetch, tex3D,
// tex2DLayered, surf2Dread/surf2Dwrite, and the copies back.
#include <cmath>
#include "check.h"

__global__ void sample(cudaTextureObject_t point, cudaTextureObject_t linear, int w, int h,
                       float *exact, float *between, float *wrapped) {
    int x = threadIdx.x, y = blockIdx.x;
    exact[y * w + x] = tex2D<float>(point, x + 0.5f, y + 0.5f);
    between[y * w + x] = tex2D<float>(linear, (x + 1.0f) / w, (y + 0.5f) / h);
    wrapped[y * w + x] = tex2D<float>(linear, (x + 0.5f) / w + 3.0f, (y + 0.5f) / h - 2.0f);
}

__global__ void fetch(cudaTextureObject_t t, int n, int *out) {
    int i = threadIdx.x;
    out[i] = tex1Dfetch<int>(t, i - 2);  // two reads before the start, zeros
}

__global__ void volume(cudaTextureObject_t t3, cudaTextureObject_t layered, float *out3,
                       float *outl) {
    int x = threadIdx.x, y = threadIdx.y, z = threadIdx.z, i = (z * 4 + y) * 4 + x;
    out3[i] = tex3D<float>(t3, x + 0.5f, y + 0.5f, z + 0.5f);
    outl[i] = tex2DLayered<float>(layered, x + 0.5f, y + 0.5f, z);
}

__global__ void invert(cudaSurfaceObject_t s, int w, int h) {
    int x = threadIdx.x, y = blockIdx.x;
    uchar4 v = surf2Dread<uchar4>(s, x * sizeof(uchar4), y);
    surf2Dwrite(make_uchar4(255 - v.x, 255 - v.y, 255 - v.z, v.w), s, x * sizeof(uchar4), y);
}

int main() {
    const int w = 8, h = 4;
    float image[h][w];
    for (int y = 0; y < h; y++) for (int x = 0; x < w; x++) image[y][x] = 10 * y + x;
    cudaChannelFormatDesc fdesc = cudaCreateChannelDesc<float>();
    cudaArray_t array;
    CHECK(cudaMallocArray(&array, &fdesc, w, h));
    CHECK(cudaMemcpy2DToArray(array, 0, 0, image, w * sizeof(float), w * sizeof(float), h,
                              cudaMemcpyHostToDevice));
    cudaResourceDesc res = {};
    res.resType = cudaResourceTypeArray;
    res.res.array.array = array;
    cudaTextureDesc td = {};
    td.addressMode[0] = td.addressMode[1] = cudaAddressModeClamp;
    td.filterMode = cudaFilterModePoint;
    td.readMode = cudaReadModeElementType;
    cudaTextureObject_t point, linear;
    CHECK(cudaCreateTextureObject(&point, &res, &td, nullptr));
    td.addressMode[0] = td.addressMode[1] = cudaAddressModeWrap;
    td.filterMode = cudaFilterModeLinear;
    td.normalizedCoords = 1;
    CHECK(cudaCreateTextureObject(&linear, &res, &td, nullptr));
    float *d;
    CHECK(cudaMalloc(&d, 3 * w * h * sizeof(float)));
    sample<<<h, w>>>(point, linear, w, h, d, d + w * h, d + 2 * w * h);
    CHECK(cudaGetLastError());
    float got[3][h][w];
    CHECK(cudaMemcpy(got, d, sizeof(got), cudaMemcpyDeviceToHost));
    bool ok = true;
    for (int y = 0; y < h; y++)
        for (int x = 0; x < w; x++) {
            ok &= got[0][y][x] == image[y][x];
            float right = image[y][(x + 1) % w];  // wrap: the last column blends with the first
            ok &= std::fabs(got[1][y][x] - 0.5f * (image[y][x] + right)) < 1e-4f;
            ok &= got[2][y][x] == image[y][x];  // whole periods away
        }
    cudaResourceDesc back = {};
    CHECK(cudaGetTextureObjectResourceDesc(&back, linear));
    ok &= back.resType == cudaResourceTypeArray && back.res.array.array == array;

    // tex1Dfetch over cudaMalloc memory
    int values[16], *dv, *dout;
    for (int i = 0; i < 16; i++) values[i] = i * i - 7;
    CHECK(cudaMalloc(&dv, sizeof(values)));
    CHECK(cudaMalloc(&dout, 18 * sizeof(int)));
    CHECK(cudaMemcpy(dv, values, sizeof(values), cudaMemcpyHostToDevice));
    cudaResourceDesc lres = {};
    lres.resType = cudaResourceTypeLinear;
    lres.res.linear.devPtr = dv;
    lres.res.linear.desc = cudaCreateChannelDesc<int>();
    lres.res.linear.sizeInBytes = sizeof(values);
    cudaTextureDesc ltd = {};
    ltd.readMode = cudaReadModeElementType;
    cudaTextureObject_t lin;
    CHECK(cudaCreateTextureObject(&lin, &lres, &ltd, nullptr));
    fetch<<<1, 18>>>(lin, 16, dout);
    int fetched[18];
    CHECK(cudaMemcpy(fetched, dout, sizeof(fetched), cudaMemcpyDeviceToHost));
    ok &= fetched[0] == 0 && fetched[1] == 0;
    for (int i = 0; i < 16; i++) ok &= fetched[i + 2] == values[i];

    // a 3-D array and a layered one, through cudaMemcpy3D
    float cube[4][4][4];
    for (int z = 0; z < 4; z++) for (int y = 0; y < 4; y++) for (int x = 0; x < 4; x++)
        cube[z][y][x] = 100 * z + 10 * y + x;
    cudaArray_t a3, al;
    CHECK(cudaMalloc3DArray(&a3, &fdesc, make_cudaExtent(4, 4, 4)));
    CHECK(cudaMalloc3DArray(&al, &fdesc, make_cudaExtent(4, 4, 4), cudaArrayLayered));
    cudaTextureObject_t t3, tl;
    for (int k = 0; k < 2; k++) {
        cudaMemcpy3DParms p = {};
        p.srcPtr = make_cudaPitchedPtr(cube, 4 * sizeof(float), 4, 4);
        p.dstArray = k ? al : a3;
        p.extent = make_cudaExtent(4, 4, 4);
        p.kind = cudaMemcpyHostToDevice;
        CHECK(cudaMemcpy3D(&p));
        cudaResourceDesc r = {};
        r.resType = cudaResourceTypeArray;
        r.res.array.array = k ? al : a3;
        cudaTextureDesc t = {};
        t.readMode = cudaReadModeElementType;
        CHECK(cudaCreateTextureObject(k ? &tl : &t3, &r, &t, nullptr));
    }
    float *o3;
    CHECK(cudaMalloc(&o3, 2 * 64 * sizeof(float)));
    volume<<<1, dim3(4, 4, 4)>>>(t3, tl, o3, o3 + 64);
    float vol[2][64];
    CHECK(cudaMemcpy(vol, o3, sizeof(vol), cudaMemcpyDeviceToHost));
    for (int i = 0; i < 64; i++) ok &= vol[0][i] == (&cube[0][0][0])[i] && vol[1][i] == vol[0][i];

    // a surface, read and written in place
    cudaChannelFormatDesc cdesc = cudaCreateChannelDesc<uchar4>();
    cudaArray_t sa;
    CHECK(cudaMallocArray(&sa, &cdesc, w, h, cudaArraySurfaceLoadStore));
    uchar4 pixels[h][w];
    for (int y = 0; y < h; y++) for (int x = 0; x < w; x++)
        pixels[y][x] = make_uchar4(x, y, x * y, 9);
    CHECK(cudaMemcpy2DToArray(sa, 0, 0, pixels, w * 4, w * 4, h, cudaMemcpyHostToDevice));
    cudaResourceDesc sres = {};
    sres.resType = cudaResourceTypeArray;
    sres.res.array.array = sa;
    cudaSurfaceObject_t surface;
    CHECK(cudaCreateSurfaceObject(&surface, &sres));
    invert<<<h, w>>>(surface, w, h);
    CHECK(cudaGetLastError());
    uchar4 inverted[h][w];
    CHECK(cudaMemcpy2DFromArray(inverted, w * 4, sa, 0, 0, w * 4, h, cudaMemcpyDeviceToHost));
    for (int y = 0; y < h; y++) for (int x = 0; x < w; x++)
        ok &= inverted[y][x].x == 255 - x && inverted[y][x].y == 255 - y &&
              inverted[y][x].z == 255 - x * y && inverted[y][x].w == 9;

    CHECK(cudaDestroySurfaceObject(surface));
    CHECK(cudaDestroyTextureObject(point));
    CHECK(cudaDestroyTextureObject(linear));
    CHECK(cudaDestroyTextureObject(lin));
    CHECK(cudaDestroyTextureObject(t3));
    CHECK(cudaDestroyTextureObject(tl));
    CHECK(cudaFreeArray(array));
    CHECK(cudaFreeArray(a3));
    CHECK(cudaFreeArray(al));
    CHECK(cudaFreeArray(sa));
    return report(ok, "texture and surface objects over arrays and linear memory");
}
