"""The driver API's graphs and stream capture, over :mod:`zluda.runtime.graph`,
:mod:`zluda.runtime.graph_nodes` and :mod:`zluda.runtime.capture`. Part of
:mod:`zluda.runtime.api` (which imports these names): the same conventions, plain values in and
out, struct outputs as dicts of their fields.

Arrays of handles (``dependencies``, ``from``/``to``) come as a sequence (cuda.bindings) or as
the address of a C array with its count (``libcuda.so.1``); so do arrays of CUgraphEdgeData.
Outputs that are arrays come back as lists, with the count. As on CUDA, graph, node and
executable-graph handles that name nothing are CUDA_ERROR_INVALID_VALUE.
"""

from __future__ import annotations

import ctypes

from ..abi.enums import (
    CUgraphDebugDot_flags,
    CUgraphExecUpdateResult,
    CUgraphInstantiate_flags,
    CUgraphInstantiateResult,
    CUgraphMem_attribute,
    CUgraphNodeType,
    CUlaunchAttributeID,
    CUresult,
    CUstreamCaptureMode,
    CUstreamUpdateCaptureDependencies_flags,
)
from . import capture as capturing
from .api import (
    _context,
    _context_on,
    _ctx,
    _device,
    _event,
    _handle,
    _host_function,
    _int,
    _launchable_object,
    _member,
    _stream,
    api,
)
from .driver import DRIVER
from .errors import CudaError
from .graph import DEFAULT_EDGE, Graph, GraphExec, Node
from .graph_nodes import (
    ChildGraphWork,
    CopyWork,
    EmptyWork,
    EventRecordWork,
    EventWaitWork,
    GraphMemory,
    HostWork,
    KernelWork,
    MemFreeWork,
    MemsetWork,
    UserObject,
    add_allocation,
)
from .module import LibraryKernel
from .params import pack_params
from .texture_api import plan_3d
from .transfers import check_fill

KIND = CUgraphNodeType
FLAGS = CUgraphInstantiate_flags
SUPPORTED_INSTANTIATE_FLAGS = (FLAGS.CUDA_GRAPH_INSTANTIATE_FLAG_AUTO_FREE_ON_LAUNCH
                               | FLAGS.CUDA_GRAPH_INSTANTIATE_FLAG_UPLOAD
                               | FLAGS.CUDA_GRAPH_INSTANTIATE_FLAG_USE_NODE_PRIORITY)
CU_USER_OBJECT_NO_DESTRUCTOR_SYNC = 1
CU_GRAPH_USER_OBJECT_MOVE = 1
EDGE_BYTES = 8  # sizeof(CUgraphEdgeData)


# -- handles and arrays ----------------------------------------------------------------------


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


def _array(value, count, what: str) -> list[int]:
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
    nodes = [_node(h) for h in _array(value, count, what)]
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


# -- graphs ----------------------------------------------------------------------------------


@api(1)
def cuGraphCreate(flags):
    DRIVER.require()
    if _int(flags) != 0:
        raise CudaError("CUDA_ERROR_INVALID_VALUE", "flags must be 0")
    return _handle(Graph())


@api()
def cuGraphDestroy(hGraph):
    graph = _graph(hGraph)
    if graph.parent is not None:
        raise CudaError("CUDA_ERROR_INVALID_VALUE",
                        "the graph belongs to a child graph node (destroy the node instead)")
    graph.destroy()
    DRIVER.handles.forget_tree(graph)


_MEMORY_KINDS = (KIND.CU_GRAPH_NODE_TYPE_MEM_ALLOC, KIND.CU_GRAPH_NODE_TYPE_MEM_FREE)


def _has_memory_nodes(graph: Graph) -> bool:
    return any(n.kind in _MEMORY_KINDS for n in graph.all_nodes())


@api(1)
def cuGraphClone(originalGraph):
    graph = _graph(originalGraph)
    if _has_memory_nodes(graph):
        raise CudaError("CUDA_ERROR_NOT_SUPPORTED",
                        "a graph with memory allocation or free nodes cannot be cloned")
    copy, _ = graph.clone()
    return _handle(copy)


@api(1)
def cuGraphNodeFindInClone(hOriginalNode, hClonedGraph):
    original, clone = _node(hOriginalNode), _graph(hClonedGraph)
    twin = clone.cloned_from.get(original)
    if twin is None or twin.destroyed:
        raise CudaError("CUDA_ERROR_INVALID_VALUE", "the node has no copy in that graph")
    return _handle(twin)


def _changeable(hGraph) -> Graph:
    """A graph that nodes may be added to: not the graph of a child graph node."""
    graph = _graph(hGraph)
    if graph.parent is not None:
        raise CudaError("CUDA_ERROR_INVALID_VALUE", "a child graph node's graph cannot change")
    return graph


def _add(hGraph, dependencies, numDependencies, work, dependencyData=None) -> int:
    graph = _changeable(hGraph)
    nodes = _nodes(graph, dependencies, numDependencies)
    node = graph.add(work, nodes, _edges(dependencyData, numDependencies))
    return _handle(node)


# -- kernel nodes ----------------------------------------------------------------------------


