"""zluda's ``libnvrtc.so.13``: NVIDIA's NVRTC behind NVRTC's C ABI, with :mod:`.compiling`'s change.

Every call goes to NVIDIA's real NVRTC (:mod:`zluda.libraries.common.vendor` finds it, by its
path, loaded with ``RTLD_DEEPBIND`` so that it never calls back into this library), except that
``nvrtcCompileProgram`` asks for the virtual architecture where a real one is asked, and
``nvrtcGetCUBIN``/``nvrtcGetCUBINSize`` then give the PTX (:mod:`.compiling` says which). This
module only translates C arguments.
"""

from __future__ import annotations

import logging

from ...abi import nvrtc as abi
from ..common import vendor
from ..common.guard import guarded
from . import LIBRARY
from .compiling import NVRTC_ERROR_INTERNAL_ERROR, PROGRAMS, virtual_architecture

log = logging.getLogger("zluda")
SONAME = LIBRARY.soname

ffi = None
_real = None
_real_ffi = None


def _address(value) -> int:
    return int(ffi.cast("uintptr_t", value))


def _forward(symbol: str):
    """``symbol`` of the real NVRTC, taking this library's arguments."""
    function = getattr(_real, symbol)
    types = _real_ffi.typeof(function).args
    result = _real_ffi.typeof(function).result

    def call(*args):
        converted = [_real_ffi.cast(t, _address(a)) if isinstance(a, ffi.CData) else a
                     for t, a in zip(types, args)]
        value = function(*converted)
        if result.kind == "pointer":  # nvrtcGetErrorString: a string in NVRTC's own storage
            return ffi.cast("const char *", int(_real_ffi.cast("uintptr_t", value)))
        return value

    return call


def _compile(forward):
    def call(prog, count, options):
        texts = [ffi.string(options[i]).decode() for i in range(count)]
        changed_options, changed = virtual_architecture(texts)
        cells = [ffi.new("char[]", o.encode()) for o in changed_options]
        array = ffi.new("const char *[]", cells) if cells else ffi.NULL
        result = forward(prog, len(cells), array)
        PROGRAMS.compiled(_address(prog), changed)
        return result

    return call


def _cubin(cubin_call, ptx_call):
    def call(prog, out):
        return (ptx_call if _address(prog) in PROGRAMS else cubin_call)(prog, out)

    return call


def _destroy(forward):
    def call(prog):
        if prog != ffi.NULL:
            PROGRAMS.destroyed(_address(prog[0]))
        return forward(prog)

    return call


def _error_value(symbol: str):
    """What ``symbol`` answers when it cannot do its work: an nvrtcResult, or for
    nvrtcGetErrorString a string that says so."""
    if symbol == "nvrtcGetErrorString":
        return ffi.cast("const char *", _NO_NVRTC)
    return NVRTC_ERROR_INTERNAL_ERROR


def _unavailable(symbol: str, reason: str):
    def call(*_args):
        log.error("zluda: %s: %s", symbol, reason)
        return _error_value(symbol)

    return call


_NO_NVRTC = None


def _internal_error(symbol: str):
    def failure(exc: Exception):
        log.warning("zluda: %s: internal error: %r", symbol, exc)
        return _error_value(symbol)

    return failure


def attach(ffi_, lib_) -> None:
    global ffi, _real, _real_ffi, _NO_NVRTC

    ffi = ffi_
    _NO_NVRTC = ffi.new("char[]", b"zluda: NVIDIA's NVRTC was not found")
    own = ffi.string(lib_.zluda_nvrtc_library_path()).decode()
    _real_ffi, found = vendor.load(SONAME, "ZLUDA_NVRTC", own, abi.TYPES, abi.FUNCTIONS)
    _real, reason = (found, "") if _real_ffi is not None else (None, found)
    implementations = {}
    for symbol in abi.FUNCTIONS:
        if _real is None or not hasattr(_real, symbol):
            implementations[symbol] = _unavailable(symbol, reason if _real is None else
                                                   "not in this NVRTC")
        else:
            implementations[symbol] = _forward(symbol)
    if _real is not None:
        implementations["nvrtcCompileProgram"] = _compile(implementations["nvrtcCompileProgram"])
        implementations["nvrtcGetCUBINSize"] = _cubin(implementations["nvrtcGetCUBINSize"],
                                                      implementations["nvrtcGetPTXSize"])
        implementations["nvrtcGetCUBIN"] = _cubin(implementations["nvrtcGetCUBIN"],
                                                  implementations["nvrtcGetPTX"])
        implementations["nvrtcDestroyProgram"] = _destroy(implementations["nvrtcDestroyProgram"])
    for symbol, fn in implementations.items():
        error = None if symbol == "nvrtcGetErrorString" else NVRTC_ERROR_INTERNAL_ERROR
        ffi.def_extern(name=f"zluda_{symbol}", error=error)(
            guarded(fn, _internal_error(symbol)))
    ffi.def_extern(name="zluda_nvrtc_attached")(lambda: 1)
