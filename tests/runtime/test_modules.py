"""Modules and libraries: loading PTX (text, bytes, files), JIT logs, functions, globals."""

import ctypes

import numpy as np
import pytest
from zluda import driver as cuda

from .helpers import KERNELS, RUNTIME_PTX, check, download, error, kernel

R = cuda.CUresult
J = cuda.CUjit_option
BROKEN_PTX = b"""
.version 7.0
.target sm_75
.address_size 64

.visible .entry broken(.param .u64 p)
{
    .reg .b32 %r<2>;
    mov.u32 %r1, 1;
    frobnicate.u32 %r1, %r1;
    ret;
}
"""


def _echo_globals(module):
    out = check(cuda, cuda.cuMemAlloc(16))
    check(cuda, cuda.cuLaunchKernel(kernel(cuda, module, "use_globals"), 1, 1, 1, 32, 1, 1, 0, 0,
                                    ((out,), (None,)), 0))
    return download(cuda, out, 4)


@pytest.mark.parametrize("form", ["bytes", "str", "nul_terminated", "address"])
def test_load_data_forms(backend, form):
    image = {"bytes": RUNTIME_PTX, "str": RUNTIME_PTX.decode(),
             "nul_terminated": RUNTIME_PTX + b"\0\0", "address": None}[form]
    keep = None
    if form == "address":
        keep = ctypes.create_string_buffer(RUNTIME_PTX)
        image = ctypes.addressof(keep)
    module = check(cuda, cuda.cuModuleLoadData(image))
    assert list(_echo_globals(module)) == [10, 20, 30, 40]
    check(cuda, cuda.cuModuleUnload(module))
    assert error(cuda.cuModuleGetFunction(module, b"count")) == R.CUDA_ERROR_INVALID_HANDLE
    assert error(cuda.cuModuleUnload(module)) == R.CUDA_ERROR_INVALID_HANDLE
    del keep


def test_load_from_file(backend, tmp_path):
    module = check(cuda, cuda.cuModuleLoad(str(KERNELS / "runtime.ptx").encode()))
    kernel(cuda, module, "count")
    check(cuda, cuda.cuModuleUnload(module))
    assert error(cuda.cuModuleLoad(str(tmp_path / "missing.ptx"))) == R.CUDA_ERROR_FILE_NOT_FOUND


def test_jit_logs(backend):
    error_log = bytearray(4096)
    info_log = bytearray(4096)
    options = [J.CU_JIT_ERROR_LOG_BUFFER, J.CU_JIT_ERROR_LOG_BUFFER_SIZE_BYTES,
               J.CU_JIT_INFO_LOG_BUFFER, J.CU_JIT_INFO_LOG_BUFFER_SIZE_BYTES]
    values = [error_log, len(error_log), info_log, len(info_log)]
    result = cuda.cuModuleLoadDataEx(BROKEN_PTX, len(options), options, values)
    assert result == (R.CUDA_ERROR_INVALID_PTX, None)
    text = bytes(error_log).split(b"\0", 1)[0].decode()
    assert "frobnicate" in text and "10" in text, text     # names the instruction and its line
    module = check(cuda, cuda.cuModuleLoadDataEx(RUNTIME_PTX, len(options), options, values))
    kernel(cuda, module, "count")
    # a small buffer gets a truncated, NUL-terminated log
    small = bytearray(b"x" * 16)
    cuda.cuModuleLoadDataEx(BROKEN_PTX, 2, options[:2], [small, 8])
    assert small[7] == 0 and small[8:] == b"x" * 8
    assert error(cuda.cuModuleLoadData(BROKEN_PTX)) == R.CUDA_ERROR_INVALID_PTX
    assert error(cuda.cuModuleLoadData(b"\x7fELF" + bytes(60))) == R.CUDA_ERROR_NO_BINARY_FOR_GPU


