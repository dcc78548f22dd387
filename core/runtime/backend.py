"""The backend interface: what a backend does, and nothing more.

A backend moves bytes, loads a compiled module, enqueues a launch and reports what its device
can do. Every CUDA semantic (contexts, the legacy default stream, events, the address table,
argument packing, error codes) lives in the core, once (see ``docs/architecture.md``).

Backends are plugins: a package exposes a module in the entry-point group ``zluda.backends``,
and that module implements the :func:`zluda_backends` hook (see :mod:`zluda.runtime.plugins`).
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from dataclasses import dataclass, field


class BackendUnavailable(Exception):
    """The backend's runtime or device is missing; ``hint`` says how to install it."""

    def __init__(self, reason: str, hint: str = "") -> None:
        super().__init__(reason)
        self.reason = reason
        self.hint = hint


class BackendError(Exception):
    """The backend's runtime failed an operation (out of memory, a failed launch, ...)."""

    def __init__(self, message: str, result: str = "CUDA_ERROR_UNKNOWN") -> None:
        super().__init__(message)
        self.result = result

# Every allocation starts at a multiple of this, as cuMemAlloc's do: CUDA's
# CU_DEVICE_ATTRIBUTE_TEXTURE_ALIGNMENT, which texture objects over linear memory need
ALLOCATION_ALIGNMENT = 512
# The grid of a device that limits it only by its work size (a size_t): OpenCL, SYCL
NO_GRID_LIMIT = (2**64 - 1,) * 3


@dataclass
class DeviceProperties:
    """A device as its backend finds it: its own limits, not CUDA's (the core applies those,
    once: :mod:`zluda.runtime.limits`)."""

    name: str
    total_memory: int
    multiprocessors: int
    max_threads_per_block: int
    max_block_dims: tuple[int, int, int]
    max_grid_dims: tuple[int, int, int]
    max_shared_per_block: int
    clock_khz: int
    uuid: bytes
    integrated: bool = False
    cpu: bool = False  # a CPU device (it keeps all its shared memory: zluda.runtime.limits)
    can_map_host_memory: bool = True
    managed_memory: bool = True
    concurrent_managed_access: bool = True
    max_registers_per_block: int = 65536
    l2_cache_bytes: int = 0
    memory_clock_khz: int = 0
    memory_bus_width: int = 0
    pci_bus_id: int = 0
    pci_device_id: int = 0
    pci_domain_id: int = 0
    # The most blocks of one kernel that a multiprocessor runs at once (occupancy aside): a CPU
    # thread runs one work-group at a time, so cooperative launches there get one per thread.
    resident_blocks_per_multiprocessor: int = 32
    extra: dict = field(default_factory=dict)


class Marker(ABC):
    """A point in a queue: completes when everything enqueued before it has."""

    @abstractmethod
    def query(self) -> bool: ...

    @abstractmethod
    def wait(self) -> None: ...

    @abstractmethod
    def elapsed_ms(self, later: Marker) -> float:
        """Milliseconds from this marker to ``later`` (both complete, both timed)."""


class HostGate(ABC):
    """A point in a queue that holds back later work until the host opens it."""

    @abstractmethod
    def open(self) -> None: ...


class Kernel(ABC):
    name: str


class LoadedModule(ABC):
    @abstractmethod
    def kernel(self, name: str) -> Kernel: ...

    def native_binary(self) -> bytes | None:
        """The device's own compiled form of the module, which :meth:`Device.load_native`
        loads without compiling again; None where the backend has none to give."""
        return None

    def close(self) -> None:
        pass


