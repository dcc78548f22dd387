"""numba-cuda: pinned host memory, two streams, asynchronous copies, events and their timing."""
import numpy as np
from numba import cuda


@cuda.jit
def square(x):
    i = cuda.grid(1)
    if i < x.size:
        x[i] = x[i] * x[i]


n = 1 << 18
host = cuda.pinned_array(n, dtype=np.float32)
host[:] = np.arange(n, dtype=np.float32) % 1000
expected = host * host
results = []
for stream in (cuda.stream(), cuda.stream()):
    start, stop = cuda.event(timing=True), cuda.event(timing=True)
    start.record(stream)
    device = cuda.to_device(host, stream=stream)
    square[(n + 255) // 256, 256, stream](device)
    out = cuda.pinned_array(n, dtype=np.float32)
    device.copy_to_host(out, stream=stream)
    stop.record(stream)
    results.append((stream, stop, start, out))
for stream, stop, start, out in results:
    stream.synchronize()
    stop.synchronize()
    assert cuda.event_elapsed_time(start, stop) >= 0
    assert np.array_equal(out, expected)
print("PASS numba streams, events, pinned memory", n)
