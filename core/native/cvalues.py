"""The C values of ``libcuda.so.1``'s face: what every module of :mod:`zluda.native` shares.

The FFI of the library (:data:`ffi`, set when the face attaches; :data:`lib`, the library
itself), the addresses of its exports, the CUresult values that the face answers with, and the
conversions between C values and the runtime's plain ones (:class:`StructView`, :func:`plain`,
:func:`fill`).
"""

from __future__ import annotations

import logging
import re

from ..abi.enums import CUresult
from ..runtime import api as runtime_api

log = logging.getLogger("zluda")
SUCCESS = int(CUresult.CUDA_SUCCESS)
INVALID_VALUE = int(CUresult.CUDA_ERROR_INVALID_VALUE)
NOT_SUPPORTED = int(CUresult.CUDA_ERROR_NOT_SUPPORTED)
NOT_FOUND = int(CUresult.CUDA_ERROR_NOT_FOUND)
UNKNOWN = int(CUresult.CUDA_ERROR_UNKNOWN)
CU_STREAM_PER_THREAD = 2
_SUFFIX = re.compile(r"(_v\d+)?(_ptds|_ptsz)?$")

ffi = None  # the library's FFI (or, for the docs, a plain one with cuda.h's types)
lib = None
ADDRESSES: dict[str, int] = {}  # exported name -> its C function's address


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


def null_output(function: str, parameter: str) -> int:
    runtime_api.record_error(function, INVALID_VALUE, f"{parameter} is NULL")
    log.warning("zluda: %s failed with CUDA_ERROR_INVALID_VALUE: %s is NULL", function, parameter)
    return INVALID_VALUE


def fill(cdata, fields: dict, size: int | None = None) -> None:
    """Write a struct output given as a dict of its fields (nested structs and unions as
    dicts, arrays as lists) into ``cdata``; the fields it does not name are zeroed."""
    if size is not None:
        ffi.memmove(ffi.addressof(cdata), b"\0" * size, size)
    for name, value in fields.items():
        if isinstance(value, dict):
            fill(getattr(cdata, name), value)
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
