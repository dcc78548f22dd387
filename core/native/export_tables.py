"""``cuGetExportTable``: the private tables that NVIDIA's cudart requires of a driver.

Each table is an array of 8-byte words at an address that stays the same for the life of the
process (the integrity check hashes two of them). Word 0 is the table's size in bytes, except
in CONTEXT_LOCAL_STORAGE, whose word 0 is already a function. Only the slots that cudart 13 calls
are filled (../shared/NATIVE.md section 3); the others are NULL, which cudart accepts. An unknown
table is refused with ``CUDA_ERROR_INVALID_VALUE``, and so is the unnamed one that cudart asks
for first. The semantics behind the slots (the primary context, context-local storage) live in
:mod:`zluda.runtime`; this module only translates.
"""

from __future__ import annotations

import logging
import os
import threading
import time

from ..abi.enums import CUresult
from ..runtime import api as runtime_api
from ..runtime.api import handles
from ..runtime.context import CONTEXTS, Context, current_context
from ..runtime.driver import DRIVER, DRIVER_VERSION
from ..runtime.errors import CudaError
from . import cvalues
from .integrity import DeviceIdentity, answer

log = logging.getLogger("zluda")
SUCCESS = int(CUresult.CUDA_SUCCESS)
HOOK_BUFFER_WORDS = 1024  # cudart needs at least 523 u32 in HOOKS[2]'s buffer, 14 in HOOKS[6]'s

# UUID (bytes in memory order) -> (name, words)
TABLES = {
    bytes.fromhex("6BD5FB6C5BF4E74A8987D93912FD9DF9"): ("CUDART_INTERFACE", 13),
    bytes.fromhex("A094798C2E742E7493F20800200C0A66"): ("TOOLS_RUNTIME_CALLBACK_HOOKS", 7),
    bytes.fromhex("42D85A8123F6CB478298F6E78A3AECDC"): ("TOOLS_TLS", 4),
    bytes.fromhex("C693336E1121DF11A8C368F355D89593"): ("CONTEXT_LOCAL_STORAGE_INTERFACE_V0301", 4),
    bytes.fromhex("263E88607CD2614392F6BBD5006DFA7E"): ("CONTEXT_CHECKS", 4),
    bytes.fromhex("D4082055BDE6704B8D34BA123C66E1F2"): ("INTEGRITY_CHECK", 3),
    bytes.fromhex("21318c60971432488ca641ff7324c8f2"): ("CONTEXT_IDENTITY", 95),
}
REFUSED = {bytes.fromhex("F8CFF95121468B4EB9E2FB469E7C0DD9"): "the unnamed table"}

_tables: dict[str, object] = {}  # name -> its uint64_t[] (alive as long as the process)
_keep: list[object] = []  # the buffers that the hook slots hand out


def _result(fn):
    """A slot that returns a CUresult: CudaError becomes its code, anything else UNKNOWN."""

    def call(*args):
        try:
            fn(*args)
            return SUCCESS
        except CudaError as exc:
            runtime_api.record_error(fn.__name__, exc.result, exc.message)
            return int(exc.result)
        except Exception as exc:  # noqa: BLE001 - nothing may cross into the C caller
            log.warning("zluda: export table slot %s: internal error: %r", fn.__name__, exc)
            return int(CUresult.CUDA_ERROR_UNKNOWN)

    call.__name__ = fn.__name__
    return call


def _context(handle):
    """A CUcontext argument: NULL is the current context."""
    value = cvalues.plain(handle)
    DRIVER.require()
    if value == 0:
        return current_context()
    return handles._context(value)


# -- the slots ---------------------------------------------------------------------------------


def primary_context(out, dev) -> None:
    """CUDART_INTERFACE[2]: the device's primary context, not retained."""
    if out == cvalues.ffi.NULL:
        raise CudaError("CUDA_ERROR_INVALID_VALUE", "the context pointer is NULL")
    DRIVER.require()
    context = DRIVER.device(int(dev)).primary.peek()
    out[0] = cvalues.ffi.cast("CUcontext", DRIVER.handles.handle(context))


def _zeroed_buffer(words: int):
    def slot(buffer, count):
        cell = cvalues.ffi.new("uint32_t[]", words)
        _keep.append(cell)
        if buffer != cvalues.ffi.NULL:
            buffer[0] = cvalues.ffi.cast("void *", cell)
        if count != cvalues.ffi.NULL:
            count[0] = words

    return slot


def local_put(ctx, key, value, destructor) -> None:
    """CONTEXT_LOCAL_STORAGE[0]: store ``value`` under ``key`` in the context."""
    context = _context(ctx)
    handle = DRIVER.handles.handle(context)
    call = None
    if destructor != cvalues.ffi.NULL:
        def call(key_value, stored):  # cudart's destructor: (ctx, key, value)
            destructor(cvalues.ffi.cast("CUcontext", handle), cvalues.ffi.cast("void *", key_value),
                       cvalues.ffi.cast("void *", stored))
    context.store_local(cvalues.plain(key), cvalues.plain(value), call)


def local_delete(ctx, key) -> None:
    _context(ctx).forget_local(cvalues.plain(key))


