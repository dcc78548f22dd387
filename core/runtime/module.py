"""Modules and functions: loading PTX or fatbinaries, globals, and kernel launches.

Loading compiles the PTX for the device's compiler target (through the disk cache), loads the
binary into the backend, and allocates the module's globals block: its initial bytes are copied
in and the addresses in initializers are patched (see :mod:`zluda.ptx.layout`).

A launch packs each parameter into its own bytes from the layout that the compiler computed once
per kernel (:class:`ArgumentLayout`), checks the geometry against the device's limits, and
enqueues it after the stream's ordering waits.

A kernel that runs flattened (:mod:`zluda.ptx.abi`) is compiled first for blocks whose x size is
a multiple of 32 (the target option ``;tid=warp``: its ``%tid.y`` and ``%tid.z`` are the same in
a whole warp, which the device's vectorizer sees); a launch with another block builds the
general program of the kernel, once, and runs that.
"""

from __future__ import annotations

import bisect
import ctypes
import os
import re
import struct
import threading
from collections.abc import Callable
from typing import TYPE_CHECKING, NamedTuple

from ..ptx import CompileError
from ..ptx.abi import hidden_scalars, launch_geometry, local_memory_bytes, reads_tid_from_warp
from ..ptx.layout import HEAP_POINTER_OFFSET, TRAP_ASSERT, TRAP_NONE
from .backend import BackendError
from .context import current_context
from .errors import CudaError, log
from .fatbin import FatbinError, NoPtx, is_fatbin, select_ptx
from .memory import DEVICE, MANAGED
from .native_binaries import load_compiled

if TYPE_CHECKING:
    from ..ptx.module_info import KernelInfo

DEFAULT_COMPUTE_CAPABILITY = (8, 6)


def compute_capability() -> tuple[int, int]:
    """The compute capability that devices report: ``$ZLUDA_CC`` ("8.6" or "86")."""
    value = os.environ.get("ZLUDA_CC", "").strip()
    if value:
        try:
            if "." in value:
                major, minor = value.split(".", 1)
                return int(major), int(minor)
            return int(value[:-1]), int(value[-1])
        except ValueError:
            pass
    return DEFAULT_COMPUTE_CAPABILITY


def image_to_ptx(image: bytes | str) -> str:
    """PTX text from what cuModuleLoadData accepts: PTX text, or a fatbinary."""
    if isinstance(image, str):
        return image
    if is_fatbin(image):
        major, minor = compute_capability()
        try:
            return select_ptx(image, major * 10 + minor)
        except NoPtx as exc:
            raise CudaError("CUDA_ERROR_NO_BINARY_FOR_GPU", str(exc)) from None
        except FatbinError as exc:
            raise CudaError("CUDA_ERROR_INVALID_IMAGE", str(exc)) from None
    if image[:4] == b"\x7fELF":
        raise CudaError(
            "CUDA_ERROR_NO_BINARY_FOR_GPU",
            "the image is a cubin: SASS, which only NVIDIA GPUs run. zluda needs PTX: build for a"
            " virtual architecture (nvcc -gencode arch=compute_86,code=compute_86, NVRTC"
            " --gpu-architecture=compute_86), or run the program under `zluda run`, whose NVRTC"
            " and nvJitLink give PTX where a cubin is asked for",
        )
    # Anything else is PTX text, up to its NUL. A byte that is not UTF-8 survives decoding
    # (surrogateescape): in a comment it is ignored; elsewhere the parser names its place.
    return image.split(b"\0", 1)[0].decode("utf-8", "surrogateescape")


_PTX_TARGET = re.compile(r"^[ \t]*\.target[ \t]+sm_(\d+)", re.M)


