"""The examples are real CUDA programs (cuda.bindings); they run unmodified under `zluda run`."""

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
EXAMPLES = ["vector_add.py", "matrix_multiply.py", "reduction.py"]


def _backends():
    out = [pytest.param("opencl", id="opencl")]
    try:
        import dpctl  # noqa: F401

        out.append(pytest.param("level_zero", id="level_zero"))
    except ImportError:
        out.append(pytest.param("level_zero", id="level_zero", marks=pytest.mark.skip(
            reason="dpctl is not installed (pip install -e '.[level-zero]')")))
    return out


@pytest.mark.parametrize("backend", _backends())
@pytest.mark.parametrize("example", EXAMPLES)
def test_example_runs_under_zluda_run(example, backend):
    env = dict(os.environ, ZLUDA_LEVEL_ZERO_DEVICE="opencl:cpu")
    result = subprocess.run(
        [sys.executable, "-m", "zluda", "run", "--backend", backend,
         str(ROOT / "examples" / example)],
        capture_output=True, text=True, timeout=300, env=env,
    )
    assert result.returncode == 0, result.stderr[-3000:]
    assert "correct" in result.stdout


def test_native_program_gets_a_clear_message(tmp_path):
    native = tmp_path / "a.out"
    native.write_bytes(b"\x7fELF" + bytes(60))
    result = subprocess.run([sys.executable, "-m", "zluda", "run", str(native)],
                            capture_output=True, text=True, timeout=60)
    assert result.returncode == 2
    assert "native program" in result.stderr and "libcuda.so.1" in result.stderr


def test_legacy_and_module_import_forms_resolve_to_zluda(tmp_path):
    script = tmp_path / "forms.py"
    script.write_text(
        "import cuda.bindings.driver as a\n"
        "from cuda.bindings import driver as b\n"
        "from cuda import cuda as c\n"
        "import zluda.driver\n"
        "assert a is b is c is zluda.driver\n"
        "err, = a.cuInit(0)\n"
        "assert err == a.CUresult.CUDA_SUCCESS\n"
        "print('ok')\n"
    )
    result = subprocess.run([sys.executable, "-m", "zluda", "run", str(script)],
                            capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == "ok"
