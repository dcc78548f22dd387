"""zluda's cuSPARSE on the rocm7 backend over FAKE HIP and FAKE hipSPARSE (test doubles: no AMD
GPU computes anything here). It shows that the hipSPARSE provider is chosen for a ROCm device,
that SpMV and SpMM go to hipSPARSE with descriptors of hip-python's enum members, a workspace of
the size hipSPARSE asked for, the HIP stream of the handle's stream set, in the stream's order,
and that what the provider lacks answers CUSPARSE_STATUS_NOT_SUPPORTED before anything is
enqueued."""

from __future__ import annotations

import ctypes

import numpy as np
import pytest
import scipy.sparse as sp
from zluda import driver as cuda
from zluda.backends.rocm.hipsparse import HipSparseProvider
from zluda.libraries.common import providers as providers_module
from zluda.libraries.cusparse.status import C
from zluda.runtime import plugins
from zluda.runtime.driver import DRIVER

from tests.libraries.blas import CUSPARSE, Device, scalar
from tests.libraries.test_cusparse import Sparse, dn_mat, dn_vec, get_dn_mat, random_sparse

from . import fake_hipblas
from .fake_hip import FakeHip
from .fake_hipsparse import FakeHipSparse
from .test_cublas_on_fake_hipblas import check
from .test_fake_hip import fake_backend

OK, NOT_SUPPORTED = C.CUSPARSE_STATUS_SUCCESS, C.CUSPARSE_STATUS_NOT_SUPPORTED


def on_fake_rocm(monkeypatch, sparse, hip):
    """zluda on the rocm7 backend over ``hip``, with ``sparse`` as hip-python's hipsparse (and
    ``hip`` as hip.hip, with the fake hipBLAS's hipDataType): a context made current."""
    monkeypatch.setattr(plugins, "all_backends", lambda: {"rocm7": fake_backend(hip)})
    monkeypatch.setenv("ZLUDA_BACKEND", "rocm7")
    hip.hipDataType = fake_hipblas.hipDataType
    provider = HipSparseProvider(load_modules=lambda: (sparse, hip))
    monkeypatch.setattr(providers_module, "providers", lambda library: [provider])
    DRIVER.shutdown()
    check(cuda.cuInit(0))
    return check(cuda.cuCtxCreate(None, 0, check(cuda.cuDeviceGet(0))))


@pytest.fixture
def hipsparse(monkeypatch):
    fake = FakeHip(7)
    sparse = FakeHipSparse(fake)
    context = on_fake_rocm(monkeypatch, sparse, fake)
    yield sparse
    check(cuda.cuCtxDestroy(context))
    DRIVER.shutdown()


@pytest.fixture
def h(hipsparse):
    out = ctypes.c_void_p()
    assert CUSPARSE.cusparseCreate(ctypes.byref(out)) == OK
    yield out
    assert CUSPARSE.cusparseDestroy(out) == OK


@pytest.mark.parametrize("fmt", ["csr", "coo"])
def test_spmv_goes_to_hipsparse_in_the_stream_s_order(hipsparse, h, fmt):
    dev = Device(cuda)
    a = random_sparse(7, 5, np.float64, 1)
    A = Sparse(dev, a, fmt)
    x = np.arange(5, dtype=np.float64)
    vx, _ = dn_vec(dev, x)
    vy, py = dn_vec(dev, np.ones(7))
    stream = check(cuda.cuStreamCreate(1))
    assert CUSPARSE.cusparseSetStream(h, int(stream)) == OK
    assert CUSPARSE.cusparseSpMV(h, 0, scalar(2.0, np.float64), A.descr, vx,
                                 scalar(0.5, np.float64), vy, C.CUDA_R_64F, 0, None) == OK
    name, hip_stream = hipsparse.calls[-1]
    assert name == "hipsparseSpMV" and hip_stream.pending  # queued, not yet run: lazy
    assert f"hipsparseCreate{fmt.capitalize()}" in [c[0] for c in hipsparse.calls]
    check(cuda.cuStreamSynchronize(stream))
    np.testing.assert_allclose(dev.get(py, (7,), np.float64), 2 * (a @ x) + 0.5, rtol=1e-12)
    assert all(d.destroyed for d in hipsparse.dense.values())  # hipSPARSE's descriptors


def test_spmm_of_a_row_major_matrix(hipsparse, h):
    dev = Device(cuda)
    a = random_sparse(6, 4, np.float32, 2)
    b = np.random.default_rng(3).standard_normal((4, 3)).astype(np.float32)
    A = Sparse(dev, a)
    mb, _, _ = dn_mat(dev, b, "row")
    mc, pc, ldc = dn_mat(dev, np.zeros((6, 3), np.float32), "row")
    assert CUSPARSE.cusparseSpMM(h, 0, 0, scalar(1, np.float32), A.descr, mb,
                                 scalar(0, np.float32), mc, C.CUDA_R_32F, 0, None) == OK
    check(cuda.cuCtxSynchronize())
    np.testing.assert_allclose(get_dn_mat(dev, pc, 6, 3, ldc, np.float32, "row"), a @ b,
                               rtol=1e-5)


def test_what_hipsparse_is_not_given_is_not_supported(hipsparse, h):
    dev = Device(cuda)
    A = Sparse(dev, sp.csr_array(np.eye(4)))
    vx, _ = dn_vec(dev, np.ones(4))
    vy, _ = dn_vec(dev, np.zeros(4))
    before = len(hipsparse.calls)
    plan = ctypes.c_void_p()
    assert CUSPARSE.cusparseSpSV_createDescr(ctypes.byref(plan)) == OK
    assert CUSPARSE.cusparseSpSV_analysis(h, 0, scalar(1.0, np.float64), A.descr, vx, vy,
                                          C.CUDA_R_64F, 0, plan, None) == OK  # no work yet
    assert CUSPARSE.cusparseSpSV_solve(h, 0, scalar(1.0, np.float64), A.descr, vx, vy,
                                       C.CUDA_R_64F, 0, plan) == NOT_SUPPORTED
    assert CUSPARSE.cusparseSetPointerMode(h, C.CUSPARSE_POINTER_MODE_DEVICE) == OK
    alpha = dev.put(np.ones(1))
    assert CUSPARSE.cusparseSpMV(h, 0, alpha, A.descr, vx, alpha, vy, C.CUDA_R_64F, 0,
                                 None) == NOT_SUPPORTED
    assert len(hipsparse.calls) == before
