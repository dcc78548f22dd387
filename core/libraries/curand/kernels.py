"""cuRAND's kernels (kernels.cu, compiled to the committed kernels.ptx), loaded once per
context through the runtime's API and launched in a generator's stream as a program's kernels
are: in the stream's order, captured into a graph when the stream is captured.
"""

from __future__ import annotations

import ctypes
import threading
from contextlib import contextmanager
from pathlib import Path

from ...runtime import api
from ...runtime.api.calls import last_error_message
from ...runtime.context import CONTEXTS
from .status import C, CurandError

PTX = Path(__file__).with_name("kernels.ptx")
BLOCK = 256  # threads per block of every launch
# the distributions' parts of the kernels' names (GENERATOR_NAME), by the distributions' numbers
# in zluda.libraries.curand.generators (BITS, UNIFORM, ..., BITS64)
KERNEL_NAMES = ("bits", "uniform", "uniform_double", "normal", "normal_double", "log_normal",
                "log_normal_double", "bits", "poisson")


class Params(ctypes.Structure):
    """kernels.cu's ``struct Params``: the mean and standard deviation of a normal
    distribution, in both precisions; a Poisson distribution's lambda, method and table."""

    _fields_ = [("mean", ctypes.c_float), ("stddev", ctypes.c_float),
                ("mean_double", ctypes.c_double), ("stddev_double", ctypes.c_double),
                ("lambda_", ctypes.c_double), ("table", ctypes.c_void_p),
                ("length", ctypes.c_uint32), ("shift", ctypes.c_uint32),
                ("method", ctypes.c_uint32)]


U32, U64, I32, POINTER = ctypes.c_uint32, ctypes.c_uint64, ctypes.c_int32, ctypes.c_void_p


def call(fn, *args, status: int = C.CURAND_STATUS_LAUNCH_FAILURE):
    """A runtime API call's values; a failure raises CurandError(``status``) naming it."""
    result, *values = fn(*args)
    if result:
        raise CurandError(status, last_error_message() or f"{fn.__name__}: {result.name}")
    return values[0] if len(values) == 1 else values


@contextmanager
def current(context):
    """``context`` current on this thread for the calls inside (the caller's afterwards), as
    cuCtxPushCurrent and cuCtxPopCurrent would make it."""
    if context.destroyed:
        raise CurandError(C.CURAND_STATUS_NOT_INITIALIZED, "the generator's context was destroyed")
    stack = CONTEXTS.stack
    stack.append(context)
    try:
        yield
    finally:
        stack.pop()


class Kernels:
    """The functions of kernels.ptx in each context that has asked for them."""

    def __init__(self) -> None:
        self._loaded: dict[int, tuple[object, dict[str, int]]] = {}
        self._lock = threading.Lock()

    def function(self, context, name: str) -> int:
        """The handle of kernel ``name`` in ``context`` (current)."""
        with self._lock:
            entry = self._loaded.get(id(context))
            if entry is None or entry[0] is not context or context.destroyed:
                module = call(api.cuModuleLoadData, PTX.read_bytes(),
                              status=C.CURAND_STATUS_INITIALIZATION_FAILED)
                entry = self._loaded[id(context)] = (context, {"": module})
            functions = entry[1]
            if name not in functions:
                functions[name] = call(api.cuModuleGetFunction, functions[""], name.encode(),
                                       status=C.CURAND_STATUS_INITIALIZATION_FAILED)
            return functions[name]

    def launch(self, context, name: str, work_items: int, stream: int, arguments) -> None:
        """``name`` over ``work_items`` threads in ``stream``: ``arguments`` are (value,
        ctypes type) pairs (a ctypes structure passes with the type None)."""
        blocks = max(1, min((work_items + BLOCK - 1) // BLOCK, 65535))
        self.launch_blocks(context, name, blocks, BLOCK, stream, arguments)

    def launch_blocks(self, context, name: str, blocks: int, threads: int, stream: int,
                      arguments) -> None:
        """``name`` over ``blocks`` blocks of ``threads`` in ``stream``."""
        values = tuple(value for value, _ in arguments)
        types = tuple(kind for _, kind in arguments)
        call(api.cuLaunchKernel, self.function(context, name), blocks, 1, 1, threads, 1, 1, 0,
             stream, (values, types), 0)


KERNELS = Kernels()
