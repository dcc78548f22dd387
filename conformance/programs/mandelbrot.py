"""Mandelbrot escape counts, one thread per pixel on a 2D grid of 2D blocks, in f64.

The kernel is compiled with --fmad=false and uses only IEEE +, -, * and a compare, in a fixed
order, so NumPy repeating the same f64 operations gives the same iterates bit for bit: the
integer counts must match exactly, boundary pixels included.
"""

import numpy as np
from _common import f64, from_device, function, i32, launch, load_ptx, passed, ptr, setup, to_device

setup()
kernel = function(load_ptx("mandelbrot.ptx"), "mandelbrot")


def reference(w, h, x0, y0, dx, dy, max_iter):
    cr = x0 + np.arange(w, dtype=np.float64)[None, :] * dx + np.zeros((h, 1))
    ci = y0 + np.arange(h, dtype=np.float64)[:, None] * dy + np.zeros((1, w))
    zr, zi = np.zeros_like(cr), np.zeros_like(ci)
    counts = np.zeros((h, w), np.int32)
    active = np.ones((h, w), bool)
    for _ in range(max_iter):
        zr2, zi2 = zr * zr, zi * zi
        active &= ~(zr2 + zi2 > 4.0)
        if not active.any():
            break
        t = zr * zi
        zi = np.where(active, t + t + ci, zi)
        zr = np.where(active, zr2 - zi2 + cr, zr)
        counts += active
    return counts


for w, h, x0, y0, span, max_iter in [
    (300, 200, -2.2, -1.2, 3.4, 200),
    (157, 93, -0.75, 0.1, 0.02, 500),
]:
    dx = span / w
    dy = dx
    d_counts = to_device(np.full((h, w), -1, np.int32))
    launch(
        kernel,
        ((w + 15) // 16, (h + 7) // 8),
        (16, 8),
        [ptr(d_counts), i32(w), i32(h), f64(x0), f64(y0), f64(dx), f64(dy), i32(max_iter)],
    )
    np.testing.assert_array_equal(
        from_device(d_counts, (h, w), np.int32), reference(w, h, x0, y0, dx, dy, max_iter)
    )
passed("2 views, exact counts")
