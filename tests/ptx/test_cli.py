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


def test_a_compiler_worker_ends_when_its_parent_is_killed():
    """``zluda ptx compile`` (or any program) killed with SIGKILL mid-compile cannot close its
    LLVM worker's pipe first: the worker ends by itself once its parent is gone. Here the
    test holds the worker's stdin open, so only that watch can end it."""
    import os
    import signal
    import subprocess
    import sys
    import time

    from zluda.ptx import worker

    read_end, write_end = os.pipe()
    code = (
        "import os, subprocess, sys, time\n"
        f"env = dict(os.environ, {worker.PARENT_ENV}=str(os.getpid()),"
        " PYTHONPATH=os.pathsep.join(p for p in sys.path if p))\n"
        f"child = subprocess.Popen([sys.executable, {worker.__file__!r}], stdin={read_end},"
        " env=env)\n"
        "print(child.pid, flush=True)\n"
        "time.sleep(120)\n")
    parent = subprocess.Popen([sys.executable, "-c", code], stdout=subprocess.PIPE,
                              pass_fds=(read_end,))
    try:
        child = int(parent.stdout.readline())
        time.sleep(1.0)  # the worker is up, blocked reading its (open) stdin
        os.kill(child, 0)
        os.kill(parent.pid, signal.SIGKILL)
        parent.wait()
        deadline = time.monotonic() + 10
        while time.monotonic() < deadline:
            try:
                os.kill(child, 0)
            except ProcessLookupError:
                break
            with open(f"/proc/{child}/stat") as stat:
                if stat.read().split(") ", 1)[1].startswith("Z"):
                    break  # exited, not yet reaped
            time.sleep(0.1)
        else:
            os.kill(child, signal.SIGKILL)
            raise AssertionError("the worker outlived its parent")
    finally:
        os.close(read_end)
        os.close(write_end)
        if parent.poll() is None:
            parent.kill()
