"""The shared backend conformance tests on a real AMD GPU (skipped, with the reason, elsewhere).

``ZLUDA_TEST_ROCM`` picks the backend (default: ``rocm7``, then ``rocm6``: the newest usable).
These are the tests that ``tests/backends/rocm/test_fake_hip.py`` runs against the fake HIP API;
here HIP and the GPU are real, and the kernels are compiled by the AMDGPU target and executed.
"""

from __future__ import annotations

import os

import pytest
from zluda.runtime.backend import BackendUnavailable
from zluda.runtime.plugins import all_backends

from tests.backends.conformance import *  # noqa: F403 - the shared backend tests


def _find_device():
    wanted = os.environ.get("ZLUDA_TEST_ROCM", "").strip()
    names = [wanted] if wanted else ["rocm7", "rocm6"]
    reasons = []
    for name in names:
        backend = all_backends().get(name)
        if backend is None:
            reasons.append(f"{name}: no plugin")
            continue
        try:
            return backend.devices()[0], None
        except BackendUnavailable as exc:
            reasons.append(f"{name}: {exc.reason}")
    return None, "; ".join(reasons)


@pytest.fixture(scope="module")
def device():
    found, reason = _find_device()
    if found is None:
        pytest.skip(f"no usable AMD GPU: {reason}")
    return found


def test_device_reports_its_gfx(device):
    assert device.compiler_target.startswith(f"amdgpu:{device.gfx}")
    assert device.properties.total_memory > 0 and device.properties.multiprocessors > 0
    free, total = device.memory_info()
    assert 0 < free <= total
