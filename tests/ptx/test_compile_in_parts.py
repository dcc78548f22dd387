"""A large module compiles in parts, side by side (``zluda.ptx.compiler._build_in_parts``): the
kernels grouped so that a function and the printf formats live in one part
(``ModuleParts.groups``), each part in a worker process of its own
(``zluda.ptx.worker.compile_parts``). For a target that links objects (AMDGPU) each part compiles
whole and the objects are linked into one code object whose metadata notes the reader merges;
the code object and the module's info must be what the whole module's compile gives, kernel for
kernel. For SPIR-V the parts are front ends, and one LLVM stage links their IR; the module must
run on the CPU device.

AMD GPUs are not available here: the checks are on the code objects that LLVM's AMDGPU code
generator and ld.lld make (``ld.lld`` from ``apt-get install lld-22``)."""

from __future__ import annotations

import os
import shutil
import subprocess
import time

import numpy as np
import pytest
from zluda.ptx import CompileError, compile_ptx, compiler
from zluda.ptx.codeobject import CodeObjectError, _merged_notes, find_tool, read_code_object
from zluda.ptx.subset import ModuleParts
from zluda.ptx.targets import get_target

from .harness import Module, device

LINKER = find_tool("ld.lld")
if LINKER is None and os.environ.get("CI"):
    raise RuntimeError("CI must have ld.lld (apt-get install lld-22)")
needs_linker = pytest.mark.skipif(
    LINKER is None, reason="ld.lld is not installed (apt-get install lld-22, or ROCm's)")

HEADER = """.version 7.5
.target sm_75
.address_size 64
.extern .func (.param .b32 func_retval0) vprintf(.param .b64 a, .param .b64 b);
.global .align 4 .b32 counter = 5;
.global .align 1 .b8 fmt_one[4] = {37, 100, 10, 0};
.global .align 1 .b8 fmt_two[6] = {120, 61, 37, 100, 10, 0};
.func (.param .b32 r) twice(.param .b32 x)
{
  .reg .b32 %r<3>;
  ld.param.b32 %r1, [x];
  add.s32 %r2, %r1, %r1;
  st.param.b32 [r], %r2;
  ret;
}
"""


def _calls_twice(name: str, add: int) -> str:
    return f""".visible .entry {name}(.param .u64 out)
{{
  .reg .b32 %r<4>;
  .reg .b64 %rd<4>;
  ld.param.u64 %rd1, [out];
  mov.u32 %r1, %tid.x;
  add.s32 %r1, %r1, {add};
  {{ .param .b32 a; .param .b32 b; st.param.b32 [a], %r1;
    call.uni (b), twice, (a); ld.param.b32 %r2, [b]; }}
  mul.wide.u32 %rd2, %r1, 4;
  add.s64 %rd3, %rd1, %rd2;
  st.global.u32 [%rd3], %r2;
  ret;
}}
"""


def _reads_counter(name: str) -> str:
    return f""".visible .entry {name}(.param .u64 out)
{{
  .reg .b32 %r<3>;
  .reg .b64 %rd<2>;
  .shared .align 4 .b32 tile[64];
  ld.param.u64 %rd1, [out];
  ld.global.u32 %r1, [counter];
  mov.u32 %r2, %tid.x;
  st.shared.u32 [tile], %r1;
  bar.sync 0;
  ld.shared.u32 %r1, [tile];
  add.s32 %r1, %r1, %r2;
  st.global.u32 [%rd1], %r1;
  ret;
}}
"""


def _prints(name: str, fmt: str) -> str:
    return f""".visible .entry {name}(.param .u32 value)
{{
  .local .align 8 .b8 depot[8];
  .reg .b32 %r<3>;
  .reg .b64 %rd<5>;
  ld.param.u32 %r1, [value];
  mov.u64 %rd1, depot;
  cvta.local.u64 %rd2, %rd1;
  st.local.u32 [%rd1], %r1;
  mov.u64 %rd3, {fmt};
  cvta.global.u64 %rd4, %rd3;
  {{ .param .b64 p0; st.param.b64 [p0], %rd4; .param .b64 p1; st.param.b64 [p1], %rd2;
    .param .b32 ret; call.uni (ret), vprintf, (p0, p1); ld.param.b32 %r2, [ret]; }}
  ret;
}}
"""


