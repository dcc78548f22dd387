"""CUDA graphs: work as nodes with dependencies, instantiated once and launched as a unit.

A :class:`Graph` holds its :class:`Node`\\ s in the order they were added (the order that
``cuGraphExecUpdate`` pairs nodes by), each with its work (:mod:`zluda.runtime.graph_nodes`: a
kernel, a copy, a memset, a host function, an event record or wait, a child graph, an
allocation, a free, or nothing) and its dependencies. An edge may carry CUgraphEdgeData's
ports and type; every edge is honoured as a full dependency, which a programmatic edge allows.

:class:`GraphExec` is an instantiated graph: its nodes in one topological order, child graphs
flattened in place, each node's work prepared once (a kernel's geometry checked, its arguments
packed, the backend's launcher bound per stream). A launch enqueues that work in that order on
the one stream it names: the stream's queue is in order, so every node runs after the nodes it
depends on, which is all that a graph promises. A launch is ordered after the previous launch
of the same executable graph, on whatever stream that was.

Stream capture (:mod:`zluda.runtime.capture`) builds graphs from the work given to streams.
"""

from __future__ import annotations

import itertools
import threading
import weakref

from ..abi.enums import CUgraphExecUpdateResult, CUgraphNodeType
from .errors import CudaError

KIND = CUgraphNodeType
UPDATE = CUgraphExecUpdateResult
DEFAULT_EDGE = (0, 0, 0)  # CUgraphEdgeData: from_port, to_port, type
_graph_ids = itertools.count(1)  # graphs' and executable graphs' ids (cuGraphGetId)


class Node:
    """One node of a graph: its work, the nodes it depends on (in the order given) and the
    nodes that depend on it."""

    __slots__ = ("graph", "work", "dependencies", "dependents", "edges", "destroyed", "local_id",
                 "__weakref__")

    def __init__(self, graph: Graph, work) -> None:
        self.graph = graph
        self.work = work
        self.local_id = next(graph.node_ids)  # unique in its graph (cuGraphNodeGetLocalId)
        self.dependencies: list[Node] = []
        self.dependents: list[Node] = []
        self.edges: dict[Node, tuple[int, int, int]] = {}  # dependency -> its edge's data
        self.destroyed = False

    @property
    def owner(self) -> Graph:
        return self.graph

    @property
    def kind(self) -> int:
        return self.work.kind


