"""The C face: ``libcuda.so.1``'s functions, translated for :mod:`zluda.runtime.api`.

:func:`attach` gives every exported C function (:data:`zluda.abi.driver.FUNCTIONS`) its
Python implementation. Most are made by :func:`_adapter` from the runtime function of the same
CUDA name: the C inputs become plain values (handles and pointers as ints, C strings as bytes,
struct pointers as :class:`StructView`), and the outputs are written through the caller's
pointers, after a check that none is NULL. A ``_ptsz`` variant passes the per-thread default
stream where the caller gives stream 0. The few functions whose C form differs from the Python
one (C strings and buffers, option arrays, cuGetProcAddress) are in :mod:`zluda.native.special`.
Every other function returns ``CUDA_ERROR_NOT_SUPPORTED`` and logs its name once.

Nothing raised here reaches the C caller: an exception becomes ``CUDA_ERROR_UNKNOWN``, logged.
"""

from __future__ import annotations

import inspect
import logging
import re

from ..abi.driver import CUDA_VERSION, FUNCTIONS
from ..abi.enums import CUresult
from ..libraries.common.guard import guarded
from ..runtime import api as runtime_api
from ..runtime.context import CONTEXTS
from .procaddress import lookup

log = logging.getLogger("zluda")
SUCCESS = int(CUresult.CUDA_SUCCESS)
INVALID_VALUE = int(CUresult.CUDA_ERROR_INVALID_VALUE)
NOT_SUPPORTED = int(CUresult.CUDA_ERROR_NOT_SUPPORTED)
NOT_FOUND = int(CUresult.CUDA_ERROR_NOT_FOUND)
UNKNOWN = int(CUresult.CUDA_ERROR_UNKNOWN)
CU_STREAM_PER_THREAD = 2
# C parameter names that cuda.bindings spells differently for an output
_OUTPUT_ALIASES = {"bytes": "numbytes", "type": "typename"}
_SUFFIX = re.compile(r"(_v\d+)?(_ptds|_ptsz)?$")

ffi = None
lib = None
ADDRESSES: dict[str, int] = {}  # exported name -> its C function's address
IMPLEMENTED: set[str] = set()  # exported names with an implementation


class StructView:
    """A C struct argument, read by field name as the runtime reads cuda.bindings' structs:
    integers and enums as ints, pointers and handles as int addresses, nested structs as views."""

    __slots__ = ("_cdata",)

    def __init__(self, cdata) -> None:
        self._cdata = cdata

    def __getattr__(self, name: str):
        return plain(getattr(self._cdata, name))

    def __getitem__(self, index: int):
        """An element of a C array of structs (cuMemSetAccess's descriptors)."""
        return plain(self._cdata[index])

    def __setattr__(self, name: str, value) -> None:
        """Write a field of an in-out struct (cuGraphAddMemAllocNode's ``dptr``)."""
        if name == "_cdata":
            object.__setattr__(self, name, value)
            return
        try:
            setattr(self._cdata, name, value)
        except TypeError:  # a pointer or a handle
            setattr(self._cdata, name, ffi.cast(ffi.typeof(getattr(self._cdata, name)), value))


def plain(value):
    """A C value as the runtime takes it."""
    if not isinstance(value, ffi.CData):
        return value
    kind = ffi.typeof(value).kind
    if kind in ("struct", "union"):
        return StructView(value)
    if kind == "array":
        return [plain(v) for v in value]
    return int(ffi.cast("uintptr_t", value))


def _input(ctype):
    """How to turn one C argument of ``ctype`` into the runtime's input."""
    if ctype.kind == "function":  # a C callback: its address
        return lambda v: int(ffi.cast("uintptr_t", v))
    if ctype.kind != "pointer":
        return None  # ints, floats and enums arrive as Python numbers
    item = ctype.item
    if item.kind == "primitive" and item.cname == "char":
        return lambda v: None if v == ffi.NULL else ffi.string(v)
    if item.kind in ("struct", "union") and not _opaque(item):  # one the caller filled in
        return lambda v: None if v == ffi.NULL else StructView(v)
    return lambda v: int(ffi.cast("uintptr_t", v))


def _opaque(ctype) -> bool:
    """A struct that cuda.h only names (a handle's target, such as ``struct CUctx_st``)."""
    try:
        ffi.sizeof(ctype)
    except (ValueError, getattr(ffi, "error", ValueError)):  # (a plain FFI: ValueError)
        return True
    return False


