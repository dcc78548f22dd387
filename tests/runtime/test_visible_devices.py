"""CUDA_VISIBLE_DEVICES: the rules of NVIDIA's driver over made-up device UUIDs, then the real
CPU device in processes of their own (the variable is read once, at cuInit), NVML included,
which does not read it."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest
from zluda.runtime.visible_devices import uuid_text, visible_order

UUIDS = [bytes.fromhex("8932f937d72c4106c12f20bd9faed9f6"),
         bytes.fromhex("8932aaaa000000000000000000000001"),
         bytes.fromhex("12345678000000000000000000000002")]


@pytest.mark.parametrize("value,order", [
    (None, [0, 1, 2]),                # unset: every device
    ("2,1", [2, 1]),                  # the order named
    ("0,2,-1,1", [0, 2]),             # an invalid entry ends the sequence (NVIDIA's example)
    ("3", []),                        # past the last device
    ("", []),                         # empty: none
    (" 1 , 0", [1, 0]),               # spaces around entries
    ("1,1,0", [1]),                   # a device named twice ends it too
    ("GPU-8932f937", [0]),            # a UUID prefix that names one device
    ("GPU-8932", []),                 # one that names two
    ("gpu-12345678-0000-0000-0000-000000000002,0", [2, 0]),  # a whole UUID, any case
    ("MIG-GPU-8932f937/1/0", []),     # MIG instances: zluda's devices have none
    ("0,abc,1", [0]),
])
def test_the_drivers_rules(value, order):
    assert visible_order(UUIDS, value) == order


def test_uuid_text_is_nvmls_form():
    assert uuid_text(UUIDS[0]) == "GPU-8932f937-d72c-4106-c12f-20bd9faed9f6"


def _run(code: str, visible: str) -> list[str]:
    env = dict(os.environ, CUDA_VISIBLE_DEVICES=visible)
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env,
                          timeout=300)
    assert done.returncode == 0, done.stderr
    return done.stdout.split()


COUNT = """
import zluda.driver as d
(err,) = d.cuInit(0)
status, count = d.cuDeviceGetCount()
print(int(err), int(status), *([count] if status == 0 else []))
"""


@pytest.mark.parametrize("visible,expected", [
    ("0", ["0", "0", "1"]),
    ("0,1", ["0", "0", "1"]),  # the CPU device, then an index past it: one device
    ("", ["100", "3"]),        # CUDA_ERROR_NO_DEVICE; then NOT_INITIALIZED
    ("1", ["100", "3"]),
    ("-1", ["100", "3"]),
])
def test_cuinit_sees_the_visible_devices(visible, expected):
    assert _run(COUNT, visible) == expected


def test_a_device_named_by_its_uuid_and_nvml_sees_every_device():
    code = """
import zluda.driver as d
from zluda.runtime.visible_devices import uuid_text
d.cuInit(0)
err, uuid = d.cuDeviceGetUuid(0)
print(uuid_text(bytes(uuid.bytes))[:12])
"""
    prefix = _run(code, "0")[0]
    assert prefix.startswith("GPU-")
    assert _run(COUNT, prefix) == ["0", "0", "1"]
    nvml_count = """
import ctypes
from zluda.libraries import LIB_DIR
nvml = ctypes.CDLL(str(LIB_DIR / "libnvidia-ml.so.1"))
count = ctypes.c_uint()
print(nvml.nvmlInit_v2(), nvml.nvmlDeviceGetCount_v2(ctypes.byref(count)), count.value)
"""
    assert _run(nvml_count, "") == ["0", "0", "1"]  # NVML lists the device CUDA cannot see
