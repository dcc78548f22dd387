"""``zluda info``: each backend, whether it is usable (and why not), and each device."""

from __future__ import annotations

from .runtime.attributes import device_attributes
from .runtime.backend import BackendUnavailable
from .runtime.plugins import AUTO_ORDER, all_backends, requested_backend


def backend_report() -> list[dict]:
    """One entry per known backend: name, usable, reason, devices, unusable devices."""
    backends = all_backends()
    report = []
    for name in [*AUTO_ORDER, *sorted(set(backends) - set(AUTO_ORDER))]:
        entry = {"name": name, "usable": False, "reason": "", "devices": [], "unusable": []}
        backend = backends.get(name)
        if backend is None:
            entry["reason"] = "no plugin installed for this backend"
            report.append(entry)
            continue
        try:
            devices = backend.devices()
            entry["usable"] = bool(devices)
            entry["devices"] = devices
        except BackendUnavailable as exc:
            entry["reason"] = exc.reason + (f"; to fix: {exc.hint}" if exc.hint else "")
        entry["unusable"] = backend.describe_unusable()
        report.append(entry)
    return report


def print_info() -> int:
    from .runtime.context import CudaDevice
    from .runtime.module import compute_capability

    major, minor = compute_capability()
    print(f"ZLUDA_BACKEND={requested_backend()}; reported compute capability {major}.{minor}")
    for entry in backend_report():
        state = "usable" if entry["usable"] else "unusable"
        print(f"\n{entry['name']}: {state}" + (f": {entry['reason']}" if entry["reason"] else ""))
        for i, device in enumerate(entry["devices"]):
            cuda_device = CudaDevice(i, device, entry["name"])
            attrs = device_attributes(cuda_device)
            p = cuda_device.properties
            print(f"  device {i}: {cuda_device.name}")
            print(f"    memory {p.total_memory / 2**30:.1f} GiB, {p.multiprocessors} compute units,"
                  f" max {p.max_threads_per_block} threads/block,"
                  f" {p.max_shared_per_block // 1024} KiB shared/block, warp size {attrs[10]},"
                  f" compiler target {device.compiler_target}")
            if p.extra:  # what the backend knows beyond CUDA's properties (for bug reports)
                print("    " + ", ".join(f"{k} {v}" for k, v in p.extra.items()))
        for name, reason in entry["unusable"]:
            print(f"  unusable device: {name}: {reason}")
    return 0
