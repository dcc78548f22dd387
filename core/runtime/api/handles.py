"""The argument checks and handle lookups that every subject of the API shares: a handle to its
object (contexts, streams, events, modules, libraries, kernels, graphs, nodes), checked as CUDA
checks it (the error CUDA gives for a handle that names nothing, or something destroyed), and
the conversions of plain arguments (ints, enum members, names, arrays of handles). They raise
:class:`~zluda.runtime.errors.CudaError`; :func:`zluda.runtime.api.calls.api` answers it.
"""

from __future__ import annotations

import ctypes

from ...abi.enums import CUgraphNodeType
from ..context import CONTEXTS, Context, CudaDevice, current_context
from ..driver import DRIVER
from ..errors import CudaError
from ..graph import Graph, GraphExec, Node
from ..mempool import MemoryPool
from ..module import Function, Library, LibraryKernel, Module
from ..stream import Event, Stream


def _int(value) -> int:
    return 0 if value is None else int(value)


def _member(enum, value):
    """``value`` as a member of the IntEnum ``enum``; CUDA_ERROR_INVALID_VALUE if it is none."""
    try:
        return enum(_int(value))
    except ValueError:
        raise CudaError("CUDA_ERROR_INVALID_VALUE",
                        f"{_int(value)} is not a {enum.__name__}") from None


def _device(dev) -> CudaDevice:
    return DRIVER.device(_int(dev))


def _context(ctx) -> Context:
    DRIVER.require()
    context = DRIVER.handles.get(_int(ctx), Context, "CUDA_ERROR_INVALID_CONTEXT")
    if context.destroyed:
        raise CudaError("CUDA_ERROR_CONTEXT_IS_DESTROYED", "the context was destroyed")
    return context


def _ctx() -> Context:
    """The current context, which has no sticky error."""
    stack = CONTEXTS.stack
    if stack and DRIVER.initialized:  # the hot path: current_context's checks, inline
        context = stack[-1]
        if not context.destroyed and context.sticky_error is None:
            return context
    DRIVER.require()
    context = current_context()
    if context.sticky_error is not None:
        raise context.sticky_error
    return context


def _stream(handle) -> Stream:
    """A stream handle's stream: the default streams are the current context's; an explicit
    stream names its own context, which need not be current (as on CUDA)."""
    value = handle if handle.__class__ is int else _int(handle)
    if value == 0 and CONTEXTS.per_thread_default:  # a _ptds entry point's default stream
        value = 2
    if value in (0, 1):
        stack = CONTEXTS.stack  # the hot path (every synchronous copy): _ctx(), inline
        if stack and DRIVER.initialized:
            context = stack[-1]
            legacy = context.legacy_stream
            if legacy is not None and not context.destroyed and context.sticky_error is None:
                return legacy
        context = _ctx()
        legacy = context.legacy_stream  # made on first use, under the context's lock
        return legacy if legacy is not None else context.stream("legacy")
    if value == 2:
        return _ctx().stream("per_thread")
    DRIVER.require()
    stream = DRIVER.handles.get(value, Stream)
    if stream.destroyed or stream.context.destroyed:
        raise CudaError("CUDA_ERROR_INVALID_HANDLE", "the stream was destroyed")
    if stream.context.sticky_error is not None:
        raise stream.context.sticky_error
    return stream


def _event(handle) -> Event:
    DRIVER.require()
    event = DRIVER.handles.get(_int(handle), Event)
    if event.destroyed or event.context.destroyed:
        raise CudaError("CUDA_ERROR_INVALID_HANDLE", "the event (or its context) was destroyed")
    return event


def _live_module(module: Module) -> Module:
    if module.context.destroyed or module not in module.context.modules:
        raise CudaError("CUDA_ERROR_INVALID_HANDLE",
                        "the module was unloaded, or its context destroyed")
    return module


def _module(handle) -> Module:
    DRIVER.require()
    return _live_module(DRIVER.handles.get(_int(handle), Module))


def _function(handle) -> Function:
    DRIVER.require()
    function = DRIVER.handles.get(_int(handle), Function)
    _live_module(function.module)
    return function


def _text(name) -> str:
    """A C string argument (a name): bytes that are not UTF-8 cannot match any name."""
    if name is None:
        raise CudaError("CUDA_ERROR_INVALID_VALUE", "the name is NULL")
    return name.decode("utf-8", "surrogateescape") if isinstance(name, bytes) else str(name)


def _handle(obj) -> int:
    return DRIVER.handles.handle(obj)


def _host_function(fn):
    """A Python callable, a ctypes function, or the int address of a C function."""
    if callable(fn):
        return fn
    address = _int(fn)
    if address == 0:
        raise CudaError("CUDA_ERROR_INVALID_VALUE", "the host function is NULL")
    return ctypes.CFUNCTYPE(None, ctypes.c_void_p)(address)


def _live_library(library: Library) -> Library:
    if library.unloaded:
        raise CudaError("CUDA_ERROR_INVALID_HANDLE", "the library was unloaded")
    return library


def _library(handle) -> Library:
    DRIVER.require()
    return _live_library(DRIVER.handles.get(_int(handle), Library))


def _launchable_object(f) -> Function | LibraryKernel:
    """What a CUfunction or a CUkernel handle names, in a live module."""
    DRIVER.require()
    obj = DRIVER.handles.get(_int(f), (Function, LibraryKernel))
    if isinstance(obj, LibraryKernel):
        _live_library(obj.library)
    else:
        _live_module(obj.module)
    return obj


