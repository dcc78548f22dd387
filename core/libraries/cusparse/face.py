"""zluda's ``libcusparse.so.12``: cuSPARSE's C ABI over :mod:`zluda.libraries.cusparse`.
Every function of cusparse.h is exported (:mod:`zluda.abi.cusparse`), pointers as integers:
handles and the generic API's operations (:mod:`.generic`), those in phases (SpGEMM, SDDMM,
SpSV, SpSM, csrgeam2: :mod:`.products`), the incomplete factorizations (csrilu02, csric02:
:mod:`.incomplete`), descriptors (:mod:`.descriptor_calls`), the legacy
index functions (:mod:`.legacy`). What zluda does not
implement yet returns CUSPARSE_STATUS_NOT_SUPPORTED and logs its name once."""

from __future__ import annotations

from ...abi import cusparse as abi
from ..common import status_face
from ..common.versions import store_property
from . import descriptor_calls, generic, incomplete, legacy, products
from .status import NAMES, STATUSES, C, CusparseError

ffi = None


def _invalid(message):
    return CusparseError(C.CUSPARSE_STATUS_INVALID_VALUE, message)


def cusparseGetProperty(kind, out):  # noqa: N802 - cuSPARSE's names
    store_property(abi, kind, out, _invalid)


_STRINGS: dict[int, object] = {}


def _c_string(key, text: str):
    if key not in _STRINGS:
        _STRINGS[key] = ffi.new("char[]", text.encode())
    return _STRINGS[key]


def cusparseGetErrorName(status):  # noqa: N802
    return _c_string(status, NAMES.get(status, "CUSPARSE_STATUS_UNKNOWN"))


def cusparseGetErrorString(status):  # noqa: N802
    text = NAMES.get(status, "unknown error").removeprefix("CUSPARSE_STATUS_")
    return _c_string(("string", status), text.replace("_", " ").lower())


def cusparseLoggerSetLevel(level):  # noqa: N802
    """cuSPARSE's API log: accepted; what zluda does goes to the "zluda" Python logger."""


ROUTINES = {"cusparseGetProperty": cusparseGetProperty,
            "cusparseLoggerSetLevel": cusparseLoggerSetLevel,
            "cusparseLoggerSetMask": cusparseLoggerSetLevel,
            **generic.ROUTINES, **descriptor_calls.ROUTINES, **legacy.ROUTINES,
            **products.ROUTINES, **incomplete.ROUTINES}
DIRECT = {"cusparseGetErrorName": cusparseGetErrorName,
          "cusparseGetErrorString": cusparseGetErrorString, **descriptor_calls.DIRECT}


def implemented_names() -> set[str]:
    return (set(ROUTINES) | set(DIRECT)) & set(abi.FUNCTIONS)


def attach(ffi_, lib_) -> None:
    global ffi
    ffi = ffi_
    status_face.attach(ffi, abi.FUNCTIONS, STATUSES, ROUTINES.get, DIRECT, "cusparse")