def program_target(compiler_target: str, tid_from_warp: bool = True) -> str:
    """The target that a module's programs compile for on a device whose compiler target is
    ``compiler_target``: with ``;tid=warp`` for the build that runs blocks whose x size is a
    multiple of 32 (``tid_from_warp``), where the target flattens warp kernels (elsewhere no
    kernel needs it). ``ZLUDA_TID_FROM_WARP=0`` makes every program the general one."""
    from ..ptx.targets import get_target, with_options
    from .calibration import switched_on

    if tid_from_warp and switched_on("ZLUDA_TID_FROM_WARP") \
            and get_target(compiler_target).flattens_warp_kernels:
        return with_options(compiler_target, tid="warp")
    return compiler_target


class ArgumentLayout:
    """How a kernel's parameters sit in CUDA's parameter buffer: computed once per kernel."""

    def __init__(self, info: KernelInfo) -> None:
        self.sizes = [p.size for p in info.params]
        self.offsets = [p.offset for p in info.params]
        self.buffer_size = info.param_buffer_size

    def split(self, buffer: bytes) -> list[bytes]:
        """Per-parameter bytes from a packed buffer (``CU_LAUNCH_PARAM_BUFFER_POINTER``)."""
        if len(buffer) < self.buffer_size:
            raise CudaError("CUDA_ERROR_INVALID_VALUE",
                            f"the parameter buffer has {len(buffer)} bytes; the kernel takes"
                            f" {self.buffer_size}")
        return [bytes(buffer[o : o + s]) for o, s in zip(self.offsets, self.sizes)]


