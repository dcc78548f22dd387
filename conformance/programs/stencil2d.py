"""Jacobi iterations of the 5-point stencil on a 2D grid (sides not multiples of the block), 2D grid
of 16x8 blocks with a shared-memory tile and halo, fixed boundary, ping-pong between two buffers.
The kernel computes 0.25f * ((W + E) + (N + S)) in f32 (no contraction possible), so NumPy doing the
same operations in f32 must agree bit for bit after every one of the steps."""

import numpy as np
from _common import from_device, function, i32, launch, load_ptx, passed, ptr, setup, to_device

setup()
kernel = function(load_ptx("stencil2d.ptx"), "jacobi_step")
rng = np.random.default_rng(10)


def step(u: np.ndarray) -> np.ndarray:
    v = u.copy()
    quarter = np.float32(0.25)
    v[1:-1, 1:-1] = quarter * ((u[1:-1, :-2] + u[1:-1, 2:]) + (u[:-2, 1:-1] + u[2:, 1:-1]))
    return v


for h, w, steps in [(203, 317, 20), (9, 17, 3), (64, 32, 5)]:
    u = rng.standard_normal((h, w)).astype(np.float32)
    bufs = [to_device(u), to_device(np.zeros((h, w), np.float32))]
    grid = ((w + 15) // 16, (h + 7) // 8)
    for s in range(steps):
        launch(kernel, grid, (16, 8), [ptr(bufs[s % 2]), ptr(bufs[(s + 1) % 2]), i32(w), i32(h)])
        u = step(u)
    np.testing.assert_array_equal(from_device(bufs[steps % 2], (h, w), np.float32), u)
passed("3 grids, bit-exact")