class Graph:
    """A graph of work. ``parent`` is the child graph node that embeds it (None for a graph of
    the program's own), which the program may read but not change or destroy."""

    def __init__(self, parent: Node | None = None) -> None:
        self.id = next(_graph_ids)
        self.node_ids = itertools.count()
        self.nodes: list[Node] = []
        self.parent = parent
        self.destroyed = False
        self.lock = threading.RLock()
        self.user_objects: dict = {}  # zluda.runtime.graph_nodes.UserObject -> references
        self.executables: weakref.WeakSet = weakref.WeakSet()  # instantiated from it
        self.cloned_from: dict[Node, Node] = {}  # a clone's: original node -> its copy

    @property
    def owner(self):
        return self.parent

    # -- building ------------------------------------------------------------------------------

    def add(self, work, dependencies: list[Node], edges: list[tuple] | None = None) -> Node:
        with self.lock:
            self._check_dependencies(dependencies)
            node = Node(self, work)
            for i, dependency in enumerate(dependencies):
                self._link(dependency, node, edges[i] if edges else DEFAULT_EDGE)
            self.nodes.append(node)
            work.added(node)
            return node

    def _check_dependencies(self, dependencies: list[Node]) -> None:
        for dependency in dependencies:
            self.check_node(dependency, "a dependency")
        if len(set(dependencies)) != len(dependencies):
            raise CudaError("CUDA_ERROR_INVALID_VALUE", "a dependency is named twice")

    def check_node(self, node: Node, what: str) -> None:
        if node.graph is not self or node.destroyed:
            raise CudaError("CUDA_ERROR_INVALID_VALUE", f"{what} is not a node of this graph")

    @staticmethod
    def _link(dependency: Node, node: Node, edge: tuple) -> None:
        node.dependencies.append(dependency)
        node.edges[dependency] = tuple(edge)
        dependency.dependents.append(node)

    def add_edges(self, pairs: list[tuple[Node, Node]], edges: list[tuple] | None) -> None:
        with self.lock:
            for source, target in pairs:
                self.check_node(source, "an edge's source")
                self.check_node(target, "an edge's destination")
                if source is target:
                    raise CudaError("CUDA_ERROR_INVALID_VALUE", "a node cannot depend on itself")
                if source in target.edges:
                    raise CudaError("CUDA_ERROR_INVALID_VALUE", "the dependency already exists")
            if len(set(pairs)) != len(pairs):
                raise CudaError("CUDA_ERROR_INVALID_VALUE", "an edge is named twice")
            for i, (source, target) in enumerate(pairs):
                self._link(source, target, edges[i] if edges else DEFAULT_EDGE)

    def remove_edges(self, pairs: list[tuple[Node, Node]], edges: list[tuple] | None) -> None:
        with self.lock:
            for i, (source, target) in enumerate(pairs):
                self.check_node(source, "an edge's source")
                self.check_node(target, "an edge's destination")
                if source not in target.edges or (
                        edges and target.edges[source] != tuple(edges[i])):
                    raise CudaError("CUDA_ERROR_INVALID_VALUE", "there is no such dependency")
            for source, target in pairs:
                self._unlink(source, target)

    @staticmethod
    def _unlink(source: Node, target: Node) -> None:
        target.dependencies.remove(source)
        del target.edges[source]
        source.dependents.remove(target)

    def remove(self, node: Node) -> None:
        with self.lock:
            self.check_node(node, "the node")
            for dependency in list(node.dependencies):
                self._unlink(dependency, node)
            for dependent in list(node.dependents):
                self._unlink(node, dependent)
            self.nodes.remove(node)
            node.destroyed = True
            node.work.removed()

    # -- reading -------------------------------------------------------------------------------

    def roots(self) -> list[Node]:
        return [n for n in self.nodes if not n.dependencies]

    def edges(self) -> list[tuple[Node, Node, tuple]]:
        """Every edge (source, destination, edge data), by destination in node order."""
        return [(d, n, n.edges[d]) for n in self.nodes for d in n.dependencies]

    def order(self) -> list[Node]:
        """The nodes in a topological order (earliest-added first among the ready ones);
        CUDA_ERROR_INVALID_VALUE for a cycle."""
        waiting = {n: len(n.dependencies) for n in self.nodes}
        position = {n: i for i, n in enumerate(self.nodes)}
        ready = [n for n in self.nodes if not waiting[n]]
        out: list[Node] = []
        while ready:
            ready.sort(key=position.__getitem__, reverse=True)
            node = ready.pop()
            out.append(node)
            for dependent in node.dependents:
                waiting[dependent] -= 1
                if not waiting[dependent]:
                    ready.append(dependent)
        if len(out) != len(self.nodes):
            raise CudaError("CUDA_ERROR_INVALID_VALUE", "the graph has a cycle")
        return out

    def all_nodes(self):
        """This graph's nodes and, depth first, those of its child graphs."""
        for node in self.nodes:
            yield node
            child = node.work.child_graph()
            if child is not None:
                yield from child.all_nodes()

    # -- copying -------------------------------------------------------------------------------

    def clone(self, parent: Node | None = None) -> tuple[Graph, dict[Node, Node]]:
        """A copy of the graph (child graphs copied too) and the map from each node, at any
        depth, to its copy."""
        with self.lock:
            copy = Graph(parent)
            mapping: dict[Node, Node] = {}
            for node in self.nodes:
                twin = Node(copy, None)
                twin.work = node.work.clone(twin, mapping)
                mapping[node] = twin
                copy.nodes.append(twin)
            for node in self.nodes:
                for dependency in node.dependencies:
                    self._link(mapping[dependency], mapping[node], node.edges[dependency])
            for twin in copy.nodes:
                twin.work.added(twin)
            for obj, count in self.user_objects.items():
                obj.retain(count)
                copy.user_objects[obj] = count
            copy.cloned_from = mapping
            return copy, mapping

    def destroy(self) -> None:
        with self.lock:
            if self.destroyed:
                return
            self.destroyed = True
            for node in self.nodes:
                node.destroyed = True
                node.work.removed()
            for obj, count in self.user_objects.items():
                obj.release(count)
            self.user_objects.clear()

    def layout(self) -> list[tuple]:
        """The graph's shape, node by node in insertion order: (node, kind, the positions of
        its dependencies, the child graph's layout or None)."""
        position = {n: i for i, n in enumerate(self.nodes)}
        out = []
        for node in self.nodes:
            child = node.work.child_graph()
            out.append((node, node.kind, sorted(position[d] for d in node.dependencies),
                        None if child is None else child.layout()))
        return out