class Function:
    def __init__(self, module: Module, name: str, info: KernelInfo, kernel) -> None:
        self.module = module
        self.name = name
        self.info = info
        self.kernel = kernel  # compiled for blocks whose x size is a multiple of 32 (";tid=warp")
        self._any_block_kernel = None if info.flattened else kernel  # built on first need
        self.layout = ArgumentLayout(info)
        self.max_dynamic_shared = 0
        self.preferred_carveout = -1
        self.cache_config = 0
        self.shared_mem_config = 0  # cuFuncSetSharedMemConfig: a preference, unused
        self._shapes: dict[tuple, LaunchShape] = {}  # (grid, block, shared) -> checked shape

    @property
    def owner(self) -> Module:
        return self.module

    @property
    def max_threads(self) -> int:
        limit = self.module.context.device.properties.max_threads_per_block
        for key in ("reqntid", "maxntid"):
            dims = self.info.directives.get(key)
            if dims:
                n = 1
                for d in dims:
                    n *= d
                limit = min(limit, n)
        return limit

    def max_active_blocks(self, block_size: int, dynamic_shared: int) -> int:
        """How many blocks of ``block_size`` threads one multiprocessor runs at once
        (cuOccupancyMaxActiveBlocksPerMultiprocessor): bounded by its threads, its shared
        memory and what the device runs at once (one work-group per CPU thread)."""
        props = self.module.context.device.properties
        if block_size <= 0 or block_size > self.max_threads:
            return 0
        by_threads = max(props.max_threads_per_block, 2048) // block_size
        shared = self.info.static_shared + dynamic_shared
        by_shared = props.max_shared_per_block // shared if shared else by_threads
        return max(0, min(by_threads, by_shared, 32, props.resident_blocks_per_multiprocessor))

    def launch(self, stream, grid, block, shared: int, params: list[bytes],
               cooperative: bool = False) -> None:
        """Enqueue a launch. A cooperative one (cuLaunchCooperativeKernel) may have no more
        blocks than run at once, gets the context's grid workspace, and runs alone on the device
        before the call returns: its blocks wait for each other at grid barriers, so they must
        all be resident, and another cooperative grid beside it could hold their places."""
        if not cooperative:
            self.launcher(stream, grid, block, shared)(params)
            return
        context = self.module.context
        shape = self._checked_shape(stream, grid, block, shared)
        blocks = grid[0] * grid[1] * grid[2]
        threads = block[0] * block[1] * block[2]
        limit = self.max_active_blocks(threads, shared) * context.device.properties.multiprocessors
        if blocks > limit:
            raise CudaError("CUDA_ERROR_COOPERATIVE_LAUNCH_TOO_LARGE",
                            f"a cooperative launch of {blocks} blocks of {threads} threads; the"
                            f" device runs at most {limit} at once (cuOccupancyMaxActiveBlocks"
                            "PerMultiprocessor times CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT)")
        workspace = context.grid_workspace()
        cooperative_shape = shape._replace(scalars=hidden_scalars(block, shared, workspace))
        with context.device.cooperative_lock:
            self._launcher(stream, cooperative_shape, workspace)(params)
            stream.queue.finish()

    def launcher(self, stream, grid, block, shared: int) -> Callable[[list[bytes]], None]:
        """Launches of this function on ``stream`` with one geometry, prepared: the geometry
        checked, the backend's enqueue bound to the kernel, its sizes and hidden arguments. The
        result takes the parameters' bytes and enqueues; cuLaunchKernel keeps it for the next
        launch of the same function, stream and geometry."""
        return self._launcher(stream, self._checked_shape(stream, grid, block, shared))

    def check_geometry(self, grid, block, shared: int) -> None:
        """Check a launch's grid, block and dynamic shared size as a launch would (a graph's
        kernel node is checked when it is made)."""
        if self._shapes.get((grid, block, shared)) is None:
            self._shape(grid, block, shared)

    def _checked_shape(self, stream, grid, block, shared: int) -> LaunchShape:
        if stream.context is not self.module.context:
            raise CudaError("CUDA_ERROR_INVALID_HANDLE",
                            f"the stream belongs to another context than {self.name}")
        shape = self._shapes.get((grid, block, shared))
        if shape is None:
            shape = self._shape(grid, block, shared)
        if self.info.uses_heap:
            self.module.attach_heap()
        return shape

    def enqueuer(self, stream, grid, block, shared: int) -> Callable[[list[bytes]], None]:
        """The backend's enqueue of this function on ``stream`` with one geometry, checked and
        bound, for a caller that holds the context's lock and has prepared the stream (an
        executable graph's launch); a BackendError becomes the CudaError it names."""
        shape = self._checked_shape(stream, grid, block, shared)
        module = self.module
        launched = module.context.launched_modules
        enqueue = self._backend_launcher(stream, shape)

        def launch(params: list[bytes]) -> None:
            try:
                enqueue(params)
            except BackendError as exc:
                raise CudaError(exc.result, str(exc)) from None
            stream.epoch += 1  # Stream.enqueued
            module.launches += 1
            launched.add(module)

        return launch

    def _backend_launcher(self, stream, shape: LaunchShape) -> Callable[[list[bytes]], None]:
        """The backend queue's launcher for this kernel and shape; a BackendError in making it
        becomes the CudaError it names, as one in a launch does."""
        try:
            return stream.queue.launcher(shape.kernel, shape.global_size, shape.local_size,
                                         self.module.globals.base, shape.shared_bytes,
                                         shape.scalars)
        except BackendError as exc:
            raise CudaError(exc.result, str(exc)) from None

    def _launcher(self, stream, shape: LaunchShape, workspace: int = 0
                  ) -> Callable[[list[bytes]], None]:
        module, name, count = self.module, self.name, len(self.layout.sizes)
        lock, prepare, fill = module.context.lock, stream.prepare, stream.queue.fill
        launched = module.context.launched_modules
        enqueue = self._backend_launcher(stream, shape)

        def launch(params: list[bytes]) -> None:
            if len(params) != count:
                raise CudaError("CUDA_ERROR_INVALID_VALUE",
                                f"{name} takes {count} parameters, got {len(params)}")
            lock.acquire()  # not `with`, which costs more than the lock itself
            try:
                prepare()
                if workspace:  # the grid barrier's count starts from 0
                    fill(workspace, b"\0\0\0\0", 2)
                enqueue(params)
                stream.epoch += 1  # Stream.enqueued
                module.launches += 1
                launched.add(module)
            except BackendError as exc:
                raise CudaError(exc.result, str(exc)) from None
            finally:
                lock.release()

        return launch

    def _shape(self, grid, block, shared: int) -> LaunchShape:
        """Check a launch's geometry against the device and the kernel, once per geometry: what
        the backend needs for it is kept for the next launch of the same shape."""
        props = self.module.context.device.properties
        threads = block[0] * block[1] * block[2]
        if min(grid) < 1 or min(block) < 1:
            raise CudaError("CUDA_ERROR_INVALID_VALUE",
                            f"grid {grid} or block {block} has a zero dimension")
        too_wide = any(b > m for b, m in zip(block, props.max_block_dims))
        if too_wide or threads > props.max_threads_per_block:
            raise CudaError("CUDA_ERROR_INVALID_VALUE",
                            f"block {block} has {threads} threads; the device allows"
                            f" {props.max_threads_per_block} (at most {props.max_block_dims})")
        if threads > self.max_threads:
            raise CudaError("CUDA_ERROR_LAUNCH_OUT_OF_RESOURCES",
                            f"{self.name} allows at most {self.max_threads} threads per block")
        if any(g > m for g, m in zip(grid, props.max_grid_dims)):
            raise CudaError("CUDA_ERROR_INVALID_VALUE",
                            f"grid {grid} exceeds {props.max_grid_dims}")
        total_shared = self.info.static_shared + shared
        if total_shared > props.max_shared_per_block:
            raise CudaError("CUDA_ERROR_INVALID_VALUE",
                            f"{self.name} needs {total_shared} bytes of shared memory"
                            f" ({self.info.static_shared} static + {shared} dynamic); the device"
                            f" has {props.max_shared_per_block}")
        global_size, local_size = launch_geometry(grid, block, self.info.flattened)
        local_bytes = local_memory_bytes(total_shared, block, self.info.warp_scratch)
        shape = LaunchShape(self._kernel_for(block), global_size, local_size, local_bytes,
                            hidden_scalars(block, shared))
        if len(self._shapes) >= MAX_SHAPES:
            self._shapes.clear()
        self._shapes[(grid, block, shared)] = shape
        return shape

    def _kernel_for(self, block) -> object:
        """The backend's kernel that runs blocks of this shape: the one compiled for blocks
        whose x size is a multiple of 32, or for any block (built on first need)."""
        if reads_tid_from_warp(block):
            return self.kernel
        if self._any_block_kernel is None:
            self._any_block_kernel = self.module.kernel(self.name, tid_from_warp=False)
        return self._any_block_kernel


