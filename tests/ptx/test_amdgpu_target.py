"""The AMDGPU target, without an AMD GPU: target IDs, cache keys, the LLVM IR of the kernel ABI,
special registers, barriers, scopes and warp primitives (wave32 and the halves of wave64), the
math library (ours, run on the CPU; ROCm's, through a labelled test double), printf, and every
PTX file of the repository compiled to an object for five GPUs.

``tests/ptx/test_amdgpu_code_objects.py`` validates the linked code objects (ELF, metadata,
disassembly); this file does not repeat it.
"""

from __future__ import annotations

import ctypes
import math
import random
import re
import struct
import subprocess
import sys
from pathlib import Path

import llvmlite.binding as llvm
import numpy as np
import pytest
from llvmlite import ir
from zluda.ptx import compile_ptx
from zluda.ptx.compiler import translate
from zluda.ptx.errors import CompileError, PtxUnsupportedError
from zluda.ptx.llvm import emit_object
from zluda.ptx.targets import get_target
from zluda.ptx.targets.amdgpu import (
    SUPPORTED_GFX,
    AmdgpuTarget,
    UnsupportedGfx,
    gfx_info,
)
from zluda.ptx.targets.amdgpu_f64 import F64_FUNCTIONS, f64_function, four_over_pi_digits
from zluda.ptx.targets.amdgpu_math import MathLibrary
from zluda.ptx.targets.amdgpu_warp import WarpLanes

ROOT = Path(__file__).resolve().parents[2]
GFX = ("gfx1030", "gfx1100", "gfx1201", "gfx90a", "gfx942")
WAVE = {"gfx1030": 32, "gfx1100": 32, "gfx1201": 32, "gfx90a": 64, "gfx942": 64}
# The compiler's PTX corpus (nvcc, NVRTC, Numba). The conformance kernels are compiled, linked
# and validated for the same five gfx by tests/ptx/test_amdgpu_code_objects.py.
PTX_FILES = sorted((ROOT / "tests" / "ptx" / "kernels").rglob("*.ptx"))

HEADER = ".version 8.0\n.target sm_80\n.address_size 64\n"


def kernel(body: str, params: str = ".param .u64 out", regs: str = "") -> str:
    return (HEADER + f".visible .entry k({params})\n{{\n"
            "  .reg .b32 %r<32>;\n  .reg .b64 %rd<16>;\n  .reg .pred %p<8>;\n  .reg .f32 %f<8>;\n"
            f"{regs}  ld.param.u64 %rd1, [out];\n{body}\n  ret;\n}}\n")


def ir_for(ptx: str, gfx: str = "gfx1100") -> tuple[str, object]:
    text, info, _ = translate(ptx, get_target(f"amdgpu:{gfx}"))
    return text, info


def optimized(ptx: str, gfx: str = "gfx1100") -> tuple[bytes, str]:
    """The object (an ELF relocatable) and the optimized IR, compiled in this process."""
    t = get_target(f"amdgpu:{gfx}")
    text, info, _ = translate(ptx, t)
    return emit_object(text, t.triple, t.cpu, t.features, info.helpers, t.llvm_passes,
                       t.llvm_options, t.bitcode_libraries(), with_ir=True)


@pytest.fixture(autouse=True)
def no_rocm(monkeypatch, tmp_path_factory):
    """The tests see no ROCm install unless they make one (the device-library double)."""
    empty = tmp_path_factory.mktemp("no-rocm")
    monkeypatch.setenv("ROCM_PATH", str(empty))
    monkeypatch.setattr("zluda.ptx.targets.amdgpu_math.DEFAULT_ROCM_PATH", empty)


# -- target IDs and cache keys -------------------------------------------------------------------


@pytest.mark.parametrize("gfx", GFX)
def test_wave_size_and_features_per_gfx(gfx):
    t = get_target(f"amdgpu:{gfx}")
    assert isinstance(t, AmdgpuTarget)
    assert (t.gfx, t.cpu, t.wavefront_size, t.target_id) == (gfx, gfx, WAVE[gfx], gfx)
    if WAVE[gfx] == 32:
        assert "+wavefrontsize32" in t.features.split(",")
    else:
        assert {"-wavefrontsize32", "+wavefrontsize64"} <= set(t.features.split(","))
    assert t.code_object_version == 5
    assert t.triple == "amdgcn-amd-amdhsa" and t.kernel_cc == "amdgpu_kernel"


def test_target_id_features_and_code_object_version():
    t = get_target("amdgpu:gfx90a:xnack-:sramecc+@v6")
    assert t.target_id == "gfx90a:sramecc+:xnack-"
    assert {"+sramecc", "-xnack"} <= set(t.features.split(","))
    assert t.code_object_version == 6
    text, _ = ir_for(kernel(""), "gfx90a:xnack-:sramecc+@v6")
    assert '!"amdhsa_code_object_version", i32 600' in text
    text, _ = ir_for(kernel(""))
    assert '!"amdhsa_code_object_version", i32 500' in text


def test_served_gfx_names_and_unknown_ones():
    required = {"gfx1030", "gfx1031", "gfx1032", "gfx1100", "gfx1101", "gfx1102", "gfx1150",
                "gfx1151", "gfx1200", "gfx1201", "gfx906", "gfx908", "gfx90a", "gfx942",
                "gfx950"}
    assert required <= set(SUPPORTED_GFX)
    for gfx in SUPPORTED_GFX:
        info = gfx_info(gfx)
        assert info.name == gfx and info.wavefront_size == (32 if gfx.startswith("gfx1") else 64)
    with pytest.raises(UnsupportedGfx) as error:
        get_target("amdgpu:gfx803")
    assert "gfx803" in str(error.value) and "gfx1100" in str(error.value)
    assert isinstance(error.value, ValueError)


@pytest.mark.parametrize("spec, words", [
    ("amdgpu", "needs a gfx name"),
    ("amdgpu:gfx1100:xnack+", "does not take the target feature 'xnack'"),
    ("amdgpu:gfx90a:xnack", "not a feature setting"),
    ("amdgpu:gfx1100@v7", "@v7"),
])
def test_malformed_target_names_are_explained(spec, words):
    with pytest.raises(ValueError, match=re.escape(words)):
        get_target(spec)


