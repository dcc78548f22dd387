"""The work of graph nodes: what each kind of node does when its graph is launched, and what its
parameters are (the ``params`` dicts answer ``cuGraph*NodeGetParams`` in the fields of
cuda.h's structs).

Every kind has the same small interface, which :mod:`zluda.runtime.graph` uses:

- ``instantiate()``: a copy prepared for an executable graph (a kernel's geometry is checked
  when the node is made; its launcher is bound per stream on first use);
- ``enqueue(stream)``: put the work on ``stream``'s queue, in the stream's order (called with
  the stream's context lock held and the stream prepared, by the executable graph's launch);
- ``update_problem(other)`` / ``updated(other)``: whether an executable graph's copy may take
  ``other``'s parameters (a CUgraphExecUpdateResult, or None) and the copy that does;
- ``clone(node, mapping)``, ``child_graph()``, and the lifetime hooks ``added(node)``,
  ``removed()`` (its graph lost it) and ``retired()`` (its executable graph was destroyed).
"""

from __future__ import annotations

import copy
import ctypes
import logging
import threading

from .errors import CudaError
from .work import KIND, UPDATE, Work

log = logging.getLogger("zluda")
MAX_LAUNCHERS = 8  # streams a kernel node keeps a bound launcher for


class EmptyWork(Work):
    """Nothing: a node that only orders others."""


class KernelWork(Work):
    """A kernel launch: the function (and, for queries, the CUfunction or CUkernel as given),
    its geometry, its arguments packed one ``bytes`` per parameter."""

    kind = KIND.CU_GRAPH_NODE_TYPE_KERNEL

    def __init__(self, function, given: int, kernel: int, grid: tuple, block: tuple,
                 shared: int, args: list[bytes], cooperative: bool = False,
                 priority: int = 0) -> None:
        self.function = function
        self.given = given  # the func field as given: a CUfunction or a CUkernel handle
        self.kernel = kernel  # the kern field (a CUkernel handle) or 0
        self.grid, self.block, self.shared = grid, block, shared
        self.args = args
        self.cooperative = cooperative
        self.priority = priority
        function.check_geometry(grid, block, shared)
        self._launchers: dict = {}
        self._c_args = None

    @property
    def context(self):
        return self.function.module.context

    def instantiate(self) -> KernelWork:
        twin = copy.copy(self)
        twin._launchers = {}
        return twin

    def enqueue(self, stream) -> None:
        module = self.function.module
        if module not in module.context.modules:
            raise CudaError("CUDA_ERROR_INVALID_HANDLE",
                            f"the module of the graph's kernel {self.function.name} was unloaded")
        if self.cooperative:
            self.function.launch(stream, self.grid, self.block, self.shared, self.args,
                                 cooperative=True)
            return
        launch = self._launchers.get(stream)
        if launch is None:
            if len(self._launchers) >= MAX_LAUNCHERS:
                self._launchers.clear()
            launch = self._launchers[stream] = self.function.enqueuer(
                stream, self.grid, self.block, self.shared)
        launch(self.args)  # the executable graph holds the context's lock

    def update_problem(self, other: Work) -> int | None:
        if other.context is not self.context:
            return UPDATE.CU_GRAPH_EXEC_UPDATE_ERROR_UNSUPPORTED_FUNCTION_CHANGE
        if other.cooperative != self.cooperative:
            return UPDATE.CU_GRAPH_EXEC_UPDATE_ERROR_ATTRIBUTES_CHANGED
        return None

    def params(self, handle) -> dict:
        """CUDA_KERNEL_NODE_PARAMS (v2/v3): ``kernelParams`` points at an array of pointers to
        each argument's bytes, which the node owns; the program may read them and write them
        before it sets the parameters again (llama.cpp does)."""
        if self._c_args is None:
            cells = [ctypes.create_string_buffer(a, max(len(a), 1)) for a in self.args]
            pointers = (ctypes.c_void_p * max(len(cells), 1))(
                *[ctypes.addressof(c) for c in cells])
            self._c_args = (cells, pointers)
        return {
            "func": self.given, "kern": self.kernel, "ctx": handle(self.context),
            "gridDimX": self.grid[0], "gridDimY": self.grid[1], "gridDimZ": self.grid[2],
            "blockDimX": self.block[0], "blockDimY": self.block[1], "blockDimZ": self.block[2],
            "sharedMemBytes": self.shared, "kernelParams": ctypes.addressof(self._c_args[1]),
            "extra": 0,
        }


