"""A kernel that uses warps and reads ``%tid`` in blocks of any shape, and CUDA's answers.

Each thread of each block writes four words at its global linear id: its ``%tid``
(``x | y << 10 | z << 20``), ``%laneid | %warpid << 8``, its neighbour's (lane ^ 1) ``y << 10 | x``
through a shuffle, and a ballot of the lanes whose ``%tid.y`` is odd. :func:`cuda_model` gives
CUDA's values (warps are 32 consecutive linear thread ids)."""

import numpy as np

PTX = b"""
.version 7.0
.target sm_75
.address_size 64
.visible .entry where(.param .u64 out)
{
    .reg .u32 %r<24>;
    .reg .u64 %rd<4>;
    .reg .pred %p;
    mov.u32 %r1, %tid.x;
    mov.u32 %r2, %tid.y;
    mov.u32 %r3, %tid.z;
    mov.u32 %r4, %ntid.x;
    mov.u32 %r5, %ntid.y;
    mov.u32 %r17, %ntid.z;
    mad.lo.u32 %r6, %r3, %r5, %r2;
    mad.lo.u32 %r6, %r6, %r4, %r1;
    mul.lo.u32 %r18, %r4, %r5;
    mul.lo.u32 %r18, %r18, %r17;
    mov.u32 %r19, %ctaid.x;
    mad.lo.u32 %r6, %r19, %r18, %r6;
    shl.b32 %r7, %r2, 10;
    or.b32 %r7, %r7, %r1;
    shl.b32 %r8, %r3, 20;
    or.b32 %r7, %r7, %r8;
    mov.u32 %r9, %laneid;
    mov.u32 %r10, %warpid;
    shl.b32 %r11, %r10, 8;
    or.b32 %r11, %r11, %r9;
    activemask.b32 %r12;
    shl.b32 %r13, %r2, 10;
    or.b32 %r13, %r13, %r1;
    shfl.sync.bfly.b32 %r14, %r13, 1, 31, %r12;
    and.b32 %r15, %r2, 1;
    setp.ne.u32 %p, %r15, 0;
    vote.sync.ballot.b32 %r16, %p, %r12;
    ld.param.u64 %rd1, [out];
    cvta.to.global.u64 %rd1, %rd1;
    mul.wide.u32 %rd2, %r6, 16;
    add.u64 %rd1, %rd1, %rd2;
    st.global.v4.u32 [%rd1], {%r7, %r11, %r14, %r16};
    ret;
}
"""

WARP_ROWS = [(32, 1, 1), (32, 4, 1), (64, 2, 3), (96, 3, 1), (1024, 1, 1), (32, 2, 2)]
OTHERS = [(16, 4, 1), (8, 8, 2), (6, 5, 1), (48, 2, 1), (33, 2, 1), (2, 1, 1)]
GRID = 2


def cuda_model(block) -> np.ndarray:
    """What CUDA gives each thread of each block: (tid, lane and warp, the shuffle, the ballot)."""
    nx, ny, nz = block
    n = nx * ny * nz
    linear = np.arange(n)
    x, y, z = linear % nx, linear // nx % ny, linear // (nx * ny)
    own = (y << 10) | x
    partner = linear ^ 1  # in the same warp: every block here has an even thread count
    ballot = np.zeros(n, np.int64)
    for first in range(0, n, 32):
        lanes = slice(first, min(first + 32, n))
        bits = sum(1 << (j - first) for j in range(first, lanes.stop) if y[j] & 1)
        ballot[lanes] = bits
    one = np.stack([own | (z << 20), (linear % 32) | (linear // 32) << 8, own[partner], ballot],
                   axis=1).astype(np.uint32)
    return np.concatenate([one] * GRID)
