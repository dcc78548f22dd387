"""zluda's libnvidia-ml.so.1 through its C ABI, in the test's own process: the devices and
their properties as the runtime knows them, the memory that this process holds on them, and
NVML's errors."""

from __future__ import annotations

import ctypes
import os
import subprocess
import sys

import pytest
from zluda.libraries import LIB_DIR

NVML = ctypes.CDLL(str(LIB_DIR / "libnvidia-ml.so.1"))
SUCCESS, UNINITIALIZED, INVALID_ARGUMENT, NOT_SUPPORTED, NOT_FOUND, INSUFFICIENT_SIZE = (
    0, 1, 2, 3, 6, 7)


class Memory(ctypes.Structure):
    _fields_ = [("total", ctypes.c_ulonglong), ("free", ctypes.c_ulonglong),
                ("used", ctypes.c_ulonglong)]


class Process(ctypes.Structure):  # nvmlProcessInfo_t (v2's layout)
    _fields_ = [("pid", ctypes.c_uint), ("usedGpuMemory", ctypes.c_ulonglong),
                ("gpuInstanceId", ctypes.c_uint), ("computeInstanceId", ctypes.c_uint)]


@pytest.fixture
def nvml(backend):
    assert NVML.nvmlInit_v2() == SUCCESS
    yield NVML
    assert NVML.nvmlShutdown() == SUCCESS


def _device(index: int = 0) -> ctypes.c_void_p:
    handle = ctypes.c_void_p()
    assert NVML.nvmlDeviceGetHandleByIndex_v2(index, ctypes.byref(handle)) == SUCCESS
    return handle


def _text(function, *args, size: int = 96) -> str:
    buffer = ctypes.create_string_buffer(size)
    assert function(*args, buffer, size) == SUCCESS
    return buffer.value.decode()


def test_the_devices_are_the_runtimes(nvml, backend):
    count = ctypes.c_uint()
    assert nvml.nvmlDeviceGetCount_v2(ctypes.byref(count)) == SUCCESS
    assert count.value == backend.cuDeviceGetCount()[1] >= 1
    device = _device()
    name = _text(nvml.nvmlDeviceGetName, device)
    assert name == backend.cuDeviceGetName(96, backend.cuDeviceGet(0)[1])[1].decode().rstrip("\0 ")
    uuid = _text(nvml.nvmlDeviceGetUUID, device)
    raw = bytes(backend.cuDeviceGetUuid(backend.cuDeviceGet(0)[1])[1].bytes).hex()
    assert uuid == f"GPU-{raw[:8]}-{raw[8:12]}-{raw[12:16]}-{raw[16:20]}-{raw[20:]}"
    same = ctypes.c_void_p()
    assert nvml.nvmlDeviceGetHandleByUUID(uuid.encode(), ctypes.byref(same)) == SUCCESS
    assert same.value == device.value
    major, minor = ctypes.c_int(), ctypes.c_int()
    assert nvml.nvmlDeviceGetCudaComputeCapability(device, ctypes.byref(major),
                                                   ctypes.byref(minor)) == SUCCESS
    attributes = backend.CUdevice_attribute
    assert (major.value, minor.value) == (
        backend.cuDeviceGetAttribute(attributes.CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR,
                                     0)[1],
        backend.cuDeviceGetAttribute(attributes.CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR,
                                     0)[1])
    version = ctypes.c_int()
    assert nvml.nvmlSystemGetCudaDriverVersion(ctypes.byref(version)) == SUCCESS
    assert version.value == backend.cuDriverGetVersion()[1]
    assert _text(nvml.nvmlSystemGetDriverVersion).count(".") == 2


