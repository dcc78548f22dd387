"""Tiled matrix multiply on several streams, timed with events, written against cuda-python.

Splits C = A x B into row bands, one per stream: each stream copies its band of A in, runs the
tiled shared-memory kernel and copies its band of C out. Events time the whole run.
Run natively with ``python examples/matrix_multiply.py``, or with ``zluda run``.
"""

import ctypes
from pathlib import Path

import numpy as np
from cuda.bindings import driver as cuda

PTX = (Path(__file__).parent / "kernels" / "matmul.ptx").read_bytes()
TILE = 16


def check(result):
    err, *values = result
    if err != cuda.CUresult.CUDA_SUCCESS:
        raise RuntimeError(f"CUDA error {err}: {cuda.cuGetErrorString(err)[1]}")
    return values[0] if len(values) == 1 else values


def main(m: int = 256, n: int = 192, k: int = 160, streams: int = 4) -> None:
    check(cuda.cuInit(0))
    device = check(cuda.cuDeviceGet(0))
    context = check(cuda.cuCtxCreate(None, 0, device))
    module = check(cuda.cuModuleLoadData(PTX))
    kernel = check(cuda.cuModuleGetFunction(module, b"matmul"))

    rng = np.random.default_rng(1)
    a = rng.standard_normal((m, k), dtype=np.float32)
    b = rng.standard_normal((k, n), dtype=np.float32)
    c = np.zeros((m, n), np.float32)
    h_a = check(cuda.cuMemAllocHost(a.nbytes))  # pinned memory for async copies
    h_c = check(cuda.cuMemAllocHost(c.nbytes))
    ctypes.memmove(h_a, a.ctypes.data, a.nbytes)
    d_a = check(cuda.cuMemAlloc(a.nbytes))
    d_b = check(cuda.cuMemAlloc(b.nbytes))
    d_c = check(cuda.cuMemAlloc(c.nbytes))
    check(cuda.cuMemcpyHtoD(d_b, b, b.nbytes))

    handles = [check(cuda.cuStreamCreate(cuda.CUstream_flags.CU_STREAM_NON_BLOCKING))
               for _ in range(streams)]
    start, stop = check(cuda.cuEventCreate(0)), check(cuda.cuEventCreate(0))
    check(cuda.cuEventRecord(start, handles[0]))
    for s in handles[1:]:
        check(cuda.cuStreamWaitEvent(s, start, 0))

    band = (m + streams - 1) // streams
    done = []
    for i, s in enumerate(handles):
        rows = min(band, m - i * band)
        if rows <= 0:
            continue
        a_off, c_off = i * band * k * 4, i * band * n * 4
        check(cuda.cuMemcpyHtoDAsync(int(d_a) + a_off, h_a + a_off, rows * k * 4, s))
        args = ((cuda.CUdeviceptr(int(d_a) + a_off), d_b, cuda.CUdeviceptr(int(d_c) + c_off),
                 rows, n, k), (None, None, None, ctypes.c_int, ctypes.c_int, ctypes.c_int))
        grid = ((n + TILE - 1) // TILE, (rows + TILE - 1) // TILE, 1)
        check(cuda.cuLaunchKernel(kernel, *grid, TILE, TILE, 1, 0, s, args, 0))
        check(cuda.cuMemcpyDtoHAsync(h_c + c_off, int(d_c) + c_off, rows * n * 4, s))
        event = check(cuda.cuEventCreate(cuda.CUevent_flags.CU_EVENT_DISABLE_TIMING))
        check(cuda.cuEventRecord(event, s))
        done.append(event)
    for event in done:
        check(cuda.cuStreamWaitEvent(handles[0], event, 0))
    check(cuda.cuEventRecord(stop, handles[0]))
    check(cuda.cuEventSynchronize(stop))
    ms = check(cuda.cuEventElapsedTime(start, stop))

    ctypes.memmove(c.ctypes.data, h_c, c.nbytes)
    expected = a @ b
    assert np.allclose(c, expected, rtol=1e-4, atol=1e-3), "wrong result"
    print(f"matrix_multiply: {m}x{k} @ {k}x{n} on {streams} streams in {ms:.2f} ms: correct")

    for event in (*done, start, stop):
        check(cuda.cuEventDestroy(event))
    for s in handles:
        check(cuda.cuStreamDestroy(s))
    for d in (d_a, d_b, d_c):
        check(cuda.cuMemFree(d))
    check(cuda.cuMemFreeHost(h_a))
    check(cuda.cuMemFreeHost(h_c))
    check(cuda.cuModuleUnload(module))
    check(cuda.cuCtxDestroy(context))


if __name__ == "__main__":
    main()
