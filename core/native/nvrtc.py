"""zluda's ``libnvrtc.so.13``: NVIDIA's NVRTC, asked for PTX where a program asks for SASS.

cuda.core's ``Program(..., ProgramOptions(arch="sm_86")).compile("cubin")`` and many programs
pass ``-arch=sm_XX`` to NVRTC, which then makes a cubin: SASS, which no translator can run.
This library forwards every call to NVIDIA's real NVRTC (:mod:`zluda.native.toolkit` finds
it), except that ``nvrtcCompileProgram`` asks for the matching virtual
architecture (``compute_XX``: PTX), and ``nvrtcGetCUBIN``/``nvrtcGetCUBINSize`` then give that
PTX, which ``cuModuleLoadData`` and ``cuLibraryLoadData`` take. The real library is loaded by
its path with ``RTLD_DEEPBIND``, so that it never calls back into this one.
"""

from __future__ import annotations

import logging
import re
import threading

from . import toolkit
from .guard import guarded
from .toolkit_declarations import NVRTC_FUNCTIONS, NVRTC_TYPES

log = logging.getLogger("zluda")
SONAME = "libnvrtc.so.13"
NVRTC_ERROR_INVALID_INPUT, NVRTC_ERROR_INTERNAL_ERROR = 3, 11
_ARCH_FLAGS = ("-arch", "--gpu-architecture")
_REAL_ARCH = re.compile(r"sm_(\d+[af]?)$")

ffi = None
_real = None
_real_ffi = None
_ptx_for_cubin: set[int] = set()  # programs compiled for compute_XX where sm_XX was asked
_lock = threading.Lock()


def virtual_architecture(options: list[str]) -> tuple[list[str], bool]:
    """The options with each ``sm_XX`` (or ``native``) target made ``compute_XX``, and
    whether one was changed."""
    from ..runtime.module import compute_capability

    out, changed, expect_value = [], False, False
    for option in options:
        flag, eq, value = option.partition("=")
        if expect_value or (eq and flag in _ARCH_FLAGS):
            target = option if expect_value else value
            if target == "native":
                major, minor = compute_capability()
                target, changed = f"compute_{major}{minor}", True
            elif _REAL_ARCH.match(target):
                target, changed = "compute_" + target[3:], True
            option = target if expect_value else f"{flag}={target}"
        expect_value = option in _ARCH_FLAGS
        out.append(option)
    return out, changed


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
        with _lock:
            if changed:
                _ptx_for_cubin.add(_address(prog))
            else:
                _ptx_for_cubin.discard(_address(prog))
        return result

    return call


def _cubin(cubin_call, ptx_call):
    def call(prog, out):
        with _lock:
            as_ptx = _address(prog) in _ptx_for_cubin
        return (ptx_call if as_ptx else cubin_call)(prog, out)

    return call


def _destroy(forward):
    def call(prog):
        if prog != ffi.NULL:
            with _lock:
                _ptx_for_cubin.discard(_address(prog[0]))
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
    _real_ffi, found = toolkit.load(SONAME, "ZLUDA_NVRTC", own, NVRTC_TYPES, NVRTC_FUNCTIONS)
    _real, reason = (found, "") if _real_ffi is not None else (None, found)
    implementations = {}
    for symbol in NVRTC_FUNCTIONS:
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
