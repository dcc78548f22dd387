"""The PTX parser on real nvcc output, on edge syntax, and on malformed input."""

import time
from pathlib import Path

import pytest
from zluda.ptx import ast
from zluda.ptx.errors import PtxSyntaxError
from zluda.ptx.parser import parse

KERNELS = Path(__file__).parent / "kernels"


def test_parses_nvcc_module():
    module, _ = parse((KERNELS / "basics.sm75.ptx").read_text())
    assert module.version == (9, 0)
    assert module.target == ["sm_75"]
    names = [f.name for f in module.functions]
    assert names == ["vprintf", "vadd", "reduce"]
    reduce = module.functions[2]
    assert reduce.params[3].dims == [16] and reduce.params[3].align == 8
    cscale = next(v for v in module.variables if v.name == "cscale")
    assert cscale.space == "const" and cscale.init[:4] == [0, 0, 128, 63]
    dyn = next(v for v in module.variables if v.name == "dyn")
    assert dyn.linkage == "extern" and dyn.dims == [None]


def _body(text):
    src = f".version 8.0\n.target sm_75\n.address_size 64\n.entry k()\n{{\n{text}\n}}\n"
    module, _ = parse(src)
    return module.functions[0].body


def test_instruction_modifiers_in_any_order():
    a, b = (s for s in _body("ld.global.nc.v4.f32 {%f1,%f2,%f3,%f4}, [%rd1+16];"
                             "ld.v4.nc.global.f32 {%f1,%f2,%f3,%f4}, [%rd1+-16];")
            if isinstance(s, ast.Instruction))
    for ins in (a, b):
        assert ins.opcode == "ld" and ins.vec == 4 and ins.spaces == ("global",)
        assert ins.types[0].name == "f32" and ins.has("nc")
    assert a.operands[1].offset == 16 and b.operands[1].offset == -16


def test_operand_forms():
    body = _body("""
        @!%p1 shfl.sync.down.b32 %r1|%p2, %r3, 1, 31, -1;
        mov.f32 %f1, 0f3F800000;
        mov.f64 %fd1, 0dBFF0000000000000;
        mov.u32 %r1, %tid.x;
        setp.lt.and.s32 %p1|%p2, %r1, 0x10, %p3;
        st.shared.v2.u32 [smem+8], {%r1, _};
    L1: bra.uni L1;
    """)
    shfl, mov32, mov64, sreg, setp, st, label, bra = body
    assert shfl.guard.negated and isinstance(shfl.operands[0], ast.PredPair)
    assert shfl.operands[4].value == -1
    assert mov32.operands[1].bits == 0x3F800000 and mov32.operands[1].value == 1.0
    assert mov64.operands[1].value == -1.0
    assert sreg.operands[1].name == "%tid" and sreg.operands[1].component == "x"
    assert setp.operands[2].value == 16 and setp.has("and")
    assert isinstance(st.operands[1].elements[1], ast.Sink)
    assert isinstance(label, ast.Label) and bra.has("uni")


def test_debug_sections_and_directives_are_skipped():
    src = """
    .version 9.0
    .target sm_90a, debug
    .address_size 64
    .file 1 "k.cu"
    .visible .entry k(.param .u64 .ptr .global .align 4 p) .maxntid 256, 1, 1 .minnctapersm 2
    {
      .loc 1 10 3
      .pragma "nounroll";
      ret;
    }
    .section .debug_info { .b32 12 .b8 0,1 }
    """
    module, _ = parse(src)
    assert module.functions[0].directives["maxntid"] == [256, 1, 1]
    assert module.functions[0].params[0].ptr_space == "global"


@pytest.mark.parametrize("text, line, column, needle", [
    (".version 8.0\n.target sm_75\n.address_size 64\n.entry k()\n{\n  add.s32 %r1, %r2 %r3;\n}\n",
     6, 20, "expected ';'"),
    (".version 8.0\n.entry k()\n{\n  mov.u32 %r1, #;\n}\n", 4, 16, "unexpected character"),
    (".version 8.0\n.entry k()\n{\n  ret;\n", 5, 1, "unterminated"),
    (".target sm_75\n", 1, 1, "missing .version"),
])
def test_syntax_errors_name_line_and_column(text, line, column, needle):
    with pytest.raises(PtxSyntaxError) as info:
        parse(text)
    err = info.value
    assert (err.line, err.column) == (line, column)
    assert needle in str(err)


def test_parses_a_megabyte_quickly():
    text = (KERNELS / "basics.sm75.ptx").read_text()
    header, _, rest = text.partition(".address_size 64")
    body = rest.replace(".visible .entry vadd(", ".visible .entry vadd{i}(").replace(
        ".visible .entry reduce(", ".visible .entry reduce{i}(")
    body = body.replace("vprintf", "vprintf{i}").replace("cscale", "cscale{i}").replace(
        "gcount", "gcount{i}").replace("$str", "$str{i}").replace("dyn", "dyn{i}")
    copies = 1_000_000 // len(body) + 1
    big = header + ".address_size 64" + "".join(
        body.replace("{i}", str(i)) for i in range(copies))
    start = time.perf_counter()
    module, _ = parse(big)
    elapsed = time.perf_counter() - start
    assert len(module.functions) == 3 * copies
    print(f"parsed {len(big) / 1e6:.2f} MB in {elapsed:.2f} s")
