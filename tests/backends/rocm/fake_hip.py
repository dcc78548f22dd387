"""A FAKE HIP API: a test double with hip-python's call conventions, for machines without ROCm.

:class:`FakeHip` stands in for hip-python's ``hip.hip`` module. It is not HIP: it checks that
the ROCm backend *calls* HIP correctly, and simulates just enough of a GPU to let results be
checked byte by byte:

- every call returns a tuple whose first element is a ``hipError_t`` (an ``IntEnum``), then the
  out-parameters, as hip-python does; arguments are range-checked as hip-python's Cython
  signatures do (``hipMemsetD32Async`` takes a C ``int``, so 0xdeadbeef overflows);
- memory is real host memory (ctypes buffers), so copies, fills and a launch's argument buffer
  are real bytes; device allocations are told apart from host memory, so each copy records its
  direction (``HtoD``, ``DtoH``, ``DtoD``, ``HtoH``);
- streams run their work **lazily**: nothing enqueued happens until something synchronizes
  (``hipStreamSynchronize``, ``hipEventSynchronize``) or polls (``hipEventQuery`` answers
  ``hipErrorNotReady`` once, then the fake device catches up), so a backend that forgets to
  synchronize reads stale bytes;
- ``hipModuleLaunchKernel`` checks the ``extra`` array ({BUFFER_POINTER, buf, BUFFER_SIZE,
  &size, END}) and the buffer size against the code object's metadata, records the launch, and
  runs a Python emulation of the kernel if the test registered one (``fake.kernels[name]``);
- the ROCm 6 and ROCm 7 fakes differ where the real bindings do (``hipRuntimeGetVersion``,
  ``hipDeviceAttributePciDomainID`` versus ``...Id``);
- ``fake.fail[name] = hipError_t.X`` makes the next call of ``name`` fail with X.
"""

from __future__ import annotations

import ctypes
import enum
import struct
from dataclasses import dataclass, field

from zluda.ptx.codeobject import CodeObjectError, read_code_object


class hipError_t(enum.IntEnum):  # noqa: N801 - hip-python's name
    hipSuccess = 0
    hipErrorInvalidValue = 1
    hipErrorOutOfMemory = 2
    hipErrorNotInitialized = 3
    hipErrorInvalidConfiguration = 9
    hipErrorNoDevice = 100
    hipErrorInvalidDevice = 101
    hipErrorInvalidImage = 200
    hipErrorInvalidHandle = 400
    hipErrorNotFound = 500
    hipErrorNotReady = 600
    hipErrorIllegalAddress = 700
    hipErrorLaunchOutOfResources = 701
    hipErrorHostMemoryAlreadyRegistered = 712
    hipErrorHostMemoryNotRegistered = 713
    hipErrorLaunchFailure = 719
    hipErrorNotSupported = 801
    hipErrorUnknown = 999


class hipMemcpyKind(enum.IntEnum):  # noqa: N801
    hipMemcpyHostToHost = 0
    hipMemcpyHostToDevice = 1
    hipMemcpyDeviceToHost = 2
    hipMemcpyDeviceToDevice = 3
    hipMemcpyDefault = 4


def attribute_enum(major: int) -> type[enum.IntEnum]:
    """``hipDeviceAttribute_t``: ROCm 7 renamed PciDomainID to PciDomainId (value 69). This fake
    keeps only the name of its release (hip-python 7.2 also keeps the old one as an alias)."""
    domain = "hipDeviceAttributePciDomainID" if major == 6 else "hipDeviceAttributePciDomainId"
    members = {"hipDeviceAttributeMaxThreadsPerBlock": 56, domain: 69,
               "hipDeviceAttributeWarpSize": 87}
    if major >= 7:
        members["hipDeviceAttributePciChipId"] = 10020
    return enum.IntEnum("hipDeviceAttribute_t", members)


HIP_VERSIONS = {6: 60443484, 7: 70253211}  # hipRuntimeGetVersion of ROCm 6.4.4 and 7.2.2