def test_cache_keys_tell_gfx_features_wave_version_and_math_apart():
    specs = ["amdgpu:gfx1100", "amdgpu:gfx1101", "amdgpu:gfx90a", "amdgpu:gfx90a:xnack+",
             "amdgpu:gfx90a:xnack-", "amdgpu:gfx90a:sramecc+", "amdgpu:gfx1100@v6", "spirv"]
    keys = [get_target(s).cache_key for s in specs]
    assert len(set(keys)) == len(keys)
    key = get_target("amdgpu:gfx942:sramecc+").cache_key
    assert "gfx942:sramecc+" in key and "wave64" in key and "v5" in key
    assert "math=intrinsics" in key


# -- the kernel ABI ------------------------------------------------------------------------------


def test_kernel_abi_hidden_arguments_byref_structs_and_private_allocas():
    ptx = kernel("  ld.param.u32 %r1, [s+4];\n  st.global.u32 [%rd1], %r1;",
                 params=".param .u64 out, .param .align 8 .b8 s[24]")
    text, info = ir_for(ptx)
    header = next(line for line in text.splitlines() if line.startswith("define"))
    assert header.startswith('define amdgpu_kernel void @"k"(i64 %"out", ')  # PTX names
    assert 'ptr addrspace(4) byref({[24 x i8]}) align 8 %"s"' in header
    names = re.findall(r'%"(__zluda_\w+)"', header)
    assert names == ["__zluda_globals", "__zluda_dynamic_smem", "__zluda_ntid_x",
                     "__zluda_ntid_y", "__zluda_ntid_z", "__zluda_grid_lo", "__zluda_grid_hi"]
    assert 'ptr addrspace(1) %"__zluda_globals"' in header
    assert "shared" not in header  # no shared-window argument on AMDGPU
    allocas = re.findall(r"= alloca .*", text)
    assert allocas and all(a.endswith("addrspace(5)") for a in allocas), allocas
    assert "llvm.memcpy.p5.p4.i64" in text  # the struct is read from a private copy
    assert [(p.offset, p.size) for p in info.kernels["k"].params] == [(0, 8), (8, 24)]


def test_shared_window_is_a_per_kernel_lds_variable_and_dynamic_follows():
    ptx = (HEADER + ".extern .shared .align 16 .b8 dyn[];\n"
           ".visible .entry a(.param .u64 out)\n{\n  .reg .b32 %r<4>;\n"
           "  .shared .align 4 .b8 tile[40];\n  mov.u32 %r1, dyn;\n  st.shared.u32 [tile], %r1;\n"
           "  st.shared.u32 [dyn], %r1;\n  ret;\n}\n"
           ".visible .entry b(.param .u64 out)\n{\n  .reg .b32 %r<4>;\n"
           "  st.shared.u32 [dyn+4], %r1;\n  ret;\n}\n")
    text, info = ir_for(ptx)
    assert '@"__zluda_shared_a" = internal addrspace(3) global [48 x i8] undef, align 16' in text
    assert '@"__zluda_shared_b" = external addrspace(3) global [0 x i8], align 16' in text
    assert info.kernels["a"].static_shared == 48 and info.kernels["b"].static_shared == 0
    assert "i32 48" in text.split('define amdgpu_kernel void @"a"')[1].split("define")[0]


@pytest.mark.parametrize("directive, attribute", [
    ("", '"amdgpu-flat-work-group-size"="1,1024"'),
    (".maxntid 256, 1, 1", '"amdgpu-flat-work-group-size"="1,256"'),
    (".reqntid 16, 8, 1", '"amdgpu-flat-work-group-size"="128,128"'),
])
def test_block_size_directives_become_flat_work_group_sizes(directive, attribute):
    ptx = HEADER + f".visible .entry k() {directive}\n{{\n  ret;\n}}\n"
    text, _ = ir_for(ptx)
    header = next(line for line in text.splitlines() if line.startswith("define"))
    assert attribute in header and '"uniform-work-group-size"="true"' in header
    if "reqntid" in directive:
        assert re.search(r"!\{ i32 16, i32 8, i32 1 \}", text)


def test_warp_kernels_keep_the_block_shape_on_amdgpu_only():
    ptx = kernel("  mov.u32 %r1, %laneid;\n  st.global.u32 [%rd1], %r1;")
    _, info = ir_for(ptx)
    assert info.kernels["k"].flattened is False
    _, spirv_info, _ = translate(ptx, get_target("spirv"))
    assert spirv_info.kernels["k"].flattened is True


def test_device_functions_get_the_window_pointer():
    ptx = (HEADER + ".func f(.param .b32 x)\n{\n  .reg .b32 %r<2>;\n  ld.param.u32 %r1, [x];\n"
           "  st.shared.u32 [0], %r1;\n  ret;\n}\n"
           ".visible .entry k()\n{\n  .reg .b32 %r<2>;\n  .shared .align 4 .b8 s[16];\n"
           "  mov.u32 %r1, 7;\n  { .param .b32 p;\n  st.param.b32 [p], %r1;\n"
           "  call f, (p); }\n  ret;\n}\n")
    text, _ = ir_for(ptx)
    f_header = next(line for line in text.splitlines() if line.startswith('define internal'))
    assert "ptr addrspace(3)" in f_header and "amdgpu_kernel" not in f_header
    call = next(line for line in text.splitlines() if 'call void @"f"' in line)
    assert '@"__zluda_shared_k"' in call


# -- special registers ---------------------------------------------------------------------------

