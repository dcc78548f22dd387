"""ROCm detection on a machine without ROCm: each backend says what is missing.

We have no AMD GPU and no ROCm. The second test uses a test double: a fake hip-python
distribution record (metadata only, no code), so that detection gets past the Python package and
must report the missing HIP runtime library by its ROCm-7 soname.
"""

import os
import subprocess
import sys

import pytest
from zluda.backends.rocm.backend import RocmBackend
from zluda.backends.rocm.detect import hip_python_version
from zluda.runtime.backend import BackendUnavailable

# These tests check what a machine without ROCm is told; on a ROCm machine they do not apply.
WITHOUT_ROCM = pytest.mark.skipif(
    hip_python_version() is not None or os.path.exists("/opt/rocm/lib"),
    reason="ROCm or hip-python is installed here: these tests check what a machine without "
           "them is told")


@WITHOUT_ROCM
def test_without_hip_python_both_backends_say_how_to_install_it():
    for major in (6, 7):
        backend = RocmBackend(major)
        try:
            backend.devices()
        except BackendUnavailable as exc:
            assert "hip-python is not installed" in exc.reason
            assert f"zluda[rocm{major}]" in exc.hint
        else:
            raise AssertionError("ROCm cannot be usable on this machine")


@WITHOUT_ROCM
def test_fake_hip_python_metadata_then_the_missing_runtime_is_named(tmp_path):
    """Test double: a fake `hip-python 7.2.2` distribution record, without the package."""
    dist = tmp_path / "hip_python-7.2.2.dist-info"
    dist.mkdir()
    (dist / "METADATA").write_text("Metadata-Version: 2.1\nName: hip-python\nVersion: 7.2.2\n")
    code = ("from zluda.backends.rocm.backend import RocmBackend\n"
            "from zluda.runtime.backend import BackendUnavailable\n"
            "for major in (7, 6):\n"
            "    try:\n"
            "        RocmBackend(major).devices()\n"
            "    except BackendUnavailable as exc:\n"
            "        print(major, exc.reason)\n")
    env = dict(os.environ, PYTHONPATH=str(tmp_path), ROCM_PATH=str(tmp_path / "no-rocm"))
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env,
                            timeout=120)
    assert result.returncode == 0, result.stderr
    lines = dict(line.split(" ", 1) for line in result.stdout.strip().splitlines())
    assert "libamdhip64.so.7" in lines["7"] and "was not found" in lines["7"]
    assert "hip-python 7.2.2 is installed, but rocm6 needs hip-python 6.x" in lines["6"]


def _run(code: str, **env) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          env=dict(os.environ, **env), timeout=300)


@WITHOUT_ROCM
def test_zluda_info_shows_each_rocm_backend_unusable_with_its_reason():
    result = subprocess.run([sys.executable, "-m", "zluda", "info"], capture_output=True,
                            text=True, timeout=300)
    assert result.returncode == 0, result.stderr
    lines = {line.split(":", 1)[0]: line for line in result.stdout.splitlines() if ":" in line}
    for major in (7, 6):
        line = lines[f"rocm{major}"]
        assert line.startswith(f"rocm{major}: unusable: hip-python is not installed")
        assert f"to fix: install ROCm {major}.x, then pip install 'zluda[rocm{major}]'" in line


@WITHOUT_ROCM
@pytest.mark.parametrize("name, expected", [
    ("rocm7", ["rocm7: hip-python is not installed"]),
    ("rocm6", ["rocm6: hip-python is not installed"]),
    ("rocm", ["rocm7: hip-python is not installed", "rocm6: hip-python is not installed"]),
])
def test_cuinit_without_rocm_is_no_device_and_logs_why(name, expected):
    result = _run("from zluda import driver; print(int(driver.cuInit(0)[0]))", ZLUDA_BACKEND=name)
    assert result.stdout.strip() == "100"  # CUDA_ERROR_NO_DEVICE
    for reason in expected:
        assert reason in result.stderr
    assert f"no usable device for ZLUDA_BACKEND={name}" in result.stderr


def _fake_backends(monkeypatch, backends):
    from zluda import info
    from zluda.runtime import plugins

    table = {b.name: b for b in backends}
    monkeypatch.setattr(plugins, "all_backends", lambda: table)
    monkeypatch.setattr(info, "all_backends", lambda: table)


def test_rocm_picks_the_newest_release_that_works(monkeypatch):
    """Test double: the fake HIP API stands in for ROCm 6; rocm7 finds no hip-python 7."""
    from zluda.runtime.plugins import select

    from .fake_hip import FakeGpu, FakeHip
    from .test_fake_hip import fake_backend

    rocm7 = fake_backend(FakeHip(7), hip_python=None)
    rocm6 = fake_backend(FakeHip(6, gpus=[FakeGpu(gcn_arch_name="gfx1030")]))
    _fake_backends(monkeypatch, [rocm7, rocm6])
    backend, devices = select("rocm")
    assert backend is rocm6 and devices[0].compiler_target == "amdgpu:gfx1030"


def test_zluda_info_names_the_gfx_of_an_unusable_gpu(monkeypatch, capsys):
    """Test double: the fake HIP API reports a gfx803 and a gfx1100 GPU."""
    from zluda.info import print_info

    from .fake_hip import FakeGpu, FakeHip
    from .test_fake_hip import fake_backend

    fake = FakeHip(7, gpus=[FakeGpu(gcn_arch_name="gfx803", name="AMD Radeon RX 580"),
                            FakeGpu()])
    _fake_backends(monkeypatch, [fake_backend(fake)])
    print_info()
    out = capsys.readouterr().out
    assert "rocm7: usable" in out and "compiler target amdgpu:gfx1100" in out
    assert "AMD Radeon RX 7900 XTX [ZLUDA]" in out
    assert "unusable device: AMD Radeon RX 580 (gfx803): " in out
    assert "cannot serve gfx803" in out