@dataclass
class FakeGpu:
    """What the fake reports for one device (hipDeviceProp_t fields)."""

    gcn_arch_name: str = "gfx1100"
    name: str = "AMD Radeon RX 7900 XTX"
    total_memory: int = 24 << 30
    compute_units: int = 48
    warp_size: int = 32
    clock_khz: int = 2_500_000
    memory_clock_khz: int = 1_250_000
    bus_width: int = 384
    l2_bytes: int = 6 << 20
    pci: tuple[int, int, int] = (0x0001, 0x03, 0x00)  # domain, bus, device
    uuid: bytes = bytes(range(0, 16))  # starts with a zero byte on purpose
    shared_per_block: int = 64 * 1024
    max_threads_dim: tuple[int, int, int] = (1024, 1024, 1024)
    max_grid: tuple[int, int, int] = (2**31 - 1, 2**31 - 1, 2**31 - 1)
    integrated: bool = False


class _Uuid:
    """hipUUID_t: ``int()`` is the address of its 16 bytes; ``.bytes`` stops at a zero byte,
    as hip-python's does."""

    def __init__(self) -> None:
        self.raw = ctypes.create_string_buffer(16)

    def __int__(self) -> int:
        return ctypes.addressof(self.raw)

    @property
    def bytes(self) -> bytes:
        return self.raw.value


class hipDeviceProp_t:  # noqa: N801
    def __init__(self) -> None:
        self.name = b""
        self.gcnArchName = b""
        self.uuid = _Uuid()
        for field_name in ("totalGlobalMem", "multiProcessorCount", "maxThreadsPerBlock",
                           "sharedMemPerBlock", "clockRate", "integrated", "canMapHostMemory",
                           "managedMemory", "concurrentManagedAccess", "regsPerBlock",
                           "l2CacheSize", "memoryClockRate", "memoryBusWidth", "pciBusID",
                           "pciDeviceID", "pciDomainID", "warpSize"):
            setattr(self, field_name, 0)
        self.maxThreadsDim = [0, 0, 0]
        self.maxGridSize = [0, 0, 0]


class Pointer:
    """hip-python's pointer objects convert with ``int()``."""

    def __init__(self, value: int) -> None:
        self.value = value

    def __int__(self) -> int:
        return self.value


class FakeStream:
    def __init__(self, device: int, flags: int) -> None:
        self.device = device
        self.flags = flags
        self.pending: list = []  # callables, run in order when the fake device catches up
        self.destroyed = False


class FakeEvent:
    def __init__(self, flags: int) -> None:
        self.flags = flags
        self.stream: FakeStream | None = None  # where it was last recorded
        self.done = False
        self.time_ms: float | None = None
        self.polled = False
        self.op = None  # the stream operation that completes it


@dataclass
class Launch:
    """One hipModuleLaunchKernel, as the fake saw it."""

    kernel: str
    grid: tuple[int, int, int]
    block: tuple[int, int, int]
    shared: int
    stream: FakeStream
    arguments: bytes
    metadata: object  # zluda.ptx.codeobject.KernelMetadata


@dataclass
class FakeModule:
    image: bytes
    code_object: object
    unloaded: bool = False


@dataclass
class FakeFunction:
    module: FakeModule
    name: str


@dataclass
class Copy:
    direction: str
    size: int
    kind: int


@dataclass
class Allocation:
    buffer: object
    address: int
    size: int
    kind: str  # "device", "host", "managed", "registered"


@dataclass
class Calls:
    log: list = field(default_factory=list)

    def names(self) -> list[str]:
        return [name for name, _ in self.log]

    def of(self, name: str) -> list[tuple]:
        return [args for n, args in self.log if n == name]


def _int_range(value: int, bits: int, signed: bool, what: str) -> None:
    low, high = (-(1 << bits - 1), (1 << bits - 1) - 1) if signed else (0, (1 << bits) - 1)
    if not isinstance(value, int) or not low <= value <= high:
        raise OverflowError(f"{what}: {value!r} does not fit a C {'' if signed else 'u'}int{bits}")