SPECIAL = {
    "%tid.x": ["llvm.amdgcn.workitem.id.x"],
    "%tid.z": ["llvm.amdgcn.workitem.id.z"],
    "%ctaid.y": ["llvm.amdgcn.workgroup.id.y"],
    "%nctaid.x": ["llvm.amdgcn.dispatch.ptr", "i64 12", "i64 4", "udiv"],
    "%nctaid.z": ["llvm.amdgcn.dispatch.ptr", "i64 20", "i64 8", "udiv"],
    "%ntid.y": ['%"__zluda_ntid_y"'],
    "%laneid": ["llvm.amdgcn.workitem.id.y", '%"__zluda_ntid_x"', "and i32"],
    "%warpid": ["llvm.amdgcn.workitem.id.z", "lshr i32"],
}


@pytest.mark.parametrize("reg", SPECIAL)
def test_special_registers_come_from_amdgcn_intrinsics_and_the_dispatch_packet(reg):
    text, _ = ir_for(kernel(f"  mov.u32 %r1, {reg};\n  st.global.u32 [%rd1], %r1;"))
    for piece in SPECIAL[reg]:
        assert piece in text, piece


@pytest.mark.parametrize("gfx, counter", [("gfx1030", "llvm.readcyclecounter"),
                                          ("gfx1100", "llvm.readsteadycounter"),
                                          ("gfx1201", "llvm.readcyclecounter"),
                                          ("gfx942", "llvm.readcyclecounter")])
def test_clock_and_nanosecond_timer(gfx, counter):
    text, _ = ir_for(kernel("  mov.u64 %rd2, %clock64;\n  st.global.u64 [%rd1], %rd2;"), gfx)
    assert f'call i64 @"{counter}"()' in text
    text, _ = ir_for(kernel("  mov.u64 %rd2, %globaltimer;\n  st.global.u64 [%rd1], %rd2;"), gfx)
    assert 'call i64 @"llvm.readsteadycounter"()' in text and "mul i64" in text
    assert re.search(r"mul i64 %\"[.\w]+\", 10\b", text)


# -- barriers and scopes -------------------------------------------------------------------------


def _sequence(text: str, pieces: list[str]) -> bool:
    """Whether ``pieces`` occur in ``text`` in this order (quotes of LLVM names ignored)."""
    text = text.replace('"', "")
    at = 0
    for piece in (p.replace('"', "") for p in pieces):
        at = text.find(piece, at)
        if at < 0:
            return False
        at += len(piece)
    return True


BARRIER = ['fence syncscope("workgroup") release', 'call void @"llvm.amdgcn.s.barrier"()',
           'fence syncscope("workgroup") acquire']


def test_bar_sync_is_s_barrier_between_workgroup_fences():
    text, _ = ir_for(kernel("  bar.sync 0;"))
    assert _sequence(text, BARRIER)
    _, opt = optimized(kernel("  st.global.u32 [%rd1], 1;\n  bar.sync 0;\n"
                              "  ld.global.u32 %r1, [%rd1+4];\n  st.global.u32 [%rd1+8], %r1;"))
    assert _sequence(opt, BARRIER)


def test_bar_warp_sync_is_a_wave_barrier_with_a_wavefront_fence():
    text, _ = ir_for(kernel("  bar.warp.sync -1;"))
    assert _sequence(text, ['call void @"llvm.amdgcn.wave.barrier"()',
                            'fence syncscope("wavefront") acq_rel'])


def test_block_reduction_uses_lds_scratch_between_barriers():
    text, _ = ir_for(kernel("  setp.ne.u32 %p1, %r2, 0;\n  bar.red.popc.u32 %r1, 0, %p1;\n"
                            "  st.global.u32 [%rd1], %r1;"))
    assert '@"__zluda_shared_k" = internal addrspace(3) global [16 x i8]' in text
    assert _sequence(text, [*BARRIER, "store i32 0, ptr addrspace(3)", *BARRIER,
                            'atomicrmw add ptr addrspace(3)', 'syncscope("workgroup") monotonic',
                            *BARRIER, "load i32, ptr addrspace(3)", *BARRIER])
    text, _ = ir_for(kernel("  setp.ne.u32 %p1, %r2, 0;\n  bar.red.and.pred %p2, 0, %p1;\n"
                            "  selp.u32 %r1, 1, 0, %p2;\n  st.global.u32 [%rd1], %r1;"))
    assert "store i32 1, ptr addrspace(3)" in text and "atomicrmw and ptr addrspace(3)" in text


@pytest.mark.parametrize("scope, syncscope", [("cta", 'syncscope("workgroup") '),
                                              ("gpu", 'syncscope("agent") '),
                                              ("sys", "")])
def test_atomic_scopes_are_amdgpu_syncscopes(scope, syncscope):
    text, _ = ir_for(kernel(f"  atom.global.{scope}.add.u32 %r1, [%rd1], 1;\n"
                            "  st.global.u32 [%rd1+4], %r1;"))
    line = next(line for line in text.splitlines() if "atomicrmw add" in line)
    assert line.endswith(f"{syncscope}monotonic"), line
    text, _ = ir_for(kernel(f"  fence.acq_rel.{scope};"))
    assert f"fence {syncscope}acq_rel" in text


# -- warps of 32 ---------------------------------------------------------------------------------

SHFL = kernel("  mov.u32 %r2, %tid.x;\n  shfl.sync.bfly.b32 %r1, %r2, 1, 31, -1;\n"
              "  st.global.u32 [%rd1], %r1;")
BALLOT = kernel("  mov.u32 %r2, %tid.x;\n  setp.gt.u32 %p1, %r2, 5;\n"
                "  vote.sync.ballot.b32 %r1, %p1, -1;\n  st.global.u32 [%rd1], %r1;")


