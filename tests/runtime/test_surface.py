"""zluda.driver has cuda.bindings' whole API surface, and docs/api-support.md matches the code."""

import inspect
import logging

import pytest
from zluda import driver as cuda
from zluda.abi import surface
from zluda.driver.support import render
from zluda.native.face import implemented_names
from zluda.runtime import api as runtime_api

from .helpers import ROOT


def test_every_function_exists_with_the_same_parameters():
    for name, spec in surface.FUNCTIONS.items():
        fn = getattr(cuda, name, None)
        assert fn is not None, name
        params = list(inspect.signature(fn).parameters.values())
        assert [p.name for p in params] == [p[0] for p in spec["params"]], name
        for param, want in zip(params, spec["params"], strict=True):
            if len(want) == 2:
                assert param.default == want[1], name


def test_implemented_functions_return_the_documented_number_of_outputs():
    for name in sorted(cuda.IMPLEMENTED):
        assert getattr(runtime_api, name).outputs == len(surface.FUNCTIONS[name]["outputs"]), name
    for name in ("cuDeviceGet", "cuMemGetAddressRange", "cuDeviceComputeCapability",
                 "cuOccupancyMaxPotentialBlockSize", "cuModuleGetGlobal"):
        spec = surface.FUNCTIONS[name]
        args = [0] * len(spec["params"])
        result = getattr(cuda, name)(*args)
        assert len(result) == 1 + len(spec["outputs"]), name


def test_unsupported_functions_return_not_supported_and_log_the_name(caplog):
    unsupported = sorted(set(surface.FUNCTIONS) - cuda.IMPLEMENTED)
    assert len(unsupported) > 100
    for name in unsupported:
        spec = surface.FUNCTIONS[name]
        with caplog.at_level(logging.WARNING, logger="zluda"):
            caplog.clear()
            result = getattr(cuda, name)(*[None] * len(spec["params"]))
        assert result[0] == cuda.CUresult.CUDA_ERROR_NOT_SUPPORTED, name
        assert result[1:] == (None,) * len(spec["outputs"]), name
        assert name in caplog.text
        assert name in cuda.last_error_message()


def test_keyword_arguments_work_like_cuda_python():
    assert cuda.cuDriverGetVersion() == (cuda.CUresult.CUDA_SUCCESS, 13000)
    assert cuda.cuGetErrorName(error=cuda.CUresult.CUDA_ERROR_INVALID_VALUE)[1] == \
        b"CUDA_ERROR_INVALID_VALUE"
    assert cuda.cuGraphicsUnregisterResource(resource=None)[0] == \
        cuda.CUresult.CUDA_ERROR_NOT_SUPPORTED


def test_types_and_constants():
    for name in surface.HANDLES:
        handle = getattr(cuda, name)(5)
        assert int(handle) == 5 and handle.getPtr()
    for name in ("CUdevice", "CUcontext", "CUstream", "CUevent", "CUdeviceptr", "CUmodule",
                 "CUfunction", "CUlibrary", "CUkernel", "CUlaunchConfig", "CUlaunchAttribute",
                 "CUDA_MEMCPY2D", "CUuuid", "CUresult", "CUdevice_attribute", "CUjit_option"):
        assert name in cuda.__all__, name
    for name in surface.STRUCTS:
        assert isinstance(getattr(cuda, name)(), getattr(cuda, name))
    for name, value in surface.CONSTANTS.items():
        assert getattr(cuda, name) == value, name
    assert cuda.CU_STREAM_LEGACY == 1 and cuda.CU_STREAM_PER_THREAD == 2
    assert cuda.CU_LAUNCH_PARAM_BUFFER_POINTER == 1 and cuda.CU_LAUNCH_PARAM_END == 0
    assert cuda.CU_MEMHOSTALLOC_DEVICEMAP == 2 and cuda.CU_MEMHOSTREGISTER_READ_ONLY == 8
    config = cuda.CUlaunchConfig()
    assert config.gridDimX == 0 and config.attrs == [] and int(config.hStream) == 0
    assert isinstance(cuda.CUDA_MEMCPY2D(), cuda.CUDA_MEMCPY2D_st)
    assert isinstance(cuda.CUlaunchAttribute().value, cuda.CUlaunchAttributeValue)
    with pytest.raises(TypeError):
        cuda.CUlaunchConfig(noSuchField=1)


def test_all_lists_the_module_exports():
    names = set(cuda.__all__)
    assert set(surface.FUNCTIONS) <= names
    assert set(surface.HANDLES) <= names and set(surface.STRUCTS) <= names
    assert set(surface.ENUMS) <= names
    for name in cuda.__all__:
        assert hasattr(cuda, name), name
    namespace: dict = {}
    exec("from zluda.driver import *", namespace)  # noqa: S102
    assert "cuLaunchKernel" in namespace and "api" not in namespace


def test_api_support_doc_matches_the_code():
    committed = (ROOT / "docs" / "api-support.md").read_text()
    assert committed == render(cuda.IMPLEMENTED, implemented_names()), (
        "docs/api-support.md is stale: run python scripts/gen_api_support.py")
