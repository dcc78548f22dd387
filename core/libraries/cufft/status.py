"""cuFFT's statuses and enumerations, by the header's names (read from the generated ABI),
and :class:`CufftError`, which every check raises with the status that cuFFT gives."""

from __future__ import annotations

from types import SimpleNamespace

from ...abi import cufft as abi
from ..common.constants import constants, enumerations
from ..common.status_face import LibraryError, Statuses

C = SimpleNamespace(**constants(abi.TYPES))
RESULTS = {name for name in enumerations(abi.TYPES)["cufftResult"]}
NAMES = {value: name for name, value in vars(C).items() if name in RESULTS}
STATUSES = Statuses("cuFFT", "cufftResult", success=C.CUFFT_SUCCESS,
                    not_supported=C.CUFFT_NOT_SUPPORTED, internal_error=C.CUFFT_INTERNAL_ERROR)


class CufftError(LibraryError):
    names = NAMES
