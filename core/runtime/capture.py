"""Stream capture: while a stream captures, the work given to it becomes nodes of a graph instead
of running (``cuStreamBeginCapture`` ... ``cuStreamEndCapture``).

A :class:`Capture` is one capture sequence: its graph, its mode, the thread that began it, and
for each stream taking part its *tail*, the nodes that the stream's next work depends on. Work
given to a capturing stream becomes a node after the stream's tail, and then is the tail. An
event recorded in a capturing stream remembers that stream's tail; a stream that waits for it
joins the capture (or, already in it, adds those nodes to its tail). That is how captures fork
into several streams and join again; ``cuStreamEndCapture`` on the stream that began the
capture requires every other stream's work to have been joined back into it.

CUDA's rules for what may not happen during a capture, each with CUDA's error:

- synchronizing or querying a capturing stream, or a context whose stream captures, or a
  synchronous copy or memset on a capturing stream: CUDA_ERROR_STREAM_CAPTURE_UNSUPPORTED,
  and the capture is invalidated;
- work on the legacy default stream while a blocking stream of its context captures (the legacy
  stream would wait for it): CUDA_ERROR_STREAM_CAPTURE_IMPLICIT, the capture invalidated;
- querying, synchronizing or timing an event recorded in a capture:
  CUDA_ERROR_CAPTURED_EVENT;
- a capturing stream waiting for an event recorded outside the capture (without
  CU_EVENT_WAIT_EXTERNAL): CUDA_ERROR_STREAM_CAPTURE_ISOLATION; an event of another capture:
  CUDA_ERROR_STREAM_CAPTURE_MERGE;
- *potentially unsafe* calls (allocations, frees, synchronous copies) in a thread whose capture
  mode forbids them (:func:`check_unsafe_call`): CUDA_ERROR_STREAM_CAPTURE_UNSUPPORTED, and
  the captures that forbade them are invalidated.

Work on an invalidated capture fails with CUDA_ERROR_STREAM_CAPTURE_INVALIDATED, and so does
its ``cuStreamEndCapture``.
"""

from __future__ import annotations

import itertools
import threading

from ..abi.enums import CUstreamCaptureMode, CUstreamCaptureStatus
from .errors import CudaError
from .graph import DEFAULT_EDGE, Graph, Node

MODE = CUstreamCaptureMode
STATUS = CUstreamCaptureStatus
ACTIVE: set[Capture] = set()  # every capture under way
_lock = threading.Lock()
_ids = itertools.count(1)
_thread = threading.local()  # .mode: the thread's capture interaction mode


class Capture:
    def __init__(self, origin, mode: int, graph: Graph | None, tail: list[Node],
                 edges: list[tuple] | None) -> None:
        self.id = next(_ids)
        self.graph = graph if graph is not None else Graph()
        self.given_graph = graph is not None  # cuStreamBeginCaptureToGraph: not ours to drop
        self.mode = mode
        self.thread = threading.get_ident()
        self.origin = origin
        self.tails: dict[object, list[Node]] = {origin: list(tail)}
        self.tail_edges: dict[object, list[tuple] | None] = {origin: edges}
        self.invalidated = False

    def add(self, stream, work) -> Node:
        """A node for ``work`` after ``stream``'s tail; it becomes the tail."""
        if self.invalidated:
            raise CudaError("CUDA_ERROR_STREAM_CAPTURE_INVALIDATED",
                            "the stream's capture was invalidated by an earlier error")
        node = self.graph.add(work, self.tails[stream], self.tail_edges.get(stream))
        self.tails[stream] = [node]
        self.tail_edges[stream] = None
        return node

    def invalidate(self) -> None:
        self.invalidated = True

    def _leave(self) -> None:
        for stream in self.tails:
            stream.capture = None
        with _lock:
            ACTIVE.discard(self)

    def unjoined(self) -> bool:
        """Whether a stream's work was not joined back into the origin stream: every tail must
        be an ancestor (or part) of the origin's tail."""
        reached: set[Node] = set()
        todo = list(self.tails[self.origin])
        while todo:
            node = todo.pop()
            if node not in reached:
                reached.add(node)
                todo.extend(node.dependencies)
        return any(n not in reached for s, tail in self.tails.items() if s is not self.origin
                   for n in tail)


def stream_gone(stream) -> None:
    """A capturing stream destroyed (or its context): the stream that began the capture takes
    it with it (invalidated, so that a capture never outlives its stream); another stream leaves
    the capture, its work staying in the graph."""
    capture = stream.capture
    if capture is None:
        return
    if stream is capture.origin:
        capture.invalidate()
        capture._leave()
        if not capture.given_graph:
            capture.graph.destroy()
    else:  # its work stays in the graph (cuda-samples' graphMemoryNodes destroys such a stream)
        capture.tails.pop(stream, None)
        capture.tail_edges.pop(stream, None)
        stream.capture = None


