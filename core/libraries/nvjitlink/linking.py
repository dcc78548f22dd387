"""nvJitLink's semantics: links of PTX inputs into PTX, with nvJitLink's status codes and logs.

numba-cuda links every kernel through nvJitLink (by cuda.core's ``Linker``), and asks for a
cubin: SASS, which no translator can run. A :class:`Link` takes the same inputs and links the
PTX ones (PTX, fatbinaries' PTX, and "cubins" that hold PTX) with
:class:`zluda.runtime.link.Linker`, the linker of ``cuLink*``; the "linked cubin" and the "linked
PTX" are both that PTX, which ``cuModuleLoadData`` and ``cuLibraryLoadData`` take.
``-arch=sm_XX`` is required, as by nvJitLink. LTO-IR inputs (numba-cuda makes them when
nvJitLink is there) go to NVIDIA's own nvJitLink (:data:`VENDOR`, found by
:mod:`zluda.libraries.common.vendor`) with ``-lto -ptx``, which links and optimizes them into
PTX; that PTX is then linked with the other inputs.
"""

from __future__ import annotations

import logging
import re
import threading

from ...runtime.errors import CudaError
from ...runtime.link import (
    CU_JIT_INPUT_CUBIN,
    CU_JIT_INPUT_FATBINARY,
    CU_JIT_INPUT_LIBRARY,
    CU_JIT_INPUT_OBJECT,
    CU_JIT_INPUT_PTX,
    Linker,
)

log = logging.getLogger("zluda")
# nvJitLinkResult
SUCCESS, UNRECOGNIZED_OPTION, MISSING_ARCH, INVALID_INPUT, PTX_COMPILE = 0, 1, 2, 3, 4
INTERNAL, UNRECOGNIZED_INPUT, NULL_INPUT = 6, 8, 10
# nvJitLinkInputType -> CUjitInputType; ANY (10) is told apart by the data itself
_INPUTS = {1: CU_JIT_INPUT_CUBIN, 2: CU_JIT_INPUT_PTX, 4: CU_JIT_INPUT_FATBINARY,
           5: CU_JIT_INPUT_OBJECT, 6: CU_JIT_INPUT_LIBRARY, 10: CU_JIT_INPUT_CUBIN}
_LTOIR, _INDEX = 3, 7
_ARCH = re.compile(r"-arch=(?:sm|compute|lto)_(\d+)[af]?$")

# (ABI-mode FFI, NVIDIA's nvJitLink), or (None, why it is not there): set when the library
# comes up (zluda.libraries.nvjitlink.face.attach)
VENDOR: tuple = (None, "NVIDIA's nvJitLink was not looked for")


class LinkFailed(Exception):
    """A call that nvJitLink answers with ``status`` (the message goes to the error log)."""

    def __init__(self, status: int, message: str) -> None:
        super().__init__(message)
        self.status = status
        self.message = message


