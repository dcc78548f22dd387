"""The compiler's worker process (``zluda.ptx.worker``): a zygote that forks a process per LLVM
job. A job's crash stays in that job's process, the zygote goes on serving, each crash names
only its own job's LLVM messages, and a parent killed in the middle of a job takes the zygote
and the job with it. (That every job starts from a process which compiled nothing before is
what ``test_spirv_valid.py`` checks: LLVM's SPIR-V backend emits ids twice otherwise.)"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from zluda.ptx import CompilerCrash, compiler, llvm, translate
from zluda.ptx.targets import get_target
from zluda.ptx.worker import Worker

KERNELS = Path(__file__).parent / "kernels"
LARGE = Path(__file__).parents[2] / "bench" / "kernels" / "large.ptx"
# i128 arithmetic makes LLVM's SPIR-V backend abort ("LLVM ERROR: OpTypeInt ...")
ABORTING_IR = ("define spir_kernel void @k(ptr addrspace(1) %p) {\n"
               "  %v = load i128, ptr addrspace(1) %p\n  %w = mul i128 %v, %v\n"
               "  store i128 %w, ptr addrspace(1) %p\n  ret void\n}\n")


def _request(ir: str) -> tuple:
    target = get_target("spirv")
    return (ir, target.triple, target.cpu, target.features, [], 2, target.llvm_options)


def _good_request() -> tuple:
    target = get_target("spirv")
    ir, info, _ = translate((KERNELS / "basics.sm75.ptx").read_text(), target)
    return compiler.llvm_request(target, ir, info)


@pytest.fixture
def worker():
    w = Worker()
    yield w
    w.close()


def test_a_crashing_job_leaves_the_zygote_serving(worker):
    obj, _ = worker.run(_good_request())
    assert obj
    zygote = worker._proc.pid
    with pytest.raises(CompilerCrash, match="LLVM ERROR") as crash:
        worker.run(_request(ABORTING_IR))
    assert not crash.value.by_signal  # LLVM aborted: reported, not tried again
    assert worker._proc.pid == zygote and worker._proc.poll() is None
    again, _ = worker.run(_good_request())
    assert again == obj
    assert worker._proc.pid == zygote


def test_a_crash_names_only_its_own_jobs_messages(worker):
    """The zygote's stderr file holds every job's messages; a crash reports the last job's."""
    for _ in range(2):
        with pytest.raises(CompilerCrash) as crash:
            worker.run(_request(ABORTING_IR))
        assert str(crash.value).count("LLVM ERROR") == 1, str(crash.value)


def test_a_refused_module_is_an_error_not_a_crash(worker):
    with pytest.raises(CompilerCrash, match="LLVM rejected the generated IR"):
        worker.run(_request("this is not LLVM IR"))
    assert worker._proc.poll() is None


def _children(pid: int) -> list[int]:
    found = []
    for task in Path(f"/proc/{pid}/task").iterdir():
        text = (task / "children").read_text().split()
        found += [int(c) for c in text]
    return found


def _gone(pid: int) -> bool:
    try:
        stat = Path(f"/proc/{pid}/stat").read_text()
    except FileNotFoundError:
        return True
    return stat.split(") ", 1)[1].startswith("Z")  # exited, not yet reaped


def _jobs_of(zygote: int) -> list[int]:
    """The zygote's job processes, once one has started (the front end comes first)."""
    deadline = time.monotonic() + 60
    jobs: list[int] = []
    while not jobs and time.monotonic() < deadline:
        time.sleep(0.05)
        jobs = _children(zygote)
    assert jobs, "the job never started"
    return jobs


def _still_running(pids, seconds: float) -> list[int]:
    """Those of ``pids`` still running after ``seconds`` (then killed, so that a failing test
    leaves no process behind)."""
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline and not all(_gone(p) for p in pids):
        time.sleep(0.1)
    left = [p for p in pids if not _gone(p)]
    for pid in left:
        os.kill(pid, signal.SIGKILL)
    return left


def test_a_compiler_worker_ends_when_its_parent_is_killed():
    """``zluda ptx compile`` (or any program) killed with SIGKILL mid-compile cannot close its
    LLVM worker's pipe first: the worker ends by itself once its parent is gone. Here the
    test holds the worker's stdin open, so only that watch can end it."""
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
        assert not _still_running((child,), 10), "the worker outlived its parent"
    finally:
        os.close(read_end)
        os.close(write_end)
        if parent.poll() is None:
            parent.kill()