def test_functions_and_globals(backend):
    module = check(cuda, cuda.cuModuleLoadData(RUNTIME_PTX))
    assert error(cuda.cuModuleGetFunction(module, b"no_such_kernel")) == R.CUDA_ERROR_NOT_FOUND
    function = kernel(cuda, module, "use_globals")
    assert check(cuda, cuda.cuFuncGetName(function)) == b"use_globals"
    assert check(cuda, cuda.cuFuncGetModule(function)) == module
    table, size = check(cuda, cuda.cuModuleGetGlobal(module, b"table"))
    assert size == 16
    assert list(download(cuda, table, 4)) == [10, 20, 30, 40]
    check(cuda, cuda.cuMemcpyHtoD(table, np.array([1, 2, 3, 4], np.int32), 16))
    counter, size = check(cuda, cuda.cuModuleGetGlobal(module, "counter"))
    assert size == 4
    check(cuda, cuda.cuMemsetD32(counter, 100, 1))
    assert list(_echo_globals(module)) == [101, 102, 103, 104]
    assert list(download(cuda, counter, 1)) == [101]
    assert error(cuda.cuModuleGetGlobal(module, b"nothing")) == R.CUDA_ERROR_NOT_FOUND
    # each module has its own globals
    other = check(cuda, cuda.cuModuleLoadData(RUNTIME_PTX))
    assert list(_echo_globals(other)) == [10, 20, 30, 40]


def test_library_api(backend):
    library = check(cuda, cuda.cuLibraryLoadData(RUNTIME_PTX, None, None, 0, None, None, 0))
    k = check(cuda, cuda.cuLibraryGetKernel(library, b"count"))
    function = check(cuda, cuda.cuKernelGetFunction(k))
    module = check(cuda, cuda.cuLibraryGetModule(library))
    assert check(cuda, cuda.cuFuncGetModule(function)) == module
    table, size = check(cuda, cuda.cuLibraryGetGlobal(library, b"table"))
    assert size == 16 and list(download(cuda, table, 4)) == [10, 20, 30, 40]
    out = check(cuda, cuda.cuMemAlloc(4))
    check(cuda, cuda.cuMemsetD32(out, 0, 1))
    for launchable in (k, function):   # a CUkernel launches like a CUfunction
        check(cuda, cuda.cuLaunchKernel(launchable, 2, 1, 1, 32, 1, 1, 0, 0, ((out,), (None,)), 0))
    assert download(cuda, out, 1)[0] == 128
    assert error(cuda.cuLibraryGetKernel(library, b"missing")) == R.CUDA_ERROR_NOT_FOUND
    check(cuda, cuda.cuLibraryUnload(library))
    assert error(cuda.cuLibraryGetModule(library)) == R.CUDA_ERROR_INVALID_HANDLE
    assert error(cuda.cuKernelGetFunction(k)) == R.CUDA_ERROR_INVALID_HANDLE


MANAGED_PTX = b"""
.version 7.0
.target sm_75
.address_size 64
.global .attribute(.managed) .align 4 .b8 weights[8] = {1, 0, 0, 0, 2, 0, 0, 0};
.global .align 4 .u32 plain;
.visible .entry double_weights()
{
  .reg .b32 %r<3>;
  ld.global.u32 %r2, [weights+4];
  shl.b32 %r2, %r2, 1;
  st.global.u32 [weights+4], %r2;
  ret;
}
"""


def test_managed_variables_are_host_memory_of_the_library(backend):
    library = check(cuda, cuda.cuLibraryLoadData(MANAGED_PTX, None, None, 0, None, None, 0))
    address, size = check(cuda, cuda.cuLibraryGetManaged(library, b"weights"))
    assert size == 8
    host = (ctypes.c_uint32 * 2).from_address(int(address))  # the host reads it in place
    assert list(host) == [1, 2]
    host[1] = 21
    k = check(cuda, cuda.cuLibraryGetKernel(library, b"double_weights"))
    check(cuda, cuda.cuLaunchKernel(k, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0))
    check(cuda, cuda.cuCtxSynchronize())
    assert list(host) == [1, 42]
    global_address, _ = check(cuda, cuda.cuLibraryGetGlobal(library, b"weights"))
    assert int(global_address) == int(address)
    # a variable that is not managed, and one that does not exist
    assert error(cuda.cuLibraryGetManaged(library, b"plain")) == R.CUDA_ERROR_NOT_FOUND
    assert error(cuda.cuLibraryGetManaged(library, b"nothing")) == R.CUDA_ERROR_NOT_FOUND
    check(cuda, cuda.cuLibraryUnload(library))
    assert error(cuda.cuLibraryGetManaged(library, b"weights")) == R.CUDA_ERROR_INVALID_HANDLE


