"""The Level Zero backend (dpctl, the SYCL runtime): Intel GPUs, or any SYCL device.

The device is the first that the dpctl filter string ``$ZLUDA_LEVEL_ZERO_DEVICE`` selects
(default ``level_zero:gpu``; ``opencl:cpu`` runs this same code on the CPU). Memory is SYCL USM:
device pointers are the allocations' addresses, and the allocation objects are kept alive in a
dict keyed by address. Queues are in-order SYCL queues with profiling; markers are barriers.

dpctl's Python API has no raw-pointer copy and no 2- or 4-byte fill, so those two go through
dpctl's own C API (``libDPCTLSyclInterface``: ``sycl::queue::memcpy`` and ``::fill``).

SYCL has no user events, so nothing in the runtime can hold a queue until the host says go.
Work enqueued behind a closed host gate (or behind a wait for a marker that is itself still held
back) is kept in order by :mod:`zluda.runtime.held` and submitted when the gate opens. See
``docs/backends/level_zero.md``.
"""

from __future__ import annotations

import ctypes
import functools
import hashlib
import os
import threading

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
from zluda.runtime.held import HeldMarker, HeldWork
from zluda.runtime.huge_pages import advise_huge_pages

INSTALL_HINT = 'pip install "zluda[level-zero]"'
DEFAULT_FILTER = "level_zero:gpu"


def device_filter() -> str:
    return os.environ.get("ZLUDA_LEVEL_ZERO_DEVICE", "").strip() or DEFAULT_FILTER


@functools.cache
def _dpctl():
    """dpctl, imported once (a call on every launch cost 1-3 µs of imports)."""
    # The SYCL runtime's OpenCL adapter finds the pip-installed CPU runtime this way.
    from zluda.backends.opencl.icd import register_pip_runtime

    register_pip_runtime()
    try:
        import dpctl
        import dpctl.memory
        import dpctl.program
    except ImportError as exc:
        raise BackendUnavailable(f"dpctl is not installed ({exc})", INSTALL_HINT) from None
    return dpctl


class _CApi:
    """The two queue operations that dpctl's Python API lacks, from dpctl's C library."""

    def __init__(self) -> None:
        dpctl = _dpctl()
        lib = ctypes.CDLL(os.path.join(os.path.dirname(dpctl.__file__),
                                       "libDPCTLSyclInterface.so"))
        vp, size = ctypes.c_void_p, ctypes.c_size_t
        lib.DPCTLQueue_Memcpy.argtypes = [vp, vp, vp, size]
        lib.DPCTLQueue_Memcpy.restype = vp
        self.fills = {}
        for n, ctype in ((1, ctypes.c_uint8), (2, ctypes.c_uint16), (4, ctypes.c_uint32)):
            fn = getattr(lib, f"DPCTLQueue_Fill{8 * n}")
            fn.argtypes = [vp, vp, ctype, size]
            fn.restype = vp
            self.fills[n] = fn
        lib.DPCTLEvent_Delete.argtypes = [vp]
        self.lib = lib

    def _done(self, event: int | None, what: str) -> None:
        if not event:
            raise BackendError(f"the SYCL runtime failed to enqueue {what}")
        self.lib.DPCTLEvent_Delete(event)  # in-order queue: the event is not needed

    def memcpy(self, queue, dst: int, src: int, size: int) -> None:
        self._done(self.lib.DPCTLQueue_Memcpy(queue.addressof_ref(), dst, src, size), "a copy")

    def fill(self, queue, dst: int, pattern: bytes, count: int) -> None:
        value = int.from_bytes(pattern, "little")
        fill = self.fills[len(pattern)]
        self._done(fill(queue.addressof_ref(), dst, value, count), "a fill")


_capi: _CApi | None = None


def capi() -> _CApi:
    global _capi
    if _capi is None:
        _capi = _CApi()
    return _capi


class LevelZeroMarker(Marker, HeldMarker):
    """A barrier event; ``event`` is None while the barrier is held back behind a gate."""

    def __init__(self) -> None:
        HeldMarker.__init__(self)
        self.event = None

    def set(self, event) -> None:
        self.event = event
        self.recorded_now()

    def query(self) -> bool:
        dpctl = _dpctl()
        return (self.event is not None
                and self.event.execution_status == dpctl.event_status_type.complete)

    def wait(self) -> None:
        self.recorded.wait()
        self.event.wait()

    def elapsed_ms(self, later: Marker) -> float:
        return (later.event.profiling_info_end - self.event.profiling_info_end) / 1e6


class LevelZeroKernel(Kernel):
    def __init__(self, kernel, name: str) -> None:
        self.kernel = kernel
        self.name = name


