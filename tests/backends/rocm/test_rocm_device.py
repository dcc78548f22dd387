"""The shared backend conformance tests on a real AMD GPU (skipped, with the reason, elsewhere).

``ZLUDA_TEST_ROCM`` picks the backend (default: ``rocm7``, then ``rocm6``: the newest usable).
These are the tests that ``tests/backends/rocm/test_fake_hip.py`` runs against the fake HIP API;
here HIP and the GPU are real, and the kernels are compiled by the AMDGPU target and executed.
"""

from __future__ import annotations

import os

import pytest
from zluda.ptx import compile_ptx
from zluda.runtime.backend import BackendUnavailable
from zluda.runtime.plugins import all_backends

from tests.backends.conformance import *  # noqa: F403 - the shared backend tests
from tests.backends.conformance import PROBE_PTX, SHARED_PTX


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


def _loaded(device, ptx: str, name: str):
    compiled = compile_ptx(ptx, device.compiler_target, name)
    module = device.load_module(compiled.binary)
    return module, module.kernel(name), compiled.info.kernels[name]


@pytest.fixture(scope="module")
def probe(device):
    module, kernel, info = _loaded(device, PROBE_PTX, "probe")
    yield kernel, info
    module.close()


@pytest.fixture(scope="module")
def reverse(device):
    module, kernel, info = _loaded(device, SHARED_PTX, "reverse")
    yield kernel, info
    module.close()


def test_missing_kernel(device):  # replaces the shared test, which loads SPIR-V
    from zluda.runtime.backend import BackendError

    module, _, _ = _loaded(device, PROBE_PTX, "probe")
    with pytest.raises(BackendError) as info:
        module.kernel("no_such_kernel")
    assert info.value.result == "CUDA_ERROR_NOT_FOUND"
    module.close()


def test_device_reports_its_gfx(device):
    assert device.compiler_target.startswith(f"amdgpu:{device.gfx}")
    assert device.properties.total_memory > 0 and device.properties.multiprocessors > 0
    free, total = device.memory_info()
    assert 0 < free <= total