@pytest.mark.parametrize("gfx", GFX)
def test_shuffle_and_ballot_per_wave_size(gfx):
    """The IR's shape; test_warp_primitives_stay_in_the_callers_32_lane_half runs it."""
    shfl, _ = ir_for(SHFL, gfx)
    ballot, _ = ir_for(BALLOT, gfx)
    _, shfl_opt = optimized(SHFL, gfx)
    _, ballot_opt = optimized(BALLOT, gfx)
    assert "llvm.amdgcn.ds.bpermute" in shfl and "llvm.amdgcn.ds.bpermute" in shfl_opt
    if WAVE[gfx] == 32:
        assert "mbcnt.hi" not in shfl and not re.search(r"and i32 %\S+, 32\b", shfl)
        assert "llvm.amdgcn.ballot.i32" in ballot_opt and "ballot.i64" not in ballot_opt
    else:  # the caller's 32-lane half of the wave: the lane's bit 5
        half = r'(%"\.\d+") = and i32 %"\.\d+", 32\b'
        bases = re.findall(half, shfl)  # the shuffle's, and its active-lanes ballot's
        assert "llvm.amdgcn.mbcnt.hi" in shfl and bases
        assert any(re.search(rf'add i32 {re.escape(b)}, %"\.\d+"', shfl) for b in bases)
        base = re.search(half, ballot)
        assert "llvm.amdgcn.ballot.i64" in ballot_opt and base
        assert re.search(rf'zext i32 {base.group(1)} to i64', ballot) and "lshr i64" in ballot


class _SimulatedLanes:
    """A test double for a wave: CPU functions stand in for the amdgcn intrinsics, with the
    calling lane and the wave's values set from Python, to run WarpLanes' IR lane by lane."""

    def __init__(self, wave: int) -> None:
        self.wave = wave
        self.lane = 0
        self.values = [0] * wave
        self.ballot = 0


def _build_warp_primitives(wave: int) -> ir.Module:
    module = ir.Module("warp")
    i32 = ir.IntType(32)
    lanes = WarpLanes(wave)

    class Ctx:  # what WarpLanes uses of a FunctionLowering
        b: ir.IRBuilder

        def intrinsic(self, name, ret, *args):
            fn = module.globals.get(name)
            if fn is None:
                fn = ir.Function(module, ir.FunctionType(ret, [a.type for a in args]), name)
            return self.b.call(fn, args)

    for name, build in (("lane_id", lambda c, a: lanes.lane_id(c)),
                        ("shuffle", lambda c, a: lanes.shuffle(c, a[0], a[1])),
                        ("ballot", lambda c, a: lanes.ballot(c, a[0]))):
        fn = ir.Function(module, ir.FunctionType(i32, [i32, i32]), name=f"warp_{name}")
        ctx = Ctx()
        ctx.b = ir.IRBuilder(fn.append_basic_block())
        ctx.b.ret(build(ctx, fn.args))
    return module


@pytest.mark.parametrize("wave", [32, 64])
def test_warp_primitives_stay_in_the_callers_32_lane_half(wave):
    """Runs the primitives' IR on the CPU with simulated intrinsics (a labelled test double):
    lane ids, shuffles and ballots of lane L only see lanes 32*(L//32) to 32*(L//32)+31."""
    sim = _SimulatedLanes(wave)
    text = str(_build_warp_primitives(wave))
    text = text.replace('"llvm.amdgcn.', '"sim.')
    callbacks = {
        "sim.mbcnt.lo": ctypes.CFUNCTYPE(ctypes.c_uint32, ctypes.c_uint32, ctypes.c_uint32)(
            lambda mask, acc: acc + min(sim.lane, 32)),
        "sim.mbcnt.hi": ctypes.CFUNCTYPE(ctypes.c_uint32, ctypes.c_uint32, ctypes.c_uint32)(
            lambda mask, acc: acc + max(sim.lane - 32, 0)),
        "sim.ds.bpermute": ctypes.CFUNCTYPE(ctypes.c_uint32, ctypes.c_uint32, ctypes.c_uint32)(
            lambda addr, value: sim.values[(addr >> 2) % wave]),
        "sim.ballot.i32": ctypes.CFUNCTYPE(ctypes.c_uint32, ctypes.c_bool)(
            lambda pred: sim.ballot & 0xFFFFFFFF),
        "sim.ballot.i64": ctypes.CFUNCTYPE(ctypes.c_uint64, ctypes.c_bool)(
            lambda pred: sim.ballot),
    }
    llvm.initialize_native_target()
    llvm.initialize_native_asmprinter()
    for name, cb in callbacks.items():
        llvm.add_symbol(name, ctypes.cast(cb, ctypes.c_void_p).value)
    module = llvm.parse_assembly(text)
    engine = llvm.create_mcjit_compiler(module, llvm.Target.from_default_triple()
                                        .create_target_machine())
    engine.finalize_object()
    call = {n: ctypes.CFUNCTYPE(ctypes.c_uint32, ctypes.c_uint32, ctypes.c_uint32)(
        engine.get_function_address(f"warp_{n}")) for n in ("lane_id", "shuffle", "ballot")}
    rng = random.Random(wave)
    sim.values = [rng.getrandbits(32) for _ in range(wave)]
    sim.ballot = rng.getrandbits(wave)
    for lane in range(wave):
        sim.lane = lane
        half = lane & 32
        assert call["lane_id"](0, 0) == lane % 32
        for source in (0, 5, 31, lane % 32):
            assert call["shuffle"](sim.values[lane], source) == sim.values[half + source]
        assert call["ballot"](1, 0) == (sim.ballot >> half) & 0xFFFFFFFF


