"""An environment variable set for the length of a benchmark section."""

from __future__ import annotations

import os
from collections.abc import Iterator
from contextlib import contextmanager


@contextmanager
def setting(name: str, value: str) -> Iterator[None]:
    """``name=value`` in ``os.environ`` inside the block; what it was before, after it."""
    previous = os.environ.get(name)
    os.environ[name] = value
    try:
        yield
    finally:
        if previous is None:
            del os.environ[name]
        else:
            os.environ[name] = previous