def _writer(ctype):
    """How to store a runtime output through a C pointer of ``ctype``."""
    item = ctype.item
    if item.kind == "pointer":
        return lambda p, v: p.__setitem__(0, ffi.cast(item, v))
    if item.kind == "struct":
        return lambda p, v: _fill(p[0], v, ffi.sizeof(item)) if isinstance(v, dict) \
            else ffi.memmove(p, bytes(v), ffi.sizeof(item))
    if item.kind == "primitive" and item.cname in ("float", "double"):
        return lambda p, v: p.__setitem__(0, float(v))
    return lambda p, v: p.__setitem__(0, int(v))


def _null_output(function: str, parameter: str) -> int:
    runtime_api.record_error(function, INVALID_VALUE, f"{parameter} is NULL")
    log.warning("zluda: %s failed with CUDA_ERROR_INVALID_VALUE: %s is NULL", function, parameter)
    return INVALID_VALUE


def _adapter(symbol: str, runtime_fn, outputs: list[str], per_thread: bool):
    """The C function ``symbol`` over ``runtime_fn`` (which returns ``outputs`` after the
    CUresult), or None where the C parameters do not line up with the runtime's."""
    proto, params, _signature = FUNCTIONS[symbol]
    ctype = ffi.typeof(proto[:-1].replace(f" {symbol}(", " (*)(", 1))
    names = [_OUTPUT_ALIASES.get(p, p).lower() for p in params]
    out_index = [names.index(o.lower()) for o in outputs if o.lower() in names]
    if len(out_index) != len(outputs):
        return None
    in_index = [i for i in range(len(params)) if i not in out_index]
    signature = inspect.signature(getattr(runtime_fn, "__wrapped__", runtime_fn))
    required = sum(p.default is inspect.Parameter.empty for p in signature.parameters.values())
    if not required <= len(in_index) <= len(signature.parameters):
        return None
    converters = [_input(ctype.args[i]) for i in in_index]
    writers = [_writer(ctype.args[i]) for i in out_index]
    streams = [k for k, i in enumerate(in_index) if ctype.args[i].kind == "pointer"
               and ctype.args[i].item.cname == "struct CUstream_st"] if per_thread else []
    optional = _OPTIONAL_OUTPUTS.get(name_of(symbol), ())
    checks = [(i, params[i]) for i in out_index if params[i] not in optional]

    def call(*args):
        for i, name in checks:
            if args[i] == ffi.NULL:
                return _null_output(symbol, name)
        inputs = [args[i] if c is None else c(args[i]) for i, c in zip(in_index, converters)]
        for k in streams:
            if inputs[k] == 0:
                inputs[k] = CU_STREAM_PER_THREAD
        result = runtime_fn(*inputs)
        if result[0] == SUCCESS:
            for i, write, value in zip(out_index, writers, result[1:]):
                if args[i] != ffi.NULL:
                    write(args[i], value)
        return int(result[0])

    return call


def _fill(cdata, fields: dict, size: int | None = None) -> None:
    """Write a struct output given as a dict of its fields (nested structs and unions as
    dicts, arrays as lists) into ``cdata``; the fields it does not name are zeroed."""
    if size is not None:
        ffi.memmove(ffi.addressof(cdata), b"\0" * size, size)
    for name, value in fields.items():
        if isinstance(value, dict):
            _fill(getattr(cdata, name), value)
        elif isinstance(value, list):
            cell = getattr(cdata, name)
            for i, v in enumerate(value):
                cell[i] = v
        else:
            try:
                setattr(cdata, name, value)
            except TypeError:  # a pointer or a handle
                setattr(cdata, name, ffi.cast(ffi.typeof(getattr(cdata, name)), value))


def name_of(symbol: str) -> str:
    """The CUDA name of an exported symbol: ``cuMemcpyHtoD_v2_ptds`` -> ``cuMemcpyHtoD``."""
    return _SUFFIX.sub("", symbol)


# Outputs that CUDA lets the caller leave NULL (the value is then not written)
_OPTIONAL_OUTPUTS = {
    "cuModuleGetGlobal": ("dptr", "bytes"), "cuLibraryGetGlobal": ("dptr", "bytes"),
    "cuLibraryGetManaged": ("dptr", "bytes"),
    "cuMemGetAddressRange": ("pbase", "psize"),
}
# Older forms whose parameters are a prefix of the current form's (the rest default)
_OLDER_FORMS = {"cuCtxSynchronize", "cuCtxGetDevice", "cuStreamBeginCapture",
                "cuStreamBeginCapture_ptsz"}


def _generic(symbol: str):
    """The adapter for ``symbol`` where it is the current form of a function that the
    runtime implements, or an older form with the same parameter types."""
    from ..abi.surface import FUNCTIONS as SURFACE

    name = name_of(symbol)
    if name not in runtime_api.IMPLEMENTED:
        return None
    per_thread = symbol.endswith(("_ptds", "_ptsz"))
    current = lookup(name, CUDA_VERSION, 2 if per_thread else 0).symbol
    if current is None or (FUNCTIONS[current][2] != FUNCTIONS[symbol][2]
                           and symbol not in _OLDER_FORMS):
        return None
    outputs = [o for o, _ in SURFACE[name]["outputs"]]
    return _adapter(symbol, getattr(runtime_api, name), outputs, per_thread)


