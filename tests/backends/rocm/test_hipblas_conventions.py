"""The FAKE hipBLAS and the hipBLAS provider's calls, held against the real hip-python
bindings (``hip.hipblas``, ``hip.hip``), where hip-python is installed; no ROCm is needed:
hip-python converts every argument before it opens ``libhipblas``, so a call that fails with
"failed to dlopen" has had its arguments accepted, and a wrong argument type fails with
``TypeError`` or ``OverflowError`` (an int where hip-python wants its enum member, say).

- the fake's enumerations are hip-python's, by name and value;
- a session of cuBLAS calls on the fake ROCm device, one of each routine that hipBLAS serves,
  in both pointer modes, goes through a proxy that first hands each hipBLAS call's arguments,
  translated to hip-python's own types, to the real binding.
"""

from __future__ import annotations

import enum

import numpy as np
import pytest

hipblas_real = pytest.importorskip(
    "hip.hipblas", reason="hip-python is not installed (pip install 'zluda[rocm7]' or '[rocm6]')")
from hip import hip as hip_real  # noqa: E402
from zluda import driver as cuda  # noqa: E402
from zluda.backends.rocm.hipblas import ROUTINES  # noqa: E402
from zluda.libraries.cublas.status import C  # noqa: E402
from zluda.runtime.driver import DRIVER  # noqa: E402

from tests.libraries.blas import CUBLAS, Device, handle, random, scalar  # noqa: E402

from . import fake_hipblas  # noqa: E402
from .fake_hip import FakeHip  # noqa: E402
from .test_cublas_on_fake_hipblas import check, on_fake_rocm  # noqa: E402


def _real_enum(name: str):
    return getattr(hipblas_real, name, None) or getattr(hip_real, name)


@pytest.mark.parametrize("kind", [*fake_hipblas.ENUMS, fake_hipblas.hipDataType],
                         ids=lambda kind: kind.__name__)
def test_the_fakes_enumerations_are_hip_pythons(kind):
    real = _real_enum(kind.__name__)
    for member in kind:
        assert real[member.name].value == member.value, member


class _RealConversion:
    """The fake hipBLAS, each call made first on the real binding with the same arguments."""

    def __init__(self, fake) -> None:
        self._fake = fake
        self.real_calls: list[str] = []

    def _real(self, value):
        if isinstance(value, enum.IntEnum):
            return _real_enum(type(value).__name__)[value.name]
        if isinstance(value, fake_hipblas.FakeHandle):
            return None  # a handle: hip-python takes None as NULL
        if type(value).__name__ == "FakeStream":
            return None
        return value

    def __getattr__(self, name):
        if not name.startswith("hipblas") or isinstance(getattr(self._fake, name, None), type):
            return getattr(self._fake, name)  # hipDataType, the enumerations
        real = getattr(hipblas_real, name)  # AttributeError where hip-python has no such form
        target = getattr(self._fake, name.removesuffix("_v2"))

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


@pytest.fixture
def proxy(monkeypatch):
    fake = FakeHip(7)
    blas = _RealConversion(fake_hipblas.FakeHipBlas(fake))
    context = on_fake_rocm(monkeypatch, blas, fake)
    yield blas
    check(cuda.cuCtxDestroy(context))
    DRIVER.shutdown()