class Link:
    """One ``nvJitLinkHandle``'s link."""

    def __init__(self, options: list[str]) -> None:
        if not any(_ARCH.match(o) for o in options):
            raise LinkFailed(MISSING_ARCH, "option -arch=sm_NN not specified")
        self.linker = Linker()
        self.ltoir: list[tuple[bytes, str]] = []
        self.error_log = ""
        self.info_log = ""
        self.image: bytes | None = None
        self.options = options

    def fail(self, status: int, message: str) -> int:
        """Log ``message`` and keep it in the error log; the status to answer."""
        self.error_log += message + "\n"
        log.warning("zluda: nvJitLink: %s", message)
        return status

    def add(self, kind: int, data: bytes, name: str) -> None:
        if kind == _LTOIR:
            self.ltoir.append((data, name))
            return
        if kind == _INDEX:
            raise LinkFailed(UNRECOGNIZED_INPUT, f"{name}: index files are not supported")
        if kind not in _INPUTS:
            raise LinkFailed(UNRECOGNIZED_INPUT, f"{name}: input type {kind} is not known")
        try:
            self.linker.add(_INPUTS[kind], data, name)
        except CudaError as exc:
            raise LinkFailed(INVALID_INPUT, f"{name}: {exc.message}") from None

    def complete(self) -> None:
        try:
            if self.ltoir:
                ptx = self._ptx_from_ltoir()
                self.linker.add(CU_JIT_INPUT_PTX, ptx.encode("utf-8", "surrogateescape"),
                                "<LTO-IR, linked by NVIDIA's nvJitLink>")
                self.ltoir.clear()
            self.linker.complete()
            self.image = bytes(self.linker.image)
        except CudaError as exc:
            raise LinkFailed(PTX_COMPILE, exc.message) from None
        self.info_log += f"zluda: linked {len(self.linker.sources)} PTX inputs into PTX\n"

    def linked(self) -> bytes:
        """The linked image (PTX), which the "cubin" and "PTX" calls both give."""
        if self.image is None:
            raise LinkFailed(INVALID_INPUT, "the link is not complete (call nvJitLinkComplete)")
        return self.image

    def _ptx_from_ltoir(self) -> str:
        """NVIDIA's nvJitLink, with -lto -ptx: the LTO-IR inputs linked into PTX."""
        real_ffi, real = VENDOR
        if real_ffi is None:
            raise CudaError("CUDA_ERROR_NOT_SUPPORTED", f"LTO-IR needs NVIDIA's nvJitLink: {real}")
        options = [o for o in self.options if o not in ("-lto", "-ptx")] + ["-lto", "-ptx"]
        cells = [real_ffi.new("char[]", o.encode()) for o in options]
        handle = real_ffi.new("nvJitLinkHandle *")
        status = real.nvJitLinkCreate(handle, len(cells), real_ffi.new("char *[]", cells))

        def log_of(size_fn, text_fn) -> str:
            size = real_ffi.new("size_t *")
            if size_fn(handle[0], size) != SUCCESS or size[0] == 0:
                return ""
            buffer = real_ffi.new("char[]", size[0])
            text_fn(handle[0], buffer)
            return real_ffi.string(buffer).decode("utf-8", "replace")

        try:
            if status != SUCCESS:
                raise CudaError("CUDA_ERROR_INVALID_VALUE", f"nvJitLinkCreate: error {status}")
            for data, name in self.ltoir:
                status = status or real.nvJitLinkAddData(handle[0], _LTOIR, data, len(data),
                                                         name.encode())
            status = status or real.nvJitLinkComplete(handle[0])
            if status != SUCCESS:
                raise CudaError("CUDA_ERROR_INVALID_PTX", "NVIDIA's nvJitLink failed on the LTO-IR"
                                f" (error {status}): " + log_of(real.nvJitLinkGetErrorLogSize,
                                                                real.nvJitLinkGetErrorLog))
            size = real_ffi.new("size_t *")
            real.nvJitLinkGetLinkedPtxSize(handle[0], size)
            buffer = real_ffi.new("char[]", size[0])
            real.nvJitLinkGetLinkedPtx(handle[0], buffer)
            return real_ffi.string(buffer).decode("utf-8", "surrogateescape")
        finally:
            if handle[0] != real_ffi.NULL:
                real.nvJitLinkDestroy(handle)


class Links:
    """The links that handles name: a handle is an int that names nothing else."""

    def __init__(self) -> None:
        self._links: dict[int, Link] = {}
        self._lock = threading.Lock()
        self._next = 0x4A4C0000

    def create(self, options: list[str]) -> int:
        link = Link(options)
        with self._lock:
            self._next += 1
            self._links[self._next] = link
            return self._next

    def get(self, handle: int) -> Link | None:
        return self._links.get(handle)

    def destroy(self, handle: int) -> bool:
        with self._lock:
            return self._links.pop(handle, None) is not None


LINKS = Links()
