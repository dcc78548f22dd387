/* Bad input through the C ABI: each line prints the call and the CUresult it got. The host
   process must survive all of it. Then 8 threads allocate, copy, launch and free at once. */
#include <cuda.h>
#include <pthread.h>
#include <stdio.h>
#include <string.h>

#define SHOW(call) printf("%s = %d\n", #call, (int)(call))

static const char *ptx =
    ".version 7.0\n.target sm_75\n.address_size 64\n"
    ".visible .entry inc(.param .u64 p, .param .u32 n)\n{\n"
    "  .reg .pred %p<2>; .reg .b32 %r<5>; .reg .b64 %rd<4>;\n"
    "  ld.param.u64 %rd1, [p]; ld.param.u32 %r2, [n]; mov.u32 %r1, %tid.x;\n"
    "  setp.ge.u32 %p1, %r1, %r2; @%p1 bra DONE;\n"
    "  mul.wide.u32 %rd2, %r1, 4; add.s64 %rd3, %rd1, %rd2;\n"
    "  ld.global.u32 %r3, [%rd3]; add.u32 %r4, %r3, 1; st.global.u32 [%rd3], %r4;\n"
    "DONE:\n  ret;\n}\n";

static CUfunction inc;
static CUcontext ctx;
static int thread_failures;

static void *worker(void *arg) {
    long id = (long)arg;
    unsigned host[64];
    if (cuCtxSetCurrent(ctx) != CUDA_SUCCESS) { __atomic_add_fetch(&thread_failures, 1, 0); return NULL; }
    for (int round = 0; round < 20; round++) {
        CUdeviceptr p; CUstream s;
        unsigned n = 64;
        for (int i = 0; i < 64; i++) host[i] = (unsigned)(id * 1000 + i);
        if (cuStreamCreate(&s, 0) || cuMemAlloc(&p, sizeof host) ||
            cuMemcpyHtoDAsync(p, host, sizeof host, s)) { __atomic_add_fetch(&thread_failures, 1, 0); return NULL; }
        void *params[] = {&p, &n};
        /* odd threads launch with cuLaunchKernelEx, as Numba and cuda.core do */
        CUlaunchConfig config = {1, 1, 1, 64, 1, 1, 0, s, NULL, 0};
        if ((id % 2 ? cuLaunchKernelEx(&config, inc, params, NULL)
                    : cuLaunchKernel(inc, 1, 1, 1, 64, 1, 1, 0, s, params, NULL)) ||
            cuMemcpyDtoHAsync(host, p, sizeof host, s) || cuStreamSynchronize(s) ||
            cuMemFree(p) || cuStreamDestroy(s)) { __atomic_add_fetch(&thread_failures, 1, 0); return NULL; }
        for (int i = 0; i < 64; i++)
            if (host[i] != (unsigned)(id * 1000 + i + 1)) { __atomic_add_fetch(&thread_failures, 1, 0); return NULL; }
    }
    return NULL;
}

