"""zluda's math libraries as C sees them: every function of NVIDIA's headers exported under
the library's soname and symbol version, the version functions answering NVIDIA's numbers, and
a function that zluda does not implement answering the library's not-supported status (its
name logged once) instead of crashing or claiming success."""

from __future__ import annotations

import ctypes
import importlib
import shutil
import subprocess

import pytest
from zluda.libraries import LIB_DIR
from zluda.libraries.registry import LIBRARIES

MATH = ("cufft", "curand", "cusolver", "cusparse", "nvml")
BY_TAG = {library.tag: library for library in LIBRARIES}


def _load(tag: str) -> ctypes.CDLL:
    return ctypes.CDLL(str(LIB_DIR / BY_TAG[tag].soname))


@pytest.mark.parametrize("tag", MATH)
def test_every_function_of_the_headers_is_exported(tag):
    if shutil.which("nm") is None:
        pytest.skip("needs nm (binutils)")
    library = BY_TAG[tag]
    abi = importlib.import_module(f"zluda.abi.{tag}")
    out = subprocess.run(["nm", "-D", "--defined-only", str(LIB_DIR / library.soname)],
                         capture_output=True, text=True, check=True).stdout
    exported = {}
    for line in out.splitlines():
        name, _, version = line.split()[-1].partition("@@")
        exported[name] = version
    missing = set(abi.FUNCTIONS) - set(exported)
    assert not missing, sorted(missing)[:10]
    if library.symbol_version:  # NVIDIA's version node, which programs linked to it ask for
        assert {exported[name] for name in abi.FUNCTIONS} == {library.symbol_version}
    assert (LIB_DIR / library.link).resolve() == (LIB_DIR / library.soname).resolve()


@pytest.mark.parametrize("tag,function,expected", [
    ("cufft", "cufftGetVersion", 12000), ("curand", "curandGetVersion", 10400),
    ("cusolver", "cusolverGetVersion", 12004)])
def test_the_version_is_nvidias_of_the_headers(tag, function, expected):
    value = ctypes.c_int()
    assert getattr(_load(tag), function)(ctypes.byref(value)) == 0
    assert value.value == expected
    major = ctypes.c_int()
    prefix = function.removesuffix("GetVersion")
    assert getattr(_load(tag), prefix + "GetProperty")(0, ctypes.byref(major)) == 0
    assert major.value == expected // 1000
    assert getattr(_load(tag), prefix + "GetProperty")(7, ctypes.byref(major)) != 0
    assert getattr(_load(tag), function)(None) != 0  # NULL: an error, not a crash


@pytest.mark.parametrize("tag,function,status", [
    ("cufft", "cufftXtSetGPUs", 16),  # CUFFT_NOT_SUPPORTED
    ("cusolver", "cusolverSpXcsrmetisndHost", 9), ("cusparse", "cusparseSgpsvInterleavedBatch", 10),
    ("nvml", "nvmlDeviceGetPowerUsage", 3),  # NVML_ERROR_NOT_SUPPORTED
])
def test_what_zluda_does_not_implement_answers_not_supported(tag, function, status, caplog):
    fn = getattr(_load(tag), function)
    fn.restype = ctypes.c_int
    args = [None] * 12
    with caplog.at_level("WARNING", logger="zluda"):
        assert fn(*args) == status
        assert fn(*args) == status
    told = [r for r in caplog.records if function in r.getMessage()]
    assert len(told) == 1  # its name, once


def test_the_error_strings_of_cusparse_and_nvml():
    cusparse, nvml = _load("cusparse"), _load("nvml")
    for fn in (cusparse.cusparseGetErrorName, cusparse.cusparseGetErrorString,
               nvml.nvmlErrorString):
        fn.restype = ctypes.c_char_p
    assert cusparse.cusparseGetErrorName(3) == b"CUSPARSE_STATUS_INVALID_VALUE"
    assert cusparse.cusparseGetErrorString(3) == b"invalid value"
    assert nvml.nvmlErrorString(3) == b"Not supported"
    assert nvml.nvmlErrorString(12345) == b"Unknown"
