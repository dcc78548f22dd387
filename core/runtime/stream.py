"""Streams and events, with CUDA's ordering rules.

Each stream owns one in-order backend queue. Before an operation is enqueued,
:meth:`Stream.prepare` adds the waits that CUDA's default-stream rules require:

- work on the **legacy default stream** waits for all earlier work of the context's blocking
  streams, and
- work on a **blocking stream** (a stream without ``CU_STREAM_NON_BLOCKING``, including the
  per-thread default stream) waits for all earlier work of the legacy stream.

Each stream counts its operations (``epoch``); a wait is added only when the other stream has
enqueued something since the last one, so independent streams pay nothing.
Host functions run in stream order on one worker thread per stream: the queue records a marker,
then a gate; the worker waits for the marker, runs the function, and opens the gate.
"""

from __future__ import annotations

import queue as queue_module
import threading

from . import capture as capturing
from .errors import CudaError, log

CU_STREAM_NON_BLOCKING = 0x1
CU_EVENT_BLOCKING_SYNC = 0x1
CU_EVENT_DISABLE_TIMING = 0x2
CU_EVENT_INTERPROCESS = 0x4
EVENT_FLAGS = CU_EVENT_BLOCKING_SYNC | CU_EVENT_DISABLE_TIMING | CU_EVENT_INTERPROCESS
CU_EVENT_RECORD_EXTERNAL = 0x1  # cuEventRecordWithFlags
CU_EVENT_WAIT_EXTERNAL = 0x1  # cuStreamWaitEvent


