"""The FAKE hipSPARSE and the hipSPARSE provider's calls, held against the real hip-python
bindings (``hip.hipsparse``, ``hip.hip``), where hip-python is installed; no ROCm is needed:
hip-python converts every argument before it opens ``libhipsparse``, so a call that fails with
"failed to dlopen" has had its arguments accepted, and a wrong argument type fails with
``TypeError`` or ``OverflowError``.

- the fake's enumerations are hip-python's, by name and value;
- a session of cuSPARSE calls on the fake ROCm device (SpMV of CSR, CSC and COO matrices,
  SpMM, SparseToDense, Csr2cscEx2) goes through a proxy that first hands each hipSPARSE call's
  arguments, translated to hip-python's own types, to the real binding.
"""

from __future__ import annotations

import ctypes
import enum

import numpy as np
import pytest

hipsparse_real = pytest.importorskip(
    "hip.hipsparse", reason="hip-python is not installed (pip install 'zluda[rocm7]' or '[rocm6]')")
from hip import hip as hip_real  # noqa: E402
from zluda import driver as cuda  # noqa: E402
from zluda.libraries.cusparse.status import C  # noqa: E402
from zluda.runtime.driver import DRIVER  # noqa: E402

from tests.libraries.blas import CUSPARSE, Device, scalar  # noqa: E402
from tests.libraries.test_cusparse import Sparse, dn_mat, dn_vec, random_sparse  # noqa: E402

from . import fake_hipsparse  # noqa: E402
from .fake_hip import FakeHip  # noqa: E402
from .test_cublas_on_fake_hipblas import check  # noqa: E402
from .test_cusparse_on_fake_hipsparse import on_fake_rocm  # noqa: E402


@pytest.mark.parametrize("kind", fake_hipsparse.ENUMS, ids=lambda kind: kind.__name__)
def test_the_fakes_enumerations_are_hip_pythons(kind):
    real = getattr(hipsparse_real, kind.__name__)
    for member in kind:
        assert real[member.name].value == member.value, member


class _RealConversion:
    """The fake hipSPARSE, each call made first on the real binding with the same arguments."""

    def __init__(self, fake) -> None:
        self._fake = fake
        self.real_calls: list[str] = []

    @staticmethod
    def _real(value):
        if isinstance(value, enum.IntEnum):
            module = hip_real if type(value).__name__ == "hipDataType" else hipsparse_real
            return getattr(module, type(value).__name__)[value.name]
        if type(value).__name__ in ("FakeSparseHandle", "FakeStream", "FakeDescriptor"):
            return None  # a handle or a descriptor: hip-python takes None as NULL
        return value

    def __getattr__(self, name):
        target = getattr(self._fake, name)
        if not name.startswith("hipsparse") or isinstance(target, type) or \
                name == "hipsparseCreate":
            return target
        real = getattr(hipsparse_real, name)

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


def test_a_cusparse_session_passes_hip_pythons_argument_conversion(monkeypatch):
    fake = FakeHip(7)
    proxy = _RealConversion(fake_hipsparse.FakeHipSparse(fake))
    context = on_fake_rocm(monkeypatch, proxy, fake)
    try:
        dev = Device(cuda)
        h = ctypes.c_void_p()
        assert CUSPARSE.cusparseCreate(ctypes.byref(h)) == 0
        a = random_sparse(5, 5, np.float64, 1)
        one, zero = scalar(1.0, np.float64), scalar(0.0, np.float64)
        for fmt in ("csr", "csc", "coo"):
            A = Sparse(dev, a, fmt)
            vx, _ = dn_vec(dev, np.ones(5))
            vy, _ = dn_vec(dev, np.zeros(5))
            assert CUSPARSE.cusparseSpMV(h, 1, one, A.descr, vx, zero, vy, C.CUDA_R_64F, 0,
                                         None) == 0, fmt
        A = Sparse(dev, a)
        mb, _, _ = dn_mat(dev, np.ones((5, 2)), "col")
        mc, _, _ = dn_mat(dev, np.zeros((5, 2)), "row")
        assert CUSPARSE.cusparseSpMM(h, 0, 0, one, A.descr, mb, zero, mc, C.CUDA_R_64F, 0,
                                     None) == 0
        md, _, _ = dn_mat(dev, np.zeros((5, 5)), "col")
        assert CUSPARSE.cusparseSparseToDense(h, A.descr, md, 0, None) == 0
        out = [dev.alloc(8 * a.nnz), dev.alloc(4 * 6), dev.alloc(4 * a.nnz)]
        assert CUSPARSE.cusparseCsr2cscEx2(h, 5, 5, a.nnz, A.arrays[2], A.arrays[0],
                                           A.arrays[1], *out, C.CUDA_R_64F, 1, 0, 1,
                                           None) == 0
        check(cuda.cuCtxSynchronize())
        assert CUSPARSE.cusparseDestroy(h) == 0
    finally:
        check(cuda.cuCtxDestroy(context))
        DRIVER.shutdown()
    assert {"hipsparseSetStream", "hipsparseCreateCsr", "hipsparseCreateCsc",
            "hipsparseCreateCoo", "hipsparseCreateDnVec", "hipsparseCreateDnMat",
            "hipsparseSpMV_bufferSize", "hipsparseSpMV", "hipsparseSpMM_bufferSize",
            "hipsparseSpMM", "hipsparseSparseToDense_bufferSize", "hipsparseSparseToDense",
            "hipsparseCsr2cscEx2_bufferSize", "hipsparseCsr2cscEx2", "hipsparseDestroySpMat",
            "hipsparseDestroyDnVec", "hipsparseDestroyDnMat"} <= set(proxy.real_calls)