def shape_problem(layout: list[tuple], graph: Graph) -> tuple[int, Node | None, Node | None]:
    """Whether ``graph`` pairs, node for node in insertion order, with a graph of ``layout``
    (same kinds, same dependencies), as cuGraphExecUpdate requires: (CUgraphExecUpdateResult,
    the node of ``graph`` at fault, its dependency at fault)."""
    if len(graph.nodes) != len(layout):
        return UPDATE.CU_GRAPH_EXEC_UPDATE_ERROR_TOPOLOGY_CHANGED, None, None
    position = {n: i for i, n in enumerate(graph.nodes)}
    for (_, kind, dependencies, child), theirs in zip(layout, graph.nodes, strict=True):
        if theirs.kind != kind:
            return UPDATE.CU_GRAPH_EXEC_UPDATE_ERROR_NODE_TYPE_CHANGED, theirs, None
        their_deps = sorted(position[d] for d in theirs.dependencies)
        if their_deps != dependencies:
            extra = [d for d in theirs.dependencies if position[d] not in dependencies]
            return (UPDATE.CU_GRAPH_EXEC_UPDATE_ERROR_TOPOLOGY_CHANGED, theirs,
                    extra[0] if extra else None)
        if child is not None:
            result, _, _ = shape_problem(child, theirs.work.child_graph())
            if result != UPDATE.CU_GRAPH_EXEC_UPDATE_SUCCESS:
                return result, theirs, None
    return UPDATE.CU_GRAPH_EXEC_UPDATE_SUCCESS, None, None


def _paired(layout: list[tuple], graph: Graph):
    """(node of the layout's graph, node of ``graph``) for every work node, child graphs'
    included, of two graphs of the same shape."""
    for (mine, _, _, child), theirs in zip(layout, graph.nodes, strict=True):
        if child is None:
            yield mine, theirs
        else:
            yield from _paired(child, theirs.work.child_graph())


def _child_layout(layout: list[tuple], node: Node) -> list[tuple] | None:
    for mine, _, _, child in layout:
        if child is not None:
            if mine is node:
                return child
            found = _child_layout(child, node)
            if found is not None:
                return found
    return None


class Step:
    """One node's work in an executable graph: prepared, and possibly disabled."""

    __slots__ = ("node", "work", "enabled")

    def __init__(self, node: Node, work) -> None:
        self.node = node
        self.work = work
        self.enabled = True