class Stream:
    def __init__(self, context, flags: int = 0, priority: int = 0, kind: str = "user") -> None:
        self.context = context
        self.flags = flags
        self.priority = priority
        self.kind = kind  # "user", "legacy" or "per_thread"
        self.queue = context.device.backend_device.create_queue()
        self.epoch = 0
        self.waits = 0  # waits for other streams that prepare() added (queued work too)
        self.drained_at = 0  # epoch + waits when drain() last found the queue empty
        self._marker = None
        self._marker_epoch = -1
        self._seen: dict[Stream, int] = {}  # other stream -> its epoch that we waited for
        self.host_worker: _HostWorker | None = None  # runs its host functions; made on the first
        self.destroyed = False
        self.released = threading.Event()  # set once a retired stream is released
        self.capture = None  # the zluda.runtime.capture.Capture that the stream takes part in
        self.attributes: dict = {}  # cuStreamSetAttribute's values, by CUstreamAttrValue member

    @property
    def owner(self):
        return self.context

    @property
    def blocking(self) -> bool:
        return not self.flags & CU_STREAM_NON_BLOCKING

    def current_marker(self):
        """A marker after all work enqueued so far (reused while no new work arrives)."""
        if self._marker_epoch != self.epoch or self._marker is None:
            self._marker = self.queue.marker(timing=False)
            self._marker_epoch = self.epoch
        return self._marker

    def _wait_for(self, other: Stream) -> None:
        if other.epoch and self._seen.get(other, 0) < other.epoch:
            self.queue.wait(other.current_marker())
            self._seen[other] = other.epoch
            self.waits += 1

    def prepare(self) -> None:
        """Add the waits of the default-stream rules (counted in ``waits``); call with the
        context's lock held."""
        context = self.context
        if self.kind == "legacy":
            if not context.streams and not context.retiring:  # only the legacy stream
                return
            if capturing.ACTIVE:
                capturing.check_legacy_work(context)
            for other in context.blocking_streams():
                if other is not self:
                    self._wait_for(other)
        elif self.blocking and context.legacy_stream is not None:
            self._wait_for(context.legacy_stream)

    def drain(self) -> None:
        """Wait for the work enqueued so far (not host functions' workers: see synchronize).
        The queue is then known to hold nothing unfinished (``epoch + waits == drained_at``)
        until something more, work or a wait, is enqueued: clFinish on an idle queue still
        costs ~6 µs, so the synchronizations skip it then (the test is written out where it
        is made: it costs less than a call)."""
        submitted = self.epoch + self.waits
        self.queue.finish()
        self.drained_at = max(self.drained_at, submitted)

    def run_on_host(self, fn, *args) -> None:
        """Call ``fn(*args)`` on the calling thread in the stream's order: once the stream's
        work is done (and, for the legacy stream, the other blocking streams' work), holding
        the context's lock. The stream is drained outside the lock first, where other threads
        may go on enqueueing; the drain under the lock, which the order needs, then usually
        finds nothing left."""
        if self.epoch + self.waits != self.drained_at:  # not known to be idle (see drain)
            self.drain()
        lock = self.context.lock
        lock.acquire()  # not `with`, which costs more than the lock on this path
        try:
            self.prepare()
            if self.epoch + self.waits != self.drained_at:  # work or waits came meanwhile
                self.drain()
            fn(*args)
        finally:
            lock.release()

    def enqueued(self) -> None:
        self.epoch += 1

    def enqueue(self, work) -> None:
        """Run ``work(queue)``, which enqueues into the stream's queue, after the waits of the
        default-stream rules."""
        with self.context.lock:
            self.prepare()
            work(self.queue)
            self.enqueued()

    def finished(self) -> bool:
        """Whether all work enqueued so far is done (then known: see drain), asked of the
        queue's marker when not known."""
        if self.epoch + self.waits == self.drained_at:
            return True
        worker = self.host_worker
        if (worker is not None and not worker.idle()) or not self.current_marker().query():
            return False
        self.drained_at = self.epoch + self.waits
        return True

    def nothing_to_wait_for(self) -> bool:
        """Whether work given now could start at once: the stream's earlier work is done, and
        so is the work that the default-stream rules make it wait for (see prepare)."""
        if not self.finished():
            return False
        context = self.context
        if self.kind == "legacy":
            return all(other.finished() for other in context.blocking_streams()
                       if other is not self)
        if self.blocking and context.legacy_stream is not None:
            return context.legacy_stream.finished()
        return True

    def wait_event(self, event: Event, flags: int = 0) -> None:
        """Later work waits for ``event``'s last record, which may be in another context."""
        if flags & ~CU_EVENT_WAIT_EXTERNAL:
            raise CudaError("CUDA_ERROR_INVALID_VALUE",
                            f"event wait flags 0x{flags:x}: only CU_EVENT_WAIT_EXTERNAL (0x1)"
                            " is a flag")
        with self.context.lock:
            self.prepare()
            if event.marker is not None:
                self.queue.wait(event.marker)
            self.enqueued()

    # -- host functions ----------------------------------------------------------------------

    def host_function(self, fn, *args) -> None:
        """Run ``fn(*args)`` after the stream's earlier work, before its later work."""
        with self.context.lock:
            self.prepare()
            self.launch_host_func(fn, *args)
            self.enqueued()

    def launch_host_func(self, fn, *args) -> None:
        marker = self.queue.marker(timing=False)
        gate = self.queue.gate()
        if self.host_worker is None:
            self.host_worker = _HostWorker(self)
        self.host_worker.submit(marker, gate, fn, args)

    # -- synchronization ---------------------------------------------------------------------

    def synchronize(self) -> None:
        if self.epoch + self.waits != self.drained_at:  # not known to be idle (see drain)
            self.drain()
        if self.host_worker is not None:
            self.host_worker.drain()

    def query(self) -> bool:
        if self.host_worker is not None and not self.host_worker.idle():
            return False
        return self.current_marker().query()

    def destroy(self) -> None:
        """Wait for the stream's work, then release it (contexts being destroyed)."""
        if self.destroyed:
            return
        self.destroyed = True
        capturing.stream_gone(self)
        self.current_marker()  # what other streams still wait for (see retire)
        self._release()

    def retire(self) -> None:
        """CUDA's ``cuStreamDestroy`` and a per-thread stream whose thread ended: return at once,
        and release the stream when its pending work is done, on a thread of its own.

        The context keeps the stream in ``context.retiring`` until then, so the legacy stream
        and ``cuCtxSynchronize`` still wait for the work that it holds. Its final marker is made
        now: no work is enqueued after this, so waits on it never touch the queue again."""
        if self.destroyed:
            return
        self.destroyed = True
        capturing.stream_gone(self)
        self.current_marker()
        context = self.context
        with context.lock:  # in this order: readers without the lock see it in one of them
            context.retiring.add(self)
            context.streams.discard(self)
        # Not a daemon, even when a daemon thread destroys the stream (a thread inherits its
        # creator's status): the interpreter waits for it at exit, so no thread is still inside
        # the vendor runtime when that runtime's own destructors run (Intel's OpenCL runtime
        # aborts the process then: "terminate called without an active exception").
        threading.Thread(target=self._release_when_done, name="zluda-stream-retire",
                         daemon=False).start()

    def _release_when_done(self) -> None:
        try:
            self._release()
        except Exception as exc:  # noqa: BLE001 - nobody is left to tell but the log
            log.error("zluda: releasing a destroyed stream failed: %s", exc)
        finally:
            with self.context.lock:
                self.context.retiring.discard(self)
            self.released.set()

    def end_host_worker(self) -> None:
        """At the process's exit, once the stream is idle: its host-function thread ends while
        the interpreter is whole, so that what the host functions left in that thread's state
        (SciPy's SuperLU keeps a per-thread object) goes then, not while the interpreter is torn
        down (where it can leave an error behind, and Python exits with status 120)."""
        worker, self.host_worker = self.host_worker, None
        if worker is not None:
            worker.stop()
            worker.join(timeout=5.0)

    def _release(self) -> None:
        try:
            self.synchronize()
        finally:
            if self.host_worker is not None:
                self.host_worker.stop()
            self.queue.close()
            # Only the legacy stream waits for other streams; it must not keep this one alive.
            with self.context.lock:
                legacy = self.context.legacy_stream
                if legacy is not None:
                    legacy._seen.pop(self, None)


