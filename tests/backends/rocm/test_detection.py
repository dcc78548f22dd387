"""ROCm detection on a machine without ROCm: each backend says what is missing.

We have no AMD GPU and no ROCm. The second test uses a test double: a fake hip-python
distribution record (metadata only, no code), so that detection gets past the Python package and
must report the missing HIP runtime library by its ROCm-7 soname.
"""

import os
import subprocess
import sys

from zluda.backends.rocm.backend import RocmBackend
from zluda.runtime.backend import BackendUnavailable


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
