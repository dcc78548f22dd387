"""The driver API's graphs (create, clone, destroy, their structure: nodes, edges, dependencies),
user objects, and stream capture's calls, over :mod:`zluda.runtime.graph` and
:mod:`zluda.runtime.capture`.

Arrays of handles (``dependencies``, ``from``/``to``) come as a sequence (cuda.bindings) or as
the address of a C array with its count (``libcuda.so.1``); so do arrays of CUgraphEdgeData.
Outputs that are arrays come back as lists, with the count. As on CUDA, graph, node and
executable-graph handles that name nothing are CUDA_ERROR_INVALID_VALUE.
"""

from __future__ import annotations

from ...abi.enums import (
    CUgraphDebugDot_flags,
    CUgraphInstantiate_flags,
    CUstreamCaptureMode,
    CUstreamUpdateCaptureDependencies_flags,
)
from .. import capture as capturing
from ..driver import DRIVER
from ..errors import CudaError
from ..graph import DEFAULT_EDGE, Graph, Node
from ..graph_nodes import UserObject
from .calls import api
from .handles import (
    KIND,
    _edge_dict,
    _edges,
    _exec,
    _graph,
    _handle,
    _host_function,
    _int,
    _listed,
    _member,
    _node,
    _nodes,
    _stream,
)

FLAGS = CUgraphInstantiate_flags
SUPPORTED_INSTANTIATE_FLAGS = (FLAGS.CUDA_GRAPH_INSTANTIATE_FLAG_AUTO_FREE_ON_LAUNCH
                               | FLAGS.CUDA_GRAPH_INSTANTIATE_FLAG_UPLOAD
                               | FLAGS.CUDA_GRAPH_INSTANTIATE_FLAG_USE_NODE_PRIORITY)
CU_USER_OBJECT_NO_DESTRUCTOR_SYNC = 1
CU_GRAPH_USER_OBJECT_MOVE = 1


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