class _HostWorker:
    """Runs a stream's host functions in order, each after the stream's earlier work."""

    def __init__(self, stream: Stream) -> None:
        self.jobs: queue_module.Queue = queue_module.Queue()
        self.pending = 0
        self.lock = threading.Condition()
        self.thread = threading.Thread(target=self._run, name="zluda-host-func", daemon=True)
        self.thread.start()

    def submit(self, marker, gate, fn, args) -> None:
        with self.lock:
            self.pending += 1
        self.jobs.put((marker, gate, fn, args))

    def _run(self) -> None:
        while True:
            job = self.jobs.get()
            if job is None:
                return
            marker, gate, fn, args = job
            try:
                marker.wait()
                fn(*args)
            except Exception:  # noqa: BLE001 - a user callback must not kill the stream
                log.exception("a host function raised an exception")
            finally:
                gate.open()
                # what the job held goes now, not when the next job comes (an idle worker
                # would keep the program's objects alive, into the interpreter's shutdown)
                job = marker = fn = args = None
                with self.lock:
                    self.pending -= 1
                    self.lock.notify_all()

    def idle(self) -> bool:
        with self.lock:
            return self.pending == 0

    def drain(self) -> None:
        with self.lock:
            while self.pending:
                self.lock.wait()

    def stop(self) -> None:
        self.jobs.put(None)

    def join(self, timeout: float) -> None:
        """Wait for the thread to end (after :meth:`stop`)."""
        if self.thread is not threading.current_thread():
            self.thread.join(timeout)


class Event:
    def __init__(self, context, flags: int = 0) -> None:
        self.context = context
        self.flags = flags
        # the last record: its marker, its stream, and that stream's epoch + waits then (one
        # tuple, which a synchronize reads at once while another thread may record again)
        self._recorded: tuple | None = None
        self.destroyed = False
        self.captured = None  # (capture, its nodes) when last recorded in a capturing stream

    @property
    def owner(self):
        return self.context

    @property
    def marker(self):
        """The last record's marker, or None before the first."""
        recorded = self._recorded
        return None if recorded is None else recorded[0]

    @property
    def timing(self) -> bool:
        return not self.flags & CU_EVENT_DISABLE_TIMING

    def record(self, stream: Stream, flags: int = 0) -> None:
        """Record the event in ``stream`` (of the event's own context, as CUDA requires; call
        with the context's lock held)."""
        if flags & ~CU_EVENT_RECORD_EXTERNAL:
            raise CudaError("CUDA_ERROR_INVALID_VALUE",
                            f"event record flags 0x{flags:x}: only CU_EVENT_RECORD_EXTERNAL"
                            " (0x1) is a flag")
        if stream.context is not self.context:
            raise CudaError("CUDA_ERROR_INVALID_HANDLE",
                            "the event and the stream belong to different contexts")
        stream.prepare()
        self._recorded = (stream.queue.marker(timing=self.timing), stream,
                          stream.epoch + stream.waits)
        self.captured = None

    def query(self) -> bool:
        return self.marker is None or self.marker.query()

    def synchronize(self) -> Stream | None:
        """Wait for the event's last record. Return its stream if nothing was enqueued there
        after the record: the stream is then idle, and noted so, as Stream.drain notes it (so a
        later synchronize skips its queue's finish); else None."""
        recorded = self._recorded
        if recorded is None:
            return None
        marker, stream, submitted = recorded
        marker.wait()
        if stream.epoch + stream.waits != submitted:
            return None
        if stream.drained_at < submitted:
            stream.drained_at = submitted
        return stream

    def elapsed_ms(self, end: Event) -> float:
        if not self.timing or not end.timing:
            raise CudaError("CUDA_ERROR_INVALID_HANDLE",
                            "an event created with CU_EVENT_DISABLE_TIMING cannot be timed")
        if self.marker is None or end.marker is None:
            raise CudaError("CUDA_ERROR_INVALID_HANDLE", "the event has not been recorded")
        if not self.marker.query() or not end.marker.query():
            raise CudaError("CUDA_ERROR_NOT_READY", "the event has not completed")
        return self.marker.elapsed_ms(end.marker)