class HostWork(Work):
    """A host function, run in stream order on the stream's host-function thread."""

    kind = KIND.CU_GRAPH_NODE_TYPE_HOST

    def __init__(self, function, given, user_data) -> None:
        self.function = function
        self.given = given  # fn as given (a C function's address, or a Python callable)
        self.user_data = user_data

    def enqueue(self, stream) -> None:
        stream.host_function(self.function, self.user_data)

    def params(self, handle) -> dict:
        return {"fn": self.given, "userData": self.user_data}


class EventRecordWork(Work):
    kind = KIND.CU_GRAPH_NODE_TYPE_EVENT_RECORD

    def __init__(self, event) -> None:
        self.event = event

    def enqueue(self, stream) -> None:
        check_live_event(self.event)
        with stream.context.lock:
            self.event.record(stream)


class EventWaitWork(Work):
    kind = KIND.CU_GRAPH_NODE_TYPE_WAIT_EVENT

    def __init__(self, event) -> None:
        self.event = event

    def enqueue(self, stream) -> None:
        check_live_event(self.event)
        stream.wait_event(self.event)


def check_live_event(event) -> None:
    if event.destroyed or event.context.destroyed:
        raise CudaError("CUDA_ERROR_INVALID_HANDLE", "a graph's event was destroyed")


class ChildGraphWork(Work):
    """A child graph: the node's own copy of the graph it was given."""

    kind = KIND.CU_GRAPH_NODE_TYPE_GRAPH

    def __init__(self, graph) -> None:
        self.graph = graph

    def added(self, node) -> None:
        self.graph.parent = node

    def removed(self) -> None:
        self.graph.destroy()

    def clone(self, node, mapping: dict) -> ChildGraphWork:
        graph, inner = self.graph.clone(node)
        mapping.update(inner)
        return ChildGraphWork(graph)

    def child_graph(self):
        return self.graph


class MemAllocWork(Work):
    """A graph allocation (:class:`GraphMemory`); ``pool`` is CUDA_MEM_ALLOC_NODE_PARAMS'
    poolProps as given, for queries."""

    kind = KIND.CU_GRAPH_NODE_TYPE_MEM_ALLOC

    def __init__(self, memory: GraphMemory, pool: dict) -> None:
        self.memory = memory
        self.pool = pool

    def added(self, node) -> None:
        self.memory.hold()

    def removed(self) -> None:
        self.memory.release()

    def instantiate(self) -> MemAllocWork:
        self.memory.hold()
        return copy.copy(self)

    def retired(self) -> None:
        self.memory.release()

    def enqueue(self, stream) -> None:
        self.memory.live = True

    def update_problem(self, other: Work) -> int | None:
        if other.memory is self.memory:
            return None
        return UPDATE.CU_GRAPH_EXEC_UPDATE_ERROR_NOT_SUPPORTED

    def updated(self, other: Work) -> Work:
        return self

    def params(self, handle) -> dict:
        return {"poolProps": self.pool, "accessDescs": 0, "accessDescCount": 0,
                "bytesize": self.memory.size, "dptr": self.memory.address}


def device_pool(ordinal: int) -> dict:
    """CUmemPoolProps (as a dict) of pinned memory on device ``ordinal``: a graph allocation's."""
    return {"allocType": 1, "handleTypes": 0,  # CU_MEM_ALLOCATION_TYPE_PINNED, no handles
            "location": {"type": 1, "id": ordinal}}  # CU_MEM_LOCATION_TYPE_DEVICE


def add_allocation(add, context, size: int, pool: dict):
    """A graph allocation of ``size`` bytes in ``context`` and its node, made by ``add(work)``;
    the memory goes again if the node is refused. Returns (node, memory)."""
    memory = GraphMemory(context, size)
    try:
        return add(MemAllocWork(memory, pool)), memory
    except CudaError:
        memory.release_unheld()
        raise


class MemFreeWork(Work):
    kind = KIND.CU_GRAPH_NODE_TYPE_MEM_FREE

    def __init__(self, memory: GraphMemory) -> None:
        self.memory = memory

    def enqueue(self, stream) -> None:
        self.memory.live = False

    def update_problem(self, other: Work) -> int | None:
        if other.memory is self.memory:
            return None
        return UPDATE.CU_GRAPH_EXEC_UPDATE_ERROR_NOT_SUPPORTED

    def updated(self, other: Work) -> Work:
        return self


