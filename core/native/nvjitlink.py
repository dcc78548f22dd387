"""zluda's ``libnvJitLink.so.13``: nvJitLink's API, linking PTX into PTX.

numba-cuda links every kernel through nvJitLink (by cuda.core's ``Linker``), and asks for a
cubin: SASS, which no translator can run. This library takes the same calls and links the PTX
inputs (PTX, fatbinaries' PTX, and "cubins" that hold PTX) with :class:`zluda.runtime.link.Linker`,
the linker of ``cuLink*``; the "linked cubin" and the "linked PTX" are both that PTX, which
``cuModuleLoadData`` and ``cuLibraryLoadData`` take. ``-arch=sm_XX`` is required, as by
nvJitLink. LTO-IR inputs (numba-cuda makes them when nvJitLink is there) go to NVIDIA's own
nvJitLink (:mod:`zluda.native.toolkit` finds it) with ``-lto -ptx``, which links and optimizes
them into PTX; that PTX is then linked with the other inputs.
"""

from __future__ import annotations

import logging
import re
import threading

from ..runtime.errors import CudaError
from ..runtime.link import (
    CU_JIT_INPUT_CUBIN,
    CU_JIT_INPUT_FATBINARY,
    CU_JIT_INPUT_LIBRARY,
    CU_JIT_INPUT_OBJECT,
    CU_JIT_INPUT_PTX,
    Linker,
)
from .guard import guarded
from .toolkit_declarations import NVJITLINK_FUNCTIONS

log = logging.getLogger("zluda")
SUCCESS, UNRECOGNIZED_OPTION, MISSING_ARCH, INVALID_INPUT, PTX_COMPILE = 0, 1, 2, 3, 4
INTERNAL, UNRECOGNIZED_INPUT, NULL_INPUT = 6, 8, 10
VERSION = (13, 0)
# nvJitLinkInputType -> CUjitInputType; ANY (10) is told apart by the data itself
_INPUTS = {1: CU_JIT_INPUT_CUBIN, 2: CU_JIT_INPUT_PTX, 4: CU_JIT_INPUT_FATBINARY,
           5: CU_JIT_INPUT_OBJECT, 6: CU_JIT_INPUT_LIBRARY, 10: CU_JIT_INPUT_CUBIN}
_LTOIR, _INDEX = 3, 7
_ARCH = re.compile(r"-arch=(?:sm|compute|lto)_(\d+)[af]?$")

ffi = None
_links: dict[int, _Link] = {}
_lock = threading.Lock()
_next = [0x4A4C0000]


_real = None  # (ABI-mode FFI, NVIDIA's nvJitLink), or (None, why it is not there)
SONAME = "libnvJitLink.so.13"


class _Link:
    def __init__(self, options: list[str]) -> None:
        self.linker = Linker()
        self.ltoir: list[tuple[bytes, str]] = []
        self.error_log = ""
        self.info_log = ""
        self.image: bytes | None = None
        self.options = options


def _ptx_from_ltoir(link: _Link) -> str:
    """NVIDIA's nvJitLink, with -lto -ptx: the LTO-IR inputs linked into PTX."""
    real_ffi, real = _real
    if real_ffi is None:
        raise CudaError("CUDA_ERROR_NOT_SUPPORTED", f"LTO-IR needs NVIDIA's nvJitLink: {real}")
    options = [o for o in link.options if o not in ("-lto", "-ptx")] + ["-lto", "-ptx"]
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
        for data, name in link.ltoir:
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


def _handle_of(handle) -> _Link | None:
    return _links.get(int(ffi.cast("uintptr_t", handle)))


def _fail(link: _Link | None, code: int, message: str) -> int:
    if link is not None:
        link.error_log += message + "\n"
    log.warning("zluda: nvJitLink: %s", message)
    return code


def nvJitLinkCreate(handle, count, options):  # noqa: N802 - nvJitLink's names
    if handle == ffi.NULL:
        return NULL_INPUT
    texts = [ffi.string(options[i]).decode() for i in range(count)]
    if not any(_ARCH.match(t) for t in texts):
        handle[0] = ffi.NULL
        return _fail(None, MISSING_ARCH, "option -arch=sm_NN not specified")
    with _lock:
        _next[0] += 1
        key = _next[0]
        _links[key] = _Link(texts)
    handle[0] = ffi.cast("nvJitLinkHandle", key)
    return SUCCESS


def nvJitLinkDestroy(handle):  # noqa: N802
    if handle == ffi.NULL or handle[0] == ffi.NULL:
        return INVALID_INPUT
    with _lock:
        found = _links.pop(int(ffi.cast("uintptr_t", handle[0])), None)
    handle[0] = ffi.NULL
    return SUCCESS if found is not None else INVALID_INPUT


def _add(handle, kind: int, data: bytes, name: str) -> int:
    link = _handle_of(handle)
    if link is None:
        return INVALID_INPUT
    if kind == _LTOIR:
        link.ltoir.append((data, name))
        return SUCCESS
    if kind == _INDEX:
        return _fail(link, UNRECOGNIZED_INPUT, f"{name}: index files are not supported")
    if kind not in _INPUTS:
        return _fail(link, UNRECOGNIZED_INPUT, f"{name}: input type {kind} is not known")
    try:
        link.linker.add(_INPUTS[kind], data, name)
    except CudaError as exc:
        return _fail(link, INVALID_INPUT, f"{name}: {exc.message}")
    return SUCCESS


