"""The driver API's executable graphs: instantiation, launch, upload, update, and setting the
parameters of their nodes.
"""

from __future__ import annotations

from ...abi.enums import CUgraphExecUpdateResult, CUgraphInstantiateResult, CUresult
from ..driver import DRIVER
from ..errors import CudaError
from ..graph import Graph, GraphExec, Node
from ..graph_nodes import ChildGraphWork, EventRecordWork, EventWaitWork
from .calls import api
from .graphs import FLAGS, SUPPORTED_INSTANTIATE_FLAGS, _has_memory_nodes
from .handles import KIND, _event, _exec, _graph, _handle, _int, _node, _node_of, _stream, _write
from .nodes import _copy_work, _host_work, _kernel_work, _memset_work, _work_from


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
