"""zluda's ``libcublasLt.so.13``: cuBLASLt's C ABI over :mod:`.matmul`.

Every function of cublasLt.h is exported (:mod:`zluda.abi.cublaslt`); their twins take every
pointer as an integer. What zluda does not implement (the matrix transform, the algorithm
configuration beyond the one algorithm it has) returns CUBLAS_STATUS_NOT_SUPPORTED and logs its
name once.
"""

from __future__ import annotations

import ctypes
import logging

from ...abi import cublaslt as abi
from ..common import status_face
from ..common.handles import Handles
from ..cublas import face as cublas_face
from ..cublas import handles
from ..cublas.handles import Handle
from ..cublas.status import NAMES, STATUSES, SUCCESS, C, invalid
from . import matmul as lt
from .matmul import DESCRIPTORS, Layout, MatmulDesc, Preference

log = logging.getLogger("zluda")
HANDLES = Handles(0x7C0B1A7000, "cuBLASLt handle", handles.not_initialized)
OPAQUE_BYTES = {"desc": 256, "layout": 64, "pref": 64}  # cublasLt*Opaque_t's sizes
HEURISTIC = "cublasLtMatmulHeuristicResult_t"
ffi = None


def _store(address: int, value: int, c_type=ctypes.c_void_p) -> None:
    if address == 0:
        raise invalid("an output pointer is NULL")
    c_type.from_address(address).value = value


def cublasLtCreate(out):  # noqa: N802 - cuBLASLt's names
    if out == 0:
        raise invalid("the handle pointer is NULL")
    _store(out, HANDLES.create(Handle(handles.current_context())))


def cublasLtDestroy(hv):  # noqa: N802
    HANDLES.destroy(hv)


def cublasLtGetVersion():  # noqa: N802
    return cublas_face._version_number()


def cublasLtGetCudartVersion():  # noqa: N802
    return cublas_face.CUDART_VERSION


def _matmul_desc(compute, scale):
    return MatmulDesc(COMPUTE_TYPE=compute, SCALE_TYPE=scale, TRANSA=C.CUBLAS_OP_N,
                      TRANSB=C.CUBLAS_OP_N, TRANSC=C.CUBLAS_OP_N)


def _layout(kind, rows, cols, ld):
    return Layout(TYPE=kind, ROWS=rows, COLS=cols, LD=ld, BATCH_COUNT=1)


def cublasLtMatmulDescCreate(out, compute, scale):  # noqa: N802
    _store(out, DESCRIPTORS.create(_matmul_desc(compute, scale), OPAQUE_BYTES["desc"]))


def cublasLtMatmulDescInit_internal(desc, size, compute, scale):  # noqa: N802
    DESCRIPTORS.init(desc, _matmul_desc(compute, scale))


def cublasLtMatrixLayoutCreate(out, kind, rows, cols, ld):  # noqa: N802
    _store(out, DESCRIPTORS.create(_layout(kind, rows, cols, ld), OPAQUE_BYTES["layout"]))


def cublasLtMatrixLayoutInit_internal(layout, size, kind, rows, cols, ld):  # noqa: N802
    DESCRIPTORS.init(layout, _layout(kind, rows, cols, ld))


def cublasLtMatmulPreferenceCreate(out):  # noqa: N802
    _store(out, DESCRIPTORS.create(Preference(), OPAQUE_BYTES["pref"]))


def cublasLtMatmulPreferenceInit_internal(pref, size):  # noqa: N802
    DESCRIPTORS.init(pref, Preference())


def _descriptor_calls(cls):
    def destroy(address):
        DESCRIPTORS.destroy(address, cls)

    def set_(address, attr, buffer, size):
        DESCRIPTORS.get(address, cls).set(attr, buffer, size)

    def get(address, attr, buffer, size, written):
        DESCRIPTORS.get(address, cls).get(attr, buffer, size, written)

    return destroy, set_, get


def cublasLtMatmul(hv, desc, alpha, a, adesc, b, bdesc, beta, c, cdesc, d, ddesc, algo,  # noqa: N802
                   workspace, workspace_size, stream):
    handle = HANDLES.get(hv)
    get = DESCRIPTORS.get
    lt.matmul(handle, get(desc, MatmulDesc), alpha, a, get(adesc, Layout), b, get(bdesc, Layout),
              beta, c, get(cdesc, Layout), d, get(ddesc, Layout), stream)


def cublasLtMatmulAlgoGetHeuristic(hv, desc, adesc, bdesc, cdesc, ddesc, pref, requested,  # noqa: N802
                                   results, count):
    """One algorithm, which needs no workspace: zluda's BLAS libraries choose their own."""
    HANDLES.get(hv)
    if requested <= 0:
        raise invalid(f"requestedAlgoCount = {requested}")
    if results == 0 or count == 0:
        raise invalid("heuristicResultsArray or returnAlgoCount is NULL")
    get = DESCRIPTORS.get
    DESCRIPTORS.get(pref, Preference)
    ctypes.c_int.from_address(count).value = 0
    lt.heuristic(get(desc, MatmulDesc), [get(x, Layout) for x in (adesc, bdesc, cdesc, ddesc)])
    result = ffi.cast(f"{HEURISTIC} *", results)
    ffi.memmove(result, bytes(ffi.sizeof(HEURISTIC)), ffi.sizeof(HEURISTIC))
    result.workspaceSize = 0
    result.state = SUCCESS
    result.wavesCount = 1.0
    ctypes.c_int.from_address(count).value = 1


