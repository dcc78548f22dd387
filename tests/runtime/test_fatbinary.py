"""nvcc fatbinaries (committed, made by scripts/gen_fatbins.py) through cuModuleLoadData."""

import ctypes
import struct
from pathlib import Path

import numpy as np
import pytest
from zluda import driver as cuda
from zluda.runtime.fatbin import FatbinError, entries, select_ptx

FATBINS = Path(__file__).parent / "fatbins"
OK = cuda.CUresult.CUDA_SUCCESS


def _check(result):
    err, *values = result
    assert err == OK, (err, cuda.last_error_message())
    return values[0] if len(values) == 1 else values


@pytest.fixture(scope="module")
def context():
    _check(cuda.cuInit(0))
    device = _check(cuda.cuDeviceGet(0))
    ctx = _check(cuda.cuDevicePrimaryCtxRetain(device))
    _check(cuda.cuCtxSetCurrent(ctx))
    yield ctx
    _check(cuda.cuDevicePrimaryCtxRelease(device))


def _run_vector_add(module):
    kernel = _check(cuda.cuModuleGetFunction(module, b"vector_add"))
    n = 1000
    a = np.arange(n, dtype=np.float32)
    b = np.full(n, 0.5, np.float32)
    out = np.zeros(n, np.float32)
    d_a, d_b, d_c = (_check(cuda.cuMemAlloc(a.nbytes)) for _ in range(3))
    _check(cuda.cuMemcpyHtoD(d_a, a, a.nbytes))
    _check(cuda.cuMemcpyHtoD(d_b, b, b.nbytes))
    args = ((d_a, d_b, d_c, n), (None, None, None, ctypes.c_size_t))
    _check(cuda.cuLaunchKernel(kernel, 4, 1, 1, 128, 1, 1, 0, 0, args, 0))
    _check(cuda.cuMemcpyDtoH(out, d_c, out.nbytes))
    for d in (d_a, d_b, d_c):
        _check(cuda.cuMemFree(d))
    np.testing.assert_array_equal(out, a + b)


@pytest.mark.parametrize("name", ["zstd", "lz4", "plain", "multi"])
def test_fatbin_with_ptx_loads_and_runs(context, name):
    module = _check(cuda.cuModuleLoadData((FATBINS / f"{name}.fatbin").read_bytes()))
    _run_vector_add(module)
    _check(cuda.cuModuleUnload(module))


def test_entry_flags_match_the_compression_modes():
    flags = {n: entries((FATBINS / f"{n}.fatbin").read_bytes())[0].flags
             for n in ("zstd", "lz4", "plain")}
    assert flags["zstd"] & 0x8000 and not flags["zstd"] & 0x2000
    assert flags["lz4"] & 0x2000 and not flags["lz4"] & 0x8000
    assert not flags["plain"] & 0xA000


def test_sass_only_fatbin_is_refused_with_the_reason(context):
    err, module = cuda.cuModuleLoadData((FATBINS / "sass.fatbin").read_bytes())
    assert err == cuda.CUresult.CUDA_ERROR_NO_BINARY_FOR_GPU and module is None
    assert "PTX" in cuda.last_error_message() and "sm_75" in cuda.last_error_message()


def test_highest_ptx_not_above_the_compute_capability_is_chosen():
    data = (FATBINS / "multi.fatbin").read_bytes()
    assert ".target sm_80" in select_ptx(data, 86)
    assert ".target sm_90" in select_ptx(data, 90)
    assert ".target sm_75" in select_ptx(data, 75)
    assert ".target sm_75" in select_ptx(data, 60)  # nothing fits: the lowest PTX


def test_corrupt_compressed_entry_is_an_invalid_image(context):
    data = bytearray((FATBINS / "zstd.fatbin").read_bytes())
    data[-40:-20] = bytes(20)  # inside the zstd frame
    with pytest.raises(FatbinError):
        select_ptx(bytes(data), 86)
    err, module = cuda.cuModuleLoadData(bytes(data))
    assert err == cuda.CUresult.CUDA_ERROR_INVALID_IMAGE and module is None


def test_truncated_fatbin_is_an_invalid_image(context):
    data = (FATBINS / "plain.fatbin").read_bytes()[:200]
    err, _ = cuda.cuModuleLoadData(data)
    assert err == cuda.CUresult.CUDA_ERROR_INVALID_IMAGE


def test_fatbin_wrapper_as_a_host_binary_registers_it(context):
    """cuModuleLoadFatBinary with a __fatBinC_Wrapper_t, as in a host binary's .nvFatBinSegment."""
    data = (FATBINS / "zstd.fatbin").read_bytes()
    blob = ctypes.create_string_buffer(data, len(data))
    wrapper = ctypes.create_string_buffer(struct.pack("<IIQQ", 0x466243B1, 1,
                                                      ctypes.addressof(blob), 0), 24)
    module = _check(cuda.cuModuleLoadFatBinary(ctypes.addressof(wrapper)))
    _run_vector_add(module)
    _check(cuda.cuModuleUnload(module))
