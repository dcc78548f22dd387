"""Backend conformance: the backend interface (``zluda.runtime.backend``), on a real device.

Each backend's test module defines a module-scoped ``device`` fixture (a backend ``Device``)
and imports these tests (``from tests.backends.conformance import *``), so every backend is held
to the same contract: allocation kinds, copies and fills at odd sizes and offsets, markers and
their times, waits across queues, host gates, module loading and launches (the compiler's ABI:
scalars, a by-value struct, the globals block, shared memory, the dynamic shared size) and the
errors of a bad binary and a missing kernel.

Results are read back through the queue, or, for host-accessible memory, straight from the host.
"""

from __future__ import annotations

import ctypes
import math
import struct
import threading
import time

import numpy as np
import pytest
from zluda.ptx import compile_ptx
from zluda.ptx.abi import hidden_scalars, launch_geometry
from zluda.runtime.backend import BackendError

__all__ = [
    "test_allocation_kinds", "test_allocation_alignment", "test_copies_at_odd_sizes_and_offsets",
    "test_fills",
    "test_markers_and_elapsed_time", "test_wait_for_a_marker_of_another_queue",
    "test_gate_holds_its_queue", "test_gate_holds_a_queue_that_waits_on_it",
    "test_gates_open_in_queue_order", "test_finish_waits_for_a_gate_opened_elsewhere",
    "test_launch_geometry_and_arguments", "test_launch_shared_memory", "test_held_back_launch",
    "test_registered_host_memory", "test_bad_binary", "test_missing_kernel",
    "test_flush_to_zero_mode",
]

KINDS = ("device", "host", "managed")

PROBE_PTX = """
.version 7.0
.target sm_75
.address_size 64

.visible .entry probe(
    .param .u64 probe_out,
    .param .u32 probe_k,
    .param .align 8 .b8 probe_s[16]
)
{
    .reg .b32 %r<32>;
    .reg .b64 %rd<8>;

    ld.param.u64 %rd1, [probe_out];
    ld.param.u32 %r1, [probe_k];
    ld.param.u32 %r2, [probe_s];
    ld.param.u64 %rd2, [probe_s+8];
    cvta.to.global.u64 %rd1, %rd1;
    mov.u32 %r3, %tid.x;
    mov.u32 %r4, %tid.y;
    mov.u32 %r5, %tid.z;
    mov.u32 %r6, %ctaid.x;
    mov.u32 %r7, %ctaid.y;
    mov.u32 %r8, %ctaid.z;
    mov.u32 %r9, %ntid.x;
    mov.u32 %r10, %ntid.y;
    mov.u32 %r11, %ntid.z;
    mov.u32 %r12, %nctaid.x;
    mov.u32 %r13, %nctaid.y;
    mad.lo.u32 %r14, %r13, %r8, %r7;
    mad.lo.u32 %r14, %r12, %r14, %r6;
    mad.lo.u32 %r15, %r10, %r5, %r4;
    mad.lo.u32 %r15, %r9, %r15, %r3;
    mul.lo.u32 %r16, %r9, %r10;
    mul.lo.u32 %r16, %r16, %r11;
    mad.lo.u32 %r17, %r14, %r16, %r15;
    mul.wide.u32 %rd3, %r17, 32;
    add.s64 %rd4, %rd1, %rd3;
    add.u32 %r18, %r1, %r2;
    cvt.u32.u64 %r19, %rd2;
    shr.u64 %rd5, %rd2, 32;
    cvt.u32.u64 %r20, %rd5;
    xor.b32 %r21, %r19, %r20;
    st.global.u32 [%rd4], %r3;
    st.global.u32 [%rd4+4], %r4;
    st.global.u32 [%rd4+8], %r5;
    st.global.u32 [%rd4+12], %r6;
    st.global.u32 [%rd4+16], %r7;
    st.global.u32 [%rd4+20], %r8;
    st.global.u32 [%rd4+24], %r18;
    st.global.u32 [%rd4+28], %r21;
    ret;
}
"""

