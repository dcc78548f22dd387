"""``libcurand.so.10``: cuRAND's host API: NVIDIA's generators and distributions, giving the
numbers that NVIDIA's cuRAND gives. The C face is :mod:`.face`."""

from ..common.descriptor import ALL_BUT_CALLBACKS, NativeLibrary

LIBRARY = NativeLibrary(
    "libcurand.so.10", "curand", "zluda.libraries.curand.face", ("zluda.abi.curand",),
    (("curandStatus_t", "(curandStatus_t)203"),),  # CURAND_STATUS_INITIALIZATION_FAILED
    # a release once Python is gone (a program's destructors at exit): success once zluda was up
    (r"curandDestroy(Generator|Distribution)", "(curandStatus_t)(zluda_state > 0 ? 0 : 203)"),
    integer_twins=ALL_BUT_CALLBACKS, link="libcurand.so",
    symbol_version="libcurand.so.10")
