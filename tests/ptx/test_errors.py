"""Malformed and unsupported PTX fails with the right error class, line, column and message.

Each case is a kernel body (or a whole module) with one mistake; the test checks the class of
the :class:`zluda.ptx.CompileError`, where it points, and that the message names the problem.
"""

from __future__ import annotations

import pytest
from zluda.ptx import (
    CompileError,
    CompilerCrash,
    PtxSemanticError,
    PtxSyntaxError,
    PtxUnsupportedError,
    compile_ptx,
)
from zluda.ptx.errors import InternalCompilerError
from zluda.ptx.targets import get_target

HEADER = """.version 8.0
.target sm_75
.address_size 64
.visible .entry k(.param .u64 out)
{
  .reg .pred %p<3>;
  .reg .b32 %r<5>;
  .reg .f32 %f<3>;
  .reg .b64 %rd<3>;
"""
FIRST = 10  # the line of the first body line


def compile_body(body: str, end: str = "}\n") -> CompileError:
    with pytest.raises(CompileError) as info:
        compile_ptx(HEADER + body + "\n" + end, "spirv", use_cache=False)
    return info.value


# (body, error class, line offset in the body, column, words that the message must contain)
CASES = {
    "missing semicolon": ("  mov.u32 %r1, 1\n  ret;", PtxSyntaxError, 1, 3,
                          ["expected ';'", "'mov'", "'ret'"]),
    "unexpected character": ("  mov.u32 %r1, #1;", PtxSyntaxError, 0, 16, ["'#'"]),
    "malformed octal integer": ("  mov.u32 %r1, 019;", PtxSyntaxError, 0, 16, ["'019'"]),
    "undefined register": ("  add.u32 %r1, %r9, 1;", PtxSemanticError, 0, 16, ["'%r9'"]),
    "undefined name": ("  add.u32 %r1, %q, 1;", PtxSemanticError, 0, 16, ["undefined", "'%q'"]),
    "undefined label": ("  bra NOWHERE;", PtxSemanticError, 0, 7, ["'NOWHERE'"]),
    "branch to a register": ("  bra %r1;", PtxSemanticError, 0, 7, ["label"]),
    "duplicate label": ("L1:\n  ret;\nL1:\n  ret;", PtxSemanticError, 2, 1, ["duplicate", "'L1'"]),
    "duplicate register": ("  .reg .f32 %f<3>;", PtxSemanticError, 0, 13, ["duplicate", "%f"]),
    "too few operands": ("  add.u32 %r1, %r2;", PtxSemanticError, 0, 3, ["'add.u32'", "3", "2"]),
    "too many operands": ("  add.u32 %r1, %r2, %r3, %r4;", PtxSemanticError, 0, 3,
                          ["'add.u32'", "3", "4"]),
    "mov without operands": ("  mov.u32;", PtxSemanticError, 0, 3, ["'mov.u32'", "2", "0"]),
    "f32 register used as u64": ("  add.u64 %rd1, %f1, 1;", PtxSemanticError, 0, 17,
                                 ["'%f1'", ".f32", ".u64"]),
    "predicate used as integer": ("  add.u32 %r1, %p1, 1;", PtxSemanticError, 0, 16,
                                  ["'%p1'", ".pred", ".u32"]),
    "integer guard": ("  @%r1 add.u32 %r1, %r2, %r3;", PtxSemanticError, 0, 4,
                      ["guard", "'%r1'", ".pred"]),
    "immediate destination": ("  add.u32 5, %r2, %r3;", PtxSemanticError, 0, 11, ["destination"]),
    "float register as address": ("  ld.global.u32 %r1, [%f1];", PtxSemanticError, 0, 23,
                                  ["'%f1'", "address"]),
    "short vector": ("  ld.global.v4.u32 {%r1, %r2}, [%rd1];", PtxSemanticError, 0, 20,
                     [".v4", "4", "2"]),
    "setp without comparison": ("  setp.u32 %p1, %r1, %r2;", PtxSemanticError, 0, 3,
                                ["'setp.u32'", "comparison"]),
    "cvt with one type": ("  cvt.u32 %r1, %rd1;", PtxSemanticError, 0, 3, ["'cvt.u32'"]),
    "unknown instruction": ("  frobnicate.u32 %r1, %r2;", PtxSemanticError, 0, 3,
                            ["unknown instruction", "'frobnicate'"]),
    "add without a type": ("  add %r1, %r2, %r3;", PtxSemanticError, 0, 3, ["'add'", "type"]),
    "add.pred": ("  add.pred %p1, %p2, %p2;", PtxUnsupportedError, 0, 3, ["'add.pred'"]),
    "tma": ("  cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes"
            " [%rd1], [%rd2, {%r1, %r2}], [%rd3];", PtxUnsupportedError, 0, 3,
            ["'cp.async.bulk.tensor", "TMA"]),
    "a separate sampler": ("  tex.1d.v4.f32.s32 {%f1, %f1, %f1, %f1}, [%rd1, %rd1, {%r1}];",
                           PtxUnsupportedError, 0, 43, ["sampler", "texture objects"]),
    "multisample texture": ("  tex.2dms.v4.f32.s32 {%f1, %f1, %f1, %f1}, [%rd1, {%r1, %r1, %r1,"
                            " %r1}];", PtxUnsupportedError, 0, 3, ["'tex.2dms", "multisample"]),
    "formatted surface load": ("  suld.p.1d.v4.b32.trap {%r1, %r1, %r1, %r1}, [%rd1, {%r2}];",
                               PtxUnsupportedError, 0, 3, ["'suld.p", "formatted"]),
    "a texture's short coordinates": ("  tex.3d.v4.f32.f32 {%f1, %f1, %f1, %f1}, [%rd1, {%f1}];",
                                      PtxSemanticError, 0, 50, ["3 coordinates", "1"]),
    "mma with a short fragment": ("  mma.sync.aligned.m16n8k8.row.col.f32.f16.f16.f32"
                                  " {%f1,%f1,%f1,%f1}, {%r1}, {%r1}, {%f1,%f1,%f1,%f1};",
                                  PtxSemanticError, 0, 3, ["'mma.sync", "2 registers"]),
    "wgmma": ("  wgmma.fence.sync.aligned;", PtxUnsupportedError, 0, 3, ["'wgmma", "warpgroup"]),
    "call of an undefined function": ("  call foo;", PtxSemanticError, 0, 8, ["'foo'"]),
    "negative array size": ("  .local .b8 buf[-4];", PtxSyntaxError, 0, 18, ["negative"]),
    "alignment not a power of two": ("  .local .align 3 .b8 buf[4];", PtxSyntaxError, 0, 17,
                                     [".align 3", "power of two"]),
    "too much local memory": ("  .local .b8 big[1000000];\n  ld.local.u32 %r1, [big];",
                              PtxSemanticError, 0, 14, ["'big'", "1000000"]),
    "cvta of a float": ("  cvta.to.global.f32 %f1, %f2;", PtxSemanticError, 0, 3,
                        ["'cvta.to.global.f32'", ".u64"]),
    # found by fuzzing: each used to be a Python error or an LLVM failure without a place
    "special register as an address": ("  st.local.u32 %r2, %tid.x;", PtxSemanticError, 0, 16,
                                       ["address"]),
    "immediate as an address": ("  st.global.u32 5, %r1;", PtxSemanticError, 0, 17,
                                ["address"]),
    "register as an atomic's address": ("  atom.global.add.u32 %r1, %r2, 1;", PtxSemanticError,
                                        0, 28, ["address"]),
    "a variable's address as an s8": ("  .shared .b8 sbuf[8];\n  .reg .s8 %c;\n"
                                      "  mov.s8 %c, sbuf;", PtxSemanticError, 2, 14,
                                      ["'sbuf'", ".s8"]),
    "a variable's address as an f32": ("  .shared .b8 sbuf[8];\n  mov.f32 %f1, sbuf;",
                                       PtxSemanticError, 1, 16, ["'sbuf'", ".f32"]),
    "unpacking into three parts": ("  mov.b32 {%r1, %r2, %r3}, %r4;", PtxSemanticError, 0, 11,
                                   ["'mov.b32'", "3"]),
    "a 128-bit parameter": ("  { .param .b128 q;\n  }", PtxUnsupportedError, 0, 18,
                            [".b128"]),
    "an integer as the predicate of d|p": ("  match.all.sync.b32 %r1|%rd1, %r2, %r3;",
                                           PtxSemanticError, 0, 26, ["d|p", ".pred"]),
    "a vector value for a scalar atomic": ("  atom.global.add.u32 %r1, [%rd1], {%r2, %r3};",
                                           PtxSemanticError, 0, 36, ["'atom.global.add.u32'",
                                                                     ".v2"]),
    "nested vector": ("  mov.b64 %rd1, {{%r1, %r2}};", PtxSyntaxError, 0, 18, ["'{'"]),
    "a 5000-digit integer": ("  mov.u32 %r1, " + "9" * 5000 + ";", PtxSyntaxError, 0, 16,
                             ["64 bits"]),
    "a stray byte": ("  mov.u32 %r1, 1;\udce9", PtxSyntaxError, 0, 18, ["0xe9"]),
    "constant expression nested too deeply": ("  mov.u32 %r1, -" + "(" * 100 + "1" + ")" * 100
                                              + ";", PtxSyntaxError, 0, 82, ["nested"]),
    "a long chain of signs": ("  mov.u32 %r1, " + "- " * 3000 + "1;\n  frob;", PtxSemanticError,
                              1, 3, ["'frob'"]),
}


