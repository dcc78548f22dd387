"""Copies and fills, with CUDA's rules for what memory each end of one may be.

Every end of a copy or a fill is checked against the address table before anything is enqueued,
so that a wrong pointer gets ``CUDA_ERROR_INVALID_VALUE`` and nothing is written:

- a **device** end (the device side of ``cuMemcpyHtoD``/``DtoH``/``DtoD``, every memset) must
  lie inside one allocation that the device can address: device, managed, page-locked host
  (``cuMemAllocHost``, ``cuMemHostAlloc``) or registered host memory (its device address).
  NULL, an address that was never allocated, a freed one, or a range that runs past its
  allocation's end is refused;
- a **host** end (the host side of ``HtoD``/``DtoH``) may be any host memory: pageable memory
  (unknown to the table, and not checkable) or an allocation of the table, range-checked. NULL is
  refused;
- a **unified** end (``cuMemcpy``, ``cuMemcpyAsync``, ``CU_MEMORYTYPE_UNIFIED`` in 2-D copies) is
  the allocation that contains it if there is one (range-checked), else pageable host memory:
  CUDA's unified addressing.

A copy that involves pageable host memory completes before the call returns, even when it is
asynchronous, as on CUDA. Such a copy, or a synchronous one, between memory that the host
reaches directly (all memory of a CPU device) is a memmove on the calling thread once the
stream is idle, and a synchronous fill of such memory the host's fill. A zero-byte copy or
fill does nothing and succeeds.
"""

from __future__ import annotations

import ctypes

from . import capture as capturing
from .errors import CudaError
from .hostmem import fill_host_memory
from .memory import ADDRESSES, Allocation
from .work import KIND, UPDATE, Work

DEVICE_END, HOST_END, UNIFIED_END = "device", "host", "unified"
memmove = ctypes.memmove


def resolve(address: int, size: int, end: str, what: str) -> Allocation | None:
    """The allocation that ``[address, address + size)`` lies in, or None for pageable host
    memory (allowed only at a host or unified end); ``CUDA_ERROR_INVALID_VALUE`` otherwise."""
    if address == 0:
        raise CudaError("CUDA_ERROR_INVALID_VALUE", f"{what} is NULL")
    allocation = ADDRESSES.check(address, size, what)
    if allocation is None and end == DEVICE_END:
        raise CudaError(
            "CUDA_ERROR_INVALID_VALUE",
            f"{what} 0x{address:x} is not device memory: it was never allocated, or it was freed",
        )
    return allocation


def copy(stream, dst: int, dst_end: str, src: int, src_end: str, size: int,
         asynchronous: bool) -> None:
    """Copy ``size`` bytes in ``stream``'s order. A synchronous copy returns when it is done; an
    asynchronous one too if either end is pageable host memory."""
    if src and dst and size > 0 and stream.capture is None and not capturing.ACTIVE:
        # The hot path: copy_2d's steps for one row, when the copy is done before the call
        # returns and the host reaches both ends. Any other copy, or one with an end that is
        # not allowed (for its error), takes copy_2d.
        source, destination = ADDRESSES.check_pair(src, dst, size, "the copy's source",
                                                   "the copy's destination")
        reached = stream.context.device.host_kinds
        if ((not asynchronous or source is None or destination is None)
                and (src_end != DEVICE_END if source is None else source.kind in reached)
                and (dst_end != DEVICE_END if destination is None
                     else destination.kind in reached)):
            stream.run_on_host(memmove, dst, src, size)
            return
    copy_2d(stream, dst, size, dst_end, src, size, src_end, size, 1, asynchronous)


def copy_2d(stream, dst: int, dst_pitch: int, dst_end: str, src: int, src_pitch: int,
            src_end: str, width: int, height: int, asynchronous: bool) -> None:
    """Copy ``height`` rows of ``width`` bytes between pitched ranges (the ends are their first
    bytes, offsets applied). In a capturing stream, an asynchronous copy becomes a graph node."""
    ends = check_2d(dst, dst_pitch, dst_end, src, src_pitch, src_end, width, height)
    if stream.capture is not None:
        _capture_copy(stream, (dst, dst_pitch, dst_end, src, src_pitch, src_end, width, height),
                      asynchronous)
        return
    if ends is None:
        return
    if capturing.ACTIVE and not asynchronous:
        capturing.check_unsafe_call("a synchronous copy")
    source, destination = ends
    waits = not asynchronous or destination is None or source is None  # None: pageable memory
    if waits and _host_reaches(stream, source, destination):
        _copy_on_host(stream, dst, dst_pitch, src, src_pitch, width, height)
        return

    def rows(q):
        for row in range(height):
            q.copy(dst + row * dst_pitch, src + row * src_pitch, width)

    stream.enqueue(rows)
    if waits:
        stream.queue.finish()


