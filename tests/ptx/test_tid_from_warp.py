"""``;tid=warp``: a flattened kernel's ``%tid`` rebuilt from its warp's number (zluda.ptx.abi),
for blocks whose x size is a multiple of 32. The runtime's choice between this build and the
general one is tested in tests/runtime/test_block_shapes.py."""

import re

import numpy as np
import pytest
from zluda.ptx.abi import reads_tid_from_warp
from zluda.ptx.compiler import translate
from zluda.ptx.targets import get_target

from .block_shapes import GRID, OTHERS, PTX, WARP_ROWS, cuda_model
from .harness import SHUFFLE_TARGETS, device


@pytest.mark.parametrize("shuffles", SHUFFLE_TARGETS)
@pytest.mark.parametrize("block", WARP_ROWS)
def test_tid_lanes_and_warps_are_cudas(shuffles, block):
    module = device().load(PTX.decode(), f"{shuffles};tid=warp")
    out = np.zeros((GRID * int(np.prod(block)), 4), np.uint32)
    module.launch("where", (GRID, 1, 1), block, [out])
    assert (out == cuda_model(block)).all()


def test_only_blocks_of_whole_warp_rows_qualify():
    assert all(reads_tid_from_warp(b) for b in WARP_ROWS)
    assert not any(reads_tid_from_warp(b) for b in OTHERS)


TID_Y = """
.version 7.0
.target sm_75
.address_size 64
.visible .entry row(.param .u64 out)
{
    .reg .u32 %r<4>;
    .reg .u64 %rd<3>;
    mov.u32 %r1, %tid.y;
    shfl.sync.bfly.b32 %r2, %r1, 1, 31, -1;
    ld.param.u64 %rd1, [out];
    cvta.to.global.u64 %rd1, %rd1;
    st.global.u32 [%rd1], %r2;
    ret;
}
"""


def _tid_y_ir(target: str) -> str:
    text, info, _ = translate(TID_Y, get_target(target))
    assert info.kernels["row"].flattened
    return text


def test_tid_y_comes_from_the_sub_group_not_the_work_item():
    """What makes ``%tid.y`` uniform to the device's vectorizer: it is computed from the
    sub-group's id, never from the work-item's."""
    general, from_warp = _tid_y_ir("spirv"), _tid_y_ir("spirv;tid=warp")
    assert "get_local_id" in general and "get_sub_group_id" not in general
    assert "get_sub_group_id" in from_warp and "get_local_id" not in from_warp
    assert len(re.findall(r"\budiv\b|\burem\b", from_warp)) <= 2  # y = first / nx % ny
