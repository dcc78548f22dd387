"""The ROCm backends, ``rocm7`` and ``rocm6``: AMD GPUs through HIP, by way of hip-python.

The mapping is one to one (see ``docs/backends/rocm.md``): memory is ``hipMalloc``,
``hipHostMalloc`` and ``hipMallocManaged`` (device pointers are plain addresses: HIP has
unified addressing); queues are non-blocking HIP streams (the core implements CUDA's legacy
default stream itself); copies are ``hipMemcpyAsync`` with ``hipMemcpyDefault`` and fills
``hipMemsetD8/D16/D32Async``; markers are HIP events; waits are ``hipStreamWaitEvent``; modules
are code objects loaded with ``hipModuleLoadData``; launches are ``hipModuleLaunchKernel`` with
the argument buffer packed from the code object's metadata (:mod:`.kernargs`). Host gates hold
work back in Python (:mod:`zluda.runtime.held` says why).

What differs between ROCm 6 and 7 is in :mod:`.versions`; finding the runtime is :mod:`.detect`;
hip-python's call convention and the error mapping are :mod:`.hip`.
"""

from __future__ import annotations

import ctypes
import hashlib
import threading

from zluda.runtime.backend import (
    Backend,
    BackendError,
    BackendUnavailable,
    Device,
    DeviceProperties,
    HostGate,
    Kernel,
    LoadedModule,
    Marker,
    Queue,
)
from zluda.runtime.held import HeldMarker, HeldWork

from .detect import Runtime, detect
from .hip import HIP_ERROR_NOT_READY, address, check, hip_error
from .kernargs import KernargLayout
from .versions import RELEASES

MEMSETS = {1: "hipMemsetD8Async", 2: "hipMemsetD16Async", 4: "hipMemsetD32Async"}


def served_target_id(target_id: str) -> tuple[str | None, str | None]:
    """(the target id to compile for, None) if the AMDGPU compiler target serves the device's
    ``gcnArchName``, else (None, why not). Features that the gfx does not take (LLVM rejects
    them) are dropped: HIP may report ``xnack-`` where the processor has no such setting."""
    from zluda.ptx.targets.amdgpu import UnsupportedGfx, gfx_info  # with a device only

    gfx, *features = target_id.split(":")
    if not gfx:
        return None, "HIP reports no gfx name (gcnArchName)"
    try:
        info = gfx_info(gfx)
    except UnsupportedGfx as exc:
        return None, f"the AMDGPU compiler target cannot serve {gfx}: {exc}"
    taken = [f for f in features if f.rstrip("+-") in info.features]
    return ":".join([gfx, *taken]), None


class RocmMarker(Marker, HeldMarker):
    """A HIP event, recorded when the queue reaches it (later, if it is behind a gate)."""

    def __init__(self, hip, timing: bool) -> None:
        self.hip = hip
        flags = 0 if timing else hip.hipEventDisableTiming
        self.event = check(hip.hipEventCreateWithFlags(flags), "hipEventCreateWithFlags")
        HeldMarker.__init__(self)

    def record(self, stream) -> None:
        check(self.hip.hipEventRecord(self.event, stream), "hipEventRecord")
        self.recorded_now()

    def query(self) -> bool:
        if not self.recorded.is_set():
            return False
        error = self.hip.hipEventQuery(self.event)[0]
        if error == HIP_ERROR_NOT_READY:
            return False
        if error:
            raise hip_error(error, "hipEventQuery")
        return True

    def wait(self) -> None:
        self.recorded.wait()
        check(self.hip.hipEventSynchronize(self.event), "hipEventSynchronize")

    def elapsed_ms(self, later: Marker) -> float:
        return check(self.hip.hipEventElapsedTime(self.event, later.event),
                     "hipEventElapsedTime")

    def __del__(self) -> None:
        try:
            self.hip.hipEventDestroy(self.event)
        except Exception:  # noqa: BLE001 - at interpreter exit hip-python may be gone
            pass


