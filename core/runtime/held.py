"""Work held back behind host gates, in the queue's order, until the host opens them.

A backend whose runtime cannot make a queue wait for the host safely keeps such work here
instead. Level Zero (through SYCL) has no user events at all. HIP could hold a stream itself
(``hipStreamWaitValue32`` on a host flag, or a host function that blocks), but both stall a
*hardware* queue: ROCm maps streams onto a few hardware queues (``GPU_MAX_HW_QUEUES``, 4 by
default), so a blocked stream can stall unrelated streams, among them the one whose marker the
host is waiting for before it opens the gate: a deadlock. And hip-python keeps the GIL inside
blocking HIP calls, so a host function written in Python cannot run while another thread waits
in HIP.

So nothing that waits for the host is ever given to the runtime. After ``gate()``, each later
operation of that queue is kept here, in order, and submitted when the gate opens. A marker
made behind a gate is recorded only then (a :class:`HeldMarker`); a queue that waits for such a
marker holds its own later work until the marker is recorded. Everything the runtime sees
depends only on work that it already has, so every blocking call ends by itself.
"""

from __future__ import annotations

import collections
import logging
import threading
from collections.abc import Callable

from .backend import HostGate

log = logging.getLogger("zluda")

# One lock for the held-back work of every queue: opening one gate can release another queue.
LOCK = threading.Condition(threading.RLock())


class Blocker:
    """Something in a queue's held list that later work must not pass while ``holds()``."""

    def holds(self) -> bool:
        raise NotImplementedError


class HeldWork:
    """A queue's held-back work: callables to run, and the blockers they wait behind."""

    def __init__(self) -> None:
        self.items: collections.deque = collections.deque()

    def submit(self, op: Callable[[], None]) -> None:
        """Run ``op`` now if nothing is held back, else keep it, in order."""
        with LOCK:
            if self.items:
                self.items.append(op)
            else:
                op()

    def hold(self, blocker: Blocker) -> None:
        with LOCK:
            self.items.append(blocker)

    def pump(self) -> None:
        """Run held-back work up to the next blocker that still holds."""
        with LOCK:
            while self.items:
                head = self.items[0]
                if isinstance(head, Blocker):
                    if head.holds():
                        break
                    self.items.popleft()
                    continue
                self.items.popleft()
                try:
                    head()
                except Exception as exc:  # noqa: BLE001 - the opener is often a worker thread
                    log.error("zluda: held-back work failed when its gate opened: %s", exc)
            LOCK.notify_all()

    def drain(self) -> None:
        """Wait (without the GIL) until nothing is held back."""
        with LOCK:
            while self.items:
                LOCK.wait()

    def gate(self) -> Gate:
        """Hold later work until the returned gate is opened."""
        gate = Gate(self)
        self.hold(gate)
        return gate

    def wait_for(self, marker: HeldMarker, op: Callable[[], None]) -> None:
        """Submit ``op`` (the runtime's wait for ``marker``) once ``marker`` is recorded."""
        with LOCK:
            if marker.holds():  # held back in its own queue: hold this one too
                self.hold(marker)
                marker.waiting.append(self)
            self.submit(op)


class Gate(HostGate, Blocker):
    def __init__(self, held: HeldWork) -> None:
        self.held = held
        self.opened = False

    def holds(self) -> bool:
        return not self.opened

    def open(self) -> None:
        with LOCK:
            self.opened = True
            self.held.pump()


class HeldMarker(Blocker):
    """A marker that the runtime records only when its queue gets to it; call
    :meth:`recorded_now` right after recording it."""

    def __init__(self) -> None:
        self.recorded = threading.Event()
        self.waiting: list[HeldWork] = []  # queues holding work until this is recorded

    def holds(self) -> bool:
        return not self.recorded.is_set()

    def recorded_now(self) -> None:
        self.recorded.set()
        waiting, self.waiting = self.waiting, []
        for held in waiting:
            held.pump()
