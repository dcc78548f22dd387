"""``libnvrtc.so.13``: NVIDIA's NVRTC, asked for PTX where a program asks for SASS
(:mod:`.compiling`; the C face is :mod:`.face`)."""

from ..common.descriptor import NativeLibrary

LIBRARY = NativeLibrary(
    "libnvrtc.so.13", "nvrtc", "zluda.libraries.nvrtc.face", ("zluda.abi.nvrtc",),
    (("nvrtcResult", "(nvrtcResult)11"),  # NVRTC_ERROR_INTERNAL_ERROR
     ("const char *", '"zluda: Python did not start (see stderr)"')))