class LaunchShape(NamedTuple):
    """What a launch of one grid, block and dynamic shared size passes to the backend."""

    kernel: object  # the backend's kernel (Function._kernel_for)
    global_size: tuple[int, int, int]
    local_size: tuple[int, int, int]
    shared_bytes: int  # static and dynamic (and the warps' shuffle scratch)
    scalars: tuple[int, ...]  # zluda.ptx.abi.hidden_scalars


MAX_SHAPES = 64  # launch geometries kept per function


# A module that loads kernel by kernel is parsed whole at load, so that malformed PTX fails the
# load (with the line and column), if it has at most this much PTX (parsing takes about 1 s per
# MB); larger ones come from compilers, and a kernel's errors show when it is first used
SYNTAX_CHECKED_BYTES = 256 << 10


def eager_loading() -> bool:
    """Whether ``CUDA_MODULE_LOADING=EAGER`` asks for every kernel to compile at load."""
    return os.environ.get("CUDA_MODULE_LOADING", "").strip().upper() == "EAGER"


class Module:
    """A module in one context: its globals block and its kernels' programs.

    A module loads lazily, as CUDA does by default: its variables are laid out at load, and each
    kernel compiles on its first use (``cuModuleGetFunction``), from a module that holds that
    kernel, what it calls and every variable (:mod:`zluda.ptx.subset`), so that every kernel's
    program uses the same globals block, and the cache holds kernels, not modules. A module of
    one kernel, one that cannot be split (indirect calls), and every module under
    ``CUDA_MODULE_LOADING=EAGER`` compile whole when they load, so that an error anywhere fails
    the load; a lazy module of up to :data:`SYNTAX_CHECKED_BYTES` is parsed whole at load."""

    def __init__(self, context, image: bytes | str, name: str = "<module>") -> None:
        self.context = context
        self.name = name
        self.ptx = image_to_ptx(image)
        self._parts = self._split_for_lazy_loading()
        # (kernel name or None for the whole module, target) -> (compiled, loaded)
        self._programs: dict[tuple[str | None, str], tuple] = {}
        self._lock = threading.Lock()
        if self._parts is None:
            self.info = self._program(None)[0].info
        else:
            self.info = self._layout_only()
        self.globals = None
        self._heap_attached = False
        self.functions: dict[str, Function] = {}
        # launches so far, counted under the context's lock (Context.check_device_status)
        self.launches = 0
        try:
            # __managed__ variables live in the globals block: the host reads and writes them
            kind = MANAGED if self.info.managed else DEVICE
            self.globals = context.allocate(self.info.globals_size, kind)
            self._initialize_globals()
        except BaseException:
            self.unload()
            raise
        context.modules.add(self)

    @property
    def owner(self):
        return self.context

    @property
    def ptx_version(self) -> int:
        """The virtual architecture that the PTX was written for (``.target sm_75``: 75), as
        CU_FUNC_ATTRIBUTE_PTX_VERSION reports it. CUB and Thrust pick the kernels they
        launch by it, among those that nvcc compiled."""
        match = _PTX_TARGET.search(self.ptx)
        return int(match.group(1)) if match else 0

    def _split_for_lazy_loading(self):
        if eager_loading():
            return None
        from ..ptx.subset import ModuleParts, SplitError

        try:
            parts = ModuleParts(self.ptx)
        except SplitError:
            return None  # compiled whole, the parser says where the text goes wrong
        if len(parts.entries) <= 1:
            return None
        if len(self.ptx) <= SYNTAX_CHECKED_BYTES:
            from ..ptx import check_syntax

            try:
                check_syntax(self.ptx, self.name)
            except CompileError as exc:
                raise CudaError(exc.cu_result, str(exc)) from None
        return parts

    def _layout_only(self):
        """The globals layout of a lazily loaded module, from its variables alone."""
        from ..ptx import module_layout
        from ..ptx.targets import get_target

        target = get_target(self.context.device.compiler_target)
        try:
            return module_layout(self._parts.text_for(()), target, self.name)
        except CompileError as exc:
            raise CudaError(exc.cu_result, str(exc)) from None

    def _program(self, name: str, tid_from_warp: bool = True) -> tuple:
        """The (compiled, loaded) program that holds kernel ``name``, built for blocks whose x
        size is a multiple of 32 (``tid_from_warp``, :mod:`zluda.ptx.abi`) or for any block."""
        target = program_target(self.context.device.compiler_target, tid_from_warp)
        if self._parts is None:  # one program of the whole module
            program = self._programs.get((None, target))
            if program is None:
                program = self._programs[None, target] = self._compile_and_load(self.ptx, target)
            return program
        program = self._programs.get((name, target))
        if program is None:
            if name not in self._parts.entries:
                raise CudaError("CUDA_ERROR_NOT_FOUND", f"no kernel named '{name}' in the module")
            program = self._compile_and_load(self._parts.text_for([name]), target,
                                             f"{self.name}:{name}")
            compiled, loaded = program
            if (compiled.info.globals_size, compiled.info.symbols) != (
                    self.info.globals_size, self.info.symbols):
                loaded.close()
                raise CudaError("CUDA_ERROR_INVALID_PTX",
                                f"internal error: kernel {name} laid out the module's variables"
                                " differently from the module")
            self._programs[name, target] = program
        return program

    def _compile_and_load(self, ptx: str, target: str, name: str | None = None):
        """Compile the PTX (through the disk cache) and load the binary. A cached binary that
        the device refuses is dropped from the cache and built again, once."""
        device = self.context.device.backend_device
        name = name or self.name
        for attempt in range(2):
            try:
                from ..ptx import compile_ptx

                compiled = compile_ptx(ptx, target, name)
            except CompileError as exc:
                raise CudaError(exc.cu_result, str(exc)) from None
            try:
                return compiled, load_compiled(device, compiled)
            except BackendError as exc:
                if not compiled.from_cache or attempt:
                    raise CudaError(exc.result, str(exc)) from None
                log.warning("zluda: the device refused a cached binary of %s (%s); compiling it"
                            " again", name, exc)
                from ..ptx import forget_cached

                forget_cached(compiled)  # the next compile builds and stores it afresh

    def _initialize_globals(self) -> None:
        """Zero the globals block, then copy in the initializers' segments with the addresses
        of variables patched in."""
        info = self.info
        base = self.globals.base
        queue = self.context.internal_stream().queue
        queue.fill(base, b"\0", info.globals_size)
        relocations = sorted(info.relocations)
        buffers = []  # alive until the queue is done with them
        for offset, segment in info.globals_init:
            data = bytearray(segment)
            first = bisect.bisect_left(relocations, (offset, -1))
            for at, target in relocations[first:]:
                if at >= offset + len(data):
                    break
                data[at - offset : at - offset + 8] = struct.pack("<Q", base + target)
            buf = ctypes.create_string_buffer(bytes(data), len(data))
            buffers.append(buf)
            queue.copy(base + offset, ctypes.addressof(buf), len(data))
        queue.finish()

    def attach_heap(self) -> None:
        """Write the context's device heap's address into the globals block, once."""
        if self._heap_attached:
            return
        heap = self.context.device_heap()
        queue = self.context.internal_stream().queue
        address = ctypes.c_uint64(heap.base)
        queue.copy(self.globals.base + HEAP_POINTER_OFFSET, ctypes.addressof(address), 8)
        queue.finish()
        self._heap_attached = True

    def function(self, name: str) -> Function:
        with self._lock:
            f = self.functions.get(name)
            if f is None:
                info, kernel = self._kernel(name, tid_from_warp=True)
                f = self.functions[name] = Function(self, name, info, kernel)
            return f

    def kernel(self, name: str, tid_from_warp: bool) -> object:
        """The backend's kernel ``name``, from the program built for blocks whose x size is a
        multiple of 32 (``tid_from_warp``) or for any block."""
        with self._lock:
            return self._kernel(name, tid_from_warp)[1]

    def _kernel(self, name: str, tid_from_warp: bool) -> tuple[KernelInfo, object]:
        compiled, loaded = self._program(name, tid_from_warp)
        info = compiled.info.kernels.get(name)
        if info is None:
            raise CudaError("CUDA_ERROR_NOT_FOUND", f"no kernel named '{name}' in the module")
        try:
            return info, loaded.kernel(name)
        except BackendError as exc:
            raise CudaError(exc.result, str(exc)) from None

    def global_symbol(self, name: str) -> tuple[int, int]:
        symbol = self.info.symbols.get(name)
        if symbol is None:
            raise CudaError("CUDA_ERROR_NOT_FOUND", f"no global named '{name}' in the module")
        offset, size = symbol
        return self.globals.base + offset, size

    def managed_symbol(self, name: str) -> tuple[int, int]:
        """The address and size of the ``__managed__`` variable ``name`` (memory that the host
        and the device both address)."""
        if name not in self.info.managed:
            raise CudaError("CUDA_ERROR_NOT_FOUND", f"no managed variable named '{name}' in the"
                            " module")
        return self.global_symbol(name)

    def device_status(self) -> CudaError | None:
        """The error of a kernel of this module that trapped or failed an assert, if any
        (read for launched modules only: Context.check_device_status)."""
        status = ctypes.c_uint32()
        if self.context.device.backend_device.host_accessible("device"):
            status.value = ctypes.c_uint32.from_address(self.globals.base).value
        else:  # a discrete device: copy the status word back
            queue = self.context.internal_stream().queue
            queue.copy(ctypes.addressof(status), self.globals.base, 4)
            queue.finish()
        status = status.value
        if status == TRAP_NONE:
            return None
        if status == TRAP_ASSERT:
            return CudaError("CUDA_ERROR_ASSERT", "a kernel failed a device-side assert")
        return CudaError("CUDA_ERROR_LAUNCH_FAILED", "a kernel executed a trap instruction")

    def unload(self) -> None:
        self.context.modules.discard(self)
        self.context.launched_modules.discard(self)
        try:
            if self.globals is not None:
                self.context.free(self.globals)
        finally:
            for _compiled, loaded in self._programs.values():
                loaded.close()
            self._programs.clear()