class RocmKernel(Kernel):
    def __init__(self, hip, function, layout: KernargLayout) -> None:
        self.hip = hip
        self.function = function
        self.layout = layout
        self.name = layout.name
        self.launch_params = (getattr(hip, "HIP_LAUNCH_PARAM_BUFFER_POINTER", 1),
                              getattr(hip, "HIP_LAUNCH_PARAM_BUFFER_SIZE", 2),
                              getattr(hip, "HIP_LAUNCH_PARAM_END", 3))

    def launch(self, stream, grid, block, dynamic_shared: int, arguments: bytes) -> None:
        """``hipModuleLaunchKernel`` with ``extra = {BUFFER_POINTER, buf, BUFFER_SIZE, &size,
        END}``; HIP copies the buffer into the kernarg segment during the call."""
        buffer = ctypes.create_string_buffer(arguments, max(len(arguments), 1))
        size = ctypes.c_size_t(len(arguments))
        pointer, size_tag, end = self.launch_params
        extra = (ctypes.c_void_p * 5)(pointer, ctypes.addressof(buffer), size_tag,
                                      ctypes.addressof(size), end)
        check(self.hip.hipModuleLaunchKernel(self.function, *grid, *block, dynamic_shared,
                                             stream, None, ctypes.addressof(extra)),
              "hipModuleLaunchKernel", f"kernel {self.name}, grid {grid}, block {block}")


class RocmModule(LoadedModule):
    def __init__(self, device: RocmDevice, binary: bytes) -> None:
        from zluda.ptx.codeobject import CodeObjectError, read_code_object

        self.hip = device.hip
        try:
            code_object = read_code_object(binary)
        except CodeObjectError as exc:
            raise BackendError(f"not an AMDGPU code object: {exc}",
                               "CUDA_ERROR_INVALID_IMAGE") from None
        if code_object.mach and code_object.mach != device.gfx:
            raise BackendError(f"the code object is for {code_object.mach}, but the device is"
                               f" {device.gfx}", "CUDA_ERROR_NO_BINARY_FOR_GPU")
        self.layouts = {name: KernargLayout(meta) for name, meta in code_object.kernels.items()}
        self.binary = binary  # HIP reads the image during the call; keep it alive regardless
        device.activate()
        self.module = check(self.hip.hipModuleLoadData(binary), "hipModuleLoadData")
        self._kernels: dict[str, RocmKernel] = {}

    def kernel(self, name: str) -> Kernel:
        k = self._kernels.get(name)
        if k is None:
            layout = self.layouts.get(name)
            if layout is None:
                raise BackendError(f"no kernel '{name}' in the module", "CUDA_ERROR_NOT_FOUND")
            function = check(self.hip.hipModuleGetFunction(self.module, name.encode()),
                             "hipModuleGetFunction", name)
            k = self._kernels[name] = RocmKernel(self.hip, function, layout)
        return k

    def close(self) -> None:
        if self.module is not None:
            module, self.module = self.module, None
            check(self.hip.hipModuleUnload(module), "hipModuleUnload")