def _kernel_work(params, cooperative: bool = False, priority: int = 0) -> KernelWork:
    """CUDA_KERNEL_NODE_PARAMS (v1, v2 or v3): ``func`` (a CUfunction, or a CUkernel) or
    ``kern``, and ``ctx`` for a CUkernel (default: the current context)."""
    if params is None:
        raise CudaError("CUDA_ERROR_INVALID_VALUE", "nodeParams is NULL")
    func, kern = _int(params.func), _int(getattr(params, "kern", 0))
    launchable = _launchable_object(func or kern)
    if isinstance(launchable, LibraryKernel):
        ctx = _int(getattr(params, "ctx", 0))
        function = launchable.function_in(_context(ctx) if ctx else _ctx())
    else:
        function = launchable
    args = pack_params(function, params.kernelParams, params.extra)
    grid = (_int(params.gridDimX), _int(params.gridDimY), _int(params.gridDimZ))
    block = (_int(params.blockDimX), _int(params.blockDimY), _int(params.blockDimZ))
    return KernelWork(function, func, kern, grid, block, _int(params.sharedMemBytes), args,
                      cooperative, priority)


@api(1)
def cuGraphAddKernelNode(hGraph, dependencies, numDependencies, nodeParams):
    return _add(hGraph, dependencies, numDependencies, _kernel_work(nodeParams))


@api(1)
def cuGraphKernelNodeGetParams(hNode):
    return _node_of(hNode, KIND.CU_GRAPH_NODE_TYPE_KERNEL).work.params(_handle)


@api()
def cuGraphKernelNodeSetParams(hNode, nodeParams):
    node = _node_of(hNode, KIND.CU_GRAPH_NODE_TYPE_KERNEL)
    old = node.work
    node.work = _kernel_work(nodeParams, old.cooperative, old.priority)


@api(1)
def cuGraphKernelNodeGetAttribute(hNode, attr):
    work = _node_of(hNode, KIND.CU_GRAPH_NODE_TYPE_KERNEL).work
    attribute = _int(attr)
    if attribute == CUlaunchAttributeID.CU_LAUNCH_ATTRIBUTE_COOPERATIVE:
        return {"cooperative": int(work.cooperative)}
    if attribute == CUlaunchAttributeID.CU_LAUNCH_ATTRIBUTE_PRIORITY:
        return {"priority": work.priority}
    if attribute == CUlaunchAttributeID.CU_LAUNCH_ATTRIBUTE_CLUSTER_DIMENSION:
        return {"clusterDim": {"x": 1, "y": 1, "z": 1}}
    raise CudaError("CUDA_ERROR_NOT_SUPPORTED", f"kernel node attribute {attribute}")


@api()
def cuGraphKernelNodeSetAttribute(hNode, attr, value):
    work = _node_of(hNode, KIND.CU_GRAPH_NODE_TYPE_KERNEL).work
    attribute = _int(attr)
    if value is None:
        raise CudaError("CUDA_ERROR_INVALID_VALUE", "value is NULL")
    if attribute == CUlaunchAttributeID.CU_LAUNCH_ATTRIBUTE_COOPERATIVE:
        work.cooperative = _int(value.cooperative) != 0
    elif attribute == CUlaunchAttributeID.CU_LAUNCH_ATTRIBUTE_PRIORITY:
        work.priority = _int(value.priority)
    elif attribute == CUlaunchAttributeID.CU_LAUNCH_ATTRIBUTE_CLUSTER_DIMENSION:
        dim = value.clusterDim
        if _int(dim.x) * _int(dim.y) * _int(dim.z) > 1:
            raise CudaError("CUDA_ERROR_NOT_SUPPORTED", "thread block clusters of more than one"
                            " block are not supported")
    else:
        raise CudaError("CUDA_ERROR_NOT_SUPPORTED", f"kernel node attribute {attribute}")


@api()
def cuGraphKernelNodeCopyAttributes(dst, src):
    target = _node_of(dst, KIND.CU_GRAPH_NODE_TYPE_KERNEL).work
    source = _node_of(src, KIND.CU_GRAPH_NODE_TYPE_KERNEL).work
    target.cooperative, target.priority = source.cooperative, source.priority


# -- memcpy and memset nodes -----------------------------------------------------------------


def _node_context(ctx):
    return _context(ctx) if _int(ctx) else _ctx()


def _copy_work(params, ctx) -> CopyWork:
    context = _node_context(ctx)
    fields, slices = plan_3d(params)
    return CopyWork(fields, slices, context)


@api(1)
def cuGraphAddMemcpyNode(hGraph, dependencies, numDependencies, copyParams, ctx):
    return _add(hGraph, dependencies, numDependencies, _copy_work(copyParams, ctx))


@api(1)
def cuGraphMemcpyNodeGetParams(hNode):
    return _node_of(hNode, KIND.CU_GRAPH_NODE_TYPE_MEMCPY).work.params(_handle)


@api()
def cuGraphMemcpyNodeSetParams(hNode, nodeParams):
    node = _node_of(hNode, KIND.CU_GRAPH_NODE_TYPE_MEMCPY)
    node.work = _copy_work(nodeParams, _handle(node.work.context))


_ELEMENT_SIZES = (1, 2, 4)


def _memset_work(params, ctx) -> MemsetWork:
    if params is None:
        raise CudaError("CUDA_ERROR_INVALID_VALUE", "memsetParams is NULL")
    context = _node_context(ctx)
    size = _int(params.elementSize)
    if size not in _ELEMENT_SIZES:
        raise CudaError("CUDA_ERROR_INVALID_VALUE", f"elementSize {size} is not 1, 2 or 4")
    width, height = _int(params.width), _int(params.height)
    pitch = _int(params.pitch) if height > 1 else max(_int(params.pitch), width * size)
    check_fill(_int(params.dst), pitch, size, width, height)
    return MemsetWork(_int(params.dst), pitch, _int(params.value), size, width, height, context)


