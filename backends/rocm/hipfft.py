"""hipFFT under zluda's cuFFT on ROCm devices, through hip-python's ``hip.hipfft``.

hipFFT's API is cuFFT's: a zluda plan becomes one hipFFT plan (``hipfftPlanMany`` with the
plan's rank, sizes, layouts, type and batch: the basic layout, with an in-place real
transform's padding, and the advanced one mean the same to both libraries), made at the plan's
first execution and destroyed with it. Each execution is checked first (its input and output
inside device allocations, as on every device: CUFFT_INVALID_VALUE), then goes into the zluda
stream's HIP stream in the stream's order (``hipfftSetStream`` before each call, as the stream's
held work: after the host functions before it), to ``hipfftExecC2C/R2C/C2R/Z2Z/D2Z/Z2D``.

Half precision (cuFFT's Xt plans of CUDA_C_16F) has no binding in hip-python and answers
CUFFT_NOT_SUPPORTED on ROCm, as does an execution in a capturing stream. Tested over a test
double of hip-python (tests/backends/rocm/fake_hipfft.py), and its arguments against the real
hip-python bindings where they are installed; no AMD GPU has run it.
"""

from __future__ import annotations

import threading

import numpy as np
from zluda.libraries.common.providers import LibraryProvider, ProviderUnavailable
from zluda.libraries.cufft.plans import HALF
from zluda.libraries.cufft.status import C, CufftError

ROCM_BACKENDS = ("rocm7", "rocm6")
# a zluda plan's kind -> hipFFT's type and exec function, by precision (single, double)
EXECUTORS = {("C2C", "single"): ("HIPFFT_C2C", "hipfftExecC2C"),
             ("R2C", "single"): ("HIPFFT_R2C", "hipfftExecR2C"),
             ("C2R", "single"): ("HIPFFT_C2R", "hipfftExecC2R"),
             ("C2C", "double"): ("HIPFFT_Z2Z", "hipfftExecZ2Z"),
             ("R2C", "double"): ("HIPFFT_D2Z", "hipfftExecD2Z"),
             ("C2R", "double"): ("HIPFFT_Z2D", "hipfftExecZ2D")}


def _status(answer):
    return answer[0] if isinstance(answer, tuple) else answer


def _check(symbol: str, answer):
    status = _status(answer)
    if status:
        raise CufftError(C.CUFFT_EXEC_FAILED if symbol.startswith("hipfftExec") else
                         C.CUFFT_INTERNAL_ERROR, f"{symbol} answered {status!r}")
    return answer[1] if isinstance(answer, tuple) and len(answer) > 1 else None


def _ints(values):
    """An int array as hip-python takes one (a buffer: it refuses lists), or None."""
    return None if values is None else np.ascontiguousarray(values, np.int32)


class HipFft:
    name = "hipFFT"
    host_memory = False

    def __init__(self, hipfft) -> None:
        self.hipfft = hipfft
        self.handles: dict[int, object] = {}  # id(plan) -> its hipFFT plan
        self.lock = threading.Lock()

    def execute(self, plan, source: int, target: int, forward: bool, stream) -> None:
        kind = plan.kind
        if kind.precision is HALF:
            raise CufftError(C.CUFFT_NOT_SUPPORTED, "half-precision transforms on ROCm (hipFFT"
                             " has no Xt API in hip-python)")
        if stream.capture is not None:
            raise CufftError(C.CUFFT_NOT_SUPPORTED, "a cuFFT transform captured into a graph"
                             " on ROCm")
        source_layout, target_layout = plan.layouts(source == target)
        plan.check("idata", source, source_layout, kind.complex_in)
        plan.check("odata", target, target_layout, kind.complex_out)
        precision = "single" if kind.precision.__name__ == "float32" else "double"
        type_name, exec_name = EXECUTORS[kind.name, precision]
        handle = self._handle(plan, type_name)
        function = getattr(self.hipfft, exec_name)
        args = [handle, source, target]
        if kind.name == "C2C":
            args.append(self.hipfft.HIPFFT_FORWARD if forward else self.hipfft.HIPFFT_BACKWARD)

        def work(hip_stream):
            with self.lock:
                _check("hipfftSetStream", self.hipfft.hipfftSetStream(handle, hip_stream))
                _check(exec_name, function(*args))

        stream.enqueue(lambda queue: queue.held.submit(lambda: work(queue.stream)))

    def _handle(self, plan, type_name: str):
        """The plan's hipFFT plan, made at its first execution."""
        with self.lock:
            handle = self.handles.get(id(plan))
            if handle is None:
                inembed, istride, idist, onembed, ostride, odist = plan.embeds
                kind = self.hipfft.hipfftType_t[type_name]
                handle = _check("hipfftPlanMany", self.hipfft.hipfftPlanMany(
                    len(plan.n), _ints(plan.n), _ints(inembed), istride, idist,
                    _ints(onembed), ostride, odist, kind, plan.batch))
                self.handles[id(plan)] = handle
            return handle

    def release(self, plan) -> None:
        with self.lock:
            handle = self.handles.pop(id(plan), None)
        if handle is not None:
            self.hipfft.hipfftDestroy(handle)


class HipFftProvider(LibraryProvider):
    library = "cufft"
    name = "hipFFT (hip-python)"
    priority = 10

    def __init__(self, load_module=None) -> None:
        self._load_module = load_module or _hip_python_module
        self._loaded: HipFft | None = None

    def serves(self, device) -> bool:
        return device.backend_name in ROCM_BACKENDS

    def load(self) -> HipFft:
        if self._loaded is None:
            self._loaded = HipFft(self._load_module())
        return self._loaded


def _hip_python_module():
    try:
        from hip import hipfft
    except ImportError as exc:
        raise ProviderUnavailable("hip-python's hip.hipfft is not installed (pip install"
                                  ' "zluda[rocm7]", with hipFFT from ROCm)') from exc
    return hipfft
