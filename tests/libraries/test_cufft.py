"""zluda's cuFFT on the CPU device, through its C ABI: transforms of one, two and three
dimensions against NumPy's FFT, complex and real, single, double and half precision, in and out
of place, batched, with the advanced layouts (strides, distances, embeds); cuFFT's missing
normalization; the order of a transform in the plan's stream; cuFFT's results for bad input."""

from __future__ import annotations

import ctypes

import numpy as np
import pytest

from tests.runtime.helpers import check

from .blas import Device, Library

from zluda.abi import cufft as cufft_abi  # isort: skip

CUFFT = Library("libcufft.so.12", cufft_abi)
SUCCESS, INVALID_PLAN, INVALID_TYPE, INVALID_VALUE, INVALID_SIZE = 0, 1, 3, 4, 8
C2C, R2C, C2R, Z2Z, D2Z, Z2D = 0x29, 0x2A, 0x2C, 0x69, 0x6A, 0x6C
FORWARD, INVERSE = -1, 1
COMPLEX = {np.float32: np.complex64, np.float64: np.complex128}


@pytest.fixture
def dev(backend):
    return Device(backend)


def _c_order(a: np.ndarray) -> np.ndarray:
    """How a C array of ``a`` lies in memory, for Device.put (which writes column-major)."""
    return np.ascontiguousarray(a).reshape(-1)


def _put(dev, a) -> int:
    return dev.put(_c_order(a))


def _get(dev, address, shape, dtype) -> np.ndarray:
    return dev.get(address, (int(np.prod(shape)),), dtype).reshape(shape)


def _plan(*dims, kind=C2C, batch=1) -> ctypes.c_int:
    plan = ctypes.c_int()
    if len(dims) == 1:
        assert CUFFT.cufftPlan1d(ctypes.byref(plan), dims[0], kind, batch) == SUCCESS
    elif len(dims) == 2:
        assert CUFFT.cufftPlan2d(ctypes.byref(plan), *dims, kind) == SUCCESS
    else:
        assert CUFFT.cufftPlan3d(ctypes.byref(plan), *dims, kind) == SUCCESS
    return plan


def _random(shape, dtype, seed):
    rng = np.random.default_rng(seed)
    values = rng.standard_normal(shape)
    if np.dtype(dtype).kind == "c":
        values = values + 1j * rng.standard_normal(shape)
    return values.astype(dtype)


@pytest.mark.parametrize("precision", [np.float32, np.float64], ids=["single", "double"])
@pytest.mark.parametrize("dims", [(64,), (12, 10), (6, 5, 4)], ids=["1d", "2d", "3d"])
def test_complex_transforms_match_numpy_and_are_not_normalized(dev, precision, dims):
    complex_ = COMPLEX[precision]
    x = _random(dims, complex_, 1)
    p = _put(dev, x)
    plan = _plan(*dims, kind=C2C if precision is np.float32 else Z2Z)
    execute = CUFFT.cufftExecC2C if precision is np.float32 else CUFFT.cufftExecZ2Z
    assert execute(plan, p, p, FORWARD) == SUCCESS  # in place
    tol = 1e-3 if precision is np.float32 else 1e-10
    np.testing.assert_allclose(_get(dev, p, dims, complex_), np.fft.fftn(x), rtol=tol,
                               atol=tol * 10)
    out = dev.alloc(x.nbytes)
    assert execute(plan, p, out, INVERSE) == SUCCESS  # out of place: N times the input
    np.testing.assert_allclose(_get(dev, out, dims, complex_), x * x.size, rtol=tol,
                               atol=tol * x.size)
    assert CUFFT.cufftDestroy(plan) == SUCCESS