class GraphMemory:
    """The memory of one allocation node. Its address is known when the node is made, so it is
    allocated then and stays until no graph or executable graph holds it and the program does
    not hold it either. It is *live* (the program's) from a launch that runs the allocation node
    until a free node, cuMemFreeAsync or cuMemFree gives it back; a graph cannot be launched
    again while its allocation is live, unless it was instantiated with
    CUDA_GRAPH_INSTANTIATE_FLAG_AUTO_FREE_ON_LAUNCH."""

    _lock = threading.Lock()
    by_address: dict[int, GraphMemory] = {}
    usage: dict[object, dict[str, int]] = {}  # device -> used/reserved, current and high

    def __init__(self, context, size: int) -> None:
        self.context = context
        self.allocation = context.allocate(size)
        self.size = size
        self.address = self.allocation.base
        self.holders = 0
        self._live = False
        with self._lock:
            GraphMemory.by_address[self.address] = self
            self._count("reserved", size)

    @property
    def live(self) -> bool:
        return self._live

    @live.setter
    def live(self, value: bool) -> None:
        with self._lock:
            if value != self._live:
                self._live = value
                self._count("used", self.size if value else -self.size)
        if not value:
            self._free_if_unused()

    def _count(self, what: str, delta: int) -> None:
        figures = GraphMemory.usage.setdefault(self.context.device, {
            "used": 0, "used_high": 0, "reserved": 0, "reserved_high": 0})
        figures[what] += delta
        figures[what + "_high"] = max(figures[what + "_high"], figures[what])

    def release_unheld(self) -> None:
        """Free the memory of a node that was never made."""
        self._free_if_unused()

    def hold(self) -> None:
        with self._lock:
            self.holders += 1

    def release(self) -> None:
        with self._lock:
            self.holders -= 1
        self._free_if_unused()

    def before_launch(self, auto_free: bool) -> None:
        if self._live:
            if not auto_free:
                raise CudaError("CUDA_ERROR_INVALID_VALUE",
                                f"the graph's allocation at 0x{self.address:x} from its previous"
                                " launch was not freed (free it, or instantiate with"
                                " CUDA_GRAPH_INSTANTIATE_FLAG_AUTO_FREE_ON_LAUNCH)")
            self.live = False

    def free_by_program(self) -> None:
        """cuMemFree or cuMemFreeAsync of the allocation (after the launch that made it)."""
        if not self._live:
            raise CudaError("CUDA_ERROR_INVALID_VALUE",
                            f"the graph allocation at 0x{self.address:x} is not allocated now")
        self.live = False

    def _free_if_unused(self) -> None:
        with self._lock:
            if self.holders > 0 or self._live or self.allocation is None:
                return
            allocation, self.allocation = self.allocation, None
            GraphMemory.by_address.pop(self.address, None)
            self._count("reserved", -self.size)
        if not self.context.destroyed:
            self.context.free(allocation)

    @classmethod
    def at(cls, address: int) -> GraphMemory | None:
        with cls._lock:
            return cls.by_address.get(address)

    @classmethod
    def figures(cls, device) -> dict[str, int]:
        with cls._lock:
            return dict(cls.usage.get(device) or {
                "used": 0, "used_high": 0, "reserved": 0, "reserved_high": 0})

    @classmethod
    def reset_high(cls, device, what: str) -> None:
        with cls._lock:
            figures = cls.usage.get(device)
            if figures is not None:
                figures[what + "_high"] = figures[what]


class UserObject:
    """cuUserObjectCreate's object: a destructor called (on a thread of its own, as CUDA calls
    it from an internal thread) when the last reference goes."""

    def __init__(self, destructor, data, references: int) -> None:
        self.destructor = destructor
        self.data = data
        self.references = references
        self._lock = threading.Lock()

    def retain(self, count: int) -> None:
        with self._lock:
            if self.references <= 0:
                raise CudaError("CUDA_ERROR_INVALID_VALUE", "the user object was destroyed")
            self.references += count

    def release(self, count: int) -> None:
        with self._lock:
            if count > self.references:
                raise CudaError("CUDA_ERROR_INVALID_VALUE",
                                f"releasing {count} references of the {self.references} held")
            self.references -= count
            last = self.references == 0
        if last:
            threading.Thread(target=self._destroy, name="zluda-user-object",
                             daemon=False).start()

    def _destroy(self) -> None:
        try:
            self.destructor(self.data)
        except Exception:  # noqa: BLE001 - a program's destructor must not kill a thread of ours
            log.exception("a user object's destructor raised an exception")
