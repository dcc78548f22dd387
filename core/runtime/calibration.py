"""How a device computes f32: which ``.approx.f32`` functions it may compute with its own f32
math, and whether it flushes subnormals in its flush-to-zero mode.

The compiler computes ``ex2``, ``lg2``, ``rsqrt``, ``sin``, ``cos`` and ``tanh`` ``.approx.f32``
in f64 unless told that the device's f32 functions meet PTX's error bounds
(:mod:`zluda.ptx.accuracy`). This module finds out, once per device: it compiles the calibration
kernels for the backend's target with every function in f32, runs each over its samples, and
keeps the functions whose results are within the bounds. The answer is cached on disk with the
compile cache (keyed by the device's name and UUID, the target and the compiler's version), so a
process pays for the measurement (about 0.2 s) only the first time.

``ZLUDA_F32_APPROX=0`` skips the measurement: every function is computed in f64.

Where the target can leave ``.ftz`` to the device (``;ftz=device``, zluda.ptx's
``passes/device_flush.py``), a second measurement (:func:`flushes_on_device`, cached the same
way) runs :data:`FLUSH_PROBE_PTX`, plain f32 ``add``, ``mul`` and ``fma`` on subnormal operands
and with subnormal results, in a module loaded in the device's flush-to-zero mode, and asks for
``;ftz=device`` only if every result is the flushed one, sign included.
``ZLUDA_FTZ_ON_DEVICE=0`` keeps every flush in code.
"""

from __future__ import annotations

import logging
import os
import struct
from contextlib import contextmanager

import numpy as np

from .. import ptx
from ..ptx import accuracy, cache
from ..ptx.abi import hidden_scalars, launch_geometry
from ..ptx.errors import CompileError
from ..ptx.targets import get_target, with_f32_approx, with_options
from .backend import BackendError, Device

log = logging.getLogger("zluda")
BLOCK = 256


def enabled() -> bool:
    return switched_on("ZLUDA_F32_APPROX")


def compiler_target(device: Device) -> str:
    """The backend's compiler target, with the f32 functions that this device computes within
    PTX's bounds, and ``;ftz=device`` where the device flushes subnormals for the compiler."""
    target = _approx_target(device, device.compiler_target)
    if get_target(target).can_flush_on_device and switched_on("ZLUDA_FTZ_ON_DEVICE") \
            and flushes_on_device(device):
        target = with_options(target, ftz="device")
    return target


def switched_on(variable: str) -> bool:
    """Whether the environment leaves the switch ``variable`` on (its default): anything but
    0, off, no or false."""
    return os.environ.get(variable, "1").strip() not in ("0", "off", "no", "false")


def _approx_target(device: Device, base: str) -> str:
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
    with _loaded(device, compiled) as (module, queue, globals_block, allocations):
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


@contextmanager
def _loaded(device: Device, compiled, flush_subnormals: bool = False):
    """(module, queue, globals block, allocations): ``compiled`` loaded on ``device`` with a
    queue, a globals block and a list of allocations, all released after."""
    module = device.load_module(compiled.binary, flush_subnormals)
    queue = device.create_queue()
    allocations: list[int] = []
    try:
        globals_block = device.allocate(max(compiled.info.globals_size, 64), "device")
        allocations.append(globals_block)
        yield module, queue, globals_block, allocations
    finally:
        queue.finish()
        for address in allocations:
            device.free(address)
        queue.close()
        module.close()


