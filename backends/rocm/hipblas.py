"""hipBLAS under zluda's cuBLAS on ROCm devices, through hip-python's ``hip.hipblas``.

:class:`HipBlas` answers the same CBLAS interface as the CPU's OpenBLAS
(``zluda.libraries.cublas.cblas``): hipBLAS's enumerations have CBLAS's values (operations
111-113, fill 121/122, diagonal 131/132, side 141/142), so a CBLAS call maps onto the hipBLAS
function of its name with the order dropped (always column major) and every scalar passed by
host pointer. Its calls go into the zluda stream's HIP stream in the stream's order (the
backend's held work, so that they wait for host functions before them).

Served here, in host pointer mode: the level-3 products and solves (gemm, symm, hemm, syrk,
herk, syr2k, her2k, trsm), level 2 (gemv, gbmv, ger/geru/gerc, symv, hemv, trmv, trsv) and the
level-1 updates (axpy, scal, copy, swap). Every other routine (the reductions that answer into
host memory, the conversions of half and bfloat16, trmm, geam, dgmm, the gemms of pointer
arrays, the batched LU, cuBLASLt), device pointer mode, and a call in a capturing stream answer
CUBLAS_STATUS_NOT_SUPPORTED on ROCm for now. Tested over a
test double of hip-python (tests/backends/rocm/fake_hipblas.py); no AMD GPU has run it.
"""

from __future__ import annotations

import ctypes
import threading

from zluda.libraries.common.providers import LibraryProvider, ProviderUnavailable
from zluda.libraries.cublas.status import NOT_SUPPORTED, CublasError

ROCM_BACKENDS = ("rocm7", "rocm6")
SERVED = {
    "gemm", "symm", "hemm", "syrk", "herk", "syr2k", "her2k", "trsm",
    "gemv", "gbmv", "ger", "geru", "gerc", "symv", "hemv", "trmv", "trsv",
    "axpy", "scal", "copy", "swap",
}
# the CBLAS parameters (after the order) that are scalars, by routine: passed by host pointer
SCALARS = {"gemm": (5, 10), "symm": (4, 9), "hemm": (4, 9), "syrk": (4, 7), "herk": (4, 7),
           "syr2k": (4, 9), "her2k": (4, 9), "trsm": (6,), "gemv": (3, 8), "gbmv": (5, 10),
           "ger": (2,), "geru": (2,), "gerc": (2,), "symv": (2, 7), "hemv": (2, 7),
           "axpy": (1,), "scal": (1,)}
LEVEL_2_3 = {"gemm", "symm", "hemm", "syrk", "herk", "syr2k", "her2k", "trsm", "gemv", "gbmv",
             "ger", "geru", "gerc", "symv", "hemv", "trmv", "trsv"}


class HipBlas:
    name = "hipBLAS"
    host_memory = False  # device memory is the GPU's: no NumPy views of it

    def __init__(self, hipblas) -> None:
        self.hipblas = hipblas
        status, self.handle = hipblas.hipblasCreate()
        if status:
            raise ProviderUnavailable(f"hipblasCreate answered {status!r}")
        self.lock = threading.Lock()  # one HIP stream at a time on the one hipBLAS handle

    def __getattr__(self, name: str):
        if name.startswith("__"):
            raise AttributeError(name)
        kind, routine = name[:1], name[1:]
        if name in ("csscal", "zdscal"):
            routine = "scal"
        elif kind not in "sdcz" or routine not in SERVED:
            raise CublasError(NOT_SUPPORTED, f"cuBLAS's {name} on ROCm (hipBLAS) is not"
                              " implemented yet")
        fn = self._routine(kind, routine, f"hipblas{name[0].upper()}{name[1:]}")
        setattr(self, name, fn)
        return fn

    def _routine(self, kind: str, routine: str, symbol: str):
        function = getattr(self.hipblas, symbol)
        scalars = SCALARS.get(routine, ())
        drops_order = routine in LEVEL_2_3

        def call(*args):
            args = list(args[1:] if drops_order else args)
            keep = []
            for i in scalars:
                if isinstance(args[i], float):  # by value in CBLAS: a host pointer here
                    holder = (ctypes.c_float if kind in "sc" else ctypes.c_double)(args[i])
                    keep.append(holder)
                    args[i] = ctypes.addressof(holder)
            status = function(self.handle, *args)
            status = status[0] if isinstance(status, tuple) else status
            if status:
                raise RuntimeError(f"{symbol} answered {status!r}")

        return call

    def submit(self, stream, work) -> None:
        if stream.capture is not None:
            raise CublasError(NOT_SUPPORTED, "a cuBLAS call captured into a graph on ROCm")
        stream.enqueue(lambda queue: queue.held.submit(lambda: self._on(queue.stream, work)))

    def _on(self, hip_stream, work) -> None:
        with self.lock:
            status = self.hipblas.hipblasSetStream(self.handle, hip_stream)
            status = status[0] if isinstance(status, tuple) else status
            if status:
                raise RuntimeError(f"hipblasSetStream answered {status!r}")
            work()

    def run_now(self, stream, work) -> None:
        self.submit(stream, work)
        stream.synchronize()


class HipBlasProvider(LibraryProvider):
    library = "cublas"
    name = "hipBLAS (hip-python)"
    priority = 10

    def __init__(self, load_module=None) -> None:
        self._load_module = load_module or _hip_python_hipblas
        self._loaded: HipBlas | None = None

    def serves(self, device) -> bool:
        return device.backend_name in ROCM_BACKENDS

    def load(self) -> HipBlas:
        if self._loaded is None:
            self._loaded = HipBlas(self._load_module())
        return self._loaded


def _hip_python_hipblas():
    try:
        from hip import hipblas
    except ImportError as exc:
        raise ProviderUnavailable("hip-python's hip.hipblas is not installed (pip install"
                                  ' "zluda[rocm7]", with hipBLAS from ROCm)') from exc
    return hipblas
