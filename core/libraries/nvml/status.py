"""NVML's statuses and enumerations, by the header's names (read from the generated ABI),
and :class:`NvmlError`, which every check raises with the status that NVML gives."""

from __future__ import annotations

from types import SimpleNamespace

from ...abi import nvml as abi
from ..common.constants import constants, enumerations
from ..common.status_face import LibraryError, Statuses

C = SimpleNamespace(**constants(abi.TYPES))
RETURNS = set(enumerations(abi.TYPES)["nvmlReturn_t"])
NAMES = {value: name for name, value in vars(C).items() if name in RETURNS}
STATUSES = Statuses("NVML", "nvmlReturn_t", success=C.NVML_SUCCESS,
                    not_supported=C.NVML_ERROR_NOT_SUPPORTED, internal_error=C.NVML_ERROR_UNKNOWN)


class NvmlError(LibraryError):
    names = NAMES
