"""__device__ and __constant__ globals through cuModuleGetGlobal: their sizes; initialized ones
(int counter = 42, long long magic, float coeffs[8]) read back by the host with cuMemcpyDtoH and by
a kernel before anything writes them; table[256] and cscale filled by the host with cuMemcpyHtoD
and used by a kernel; the counter incremented atomically by every thread and magic inverted by
one, then read back by the host. An unknown name is CUDA_ERROR_NOT_FOUND, and a second load of
the module starts from the initializers again.

Values are small dyadic numbers, so in * coeff + table * scale is exact (fma or not)."""

import numpy as np
from _common import (
    check,
    expect_error,
    from_device,
    function,
    i32,
    launch,
    load_ptx,
    passed,
    ptr,
    setup,
    to_device,
)
from cuda.bindings import driver as cuda

setup()
module = load_ptx("globals_and_constants.ptx")


def global_of(mod, name, size):
    dptr, nbytes = check(cuda.cuModuleGetGlobal(mod, name.encode()))
    assert nbytes == size, f"{name}: {nbytes} bytes, expected {size}"
    return dptr


counter, magic = global_of(module, "counter", 4), global_of(module, "magic", 8)
coeffs, table = global_of(module, "coeffs", 32), global_of(module, "table", 1024)
cscale = global_of(module, "cscale", 4)
expect_error(cuda.cuModuleGetGlobal(module, b"no_such_global"), cuda.CUresult.CUDA_ERROR_NOT_FOUND)
MAGIC = 0x123456789ABCDEF
COEFFS = np.array([0.5, 1.0, -2.0, 4.0, 0.25, -0.75, 3.0, 8.0], np.float32)

# The initializers, read by a kernel before any write.
d_i, d_ll, d_c = (to_device(np.zeros(1, np.int32)), to_device(np.zeros(1, np.int64)),
                  to_device(np.zeros(8, np.float32)))
launch(function(module, "read_initial"), (1,), (32,), [ptr(d_i), ptr(d_ll), ptr(d_c)])
assert from_device(d_i, 1, np.int32)[0] == 42
assert from_device(d_ll, 1, np.int64)[0] == MAGIC
np.testing.assert_array_equal(from_device(d_c, 8, np.float32), COEFFS)
# ... and by the host.
assert from_device(counter, 1, np.int32)[0] == 42
assert from_device(magic, 1, np.int64)[0] == MAGIC
np.testing.assert_array_equal(from_device(coeffs, 8, np.float32), COEFFS)

# Host writes to a __device__ array and a __constant__ scalar, then a kernel uses them.
rng = np.random.default_rng(23)
tab = (rng.integers(-64, 64, 256) / 4).astype(np.float32)
check(cuda.cuMemcpyHtoD(table, tab, tab.nbytes))
scale = np.array([-3], np.int32)
check(cuda.cuMemcpyHtoD(cscale, scale, 4))
n = 20_000
x = (rng.integers(-1000, 1000, n) / 8).astype(np.float32)
d_x, d_y = to_device(x), to_device(np.zeros(n, np.float32))
launch(function(module, "use_globals"), ((n + 255) // 256,), (256,), [ptr(d_x), ptr(d_y), i32(n)])
i = np.arange(n)
expected = x * COEFFS[i % 8] + tab[i % 256] * np.float32(-3)
np.testing.assert_array_equal(from_device(d_y, n, np.float32), expected)
assert from_device(counter, 1, np.int32)[0] == 42 + n
assert from_device(magic, 1, np.int64)[0] == ~MAGIC
np.testing.assert_array_equal(from_device(table, 256, np.float32), tab)

# A fresh module has its own globals, initialized again.
other = load_ptx("globals_and_constants.ptx")
assert from_device(global_of(other, "counter", 4), 1, np.int32)[0] == 42
assert from_device(global_of(other, "magic", 8), 1, np.int64)[0] == MAGIC
assert from_device(counter, 1, np.int32)[0] == 42 + n
passed(f"{n} threads")
