"""The API misuse suite: each case of ``misuse_cases.py`` in a process of its own.

A case passes when its call returns the CUresult that CUDA gives (documented, or observed where
the documentation is silent), nothing was written where it should not be, and the driver still
serves a plain round trip afterwards in that process. A crash or a hang fails that case only.
The processes fork from a server that has imported zluda but not initialized it, so a case costs
a cuInit, not an interpreter start.
"""

from __future__ import annotations

import multiprocessing
import os
import sys
from concurrent.futures import ThreadPoolExecutor

import pytest

from . import misuse_cases
from .misuse_cases import CASES, DOC, SEEN

CASE_TIMEOUT_S = 120
JOBS = 2


def _child(name: str, conn) -> None:
    try:
        conn.send(misuse_cases.run(name))
    except BaseException as exc:  # noqa: BLE001 - reported as the case's failure
        conn.send(("", f"the case raised {type(exc).__name__}: {exc}"))
    finally:
        conn.close()


def _run_in_process(context, name: str) -> tuple[str, str]:
    receiver, sender = context.Pipe(duplex=False)
    process = context.Process(target=_child, args=(name, sender))
    process.start()
    sender.close()
    if not receiver.poll(CASE_TIMEOUT_S):
        process.kill()
        process.join()
        return "", f"no answer in {CASE_TIMEOUT_S} s (a hang), or the process died" \
                   f" (exit status {process.exitcode})"
    try:
        outcome = receiver.recv()
    except EOFError:
        process.join()
        return "", f"the process died (exit status {process.exitcode})"
    process.join(CASE_TIMEOUT_S)
    if process.exitcode != 0:
        return outcome[0], f"the process ended with status {process.exitcode} after the case"
    return outcome


@pytest.fixture(scope="module")
def outcomes() -> dict[str, tuple[str, str]]:
    context = multiprocessing.get_context("forkserver")
    context.set_forkserver_preload(["zluda.driver", "numpy", misuse_cases.__name__])
    root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    if root not in sys.path:
        sys.path.insert(0, root)
    with ThreadPoolExecutor(JOBS) as pool:
        results = pool.map(lambda name: _run_in_process(context, name), CASES)
        return dict(zip(CASES, results))


def test_the_suite_has_at_least_100_cases_each_with_its_source():
    assert len(CASES) >= 100
    assert {c.source for c in CASES.values()} <= {DOC, SEEN}
    assert sum(c.expected == "CUDA_SUCCESS" for c in CASES.values()) >= 10, \
        "what CUDA accepts is tested too"


@pytest.mark.parametrize("name", list(CASES))
def test_misuse(outcomes, name):
    case = CASES[name]
    result, problem = outcomes[name]
    assert not problem, problem
    assert result == case.expected, f"{result} (CUDA: {case.expected}, {case.source})"
