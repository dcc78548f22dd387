"""cuBLAS's statuses and enumerations, by the header's names (read from the generated ABI),
and :class:`CublasError`, which every check raises with the status that cuBLAS gives."""

from __future__ import annotations

from types import SimpleNamespace

from ...abi import cublas as abi
from ..common.constants import constants
from ..common.status_face import LibraryError, Statuses

C = SimpleNamespace(**constants(abi.TYPES))  # C.CUBLAS_OP_N, C.CUDA_R_32F, ...

SUCCESS = C.CUBLAS_STATUS_SUCCESS
NOT_INITIALIZED = C.CUBLAS_STATUS_NOT_INITIALIZED
ALLOC_FAILED = C.CUBLAS_STATUS_ALLOC_FAILED
INVALID_VALUE = C.CUBLAS_STATUS_INVALID_VALUE
ARCH_MISMATCH = C.CUBLAS_STATUS_ARCH_MISMATCH
EXECUTION_FAILED = C.CUBLAS_STATUS_EXECUTION_FAILED
INTERNAL_ERROR = C.CUBLAS_STATUS_INTERNAL_ERROR
NOT_SUPPORTED = C.CUBLAS_STATUS_NOT_SUPPORTED
NAMES = {value: name for name, value in vars(C).items() if name.startswith("CUBLAS_STATUS_")}


class CublasError(LibraryError):
    names = NAMES


STATUSES = Statuses("cuBLAS", "cublasStatus_t", SUCCESS, NOT_SUPPORTED, INTERNAL_ERROR)


def invalid(message: str) -> CublasError:
    return CublasError(INVALID_VALUE, message)
