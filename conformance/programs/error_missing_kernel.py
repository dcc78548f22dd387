"""Looking up names a module does not have fails with CUDA_ERROR_NOT_FOUND: cuModuleGetFunction
with an unknown name, with a wrongly cased name and with the name of a global variable, and
cuModuleGetGlobal with an unknown name and with a kernel's name. The names the module does have
still work: the global is found with its size, written, and read by the kernel."""

import numpy as np
from _common import (
    check,
    expect_error,
    from_device,
    function,
    launch,
    load_ptx,
    passed,
    ptr,
    setup,
    to_device,
)
from cuda.bindings import driver as cuda

setup()
NOT_FOUND = cuda.CUresult.CUDA_ERROR_NOT_FOUND
module = load_ptx("error_missing_kernel.ptx")
for name in (b"absent", b"Present", b"present_", b"present_global"):
    expect_error(cuda.cuModuleGetFunction(module, name), NOT_FOUND)
for name in (b"absent_global", b"present"):
    expect_error(cuda.cuModuleGetGlobal(module, name), NOT_FOUND)

kernel = function(module, "present")
address, size = check(cuda.cuModuleGetGlobal(module, b"present_global"))
assert size == 4, size
check(cuda.cuMemcpyHtoD(address, np.array([100], np.int32), 4))
d_out = to_device(np.zeros(64, np.int32))
launch(kernel, (1,), (64,), [ptr(d_out)])
check(cuda.cuCtxSynchronize())
np.testing.assert_array_equal(from_device(d_out, 64, np.int32), np.arange(64) + 100)
passed("6 missing names reported as CUDA_ERROR_NOT_FOUND")