def _launchable(f) -> Function:
    obj = _launchable_object(f)
    return obj.function if isinstance(obj, LibraryKernel) else obj


# CUkernel: a library's kernel. Its attributes are those of its function in a context on the
# device asked for (a library has a module per context).


def _kernel(kernel) -> LibraryKernel:
    DRIVER.require()
    k = DRIVER.handles.get(_int(kernel), LibraryKernel)
    _live_library(k.library)
    return k


def _context_on(device: CudaDevice) -> Context:
    """The current context when it is on ``device``, else the device's primary context (made
    if need be, not retained): where a context-independent object answers."""
    current = CONTEXTS.current
    usable = current is not None and current.device is device and not current.destroyed
    return current if usable else device.primary.peek()


KIND = CUgraphNodeType


EDGE_BYTES = 8  # sizeof(CUgraphEdgeData)


def _graph(handle) -> Graph:
    DRIVER.require()
    graph = DRIVER.handles.get(_int(handle), Graph, "CUDA_ERROR_INVALID_VALUE")
    if graph.destroyed:
        raise CudaError("CUDA_ERROR_INVALID_VALUE", "the graph was destroyed")
    return graph


def _node(handle) -> Node:
    DRIVER.require()
    node = DRIVER.handles.get(_int(handle), Node, "CUDA_ERROR_INVALID_VALUE")
    if node.destroyed:
        raise CudaError("CUDA_ERROR_INVALID_VALUE", "the graph node was destroyed")
    return node


def _node_of(handle, kind: int) -> Node:
    node = _node(handle)
    if node.kind != kind:
        raise CudaError("CUDA_ERROR_INVALID_VALUE",
                        f"the node is a {KIND(node.kind).name} node, not a {KIND(kind).name} one")
    return node


def _exec(handle) -> GraphExec:
    DRIVER.require()
    graph_exec = DRIVER.handles.get(_int(handle), GraphExec, "CUDA_ERROR_INVALID_VALUE")
    if graph_exec.destroyed:
        raise CudaError("CUDA_ERROR_INVALID_VALUE", "the executable graph was destroyed")
    return graph_exec


def _handle_array(value, count, what: str) -> list[int]:
    """``count`` handles from a sequence or from the address of a C array."""
    count = _int(count)
    if count < 0:
        raise CudaError("CUDA_ERROR_INVALID_VALUE", f"{count} {what}")
    if count == 0:
        return []
    if value is None or (isinstance(value, int) and value == 0):
        raise CudaError("CUDA_ERROR_INVALID_VALUE", f"{what} is NULL, with a count of {count}")
    if isinstance(value, int):
        return list((ctypes.c_uint64 * count).from_address(value))
    items = list(value)
    if len(items) < count:
        raise CudaError("CUDA_ERROR_INVALID_VALUE",
                        f"{what} holds {len(items)} entries, not {count}")
    return [_int(item) for item in items[:count]]


def _nodes(graph: Graph, value, count, what: str = "dependencies") -> list[Node]:
    nodes = [_node(h) for h in _handle_array(value, count, what)]
    for node in nodes:
        graph.check_node(node, f"a node of {what}")
    return nodes


def _edges(value, count) -> list[tuple] | None:
    """CUgraphEdgeData (from_port, to_port, type) of ``count`` edges; None where none is given
    (default edges)."""
    count = _int(count)
    if value is None or (isinstance(value, int) and value == 0) or count == 0:
        return None
    if isinstance(value, int):
        raw = bytes((ctypes.c_uint8 * (EDGE_BYTES * count)).from_address(value))
        edges = [tuple(raw[i * EDGE_BYTES:i * EDGE_BYTES + 3]) for i in range(count)]
    else:
        edges = [(_int(e.from_port), _int(e.to_port), _int(e.type)) for e in list(value)[:count]]
    for from_port, to_port, kind in edges:
        if kind not in (0, 1) or from_port not in (0, 1, 2) or to_port != 0:
            raise CudaError("CUDA_ERROR_INVALID_VALUE",
                            f"edge data (from_port {from_port}, to_port {to_port}, type {kind})"
                            " is not a CUgraphEdgeData that CUDA defines")
    return edges


def _write(struct, field: str, value: int) -> None:
    """Write an output field of an in-out struct, in the type the field holds (a cuda.bindings
    handle stays one; a C struct's field takes the int)."""
    old = getattr(struct, field, None)
    if old is not None and not isinstance(old, int) and hasattr(old, "__int__"):
        value = type(old)(value)
    setattr(struct, field, value)


def _edge_dict(edge: tuple) -> dict:
    return {"from_port": edge[0], "to_port": edge[1], "type": edge[2]}


def _listed(items: list, asked) -> tuple[list, int]:
    """An array output with its count, as CUDA fills a caller's array: ``asked`` entries (0:
    none, only the count), NULL past the end; the count written is how many there are (or, for
    a smaller array, how many were written)."""
    asked = _int(asked)
    if asked == 0:
        return [], len(items)
    written = items[:asked]
    return written + [0] * (asked - len(written)), len(written)


def _pool(handle) -> MemoryPool:
    DRIVER.require()
    pool = DRIVER.handles.get(_int(handle), MemoryPool)
    if pool.destroyed:
        raise CudaError("CUDA_ERROR_INVALID_VALUE", "the memory pool was destroyed")
    return pool
