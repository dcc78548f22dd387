"""2D convolution (correlation, zero padding) of an int image with a 7x7 filter in __constant__
memory, the filter set from the host with cuModuleGetGlobal (whose size is checked) and
cuMemcpyHtoD; then replaced with another filter and run again. Integers, so exact."""

import numpy as np
from _common import (
    check,
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

R = 3
FW = 2 * R + 1
setup()
module = load_ptx("convolution.ptx")
kernel = function(module, "convolve2d")
d_filter, size = check(cuda.cuModuleGetGlobal(module, b"filter"))
assert size == FW * FW * 4, size
rng = np.random.default_rng(14)


def reference(image: np.ndarray, filt: np.ndarray) -> np.ndarray:
    h, w = image.shape
    padded = np.zeros((h + 2 * R, w + 2 * R), np.int64)
    padded[R : R + h, R : R + w] = image
    out = np.zeros((h, w), np.int64)
    for fy in range(FW):
        for fx in range(FW):
            out += filt[fy, fx] * padded[fy : fy + h, fx : fx + w]
    return out


h, w = 211, 333
image = rng.integers(-100, 100, (h, w), dtype=np.int32)
d_in, d_out = to_device(image), to_device(np.zeros((h, w), np.int32))
for filt in [
    rng.integers(-9, 10, (FW, FW), dtype=np.int32),
    np.arange(FW * FW, dtype=np.int32).reshape(FW, FW),
]:
    check(cuda.cuMemcpyHtoD(d_filter, filt, filt.nbytes))
    launch(kernel, ((w + 31) // 32, (h + 7) // 8), (32, 8), [ptr(d_in), ptr(d_out), i32(w), i32(h)])
    np.testing.assert_array_equal(from_device(d_out, (h, w), np.int32), reference(image, filt))
passed(f"{h}x{w} image, two 7x7 filters")
