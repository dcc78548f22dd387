"""The compile cache seen from the driver API: it can always be bypassed, and a cached binary
that the device refuses is rebuilt (not reported as CUDA_ERROR_INVALID_IMAGE on every run)."""

import pytest
from zluda import driver as cuda
from zluda.ptx import cache
from zluda.ptx.subset import ModuleParts
from zluda.ptx.targets import get_target
from zluda.runtime.driver import DRIVER
from zluda.runtime.module import program_target
from zluda.runtime.native_binaries import native_key

from .helpers import RUNTIME_PTX, check, kernel, run_python

R = cuda.CUresult


@pytest.fixture
def private_cache(tmp_path, monkeypatch):
    monkeypatch.setenv("ZLUDA_CACHE_DIR", str(tmp_path))
    monkeypatch.delenv("ZLUDA_CACHE", raising=False)
    return tmp_path


def test_a_cached_binary_that_the_device_refuses_is_rebuilt(backend, private_cache):
    module = check(cuda, cuda.cuModuleLoadData(RUNTIME_PTX))
    kernel(cuda, module, "use_globals")
    check(cuda, cuda.cuModuleUnload(module))
    # the backend's, with the measured f32 functions, for blocks of whole warp rows
    target = program_target(DRIVER.devices[0].compiler_target)
    # the module loads lazily: the entry is the kernel's (zluda.ptx.subset)
    text = ModuleParts(RUNTIME_PTX.decode()).text_for(["use_globals"])
    k = cache.key(text, get_target(target).cache_key)
    entry = cache.load(k)
    good = entry.binary
    entry.cache_key = k
    native = native_key(DRIVER.devices[0].backend_device, entry)
    if native is not None:
        cache.forget(native)  # else the device's own binary loads, and the SPIR-V is not read
    entry.binary = b"\x03\x02\x23\x07" + b"\xff" * 64  # SPIR-V magic, then garbage
    cache.store(k, entry)  # a valid checksum over a bad binary
    assert cache.load(k).binary != good

    module = check(cuda, cuda.cuModuleLoadData(RUNTIME_PTX))
    kernel(cuda, module, "use_globals")
    assert cache.load(k).binary == good, "the entry was rebuilt"
    check(cuda, cuda.cuModuleUnload(module))


_INIT_AND_LOAD = f"""
from zluda import driver as cuda
err, = cuda.cuInit(0)
assert err == 0, cuda.last_error_message()
err, dev = cuda.cuDeviceGet(0)
err, ctx = cuda.cuCtxCreate(None, 0, dev)
err, module = cuda.cuModuleLoadData({RUNTIME_PTX!r})
assert err == 0, (err, cuda.last_error_message())
print("ok")
"""


@pytest.mark.parametrize("cache_off", [False, True])
@pytest.mark.parametrize("where", ["a_file", "below_a_file"])
def test_an_unusable_cache_directory_never_hides_the_device(tmp_path, where, cache_off):
    blocker = tmp_path / "file"
    blocker.write_text("x")
    env = {"ZLUDA_CACHE_DIR": str(blocker if where == "a_file" else blocker / "cache"),
           "ZLUDA_BACKEND": "opencl"}
    if cache_off:
        env["ZLUDA_CACHE"] = "0"
    done = run_python(_INIT_AND_LOAD, **env)
    assert done.returncode == 0 and done.stdout.strip() == "ok", done.stderr
    assert blocker.read_text() == "x"


_LOAD_AND_LAUNCH = f"""
import sys
import numpy as np
from zluda import driver as cuda
cuda.cuInit(0)
err, dev = cuda.cuDeviceGet(0)
err, ctx = cuda.cuCtxCreate(None, 0, dev)
err, module = cuda.cuModuleLoadData({RUNTIME_PTX!r})
assert err == 0, cuda.last_error_message()
err, function = cuda.cuModuleGetFunction(module, b"use_globals")
assert err == 0, cuda.last_error_message()
front_end = sorted(m for m in sys.modules
                   if m.startswith(("zluda.ptx.passes", "zluda.ptx.parser", "zluda.ptx.isa")))
print(",".join(front_end) or "none")
"""


def test_a_program_whose_kernels_are_cached_never_loads_the_front_end(tmp_path):
    """The second run of a program finds its module's layout and its kernel in the cache: it
    imports none of the parser, the passes and the instruction lowerings (about 0.15 s)."""
    env = {"ZLUDA_CACHE_DIR": str(tmp_path), "ZLUDA_CACHE": "1"}
    first = run_python(_LOAD_AND_LAUNCH, **env)
    assert first.returncode == 0, first.stderr
    assert "zluda.ptx.parser" in first.stdout  # the first run compiles
    second = run_python(_LOAD_AND_LAUNCH, **env)
    assert second.returncode == 0, second.stderr
    assert second.stdout.strip() == "none", second.stdout
