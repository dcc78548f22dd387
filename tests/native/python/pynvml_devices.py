"""NVIDIA's Python bindings of NVML (nvidia-ml-py's pynvml, unmodified) over zluda's
libnvidia-ml.so.1: the devices, their memory (this process's allocations counted), the process
list, and an unsupported query raising NVML's NotSupported error."""

import os

import numpy as np
import pynvml

pynvml.nvmlInit()
assert pynvml.nvmlSystemGetCudaDriverVersion() == 13000
count = pynvml.nvmlDeviceGetCount()
assert count >= 1
handle = pynvml.nvmlDeviceGetHandleByIndex(0)
name = pynvml.nvmlDeviceGetName(handle)
uuid = pynvml.nvmlDeviceGetUUID(handle)
assert uuid.startswith("GPU-") and len(uuid) == 40
bus_id = pynvml.nvmlDeviceGetPciInfo(handle).busId
print("ok", name, uuid, bus_id)
before = pynvml.nvmlDeviceGetMemoryInfo(handle).used

from cuda.bindings import driver as cuda  # noqa: E402 - after NVML, which needs no context

cuda.cuInit(0)
_, context = cuda.cuCtxCreate(None, 0, cuda.cuDeviceGet(0)[1])
err, pointer = cuda.cuMemAlloc(32 << 20)
assert err == 0
after = pynvml.nvmlDeviceGetMemoryInfo(handle)
assert after.used - before == 32 << 20 and after.used + after.free <= after.total
processes = pynvml.nvmlDeviceGetComputeRunningProcesses(handle)
assert [p.pid for p in processes] == [os.getpid()]
print("ok memory", after.used, "of", after.total)
try:
    pynvml.nvmlDeviceGetPowerUsage(handle)
    raise AssertionError("power usage was answered")
except pynvml.NVMLError_NotSupported:
    print("ok not supported")
assert np.isscalar(pynvml.nvmlDeviceGetUtilizationRates(handle).gpu)
cuda.cuMemFree(pointer)
cuda.cuCtxDestroy(context)
pynvml.nvmlShutdown()
print("PASS")