def check_2d(dst: int, dst_pitch: int, dst_end: str, src: int, src_pitch: int, src_end: str,
             width: int, height: int) -> tuple[Allocation | None, Allocation | None] | None:
    """Check a 2-D copy's ends: their allocations (None: pageable memory), or None for a copy of
    nothing."""
    if width < 0 or height < 0:
        raise CudaError("CUDA_ERROR_INVALID_VALUE", f"a copy of {height} rows of {width} bytes")
    if width > src_pitch or width > dst_pitch:
        raise CudaError("CUDA_ERROR_INVALID_VALUE",
                        f"WidthInBytes ({width}) is larger than a pitch ({src_pitch},"
                        f" {dst_pitch})")
    if width == 0 or height == 0:
        return None
    source = resolve(src, src_pitch * (height - 1) + width, src_end, "the copy's source")
    destination = resolve(dst, dst_pitch * (height - 1) + width, dst_end,
                          "the copy's destination")
    return source, destination


# CU_MEMORYTYPE of each kind of end, as a graph's memcpy node reports it
_MEMORY_TYPES = {HOST_END: 1, DEVICE_END: 2, UNIFIED_END: 4}


def _capture_copy(stream, copy: tuple, asynchronous: bool) -> None:
    """A copy given to a capturing stream: a memcpy node (CUDA_MEMCPY3D's fields, one slice)."""
    if not asynchronous:
        capturing.check_not_capturing(stream, "a synchronous copy")
    dst, dst_pitch, dst_end, src, src_pitch, src_end, width, height = copy
    fields = {"WidthInBytes": width, "Height": height, "Depth": 1}
    for side, address, pitch, end in (("src", src, src_pitch, src_end),
                                      ("dst", dst, dst_pitch, dst_end)):
        kind = _MEMORY_TYPES[end]
        fields.update({side + "MemoryType": kind, side + "Pitch": pitch, side + "Height": height,
                       side + ("Host" if kind == 1 else "Device"): address})
    stream.capture.add(stream, CopyWork(fields, [copy], stream.context))


def _host_reaches(stream, *ends: Allocation | None) -> bool:
    """Whether the host can read and write both ends of a copy at their addresses (pageable
    memory, or memory of a kind that the device shares with the host: all of it on CPUs)."""
    reached = stream.context.device.host_kinds
    return all(end is None or end.kind in reached for end in ends)


def _copy_on_host(stream, dst: int, dst_pitch: int, src: int, src_pitch: int, width: int,
                  height: int) -> None:
    """A copy that finishes before the call returns and that the host can do itself: a
    memmove on the calling thread in the stream's order, which costs a fraction of an
    enqueued copy and a wait (the runtime's copy runs on a worker thread, away from the
    caller's cache)."""
    if dst_pitch == src_pitch == width:
        stream.run_on_host(memmove, dst, src, width * height)
    else:
        stream.run_on_host(_memmove_rows, dst, dst_pitch, src, src_pitch, width, height)


def _memmove_rows(dst: int, dst_pitch: int, src: int, src_pitch: int, width: int,
                  height: int) -> None:
    for row in range(height):
        memmove(dst + row * dst_pitch, src + row * src_pitch, width)


def fill(stream, dst: int, pattern: bytes, count: int, asynchronous: bool) -> None:
    """Write ``count`` copies of ``pattern`` (1, 2 or 4 bytes) at device address ``dst``."""
    fill_2d(stream, dst, count * len(pattern), pattern, count, 1, asynchronous)


