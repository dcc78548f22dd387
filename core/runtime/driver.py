"""Driver-wide state: initialization, the chosen backend and its devices, and handles.

Handles (``CUcontext``, ``CUstream``, ...) are integers that name runtime objects. The
:class:`HandleTable` hands them out and looks them up, so that a stale or foreign handle gets
``CUDA_ERROR_INVALID_HANDLE`` instead of a crash.
"""

from __future__ import annotations

import atexit
import itertools
import logging
import os
import threading

from .backend import BackendUnavailable
from .context import CudaDevice
from .errors import CudaError
from .plugins import UnknownBackend, requested_backend, select
from .visible_devices import VARIABLE, visible_order

log = logging.getLogger("zluda")

DRIVER_VERSION = 13000  # cuDriverGetVersion: the CUDA 13.0 driver API


class HandleTable:
    def __init__(self) -> None:
        self._objects: dict[int, object] = {}
        self._ids: dict[int, int] = {}  # id(object) -> handle
        self._counter = itertools.count(0x10000, 0x10)
        self._lock = threading.Lock()

    def handle(self, obj: object) -> int:
        value = self._ids.get(id(obj))  # an object that has its handle: no lock (each object
        if value is not None:  # in _ids is alive, held by _objects, so no other has its id)
            return value
        with self._lock:
            value = self._ids.get(id(obj))
            if value is None:
                value = next(self._counter)
                self._objects[value] = obj
                self._ids[id(obj)] = value
            return value

    def object_of(self, value: int) -> object | None:
        """The object of handle ``value``, of any kind, or None."""
        return self._objects.get(value)

    def get(self, value: int, kind: type, error: str = "CUDA_ERROR_INVALID_HANDLE"):
        obj = self._objects.get(value)
        if obj is None or not isinstance(obj, kind):
            what = kind.__name__ if isinstance(kind, type) else kind[0].__name__
            raise CudaError(error, f"0x{value:x} is not a valid {what} handle")
        return obj

    def forget(self, obj: object) -> None:
        """Forget ``obj``'s handle (an object that owns no others: a stream, an event)."""
        with self._lock:
            value = self._ids.pop(id(obj), None)
            if value is not None:
                self._objects.pop(value, None)

    def objects(self, kind: type) -> list:
        """Every object of ``kind`` that has a handle."""
        with self._lock:
            return [obj for obj in self._objects.values() if isinstance(obj, kind)]

    def forget_tree(self, root: object) -> None:
        """Forget ``root``'s handle and those of everything it owns, directly or not (a
        context's streams, events and modules; a module's functions), following each object's
        ``owner``: the handle table must not keep an unloaded module alive."""
        with self._lock:
            for value, obj in list(self._objects.items()):
                while obj is not None and obj is not root:
                    obj = getattr(obj, "owner", None)
                if obj is root:
                    self._ids.pop(id(self._objects.pop(value)), None)


class Driver:
    def __init__(self) -> None:
        self.initialized = False
        self.devices: list[CudaDevice] = []  # those CUDA_VISIBLE_DEVICES shows, by ordinal
        self.physical_devices: list[CudaDevice] = []  # all of the backend's, in its order
        self.backend_name = ""
        self.init_error: CudaError | None = None
        self.lock = threading.Lock()
        self.handles = HandleTable()
        self._exit_hook = False

    def init(self) -> None:
        with self.lock:
            if self.initialized:
                return
            try:
                backend, devices = select()
            except UnknownBackend as exc:
                log.error("zluda: %s", exc)
                raise CudaError("CUDA_ERROR_NO_DEVICE", str(exc)) from None
            except BackendUnavailable as exc:
                message = (f"no usable device for ZLUDA_BACKEND={requested_backend()}:"
                           f" {exc.reason}")
                log.error("zluda: %s", message)
                raise CudaError("CUDA_ERROR_NO_DEVICE", message) from None
            # every device, as NVML sees them; CUDA's ordinals number the visible ones
            self.physical_devices = [CudaDevice(i, d, backend.name)
                                     for i, d in enumerate(devices)]
            order = visible_order([d.properties.uuid for d in devices])
            if not order:
                message = (f"{VARIABLE}={os.environ.get(VARIABLE)!r} leaves none of the"
                           f" {len(devices)} {backend.name} devices visible")
                log.error("zluda: %s", message)
                raise CudaError("CUDA_ERROR_NO_DEVICE", message)
            self.backend_name = backend.name
            self.devices = [self.physical_devices[i] for i in order]
            for ordinal, device in enumerate(self.devices):
                device.ordinal = ordinal
            self.initialized = True
            if not self._exit_hook:
                # after the backend's runtime was loaded, so that this runs before its own
                # exit handlers (atexit runs them last in, first out)
                atexit.register(self.finish_at_exit)
                self._exit_hook = True

    def finish_at_exit(self) -> None:
        """Let every context's pending work finish before the process exits, as CUDA's driver
        does when it tears its contexts down at exit. A vendor runtime that is torn down with
        work still queued can abort the process (Intel's OpenCL runtime: "terminate called
        without an active exception", "Pure virtual function called!"). The streams'
        host-function threads end then too (Stream.end_host_worker)."""
        from .context import Context

        for context in self.handles.objects(Context):
            if context.destroyed:
                continue
            for stream in context.all_streams():
                try:
                    stream.drain()  # whatever the stream believes: the runtime must be idle
                    stream.synchronize()
                    stream.end_host_worker()
                except Exception:  # noqa: BLE001 - the process is exiting: nobody to tell
                    pass

    def shutdown(self) -> None:
        """Destroy every context and forget the backend, so that the next ``cuInit`` selects a
        backend again (from ``$ZLUDA_BACKEND``). No CUDA program can reach this: it exists for
        test suites that run several backends in one process (``tests/runtime/conftest.py``).
        All handles become invalid; this thread's context stack is emptied."""
        from .context import CONTEXTS, Context

        with self.lock:
            for context in self.handles.objects(Context):
                try:
                    context.destroy()
                except Exception:  # noqa: BLE001 - shutting down goes on
                    log.exception("zluda: destroying a context at shutdown failed")
            for device in self.physical_devices:
                device.primary.reset()
            CONTEXTS.stack.clear()
            self.devices = []
            self.physical_devices = []
            self.backend_name = ""
            self.handles = HandleTable()
            self.initialized = False

    def require(self) -> None:
        if not self.initialized:
            raise CudaError("CUDA_ERROR_NOT_INITIALIZED", "cuInit has not been called")

    def device(self, ordinal: int) -> CudaDevice:
        self.require()
        if not isinstance(ordinal, int) or not 0 <= ordinal < len(self.devices):
            raise CudaError("CUDA_ERROR_INVALID_DEVICE", f"there is no device {ordinal}")
        return self.devices[ordinal]


DRIVER = Driver()