@pytest.mark.parametrize("name", list(CASES))
def test_malformed_body(name):
    body, cls, line, column, words = CASES[name]
    err = compile_body(body)
    assert type(err) is cls, err
    assert (err.line, err.column) == (FIRST + line, column), err
    for word in words:
        assert word in err.message, (word, err.message)
    assert f":{err.line}:{err.column}:" in str(err)  # the text shows where, with a caret


def test_unterminated_body():
    err = compile_body("  mov.u32 %r1, 1;", end="")
    assert type(err) is PtxSyntaxError and "expected '}'" in err.message
    assert (err.line, err.column) == (FIRST + 1, 1)


@pytest.mark.parametrize("module,cls,line,column,words", [
    (".target sm_75\n", PtxSyntaxError, 1, 1, [".version"]),
    (".version 8.0\n.target sm_75\n.address_size 32\n", PtxSyntaxError, 3, 1, ["64"]),
    (".version 8.0\n.target sm_75\n.address_size 64\nbogus\n", PtxSyntaxError, 4, 1, ["bogus"]),
    (".version 8.0\n.target sm_75\n.address_size 64\n.global .u32 x = 0d7FF0000000000000;\n",
     PtxSemanticError, 4, 14, ["does not fit", ".u32"]),
    (".version 8.0\n.target sm_75\n.address_size 64\n.global .u32 x[2] = {1, 2, 3};\n",
     PtxSemanticError, 4, 14, ["too many", "'x'"]),
    (".version 8.0\n.target sm_75\n.address_size 64\n.extern .global .u32 y;\n",
     PtxUnsupportedError, 4, 22, ["'y'", "extern"]),
    (".version 8.0\n.target sm_75\n.address_size 64\n.global .u32 a;\n.global .u32 a;\n",
     PtxSemanticError, 5, 14, ["duplicate", "'a'"]),
    (".version 8.0\n.target sm_75\n.address_size 64\n.shared .b8 s[65536];\n"
     ".visible .entry k()\n{\n  .reg .b32 %r1;\n  ld.shared.u32 %r1, [s];\n}\n",
     PtxSemanticError, 5, 17, ["static shared", "65536"]),
    (".version 8.0\n.target sm_75\n.address_size 64\n.global .u8 g[5000000000];\n",
     PtxUnsupportedError, 4, 13, ["5000000016", "more than supported"]),
    (".version 8.0\n.target sm_75\n.address_size 64\n.global .u32 x[1] = " + "{" * 100 + "1"
     + "}" * 100 + ";\n", PtxSyntaxError, 4, 85, ["nested", "braces"]),
    (".version 99999999999999999999.0\n", PtxSyntaxError, 1, 1, ["malformed .version"]),
])
def test_malformed_module(module, cls, line, column, words):
    with pytest.raises(CompileError) as info:
        compile_ptx(module, "spirv", use_cache=False)
    err = info.value
    assert type(err) is cls, err
    assert (err.line, err.column) == (line, column), err
    for word in words:
        assert word in err.message, (word, err.message)


