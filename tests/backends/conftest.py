"""Fixtures of the backend tests; each backend's module defines a module-scoped ``device``."""

from __future__ import annotations

import pytest
from zluda.ptx import compile_ptx

from .conformance import PROBE_PTX, SHARED_PTX


@pytest.fixture
def alloc(device):
    """``alloc(size, kind="device")``: allocations freed after the test."""
    made = []

    def make(size: int, kind: str = "device") -> int:
        address = device.allocate(size, kind)
        made.append(address)
        return address

    yield make
    for address in made:
        device.free(address)


@pytest.fixture
def queue(device):
    q = device.create_queue()
    yield q
    q.close()


@pytest.fixture(scope="module")
def probe(device):
    compiled = compile_ptx(PROBE_PTX, device.compiler_target, "probe")
    module = device.load_module(compiled.binary)
    yield module.kernel("probe"), compiled.info.kernels["probe"]
    module.close()


@pytest.fixture(scope="module")
def reverse(device):
    compiled = compile_ptx(SHARED_PTX, device.compiler_target, "reverse")
    module = device.load_module(compiled.binary)
    yield module.kernel("reverse"), compiled.info.kernels["reverse"]
    module.close()
