/* Virtual memory management through the C ABI: reserve a range, make one physical allocation,
 * map it twice, grant access to the whole range (an array of one descriptor), write through one
 * mapping and read through the other, export it as a file descriptor and import it again, then
 * undo everything. Prints "vmm ok" when every step gives what CUDA gives. */
#include <cuda.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#define CHECK(call) do { CUresult r_ = (call); if (r_ != CUDA_SUCCESS) { \
    printf("FAIL %s = %d\n", #call, (int)r_); return 1; } } while (0)

int main(void) {
    CUdevice dev;
    CUcontext ctx;
    CHECK(cuInit(0));
    CHECK(cuDeviceGet(&dev, 0));
    CHECK(cuCtxCreate(&ctx, NULL, 0, dev));
    int supported = 0;
    CHECK(cuDeviceGetAttribute(&supported, CU_DEVICE_ATTRIBUTE_VIRTUAL_MEMORY_MANAGEMENT_SUPPORTED,
                               dev));
    CUmemAllocationProp prop;
    memset(&prop, 0, sizeof prop);
    prop.type = CU_MEM_ALLOCATION_TYPE_PINNED;
    prop.location.type = CU_MEM_LOCATION_TYPE_DEVICE;
    prop.location.id = dev;
    prop.requestedHandleTypes = CU_MEM_HANDLE_TYPE_POSIX_FILE_DESCRIPTOR;
    size_t granularity = 0;
    CHECK(cuMemGetAllocationGranularity(&granularity, &prop, CU_MEM_ALLOC_GRANULARITY_MINIMUM));
    CUdeviceptr base;
    CHECK(cuMemAddressReserve(&base, 2 * granularity, 0, 0, 0));
    CUmemGenericAllocationHandle handle, imported;
    CHECK(cuMemCreate(&handle, granularity, &prop, 0));
    CHECK(cuMemMap(base, granularity, 0, handle, 0));
    int fd = -1;
    CHECK(cuMemExportToShareableHandle(&fd, handle, CU_MEM_HANDLE_TYPE_POSIX_FILE_DESCRIPTOR, 0));
    CHECK(cuMemImportFromShareableHandle(&imported, (void *)(long)fd,
                                         CU_MEM_HANDLE_TYPE_POSIX_FILE_DESCRIPTOR));
    close(fd);
    CHECK(cuMemMap(base + granularity, granularity, 0, imported, 0));
    CUmemAccessDesc access;
    access.location = prop.location;
    access.flags = CU_MEM_ACCESS_FLAGS_PROT_READWRITE;
    CHECK(cuMemSetAccess(base, 2 * granularity, &access, 1));
    unsigned long long flags = 0;
    CHECK(cuMemGetAccess(&flags, &prop.location, base + granularity));
    unsigned int words[256], back[256];
    for (int i = 0; i < 256; i++) words[i] = 0x9e3779b9u * (unsigned)i;
    CHECK(cuMemcpyHtoD(base, words, sizeof words));
    CHECK(cuMemcpyDtoH(back, base + granularity, sizeof back));
    int same = memcmp(words, back, sizeof words) == 0;
    CUmemGenericAllocationHandle retained;
    CHECK(cuMemRetainAllocationHandle(&retained, (void *)(base + 64)));
    CHECK(cuMemRelease(retained));
    CHECK(cuMemUnmap(base, 2 * granularity));
    CHECK(cuMemRelease(handle));
    CHECK(cuMemRelease(imported));
    CHECK(cuMemAddressFree(base, 2 * granularity));
    CUresult refused = cuMemAddressFree(base, 2 * granularity);
    CHECK(cuCtxDestroy(ctx));
    if (supported == 1 && granularity > 0 && flags == CU_MEM_ACCESS_FLAGS_PROT_READWRITE && same
        && refused == CUDA_ERROR_INVALID_VALUE)
        printf("vmm ok\n");
    else
        printf("vmm wrong: supported=%d granularity=%zu flags=%llu same=%d refused=%d\n",
               supported, granularity, flags, same, (int)refused);
    return 0;
}
