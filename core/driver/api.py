"""The Python face: cuda.bindings' signatures and types over :mod:`zluda.runtime.api`.

The runtime returns plain values; this module wraps each output in the type that cuda.bindings
gives it (``CUdeviceptr``, ``CUcontext``, ``CUuuid``, ...), as the committed surface declares.
It holds no CUDA semantics of its own.
"""

from __future__ import annotations

import functools
import inspect
from types import FunctionType

from ..abi.enums import CUpointer_attribute, CUresult
from ..abi.surface import FUNCTIONS
from ..runtime import api as runtime_api
from . import types

IMPLEMENTED: set[str] = set(runtime_api.IMPLEMENTED)
last_error_message = runtime_api.last_error_message
_POINTER_TYPES = {
    CUpointer_attribute.CU_POINTER_ATTRIBUTE_CONTEXT: types.CUcontext,
    CUpointer_attribute.CU_POINTER_ATTRIBUTE_DEVICE_POINTER: types.CUdeviceptr,
    CUpointer_attribute.CU_POINTER_ATTRIBUTE_RANGE_START_ADDR: types.CUdeviceptr,
}


def _uuid(data: bytes):
    uuid = types.CUuuid()
    uuid.bytes = data
    return uuid


def _wrapper(type_name: str):
    """The function that turns a plain output into cuda.bindings' type for it."""
    if type_name == "CUuuid":
        return _uuid
    if type_name.startswith("list[") and type_name.endswith("]"):  # an array output
        inner = _wrapper(type_name[5:-1])
        return None if inner is None else lambda values: [inner(v) for v in values]
    cls = getattr(types, type_name, None)
    if isinstance(cls, type) and issubclass(cls, types._Handle):
        return cls
    if isinstance(cls, type) and issubclass(cls, types._Struct):
        return lambda fields: _struct(cls, fields)
    return None


def _struct(cls, fields: dict):
    """cuda.bindings' struct ``cls`` from the runtime's dict of its fields (nested structs and
    unions as dicts; handle fields wrapped in their types)."""
    obj = cls()
    for name, value in fields.items():
        kind = cls._fields.get(name, ("", None))[0]
        if isinstance(value, dict):
            value = _struct(type(getattr(obj, name)), value)
        else:
            wrap = _wrapper(kind) if kind else None
            if wrap is not None and not isinstance(value, list) and not callable(value):
                value = wrap(value)
        setattr(obj, name, value)
    return obj


def _face(name: str, fn):
    wrappers = [_wrapper(kind) for _, kind in FUNCTIONS.get(name, {}).get("outputs", ())]
    signature = inspect.signature(fn)
    wanted = [p[0] for p in FUNCTIONS.get(name, {}).get("params", ())]
    if list(signature.parameters) != wanted:  # the runtime's extra parameters (CUDA 13's C
        # forms, such as cuCtxSynchronize's ctx) have defaults; cuda.bindings has none of them
        fn = _with_parameters(fn, signature.replace(parameters=[
            signature.parameters[p] for p in wanted]))
    if not any(wrappers):
        return fn

    @functools.wraps(fn)
    def call(*args, **kwargs):
        result = fn(*args, **kwargs)
        if result[0] != CUresult.CUDA_SUCCESS:
            return result
        return (result[0], *(w(v) if w and v is not None else v
                             for w, v in zip(wrappers, result[1:])))

    return call


def _with_parameters(fn, signature: inspect.Signature):
    """A copy of ``fn`` that shows ``signature`` (no wrapper: it costs a call on every use)."""
    call = FunctionType(fn.__code__, fn.__globals__, fn.__name__, fn.__defaults__,
                        fn.__closure__)
    call.__dict__.update(fn.__dict__)
    call.__kwdefaults__ = fn.__kwdefaults__
    call.__qualname__, call.__doc__ = fn.__qualname__, fn.__doc__
    call.__signature__ = signature
    return call


def cuPointerGetAttribute(attribute, ptr):  # noqa: N802 - the output's type is the attribute's
    result = runtime_api.cuPointerGetAttribute(attribute, ptr)
    wrap = _POINTER_TYPES.get(_attribute(attribute))
    return result if wrap is None or result[1] is None else (result[0], wrap(result[1]))


def cuPointerGetAttributes(numAttributes, attributes, ptr):  # noqa: N802
    result = runtime_api.cuPointerGetAttributes(numAttributes, attributes, ptr)
    if result[1] is None:
        return result
    values = [v if _POINTER_TYPES.get(_attribute(a)) is None or v is None
              else _POINTER_TYPES[_attribute(a)](v) for a, v in zip(attributes, result[1])]
    return (result[0], values)


def _attribute(attribute):
    try:
        return CUpointer_attribute(int(attribute))
    except ValueError:
        return None


def cuStreamAddCallback(hStream, callback, userData, flags):  # noqa: N802
    if callable(callback):  # cuda.bindings hands a Python callback its own types
        user = callback

        def callback(stream, status, data):
            user(types.CUstream(stream), CUresult(status), data)

    return runtime_api.cuStreamAddCallback(hStream, callback, userData, flags)


def _in_buffer(result: tuple, length) -> tuple:
    """A string output as cuda.bindings returns it: the buffer of ``length`` bytes that it
    passes to the driver (spaces), with the string and its NUL written over its start."""
    if result[0] != CUresult.CUDA_SUCCESS or result[1] is None:
        return result
    text = result[1] + b"\0"
    return (result[0], text + b" " * (int(length) - len(text)))


def cuDeviceGetName(length, dev):  # noqa: N802
    return _in_buffer(runtime_api.cuDeviceGetName(length, dev), length)


def cuDeviceGetPCIBusId(length, dev):  # noqa: N802
    return _in_buffer(runtime_api.cuDeviceGetPCIBusId(length, dev), length)


_OWN = {"cuPointerGetAttribute": cuPointerGetAttribute,
        "cuPointerGetAttributes": cuPointerGetAttributes,
        "cuStreamAddCallback": cuStreamAddCallback,
        "cuDeviceGetName": cuDeviceGetName,
        "cuDeviceGetPCIBusId": cuDeviceGetPCIBusId}
FACE = {name: _OWN.get(name) or _face(name, getattr(runtime_api, name)) for name in IMPLEMENTED}
