"""passes/divergence.py and passes/barriers.py: which kernels are rewritten around a hub (only
those whose threads may part at their barriers), and the shape of the rewrite. What the hub
computes is checked on the device in tests/ptx/test_sync.py."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest
from zluda.ptx.compiler import passes, translate
from zluda.ptx.parser import parse
from zluda.ptx.passes.barriers import join_barriers_at_a_hub, live_at_resumes, threads_may_part
from zluda.ptx.passes.predication import Dispatch, Suspend
from zluda.ptx.passes.resolve import resolve
from zluda.ptx.targets import get_target

from .harness import run_elementwise

KERNELS = Path(__file__).parent / "kernels"
BENCH = Path(__file__).parents[2] / "bench" / "cuda_kernels" / "kernels.ptx"

HEADER = ".version 7.0\n.target sm_75\n.address_size 64\n"


def _ptx(body: str, params: str = ".param .u32 n, .param .u64 out") -> str:
    return (HEADER + f".visible .entry k({params})\n{{\n.reg .pred %p<4>;\n.reg .b32 %r<9>;\n"
            f".reg .b64 %rd<4>;\n.shared .align 4 .b32 s[64];\n{body}\n}}\n")


def _kernel(body: str, **kw):
    module, source = parse(_ptx(body, **kw), "k.ptx")
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


# -- the registers that cross the hub ------------------------------------------------------------

def _live_at_resumes(body: str) -> dict[str, set[str]]:
    resolved = _kernel(body)
    join_barriers_at_a_hub(resolved)
    live = live_at_resumes(resolved.functions[0].blocks)
    return {name: {s.name for s in symbols} for name, symbols in live.items()}


def test_each_resume_point_carries_only_the_registers_live_there():
    live = _live_at_resumes(LOAD_N + """setp.ge.u32 %p1, %r2, %r1;
  @%p1 bra $done;
  add.u32 %r3, %r2, 1;
  add.u32 %r4, %r2, 2;
  bar.sync 0;
  st.shared.u32 [s], %r3;
  add.u32 %r5, %r4, 5;
  add.u32 %r6, %r4, 6;
  bar.sync 0;
  add.u32 %r7, %r5, %r6;
  st.shared.u32 [s+4], %r7;
$done:
  ret;""")
    resumes = sorted(v for k, v in live.items() if "resume" in k)
    assert sorted(map(sorted, resumes)) == [["%r3", "%r4"], ["%r5", "%r6"]]


def test_a_register_written_under_a_guard_stays_live():
    live = _live_at_resumes(LOAD_N + """setp.ge.u32 %p1, %r2, %r1;
  @%p1 bra $done;
  mov.u32 %r3, 7;
  bar.sync 0;
  setp.eq.u32 %p2, %r2, 0;
  @%p2 mov.u32 %r3, 9;
  st.shared.u32 [s], %r3;
$done:
  ret;""")
    (resume,) = [v for k, v in live.items() if "resume" in k]
    assert "%r3" in resume  # the guarded move may not run: the value from before is read


def test_the_hub_carries_as_many_values_of_a_type_as_one_resume_point_needs():
    """Two barriers with two i32 registers live at each: two i32 carriers, not four."""
    body = LOAD_N + """setp.ge.u32 %p1, %r2, %r1;
  @%p1 bra $done;
  add.u32 %r3, %r2, 1;
  add.u32 %r4, %r2, 2;
  bar.sync 0;
  add.u32 %r5, %r3, %r4;
  add.u32 %r6, %r3, 3;
  bar.sync 0;
  add.u32 %r7, %r5, %r6;
  st.shared.u32 [s], %r7;
$done:
  ret;"""
    ir_text, _, _ = translate(_ptx(body), get_target("spirv"))
    carriers = [line for line in ir_text.splitlines() if "alloca i32" in line and "carrier" in line]
    assert len(carriers) == 2


def test_values_of_every_type_cross_the_hub_on_the_device():
    """f32, u64, u16 and predicate registers written before two barriers and read after them,
    in a kernel whose threads past n exit first (so it runs around the hub)."""
    body = """  mul.f32 %f1, %a0, 0f40000000;
  cvt.u64.u32 %rd5, %a1;
  mul.lo.u64 %rd5, %rd5, 3000000000;
  cvt.u16.u32 %h1, %a1;
  setp.gt.f32 %p5, %a0, 0f00000000;
  bar.sync 0;
  add.f32 %f2, %f1, 0f3F800000;
  bar.sync 0;
  cvt.rn.f32.u64 %f3, %rd5;
  add.f32 %f2, %f2, %f3;
  cvt.u32.u16 %r9, %h1;
  selp.u32 %r9, %r9, 0, %p5;
  mov.f32 %d0, %f2;
  mov.u32 %d1, %r9;"""
    decls = "  .reg .f32 %f<4>;\n  .reg .b64 %rd<6>;\n  .reg .b16 %h<2>;\n  .reg .pred %p<6>;\n" \
            "  .reg .b32 %r<10>;"
    x = np.linspace(-3, 3, 200).astype(np.float32)
    k = np.arange(200, dtype=np.uint32) * 977
    f, u = run_elementwise(body, ["f32", "u32"], ["f32", "u32"], [x, k], block=64,
                           extra_decls=decls)
    want_f = (x * 2 + 1) + (k.astype(np.uint64) * 3000000000).astype(np.float32)
    np.testing.assert_array_equal(f, want_f.astype(np.float32))
    np.testing.assert_array_equal(u, np.where(x > 0, k & 0xFFFF, 0))
