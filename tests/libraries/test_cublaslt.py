"""zluda's cuBLASLt on the CPU device: cublasLtMatmul against NumPy with each epilogue that it
implements, row-major layouts and transposes, batches, and the one algorithm that
cublasLtMatmulAlgoGetHeuristic answers."""

import ctypes

import numpy as np
import pytest
from zluda.abi import cublaslt as abi
from zluda.libraries.common.constants import enumerations
from zluda.libraries.cublas.status import C

from .blas import CUBLASLT, Device, random, scalar

E = enumerations(abi.TYPES)
EPI = E["cublasLtEpilogue_t"]
DESC = E["cublasLtMatmulDescAttributes_t"]
LAYOUT = E["cublasLtMatrixLayoutAttribute_t"]


def gelu(x):
    return 0.5 * x * (1 + np.tanh(np.sqrt(2 / np.pi) * (x + 0.044715 * x ** 3)))


@pytest.fixture
def dev(backend):
    return Device(backend)


def _create(fn, *args):
    out = ctypes.c_void_p()
    assert fn(ctypes.byref(out), *args) == 0
    return out


def _set(fn, desc, attr, value, c_type):
    v = c_type(value)
    assert fn(desc, attr, ctypes.byref(v), ctypes.sizeof(v)) == 0


def _layout(rows, cols, ld, row_major=False, batch=1, stride=0):
    layout = _create(CUBLASLT.cublasLtMatrixLayoutCreate, C.CUDA_R_32F, rows, cols, ld)
    s = CUBLASLT.cublasLtMatrixLayoutSetAttribute
    if row_major:
        _set(s, layout, LAYOUT["CUBLASLT_MATRIX_LAYOUT_ORDER"], 1, ctypes.c_int)
    if batch > 1:
        _set(s, layout, LAYOUT["CUBLASLT_MATRIX_LAYOUT_BATCH_COUNT"], batch, ctypes.c_int)
        _set(s, layout, LAYOUT["CUBLASLT_MATRIX_LAYOUT_STRIDED_BATCH_OFFSET"], stride,
             ctypes.c_int64)
    return layout


@pytest.mark.parametrize("epilogue", ["DEFAULT", "RELU", "BIAS", "RELU_BIAS", "GELU",
                                      "GELU_BIAS", "GELU_AUX_BIAS"])
def test_matmul_with_each_epilogue(dev, epilogue):
    m, n, k = 6, 5, 4
    a, b, bias = random((k, m), np.float32, 1), random((k, n), np.float32, 2), \
        random(m, np.float32, 3)
    pa, pb, pbias = dev.put(a), dev.put(b), dev.put(bias)
    pd, paux = dev.alloc(4 * m * n), dev.alloc(4 * m * n)
    lt = _create(CUBLASLT.cublasLtCreate)
    desc = _create(CUBLASLT.cublasLtMatmulDescCreate, C.CUBLAS_COMPUTE_32F, C.CUDA_R_32F)
    s = CUBLASLT.cublasLtMatmulDescSetAttribute
    _set(s, desc, DESC["CUBLASLT_MATMUL_DESC_TRANSA"], C.CUBLAS_OP_T, ctypes.c_int)
    _set(s, desc, DESC["CUBLASLT_MATMUL_DESC_EPILOGUE"], EPI[f"CUBLASLT_EPILOGUE_{epilogue}"],
         ctypes.c_uint32)
    _set(s, desc, DESC["CUBLASLT_MATMUL_DESC_BIAS_POINTER"], pbias, ctypes.c_uint64)
    _set(s, desc, DESC["CUBLASLT_MATMUL_DESC_EPILOGUE_AUX_POINTER"], paux, ctypes.c_uint64)
    _set(s, desc, DESC["CUBLASLT_MATMUL_DESC_EPILOGUE_AUX_LD"], m, ctypes.c_int64)
    la, lb, ld = _layout(k, m, k), _layout(k, n, k), _layout(m, n, m)
    pref = _create(CUBLASLT.cublasLtMatmulPreferenceCreate)
    result = (ctypes.c_uint8 * 96)()
    count = ctypes.c_int()
    assert CUBLASLT.cublasLtMatmulAlgoGetHeuristic(lt, desc, la, lb, ld, ld, pref, 1, result,
                                                   ctypes.byref(count)) == 0
    assert count.value == 1
    assert CUBLASLT.cublasLtMatmul(lt, desc, scalar(1, np.float32), pa, la, pb, lb,
                                   scalar(0, np.float32), pd, ld, pd, ld, result, 0, 0, 0) == 0
    product = a.T.astype(np.float64) @ b
    pre = product + bias[:, None] if "BIAS" in epilogue else product
    expected = {"DEFAULT": pre, "BIAS": pre, "RELU": np.maximum(pre, 0),
                "RELU_BIAS": np.maximum(pre, 0)}.get(epilogue, gelu(pre))
    np.testing.assert_allclose(dev.get(pd, (m, n), np.float32), expected, rtol=1e-4,
                               atol=1e-5)
    if "AUX" in epilogue:
        np.testing.assert_allclose(dev.get(paux, (m, n), np.float32), pre, rtol=1e-4,
                                   atol=1e-5)
    assert CUBLASLT.cublasLtMatmulDescDestroy(desc) == 0
    assert CUBLASLT.cublasLtDestroy(lt) == 0


def test_row_major_batched_matmul(dev):
    m, n, k, batch = 3, 4, 5, 2
    a = random((batch, m, k), np.float32, 1)
    b = random((batch, k, n), np.float32, 2)
    pa, pb = dev.put(a.ravel()), dev.put(b.ravel())  # row major: C order
    pd = dev.alloc(4 * batch * m * n)
    lt = _create(CUBLASLT.cublasLtCreate)
    desc = _create(CUBLASLT.cublasLtMatmulDescCreate, C.CUBLAS_COMPUTE_32F, C.CUDA_R_32F)
    la = _layout(m, k, k, True, batch, m * k)
    lb = _layout(k, n, n, True, batch, k * n)
    ld = _layout(m, n, n, True, batch, m * n)
    assert CUBLASLT.cublasLtMatmul(lt, desc, scalar(1, np.float32), pa, la, pb, lb,
                                   scalar(0, np.float32), pd, ld, pd, ld, None, 0, 0, 0) == 0
    got = dev.get(pd, (batch * m * n,), np.float32).reshape(batch, m, n)
    np.testing.assert_allclose(got, a @ b, rtol=1e-4, atol=1e-5)


def test_a_backward_epilogue_is_not_supported(dev):
    lt = _create(CUBLASLT.cublasLtCreate)
    desc = _create(CUBLASLT.cublasLtMatmulDescCreate, C.CUBLAS_COMPUTE_32F, C.CUDA_R_32F)
    _set(CUBLASLT.cublasLtMatmulDescSetAttribute, desc, DESC["CUBLASLT_MATMUL_DESC_EPILOGUE"],
         EPI["CUBLASLT_EPILOGUE_DGELU"], ctypes.c_uint32)
    layout = _layout(2, 2, 2)
    pref = _create(CUBLASLT.cublasLtMatmulPreferenceCreate)
    count = ctypes.c_int(-1)
    assert CUBLASLT.cublasLtMatmulAlgoGetHeuristic(
        lt, desc, layout, layout, layout, layout, pref, 1, (ctypes.c_uint8 * 96)(),
        ctypes.byref(count)) == C.CUBLAS_STATUS_NOT_SUPPORTED
    assert count.value == 0
