"""zluda's cuFFT on the rocm7 backend over FAKE HIP and FAKE hipFFT (test doubles: no AMD GPU
computes anything here). It shows that the hipFFT provider is chosen for a ROCm device, that a
plan becomes one hipFFT plan of hip-python's type members, made at the first execution and
destroyed with the plan, that each execution goes to hipFFT with the HIP stream of the plan's
stream set, in the stream's order, with device pointers and the direction of a complex
transform, and that what hipFFT lacks (half precision) answers CUFFT_NOT_SUPPORTED and data
outside device memory CUFFT_INVALID_VALUE before hipFFT sees it."""

from __future__ import annotations

import ctypes

import numpy as np
import pytest
from zluda import driver as cuda
from zluda.backends.rocm.hipfft import HipFftProvider
from zluda.libraries.common import providers as providers_module
from zluda.runtime import plugins
from zluda.runtime.driver import DRIVER

from tests.libraries.blas import Device
from tests.libraries.test_cufft import (
    C2C,
    CUFFT,
    FORWARD,
    INVALID_VALUE,
    INVERSE,
    R2C,
    SUCCESS,
    _get,
    _plan,
    _put,
    _random,
)

from .fake_hip import FakeHip
from .fake_hipfft import FakeHipFft
from .test_cublas_on_fake_hipblas import check
from .test_fake_hip import fake_backend

NOT_SUPPORTED = 16  # CUFFT_NOT_SUPPORTED


def on_fake_rocm(monkeypatch, fft, hip):
    """zluda on the rocm7 backend over ``hip``, with ``fft`` as hip-python's hipfft: a context
    made current; returns it."""
    monkeypatch.setattr(plugins, "all_backends", lambda: {"rocm7": fake_backend(hip)})
    monkeypatch.setenv("ZLUDA_BACKEND", "rocm7")
    provider = HipFftProvider(load_module=lambda: fft)
    monkeypatch.setattr(providers_module, "providers", lambda library: [provider])
    DRIVER.shutdown()
    check(cuda.cuInit(0))
    return check(cuda.cuCtxCreate(None, 0, check(cuda.cuDeviceGet(0))))


@pytest.fixture
def hipfft(monkeypatch):
    fake = FakeHip(7)
    fft = FakeHipFft(fake)
    context = on_fake_rocm(monkeypatch, fft, fake)
    yield fft
    check(cuda.cuCtxDestroy(context))
    DRIVER.shutdown()


def test_a_complex_transform_goes_to_hipfft_in_the_stream_s_order(hipfft):
    dev = Device(cuda)
    x = _random((3, 16), np.complex64, 1)
    source, target = _put(dev, x), dev.alloc(x.nbytes)
    plan = _plan(16, kind=C2C, batch=3)
    stream = check(cuda.cuStreamCreate(1))
    assert CUFFT.cufftSetStream(plan, int(stream)) == SUCCESS
    assert CUFFT.cufftExecC2C(plan, source, target, FORWARD) == SUCCESS
    assert hipfft.calls[0][:3] == ("hipfftPlanMany", (16,), hipfft.hipfftType_t.HIPFFT_C2C)
    name, hip_stream, in_place, direction = hipfft.calls[-1]
    assert (name, in_place, direction) == ("hipfftExecC2C", False, -1)
    assert hip_stream is not None and hip_stream.pending  # queued, not yet run: lazy
    check(cuda.cuStreamSynchronize(stream))
    np.testing.assert_allclose(_get(dev, target, (3, 16), np.complex64),
                               np.fft.fft(x, axis=1), rtol=1e-4, atol=1e-4)
    # the inverse, in place, on the same hipFFT plan: N times the input (no normalization)
    assert CUFFT.cufftExecC2C(plan, target, target, INVERSE) == SUCCESS
    check(cuda.cuStreamSynchronize(stream))
    assert [c[0] for c in hipfft.calls].count("hipfftPlanMany") == 1
    assert hipfft.calls[-1][2:] == (True, 1)
    np.testing.assert_allclose(_get(dev, target, (3, 16), np.complex64), 16 * x, rtol=1e-4,
                               atol=1e-3)
    assert CUFFT.cufftDestroy(plan) == SUCCESS
    assert hipfft.calls[-1] == ("hipfftDestroy",) and hipfft.plans[0].destroyed


@pytest.mark.parametrize("in_place", [False, True], ids=["out of place", "in place"])
def test_a_real_transform_goes_to_hipfft_exec_d2z(hipfft, in_place):
    dev = Device(cuda)
    n = 10
    x = _random((n,), np.float64, 2)
    plan = ctypes.c_int()
    assert CUFFT.cufftPlan1d(ctypes.byref(plan), n, 0x6A, 1) == SUCCESS  # D2Z
    if in_place:
        padded = np.zeros(2 * (n // 2 + 1))
        padded[:n] = x
        source = target = _put(dev, padded)
    else:
        source, target = _put(dev, x), dev.alloc(16 * (n // 2 + 1))
    assert CUFFT.cufftExecD2Z(plan, source, target) == SUCCESS
    check(cuda.cuCtxSynchronize())
    assert hipfft.calls[-1][0] == "hipfftExecD2Z" and hipfft.calls[-1][3] is None
    np.testing.assert_allclose(_get(dev, target, (n // 2 + 1,), np.complex128),
                               np.fft.rfft(x), rtol=1e-12)
    assert CUFFT.cufftDestroy(plan) == SUCCESS


def test_what_hipfft_lacks_is_not_supported_and_bad_data_is_refused(hipfft):
    dev = Device(cuda)
    plan, size = ctypes.c_int(), ctypes.c_size_t()
    n = (ctypes.c_longlong * 1)(8)
    assert CUFFT.cufftCreate(ctypes.byref(plan)) == SUCCESS
    assert CUFFT.cufftXtMakePlanMany(plan, 1, n, None, 1, 1, 6, None, 1, 1, 6, 1,
                                     ctypes.byref(size), 6) == SUCCESS  # CUDA_C_16F
    data = dev.alloc(64)
    assert CUFFT.cufftXtExec(plan, data, data, FORWARD) == NOT_SUPPORTED
    single = _plan(8, kind=R2C)
    host = np.zeros(8, np.float32)
    assert CUFFT.cufftExecR2C(single, host.ctypes.data, data) == INVALID_VALUE
    assert not any(call[0].startswith("hipfftExec") for call in hipfft.calls)
