"""Whole nvcc kernels, compiled by us and run on the CPU device."""

import struct
from pathlib import Path

import numpy as np

from .harness import device

KERNELS = Path(__file__).parent / "kernels"


def test_vector_add_grid_stride():
    dev = device()
    module = dev.load((KERNELS / "basics.sm75.ptx").read_text())
    n = 1000
    a = dev.array(np.arange(n, dtype=np.float32))
    b = dev.array(np.full(n, 2.5, np.float32))
    c = dev.array(np.zeros(n, np.float32))
    module.launch("vadd", (2,), (128,), [a, b, c, n])
    np.testing.assert_array_equal(c, np.arange(n, dtype=np.float32) + 2.5)


def test_reduce_with_struct_param_shared_shuffles_atomics_and_globals(capfd):
    dev = device()
    module = dev.load((KERNELS / "basics.sm75.ptx").read_text())
    n = 1000
    data = np.arange(n, dtype=np.float32)
    inp = dev.array(data)
    out = dev.array(np.zeros(4, np.float32))
    gcount = module.global_view("gcount", np.int32)
    before = int(gcount[0])
    s = struct.pack("<fiq", 2.0, 1, 0)  # S{a=2, b=1, c=0}
    module.launch("reduce", (4,), (64,), [inp, out, n, s], shared=64 * 4)
    cscale = module.global_view("cscale", np.float32)
    assert cscale.tolist() == [1.0, 2.0, 3.0, 4.0]
    expected = float(np.sum(data * 2 + 1 + cscale[1]))
    assert out[0] == expected
    assert int(gcount[0]) == before + 4
    printed = capfd.readouterr().out
    assert printed.count("hello 1000 ") == 4