class Library:
    """A library (``cuLibraryLoadData``): context-independent, as on CUDA. It holds the image
    (its PTX, checked when loaded) and, for each context that uses it, a module made on first
    use there: lazy loading, which is what cudart relies on when it registers its fatbinaries
    before any context exists. Loaded while a context is current, it compiles for that context
    at once, so that a bad image fails the load. Its kernels are made once per name."""

    def __init__(self, image: bytes | str, context=None) -> None:
        self.ptx = image_to_ptx(image)
        self._modules: dict[object, Module] = {}
        self._kernels: dict[str, LibraryKernel] = {}
        self._lock = threading.RLock()
        self.unloaded = False
        if context is not None:
            self.module_in(context)

    def module_in(self, context) -> Module:
        """The library's module in ``context``, compiled and loaded on first use."""
        with self._lock:
            if self.unloaded:
                raise CudaError("CUDA_ERROR_INVALID_HANDLE", "the library was unloaded")
            module = self._modules.get(context)
            if module is None or context.destroyed or module not in context.modules:
                module = self._modules[context] = Module(context, self.ptx)
            return module

    def current_module(self) -> Module:
        return self.module_in(current_context())

    def modules(self) -> list[Module]:
        with self._lock:
            return [m for c, m in self._modules.items() if not c.destroyed and m in c.modules]

    def has_kernel(self, name: str) -> bool:
        return re.search(rf"\.entry\s+{re.escape(name)}\s*\(", self.ptx) is not None

    def kernel(self, name: str) -> LibraryKernel:
        with self._lock:
            kernel = self._kernels.get(name)
            if kernel is None:
                if not self.has_kernel(name):
                    raise CudaError("CUDA_ERROR_NOT_FOUND", f"the library has no kernel {name!r}")
                kernel = self._kernels[name] = LibraryKernel(self, name)
            return kernel

    def unload(self) -> list[Module]:
        """Unload the library's modules (in every context); returns them."""
        with self._lock:
            modules = self.modules()
            for module in modules:
                module.unload()
            self._modules.clear()
            self.unloaded = True
            return modules


class LibraryKernel:
    """A ``CUkernel``: a library's kernel, usable where a ``CUfunction`` is expected, in any
    context (its function there is made on first use)."""

    def __init__(self, library: Library, name: str) -> None:
        self.library = library
        self.name = name

    @property
    def owner(self) -> Library:
        return self.library

    def function_in(self, context) -> Function:
        return self.library.module_in(context).function(self.name)

    @property
    def function(self) -> Function:
        """The kernel's function in the current context."""
        return self.function_in(current_context())


def launched_function(launchable: Function | LibraryKernel, context=None) -> Function:
    """The function that a launch runs. A CUfunction belongs to its module's context, which must
    be current (``CUDA_ERROR_INVALID_HANDLE`` otherwise); a CUkernel is context-independent: it
    runs as the function of the launch's context (the stream's), made there on first use."""
    if isinstance(launchable, LibraryKernel):
        return launchable.function_in(context or current_context())
    if current_context() is not launchable.module.context:
        raise CudaError("CUDA_ERROR_INVALID_HANDLE",
                        f"the function {launchable.name} belongs to another context than the"
                        " current one")
    return launchable
