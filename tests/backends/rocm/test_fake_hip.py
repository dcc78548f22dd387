"""The ROCm backends against a FAKE HIP API (``fake_hip.FakeHip``), since no AMD GPU is here.

The fake is a labelled test double: it checks how the backend calls HIP (detection, device
properties, memory, streams and events, copy directions, fills, module loading, launch geometry
and the argument buffer byte by byte, the dynamic shared size, error mapping, the ROCm 6 and 7
differences), and it runs Python emulations of the two kernels of the shared backend
conformance tests, so that those tests run here too. None of this shows that a real AMD GPU
computes anything: ``tests/conformance/test_rocm_hardware.py`` does that where one exists.
"""

from __future__ import annotations

import ctypes
import itertools
import math
import struct
import sys
import types

import pytest
from zluda.backends.rocm import versions
from zluda.backends.rocm.backend import RocmBackend
from zluda.backends.rocm.detect import detect, import_hip, library_candidates
from zluda.backends.rocm.hip import CUDA_RESULTS, cuda_result
from zluda.ptx import compile_ptx
from zluda.ptx.abi import hidden_scalars, launch_geometry
from zluda.runtime.backend import BackendError, BackendUnavailable
from zluda.runtime.limits import cuda_properties

from tests.backends.conformance import *  # noqa: F403 - the shared backend tests
from tests.backends.conformance import PROBE_PTX

from .fake_hip import (
    HIP_VERSIONS,
    FakeGpu,
    FakeHip,
    argument,
    explicit_params,
    hipError_t,
    hipMemcpyKind,
)

HIP_PYTHON = {6: "6.4.4.555.40", 7: "7.2.2.562.43"}


def fake_backend(fake: FakeHip, major: int | None = None, **detect_with) -> RocmBackend:
    """A RocmBackend whose detection finds ``fake`` (hip-python of the fake's release)."""
    major = fake.major if major is None else major
    detect_with.setdefault("hip_python", HIP_PYTHON[fake.major])
    detect_with.setdefault("open_library", lambda path: None)
    detect_with.setdefault("load_hip", lambda library: fake)
    return RocmBackend(major, **detect_with)


# -- kernel emulations for the fake device ------------------------------------------------------


def _write_u32s(fake: FakeHip, address: int, values) -> None:
    data = struct.pack(f"<{len(values)}I", *values)
    assert fake.find(address) is not None and fake.find(address + len(data) - 1) is not None, \
        f"illegal address 0x{address:x}"
    ctypes.memmove(address, data, len(data))


def emulate_probe(fake: FakeHip, launch) -> None:
    """PROBE_PTX, decoded from the argument buffer by the code object's metadata."""
    out_arg, k_arg, s_arg = explicit_params(launch)
    (out,) = struct.unpack_from("<Q", launch.arguments, out_arg.offset)
    (k,) = struct.unpack_from("<I", launch.arguments, k_arg.offset)
    a, _, b = struct.unpack_from("<IIQ", launch.arguments, s_arg.offset)
    ntid = [argument(launch, f"__zluda_ntid_{c}", "I") for c in "xyz"]
    assert math.prod(ntid) == math.prod(launch.block), "ntid does not match the work-group"
    gx, gy, gz = launch.grid
    bx, by, _ = launch.block
    threads = math.prod(ntid)
    for wz, wy, wx in itertools.product(*(range(n) for n in reversed(launch.grid))):
        for linear in range(threads):
            lx, ly, lz = linear % bx, linear // bx % by, linear // (bx * by)
            local = lx + bx * (ly + by * lz)  # the work-item's linear id in its group
            tx, ty, tz = local % ntid[0], local // ntid[0] % ntid[1], local // (ntid[0] * ntid[1])
            row = ((gy * wz + wy) * gx + wx) * threads + (ntid[1] * tz + ty) * ntid[0] + tx
            _write_u32s(fake, out + 32 * row, (tx, ty, tz, wx, wy, wz, (k + a) & 0xFFFFFFFF,
                                                (b & 0xFFFFFFFF) ^ (b >> 32)))