def thread_mode() -> int:
    return getattr(_thread, "mode", MODE.CU_STREAM_CAPTURE_MODE_GLOBAL)


def exchange_mode(mode: int) -> int:
    previous = thread_mode()
    _thread.mode = MODE(mode)
    return previous


def begin(stream, mode: int, graph: Graph | None = None, tail: list[Node] = (),
          edges: list[tuple] | None = None) -> None:
    if stream.kind == "legacy":
        raise CudaError("CUDA_ERROR_STREAM_CAPTURE_UNSUPPORTED",
                        "the legacy default stream cannot be captured")
    if stream.capture is not None:
        raise CudaError("CUDA_ERROR_ILLEGAL_STATE", "the stream is already capturing")
    capture = Capture(stream, MODE(mode), graph, list(tail), edges)
    stream.capture = capture
    with _lock:
        ACTIVE.add(capture)


def end(stream) -> Graph:
    capture = stream.capture
    if capture is None:
        raise CudaError("CUDA_ERROR_ILLEGAL_STATE", "the stream is not capturing")
    if stream is not capture.origin:
        raise CudaError("CUDA_ERROR_STREAM_CAPTURE_UNMATCHED",
                        "the capture was not begun in this stream (end it in the stream that"
                        " began it)")
    if capture.mode != MODE.CU_STREAM_CAPTURE_MODE_RELAXED \
            and capture.thread != threading.get_ident():
        raise CudaError("CUDA_ERROR_STREAM_CAPTURE_WRONG_THREAD",
                        "a capture not begun in CU_STREAM_CAPTURE_MODE_RELAXED must end in the"
                        " thread that began it")
    capture._leave()
    if capture.invalidated or capture.unjoined():
        if not capture.given_graph:
            capture.graph.destroy()
        if capture.invalidated:
            raise CudaError("CUDA_ERROR_STREAM_CAPTURE_INVALIDATED",
                            "the capture was invalidated by an earlier error")
        raise CudaError("CUDA_ERROR_STREAM_CAPTURE_UNJOINED",
                        "work forked into another stream during the capture was not joined back"
                        " into the capturing stream (record an event there and wait for it)")
    return capture.graph


def status(stream) -> int:
    capture = stream.capture
    if capture is None:
        return STATUS.CU_STREAM_CAPTURE_STATUS_NONE
    if capture.invalidated:
        return STATUS.CU_STREAM_CAPTURE_STATUS_INVALIDATED
    return STATUS.CU_STREAM_CAPTURE_STATUS_ACTIVE


def info(stream) -> tuple[int, int, Graph | None, list[Node], list[tuple]]:
    """(status, capture id, graph, the stream's tail, its edges' data) of
    cuStreamGetCaptureInfo; id and graph only while the capture is active."""
    capture = stream.capture
    state = status(stream)
    if state != STATUS.CU_STREAM_CAPTURE_STATUS_ACTIVE:
        return state, 0 if capture is None else capture.id, None, [], []
    tail = capture.tails[stream]
    edges = capture.tail_edges.get(stream) or [DEFAULT_EDGE] * len(tail)
    return state, capture.id, capture.graph, list(tail), list(edges)


def update_tail(stream, nodes: list[Node], edges: list[tuple] | None, replace: bool) -> None:
    capture = active(stream, "cuStreamUpdateCaptureDependencies")
    for node in nodes:
        capture.graph.check_node(node, "a dependency")
    if len(set(nodes)) != len(nodes):
        raise CudaError("CUDA_ERROR_INVALID_VALUE", "a dependency is named twice")
    old = [] if replace else capture.tails[stream]
    old_edges = [] if replace else (capture.tail_edges.get(stream) or [DEFAULT_EDGE] * len(old))
    new_edges = edges or [DEFAULT_EDGE] * len(nodes)
    merged = list(old)
    merged_edges = list(old_edges)
    for node, edge in zip(nodes, new_edges):
        if node not in merged:
            merged.append(node)
            merged_edges.append(tuple(edge))
    capture.tails[stream] = merged
    capture.tail_edges[stream] = merged_edges


def active(stream, what: str) -> Capture:
    capture = stream.capture
    if capture is None:
        raise CudaError("CUDA_ERROR_ILLEGAL_STATE", f"{what}: the stream is not capturing")
    if capture.invalidated:
        raise CudaError("CUDA_ERROR_STREAM_CAPTURE_INVALIDATED",
                        "the stream's capture was invalidated by an earlier error")
    return capture


# -- events ----------------------------------------------------------------------------------