@api(1)
def cuGraphAddMemsetNode(hGraph, dependencies, numDependencies, memsetParams, ctx):
    return _add(hGraph, dependencies, numDependencies, _memset_work(memsetParams, ctx))


@api(1)
def cuGraphMemsetNodeGetParams(hNode):
    return _node_of(hNode, KIND.CU_GRAPH_NODE_TYPE_MEMSET).work.params(_handle)


@api()
def cuGraphMemsetNodeSetParams(hNode, nodeParams):
    node = _node_of(hNode, KIND.CU_GRAPH_NODE_TYPE_MEMSET)
    node.work = _memset_work(nodeParams, _handle(node.work.context))


# -- host, event, empty and child graph nodes ------------------------------------------------


def _host_work(params) -> HostWork:
    if params is None:
        raise CudaError("CUDA_ERROR_INVALID_VALUE", "nodeParams is NULL")
    return HostWork(_host_function(params.fn), params.fn, params.userData)


@api(1)
def cuGraphAddHostNode(hGraph, dependencies, numDependencies, nodeParams):
    return _add(hGraph, dependencies, numDependencies, _host_work(nodeParams))


@api(1)
def cuGraphHostNodeGetParams(hNode):
    return _node_of(hNode, KIND.CU_GRAPH_NODE_TYPE_HOST).work.params(_handle)


@api()
def cuGraphHostNodeSetParams(hNode, nodeParams):
    _node_of(hNode, KIND.CU_GRAPH_NODE_TYPE_HOST).work = _host_work(nodeParams)


@api(1)
def cuGraphAddEmptyNode(hGraph, dependencies, numDependencies):
    return _add(hGraph, dependencies, numDependencies, EmptyWork())


@api(1)
def cuGraphAddEventRecordNode(hGraph, dependencies, numDependencies, event):
    return _add(hGraph, dependencies, numDependencies, EventRecordWork(_event(event)))


@api(1)
def cuGraphEventRecordNodeGetEvent(hNode):
    return _handle(_node_of(hNode, KIND.CU_GRAPH_NODE_TYPE_EVENT_RECORD).work.event)


@api()
def cuGraphEventRecordNodeSetEvent(hNode, event):
    _node_of(hNode, KIND.CU_GRAPH_NODE_TYPE_EVENT_RECORD).work = EventRecordWork(_event(event))


@api(1)
def cuGraphAddEventWaitNode(hGraph, dependencies, numDependencies, event):
    return _add(hGraph, dependencies, numDependencies, EventWaitWork(_event(event)))


@api(1)
def cuGraphEventWaitNodeGetEvent(hNode):
    return _handle(_node_of(hNode, KIND.CU_GRAPH_NODE_TYPE_WAIT_EVENT).work.event)


@api()
def cuGraphEventWaitNodeSetEvent(hNode, event):
    _node_of(hNode, KIND.CU_GRAPH_NODE_TYPE_WAIT_EVENT).work = EventWaitWork(_event(event))


def _child_work(childGraph) -> ChildGraphWork:
    child = _graph(childGraph)
    if any(n.kind in (KIND.CU_GRAPH_NODE_TYPE_MEM_ALLOC, KIND.CU_GRAPH_NODE_TYPE_MEM_FREE)
           for n in child.all_nodes()):
        raise CudaError("CUDA_ERROR_NOT_SUPPORTED",
                        "a child graph cannot hold memory allocation or free nodes")
    copy, _ = child.clone()
    return ChildGraphWork(copy)


@api(1)
def cuGraphAddChildGraphNode(hGraph, dependencies, numDependencies, childGraph):
    return _add(hGraph, dependencies, numDependencies, _child_work(childGraph))


@api(1)
def cuGraphChildGraphNodeGetGraph(hNode):
    return _handle(_node_of(hNode, KIND.CU_GRAPH_NODE_TYPE_GRAPH).work.graph)


# -- memory nodes ----------------------------------------------------------------------------


def _pool_props(props) -> dict:
    location = props.location
    return {"allocType": _int(props.allocType), "handleTypes": _int(props.handleTypes),
            "location": {"type": _int(location.type), "id": _int(location.id)}}


@api(1)
def cuGraphAddMemAllocNode(hGraph, dependencies, numDependencies, nodeParams):
    """The allocation is made now, so that its address (written into ``nodeParams.dptr``) is
    fixed for the graph's life, as CUDA's is."""
    if nodeParams is None:
        raise CudaError("CUDA_ERROR_INVALID_VALUE", "nodeParams is NULL")
    props = _pool_props(nodeParams.poolProps)
    if props["allocType"] != 1 or props["location"]["type"] != 1:  # PINNED, on a DEVICE
        raise CudaError("CUDA_ERROR_INVALID_VALUE",
                        "poolProps must ask for pinned memory (CU_MEM_ALLOCATION_TYPE_PINNED) on a"
                        " device (CU_MEM_LOCATION_TYPE_DEVICE)")
    if props["handleTypes"] != 0:
        raise CudaError("CUDA_ERROR_NOT_SUPPORTED", "graph allocations with shareable handles")
    device = _device(props["location"]["id"])
    size = _int(nodeParams.bytesize)
    if size <= 0:
        raise CudaError("CUDA_ERROR_INVALID_VALUE", "bytesize is 0")
    _ctx()
    graph = _changeable(hGraph)
    nodes = _nodes(graph, dependencies, numDependencies)
    node, memory = add_allocation(lambda work: graph.add(work, nodes), _context_on(device), size,
                                  props)
    _write(nodeParams, "dptr", memory.address)
    return _handle(node)


