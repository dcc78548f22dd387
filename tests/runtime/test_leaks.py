"""Leak tests: create and destroy modules, streams, events and contexts in a loop, in a fresh
process, and check that the resident memory stops growing.

Each loop runs ``warm`` cycles first (caches, pools and the allocator settle), then ``cycles``
more; the growth over those must stay under a bound that a leak of the object would exceed many
times (an unloaded module used to keep 3.2 MB alive, a destroyed stream about 21 KB).
"""

from __future__ import annotations

import json

import pytest

from .helpers import RUNTIME_PTX, run_python

_PRELUDE = f"""
import gc, json
import numpy as np
from zluda import driver as cuda

def ok(result):
    assert result[0] == 0, (result, cuda.last_error_message())
    return result[1] if len(result) == 2 else result[1:]

def rss_mb():
    with open("/proc/self/statm") as f:
        return int(f.read().split()[1]) * 4096 / 2**20

ok(cuda.cuInit(0))
device = ok(cuda.cuDeviceGet(0))
context = ok(cuda.cuCtxCreate(None, 0, device))
PTX = {RUNTIME_PTX!r}
"""

_LOOPS = {
    "module": ("""
m = ok(cuda.cuModuleLoadData(PTX))
for name in (b"count", b"scale_add", b"use_globals"):
    ok(cuda.cuModuleGetFunction(m, name))
ok(cuda.cuModuleGetGlobal(m, b"table"))
ok(cuda.cuModuleUnload(m))
""", 40, 100, 25.0),
    "library": ("""
lib = ok(cuda.cuLibraryLoadData(PTX, None, None, 0, None, None, 0))
ok(cuda.cuLibraryGetKernel(lib, b"count"))
ok(cuda.cuLibraryGetKernel(lib, b"count"))
ok(cuda.cuLibraryUnload(lib))
""", 40, 100, 25.0),
    "stream": ("""
s = ok(cuda.cuStreamCreate(0))
ok(cuda.cuMemsetD8Async(buffer, 1, 4096, s))
ok(cuda.cuMemcpyDtoH(host, buffer, 4096))  # the legacy stream waits for s
ok(cuda.cuStreamDestroy(s))
""", 200, 1000, 8.0),
    "event": ("""
e = ok(cuda.cuEventCreate(0))
ok(cuda.cuEventRecord(e, 0))
ok(cuda.cuEventSynchronize(e))
ok(cuda.cuEventDestroy(e))
""", 200, 2000, 8.0),
    "context": ("""
c = ok(cuda.cuCtxCreate(None, 0, device))
p = ok(cuda.cuMemAlloc(1 << 20))
s = ok(cuda.cuStreamCreate(1))
ok(cuda.cuMemsetD8Async(p, 2, 1 << 20, s))
m = ok(cuda.cuModuleLoadData(PTX))
ok(cuda.cuModuleGetFunction(m, b"count"))
ok(cuda.cuCtxDestroy(c))
ok(cuda.cuCtxSetCurrent(context))
""", 20, 60, 25.0),
}


def _measure(body: str, warm: int, cycles: int) -> dict:
    code = _PRELUDE + f"""
buffer = ok(cuda.cuMemAlloc(4096))
host = np.zeros(4096, np.uint8)
def cycle():
{"".join("    " + line + chr(10) for line in body.strip().splitlines())}
for _ in range({warm}):
    cycle()
ok(cuda.cuCtxSynchronize()); gc.collect()
before = rss_mb()
for _ in range({cycles}):
    cycle()
ok(cuda.cuCtxSynchronize()); gc.collect()
print(json.dumps({{"before": before, "after": rss_mb()}}))
"""
    done = run_python(code, ZLUDA_BACKEND="opencl")
    assert done.returncode == 0, done.stderr[-2000:]
    return json.loads(done.stdout.strip().splitlines()[-1])


@pytest.mark.parametrize("kind", list(_LOOPS))
def test_resident_memory_stops_growing(kind):
    body, warm, cycles, bound_mb = _LOOPS[kind]
    rss = _measure(body, warm, cycles)
    growth = rss["after"] - rss["before"]
    print(f"{kind}: {rss['before']:.1f} -> {rss['after']:.1f} MB over {cycles} cycles")
    assert growth < bound_mb, (f"{kind}: resident memory grew {growth:.1f} MB over {cycles}"
                               f" cycles ({1024 * growth / cycles:.1f} KB a cycle)")
