"""The coverage table: docs/ptx-support.md is generated from the registry, every supported
instruction names a test module that exercises it, and the issue's instruction list is covered."""

from pathlib import Path

import pytest
from zluda.ptx.coverage import render
from zluda.ptx.isa import SPECS

ROOT = Path(__file__).resolve().parent.parent.parent

# The instructions that the compiler must support (issue 2, "Instruction coverage").
REQUIRED = """
add sub mul mad mul24 mad24 div rem abs neg min max sad popc clz bfind brev bfe bfi bmsk prmt
shf shl shr and or xor not cnot lop3 dp2a dp4a addc subc madc
fma rcp sqrt rsqrt sin cos lg2 ex2 tanh copysign testp
cvt cvta isspacep setp set selp slct
ld st ldu prefetch discard mov
atom red membar fence
bar barrier nanosleep cp
bra call ret exit trap
shfl vote activemask match redux
mma wmma ldmatrix stmatrix movmatrix
""".split()  # the last line: issue 12 (tensor cores)


def test_docs_match_the_registry():
    committed = (ROOT / "docs" / "ptx-support.md").read_text()
    assert committed == render(), "run: python -m zluda.ptx.coverage docs/ptx-support.md"


@pytest.mark.parametrize("opcode", REQUIRED)
def test_required_instruction_is_supported(opcode):
    specs = [s for (op, _), s in SPECS.items() if op == opcode]
    assert specs and all(s.supported for s in specs), f"{opcode} is not supported"


def test_each_supported_instruction_names_a_test_that_uses_it():
    for (opcode, _), spec in SPECS.items():
        if not spec.supported:
            continue
        assert spec.tests, f"{opcode} names no test module"
        path = ROOT / spec.tests
        assert path.is_file(), f"{opcode}: {spec.tests} does not exist"
        assert opcode in path.read_text(), f"{spec.tests} never mentions {opcode}"