def test_a_library_kernel_is_one_object_and_dies_with_its_library(backend):
    library = check(cuda, cuda.cuLibraryLoadData(RUNTIME_PTX, None, None, 0, None, None, 0))
    first = check(cuda, cuda.cuLibraryGetKernel(library, b"count"))
    assert int(check(cuda, cuda.cuLibraryGetKernel(library, b"count"))) == int(first)
    function = check(cuda, cuda.cuKernelGetFunction(first))
    check(cuda, cuda.cuLibraryUnload(library))
    assert error(cuda.cuKernelGetFunction(first)) == R.CUDA_ERROR_INVALID_HANDLE
    assert error(cuda.cuFuncGetAttribute(0, function)) == R.CUDA_ERROR_INVALID_HANDLE


def test_unloading_a_module_forgets_its_functions(backend):
    from zluda.runtime.driver import DRIVER
    from zluda.runtime.module import Function

    before = len(DRIVER.handles.objects(Function))
    module = check(cuda, cuda.cuModuleLoadData(RUNTIME_PTX))
    function = kernel(cuda, module, "count")
    assert len(DRIVER.handles.objects(Function)) == before + 1
    check(cuda, cuda.cuModuleUnload(module))
    assert len(DRIVER.handles.objects(Function)) == before, "the handle table keeps it alive"
    assert error(cuda.cuFuncGetAttribute(0, function)) == R.CUDA_ERROR_INVALID_HANDLE


LAZY_PTX = b"""
.version 7.0
.target sm_75
.address_size 64
.global .align 4 .u32 shared_word = 7;

.visible .entry write_word(.param .u32 value)
{
    .reg .b32 %r<2>;
    ld.param.u32 %r1, [value];
    st.global.u32 [shared_word], %r1;
    ret;
}

.visible .entry read_word(.param .u64 out)
{
    .reg .b32 %r<2>;
    .reg .b64 %rd<2>;
    ld.param.u64 %rd1, [out];
    ld.global.u32 %r1, [shared_word];
    st.global.u32 [%rd1], %r1;
    ret;
}

.visible .entry broken(.param .u64 p)
{
    .reg .b32 %r<2>;
    frobnicate.u32 %r1, %r1;
    ret;
}
"""


@pytest.fixture
def lazy_modules(monkeypatch):
    """CUDA's default module loading: kernel by kernel, on first use."""
    monkeypatch.delenv("CUDA_MODULE_LOADING", raising=False)


def test_a_module_compiles_each_kernel_on_first_use(backend, lazy_modules):
    module = check(cuda, cuda.cuModuleLoadData(LAZY_PTX))  # the broken kernel is not compiled
    assert check(cuda, cuda.cuModuleGetLoadingMode()) == \
        cuda.CUmoduleLoadingMode.CU_MODULE_LAZY_LOADING
    word, size = check(cuda, cuda.cuModuleGetGlobal(module, b"shared_word"))
    assert size == 4 and list(download(cuda, word, 1)) == [7]
    out = check(cuda, cuda.cuMemAlloc(4))
    check(cuda, cuda.cuLaunchKernel(kernel(cuda, module, "write_word"), 1, 1, 1, 1, 1, 1, 0, 0,
                                    ((42,), (ctypes.c_uint32,)), 0))
    check(cuda, cuda.cuLaunchKernel(kernel(cuda, module, "read_word"), 1, 1, 1, 1, 1, 1, 0, 0,
                                    ((out,), (None,)), 0))
    # two programs, one globals block
    assert list(download(cuda, out, 1)) == [42] and list(download(cuda, word, 1)) == [42]
    assert error(cuda.cuModuleGetFunction(module, b"broken")) == R.CUDA_ERROR_INVALID_PTX
    assert "frobnicate" in cuda.last_error_message()
    assert error(cuda.cuModuleGetFunction(module, b"nope")) == R.CUDA_ERROR_NOT_FOUND
    check(cuda, cuda.cuModuleUnload(module))
    check(cuda, cuda.cuMemFree(out))