@api(1)
def cuGraphMemAllocNodeGetParams(hNode):
    return _node_of(hNode, KIND.CU_GRAPH_NODE_TYPE_MEM_ALLOC).work.params(_handle)


@api(1)
def cuGraphAddMemFreeNode(hGraph, dependencies, numDependencies, dptr):
    memory = GraphMemory.at(_int(dptr))
    if memory is None:
        raise CudaError("CUDA_ERROR_INVALID_VALUE",
                        f"0x{_int(dptr):x} is not the address of a graph allocation")
    if any(n.kind == KIND.CU_GRAPH_NODE_TYPE_MEM_FREE and n.work.memory is memory
           for n in _graph(hGraph).nodes):
        raise CudaError("CUDA_ERROR_INVALID_VALUE", "the graph already frees that allocation")
    return _add(hGraph, dependencies, numDependencies, MemFreeWork(memory))


@api(1)
def cuGraphMemFreeNodeGetParams(hNode):
    return _node_of(hNode, KIND.CU_GRAPH_NODE_TYPE_MEM_FREE).work.memory.address


@api()
def cuDeviceGraphMemTrim(device):
    _device(device)  # graph memory is released as soon as nothing holds it: nothing to trim


_MEM_ATTRIBUTES = {
    CUgraphMem_attribute.CU_GRAPH_MEM_ATTR_USED_MEM_CURRENT: "used",
    CUgraphMem_attribute.CU_GRAPH_MEM_ATTR_USED_MEM_HIGH: "used_high",
    CUgraphMem_attribute.CU_GRAPH_MEM_ATTR_RESERVED_MEM_CURRENT: "reserved",
    CUgraphMem_attribute.CU_GRAPH_MEM_ATTR_RESERVED_MEM_HIGH: "reserved_high",
}


@api(1)
def cuDeviceGetGraphMemAttribute(device, attr):
    name = _MEM_ATTRIBUTES.get(_int(attr))
    if name is None:
        raise CudaError("CUDA_ERROR_INVALID_VALUE", f"{_int(attr)} is not a CUgraphMem_attribute")
    return GraphMemory.figures(_device(device))[name]


@api()
def cuDeviceSetGraphMemAttribute(device, attr, value):
    name = _MEM_ATTRIBUTES.get(_int(attr))
    if name is None or not name.endswith("_high"):
        raise CudaError("CUDA_ERROR_INVALID_VALUE", "only the high watermarks can be set")
    if _int(value) != 0:
        raise CudaError("CUDA_ERROR_INVALID_VALUE", "a high watermark can only be reset (to 0)")
    GraphMemory.reset_high(_device(device), name[:-len("_high")])


# -- generic node parameters (cuGraphAddNode) ------------------------------------------------


def _work_from(params):
    """The work that a CUgraphNodeParams describes (its ``type`` picks the union's member)."""
    if params is None:
        raise CudaError("CUDA_ERROR_INVALID_VALUE", "nodeParams is NULL")
    kind = _int(params.type)
    if kind == KIND.CU_GRAPH_NODE_TYPE_KERNEL:
        return _kernel_work(params.kernel)
    if kind == KIND.CU_GRAPH_NODE_TYPE_MEMCPY:
        return _copy_work(params.memcpy.copyParams, params.memcpy.copyCtx)
    if kind == KIND.CU_GRAPH_NODE_TYPE_MEMSET:
        return _memset_work(params.memset, params.memset.ctx)
    if kind == KIND.CU_GRAPH_NODE_TYPE_HOST:
        return _host_work(params.host)
    if kind == KIND.CU_GRAPH_NODE_TYPE_GRAPH:
        return _child_work(params.graph.graph)
    if kind == KIND.CU_GRAPH_NODE_TYPE_EMPTY:
        return EmptyWork()
    if kind == KIND.CU_GRAPH_NODE_TYPE_WAIT_EVENT:
        return EventWaitWork(_event(params.eventWait.event))
    if kind == KIND.CU_GRAPH_NODE_TYPE_EVENT_RECORD:
        return EventRecordWork(_event(params.eventRecord.event))
    if kind == KIND.CU_GRAPH_NODE_TYPE_MEM_FREE:
        memory = GraphMemory.at(_int(params.free.dptr))
        if memory is None:
            raise CudaError("CUDA_ERROR_INVALID_VALUE", "not the address of a graph allocation")
        return MemFreeWork(memory)
    raise CudaError("CUDA_ERROR_NOT_SUPPORTED",
                    f"graph nodes of type {_int(params.type)} are not supported")


@api(1)
def cuGraphAddNode(hGraph, dependencies, dependencyData, numDependencies, nodeParams):
    if nodeParams is not None and _int(nodeParams.type) == KIND.CU_GRAPH_NODE_TYPE_MEM_ALLOC:
        alloc = nodeParams.alloc
        result = cuGraphAddMemAllocNode(hGraph, dependencies, numDependencies, alloc)
        if result[0] != CUresult.CUDA_SUCCESS:
            raise CudaError(result[0], "the allocation node was not made")
        return _int(result[1])
    return _add(hGraph, dependencies, numDependencies, _work_from(nodeParams), dependencyData)


