"""Backends are pluggy plugins found through the entry-point group `zluda.backends`.

A package outside zluda registers a backend the way the built-in ones do, and a program then
runs on it; unknown and unusable backends make cuInit fail with CUDA_ERROR_NO_DEVICE and a
message that says why.
"""

import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest
from zluda.backends.rocm.detect import hip_python_version

from tests import third_party

# Tests of what a machine without ROCm is told; on a ROCm machine they do not apply.
WITHOUT_ROCM = pytest.mark.skipif(
    hip_python_version() is not None or os.path.exists("/opt/rocm/lib"),
    reason="ROCm or hip-python is installed here: the test checks what a machine without them "
           "is told")

ROOT = Path(__file__).resolve().parent.parent.parent

# A third-party backend: its own package and distribution metadata, outside zluda. It reuses the
# OpenCL devices under another name, which is all a real plugin's hook needs to show.
PLUGIN = textwrap.dedent('''
    from zluda.runtime.backend import Backend
    from zluda.runtime.plugins import hookimpl


    class ThirdPartyBackend(Backend):
        name = "thirdparty"

        def probe(self):
            from zluda.backends.opencl.backend import OpenclBackend

            return OpenclBackend().devices()


    @hookimpl
    def zluda_backends():
        return [ThirdPartyBackend()]
''')


def _run(code: str, env_extra: dict, extra_path: Path | None = None) -> subprocess.CompletedProcess:
    env = dict(os.environ, **env_extra)
    if extra_path is not None:
        env["PYTHONPATH"] = os.pathsep.join([str(extra_path), env.get("PYTHONPATH", "")])
    return subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env,
                          timeout=300)


def _install_plugin(tmp_path: Path) -> Path:
    return third_party.install(tmp_path, "thirdparty_zluda_plugin", PLUGIN, "zluda.backends",
                               "thirdparty")


def test_a_third_party_backend_registers_through_the_entry_point(tmp_path):
    path = _install_plugin(tmp_path)
    code = textwrap.dedent(f'''
        import runpy, sys
        from zluda.compat import install_cuda_modules
        from zluda.runtime.plugins import all_backends
        assert "thirdparty" in all_backends(), sorted(all_backends())
        install_cuda_modules()
        runpy.run_path({str(ROOT / "examples" / "vector_add.py")!r}, run_name="__main__")
        from zluda.runtime.driver import DRIVER
        print("backend", DRIVER.backend_name)
    ''')
    result = _run(code, {"ZLUDA_BACKEND": "thirdparty"}, path)
    assert result.returncode == 0, result.stderr[-3000:]
    assert "correct" in result.stdout and "backend thirdparty" in result.stdout
    info = subprocess.run([sys.executable, "-m", "zluda", "info"], capture_output=True, text=True,
                          env=dict(os.environ, PYTHONPATH=str(path)), timeout=300)
    assert "thirdparty: usable" in info.stdout


def test_unknown_backend_lists_the_known_ones():
    result = _run("import zluda.driver as d; print(int(d.cuInit(0)[0]))",
                  {"ZLUDA_BACKEND": "nosuchbackend"})
    assert result.stdout.strip() == "100"  # CUDA_ERROR_NO_DEVICE
    assert "unknown backend 'nosuchbackend'" in result.stderr
    for name in ("auto", "opencl", "level_zero", "rocm6", "rocm7", "rocm"):
        assert name in result.stderr


@WITHOUT_ROCM
def test_known_backend_without_its_runtime_names_what_is_missing():
    result = _run("import zluda.driver as d; print(int(d.cuInit(0)[0]))",
                  {"ZLUDA_BACKEND": "rocm7"})
    assert result.stdout.strip() == "100"
    assert "hip-python" in result.stderr and "zluda[rocm7]" in result.stderr


def test_not_initialized_before_cuinit():
    result = _run("import zluda.driver as d; print(int(d.cuDeviceGetCount()[0]))", {})
    assert result.stdout.strip() == "3"  # CUDA_ERROR_NOT_INITIALIZED


@WITHOUT_ROCM
def test_info_lists_every_backend_with_a_reason():
    result = subprocess.run([sys.executable, "-m", "zluda", "info"], capture_output=True, text=True,
                            env=dict(os.environ, ZLUDA_LEVEL_ZERO_DEVICE="level_zero:gpu"),
                            timeout=300)
    assert result.returncode == 0, result.stderr
    out = result.stdout
    assert "opencl: usable" in out and "[ZLUDA]" in out and "warp size 32" in out
    assert "rocm7: unusable: hip-python is not installed" in out
    assert "rocm6: unusable" in out
    assert "level_zero: unusable" in out and "level_zero:gpu" in out