def _run(device: Device, queue, kernel, flattened: bool, globals_block: int, x: np.ndarray,
         allocations: list[int], per_input: int = 1) -> np.ndarray:
    """``kernel(out, in, n)`` over ``x``, one thread per element, ``per_input`` f32 results
    each."""
    n = len(x)
    x = np.ascontiguousarray(x, np.float32)
    out = np.zeros(n * per_input, np.float32)
    src, dst = device.allocate(x.nbytes, "device"), device.allocate(out.nbytes, "device")
    allocations += [src, dst]
    queue.copy(src, x.ctypes.data, x.nbytes)
    grid, block = ((n + BLOCK - 1) // BLOCK, 1, 1), (BLOCK, 1, 1)
    global_size, local_size = launch_geometry(grid, block, flattened)
    queue.launch(kernel, global_size, local_size,
                 [struct.pack("<Q", dst), struct.pack("<Q", src), struct.pack("<I", n)],
                 globals_block, 0, hidden_scalars(block, 0))
    queue.copy(out.ctypes.data, dst, out.nbytes)
    queue.finish()
    return out


# -- the flush-to-zero mode ----------------------------------------------------------------------

# out[4i..4i+3] from x = in[i]: x * 2^100 (a subnormal operand), x * 2^-10 (a subnormal
# result), fma(x, 2^100, 2^-31) and x + 2^-126. Plain (not .ftz) instructions: the compiler
# flushes nothing, so what is flushed, the device flushed.
FLUSH_PROBE_PTX = """.version 7.0
.target sm_75
.address_size 64
.visible .entry flush_probe(.param .u64 out, .param .u64 in, .param .u32 n)
{
  .reg .pred %p; .reg .b32 %r<5>; .reg .b64 %rd<5>; .reg .f32 %f<5>;
  mov.u32 %r1, %ctaid.x; mov.u32 %r2, %ntid.x; mov.u32 %r3, %tid.x;
  mad.lo.u32 %r1, %r1, %r2, %r3; ld.param.u32 %r4, [n];
  setp.ge.u32 %p, %r1, %r4; @%p bra DONE;
  ld.param.u64 %rd1, [in]; ld.param.u64 %rd2, [out];
  mul.wide.u32 %rd3, %r1, 4; add.u64 %rd1, %rd1, %rd3;
  mul.wide.u32 %rd3, %r1, 16; add.u64 %rd2, %rd2, %rd3;
  ld.global.f32 %f0, [%rd1];
  mul.rn.f32 %f1, %f0, 0f71800000;
  mul.rn.f32 %f2, %f0, 0f3A800000;
  fma.rn.f32 %f3, %f0, 0f71800000, 0f30000000;
  add.rn.f32 %f4, %f0, 0f00800000;
  st.global.v4.f32 [%rd2], {%f1, %f2, %f3, %f4};
DONE:
  ret;
}
"""
FLUSH_PROBE_SAMPLES = np.array(
    [2.0**-130, -(2.0**-130), 2.0**-126, -(2.0**-126), 2.0**-149, -(2.0**-149), 1.0, -0.0,
     3e-39, -1.5 * 2.0**-126], np.float32)


def flushed_model(x: np.ndarray) -> np.ndarray:
    """What :data:`FLUSH_PROBE_PTX` gives where the device flushes (an array of 4 per input)."""
    def flush(v):
        v = np.asarray(v, np.float32)
        bits = v.view(np.uint32)
        return np.where(bits & 0x7F800000 == 0, (bits & 0x80000000).view(np.float32), v)

    f = flush(x).astype(np.float64)  # exact products and sums, then one rounding to f32
    results = [f * 2.0**100, f * 2.0**-10, f * 2.0**100 + 2.0**-31, f + 2.0**-126]
    return np.stack([flush(r.astype(np.float32)) for r in results], axis=1).reshape(-1)


def flushes_on_device(device: Device) -> bool:
    """Whether ``device``, loading a module in its flush-to-zero mode, flushes f32 subnormal
    operands and results of add, mul and fma to zeros of their sign (measured once, cached)."""
    k = cache.key(FLUSH_PROBE_PTX, device.compiler_target,
                  f"flush:{device.properties.name}:{device.properties.uuid.hex()}")
    known = cache.load(k) if cache.enabled() else None
    if isinstance(known, bool):
        return known
    try:
        compiled = ptx.compile_ptx(FLUSH_PROBE_PTX, device.compiler_target, "<flush probe>")
        got = run_flush_probe(device, compiled, flush_subnormals=True)
    except (BackendError, CompileError, OSError) as exc:
        log.warning("zluda: could not measure whether the device flushes subnormals (%s); .ftz"
                    " flushes in code", exc)
        return False
    want = flushed_model(FLUSH_PROBE_SAMPLES)
    flushes = bool(np.array_equal(got.view(np.uint32), want.view(np.uint32)))
    if not flushes:
        log.info("zluda: the device's flush-to-zero mode does not flush as .ftz does; .ftz"
                 " flushes in code")
    if cache.enabled():
        cache.store(k, flushes)
    return flushes


def run_flush_probe(device: Device, compiled, flush_subnormals: bool) -> np.ndarray:
    """:data:`FLUSH_PROBE_PTX`'s results on :data:`FLUSH_PROBE_SAMPLES` (``compiled`` for the
    device's target), the module loaded in the flush-to-zero mode or not."""
    with _loaded(device, compiled, flush_subnormals) as (module, queue, globals_block,
                                                           allocations):
        flattened = compiled.info.kernels["flush_probe"].flattened
        return _run(device, queue, module.kernel("flush_probe"), flattened, globals_block,
                    FLUSH_PROBE_SAMPLES, allocations, per_input=4)
