"""cuSPARSE's statuses and enumerations, by the header's names (read from the generated ABI),
and :class:`CusparseError`, which every check raises with the status that cuSPARSE gives."""

from __future__ import annotations

from types import SimpleNamespace

from ...abi import cusparse as abi
from ..common.constants import constants
from ..common.status_face import LibraryError, Statuses

C = SimpleNamespace(**constants(abi.TYPES))
NAMES = {value: name for name, value in vars(C).items() if name.startswith("CUSPARSE_STATUS_")}
STATUSES = Statuses("cuSPARSE", "cusparseStatus_t", success=C.CUSPARSE_STATUS_SUCCESS,
                    not_supported=C.CUSPARSE_STATUS_NOT_SUPPORTED,
                    internal_error=C.CUSPARSE_STATUS_INTERNAL_ERROR)


class CusparseError(LibraryError):
    names = NAMES


def invalid(message: str) -> CusparseError:
    return CusparseError(C.CUSPARSE_STATUS_INVALID_VALUE, message)


def not_initialized(message: str) -> CusparseError:
    return CusparseError(C.CUSPARSE_STATUS_NOT_INITIALIZED, message)


def not_supported(message: str) -> CusparseError:
    return CusparseError(C.CUSPARSE_STATUS_NOT_SUPPORTED, message)
