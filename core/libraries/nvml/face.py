"""zluda's ``libnvidia-ml.so.1``: NVML's C ABI. Every function of nvml.h is exported
(:mod:`zluda.abi.nvml`), its versioned and unversioned names; what zluda does not implement
returns NVML_ERROR_NOT_SUPPORTED and logs its name once."""

from __future__ import annotations

from ...abi import nvml as abi
from ..common import status_face
from .status import NAMES, STATUSES

ffi = None


_STRINGS: dict[int, object] = {}


def nvmlErrorString(result):  # noqa: N802 - NVML's names
    if result not in _STRINGS:
        text = NAMES.get(result, "NVML_ERROR_UNKNOWN").removeprefix("NVML_ERROR_")
        _STRINGS[result] = ffi.new("char[]", text.replace("_", " ").capitalize().encode())
    return _STRINGS[result]


ROUTINES = {}
DIRECT = {"nvmlErrorString": nvmlErrorString}


def implemented_names() -> set[str]:
    return set(ROUTINES) | set(DIRECT)


def attach(ffi_, lib_) -> None:
    global ffi
    ffi = ffi_
    status_face.attach(ffi, abi.FUNCTIONS, STATUSES, ROUTINES.get, DIRECT, "nvml")
