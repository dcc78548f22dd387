"""NVIDIA's Python packages and CuPy, unmodified, over zluda's libraries under ``zluda run``:
numba-cuda ``@cuda.jit`` programs (linked through zluda's nvJitLink), cuda.core (NVRTC
through zluda's libnvrtc, to PTX and to a "cubin"), CuPy (its cudart, CUB, NVRTC, cuBLAS and
cuRAND) and pynvml (zluda's NVML).
Each program checks its own results against NumPy and prints a line starting with PASS."""

import importlib.util
import subprocess
import sys
from pathlib import Path

import pytest

PROGRAMS = Path(__file__).resolve().parent / "python"
NEEDS = {"numba": "numba-cuda", "cuda_core": "cuda-core", "cupy": "cupy-cuda13x",
         "pynvml": "nvidia-ml-py"}
MODULES = {"numba": "numba.cuda", "cuda_core": "cuda.core", "cupy": "cupy", "pynvml": "pynvml"}


def _programs():
    for path in sorted(PROGRAMS.glob("*.py")):
        package = next(k for k in NEEDS if path.name.startswith(k))
        module = MODULES[package]
        marks = []
        try:
            missing = importlib.util.find_spec(module) is None
        except ImportError:
            missing = True
        if missing:
            marks.append(pytest.mark.skip(reason=f"{NEEDS[package]} is not installed"
                                                 " (pip install -e '.[test]')"))
        yield pytest.param(path, id=path.stem, marks=marks)


@pytest.mark.parametrize("program", list(_programs()))
def test_program_passes_under_zluda_run(program):
    result = subprocess.run([sys.executable, "-m", "zluda", "run", str(program)],
                            capture_output=True, text=True, timeout=600)
    assert result.returncode == 0, (result.stdout + result.stderr)[-4000:]
    assert any(line.startswith("PASS") for line in result.stdout.splitlines()), result.stdout
    assert "Traceback" not in result.stderr
    assert "Error in sys.excepthook" not in result.stderr  # an exception raised at exit


def test_releases_succeed_while_the_interpreter_shuts_down():
    script = Path(__file__).resolve().parent / "python_runner" / "released_at_exit.py"
    result = subprocess.run([sys.executable, "-m", "zluda", "run", str(script)],
                            capture_output=True, text=True, timeout=600)
    assert result.returncode == 0, result.stderr[-2000:]
    # cuMemFree and cuStreamDestroy: CUDA_SUCCESS; cuCtxGetDevice: CUDA_ERROR_DEINITIALIZED
    assert "at exit: [0, 0, 4]" in result.stdout, result.stdout + result.stderr[-2000:]
    assert "Error" not in result.stderr and "Traceback" not in result.stderr
