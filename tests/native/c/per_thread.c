/* The per-thread default stream's synchronous calls (the _ptds entry points, which cudart uses
   for programs built with --default-stream per-thread): they wait for the legacy stream only,
   not for other blocking streams, while the legacy default stream's calls wait for those too.
   A blocking stream is held by a host function until the main thread releases it (or 5 s
   pass); prints "ptds_copy_waited <0|1> ptds_memset_waited <0|1> ptsz_waited <0|1>
   legacy_copy_waited <0|1> value <n>" (ptsz: an async copy and a synchronize on the NULL
   stream of the _ptsz forms). */
#include <cuda.h>
#include <pthread.h>
#include <stdio.h>
#include <time.h>
#include <unistd.h>

CUresult cuMemcpyHtoD_v2_ptds(CUdeviceptr dst, const void *src, size_t size);
CUresult cuMemsetD32_v2_ptds(CUdeviceptr dst, unsigned int value, size_t count);
CUresult cuMemcpyHtoDAsync_v2_ptsz(CUdeviceptr dst, const void *src, size_t size, CUstream s);
CUresult cuStreamSynchronize_ptsz(CUstream s);

#define CHECK(call) do { CUresult r_ = (call); if (r_) { printf("%s = %d\n", #call, r_); return 1; } } while (0)

static volatile int released;

static double now(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec + t.tv_nsec * 1e-9;
}

static void CUDA_CB hold(void *arg) {
    double t0 = now();
    while (!released && now() - t0 < 5.0) usleep(1000);
}

static void *release_later(void *arg) {
    usleep(300000);
    released = 1;
    return NULL;
}

int main(void) {
    CUdevice dev; CUcontext ctx; CUstream s; CUdeviceptr d;
    unsigned int value = 7, back = 0;
    CHECK(cuInit(0));
    CHECK(cuDeviceGet(&dev, 0));
    CHECK(cuCtxCreate(&ctx, NULL, 0, dev));
    CHECK(cuMemAlloc(&d, 4));
    CHECK(cuStreamCreate(&s, 0));  /* blocking: the legacy stream waits for it */
    released = 0;
    CHECK(cuLaunchHostFunc(s, hold, NULL));
    double t0 = now();
    CHECK(cuMemcpyHtoD_v2_ptds(d, &value, 4));
    int ptds_copy_waited = now() - t0 > 1.0;
    t0 = now();
    CHECK(cuMemsetD32_v2_ptds(d, 9, 1));
    int ptds_memset_waited = now() - t0 > 1.0;
    t0 = now();  /* the _ptsz forms' NULL stream is the per-thread one too */
    CHECK(cuMemcpyHtoDAsync_v2_ptsz(d, &value, 4, NULL));
    CHECK(cuStreamSynchronize_ptsz(NULL));
    int ptsz_waited = now() - t0 > 1.0;
    released = 1;
    CHECK(cuStreamSynchronize(s));
    released = 0;
    CHECK(cuLaunchHostFunc(s, hold, NULL));
    pthread_t releaser;
    pthread_create(&releaser, NULL, release_later, NULL);
    t0 = now();
    CHECK(cuMemcpyHtoD(d, &value, 4));  /* the legacy stream: after the held stream */
    int legacy_copy_waited = now() - t0 > 0.2;
    pthread_join(releaser, NULL);
    CHECK(cuMemcpyDtoH(&back, d, 4));
    printf("ptds_copy_waited %d ptds_memset_waited %d ptsz_waited %d legacy_copy_waited %d"
           " value %u\n", ptds_copy_waited, ptds_memset_waited, ptsz_waited, legacy_copy_waited,
           back);
    CHECK(cuCtxDestroy(ctx));
    return 0;
}
