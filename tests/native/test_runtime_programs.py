"""CUDA C++ programs on the runtime API (cudart), built by nvcc in the tests and run
unmodified under ``zluda run``: NVIDIA's cudart reaches zluda's libcuda.so.1 through
cuGetProcAddress and its private tables, registers its fatbinaries as libraries and launches
CUkernels. Every program checks its own results and prints PASS. Build modes: static cudart
(nvcc's default), ``-cudart shared``, ``--default-stream per-thread``, PTX only, and
``-arch`` sm_75 (the default) to sm_90 (the fatbinary's PTX is what zluda translates; CUDA 13's
nvcc builds nothing older than sm_75).

nvcc is at /usr/local/bin/nvcc on the project's machines; without it these tests are skipped
(locally) or fail (in CI, where $CI is set).
"""

import os
import shutil
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest

SOURCES = Path(__file__).resolve().parent / "cuda"
PROGRAMS = sorted(p.stem for p in SOURCES.glob("*.cu"))
NVCC = shutil.which("nvcc") or ("/usr/local/bin/nvcc" if os.path.exists("/usr/local/bin/nvcc")
                                else None)
if NVCC is None and os.environ.get("CI"):
    raise RuntimeError("CI must have nvcc (the CUDA toolkit) for the runtime-API programs")
pytestmark = pytest.mark.skipif(NVCC is None, reason="nvcc is not installed (the CUDA toolkit)")

MODES = {
    "static": [],
    "shared": ["-cudart", "shared"],
    "per_thread": ["--default-stream", "per-thread"],
    "ptx_only": ["-gencode", "arch=compute_75,code=compute_75"],  # no SASS at all
    "sm_80": ["-arch=sm_80"],
    "sm_90": ["-arch=sm_90"],
}
# every program in nvcc's default mode; these in the other modes too
OTHER_MODES = ["vector_add", "streams_events", "symbols", "reduction", "thrust_algorithms"]
BUILDS = [(p, "static") for p in PROGRAMS] + [
    (p, m) for m in MODES if m != "static" for p in OTHER_MODES
    if not (m in ("sm_80", "sm_90") and p == "thrust_algorithms")] + [
    ("graphs", "per_thread")]  # capture of the per-thread stream, cuGraphLaunch_ptsz


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    out = tmp_path_factory.mktemp("cuda")

    def build(item):
        program, mode = item
        exe = out / f"{program}-{mode}"
        done = subprocess.run([NVCC, "-o", str(exe), str(SOURCES / f"{program}.cu"),
                               *MODES[mode]], capture_output=True, text=True, timeout=600)
        return item, (exe if done.returncode == 0 else done.stderr[-3000:])

    with ThreadPoolExecutor(max_workers=os.cpu_count() or 2) as pool:
        return dict(pool.map(build, BUILDS))


def _run(exe: Path):
    return subprocess.run([sys.executable, "-m", "zluda", "run", str(exe)], capture_output=True,
                          text=True, timeout=600)


@pytest.mark.parametrize(("program", "mode"), BUILDS, ids=[f"{p}-{m}" for p, m in BUILDS])
def test_program_passes(built, program, mode):
    exe = built[(program, mode)]
    assert isinstance(exe, Path), f"nvcc failed: {exe}"
    result = _run(exe)
    assert result.returncode == 0, (result.stdout + result.stderr)[-4000:]
    assert any(line.startswith("PASS") for line in result.stdout.splitlines()), result.stdout


def test_device_printf_reaches_stdout_in_order(built):
    lines = _run(built[("printf_order", "static")]).stdout.splitlines()
    for round_ in range(3):
        host = lines.index(f"host round {round_}")
        device = sorted(lines[host + 1:host + 3])
        assert device == [f"device round {round_} block 0", f"device round {round_} block 1"]
