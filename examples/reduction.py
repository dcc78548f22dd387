"""Sum a large array with warp shuffles and atomics, written against cuda-python.

Run natively with ``python examples/reduction.py``, or with ``zluda run``.
"""

import ctypes
from pathlib import Path

import numpy as np
from cuda.bindings import driver as cuda

PTX = (Path(__file__).parent / "kernels" / "reduction.ptx").read_bytes()


def check(result):
    err, *values = result
    if err != cuda.CUresult.CUDA_SUCCESS:
        raise RuntimeError(f"CUDA error {err}: {cuda.cuGetErrorString(err)[1]}")
    return values[0] if len(values) == 1 else values


def main(n: int = 3_000_000) -> None:
    check(cuda.cuInit(0))
    device = check(cuda.cuDeviceGet(0))
    context = check(cuda.cuDevicePrimaryCtxRetain(device))
    check(cuda.cuCtxSetCurrent(context))
    module = check(cuda.cuModuleLoadData(PTX))
    kernel = check(cuda.cuModuleGetFunction(module, b"reduce_sum"))

    data = np.random.default_rng(2).integers(0, 8, n).astype(np.float32)  # exact in float32
    d_in = check(cuda.cuMemAlloc(data.nbytes))
    d_out = check(cuda.cuMemAlloc(4))
    check(cuda.cuMemcpyHtoD(d_in, data, data.nbytes))
    check(cuda.cuMemsetD32(d_out, 0, 1))

    sms = check(cuda.cuDeviceGetAttribute(
        cuda.CUdevice_attribute.CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT, device))
    args = ((d_in, d_out, n), (None, None, ctypes.c_ulonglong))
    check(cuda.cuLaunchKernel(kernel, 4 * sms, 1, 1, 256, 1, 1, 0, 0, args, 0))
    total = np.zeros(1, np.float32)
    check(cuda.cuMemcpyDtoH(total, d_out, 4))

    assert total[0] == data.sum(dtype=np.float64), (total[0], data.sum(dtype=np.float64))
    print(f"reduction: sum of {n} floats = {total[0]:.0f}: correct")
    check(cuda.cuMemFree(d_in))
    check(cuda.cuMemFree(d_out))
    check(cuda.cuModuleUnload(module))
    check(cuda.cuDevicePrimaryCtxRelease(device))


if __name__ == "__main__":
    main()
