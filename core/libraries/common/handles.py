"""The values that a library's C handles hold (``cublasHandle_t``, ``curandGenerator_t``):
integers that name live Python objects, never their addresses, so that a wrong or stale
handle is caught (the library's NOT_INITIALIZED status) instead of read."""

from __future__ import annotations

import itertools
import threading
from collections.abc import Callable


class Handles:
    """Handle values -> objects. ``missing(message)`` is the library's error for a value that
    names no live object (NULL, never made, destroyed); ``what`` names the handles in it."""

    def __init__(self, first: int, what: str, missing: Callable[[str], Exception]) -> None:
        self._objects: dict[int, object] = {}
        self._values = itertools.count(first, 0x10)
        self._lock = threading.Lock()
        self._what, self._missing = what, missing

    def create(self, obj) -> int:
        with self._lock:
            value = next(self._values)
            self._objects[value] = obj
        return value

    def get(self, value: int):
        obj = self._objects.get(value)
        if obj is None:
            raise self._error(value)
        return obj

    def destroy(self, value: int):
        with self._lock:
            obj = self._objects.pop(value, None)
        if obj is None:
            raise self._error(value)
        return obj

    def _error(self, value: int) -> Exception:
        return self._missing(f"0x{value:x} is not a live {self._what}" if value
                             else f"the {self._what} is NULL")
