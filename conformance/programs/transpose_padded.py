"""Matrix transpose through a padded 32x33 shared tile, blocks of 32x8 threads each moving 4 rows,
on non-square matrices whose sides are not multiples of 32 (partial tiles on both edges)."""

import numpy as np
from _common import from_device, function, i32, launch, load_ptx, passed, ptr, setup, to_device

setup()
kernel = function(load_ptx("transpose_padded.ptx"), "transpose_padded")
rng = np.random.default_rng(4)
for rows, cols in [(300, 517), (517, 300), (33, 1), (1, 95), (64, 96)]:
    a = rng.standard_normal((rows, cols)).astype(np.float32)
    d_in, d_out = to_device(a), to_device(np.full((cols, rows), np.nan, np.float32))
    launch(
        kernel,
        ((cols + 31) // 32, (rows + 31) // 32),
        (32, 8),
        [ptr(d_in), ptr(d_out), i32(rows), i32(cols)],
    )
    np.testing.assert_array_equal(from_device(d_out, (cols, rows), np.float32), a.T)
passed("5 shapes")
