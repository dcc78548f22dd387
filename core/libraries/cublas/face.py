"""zluda's ``libcublas.so.13``: cuBLAS's C ABI over :mod:`zluda.libraries.cublas`.

Every function of the headers is exported (:mod:`zluda.abi.cublas`). Their Python twins take
every pointer as an integer. A routine's names (``cublasSgemm_v2``, ``cublasSgemm_v2_64``) all
answer through one implementation (:data:`ROUTINES`, by the name without ``_v2`` and ``_64``):
the 64-bit forms differ only in the width of their integers. A function that zluda does not
implement returns CUBLAS_STATUS_NOT_SUPPORTED and logs its name once. cuBLASXt's host API
(``cublasXt.h``) is :mod:`.xt`'s. The legacy API of ``cublas.h`` (no handle) is exported and
not implemented.
"""

from __future__ import annotations

import ctypes
import logging
import re

from ...abi import cublas as abi
from ..common import status_face
from . import extensions, handles, level1, level2, level3, lu, xt
from .handles import HANDLES, Handle
from .status import NAMES, STATUSES, C, CublasError, invalid

log = logging.getLogger("zluda")
HANDLE_TYPE = "struct cublasContext*"
VERSION = (abi.VERSION_MAJOR, 0, 2)  # what cublasGetVersion reports: see attach
CUDART_VERSION = 13000
ffi = None


def _store(address: int, value: int, c_type=ctypes.c_int) -> None:
    if address == 0:
        raise invalid("an output pointer is NULL")
    c_type.from_address(address).value = value


def _handle(value: int) -> Handle:
    return HANDLES.get(value)


# -- handles --------------------------------------------------------------------------------

def cublasCreate(out):  # noqa: N802 - cuBLAS's names
    if out == 0:
        raise invalid("the handle pointer is NULL")
    value = HANDLES.create(Handle(handles.current_context()))
    _store(out, value, ctypes.c_void_p)


def cublasDestroy(hv):  # noqa: N802
    handle = HANDLES.destroy(hv)
    if not handle.context.destroyed:  # its calls are done before it goes, as on CUDA
        try:
            handle.stream().synchronize()
        except CublasError:
            pass


def _version_number() -> int:
    major, minor, patch = VERSION
    return major * 10000 + minor * 100 + patch


def cublasGetVersion(hv, out):  # noqa: N802
    _handle(hv)
    _store(out, _version_number())


def cublasGetProperty(kind, out):  # noqa: N802
    values = dict(zip((C.MAJOR_VERSION, C.MINOR_VERSION, C.PATCH_LEVEL), VERSION))
    if kind not in values:
        raise invalid(f"{kind} is not a libraryPropertyType")
    _store(out, values[kind])


def cublasSetStream(hv, stream):  # noqa: N802
    _handle(hv).set_stream(stream)


def cublasGetStream(hv, out):  # noqa: N802
    _store(out, _handle(hv).stream_handle, ctypes.c_void_p)


def _setting(attribute: str, allowed: tuple[int, ...] | None):
    def set_(hv, value):
        if allowed is not None and value not in allowed:
            raise invalid(f"{value} is not a value of {attribute}")
        setattr(_handle(hv), attribute, value)

    def get(hv, out):
        _store(out, getattr(_handle(hv), attribute))

    return set_, get


MATH_MODES = tuple(v | extra for v in (C.CUBLAS_DEFAULT_MATH, C.CUBLAS_TENSOR_OP_MATH,
                                       C.CUBLAS_PEDANTIC_MATH, C.CUBLAS_TF32_TENSOR_OP_MATH,
                                       C.CUBLAS_FP32_EMULATED_BF16X9_MATH)
                   for extra in (0, C.CUBLAS_MATH_DISALLOW_REDUCED_PRECISION_REDUCTION))
