"""CUresult names and numbers, cuGetErrorName/String, and errors before cuInit."""

import re
from pathlib import Path

import pytest
from zluda import driver as cuda
from zluda.abi import enums as cuda_enums

from .helpers import run_python

CUDA_H = Path("/usr/local/cuda/include/cuda.h")


def _header_results() -> dict[str, int]:
    text = CUDA_H.read_text()
    body = re.search(r"typedef enum cudaError_enum \{(.*?)\} CUresult;", text, re.S).group(1)
    body = re.sub(r"/\*.*?\*/", "", body, flags=re.S)
    return {name: int(value) for name, value in re.findall(r"(\w+)\s*=\s*(\d+)", body)}


@pytest.mark.skipif(not CUDA_H.exists(), reason="cuda.h is not installed")
def test_every_curesult_of_cuda_h_has_its_number():
    header = _header_results()
    assert len(header) > 100
    ours = {m.name: int(m.value) for m in cuda_enums.CUresult}
    assert header.items() <= ours.items()


def test_error_names_and_strings():
    for result in cuda.CUresult:
        err, name = cuda.cuGetErrorName(result)
        assert err == cuda.CUresult.CUDA_SUCCESS and name == result.name.encode()
        err, text = cuda.cuGetErrorString(result)
        assert err == cuda.CUresult.CUDA_SUCCESS and isinstance(text, bytes) and text
    assert cuda.cuGetErrorString(cuda.CUresult.CUDA_ERROR_INVALID_VALUE)[1].startswith(
        b"This indicates that one or more of the parameters")
    assert cuda.cuGetErrorName(123456) == (cuda.CUresult.CUDA_ERROR_INVALID_VALUE, None)
    assert cuda.cuGetErrorString(123456) == (cuda.CUresult.CUDA_ERROR_INVALID_VALUE, None)


def test_calls_before_cuinit_return_not_initialized():
    code = """
from zluda import driver as cuda
E = cuda.CUresult.CUDA_ERROR_NOT_INITIALIZED
assert cuda.cuDriverGetVersion() == (cuda.CUresult.CUDA_SUCCESS, 13000)
assert cuda.cuDeviceGetCount() == (E, None), cuda.cuDeviceGetCount()
assert cuda.cuDeviceGet(0) == (E, None)
assert cuda.cuCtxGetCurrent() == (E, None)
assert cuda.cuMemAlloc(16) == (E, None)
assert cuda.cuCtxSynchronize() == (E,)
assert cuda.cuModuleLoadData(b"") == (E, None)
assert cuda.cuInit(1) == (cuda.CUresult.CUDA_ERROR_INVALID_VALUE,)
assert cuda.cuInit(0) == (cuda.CUresult.CUDA_SUCCESS,)
assert cuda.cuDeviceGetCount()[0] == cuda.CUresult.CUDA_SUCCESS
assert cuda.cuCtxGetCurrent()[0] == cuda.CUresult.CUDA_SUCCESS
print("ok")
"""
    done = run_python(code)
    assert done.returncode == 0 and done.stdout.strip() == "ok", done.stderr


def test_unknown_backend_gives_no_device():
    code = """
from zluda import driver as cuda
assert cuda.cuInit(0) == (cuda.CUresult.CUDA_ERROR_NO_DEVICE,), cuda.cuInit(0)
assert "no-such-backend" in cuda.last_error_message()
print("ok")
"""
    done = run_python(code, ZLUDA_BACKEND="no-such-backend")
    assert done.returncode == 0 and done.stdout.strip() == "ok", done.stderr


def test_asking_for_the_current_device_without_a_context_is_an_answer_not_a_warning(
        backend, caplog):
    """cudart asks cuCtxGetDevice before any context exists: CUDA_ERROR_INVALID_CONTEXT, quietly
    (a real mistake, such as a NULL output, still warns)."""
    import logging
    import threading

    results = []
    with caplog.at_level(logging.WARNING, logger="zluda"):
        caplog.clear()
        thread = threading.Thread(target=lambda: results.append(cuda.cuCtxGetDevice()[0]))
        thread.start()
        thread.join()
        assert results == [cuda.CUresult.CUDA_ERROR_INVALID_CONTEXT]
        assert not caplog.records
        assert cuda.cuMemAlloc(0)[0] == cuda.CUresult.CUDA_ERROR_INVALID_VALUE
        assert any("cuMemAlloc" in r.getMessage() for r in caplog.records)