def fill_2d(stream, dst: int, pitch: int, pattern: bytes, width: int, height: int,
            asynchronous: bool) -> None:
    """``height`` rows of ``width`` copies of ``pattern``, ``pitch`` bytes apart. In a capturing
    stream, an asynchronous fill becomes a graph node. A synchronous fill of memory that the
    host reaches is the host's, in the stream's order, as a synchronous copy is."""
    allocation = check_fill(dst, pitch, len(pattern), width, height)
    if stream.capture is not None:
        if not asynchronous:
            capturing.check_not_capturing(stream, "a synchronous memset")
        stream.capture.add(stream, MemsetWork(dst, pitch, int.from_bytes(pattern, "little"),
                                              len(pattern), width, height, stream.context))
        return
    if capturing.ACTIVE and not asynchronous:
        capturing.check_unsafe_call("a synchronous memset")
    if allocation is not None and not asynchronous \
            and allocation.kind in stream.context.device.host_kinds:
        stream.run_on_host(fill_host_memory, dst, pitch, pattern, width, height)
        return
    if width and height:

        def rows(q):
            for row in range(height):
                q.fill(dst + row * pitch, pattern, width)

        stream.enqueue(rows)
    if not asynchronous:
        stream.queue.finish()


def check_fill(dst: int, pitch: int, element: int, width: int,
               height: int) -> Allocation | None:
    """Check a fill of ``height`` rows of ``width`` elements of ``element`` bytes: the
    allocation it writes, or None for a fill of nothing."""
    what = "the memset"
    if width < 0 or height < 0:
        raise CudaError("CUDA_ERROR_INVALID_VALUE", f"{what} of {width}x{height} elements")
    if height and width * element > pitch:
        raise CudaError("CUDA_ERROR_INVALID_VALUE",
                        f"the width ({width * element} bytes) is larger than the pitch"
                        f" ({pitch})")
    if not width or not height:
        return None
    allocation = resolve(dst, pitch * (height - 1) + width * element, DEVICE_END, what)
    if dst % element or (height > 1 and pitch % element):
        raise CudaError("CUDA_ERROR_INVALID_VALUE",
                        f"{what} at 0x{dst:x} (pitch {pitch}) is not aligned to its"
                        f" {element}-byte elements")
    return allocation


# -- copies and memsets as the work of graph nodes (captured, or added by cuGraphAdd*Node) --


class CopyWork(Work):
    """A copy, as a CUDA_MEMCPY3D (``fields``) and the 2-D copies it makes (``slices``: the
    arguments of :func:`zluda.runtime.transfers.copy_2d` after the stream), checked when the
    node was made."""

    kind = KIND.CU_GRAPH_NODE_TYPE_MEMCPY

    def __init__(self, fields: dict, slices: list[tuple], context) -> None:
        self.fields = fields
        self.slices = slices
        self.context = context

    def enqueue(self, stream) -> None:
        for s in self.slices:
            copy_2d(stream, *s, asynchronous=True)

    def one_dimensional(self) -> bool:
        return self.fields.get("Height", 1) <= 1 and self.fields.get("Depth", 1) <= 1

    def update_problem(self, other: Work) -> int | None:
        if other.fields == self.fields:
            return None
        if other.context is not self.context or not (
                self.one_dimensional() and other.one_dimensional()):
            return UPDATE.CU_GRAPH_EXEC_UPDATE_ERROR_PARAMETERS_CHANGED
        return None

    def params(self, handle) -> dict:
        return dict(self.fields)


class MemsetWork(Work):
    """A memset: CUDA_MEMSET_NODE_PARAMS' fields, checked when the node was made."""

    kind = KIND.CU_GRAPH_NODE_TYPE_MEMSET

    def __init__(self, dst: int, pitch: int, value: int, element_size: int, width: int,
                 height: int, context) -> None:
        self.dst, self.pitch, self.value = dst, pitch, value
        self.element_size, self.width, self.height = element_size, width, height
        self.context = context
        self.pattern = (value & ((1 << (8 * element_size)) - 1)).to_bytes(element_size, "little")

    def enqueue(self, stream) -> None:
        fill_2d(stream, self.dst, self.pitch, self.pattern, self.width, self.height,
                          asynchronous=True)

    def update_problem(self, other: Work) -> int | None:
        if other.params(None) == self.params(None):
            return None
        if other.context is not self.context or self.height > 1 or other.height > 1 \
                or other.element_size != self.element_size:
            return UPDATE.CU_GRAPH_EXEC_UPDATE_ERROR_PARAMETERS_CHANGED
        return None

    def params(self, handle) -> dict:
        return {"dst": self.dst, "pitch": self.pitch, "value": self.value,
                "elementSize": self.element_size, "width": self.width, "height": self.height}
