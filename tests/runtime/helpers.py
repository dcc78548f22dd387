"""Shared helpers of the runtime tests: result checking, the test kernels, host views."""

from __future__ import annotations

import ctypes
import os
import subprocess
import sys
from pathlib import Path

import numpy as np

KERNELS = Path(__file__).parent / "kernels"
RUNTIME_PTX = (KERNELS / "runtime.ptx").read_bytes()
ROOT = Path(__file__).parents[2]


def check(cuda, result):
    """The outputs of a call that must succeed (one value, a list, or None)."""
    err, *values = result
    assert err == cuda.CUresult.CUDA_SUCCESS, (err, cuda.last_error_message())
    if not values:
        return None
    return values[0] if len(values) == 1 else values


def error(result):
    """The CUresult of a call that must fail, after checking that its outputs are None."""
    err, *values = result
    assert all(v is None for v in values), values
    return err


def kernel(cuda, module, name: str):
    return check(cuda, cuda.cuModuleGetFunction(module, name.encode()))


def host_view(address, count: int, dtype=np.int32) -> np.ndarray:
    """A NumPy view of ``count`` elements of host-accessible memory at ``address``."""
    nbytes = count * np.dtype(dtype).itemsize
    raw = (ctypes.c_uint8 * nbytes).from_address(int(address))
    return np.frombuffer(raw, dtype=dtype)


def download(cuda, ptr, count: int, dtype=np.int32) -> np.ndarray:
    out = np.zeros(count, dtype)
    check(cuda, cuda.cuMemcpyDtoH(out, ptr, out.nbytes))
    return out


def run_python(code: str, **env: str) -> subprocess.CompletedProcess:
    """Run ``code`` in a fresh interpreter (for process-wide state such as cuInit)."""
    environ = dict(os.environ, **env)
    return subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          env=environ, timeout=300, cwd=ROOT)