WARP_BODIES = {
    "shfl": """  shfl.sync.up.b32 %d0|%q0, %a, %b, %c, %m;
  selp.u32 %d1, 1, 0, %q0;
  shfl.sync.down.b32 %d2|%q1, %a, %b, %c, %m;
  selp.u32 %d3, 1, 0, %q1;
  shfl.sync.bfly.b32 %d4|%q2, %a, %b, %c, %m;
  selp.u32 %d5, 1, 0, %q2;
  shfl.sync.idx.b32 %d6|%q3, %a, %b, %c, %m;
  selp.u32 %d7, 1, 0, %q3;
  shfl.down.b32 %d8, %a, 2, 0x1f;""",
    "vote": """  and.b32 %t0, %b, 1;
  setp.ne.u32 %q0, %t0, 0;
  vote.sync.ballot.b32 %d0, %q0, %m;
  activemask.b32 %d1;
  vote.sync.all.pred %q1, %q0, %m;
  vote.sync.any.pred %q2, %q0, %m;
  vote.sync.uni.pred %q3, %q0, %m;
  selp.u32 %d2, 1, 0, %q1;
  selp.u32 %d3, 1, 0, %q2;
  selp.u32 %d4, 1, 0, %q3;
  vote.ballot.b32 %d5, %q0;
  bar.warp.sync %m;
  mov.u32 %d6, %laneid;
  mov.u32 %d7, %warpid;
  mov.u32 %d8, %lanemask_lt;""",
    "match": """  match.any.sync.b32 %d0, %h, %m;
  match.all.sync.b32 %d1|%q0, %h, %m;
  selp.u32 %d2, 1, 0, %q0;
  match.any.sync.b64 %d3, %ad, %m;
  match.all.sync.b64 %d4|%q1, %ad, %m;
  selp.u32 %d5, 1, 0, %q1;
  mov.u32 %d6, %lanemask_ge;
  mov.u32 %d7, %lanemask_eq;
  mov.u32 %d8, %lanemask_gt;""",
    "redux": """  redux.sync.add.u32 %d0, %a, %m;
  redux.sync.min.s32 %d1, %a, %m;
  redux.sync.max.u32 %d2, %a, %m;
  redux.sync.and.b32 %d3, %a, %m;
  redux.sync.or.b32 %d4, %h, %m;
  redux.sync.xor.b32 %d5, %a, %m;
  redux.sync.min.f32 %t1, %fa, %m;
  mov.b32 %d6, %t1;
  redux.sync.max.abs.NaN.f32 %t2, %fa, %m;
  mov.b32 %d7, %t2;
  mov.u32 %d8, %lanemask_le;""",
}
# block shapes of whole warps: 1-D, 2-D, 3-D, and one that ends in half a wave64
WARP_BLOCKS = [(64, 1, 1), (128, 1, 1), (16, 4, 1), (8, 4, 2), (32, 3, 1)]


def _warp_rows(block, seed: int):
    from .warp_model import ACTIVE, with_warp_masks  # with the CPU device's harness

    rng = np.random.default_rng(seed)
    n = block[0] * block[1] * block[2]
    rows = np.zeros((n, 8), np.uint32)
    rows[:, 0] = rng.choice([0, 1, 7, 0x7FC00000, 0xFF800000, 0x80000000, 2**32 - 1,
                             *rng.integers(0, 2**32, 8)], n)
    rows[:, 1] = rng.integers(0, 40, n)
    rows[:, 2] = rng.choice([0x1F, 0x0, 0x81F, 0x1C1F, 0x101F, 0x3], n)
    rows[:, 4] = ACTIVE
    rows[:, 5] = rng.integers(0, 3, n)
    return with_warp_masks(rows, block, 1)


WARP_CASES = [pytest.param(gfx, block, id=f"{gfx}-{'x'.join(map(str, block))}")
              for gfx, blocks in (("gfx942", WARP_BLOCKS), ("gfx1100", WARP_BLOCKS[2:4]))
              for block in blocks]


@pytest.mark.parametrize("gfx, block", WARP_CASES)
@pytest.mark.parametrize("name", sorted(WARP_BODIES))
def test_warp_instructions_on_simulated_waves_match_cuda_warps(name, gfx, block):
    """Every warp instruction, lowered for a wave64 (two CUDA warps per wave) and a wave32 GPU,
    run on the CPU by a test double of a work-group (``amdgpu_wave_sim``), gives exactly what
    the SPIR-V lowering gives on the CPU device, which test_warp.py checks against a model of
    CUDA's warps. All lanes take part, so every result is defined."""
    from .amdgpu_wave_sim import WorkGroupSimulator
    from .warp_model import lane_kernel, run_lanes

    rows = _warp_rows(block, seed=len(name) * 7 + block[0])
    body = WARP_BODIES[name]
    expected = run_lanes(body, 9, block, 1, rows)
    simulator = WorkGroupSimulator(lane_kernel(body, 9), gfx)
    out = np.zeros_like(expected)
    rows = np.ascontiguousarray(rows)
    simulator.run("k", block, [out.__array_interface__["data"][0],
                               rows.__array_interface__["data"][0]], np.zeros(64, np.uint8))
    wrong = np.argwhere(out != expected)
    assert not len(wrong), (f"{len(wrong)} results differ, first at (thread, result) "
                            f"{tuple(wrong[0])}: {out[tuple(wrong[0])]:#x} != "
                            f"{expected[tuple(wrong[0])]:#x}")


BLOCK_REDUCTIONS = """  and.b32 %t0, %b, 1;
  setp.ne.u32 %q0, %t0, 0;
  bar.red.popc.u32 %d0, 0, %q0;
  bar.red.and.pred %q1, 0, %q0;
  selp.u32 %d1, 1, 0, %q1;
  bar.red.or.pred %q2, 0, %q0;
  selp.u32 %d2, 1, 0, %q2;
  setp.ne.u32 %q3, %a, 12345;
  bar.red.and.pred %q4, 0, %q3;
  selp.u32 %d3, 1, 0, %q4;
  bar.red.popc.u32 %d4, 0, %q3;"""


@pytest.mark.parametrize("block", [(64, 1, 1), (8, 4, 2), (32, 3, 1)],
                         ids=lambda b: "x".join(map(str, b)))
@pytest.mark.parametrize("gfx", ["gfx942", "gfx1100"])
def test_block_reductions_on_a_simulated_work_group(gfx, block):
    """bar.red through the LDS scratch word, five in a row (each must wait until all have read
    the previous result), on the simulated work-group, against the SPIR-V lowering."""
    from .amdgpu_wave_sim import WorkGroupSimulator
    from .warp_model import lane_kernel, run_lanes

    rows = np.ascontiguousarray(_warp_rows(block, seed=3))
    expected = run_lanes(BLOCK_REDUCTIONS, 5, block, 1, rows)
    out = np.zeros_like(expected)
    WorkGroupSimulator(lane_kernel(BLOCK_REDUCTIONS, 5), gfx).run(
        "k", block, [out.__array_interface__["data"][0], rows.__array_interface__["data"][0]],
        np.zeros(64, np.uint8))
    assert (out == expected).all(), (out[:4], expected[:4])
    threads = block[0] * block[1] * block[2]
    assert (out[:, 4] == threads).all()  # every thread's %a differs from 12345 here


