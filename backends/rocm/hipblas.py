"""hipBLAS under zluda's cuBLAS on ROCm devices, through hip-python's ``hip.hipblas``.

:class:`HipBlas` answers the same CBLAS interface as the CPU's OpenBLAS
(``zluda.libraries.cublas.cblas``): hipBLAS's enumerations have CBLAS's values (operations
111-113, fill 121/122, diagonal 131/132, side 141/142), so a CBLAS call maps onto the hipBLAS
function of its name with the order dropped (always column major), each enumeration given as
hip-python's enum member of that value (hip-python refuses a plain int), and every scalar
passed by pointer: a host pointer in host pointer mode, the scalar's device address in device
pointer mode (hipBLAS reads it when the call runs). Sizes beyond 32 bits go to the ``_64``
forms. Its calls go into the zluda stream's HIP stream in the stream's order (the backend's
held work, so that they wait for host functions before them).

Served here: the level-3 products and solves (gemm, symm, hemm, syrk, herk, syr2k, her2k,
trsm), level 2 (gemv, gbmv, ger/geru/gerc, symv, hemv, trmv, trsv), the level-1 updates (axpy,
scal, copy, swap), and the typed products (``cublasGemmEx`` and its strided and pointer-array
batched forms, with the ``*Batched``/``*StridedBatched`` gemms of each type) through
``hipblasGemmEx``, ``hipblasGemmStridedBatchedEx`` and ``hipblasGemmBatchedEx`` (hip-python
6.x: their ``_v2`` forms, which take ``hipDataType``), for the type combinations that hipBLAS
documents. Every other routine (the reductions that answer into host memory, trmm, geam, dgmm,
the batched LU, cuBLASLt), and a call in a capturing stream, answer
CUBLAS_STATUS_NOT_SUPPORTED on ROCm for now. Tested over a test double of hip-python
(tests/backends/rocm/fake_hipblas.py), and its arguments against the real hip-python bindings
where they are installed; no AMD GPU has run it.
"""

from __future__ import annotations

import ctypes
import threading

from zluda.libraries.common.providers import LibraryProvider, ProviderUnavailable
from zluda.libraries.cublas.operands import DeviceAddress
from zluda.libraries.cublas.status import NOT_SUPPORTED, CublasError

ROCM_BACKENDS = ("rocm7", "rocm6")
INT32_MAX = 2**31 - 1
# hip-python's enumerations by the letters used below
ENUMS = {"op": "hipblasOperation_t", "uplo": "hipblasFillMode_t", "side": "hipblasSideMode_t",
         "diag": "hipblasDiagType_t"}
# Per routine: the enumerations that lead its arguments (after CBLAS's order), and the kinds
# of the arguments after them: i a size (int), s a scalar, P a device pointer
ROUTINES = {
    "gemm": (("op", "op"), "iiisPiPisPi"), "symm": (("side", "uplo"), "iisPiPisPi"),
    "hemm": (("side", "uplo"), "iisPiPisPi"), "syrk": (("uplo", "op"), "iisPisPi"),
    "herk": (("uplo", "op"), "iisPisPi"), "syr2k": (("uplo", "op"), "iisPiPisPi"),
    "her2k": (("uplo", "op"), "iisPiPisPi"), "trsm": (("side", "uplo", "op", "diag"), "iisPiPi"),
    "gemv": (("op",), "iisPiPisPi"), "gbmv": (("op",), "iiiisPiPisPi"),
    "ger": ((), "iisPiPiPi"), "geru": ((), "iisPiPiPi"), "gerc": ((), "iisPiPiPi"),
    "symv": (("uplo",), "isPiPisPi"), "hemv": (("uplo",), "isPiPisPi"),
    "trmv": (("uplo", "op", "diag"), "iPiPi"), "trsv": (("uplo", "op", "diag"), "iPiPi"),
    "axpy": ((), "isPiPi"), "scal": ((), "isPi"), "copy": ((), "iPiPi"), "swap": ((), "iPiPi"),
}
CBLAS_ORDERED = {name for name in ROUTINES if name not in ("axpy", "scal", "copy", "swap")}
# cudaDataType values (hipDataType has the same): CUDA_R_16F 2, CUDA_R_16BF 14, CUDA_R_32F 0,
# CUDA_R_64F 1, CUDA_R_8I 3, CUDA_R_32I 10, CUDA_C_32F 4, CUDA_C_64F 5. The (A, B, C) types and
# compute families of hipblasGemmEx's table.
R16F, R16BF, R32F, R64F, R8I, R32I, C32F, C64F = 2, 14, 0, 1, 3, 10, 4, 5
TYPED = {
    (R16F, R16F, R16F): {"16F", "32F"}, (R16F, R16F, R32F): {"32F"},
    (R16BF, R16BF, R16BF): {"32F"}, (R16BF, R16BF, R32F): {"32F"},
    (R32F, R32F, R32F): {"32F"}, (R64F, R64F, R64F): {"64F"}, (R8I, R8I, R32I): {"32I"},
    (C32F, C32F, C32F): {"32F"}, (C64F, C64F, C64F): {"64F"},
}


