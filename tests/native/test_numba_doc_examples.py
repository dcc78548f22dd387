"""NVIDIA's own examples: numba-cuda's documentation examples (installed with numba-cuda, as
``numba.cuda.tests.doc_examples``), each a unittest that checks its results, run unmodified
under ``zluda run``. Those that need CUDA's device runtime (grid-wide synchronization links
``libcudadevrt.a``, which holds only SASS) must fail with zluda's message that says so."""

import importlib.util
import subprocess
import sys
from pathlib import Path

import pytest

RUNNER = Path(__file__).resolve().parent / "python_runner" / "unittest_module.py"
PASSING = ["test_vecadd", "test_reduction", "test_montecarlo", "test_random", "test_cpointer",
           "test_cpu_gpu_compat", "test_globals", "test_ufunc", "test_ffi"]
NEED_DEVICE_RUNTIME = ["test_cg", "test_laplace", "test_sessionize"]


def _available() -> bool:
    try:
        return importlib.util.find_spec("numba.cuda.tests.doc_examples") is not None and \
            importlib.util.find_spec("filecheck") is not None
    except ImportError:
        return False


pytestmark = pytest.mark.skipif(not _available(), reason="numba-cuda and filecheck are not"
                                " installed (pip install -e '.[test]')")


def _run(name: str):
    return subprocess.run([sys.executable, "-m", "zluda", "run", str(RUNNER),
                           f"numba.cuda.tests.doc_examples.{name}"],
                          capture_output=True, text=True, timeout=900)


@pytest.mark.parametrize("name", PASSING)
def test_example_passes(name):
    result = _run(name)
    assert result.returncode == 0, (result.stdout + result.stderr)[-4000:]
    assert "\nOK" in result.stderr and "skipped" not in result.stderr.rsplit("Ran", 1)[-1]


@pytest.mark.parametrize("name", NEED_DEVICE_RUNTIME)
def test_example_that_needs_the_device_runtime_says_why(name):
    result = _run(name)
    assert result.returncode == 1
    assert "libcudadevrt.a is an archive of cubins" in result.stderr
