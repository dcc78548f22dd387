"""The driver API's graph nodes of each kind (kernel, memcpy and memset, host, event, empty,
child graph, memory allocation and free) and their parameters, and ``cuGraphAddNode``'s
generic form, over :mod:`zluda.runtime.graph_nodes`. Struct outputs are dicts of their fields.
"""

from __future__ import annotations

from ...abi.enums import CUgraphMem_attribute, CUlaunchAttributeID, CUresult
from ..errors import CudaError
from ..graph_nodes import (
    ChildGraphWork,
    EmptyWork,
    EventRecordWork,
    EventWaitWork,
    GraphMemory,
    HostWork,
    KernelWork,
    MemFreeWork,
    add_allocation,
)
from ..module import LibraryKernel
from ..params import pack_params
from ..transfers import CopyWork, MemsetWork, check_fill
from .calls import api
from .graphs import _add, _changeable
from .handles import (
    KIND,
    _context,
    _context_on,
    _ctx,
    _device,
    _event,
    _graph,
    _handle,
    _host_function,
    _int,
    _launchable_object,
    _node,
    _node_of,
    _nodes,
    _write,
)
from .textures import plan_3d


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