def local_get(value, ctx: int, key: int) -> None:
    """CONTEXT_LOCAL_STORAGE[2], which cudart calls at the start of each of its calls: its twin
    takes ``ctx`` and ``key`` as ints, and ``value`` as a ``uintptr_t *``
    (zluda.native.library.WORD_OUTPUTS)."""
    if value == cvalues.ffi.NULL:
        raise CudaError("CUDA_ERROR_INVALID_VALUE", "the value pointer is NULL")
    context = CONTEXTS.current if ctx == 0 else DRIVER.handles.object_of(ctx)
    if context.__class__ is not Context or context.destroyed or not DRIVER.initialized:
        context = _context(ctx)  # which says what is wrong
    value[0] = context.local(key)


def context_check(ctx, out1, out2) -> None:
    """CONTEXT_CHECKS[2]: cudart needs ``*out1 = 0``."""
    if out1 != cvalues.ffi.NULL:
        out1[0] = 0


def integrity_check(version, seconds, out) -> None:
    """INTEGRITY_CHECK[1]: see :mod:`zluda.native.integrity`."""
    if out == cvalues.ffi.NULL:
        raise CudaError("CUDA_ERROR_INVALID_VALUE", "the output pointer is NULL")
    devices = []
    if DRIVER.initialized:
        for device in DRIVER.devices:
            props = device.properties
            devices.append(DeviceIdentity(bytes(props.uuid), props.pci_domain_id,
                                          props.pci_bus_id, props.pci_device_id))
    words = answer(DRIVER_VERSION, int(version), os.getpid(), threading.get_ident(),
                   _address(_tables["CUDART_INTERFACE"]), _address(_tables["INTEGRITY_CHECK"]),
                   _slot_address("INTEGRITY_CHECK", 1), int(seconds) or int(time.time()),
                   devices)
    out[0], out[1] = words


def _no_result() -> int:
    return 0


# The C function of each slot (core/native/table_slots.py) and its implementation
IMPLEMENTATIONS = {
    "zluda_slot_primary_context": _result(primary_context),
    "zluda_slot_hook_buffer": _zeroed_buffer(HOOK_BUFFER_WORDS),
    "zluda_slot_local_put": _result(local_put),
    "zluda_slot_local_delete": _result(local_delete),
    "zluda_slot_local_get": _result(local_get),
    "zluda_slot_context_check": _result(context_check),
    "zluda_slot_context_check_3": _no_result,
    "zluda_slot_integrity_check": _result(integrity_check),
}
# (table, slot) -> the C function there
SLOTS = {
    ("CUDART_INTERFACE", 2): "zluda_slot_primary_context",
    ("TOOLS_RUNTIME_CALLBACK_HOOKS", 2): "zluda_slot_hook_buffer",
    ("TOOLS_RUNTIME_CALLBACK_HOOKS", 6): "zluda_slot_hook_buffer",
    ("CONTEXT_LOCAL_STORAGE_INTERFACE_V0301", 0): "zluda_slot_local_put",
    ("CONTEXT_LOCAL_STORAGE_INTERFACE_V0301", 1): "zluda_slot_local_delete",
    ("CONTEXT_LOCAL_STORAGE_INTERFACE_V0301", 2): "zluda_slot_local_get",
    ("CONTEXT_CHECKS", 2): "zluda_slot_context_check",
    ("CONTEXT_CHECKS", 3): "zluda_slot_context_check_3",
    ("INTEGRITY_CHECK", 1): "zluda_slot_integrity_check",
}


def _address(cdata) -> int:
    return int(cvalues.ffi.cast("uintptr_t", cdata))


def _slot_address(table: str, slot: int) -> int:
    return int(_tables[table][slot])


def attach(ffi, lib) -> None:
    """Give the slots' C functions their implementations, and build the tables."""
    for name, fn in IMPLEMENTATIONS.items():
        void = name == "zluda_slot_hook_buffer"
        ffi.def_extern(name=f"zluda_{name}", **({} if void else {
            "error": 0 if name.endswith("_3") else int(CUresult.CUDA_ERROR_UNKNOWN)}))(fn)
    for name, words in TABLES.values():
        table = ffi.new("uint64_t[]", words)
        if name != "CONTEXT_LOCAL_STORAGE_INTERFACE_V0301":
            table[0] = words * 8
        _tables[name] = table
    for (name, slot), function in SLOTS.items():
        _tables[name][slot] = int(ffi.cast("uintptr_t", lib.zluda_cuda_symbol(function.encode())))


def get_export_table(table_out, uuid) -> int:
    """``cuGetExportTable(const void **ppExportTable, const CUuuid *pExportTableId)``."""
    ffi = cvalues.ffi
    if table_out == ffi.NULL or uuid == ffi.NULL:
        return cvalues.null_output("cuGetExportTable", "ppExportTable or pExportTableId")
    key = bytes(ffi.buffer(uuid, 16))
    found = TABLES.get(key)
    if found is None:
        table_out[0] = ffi.NULL
        what = REFUSED.get(key, f"table {key.hex()}")
        runtime_api.record_error("cuGetExportTable", CUresult.CUDA_ERROR_INVALID_VALUE,
                                 f"zluda does not provide {what}")
        return int(CUresult.CUDA_ERROR_INVALID_VALUE)
    table_out[0] = ffi.cast("void *", _tables[found[0]])
    return SUCCESS
