"""``libnvJitLink.so.13``: nvJitLink, linking PTX into PTX where a cubin is asked for
(:mod:`.linking`; the C face is :mod:`.face`)."""

from ..common.descriptor import NativeLibrary

LIBRARY = NativeLibrary(
    "libnvJitLink.so.13", "nvjitlink", "zluda.libraries.nvjitlink.face", ("zluda.abi.nvjitlink",),
    (("nvJitLinkResult", "(nvJitLinkResult)6"),))  # NVJITLINK_ERROR_INTERNAL
