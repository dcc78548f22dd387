"""The Level Zero backend (dpctl) on a real device: ``opencl:cpu`` here, as no Intel GPU is.

The backend conformance tests (:mod:`tests.backends.conformance`) run on its device, then come
what is particular to it: device selection by a dpctl filter string, the reasons it gives when
it cannot run, and ``zluda run --backend level_zero``.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

pytest.importorskip("dpctl", reason='dpctl is not installed (pip install "zluda[level-zero]")')

from zluda.backends.level_zero.backend import (  # noqa: E402
    INSTALL_HINT,
    LevelZeroBackend,
    device_filter,
)
from zluda.runtime.backend import BackendError, BackendUnavailable  # noqa: E402

from tests.backends.conformance import *  # noqa: E402,F403 - the shared backend tests

ROOT = Path(__file__).resolve().parents[3]
FILTER = os.environ.get("ZLUDA_LEVEL_ZERO_DEVICE") or "opencl:cpu"


@pytest.fixture(scope="module")
def device():
    saved = os.environ.get("ZLUDA_LEVEL_ZERO_DEVICE")
    os.environ["ZLUDA_LEVEL_ZERO_DEVICE"] = FILTER
    try:
        devices = LevelZeroBackend().devices()
    finally:
        if saved is None:
            os.environ.pop("ZLUDA_LEVEL_ZERO_DEVICE")
    assert len(devices) == 1
    yield devices[0]


@pytest.mark.parametrize("binary", [
    b"garbage!" * 8,                              # no SPIR-V magic
    b"\x03\x02\x23\x07" + bytes(60),            # an instruction of 0 words (the runtime hangs)
    b"\x03\x02\x23\x07" + bytes(16) + b"\x11\x00\x09\x00",  # runs past the end
    b"\x03\x02\x23\x07" + bytes(17),            # not whole words
], ids=["no-magic", "zero-words", "truncated", "odd-length"])
def test_malformed_spirv_is_refused_before_the_runtime(device, binary):
    with pytest.raises(BackendError) as info:
        device.load_module(binary)
    assert info.value.result == "CUDA_ERROR_INVALID_IMAGE"
    assert "not a SPIR-V module" in str(info.value)


def test_device_is_the_filtered_one(device, monkeypatch):
    monkeypatch.setenv("ZLUDA_LEVEL_ZERO_DEVICE", FILTER)
    assert device_filter() == FILTER
    monkeypatch.delenv("ZLUDA_LEVEL_ZERO_DEVICE")
    assert device_filter() == "level_zero:gpu"
    props = device.properties
    assert props.extra["sycl_backend"] == FILTER.split(":")[0]
    assert 32 in props.extra["sub_group_sizes"]
    assert props.max_threads_per_block == device.sycl_device.max_work_group_size
    assert props.total_memory > 0
    assert len(props.uuid) == 16


def test_no_matching_device(monkeypatch):
    monkeypatch.setenv("ZLUDA_LEVEL_ZERO_DEVICE", "opencl:accelerator:7")
    with pytest.raises(BackendUnavailable) as info:
        LevelZeroBackend().devices()
    assert "opencl:accelerator:7" in info.value.reason
    assert info.value.hint == INSTALL_HINT == 'pip install "zluda[level-zero]"'


def test_without_dpctl(monkeypatch):
    from zluda.backends.level_zero import backend

    for name in [n for n in sys.modules if n == "dpctl" or n.startswith("dpctl.")]:
        monkeypatch.delitem(sys.modules, name)
    monkeypatch.setitem(sys.modules, "dpctl", None)  # import dpctl now fails
    # the backend imports dpctl once per process; this process imported it already
    monkeypatch.setattr(backend, "_dpctl", backend._dpctl.__wrapped__)
    with pytest.raises(BackendUnavailable) as info:
        LevelZeroBackend().devices()
    assert "dpctl is not installed" in info.value.reason
    assert info.value.hint == INSTALL_HINT


def test_vector_add_example_under_zluda_run():
    zluda = shutil.which("zluda", path=os.path.dirname(sys.executable)) or "zluda"
    env = dict(os.environ, ZLUDA_LEVEL_ZERO_DEVICE=FILTER)
    env.pop("ZLUDA_BACKEND", None)
    result = subprocess.run([zluda, "run", "--backend", "level_zero",
                             str(ROOT / "examples" / "vector_add.py")],
                            capture_output=True, text=True, timeout=300, env=env, cwd=ROOT)
    assert result.returncode == 0, result.stderr[-3000:]
    assert "correct" in result.stdout
