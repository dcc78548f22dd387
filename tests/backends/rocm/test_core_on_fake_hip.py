"""The CUDA driver API, through the core, onto the rocm7 backend over the FAKE HIP API.

A test double again (``fake_hip.FakeHip``, with Python emulations of the probe and reverse
kernels): it shows that the core and the ROCm backend fit together, from ``cuInit`` to a
``cuLaunchKernel`` whose PTX the AMDGPU target compiles and whose argument buffer the fake
decodes by the code object's metadata. No AMD GPU computes anything here.
"""

from __future__ import annotations

import ctypes

import numpy as np
import pytest
from zluda import driver as cuda
from zluda.runtime import plugins
from zluda.runtime.driver import DRIVER

from tests.backends.conformance import PROBE_PTX, SHARED_PTX

from .fake_hip import FakeHip
from .test_fake_hip import emulate_probe, emulate_reverse, fake_backend


def check(result):
    err, *values = result
    assert err == cuda.CUresult.CUDA_SUCCESS, (err, cuda.last_error_message())
    return values[0] if len(values) == 1 else (values or None)


@pytest.fixture
def fake(monkeypatch):
    fake = FakeHip(7)
    fake.kernels.update(probe=emulate_probe, reverse=emulate_reverse)
    backend = fake_backend(fake)
    monkeypatch.setattr(plugins, "all_backends", lambda: {"rocm7": backend})
    monkeypatch.setenv("ZLUDA_BACKEND", "rocm7")
    DRIVER.shutdown()
    check(cuda.cuInit(0))
    context = check(cuda.cuCtxCreate(None, 0, check(cuda.cuDeviceGet(0))))
    yield fake
    check(cuda.cuCtxDestroy(context))
    DRIVER.shutdown()


class Pair(ctypes.Structure):
    _fields_ = [("a", ctypes.c_uint32), ("pad", ctypes.c_uint32), ("b", ctypes.c_uint64)]


def test_device_and_a_launch_through_the_driver_api(fake):
    device = check(cuda.cuDeviceGet(0))
    name = check(cuda.cuDeviceGetName(128, device))
    assert name.split(b"\0")[0].decode() == "AMD Radeon RX 7900 XTX [ZLUDA]"
    warp = cuda.CUdevice_attribute.CU_DEVICE_ATTRIBUTE_WARP_SIZE
    assert check(cuda.cuDeviceGetAttribute(warp, device)) == 32
    module = check(cuda.cuModuleLoadData(PROBE_PTX.encode()))
    probe = check(cuda.cuModuleGetFunction(module, b"probe"))
    rows = 2 * 3 * 64
    out = check(cuda.cuMemAlloc(rows * 32))
    check(cuda.cuMemsetD32(out, 0xFFFFFFFF, rows * 8 - 8))
    check(cuda.cuMemcpyHtoD(int(out) + rows * 32 - 32, np.full(8, 0xFFFFFFFF, np.uint32), 32))
    values = (int(out), 40, Pair(2, 0, 0x1234_5678_9ABC_DEF0))
    types = (ctypes.c_uint64, ctypes.c_uint32, None)
    check(cuda.cuLaunchKernel(probe, 2, 3, 1, 64, 1, 1, 0, 0, (values, types), 0))
    got = np.zeros((rows, 8), np.uint32)
    check(cuda.cuMemcpyDtoH(got, out, got.nbytes))
    launch = fake.launches[-1]
    assert (launch.grid, launch.block, launch.shared) == ((2, 3, 1), (64, 1, 1), 0)
    assert got[70].tolist() == [6, 0, 0, 1, 0, 0, 42, 0x9ABCDEF0 ^ 0x12345678]
    assert {c.direction for c in fake.copies} >= {"HtoD", "DtoH"}
    check(cuda.cuModuleUnload(module))


def test_dynamic_shared_memory_through_the_driver_api(fake):
    module = check(cuda.cuModuleLoadData(SHARED_PTX.encode()))
    reverse = check(cuda.cuModuleGetFunction(module, b"reverse"))
    out, size_out = check(cuda.cuMemAlloc(3 * 32 * 4)), check(cuda.cuMemAlloc(4))
    values = (int(out), int(size_out))
    types = (ctypes.c_uint64, ctypes.c_uint64)
    check(cuda.cuLaunchKernel(reverse, 3, 1, 1, 32, 1, 1, 200, 0, (values, types), 0))
    size = np.zeros(1, np.uint32)
    check(cuda.cuMemcpyDtoH(size, size_out, 4))
    assert size[0] == 200 and fake.launches[-1].shared == 200
    got = np.zeros((3, 32), np.uint32)
    check(cuda.cuMemcpyDtoH(got, out, got.nbytes))
    assert got[1, 0] == 1000 + 31 + 32
    check(cuda.cuModuleUnload(module))


def test_events_time_through_hip_events(fake):
    start, end = check(cuda.cuEventCreate(0)), check(cuda.cuEventCreate(0))
    buffer = check(cuda.cuMemAlloc(1 << 20))
    check(cuda.cuEventRecord(start, 0))
    check(cuda.cuMemsetD8(buffer, 7, 1 << 20))
    check(cuda.cuEventRecord(end, 0))
    check(cuda.cuEventSynchronize(end))
    assert check(cuda.cuEventElapsedTime(start, end)) >= 0
    assert "hipEventElapsedTime" in fake.calls.names()
    free, total = check(cuda.cuMemGetInfo())
    assert total == 24 << 30 and free < total
