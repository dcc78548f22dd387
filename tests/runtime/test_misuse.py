"""The API misuse suite (``conformance/misuse.py``): each case in a process of its own.

A case passes when its call returns the CUresult that CUDA gives (documented, or observed where
the documentation is silent), nothing was written where it should not be, and the driver still
serves a plain round trip afterwards in that process. A crash or a hang fails that case only.
"""

from __future__ import annotations

import pytest

from conformance.misuse import CASES, DOC, SEEN, run_all


@pytest.fixture(scope="module")
def outcomes() -> dict[str, tuple[str, str]]:
    return run_all()


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