@pytest.mark.parametrize("gfx", ["gfx1100", "gfx942"])
def test_every_warp_instruction_compiles_on_both_wave_sizes(gfx):
    body = """
  mov.u32 %r2, %tid.x;
  shfl.sync.up.b32 %r3|%p1, %r2, 1, 0, -1;
  shfl.sync.down.b32 %r4, %r2, 2, 0x1f, -1;
  shfl.sync.bfly.b32 %r5, %r2, 4, 0x81f, -1;
  setp.gt.u32 %p2, %r2, 3;
  vote.sync.all.pred %p3, %p2, -1;
  vote.sync.any.pred %p4, %p2, -1;
  vote.sync.uni.pred %p5, %p2, -1;
  activemask.b32 %r6;
  match.any.sync.b32 %r7, %r2, -1;
  match.all.sync.b64 %r8|%p6, %rd1, -1;
  redux.sync.add.u32 %r9, %r2, -1;
  redux.sync.max.s32 %r10, %r2, -1;
  mov.u32 %r11, %lanemask_lt;
  mov.u32 %r12, %warpid;
  bar.warp.sync -1;
  add.u32 %r13, %r3, %r4;
  add.u32 %r13, %r13, %r5;
  add.u32 %r13, %r13, %r6;
  add.u32 %r13, %r13, %r7;
  add.u32 %r13, %r13, %r8;
  add.u32 %r13, %r13, %r9;
  add.u32 %r13, %r13, %r10;
  add.u32 %r13, %r13, %r11;
  add.u32 %r13, %r13, %r12;
  selp.u32 %r14, 1, 0, %p3;
  add.u32 %r13, %r13, %r14;
  st.global.u32 [%rd1], %r13;"""
    obj, opt = optimized(kernel(body), gfx)
    assert obj[:4] == b"\x7fELF" and struct.unpack_from("<H", obj, 18)[0] == 224
    assert "llvm.amdgcn.ds.bpermute" in opt


# -- every PTX file compiles ---------------------------------------------------------------------


@pytest.mark.parametrize("gfx", GFX)
@pytest.mark.parametrize("path", PTX_FILES, ids=lambda p: p.relative_to(ROOT).as_posix())
def test_every_ptx_file_compiles_to_an_amdgpu_object(path, gfx):
    obj, opt = optimized(path.read_text(), gfx)
    assert obj[:4] == b"\x7fELF", "not an ELF file"
    assert struct.unpack_from("<H", obj, 18)[0] == 224, "e_machine is not EM_AMDGPU"
    assert "amdgpu_kernel" in opt


EVERYTHING = kernel("""
  mov.u32 %r1, %tid.y;
  mov.u32 %r2, %nctaid.x;
  mov.u32 %r3, %laneid;
  shfl.sync.bfly.b32 %r4, %r1, 1, 31, -1;
  setp.ne.u32 %p1, %r4, 0;
  vote.sync.ballot.b32 %r5, %p1, -1;
  bar.sync 0;
  mov.u64 %rd2, %clock64;
  mov.u64 %rd3, %globaltimer;
  bar.red.popc.u32 %r6, 0, %p1;
  ld.global.f32 %f1, [%rd1];
  sin.approx.f32 %f2, %f1;
  ex2.approx.f32 %f3, %f2;
  tanh.approx.f32 %f4, %f3;
  st.global.f32 [%rd1+4], %f4;
  add.u32 %r7, %r5, %r6;
  add.u32 %r7, %r7, %r2;
  add.u32 %r7, %r7, %r3;
  atom.global.sys.add.u32 %r8, [%rd1], %r7;
  st.global.u64 [%rd1+8], %rd2;
  st.global.u64 [%rd1+16], %rd3;""")


@pytest.mark.parametrize("gfx", SUPPORTED_GFX)
def test_every_served_gfx_compiles_the_whole_target_interface(gfx, capfd):
    obj, opt = optimized(EVERYTHING, gfx)
    assert obj[:4] == b"\x7fELF" and "amdgpu_kernel" in opt
    assert "not a recognized processor" not in capfd.readouterr().err  # LLVM knows the gfx


def test_the_ptx_corpus_is_there():
    assert len(PTX_FILES) >= 11


# -- math ----------------------------------------------------------------------------------------

MATH = kernel("  ld.global.f32 %f1, [%rd1];\n  sin.approx.f32 %f2, %f1;\n"
              "  lg2.approx.f32 %f3, %f2;\n  ex2.approx.f32 %f4, %f3;\n"
              "  tanh.approx.f32 %f5, %f4;\n  cos.approx.f32 %f6, %f5;\n"
              "  st.global.f32 [%rd1], %f6;")


@pytest.mark.parametrize("gfx", GFX)
def test_math_without_rocm_is_selectable_on_every_gfx(gfx):
    obj, opt = optimized(MATH, gfx)
    assert obj[:4] == b"\x7fELF"
    assert "__ocml" not in opt


def test_f32_and_f64_math_both_compile_without_rocm():
    half = kernel("  ld.global.u16 %rs1, [%rd1];\n  ex2.approx.f16 %rs2, %rs1;\n"
                  "  tanh.approx.f16 %rs3, %rs2;\n  st.global.u16 [%rd1], %rs3;",
                  regs="  .reg .b16 %rs<4>;\n")
    for gfx in ("gfx1100", "gfx90a"):
        obj, _ = optimized(half, gfx)
        assert obj[:4] == b"\x7fELF"


def _ulps(value: float, reference: float) -> float:
    if math.isnan(reference):
        return 0.0 if math.isnan(value) else math.inf
    if math.isinf(reference) or reference == 0:
        return 0.0 if value == reference else math.inf
    return abs(value - reference) / math.ulp(reference)