def test_a_parent_killed_mid_job_takes_the_zygote_and_the_job_with_it():
    """A program killed with SIGKILL while the worker compiles a large module: the zygote sees
    its parent gone and kills the job's process, which has no one left to answer."""
    code = (
        "import sys, threading, time\n"
        "from zluda.ptx import compile_ptx, worker\n"
        f"ptx = open({str(LARGE)!r}).read()\n"
        "worker.start_worker()\n"
        "threading.Thread(target=compile_ptx, args=(ptx, 'amdgpu:gfx1100'),"
        " kwargs={'use_cache': False}, daemon=True).start()\n"
        "print(worker._worker._proc.pid, flush=True)\n"
        "time.sleep(300)\n")
    parent = subprocess.Popen([sys.executable, "-c", code], stdout=subprocess.PIPE)
    try:
        zygote = int(parent.stdout.readline())
        jobs = _jobs_of(zygote)
        os.kill(parent.pid, signal.SIGKILL)
        parent.wait()
        # the zygote looks for its parent every 0.2 s; the job alone would run for seconds
        # more (LLVM takes about 7 s over this module here)
        left = _still_running((zygote, *jobs), 4)
        assert not left, f"outlived their parent: {left} (zygote {zygote})"
    finally:
        if parent.poll() is None:
            parent.kill()


def test_a_killed_zygote_takes_its_job_along_and_the_next_compile_starts_another(worker):
    """The zygote killed (by the OOM killer, say) in the middle of a job: the job's process
    dies with it, the caller gets a CompilerCrash, and the next job starts a new zygote."""
    import threading

    target = get_target("amdgpu:gfx1100")
    ir, info, _ = translate(LARGE.read_text(), target)
    outcome = {}

    def compile_large():
        try:
            worker.run(compiler.llvm_request(target, ir, info))
        except CompilerCrash as crash:
            outcome["crash"] = crash

    worker.start()
    zygote = worker._proc.pid
    thread = threading.Thread(target=compile_large)
    thread.start()
    jobs = _jobs_of(zygote)
    os.kill(zygote, signal.SIGKILL)
    thread.join(timeout=30)
    assert "crash" in outcome and "exit status -9" in str(outcome["crash"])
    left = _still_running(jobs, 4)  # the job alone would run for seconds more
    assert not left, f"the job outlived its zygote: {left}"
    obj, _ = worker.run(_good_request())
    assert obj and worker._proc.pid != zygote


# -- jobs side by side (a module compiled in parts) ----------------------------------------------


@pytest.mark.parametrize("target_name", ["spirv", "amdgpu:gfx1100"])
def test_parts_compile_side_by_side_each_in_a_process_and_return_in_order(target_name):
    """Each part's front end runs in a worker's job process: the same module info as the front
    end here, and in the same job the object that the LLVM stage makes of its IR (AMDGPU, whose
    parts' objects are linked) or its IR optimized, as bitcode (SPIR-V, whose parts one LLVM
    stage joins)."""
    from zluda.ptx.worker import compile_parts

    target = get_target(target_name)
    texts = [(KERNELS / name).read_text() for name in ("basics.sm75.ptx", "memory.sm75.ptx")]
    results = compile_parts([(text, target, "part") for text in texts], 2)
    for text, (product, info, timings) in zip(texts, results):
        ir, expected, _ = translate(text, target)
        assert info == expected
        if target.links_objects:
            assert product == compiler.llvm_stage(compiler.llvm_request(target, ir, info))[0]
        else:
            optimized = llvm.optimized_bitcode(*compiler.llvm_request(target, ir, info))
            assert _disassembled(product) == _disassembled(optimized)
        assert set(timings) >= {"parse", "passes", "build_ir", "llvm", "cpu"}


def _disassembled(bitcode: bytes) -> str:
    """The IR of a module's bitcode, without its first line (the module's identifier)."""
    return str(llvm._llvm().parse_bitcode(bitcode)).split("\n", 1)[1]


def test_a_failing_part_raises_after_the_others_end():
    from zluda.ptx import worker as worker_module

    target = get_target("spirv")
    good = ((KERNELS / "basics.sm75.ptx").read_text(), target, "good")
    bad = (".version 7.5\n.target sm_75\n.address_size 64\n.visible .entry k() { bogus; }\n",
           target, "bad")
    with pytest.raises(CompilerCrash,
                       match="the part's compile failed: .*unknown instruction 'bogus'"):
        worker_module.compile_parts([good, bad, good], 2)
    busy = [w for w in [worker_module._the_worker(), *worker_module._extra_workers]
            if w._lock.locked()]
    assert not busy
    assert worker_module.compile_parts([good], 2)[0][0]  # the workers serve on


def test_job_slots_follow_the_setting_then_the_cpus(monkeypatch):
    from zluda.ptx import worker as worker_module

    monkeypatch.setenv("ZLUDA_COMPILE_JOBS", "3")
    assert worker_module.job_slots() == 3
    monkeypatch.setenv("ZLUDA_COMPILE_IN_PROCESS", "1")
    assert worker_module.job_slots() == 1
    monkeypatch.delenv("ZLUDA_COMPILE_IN_PROCESS")
    monkeypatch.setenv("ZLUDA_COMPILE_JOBS", "lots")  # not a number: the default
    cpus = len(os.sched_getaffinity(0))
    assert worker_module.job_slots() == min(cpus, worker_module.DEFAULT_MAX_JOBS)