def emulate_reverse(fake: FakeHip, launch) -> None:
    """SHARED_PTX: the dynamic shared size is HIP's sharedMemBytes, and the kernel's copy."""
    out_arg, size_arg = explicit_params(launch)
    (out,) = struct.unpack_from("<Q", launch.arguments, out_arg.offset)
    (size_out,) = struct.unpack_from("<Q", launch.arguments, size_arg.offset)
    dynamic = argument(launch, "__zluda_dynamic_smem", "I")
    n = argument(launch, "__zluda_ntid_x", "I")
    assert dynamic == launch.shared, "__zluda_dynamic_smem differs from sharedMemBytes"
    assert launch.shared >= 4 * n, "LDS access out of bounds: dynamic shared memory too small"
    for block in range(launch.grid[0]):
        _write_u32s(fake, out + 4 * block * n,
                    [block * 1000 + (n - 1 - t) + n for t in range(n)])
    _write_u32s(fake, size_out, [dynamic])


# -- fixtures: the shared conformance tests run on the fake ---------------------------------------


@pytest.fixture(scope="module")
def fake():
    return FakeHip(7)


@pytest.fixture(scope="module")
def device(fake):
    (found,) = fake_backend(fake).devices()
    fake.kernels.update(probe=emulate_probe, reverse=emulate_reverse)
    return found


# -- detection -------------------------------------------------------------------------------------


@pytest.mark.parametrize("major", [6, 7])
def test_without_hip_python(major):
    with pytest.raises(BackendUnavailable) as info:
        fake_backend(FakeHip(major), hip_python=None).devices()
    assert info.value.reason == "hip-python is not installed"
    assert f"zluda[rocm{major}]" in info.value.hint


@pytest.mark.parametrize("major, installed", [(7, "6.4.4.555.40"), (6, "7.2.2.562.43"),
                                              (7, "10.0.0.0.1.3"), (6, "10.0.0.0.1.3")])
def test_hip_python_of_another_release(major, installed):
    with pytest.raises(BackendUnavailable) as info:
        fake_backend(FakeHip(major), hip_python=installed).devices()
    assert info.value.reason == (f"hip-python {installed} is installed, but rocm{major} needs"
                                 f" hip-python {major}.x")


@pytest.mark.parametrize("major", [6, 7])
def test_the_soname_of_the_release_is_searched_in_order(major, monkeypatch, tmp_path):
    monkeypatch.setenv("ROCM_PATH", str(tmp_path / "rocm"))
    monkeypatch.delenv("ROCM_HOME", raising=False)
    tried = []

    def missing(path):
        tried.append(path)
        raise OSError(f"{path}: cannot open shared object file")

    with pytest.raises(BackendUnavailable) as info:
        fake_backend(FakeHip(major), open_library=missing).devices()
    soname = f"libamdhip64.so.{major}"
    assert tried == [str(tmp_path / "rocm" / "lib" / soname), f"/opt/rocm/lib/{soname}", soname]
    assert tried == library_candidates(versions.RELEASES[major])
    assert f"the ROCm {major} runtime ({soname}) was not found" in info.value.reason


def test_a_runtime_library_that_is_there_but_cannot_load(monkeypatch, tmp_path):
    library = tmp_path / "lib" / "libamdhip64.so.7"
    library.parent.mkdir()
    library.write_bytes(b"not an ELF")
    monkeypatch.setenv("ROCM_PATH", str(tmp_path))
    with pytest.raises(BackendUnavailable) as info:
        RocmBackend(7, hip_python="7.2.2").devices()  # the real loader, on a broken file
    assert info.value.reason.startswith(f"the ROCm 7 runtime cannot be loaded ({library}: ")


def test_the_library_found_is_the_one_hip_python_opens(monkeypatch):
    """hip-python dlopens the bare ``libamdhip64.so``; detection points it at the versioned
    library through ``hip.chip.DLL`` (a stand-in ``hip`` package here)."""
    package, chip, hip = (types.ModuleType(n) for n in ("hip", "hip.chip", "hip.hip"))
    chip.DLL = b"libamdhip64.so"
    package.chip, package.hip = chip, hip
    monkeypatch.setitem(sys.modules, "hip", package)
    monkeypatch.setitem(sys.modules, "hip.chip", chip)
    monkeypatch.setitem(sys.modules, "hip.hip", hip)
    assert import_hip("/opt/rocm/lib/libamdhip64.so.7") is hip
    assert chip.DLL == b"/opt/rocm/lib/libamdhip64.so.7"
    loaded = []
    fake = FakeHip(7)
    backend = fake_backend(fake, open_library=loaded.append,
                           load_hip=lambda library: loaded.append(("hip", library)) or fake)
    try:
        backend.devices()
    except BackendUnavailable:
        pass  # without the AMDGPU target no device is usable; detection ran all the same
    assert loaded[-1] == ("hip", loaded[0]) and loaded[0].endswith("libamdhip64.so.7")


