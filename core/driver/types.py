"""Handle and struct types with the names and behaviour of ``cuda.bindings.driver``.

Handles are small int-like objects (``int(h)``, ``h.getPtr()``), as in cuda-python. Structs
that programs fill in (``CUlaunchConfig``, ``CUDA_MEMCPY2D``, ...) are plain attribute bags
with the same field names and zero defaults.
"""

from __future__ import annotations

import ctypes


class _Handle:
    __slots__ = ("_value", "_cell")

    def __init__(self, init_value=0, _ptr=0) -> None:
        self._value = _as_int(init_value)
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
        return hash((type(self).__name__, self._value))

    def __bool__(self) -> bool:
        return self._value != 0

    def __repr__(self) -> str:
        return f"<{type(self).__name__} 0x{self._value:x}>"

    def getPtr(self) -> int:  # noqa: N802 - cuda-python's name
        """The address of a cell holding the handle's value (like cuda-python's getPtr)."""
        if self._cell is None:
            self._cell = ctypes.c_uint64(self._value)
        return ctypes.addressof(self._cell)


def _as_int(value) -> int:
    if value is None:
        return 0
    return int(value)


class CUdevice(_Handle):
    pass


class CUdeviceptr(_Handle):
    pass


class CUcontext(_Handle):
    pass


class CUstream(_Handle):
    pass


class CUevent(_Handle):
    pass


class CUmodule(_Handle):
    pass


class CUfunction(_Handle):
    pass


class CUlibrary(_Handle):
    pass


class CUkernel(_Handle):
    pass


class CUhostFn(_Handle):
    pass


class CUstreamCallback(_Handle):
    pass


class CUlinkState(_Handle):
    pass


class CUuuid:
    def __init__(self, data: bytes = bytes(16)) -> None:
        self.bytes = bytes(data)

    def __repr__(self) -> str:
        return f"<CUuuid {self.bytes.hex()}>"


class _Struct:
    _fields: dict[str, object] = {}

    def __init__(self, **values) -> None:
        for name, default in self._fields.items():
            setattr(self, name, values.pop(name, default))
        if values:
            raise TypeError(f"{type(self).__name__} has no field {next(iter(values))}")

    def __repr__(self) -> str:
        fields = ", ".join(f"{k}={getattr(self, k)!r}" for k in self._fields)
        return f"{type(self).__name__}({fields})"


class CUlaunchAttributeValue(_Struct):
    _fields = {"clusterDim": None, "priority": 0, "cooperative": 0}


class CUlaunchAttribute(_Struct):
    _fields = {"id": 0, "value": None}

    def __init__(self, **values) -> None:
        super().__init__(**values)
        if self.value is None:
            self.value = CUlaunchAttributeValue()


class CUlaunchConfig(_Struct):
    _fields = {"gridDimX": 1, "gridDimY": 1, "gridDimZ": 1, "blockDimX": 1, "blockDimY": 1,
               "blockDimZ": 1, "sharedMemBytes": 0, "hStream": 0, "attrs": None, "numAttrs": 0}


class CUDA_MEMCPY2D(_Struct):  # noqa: N801 - cuda-python's name
    _fields = {
        "srcXInBytes": 0, "srcY": 0, "srcMemoryType": 0, "srcHost": 0, "srcDevice": 0,
        "srcArray": 0, "srcPitch": 0, "dstXInBytes": 0, "dstY": 0, "dstMemoryType": 0,
        "dstHost": 0, "dstDevice": 0, "dstArray": 0, "dstPitch": 0, "WidthInBytes": 0,
        "Height": 0,
    }


class CUctxCreateParams(_Struct):
    _fields = {"execAffinityParams": None, "numExecAffinityParams": 0, "cigParams": None}


class CUdevprop(_Struct):
    _fields = {"maxThreadsPerBlock": 0, "maxThreadsDim": None, "maxGridSize": None,
               "sharedMemPerBlock": 0, "totalConstantMemory": 0, "SIMDWidth": 32,
               "memPitch": 0, "regsPerBlock": 0, "clockRate": 0, "textureAlign": 0}
