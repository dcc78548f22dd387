"""Which ``.approx.f32`` functions a device may compute with its own f32 math.

The compiler computes ``ex2``, ``lg2``, ``rsqrt``, ``sin``, ``cos`` and ``tanh`` ``.approx.f32``
in f64 unless told that the device's f32 functions meet PTX's error bounds
(:mod:`zluda.ptx.accuracy`). This module finds out, once per device: it compiles the calibration
kernels for the backend's target with every function in f32, runs each over its samples, and
keeps the functions whose results are within the bounds. The answer is cached on disk with the
compile cache (keyed by the device's name and UUID, the target and the compiler's version), so a
process pays for the measurement (about 0.2 s) only the first time.

``ZLUDA_F32_APPROX=0`` skips the measurement: every function is computed in f64.
"""

from __future__ import annotations

import logging
import os
import struct

import numpy as np

from .. import ptx
from ..ptx import accuracy, cache
from ..ptx.abi import hidden_scalars, launch_geometry
from ..ptx.errors import CompileError
from ..ptx.targets import get_target, with_f32_approx
from .backend import BackendError, Device

log = logging.getLogger("zluda")
BLOCK = 256


def enabled() -> bool:
    return os.environ.get("ZLUDA_F32_APPROX", "1").strip() not in ("0", "off", "no", "false")


def compiler_target(device: Device) -> str:
    """The backend's compiler target, with the f32 functions that this device computes within
    PTX's bounds."""
    base = device.compiler_target
    candidates = get_target(base).f32_approx_candidates
    if not candidates or not enabled():
        return base
    k = cache.key(accuracy.calibration_ptx(), with_f32_approx(base, candidates),
                  f"calibration:{device.properties.name}:{device.properties.uuid.hex()}")
    known = cache.load(k) if cache.enabled() else None
    if not isinstance(known, frozenset):
        try:
            known = frozenset(measure(device, with_f32_approx(base, candidates)))
        except (BackendError, CompileError, OSError) as exc:
            log.warning("zluda: could not measure the device's f32 math functions (%s); the"
                        " .approx functions are computed in f64", exc)
            return base
        if cache.enabled():
            cache.store(k, known)
    return with_f32_approx(base, known)


def measure(device: Device, target: str) -> list[str]:
    """The functions of ``target``'s f32 set whose results on ``device`` meet PTX's bounds."""
    # ptx.compile_ptx, not imported at the top: the compiler loads only when it is needed
    compiled = ptx.compile_ptx(accuracy.calibration_ptx(), target, "<calibration>")
    module = device.load_module(compiled.binary)
    queue = device.create_queue()
    allocations: list[int] = []
    try:
        globals_block = device.allocate(max(compiled.info.globals_size, 64), "device")
        allocations.append(globals_block)
        passed = []
        for name in sorted(get_target(target).f32_approx):
            x = accuracy.samples(name)
            flattened = compiled.info.kernels[name].flattened
            got = _run(device, queue, module.kernel(name), flattened, globals_block, x,
                       allocations)
            if accuracy.within_bounds(name, x, got):
                passed.append(name)
            else:
                log.info("zluda: the device's f32 %s is outside PTX's bounds for %s.approx.f32;"
                         " it is computed in f64", name, name)
        return passed
    finally:
        queue.finish()
        for address in allocations:
            device.free(address)
        queue.close()
        module.close()


def _run(device: Device, queue, kernel, flattened: bool, globals_block: int, x: np.ndarray,
         allocations: list[int]) -> np.ndarray:
    n = len(x)
    x = np.ascontiguousarray(x, np.float32)
    out = np.zeros_like(x)
    src, dst = device.allocate(x.nbytes, "device"), device.allocate(x.nbytes, "device")
    allocations += [src, dst]
    queue.copy(src, x.ctypes.data, x.nbytes)
    grid, block = ((n + BLOCK - 1) // BLOCK, 1, 1), (BLOCK, 1, 1)
    global_size, local_size = launch_geometry(grid, block, flattened)
    queue.launch(kernel, global_size, local_size,
                 [struct.pack("<Q", dst), struct.pack("<Q", src), struct.pack("<I", n)],
                 globals_block, 0, hidden_scalars(block, 0))
    queue.copy(out.ctypes.data, dst, x.nbytes)
    queue.finish()
    return out