@pytest.mark.parametrize("major, number", [(7, 60443484), (6, 70253211)])
def test_hip_runtime_version_must_match_the_release(major, number):
    with pytest.raises(BackendUnavailable) as info:
        fake_backend(FakeHip(major, runtime_version=number)).devices()
    other = versions.hip_version_name(number)
    assert f"reports HIP runtime {other}, but rocm{major} needs ROCm {major}" in info.value.reason


def test_hip_init_failure_and_no_gpu():
    fake = FakeHip(7)
    fake.fail["hipInit"] = hipError_t.hipErrorNoDevice
    with pytest.raises(BackendUnavailable) as info:
        fake_backend(fake).devices()
    assert "hipInit failed with hipErrorNoDevice" in info.value.reason
    with pytest.raises(BackendUnavailable) as info:
        fake_backend(FakeHip(7, gpus=[])).devices()
    assert "ROCm 7.2.53211 is installed, but HIP sees no AMD GPU" in info.value.reason


def test_runtime_records_what_was_found():
    runtime = detect(versions.RELEASES[6], hip_python="6.4.4", open_library=lambda p: None,
                     load_hip=lambda library: FakeHip(6))
    assert (runtime.version_name, runtime.device_count, runtime.hip_python) == \
        ("6.4.43484", 1, "6.4.4")
    assert runtime.library.endswith("libamdhip64.so.6")


# -- ROCm 6 and 7: the one module of differences -----------------------------------------------


def test_versions_table():
    assert versions.hip_version(70253211) == (7, 2, 53211)
    assert versions.hip_version(60443484) == (6, 4, 43484)
    r6, r7 = versions.RELEASES[6], versions.RELEASES[7]
    assert (r6.soname, r7.soname) == ("libamdhip64.so.6", "libamdhip64.so.7")
    assert (r6.pci_domain_attribute, r7.pci_domain_attribute) == \
        ("hipDeviceAttributePciDomainID", "hipDeviceAttributePciDomainId")
    assert r6.matches_hip_python("6.4.4") and not r6.matches_hip_python("7.2.2")
    assert not r7.matches_hip_python("70.1")


@pytest.mark.parametrize("value, expected", [("", ""), ("6", "@v6"), ("v6", "@v6"), ("5", ""),
                                             ("7", "")])
def test_code_object_version_is_5_unless_v6_is_asked_for(monkeypatch, value, expected):
    monkeypatch.setenv("ZLUDA_CODE_OBJECT_VERSION", value)
    for release in versions.RELEASES.values():
        assert release.compiler_target("gfx1100") == "amdgpu:gfx1100" + expected


@pytest.mark.parametrize("major", [6, 7])
def test_each_release_reads_the_pci_domain_by_its_own_attribute_name(major):
    fake = FakeHip(major, gpus=[FakeGpu(pci=(0x0002, 0x43, 0x01))])
    (device,) = fake_backend(fake).devices()
    assert device.properties.pci_domain_id == 2
    (attribute, index), = fake.calls.of("hipDeviceGetAttribute")
    assert attribute.name == versions.RELEASES[major].pci_domain_attribute and index == 0
    other = FakeHip(13 - major, runtime_version=HIP_VERSIONS[major])  # the other's names
    with pytest.raises((AttributeError, ValueError)):
        fake_backend(other, major=major, hip_python=HIP_PYTHON[major]).devices()


# -- devices ------------------------------------------------------------------------------------


def test_device_properties_from_hip():
    gpu = FakeGpu(gcn_arch_name="gfx90a:sramecc+:xnack-", name="AMD Instinct MI210",
                  total_memory=64 << 30, compute_units=104, warp_size=64, clock_khz=1_700_000,
                  pci=(0, 0x29, 0x00), max_threads_dim=(1024, 1024, 1024))
    (device,) = fake_backend(FakeHip(7, gpus=[gpu])).devices()
    p = device.properties
    assert p.name == "AMD Instinct MI210"
    assert (p.total_memory, p.multiprocessors, p.clock_khz) == (64 << 30, 104, 1_700_000)
    # the device as HIP reports it; the core applies CUDA's limits (zluda.runtime.limits)
    assert p.max_block_dims == (1024, 1024, 1024)
    assert p.max_shared_per_block == 64 * 1024 and p.extra["lds_bytes"] == 64 * 1024
    cuda = cuda_properties(p)
    assert cuda.max_threads_per_block == 1024 and cuda.max_block_dims == (1024, 1024, 64)
    assert cuda.max_grid_dims == (2**31 - 1, 65535, 65535)
    assert cuda.max_shared_per_block == 48 * 1024
    assert (p.pci_domain_id, p.pci_bus_id, p.pci_device_id) == (0, 0x29, 0)
    assert p.uuid == bytes(range(16))  # all 16 bytes, though the first is zero
    assert p.extra["wavefront_size"] == 64 and p.extra["hip_runtime"] == "7.2.53211"
    assert device.target_id == "gfx90a:sramecc+:xnack-" and device.gfx == "gfx90a"
    assert device.compiler_target == "amdgpu:gfx90a:sramecc+:xnack-"