class LevelZeroModule(LoadedModule):
    def __init__(self, program) -> None:
        self.program = program
        self._kernels: dict[str, LevelZeroKernel] = {}

    def kernel(self, name: str) -> Kernel:
        k = self._kernels.get(name)
        if k is None:
            if not self.program.has_sycl_kernel(name):
                raise BackendError(f"no kernel '{name}' in the module", "CUDA_ERROR_NOT_FOUND")
            k = self._kernels[name] = LevelZeroKernel(self.program.get_sycl_kernel(name), name)
        return k


class LevelZeroQueue(Queue):
    def __init__(self, device: LevelZeroDevice) -> None:
        dpctl = _dpctl()
        self.device = device
        self.queue = dpctl.SyclQueue(device.context, device.sycl_device,
                                     property=["in_order", "enable_profiling"])
        self.held = HeldWork()  # work behind a closed gate (zluda.runtime.held)

    # -- the Queue interface ---------------------------------------------------------------------

    def copy(self, dst: int, src: int, size: int) -> None:
        if size:
            self.held.submit(lambda: capi().memcpy(self.queue, dst, src, size))

    def fill(self, dst: int, pattern: bytes, count: int) -> None:
        if count:
            self.held.submit(lambda: capi().fill(self.queue, dst, pattern, count))

    def launch(self, kernel, global_size, local_size, params, globals_block, shared_bytes,
               scalars) -> None:
        self.launcher(kernel, global_size, local_size, globals_block, shared_bytes,
                      scalars)(params)

    def launcher(self, kernel, global_size, local_size, globals_block, shared_bytes, scalars):
        """The hidden arguments and the ranges made once; each launch makes only its
        parameters' arguments (dpctl reads them when it submits)."""
        dpctl = _dpctl()
        hidden = [self.device.usm_object(globals_block),
                  self.device.local_memory(max(shared_bytes, 4)),
                  *(ctypes.c_uint32(value) for value in scalars)]
        # SYCL lists ranges slowest dimension first: OpenCL's (x, y, z) is SYCL's (z, y, x).
        global_, local = list(reversed(global_size)), list(reversed(local_size))
        raw, held, submit_async, sycl_kernel = (dpctl.RawKernelArg, self.held,
                                                self.queue.submit_async, kernel.kernel)
        errors = (dpctl.SyclKernelSubmitError, dpctl.SyclKernelInvalidRangeError)

        def launch(params) -> None:
            args = [raw(value) for value in params]
            args += hidden

            def submit() -> None:
                try:
                    submit_async(sycl_kernel, args, global_, local)
                except errors as exc:
                    raise BackendError(f"launch of {kernel.name} failed: {exc}",
                                       "CUDA_ERROR_LAUNCH_FAILED") from None

            held.submit(submit)

        return launch

    def marker(self, timing: bool = True) -> Marker:
        marker = LevelZeroMarker()
        self.held.submit(lambda: marker.set(self.queue.submit_barrier()))
        return marker

    def wait(self, marker: Marker) -> None:
        self.held.wait_for(marker, lambda: self.queue.submit_barrier([marker.event]))

    def gate(self) -> HostGate:
        return self.held.gate()

    def finish(self) -> None:
        self.held.drain()
        self.queue.wait()

    def close(self) -> None:
        self.finish()


