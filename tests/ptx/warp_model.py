"""A kernel that runs a few warp instructions once per thread in blocks of any shape, and a
Python model of CUDA's 32-lane warps to check it against.

Each thread reads one row of 8 u32 from ``rows`` (by its global linear id: x fastest, then y,
then z, then the block): ``a, b, c, m, e, h, 0, 0``. ``e`` says what the thread does:
:data:`ACTIVE` runs the body, :data:`IDLE` skips it (it stays diverged) and :data:`EXITED` returns
first. The body sees ``%a %b %c %m %h`` (b32), ``%ad = {%a, %h}`` (b64) and ``%fa`` (``%a`` as
f32), and writes ``%d0..%d<n-1>`` (b32), which the kernel stores.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from .harness import device

IDLE, ACTIVE, EXITED = 0, 1, 2
SENTINEL = 0xDEADBEEF
WARP = 32


def lane_kernel(body: str, n_out: int, target: str = "sm_80") -> str:
    stores = "\n".join(f"  st.global.u32 [%rd2+{4 * k}], %d{k};" for k in range(n_out))
    inits = "\n".join(f"  mov.u32 %d{k}, {SENTINEL};" for k in range(n_out))
    return f"""
.version 8.0
.target {target}
.address_size 64
.visible .entry k(.param .u64 out, .param .u64 in)
{{
  .reg .pred %q<8>;
  .reg .pred %x;
  .reg .b32 %t<8>;
  .reg .b64 %rd<4>;
  .reg .b32 %a;
  .reg .b32 %b;
  .reg .b32 %c;
  .reg .b32 %m;
  .reg .b32 %e;
  .reg .b32 %h;
  .reg .b64 %ad;
  .reg .f32 %fa;
  .reg .b32 %d<{n_out}>;
  mov.u32 %t0, %tid.x;
  mov.u32 %t1, %tid.y;
  mov.u32 %t2, %tid.z;
  mov.u32 %t3, %ntid.x;
  mov.u32 %t4, %ntid.y;
  mov.u32 %t5, %ntid.z;
  mad.lo.u32 %t6, %t2, %t4, %t1;
  mad.lo.u32 %t6, %t6, %t3, %t0;
  mul.lo.u32 %t7, %t3, %t4;
  mul.lo.u32 %t7, %t7, %t5;
  mov.u32 %t1, %ctaid.x;
  mad.lo.u32 %t6, %t1, %t7, %t6;
  ld.param.u64 %rd0, [in];
  mul.wide.u32 %rd1, %t6, 32;
  add.u64 %rd0, %rd0, %rd1;
  ld.global.v4.u32 {{%a, %b, %c, %m}}, [%rd0];
  ld.global.v2.u32 {{%e, %h}}, [%rd0+16];
  ld.param.u64 %rd2, [out];
  mul.wide.u32 %rd3, %t6, {4 * n_out};
  add.u64 %rd2, %rd2, %rd3;
{inits}
  setp.eq.u32 %x, %e, {EXITED};
  @%x ret;
  setp.eq.u32 %x, %e, {IDLE};
  @%x bra SKIP;
  mov.b64 %ad, {{%a, %h}};
  mov.b32 %fa, %a;
{body}
SKIP:
{stores}
  ret;
}}
"""


def run_lanes(body: str, n_out: int, block, grid: int, rows: np.ndarray) -> np.ndarray:
    """Run ``body`` in ``grid`` blocks of shape ``block``; ``rows`` is (threads, 8) u32."""
    dev = device()
    rows = dev.array(np.ascontiguousarray(rows, dtype=np.uint32))
    out = dev.empty((len(rows), n_out), np.uint32)
    out[...] = SENTINEL
    dev.load(lane_kernel(body, n_out)).launch("k", (grid,), block, [out, rows])
    return np.array(out)


@dataclass
class Warp:
    """One warp of a launch: the global rows of its lanes (lanes past the block are absent)."""

    rows: list[int]  # rows[lane], len <= 32

    def lanes(self) -> range:
        return range(len(self.rows))


def warps(block, grid: int) -> list[Warp]:
    """CUDA's warps: 32 consecutive linear thread ids of each block."""
    size = int(np.prod(block))
    out = []
    for blk in range(grid):
        for first in range(0, size, WARP):
            last = min(first + WARP, size)
            out.append(Warp([blk * size + lin for lin in range(first, last)]))
    return out


def lane_bits(lanes) -> int:
    mask = 0
    for lane in lanes:
        mask |= 1 << lane
    return mask


def with_warp_masks(rows: np.ndarray, block, grid: int) -> np.ndarray:
    """Set every thread's ``m`` to its warp's participants: the lanes that run the body or
    exited (CUDA requires both of the mask of a ``.sync`` instruction)."""
    rows = rows.copy()
    for w in warps(block, grid):
        e = rows[w.rows, 4]
        rows[w.rows, 3] = lane_bits(i for i in w.lanes() if e[i] != IDLE)
    return rows


def members(rows: np.ndarray, w: Warp, mask: int) -> list[int]:
    """The lanes of ``w`` that execute the instruction and are in ``mask``."""
    return [i for i in w.lanes() if rows[w.rows[i], 4] == ACTIVE and mask >> i & 1]
