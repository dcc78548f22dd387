"""cuRAND's statuses and enumerations, by the header's names (read from the generated ABI),
and :class:`CurandError`, which every check raises with the status that cuRAND gives.
(cuRAND has no status for a function that a library lacks: a function that zluda does not
implement answers CURAND_STATUS_INTERNAL_ERROR, its name logged once.)"""

from __future__ import annotations

from types import SimpleNamespace

from ...abi import curand as abi
from ..common.constants import constants
from ..common.status_face import LibraryError, Statuses

C = SimpleNamespace(**constants(abi.TYPES))
NAMES = {value: name for name, value in vars(C).items() if name.startswith("CURAND_STATUS_")}
STATUSES = Statuses("cuRAND", "curandStatus_t", success=C.CURAND_STATUS_SUCCESS,
                    not_supported=C.CURAND_STATUS_INTERNAL_ERROR,
                    internal_error=C.CURAND_STATUS_INTERNAL_ERROR)


class CurandError(LibraryError):
    names = NAMES
