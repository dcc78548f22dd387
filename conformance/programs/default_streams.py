"""The legacy default stream against blocking, per-thread and non-blocking streams.

1. Order: steps p = p * mul + add alternate between a blocking stream, the legacy default stream
   and CU_STREAM_PER_THREAD; each step is ordered after the previous one only through the legacy
   stream's implicit synchronization, so the final values are right only if it holds.
2. Blocking, checked without timing: a host function on the legacy stream waits for the host to
   release it. Meanwhile work on a blocking stream and on the per-thread stream must stay
   pending (cuStreamQuery: CUDA_ERROR_NOT_READY), while work on a CU_STREAM_NON_BLOCKING stream
   must complete (polled with cuStreamQuery). After the release everything completes in order.
"""

import ctypes
import threading
import time

import numpy as np
from _common import (
    check,
    from_device,
    function,
    i32,
    launch,
    load_ptx,
    passed,
    ptr,
    setup,
    to_device,
)
from cuda.bindings import driver as cuda

setup()
step = function(load_ptx("default_streams.ptx"), "step")
n = 50_000
LEGACY, PER_THREAD = cuda.CU_STREAM_LEGACY, cuda.CU_STREAM_PER_THREAD
NOT_READY = cuda.CUresult.CUDA_ERROR_NOT_READY
blocking = check(cuda.cuStreamCreate(cuda.CUstream_flags.CU_STREAM_DEFAULT))
non_blocking = check(cuda.cuStreamCreate(cuda.CUstream_flags.CU_STREAM_NON_BLOCKING))


def run_step(d, stream, mul, add):
    launch(step, (32,), (128,), [ptr(d), i32(n), i32(mul), i32(add)], stream=stream)


def model(values, steps):
    values = values.astype(np.int64)
    for mul, add in steps:
        values = (values * mul + add) & 0xFFFFFFFF
    return values.astype(np.uint32).view(np.int32)


# 1. Ordering through the legacy stream.
start = np.arange(n, dtype=np.int32) - n // 2
d_p = to_device(start)
plan = [(blocking, 2, 1), (LEGACY, 3, -2), (PER_THREAD, 5, 3), (0, 7, -4), (blocking, 11, 5),
        (LEGACY, -3, 6), (PER_THREAD, 13, -7), (LEGACY, 2, 9), (blocking, 17, 1)]
for stream, mul, add in plan:
    run_step(d_p, stream, mul, add)
check(cuda.cuStreamSynchronize(blocking))  # the last step transitively waits for all the others
out = np.empty(n, np.int32)
check(cuda.cuMemcpyDtoHAsync(out, d_p, out.nbytes, blocking))
check(cuda.cuStreamSynchronize(blocking))
np.testing.assert_array_equal(out, model(start, [(m, a) for _, m, a in plan]))

# 2. A legacy stream held by a host function.
release, entered = threading.Event(), threading.Event()
timed_out = []


@ctypes.CFUNCTYPE(None, ctypes.c_void_p)
def hold(_user_data):
    entered.set()
    if not release.wait(20):
        timed_out.append(True)


d_b, d_t, d_n = (to_device(start) for _ in range(3))
check(cuda.cuStreamSynchronize(LEGACY))
check(cuda.cuLaunchHostFunc(LEGACY, cuda.CUhostFn(ctypes.cast(hold, ctypes.c_void_p).value), 0))
run_step(d_b, blocking, 3, 1)
run_step(d_t, PER_THREAD, 5, 2)
run_step(d_n, non_blocking, 7, 3)
deadline = time.monotonic() + 15
while (status := cuda.cuStreamQuery(non_blocking)[0]) == NOT_READY:
    assert time.monotonic() < deadline, "the non-blocking stream waited for the legacy stream"
    time.sleep(0.01)
check((status,))
assert entered.wait(15), "the host function never started"
assert cuda.cuStreamQuery(LEGACY)[0] == NOT_READY, "legacy stream done while its host fn waits"
assert cuda.cuStreamQuery(blocking)[0] == NOT_READY, "blocking stream ran past the legacy stream"
assert cuda.cuStreamQuery(PER_THREAD)[0] == NOT_READY, "per-thread stream ran past legacy stream"
release.set()
check(cuda.cuStreamSynchronize(blocking))
check(cuda.cuStreamSynchronize(PER_THREAD))
check(cuda.cuCtxSynchronize())
assert not timed_out, "the host function was never released"
np.testing.assert_array_equal(from_device(d_b, n, np.int32), model(start, [(3, 1)]))
np.testing.assert_array_equal(from_device(d_t, n, np.int32), model(start, [(5, 2)]))
np.testing.assert_array_equal(from_device(d_n, n, np.int32), model(start, [(7, 3)]))
for stream in (blocking, non_blocking):
    check(cuda.cuStreamDestroy(stream))
passed(f"{len(plan)} ordered steps on {n} elements; blocking/non-blocking behaviour")
