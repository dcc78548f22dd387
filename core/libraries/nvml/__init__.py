"""``libnvidia-ml.so.1``: NVML: the devices that zluda runs on, described as NVIDIA's management
library describes its GPUs. The C face is :mod:`.face`."""

from ..common.descriptor import ALL_BUT_CALLBACKS, NativeLibrary

LIBRARY = NativeLibrary(
    "libnvidia-ml.so.1", "nvml", "zluda.libraries.nvml.face", ("zluda.abi.nvml",),
    (("nvmlReturn_t", "(nvmlReturn_t)9"),  # NVML_ERROR_DRIVER_NOT_LOADED
     ("const char *", '"zluda: Python did not start (see stderr)"'),),
    # a release once Python is gone (a program's destructors at exit): success once zluda was up
    (r"nvmlShutdown", "(nvmlReturn_t)(zluda_state > 0 ? 0 : 9)"),
    integer_twins=ALL_BUT_CALLBACKS, link="libnvidia-ml.so")
