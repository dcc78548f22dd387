"""The C forms of the graph and stream-capture functions that :mod:`zluda.native.face`'s generic
adapter cannot make: arrays that the caller passes with a count to fill, arrays that the driver
owns (``cuStreamGetCaptureInfo``), outputs written on failure too (``cuGraphExecUpdate``), the
instantiation forms, ``void *`` values typed by an attribute, and the older forms of functions
whose current form added a parameter (edge data, the ``ctx`` and ``kern`` fields of a kernel
node's parameters). Each translates and calls :mod:`zluda.runtime.api`.
"""

from __future__ import annotations

from ..runtime import api as runtime_api
from ..runtime.api import executables as graph_executables
from . import adapter, cvalues
from .cvalues import SUCCESS, name_of

INVALID_VALUE = cvalues.INVALID_VALUE
_OWNED: dict[int, tuple] = {}  # stream -> the arrays cuStreamGetCaptureInfo handed out last


def _null(symbol: str, what: str) -> int:
    return cvalues.null_output(symbol, what)


def _addr(value) -> int:
    return int(cvalues.ffi.cast("uintptr_t", value))


def _is_null(pointer) -> bool:
    return pointer == cvalues.ffi.NULL


def _put_handles(array, values: list[int], kind: str = "CUgraphNode") -> None:
    for i, value in enumerate(values):
        array[i] = cvalues.ffi.cast(kind, value)


def _put_edges(array, edges: list[dict]) -> None:
    for i, edge in enumerate(edges):
        array[i].from_port = edge["from_port"]
        array[i].to_port = edge["to_port"]
        array[i].type = edge["type"]


def _stream(symbol: str, stream) -> int:
    handle = _addr(stream)
    if handle == 0 and symbol.endswith("_ptsz"):
        return cvalues.CU_STREAM_PER_THREAD
    return handle


# -- arrays that the caller fills ------------------------------------------------------------


def _node_list(symbol: str, runtime_fn, with_edges: bool):
    """``(handle, CUgraphNode *out, [CUgraphEdgeData *edges,] size_t *count)``: with ``out``
    NULL, only the count; else ``*count`` entries (NULL past the end) and the count written."""

    def call(handle, out, *rest):
        edges, count = (rest[0], rest[1]) if with_edges else (cvalues.ffi.NULL, rest[0])
        if _is_null(count):
            return _null(symbol, "the count")
        asked = 0 if _is_null(out) else int(count[0])
        result = runtime_fn(_addr(handle), asked)
        if result[0] == SUCCESS:
            nodes, found = result[1], result[-1]
            if asked:
                _put_handles(out, nodes)
                if not _is_null(edges):
                    _put_edges(edges, result[2])
            count[0] = found
        return int(result[0])

    return call


def _edge_list(symbol: str, with_edges: bool):
    """cuGraphGetEdges ``(graph, from, to, [edgeData,] numEdges)``."""

    def call(graph, sources, targets, *rest):
        edges, count = (rest[0], rest[1]) if with_edges else (cvalues.ffi.NULL, rest[0])
        if _is_null(count):
            return _null(symbol, "numEdges")
        if _is_null(sources) != _is_null(targets):
            return _null(symbol, "from or to")
        asked = 0 if _is_null(sources) else int(count[0])
        result = runtime_api.cuGraphGetEdges(_addr(graph), asked)
        if result[0] == SUCCESS:
            if asked:
                _put_handles(sources, result[1])
                _put_handles(targets, result[2])
                if not _is_null(edges):
                    _put_edges(edges, result[3])
            count[0] = result[4]
        return int(result[0])

    return call


# -- stream capture --------------------------------------------------------------------------


