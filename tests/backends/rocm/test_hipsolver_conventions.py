"""The FAKE hipSOLVER and the hipSOLVER provider's calls, held against the real hip-python
bindings (``hip.hipsolver``, ``hip.hipblas``), where hip-python is installed; no ROCm is needed:
hip-python converts every argument before it opens ``libhipsolver``, so a call that fails with
"failed to dlopen" has had its arguments accepted, and a wrong argument type fails with
``TypeError`` or ``OverflowError``.

- the fake's eigen modes are hip-python's, by name and value;
- a session of cuSOLVER calls on the fake ROCm device, each forwarded routine and its
  ``_bufferSize`` query for S, D, C and Z, goes through a proxy that first hands each hipSOLVER
  call's arguments, translated to hip-python's own types, to the real binding.
"""

from __future__ import annotations

import ctypes
import enum

import numpy as np
import pytest

hipsolver_real = pytest.importorskip(
    "hip.hipsolver", reason="hip-python is not installed (pip install 'zluda[rocm7]' or '[rocm6]')")
from hip import hipblas as hipblas_real  # noqa: E402
from zluda import driver as cuda  # noqa: E402
from zluda.runtime.driver import DRIVER  # noqa: E402

from tests.libraries.blas import CUSOLVER, Device  # noqa: E402

from . import fake_hipsolver  # noqa: E402
from .fake_hip import FakeHip  # noqa: E402
from .test_cublas_on_fake_hipblas import check  # noqa: E402
from .test_cusolver_on_fake_hipsolver import on_fake_rocm  # noqa: E402


def test_the_fakes_eigen_modes_are_hip_pythons():
    for member in fake_hipsolver.hipsolverEigMode_t:
        assert hipsolver_real.hipsolverEigMode_t[member.name].value == member.value


class _RealConversion:
    """The fake hipSOLVER, each call made first on the real binding with the same arguments."""

    def __init__(self, fake) -> None:
        self._fake = fake
        self.real_calls: list[str] = []

    @staticmethod
    def _real(value):
        if isinstance(value, enum.IntEnum):
            module = hipsolver_real if type(value).__name__.startswith("hipsolver") else \
                hipblas_real
            return getattr(module, type(value).__name__)[value.name]
        if type(value).__name__ in ("FakeSolverHandle", "FakeStream"):
            return None  # a handle: hip-python takes None as NULL
        return value

    def __getattr__(self, name):
        if not name.startswith("hipsolverDn") or name == "hipsolverDnCreate":
            return getattr(self._fake, name)
        real = getattr(hipsolver_real, name)
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


def _session(h, dev, kind):
    """Each forwarded routine of ``kind`` after its query; their hipSOLVER names."""
    n, K = 4, kind.upper()
    real = kind in "sd"
    item = {"s": 4, "d": 8, "c": 8, "z": 16}[kind]
    dtype = {"s": np.float32, "d": np.float64, "c": np.complex64, "z": np.complex128}[kind]
    A, B, C = (dev.put(np.eye(n, dtype=dtype)) for _ in range(3))  # what the fake computes on
    tau, w, s = dev.alloc(item * n), dev.alloc(8 * n), dev.alloc(8 * n)
    ipiv, info, work = dev.alloc(4 * n), dev.alloc(4 * n), dev.alloc(item * 8192)
    arrays = dev.put(np.array([A, B], np.uint64))
    size = ctypes.c_int()
    lw = 8192
    q, m_ = ("or" if real else "un"), ("sy" if real else "he")
    calls = [
        ("getrf_bufferSize", (n, n, A, n, ctypes.byref(size))),
        ("getrf", (n, n, A, n, work, ipiv, info)),
        ("getrs", (1, n, 1, A, n, ipiv, B, n, info)),
        ("potrf_bufferSize", (0, n, A, n, ctypes.byref(size))),
        ("potrf", (0, n, A, n, work, lw, info)),
        ("potrs", (1, n, 1, A, n, B, n, info)),
        ("potri_bufferSize", (0, n, A, n, ctypes.byref(size))),
        ("potri", (0, n, A, n, work, lw, info)),
        ("potrfBatched", (0, n, arrays, n, info, 2)),
        ("potrsBatched", (0, n, 1, arrays, n, arrays, n, info, 2)),
        ("geqrf_bufferSize", (n, n, A, n, ctypes.byref(size))),
        ("geqrf", (n, n, A, n, tau, work, lw, info)),
        (f"{q}gqr_bufferSize", (n, n, n, A, n, tau, ctypes.byref(size))),
        (f"{q}gqr", (n, n, n, A, n, tau, work, lw, info)),
        (f"{q}mqr_bufferSize", (0, 1 if real else 2, n, n, n, A, n, tau, C, n,
                                ctypes.byref(size))),
        (f"{q}mqr", (0, 1 if real else 2, n, n, n, A, n, tau, C, n, work, lw, info)),
        ("gesvd_bufferSize", (n, n, ctypes.byref(size))),
        ("gesvd", (ord("A"), ord("A"), n, n, A, n, s, B, n, C, n, work, lw, w, info)),
        (f"{m_}evd_bufferSize", (1, 0, n, A, n, w, ctypes.byref(size))),
        (f"{m_}evd", (1, 0, n, A, n, w, work, lw, info)),
    ]
    for name, args in calls:
        assert getattr(CUSOLVER, f"cusolverDn{K}{name}")(h, *args) == 0, (kind, name)
    return {f"hipsolverDn{K}{name}" for name, _ in calls}


def test_a_cusolver_session_passes_hip_pythons_argument_conversion(monkeypatch):
    fake = FakeHip(7)
    proxy = _RealConversion(fake_hipsolver.FakeHipSolver(fake))
    context = on_fake_rocm(monkeypatch, proxy, fake)
    served = set()
    try:
        dev = Device(cuda)
        h = ctypes.c_void_p()
        assert CUSOLVER.cusolverDnCreate(ctypes.byref(h)) == 0
        for kind in "sdcz":
            served |= _session(h, dev, kind)
        check(cuda.cuCtxSynchronize())
        assert CUSOLVER.cusolverDnDestroy(h) == 0
    finally:
        check(cuda.cuCtxDestroy(context))
        DRIVER.shutdown()
    assert served <= set(proxy.real_calls)
    assert "hipsolverDnSetStream" in proxy.real_calls