@pytest.mark.parametrize("precision", [np.float32, np.float64], ids=["single", "double"])
@pytest.mark.parametrize("in_place", [False, True], ids=["out of place", "in place"])
def test_real_transforms_match_numpy(dev, precision, in_place):
    complex_ = COMPLEX[precision]
    rows, n = 6, 30
    x = _random((rows, n), precision, 2)
    half = n // 2 + 1
    if in_place:  # the real rows padded to 2 (n/2 + 1) values
        padded = np.zeros((rows, 2 * half), precision)
        padded[:, :n] = x
        source = target = _put(dev, padded)
    else:
        source, target = _put(dev, x), dev.alloc(rows * half * np.dtype(complex_).itemsize)
    forward = _plan(rows, n, kind=R2C if precision is np.float32 else D2Z)
    execute = CUFFT.cufftExecR2C if precision is np.float32 else CUFFT.cufftExecD2Z
    assert execute(forward, source, target) == SUCCESS
    tol = 1e-3 if precision is np.float32 else 1e-10
    spectrum = _get(dev, target, (rows, half), complex_)
    np.testing.assert_allclose(spectrum, np.fft.rfft2(x), rtol=tol, atol=tol * 10)
    back = _plan(rows, n, kind=C2R if precision is np.float32 else Z2D)
    inverse = CUFFT.cufftExecC2R if precision is np.float32 else CUFFT.cufftExecZ2D
    result = target if in_place else dev.alloc(x.nbytes)
    assert inverse(back, target, result) == SUCCESS
    width = 2 * half if in_place else n
    got = _get(dev, result, (rows, width), precision)[:, :n]
    np.testing.assert_allclose(got, x * x.size, rtol=tol, atol=tol * x.size)


def test_batches_and_the_advanced_layout(dev):
    """cufftPlanMany: 3 transforms of 8 points, every second element of rows of a 3 x 20
    array (istride 2, idist 20), into a 3 x 8 result stored in columns (ostride 3, odist 1)."""
    n, batch = 8, 3
    source = _random((batch, 20), np.complex64, 3)
    plan = ctypes.c_int()
    dims = (ctypes.c_int * 1)(n)
    inembed, onembed = (ctypes.c_int * 1)(20), (ctypes.c_int * 1)(n)
    assert CUFFT.cufftPlanMany(ctypes.byref(plan), 1, dims, inembed, 2, 20, onembed, batch, 1,
                               C2C, batch) == SUCCESS
    p, out = _put(dev, source), dev.alloc(batch * n * 8)
    assert CUFFT.cufftExecC2C(plan, p, out, FORWARD) == SUCCESS
    got = _get(dev, out, (n, batch), np.complex64).T  # element k of batch b at k * 3 + b
    np.testing.assert_allclose(got, np.fft.fft(source[:, :2 * n:2], axis=1), rtol=1e-4,
                               atol=1e-4)
    one_d = _plan(n, kind=C2C, batch=batch)  # cufftPlan1d's batch: contiguous transforms
    rows = _random((batch, n), np.complex64, 4)
    q = _put(dev, rows)
    assert CUFFT.cufftExecC2C(one_d, q, q, FORWARD) == SUCCESS
    np.testing.assert_allclose(_get(dev, q, (batch, n), np.complex64), np.fft.fft(rows, axis=1),
                               rtol=1e-4, atol=1e-4)


def test_a_made_plan_its_sizes_and_work_area(dev):
    plan = ctypes.c_int()
    assert CUFFT.cufftCreate(ctypes.byref(plan)) == SUCCESS
    size = ctypes.c_size_t(99)
    assert CUFFT.cufftGetSize1d(plan, 32, C2C, 1, ctypes.byref(size)) == SUCCESS
    assert size.value == 0  # the FFT library under it brings its own work area
    assert CUFFT.cufftSetAutoAllocation(plan, 0) == SUCCESS
    assert CUFFT.cufftMakePlan1d(plan, 32, C2C, 2, ctypes.byref(size)) == SUCCESS
    assert CUFFT.cufftMakePlan1d(plan, 32, C2C, 2, ctypes.byref(size)) == INVALID_PLAN
    assert CUFFT.cufftSetWorkArea(plan, dev.alloc(16)) == SUCCESS
    x = _random((2, 32), np.complex64, 5)
    p = _put(dev, x)
    assert CUFFT.cufftExecC2C(plan, p, p, FORWARD) == SUCCESS
    np.testing.assert_allclose(_get(dev, p, (2, 32), np.complex64), np.fft.fft(x, axis=1),
                               rtol=1e-4, atol=1e-4)
    version = ctypes.c_int()
    assert CUFFT.cufftGetVersion(ctypes.byref(version)) == SUCCESS and version.value == 12000


