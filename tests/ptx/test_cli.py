"""`zluda ptx compile`: the offline compiler command."""

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent.parent
PTX = ROOT / "examples" / "kernels" / "vector_add.ptx"


def _zluda(*args, cwd=None):
    return subprocess.run([sys.executable, "-m", "zluda", *args], capture_output=True, text=True,
                          cwd=cwd, timeout=300)


def test_compile_writes_spirv(tmp_path):
    out = tmp_path / "k.spv"
    result = _zluda("ptx", "compile", str(PTX), "-o", str(out))
    assert result.returncode == 0, result.stderr
    data = out.read_bytes()
    assert data[:4] == bytes.fromhex("03022307")  # the SPIR-V magic number, little-endian
    assert f"wrote {out}" in result.stdout


def test_emit_llvm_writes_the_optimized_ir(tmp_path):
    out = tmp_path / "k.ll"
    result = _zluda("ptx", "compile", str(PTX), "--emit-llvm", "-o", str(out))
    assert result.returncode == 0, result.stderr
    text = out.read_text()
    assert "spir_kernel" in text and "@vector_add" in text and "alloca" not in text


def test_errors_name_the_line_and_column(tmp_path):
    bad = tmp_path / "bad.ptx"
    bad.write_text(".version 8.0\n.target sm_75\n.address_size 64\n.visible .entry k()\n{\n"
                   "  .reg .b32 %r<2>;\n  add.s32 %r1, %r9, 1;\n  ret;\n}\n")
    result = _zluda("ptx", "compile", str(bad))
    assert result.returncode == 1
    assert f"{bad}:7:16: undefined identifier '%r9'" in result.stderr
    unsupported = tmp_path / "tex.ptx"
    unsupported.write_text(".version 8.0\n.target sm_75\n.address_size 64\n.visible .entry k()\n"
                           "{\n  .reg .b32 %r<2>;\n  .reg .b64 %rd<2>;\n"
                           "  tex.2dms.v4.s32.s32 {%r0, %r0, %r0, %r0}, [%rd0, {%r1, %r1, %r1,"
                           " %r1}];\n  ret;\n}\n")
    result = _zluda("ptx", "compile", str(unsupported))
    assert result.returncode == 1
    assert "tex" in result.stderr and ":8:3:" in result.stderr and "not supported" in result.stderr


def test_a_byte_that_is_not_ascii_is_an_error_at_its_place(tmp_path):
    bad = tmp_path / "bad.ptx"
    bad.write_bytes(b".version 8.0\n.target sm_75\n.address_size 64\n// caf\xe9\n  \xe9\n")
    result = _zluda("ptx", "compile", str(bad))
    assert result.returncode == 1
    assert f"{bad}:5:3: unexpected byte 0xe9" in result.stderr, result.stderr


def test_unknown_target_and_missing_file_are_clear(tmp_path):
    result = _zluda("ptx", "compile", str(PTX), "--target", "nope")
    assert result.returncode == 2 and "unknown compilation target 'nope'" in result.stderr
    result = _zluda("ptx", "compile", str(tmp_path / "missing.ptx"))
    assert result.returncode == 2 and "missing.ptx" in result.stderr


def test_help_describes_the_commands():
    result = _zluda("--help")
    assert result.returncode == 0
    for word in ("run", "info", "ptx"):
        assert word in result.stdout
