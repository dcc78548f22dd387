"""Block layouts: kernels that use warps run flattened, the others keep the block's shape, and a
device function shared by both reads %tid correctly for each caller."""

import numpy as np
import pytest

from .harness import device

PTX = """
.version 8.0
.target sm_75
.address_size 64

.func (.param .b32 ret) linear_tid()
{
  .reg .b32 %x, %y, %nx, %r;
  mov.u32 %x, %tid.x;
  mov.u32 %y, %tid.y;
  mov.u32 %nx, %ntid.x;
  mad.lo.u32 %r, %y, %nx, %x;
  st.param.b32 [ret], %r;
  ret;
}

.visible .entry shaped(.param .u64 out)
{
  .reg .b32 %t, %b, %n, %i;
  .reg .b64 %p, %o;
  call (%t), linear_tid, ();
  mov.u32 %b, %ctaid.x;
  mov.u32 %n, %ntid.x;
  mov.u32 %i, %ntid.y;
  mul.lo.u32 %n, %n, %i;
  mad.lo.u32 %i, %b, %n, %t;
  ld.param.u64 %p, [out];
  mul.wide.u32 %o, %i, 4;
  add.u64 %p, %p, %o;
  st.global.u32 [%p], %t;
  ret;
}

.visible .entry with_warps(.param .u64 out)
{
  .reg .b32 %t, %b, %n, %i, %s;
  .reg .b64 %p, %o;
  call (%t), linear_tid, ();
  shfl.sync.idx.b32 %s, %t, 0, 31, -1;
  mov.u32 %b, %ctaid.x;
  mov.u32 %n, %ntid.x;
  mov.u32 %i, %ntid.y;
  mul.lo.u32 %n, %n, %i;
  mad.lo.u32 %i, %b, %n, %t;
  ld.param.u64 %p, [out];
  mul.wide.u32 %o, %i, 8;
  add.u64 %p, %p, %o;
  st.global.v2.u32 [%p], {%t, %s};
  ret;
}
"""


def test_only_kernels_that_use_warps_are_flattened():
    kernels = device().load(PTX).compiled.info.kernels
    assert kernels["with_warps"].flattened and not kernels["shaped"].flattened


@pytest.mark.parametrize("block", [(5, 7, 1), (16, 4, 1), (32, 2, 1), (64, 1, 1)])
def test_device_function_reads_tid_for_either_caller(block):
    dev = device()
    module = dev.load(PTX)
    threads = block[0] * block[1]
    grid = 2
    linear = np.tile(np.arange(threads, dtype=np.uint32), grid)
    out = dev.array(np.zeros(threads * grid, np.uint32))
    module.launch("shaped", (grid,), block, [out])
    np.testing.assert_array_equal(out, linear)
    pairs = dev.array(np.zeros((threads * grid, 2), np.uint32))
    module.launch("with_warps", (grid,), block, [pairs])
    np.testing.assert_array_equal(pairs[:, 0], linear)
    # lane 0 of each warp: the first of 32 consecutive linear ids
    np.testing.assert_array_equal(pairs[:, 1], linear - linear % 32)