def record_event(event, stream) -> None:
    """cuEventRecord in a capturing stream: the event stands for the stream's tail."""
    capture = active(stream, "cuEventRecord")
    event.captured = (capture, list(capture.tails[stream]))


def wait_event(stream, event) -> bool:
    """cuStreamWaitEvent with an event recorded in a capture: the stream joins the capture, or
    adds the event's nodes to its tail; True if the event was captured (nothing to enqueue)."""
    captured = event.captured
    if captured is None or captured[0] not in ACTIVE:
        if stream.capture is not None:
            active(stream, "cuStreamWaitEvent")
            raise CudaError("CUDA_ERROR_STREAM_CAPTURE_ISOLATION",
                            "a capturing stream cannot wait for an event recorded outside the"
                            " capture (use CU_EVENT_WAIT_EXTERNAL for an event wait node)")
        return False
    capture, nodes = captured
    if capture.invalidated:
        raise CudaError("CUDA_ERROR_STREAM_CAPTURE_INVALIDATED",
                        "the event's capture was invalidated by an earlier error")
    if stream.capture is None:
        if stream.kind == "legacy":
            capture.invalidate()
            raise CudaError("CUDA_ERROR_STREAM_CAPTURE_IMPLICIT",
                            "the legacy default stream cannot join a capture")
        stream.capture = capture
        capture.tails[stream] = list(nodes)
        return True
    if stream.capture is not capture:
        raise CudaError("CUDA_ERROR_STREAM_CAPTURE_MERGE",
                        "the event was recorded in another capture than the stream's")
    tail = capture.tails[stream]
    edges = capture.tail_edges.get(stream)
    for node in nodes:
        if node not in tail:
            tail.append(node)
            if edges is not None:
                edges.append(DEFAULT_EDGE)
    return True


def check_event(event) -> None:
    """cuEventQuery/Synchronize/ElapsedTime: not on an event recorded in a capture."""
    captured = event.captured
    if captured is not None and captured[0] in ACTIVE:
        raise CudaError("CUDA_ERROR_CAPTURED_EVENT",
                        "the event was recorded in a capture that is still under way")


# -- what may not happen during a capture ----------------------------------------------------


def check_not_capturing(stream, what: str) -> None:
    """A synchronous operation on a capturing stream: the capture is invalidated."""
    capture = stream.capture
    if capture is not None:
        capture.invalidate()
        raise CudaError("CUDA_ERROR_STREAM_CAPTURE_UNSUPPORTED",
                        f"{what} is not permitted while the stream is capturing")


def check_legacy_work(context) -> None:
    """Work on the legacy default stream would wait for the context's blocking streams: not
    while one of them captures."""
    if not ACTIVE:
        return
    capturing = [s for s in context.blocking_streams() if s.capture is not None]
    if capturing:
        for s in capturing:
            s.capture.invalidate()
        raise CudaError("CUDA_ERROR_STREAM_CAPTURE_IMPLICIT",
                        "work on the legacy default stream would wait for a capturing stream")


def check_context_sync(context) -> None:
    if not ACTIVE:
        return
    capturing = [s for s in context.all_streams() if s.capture is not None]
    if capturing:
        for s in capturing:
            s.capture.invalidate()
        raise CudaError("CUDA_ERROR_STREAM_CAPTURE_UNSUPPORTED",
                        "synchronizing a context is not permitted while its stream captures")


def check_unsafe_call(what: str) -> None:
    """A potentially unsafe call (an allocation, a free, a synchronous copy): refused, and the
    captures that forbid it invalidated, where the calling thread's mode says so. GLOBAL: the
    thread's own captures (not begun RELAXED) and every other thread's GLOBAL capture;
    THREAD_LOCAL: the thread's own; RELAXED: none."""
    if not ACTIVE:
        return
    mode = thread_mode()
    if mode == MODE.CU_STREAM_CAPTURE_MODE_RELAXED:
        return
    me = threading.get_ident()
    with _lock:
        captures = list(ACTIVE)
    forbidding = [c for c in captures if c.thread == me
                  and c.mode != MODE.CU_STREAM_CAPTURE_MODE_RELAXED]
    if mode == MODE.CU_STREAM_CAPTURE_MODE_GLOBAL:
        forbidding += [c for c in captures if c.thread != me
                       and c.mode == MODE.CU_STREAM_CAPTURE_MODE_GLOBAL]
    if forbidding:
        for c in forbidding:
            c.invalidate()
        raise CudaError("CUDA_ERROR_STREAM_CAPTURE_UNSUPPORTED",
                        f"{what} is not permitted during a stream capture in this thread's"
                        " capture mode (see cuThreadExchangeStreamCaptureMode)")
