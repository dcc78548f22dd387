"""Transparent huge pages for large allocations of a device whose memory is the host's (a CPU).

NumPy asks Linux for huge pages (``madvise(MADV_HUGEPAGE)``) for every array of 4 MB or more; an
OpenCL or Level Zero runtime's allocations get none, so without this a kernel or a copy that
sweeps device memory misses the TLB every 4 KB where the same work on NumPy arrays does every
2 MB (``bench/RESULTS.md``, "Huge pages for device memory"). The advice covers the 2 MB pages that
an allocation holds whole, before its first touch; it is best effort, as NumPy's is: where the
kernel has no transparent huge pages, or refuses, nothing changes.
"""

from __future__ import annotations

import ctypes
import sys

HUGE_PAGE = 2 << 20
MIN_BYTES = 4 << 20  # NumPy's threshold
MADV_HUGEPAGE = 14  # <linux/mman.h>


def _madvise():
    if not sys.platform.startswith("linux"):
        return None
    try:
        madvise = ctypes.CDLL(None, use_errno=True).madvise
    except (OSError, AttributeError):
        return None
    madvise.argtypes = [ctypes.c_void_p, ctypes.c_size_t, ctypes.c_int]
    madvise.restype = ctypes.c_int
    return madvise


_MADVISE = _madvise()


def advise_huge_pages(address: int, size: int) -> bool:
    """Advise huge pages for ``[address, address + size)``, if it is large enough; whether the
    kernel took the advice."""
    if _MADVISE is None or size < MIN_BYTES:
        return False
    start = -(-address // HUGE_PAGE) * HUGE_PAGE
    end = (address + size) // HUGE_PAGE * HUGE_PAGE
    return end > start and _MADVISE(start, end - start, MADV_HUGEPAGE) == 0
