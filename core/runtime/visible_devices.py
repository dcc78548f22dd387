"""``CUDA_VISIBLE_DEVICES``: which of the backend's devices a CUDA program sees, in what order.

As NVIDIA's driver reads it (CUDA C++ Programming Guide, "CUDA Environment Variables"): unset,
every device in the backend's order; else a comma-separated sequence of device indices or UUIDs
as NVML and ``nvidia-smi -L`` write them (``GPU-8932f937-d72c-...``, or enough of its first
characters to name one device), and the devices named are visible in the order named. The first
entry that names no device (``-1``, an index past the last, a UUID no device has or more than one
has, ``MIG-...`` instances, which zluda's devices do not have) ends the sequence: the devices
named before it stay visible. A device named a second time ends it too. An empty value hides
every device (``cuInit`` then answers ``CUDA_ERROR_NO_DEVICE``).
"""

from __future__ import annotations

import os

VARIABLE = "CUDA_VISIBLE_DEVICES"


def uuid_text(uuid: bytes) -> str:
    """A device UUID as NVML writes it: ``GPU-`` and the 16 bytes in 8-4-4-4-12 hex groups."""
    raw = bytes(uuid)[:16].ljust(16, b"\0").hex()
    return f"GPU-{raw[:8]}-{raw[8:12]}-{raw[12:16]}-{raw[16:20]}-{raw[20:]}"


def visible_order(uuids: list[bytes], value: str | None = None) -> list[int]:
    """The indices of the visible devices among those with ``uuids``, in CUDA's order, for the
    variable's ``value`` (default: the environment's)."""
    if value is None:
        value = os.environ.get(VARIABLE)
    if value is None:
        return list(range(len(uuids)))
    texts = [uuid_text(u).lower() for u in uuids]
    order: list[int] = []
    for entry in value.split(","):
        index = _named(entry.strip(), texts)
        if index is None or index in order:
            break
        order.append(index)
    return order


def _named(entry: str, texts: list[str]) -> int | None:
    if entry.isdigit():
        index = int(entry)
        return index if index < len(texts) else None
    if entry.lower().startswith("gpu-") and len(entry) > 4:
        matches = [i for i, text in enumerate(texts) if text.startswith(entry.lower())]
        return matches[0] if len(matches) == 1 else None
    return None
