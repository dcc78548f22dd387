"""Work held back behind host gates, in the queue's order, until the host opens them.

HIP could hold a stream itself (``hipStreamWaitValue32`` on a host flag, or a host function
that blocks), but both stall a *hardware* queue: ROCm maps streams onto a few hardware queues
(``GPU_MAX_HW_QUEUES``, 4 by default), so a blocked stream can stall unrelated streams, among
them the one whose marker the host is waiting for before it opens the gate: a deadlock. And
hip-python keeps the GIL inside blocking HIP calls, so a host function written in Python
cannot run while another thread waits in HIP.

So nothing that waits for the host is ever given to HIP. After ``gate()``, each later operation
of that queue is kept here, in order, and submitted when the gate opens. A marker made behind a
gate is recorded only then; a queue that waits for such a marker holds its own later work until
the marker is recorded. Everything HIP sees depends only on work that HIP already has, so every
blocking HIP call ends by itself. The Level Zero backend keeps the same discipline for the same
reason (SYCL has no user events).
"""

from __future__ import annotations

import collections
import logging
import threading
from collections.abc import Callable

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