def cublasLtMatmulAlgoInit(hv, compute, scale, atype, btype, ctype, dtype, algo_id, algo):  # noqa: N802
    HANDLES.get(hv)
    if algo == 0:
        raise invalid("algo is NULL")
    ctypes.memset(algo, 0, ffi.sizeof("cublasLtMatmulAlgo_t"))
    ctypes.c_uint64.from_address(algo).value = algo_id


def cublasLtMatmulAlgoCheck(hv, desc, adesc, bdesc, cdesc, ddesc, algo, result):  # noqa: N802
    HANDLES.get(hv)
    get = DESCRIPTORS.get
    lt.heuristic(get(desc, MatmulDesc), [get(x, Layout) for x in (adesc, bdesc, cdesc, ddesc)])
    if result:
        out = ffi.cast(f"{HEURISTIC} *", result)
        ffi.memmove(out, bytes(ffi.sizeof(HEURISTIC)), ffi.sizeof(HEURISTIC))
        out.state = SUCCESS
        out.wavesCount = 1.0


def _accepted(*_args):
    """A setting of cuBLASLt's log or cache: accepted (zluda logs to the "zluda" logger)."""


_desc_destroy, _desc_set, _desc_get = _descriptor_calls(MatmulDesc)
_layout_destroy, _layout_set, _layout_get = _descriptor_calls(Layout)
_pref_destroy, _pref_set, _pref_get = _descriptor_calls(Preference)
ROUTINES = {
    "cublasLtCreate": cublasLtCreate, "cublasLtDestroy": cublasLtDestroy,
    "cublasLtGetProperty": cublas_face.cublasGetProperty,
    "cublasLtMatmulDescCreate": cublasLtMatmulDescCreate,
    "cublasLtMatmulDescInit_internal": cublasLtMatmulDescInit_internal,
    "cublasLtMatmulDescDestroy": _desc_destroy, "cublasLtMatmulDescSetAttribute": _desc_set,
    "cublasLtMatmulDescGetAttribute": _desc_get,
    "cublasLtMatrixLayoutCreate": cublasLtMatrixLayoutCreate,
    "cublasLtMatrixLayoutInit_internal": cublasLtMatrixLayoutInit_internal,
    "cublasLtMatrixLayoutDestroy": _layout_destroy,
    "cublasLtMatrixLayoutSetAttribute": _layout_set,
    "cublasLtMatrixLayoutGetAttribute": _layout_get,
    "cublasLtMatmulPreferenceCreate": cublasLtMatmulPreferenceCreate,
    "cublasLtMatmulPreferenceInit_internal": cublasLtMatmulPreferenceInit_internal,
    "cublasLtMatmulPreferenceDestroy": _pref_destroy,
    "cublasLtMatmulPreferenceSetAttribute": _pref_set,
    "cublasLtMatmulPreferenceGetAttribute": _pref_get,
    "cublasLtMatmul": cublasLtMatmul,
    "cublasLtMatmulAlgoGetHeuristic": cublasLtMatmulAlgoGetHeuristic,
    "cublasLtMatmulAlgoInit": cublasLtMatmulAlgoInit,
    "cublasLtMatmulAlgoCheck": cublasLtMatmulAlgoCheck,
    **{name: _accepted for name in (
        "cublasLtLoggerOpenFile", "cublasLtLoggerSetLevel", "cublasLtLoggerSetMask",
        "cublasLtLoggerForceDisable", "cublasLtLoggerSetFile",
        "cublasLtHeuristicsCacheSetCapacity")},
}
DIRECT = {"cublasLtGetVersion": cublasLtGetVersion,
          "cublasLtGetCudartVersion": cublasLtGetCudartVersion,
          "cublasLtGetStatusName": lambda status: _c_string(
              status, NAMES.get(status, "CUBLAS_STATUS_UNKNOWN")),
          "cublasLtGetStatusString": lambda status: _c_string(
              -1 - status, cublas_face._STATUS_TEXT.get(status, "unknown error")),
          "cublasLtDisableCpuInstructionsSetMask": lambda mask: 0}


_STRINGS: dict[int, object] = {}


def _c_string(key: int, text: str):
    if key not in _STRINGS:
        _STRINGS[key] = ffi.new("char[]", text.encode())
    return _STRINGS[key]


def implemented_names() -> set[str]:
    return set(ROUTINES) | set(DIRECT)


def attach(ffi_, lib_) -> None:
    global ffi
    ffi = ffi_
    status_face.attach(ffi, abi.FUNCTIONS, STATUSES, ROUTINES.get, DIRECT, "cublaslt")