MODULE = (HEADER + _calls_twice("doubles_a", 1) + _reads_counter("reads_c")
          + _prints("prints_one", "fmt_one") + _calls_twice("doubles_b", 7)
          + _reads_counter("reads_d") + _prints("prints_two", "fmt_two"))
KERNELS = ["doubles_a", "reads_c", "prints_one", "doubles_b", "reads_d", "prints_two"]


@pytest.fixture
def in_parts(monkeypatch):
    """Every module is worth splitting, and four parts may compile side by side."""
    monkeypatch.setattr(compiler, "PARTS_MIN_BYTES", 0)
    monkeypatch.setattr(compiler, "PART_BYTES", 1)
    monkeypatch.setenv("ZLUDA_COMPILE_JOBS", "4")


def test_kernels_that_share_a_function_or_print_are_grouped_together():
    groups = ModuleParts(MODULE).groups(4)
    assert sorted(map(sorted, groups)) == [["doubles_a", "doubles_b"], ["prints_one", "prints_two"],
                                           ["reads_c"], ["reads_d"]]
    assert ModuleParts(MODULE).groups(1) == [KERNELS]
    two = ModuleParts(MODULE).groups(2)
    assert sorted(k for g in two for k in g) == sorted(KERNELS) and len(two) == 2
    assert any({"doubles_a", "doubles_b"} <= set(g) for g in two)
    assert any({"prints_one", "prints_two"} <= set(g) for g in two)


UNREACHED = """
.func (.param .b32 r) unused(.param .b32 x)
{
  .reg .b32 %r<3>;
  ld.param.b32 %r1, [x];
  { .param .b32 a; .param .b32 b; st.param.b32 [a], %r1;
    call.uni (b), twice, (a); ld.param.b32 %r2, [b]; }
  st.param.b32 [r], %r2;
  ret;
}
"""


def test_a_function_that_no_kernel_reaches_is_in_a_group_with_what_it_shares():
    """It calls ``twice``, so it is in the group that defines ``twice``; every function of the
    module is in exactly one group's text."""
    parts = ModuleParts(MODULE + UNREACHED)
    assert parts.unreached_functions() == ["unused"]
    groups = parts.groups(4)
    assert sorted(n for g in groups for n in g) == sorted([*KERNELS, "unused"])
    assert any({"doubles_a", "doubles_b", "unused"} <= set(g) for g in groups)
    texts = [parts.text_for(g) for g in groups]
    assert sum(".func (.param .b32 r) unused(" in t for t in texts) == 1
    assert sum(".func (.param .b32 r) twice(" in t for t in texts) == 1


@pytest.mark.parametrize("target", ["spirv", "amdgpu:gfx1100"])
def test_an_error_in_a_function_that_no_kernel_reaches_is_reported_in_parts_too(in_parts,
                                                                                  target):
    """Compiled whole, the module fails on it; compiled in parts, it must too."""
    broken = MODULE + UNREACHED.replace("ld.param.b32 %r1, [x];", "ld.param.b32 %r1, [y];")
    with pytest.raises(CompileError, match="y"):
        compile_ptx(broken, target, use_cache=False)


def test_a_function_whose_address_initializes_a_variable_keeps_the_module_in_one_group():
    """Every part's text keeps such a function, so every part would define it."""
    module = MODULE.replace(".global .align 4 .b32 counter = 5;",
                            ".global .align 4 .b32 counter = 5;\n"
                            ".global .align 8 .u64 hook = twice;")
    assert ModuleParts(module).groups(4) == [KERNELS]