SHARED_PTX = """
.version 7.0
.target sm_75
.address_size 64

.extern .shared .align 4 .b8 dyn[];

.visible .entry reverse(
    .param .u64 reverse_out,
    .param .u64 reverse_size
)
{
    .reg .b32 %r<16>;
    .reg .b64 %rd<16>;
    .shared .align 4 .b8 stat[16];

    ld.param.u64 %rd1, [reverse_out];
    ld.param.u64 %rd2, [reverse_size];
    cvta.to.global.u64 %rd1, %rd1;
    cvta.to.global.u64 %rd2, %rd2;
    mov.u32 %r1, %tid.x;
    mov.u32 %r2, %ntid.x;
    mov.u32 %r3, %ctaid.x;
    mad.lo.u32 %r4, %r3, 1000, %r1;
    mul.wide.u32 %rd3, %r1, 4;
    mov.u64 %rd4, dyn;
    add.s64 %rd5, %rd4, %rd3;
    st.shared.u32 [%rd5], %r4;
    st.shared.u32 [stat], %r2;
    bar.sync 0;
    sub.u32 %r5, %r2, %r1;
    sub.u32 %r5, %r5, 1;
    mul.wide.u32 %rd6, %r5, 4;
    add.s64 %rd7, %rd4, %rd6;
    ld.shared.u32 %r6, [%rd7];
    ld.shared.u32 %r7, [stat];
    add.u32 %r6, %r6, %r7;
    mad.lo.u32 %r8, %r3, %r2, %r1;
    mul.wide.u32 %rd8, %r8, 4;
    add.s64 %rd9, %rd1, %rd8;
    st.global.u32 [%rd9], %r6;
    mov.u32 %r9, %dynamic_smem_size;
    st.global.u32 [%rd2], %r9;
    ret;
}
"""


# -- helpers -----------------------------------------------------------------------------------


def _read(queue, address: int, size: int) -> bytes:
    buf = ctypes.create_string_buffer(size)
    queue.copy(ctypes.addressof(buf), address, size)
    queue.finish()
    return buf.raw


def _write(queue, address: int, data: bytes) -> None:
    buf = ctypes.create_string_buffer(data, len(data))
    queue.copy(address, ctypes.addressof(buf), len(data))
    queue.finish()


def _launch(queue, kernel, grid, block, params, globals_block, info, dynamic=0):
    """Launch as the core does (:mod:`zluda.ptx.abi`: the NDRange, the hidden scalars)."""
    global_size, local_size = launch_geometry(grid, block, info.flattened)
    queue.launch(kernel, global_size, local_size, params, globals_block,
                 info.static_shared + dynamic, hidden_scalars(block, dynamic))


def _random(n: int, seed: int = 0) -> bytes:
    return np.random.default_rng(seed).integers(0, 256, n, dtype=np.uint8).tobytes()


# -- memory ------------------------------------------------------------------------------------


@pytest.mark.parametrize("kind", KINDS)
def test_allocation_kinds(device, queue, alloc, kind):
    sizes = (1, 3, 4096 + 5)
    addresses = [alloc(size, kind) for size in sizes]
    assert len(set(addresses)) == len(sizes)
    for address, size in zip(addresses, sizes, strict=True):
        assert address
        data = _random(size, size)
        _write(queue, address, data)
        assert _read(queue, address, size) == data
        if device.host_accessible(kind):
            assert ctypes.string_at(address, size) == data
    if kind in ("host", "managed"):
        assert device.host_accessible(kind)
        ctypes.memmove(addresses[2], b"host wrote this", 15)
        assert _read(queue, addresses[2], 15) == b"host wrote this"


def test_allocation_alignment(device, alloc):
    """cuMemAlloc's pointers are aligned to at least 512 bytes (the texture alignment), and
    so are host allocations."""
    for kind in KINDS:
        addresses = [alloc(size, kind) for size in (1, 100, 300, 5000) for _ in range(4)]
        assert all(a % 512 == 0 for a in addresses), (kind, [hex(a) for a in addresses])


def test_copies_at_odd_sizes_and_offsets(queue, alloc):
    size = 4096
    src, dst = alloc(size), alloc(size)
    source = _random(size, 1)
    model = bytearray(_random(size, 2))
    _write(queue, src, source)
    _write(queue, dst, bytes(model))
    for s, d, n in ((0, 0, 1), (1, 3, 7), (5, 77, 1001), (3, 0, 4093), (4095, 4095, 1), (9, 9, 0)):
        queue.copy(dst + d, src + s, n)
        model[d : d + n] = source[s : s + n]
    assert _read(queue, dst, size) == bytes(model)
    # host to device and device to host at odd offsets
    host = ctypes.create_string_buffer(b"0123456789abcdef")
    queue.copy(dst + 2049, ctypes.addressof(host) + 3, 11)
    model[2049:2060] = b"3456789abcd"
    assert _read(queue, dst + 2047, 15) == bytes(model[2047:2062])


def test_fills(queue, alloc):
    size = 1024
    dst = alloc(size)
    model = bytearray(b"\xab" * size)
    _write(queue, dst, bytes(model))
    fills = ((3, b"\x11", 5), (10, b"\x01\x02", 7), (100, b"\xde\xad\xbe\xef", 33),
             (512, b"\x0f\x0e\x0d\x0c", 1), (999, b"\x77", 25), (600, b"\x55\x66", 0))
    for offset, pattern, count in fills:
        queue.fill(dst + offset, pattern, count)
        model[offset : offset + len(pattern) * count] = pattern * count
    assert _read(queue, dst, size) == bytes(model)