class RocmQueue(Queue):
    def __init__(self, device: RocmDevice) -> None:
        hip = self.hip = device.hip
        device.activate()
        self.stream = check(hip.hipStreamCreateWithFlags(hip.hipStreamNonBlocking),
                            "hipStreamCreateWithFlags")
        self.copy_kind = hip.hipMemcpyKind.hipMemcpyDefault
        self.held = HeldWork()

    def copy(self, dst: int, src: int, size: int) -> None:
        if size:
            hip, stream, kind = self.hip, self.stream, self.copy_kind
            self.held.submit(lambda: check(hip.hipMemcpyAsync(dst, src, size, kind, stream),
                                           "hipMemcpyAsync"))

    def fill(self, dst: int, pattern: bytes, count: int) -> None:
        name = MEMSETS.get(len(pattern))
        if name is None:
            raise BackendError(f"a fill pattern of {len(pattern)} bytes",
                               "CUDA_ERROR_INVALID_VALUE")
        if count:
            # hipMemsetD32Async takes a C int: 0xdeadbeef goes in as its signed value.
            value = int.from_bytes(pattern, "little", signed=len(pattern) == 4)
            memset, stream = getattr(self.hip, name), self.stream
            self.held.submit(lambda: check(memset(dst, value, count, stream), name))

    def launch(self, kernel, global_size, local_size, params, globals_block, shared_bytes,
               scalars) -> None:
        # The kernel's static shared memory is in its code object (group segment); HIP's
        # sharedMemBytes is the dynamic part only, which hidden_scalars puts first.
        arguments = kernel.layout.pack(params, globals_block, scalars)
        grid = tuple(g // b for g, b in zip(global_size, local_size))
        block, stream = tuple(local_size), self.stream
        self.held.submit(lambda: kernel.launch(stream, grid, block, scalars[0], arguments))

    def marker(self, timing: bool = True) -> Marker:
        marker = RocmMarker(self.hip, timing)
        stream = self.stream
        self.held.submit(lambda: marker.record(stream))
        return marker

    def wait(self, marker: Marker) -> None:
        hip, stream = self.hip, self.stream
        self.held.wait_for(marker, lambda: check(hip.hipStreamWaitEvent(stream, marker.event, 0),
                                                 "hipStreamWaitEvent"))

    def gate(self) -> HostGate:
        return self.held.gate()

    def finish(self) -> None:
        self.held.drain()
        check(self.hip.hipStreamSynchronize(self.stream), "hipStreamSynchronize")

    def close(self) -> None:
        if self.stream is not None:
            self.finish()
            stream, self.stream = self.stream, None
            check(self.hip.hipStreamDestroy(stream), "hipStreamDestroy")


class RocmDevice(Device):
    def __init__(self, runtime: Runtime, index: int, prop, target_id: str) -> None:
        self.runtime = runtime
        self.hip = runtime.hip
        self.index = index
        self.target_id = target_id
        self.gfx = target_id.split(":", 1)[0]
        self.compiler_target = runtime.release.compiler_target(target_id)
        self.properties = _properties(runtime, index, prop, target_id)
        self._kinds: dict[int, str] = {}
        self._registered: dict[int, int] = {}  # device address -> host address
        self._lock = threading.Lock()

    def activate(self) -> None:
        """Make this the calling thread's current HIP device (allocations, streams, modules)."""
        check(self.hip.hipSetDevice(self.index), "hipSetDevice")

    def allocate(self, size: int, kind: str) -> int:
        hip = self.hip
        self.activate()
        size = max(size, 1)
        if kind == "device":
            pointer = check(hip.hipMalloc(size), "hipMalloc", f"{size} bytes")
        elif kind == "host":
            flags = hip.hipHostMallocMapped | hip.hipHostMallocPortable
            pointer = check(hip.hipHostMalloc(size, flags), "hipHostMalloc", f"{size} bytes")
        elif kind == "managed":
            pointer = check(hip.hipMallocManaged(size, hip.hipMemAttachGlobal),
                            "hipMallocManaged", f"{size} bytes")
        else:
            raise BackendError(f"unknown memory kind {kind!r}", "CUDA_ERROR_INVALID_VALUE")
        base = address(pointer)
        with self._lock:
            self._kinds[base] = kind
        return base

    def free(self, address: int) -> None:
        with self._lock:
            kind = self._kinds.pop(address, None)
        if kind is None:
            raise BackendError(f"0x{address:x} is not an allocation of this device",
                               "CUDA_ERROR_INVALID_VALUE")
        if kind == "host":
            check(self.hip.hipHostFree(address), "hipHostFree")
        else:
            check(self.hip.hipFree(address), "hipFree")

    def register_host(self, address: int, size: int) -> int:
        hip = self.hip
        self.activate()
        flags = hip.hipHostRegisterMapped | hip.hipHostRegisterPortable
        check(hip.hipHostRegister(address, size, flags), "hipHostRegister")
        device_address = int(check(hip.hipHostGetDevicePointer(address, 0),
                                   "hipHostGetDevicePointer"))
        with self._lock:
            self._registered[device_address] = address
        return device_address

    def unregister_host(self, address: int) -> None:
        with self._lock:
            host = self._registered.pop(address, address)
        check(self.hip.hipHostUnregister(host), "hipHostUnregister")

    def create_queue(self) -> Queue:
        return RocmQueue(self)

    def load_module(self, binary: bytes, flush_subnormals: bool = False) -> LoadedModule:
        if flush_subnormals:  # AMDGPU targets flush in code: their modules never ask for it
            raise BackendError("AMDGPU code objects do not load in a flush-to-zero mode",
                               "CUDA_ERROR_NOT_SUPPORTED")
        return RocmModule(self, binary)

    def memory_info(self) -> tuple[int, int]:
        self.activate()
        free, total = check(self.hip.hipMemGetInfo(), "hipMemGetInfo")
        return int(free), int(total)


def _text(value) -> str:
    if isinstance(value, bytes):
        value = value.split(b"\0", 1)[0].decode("utf-8", "replace")
    return str(value).strip()


def _uuid(prop, fallback: str) -> bytes:
    # hip-python's ``uuid.bytes`` stops at the first zero byte: read the 16 bytes themselves.
    raw = ctypes.string_at(int(prop.uuid), 16)
    return raw if any(raw) else hashlib.sha256(fallback.encode()).digest()[:16]


def _properties(runtime: Runtime, index: int, prop, target_id: str) -> DeviceProperties:
    hip, release = runtime.hip, runtime.release
    attribute = getattr(hip.hipDeviceAttribute_t, release.pci_domain_attribute)
    domain = check(hip.hipDeviceGetAttribute(attribute, index), "hipDeviceGetAttribute")
    name = _text(prop.name) or f"AMD {target_id}"
    pci = f"{domain:04x}:{prop.pciBusID:02x}:{prop.pciDeviceID:02x}"
    return DeviceProperties(
        name=name,
        total_memory=prop.totalGlobalMem,
        multiprocessors=prop.multiProcessorCount,
        max_threads_per_block=prop.maxThreadsPerBlock,
        max_block_dims=tuple(prop.maxThreadsDim),
        max_grid_dims=tuple(prop.maxGridSize),
        max_shared_per_block=prop.sharedMemPerBlock,
        clock_khz=prop.clockRate,
        uuid=_uuid(prop, f"{pci}/{name}/{target_id}"),
        integrated=bool(prop.integrated),
        can_map_host_memory=bool(prop.canMapHostMemory),
        managed_memory=bool(prop.managedMemory),
        concurrent_managed_access=bool(prop.concurrentManagedAccess),
        max_registers_per_block=prop.regsPerBlock or 65536,
        l2_cache_bytes=prop.l2CacheSize,
        memory_clock_khz=prop.memoryClockRate,
        memory_bus_width=prop.memoryBusWidth,
        pci_bus_id=prop.pciBusID,
        pci_device_id=prop.pciDeviceID,
        pci_domain_id=domain,
        extra={"target_id": target_id, "gcn_arch_name": _text(prop.gcnArchName),
               "wavefront_size": prop.warpSize, "pci": pci,
               "hip_runtime": runtime.version_name, "hip_python": runtime.hip_python,
               "library": runtime.library, "lds_bytes": prop.sharedMemPerBlock},
    )


class RocmBackend(Backend):
    """``rocm7`` or ``rocm6``. ``detect_with`` replaces detection steps (see
    :func:`.detect.detect`); the tests use it to run on a fake HIP API."""

    def __init__(self, major: int, **detect_with) -> None:
        self.release = RELEASES[major]
        self.name = self.release.name
        self.install_hint = self.release.install_hint
        self._detect_with = detect_with
        self.runtime: Runtime | None = None

    def probe(self) -> list[Device]:
        runtime = self.runtime = detect(self.release, **self._detect_with)
        hip, usable = runtime.hip, []
        for index in range(runtime.device_count):
            prop = hip.hipDeviceProp_t()
            check(hip.hipGetDeviceProperties(prop, index), "hipGetDeviceProperties")
            reported = _text(prop.gcnArchName)
            target_id, problem = served_target_id(reported)
            name = _text(prop.name) or f"AMD {reported}"
            if target_id is not None:
                usable.append(RocmDevice(runtime, index, prop, target_id))
            else:
                self.unusable.append((f"{name} ({reported or '?'})", problem))
        if not usable:
            detail = "; ".join(f"{n}: {r}" for n, r in self.unusable)
            raise BackendUnavailable(f"no usable AMD GPU ({detail})", self.install_hint)
        return usable