def test_blocks_nest_to_any_depth():
    body = "{" * 5000 + "\n  mov.u32 %r1, 1;\n" + "}" * 5000 + "\n  ret;\n}\n"
    compiled = compile_ptx(HEADER + body, "spirv", use_cache=False)
    assert compiled.binary[:4] == b"\x03\x02\x23\x07"


def test_a_non_ascii_byte_in_a_comment_is_ignored():
    compiled = compile_ptx(HEADER + "  // caf\udce9 \u00e9\n  ret;\n}\n", "spirv",
                           use_cache=False)
    assert compiled.binary[:4] == b"\x03\x02\x23\x07"


def test_an_error_that_no_check_foresaw_is_placed_at_the_instruction(monkeypatch):
    """The compiler's last resort: a Python error inside a lowering becomes an
    InternalCompilerError (CUDA_ERROR_INVALID_PTX) at the instruction being lowered."""
    from zluda.ptx.isa import registry

    spec = registry.SPECS["popc", "int"]

    def broken(ctx, ins):
        raise AttributeError("'Reg' object has no attribute 'space'")

    monkeypatch.setitem(registry.SPECS, ("popc", "int"),
                        registry.Spec(**{**spec.__dict__, "lower": broken}))
    err = compile_body("  mov.u32 %r1, 7;\n  popc.b32 %r2, %r1;\n  ret;")
    assert type(err) is InternalCompilerError and err.cu_result == "CUDA_ERROR_INVALID_PTX"
    assert (err.line, err.column) == (FIRST + 1, 3), err
    assert "AttributeError" in err.message and "please report" in err.message