def test_a_syntax_error_in_an_unused_kernel_fails_the_load(backend, lazy_modules):
    """Kernels compile on first use, but the whole text is parsed at load: malformed PTX fails
    there, as on CUDA, at its line and column."""
    bad = LAZY_PTX.replace(b"st.global.u32 [%rd1], %r1;", b"st.global.u32 [%rd1] %r1;")
    assert error(cuda.cuModuleLoadData(bad)) == R.CUDA_ERROR_INVALID_PTX
    assert ":21:" in cuda.last_error_message() and "expected ';'" in cuda.last_error_message()


def test_the_device_binary_is_kept_and_loaded_again(backend, backend_name, monkeypatch):
    """The device's own compiled form of a module is cached: the second load of the same
    module builds nothing, and a cached binary that the device refuses is built again."""
    from uuid import uuid4

    from zluda.runtime.backend import BackendError
    from zluda.runtime.context import current_context

    device = current_context().device.backend_device
    if backend_name != "opencl":
        assert device.native_binary_id is None  # dpctl gives no program binaries back
        return
    # a variable that no earlier run has built a kernel with (each kernel's text holds them all)
    ptx = RUNTIME_PTX + f".global .u32 marker_{uuid4().hex};\n".encode()
    calls = []
    build, native = device.load_module, device.load_native
    refuse = []

    def load_native(binary):
        calls.append("native")
        if refuse:
            raise BackendError("refused", "CUDA_ERROR_INVALID_IMAGE")
        return native(binary)

    monkeypatch.setattr(device, "load_module",
                        lambda b, *flush: calls.append("build") or build(b, *flush))
    monkeypatch.setattr(device, "load_native", load_native)
    for attempt in range(4):
        refuse[:] = [True] if attempt == 2 else []
        module = check(cuda, cuda.cuModuleLoadData(ptx))
        assert list(_echo_globals(module)) == [10, 20, 30, 40]
        check(cuda, cuda.cuModuleUnload(module))
    assert calls == ["build", "native", "native", "build", "native"]


def test_eager_loading_compiles_every_kernel_at_load(backend, lazy_modules, monkeypatch):
    monkeypatch.setenv("CUDA_MODULE_LOADING", "EAGER")
    assert check(cuda, cuda.cuModuleGetLoadingMode()) == \
        cuda.CUmoduleLoadingMode.CU_MODULE_EAGER_LOADING
    assert error(cuda.cuModuleLoadData(LAZY_PTX)) == R.CUDA_ERROR_INVALID_PTX


CDP_PTX = (KERNELS / "dynamic_parallelism.ptx").read_bytes()


def test_dynamic_parallelism_is_refused_by_name(backend, monkeypatch):
    """A kernel that launches kernels (__cudaCDP2*): CUDA_ERROR_NOT_SUPPORTED at load, with a
    message that says why; with lazy loading, when that kernel is first asked for."""
    monkeypatch.setenv("CUDA_MODULE_LOADING", "EAGER")
    assert error(cuda.cuModuleLoadData(CDP_PTX)) == R.CUDA_ERROR_NOT_SUPPORTED
    assert "dynamic parallelism" in cuda.last_error_message()
    monkeypatch.setenv("CUDA_MODULE_LOADING", "LAZY")
    module = check(cuda, cuda.cuModuleLoadData(CDP_PTX))
    kernel(cuda, module, "child")  # the other kernel of the module loads
    assert error(cuda.cuModuleGetFunction(module, b"parent")) == R.CUDA_ERROR_NOT_SUPPORTED
    assert "dynamic parallelism" in cuda.last_error_message()
    check(cuda, cuda.cuModuleUnload(module))
