/* A driver-API program as users write it: cuda.h's macros pick the _v2/_v4 names. */
#include <cuda.h>
#include <stdio.h>
#include <stdlib.h>

#define CHECK(call) do { CUresult r_ = (call); if (r_ != CUDA_SUCCESS) { \
    const char *name_ = NULL; cuGetErrorName(r_, &name_); \
    fprintf(stderr, "%s: %s (%d)\n", #call, name_ ? name_ : "?", (int)r_); return 1; } } while (0)

static const char *ptx =
    ".version 7.0\n.target sm_75\n.address_size 64\n"
    ".visible .entry scale_add(.param .u64 x, .param .u64 y, .param .f32 a, .param .u32 n)\n{\n"
    "  .reg .pred %p<2>; .reg .f32 %f<5>; .reg .b32 %r<6>; .reg .b64 %rd<8>;\n"
    "  ld.param.u64 %rd1, [x]; ld.param.u64 %rd2, [y]; ld.param.f32 %f1, [a];\n"
    "  ld.param.u32 %r2, [n];\n"
    "  mov.u32 %r3, %ntid.x; mov.u32 %r4, %ctaid.x; mov.u32 %r5, %tid.x;\n"
    "  mad.lo.s32 %r1, %r3, %r4, %r5; setp.ge.u32 %p1, %r1, %r2; @%p1 bra DONE;\n"
    "  mul.wide.u32 %rd3, %r1, 4; add.s64 %rd4, %rd1, %rd3; add.s64 %rd5, %rd2, %rd3;\n"
    "  ld.global.f32 %f2, [%rd4]; ld.global.f32 %f3, [%rd5];\n"
    "  fma.rn.f32 %f4, %f1, %f2, %f3; st.global.f32 [%rd5], %f4;\n"
    "DONE:\n  ret;\n}\n";

int main(void) {
    const unsigned n = 100003;
    float *x = malloc(n * sizeof *x), *y = malloc(n * sizeof *y), *out = malloc(n * sizeof *out);
    for (unsigned i = 0; i < n; i++) { x[i] = (float)i; y[i] = 1.0f; }
    int version = 0, count = 0, major = 0;
    char name[128];
    size_t total = 0;
    CUdevice dev; CUcontext ctx; CUmodule module; CUfunction fn; CUstream stream;
    CUevent start, stop; CUdeviceptr dx, dy;
    CHECK(cuInit(0));
    CHECK(cuDriverGetVersion(&version));
    CHECK(cuDeviceGetCount(&count));
    CHECK(cuDeviceGet(&dev, 0));
    CHECK(cuDeviceGetName(name, sizeof name, dev));
    CHECK(cuDeviceTotalMem(&total, dev));
    CHECK(cuDeviceGetAttribute(&major, CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR, dev));
    CHECK(cuCtxCreate(&ctx, NULL, 0, dev));
    CHECK(cuModuleLoadData(&module, ptx));
    CHECK(cuModuleGetFunction(&fn, module, "scale_add"));
    CHECK(cuStreamCreate(&stream, CU_STREAM_NON_BLOCKING));
    CHECK(cuEventCreate(&start, 0));
    CHECK(cuEventCreate(&stop, 0));
    CHECK(cuMemAlloc(&dx, n * sizeof *x));
    CHECK(cuMemAlloc(&dy, n * sizeof *y));
    CHECK(cuMemcpyHtoDAsync(dx, x, n * sizeof *x, stream));
    CHECK(cuMemcpyHtoDAsync(dy, y, n * sizeof *y, stream));
    float a = 2.0f;
    unsigned count_arg = n;
    void *params[] = {&dx, &dy, &a, &count_arg};
    CHECK(cuEventRecord(start, stream));
    CHECK(cuLaunchKernel(fn, (n + 255) / 256, 1, 1, 256, 1, 1, 0, stream, params, NULL));
    CHECK(cuEventRecord(stop, stream));
    CHECK(cuMemcpyDtoHAsync(out, dy, n * sizeof *out, stream));
    CHECK(cuStreamSynchronize(stream));
    float ms = -1.0f;
    CHECK(cuEventElapsedTime(&ms, start, stop));
    unsigned wrong = 0;
    for (unsigned i = 0; i < n; i++)
        if (out[i] != 2.0f * (float)i + 1.0f) wrong++;
    CHECK(cuMemFree(dx));
    CHECK(cuMemFree(dy));
    CHECK(cuEventDestroy(start));
    CHECK(cuEventDestroy(stop));
    CHECK(cuStreamDestroy(stream));
    CHECK(cuModuleUnload(module));
    CHECK(cuCtxDestroy(ctx));
    printf("version=%d devices=%d name=%s memory=%zu cc_major=%d elapsed_ok=%d wrong=%u\n",
           version, count, name, total, major, ms >= 0.0f, wrong);
    return wrong != 0;
}
