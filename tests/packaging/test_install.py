"""An editable install and a built wheel each import correctly in a fresh virtual environment.

The fresh venv gets zluda itself from the install under test; its dependencies (llvmlite,
pyopencl, ...) come from this environment through a path entry, so the test needs no download
of them. It checks that the import names map to the right folders, that the helper library and
the backends are packaged, and that the OpenCL backend registers through its entry point.
"""

import os
import site
import subprocess
import sys
import sysconfig
import venv
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent.parent

CHECK = r"""
import json, sys
import zluda, zluda.ptx, zluda.driver, zluda.runtime, zluda.backends.opencl
from zluda.ptx.llvm import helper_sources
from zluda.runtime.plugins import all_backends
print(json.dumps({
    "zluda": zluda.__file__,
    "opencl": zluda.backends.opencl.__file__,
    "helpers": sorted(set(helper_sources().values())),
    "backends": sorted(all_backends()),
    "driver_has_launch": hasattr(zluda.driver, "cuLaunchKernel"),
}))
"""


def _fresh_venv(path: Path) -> Path:
    venv.EnvBuilder(with_pip=True).create(path)
    python = path / "bin" / "python"
    purelib = subprocess.run([str(python), "-c",
                              "import sysconfig; print(sysconfig.get_paths()['purelib'])"],
                             capture_output=True, text=True, check=True).stdout.strip()
    # dependencies from this environment (not zluda itself: its editable finder is not loaded,
    # because a plain path entry does not process the .pth files in that directory)
    here = site.getsitepackages() + [sysconfig.get_paths()["purelib"]]
    deps = [p for p in here if os.path.isdir(p)]
    Path(purelib, "zz_test_dependencies.pth").write_text("\n".join(dict.fromkeys(deps)) + "\n")
    return python


def _check(python: Path, cwd: Path) -> dict:
    import json

    result = subprocess.run([str(python), "-c", CHECK], capture_output=True, text=True,
                            cwd=cwd, timeout=300)
    assert result.returncode == 0, result.stderr[-3000:]
    return json.loads(result.stdout.strip().splitlines()[-1])


def _pip(python: Path, *args: str) -> None:
    result = subprocess.run([str(python), "-m", "pip", "install", "-q", "--no-deps", *args],
                            capture_output=True, text=True, timeout=600)
    assert result.returncode == 0, result.stderr[-3000:]


@pytest.fixture(scope="module")
def wheel(tmp_path_factory) -> Path:
    out = tmp_path_factory.mktemp("wheel")
    result = subprocess.run([sys.executable, "-m", "pip", "wheel", "-q", "--no-deps", "-w",
                             str(out), str(ROOT)], capture_output=True, text=True, timeout=600)
    assert result.returncode == 0, result.stderr[-3000:]
    return next(out.glob("zluda-*.whl"))


def test_wheel_contains_every_package_and_data_file(wheel):
    names = zipfile.ZipFile(wheel).namelist()
    for required in ("zluda/__init__.py", "zluda/ptx/parser.py", "zluda/ptx/helpers/integer.ll",
                     "zluda/runtime/stream.py", "zluda/driver/api.py",
                     "zluda/backends/opencl/backend.py", "zluda/abi/enums.py", "zluda/cli.py"):
        assert required in names, required
    entry_points = next(n for n in names if n.endswith("entry_points.txt"))
    text = zipfile.ZipFile(wheel).read(entry_points).decode()
    assert "[zluda.backends]" in text and "opencl = zluda.backends.opencl" in text
    assert "zluda = zluda.cli:main" in text


def test_wheel_imports_in_a_fresh_venv(wheel, tmp_path):
    python = _fresh_venv(tmp_path / "venv")
    _pip(python, str(wheel))
    info = _check(python, tmp_path)
    assert info["zluda"].startswith(str(tmp_path / "venv"))
    assert info["opencl"].startswith(str(tmp_path / "venv"))
    assert "integer.ll" in info["helpers"]
    assert "opencl" in info["backends"] and info["driver_has_launch"]


def test_editable_install_imports_from_the_checkout(tmp_path):
    python = _fresh_venv(tmp_path / "venv")
    _pip(python, "-e", str(ROOT))
    info = _check(python, tmp_path)
    assert info["zluda"] == str(ROOT / "core" / "__init__.py")
    assert info["opencl"] == str(ROOT / "backends" / "opencl" / "__init__.py")
    assert "opencl" in info["backends"] and info["driver_has_launch"]