@api()
def cuGraphNodeSetParams(hNode, nodeParams):
    node = _node(hNode)
    work = _work_from(nodeParams)
    if work.kind != node.kind or work.kind in (KIND.CU_GRAPH_NODE_TYPE_GRAPH,
                                               KIND.CU_GRAPH_NODE_TYPE_MEM_FREE):
        raise CudaError("CUDA_ERROR_INVALID_VALUE",
                        "the parameters are not for a node of this type, or cannot change")
    node.work = work


# -- structure -------------------------------------------------------------------------------


@api(1)
def cuGraphNodeGetType(hNode):
    return _node(hNode).kind


@api(1)
def cuGraphNodeGetContainingGraph(hNode):
    return _handle(_node(hNode).graph)


@api(1)
def cuGraphNodeGetLocalId(hNode):
    return _node(hNode).local_id


@api(1)
def cuGraphNodeGetToolsId(hNode):
    node = _node(hNode)
    return node.graph.id << 32 | node.local_id


@api(1)
def cuGraphGetId(hGraph):
    return _graph(hGraph).id


@api(1)
def cuGraphExecGetId(hGraphExec):
    return _exec(hGraphExec).id


_PARAMS_MEMBER = {
    KIND.CU_GRAPH_NODE_TYPE_KERNEL: "kernel", KIND.CU_GRAPH_NODE_TYPE_MEMSET: "memset",
    KIND.CU_GRAPH_NODE_TYPE_HOST: "host", KIND.CU_GRAPH_NODE_TYPE_MEM_ALLOC: "alloc",
}


@api(1)
def cuGraphNodeGetParams(hNode):
    """CUgraphNodeParams: ``type`` and the union member of that type."""
    node = _node(hNode)
    kind, work = node.kind, node.work
    fields: dict = {"type": int(kind)}
    if kind in _PARAMS_MEMBER:
        fields[_PARAMS_MEMBER[kind]] = work.params(_handle)
    elif kind == KIND.CU_GRAPH_NODE_TYPE_MEMCPY:
        fields["memcpy"] = {"copyCtx": _handle(work.context), "copyParams": work.params(_handle)}
    elif kind == KIND.CU_GRAPH_NODE_TYPE_GRAPH:
        fields["graph"] = {"graph": _handle(work.graph)}
    elif kind == KIND.CU_GRAPH_NODE_TYPE_EVENT_RECORD:
        fields["eventRecord"] = {"event": _handle(work.event)}
    elif kind == KIND.CU_GRAPH_NODE_TYPE_WAIT_EVENT:
        fields["eventWait"] = {"event": _handle(work.event)}
    elif kind == KIND.CU_GRAPH_NODE_TYPE_MEM_FREE:
        fields["free"] = {"dptr": work.memory.address}
    return fields


@api(2)
def cuGraphGetNodes(hGraph, numNodes=0):
    return _listed([_handle(n) for n in _graph(hGraph).nodes], numNodes)


@api(2)
def cuGraphGetRootNodes(hGraph, numRootNodes=0):
    return _listed([_handle(n) for n in _graph(hGraph).roots()], numRootNodes)


@api(4)
def cuGraphGetEdges(hGraph, numEdges=0):
    edges = _graph(hGraph).edges()
    sources, _ = _listed([_handle(s) for s, _, _ in edges], numEdges)
    targets, count = _listed([_handle(t) for _, t, _ in edges], numEdges)
    data, _ = _listed([_edge_dict(e) for _, _, e in edges], numEdges)
    return sources, targets, [d or _edge_dict(DEFAULT_EDGE) for d in data], count


@api(3)
def cuGraphNodeGetDependencies(hNode, numDependencies=0):
    node = _node(hNode)
    nodes, count = _listed([_handle(d) for d in node.dependencies], numDependencies)
    data, _ = _listed([_edge_dict(node.edges[d]) for d in node.dependencies], numDependencies)
    return nodes, [d or _edge_dict(DEFAULT_EDGE) for d in data], count


@api(3)
def cuGraphNodeGetDependentNodes(hNode, numDependentNodes=0):
    node = _node(hNode)
    nodes, count = _listed([_handle(d) for d in node.dependents], numDependentNodes)
    data, _ = _listed([_edge_dict(d.edges[node]) for d in node.dependents], numDependentNodes)
    return nodes, [d or _edge_dict(DEFAULT_EDGE) for d in data], count


def _pairs(hGraph, from_, to, numDependencies) -> tuple[Graph, list[tuple[Node, Node]]]:
    graph = _graph(hGraph)
    sources = _nodes(graph, from_, numDependencies, "from")
    targets = _nodes(graph, to, numDependencies, "to")
    return graph, list(zip(sources, targets, strict=True))


@api()
def cuGraphAddDependencies(hGraph, from_, to, edgeData, numDependencies):
    graph, pairs = _pairs(hGraph, from_, to, numDependencies)
    graph.add_edges(pairs, _edges(edgeData, numDependencies))


@api()
def cuGraphRemoveDependencies(hGraph, from_, to, edgeData, numDependencies):
    graph, pairs = _pairs(hGraph, from_, to, numDependencies)
    graph.remove_edges(pairs, _edges(edgeData, numDependencies))


@api()
def cuGraphDestroyNode(hNode):
    node = _node(hNode)
    if node.graph.parent is not None:
        raise CudaError("CUDA_ERROR_INVALID_VALUE", "a child graph node's graph cannot change")
    node.graph.remove(node)
    DRIVER.handles.forget_tree(node)


