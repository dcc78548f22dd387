"""Every conformance program on a real AMD GPU, through ``rocm7`` and ``rocm6``.

Nothing here runs without ROCm, hip-python and an AMD GPU that the AMDGPU target serves: each
test is then skipped, and the skip message says why (``pytest -rs`` prints it), e.g. "rocm7:
hip-python is not installed". On an AMD machine::

    pip install -e ".[rocm7,test]"    # or .[rocm6,test] with ROCm 6
    pytest -rs tests/conformance/test_rocm_hardware.py tests/backends/rocm/test_rocm_device.py

``docs/backends/rocm.md`` says how to report the results.
"""

from __future__ import annotations

import functools

import pytest

from conformance.runner import programs, run_program

BACKENDS = ("rocm7", "rocm6")


@functools.cache
def unavailable(name: str) -> str:
    """Why the backend cannot run here ("" when it can)."""
    from zluda.runtime.backend import BackendUnavailable
    from zluda.runtime.plugins import all_backends

    backend = all_backends().get(name)
    if backend is None:
        return "no plugin provides this backend"
    try:
        backend.devices()
    except BackendUnavailable as exc:
        return exc.reason + (f" (to fix: {exc.hint})" if exc.hint else "")
    return ""


def _params():
    for backend in BACKENDS:
        reason = unavailable(backend)
        marks = [pytest.mark.skip(reason=f"{backend}: {reason}")] if reason else []
        for program in programs():
            yield pytest.param(program, backend, marks=marks, id=f"{backend}-{program.stem}")


@pytest.mark.parametrize("program, backend", list(_params()))
def test_program_passes_on_an_amd_gpu(program, backend):
    result = run_program(program, backend)
    assert result.status == "pass", result.reason
