"""Large allocations of a CPU device ask Linux for transparent huge pages, as NumPy's arrays do
(``zluda.runtime.huge_pages``): checked in ``/proc/self/smaps``, where the advice shows as the
``hg`` flag of the mapping, on both backends' real CPU devices."""

from __future__ import annotations

import mmap

import numpy as np
import pytest
from zluda import driver as cuda
from zluda.runtime.huge_pages import HUGE_PAGE, MIN_BYTES, advise_huge_pages

from .helpers import check, download


def _flags(address: int) -> set[str]:
    """The VmFlags of the mapping that holds ``address``."""
    with open("/proc/self/smaps") as smaps:
        inside = False
        for line in smaps:
            head = line.split()[0]
            if "-" in head and ":" not in head:  # a mapping's first line: "start-end perms ..."
                start, end = (int(x, 16) for x in head.split("-"))
                inside = start <= address < end
            elif inside and head == "VmFlags:":
                return set(line.split()[1:])
    raise AssertionError(f"0x{address:x} is in no mapping")


def _takes_advice() -> bool:
    region = mmap.mmap(-1, 2 * MIN_BYTES)
    address = np.frombuffer(region, np.uint8).ctypes.data
    try:
        return advise_huge_pages(address, 2 * MIN_BYTES)
    finally:
        del address
        region.close()


pytestmark = pytest.mark.skipif(
    not _takes_advice(), reason="this kernel has no transparent huge pages (madvise refuses)")


def _first_whole_huge_page(address: int) -> int:
    return -(-address // HUGE_PAGE) * HUGE_PAGE


def test_the_advice_covers_the_huge_pages_that_a_range_holds_whole():
    region = mmap.mmap(-1, 3 * MIN_BYTES)
    view = np.frombuffer(region, np.uint8)
    address = view.ctypes.data
    try:
        assert "hg" not in _flags(address)
        assert advise_huge_pages(address + 4096, 2 * MIN_BYTES)
        inside = _first_whole_huge_page(address + 4096)
        assert "hg" in _flags(inside)
        assert "hg" not in _flags(address)  # the first, partial, huge page is left alone
        assert not advise_huge_pages(address + 2 * MIN_BYTES, MIN_BYTES - 1)  # too small
        assert "hg" not in _flags(address + 3 * MIN_BYTES - 4096)
    finally:
        del view
        region.close()


def test_a_large_allocation_of_the_cpu_device_has_huge_pages_and_keeps_its_bytes(backend):
    size = 16 << 20
    ptr = check(cuda, cuda.cuMemAlloc(size))
    try:
        assert "hg" in _flags(_first_whole_huge_page(int(ptr)))
        data = np.arange(size // 4, dtype=np.uint32)
        check(cuda, cuda.cuMemcpyHtoD(ptr, data, size))
        assert np.array_equal(download(cuda, ptr, size // 4, np.uint32), data)
    finally:
        check(cuda, cuda.cuMemFree(ptr))