# -- markers, waits and gates --------------------------------------------------------------------


def test_markers_and_elapsed_time(queue, alloc):
    size = 1 << 20
    a, b = alloc(size), alloc(size)
    start = queue.marker()
    queue.fill(a, b"\x01\x02\x03\x04", size // 4)
    queue.copy(b, a, size)
    end = queue.marker()
    end.wait()
    assert start.query() and end.query()
    forward = start.elapsed_ms(end)
    assert math.isfinite(forward) and forward >= 0
    assert end.elapsed_ms(start) == -forward
    assert _read(queue, b + size - 4, 4) == b"\x01\x02\x03\x04"


def test_wait_for_a_marker_of_another_queue(device, alloc):
    qa, qb = device.create_queue(), device.create_queue()
    try:
        size = 1 << 16
        a, b = alloc(size), alloc(size)
        data = _random(size, 3)
        host = ctypes.create_string_buffer(data, size)
        qa.copy(a, ctypes.addressof(host), size)
        done = qa.marker(timing=False)
        qb.wait(done)
        qb.copy(b, a, size)
        assert _read(qb, b, size) == data
    finally:
        qa.close()
        qb.close()


def test_gate_holds_its_queue(queue, alloc):
    out = alloc(64, "host")
    _write(queue, out, bytes(64))
    gate = queue.gate()
    queue.fill(out, b"\x5a", 64)
    marker = queue.marker()
    assert not marker.query()
    assert ctypes.string_at(out, 64) == bytes(64)  # held back: the gate is closed
    gate.open()
    marker.wait()
    assert marker.query()
    assert ctypes.string_at(out, 64) == b"\x5a" * 64


def test_gate_holds_a_queue_that_waits_on_it(device, alloc):
    qa, qb = device.create_queue(), device.create_queue()
    try:
        a, b = alloc(256), alloc(256, "host")
        _write(qb, b, bytes(256))
        gate = qa.gate()
        qa.fill(a, b"\x07", 256)
        marker_a = qa.marker(timing=False)
        qb.wait(marker_a)
        qb.copy(b, a, 256)
        marker_b = qb.marker()
        assert not marker_a.query() and not marker_b.query()
        assert ctypes.string_at(b, 256) == bytes(256)
        gate.open()
        qb.finish()
        assert marker_a.query() and marker_b.query()
        assert ctypes.string_at(b, 256) == b"\x07" * 256
    finally:
        qa.close()
        qb.close()


def test_gates_open_in_queue_order(queue, alloc):
    out = alloc(8, "host")
    _write(queue, out, bytes(8))
    first = queue.gate()
    queue.fill(out, b"\x01", 4)
    second = queue.gate()
    queue.fill(out + 4, b"\x02", 4)
    end = queue.marker()
    second.open()
    assert not end.query()
    assert ctypes.string_at(out, 8) == bytes(8)  # the first gate still holds everything
    first.open()
    end.wait()
    assert ctypes.string_at(out, 8) == b"\x01" * 4 + b"\x02" * 4


def test_finish_waits_for_a_gate_opened_elsewhere(queue, alloc):
    out = alloc(16, "host")
    _write(queue, out, bytes(16))
    gate = queue.gate()
    queue.fill(out, b"\x33\x44", 8)
    opener = threading.Thread(target=lambda: (time.sleep(0.05), gate.open()))
    opener.start()
    queue.finish()
    opener.join()
    assert ctypes.string_at(out, 16) == b"\x33\x44" * 8


# -- modules and launches --------------------------------------------------------------------------


def _probe_expected(grid, block, k, a, b):
    rows = []
    for bz in range(grid[2]):
        for by in range(grid[1]):
            for bx in range(grid[0]):
                for tz in range(block[2]):
                    for ty in range(block[1]):
                        for tx in range(block[0]):
                            rows.append((tx, ty, tz, bx, by, bz, (k + a) & 0xFFFFFFFF,
                                         (b & 0xFFFFFFFF) ^ (b >> 32)))
    return np.array(rows, np.uint32)


def _launch_probe(queue, probe, out, globals_block, grid, block, k, a, b):
    kernel, info = probe
    assert [p.size for p in info.params] == [8, 4, 16]
    params = [struct.pack("<Q", out), struct.pack("<I", k), struct.pack("<IIQ", a, 0, b)]
    _launch(queue, kernel, grid, block, params, globals_block, info)


@pytest.mark.parametrize("grid, block", [((3, 1, 1), (32, 1, 1)), ((2, 3, 2), (4, 2, 2)),
                                          ((1, 2, 3), (8, 4, 1))])
def test_launch_geometry_and_arguments(queue, alloc, probe, grid, block):
    count = math.prod(grid) * math.prod(block)
    out, globals_block = alloc(count * 32), alloc(256)
    k, a, b = 40, 2, 0x1234_5678_9ABC_DEF0
    _launch_probe(queue, probe, out, globals_block, grid, block, k, a, b)
    got = np.frombuffer(_read(queue, out, count * 32), np.uint32).reshape(count, 8)
    np.testing.assert_array_equal(got, _probe_expected(grid, block, k, a, b))


def test_launch_shared_memory(queue, alloc, reverse):
    kernel, info = reverse
    assert info.static_shared >= 4
    grid, n = 3, 64
    out, size_out, globals_block = alloc(grid * n * 4), alloc(4), alloc(256)
    dynamic = n * 4 + 12
    params = [struct.pack("<Q", out), struct.pack("<Q", size_out)]
    _launch(queue, kernel, (grid, 1, 1), (n, 1, 1), params, globals_block, info,
            dynamic)
    got = np.frombuffer(_read(queue, out, grid * n * 4), np.uint32).reshape(grid, n)
    blocks = np.arange(grid)[:, None]
    expected = blocks * 1000 + (n - 1 - np.arange(n))[None, :] + n
    np.testing.assert_array_equal(got, expected)
    assert struct.unpack("<I", _read(queue, size_out, 4))[0] == dynamic


def test_held_back_launch(queue, alloc, probe):
    grid, block = (2, 1, 1), (16, 1, 1)
    out, globals_block = alloc(32 * 32, "host"), alloc(256)
    _write(queue, out, bytes(32 * 32))
    gate = queue.gate()
    _launch_probe(queue, probe, out, globals_block, grid, block, 1, 2, 3)
    end = queue.marker()
    assert not end.query()
    assert ctypes.string_at(out, 32 * 32) == bytes(32 * 32)
    gate.open()
    end.wait()
    got = np.frombuffer(ctypes.string_at(out, 32 * 32), np.uint32).reshape(32, 8)
    np.testing.assert_array_equal(got, _probe_expected(grid, block, 1, 2, 3))


def test_registered_host_memory(device, queue, alloc, probe):
    host = np.zeros((16, 8), np.uint32)
    try:
        address = device.register_host(host.ctypes.data, host.nbytes)
    except BackendError as exc:
        assert exc.result == "CUDA_ERROR_NOT_SUPPORTED"
        pytest.skip(f"the device cannot use host memory: {exc}")
    try:
        _launch_probe(queue, probe, address, alloc(256), (2, 1, 1), (8, 1, 1), 5, 6, 7)
        queue.finish()
        np.testing.assert_array_equal(host, _probe_expected((2, 1, 1), (8, 1, 1), 5, 6, 7))
        queue.fill(address, b"\x09\x00\x00\x00", 3)
        queue.finish()
        assert list(host[0, :4]) == [9, 9, 9, 0]
    finally:
        device.unregister_host(address)


# A SPIR-V header, then one OpCapability Addresses: well formed, but no module (no memory model).
INCOMPLETE_SPIRV = struct.pack("<7I", 0x07230203, 0x00010000, 0, 2, 0, 2 << 16 | 17, 4)


def test_bad_binary(device):
    with pytest.raises(BackendError) as info:
        device.load_module(INCOMPLETE_SPIRV)
    assert info.value.result == "CUDA_ERROR_INVALID_IMAGE"


def test_missing_kernel(device):
    compiled = compile_ptx(PROBE_PTX, device.compiler_target, "probe")
    module = device.load_module(compiled.binary)
    with pytest.raises(BackendError) as info:
        module.kernel("no_such_kernel")
    assert info.value.result == "CUDA_ERROR_NOT_FOUND"
    module.close()


def test_flush_to_zero_mode(device):
    """A module loaded with ``flush_subnormals`` runs in the device's flush-to-zero mode where
    the backend's target leaves .ftz to the device (SPIR-V), and is refused where the target
    never asks for it (AMDGPU); without it, subnormals are kept."""
    from zluda.ptx.targets import get_target
    from zluda.runtime import calibration

    compiled = compile_ptx(calibration.FLUSH_PROBE_PTX, device.compiler_target, "flush probe")
    flushed = calibration.flushed_model(calibration.FLUSH_PROBE_SAMPLES).view(np.uint32)
    kept = calibration.run_flush_probe(device, compiled, flush_subnormals=False)
    assert not np.array_equal(kept.view(np.uint32), flushed)
    if not get_target(device.compiler_target).can_flush_on_device:
        with pytest.raises(BackendError) as info:
            device.load_module(compiled.binary, flush_subnormals=True)
        assert info.value.result == "CUDA_ERROR_NOT_SUPPORTED"
        return
    got = calibration.run_flush_probe(device, compiled, flush_subnormals=True)
    assert np.array_equal(got.view(np.uint32), flushed)