def _sin_cos_reference(x: float, cosine: bool) -> float:
    """sin or cos with the argument reduced exactly (4/pi to 1280 bits, in fractions), then
    Python's math on the reduced double-double: glibc's own reduction of huge arguments is
    off by several ulps where the result is near zero."""
    from fractions import Fraction

    if not math.isfinite(x):
        return math.nan
    digits = four_over_pi_digits()
    four_over_pi = sum(Fraction(d, 2 ** (64 * i)) for i, d in enumerate(digits))
    t = Fraction(abs(x)) * four_over_pi
    n = math.floor(t)
    n += n & 1
    r = (t - n) / four_over_pi
    r_hi = float(r)
    r_lo = float(r - Fraction(r_hi))
    s = math.sin(r_hi) + math.cos(r_hi) * r_lo
    c = math.cos(r_hi) - math.sin(r_hi) * r_lo
    quadrant = (n // 2) % 4
    if cosine:
        return (c, -s, -c, s)[quadrant]
    return math.copysign(1, x) * (s, c, -s, -c)[quadrant] if x else x


REFERENCE = {"sin": lambda x: _sin_cos_reference(x, False),
             "cos": lambda x: _sin_cos_reference(x, True),
             "exp2": lambda x: 2.0 ** x, "exp": math.exp, "log2": math.log2, "tanh": math.tanh}
WORST_ULPS = {"sin": 2, "cos": 2, "exp2": 1, "exp": 1, "log2": 1, "tanh": 2}


@pytest.fixture(scope="module")
def f64_on_cpu():
    """Our f64 functions, from the same IR, compiled for this CPU."""
    llvm.initialize_native_target()
    llvm.initialize_native_asmprinter()
    module = ir.Module("f64")
    for name in F64_FUNCTIONS:
        f64_function(module, name, 0).linkage = "external"
    parsed = llvm.parse_assembly(str(module))
    parsed.verify()
    engine = llvm.create_mcjit_compiler(parsed, llvm.Target.from_default_triple()
                                        .create_target_machine())
    engine.finalize_object()
    fns = {name: ctypes.CFUNCTYPE(ctypes.c_double, ctypes.c_double)(
        engine.get_function_address(f"__zluda_{name}_f64")) for name in F64_FUNCTIONS}
    yield fns
    del engine


def _samples() -> list[float]:
    rng = random.Random(5)
    xs = [0.0, -0.0, 1.0, -1.0, 0.5, 0.625, 1e-300, 5e-324, 2.0**29, 2.0**29 - 1, 1e22, 1e300,
          1.7e308, 3.4e38, math.pi, math.pi / 4, math.pi / 2, 355.0, 6381956970095103 * 2.0**797]
    for _ in range(1500):
        xs.append(rng.uniform(-10, 10))
        xs.append(rng.uniform(-1100, 1100))
        xs.append(math.ldexp(rng.random(), rng.randint(-1074, 1023)) * rng.choice((1, -1)))
        xs.append(struct.unpack("<f", struct.pack("<I", rng.getrandbits(32) & 0x7F7FFFFF))[0])
    return xs


@pytest.mark.parametrize("name", F64_FUNCTIONS)
def test_our_f64_functions_are_accurate(f64_on_cpu, name):
    worst = (0.0, None)
    for x in _samples():
        try:
            reference = REFERENCE[name](x)
        except OverflowError:
            reference = math.inf
        except ValueError:  # log2 of a negative number or zero
            reference = math.nan if x < 0 else -math.inf
        error = _ulps(f64_on_cpu[name](x), reference)
        worst = max(worst, (error, x), key=lambda w: w[0])
    assert worst[0] <= WORST_ULPS[name], f"{name}({worst[1]!r}) is {worst[0]} ulps off"


@pytest.mark.parametrize("name, special", [
    ("sin", {math.inf: math.nan, -math.inf: math.nan, -0.0: -0.0}),
    ("cos", {math.inf: math.nan, 0.0: 1.0}),
    ("exp2", {math.inf: math.inf, -math.inf: 0.0, 1024.0: math.inf, -1075.0: 0.0}),
    ("log2", {math.inf: math.inf, 0.0: -math.inf, -1.0: math.nan, 5e-324: -1074.0}),
    ("tanh", {math.inf: 1.0, -math.inf: -1.0, -0.0: -0.0, 30.0: 1.0}),
])
def test_our_f64_functions_special_values(f64_on_cpu, name, special):
    for x, expected in special.items():
        value = f64_on_cpu[name](x)
        assert (math.isnan(value) if math.isnan(expected) else
                (value == expected and math.copysign(1, value) == math.copysign(1, expected))), \
            (name, x, value)
    assert math.isnan(f64_on_cpu[name](math.nan))


def test_four_over_pi_digits_and_the_parts_of_pi_over_4():
    from fractions import Fraction

    from zluda.ptx.targets.amdgpu_f64 import PI4A, PI4B, PI4C, PI4D

    digits = four_over_pi_digits()
    assert digits[:3] == (1, 0x45F306DC9C882A53, 0xF84EAFA3EA69BB81)
    value = sum(d * 2.0 ** (-64 * i) for i, d in enumerate(digits))
    assert value == 4 / math.pi
    pi_over_4 = 1 / sum(Fraction(d, 2 ** (64 * i)) for i, d in enumerate(digits))
    assert PI4D == float(pi_over_4 - Fraction(PI4A) - Fraction(PI4B) - Fraction(PI4C))


class _FakeCtx:
    def unsupported(self, message):
        return PtxUnsupportedError(message)


def test_unknown_math_functions_fail_clearly_naming_the_gfx():
    target = get_target("amdgpu:gfx90a")
    library = MathLibrary(target, None)
    fn = ir.Function(ir.Module(), ir.FunctionType(ir.VoidType(), [ir.FloatType()]), "f")
    with pytest.raises(PtxUnsupportedError, match="'erfcinv' .*gfx90a"):
        library.call(_FakeCtx(), "erfcinv", [fn.args[0]])


def _fake_device_libs(root: Path, gfx: str = "1100", wave64: str = "off") -> Path:
    """A test double of ROCm's device libraries: bitcode made with llvmlite, with an
    ``__ocml_sin_f64`` that returns x + 1234.5 (a value real code never adds) and an unused
    function that must not survive linking."""
    directory = root / "amdgcn" / "bitcode"
    directory.mkdir(parents=True)

    def write(name: str, body: str) -> None:
        module = llvm.parse_assembly('target triple = "amdgcn-amd-amdhsa"\n' + body)
        (directory / name).write_bytes(module.as_bitcode())

    write("ocml.bc", "define double @__ocml_sin_f64(double %x) {\n"
          "  %r = fadd double %x, 1234.5\n  ret double %r\n}\n"
          "define double @__ocml_unused_f64(double %x) {\n  ret double %x\n}\n")
    write("ockl.bc", "define i32 @__ockl_fake() {\n  ret i32 7\n}\n")
    for name in (f"isa_version_{gfx}", f"wavefrontsize64_{wave64}", "daz_opt_off",
                 "finite_only_off", "unsafe_math_off", "correctly_rounded_sqrt_on",
                 "abi_version_500"):
        write(f"oclc_{name}.bc",
              f"@__oclc_{name} = linkonce_odr protected addrspace(4) constant i32 1\n")
    return directory


SIN = kernel("  ld.global.f32 %f1, [%rd1];\n  sin.approx.f32 %f2, %f1;\n"
             "  st.global.f32 [%rd1], %f2;")


def test_device_libraries_test_double_is_called_and_linked(tmp_path, monkeypatch):
    directory = _fake_device_libs(tmp_path)
    monkeypatch.setenv("ROCM_PATH", str(tmp_path))
    target = get_target("amdgpu:gfx1100")
    assert target.math_library.device_libs == directory
    assert f"math={directory}@" in target.cache_key
    libraries = target.bitcode_libraries()
    assert [Path(p).name for p in libraries][:3] == ["ocml.bc", "ockl.bc",
                                                      "oclc_isa_version_1100.bc"]
    assert "oclc_wavefrontsize64_off.bc" in [Path(p).name for p in libraries]
    text, _ = ir_for(SIN)
    assert 'call double @"__ocml_sin_f64"' in text
    obj, opt = optimized(SIN)
    assert "__ocml_sin_f64" not in opt and "__ocml_unused_f64" not in opt  # linked, inlined
    assert "1.234500e+03" in opt  # the double's body is in the kernel
    assert obj[:4] == b"\x7fELF"


def test_device_libraries_missing_the_isa_library_fail_clearly(tmp_path, monkeypatch):
    _fake_device_libs(tmp_path)  # made for gfx1100 and wave32
    monkeypatch.setenv("ROCM_PATH", str(tmp_path))
    with pytest.raises(CompileError, match="oclc_isa_version_90a.bc.*gfx90a"):
        compile_ptx(SIN, "amdgpu:gfx90a", use_cache=False)


def test_device_libraries_without_the_dropped_control_libraries_still_link(tmp_path,
                                                                           monkeypatch):
    """Newer ROCm releases no longer ship daz_opt, finite_only and unsafe_math (test double)."""
    directory = _fake_device_libs(tmp_path)
    for name in ("daz_opt_off", "finite_only_off", "unsafe_math_off"):
        (directory / f"oclc_{name}.bc").unlink()
    monkeypatch.setenv("ROCM_PATH", str(tmp_path))
    target = get_target("amdgpu:gfx1100")
    names = [Path(p).name for p in target.bitcode_libraries()]
    assert "oclc_daz_opt_off.bc" not in names and "oclc_abi_version_500.bc" in names
    obj, opt = optimized(SIN)
    assert obj[:4] == b"\x7fELF" and "1.234500e+03" in opt


# -- printf, trap and assert ---------------------------------------------------------------------

PRINTF = ROOT / "conformance" / "kernels" / "printf_assert.ptx"


def test_printf_uses_llvms_buffered_printf():
    from zluda.ptx.codeobject import find_tool, read_code_object

    text, _ = ir_for(PRINTF.read_text())
    call = next(line for line in text.splitlines() if '@"printf"(' in line)
    assert "call i32 (ptr addrspace(4), ...)" in call and '@"__zluda_str' in call
    if find_tool("ld.lld") is None:
        pytest.skip("ld.lld is not installed (apt-get install lld-22)")
    co = read_code_object(compile_ptx(PRINTF.read_text(), "amdgpu:gfx1100",
                                      use_cache=False).binary)
    formats = co.metadata.get("amdhsa.printf")
    assert formats and any("conformance printf" in f and "%d" in f for f in formats), formats
    assert any("Assertion" in f for f in formats)
    kinds = {a.value_kind for k in co.kernels.values() for a in k.args}
    assert "hidden_printf_buffer" in kinds


def test_trap_and_assert_write_the_status_word():
    text, _ = ir_for(kernel("  trap;"))
    assert re.search(r'store atomic i32 1, ptr addrspace\(1\) %"__zluda_globals" monotonic', text)
    text, _ = ir_for(PRINTF.read_text())
    assert re.search(r'store atomic i32 2, ptr addrspace\(1\) %"__zluda_globals" monotonic', text)


# -- the command line ----------------------------------------------------------------------------


def _zluda(*args):
    return subprocess.run([sys.executable, "-m", "zluda", *args], capture_output=True,
                          text=True, timeout=300)


def test_cli_compiles_for_amdgpu_and_says_so_in_help(tmp_path):
    help_text = _zluda("ptx", "compile", "--help").stdout
    assert "amdgpu:gfx1100" in help_text
    out = tmp_path / "k.ll"
    result = _zluda("ptx", "compile", str(PRINTF), "--target", "amdgpu:gfx942", "--emit-llvm",
                    "-o", str(out))
    assert result.returncode == 0, result.stderr
    assert "amdgpu_kernel" in out.read_text()
    result = _zluda("ptx", "compile", str(PRINTF), "--target", "amdgpu:gfx1234")
    assert result.returncode == 2 and "gfx1234" in result.stderr