class GraphExec:
    """An instantiated graph. ``steps`` maps each node of the graph it was made from (child
    graphs' nodes included) to its prepared work; ``schedule`` is the order they run in."""

    def __init__(self, graph: Graph, flags: int) -> None:
        self.flags = flags
        self.id = next(_graph_ids)
        self.graph = graph  # what it was instantiated from (node handles refer to it)
        self.steps: dict[Node, Step] = {}
        self.schedule: list[Step] = []
        self.destroyed = False
        self.lock = threading.Lock()
        self._last = None  # the stream of the latest launch
        self.layout = graph.layout()  # its shape when instantiated, for updates
        self._prepare(graph)
        self.memory = [s.work.memory for s in self.schedule
                       if s.work.kind == KIND.CU_GRAPH_NODE_TYPE_MEM_ALLOC]  # its allocations
        self.user_objects = dict(graph.user_objects)
        for obj, count in self.user_objects.items():
            obj.retain(count)

    @property
    def owner(self):
        return None

    def _prepare(self, graph: Graph) -> None:
        for node in graph.order():
            child = node.work.child_graph()
            if child is not None:
                self._prepare(child)
                continue
            step = Step(node, node.work.instantiate())
            self.steps[node] = step
            self.schedule.append(step)

    def launch(self, stream, auto_free: bool) -> None:
        """Enqueue every step on ``stream``, after this graph's previous launch."""
        with self.lock:
            if self.destroyed:
                raise CudaError("CUDA_ERROR_INVALID_HANDLE", "the executable graph was destroyed")
            for memory in self.memory:
                memory.before_launch(auto_free)
            last = self._last
            with stream.context.lock:  # one lock and one prepare for the whole launch
                stream.prepare()
                if last is not None and last is not stream and not last.destroyed:
                    stream.queue.wait(last.current_marker())
                    stream.enqueued()
                for step in self.schedule:
                    if step.enabled:
                        step.work.enqueue(stream)
            self._last = stream

    def step(self, node: Node) -> Step:
        step = self.steps.get(node)
        if step is None or node.destroyed:
            raise CudaError("CUDA_ERROR_INVALID_VALUE",
                            "the node is not a node of the graph that the executable graph was"
                            " instantiated from")
        return step

    def set_work(self, node: Node, work) -> None:
        """Give one node new parameters (cuGraphExec*NodeSetParams), checked by its work."""
        step = self.step(node)
        with self.lock:
            step.work = step.work.updated(work)

    def update(self, graph: Graph) -> tuple[int, Node | None, Node | None]:
        """cuGraphExecUpdate: take ``graph``'s parameters, node for node; on failure nothing
        changes. Returns (CUgraphExecUpdateResult, node at fault, its dependency at fault)."""
        return self._update(self.layout, graph)

    def update_child(self, node: Node, graph: Graph) -> int:
        """cuGraphExecChildGraphNodeSetParams: the child graph node ``node`` (of the graph
        this was instantiated from) takes ``graph``'s parameters."""
        layout = _child_layout(self.layout, node)
        if layout is None:
            raise CudaError("CUDA_ERROR_INVALID_VALUE",
                            "the node is not a node of the graph that the executable graph was"
                            " instantiated from")
        return self._update(layout, graph)[0]

    def _update(self, layout: list[tuple], graph: Graph) -> tuple[int, Node | None, Node | None]:
        result, node, source = shape_problem(layout, graph)
        if result != UPDATE.CU_GRAPH_EXEC_UPDATE_SUCCESS:
            return result, node, source
        updated = {}
        for mine, theirs in _paired(layout, graph):
            step = self.steps[mine]
            problem = step.work.update_problem(theirs.work)
            if problem is not None:
                return problem, theirs, None
            updated[step] = theirs.work
        with self.lock:
            for step, work in updated.items():
                step.work = step.work.updated(work)
        return UPDATE.CU_GRAPH_EXEC_UPDATE_SUCCESS, None, None

    def destroy(self) -> None:
        with self.lock:
            if self.destroyed:
                return
            self.destroyed = True
            for step in self.schedule:
                step.work.retired()
            for obj, count in self.user_objects.items():
                obj.release(count)
            self.user_objects.clear()
