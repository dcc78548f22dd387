"""The SPIR-V of every committed PTX file passes ``spirv-val`` (``apt-get install spirv-tools``).

Among what this catches: printf formats that are not pointers to i8 (OpenCL.std printf), and
LLVM's SPIR-V backend emitting ids twice when one process compiled earlier modules.
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
    assert result.returncode == 0, result.stdout + result.stderr


def test_the_corpus_is_there():
    assert len(FILES) >= 10