def nvJitLinkAddData(handle, kind, data, size, name):  # noqa: N802
    if data == ffi.NULL:
        return NULL_INPUT
    label = ffi.string(name).decode("utf-8", "replace") if name != ffi.NULL else "<data>"
    return _add(handle, kind, bytes(ffi.buffer(data, size)), label)


def nvJitLinkAddFile(handle, kind, path):  # noqa: N802
    if path == ffi.NULL:
        return NULL_INPUT
    name = ffi.string(path).decode("utf-8", "surrogateescape")
    link = _handle_of(handle)
    try:
        with open(name, "rb") as f:
            data = f.read()
    except OSError as exc:
        return _fail(link, INVALID_INPUT, f"cannot read {name}: {exc}")
    return _add(handle, kind, data, name)


def nvJitLinkComplete(handle):  # noqa: N802
    link = _handle_of(handle)
    if link is None:
        return INVALID_INPUT
    try:
        if link.ltoir:
            ptx = _ptx_from_ltoir(link)
            link.linker.add(CU_JIT_INPUT_PTX, ptx.encode("utf-8", "surrogateescape"),
                            "<LTO-IR, linked by NVIDIA's nvJitLink>")
            link.ltoir.clear()
        address, size = link.linker.complete()
    except CudaError as exc:
        return _fail(link, PTX_COMPILE, exc.message)
    link.image = bytes(ffi.buffer(ffi.cast("char *", address), size))
    link.info_log += f"zluda: linked {len(link.linker.sources)} PTX inputs into PTX\n"
    return SUCCESS


def _linked_size(handle, out):
    link = _handle_of(handle)
    if link is None or out == ffi.NULL:
        return INVALID_INPUT
    if link.image is None:
        return _fail(link, INVALID_INPUT, "the link is not complete (call nvJitLinkComplete)")
    out[0] = len(link.image)
    return SUCCESS


def _linked(handle, buffer):
    link = _handle_of(handle)
    if link is None or buffer == ffi.NULL or link.image is None:
        return INVALID_INPUT
    ffi.memmove(buffer, link.image, len(link.image))
    return SUCCESS


def _no_ltoir(handle, _out):
    return _fail(_handle_of(handle), INVALID_INPUT, "zluda makes no LTO-IR")


def _log(which: str):
    def size(handle, out):
        link = _handle_of(handle)
        if link is None or out == ffi.NULL:
            return INVALID_INPUT
        out[0] = len(getattr(link, which).encode()) + 1
        return SUCCESS

    def text(handle, buffer):
        link = _handle_of(handle)
        if link is None or buffer == ffi.NULL:
            return INVALID_INPUT
        data = getattr(link, which).encode() + b"\0"
        ffi.memmove(buffer, data, len(data))
        return SUCCESS

    return size, text


def nvJitLinkVersion(major, minor):  # noqa: N802
    if major == ffi.NULL or minor == ffi.NULL:
        return INVALID_INPUT
    major[0], minor[0] = VERSION
    return SUCCESS


_error_size, _error_text = _log("error_log")
_info_size, _info_text = _log("info_log")
IMPLEMENTATIONS = {
    "Create": nvJitLinkCreate, "Destroy": nvJitLinkDestroy, "AddData": nvJitLinkAddData,
    "AddFile": nvJitLinkAddFile, "Complete": nvJitLinkComplete,
    "GetLinkedCubinSize": _linked_size, "GetLinkedCubin": _linked,
    "GetLinkedPtxSize": _linked_size, "GetLinkedPtx": _linked,
    "GetLinkedLTOIRSize": _no_ltoir, "GetLinkedLTOIR": _no_ltoir,
    "GetErrorLogSize": _error_size, "GetErrorLog": _error_text,
    "GetInfoLogSize": _info_size, "GetInfoLog": _info_text, "Version": nvJitLinkVersion,
}
_NAME = re.compile(r"(?:__)?nvJitLink(\w+?)(?:_\d+_\d+)?$")


def _internal_error(symbol: str):
    def failure(exc: Exception) -> int:
        log.warning("zluda: %s: internal error: %r", symbol, exc)
        return INTERNAL

    return failure


def attach(ffi_, lib_) -> None:
    global ffi, VERSION, _real
    ffi = ffi_
    from . import toolkit
    from .toolkit_declarations import NVJITLINK_FUNCTIONS as declared
    from .toolkit_declarations import NVJITLINK_TYPES

    plain = {n: v for n, v in declared.items() if not n.startswith("__")}
    own = ffi.string(lib_.zluda_nvjitlink_library_path()).decode()
    _real = toolkit.load(SONAME, "ZLUDA_NVJITLINK", own, NVJITLINK_TYPES, plain)

    versions = [tuple(map(int, m.groups())) for m in
                (re.search(r"_(\d+)_(\d+)$", n) for n in declared) if m]
    VERSION = max(versions) if versions else VERSION
    for symbol in NVJITLINK_FUNCTIONS:
        fn = IMPLEMENTATIONS[_NAME.match(symbol).group(1)]
        ffi.def_extern(name=f"zluda_{symbol}", error=INTERNAL)(
            guarded(fn, _internal_error(symbol)))
    ffi.def_extern(name="zluda_nvjitlink_attached")(lambda: 1)