@api()
def cuGraphDebugDotPrint(hGraph, path, flags):
    """A Graphviz description of the graph: a node per node (its type, and a kernel's name and
    geometry), an edge per dependency, child graphs as clusters."""
    graph = _graph(hGraph)
    if path is None:
        raise CudaError("CUDA_ERROR_INVALID_VALUE", "path is NULL")
    verbose = _int(flags) & CUgraphDebugDot_flags.CU_GRAPH_DEBUG_DOT_FLAGS_VERBOSE
    lines = ["digraph zluda_graph {", "  node [shape=box];"]
    _dot(graph, lines, "  ", bool(verbose))
    lines.append("}")
    name = path.decode() if isinstance(path, bytes) else str(path)
    try:
        with open(name, "w") as out:
            out.write("\n".join(lines) + "\n")
    except OSError as exc:
        raise CudaError("CUDA_ERROR_OPERATING_SYSTEM", f"cannot write {name}: {exc}") from None


def _dot(graph: Graph, lines: list[str], indent: str, verbose: bool) -> None:
    for node in graph.nodes:
        handle = _handle(node)
        label = KIND(node.kind).name.removeprefix("CU_GRAPH_NODE_TYPE_")
        work = node.work
        if node.kind == KIND.CU_GRAPH_NODE_TYPE_KERNEL:
            label += f"\\n{work.function.name}\\n<<<{work.grid}, {work.block}, {work.shared}>>>"
        elif verbose and hasattr(work, "params"):
            label += "\\n" + ", ".join(f"{k}={v}" for k, v in work.params(_handle).items()
                                       if not isinstance(v, dict))
        child = work.child_graph()
        if child is not None:
            lines.append(f"{indent}subgraph cluster_{handle:x} {{ label=\"{label}\";")
            lines.append(f"{indent}  n{handle:x} [shape=point];")
            _dot(child, lines, indent + "  ", verbose)
            lines.append(f"{indent}}}")
        else:
            lines.append(f"{indent}n{handle:x} [label=\"{label}\"];")
        for dependency in node.dependencies:
            lines.append(f"{indent}n{_handle(dependency):x} -> n{handle:x};")


# -- executable graphs -----------------------------------------------------------------------


def _instantiate(hGraph, flags: int) -> GraphExec:
    graph = _graph(hGraph)
    if flags & FLAGS.CUDA_GRAPH_INSTANTIATE_FLAG_DEVICE_LAUNCH:
        raise CudaError("CUDA_ERROR_NOT_SUPPORTED",
                        "graphs launched from the device"
                        " (CUDA_GRAPH_INSTANTIATE_FLAG_DEVICE_LAUNCH) are not supported")
    if flags & ~SUPPORTED_INSTANTIATE_FLAGS:
        raise CudaError("CUDA_ERROR_INVALID_VALUE", f"instantiate flags 0x{flags:x}")
    if _has_memory_nodes(graph) and any(not e.destroyed for e in graph.executables):
        raise CudaError("CUDA_ERROR_NOT_SUPPORTED",
                        "a graph with memory nodes can have one executable graph at a time"
                        " (destroy the other first)")
    contexts = {n.work.context for n in graph.all_nodes() if hasattr(n.work, "context")}
    if len(contexts) > 1:
        raise CudaError("CUDA_ERROR_INVALID_VALUE",
                        "the graph's nodes belong to more than one context")
    graph_exec = GraphExec(graph, flags)
    graph.executables.add(graph_exec)
    return graph_exec


@api(1)
def cuGraphInstantiate(hGraph, flags=0):
    return _handle(_instantiate(hGraph, _int(flags)))


@api(1)
def cuGraphInstantiateWithParams(hGraph, instantiateParams):
    """CUDA_GRAPH_INSTANTIATE_PARAMS: ``flags`` in; ``result_out`` and ``hErrNode_out`` out
    (written on failure too); ``hUploadStream`` with the upload flag."""
    params = instantiateParams
    if params is None:
        raise CudaError("CUDA_ERROR_INVALID_VALUE", "instantiateParams is NULL")
    _write(params, "hErrNode_out", 0)
    try:
        graph_exec = _instantiate(hGraph, _int(params.flags))
    except CudaError as exc:
        params.result_out = int(CUgraphInstantiateResult.CUDA_GRAPH_INSTANTIATE_ERROR
                                if exc.result != CUresult.CUDA_ERROR_NOT_SUPPORTED else
                                CUgraphInstantiateResult.
                                CUDA_GRAPH_INSTANTIATE_NODE_OPERATION_NOT_SUPPORTED)
        raise
    if _int(params.flags) & FLAGS.CUDA_GRAPH_INSTANTIATE_FLAG_UPLOAD:
        _stream(params.hUploadStream)
    params.result_out = int(CUgraphInstantiateResult.CUDA_GRAPH_INSTANTIATE_SUCCESS)
    return _handle(graph_exec)


@api(1)
def cuGraphExecGetFlags(hGraphExec):
    return _exec(hGraphExec).flags


@api()
def cuGraphExecDestroy(hGraphExec):
    graph_exec = _exec(hGraphExec)
    graph_exec.destroy()
    DRIVER.handles.forget(graph_exec)


@api()
def cuGraphLaunch(hGraphExec, hStream):
    graph_exec = _exec(hGraphExec)
    stream = _stream(hStream)
    if stream.capture is not None:  # launched into a capture: a child graph node
        stream.capture.add(stream, ChildGraphWork(_chain_of(graph_exec)))
        return
    graph_exec.launch(stream, bool(graph_exec.flags
                                   & FLAGS.CUDA_GRAPH_INSTANTIATE_FLAG_AUTO_FREE_ON_LAUNCH))