def _capture_info(symbol: str, form: int):
    """cuStreamGetCaptureInfo: form 1 ``(stream, status, id)``; 2 adds ``graph``, ``deps``
    (an array the driver owns, valid until the stream's next capture call) and their count;
    3 adds the edge data after ``deps``. Every output but the status may be NULL."""

    def call(stream, status, capture_id, *rest):
        if _is_null(status):
            return _null(symbol, "captureStatus_out")
        handle = _stream(symbol, stream)
        result = runtime_api.cuStreamGetCaptureInfo(handle)
        if result[0] != SUCCESS:
            return int(result[0])
        state, ident, graph, nodes, edges, count = result[1:]
        status[0] = int(state)
        if not _is_null(capture_id):
            capture_id[0] = ident
        if form == 1:
            return SUCCESS
        graph_out, deps_out = rest[0], rest[1]
        edges_out = rest[2] if form == 3 else cvalues.ffi.NULL
        count_out = rest[-1]
        node_array = cvalues.ffi.new("CUgraphNode[]", max(len(nodes), 1))
        _put_handles(node_array, nodes)
        edge_array = cvalues.ffi.new("CUgraphEdgeData[]", max(len(edges), 1))
        _put_edges(edge_array, edges)
        _OWNED[handle] = (node_array, edge_array)
        if not _is_null(graph_out):
            graph_out[0] = cvalues.ffi.cast("CUgraph", graph)
        if not _is_null(deps_out):
            deps_out[0] = node_array if nodes else cvalues.ffi.NULL
        if not _is_null(edges_out):
            edges_out[0] = edge_array if edges else cvalues.ffi.NULL
        if not _is_null(count_out):
            count_out[0] = count
        return SUCCESS

    return call


def _exchange_capture_mode(mode):
    """``(CUstreamCaptureMode *mode)``: in, the thread's new mode; out, its previous one."""
    if _is_null(mode):
        return _null("cuThreadExchangeStreamCaptureMode", "mode")
    result = runtime_api.cuThreadExchangeStreamCaptureMode(int(mode[0]))
    if result[0] == SUCCESS:
        mode[0] = int(result[1])
    return int(result[0])


def _update_capture_dependencies_v1(symbol: str):
    def call(stream, dependencies, count, flags):
        return int(runtime_api.cuStreamUpdateCaptureDependencies(
            _stream(symbol, stream), _addr(dependencies), None, count, flags)[0])

    return call


# -- instantiation and updates ---------------------------------------------------------------


def _instantiate_legacy(symbol: str):
    """cuGraphInstantiate(_v2) ``(exec, graph, errorNode, logBuffer, bufferSize)``: flags 0;
    on failure the message goes into the log buffer."""

    def call(exec_out, graph, error_node, log, size):
        if _is_null(exec_out):
            return _null(symbol, "phGraphExec")
        result = runtime_api.cuGraphInstantiate(_addr(graph), 0)
        if not _is_null(error_node):
            error_node[0] = cvalues.ffi.NULL
        if result[0] == SUCCESS:
            exec_out[0] = cvalues.ffi.cast("CUgraphExec", result[1])
        elif not _is_null(log) and size > 0:
            text = runtime_api.last_error_message().encode()[: size - 1]
            cvalues.ffi.memmove(log, text, len(text))
            log[len(text)] = b"\0"
        return int(result[0])

    return call


def _instantiate_with_flags(exec_out, graph, flags):
    if _is_null(exec_out):
        return _null("cuGraphInstantiateWithFlags", "phGraphExec")
    result = runtime_api.cuGraphInstantiate(_addr(graph), flags)
    if result[0] == SUCCESS:
        exec_out[0] = cvalues.ffi.cast("CUgraphExec", result[1])
    return int(result[0])


def _exec_update_v2(graph_exec, graph, info):
    """cuGraphExecUpdate_v2: CUgraphExecUpdateResultInfo is written on failure too."""
    if _is_null(info):
        return _null("cuGraphExecUpdate_v2", "resultInfo")
    result, fields = graph_executables.exec_update(_addr(graph_exec), _addr(graph))
    if fields:
        cvalues.fill(info[0], fields, cvalues.ffi.sizeof("CUgraphExecUpdateResultInfo"))
    if result != SUCCESS:
        runtime_api.record_error("cuGraphExecUpdate_v2", result,
                                 "the graph cannot update the executable graph")
    return int(result)


def _exec_update_legacy(graph_exec, graph, error_node, update_result):
    if _is_null(error_node) or _is_null(update_result):
        return _null("cuGraphExecUpdate", "hErrorNode_out or updateResult_out")
    result, fields = graph_executables.exec_update(_addr(graph_exec), _addr(graph))
    if fields:
        error_node[0] = cvalues.ffi.cast("CUgraphNode", fields["errorNode"])
        update_result[0] = fields["result"]
    return int(result)


# -- graph memory attributes -----------------------------------------------------------------


def _graph_mem_get(device, attribute, value):
    if _is_null(value):
        return _null("cuDeviceGetGraphMemAttribute", "value")
    result = runtime_api.cuDeviceGetGraphMemAttribute(device, attribute)
    if result[0] == SUCCESS:
        cvalues.ffi.cast("cuuint64_t *", value)[0] = result[1]
    return int(result[0])


