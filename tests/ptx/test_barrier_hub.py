"""passes/divergence.py and passes/barriers.py: which kernels are rewritten around a hub (only
those whose threads may part at their barriers), and the shape of the rewrite. What the hub
computes is checked on the device in tests/ptx/test_sync.py."""

from __future__ import annotations

from pathlib import Path

import pytest
from zluda.ptx.compiler import passes, translate
from zluda.ptx.parser import parse
from zluda.ptx.passes.barriers import join_barriers_at_a_hub, threads_may_part
from zluda.ptx.passes.predication import Dispatch, Suspend
from zluda.ptx.passes.resolve import resolve
from zluda.ptx.targets import get_target

KERNELS = Path(__file__).parent / "kernels"
BENCH = Path(__file__).parents[2] / "bench" / "cuda_kernels" / "kernels.ptx"

HEADER = ".version 7.0\n.target sm_75\n.address_size 64\n"


def _kernel(body: str, params: str = ".param .u32 n, .param .u64 out"):
    ptx = (HEADER + f".visible .entry k({params})\n{{\n.reg .pred %p<4>;\n.reg .b32 %r<9>;\n"
           f".reg .b64 %rd<4>;\n.shared .align 4 .b32 s[64];\n{body}\n}}\n")
    module, source = parse(ptx, "k.ptx")
    resolved = resolve(module, source)
    for run_pass in passes():
        run_pass(resolved)
    return resolved


def _parts(body: str, **kw) -> bool:
    return threads_may_part(_kernel(body, **kw).functions[0])


LOAD_N = "ld.param.u32 %r1, [n];\nmov.u32 %r2, %tid.x;\n"
# a loop of barriers that runs %r4 times
LOOP_TO_R4 = """mov.u32 %r3, 0;
$loop:
  setp.ge.u32 %p2, %r3, %r4;
  @%p2 bra $done;
  bar.sync 0;
  add.u32 %r3, %r3, 1;
  bra.uni $loop;
$done:
  ret;"""


def test_a_uniform_loop_of_barriers_keeps_its_barriers():
    assert not _parts(LOAD_N + """mov.u32 %r3, 0;
$loop:
  bar.sync 0;
  add.u32 %r3, %r3, 1;
  setp.lt.u32 %p1, %r3, %r1;
  @%p1 bra $loop;
  ret;""")


def test_threads_that_return_before_a_barrier_part():
    assert _parts(LOAD_N + """setp.ge.u32 %p1, %r2, %r1;
  @%p1 bra $done;
  bar.sync 0;
$done:
  ret;""")


def test_a_divergent_branch_that_joins_before_the_barrier_does_not_part():
    assert not _parts(LOAD_N + """setp.ge.u32 %p1, %r2, %r1;
  @%p1 bra $join;
  add.u32 %r3, %r2, 1;
$join:
  bar.sync 0;
  ret;""")


def test_threads_that_meet_again_before_a_uniform_exit_do_not_part():
    # thread 0 writes, all meet, then the whole block leaves or waits (threadFenceReduction)
    assert not _parts(LOAD_N + """setp.ne.u32 %p1, %r2, 0;
  @%p1 bra $join;
  st.shared.u32 [s], %r1;
$join:
  setp.lt.u32 %p2, %r1, 2;
  @%p2 bra $done;
  bar.sync 0;
$done:
  ret;""")


def test_a_barrier_on_one_side_of_a_divergent_branch_parts():
    assert _parts(LOAD_N + """setp.lt.u32 %p1, %r2, 32;
  @%p1 bra $join;
  bar.sync 0;
$join:
  bar.sync 0;
  ret;""")


def test_a_register_written_under_a_divergent_branch_is_divergent():
    # %r4 is 1 for some threads and 0 for the others: the loop bound differs between them
    assert _parts(LOAD_N + """mov.u32 %r4, 0;
  setp.lt.u32 %p1, %r2, 5;
  @!%p1 bra $skip;
  mov.u32 %r4, 1;
$skip:
""" + LOOP_TO_R4)


def test_each_write_of_a_register_has_its_own_divergence():
    # %r4 is the block's number until threads of a divergent branch count on with it: the
    # branch on its first value is uniform (CUB's scan kernels have this shape)
    assert not _parts(LOAD_N + """mov.u32 %r4, %ctaid.x;
  setp.eq.u32 %p1, %r4, 0;
  @%p1 bra $first;
  bar.sync 0;
  bra.uni $join;
$first:
  bar.sync 0;
$join:
  setp.lt.u32 %p2, %r2, 5;
  @%p2 bra $skip;
  add.u32 %r4, %r4, 1;
$skip:
  st.shared.u32 [s], %r4;
  ret;""")


@pytest.mark.parametrize(("load", "parts"), [
    ("ld.shared.u32 %r4, [s];", False),  # one address for the whole block
    ("ld.volatile.shared.u32 %r4, [s];", True),
    ("ld.shared.u32 %r4, [%r5];", True),  # an address from %tid
    ("atom.shared.add.u32 %r4, [s], 1;", True),
    ("mov.u32 %r4, %ctaid.x;", False),
    ("mov.u32 %r4, %laneid;", True),
])
def test_where_a_loop_bound_comes_from(load, parts):
    assert _parts(LOAD_N + f"shl.b32 %r5, %r2, 2;\n{load}\n" + LOOP_TO_R4) is parts


def test_kernels_of_the_benchmarks_keep_their_barriers():
    module, source = parse(BENCH.read_text(), BENCH.name)
    resolved = resolve(module, source)
    for run_pass in passes():
        run_pass(resolved)
    kernels = [f for f in resolved.functions if f.func.is_kernel]
    with_barriers = {"sgemm", "reduce_sum", "transpose", "block_scan"}
    assert with_barriers <= {f.func.name for f in kernels}
    assert not [f.func.name for f in kernels if threads_may_part(f)]


def test_the_rewrite_waits_at_one_barrier():
    resolved = _kernel(LOAD_N + """setp.ge.u32 %p1, %r2, %r1;
  @%p1 bra $done;
  mov.u32 %r3, 0;
$loop:
  st.shared.u32 [s], %r3;
  bar.sync 0;
  add.u32 %r3, %r3, 1;
  setp.lt.u32 %p2, %r3, %r1;
  bar.sync 0;
  @%p2 bra $loop;
$done:
  ret;""")
    join_barriers_at_a_hub(resolved)
    blocks = resolved.functions[0].blocks
    assert isinstance(blocks[0].terminator, Dispatch)
    assert not [i for b in blocks for i in b.instructions if i.opcode == "bar"]
    suspends = [b.terminator for b in blocks if isinstance(b.terminator, Suspend)]
    # the loop's back edge after its second barrier resumes at the loop itself, and the way
    # into the loop waits once
    assert "$loop" in {s.resume for s in suspends}
    assert len(suspends) == 4  # first barrier, second barrier (both ways), loop entry
    assert set(blocks[0].terminator.targets) == {blocks[1].name} | {s.resume for s in suspends}


def test_spirv_code_has_one_barrier_and_amdgpu_keeps_its_own():
    ptx = (KERNELS / "early_exit.sm75.ptx").read_text()
    spirv, _, _ = translate(ptx, get_target("spirv"))
    amdgpu, _, _ = translate(ptx, get_target("amdgpu:gfx1100"))
    kernels = spirv.count("define spir_kernel")
    assert spirv.count('call spir_func void @"_Z7barrierj"') == kernels
    assert "load volatile i32" in spirv  # the resume point (see BarrierHub)
    assert amdgpu.count('call void @"llvm.amdgcn.s.barrier"()') > kernels
