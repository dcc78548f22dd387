"""Vector add, written against NVIDIA's cuda-python driver API.

Run it natively on an NVIDIA GPU with ``python examples/vector_add.py``, or on any device that
zluda supports with ``zluda run examples/vector_add.py``. The program is the same.
"""

import ctypes
from pathlib import Path

import numpy as np
from cuda.bindings import driver as cuda

PTX = (Path(__file__).parent / "kernels" / "vector_add.ptx").read_bytes()


def check(result):
    err, *values = result
    if err != cuda.CUresult.CUDA_SUCCESS:
        raise RuntimeError(f"CUDA error {err}: {cuda.cuGetErrorString(err)[1]}")
    return values[0] if len(values) == 1 else values


def main() -> None:
    check(cuda.cuInit(0))
    device = check(cuda.cuDeviceGet(0))
    name = check(cuda.cuDeviceGetName(128, device)).split(b"\0")[0].decode()
    context = check(cuda.cuDevicePrimaryCtxRetain(device))
    check(cuda.cuCtxSetCurrent(context))
    module = check(cuda.cuModuleLoadData(PTX))
    kernel = check(cuda.cuModuleGetFunction(module, b"vector_add"))

    n = 1 << 20
    rng = np.random.default_rng(0)
    a = rng.random(n, dtype=np.float32)
    b = rng.random(n, dtype=np.float32)
    c = np.empty_like(a)
    d_a, d_b, d_c = (check(cuda.cuMemAlloc(a.nbytes)) for _ in range(3))
    stream = check(cuda.cuStreamCreate(0))
    check(cuda.cuMemcpyHtoDAsync(d_a, a, a.nbytes, stream))
    check(cuda.cuMemcpyHtoDAsync(d_b, b, b.nbytes, stream))

    args = ((d_a, d_b, d_c, n), (None, None, None, ctypes.c_size_t))
    check(cuda.cuLaunchKernel(kernel, 1024, 1, 1, 256, 1, 1, 0, stream, args, 0))
    check(cuda.cuMemcpyDtoHAsync(c, d_c, c.nbytes, stream))
    check(cuda.cuStreamSynchronize(stream))

    assert np.array_equal(c, a + b), "wrong result"
    print(f"vector_add: {n} elements on {name}: correct")

    for d in (d_a, d_b, d_c):
        check(cuda.cuMemFree(d))
    check(cuda.cuStreamDestroy(stream))
    check(cuda.cuModuleUnload(module))
    check(cuda.cuDevicePrimaryCtxRelease(device))


if __name__ == "__main__":
    main()
