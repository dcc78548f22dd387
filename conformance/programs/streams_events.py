"""Streams and events: three non-blocking streams whose kernels depend on each other only
through cuEventRecord + cuStreamWaitEvent (a slow producer on one stream, consumers on others,
an in-place update that must wait for an earlier reader), so every result is right only if the
waits hold. Also cuEventQuery/cuStreamQuery after synchronization, cuEventSynchronize,
cuEventElapsedTime >= 0 between timing events, and CUDA_ERROR_INVALID_HANDLE from
cuEventElapsedTime on events created with CU_EVENT_DISABLE_TIMING (as cuda.h documents)."""

import numpy as np
from _common import (
    check,
    expect_error,
    from_device,
    function,
    i32,
    launch,
    load_ptx,
    passed,
    ptr,
    setup,
    slow_fill_model,
    to_device,
    u32,
)
from cuda.bindings import driver as cuda

setup()
module = load_ptx("streams_events.ptx")
slow_fill, combine = function(module, "slow_fill"), function(module, "combine")
n, iters = 1 << 17, 300


def fill(stream, d, seed):
    launch(slow_fill, (64,), (256,), [ptr(d), i32(n), u32(seed), i32(iters)], stream=stream)


def comb(stream, a, b, out, mul):
    launch(combine, (64,), (256,), [ptr(a), ptr(b), ptr(out), i32(n), u32(mul)], stream=stream)


s1, s2, s3 = (check(cuda.cuStreamCreate(cuda.CUstream_flags.CU_STREAM_NON_BLOCKING))
              for _ in range(3))
NO_TIMING = cuda.CUevent_flags.CU_EVENT_DISABLE_TIMING
e1, e2, e3, e4 = (check(cuda.cuEventCreate(NO_TIMING)) for _ in range(4))
start, stop = (check(cuda.cuEventCreate(cuda.CUevent_flags.CU_EVENT_DEFAULT)) for _ in range(2))
zeros = np.zeros(n, np.uint32)
d_a, d_b, d_c, d_d = (to_device(zeros) for _ in range(4))

check(cuda.cuEventRecord(start, s1))
fill(s1, d_a, 17)                     # A0 = F(17)
check(cuda.cuEventRecord(e1, s1))
fill(s2, d_b, 99)                     # B0 = F(99)
check(cuda.cuEventRecord(e2, s2))
check(cuda.cuStreamWaitEvent(s3, e1, 0))
check(cuda.cuStreamWaitEvent(s3, e2, 0))
comb(s3, d_a, d_b, d_c, 3)            # C = 3 A0 + B0
check(cuda.cuEventRecord(e3, s3))
check(cuda.cuStreamWaitEvent(s1, e3, 0))
comb(s1, d_c, d_a, d_a, 5)            # A1 = 5 C + A0 (A0 was read by C first)
check(cuda.cuEventRecord(stop, s1))
check(cuda.cuStreamWaitEvent(s2, e3, 0))
fill(s2, d_b, 1234)                   # B1 = F(1234) (B0 was read by C first)
check(cuda.cuEventRecord(e4, s2))
check(cuda.cuStreamWaitEvent(s3, stop, 0))
check(cuda.cuStreamWaitEvent(s3, e4, 0))
comb(s3, d_a, d_b, d_d, 7)            # D = 7 A1 + B1
check(cuda.cuStreamSynchronize(s3))

for stream in (s1, s2, s3):
    check(cuda.cuStreamQuery(stream))
for event in (e1, e2, e3, e4, start, stop):
    check(cuda.cuEventQuery(event))
    check(cuda.cuEventSynchronize(event))
elapsed = check(cuda.cuEventElapsedTime(start, stop))
assert elapsed >= 0, elapsed
expect_error(cuda.cuEventElapsedTime(e1, e3), cuda.CUresult.CUDA_ERROR_INVALID_HANDLE)

a0, b0 = slow_fill_model(17, n, iters), slow_fill_model(99, n, iters)
c = a0 * np.uint32(3) + b0
a1 = c * np.uint32(5) + a0
d = a1 * np.uint32(7) + slow_fill_model(1234, n, iters)
np.testing.assert_array_equal(from_device(d_c, n, np.uint32), c)
np.testing.assert_array_equal(from_device(d_a, n, np.uint32), a1)
np.testing.assert_array_equal(from_device(d_d, n, np.uint32), d)
for handle in (e1, e2, e3, e4, start, stop):
    check(cuda.cuEventDestroy(handle))
for stream in (s1, s2, s3):
    check(cuda.cuStreamDestroy(stream))
passed(f"{n} elements through 3 streams, elapsed {elapsed:.3f} ms")
