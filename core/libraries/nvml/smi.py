"""``zluda smi``: the devices as ``nvidia-smi`` shows GPUs, from the same answers that zluda's
libnvidia-ml.so.1 gives (:mod:`.devices`)."""

from __future__ import annotations

import datetime

from .devices import DEVICES, DRIVER_VERSION

WIDTH = 91


def _mib(value: int) -> str:
    return f"{value // (1 << 20)}MiB"


def render() -> list[str]:
    """The table's lines (nothing can fail: a device's missing counter reads N/A)."""
    if not DEVICES.init():
        return ["zluda smi: zluda's runtime found no backend (zluda info says why)"]
    try:
        rule = "+" + "-" * (WIDTH - 2) + "+"
        now = datetime.datetime.now().strftime("%a %b %d %H:%M:%S %Y")
        columns = (("#", 3), ("Name", 34), ("Bus-Id", 16), ("Memory-Usage", 18), ("Util", 4))
        lines = [now, rule,
                 f"| zluda smi   Driver Version: {DRIVER_VERSION}   CUDA Version: 13.0"
                 .ljust(WIDTH - 1) + "|",
                 "|" + "+".join("-" * (width + 2) for _, width in columns) + "|",
                 "|" + "|".join(f" {title:<{width}} " for title, width in columns) + "|",
                 "|" + "+".join("=" * (width + 2) for _, width in columns) + "|"]
        processes = []
        for device in DEVICES.all:
            total, _, used = device.memory()
            usage = device.utilization()
            util = "N/A" if usage is None else f"{usage[0]}%"
            memory = f"{_mib(used)} / {_mib(total)}"
            lines.append(f"| {device.index:<3} | {device.name[:34]:<34} | {device.bus_id:<16} |"
                         f" {memory:>18} | {util:>4} |")
            processes += [(device.index, pid, used) for pid, used in device.processes()]
        lines += [rule, "| Processes:".ljust(WIDTH - 1) + "|",
                  "|  GPU   PID      Process name".ljust(WIDTH - 20) + "GPU Memory Usage |"]
        if not processes:
            lines.append("|  No running processes found".ljust(WIDTH - 1) + "|")
        for index, pid, used in processes:
            try:
                with open(f"/proc/{pid}/cmdline", "rb") as f:
                    name = f.read().split(b"\0", 1)[0].decode(errors="replace")
            except OSError:
                name = "?"
            lines.append(f"|  {index:<5} {pid:<8} {name[:40]:<40}".ljust(WIDTH - 20) +
                         f"{_mib(used):>16} |")
        return lines + [rule]
    finally:
        DEVICES.shutdown()
