"""``libcuda.so.1``'s descriptor (:data:`DRIVER`), and the calls whose C twins differ.

Read by the build (:mod:`zluda.libraries.common.build`) and by the face; it imports nothing of
zluda that runs.
"""

from ..libraries.common.descriptor import NativeLibrary

RELEASES = (r"cu(ModuleUnload|LibraryUnload|MemFree|MemFreeHost|MemFreeAsync|MemHostUnregister"
            r"|StreamDestroy|EventDestroy|CtxDestroy|DevicePrimaryCtxRelease|LinkDestroy"
            r"|ArrayDestroy|MipmappedArrayDestroy|TexObjectDestroy|SurfObjectDestroy|GraphDestroy"
            r"|GraphExecDestroy|MemRelease|MemUnmap|MemPoolDestroy|UserObjectRelease)"
            r"(_v\d)?(_ptds|_ptsz)?")

# Hot calls whose C form is the runtime function's, outputs none: zluda.native.special calls the
# runtime with their arguments as they come (no generic adapter, no guard: the runtime's
# functions answer every failure themselves)
_PER_STREAM = ("cuLaunchKernel", "cuStreamSynchronize", "cuStreamQuery", "cuEventRecord",
               "cuStreamWaitEvent",
               "cuMemsetD8Async", "cuMemsetD16Async", "cuMemsetD32Async",
               "cuMemcpyHtoDAsync_v2", "cuMemcpyDtoHAsync_v2", "cuMemcpyDtoDAsync_v2",
               "cuMemcpyAsync")
_SYNCHRONOUS = ("cuMemcpy", "cuMemcpyHtoD_v2", "cuMemcpyDtoH_v2", "cuMemcpyDtoD_v2",
                "cuMemsetD8_v2", "cuMemsetD16_v2", "cuMemsetD32_v2")
DIRECT_CALLS = frozenset({*_PER_STREAM, *(f"{s}_ptsz" for s in _PER_STREAM), *_SYNCHRONOUS,
                          *(f"{s}_ptds" for s in _SYNCHRONOUS), "cuEventSynchronize",
                          "cuEventQuery", "cuCtxSynchronize", "cuCtxSynchronize_v2"})

# Outputs of one pointer-sized word (a handle, a pointer) that a twin takes as ``uintptr_t *``,
# so that Python stores a plain int through it (a cast per call costs ~0.4 µs): the calls that
# NVIDIA's cudart makes around each of its own (cudaMemcpy, a launch, cudaDeviceSynchronize)
WORD_OUTPUTS = {"cuCtxGetCurrent": ("pctx",), "zluda_slot_local_get": ("value",)}

# The calls whose Python twins take every other pointer and handle parameter as a uintptr_t: cffi
# then hands Python plain ints, not cdata objects that the face would cast back one by one (the
# direct calls, which pass them on to the runtime as they come; cuLaunchKernelEx, Numba's and
# cuda.core's launch)
INTEGER_TWINS = DIRECT_CALLS | WORD_OUTPUTS.keys() | {"cuLaunchKernelEx", "cuLaunchKernelEx_ptsz"}

DRIVER = NativeLibrary(
    "libcuda.so.1", "cuda", "zluda.native.face", ("zluda.abi.driver", "zluda.native.table_slots"),
    # CUDA_ERROR_NOT_INITIALIZED; CUDA_ERROR_DEINITIALIZED once Python has ended
    (("CUresult", "(CUresult)(zluda_state > 0 ? 4 : 3)"), ("uint32_t", "0")),
    # Releases succeed while Python shuts down and after it has: the process is ending, as when
    # CuPy's objects unload their modules during finalization (NVIDIA's driver is still up then,
    # and says CUDA_SUCCESS).
    (RELEASES, "(CUresult)(zluda_state > 0 ? 0 : 3)"),
    frozenset(INTEGER_TWINS), WORD_OUTPUTS, link="libcuda.so")