SETTINGS = {
    "PointerMode": _setting("pointer_mode", (C.CUBLAS_POINTER_MODE_HOST,
                                             C.CUBLAS_POINTER_MODE_DEVICE)),
    "MathMode": _setting("math_mode", MATH_MODES),
    "AtomicsMode": _setting("atomics_mode", (C.CUBLAS_ATOMICS_NOT_ALLOWED,
                                             C.CUBLAS_ATOMICS_ALLOWED)),
    "SmCountTarget": _setting("sm_count_target", None),
    "EmulationStrategy": _setting("emulation_strategy", (
        C.CUBLAS_EMULATION_STRATEGY_DEFAULT, C.CUBLAS_EMULATION_STRATEGY_PERFORMANT,
        C.CUBLAS_EMULATION_STRATEGY_EAGER)),
}


def cublasSetWorkspace(hv, workspace, size):  # noqa: N802
    """The workspace is kept, and not needed: the BLAS libraries under zluda bring their own."""
    handle = _handle(hv)
    if size and workspace == 0:
        raise invalid("the workspace is NULL but its size is not 0")
    handle.workspace = (workspace, size)


# -- names of statuses, versions --------------------------------------------------------------

_STRINGS: dict[int, object] = {}


def _c_string(status: int, text: str):
    if status not in _STRINGS:
        _STRINGS[status] = ffi.new("char[]", text.encode())
    return _STRINGS[status]


def cublasGetStatusName(status):  # noqa: N802
    return _c_string(status, NAMES.get(status, "CUBLAS_STATUS_UNKNOWN"))


_STATUS_TEXT = {
    C.CUBLAS_STATUS_SUCCESS: "success", C.CUBLAS_STATUS_NOT_INITIALIZED: "not initialized",
    C.CUBLAS_STATUS_ALLOC_FAILED: "resource allocation failed",
    C.CUBLAS_STATUS_INVALID_VALUE: "an invalid numeric value was used as an argument",
    C.CUBLAS_STATUS_ARCH_MISMATCH: "an absent device architectural feature is required",
    C.CUBLAS_STATUS_MAPPING_ERROR: "an access to GPU memory space failed",
    C.CUBLAS_STATUS_EXECUTION_FAILED: "the GPU program failed to execute",
    C.CUBLAS_STATUS_INTERNAL_ERROR: "an internal operation failed",
    C.CUBLAS_STATUS_NOT_SUPPORTED: "the functionality requested is not supported",
    C.CUBLAS_STATUS_LICENSE_ERROR: "error detected trying to check the license",
}


def cublasGetStatusString(status):  # noqa: N802
    return _c_string(-1 - status, _STATUS_TEXT.get(status, "unknown error"))


def cublasGetCudartVersion():  # noqa: N802
    return CUDART_VERSION


# -- copies between host and device memory ----------------------------------------------------

def _copy_matrix(rows, cols, size, src, ld_src, dst, ld_dst, stream_handle, to_device,
                 asynchronous):
    from ...runtime import transfers
    from ...runtime.errors import CudaError

    if rows < 0 or cols < 0 or size <= 0 or ld_src < max(1, rows) or ld_dst < max(1, rows):
        raise invalid(f"a {rows} x {cols} matrix of {size}-byte elements with leading"
                      f" dimensions {ld_src} and {ld_dst}")
    if rows == 0 or cols == 0:
        return
    stream = handles.stream_of(handles.current_context(), stream_handle)
    host, device = (transfers.HOST_END, transfers.DEVICE_END)
    ends = (device, host) if to_device else (host, device)
    try:
        transfers.copy_2d(stream, dst, ld_dst * size, ends[0], src, ld_src * size, ends[1],
                          rows * size, cols, asynchronous)
    except CudaError as exc:
        raise CublasError(C.CUBLAS_STATUS_MAPPING_ERROR, exc.message) from None


def cublasSetMatrix(rows, cols, size, a, lda, b, ldb):  # noqa: N802
    _copy_matrix(rows, cols, size, a, lda, b, ldb, 0, True, False)


def cublasGetMatrix(rows, cols, size, a, lda, b, ldb):  # noqa: N802
    _copy_matrix(rows, cols, size, a, lda, b, ldb, 0, False, False)


def cublasSetMatrixAsync(rows, cols, size, a, lda, b, ldb, stream):  # noqa: N802
    _copy_matrix(rows, cols, size, a, lda, b, ldb, stream, True, True)