def test_features_the_gfx_does_not_take_are_dropped():
    (device,) = fake_backend(FakeHip(7, gpus=[FakeGpu(gcn_arch_name="gfx1030:xnack-")])).devices()
    assert device.compiler_target == "amdgpu:gfx1030"
    assert device.properties.extra["gcn_arch_name"] == "gfx1030:xnack-"


def test_a_gfx_the_target_cannot_serve_is_named():
    fake = FakeHip(7, gpus=[FakeGpu(gcn_arch_name="gfx803", name="AMD Radeon RX 580")])
    backend = fake_backend(fake)
    with pytest.raises(BackendUnavailable) as info:
        backend.devices()
    assert "gfx803" in info.value.reason
    ((name, reason),) = backend.describe_unusable()
    assert name == "AMD Radeon RX 580 (gfx803)" and "gfx803" in reason


def test_a_usable_and_an_unusable_gpu():
    fake = FakeHip(6, gpus=[FakeGpu(gcn_arch_name="gfx803"), FakeGpu(gcn_arch_name="gfx1030")])
    backend = fake_backend(fake)
    (device,) = backend.devices()
    assert device.index == 1 and device.compiler_target == "amdgpu:gfx1030"
    assert [n for n, _ in backend.describe_unusable()] == ["AMD Radeon RX 7900 XTX (gfx803)"]


# -- memory, copies, fills ----------------------------------------------------------------------


def test_allocation_calls(device, fake):
    calls = len(fake.calls.log)
    d, h, m = (device.allocate(100, kind) for kind in ("device", "host", "managed"))
    names = fake.calls.names()[calls:]
    assert [n for n in names if n not in ("hipSetDevice", "hipEventDestroy")] == [
        "hipMalloc", "hipHostMalloc", "hipMallocManaged"]
    (size, flags), = fake.calls.of("hipHostMalloc")[-1:]
    assert size == 100 and flags == fake.hipHostMallocMapped | fake.hipHostMallocPortable
    assert fake.calls.of("hipMallocManaged")[-1] == (100, fake.hipMemAttachGlobal)
    for address in (d, h, m):
        device.free(address)
    frees = [(n, a[0]) for n, a in fake.calls.log if n in ("hipFree", "hipHostFree")][-3:]
    assert frees == [("hipFree", d), ("hipHostFree", h), ("hipFree", m)]
    with pytest.raises(BackendError) as info:
        device.free(d)  # twice
    assert info.value.result == "CUDA_ERROR_INVALID_VALUE"


def test_copy_directions_all_use_hipMemcpyDefault(device, fake, queue, alloc):
    d1, d2, pinned = alloc(64), alloc(64), alloc(64, "host")
    host = ctypes.create_string_buffer(b"abcdefgh" * 8)
    back = ctypes.create_string_buffer(64)
    start = len(fake.copies)
    queue.copy(d1, ctypes.addressof(host), 64)
    queue.copy(d2, d1, 64)
    queue.copy(pinned, d2, 64)
    queue.copy(ctypes.addressof(back), pinned, 64)
    assert back.raw == bytes(64)  # enqueued, not yet run: the fake device is lazy
    queue.finish()
    assert back.raw == b"abcdefgh" * 8
    copies = fake.copies[start:]
    assert [c.direction for c in copies] == ["HtoD", "DtoD", "DtoH", "HtoH"]
    assert {c.kind for c in copies} == {hipMemcpyKind.hipMemcpyDefault}


