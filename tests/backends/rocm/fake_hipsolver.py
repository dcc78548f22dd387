"""A FAKE hipSOLVER: a test double of hip-python's ``hip.hipsolver`` over :class:`FakeHip`, for
machines without ROCm. It is not hipSOLVER: it checks that zluda's cuSOLVER *calls* hipSOLVER as
documented (a handle, the stream set before each routine, hip-python's enum members of hipBLAS's
and hipSOLVER's values, device pointers that are device allocations, a workspace of the size
that its own ``_bufferSize`` answered) and, for getrf, getrs and potrf, computes the result with
SciPy on the fake's memory, lazily in the fake stream's order. Its ``_bufferSize`` queries
answer sizes of their own (``4096 + n`` elements), which zluda's CPU path never gives. The other
routines are recorded and compute nothing."""

from __future__ import annotations

import ctypes
import enum
import re

import numpy as np

from .fake_hipblas import hipblasFillMode_t, hipblasOperation_t, hipblasSideMode_t

DTYPES = {"S": np.float32, "D": np.float64, "C": np.complex64, "Z": np.complex128}
ENUM_PARAMETERS = (hipblasFillMode_t, hipblasOperation_t, hipblasSideMode_t)


class hipsolverEigMode_t(enum.IntEnum):  # noqa: N801 - hip-python's names
    HIPSOLVER_EIG_MODE_NOVECTOR = 201
    HIPSOLVER_EIG_MODE_VECTOR = 202


ENUMS = (hipsolverEigMode_t,)
SIZE = re.compile(r"hipsolverDn[SDCZ]\w+_bufferSize")
RECORDED = re.compile(r"hipsolverDn[SDCZ](?:potrs|potri|potrfBatched|potrsBatched|geqrf|orgqr|"
                      r"ungqr|ormqr|unmqr|gesvd|syevd|heevd)")


class FakeSolverHandle:
    def __init__(self) -> None:
        self.stream = None


class FakeHipSolver:
    """hip-python's ``hip.hipsolver``."""

    hipsolverEigMode_t = hipsolverEigMode_t  # noqa: N815

    def __init__(self, fake) -> None:
        self.fake = fake
        self.calls: list[tuple] = []
        self.sizes: dict[str, int] = {}  # the last size each query answered (elements)

    def hipsolverDnCreate(self):  # noqa: N802 - hipSOLVER's names
        return 0, FakeSolverHandle()

    def hipsolverDnSetStream(self, handle, stream):  # noqa: N802
        handle.stream = stream
        return 0

    def _view(self, address: int, count: int, dtype) -> np.ndarray:
        allocation = self.fake.find(address)
        assert allocation is not None and allocation.kind == "device", \
            f"0x{address:x} is not a device allocation"
        size = count * np.dtype(dtype).itemsize
        return np.frombuffer((ctypes.c_char * size).from_address(address), dtype)

    def _matrix(self, address, rows, cols, ld, dtype) -> np.ndarray:
        flat = self._view(address, (cols - 1) * ld + rows, dtype)
        return np.lib.stride_tricks.as_strided(
            flat, (rows, cols), (flat.itemsize, ld * flat.itemsize), writeable=True)

    def _check_enums(self, name, args) -> None:
        for value in args:
            if isinstance(value, enum.Enum):
                assert isinstance(value, ENUM_PARAMETERS + ENUMS), (name, value)

    def __getattr__(self, name: str):
        if SIZE.fullmatch(name):
            return lambda handle, *args: self._size(name, handle, args)
        if name[:12] in ("hipsolverDnS", "hipsolverDnD", "hipsolverDnC", "hipsolverDnZ"):
            routine = name[12:]
            if routine in ("getrf", "getrs", "potrf"):
                return lambda handle, *args: getattr(self, "_" + routine)(
                    name, DTYPES[name[11]], handle, *args)
            if RECORDED.fullmatch(name):
                return lambda handle, *args: self._record(name, handle, args)
        raise AttributeError(name)

    def _size(self, name, handle, args):
        """The size: 4096 + the first size argument, stored at the last argument (an int *)."""
        self._check_enums(name, args)
        first = next(a for a in args if isinstance(a, int) and not isinstance(a, enum.Enum))
        ctypes.c_int.from_address(args[-1]).value = 4096 + first
        self.sizes[name.removesuffix("_bufferSize")] = 4096 + first
        self.calls.append((name,))
        return 0

    def _record(self, name, handle, args):
        assert handle.stream is not None, "hipsolverDnSetStream was not called"
        self._check_enums(name, args)
        self.calls.append((name, handle.stream, *args))
        return 0

    def _workspace(self, name, work, lwork, dtype) -> None:
        assert lwork >= self.sizes.get(name, 0), f"{name}: lwork {lwork} < the size answered"
        self._view(work, lwork, dtype)  # a device allocation that holds it

    def _getrf(self, name, dtype, handle, m, n, a, lda, work, ipiv, info):
        import scipy.linalg

        assert handle.stream is not None, "hipsolverDnSetStream was not called"
        self._workspace(name, work, self.sizes.get(name, 0), dtype)
        self.calls.append((name, handle.stream, m, n))

        def op():
            A = self._matrix(a, m, n, lda, dtype)
            lu, pivots = scipy.linalg.lu_factor(A.copy(), check_finite=False)
            A[...] = lu
            self._view(ipiv, min(m, n), np.int32)[...] = pivots + 1
            self._view(info, 1, np.int32)[0] = 0

        self.fake._enqueue(handle.stream, op)
        return 0

    def _getrs(self, name, dtype, handle, trans, n, nrhs, a, lda, ipiv, b, ldb, info):
        import scipy.linalg

        assert handle.stream is not None, "hipsolverDnSetStream was not called"
        assert isinstance(trans, hipblasOperation_t), trans
        self.calls.append((name, handle.stream, int(trans), n, nrhs))

        def op():
            lu = self._matrix(a, n, n, lda, dtype).copy()
            pivots = self._view(ipiv, n, np.int32) - 1
            B = self._matrix(b, n, nrhs, ldb, dtype)
            B[...] = scipy.linalg.lu_solve((lu, pivots), B.copy(), trans={111: 0, 112: 1,
                                                                        113: 2}[int(trans)])
            self._view(info, 1, np.int32)[0] = 0

        self.fake._enqueue(handle.stream, op)
        return 0

    def _potrf(self, name, dtype, handle, uplo, n, a, lda, work, lwork, info):
        assert handle.stream is not None, "hipsolverDnSetStream was not called"
        assert isinstance(uplo, hipblasFillMode_t), uplo
        self._workspace(name, work, lwork, dtype)
        self.calls.append((name, handle.stream, int(uplo), n))

        def op():
            A = self._matrix(a, n, n, lda, dtype)
            lower = np.linalg.cholesky(A.copy())
            if uplo == hipblasFillMode_t.HIPBLAS_FILL_MODE_LOWER:
                A[np.tril_indices(n)] = lower[np.tril_indices(n)]
            else:
                A[np.triu_indices(n)] = lower.conj().T[np.triu_indices(n)]
            self._view(info, 1, np.int32)[0] = 0

        self.fake._enqueue(handle.stream, op)
        return 0
