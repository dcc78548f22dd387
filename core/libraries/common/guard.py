"""The one rule of every function that C calls into Python: no exception crosses into C."""

from __future__ import annotations

import logging
import traceback

log = logging.getLogger("zluda")


def guarded(fn, failure):
    """``fn`` with any exception logged and answered by ``failure(exc)``, the C function's
    error value, instead of raised into the C caller."""

    def call(*args):
        try:
            return fn(*args)
        except Exception as exc:  # noqa: BLE001 - nothing may cross into the C caller
            log.debug("%s", traceback.format_exc())
            return failure(exc)

    return call