def test_fills_of_1_2_and_4_bytes(device, fake, queue, alloc):
    out = alloc(32)
    queue.fill(out, b"\xef\xbe\xad\xde", 4)  # 0xdeadbeef: a negative C int for hip-python
    queue.fill(out + 16, b"\x34\x12", 3)
    queue.fill(out + 22, b"\x7f", 5)
    host = ctypes.create_string_buffer(32)
    queue.copy(ctypes.addressof(host), out, 32)
    queue.finish()
    assert host.raw[:16] == b"\xef\xbe\xad\xde" * 4
    assert host.raw[16:27] == b"\x34\x12" * 3 + b"\x7f" * 5
    assert fake.calls.of("hipMemsetD32Async")[-1][1:3] == (0xDEADBEEF - 2**32, 4)
    assert fake.calls.of("hipMemsetD16Async")[-1][1:3] == (0x1234, 3)
    assert fake.calls.of("hipMemsetD8Async")[-1][1:3] == (0x7F, 5)
    with pytest.raises(BackendError) as info:
        queue.fill(out, b"\x00\x00\x00", 1)
    assert info.value.result == "CUDA_ERROR_INVALID_VALUE"


def test_registered_host_memory_calls(device, fake):
    host = ctypes.create_string_buffer(4096)
    address = device.register_host(ctypes.addressof(host), 4096)
    assert address == ctypes.addressof(host)  # AMD maps it at the same address
    assert fake.calls.of("hipHostRegister")[-1] == (
        address, 4096, fake.hipHostRegisterMapped | fake.hipHostRegisterPortable)
    device.unregister_host(address)
    assert fake.calls.of("hipHostUnregister")[-1] == (ctypes.addressof(host),)


# -- streams and events --------------------------------------------------------------------------


def test_streams_are_non_blocking_and_markers_are_events(device, fake, alloc):
    qa, qb = device.create_queue(), device.create_queue()
    assert fake.calls.of("hipStreamCreateWithFlags")[-2:] == [(1,), (1,)]
    timed, untimed = qa.marker(), qa.marker(timing=False)
    assert timed.event.flags == 0 and untimed.event.flags == fake.hipEventDisableTiming
    assert fake.calls.of("hipEventRecord")[-2:] == [(timed.event, qa.stream),
                                                    (untimed.event, qa.stream)]
    assert not timed.query()  # hipErrorNotReady: the fake device has not run it yet
    assert timed.query()
    qb.wait(untimed)
    assert fake.calls.of("hipStreamWaitEvent")[-1] == (qb.stream, untimed.event, 0)
    with pytest.raises(BackendError) as info:
        untimed.elapsed_ms(timed)  # HIP refuses: timing disabled
    assert info.value.result == "CUDA_ERROR_INVALID_HANDLE"
    later = qa.marker()
    later.wait()
    assert timed.elapsed_ms(later) > 0
    streams = [qa.stream, qb.stream]
    qa.close()
    qb.close()
    assert [args[0] for args in fake.calls.of("hipStreamDestroy")[-2:]] == streams


def test_a_gate_keeps_work_from_hip_until_it_opens(device, fake, queue, alloc):
    out = alloc(16)
    gate = queue.gate()
    before = len(fake.calls.log)

    def calls() -> list[str]:  # (markers that the GC collects destroy their events meanwhile)
        return [n for n in fake.calls.names()[before:] if n != "hipEventDestroy"]

    try:
        queue.fill(out, b"\x01", 16)
        marker = queue.marker()
        assert calls() == ["hipEventCreateWithFlags"]  # nothing enqueued
    finally:
        gate.open()
    assert calls() == ["hipEventCreateWithFlags", "hipMemsetD8Async", "hipEventRecord"]
    marker.wait()


# -- modules and launches ---------------------------------------------------------------------


