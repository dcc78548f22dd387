"""A FAKE hipBLAS: a test double of hip-python's ``hip.hipblas`` over :class:`FakeHip`, for
machines without ROCm. It is not hipBLAS: it checks that zluda's cuBLAS *calls* hipBLAS as
documented (a handle, the stream set before each call, column-major arguments with hip-python's
enum members of CBLAS's values, scalars by pointer in the handle's pointer mode, device
pointers that are device allocations) and, for the routines that the tests check the results
of (gemm, axpy and the typed products), computes the result with NumPy on the fake's memory,
lazily in the fake stream's order as the fake's own work is, so that a call out of order reads
stale bytes. The other routines of hip-python's names are recorded and compute nothing.

Its enumerations are IntEnums named and valued as hip-python's (``hip.hipblas``'s, and
``hipDataType`` of ``hip.hip``), so that the conventions test can hand each call to the real
bindings."""

from __future__ import annotations

import ctypes
import enum
import re

import numpy as np

DTYPES = {"S": np.float32, "D": np.float64, "C": np.complex64, "Z": np.complex128}
OPS = {111: lambda m: m, 112: lambda m: m.T, 113: lambda m: m.T.conj()}


class hipblasOperation_t(enum.IntEnum):  # noqa: N801 - hip-python's names
    HIPBLAS_OP_N = 111
    HIPBLAS_OP_T = 112
    HIPBLAS_OP_C = 113


class hipblasFillMode_t(enum.IntEnum):  # noqa: N801
    HIPBLAS_FILL_MODE_UPPER = 121
    HIPBLAS_FILL_MODE_LOWER = 122
    HIPBLAS_FILL_MODE_FULL = 123


class hipblasDiagType_t(enum.IntEnum):  # noqa: N801
    HIPBLAS_DIAG_NON_UNIT = 131
    HIPBLAS_DIAG_UNIT = 132


class hipblasSideMode_t(enum.IntEnum):  # noqa: N801
    HIPBLAS_SIDE_LEFT = 141
    HIPBLAS_SIDE_RIGHT = 142
    HIPBLAS_SIDE_BOTH = 143


class hipblasPointerMode_t(enum.IntEnum):  # noqa: N801
    HIPBLAS_POINTER_MODE_HOST = 0
    HIPBLAS_POINTER_MODE_DEVICE = 1


class hipblasGemmAlgo_t(enum.IntEnum):  # noqa: N801
    HIPBLAS_GEMM_DEFAULT = 160


hipblasComputeType_t = enum.IntEnum("hipblasComputeType_t", [  # noqa: N816
    (f"HIPBLAS_COMPUTE_{name}", value) for value, name in enumerate(
        ("16F", "16F_PEDANTIC", "32F", "32F_PEDANTIC", "32F_FAST_16F", "32F_FAST_16BF",
         "32F_FAST_TF32", "64F", "64F_PEDANTIC", "32I", "32I_PEDANTIC"))])


class hipDataType(enum.IntEnum):  # noqa: N801 - hip.hip's
    HIP_R_32F = 0
    HIP_R_64F = 1
    HIP_R_16F = 2
    HIP_R_8I = 3
    HIP_C_32F = 4
    HIP_C_64F = 5
    HIP_R_32I = 10
    HIP_R_16BF = 14


ENUMS = (hipblasOperation_t, hipblasFillMode_t, hipblasDiagType_t, hipblasSideMode_t,
         hipblasPointerMode_t, hipblasGemmAlgo_t, hipblasComputeType_t)
STORED = {hipDataType.HIP_R_32F: np.float32, hipDataType.HIP_R_64F: np.float64,
          hipDataType.HIP_R_16F: np.float16, hipDataType.HIP_R_8I: np.int8,
          hipDataType.HIP_C_32F: np.complex64, hipDataType.HIP_C_64F: np.complex128,
          hipDataType.HIP_R_32I: np.int32, hipDataType.HIP_R_16BF: np.uint16}
