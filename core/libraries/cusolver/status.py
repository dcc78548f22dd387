"""cuSOLVER's statuses and enumerations, by the header's names (read from the generated ABI),
and :class:`CusolverError`, which every check raises with the status that cuSOLVER gives."""

from __future__ import annotations

from types import SimpleNamespace

from ...abi import cusolver as abi
from ..common.constants import constants
from ..common.status_face import LibraryError, Statuses

C = SimpleNamespace(**constants(abi.TYPES))
NAMES = {value: name for name, value in vars(C).items() if name.startswith("CUSOLVER_STATUS_")}
STATUSES = Statuses("cuSOLVER", "cusolverStatus_t", success=C.CUSOLVER_STATUS_SUCCESS,
                    not_supported=C.CUSOLVER_STATUS_NOT_SUPPORTED,
                    internal_error=C.CUSOLVER_STATUS_INTERNAL_ERROR)


class CusolverError(LibraryError):
    names = NAMES
