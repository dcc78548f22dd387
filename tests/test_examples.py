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


def test_a_program_that_cannot_run_gets_a_clear_message(tmp_path):
    native = tmp_path / "a.out"
    native.write_bytes(b"\x7fELF" + bytes(60))
    native.chmod(0o755)
    result = subprocess.run([sys.executable, "-m", "zluda", "run", str(native)],
                            capture_output=True, text=True, timeout=60)
    assert result.returncode == 2
    assert f"cannot run {native}" in result.stderr
    missing = subprocess.run([sys.executable, "-m", "zluda", "run", "no-such-program-here"],
                             capture_output=True, text=True, timeout=60)
    assert missing.returncode == 2 and "no such file or command" in missing.stderr


def test_a_native_program_gets_zluda_s_library_first(tmp_path):
    """`zluda run sh -c ...`: the child's loader path and Python path are zluda's."""
    from zluda.libraries import LIB_DIR

    result = subprocess.run([sys.executable, "-m", "zluda", "run", "sh", "-c",
                             'echo "$LD_LIBRARY_PATH"; echo "$ZLUDA_PYTHONPATH"'],
                            capture_output=True, text=True, timeout=60,
                            env=dict(os.environ, LD_LIBRARY_PATH="/elsewhere"))
    loader, python = result.stdout.splitlines()
    assert loader.split(":") == [str(LIB_DIR), "/elsewhere"]
    assert any(os.path.isdir(p) and "site-packages" in p for p in python.split(":"))


def test_a_python_that_zluda_run_starts_has_zluda_s_libraries_loaded_first(tmp_path):
    """`zluda run python ...` (an interpreter, not a script): zluda's libraries are loaded at
    its startup, before a package (cuda.pathfinder, for CuPy) looks for an NVRTC or a cuRAND,
    and the interpreter's own sitecustomize still runs."""
    from zluda.libraries import LIB_DIR

    (tmp_path / "sitecustomize.py").write_text("import sys\nsys.users_hook_ran = True\n")
    code = ("import sys; maps = open('/proc/self/maps').read();"
            " print(sys.users_hook_ran, all(n in maps for n in sys.argv[1:]))")
    names = [str(LIB_DIR / name) for name in ("libnvrtc.so.13", "libcurand.so.10")]
    result = subprocess.run([sys.executable, "-m", "zluda", "run", sys.executable, "-c", code,
                             *names], capture_output=True, text=True, timeout=120,
                            env=dict(os.environ, PYTHONPATH=str(tmp_path)))
    assert result.stdout.split() == ["True", "True"], result.stdout + result.stderr[-2000:]
    assert "Error in sitecustomize" not in result.stderr


def test_zluda_env_prints_the_shell_lines_and_the_directory():
    from zluda.libraries import LIB_DIR

    lines = subprocess.run([sys.executable, "-m", "zluda", "env"], capture_output=True,
                           text=True, timeout=60, check=True).stdout.splitlines()
    assert lines[0].startswith(f"export LD_LIBRARY_PATH={LIB_DIR}")
    assert lines[1].startswith("export ZLUDA_PYTHONPATH=")
    only = subprocess.run([sys.executable, "-m", "zluda", "env", "--lib-dir"],
                          capture_output=True, text=True, timeout=60, check=True).stdout
    assert only == f"{LIB_DIR}\n" and (LIB_DIR / "libcuda.so.1").is_file()


def test_with_cuda_bindings_installed_a_script_runs_on_nvidia_s_bindings(tmp_path):
    pytest.importorskip("cuda.bindings", reason="NVIDIA's cuda-bindings is not installed")
    script = tmp_path / "nvidia.py"
    script.write_text(
        "import sys\n"
        "from cuda.bindings import driver, runtime, nvrtc\n"  # all of NVIDIA's modules import
        "assert 'zluda.driver' not in sys.modules\n"
        "err, = driver.cuInit(0)\n"
        "err, name = driver.cuDeviceGetName(64, 0)\n"
        "print(err, name.split(b'\\0')[0].decode())\n"
    )
    result = subprocess.run([sys.executable, "-m", "zluda", "run", str(script)],
                            capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stderr[-3000:]
    assert result.stdout.startswith("<CUresult.CUDA_SUCCESS: 0>") and "[ZLUDA]" in result.stdout


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
    result = subprocess.run([sys.executable, "-m", "zluda", "run", "--driver", "python",
                             str(script)], capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == "ok"
