"""Device-side printf and assert. A kernel printfs one line with int, unsigned, long long,
hex, double, char and float arguments and a literal %% (the host cannot check its own stdout
portably, so the check is that the launch and the following synchronization succeed). A kernel
whose asserts all hold synchronizes cleanly; then the same kernel with one failing assert makes
the next cuCtxSynchronize return exactly CUDA_ERROR_ASSERT, and the error is sticky: the context
is unusable afterwards, so this comes last."""

import numpy as np
from _common import (
    expect_error,
    f64,
    function,
    i32,
    launch,
    load_ptx,
    passed,
    ptr,
    setup,
    sync,
    to_device,
)
from cuda.bindings import driver as cuda

setup()
module = load_ptx("printf_assert.ptx")
launch(function(module, "say_hello"), (2,), (32,), [i32(1234), f64(2.5)])
sync()

check_positive = function(module, "check_positive")
n = 1000
data = np.arange(1, n + 1, dtype=np.int32)
d_good = to_device(data)
launch(check_positive, ((n + 127) // 128,), (128,), [ptr(d_good), i32(n)])
sync()

data[617] = 0
d_bad = to_device(data)
launch(check_positive, ((n + 127) // 128,), (128,), [ptr(d_bad), i32(n)])
expect_error(cuda.cuCtxSynchronize(), cuda.CUresult.CUDA_ERROR_ASSERT)
expect_error(cuda.cuCtxSynchronize(), cuda.CUresult.CUDA_ERROR_ASSERT)
passed("printf line, assert -> CUDA_ERROR_ASSERT")