# the type of alpha and beta, by compute type (hipBLAS's rule: the compute type's)
SCALES = {"16F": np.float16, "32F": np.float32, "64F": np.float64, "32I": np.int32}
# hipBLAS's routines by hip-python's names, recorded only (see the module's docstring)
RECORDED = re.compile(r"hipblas[SDCZ](?:symm|hemm|syrk|herk|syr2k|her2k|trsm|gemv|gbmv|ger"
                      r"|geru|gerc|symv|hemv|trmv|trsv|scal|copy|swap)|hipblas(?:Cs|Zd)scal")


class FakeHandle:
    def __init__(self) -> None:
        self.stream = None
        self.pointer_mode = hipblasPointerMode_t.HIPBLAS_POINTER_MODE_HOST


class FakeHipBlas:
    """hip-python's ``hip.hipblas`` (and, for ``hipDataType``, ``hip.hip``)."""

    hipDataType = hipDataType  # noqa: N815

    def __init__(self, fake) -> None:
        self.fake = fake
        self.calls: list[tuple] = []
        for kind in ENUMS:
            setattr(self, kind.__name__, kind)

    def hipblasCreate(self):  # noqa: N802 - hipBLAS's names
        return 0, FakeHandle()

    def hipblasSetStream(self, handle, stream):  # noqa: N802
        handle.stream = stream
        return 0

    def hipblasSetPointerMode(self, handle, mode):  # noqa: N802
        assert isinstance(mode, hipblasPointerMode_t), mode
        handle.pointer_mode = mode
        return 0

    def _matrix(self, address: int, rows: int, cols: int, ld: int, dtype) -> np.ndarray:
        allocation = self.fake.find(address)
        assert allocation is not None and allocation.kind == "device", \
            f"0x{address:x} is not a device allocation"
        size = ((cols - 1) * ld + rows) * np.dtype(dtype).itemsize
        flat = np.frombuffer((ctypes.c_char * size).from_address(address), dtype)
        return np.lib.stride_tricks.as_strided(
            flat, (rows, cols), (flat.itemsize, ld * flat.itemsize), writeable=True)

    def _scalar_reader(self, handle, address: int, dtype):
        """Host mode: the value now. Device mode: a reader of the device scalar, called when
        the work runs (in stream order)."""
        def read():
            if handle.pointer_mode == hipblasPointerMode_t.HIPBLAS_POINTER_MODE_DEVICE:
                allocation = self.fake.find(address)
                assert allocation is not None and allocation.kind == "device", \
                    f"device pointer mode, and 0x{address:x} is not a device allocation"
            return np.frombuffer((ctypes.c_char * np.dtype(dtype).itemsize)
                                 .from_address(address), dtype)[0]

        if handle.pointer_mode == hipblasPointerMode_t.HIPBLAS_POINTER_MODE_HOST:
            value = read()
            return lambda: value
        return read

    def _check_enums(self, name, *pairs):
        for value, kind in pairs:
            assert isinstance(value, kind), f"{name}: {value!r} is not a {kind.__name__}"

    def __getattr__(self, name: str):
        if name.startswith("hipblas") and name[7:8] in DTYPES and name[8:] == "gemm":
            return lambda *args: self._gemm(name, DTYPES[name[7]], *args)
        if name.startswith("hipblas") and name[7:8] in DTYPES and name[8:] == "axpy":
            return lambda *args: self._axpy(name, DTYPES[name[7]], *args)
        if name in ("hipblasGemmEx", "hipblasGemmStridedBatchedEx", "hipblasGemmBatchedEx"):
            return lambda *args: self._gemm_ex(name, *args)
        if RECORDED.fullmatch(name):
            return lambda handle, *args: self._record(name, handle, args)
        raise AttributeError(name)

    def _record(self, name, handle, args):
        assert handle.stream is not None, "hipblasSetStream was not called"
        self.calls.append((name, handle.stream, *args))
        return 0

    def _gemm(self, name, dtype, handle, ta, tb, m, n, k, alpha, a, lda, b, ldb, beta, c, ldc):
        assert handle.stream is not None, "hipblasSetStream was not called"
        self._check_enums(name, (ta, hipblasOperation_t), (tb, hipblasOperation_t))
        self.calls.append((name, handle.stream, int(ta), int(tb), m, n, k))
        alpha = self._scalar_reader(handle, alpha, dtype)
        beta = self._scalar_reader(handle, beta, dtype)

        def op():
            self._product(ta, tb, m, n, k, alpha(), a, dtype, lda, b, dtype, ldb, beta(), c,
                          dtype, ldc, dtype)

        self.fake._enqueue(handle.stream, op)
        return 0

    def _product(self, ta, tb, m, n, k, alpha, a, at, lda, b, bt, ldb, beta, c, ct, ldc,
                 working):
        ar, ac = (m, k) if ta == 111 else (k, m)
        br, bc = (k, n) if tb == 111 else (n, k)
        A = self._matrix(a, ar, ac, lda, at).astype(working)
        B = self._matrix(b, br, bc, ldb, bt).astype(working)
        C = self._matrix(c, m, n, ldc, ct)
        C[...] = (alpha * (OPS[ta](A) @ OPS[tb](B)) + beta * C.astype(working)).astype(ct)

    def _gemm_ex(self, name, handle, ta, tb, m, n, k, alpha, a, at, lda, *rest):
        assert handle.stream is not None, "hipblasSetStream was not called"
        if name == "hipblasGemmStridedBatchedEx":
            sa, b, bt, ldb, sb, beta, c, ct, ldc, sc, count, compute, algo = rest
        elif name == "hipblasGemmBatchedEx":
            b, bt, ldb, beta, c, ct, ldc, count, compute, algo = rest
            sa = sb = sc = None
        else:
            b, bt, ldb, beta, c, ct, ldc, compute, algo = rest
            sa = sb = sc = 0
            count = 1
        self._check_enums(name, (ta, hipblasOperation_t), (tb, hipblasOperation_t),
                          (at, hipDataType), (bt, hipDataType), (ct, hipDataType),
                          (compute, hipblasComputeType_t), (algo, hipblasGemmAlgo_t))
        family = compute.name.removeprefix("HIPBLAS_COMPUTE_").removesuffix("_PEDANTIC")
        family = "32F" if family.startswith("32F") else family
        self.calls.append((name, handle.stream, int(ta), int(tb), m, n, k, at.name, bt.name,
                           ct.name, compute.name, count))
        alpha = self._scalar_reader(handle, alpha, SCALES[family])
        beta = self._scalar_reader(handle, beta, SCALES[family])
        working = {"16F": np.float32, "32F": np.float32, "64F": np.float64,
                   "32I": np.float64}[family]
        if at == hipDataType.HIP_C_32F:
            working = np.complex64
        elif at == hipDataType.HIP_C_64F:
            working = np.complex128

        def op():
            assert hipDataType.HIP_R_16BF not in (at, bt, ct), "the fake computes no bfloat16"
            if sa is None:  # device arrays of device pointers, read when the work runs
                pointers = [self._matrix(x, count, 1, count, np.uint64)[:, 0]
                            for x in (a, b, c)]
                triples = list(zip(*(map(int, p) for p in pointers)))
            else:
                size = {x: np.dtype(STORED[x]).itemsize for x in (at, bt, ct)}
                triples = [(a + i * sa * size[at], b + i * sb * size[bt], c + i * sc * size[ct])
                           for i in range(count)]
            scale_a, scale_b = alpha(), beta()
            for pa, pb, pc in triples:
                self._product(ta, tb, m, n, k, scale_a, pa, STORED[at], lda, pb, STORED[bt],
                              ldb, scale_b, pc, STORED[ct], ldc, working)

        self.fake._enqueue(handle.stream, op)
        return 0

    def _axpy(self, name, dtype, handle, n, alpha, x, incx, y, incy):
        self.calls.append((name, handle.stream, n))
        alpha = self._scalar_reader(handle, alpha, dtype)

        def op():
            X = self._matrix(x, 1, n, incx, dtype)
            Y = self._matrix(y, 1, n, incy, dtype)
            Y[...] = Y + alpha() * X

        self.fake._enqueue(handle.stream, op)
        return 0