def _chain_of(graph_exec: GraphExec) -> Graph:
    """A graph of an executable graph's work as it runs (its schedule, one node after another)."""
    graph = Graph()
    previous: list[Node] = []
    for step in graph_exec.schedule:
        if step.enabled:
            previous = [graph.add(step.work.clone(None, {}), previous)]
    return graph


@api()
def cuGraphUpload(hGraphExec, hStream):
    """Everything an executable graph needs is on the device from its instantiation."""
    _exec(hGraphExec)
    _stream(hStream)


def _set(hGraphExec, hNode, kind: int, work) -> None:
    graph_exec = _exec(hGraphExec)
    node = _node_of(hNode, kind)
    problem = graph_exec.step(node).work.update_problem(work)
    if problem is not None:
        raise CudaError("CUDA_ERROR_INVALID_VALUE",
                        f"the node cannot take these parameters"
                        f" ({CUgraphExecUpdateResult(problem).name})")
    graph_exec.set_work(node, work)


@api()
def cuGraphExecKernelNodeSetParams(hGraphExec, hNode, nodeParams):
    old = _exec(hGraphExec).step(_node(hNode)).work
    _set(hGraphExec, hNode, KIND.CU_GRAPH_NODE_TYPE_KERNEL,
         _kernel_work(nodeParams, getattr(old, "cooperative", False),
                      getattr(old, "priority", 0)))


@api()
def cuGraphExecMemcpyNodeSetParams(hGraphExec, hNode, copyParams, ctx):
    _set(hGraphExec, hNode, KIND.CU_GRAPH_NODE_TYPE_MEMCPY, _copy_work(copyParams, ctx))


@api()
def cuGraphExecMemsetNodeSetParams(hGraphExec, hNode, memsetParams, ctx):
    _set(hGraphExec, hNode, KIND.CU_GRAPH_NODE_TYPE_MEMSET, _memset_work(memsetParams, ctx))


@api()
def cuGraphExecHostNodeSetParams(hGraphExec, hNode, nodeParams):
    _set(hGraphExec, hNode, KIND.CU_GRAPH_NODE_TYPE_HOST, _host_work(nodeParams))


@api()
def cuGraphExecEventRecordNodeSetEvent(hGraphExec, hNode, event):
    _set(hGraphExec, hNode, KIND.CU_GRAPH_NODE_TYPE_EVENT_RECORD, EventRecordWork(_event(event)))


@api()
def cuGraphExecEventWaitNodeSetEvent(hGraphExec, hNode, event):
    _set(hGraphExec, hNode, KIND.CU_GRAPH_NODE_TYPE_WAIT_EVENT, EventWaitWork(_event(event)))


@api()
def cuGraphExecChildGraphNodeSetParams(hGraphExec, hNode, childGraph):
    """The child graph must have the embedded one's shape; its nodes' parameters are taken."""
    graph_exec = _exec(hGraphExec)
    node = _node_of(hNode, KIND.CU_GRAPH_NODE_TYPE_GRAPH)
    result = graph_exec.update_child(node, _graph(childGraph))
    if result != CUgraphExecUpdateResult.CU_GRAPH_EXEC_UPDATE_SUCCESS:
        raise CudaError("CUDA_ERROR_INVALID_VALUE",
                        f"the child graph differs from the node's"
                        f" ({CUgraphExecUpdateResult(result).name})")


@api()
def cuGraphExecNodeSetParams(hGraphExec, hNode, nodeParams):
    node = _node(hNode)
    work = _work_from(nodeParams)
    if work.kind != node.kind:
        raise CudaError("CUDA_ERROR_INVALID_VALUE", "the parameters are for another node type")
    _set(hGraphExec, hNode, node.kind, work)


def exec_update(hGraphExec, hGraph) -> tuple[CUresult, dict]:
    """cuGraphExecUpdate's result and CUgraphExecUpdateResultInfo, which CUDA writes on
    failure too (the C face writes it then)."""
    try:
        graph_exec, graph = _exec(hGraphExec), _graph(hGraph)
    except CudaError as exc:
        return exc.result, {}
    result, node, source = graph_exec.update(graph)
    info = {"result": int(result), "errorNode": _handle(node) if node is not None else 0,
            "errorFromNode": _handle(source) if source is not None else 0}
    if result != CUgraphExecUpdateResult.CU_GRAPH_EXEC_UPDATE_SUCCESS:
        return CUresult.CUDA_ERROR_GRAPH_EXEC_UPDATE_FAILURE, info
    return CUresult.CUDA_SUCCESS, info


@api(1)
def cuGraphExecUpdate(hGraphExec, hGraph):
    result, info = exec_update(hGraphExec, hGraph)
    if result != CUresult.CUDA_SUCCESS:
        reason = CUgraphExecUpdateResult(info.get("result", 1)).name if info else "invalid handle"
        raise CudaError(result, f"the graph cannot update the executable graph ({reason})")
    return info


_TOGGLED = (KIND.CU_GRAPH_NODE_TYPE_KERNEL, KIND.CU_GRAPH_NODE_TYPE_MEMCPY,
            KIND.CU_GRAPH_NODE_TYPE_MEMSET)


@api()
def cuGraphNodeSetEnabled(hGraphExec, hNode, isEnabled):
    step = _exec(hGraphExec).step(_node(hNode))
    if step.work.kind not in _TOGGLED:
        raise CudaError("CUDA_ERROR_INVALID_VALUE",
                        "only kernel, memcpy and memset nodes can be disabled")
    step.enabled = bool(_int(isEnabled))