@needs_linker
def test_a_module_compiled_in_parts_is_the_whole_modules_code_object_kernel_for_kernel(
        in_parts, monkeypatch):
    parts = compile_ptx(MODULE, "amdgpu:gfx1100", use_cache=False)
    assert parts.timings["parts"] == 4
    monkeypatch.setenv("ZLUDA_COMPILE_JOBS", "1")
    whole = compile_ptx(MODULE, "amdgpu:gfx1100", use_cache=False)
    assert "parts" not in whole.timings
    assert parts.info == whole.info
    assert list(parts.info.kernels) == KERNELS
    split_co, whole_co = read_code_object(parts.binary), read_code_object(whole.binary)
    assert set(split_co.kernels) == set(KERNELS)
    for name in KERNELS:  # registers, LDS, arguments: the same code generator's results
        assert split_co.kernels[name] == whole_co.kernels[name], name
        assert f"{name}.kd" in split_co.symbols and name in split_co.symbols
    assert sorted(split_co.metadata["amdhsa.printf"]) == sorted(whole_co.metadata["amdhsa.printf"])
    assert split_co.target_id == whole_co.target_id


@needs_linker
def test_a_compile_in_parts_times_its_parts_wall_and_its_longest_parts_cpu(in_parts):
    """What ``bench compile`` projects a machine with a CPU per part from. Each part's CPU time
    is its own job process's, from its fork: at most the parts' wall time, on the second compile
    too (a CPU time carried over from the zygote, or from the first compile, would exceed it)."""
    for _ in range(2):
        started = time.perf_counter()
        module = compile_ptx(MODULE, "amdgpu:gfx1100", use_cache=False)
        wall = time.perf_counter() - started
        timings = module.timings
        assert timings["parts"] == 4
        assert 0 < timings["parts_wall"] < wall
        assert 0 < timings["longest_part"] <= timings["parts_wall"]


@needs_linker
def test_an_error_in_one_part_is_reported_at_its_place_in_the_module(in_parts, monkeypatch,
                                                                     caplog):
    broken = MODULE.replace("  add.s32 %r1, %r1, %r2;\n", "  add.s32 %r1, %r1, %r9;\n", 1)
    with pytest.raises(CompileError) as in_parts_error, caplog.at_level("WARNING", "zluda"):
        compile_ptx(broken, "amdgpu:gfx1100", use_cache=False)
    assert "in parts failed" not in caplog.text  # the module's error, not ours
    monkeypatch.setenv("ZLUDA_COMPILE_JOBS", "1")
    with pytest.raises(CompileError) as whole_error:
        compile_ptx(broken, "amdgpu:gfx1100", use_cache=False)
    assert str(in_parts_error.value) == str(whole_error.value)
    line = broken[:broken.index("%r9")].count("\n") + 1
    assert f":{line}:" in str(in_parts_error.value), str(in_parts_error.value)


def test_a_spirv_module_compiled_in_parts_joins_its_parts_bitcode_and_runs(in_parts,
                                                                           monkeypatch):
    """SPIR-V cannot link objects: its parts are translated and optimized side by side in
    worker processes, and one LLVM stage links their bitcode into one module and generates its
    code. It loads on the CPU device, and its kernels compute what they should, the function
    that two of them call and the variable that two of them read included."""
    monkeypatch.setenv("ZLUDA_CACHE", "0")  # Module compiles through the cache
    module = Module(device(), MODULE + UNREACHED, "spirv")
    assert module.compiled.timings["parts"] == 4
    monkeypatch.setenv("ZLUDA_COMPILE_JOBS", "1")
    assert module.compiled.info == compile_ptx(MODULE + UNREACHED, "spirv",
                                               use_cache=False).info
    for kernel, add in (("doubles_a", 1), ("doubles_b", 7)):
        out = device().array(np.zeros(add + 8, np.uint32))
        module.launch(kernel, (1,), (8,), [out])  # thread t: out[t + add] = twice(t + add)
        assert list(out) == [0] * add + [2 * i for i in range(add, add + 8)], kernel
    for kernel in ("reads_c", "reads_d"):
        out = device().array(np.zeros(1, np.uint32))
        module.launch(kernel, (1,), (1,), [out])
        assert out[0] == 5, kernel  # counter's initializer


