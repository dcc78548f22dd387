"""A description of the machine, printed with every benchmark."""

from __future__ import annotations

import os
import platform


def describe() -> str:
    cpu = platform.processor() or platform.machine()
    try:
        with open("/proc/cpuinfo") as f:
            for line in f:
                if line.startswith("model name"):
                    cpu = line.split(":", 1)[1].strip()
                    break
    except OSError:
        pass
    try:
        mem = os.sysconf("SC_PAGE_SIZE") * os.sysconf("SC_PHYS_PAGES") / 2**30
    except (ValueError, OSError):
        mem = 0.0
    return (f"{cpu}, {os.cpu_count()} cores, {mem:.0f} GiB, Python {platform.python_version()},"
            f" {platform.system()} {platform.release()}")
