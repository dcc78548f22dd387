"""zluda's ``libnvidia-ml.so.1``: NVML's C ABI over :mod:`.devices`.

Every function of nvml.h is exported (:mod:`zluda.abi.nvml`), under its versioned and its older
unversioned names. Implemented: initialization and shutdown, the system's versions and process
names, the devices (count, handles by index, UUID and PCI bus id, name, UUID, index, minor
number, PCI information, memory, utilization, compute mode, CUDA compute capability, clocks, the
processes that use them). What a device cannot report (temperature, power, fans, ECC, ...)
answers NVML_ERROR_NOT_SUPPORTED, as NVML does for a GPU without the sensor, and logs its name
once. Errors are NVML's: NVML_ERROR_UNINITIALIZED before nvmlInit, INVALID_ARGUMENT for a NULL
pointer, a wrong handle or an index past the devices, NOT_FOUND for a UUID or bus id of no
device, INSUFFICIENT_SIZE for a buffer too small for the answer.
"""

from __future__ import annotations

from ...abi import nvml as abi
from ..common import status_face
from .devices import DEVICES, DRIVER_VERSION, NvmlDevice
from .status import NAMES, STATUSES, C, NvmlError

ffi = None
NVML_VERSION = f"13.{DRIVER_VERSION}"
CUDA_DRIVER_VERSION = 13000
_HANDLES: dict[int, NvmlDevice] = {}  # the value of each device's nvmlDevice_t
FIRST_HANDLE = 0x7C0E0A1000


def _error(status: int, message: str) -> NvmlError:
    return NvmlError(status, message)


def _argument(message: str) -> NvmlError:
    return NvmlError(C.NVML_ERROR_INVALID_ARGUMENT, message)


def _initialized() -> None:
    if not DEVICES.initialized:
        raise _error(C.NVML_ERROR_UNINITIALIZED, "nvmlInit has not been called")


def _device(value: int) -> NvmlDevice:
    _initialized()
    device = _HANDLES.get(value)
    if device is None:
        raise _argument(f"0x{value:x} is not an nvmlDevice_t" if value else "the device is NULL")
    return device


def _handle_of(device: NvmlDevice) -> int:
    value = FIRST_HANDLE + 0x10 * device.index
    _HANDLES[value] = device
    return value


def _out(address: int, kind: str):
    """The ``kind *`` at ``address`` (INVALID_ARGUMENT for NULL)."""
    if address == 0:
        raise _argument("an output pointer is NULL")
    return ffi.cast(f"{kind} *", address)


def _string(address: int, length: int, text: str) -> None:
    """``text`` into the caller's buffer of ``length`` bytes, with its NUL."""
    data = text.encode()
    if address == 0:
        raise _argument("the buffer is NULL")
    if length < len(data) + 1:
        raise _error(C.NVML_ERROR_INSUFFICIENT_SIZE, f"{len(data) + 1} bytes are needed,"
                     f" {length} were given")
    ffi.memmove(ffi.cast("char *", address), data + b"\0", len(data) + 1)


# -- the library and the system -------------------------------------------------------------

def nvmlInit_v2():  # noqa: N802 - NVML's names
    if not DEVICES.init():
        raise _error(C.NVML_ERROR_DRIVER_NOT_LOADED, "zluda's runtime found no backend")


def nvmlInitWithFlags(flags):  # noqa: N802
    nvmlInit_v2()


def nvmlShutdown():  # noqa: N802
    if not DEVICES.shutdown():
        raise _error(C.NVML_ERROR_UNINITIALIZED, "nvmlShutdown without nvmlInit")


def nvmlSystemGetDriverVersion(version, length):  # noqa: N802
    _initialized()
    _string(version, length, DRIVER_VERSION)


def nvmlSystemGetNVMLVersion(version, length):  # noqa: N802
    _string(version, length, NVML_VERSION)


def nvmlSystemGetCudaDriverVersion(out):  # noqa: N802
    _initialized()
    _out(out, "int")[0] = CUDA_DRIVER_VERSION


def nvmlSystemGetProcessName(pid, name, length):  # noqa: N802
    _initialized()
    try:
        with open(f"/proc/{pid}/cmdline", "rb") as f:
            text = f.read().split(b"\0", 1)[0].decode(errors="replace")
    except OSError:
        raise _error(C.NVML_ERROR_NOT_FOUND, f"no process {pid}") from None
    _string(name, length, text)


# -- devices ---------------------------------------------------------------------------------

def nvmlDeviceGetCount_v2(out):  # noqa: N802
    _initialized()
    _out(out, "unsigned int")[0] = len(DEVICES.all)


def nvmlDeviceGetHandleByIndex_v2(index, out):  # noqa: N802
    _initialized()
    devices = DEVICES.all
    if not 0 <= index < len(devices):
        raise _argument(f"device {index} of {len(devices)}")
    _out(out, "uintptr_t")[0] = _handle_of(devices[index])