def _session(h, dev, kind, dtype, s):
    """One call of each routine that hipBLAS serves, for ``kind``; their names."""
    real = np.float32 if kind in "sc" else np.float64
    n = 3
    A, B, Cm = (dev.put(random((n, n), dtype, i)) for i in range(3))
    x, y = dev.put(random(n, dtype, 4)), dev.put(random(n, dtype, 5))
    one, r_one = s(1, dtype), s(1, real)
    calls = {
        "gemm": (1, 0, n, n, n, one, A, n, B, n, one, Cm, n),
        "symm": (1, 0, n, n, one, A, n, B, n, one, Cm, n),
        "syrk": (1, 0, n, n, one, A, n, one, Cm, n),
        "syr2k": (0, 1, n, n, one, A, n, B, n, one, Cm, n),
        "trsm": (0, 1, 0, 1, n, n, one, A, n, B, n),
        "gemv": (1, n, n, one, A, n, x, 1, one, y, 1),
        "gbmv": (0, n, n, 1, 0, one, A, n, x, 1, one, y, 1),
        "trmv": (0, 1, 1, n, A, n, x, 1),
        "trsv": (1, 0, 0, n, A, n, x, 1),
        "axpy": (n, one, x, 1, y, 1),
        "scal": (n, one, x, 1),
        "copy": (n, x, 1, y, 1),
        "swap": (n, x, 1, y, 1),
    }
    if kind in "sd":
        calls.update(ger=(n, n, one, x, 1, y, 1, A, n),
                     symv=(0, n, one, A, n, x, 1, one, y, 1))
    else:
        calls.update(geru=(n, n, one, x, 1, y, 1, A, n), gerc=(n, n, one, x, 1, y, 1, A, n),
                     hemv=(1, n, one, A, n, x, 1, one, y, 1),
                     hemm=(0, 0, n, n, one, A, n, B, n, one, Cm, n),
                     herk=(0, 2, n, n, r_one, A, n, r_one, Cm, n),
                     her2k=(1, 0, n, n, one, A, n, B, n, r_one, Cm, n))
        calls["sscal" if kind == "c" else "dscal"] = (n, r_one, x, 1)  # csscal, zdscal
    for name, args in calls.items():
        assert getattr(CUBLAS, f"cublas{kind.upper()}{name}_v2")(h, *args) == 0, (kind, name)
    return set(calls)


@pytest.mark.parametrize("device_scalars", [False, True], ids=["host", "device scalars"])
def test_a_cublas_session_passes_hip_pythons_argument_conversion(proxy, device_scalars):
    dev = Device(cuda)
    h = handle()
    if device_scalars:
        assert CUBLAS.cublasSetPointerMode_v2(h, C.CUBLAS_POINTER_MODE_DEVICE) == 0

        def s(value, dtype):
            return dev.put(np.array([value], dtype))
    else:
        s = scalar
    served = set()
    for kind, dtype in zip("sdcz", (np.float32, np.float64, np.complex64, np.complex128)):
        served |= _session(h, dev, kind, dtype, s)
    f16 = dev.put(np.ones((4, 4), np.float16))
    f32 = dev.put(np.ones((4, 4), np.float32))
    one32 = s(1, np.float32)
    assert CUBLAS.cublasGemmEx(h, 0, 1, 4, 4, 4, one32, f16, C.CUDA_R_16F, 4, f16,
                               C.CUDA_R_16F, 4, one32, f32, C.CUDA_R_32F, 4,
                               C.CUBLAS_COMPUTE_32F, -1) == 0
    assert CUBLAS.cublasHgemmStridedBatched(h, 0, 0, 2, 2, 2, s(1, np.float16), f16, 2, 4, f16,
                                            2, 4, s(0, np.float16), f16, 2, 4, 2) == 0
    arrays = dev.put(np.array([f32, f32], np.uint64))
    assert CUBLAS.cublasSgemmBatched(h, 0, 0, 2, 2, 2, one32, arrays, 4, arrays, 4,
                                     s(0, np.float32), arrays, 4, 2) == 0
    check(cuda.cuCtxSynchronize())
    assert served >= set(ROUTINES)
    calls = set(proxy.real_calls)
    assert "hipblasSetPointerMode" in calls and "hipblasSetStream" in calls
    assert {"hipblasCgeru", "hipblasZgerc", "hipblasCsscal", "hipblasZdscal",
            "hipblasCherk"} <= calls
    assert {n.removesuffix("_v2") for n in calls} >= {
        "hipblasGemmEx", "hipblasGemmStridedBatchedEx", "hipblasGemmBatchedEx"}
