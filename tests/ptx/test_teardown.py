"""A compile frees what it made by reference counting alone, with the cyclic collector paused
(zluda.ptx.teardown): no cycle is left for the collector to find, and the collector's state
is the caller's again afterwards."""

import gc
import threading
from pathlib import Path

import pytest
from zluda.ptx import compile_ptx, compiler, pipeline, translate
from zluda.ptx.targets import get_target
from zluda.ptx.teardown import pause_cyclic_gc

KERNELS = Path(__file__).parent / "kernels"
# loops (phis), calls, shuffles through the barrier hub, atomics' CAS loops
MODULES = ["basics.sm75.ptx", "calls.sm75.ptx", "cas_loops.sm80.ptx", "early_exit.sm75.ptx"]


@pytest.fixture
def collector_off():
    was = gc.isenabled()
    gc.disable()
    yield
    if was:
        gc.enable()


@pytest.fixture
def collector_on():
    was = gc.isenabled()
    gc.enable()
    yield
    if not was:
        gc.disable()


@pytest.mark.parametrize("name", MODULES)
@pytest.mark.parametrize("target", ["spirv", "spirv;shuffle=memory", "amdgpu:gfx1100"])
def test_translating_leaves_no_cyclic_garbage(collector_off, name, target):
    ptx = (KERNELS / name).read_text()
    chosen = get_target(target)
    gc.collect()
    text, _info, _timings, leftovers = pipeline.front_end(ptx, chosen, name)
    assert "define" in text
    leftovers.clear()
    gc.set_debug(gc.DEBUG_SAVEALL)
    try:
        assert gc.collect() == 0, sorted({type(o).__name__ for o in gc.garbage})[:20]
    finally:
        gc.set_debug(0)
        gc.garbage.clear()


def test_translate_and_compile_restore_the_collector(collector_on):
    ptx = (KERNELS / "basics.sm75.ptx").read_text()
    translate(ptx, get_target("spirv"))
    assert gc.isenabled()
    compile_ptx(ptx, "spirv", use_cache=False)
    assert gc.isenabled()
    gc.disable()  # an application that runs without the collector keeps it off
    translate(ptx, get_target("spirv"))
    assert not gc.isenabled()


def test_pauses_nest_and_overlap_across_threads(collector_on):
    inside, release = threading.Event(), threading.Event()

    def other() -> None:
        with pause_cyclic_gc():
            inside.set()
            release.wait(10)

    thread = threading.Thread(target=other)
    with pause_cyclic_gc():
        thread.start()
        assert inside.wait(10)
        with pause_cyclic_gc():
            assert not gc.isenabled()
    assert not gc.isenabled()  # the other thread's pause is still under way
    release.set()
    thread.join(10)
    assert gc.isenabled()


def test_a_failing_compile_restores_the_collector(collector_on):
    with pytest.raises(Exception, match="expected a state space"):
        translate(".version 7.0\n.target sm_75\n.address_size 64\n.entry k( {\n ret;\n}\n",
                  get_target("spirv"))
    assert gc.isenabled()


def test_the_front_end_is_freed_while_the_worker_runs(monkeypatch):
    """compile_ptx hands the freeing to the LLVM stage as ``meanwhile``, which the worker
    calls after it sent the job, before it waits for the answer."""
    calls = []
    real = compiler.llvm_stage

    def spy(request, meanwhile=None):
        calls.append(meanwhile)
        return real(request, meanwhile)

    monkeypatch.setattr(compiler, "llvm_stage", spy)
    compile_ptx((KERNELS / "basics.sm75.ptx").read_text(), "spirv", use_cache=False)
    assert len(calls) == 1 and calls[0] is not None
    assert calls[0].__self__ == []  # the list of leftovers, emptied
