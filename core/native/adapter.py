"""The generic C form of a runtime function: C arguments in, outputs written through the
caller's pointers (:func:`adapter`), for every function whose C parameters line up with the
runtime's (:func:`generic`)."""

from __future__ import annotations

import inspect

from ..abi.driver import CUDA_VERSION, FUNCTIONS
from ..abi.surface import FUNCTIONS as SURFACE
from ..runtime import api as runtime_api
from . import cvalues
from .cvalues import CU_STREAM_PER_THREAD, SUCCESS, StructView, fill, name_of, null_output
from .procaddress import lookup

# C parameter names that cuda.bindings spells differently for an output
_OUTPUT_ALIASES = {"bytes": "numbytes", "type": "typename"}


def _input(ctype):
    """How to turn one C argument of ``ctype`` into the runtime's input."""
    if ctype.kind == "function":  # a C callback: its address
        return lambda v: int(cvalues.ffi.cast("uintptr_t", v))
    if ctype.kind != "pointer":
        return None  # ints, floats and enums arrive as Python numbers
    item = ctype.item
    if item.kind == "primitive" and item.cname == "char":
        return lambda v: None if v == cvalues.ffi.NULL else cvalues.ffi.string(v)
    if item.kind in ("struct", "union") and not _opaque(item):  # one the caller filled in
        return lambda v: None if v == cvalues.ffi.NULL else StructView(v)
    return lambda v: int(cvalues.ffi.cast("uintptr_t", v))


def _opaque(ctype) -> bool:
    """A struct that cuda.h only names (a handle's target, such as ``struct CUctx_st``)."""
    try:
        cvalues.ffi.sizeof(ctype)
    except (ValueError, getattr(cvalues.ffi, "error", ValueError)):  # (a plain FFI: ValueError)
        return True
    return False


def _writer(ctype):
    """How to store a runtime output through a C pointer of ``ctype``."""
    item = ctype.item
    if item.kind == "pointer":
        return lambda p, v: p.__setitem__(0, cvalues.ffi.cast(item, v))
    if item.kind == "struct":
        return lambda p, v: fill(p[0], v, cvalues.ffi.sizeof(item)) if isinstance(v, dict) \
            else cvalues.ffi.memmove(p, bytes(v), cvalues.ffi.sizeof(item))
    if item.kind == "primitive" and item.cname in ("float", "double"):
        return lambda p, v: p.__setitem__(0, float(v))
    return lambda p, v: p.__setitem__(0, int(v))


def adapter(symbol: str, runtime_fn, outputs: list[str], per_thread: bool):
    """The C function ``symbol`` over ``runtime_fn`` (which returns ``outputs`` after the
    CUresult), or None where the C parameters do not line up with the runtime's."""
    proto, params, _signature = FUNCTIONS[symbol]
    ctype = cvalues.ffi.typeof(proto[:-1].replace(f" {symbol}(", " (*)(", 1))
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
            if args[i] == cvalues.ffi.NULL:
                return null_output(symbol, name)
        inputs = [args[i] if c is None else c(args[i]) for i, c in zip(in_index, converters)]
        for k in streams:
            if inputs[k] == 0:
                inputs[k] = CU_STREAM_PER_THREAD
        result = runtime_fn(*inputs)
        if result[0] == SUCCESS:
            for i, write, value in zip(out_index, writers, result[1:]):
                if args[i] != cvalues.ffi.NULL:
                    write(args[i], value)
        return int(result[0])

    return call


# Outputs that CUDA lets the caller leave NULL (the value is then not written)
_OPTIONAL_OUTPUTS = {
    "cuModuleGetGlobal": ("dptr", "bytes"), "cuLibraryGetGlobal": ("dptr", "bytes"),
    "cuLibraryGetManaged": ("dptr", "bytes"),
    "cuMemGetAddressRange": ("pbase", "psize"),
}
# Older forms whose parameters are a prefix of the current form's (the rest default)
_OLDER_FORMS = {"cuCtxSynchronize", "cuCtxGetDevice", "cuStreamBeginCapture",
                "cuStreamBeginCapture_ptsz"}


def generic(symbol: str):
    """The adapter for ``symbol`` where it is the current form of a function that the
    runtime implements, or an older form with the same parameter types."""
    name = name_of(symbol)
    if name not in runtime_api.IMPLEMENTED:
        return None
    per_thread = symbol.endswith(("_ptds", "_ptsz"))
    current = lookup(name, CUDA_VERSION, 2 if per_thread else 0).symbol
    if current is None or (FUNCTIONS[current][2] != FUNCTIONS[symbol][2]
                           and symbol not in _OLDER_FORMS):
        return None
    outputs = [o for o, _ in SURFACE[name]["outputs"]]
    return adapter(symbol, getattr(runtime_api, name), outputs, per_thread)
