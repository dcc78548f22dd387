"""The OpenCL backend: any OpenCL device with SPIR-V IL and fine-grained buffer SVM.

Device, host and managed memory are all fine-grained SVM allocations, so device pointers are real
addresses that the host can also read. Queues are in-order pyopencl queues with profiling;
markers are OpenCL markers, host gates are user events.
"""

from __future__ import annotations

import ctypes
import functools
import hashlib
import threading
import warnings

import numpy as np
from zluda.ptx.abi import MAX_WARP_SCRATCH
from zluda.ptx.targets.spirv import FLUSH_SUBNORMALS, spirv_problem
from zluda.runtime.backend import (
    ALLOCATION_ALIGNMENT,
    NO_GRID_LIMIT,
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
from zluda.runtime.huge_pages import advise_huge_pages

from .icd import register_pip_runtime

INSTALL_HINT = "pip install pyopencl intel-opencl-rt intel-cmplr-lib-rt"


@functools.cache
def _cl():
    register_pip_runtime()
    try:
        import pyopencl
    except ImportError as exc:
        raise BackendUnavailable(f"pyopencl is not installed ({exc})", INSTALL_HINT) from None
    # The CPU runtime's build log (vectorizer remarks) is not a problem.
    warnings.filterwarnings("ignore", category=pyopencl.CompilerWarning)
    return pyopencl


def _view(address: int, size: int) -> ctypes.Array:
    """``size`` bytes at ``address`` as a buffer, for ``cl.SVM`` (a ctypes array: 0.2 µs, where a
    NumPy view of it takes 0.8 µs more)."""
    return (ctypes.c_uint8 * size).from_address(address)


def unusable_reason(device) -> str | None:
    """Why an OpenCL device cannot run our SPIR-V, or None if it can."""
    cl = _cl()
    try:
        il = device.il_version
    except cl.Error:
        il = ""
    if "SPIR-V" not in il:
        return "no SPIR-V IL support (cl_khr_il_program)"
    try:
        svm = device.svm_capabilities
    except cl.Error:
        svm = 0
    if not svm & cl.device_svm_capabilities.FINE_GRAIN_BUFFER:
        return "no fine-grained buffer SVM, so device pointers cannot be plain addresses"
    return None


class OpenclMarker(Marker):
    def __init__(self, event) -> None:
        self.event = event

    def query(self) -> bool:
        cl = _cl()
        return self.event.command_execution_status == cl.command_execution_status.COMPLETE

    def wait(self) -> None:
        self.event.wait()

    def elapsed_ms(self, later: Marker) -> float:
        return (later.event.profile.end - self.event.profile.end) / 1e6


class OpenclGate(HostGate):
    def __init__(self, user_event) -> None:
        self.user_event = user_event

    def open(self) -> None:
        cl = _cl()
        self.user_event.set_status(cl.command_execution_status.COMPLETE)


class OpenclKernel(Kernel):
    def __init__(self, kernel, name: str) -> None:
        self.kernel = kernel
        self.name = name
        self.lock = threading.Lock()  # clSetKernelArg + enqueue must not interleave
        # The value last set for each hidden argument: OpenCL keeps arguments between enqueues
        # (each enqueue captures them).
        self.set_values: dict[int, object] = {}
        # The last launch's PTX parameters and hidden arguments: a launch that repeats them
        # (the common case) sets nothing, and one that changes a parameter sets only that one.
        self.last_params: list[bytes] = []
        self.last_hidden: tuple | None = None
        # clSetKernelArg with the bytes of a value: 0.1-0.2 µs, where pyopencl's set_arg takes
        # 7-11 µs to find out what its argument is (pyopencl's own generated invokers call
        # these methods too)
        self._set_bytes = kernel._set_arg_buf

    def set_params(self, params: list[bytes]) -> None:
        last, set_bytes = self.last_params, self._set_bytes
        for i, value in enumerate(params):
            if i >= len(last) or last[i] != value:
                set_bytes(i, value)
        self.last_params = params

    def set_arg(self, index: int, key: object, make) -> None:
        if self.set_values.get(index) != key:
            self.kernel.set_arg(index, make())
            self.set_values[index] = key

    def set_u32(self, index: int, value: int) -> None:
        if self.set_values.get(index) != value:
            self._set_bytes(index, value.to_bytes(4, "little"))
            self.set_values[index] = value


class OpenclModule(LoadedModule):
    def __init__(self, program) -> None:
        self.program = program
        self._kernels: dict[str, OpenclKernel] = {}

    def kernel(self, name: str) -> Kernel:
        k = self._kernels.get(name)
        if k is None:
            cl = _cl()
            try:
                k = self._kernels[name] = OpenclKernel(cl.Kernel(self.program, name), name)
            except cl.Error as exc:
                raise BackendError(f"no kernel '{name}' in the module: {exc}",
                                   "CUDA_ERROR_NOT_FOUND") from None
        return k

    def native_binary(self) -> bytes | None:
        cl = _cl()
        try:
            (binary,) = self.program.get_info(cl.program_info.BINARIES)
        except (cl.Error, ValueError):
            return None
        return bytes(binary) or None


class OpenclQueue(Queue):
    def __init__(self, device: OpenclDevice) -> None:
        cl = _cl()
        self.device = device
        self.queue = cl.CommandQueue(
            device.context, properties=cl.command_queue_properties.PROFILING_ENABLE
        )
        self._enqueue_kernel = cl.enqueue_nd_range_kernel  # looked up once: the hot path

    def copy(self, dst: int, src: int, size: int) -> None:
        if size == 0:
            return
        cl = _cl()
        cl.enqueue_copy(self.queue, cl.SVM(_view(dst, size)), cl.SVM(_view(src, size)),
                        is_blocking=False)

    def fill(self, dst: int, pattern: bytes, count: int) -> None:
        if count == 0:
            return
        cl = _cl()
        dtype = {1: np.uint8, 2: np.uint16, 4: np.uint32}[len(pattern)]
        value = np.frombuffer(pattern, dtype)[0]
        cl.enqueue_svm_memfill(self.queue, cl.SVM(_view(dst, count * len(pattern))), value)

    def launch(self, kernel, global_size, local_size, params, globals_block, shared_bytes,
               scalars) -> None:
        self.launcher(kernel, global_size, local_size, globals_block, shared_bytes,
                      scalars)(params)

    def launcher(self, kernel, global_size, local_size, globals_block, shared_bytes, scalars):
        enqueue, queue, cl_kernel = self._enqueue_kernel, self.queue, kernel.kernel
        hidden = (globals_block, shared_bytes, scalars)
        set_hidden, error, lock = self._set_hidden, _cl().Error, kernel.lock

        def launch(params) -> None:
            lock.acquire()  # not `with`, which costs more than the lock itself
            try:
                if params != kernel.last_params:
                    kernel.set_params(params)
                last = kernel.last_hidden
                if last is not hidden and last != hidden:  # another launcher of the kernel
                    set_hidden(kernel, len(params), *hidden)
                    kernel.last_hidden = hidden
                enqueue(queue, cl_kernel, global_size, local_size)
            except error as exc:
                raise BackendError(f"launch of {kernel.name} failed: {exc}",
                                   "CUDA_ERROR_LAUNCH_FAILED") from None
            finally:
                lock.release()

        return launch

    @staticmethod
    def _set_hidden(kernel, n: int, globals_block: int, shared_bytes: int, scalars) -> None:
        cl = _cl()
        kernel.set_arg(n, globals_block, lambda: cl.SVM(_view(globals_block, 16)))
        local = max(shared_bytes, 4)
        kernel.set_arg(n + 1, ("local", local), lambda: cl.LocalMemory(local))
        for i, value in enumerate(scalars):
            kernel.set_u32(n + 2 + i, value)

    def marker(self, timing: bool = True) -> Marker:
        return OpenclMarker(_cl().enqueue_marker(self.queue))

    def wait(self, marker: Marker) -> None:
        _cl().enqueue_barrier(self.queue, wait_for=[marker.event])

    def gate(self) -> HostGate:
        cl = _cl()
        user_event = cl.UserEvent(self.device.context)
        cl.enqueue_barrier(self.queue, wait_for=[user_event])
        return OpenclGate(user_event)

    def finish(self) -> None:
        self.queue.finish()


class OpenclDevice(Device):
    compiler_target = "spirv"

    def __init__(self, cl_device) -> None:
        cl = _cl()
        self.cl_device = cl_device
        self.context = cl.Context([cl_device])
        self._allocations: dict[int, object] = {}
        self._lock = threading.Lock()
        self.properties = _properties(cl_device)
        # CPU devices: warp shuffles through local memory (zluda.ptx.targets.spirv)
        self.compiler_target = "spirv;shuffle=memory" if self.properties.cpu \
            else "spirv"
        # what builds from SPIR-V on this device: its binaries are good for the same again
        self.native_binary_id = "opencl/" + "/".join(
            str(x).strip() for x in (cl_device.platform.name, cl_device.platform.version,
                                     cl_device.name, cl_device.driver_version))

    def allocate(self, size: int, kind: str) -> int:
        cl = _cl()
        flags = cl.svm_mem_flags.READ_WRITE | cl.svm_mem_flags.SVM_FINE_GRAIN_BUFFER
        # CUDA aligns allocations to 512 bytes (texture objects over linear memory need it);
        # OpenCL runtimes may refuse alignments above their CL_DEVICE_MIN_DATA_TYPE_ALIGN_SIZE
        # (128 on Intel's CPU runtime), so we allocate a little more at 128 and hand out the
        # first 512-byte boundary.
        try:
            allocation = cl.SVMAllocation(self.context, max(size, 1) + ALLOCATION_ALIGNMENT - 128,
                                          128, flags)
        except cl.Error as exc:
            raise BackendError(f"cannot allocate {size} bytes: {exc}",
                               "CUDA_ERROR_OUT_OF_MEMORY") from None
        if not allocation.svm_ptr:
            raise BackendError(f"cannot allocate {size} bytes", "CUDA_ERROR_OUT_OF_MEMORY")
        address = -(-allocation.svm_ptr // ALLOCATION_ALIGNMENT) * ALLOCATION_ALIGNMENT
        if self.properties.cpu:  # host memory: huge pages, as NumPy's arrays get
            advise_huge_pages(address, size)
        with self._lock:
            self._allocations[address] = allocation
        return address

    def free(self, address: int) -> None:
        with self._lock:
            allocation = self._allocations.pop(address)
        allocation.release()

    def reaches_system_memory(self) -> bool:
        cl = _cl()
        return bool(self.cl_device.svm_capabilities & cl.device_svm_capabilities.FINE_GRAIN_SYSTEM)

    def register_host(self, address: int, size: int) -> int:
        if not self.reaches_system_memory():
            raise BackendError("this OpenCL device cannot access system memory",
                               "CUDA_ERROR_NOT_SUPPORTED")
        return address

    def create_queue(self) -> Queue:
        return OpenclQueue(self)

    def load_module(self, binary: bytes, flush_subnormals: bool = False) -> LoadedModule:
        cl = _cl()
        problem = spirv_problem(binary)
        if problem is not None:  # the runtime would misread or even hang on it
            raise BackendError(f"not a SPIR-V module: {problem}", "CUDA_ERROR_INVALID_IMAGE")
        try:
            program = cl.Program(self.context, binary).build(
                options=[FLUSH_SUBNORMALS] if flush_subnormals else [])
        except cl.Error as exc:
            raise BackendError(f"the OpenCL runtime rejected the SPIR-V module: {exc}",
                               "CUDA_ERROR_INVALID_IMAGE") from None
        return OpenclModule(program)

    def load_native(self, binary: bytes) -> LoadedModule:
        cl = _cl()
        try:
            program = cl.Program(self.context, [self.cl_device], [binary]).build()
        except cl.Error as exc:
            raise BackendError(f"the OpenCL runtime rejected the device binary: {exc}",
                               "CUDA_ERROR_INVALID_IMAGE") from None
        return OpenclModule(program)

    def host_accessible(self, kind: str) -> bool:
        return True


def _properties(d) -> DeviceProperties:
    cl = _cl()
    sizes = tuple(d.max_work_item_sizes) + (1, 1, 1)
    try:
        uuid = bytes(d.get_info(cl.device_info.UUID_KHR))
    except (cl.Error, AttributeError, TypeError):
        uuid = b""
    if len(uuid) != 16:
        uuid = hashlib.sha256(f"{d.platform.name}/{d.name}".encode()).digest()[:16]
    cpu = bool(d.type & cl.device_type.CPU)
    return DeviceProperties(
        name=d.name.strip(),
        total_memory=d.global_mem_size,
        multiprocessors=d.max_compute_units,
        max_threads_per_block=d.max_work_group_size,
        max_block_dims=sizes[:3],
        max_grid_dims=NO_GRID_LIMIT,
        # on CPU devices, less the warps' shuffle scratch (zluda.ptx.abi.MAX_WARP_SCRATCH)
        max_shared_per_block=d.local_mem_size - MAX_WARP_SCRATCH if cpu else d.local_mem_size,
        clock_khz=(d.max_clock_frequency or 1000) * 1000,
        uuid=uuid,
        integrated=cpu or bool(d.host_unified_memory),
        cpu=cpu,
        l2_cache_bytes=d.global_mem_cache_size,
        resident_blocks_per_multiprocessor=1 if cpu else 32,
        extra={"platform": d.platform.name.strip(), "opencl_version": d.version.strip()},
    )


class OpenclBackend(Backend):
    name = "opencl"
    install_hint = INSTALL_HINT

    def probe(self) -> list[Device]:
        cl = _cl()
        try:
            platforms = cl.get_platforms()
        except cl.Error as exc:
            raise BackendUnavailable(f"no OpenCL platform ({exc})", INSTALL_HINT) from None
        usable = []
        for platform in platforms:
            for device in platform.get_devices():
                reason = unusable_reason(device)
                if reason is None:
                    usable.append(OpenclDevice(device))
                else:
                    self.unusable.append((f"{platform.name.strip()}: {device.name.strip()}",
                                          reason))
        if not usable:
            detail = "; ".join(f"{n}: {r}" for n, r in self.unusable) or "no OpenCL device"
            raise BackendUnavailable(f"no usable OpenCL device ({detail})", INSTALL_HINT)
        return usable
