"""``cuLink*``: linking several inputs into one image that ``cuModuleLoadData`` takes.

The inputs are PTX, fatbinaries (their PTX) and "cubins" that hold PTX (zluda's NVRTC and
nvJitLink give PTX where a cubin is asked for); :func:`zluda.ptx.link.link_ptx` links their PTX
into one module. The image is that PTX text, NUL-terminated, at an address that stays valid
until the link state is destroyed, as CUDA's ``cuLinkComplete`` promises.
"""

from __future__ import annotations

import ctypes

from .errors import CudaError
from .module import image_to_ptx

# CUjitInputType
CU_JIT_INPUT_CUBIN, CU_JIT_INPUT_PTX, CU_JIT_INPUT_FATBINARY = 0, 1, 2
CU_JIT_INPUT_OBJECT, CU_JIT_INPUT_LIBRARY, CU_JIT_INPUT_NVVM = 3, 4, 5
_NAMES = {0: "cubin", 1: "PTX", 2: "fatbinary", 3: "object", 4: "library", 5: "NVVM (LTO-IR)"}


class Linker:
    """One CUlinkState: its inputs so far, then the linked image."""

    def __init__(self) -> None:
        self.sources: list[str] = []
        self.names: list[str] = []
        self.image: ctypes.Array | None = None
        self.destroyed = False

    def add(self, kind: int, data: bytes, name: str) -> None:
        if self.image is not None:
            raise CudaError("CUDA_ERROR_INVALID_HANDLE", "the link is already complete")
        if kind not in _NAMES:
            raise CudaError("CUDA_ERROR_INVALID_VALUE", f"{kind} is not a CUjitInputType")
        if kind == CU_JIT_INPUT_NVVM:
            raise CudaError("CUDA_ERROR_NOT_SUPPORTED",
                            f"{name}: zluda links PTX, not NVVM IR (LTO); compile it to PTX")
        if not data:
            raise CudaError("CUDA_ERROR_INVALID_IMAGE", f"{name}: the {_NAMES[kind]} is empty")
        if data.startswith(b"!<arch>\n"):  # a static library of cubins, such as libcudadevrt.a
            raise CudaError("CUDA_ERROR_NOT_SUPPORTED",
                            f"{name} is an archive of cubins (SASS, which only NVIDIA GPUs run),"
                            " such as CUDA's device runtime (libcudadevrt.a, for grid-wide sync"
                            " and dynamic parallelism): zluda cannot link it")
        ptx = data.decode("utf-8", "surrogateescape") if kind == CU_JIT_INPUT_PTX else \
            image_to_ptx(data)
        self.sources.append(ptx.split("\0", 1)[0])
        self.names.append(name or f"<input {len(self.sources)}>")

    def complete(self) -> tuple[int, int]:
        """The linked image's address and size."""
        if self.image is None:
            if not self.sources:
                raise CudaError("CUDA_ERROR_INVALID_VALUE", "nothing was added to the link")
            from ..ptx.link import LinkError, link_ptx

            try:
                text = link_ptx(self.sources, self.names)
            except LinkError as exc:
                raise CudaError("CUDA_ERROR_INVALID_PTX", str(exc)) from None
            data = text.encode("utf-8", "surrogateescape") + b"\0"
            self.image = ctypes.create_string_buffer(data, len(data))
        return ctypes.addressof(self.image), len(self.image)
