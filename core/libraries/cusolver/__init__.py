"""``libcusolver.so.12``: cuSOLVER's dense API, over LAPACK per device kind.
The C face is :mod:`.face`."""

from ..common.descriptor import ALL_BUT_CALLBACKS, NativeLibrary

LIBRARY = NativeLibrary(
    "libcusolver.so.12", "cusolver", "zluda.libraries.cusolver.face", ("zluda.abi.cusolver",),
    (("cusolverStatus_t", "(cusolverStatus_t)1"),),  # CUSOLVER_STATUS_NOT_INITIALIZED
    # a release once Python is gone (a program's destructors at exit): success once zluda was up
    (r"cusolver\w*Destroy\w*", "(cusolverStatus_t)(zluda_state > 0 ? 0 : 1)"),
    integer_twins=ALL_BUT_CALLBACKS, link="libcusolver.so",
    symbol_version="libcusolver.so.12")
