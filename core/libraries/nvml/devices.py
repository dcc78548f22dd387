"""NVML's view of the devices that zluda runs on: what ``libnvidia-ml.so.1`` answers and
``zluda smi`` prints, read from the runtime's devices and its own accounting.

- The devices are the runtime's (``cuInit`` finds them; NVML does not make a context).
- A device's UUID is the runtime's (``cuDeviceGetUuid``), as NVML writes one: ``GPU-`` and the
  16 bytes in the 8-4-4-4-12 hex groups; its PCI bus id is the runtime's, with NVML's 8-digit
  domain (``00000000:03:00.0``).
- Memory: the total is the device's; *used* is what this process holds on it (its device and
  managed allocations and virtual-memory mappings, from the runtime's address table), since the
  runtime sees no other process's; free is the rest, or what the backend reports free if less.
- Utilization, on a CPU device (the device is the host's processor), is the processors' busy
  share since the last question, or over 50 ms for the first one (from /proc/stat); other
  devices have no such counter through their runtimes: NVML_ERROR_NOT_SUPPORTED there. The
  memory share of a CPU device is not measured and reads 0.
- The processes that use a device: this one, when it has a context there (the runtime sees no
  other process).
- Versions: the CUDA driver's that zluda's libcuda reports (13.0), and the NVIDIA driver of
  that CUDA release (``DRIVER_VERSION``).
"""

from __future__ import annotations

import os
import threading
import time

from ...runtime import api
from ...runtime.driver import DRIVER
from ...runtime.memory import ADDRESSES, DEVICE, MANAGED, MAPPED
from ...runtime.visible_devices import uuid_text

DRIVER_VERSION = "580.65.06"  # CUDA 13.0's driver: the CUDA that zluda's libcuda reports


class NvmlDevice:
    """One of the runtime's devices, as NVML describes it."""

    def __init__(self, device, index: int) -> None:
        self.device = device  # zluda.runtime's CudaDevice
        self.index = index  # among all devices: NVML does not read CUDA_VISIBLE_DEVICES

    @property
    def name(self) -> str:
        return self.device.name

    @property
    def uuid(self) -> str:
        return uuid_text(self.device.properties.uuid)

    @property
    def pci(self) -> tuple[int, int, int]:
        """(domain, bus, device) numbers."""
        p = self.device.properties
        return p.pci_domain_id, p.pci_bus_id, p.pci_device_id

    @property
    def bus_id(self) -> str:
        domain, bus, device = self.pci
        return f"{domain:08x}:{bus:02x}:{device:02x}.0"

    @property
    def compute_capability(self) -> tuple[int, int]:
        from ...runtime.module import compute_capability

        return compute_capability()

    def memory(self) -> tuple[int, int, int]:
        """(total, free, used) bytes (see the module's docstring)."""
        total = self.device.properties.total_memory
        used = ADDRESSES.bytes_on(self.device, (DEVICE, MANAGED, MAPPED))
        backend_free, _ = self.device.backend_device.memory_info()
        free = max(0, min(total - used, backend_free))
        return total, free, min(used, total)

    def utilization(self) -> tuple[int, int] | None:
        """(device, memory) percent busy, or None where the runtime has no such counter."""
        if not getattr(self.device.properties, "cpu", False):
            return None
        return HOST_LOAD.busy_percent(), 0

    def processes(self) -> list[tuple[int, int]]:
        """(pid, bytes used) of the processes with a context on this device: this one, when it
        has one (the runtime sees no other process)."""
        if not any(not context.destroyed for context in list(self.device.contexts)):
            return []
        return [(os.getpid(), self.memory()[2])]

    def clock_mhz(self, memory: bool) -> int:
        p = self.device.properties
        return (p.memory_clock_khz if memory else p.clock_khz) // 1000


class HostLoad:
    """The processors' busy share between two readings of /proc/stat."""

    FIRST_WINDOW_S = 0.05

    def __init__(self) -> None:
        self._last: tuple[int, int] | None = None
        self._lock = threading.Lock()

    @staticmethod
    def _read() -> tuple[int, int]:
        """(busy, total) jiffies of all processors."""
        with open("/proc/stat") as f:
            fields = [int(v) for v in f.readline().split()[1:]]
        idle = fields[3] + (fields[4] if len(fields) > 4 else 0)  # idle and iowait
        return sum(fields) - idle, sum(fields)

    def busy_percent(self) -> int:
        with self._lock:
            if self._last is None:
                self._last = self._read()
                time.sleep(self.FIRST_WINDOW_S)
            now = self._read()
            busy, total = now[0] - self._last[0], now[1] - self._last[1]
            if total > 0:
                self._last = now
            return round(100 * busy / total) if total > 0 else 0


HOST_LOAD = HostLoad()


class Devices:
    """NVML's state: initialized (counted, as nvmlInit and nvmlShutdown pair) and the devices."""

    def __init__(self) -> None:
        self.initializations = 0
        self._devices: list[NvmlDevice] = []
        self._lock = threading.Lock()

    def init(self) -> bool:
        """Whether the driver came up (NVML_ERROR_DRIVER_NOT_LOADED otherwise)."""
        (result,) = api.cuInit(0)
        if result and not DRIVER.physical_devices:  # NVML does not read CUDA_VISIBLE_DEVICES
            return False
        with self._lock:
            if [d.device for d in self._devices] != DRIVER.physical_devices:  # a new cuInit
                self._devices = [NvmlDevice(device, index)
                                 for index, device in enumerate(DRIVER.physical_devices)]
            self.initializations += 1
        return True

    def shutdown(self) -> bool:
        with self._lock:
            if self.initializations == 0:
                return False
            self.initializations -= 1
            return True

    @property
    def initialized(self) -> bool:
        return self.initializations > 0

    @property
    def all(self) -> list[NvmlDevice]:
        return list(self._devices)


DEVICES = Devices()
