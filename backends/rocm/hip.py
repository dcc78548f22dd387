"""The thin layer over hip-python's call convention: results checked, HIP errors as CUDA's.

Every hip-python function returns a tuple whose first element is a ``hipError_t`` (an
``IntEnum``; ``hipSuccess`` is 0), followed by the C function's out-parameters:
``hipMalloc(size) -> (err, ptr)``, ``hipMemGetInfo() -> (err, free, total)``. :func:`check`
returns the out-parameters and raises :class:`~zluda.runtime.backend.BackendError` with the
matching ``CUresult`` name for any other result.

hip-python does not release the GIL while a HIP call blocks (``hipStreamSynchronize``,
``hipEventSynchronize``): the backend therefore never submits work to HIP that waits for the
host (see ``backend.py``), so a blocking call always ends by itself.
"""

from __future__ import annotations

from zluda.runtime.backend import BackendError

# hipError_t value -> CUresult name. Values are the same in ROCm 6 and 7.
CUDA_RESULTS: dict[int, str] = {
    1: "CUDA_ERROR_INVALID_VALUE",                    # hipErrorInvalidValue
    2: "CUDA_ERROR_OUT_OF_MEMORY",                    # hipErrorOutOfMemory
    3: "CUDA_ERROR_NOT_INITIALIZED",                  # hipErrorNotInitialized
    4: "CUDA_ERROR_DEINITIALIZED",                    # hipErrorDeinitialized
    9: "CUDA_ERROR_INVALID_VALUE",                    # hipErrorInvalidConfiguration
    17: "CUDA_ERROR_INVALID_VALUE",                   # hipErrorInvalidDevicePointer
    21: "CUDA_ERROR_INVALID_VALUE",                   # hipErrorInvalidMemcpyDirection
    35: "CUDA_ERROR_NO_DEVICE",                       # hipErrorInsufficientDriver
    53: "CUDA_ERROR_LAUNCH_FAILED",                   # hipErrorPriorLaunchFailure
    98: "CUDA_ERROR_INVALID_HANDLE",                  # hipErrorInvalidDeviceFunction
    100: "CUDA_ERROR_NO_DEVICE",                      # hipErrorNoDevice
    101: "CUDA_ERROR_INVALID_DEVICE",                 # hipErrorInvalidDevice
    200: "CUDA_ERROR_INVALID_IMAGE",                  # hipErrorInvalidImage
    201: "CUDA_ERROR_INVALID_CONTEXT",                # hipErrorInvalidContext
    209: "CUDA_ERROR_NO_BINARY_FOR_GPU",              # hipErrorNoBinaryForGpu
    214: "CUDA_ERROR_ECC_UNCORRECTABLE",              # hipErrorECCNotCorrectable
    218: "CUDA_ERROR_INVALID_IMAGE",                  # hipErrorInvalidKernelFile
    303: "CUDA_ERROR_SHARED_OBJECT_INIT_FAILED",      # hipErrorSharedObjectInitFailed
    400: "CUDA_ERROR_INVALID_HANDLE",                 # hipErrorInvalidHandle
    500: "CUDA_ERROR_NOT_FOUND",                      # hipErrorNotFound
    600: "CUDA_ERROR_NOT_READY",                      # hipErrorNotReady
    700: "CUDA_ERROR_ILLEGAL_ADDRESS",                # hipErrorIllegalAddress
    701: "CUDA_ERROR_LAUNCH_OUT_OF_RESOURCES",        # hipErrorLaunchOutOfResources
    702: "CUDA_ERROR_LAUNCH_TIMEOUT",                 # hipErrorLaunchTimeOut
    710: "CUDA_ERROR_ASSERT",                         # hipErrorAssert
    712: "CUDA_ERROR_HOST_MEMORY_ALREADY_REGISTERED",  # hipErrorHostMemoryAlreadyRegistered
    713: "CUDA_ERROR_HOST_MEMORY_NOT_REGISTERED",     # hipErrorHostMemoryNotRegistered
    719: "CUDA_ERROR_LAUNCH_FAILED",                  # hipErrorLaunchFailure
    720: "CUDA_ERROR_COOPERATIVE_LAUNCH_TOO_LARGE",   # hipErrorCooperativeLaunchTooLarge
    801: "CUDA_ERROR_NOT_SUPPORTED",                  # hipErrorNotSupported
}

HIP_SUCCESS = 0
HIP_ERROR_NOT_READY = 600
HIP_ERROR_NO_DEVICE = 100


def cuda_result(error: int) -> str:
    return CUDA_RESULTS.get(int(error), "CUDA_ERROR_UNKNOWN")


def error_name(error) -> str:
    return getattr(error, "name", None) or f"hipError {int(error)}"


def hip_error(error, call: str, detail: str = "") -> BackendError:
    """The BackendError for ``call`` failing with ``error``."""
    what = f"{call} failed with {error_name(error)} ({int(error)})"
    return BackendError(what + (f": {detail}" if detail else ""), cuda_result(error))


def check(result: tuple, call: str, detail: str = ""):
    """The out-parameters of a hip-python call (None, one value, or a tuple of them)."""
    error = result[0]
    if error:
        raise hip_error(error, call, detail)
    if len(result) == 1:
        return None
    return result[1] if len(result) == 2 else result[1:]


def address(pointer) -> int:
    """The integer address of a hip-python pointer object (or None / an int)."""
    return 0 if pointer is None else int(pointer)