class HipBlas:
    name = "hipBLAS"
    host_memory = False  # device memory is the GPU's: no NumPy views of it
    device_scalars = True  # device pointer mode: hipBLAS reads alpha and beta itself

    def __init__(self, hipblas, hip) -> None:
        self.hipblas = hipblas
        self.data_type = hip.hipDataType
        status, self.handle = hipblas.hipblasCreate()
        if _status(status):
            raise ProviderUnavailable(f"hipblasCreate answered {status!r}")
        self.enums = {letter: getattr(hipblas, name) for letter, name in ENUMS.items()}
        self.pointer_modes = hipblas.hipblasPointerMode_t
        self.lock = threading.Lock()  # one HIP stream at a time on the one hipBLAS handle

    def __getattr__(self, name: str):
        if name.startswith("__"):
            raise AttributeError(name)
        kind, routine = name[:1], name[1:]
        if name in ("csscal", "zdscal"):
            routine = "scal"
        elif kind not in "sdcz" or routine not in ROUTINES:
            raise CublasError(NOT_SUPPORTED, f"cuBLAS's {name} on ROCm (hipBLAS) is not"
                              " implemented yet")
        fn = self._routine(kind, routine, f"hipblas{name[0].upper()}{name[1:]}")
        setattr(self, name, fn)
        return fn

    def _routine(self, kind: str, routine: str, symbol: str):
        leading, pattern = ROUTINES[routine]
        enums = [self.enums[letter] for letter in leading]
        scalars = [i for i, letter in enumerate(pattern) if letter == "s"]
        sizes = [i for i, letter in enumerate(pattern) if letter == "i"]
        drops_order = routine in CBLAS_ORDERED
        real = ctypes.c_float if kind in "sc" else ctypes.c_double

        def call(*args):
            args = list(args[1:] if drops_order else args)
            head = [enum(value) for enum, value in zip(enums, args)]
            rest = args[len(enums):]
            keep, device = [], False
            for i in scalars:
                value = rest[i]
                if isinstance(value, DeviceAddress):  # device pointer mode
                    device = True
                elif isinstance(value, float):  # by value in CBLAS: a host pointer here
                    holder = real(value)
                    keep.append(holder)
                    rest[i] = ctypes.addressof(holder)
            wide = any(abs(rest[i]) > INT32_MAX for i in sizes)
            self._call(symbol, [*head, *rest], device, wide)

        return call

    def _call(self, symbol: str, args: list, device: bool, wide: bool) -> None:
        """hipBLAS's ``symbol`` on the handle (its ``_64`` form for sizes beyond 32 bits), in
        the pointer mode that its scalars need."""
        if wide:
            symbol += "_64"
        function = getattr(self.hipblas, symbol)
        mode = self.pointer_modes(1 if device else 0)  # HIPBLAS_POINTER_MODE_DEVICE, _HOST
        _check("hipblasSetPointerMode", self.hipblas.hipblasSetPointerMode(self.handle, mode))
        _check(symbol, function(self.handle, *args))

    # -- the typed products (cublasGemmEx and its batched forms) ------------------------------

    def prepare_gemm_ex(self, transa, transb, m, n, k, alpha, a, types, lda, b, ldb, beta, c,
                        ldc, compute, batch=None):
        """The work of one typed product, or CUBLAS_STATUS_NOT_SUPPORTED now for a
        combination hipBLAS lacks. ``transa``/``transb`` are CBLAS's, ``types`` the (A, B, C)
        cudaDataTypes, ``compute`` a (family, cublasComputeType_t name) pair, ``alpha`` and
        ``beta`` the call's scalars (``pointer()``: a host or device address), ``batch`` None,
        ("strided", count, stride_a, stride_b, stride_c) or ("arrays", count), where ``a``,
        ``b`` and ``c`` are device arrays of pointers."""
        family, compute_name = compute
        if family not in TYPED.get(tuple(types), ()):
            raise CublasError(NOT_SUPPORTED, f"no gemm of types {tuple(types)} with compute"
                              f" {family} on ROCm (hipBLAS has none)")
        compute_types = self.hipblas.hipblasComputeType_t
        hip_name = compute_name.replace("CUBLAS_", "HIPBLAS_", 1)
        compute_type = (compute_types[hip_name] if hip_name in compute_types.__members__
                        else compute_types[f"HIPBLAS_COMPUTE_{family}"])
        ta, tb = self.enums["op"](transa), self.enums["op"](transb)
        at, bt, ct = (self.data_type(t) for t in types)
        algo = self.hipblas.hipblasGemmAlgo_t.HIPBLAS_GEMM_DEFAULT
        name = {None: "hipblasGemmEx", "strided": "hipblasGemmStridedBatchedEx",
                "arrays": "hipblasGemmBatchedEx"}[batch and batch[0]]
        if hasattr(self.hipblas, name + "_v2"):  # hip-python 6.x: the hipDataType form
            name += "_v2"

        def work():
            pa, pb = alpha.pointer(), beta.pointer()
            device = isinstance(pa, DeviceAddress)
            if batch is None:
                args = [ta, tb, m, n, k, pa, a, at, lda, b, bt, ldb, pb, c, ct, ldc]
            elif batch[0] == "strided":
                _, count, sa, sb, sc = batch
                args = [ta, tb, m, n, k, pa, a, at, lda, sa, b, bt, ldb, sb, pb, c, ct, ldc, sc,
                        count]
            else:
                args = [ta, tb, m, n, k, pa, a, at, lda, b, bt, ldb, pb, c, ct, ldc, batch[1]]
            wide = max(m, n, k, lda, ldb, ldc, batch[1] if batch else 0) > INT32_MAX
            self._call(name, [*args, compute_type, algo], device, wide)

        return work

    # -- the order of calls in a stream -------------------------------------------------------

    def submit(self, stream, work) -> None:
        if stream.capture is not None:
            raise CublasError(NOT_SUPPORTED, "a cuBLAS call captured into a graph on ROCm")
        stream.enqueue(lambda queue: queue.held.submit(lambda: self._on(queue.stream, work)))

    def _on(self, hip_stream, work) -> None:
        with self.lock:
            _check("hipblasSetStream", self.hipblas.hipblasSetStream(self.handle, hip_stream))
            work()

    def run_now(self, stream, work) -> None:
        self.submit(stream, work)
        stream.synchronize()


def _status(answer):
    return answer[0] if isinstance(answer, tuple) else answer


def _check(symbol: str, answer) -> None:
    status = _status(answer)
    if status:
        raise RuntimeError(f"{symbol} answered {status!r}")


class HipBlasProvider(LibraryProvider):
    library = "cublas"
    name = "hipBLAS (hip-python)"
    priority = 10

    def __init__(self, load_modules=None) -> None:
        self._load_modules = load_modules or _hip_python_modules
        self._loaded: HipBlas | None = None

    def serves(self, device) -> bool:
        return device.backend_name in ROCM_BACKENDS

    def load(self) -> HipBlas:
        if self._loaded is None:
            self._loaded = HipBlas(*self._load_modules())
        return self._loaded


def _hip_python_modules():
    """hip-python's ``hip.hipblas``, and ``hip.hip`` (where ``hipDataType`` is)."""
    try:
        from hip import hip, hipblas
    except ImportError as exc:
        raise ProviderUnavailable("hip-python's hip.hipblas is not installed (pip install"
                                  ' "zluda[rocm7]", with hipBLAS from ROCm)') from exc
    return hipblas, hip
