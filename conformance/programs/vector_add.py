"""Vector add with a grid-stride loop: fewer threads than elements, and a partial last block."""

import numpy as np
from _common import from_device, function, i32, launch, load_ptx, passed, ptr, setup, to_device

setup()
kernel = function(load_ptx("vector_add.ptx"), "vector_add")
n = 100_003
rng = np.random.default_rng(1)
a, b = rng.random(n, dtype=np.float32), rng.random(n, dtype=np.float32)
d_a, d_b, d_c = to_device(a), to_device(b), to_device(np.zeros(n, np.float32))
launch(kernel, (37,), (96,), [ptr(d_a), ptr(d_b), ptr(d_c), i32(n)])
np.testing.assert_array_equal(from_device(d_c, n, np.float32), a + b)
passed(f"{n} elements")