@api(1)
def cuGraphNodeGetEnabled(hGraphExec, hNode):
    step = _exec(hGraphExec).step(_node(hNode))
    if step.work.kind not in _TOGGLED:
        raise CudaError("CUDA_ERROR_INVALID_VALUE",
                        "only kernel, memcpy and memset nodes can be disabled")
    return int(step.enabled)


# -- user objects ----------------------------------------------------------------------------


def _user_object(handle) -> UserObject:
    DRIVER.require()
    obj = DRIVER.handles.get(_int(handle), UserObject, "CUDA_ERROR_INVALID_VALUE")
    if obj.references <= 0:
        raise CudaError("CUDA_ERROR_INVALID_VALUE", "the user object was destroyed")
    return obj


@api(1)
def cuUserObjectCreate(ptr, destroy, initialRefcount, flags):
    DRIVER.require()
    if _int(flags) != CU_USER_OBJECT_NO_DESTRUCTOR_SYNC:
        raise CudaError("CUDA_ERROR_INVALID_VALUE",
                        "flags must be CU_USER_OBJECT_NO_DESTRUCTOR_SYNC")
    if _int(initialRefcount) <= 0:
        raise CudaError("CUDA_ERROR_INVALID_VALUE", "initialRefcount must be at least 1")
    return _handle(UserObject(_host_function(destroy), ptr, _int(initialRefcount)))


@api()
def cuUserObjectRetain(object, count):  # noqa: A002 - CUDA's parameter name
    if _int(count) <= 0:
        raise CudaError("CUDA_ERROR_INVALID_VALUE", "count must be at least 1")
    _user_object(object).retain(_int(count))


@api()
def cuUserObjectRelease(object, count):  # noqa: A002 - CUDA's parameter name
    if _int(count) <= 0:
        raise CudaError("CUDA_ERROR_INVALID_VALUE", "count must be at least 1")
    obj = _user_object(object)
    obj.release(_int(count))
    if obj.references == 0:
        DRIVER.handles.forget(obj)


@api()
def cuGraphRetainUserObject(graph, object, count, flags):  # noqa: A002
    g, obj, n = _graph(graph), _user_object(object), _int(count)
    if n <= 0 or _int(flags) & ~CU_GRAPH_USER_OBJECT_MOVE:
        raise CudaError("CUDA_ERROR_INVALID_VALUE", "count must be at least 1, flags 0 or MOVE")
    if not _int(flags) & CU_GRAPH_USER_OBJECT_MOVE:
        obj.retain(n)  # with MOVE, the caller's references go to the graph
    with g.lock:
        g.user_objects[obj] = g.user_objects.get(obj, 0) + n


@api()
def cuGraphReleaseUserObject(graph, object, count):  # noqa: A002
    g, obj, n = _graph(graph), _user_object(object), _int(count)
    with g.lock:
        held = g.user_objects.get(obj, 0)
        if n <= 0 or n > held:
            raise CudaError("CUDA_ERROR_INVALID_VALUE",
                            f"the graph holds {held} references to the object, not {n}")
        if held == n:
            del g.user_objects[obj]
        else:
            g.user_objects[obj] = held - n
    obj.release(n)


# -- stream capture --------------------------------------------------------------------------


@api()
def cuStreamBeginCapture(hStream, mode=CUstreamCaptureMode.CU_STREAM_CAPTURE_MODE_GLOBAL):
    capturing.begin(_stream(hStream), _member(CUstreamCaptureMode, mode))


@api()
def cuStreamBeginCaptureToGraph(hStream, hGraph, dependencies, dependencyData, numDependencies,
                                mode):
    stream, graph = _stream(hStream), _graph(hGraph)
    nodes = _nodes(graph, dependencies, numDependencies)
    capturing.begin(stream, _member(CUstreamCaptureMode, mode), graph, nodes,
                    _edges(dependencyData, numDependencies))


@api(1)
def cuStreamEndCapture(hStream):
    graph = capturing.end(_stream(hStream))
    return _handle(graph)


@api(6)
def cuStreamGetCaptureInfo(hStream):
    status, capture_id, graph, tail, edges = capturing.info(_stream(hStream))
    return (status, capture_id, _handle(graph) if graph is not None else 0,
            [_handle(n) for n in tail], [_edge_dict(e) for e in edges], len(tail))


@api()
def cuStreamUpdateCaptureDependencies(hStream, dependencies, dependencyData, numDependencies,
                                      flags):
    stream = _stream(hStream)
    flag = _int(flags)
    if flag not in (CUstreamUpdateCaptureDependencies_flags.CU_STREAM_ADD_CAPTURE_DEPENDENCIES,
                    CUstreamUpdateCaptureDependencies_flags.CU_STREAM_SET_CAPTURE_DEPENDENCIES):
        raise CudaError("CUDA_ERROR_INVALID_VALUE", f"flags {flag}")
    capture = capturing.active(stream, "cuStreamUpdateCaptureDependencies")
    nodes = _nodes(capture.graph, dependencies, numDependencies)
    capturing.update_tail(stream, nodes, _edges(dependencyData, numDependencies),
                          flag == CUstreamUpdateCaptureDependencies_flags
                          .CU_STREAM_SET_CAPTURE_DEPENDENCIES)


NAMES = [name for name, value in dict(globals()).items()
         if name.startswith("cu") and callable(value)]
