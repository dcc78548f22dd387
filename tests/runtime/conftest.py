"""Fixtures for runtime tests that run on every backend we can test here.

Use the ``backend`` fixture in a test to run it once per backend::

    def test_memset(backend):
        cuda = backend                      # the zluda.driver module, initialized
        ptr = check(cuda.cuMemAlloc(64))    # a fresh context is current
        ...

- ``backend`` is parametrized over ``opencl`` and ``level_zero``; test ids end in ``[opencl]`` /
  ``[level_zero]`` (``pytest -k opencl`` picks one). ``ZLUDA_TEST_BACKENDS=opencl`` (a comma
  list) limits the set.
- It yields the ``zluda.driver`` module after ``cuInit(0)``, with a **fresh context** (made by
  ``cuCtxCreate`` on device 0) current in the test's thread; the context is destroyed after the
  test, with everything it owns. Tests that need the primary context retain it themselves.
- ``backend_name`` gives the backend's name (``"opencl"`` or ``"level_zero"``), for the rare test
  that must know it.
- ``level_zero`` runs through dpctl on ``$ZLUDA_LEVEL_ZERO_DEVICE``, which defaults here to
  ``opencl:cpu``: there is no Intel GPU on our machines, so the Level Zero backend's code runs on
  the CPU device through SYCL's OpenCL backend. It is skipped when dpctl is not installed.

The driver is process-global, so switching backends goes through ``DRIVER.shutdown()``: the
per-module fixture selects a backend (``ZLUDA_BACKEND``), and on teardown shuts the driver down
and restores the environment, so later tests start from an uninitialized driver again. Tests are
grouped per module and backend, so each module switches at most twice.
"""

from __future__ import annotations

import importlib.util
import os

import pytest
from zluda import driver as cuda
from zluda.runtime.driver import DRIVER

ALL_BACKENDS = ("opencl", "level_zero")


def _selected() -> list[str]:
    chosen = os.environ.get("ZLUDA_TEST_BACKENDS", "")
    names = [n.strip() for n in chosen.split(",") if n.strip()] or list(ALL_BACKENDS)
    return [n for n in ALL_BACKENDS if n in names]


def _check(result):
    err, *values = result
    assert err == cuda.CUresult.CUDA_SUCCESS, (err, cuda.last_error_message())
    return values[0] if len(values) == 1 else values


@pytest.fixture(scope="module", params=_selected())
def backend_name(request) -> str:
    """The backend under test; the driver is initialized on it for the module's tests."""
    name = request.param
    if name == "level_zero" and importlib.util.find_spec("dpctl") is None:
        pytest.skip('dpctl is not installed (pip install "zluda[level-zero]")')
    saved = {k: os.environ.get(k) for k in ("ZLUDA_BACKEND", "ZLUDA_LEVEL_ZERO_DEVICE")}
    os.environ["ZLUDA_BACKEND"] = name
    os.environ.setdefault("ZLUDA_LEVEL_ZERO_DEVICE", "opencl:cpu")
    DRIVER.shutdown()
    try:
        _check(cuda.cuInit(0))
        assert DRIVER.backend_name == name
        yield name
    finally:
        DRIVER.shutdown()
        for key, value in saved.items():
            if value is None:
                os.environ.pop(key, None)
            else:
                os.environ[key] = value


@pytest.fixture
def backend(backend_name):
    """``zluda.driver``, initialized on the backend under test, with a fresh current context."""
    device = _check(cuda.cuDeviceGet(0))
    context = _check(cuda.cuCtxCreate(None, 0, device))
    try:
        yield cuda
    finally:
        _check(cuda.cuCtxDestroy(context))
