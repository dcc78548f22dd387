"""``libcublas.so.13``: cuBLAS, over the BLAS library that serves the handle's device.

CUDA's semantics are kept here once: handles (:mod:`.handles`), the order of each call in the
handle's stream (:mod:`.execution`), the checks of cuBLAS's arguments, and the routines
(:mod:`.level1`, :mod:`.level2`, :mod:`.level3`, :mod:`.extensions`). The arithmetic is a real
library's, found through the provider hook (:mod:`zluda.libraries.common.providers`): OpenBLAS on
CPU devices (:mod:`.openblas`), hipBLAS on ROCm (``zluda.backends.rocm.hipblas``). The C face
is :mod:`.face`.
"""

from ..common.descriptor import ALL_BUT_CALLBACKS, NativeLibrary

# what a release returns when Python is gone: success once zluda was up (a program's
# destructors at exit, after Python's, destroy their handles), else NOT_INITIALIZED
CUBLAS_RELEASES = (r"cublas(Lt)?\w*Destroy(_v2)?", "(cublasStatus_t)(zluda_state > 0 ? 0 : 1)")
CUBLAS_FAILURES = (
    ("cublasStatus_t", "(cublasStatus_t)1"),  # CUBLAS_STATUS_NOT_INITIALIZED
    ("int", "0"), ("float", "0.0f"), ("double", "0.0"), ("size_t", "0"), ("unsigned", "0"),
    ("cuComplex", "(cuComplex){0.0f, 0.0f}"), ("cuDoubleComplex", "(cuDoubleComplex){0.0, 0.0}"),
    ("const char *", '"zluda: Python did not start (see stderr)"'),
)

LIBRARY = NativeLibrary(
    "libcublas.so.13", "cublas", "zluda.libraries.cublas.face", ("zluda.abi.cublas",),
    CUBLAS_FAILURES, CUBLAS_RELEASES, integer_twins=ALL_BUT_CALLBACKS,
    link="libcublas.so",
    symbol_version="libcublas.so.13")
