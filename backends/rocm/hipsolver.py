"""hipSOLVER under zluda's cuSOLVER on ROCm devices, through hip-python's ``hip.hipsolver``.

hipSOLVER's dense API (``hipsolverDn*``) takes cuSOLVER's calls argument for argument, so this
library *forwards* them: zluda checks each call as cuSOLVER does (sizes, leading dimensions,
enumerations, every matrix and output inside device memory: CUSOLVER_STATUS_INVALID_VALUE
before hipSOLVER sees it), then hands it to the hipSOLVER function of the same name, with
cuBLAS's enumerations as hip-python's members of hipBLAS's values (fill modes 121/122,
operations 111-113, sides 141/142) and cuSOLVER's eigen modes as hipSOLVER's (201/202). The
``_bufferSize`` queries are hipSOLVER's own (the workspace that the program allocates and
passes on is hipSOLVER's), answered at once; the routines go into the zluda stream's HIP stream
in the stream's order (``hipsolverDnSetStream`` before each, as the stream's held work).

Not forwarded yet, and CUSOLVER_STATUS_NOT_SUPPORTED on ROCm: the 64-bit API (``cusolverDnX*``)
and the Jacobi methods (their settings objects), and a call in a capturing stream. Tested over
a test double of hip-python (tests/backends/rocm/fake_hipsolver.py), and its arguments against
the real hip-python bindings where they are installed; no AMD GPU has run it.
"""

from __future__ import annotations

import re
import threading

from zluda.abi import cusolver as abi
from zluda.libraries.common.providers import LibraryProvider, ProviderUnavailable
from zluda.libraries.cusolver.status import C, CusolverError

ROCM_BACKENDS = ("rocm7", "rocm6")
# cuBLAS's and cuSOLVER's enumerations -> (hip-python's enumeration, module, the value for each)
ENUMS = {
    "cublasFillMode_t": ("hipblasFillMode_t", "hipblas", {0: 122, 1: 121}),
    "cublasOperation_t": ("hipblasOperation_t", "hipblas", {0: 111, 1: 112, 2: 113}),
    "cublasSideMode_t": ("hipblasSideMode_t", "hipblas", {0: 141, 1: 142}),
    "cusolverEigMode_t": ("hipsolverEigMode_t", "hipsolver", {0: 201, 1: 202}),
}
# hipSOLVER's statuses -> cuSOLVER's
STATUSES = {1: C.CUSOLVER_STATUS_NOT_INITIALIZED, 2: C.CUSOLVER_STATUS_ALLOC_FAILED,
            3: C.CUSOLVER_STATUS_INVALID_VALUE, 4: C.CUSOLVER_STATUS_MAPPING_ERROR,
            5: C.CUSOLVER_STATUS_EXECUTION_FAILED, 6: C.CUSOLVER_STATUS_INTERNAL_ERROR,
            7: C.CUSOLVER_STATUS_NOT_SUPPORTED, 8: C.CUSOLVER_STATUS_ARCH_MISMATCH,
            10: C.CUSOLVER_STATUS_INVALID_VALUE, 13: C.CUSOLVER_STATUS_MATRIX_TYPE_NOT_SUPPORTED}
_PARAMETER = re.compile(r"(?:const\s+)?(\w+)[\s*]*(?:const\s+)?\w+(?:\[\])?$")


def parameter_types(symbol: str) -> list[str]:
    """The C types of ``symbol``'s parameters after the handle, from the generated ABI."""
    proto = abi.FUNCTIONS[symbol][0]
    inside = proto[proto.index("(") + 1:proto.rindex(")")]
    return [_PARAMETER.search(p.strip()).group(1) for p in inside.split(",")][1:]


def _status(answer) -> int:
    return int(answer[0] if isinstance(answer, tuple) else answer)


class HipSolver:
    name = "hipSOLVER"
    host_memory = False
    forwards = True  # cuSOLVER's calls go to hipSOLVER as they are (zluda.libraries.cusolver)

    def __init__(self, hipsolver, hipblas) -> None:
        self.hipsolver = hipsolver
        self.modules = {"hipsolver": hipsolver, "hipblas": hipblas}
        status, self.handle = hipsolver.hipsolverDnCreate()
        if _status(status):
            raise ProviderUnavailable(f"hipsolverDnCreate answered {status!r}")
        self.lock = threading.Lock()  # one HIP stream at a time on the one hipSOLVER handle
        self._converters: dict[str, list] = {}

    def _function(self, symbol: str):
        name = "hipsolver" + symbol.removeprefix("cusolver")
        function = getattr(self.hipsolver, name, None)
        if function is None:
            raise CusolverError(C.CUSOLVER_STATUS_NOT_SUPPORTED, f"{symbol} on ROCm (hipSOLVER"
                                " has no such function)")
        return name, function

    def _arguments(self, symbol: str, args) -> list:
        """``args`` as hip-python takes them: enumerations as its members."""
        converters = self._converters.get(symbol)
        if converters is None:
            converters = []
            for kind in parameter_types(symbol):
                if kind in ENUMS:
                    enum_name, module, values = ENUMS[kind]
                    enum = getattr(self.modules[module], enum_name)
                    converters.append(lambda v, e=enum, t=values: e(t[v]))
                else:
                    converters.append(None)
            self._converters[symbol] = converters
        return [value if convert is None else convert(value)
                for convert, value in zip(converters, args)]

    def query(self, h, symbol: str, args) -> None:
        """A ``_bufferSize`` query: hipSOLVER's answer, stored where the call says, now."""
        name, function = self._function(symbol)
        converted = self._arguments(symbol, args)
        with self.lock:
            status = _status(function(self.handle, *converted))
        if status:
            raise CusolverError(STATUSES.get(status, C.CUSOLVER_STATUS_INTERNAL_ERROR),
                                f"{name} answered {status}")

    def forward(self, h, symbol: str, args) -> None:
        """A routine, in the handle's stream: hipSOLVER's function of the same name."""
        name, function = self._function(symbol)
        converted = self._arguments(symbol, args)
        stream = h.stream()
        if stream.capture is not None:
            raise CusolverError(C.CUSOLVER_STATUS_NOT_SUPPORTED, "a cuSOLVER call captured"
                                " into a graph on ROCm")

        def work(hip_stream):
            with self.lock:
                status = _status(self.hipsolver.hipsolverDnSetStream(self.handle, hip_stream))
                if not status:
                    status = _status(function(self.handle, *converted))
            if status:  # after zluda's checks: a failure of hipSOLVER's, raised in the stream
                raise RuntimeError(f"{name} answered {status}")

        stream.enqueue(lambda queue: queue.held.submit(lambda: work(queue.stream)))


class HipSolverProvider(LibraryProvider):
    library = "cusolver"
    name = "hipSOLVER (hip-python)"
    priority = 10

    def __init__(self, load_modules=None) -> None:
        self._load_modules = load_modules or _hip_python_modules
        self._loaded: HipSolver | None = None

    def serves(self, device) -> bool:
        return device.backend_name in ROCM_BACKENDS

    def load(self) -> HipSolver:
        if self._loaded is None:
            self._loaded = HipSolver(*self._load_modules())
        return self._loaded


def _hip_python_modules():
    """hip-python's ``hip.hipsolver``, and ``hip.hipblas`` (whose enumerations it takes)."""
    try:
        from hip import hipblas, hipsolver
    except ImportError as exc:
        raise ProviderUnavailable("hip-python's hip.hipsolver is not installed (pip install"
                                  ' "zluda[rocm7]", with hipSOLVER from ROCm)') from exc
    return hipsolver, hipblas
