"""The order of a host library's calls in a stream: a library that runs on the host's
processors over device memory that the host addresses (OpenBLAS, LAPACK and ducc0's FFTs on a
CPU device) runs each call after the stream's earlier work and before its later work, as a
kernel launched there would, and, in a captured stream, becomes a node of the graph."""

from __future__ import annotations

from ...runtime.graph_nodes import HostWork


def submit(stream, work) -> None:
    """Run ``work()`` in ``stream``'s order: now, when nothing before it is unfinished, else as a
    host function of the stream, returning at once (work that is not finished may wait for
    something the program does later, such as an event it records after this call: blocking
    here would deadlock where CUDA does not). A captured call becomes a host node of the
    graph."""
    if stream.capture is not None:
        stream.capture.add(stream, HostWork(_call, work, work))
    elif stream.nothing_to_wait_for():
        # now, on the calling thread: a call, where a host function costs a marker, a gate
        # and a thread's wake-up (and leaves the vendor runtime waiting on the gate while
        # OpenBLAS runs). What another thread enqueues meanwhile is unordered with it.
        work()
    else:
        stream.host_function(work)


def run_now(stream, work) -> None:
    """Run ``work()`` in ``stream``'s order and return when it is done (a result that goes to
    host memory)."""
    stream.run_on_host(work)


def _call(work) -> None:
    work()
