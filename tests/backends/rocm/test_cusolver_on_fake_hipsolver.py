"""zluda's cuSOLVER on the rocm7 backend over FAKE HIP and FAKE hipSOLVER (test doubles: no AMD
GPU computes anything here). It shows that the hipSOLVER provider is chosen for a ROCm device,
that the ``_bufferSize`` queries are hipSOLVER's own answers, that each routine goes to the
hipSOLVER function of its name with the HIP stream of the handle's stream set, in the stream's
order, with device pointers and hip-python's enum members, that zluda's checks answer bad input
before hipSOLVER sees it, and that what is not forwarded yet answers NOT_SUPPORTED."""

from __future__ import annotations

import ctypes

import numpy as np
import pytest
from zluda import driver as cuda
from zluda.backends.rocm.hipsolver import HipSolverProvider
from zluda.libraries.common import providers as providers_module
from zluda.runtime import plugins
from zluda.runtime.driver import DRIVER

from tests.libraries.blas import CUSOLVER, Device, random

from . import fake_hipblas
from .fake_hip import FakeHip
from .fake_hipsolver import FakeHipSolver
from .test_cublas_on_fake_hipblas import check
from .test_fake_hip import fake_backend

SUCCESS, INVALID_VALUE, NOT_SUPPORTED = 0, 3, 9  # cuSOLVER's statuses


def on_fake_rocm(monkeypatch, solver, hip):
    """zluda on the rocm7 backend over ``hip``, with ``solver`` as hip-python's hipsolver (and
    the fake hipBLAS's enumerations as hip.hipblas's): a context made current; returns it."""
    monkeypatch.setattr(plugins, "all_backends", lambda: {"rocm7": fake_backend(hip)})
    monkeypatch.setenv("ZLUDA_BACKEND", "rocm7")
    provider = HipSolverProvider(load_modules=lambda: (solver, fake_hipblas))
    monkeypatch.setattr(providers_module, "providers", lambda library: [provider])
    DRIVER.shutdown()
    check(cuda.cuInit(0))
    return check(cuda.cuCtxCreate(None, 0, check(cuda.cuDeviceGet(0))))


@pytest.fixture
def hipsolver(monkeypatch):
    fake = FakeHip(7)
    solver = FakeHipSolver(fake)
    context = on_fake_rocm(monkeypatch, solver, fake)
    yield solver
    check(cuda.cuCtxDestroy(context))
    DRIVER.shutdown()


def _handle():
    handle = ctypes.c_void_p()
    assert CUSOLVER.cusolverDnCreate(ctypes.byref(handle)) == SUCCESS
    return handle


def test_an_lu_solve_goes_to_hipsolver_in_the_stream_s_order(hipsolver):
    dev = Device(cuda)
    n = 6
    a = random((n, n), np.float64, 1) + n * np.eye(n)
    b = random((n, 2), np.float64, 2)
    pa, pb = dev.put(a), dev.put(b)
    ipiv, info = dev.alloc(4 * n), dev.alloc(4)
    h = _handle()
    stream = check(cuda.cuStreamCreate(1))
    assert CUSOLVER.cusolverDnSetStream(h, int(stream)) == SUCCESS
    size = ctypes.c_int()
    assert CUSOLVER.cusolverDnDgetrf_bufferSize(h, n, n, pa, n, ctypes.byref(size)) == SUCCESS
    assert size.value == 4096 + n  # hipSOLVER's answer, not the CPU path's
    work = dev.alloc(8 * size.value)
    assert CUSOLVER.cusolverDnDgetrf(h, n, n, pa, n, work, ipiv, info) == SUCCESS
    assert CUSOLVER.cusolverDnDgetrs(h, 0, n, 2, pa, n, ipiv, pb, n, info) == SUCCESS
    name, hip_stream, *_ = hipsolver.calls[-2]
    assert name == "hipsolverDnDgetrf" and hip_stream.pending  # queued, not yet run: lazy
    assert hipsolver.calls[-1][:3] == ("hipsolverDnDgetrs", hip_stream, 111)
    check(cuda.cuStreamSynchronize(stream))
    np.testing.assert_allclose(dev.get(pb, (n, 2), np.float64), np.linalg.solve(a, b),
                               rtol=1e-10)
    assert dev.get(info, (1,), np.int32)[0] == 0
    assert CUSOLVER.cusolverDnDestroy(h) == SUCCESS


def test_a_cholesky_factor_of_the_upper_triangle(hipsolver):
    dev = Device(cuda)
    n = 5
    m = random((n, n), np.complex128, 3)
    a = m @ m.conj().T + n * np.eye(n)
    pa, info = dev.put(a), dev.alloc(4)
    h = _handle()
    size = ctypes.c_int()
    assert CUSOLVER.cusolverDnZpotrf_bufferSize(h, 1, n, pa, n, ctypes.byref(size)) == SUCCESS
    work = dev.alloc(16 * size.value)
    assert CUSOLVER.cusolverDnZpotrf(h, 1, n, pa, n, work, size.value, info) == SUCCESS
    assert hipsolver.calls[-1][2:] == (121, n)  # CUBLAS_FILL_MODE_UPPER: hipBLAS's 121
    check(cuda.cuCtxSynchronize())
    upper = np.triu(dev.get(pa, (n, n), np.complex128))
    np.testing.assert_allclose(upper.conj().T @ upper, a, rtol=1e-10)
    assert CUSOLVER.cusolverDnDestroy(h) == SUCCESS


def test_bad_input_and_what_is_not_forwarded_yet(hipsolver):
    dev = Device(cuda)
    h = _handle()
    pa, ipiv, info, work = dev.alloc(8 * 16), dev.alloc(16), dev.alloc(4), dev.alloc(8 * 8192)
    assert CUSOLVER.cusolverDnDgetrf(h, 4, 4, pa, 3, work, ipiv, info) == INVALID_VALUE
    host = np.zeros(16)
    assert CUSOLVER.cusolverDnDgetrf(h, 4, 4, host.ctypes.data, 4, work, ipiv, info) == \
        INVALID_VALUE  # not device memory: caught before hipSOLVER reads it
    assert not any(call[0] == "hipsolverDnDgetrf" for call in hipsolver.calls)
    w = dev.alloc(8 * 4)
    params = ctypes.c_void_p()
    assert CUSOLVER.cusolverDnCreateSyevjInfo(ctypes.byref(params)) == SUCCESS
    assert CUSOLVER.cusolverDnDsyevj(h, 1, 0, 4, pa, 4, w, work, 8192, info, params) == \
        NOT_SUPPORTED
    assert CUSOLVER.cusolverDnDestroy(h) == SUCCESS