def _by(what: str, address: int, key, out) -> None:
    _initialized()
    if address == 0:
        raise _argument(f"the {what} is NULL")
    text = ffi.string(ffi.cast("char *", address)).decode(errors="replace")
    for device in DEVICES.all:
        if key(device, text):
            _out(out, "uintptr_t")[0] = _handle_of(device)
            return
    raise _error(C.NVML_ERROR_NOT_FOUND, f"no device has the {what} {text!r}")


def nvmlDeviceGetHandleByUUID(uuid, out):  # noqa: N802
    _by("UUID", uuid, lambda device, text: device.uuid.lower() == text.lower(), out)


def nvmlDeviceGetHandleByPciBusId_v2(bus_id, out):  # noqa: N802
    def same(device, text):  # "0000:03:00.0" and "00000000:03:00.0" name the same device
        domain, _, rest = text.strip().lower().rpartition(":")
        head, _, tail = domain.rpartition(":")
        try:
            return (int(head or "0", 16), int(tail, 16), int(rest.split(".")[0], 16)) == \
                device.pci
        except ValueError:
            return False

    _by("PCI bus id", bus_id, same, out)


def nvmlDeviceGetName(device, name, length):  # noqa: N802
    _string(name, length, _device(device).name)


def nvmlDeviceGetUUID(device, uuid, length):  # noqa: N802
    _string(uuid, length, _device(device).uuid)


def nvmlDeviceGetIndex(device, out):  # noqa: N802
    _out(out, "unsigned int")[0] = _device(device).index


def nvmlDeviceGetMinorNumber(device, out):  # noqa: N802
    _out(out, "unsigned int")[0] = _device(device).index


def nvmlDeviceGetPciInfo_v3(device, out):  # noqa: N802
    d = _device(device)
    info = _out(out, "nvmlPciInfo_t")
    domain, bus, number = d.pci
    info.domain, info.bus, info.device = domain, bus, number
    info.pciDeviceId = info.pciSubSystemId = 0
    ffi.memmove(info.busId, d.bus_id.encode() + b"\0", len(d.bus_id) + 1)
    legacy = f"{domain:04x}:{bus:02x}:{number:02x}.0".encode()
    ffi.memmove(info.busIdLegacy, legacy + b"\0", len(legacy) + 1)


def nvmlDeviceGetMemoryInfo(device, out):  # noqa: N802
    memory = _out(out, "nvmlMemory_t")
    memory.total, memory.free, memory.used = _device(device).memory()


def nvmlDeviceGetMemoryInfo_v2(device, out):  # noqa: N802
    memory = _out(out, "nvmlMemory_v2_t")
    expected = ffi.sizeof("nvmlMemory_v2_t") | (2 << 24)  # NVML_STRUCT_VERSION(Memory, 2)
    if memory.version != expected:
        raise _error(C.NVML_ERROR_ARGUMENT_VERSION_MISMATCH,
                     f"nvmlMemory_v2_t.version is 0x{memory.version:x}, not 0x{expected:x}")
    memory.total, memory.free, memory.used = _device(device).memory()
    memory.reserved = 0


def nvmlDeviceGetUtilizationRates(device, out):  # noqa: N802
    rates = _device(device).utilization()
    if rates is None:
        raise _error(C.NVML_ERROR_NOT_SUPPORTED, "this device's runtime has no utilization"
                     " counter")
    utilization = _out(out, "nvmlUtilization_t")
    utilization.gpu, utilization.memory = rates


def nvmlDeviceGetComputeMode(device, out):  # noqa: N802
    _device(device)
    _out(out, "nvmlComputeMode_t")[0] = C.NVML_COMPUTEMODE_DEFAULT


def nvmlDeviceGetCudaComputeCapability(device, major, minor):  # noqa: N802
    values = _device(device).compute_capability
    _out(major, "int")[0], _out(minor, "int")[0] = values


def _clock(device, kind, out) -> None:
    memory = kind == C.NVML_CLOCK_MEM
    if kind not in (C.NVML_CLOCK_GRAPHICS, C.NVML_CLOCK_SM, C.NVML_CLOCK_MEM):
        raise _error(C.NVML_ERROR_NOT_SUPPORTED, f"clock {kind}")
    mhz = _device(device).clock_mhz(memory)
    if mhz == 0:
        raise _error(C.NVML_ERROR_NOT_SUPPORTED, "the device reports no such clock")
    _out(out, "unsigned int")[0] = mhz


def nvmlDeviceGetClockInfo(device, kind, out):  # noqa: N802
    _clock(device, kind, out)


def nvmlDeviceGetMaxClockInfo(device, kind, out):  # noqa: N802
    _clock(device, kind, out)


def _processes(kind: str, listed: bool):
    """nvmlDeviceGet*RunningProcesses into ``kind`` records: the compute ones are this
    process's (``listed``), the graphics and MPS ones none."""
    def call(device, count, infos):
        found = _device(device).processes() if listed else []
        capacity = _out(count, "unsigned int")
        room, capacity[0] = capacity[0], len(found)
        if room < len(found) or (found and infos == 0):
            raise _error(C.NVML_ERROR_INSUFFICIENT_SIZE, f"{len(found)} processes")
        records = ffi.cast(f"{kind} *", infos) if found else None
        for i, (pid, used) in enumerate(found):
            records[i].pid, records[i].usedGpuMemory = pid, used
            if kind != "nvmlProcessInfo_v1_t":
                records[i].gpuInstanceId = records[i].computeInstanceId = 0xFFFFFFFF

    return call


