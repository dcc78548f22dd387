"""The OpenCL backend (pyopencl) on the CPU device (Intel's OpenCL CPU runtime).

The backend conformance tests (:mod:`tests.backends.conformance`) run on its device, then come
what is particular to it: which devices it accepts and why.
"""

from __future__ import annotations

import pytest
from zluda.backends.opencl.backend import OpenclBackend, unusable_reason
from zluda.ptx.abi import MAX_WARP_SCRATCH
from zluda.runtime.backend import BackendError

from tests.backends.conformance import *  # noqa: F403 - the shared backend tests


@pytest.fixture(scope="module")
def device():
    devices = OpenclBackend().devices()
    cpus = [d for d in devices if d.properties.cpu]
    assert cpus, [d.properties.name for d in devices]
    yield cpus[0]


def test_device_properties(device):
    props = device.properties
    assert unusable_reason(device.cl_device) is None
    assert "SPIR-V" in device.cl_device.il_version
    # the device as it is: a CPU's work-groups, and all its local memory but the warp scratch
    assert props.max_threads_per_block == device.cl_device.max_work_group_size
    assert props.max_shared_per_block == device.cl_device.local_mem_size - MAX_WARP_SCRATCH
    assert props.total_memory > 0
    assert props.cpu and props.integrated
    assert len(props.uuid) == 16
    assert device.host_accessible("device")


def test_non_spirv_bytes(device):
    with pytest.raises(BackendError) as info:
        device.load_module(b"garbage!" * 8)
    assert info.value.result == "CUDA_ERROR_INVALID_IMAGE"


def test_spirv_with_an_empty_instruction_is_refused_before_the_runtime_sees_it(device):
    """Intel's runtime loops forever on an instruction whose word count is 0."""
    import struct

    header = struct.pack("<5I", 0x07230203, 0x00010400, 0, 16, 0)
    with pytest.raises(BackendError) as info:
        device.load_module(header + struct.pack("<I", 0x00000011))
    assert info.value.result == "CUDA_ERROR_INVALID_IMAGE"
    assert "word count of 0" in str(info.value)
