"""The FAKE hipFFT and the hipFFT provider's calls, held against the real hip-python bindings
(``hip.hipfft``), where hip-python is installed; no ROCm is needed: hip-python converts every
argument before it opens ``libhipfft``, so a call that fails with "failed to dlopen" has had its
arguments accepted, and a wrong argument type fails with ``TypeError`` or ``OverflowError``.

- the fake's type enumeration and directions are hip-python's, by name and value;
- a session of cuFFT calls on the fake ROCm device (complex and real, single and double, basic
  and advanced layouts) goes through a proxy that first hands each hipFFT call's arguments,
  translated to hip-python's own types, to the real binding.
"""

from __future__ import annotations

import ctypes
import enum

import pytest

hipfft_real = pytest.importorskip(
    "hip.hipfft", reason="hip-python is not installed (pip install 'zluda[rocm7]' or '[rocm6]')")
from zluda import driver as cuda  # noqa: E402
from zluda.runtime.driver import DRIVER  # noqa: E402

from tests.libraries.blas import Device  # noqa: E402
from tests.libraries.test_cufft import CUFFT, FORWARD, SUCCESS, _plan  # noqa: E402

from . import fake_hipfft  # noqa: E402
from .fake_hip import FakeHip  # noqa: E402
from .test_cublas_on_fake_hipblas import check  # noqa: E402
from .test_cufft_on_fake_hipfft import on_fake_rocm  # noqa: E402


def test_the_fakes_enumerations_are_hip_pythons():
    for member in fake_hipfft.hipfftType_t:
        assert hipfft_real.hipfftType_t[member.name].value == member.value, member
    assert (hipfft_real.HIPFFT_FORWARD, hipfft_real.HIPFFT_BACKWARD) == \
        (fake_hipfft.HIPFFT_FORWARD, fake_hipfft.HIPFFT_BACKWARD)


class _RealConversion:
    """The fake hipFFT, each call made first on the real binding with the same arguments."""

    def __init__(self, fake) -> None:
        self._fake = fake
        self.real_calls: list[str] = []

    def _real(self, value):
        if isinstance(value, enum.IntEnum):
            return hipfft_real.hipfftType_t[value.name]
        if type(value).__name__ in ("FakePlan", "FakeStream"):
            return None  # a handle: hip-python takes None as NULL
        return value

    def __getattr__(self, name):
        if not name.startswith("hipfft") or name[6:7].isupper() and not \
                name.startswith(("hipfftPlan", "hipfftExec", "hipfftSet", "hipfftDestroy")):
            return getattr(self._fake, name)  # the enumeration and the directions
        real = getattr(hipfft_real, name)
        target = getattr(self._fake, name)

        def call(*args):
            try:
                real(*[self._real(a) for a in args])
            except RuntimeError as exc:
                assert "dlopen" in str(exc), exc  # arguments accepted; no ROCm here
            except (TypeError, OverflowError, ValueError) as exc:
                raise AssertionError(f"hip-python refuses {name}{args}: {exc}") from None
            self.real_calls.append(name)
            return target(*args)

        return call


def test_a_cufft_session_passes_hip_pythons_argument_conversion(monkeypatch):
    fake = FakeHip(7)
    proxy = _RealConversion(fake_hipfft.FakeHipFft(fake))
    context = on_fake_rocm(monkeypatch, proxy, fake)
    dev = Device(cuda)
    data = dev.alloc(1 << 16)
    try:
        for kind, run in ((0x29, lambda p: CUFFT.cufftExecC2C(p, data, data, FORWARD)),
                          (0x2A, lambda p: CUFFT.cufftExecR2C(p, data, data + 4096)),
                          (0x2C, lambda p: CUFFT.cufftExecC2R(p, data, data + 4096)),
                          (0x69, lambda p: CUFFT.cufftExecZ2Z(p, data, data, 1)),
                          (0x6A, lambda p: CUFFT.cufftExecD2Z(p, data, data + 4096)),
                          (0x6C, lambda p: CUFFT.cufftExecZ2D(p, data, data + 4096))):
            plan = _plan(8, 4, kind=kind)
            assert run(plan) == SUCCESS, hex(kind)
            assert CUFFT.cufftDestroy(plan) == SUCCESS
        plan = ctypes.c_int()  # the advanced layout: embeds, strides and distances
        n, embed = (ctypes.c_int * 1)(8), (ctypes.c_int * 1)(16)
        assert CUFFT.cufftPlanMany(ctypes.byref(plan), 1, n, embed, 2, 32, embed, 2, 32, 0x29,
                                   3) == SUCCESS
        assert CUFFT.cufftExecC2C(plan, data, data, FORWARD) == SUCCESS
        assert CUFFT.cufftDestroy(plan) == SUCCESS
        check(cuda.cuCtxSynchronize())
    finally:
        check(cuda.cuCtxDestroy(context))
        DRIVER.shutdown()
    assert {"hipfftPlanMany", "hipfftSetStream", "hipfftDestroy", "hipfftExecC2C",
            "hipfftExecR2C", "hipfftExecC2R", "hipfftExecZ2Z", "hipfftExecD2Z",
            "hipfftExecZ2D"} <= set(proxy.real_calls)