ROUTINES = {
    "nvmlInit": nvmlInit_v2, "nvmlInit_v2": nvmlInit_v2, "nvmlInitWithFlags": nvmlInitWithFlags,
    "nvmlShutdown": nvmlShutdown,
    "nvmlSystemGetDriverVersion": nvmlSystemGetDriverVersion,
    "nvmlSystemGetNVMLVersion": nvmlSystemGetNVMLVersion,
    "nvmlSystemGetCudaDriverVersion": nvmlSystemGetCudaDriverVersion,
    "nvmlSystemGetCudaDriverVersion_v2": nvmlSystemGetCudaDriverVersion,
    "nvmlSystemGetProcessName": nvmlSystemGetProcessName,
    "nvmlDeviceGetCount": nvmlDeviceGetCount_v2, "nvmlDeviceGetCount_v2": nvmlDeviceGetCount_v2,
    "nvmlDeviceGetHandleByIndex": nvmlDeviceGetHandleByIndex_v2,
    "nvmlDeviceGetHandleByIndex_v2": nvmlDeviceGetHandleByIndex_v2,
    "nvmlDeviceGetHandleByUUID": nvmlDeviceGetHandleByUUID,
    "nvmlDeviceGetHandleByPciBusId": nvmlDeviceGetHandleByPciBusId_v2,
    "nvmlDeviceGetHandleByPciBusId_v2": nvmlDeviceGetHandleByPciBusId_v2,
    "nvmlDeviceGetName": nvmlDeviceGetName, "nvmlDeviceGetUUID": nvmlDeviceGetUUID,
    "nvmlDeviceGetIndex": nvmlDeviceGetIndex, "nvmlDeviceGetMinorNumber": nvmlDeviceGetMinorNumber,
    "nvmlDeviceGetPciInfo": nvmlDeviceGetPciInfo_v3, "nvmlDeviceGetPciInfo_v2":
        nvmlDeviceGetPciInfo_v3, "nvmlDeviceGetPciInfo_v3": nvmlDeviceGetPciInfo_v3,
    "nvmlDeviceGetMemoryInfo": nvmlDeviceGetMemoryInfo,
    "nvmlDeviceGetMemoryInfo_v2": nvmlDeviceGetMemoryInfo_v2,
    "nvmlDeviceGetUtilizationRates": nvmlDeviceGetUtilizationRates,
    "nvmlDeviceGetComputeMode": nvmlDeviceGetComputeMode,
    "nvmlDeviceGetCudaComputeCapability": nvmlDeviceGetCudaComputeCapability,
    "nvmlDeviceGetClockInfo": nvmlDeviceGetClockInfo,
    "nvmlDeviceGetMaxClockInfo": nvmlDeviceGetMaxClockInfo,
    "nvmlDeviceGetComputeRunningProcesses": _processes("nvmlProcessInfo_v1_t", True),
    "nvmlDeviceGetComputeRunningProcesses_v2": _processes("nvmlProcessInfo_v2_t", True),
    "nvmlDeviceGetComputeRunningProcesses_v3": _processes("nvmlProcessInfo_t", True),
    "nvmlDeviceGetGraphicsRunningProcesses": _processes("nvmlProcessInfo_v1_t", False),
    "nvmlDeviceGetGraphicsRunningProcesses_v2": _processes("nvmlProcessInfo_v2_t", False),
    "nvmlDeviceGetGraphicsRunningProcesses_v3": _processes("nvmlProcessInfo_t", False),
    "nvmlDeviceGetMPSComputeRunningProcesses": _processes("nvmlProcessInfo_v1_t", False),
    "nvmlDeviceGetMPSComputeRunningProcesses_v2": _processes("nvmlProcessInfo_v2_t", False),
    "nvmlDeviceGetMPSComputeRunningProcesses_v3": _processes("nvmlProcessInfo_t", False),
}
_STRINGS: dict[int, object] = {}


def nvmlErrorString(result):  # noqa: N802
    if result not in _STRINGS:
        text = NAMES.get(result, "NVML_ERROR_UNKNOWN").removeprefix("NVML_ERROR_")
        text = "Success" if result == C.NVML_SUCCESS else text.replace("_", " ").capitalize()
        _STRINGS[result] = ffi.new("char[]", text.encode())
    return _STRINGS[result]


DIRECT = {"nvmlErrorString": nvmlErrorString}


def implemented_names() -> set[str]:
    return (set(ROUTINES) | set(DIRECT)) & set(abi.FUNCTIONS)


def attach(ffi_, lib_) -> None:
    global ffi
    ffi = ffi_
    status_face.attach(ffi, abi.FUNCTIONS, STATUSES, ROUTINES.get, DIRECT, "nvml")
