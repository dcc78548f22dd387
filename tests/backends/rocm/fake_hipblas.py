"""A FAKE hipBLAS: a test double of hip-python's ``hip.hipblas`` over :class:`FakeHip`, for
machines without ROCm. It is not hipBLAS: it checks that zluda's cuBLAS *calls* hipBLAS as
documented (a handle, the stream set before each call, column-major arguments with CBLAS's
enumeration values, scalars by host pointer, device pointers that are device allocations) and
computes the result with NumPy on the fake's memory, lazily in the fake stream's order as the
fake's own work is, so that a call out of order reads stale bytes."""

from __future__ import annotations

import ctypes

import numpy as np

DTYPES = {"S": np.float32, "D": np.float64, "C": np.complex64, "Z": np.complex128}
OPS = {111: lambda m: m, 112: lambda m: m.T, 113: lambda m: m.T.conj()}


class FakeHandle:
    def __init__(self) -> None:
        self.stream = None


class FakeHipBlas:
    def __init__(self, fake) -> None:
        self.fake = fake
        self.calls: list[tuple] = []

    def hipblasCreate(self):  # noqa: N802 - hipBLAS's names
        return 0, FakeHandle()

    def hipblasSetStream(self, handle, stream):  # noqa: N802
        handle.stream = stream
        return 0

    def _matrix(self, address: int, rows: int, cols: int, ld: int, dtype) -> np.ndarray:
        allocation = self.fake.find(address)
        assert allocation is not None and allocation.kind == "device", \
            f"0x{address:x} is not a device allocation"
        size = ((cols - 1) * ld + rows) * np.dtype(dtype).itemsize
        flat = np.frombuffer((ctypes.c_char * size).from_address(address), dtype)
        return np.lib.stride_tricks.as_strided(
            flat, (rows, cols), (flat.itemsize, ld * flat.itemsize), writeable=True)

    def _scalar(self, address: int, dtype):
        return np.frombuffer((ctypes.c_char * np.dtype(dtype).itemsize).from_address(address),
                             dtype)[0]

    def __getattr__(self, name: str):
        if not name.startswith("hipblas") or name[7] not in DTYPES:
            raise AttributeError(name)
        dtype, routine = DTYPES[name[7]], name[8:]
        if routine == "gemm":
            return lambda *args: self._gemm(name, dtype, *args)
        if routine == "axpy":
            return lambda *args: self._axpy(name, dtype, *args)
        raise AttributeError(name)

    def _gemm(self, name, dtype, handle, ta, tb, m, n, k, alpha, a, lda, b, ldb, beta, c, ldc):
        assert handle.stream is not None, "hipblasSetStream was not called"
        self.calls.append((name, handle.stream, ta, tb, m, n, k))
        alpha, beta = self._scalar(alpha, dtype), self._scalar(beta, dtype)  # read now: host

        def op():
            ar, ac = (m, k) if ta == 111 else (k, m)
            br, bc = (k, n) if tb == 111 else (n, k)
            A, B = self._matrix(a, ar, ac, lda, dtype), self._matrix(b, br, bc, ldb, dtype)
            C = self._matrix(c, m, n, ldc, dtype)
            C[...] = alpha * OPS[ta](A) @ OPS[tb](B) + beta * C

        self.fake._enqueue(handle.stream, op)
        return 0

    def _axpy(self, name, dtype, handle, n, alpha, x, incx, y, incy):
        self.calls.append((name, handle.stream, n))
        alpha = self._scalar(alpha, dtype)

        def op():
            X = self._matrix(x, 1, n, incx, dtype)
            Y = self._matrix(y, 1, n, incy, dtype)
            Y[...] = Y + alpha * X

        self.fake._enqueue(handle.stream, op)
        return 0