def _graph_mem_set(device, attribute, value):
    if _is_null(value):
        return _null("cuDeviceSetGraphMemAttribute", "value")
    number = cvalues.ffi.cast("cuuint64_t *", value)[0]
    return int(runtime_api.cuDeviceSetGraphMemAttribute(device, attribute, number)[0])


# -- older forms -----------------------------------------------------------------------------


def _add_node_v1(node_out, graph, dependencies, count, params):
    """cuGraphAddNode before edge data."""
    if _is_null(node_out):
        return _null("cuGraphAddNode", "phGraphNode")
    result = runtime_api.cuGraphAddNode(_addr(graph), _addr(dependencies), None, count,
                                        None if _is_null(params) else cvalues.StructView(params))
    if result[0] == SUCCESS:
        node_out[0] = cvalues.ffi.cast("CUgraphNode", result[1])
    return int(result[0])


def _edges_v1(symbol: str):
    """cuGraphAdd/RemoveDependencies before edge data."""
    runtime_fn = getattr(runtime_api, symbol)

    def call(graph, sources, targets, count):
        return int(runtime_fn(_addr(graph), _addr(sources), _addr(targets), None, count)[0])

    return call


def _kernel_params_v1(symbol: str):
    """The forms that take CUDA_KERNEL_NODE_PARAMS_v1 (no ``kern``, no ``ctx``)."""
    name = name_of(symbol)
    runtime_fn = getattr(runtime_api, name)
    if name == "cuGraphKernelNodeGetParams":
        def get(node):
            result = runtime_fn(node)
            if result[0] != SUCCESS:
                return result
            return (result[0], {k: v for k, v in result[1].items() if k not in ("kern", "ctx")})

        get.__wrapped__ = runtime_fn
        return adapter.adapter(symbol, get, ["nodeParams"], False)
    outputs = ["phGraphNode"] if name == "cuGraphAddKernelNode" else []
    return adapter.adapter(symbol, runtime_fn, outputs, False)


_LISTS = {
    "cuGraphGetNodes": ("cuGraphGetNodes", False),
    "cuGraphGetRootNodes": ("cuGraphGetRootNodes", False),
    "cuGraphNodeGetDependencies": ("cuGraphNodeGetDependencies", False),
    "cuGraphNodeGetDependencies_v2": ("cuGraphNodeGetDependencies", True),
    "cuGraphNodeGetDependentNodes": ("cuGraphNodeGetDependentNodes", False),
    "cuGraphNodeGetDependentNodes_v2": ("cuGraphNodeGetDependentNodes", True),
}
_V1_KERNEL_FORMS = {"cuGraphAddKernelNode", "cuGraphKernelNodeGetParams",
                    "cuGraphKernelNodeSetParams", "cuGraphExecKernelNodeSetParams"}


def implementation(symbol: str):
    """The implementation of ``symbol`` if it is one of this module's, else None."""
    if symbol in _LISTS:
        name, with_edges = _LISTS[symbol]
        return _node_list(symbol, getattr(runtime_api, name), with_edges)
    if symbol in ("cuGraphGetEdges", "cuGraphGetEdges_v2"):
        return _edge_list(symbol, symbol.endswith("_v2"))
    if name_of(symbol) == "cuStreamGetCaptureInfo":
        form = 3 if "_v3" in symbol else 2 if "_v2" in symbol else 1
        return _capture_info(symbol, form)
    if symbol == "cuThreadExchangeStreamCaptureMode":
        return _exchange_capture_mode
    if symbol in ("cuStreamUpdateCaptureDependencies", "cuStreamUpdateCaptureDependencies_ptsz"):
        return _update_capture_dependencies_v1(symbol)
    if symbol in ("cuGraphInstantiate", "cuGraphInstantiate_v2"):
        return _instantiate_legacy(symbol)
    if symbol == "cuGraphInstantiateWithFlags":
        return _instantiate_with_flags
    if symbol == "cuGraphExecUpdate_v2":
        return _exec_update_v2
    if symbol == "cuGraphExecUpdate":
        return _exec_update_legacy
    if symbol == "cuDeviceGetGraphMemAttribute":
        return _graph_mem_get
    if symbol == "cuDeviceSetGraphMemAttribute":
        return _graph_mem_set
    if symbol == "cuGraphAddNode":
        return _add_node_v1
    if symbol in ("cuGraphAddDependencies", "cuGraphRemoveDependencies"):
        return _edges_v1(symbol)
    if symbol in _V1_KERNEL_FORMS:
        return _kernel_params_v1(symbol)
    return None