class FakeHip:
    """The fake ``hip.hip`` module of one ROCm release, over ``gpus``."""

    hipError_t = hipError_t
    hipMemcpyKind = hipMemcpyKind
    hipDeviceProp_t = hipDeviceProp_t
    HIP_LAUNCH_PARAM_BUFFER_POINTER = 1
    HIP_LAUNCH_PARAM_BUFFER_SIZE = 2
    HIP_LAUNCH_PARAM_END = 3
    hipStreamNonBlocking = 1
    hipEventDisableTiming = 2
    hipHostMallocPortable = 1
    hipHostMallocMapped = 2
    hipHostRegisterPortable = 1
    hipHostRegisterMapped = 2
    hipMemAttachGlobal = 1
    MAX_LDS = 64 * 1024

    def __init__(self, major: int = 7, gpus: list[FakeGpu] | None = None,
                 runtime_version: int | None = None) -> None:
        self.major = major
        self.gpus = [FakeGpu()] if gpus is None else gpus
        self.runtime_version = HIP_VERSIONS[major] if runtime_version is None else runtime_version
        self.hipDeviceAttribute_t = attribute_enum(major)
        self.calls = Calls()
        self.fail: dict[str, hipError_t] = {}
        self.allocations: dict[int, Allocation] = {}
        self.copies: list[Copy] = []
        self.launches: list[Launch] = []
        self.kernels: dict[str, object] = {}  # name -> emulation(fake, launch)
        self.streams: list[FakeStream] = []
        self.modules: list[FakeModule] = []
        self.device_errors: list[str] = []
        self.current_device = 0
        self.clock_ms = 0.0

    # -- the machinery -----------------------------------------------------------------------

    def _call(self, name: str, *args):
        self.calls.log.append((name, args))
        error = self.fail.pop(name, None)
        return error

    def _allocate(self, size: int, kind: str) -> int:
        buffer = ctypes.create_string_buffer(size + 4096)
        base = (ctypes.addressof(buffer) + 4095) // 4096 * 4096  # HIP's 4 KiB granularity
        self.allocations[base] = Allocation(buffer, base, size, kind)
        return base

    def find(self, address: int) -> Allocation | None:
        for allocation in self.allocations.values():
            if allocation.address <= address < allocation.address + max(allocation.size, 1):
                return allocation
        return None

    def _side(self, address: int) -> str:
        allocation = self.find(address)
        return "D" if allocation is not None and allocation.kind in ("device", "managed") else "H"

    def _enqueue(self, stream: FakeStream, op) -> None:
        if stream is None or stream.destroyed:
            raise AssertionError("work enqueued on the null stream or a destroyed stream")
        stream.pending.append(op)

    def run(self, stream: FakeStream, until=None) -> None:
        """The fake device catches up on ``stream`` (up to and including ``until``)."""
        while stream.pending:
            op = stream.pending.pop(0)
            op()
            if op is until:
                return

    def run_all(self) -> None:
        for stream in self.streams:
            self.run(stream)

    def _device_error(self) -> hipError_t:
        if self.device_errors:
            return hipError_t.hipErrorLaunchFailure
        return hipError_t.hipSuccess

    # -- initialization and devices ------------------------------------------------------------

    def hipInit(self, flags: int):
        return (self._call("hipInit", flags) or hipError_t.hipSuccess,)

    def hipRuntimeGetVersion(self):
        return (self._call("hipRuntimeGetVersion") or hipError_t.hipSuccess, self.runtime_version)

    def hipGetDeviceCount(self):
        error = self._call("hipGetDeviceCount")
        if error:
            return (error, 0)
        if not self.gpus:
            return (hipError_t.hipErrorNoDevice, 0)
        return (hipError_t.hipSuccess, len(self.gpus))

    def hipSetDevice(self, index: int):
        error = self._call("hipSetDevice", index)
        if error:
            return (error,)
        if not 0 <= index < len(self.gpus):
            return (hipError_t.hipErrorInvalidDevice,)
        self.current_device = index
        return (hipError_t.hipSuccess,)

    def hipGetDeviceProperties(self, prop: hipDeviceProp_t, index: int):
        error = self._call("hipGetDeviceProperties", index)
        if error:
            return (error,)
        gpu = self.gpus[index]
        prop.name = gpu.name.encode()
        prop.gcnArchName = gpu.gcn_arch_name.encode()
        ctypes.memmove(prop.uuid.raw, gpu.uuid, 16)
        prop.totalGlobalMem = gpu.total_memory
        prop.multiProcessorCount = gpu.compute_units
        prop.maxThreadsPerBlock = 1024
        prop.maxThreadsDim = list(gpu.max_threads_dim)
        prop.maxGridSize = list(gpu.max_grid)
        prop.sharedMemPerBlock = gpu.shared_per_block
        prop.clockRate = gpu.clock_khz
        prop.integrated = int(gpu.integrated)
        prop.canMapHostMemory = 1
        prop.managedMemory = 1
        prop.concurrentManagedAccess = 1
        prop.regsPerBlock = 65536
        prop.l2CacheSize = gpu.l2_bytes
        prop.memoryClockRate = gpu.memory_clock_khz
        prop.memoryBusWidth = gpu.bus_width
        prop.pciDomainID, prop.pciBusID, prop.pciDeviceID = gpu.pci
        prop.warpSize = gpu.warp_size
        return (hipError_t.hipSuccess,)

    def hipDeviceGetAttribute(self, attribute, index: int):
        error = self._call("hipDeviceGetAttribute", attribute, index)
        if error:
            return (error, 0)
        attribute = self.hipDeviceAttribute_t(attribute)  # ValueError for another release's
        gpu = self.gpus[index]
        values = {56: 1024, 69: gpu.pci[0], 87: gpu.warp_size, 10020: 0x744C}
        return (hipError_t.hipSuccess, values[int(attribute)])

    def hipMemGetInfo(self):
        error = self._call("hipMemGetInfo")
        gpu = self.gpus[self.current_device]
        used = sum(a.size for a in self.allocations.values() if a.kind == "device")
        return (error or hipError_t.hipSuccess, gpu.total_memory - used, gpu.total_memory)

    # -- memory ----------------------------------------------------------------------------------

    def hipMalloc(self, size: int):
        error = self._call("hipMalloc", size)
        if error:
            return (error, None)
        if size > self.gpus[self.current_device].total_memory:
            return (hipError_t.hipErrorOutOfMemory, None)
        return (hipError_t.hipSuccess, Pointer(self._allocate(size, "device")))

    def hipHostMalloc(self, size: int, flags: int):
        error = self._call("hipHostMalloc", size, flags)
        if error:
            return (error, None)
        return (hipError_t.hipSuccess, Pointer(self._allocate(size, "host")))

    def hipMallocManaged(self, size: int, flags: int):
        error = self._call("hipMallocManaged", size, flags)
        if error:
            return (error, None)
        if flags != self.hipMemAttachGlobal:
            return (hipError_t.hipErrorInvalidValue, None)
        return (hipError_t.hipSuccess, Pointer(self._allocate(size, "managed")))

    def _free(self, name: str, address, kinds: tuple[str, ...]):
        address = int(address)
        error = self._call(name, address)
        if error:
            return (error,)
        self.run_all()  # hipFree synchronizes the device
        allocation = self.allocations.get(address)
        if allocation is None or allocation.kind not in kinds:
            return (hipError_t.hipErrorInvalidValue,)
        del self.allocations[address]
        return (hipError_t.hipSuccess,)

    def hipFree(self, address):
        return self._free("hipFree", address, ("device", "managed"))

    def hipHostFree(self, address):
        return self._free("hipHostFree", address, ("host",))

    def hipHostRegister(self, address: int, size: int, flags: int):
        error = self._call("hipHostRegister", address, size, flags)
        if error:
            return (error,)
        if self.find(address) is not None:
            return (hipError_t.hipErrorHostMemoryAlreadyRegistered,)
        self.allocations[address] = Allocation(None, address, size, "registered")
        return (hipError_t.hipSuccess,)

    def hipHostGetDevicePointer(self, address: int, flags: int):
        error = self._call("hipHostGetDevicePointer", address, flags)
        if error:
            return (error, None)
        if address not in self.allocations:
            return (hipError_t.hipErrorInvalidValue, None)
        return (hipError_t.hipSuccess, Pointer(address))  # AMD: the same address

    def hipHostUnregister(self, address: int):
        error = self._call("hipHostUnregister", address)
        if error:
            return (error,)
        allocation = self.allocations.get(address)
        if allocation is None or allocation.kind != "registered":
            return (hipError_t.hipErrorHostMemoryNotRegistered,)
        del self.allocations[address]
        return (hipError_t.hipSuccess,)

    # -- streams, copies, fills ----------------------------------------------------------------

    def hipStreamCreateWithFlags(self, flags: int):
        error = self._call("hipStreamCreateWithFlags", flags)
        if error:
            return (error, None)
        stream = FakeStream(self.current_device, flags)
        self.streams.append(stream)
        return (hipError_t.hipSuccess, stream)

    def hipStreamDestroy(self, stream: FakeStream):
        self._call("hipStreamDestroy", stream)
        self.run(stream)
        stream.destroyed = True
        return (hipError_t.hipSuccess,)

    def hipStreamSynchronize(self, stream: FakeStream):
        error = self._call("hipStreamSynchronize", stream)
        if error:
            return (error,)
        self.run(stream)
        return (self._device_error(),)

    def hipMemcpyAsync(self, dst: int, src: int, size: int, kind, stream: FakeStream):
        error = self._call("hipMemcpyAsync", dst, src, size, kind, stream)
        if error:
            return (error,)
        kind = hipMemcpyKind(kind)
        direction = f"{self._side(src)}to{self._side(dst)}"
        self.copies.append(Copy(direction, size, kind))
        self._enqueue(stream, lambda: ctypes.memmove(dst, src, size))
        self.clock_ms += size / 1e6
        return (hipError_t.hipSuccess,)

    def _memset(self, name: str, dst: int, value: int, count: int, stream, width: int,
                signed: bool):
        error = self._call(name, dst, value, count, stream)
        _int_range(value, 8 * width, signed, f"{name} value")
        if error:
            return (error,)
        pattern = (value & ((1 << 8 * width) - 1)).to_bytes(width, "little") * count
        self._enqueue(stream, lambda: ctypes.memmove(dst, pattern, len(pattern)))
        return (hipError_t.hipSuccess,)

    def hipMemsetD8Async(self, dst: int, value: int, count: int, stream):
        return self._memset("hipMemsetD8Async", dst, value, count, stream, 1, False)

    def hipMemsetD16Async(self, dst: int, value: int, count: int, stream):
        return self._memset("hipMemsetD16Async", dst, value, count, stream, 2, False)

    def hipMemsetD32Async(self, dst: int, value: int, count: int, stream):
        return self._memset("hipMemsetD32Async", dst, value, count, stream, 4, True)

    # -- events ------------------------------------------------------------------------------

    def hipEventCreateWithFlags(self, flags: int):
        error = self._call("hipEventCreateWithFlags", flags)
        if error:
            return (error, None)
        return (hipError_t.hipSuccess, FakeEvent(flags))

    def hipEventDestroy(self, event: FakeEvent):
        self.calls.log.append(("hipEventDestroy", (event,)))
        return (hipError_t.hipSuccess,)

    def hipEventRecord(self, event: FakeEvent, stream: FakeStream):
        error = self._call("hipEventRecord", event, stream)
        if error:
            return (error,)
        event.stream, event.done, event.polled = stream, False, False

        def reached() -> None:
            self.clock_ms += 0.001
            event.done, event.time_ms = True, self.clock_ms

        event.op = reached
        self._enqueue(stream, reached)
        return (hipError_t.hipSuccess,)

    def _catch_up(self, event: FakeEvent) -> None:
        if event.stream is not None and not event.done:
            self.run(event.stream, until=event.op)

    def hipEventQuery(self, event: FakeEvent):
        error = self._call("hipEventQuery", event)
        if error:
            return (error,)
        if event.stream is None or event.done:
            return (self._device_error(),)
        if not event.polled:  # not yet; the fake device catches up before the next poll
            event.polled = True
            return (hipError_t.hipErrorNotReady,)
        self._catch_up(event)
        return (self._device_error(),)

    def hipEventSynchronize(self, event: FakeEvent):
        error = self._call("hipEventSynchronize", event)
        if error:
            return (error,)
        self._catch_up(event)
        return (self._device_error(),)

    def hipEventElapsedTime(self, start: FakeEvent, stop: FakeEvent):
        error = self._call("hipEventElapsedTime", start, stop)
        if error:
            return (error, 0.0)
        if start.stream is None or stop.stream is None:
            return (hipError_t.hipErrorInvalidHandle, 0.0)
        if (start.flags | stop.flags) & self.hipEventDisableTiming:
            return (hipError_t.hipErrorInvalidHandle, 0.0)
        if not (start.done and stop.done):
            return (hipError_t.hipErrorNotReady, 0.0)
        return (hipError_t.hipSuccess, stop.time_ms - start.time_ms)

    def hipStreamWaitEvent(self, stream: FakeStream, event: FakeEvent, flags: int):
        error = self._call("hipStreamWaitEvent", stream, event, flags)
        if error:
            return (error,)
        if flags != 0:
            return (hipError_t.hipErrorInvalidValue,)
        self._enqueue(stream, lambda: self._catch_up(event))
        return (hipError_t.hipSuccess,)

    # -- modules and launches ------------------------------------------------------------------

    def hipModuleLoadData(self, image):
        error = self._call("hipModuleLoadData", image)
        if error:
            return (error, None)
        try:
            code_object = read_code_object(bytes(image))
        except CodeObjectError:
            return (hipError_t.hipErrorInvalidImage, None)
        gfx = self.gpus[self.current_device].gcn_arch_name.split(":")[0]
        if code_object.mach != gfx:
            return (hipError_t.hipErrorInvalidImage, None)  # HIP: no code object for the gfx
        module = FakeModule(bytes(image), code_object)
        self.modules.append(module)
        return (hipError_t.hipSuccess, module)

    def hipModuleGetFunction(self, module: FakeModule, name):
        error = self._call("hipModuleGetFunction", module, name)
        if error:
            return (error, None)
        name = name.decode() if isinstance(name, bytes) else name
        if module.unloaded or name not in module.code_object.kernels:
            return (hipError_t.hipErrorNotFound, None)
        return (hipError_t.hipSuccess, FakeFunction(module, name))

    def hipModuleUnload(self, module: FakeModule):
        self._call("hipModuleUnload", module)
        module.unloaded = True
        return (hipError_t.hipSuccess,)

    def hipModuleLaunchKernel(self, function: FakeFunction, gx, gy, gz, bx, by, bz, shared,
                              stream, kernel_params, extra):
        args = (function, gx, gy, gz, bx, by, bz, shared, stream, kernel_params, extra)
        error = self._call("hipModuleLaunchKernel", *args)
        if error:
            return (error,)
        for value in (gx, gy, gz, bx, by, bz, shared):
            _int_range(value, 32, False, "hipModuleLaunchKernel dimension")
        if kernel_params is not None or not isinstance(extra, int):
            return (hipError_t.hipErrorInvalidValue,)
        tags = struct.unpack("<5Q", ctypes.string_at(extra, 40))
        if (tags[0], tags[2], tags[4]) != (1, 2, 3):
            return (hipError_t.hipErrorInvalidValue,)
        size = ctypes.c_size_t.from_address(tags[3]).value
        arguments = ctypes.string_at(tags[1], size)  # HIP copies the buffer during the call
        metadata = function.module.code_object.kernels[function.name]
        explicit = [a for a in metadata.args if not a.value_kind.startswith("hidden_")]
        if size < max((a.offset + a.size for a in explicit), default=0):
            return (hipError_t.hipErrorInvalidValue,)
        if bx * by * bz > min(1024, metadata.max_flat_workgroup_size or 1024):
            return (hipError_t.hipErrorInvalidConfiguration,)
        if shared + metadata.group_segment_size > self.MAX_LDS:
            return (hipError_t.hipErrorInvalidValue,)
        launch = Launch(function.name, (gx, gy, gz), (bx, by, bz), shared, stream, arguments,
                        metadata)
        self.launches.append(launch)

        def run() -> None:
            emulation = self.kernels.get(function.name)
            if emulation is None:
                return
            try:
                emulation(self, launch)
            except AssertionError as exc:  # the emulated kernel faulted
                self.device_errors.append(f"{function.name}: {exc}")

        self._enqueue(stream, run)
        return (hipError_t.hipSuccess,)


def argument(launch: Launch, name: str, fmt: str):
    """The value of the named argument in a launch's buffer, read by the metadata's offset."""
    arg = launch.metadata.arg(name)
    assert struct.calcsize("<" + fmt) == arg.size, (name, fmt, arg.size)
    return struct.unpack_from("<" + fmt, launch.arguments, arg.offset)[0]


def explicit_params(launch: Launch) -> list:
    """The PTX parameters' metadata entries, in order (explicit, not ``__zluda_*``)."""
    return [a for a in launch.metadata.args
            if not a.value_kind.startswith("hidden_") and not (a.name or "").startswith("__zluda_")]