class LevelZeroDevice(Device):
    compiler_target = "spirv"

    def __init__(self, sycl_device) -> None:
        dpctl = _dpctl()
        self.sycl_device = sycl_device
        self.context = dpctl.SyclContext(sycl_device)
        self.home = dpctl.SyclQueue(self.context, sycl_device)  # allocations and programs
        self.cpu = bool(sycl_device.is_cpu)
        self._allocations: dict[int, object] = {}
        self._lock = threading.Lock()
        self.properties = _properties(sycl_device)
        # CPU devices: warp shuffles through local memory (zluda.ptx.targets.spirv)
        self.compiler_target = "spirv;shuffle=memory" if self.cpu else "spirv"
        self._local = (dpctl.WorkGroupMemory if dpctl.WorkGroupMemory.is_available()
                       else lambda n: dpctl.LocalAccessor("u1", (n,)))

    def allocate(self, size: int, kind: str) -> int:
        dpctl = _dpctl()
        cls = {"device": dpctl.memory.MemoryUSMDevice, "host": dpctl.memory.MemoryUSMHost,
               "managed": dpctl.memory.MemoryUSMShared}[kind]
        try:
            allocation = cls(max(size, 1), alignment=ALLOCATION_ALIGNMENT, queue=self.home)
        except dpctl.memory.USMAllocationError as exc:
            raise BackendError(f"cannot allocate {size} bytes of {kind} memory: {exc}",
                               "CUDA_ERROR_OUT_OF_MEMORY") from None
        address = allocation._pointer
        if self.cpu:  # host memory: huge pages, as NumPy's arrays get
            advise_huge_pages(address, size)
        with self._lock:
            self._allocations[address] = allocation
        return address

    def free(self, address: int) -> None:
        with self._lock:
            self._allocations.pop(address)

    def usm_object(self, address: int):
        """The allocation that starts at ``address``, as a kernel argument."""
        with self._lock:
            allocation = self._allocations.get(address)
        if allocation is None:
            raise BackendError(f"0x{address:x} is not a USM allocation of this device",
                               "CUDA_ERROR_INVALID_VALUE")
        return allocation

    def local_memory(self, size: int):
        return self._local(size)

    def reaches_system_memory(self) -> bool:
        return bool(self.sycl_device.has_aspect_usm_system_allocations)

    def register_host(self, address: int, size: int) -> int:
        if not self.reaches_system_memory():
            raise BackendError("this SYCL device cannot access system memory",
                               "CUDA_ERROR_NOT_SUPPORTED")
        return address

    def create_queue(self) -> Queue:
        return LevelZeroQueue(self)

    def load_module(self, binary: bytes, flush_subnormals: bool = False) -> LoadedModule:
        dpctl = _dpctl()
        problem = spirv_problem(binary)
        if problem is not None:
            raise BackendError(f"not a SPIR-V module: {problem}", "CUDA_ERROR_INVALID_IMAGE")
        try:
            program = dpctl.program.create_program_from_spirv(
                self.home, binary, FLUSH_SUBNORMALS if flush_subnormals else "")
        except dpctl.program.SyclProgramCompilationError as exc:
            raise BackendError(f"the SYCL runtime rejected the SPIR-V module: {exc}",
                               "CUDA_ERROR_INVALID_IMAGE") from None
        return LevelZeroModule(program)

    def host_accessible(self, kind: str) -> bool:
        return self.cpu or kind in ("host", "managed")


def _properties(d) -> DeviceProperties:
    z, y, x = d.max_work_item_sizes3d  # SYCL order: slowest dimension first
    uuid = hashlib.sha256(f"{d.backend}/{d.filter_string}/{d.name}".encode()).digest()[:16]
    return DeviceProperties(
        name=d.name.strip(),
        total_memory=d.global_mem_size,
        multiprocessors=d.max_compute_units,
        max_threads_per_block=d.max_work_group_size,
        max_block_dims=(x, y, z),
        max_grid_dims=NO_GRID_LIMIT,
        # on CPU devices, less the warps' shuffle scratch (zluda.ptx.abi.MAX_WARP_SCRATCH)
        max_shared_per_block=(d.local_mem_size - MAX_WARP_SCRATCH if d.is_cpu
                              else d.local_mem_size),
        clock_khz=(d.max_clock_frequency or 1000) * 1000,
        uuid=uuid,
        integrated=bool(d.is_cpu),
        cpu=bool(d.is_cpu),
        can_map_host_memory=bool(d.has_aspect_usm_host_allocations),
        managed_memory=bool(d.has_aspect_usm_shared_allocations),
        concurrent_managed_access=bool(d.has_aspect_usm_shared_allocations),
        l2_cache_bytes=d.global_mem_cache_size,
        resident_blocks_per_multiprocessor=1 if d.is_cpu else 32,
        extra={"sycl_backend": d.backend.name, "filter": d.filter_string,
               "driver_version": d.driver_version,
               "sub_group_sizes": list(d.sub_group_sizes)},
    )


def unusable_reason(d) -> str | None:
    """Why a SYCL device cannot run our code, or None if it can."""
    if not d.has_aspect_usm_device_allocations:
        return "no USM device allocations, so device pointers cannot be plain addresses"
    if not d.has_aspect_queue_profiling:
        return "no queue profiling (cuEventElapsedTime)"
    if 32 not in d.sub_group_sizes:
        return f"no sub-group size 32 (it has {list(d.sub_group_sizes)}), so no CUDA warps"
    return None


class LevelZeroBackend(Backend):
    name = "level_zero"
    install_hint = INSTALL_HINT

    def probe(self) -> list[Device]:
        dpctl = _dpctl()
        selector = device_filter()
        try:
            sycl_device = dpctl.SyclDevice(selector)
        except (dpctl.SyclDeviceCreationError, ValueError, TypeError) as exc:
            raise BackendUnavailable(
                f"no SYCL device matches ZLUDA_LEVEL_ZERO_DEVICE={selector!r} ({exc})",
                INSTALL_HINT) from None
        reason = unusable_reason(sycl_device)
        if reason is not None:
            self.unusable.append((sycl_device.name.strip(), reason))
            raise BackendUnavailable(f"{sycl_device.name.strip()}: {reason}", INSTALL_HINT)
        return [LevelZeroDevice(sycl_device)]