def test_half_precision_through_the_xt_api(dev):
    n = 16
    plan = ctypes.c_int()
    assert CUFFT.cufftCreate(ctypes.byref(plan)) == SUCCESS
    dims = (ctypes.c_longlong * 1)(n)
    half_complex = 6  # CUDA_C_16F
    size = ctypes.c_size_t()
    assert CUFFT.cufftXtMakePlanMany(plan, 1, dims, None, 1, 0, half_complex, None, 1, 0,
                                     half_complex, 1, ctypes.byref(size), half_complex) == \
        SUCCESS
    x = _random(n, np.complex64, 6)
    stored = np.empty((n, 2), np.float16)
    stored[:, 0], stored[:, 1] = x.real, x.imag
    p = _put(dev, stored)
    assert CUFFT.cufftXtExec(plan, p, p, FORWARD) == SUCCESS
    got = _get(dev, p, (n, 2), np.float16).astype(np.float32)
    np.testing.assert_allclose(got[:, 0] + 1j * got[:, 1],
                               np.fft.fft(stored[:, 0].astype(np.float32) +
                                          1j * stored[:, 1].astype(np.float32)),
                               rtol=2e-2, atol=5e-2)


def test_a_transform_is_ordered_in_the_plans_stream(dev):
    cuda = dev.cuda
    n = 1 << 12
    x = _random(n, np.complex128, 7)
    stream = check(cuda, cuda.cuStreamCreate(1))
    plan = _plan(n, kind=Z2Z)
    assert CUFFT.cufftSetStream(plan, ctypes.c_void_p(int(stream))) == SUCCESS
    p = dev.alloc(x.nbytes)
    check(cuda, cuda.cuMemcpyHtoDAsync(p, x, x.nbytes, stream))
    assert CUFFT.cufftExecZ2Z(plan, p, p, FORWARD) == SUCCESS
    out = np.zeros_like(x)
    check(cuda, cuda.cuMemcpyDtoHAsync(out, p, out.nbytes, stream))
    check(cuda, cuda.cuStreamSynchronize(stream))
    np.testing.assert_allclose(out, np.fft.fft(x), rtol=1e-9, atol=1e-9)


def test_bad_input_gets_cuffts_results_and_writes_nothing(dev):
    plan = ctypes.c_int()
    assert CUFFT.cufftPlan1d(ctypes.byref(plan), 0, C2C, 1) == INVALID_SIZE
    assert CUFFT.cufftPlan1d(ctypes.byref(plan), 8, 0x77, 1) == INVALID_TYPE
    assert CUFFT.cufftExecC2C(12345, 0, 0, FORWARD) == INVALID_PLAN
    good = _plan(8, kind=C2C)
    x = _random(8, np.complex64, 8)
    p = _put(dev, x)
    assert CUFFT.cufftExecC2C(good, p, p, 7) == INVALID_VALUE  # the direction
    assert CUFFT.cufftExecZ2Z(good, p, p, FORWARD) == INVALID_TYPE  # a single-precision plan
    host = x.copy()
    assert CUFFT.cufftExecC2C(good, host.ctypes.data, p, FORWARD) == INVALID_VALUE
    short = dev.alloc(16)
    assert CUFFT.cufftExecC2C(good, p, short, FORWARD) == INVALID_VALUE  # too small
    np.testing.assert_array_equal(_get(dev, p, (8,), np.complex64), x)
    assert CUFFT.cufftDestroy(good) == SUCCESS
    assert CUFFT.cufftDestroy(good) == INVALID_PLAN
