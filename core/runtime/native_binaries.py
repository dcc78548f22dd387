"""Loading a compiled module on its device, through the device's own binaries in the cache.

A SPIR-V module is compiled a second time by the device's driver when it loads, and that costs
more than our compile: Intel's OpenCL CPU runtime takes 0.3-0.5 s per kernel (130 s for the 336
kernels of ``bench/kernels/large.ptx``), and loads the binary it produced in 2 ms per kernel
(0.2 s for all 336). Where the device can give that binary back
(:meth:`~zluda.runtime.backend.LoadedModule.native_binary`), it is kept in the compile cache,
keyed by the compiled module's own cache key and the device's ``native_binary_id`` (its driver
and its version), and the next load of the same module on the same kind of device loads it
directly. A binary that the device refuses is dropped and the module is built again, from its
SPIR-V, once.
"""

from __future__ import annotations

import logging

from ..ptx import cache
from .backend import BackendError, Device, LoadedModule

log = logging.getLogger("zluda")


def load_compiled(device: Device, compiled) -> LoadedModule:
    """Load ``compiled`` (a :class:`zluda.ptx.CompiledModule`) on ``device``; raises
    :class:`BackendError` where the device refuses it."""
    key = native_key(device, compiled)
    if key is not None:
        binary = cache.load(key)
        if isinstance(binary, bytes):
            try:
                return device.load_native(binary)
            except BackendError as exc:
                log.warning("zluda: the device refused its own cached binary (%s); building the"
                            " module again", exc)
                cache.forget(key)
    loaded = device.load_module(compiled.binary, compiled.info.flushes_subnormals)
    if key is not None:
        native = loaded.native_binary()
        if native:
            cache.store(key, native)
    return loaded


def native_key(device: Device, compiled) -> str | None:
    """The cache key of the device's own build of ``compiled``; None where the device gives
    none back, the module was not cached, or the cache is off."""
    identity = getattr(device, "native_binary_id", None)
    if identity is None or compiled.cache_key is None or not cache.enabled():
        return None
    return cache.key(compiled.cache_key, identity, "native binary")
