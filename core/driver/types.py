"""Handle, struct and enum types with the names and behaviour of ``cuda.bindings.driver``.

Every type comes from the committed surface (:mod:`zluda.abi.surface`):

- handles are small int-like objects (``int(h)``, ``h.getPtr()``), as in cuda-python;
- structs (``CUlaunchConfig``, ``CUDA_MEMCPY2D``, ...) are attribute bags with cuda-python's field
  names and defaults (0, empty lists, nested structs, null handles), and they keep cuda-python's
  class hierarchy (``CUDA_MEMCPY2D`` derives from ``CUDA_MEMCPY2D_v2`` and ``CUDA_MEMCPY2D_st``);
- enums that ``zluda.abi.enums`` (generated from ``cuda.h``) lacks are ``IntEnum``\\ s here.
"""

from __future__ import annotations

import ctypes
import enum

from ..abi import enums as cuda_enums
from ..abi.surface import ENUMS, HANDLES, STRUCTS


class _Handle:
    __slots__ = ("_value", "_cell")

    def __init__(self, init_value=0, _ptr=0) -> None:
        self._value = 0 if init_value is None else int(init_value)
        self._cell = None

    def __int__(self) -> int:
        return self._value

    def __index__(self) -> int:
        return self._value

    def __eq__(self, other) -> bool:
        try:
            return type(self) is type(other) and self._value == int(other)
        except TypeError:
            return False

    def __hash__(self) -> int:
        return self._value  # cheap: cuLaunchKernel looks its handles up on every call

    def __bool__(self) -> bool:
        return self._value != 0

    def __repr__(self) -> str:
        return f"<{type(self).__name__} 0x{self._value:x}>"

    def getPtr(self) -> int:  # noqa: N802 - cuda-python's name
        """The address of a cell holding the handle's value (like cuda-python's getPtr)."""
        if self._cell is None:
            self._cell = ctypes.c_uint64(self._value)
        return ctypes.addressof(self._cell)


class _Struct:
    """A struct of cuda-python: fields with defaults, set by keyword or attribute."""

    _fields: dict[str, tuple[str, object]] = {}

    def __init__(self, _ptr=0, **values) -> None:
        for name, (kind, default) in self._fields.items():
            setattr(self, name, values.pop(name) if name in values else _default(kind, default))
        if values:
            raise TypeError(f"{type(self).__name__} has no field {next(iter(values))}")

    def __repr__(self) -> str:
        fields = ", ".join(f"{k}={getattr(self, k)!r}" for k in self._fields)
        return f"{type(self).__name__}({fields})"


def _default(kind: str, default):
    if kind == "list":
        return []
    cls = _TYPES.get(kind)
    if cls is not None and not issubclass(cls, enum.Enum):
        return cls()
    return default


_TYPES: dict[str, type] = {}


def _build() -> dict[str, type]:
    for name in HANDLES:
        _TYPES[name] = type(name, (_Handle,), {"__slots__": ()})

    def struct(name: str) -> type:
        if name not in _TYPES:
            spec = STRUCTS[name]
            base = struct(spec["base"]) if spec["base"] in STRUCTS else _Struct
            _TYPES[name] = type(name, (base,), {"_fields": spec["fields"]})
        return _TYPES[name]

    for name in STRUCTS:
        struct(name)
    for name, members in ENUMS.items():
        if not hasattr(cuda_enums, name):
            _TYPES[name] = enum.IntEnum(name, members)
    return _TYPES


globals().update(_build())

__all__ = sorted(_TYPES)