def test_a_known_llvm_failure_is_placed_at_its_ptx_cause():
    """128-bit integers abort LLVM's SPIR-V back end; the crash names the first .b128."""
    from zluda.ptx.compiler import _placed

    ptx = HEADER + "  // .b128 in a comment does not count\n  .reg .b128 %q;\n  ret;\n}\n"
    crash = CompilerCrash("the LLVM code generator crashed (exit status 1): LLVM ERROR: OpTypeInt"
                          " type with a width other than 8, 16, 32 or 64 bits requires ...")
    spirv = get_target("spirv")
    placed = _placed(crash, ptx, "<ptx>", spirv)
    assert type(placed) is PtxUnsupportedError and ".b128" in placed.message
    assert (placed.line, placed.column) == (FIRST + 1, 8)
    other = CompilerCrash("LLVM rejected the generated IR: something else")
    assert _placed(other, ptx, "<ptx>", spirv) is other


def test_error_text_shows_a_window_of_a_long_line():
    err = compile_body("  mov.u32 %r1, 1; " + "add.u32 %r1, %r1, 1; " * 400 + "frob;\n  ret;")
    shown = str(err).splitlines()
    assert len(shown[1]) <= 110 and shown[2].index("^") <= 105
    assert shown[1].strip().startswith(("add", "1", "%", ",", ";")) or "frob" in shown[1]
