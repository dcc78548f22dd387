"""A kernel that uses warps, launched with every kind of block shape through ``zluda.driver``.

Such a kernel runs flattened (zluda.ptx.abi); the runtime launches the program built with
``;tid=warp`` (``%tid`` from the warp's number) for blocks whose x size is a multiple of 32, and
builds the general program on the first launch of any other block (zluda.runtime.module). Each
thread writes its ``%tid``, ``%laneid`` and ``%warpid``, a shuffle of its neighbour's ``%tid`` and
a ballot on ``%tid.y``; every value is checked against CUDA's numbering of warps (32 consecutive
linear thread ids), through plain, captured-graph and cooperative launches."""

import ctypes

import numpy as np
import pytest
from zluda import driver as cuda

from tests.ptx.block_shapes import GRID, OTHERS, PTX, WARP_ROWS, cuda_model

from .helpers import check, download, kernel


def function_of(handle):
    from zluda.runtime.driver import DRIVER
    from zluda.runtime.module import Function

    return DRIVER.handles.get(int(handle), Function)


@pytest.fixture
def where(backend):
    module = check(cuda, cuda.cuModuleLoadData(PTX))
    return kernel(cuda, module, "where")


def _out(block):
    return check(cuda, cuda.cuMemAlloc(GRID * int(np.prod(block)) * 16))


def _result(out, block):
    return download(cuda, out, GRID * int(np.prod(block)) * 4, np.uint32).reshape(-1, 4)


def _launch(function, block, out, stream=0):
    check(cuda, cuda.cuLaunchKernel(function, GRID, 1, 1, *block, 0, stream,
                                    ((out,), (None,)), 0))


def test_blocks_of_whole_warp_rows_need_no_general_build(where):
    for block in WARP_ROWS:
        out = _out(block)
        _launch(where, block, out)
        check(cuda, cuda.cuCtxSynchronize())
        assert (_result(out, block) == cuda_model(block)).all(), block
    function = function_of(where)
    if function.info.flattened:  # a target that keeps block shapes has one build
        assert function._any_block_kernel is None, "built for a block that did not need it"


@pytest.mark.parametrize("block", OTHERS)
def test_other_blocks_run_the_general_build(where, block):
    for shape in (WARP_ROWS[1], block, WARP_ROWS[2]):  # alternating builds in one stream
        out = _out(shape)
        _launch(where, shape, out)
        check(cuda, cuda.cuCtxSynchronize())
        assert (_result(out, shape) == cuda_model(shape)).all(), shape
    assert function_of(where)._any_block_kernel is not None


def test_graph_replays_choose_the_build_per_node(where):
    stream = check(cuda, cuda.cuStreamCreate(0))
    shapes = [OTHERS[0], WARP_ROWS[1], OTHERS[2], WARP_ROWS[3]]
    outs = [_out(b) for b in shapes]
    check(cuda, cuda.cuStreamBeginCapture(
        stream, cuda.CUstreamCaptureMode.CU_STREAM_CAPTURE_MODE_GLOBAL))
    for block, out in zip(shapes, outs):
        _launch(where, block, out, stream)
    graph = check(cuda, cuda.cuStreamEndCapture(stream))
    executable = check(cuda, cuda.cuGraphInstantiate(graph, 0))
    for _ in range(2):
        for block, out in zip(shapes, outs):
            check(cuda, cuda.cuMemsetD8(out, 0xFF, GRID * int(np.prod(block)) * 16))
        check(cuda, cuda.cuGraphLaunch(executable, stream))
        check(cuda, cuda.cuStreamSynchronize(stream))
        for block, out in zip(shapes, outs):
            assert (_result(out, block) == cuda_model(block)).all(), block


@pytest.mark.parametrize("block", [WARP_ROWS[1], OTHERS[1]])
def test_cooperative_launches_choose_the_build_too(where, block):
    out = _out(block)
    args = ((out,), (None,))
    check(cuda, cuda.cuLaunchCooperativeKernel(where, GRID, 1, 1, *block, 0, 0, args))
    check(cuda, cuda.cuCtxSynchronize())
    assert (_result(out, block) == cuda_model(block)).all()


def test_the_builds_share_the_module_globals(backend):
    """Both builds of a kernel use the module's one globals block: a counter that launches of
    each shape add to."""
    ptx = PTX.replace(b".visible .entry", b".global .u32 count;\n.visible .entry").replace(
        b"    ret;", b"    atom.global.add.u32 %r20, [count], 1;\n    ret;")
    module = check(cuda, cuda.cuModuleLoadData(ptx))
    where = kernel(cuda, module, "where")
    for block in (WARP_ROWS[1], OTHERS[0], WARP_ROWS[0]):
        _launch(where, block, _out(block))
    check(cuda, cuda.cuCtxSynchronize())
    address, size = check(cuda, cuda.cuModuleGetGlobal(module, b"count"))
    value = ctypes.c_uint32()
    check(cuda, cuda.cuMemcpyDtoH(ctypes.addressof(value), address, 4))
    assert value.value == GRID * (128 + 64 + 32)


def test_the_target_of_each_build(monkeypatch):
    from zluda.runtime.module import program_target

    assert program_target("spirv;shuffle=memory") == "spirv;shuffle=memory;tid=warp"
    assert program_target("spirv;shuffle=memory", tid_from_warp=False) == "spirv;shuffle=memory"
    assert program_target("amdgpu:gfx1100") == "amdgpu:gfx1100"  # blocks keep their shape
    monkeypatch.setenv("ZLUDA_TID_FROM_WARP", "0")
    assert program_target("spirv") == "spirv"
