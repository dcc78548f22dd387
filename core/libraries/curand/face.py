"""zluda's ``libcurand.so.10``: cuRAND's C ABI. Every function of curand.h is exported
(:mod:`zluda.abi.curand`)."""

from __future__ import annotations

from ...abi import curand as abi
from ..common import status_face
from ..common.versions import store_int, store_property, version_number
from .status import STATUSES, C, CurandError

ffi = None


def _out_of_range(message):
    return CurandError(C.CURAND_STATUS_OUT_OF_RANGE, message)


def curandGetVersion(out):  # noqa: N802 - cuRAND's names
    store_int(out, version_number(abi), _out_of_range)


def curandGetProperty(kind, out):  # noqa: N802
    store_property(abi, kind, out, _out_of_range)


ROUTINES = {"curandGetVersion": curandGetVersion, "curandGetProperty": curandGetProperty}
DIRECT = {}


def implemented_names() -> set[str]:
    return set(ROUTINES) | set(DIRECT)


def attach(ffi_, lib_) -> None:
    global ffi
    ffi = ffi_
    status_face.attach(ffi, abi.FUNCTIONS, STATUSES, ROUTINES.get, DIRECT, "curand")