def test_memory_used_is_what_this_process_holds(nvml, backend):
    device = _device()
    before = Memory()
    assert nvml.nvmlDeviceGetMemoryInfo(device, ctypes.byref(before)) == SUCCESS
    _, address = backend.cuMemAlloc(64 << 20)
    after = Memory()
    assert nvml.nvmlDeviceGetMemoryInfo(device, ctypes.byref(after)) == SUCCESS
    backend.cuMemFree(address)
    assert after.used - before.used == 64 << 20
    assert after.total == before.total == backend.cuDeviceTotalMem(0)[1]
    assert after.free + after.used <= after.total
    count = ctypes.c_uint(4)
    processes = (Process * 4)()
    assert nvml.nvmlDeviceGetComputeRunningProcesses_v3(device, ctypes.byref(count),
                                                        processes) == SUCCESS
    assert count.value == 1 and processes[0].pid == os.getpid()  # its primary context


def test_utilization_of_a_cpu_device_is_the_processors_busy_share(nvml):
    class Utilization(ctypes.Structure):
        _fields_ = [("gpu", ctypes.c_uint), ("memory", ctypes.c_uint)]

    utilization = Utilization()
    busy = subprocess.Popen([sys.executable, "-c", "while True: pass"])
    try:
        assert nvml.nvmlDeviceGetUtilizationRates(_device(), ctypes.byref(utilization)) == \
            SUCCESS
    finally:
        busy.kill()
    assert utilization.gpu >= 100 // os.cpu_count() // 2  # one busy processor of them all
    assert utilization.gpu <= 100


def test_nvml_errors(nvml, caplog):
    device = _device()
    handle = ctypes.c_void_p()
    count = ctypes.c_uint()
    nvml.nvmlDeviceGetCount_v2(ctypes.byref(count))
    assert nvml.nvmlDeviceGetHandleByIndex_v2(count.value, ctypes.byref(handle)) == \
        INVALID_ARGUMENT
    assert nvml.nvmlDeviceGetCount_v2(None) == INVALID_ARGUMENT
    assert nvml.nvmlDeviceGetName(ctypes.c_void_p(0xBAD0), ctypes.create_string_buffer(8),
                                  8) == INVALID_ARGUMENT
    assert nvml.nvmlDeviceGetHandleByUUID(b"GPU-00000000-0000-0000-0000-000000000000",
                                          ctypes.byref(handle)) == NOT_FOUND
    short = ctypes.create_string_buffer(4)
    assert nvml.nvmlDeviceGetUUID(device, short, 4) == INSUFFICIENT_SIZE
    with caplog.at_level("WARNING", logger="zluda"):
        assert nvml.nvmlDeviceGetTemperature(device, 0, ctypes.byref(count)) == NOT_SUPPORTED
    nvml.nvmlErrorString.restype = ctypes.c_char_p
    assert nvml.nvmlErrorString(NOT_FOUND) == b"Not found"
    assert nvml.nvmlErrorString(SUCCESS) == b"Success"


def test_before_init_and_after_the_last_shutdown_nvml_is_uninitialized(backend):
    count = ctypes.c_uint()
    while NVML.nvmlShutdown() == SUCCESS:  # whatever an earlier test left initialized
        pass
    assert NVML.nvmlDeviceGetCount_v2(ctypes.byref(count)) == UNINITIALIZED
    assert NVML.nvmlInit_v2() == SUCCESS and NVML.nvmlInit_v2() == SUCCESS
    assert NVML.nvmlShutdown() == SUCCESS
    assert NVML.nvmlDeviceGetCount_v2(ctypes.byref(count)) == SUCCESS  # one init left
    assert NVML.nvmlShutdown() == SUCCESS
    assert NVML.nvmlDeviceGetCount_v2(ctypes.byref(count)) == UNINITIALIZED
    assert NVML.nvmlShutdown() == UNINITIALIZED


def test_zluda_smi_prints_the_devices():
    result = subprocess.run([sys.executable, "-m", "zluda", "smi"], capture_output=True,
                            text=True, timeout=120)
    assert result.returncode == 0, result.stderr
    assert "Driver Version:" in result.stdout and "CUDA Version: 13.0" in result.stdout
    rows = [line for line in result.stdout.splitlines() if line.startswith("| 0 ")]
    assert rows and "MiB /" in rows[0]
