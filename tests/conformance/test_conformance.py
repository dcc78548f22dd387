"""Every conformance program passes on the CPU device, through both CPU backends."""

import pytest

from conformance.runner import programs, run_program

BACKENDS = ["opencl", "level_zero"]


def _backend_params():
    try:
        import dpctl  # noqa: F401
    except ImportError:
        return [pytest.param("opencl"), pytest.param("level_zero", marks=pytest.mark.skip(
            reason="dpctl is not installed (pip install -e '.[level-zero]')"))]
    return BACKENDS


@pytest.mark.parametrize("backend", _backend_params())
@pytest.mark.parametrize("program", programs(), ids=lambda p: p.stem)
def test_program_passes(program, backend):
    result = run_program(program, backend)
    assert result.status == "pass", result.reason
