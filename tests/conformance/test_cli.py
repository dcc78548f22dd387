"""``python -m conformance``: choosing programs, and where the table goes."""

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def _conformance(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "conformance", *args], cwd=ROOT,
                          capture_output=True, text=True, timeout=600)


def test_named_programs_only_and_the_report_where_asked(tmp_path):
    report = tmp_path / "REPORT-opencl.md"
    result = _conformance("--backend", "opencl", "--report", str(report), "saxpy", "gelu")
    assert result.returncode == 0, result.stderr
    lines = report.read_text().splitlines()
    start = lines.index(next(line for line in lines if line.startswith("| program |")))
    # the program table only: the report's other sections have tables too
    programs_table = lines[start + 2:lines.index("", start)]
    rows = [line for line in programs_table if "pass" in line]
    assert sorted(row.split("|")[1].strip() for row in rows) == ["gelu", "saxpy"]
    assert "2 programs; 0 failures" in result.stderr


def test_an_unknown_program_is_a_usage_error():
    result = _conformance("--backend", "opencl", "saxpy", "no_such_program")
    assert result.returncode == 2
    assert "no conformance program named no_such_program" in result.stderr
