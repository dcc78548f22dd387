"""The interface of a graph node's work (:class:`Work`), which every kind of node implements:
:mod:`zluda.runtime.graph_nodes` (kernels, host functions, events, child graphs, memory) and
:mod:`zluda.runtime.transfers` (copies and memsets). :mod:`zluda.runtime.graph_nodes` says what
each method is for."""

from __future__ import annotations

import copy

from ..abi.enums import CUgraphExecUpdateResult, CUgraphNodeType

KIND = CUgraphNodeType
UPDATE = CUgraphExecUpdateResult


class Work:
    kind = KIND.CU_GRAPH_NODE_TYPE_EMPTY

    def added(self, node) -> None:
        pass

    def removed(self) -> None:
        pass

    def retired(self) -> None:
        pass

    def clone(self, node, mapping: dict):
        return copy.copy(self)

    def child_graph(self):
        return None

    def instantiate(self):
        return copy.copy(self)

    def enqueue(self, stream) -> None:
        pass

    def update_problem(self, other: Work) -> int | None:
        return None

    def updated(self, other: Work) -> Work:
        self.retired()
        return other.instantiate()
