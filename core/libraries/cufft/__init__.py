"""``libcufft.so.12``: cuFFT: plans of one, two and three dimensions and their advanced layouts,
executed by a real FFT library per device kind. The C face is :mod:`.face`."""

from ..common.descriptor import ALL_BUT_CALLBACKS, NativeLibrary

LIBRARY = NativeLibrary(
    "libcufft.so.12", "cufft", "zluda.libraries.cufft.face", ("zluda.abi.cufft",),
    (("cufftResult", "(cufftResult)7"),),  # CUFFT_SETUP_FAILED
    # a release once Python is gone (a program's destructors at exit): success once zluda was up
    (r"cufftDestroy", "(cufftResult)(zluda_state > 0 ? 0 : 7)"),
    integer_twins=ALL_BUT_CALLBACKS, link="libcufft.so",
    symbol_version="libcufft.so.12")
