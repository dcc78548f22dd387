"""``libcublasLt.so.13``: cuBLASLt's matmul (:mod:`.matmul`) over the same BLAS providers as
cuBLAS (:mod:`zluda.libraries.cublas`). The C face is :mod:`.face`."""

from ..common.descriptor import ALL_BUT_CALLBACKS, NativeLibrary
from ..cublas import CUBLAS_FAILURES, CUBLAS_RELEASES

LIBRARY = NativeLibrary(
    "libcublasLt.so.13", "cublaslt", "zluda.libraries.cublaslt.face", ("zluda.abi.cublaslt",),
    CUBLAS_FAILURES, CUBLAS_RELEASES, integer_twins=ALL_BUT_CALLBACKS,
    link="libcublasLt.so",
    symbol_version="libcublasLt.so.13")