int main(void) {
    CUdevice dev = 0;
    CUdeviceptr p = 0;
    int value = 0;
    /* before cuInit */
    SHOW(cuDeviceGet(&dev, 0));
    SHOW(cuMemAlloc(&p, 16));
    SHOW(cuCtxGetCurrent(&ctx));
    SHOW(cuInit(0));
    /* NULL outputs */
    SHOW(cuDeviceGet(NULL, 0));
    SHOW(cuDeviceGetCount(NULL));
    SHOW(cuDriverGetVersion(NULL));
    SHOW(cuDeviceGetName(NULL, 16, 0));
    SHOW(cuDeviceGetAttribute(NULL, CU_DEVICE_ATTRIBUTE_WARP_SIZE, 0));
    SHOW(cuGetErrorName(CUDA_SUCCESS, NULL));
    /* bad devices and values */
    SHOW(cuDeviceGet(&dev, 99));
    SHOW(cuDeviceGetAttribute(&value, CU_DEVICE_ATTRIBUTE_WARP_SIZE, 99));
    SHOW(cuDeviceGetAttribute(&value, (CUdevice_attribute)100000, 0));
    SHOW(cuDeviceCanAccessPeer(NULL, 0, 0));
    SHOW(cuDeviceCanAccessPeer(&value, 0, 99));
    SHOW(cuDeviceGetP2PAttribute(&value, CU_DEVICE_P2P_ATTRIBUTE_ACCESS_SUPPORTED, 0, 0));
    SHOW(cuCtxCreate(&ctx, NULL, 0, 0));
    SHOW(cuMemAlloc(NULL, 16));
    SHOW(cuMemAlloc(&p, 16));
    SHOW(cuMemcpyHtoD(p, NULL, 4));                      /* a NULL host pointer */
    SHOW(cuMemcpyDtoD(p, p, 17));                        /* past the allocation's end */
    SHOW(cuMemcpy(p, (CUdeviceptr)&value, 4));           /* unified: pageable memory */
    SHOW(cuMemcpyDtoH(&value, p, 4));
    SHOW(cuCtxSynchronize());
    SHOW(cuCtxSynchronize_v2(ctx));                      /* named: the current context */
    SHOW(cuCtxSynchronize_v2(NULL));                     /* NULL: the current context */
    SHOW(cuCtxSynchronize_v2((CUcontext)0x12345));       /* never a handle */
    SHOW(cuCtxGetCurrent(NULL));
    SHOW(cuMemFree(p));
    SHOW(cuMemFree(p));                                  /* freed twice */
    SHOW(cuMemcpyHtoD((CUdeviceptr)0xdead00000000ull, &value, 4));
    SHOW(cuMemcpyDtoH(&value, (CUdeviceptr)0xdead00000000ull, 4));
    SHOW(cuMemsetD8((CUdeviceptr)0, 0, 4));
    /* destroyed and wrong handles */
    CUstream s;
    SHOW(cuStreamCreate(&s, 0));
    SHOW(cuStreamDestroy(s));
    SHOW(cuStreamSynchronize(s));                        /* destroyed */
    SHOW(cuStreamSynchronize((CUstream)0x12345));        /* never a handle */
    CUevent e;
    SHOW(cuEventCreate(&e, 0));
    SHOW(cuStreamSynchronize((CUstream)e));              /* an event as a stream */
    SHOW(cuEventDestroy(e));
    SHOW(cuEventSynchronize(e));
    CUmodule m;
    SHOW(cuModuleLoadData(NULL, ptx));
    SHOW(cuModuleLoadData(&m, "this is not PTX"));
    SHOW(cuModuleLoadData(&m, ptx));
    SHOW(cuModuleGetFunction(&inc, m, "missing"));
    SHOW(cuModuleGetFunction(&inc, m, NULL));
    SHOW(cuModuleGetFunction(&inc, m, "inc"));
    SHOW(cuLaunchKernel(inc, 1, 1, 1, 4096, 1, 1, 0, NULL, NULL, NULL)); /* block too big */
    SHOW(cuLaunchKernel((CUfunction)m, 1, 1, 1, 1, 1, 1, 0, NULL, NULL, NULL)); /* a module */
    CUlaunchAttribute cluster = {CU_LAUNCH_ATTRIBUTE_CLUSTER_DIMENSION};
    cluster.value.clusterDim.x = 2; cluster.value.clusterDim.y = cluster.value.clusterDim.z = 1;
    CUlaunchConfig config = {1, 1, 1, 4096, 1, 1, 0, NULL, NULL, 0};
    SHOW(cuLaunchKernelEx(NULL, inc, NULL, NULL));
    SHOW(cuLaunchKernelEx(&config, inc, NULL, NULL));                 /* block too big */
    SHOW(cuLaunchKernelEx(&config, (CUfunction)m, NULL, NULL));       /* a module */
    config.blockDimX = 1; config.attrs = &cluster; config.numAttrs = 1;
    SHOW(cuLaunchKernelEx(&config, inc, NULL, NULL));                 /* a cluster of 2 */
    SHOW(cuGraphCreate(NULL, 0)); /* a NULL output */
    /* unsupported functions */
    SHOW(cuGraphicsUnregisterResource(NULL));
    /* many threads at once */
    pthread_t threads[8];
    for (long i = 0; i < 8; i++) pthread_create(&threads[i], NULL, worker, (void *)i);
    for (int i = 0; i < 8; i++) pthread_join(threads[i], NULL);
    printf("thread failures = %d\n", thread_failures);
    SHOW(cuModuleUnload(m));
    SHOW(cuModuleUnload(m));                             /* unloaded twice */
    SHOW(cuCtxDestroy(ctx));
    SHOW(cuCtxDestroy(ctx));                             /* destroyed twice */
    printf("alive\n");
    return 0;
}