def _not_supported(symbol: str):
    logged = []

    def call(*_args):
        if not logged:
            logged.append(True)
            log.warning("zluda: %s is not supported (CUDA_ERROR_NOT_SUPPORTED)", symbol)
        runtime_api.record_error(symbol, NOT_SUPPORTED, "zluda does not implement it")
        return NOT_SUPPORTED

    return call


def _guarded(symbol: str, fn):
    """``fn`` with any exception turned into CUDA_ERROR_UNKNOWN (logged), never raised into C."""

    def failure(exc: Exception) -> int:
        runtime_api.record_error(symbol, UNKNOWN, f"internal error: {exc!r}")
        log.warning("zluda: %s failed with CUDA_ERROR_UNKNOWN: internal error: %r", symbol, exc)
        return UNKNOWN

    return guarded(fn, failure)


def _on_per_thread_stream(fn):
    """``fn``, a ``_ptds`` function (a synchronous call without a stream parameter), with the
    calling thread's per-thread default stream as its default stream for the call's length
    (``CONTEXTS.per_thread_default``, which the runtime's stream lookup reads). ``fn`` never
    raises: it is guarded, or the runtime's own function."""

    def call(*args):
        state = CONTEXTS
        state.per_thread_default = True
        try:
            return fn(*args)
        finally:
            state.per_thread_default = False

    return call


def _on_error(exc_type, exc, tb) -> None:  # cffi's last resort (the error value is returned)
    log.error("zluda: internal error in the C face: %s: %s", exc_type.__name__, exc)


def implementations(ffi_) -> dict[str, object]:
    """Exported name -> its implementation, or None where it is not supported. Needs only
    an FFI with cuda.h's types (:func:`attach` passes the library's)."""
    global ffi
    ffi = ffi_
    from . import special

    return {symbol: special.implementation(symbol) or _generic(symbol) for symbol in FUNCTIONS}


def implemented_symbols() -> set[str]:
    """The exported names that the C face implements (for docs/api-support.md)."""
    import cffi

    from ..abi.driver import TYPES

    private = cffi.FFI()
    private.cdef(TYPES)
    saved = ffi
    try:
        return {s for s, fn in implementations(private).items() if fn is not None}
    finally:
        globals()["ffi"] = saved


def implemented_names() -> set[str]:
    """The CUDA names (cuda.bindings') whose current C symbol the C face implements."""
    from ..abi.surface import FUNCTIONS as SURFACE

    symbols = implemented_symbols()
    return {name for name in SURFACE if lookup(name, CUDA_VERSION, 0).symbol in symbols}


def _traced(symbol: str, fn):
    """``fn`` printing the call and its CUresult on stderr ($ZLUDA_TRACE=1), straight to file
    descriptor 2: calls also come while the interpreter shuts down, when ``sys.stderr`` may
    be gone."""
    import os

    def call(*args):
        result = fn(*args)
        try:
            shown = ", ".join(hex(plain(a)) if isinstance(a, ffi.CData) else repr(a)
                              for a in args)
            try:
                name = CUresult(result).name
            except ValueError:
                name = str(result)
            os.write(2, f"zluda trace: {symbol}({shown}) = {name}\n".encode())
        except Exception:  # noqa: BLE001 - a trace line is never worth the call's result
            pass
        return result

    return call


def attach(ffi_, lib_) -> None:
    """Give every exported function its implementation (called once, from the library's
    initialization code). With $ZLUDA_TRACE set, every call is printed on stderr."""
    import os

    global lib
    lib = lib_
    trace = os.environ.get("ZLUDA_TRACE", "") not in ("", "0")
    for symbol in FUNCTIONS:
        ADDRESSES[symbol] = int(ffi_.cast("uintptr_t", lib.zluda_cuda_symbol(symbol.encode())))
    for symbol, fn in implementations(ffi_).items():
        if fn is None:
            fn = _not_supported(symbol)
        else:
            IMPLEMENTED.add(symbol)
            if not getattr(fn, "unguarded", False):
                fn = _guarded(symbol, fn)
            if symbol.endswith("_ptds"):
                fn = _on_per_thread_stream(fn)
        if trace:
            fn = _traced(symbol, fn)
        ffi.def_extern(name=f"zluda_{symbol}", error=UNKNOWN, onerror=_on_error)(fn)
    from . import export_tables

    export_tables.attach(ffi_, lib_)
    ffi.def_extern(name="zluda_cuda_attached")(lambda: 1)
