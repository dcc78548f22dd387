"""zluda's ``libcusolver.so.12``: cuSOLVER's C ABI. Every function of cusolverDn.h, cusolverSp.h
and cusolverRf.h is exported (:mod:`zluda.abi.cusolver`); what zluda does not implement yet
returns CUSOLVER_STATUS_NOT_SUPPORTED and logs its name once."""

from __future__ import annotations

from ...abi import cusolver as abi
from ..common import status_face
from ..common.versions import store_int, store_property, version_number
from .status import STATUSES, C, CusolverError

ffi = None


def _invalid(message):
    return CusolverError(C.CUSOLVER_STATUS_INVALID_VALUE, message)


def cusolverGetVersion(out):  # noqa: N802 - cuSOLVER's names
    store_int(out, version_number(abi), _invalid)


def cusolverGetProperty(kind, out):  # noqa: N802
    store_property(abi, kind, out, _invalid)


ROUTINES = {"cusolverGetVersion": cusolverGetVersion, "cusolverGetProperty": cusolverGetProperty}
DIRECT = {}


def implemented_names() -> set[str]:
    return set(ROUTINES) | set(DIRECT)


def attach(ffi_, lib_) -> None:
    global ffi
    ffi = ffi_
    status_face.attach(ffi, abi.FUNCTIONS, STATUSES, ROUTINES.get, DIRECT, "cusolver")
