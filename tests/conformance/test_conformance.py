"""Every conformance program passes on the CPU device: through both CPU backends with
zluda.driver in place of cuda.bindings.driver, and through NVIDIA's own cuda-bindings over
zluda's libcuda.so.1."""

import importlib.util

import pytest

from conformance.runner import programs, run_program


def _params():
    try:
        import dpctl  # noqa: F401
        level_zero = pytest.param("level_zero", "python")
    except ImportError:
        level_zero = pytest.param("level_zero", "python", marks=pytest.mark.skip(
            reason="dpctl is not installed (pip install -e '.[level-zero]')"))
    native = pytest.param("opencl", "native")
    if importlib.util.find_spec("cuda.bindings") is None:
        native = pytest.param("opencl", "native", marks=pytest.mark.skip(
            reason="NVIDIA's cuda-bindings is not installed (pip install -e '.[test]')"))
    return [pytest.param("opencl", "python"), level_zero, native]


@pytest.mark.parametrize(("backend", "driver"), _params())
@pytest.mark.parametrize("program", programs(), ids=lambda p: p.stem)
def test_program_passes(program, backend, driver):
    result = run_program(program, backend, driver=driver)
    assert result.status == "pass", result.reason