class Queue(ABC):
    """An in-order queue. Addresses are plain integers in the device's address space."""

    @abstractmethod
    def copy(self, dst: int, src: int, size: int) -> None: ...

    @abstractmethod
    def fill(self, dst: int, pattern: bytes, count: int) -> None:
        """Write ``count`` copies of ``pattern`` (1, 2 or 4 bytes) from ``dst``."""

    @abstractmethod
    def launch(self, kernel: Kernel, global_size: tuple[int, int, int],
               local_size: tuple[int, int, int], params: list[bytes], globals_block: int,
               shared_bytes: int, scalars: tuple[int, ...]) -> None:
        """Enqueue a kernel over an NDRange (OpenCL's x, y, z order) that the core computed.

        The arguments follow :mod:`zluda.ptx.abi`: ``params`` (each PTX parameter's bytes), a
        pointer to the globals block, a local-memory window of ``shared_bytes``, then each of
        ``scalars`` as a u32."""

    def launcher(self, kernel: Kernel, global_size: tuple[int, int, int],
                 local_size: tuple[int, int, int], globals_block: int, shared_bytes: int,
                 scalars: tuple[int, ...]):
        """``launch`` with everything but ``params`` fixed: a function of the params. The core
        keeps one per kernel, queue and geometry, for launches that repeat them; a backend may
        bind here what :meth:`launch` would look up each time."""
        launch = self.launch
        return lambda params: launch(kernel, global_size, local_size, params, globals_block,
                                     shared_bytes, scalars)

    @abstractmethod
    def marker(self, timing: bool = True) -> Marker: ...

    @abstractmethod
    def wait(self, marker: Marker) -> None:
        """Later work in this queue waits for ``marker`` (which may be in another queue)."""

    @abstractmethod
    def gate(self) -> HostGate: ...

    @abstractmethod
    def finish(self) -> None: ...

    def close(self) -> None:
        pass


class Device(ABC):
    properties: DeviceProperties
    compiler_target: str  # a name for zluda.ptx.targets.get_target

    @abstractmethod
    def allocate(self, size: int, kind: str) -> int:
        """Allocate ``size`` bytes of ``kind`` ("device", "host" or "managed"); return the
        address. "host" and "managed" memory must be readable and writable by the host."""

    @abstractmethod
    def free(self, address: int) -> None: ...

    def register_host(self, address: int, size: int) -> int:
        """Make existing host memory usable by kernels; return its device address."""
        raise BackendError("registering host memory is not supported by this backend",
                           "CUDA_ERROR_NOT_SUPPORTED")

    def unregister_host(self, address: int) -> None:
        pass

    def reaches_system_memory(self) -> bool:
        """Whether kernels and copies may use host memory at any address, as the host maps it
        (what zluda.runtime.vmm's mappings need)."""
        return False

    @abstractmethod
    def create_queue(self) -> Queue: ...

    @abstractmethod
    def load_module(self, binary: bytes, flush_subnormals: bool = False) -> LoadedModule:
        """Build and load a compiled module; with ``flush_subnormals``, in the device's
        flush-to-zero mode for f32 (and f64) arithmetic, which modules compiled with
        ``;ftz=device`` ask for (``ModuleInfo.flushes_subnormals``; zluda.ptx's
        ``passes/device_flush.py``). Only SPIR-V targets ask for it."""

    # Names the device and its driver's compiler, where the device can give back and load its
    # own compiled form of a module (:meth:`LoadedModule.native_binary`); None where not. The
    # runtime keeps those binaries in the compile cache under this name.
    native_binary_id: str | None = None

    def load_native(self, binary: bytes) -> LoadedModule:
        """Load what :meth:`LoadedModule.native_binary` gave, on a device whose
        ``native_binary_id`` is the same."""
        raise BackendError("this device loads no native binaries", "CUDA_ERROR_NOT_SUPPORTED")

    def memory_info(self) -> tuple[int, int]:
        """(free, total) bytes of device memory."""
        total = self.properties.total_memory
        return total, total

    def host_accessible(self, kind: str) -> bool:
        """Whether the host may touch memory of ``kind`` directly (CPU devices: always)."""
        return kind in ("host", "managed")


class Backend(ABC):
    """A family of devices (opencl, level_zero, rocm6, rocm7)."""

    name: str
    install_hint: str = ""

    def devices(self) -> list[Device]:
        """The usable devices, probed once; :class:`BackendUnavailable` with the reason if none."""
        found = self.__dict__.get("_devices")
        if found is None:
            self.unusable = []
            found = self._devices = self.probe()
        return found

    @abstractmethod
    def probe(self) -> list[Device]:
        """Find the usable devices (called until it succeeds); add devices that exist but cannot
        be used to ``self.unusable``; raise :class:`BackendUnavailable` if there is none."""

    def describe_unusable(self) -> list[tuple[str, str]]:
        """(device name, reason) for devices that exist but cannot be used."""
        return list(self.__dict__.get("unusable", []))