@pytest.mark.skipif(shutil.which("spirv-val") is None,
                    reason="spirv-val is not installed (apt-get install spirv-tools)")
def test_a_spirv_module_compiled_in_parts_passes_spirv_val(in_parts, tmp_path):
    module = compile_ptx(MODULE, "spirv", use_cache=False)
    assert module.timings["parts"] == 4
    out = tmp_path / "module.spv"
    out.write_bytes(module.binary)
    result = subprocess.run(["spirv-val", str(out)], capture_output=True, text=True, timeout=60)
    assert result.returncode == 0, result.stdout + result.stderr


def test_a_spirv_target_links_one_object():
    """Its parts are joined as bitcode, never as objects."""
    with pytest.raises(ValueError, match="links one object"):
        get_target("spirv").link([b"a", b"b"])


# -- the reader's merge of the parts' metadata notes ----------------------------------------------

def _note(kernels: list[str], **more) -> dict:
    return {"amdhsa.version": [1, 2], "amdhsa.target": "amdgcn-amd-amdhsa--gfx1100",
            "amdhsa.kernels": [{".name": k} for k in kernels], **more}


def test_metadata_notes_merge_their_kernels_and_agree_on_the_rest():
    merged = _merged_notes([_note(["a"]), _note(["b", "c"], **{"amdhsa.printf": ["1:4:%d"]})])
    assert [k[".name"] for k in merged["amdhsa.kernels"]] == ["a", "b", "c"]
    assert merged["amdhsa.printf"] == ["1:4:%d"]
    assert _merged_notes([_note(["a"], **{"amdhsa.printf": ["1:4:%d"]}),
                          _note(["b"], **{"amdhsa.printf": ["1:4:%d"]})])["amdhsa.printf"]
    with pytest.raises(CodeObjectError, match="disagree on amdhsa.printf"):
        _merged_notes([_note(["a"], **{"amdhsa.printf": ["1:4:%d"]}),
                       _note(["b"], **{"amdhsa.printf": ["1:4:x=%d"]})])
    with pytest.raises(CodeObjectError, match="disagree on amdhsa.target"):
        _merged_notes([_note(["a"]),
                       _note(["b"], **{"amdhsa.target": "amdgcn-amd-amdhsa--gfx942"})])


def _compiled_whole_with_a_warning(compile_parts, monkeypatch, caplog) -> str:
    """MODULE compiled with ``compile_parts`` in the compiler's place: it must compile whole,
    with every kernel, and warn that its parts failed; the log's text."""
    monkeypatch.setattr(compiler, "compile_parts", compile_parts)
    with caplog.at_level("WARNING", logger="zluda"):
        module = compile_ptx(MODULE, "amdgpu:gfx1100", use_cache=False)
    assert "parts" not in module.timings
    assert "in parts failed" in caplog.text
    assert set(read_code_object(module.binary).kernels) == set(KERNELS)
    return caplog.text


@needs_linker
def test_parts_that_disagree_make_the_module_compile_whole(in_parts, monkeypatch, caplog):
    """A part whose info differs (a bug of ours) is caught before linking: the module compiles
    whole, with a warning, instead of loading with the wrong layout or without a kernel."""
    real = compiler.compile_parts

    def compile_parts(parts, slots):
        results = real(parts, slots)
        results[1][1].globals_size += 8
        return results

    assert "laid out" in _compiled_whole_with_a_warning(compile_parts, monkeypatch, caplog)


@needs_linker
def test_a_part_that_fails_where_the_whole_module_compiles_is_reported(in_parts, monkeypatch,
                                                                       caplog):
    """A part's failure that is not the module's (here: the part jobs cannot run) is a bug of
    ours: the module still compiles, whole, and a warning says what failed."""
    def compile_parts(parts, slots):
        raise compiler.CompilerCrash("the part's compile failed: ImportError: no compiler")

    warning = _compiled_whole_with_a_warning(compile_parts, monkeypatch, caplog)
    assert "ImportError: no compiler" in warning
