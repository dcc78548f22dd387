"""The SPIR-V of every committed PTX file passes ``spirv-val`` (``apt-get install spirv-tools``).

Among what this catches: printf formats that are not pointers to i8 (OpenCL.std printf), and
LLVM's SPIR-V backend emitting ids twice when one process compiled earlier modules.

One rule is not OpenCL's: a module that reads the clock (``%clock``, ``%globaltimer``: the
``ShaderClockKHR`` capability, which the grammar lets imply ``Shader``) gets the structured
control flow rules of shaders, so any loop of an OpenCL kernel fails them ("Back-edges ... can
only be formed between a block and a loop header"; :func:`test_spirv_val_takes_a_clock_for_a_
shader`). For such modules that one error is expected and anything else fails; libcu++'s
waits read ``%globaltimer`` (``mbarrier.*.ptx``).
"""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest
from zluda.ptx import compile_ptx

KERNELS = Path(__file__).parent / "kernels"
FILES = sorted(KERNELS.rglob("*.ptx"))
SPIRV_VAL = shutil.which("spirv-val")

if SPIRV_VAL is None:
    print("test_spirv_valid: spirv-val is not installed (apt-get install spirv-tools); skipped")

pytestmark = pytest.mark.skipif(SPIRV_VAL is None,
                                reason="spirv-val is not installed (apt-get install spirv-tools)")


@pytest.mark.parametrize("path", FILES, ids=[str(f.relative_to(KERNELS)) for f in FILES])
def test_spirv_passes_spirv_val(path, tmp_path):
    binary = compile_ptx(path.read_text(), "spirv", name=path.name, use_cache=False).binary
    out = tmp_path / "module.spv"
    out.write_bytes(binary)
    result = subprocess.run([SPIRV_VAL, str(out)], capture_output=True, text=True, timeout=60)
    if result.returncode != 0 and _reads_the_clock(out):
        assert _SHADER_RULE in result.stdout + result.stderr, result.stdout + result.stderr
        return
    assert result.returncode == 0, result.stdout + result.stderr


_SHADER_RULE = "can only be formed between a block and a loop header"


def _reads_the_clock(path: Path) -> bool:
    dis = subprocess.run(["spirv-dis", str(path)], capture_output=True, text=True, timeout=60)
    return "OpCapability ShaderClockKHR" in dis.stdout


def test_spirv_val_takes_a_clock_for_a_shader(tmp_path):
    """The smallest loop that reads %globaltimer fails only the shaders' structured rule."""
    ptx = (".version 8.0\n.target sm_75\n.address_size 64\n.visible .entry k(.param .u64 p)\n{\n"
           "  .reg .b64 %t<3>;\n  .reg .pred %q;\n  .reg .b64 %a;\n  ld.param.u64 %a, [p];\n"
           "  mov.u64 %t1, %globaltimer;\nL:\n  mov.u64 %t2, %globaltimer;\n"
           "  sub.s64 %t2, %t2, %t1;\n  setp.lt.s64 %q, %t2, 100;\n  @%q bra L;\n"
           "  st.global.u64 [%a], %t2;\n  ret;\n}\n")
    out = tmp_path / "clock.spv"
    out.write_bytes(compile_ptx(ptx, "spirv", use_cache=False).binary)
    result = subprocess.run([SPIRV_VAL, str(out)], capture_output=True, text=True, timeout=60)
    assert result.returncode != 0 and _SHADER_RULE in result.stdout + result.stderr
    assert _reads_the_clock(out)


def test_the_corpus_is_there():
    assert len(FILES) >= 10