def test_launch_geometry_argument_buffer_and_dynamic_shared(device, fake, probe, reverse, alloc):
    kernel, info = probe
    out, globals_block = alloc(4096), alloc(256)
    params = [struct.pack("<Q", out), struct.pack("<I", 7), struct.pack("<IIQ", 1, 0, 2)]
    queue = device.create_queue()
    grid, block = (2, 3, 1), (4, 2, 2)
    global_size, local_size = launch_geometry(grid, block, info.flattened)
    queue.launch(kernel, global_size, local_size, params, globals_block,
                 info.static_shared + 40, hidden_scalars(block, 40))
    launch = fake.launches[-1]
    assert launch.grid == tuple(g // b for g, b in zip(global_size, local_size)) == grid
    assert launch.block == local_size and launch.shared == 40 and launch.stream is queue.stream
    params_meta = explicit_params(launch)
    assert [a.offset for a in params_meta] == [p.offset for p in info.params]
    for meta, value in zip(params_meta, params):
        assert launch.arguments[meta.offset:meta.offset + meta.size] == value
    assert argument(launch, "__zluda_globals", "Q") == globals_block
    assert [argument(launch, f"__zluda_{n}", "I") for n in
            ("dynamic_smem", "ntid_x", "ntid_y", "ntid_z")] == [40, 4, 2, 2]
    last = max(a.offset + a.size for a in launch.metadata.args
               if not a.value_kind.startswith("hidden_"))
    assert len(launch.arguments) == last  # LLVM's hidden_* arguments are HIP's to fill
    kernel, info = reverse
    assert launch.metadata.group_segment_size == 0
    queue.launch(kernel, (64, 1, 1), (64, 1, 1), [struct.pack("<Q", out)] * 2, globals_block,
                 info.static_shared + 300, hidden_scalars((64, 1, 1), 300))
    launch = fake.launches[-1]
    assert launch.shared == 300  # the dynamic part only: the static part is in the code object
    assert launch.metadata.group_segment_size >= info.static_shared
    queue.close()


def test_wrong_parameter_sizes_are_refused(device, probe):
    kernel, info = probe
    queue = device.create_queue()
    with pytest.raises(BackendError) as error:
        queue.launch(kernel, (32, 1, 1), (32, 1, 1), [b"\0" * 8, b"\0" * 4, b"\0" * 8], 0, 0,
                     hidden_scalars((32, 1, 1), 0))
    assert error.value.result == "CUDA_ERROR_INVALID_VALUE" and "[8, 4, 16]" in str(error.value)
    queue.close()


def test_a_code_object_for_another_gfx(device):
    binary = compile_ptx(PROBE_PTX, "amdgpu:gfx90a", "probe").binary
    with pytest.raises(BackendError) as info:
        device.load_module(binary)
    assert info.value.result == "CUDA_ERROR_NO_BINARY_FOR_GPU"
    assert "gfx90a" in str(info.value) and "gfx1100" in str(info.value)


# -- errors ---------------------------------------------------------------------------------------


def test_every_mapped_hip_error_is_a_cuda_result():
    from zluda.abi.enums import CUresult

    for code, name in CUDA_RESULTS.items():
        assert hasattr(CUresult, name), (code, name)
    assert cuda_result(hipError_t.hipErrorOutOfMemory) == "CUDA_ERROR_OUT_OF_MEMORY"
    assert cuda_result(hipError_t.hipErrorLaunchFailure) == "CUDA_ERROR_LAUNCH_FAILED"
    assert cuda_result(hipError_t.hipErrorInvalidValue) == "CUDA_ERROR_INVALID_VALUE"
    assert cuda_result(12345) == "CUDA_ERROR_UNKNOWN"


@pytest.mark.parametrize("call, error, result", [
    ("hipMalloc", hipError_t.hipErrorOutOfMemory, "CUDA_ERROR_OUT_OF_MEMORY"),
    ("hipHostMalloc", hipError_t.hipErrorOutOfMemory, "CUDA_ERROR_OUT_OF_MEMORY"),
    ("hipMallocManaged", hipError_t.hipErrorNotSupported, "CUDA_ERROR_NOT_SUPPORTED"),
])
def test_allocation_errors(device, fake, call, error, result):
    fake.fail[call] = error
    kind = {"hipMalloc": "device", "hipHostMalloc": "host", "hipMallocManaged": "managed"}[call]
    with pytest.raises(BackendError) as info:
        device.allocate(1 << 20, kind)
    assert info.value.result == result
    assert f"{call} failed with {error.name}" in str(info.value)


def test_launch_errors(device, fake, probe, alloc):
    kernel, info = probe
    queue = device.create_queue()
    params = [struct.pack("<Q", alloc(64)), struct.pack("<I", 1), bytes(16)]
    fake.fail["hipModuleLaunchKernel"] = hipError_t.hipErrorLaunchOutOfResources
    with pytest.raises(BackendError) as error:
        queue.launch(kernel, (32, 1, 1), (32, 1, 1), params, alloc(256), 0,
                     hidden_scalars((32, 1, 1), 0))
    assert error.value.result == "CUDA_ERROR_LAUNCH_OUT_OF_RESOURCES"
    assert "probe" in str(error.value)
    # a kernel that faults on the device: the next synchronization reports it
    queue.launch(kernel, (64, 1, 1), (64, 1, 1), params, alloc(256), 0,
                 hidden_scalars((64, 1, 1), 0))  # 64 rows of 32 bytes into 64 bytes
    with pytest.raises(BackendError) as error:
        queue.finish()
    assert error.value.result == "CUDA_ERROR_LAUNCH_FAILED"
    fake.device_errors.clear()
    queue.close()
