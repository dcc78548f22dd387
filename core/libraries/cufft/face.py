"""zluda's ``libcufft.so.12``: cuFFT's C ABI. Every function of cufft.h and cufftXt.h is
exported (:mod:`zluda.abi.cufft`); what zluda does not implement yet returns
CUFFT_NOT_SUPPORTED and logs its name once."""

from __future__ import annotations

from ...abi import cufft as abi
from ..common import status_face
from ..common.versions import store_int, store_property, version_number
from .status import STATUSES, C, CufftError

ffi = None


def _invalid(message):
    return CufftError(C.CUFFT_INVALID_VALUE, message)


def cufftGetVersion(out):  # noqa: N802 - cuFFT's names
    store_int(out, version_number(abi), _invalid)


def cufftGetProperty(kind, out):  # noqa: N802
    store_property(abi, kind, out, _invalid)


ROUTINES = {"cufftGetVersion": cufftGetVersion, "cufftGetProperty": cufftGetProperty}
DIRECT = {}


def implemented_names() -> set[str]:
    return set(ROUTINES) | set(DIRECT)


def attach(ffi_, lib_) -> None:
    global ffi
    ffi = ffi_
    status_face.attach(ffi, abi.FUNCTIONS, STATUSES, ROUTINES.get, DIRECT, "cufft")
