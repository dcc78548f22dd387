"""zluda's ``libnvJitLink.so.13``: nvJitLink's C ABI over :mod:`.linking`.

This module only translates: C arguments to Python values, :class:`~.linking.LinkFailed` to
the status it carries, and linked images and logs into the caller's buffers. What a link does
is :mod:`zluda.libraries.nvjitlink.linking`'s.
"""

from __future__ import annotations

import logging
import re

from ...abi import nvjitlink as abi
from ..common import vendor
from ..common.guard import guarded
from . import LIBRARY, linking
from .linking import INTERNAL, INVALID_INPUT, LINKS, NULL_INPUT, SUCCESS, LinkFailed

log = logging.getLogger("zluda")
SONAME = LIBRARY.soname
VERSION = (13, 0)  # the newest of the versioned names in the header (set by attach)

ffi = None


def _link_of(handle) -> linking.Link | None:
    return LINKS.get(int(ffi.cast("uintptr_t", handle)))


def _fail(link: linking.Link | None, status: int, message: str) -> int:
    """``status``, with ``message`` logged (and kept in the link's error log, if there is one)."""
    if link is None:
        log.warning("zluda: nvJitLink: %s", message)
        return status
    return link.fail(status, message)


def _answer(link: linking.Link | None, call) -> int:
    """``call()``'s status, with a LinkFailed answered by its own."""
    try:
        call()
    except LinkFailed as failed:
        return _fail(link, failed.status, failed.message)
    return SUCCESS


def nvJitLinkCreate(handle, count, options):  # noqa: N802 - nvJitLink's names
    if handle == ffi.NULL:
        return NULL_INPUT
    texts = [ffi.string(options[i]).decode() for i in range(count)]
    handle[0] = ffi.NULL

    def create():
        handle[0] = ffi.cast("nvJitLinkHandle", LINKS.create(texts))

    return _answer(None, create)


def nvJitLinkDestroy(handle):  # noqa: N802
    if handle == ffi.NULL or handle[0] == ffi.NULL:
        return INVALID_INPUT
    found = LINKS.destroy(int(ffi.cast("uintptr_t", handle[0])))
    handle[0] = ffi.NULL
    return SUCCESS if found else INVALID_INPUT


def _add(handle, kind: int, data: bytes, name: str) -> int:
    link = _link_of(handle)
    if link is None:
        return INVALID_INPUT
    return _answer(link, lambda: link.add(kind, data, name))


def nvJitLinkAddData(handle, kind, data, size, name):  # noqa: N802
    if data == ffi.NULL:
        return NULL_INPUT
    label = ffi.string(name).decode("utf-8", "replace") if name != ffi.NULL else "<data>"
    return _add(handle, kind, bytes(ffi.buffer(data, size)), label)


def nvJitLinkAddFile(handle, kind, path):  # noqa: N802
    if path == ffi.NULL:
        return NULL_INPUT
    name = ffi.string(path).decode("utf-8", "surrogateescape")
    try:
        with open(name, "rb") as f:
            data = f.read()
    except OSError as exc:
        return _fail(_link_of(handle), INVALID_INPUT, f"cannot read {name}: {exc}")
    return _add(handle, kind, data, name)


def nvJitLinkComplete(handle):  # noqa: N802
    link = _link_of(handle)
    if link is None:
        return INVALID_INPUT
    return _answer(link, link.complete)


def _linked_size(handle, out):
    link = _link_of(handle)
    if link is None or out == ffi.NULL:
        return INVALID_INPUT

    def size():
        out[0] = len(link.linked())

    return _answer(link, size)


def _linked(handle, buffer):
    link = _link_of(handle)
    if link is None or buffer == ffi.NULL or link.image is None:
        return INVALID_INPUT
    ffi.memmove(buffer, link.image, len(link.image))
    return SUCCESS


def _no_ltoir(handle, _out):
    return _fail(_link_of(handle), INVALID_INPUT, "zluda makes no LTO-IR")


def _log(which: str):
    def size(handle, out):
        link = _link_of(handle)
        if link is None or out == ffi.NULL:
            return INVALID_INPUT
        out[0] = len(getattr(link, which).encode()) + 1
        return SUCCESS

    def text(handle, buffer):
        link = _link_of(handle)
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
    global ffi, VERSION
    ffi = ffi_
    plain = {n: v for n, v in abi.FUNCTIONS.items() if not n.startswith("__")}
    own = ffi.string(lib_.zluda_nvjitlink_library_path()).decode()
    linking.VENDOR = vendor.load(SONAME, "ZLUDA_NVJITLINK", own, abi.TYPES, plain)
    versions = [tuple(map(int, m.groups())) for m in
                (re.search(r"_(\d+)_(\d+)$", n) for n in abi.FUNCTIONS) if m]
    VERSION = max(versions) if versions else VERSION
    for symbol in abi.FUNCTIONS:
        fn = IMPLEMENTATIONS[_NAME.match(symbol).group(1)]
        ffi.def_extern(name=f"zluda_{symbol}", error=INTERNAL)(
            guarded(fn, _internal_error(symbol)))
    ffi.def_extern(name="zluda_nvjitlink_attached")(lambda: 1)