def cublasGetMatrixAsync(rows, cols, size, a, lda, b, ldb, stream):  # noqa: N802
    _copy_matrix(rows, cols, size, a, lda, b, ldb, stream, False, True)


def _copy_vector(n, size, x, incx, y, incy, stream, to_device, asynchronous):
    if incx <= 0 or incy <= 0:
        raise invalid(f"the increments ({incx}, {incy}) must be positive")
    # a vector of n elements, incx apart, is a 1 x n matrix with leading dimension incx
    _copy_matrix(1, n, size, x, incx, y, incy, stream, to_device, asynchronous)


def cublasSetVector(n, size, x, incx, y, incy):  # noqa: N802
    _copy_vector(n, size, x, incx, y, incy, 0, True, False)


def cublasGetVector(n, size, x, incx, y, incy):  # noqa: N802
    _copy_vector(n, size, x, incx, y, incy, 0, False, False)


def cublasSetVectorAsync(n, size, x, incx, y, incy, stream):  # noqa: N802
    _copy_vector(n, size, x, incx, y, incy, stream, True, True)


def cublasGetVectorAsync(n, size, x, incx, y, incy, stream):  # noqa: N802
    _copy_vector(n, size, x, incx, y, incy, stream, False, True)


def cublasLoggerConfigure(log_is_on, log_to_stdout, log_to_stderr, file_name):  # noqa: N802
    """cuBLAS's API log: accepted; what zluda does goes to the "zluda" Python logger."""


ROUTINES = {
    "cublasCreate": cublasCreate, "cublasDestroy": cublasDestroy,
    "cublasGetVersion": cublasGetVersion, "cublasGetProperty": cublasGetProperty,
    "cublasSetStream": cublasSetStream, "cublasGetStream": cublasGetStream,
    "cublasSetWorkspace": cublasSetWorkspace,
    "cublasSetMatrix": cublasSetMatrix, "cublasGetMatrix": cublasGetMatrix,
    "cublasSetMatrixAsync": cublasSetMatrixAsync, "cublasGetMatrixAsync": cublasGetMatrixAsync,
    "cublasSetVector": cublasSetVector, "cublasGetVector": cublasGetVector,
    "cublasSetVectorAsync": cublasSetVectorAsync, "cublasGetVectorAsync": cublasGetVectorAsync,
    "cublasLoggerConfigure": cublasLoggerConfigure,
    **{f"cublasSet{name}": pair[0] for name, pair in SETTINGS.items()},
    **{f"cublasGet{name}": pair[1] for name, pair in SETTINGS.items()},
    **level1.ROUTINES, **level2.ROUTINES, **level3.ROUTINES, **extensions.ROUTINES,
    **lu.ROUTINES, **xt.ROUTINES,
}
# functions that return something other than a status
DIRECT = {"cublasGetStatusName": cublasGetStatusName,
          "cublasGetStatusString": cublasGetStatusString,
          "cublasGetCudartVersion": cublasGetCudartVersion}
_FORMS = re.compile(r"(?:_v2)?(?:_64)?$")


def base_name(symbol: str) -> str:
    """The routine's name without its ``_v2`` and ``_64`` forms."""
    return _FORMS.sub("", symbol)


def implemented_names() -> set[str]:
    """The exported functions that zluda implements (the rest return NOT_SUPPORTED)."""
    return {symbol for symbol, (proto, _, _) in abi.FUNCTIONS.items()
            if symbol in DIRECT or (_routine(symbol) is not None
                                    and proto.startswith("cublasStatus_t "))}


def _routine(symbol: str):
    """The implementation of ``symbol``: its routine's (the legacy API's names, which take no
    handle, have none)."""
    signature = abi.FUNCTIONS[symbol][2]
    base = base_name(symbol)
    if not signature.startswith(HANDLE_TYPE) and base in (
            level1.ROUTINES.keys() | level2.ROUTINES.keys() | level3.ROUTINES.keys()):
        return None
    return ROUTINES.get(base)


def attach(ffi_, lib_) -> None:
    global ffi
    ffi = ffi_
    status_face.attach(ffi, abi.FUNCTIONS, STATUSES, _routine, DIRECT, "cublas")
