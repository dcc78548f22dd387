"""CuPy (cupy-cuda13x from PyPI), unmodified, over zluda's libcuda.so.1 and libnvrtc.so.13:
elementwise kernels (CuPy compiles them with NVRTC), reductions and scans (its CUB library,
registered by the cudart inside CuPy), a RawKernel, user-defined elementwise and reduction
kernels, and streams with events. Every result is checked against NumPy. ``cumsum`` along an
axis of a matrix runs CuPy's batch scan, whose threads past the end of a row return before its
barriers (passes/barriers.py)."""

import cupy as cp
import numpy as np

rng = np.random.default_rng(7)
x = rng.standard_normal(10_000).astype(np.float32)
y = rng.standard_normal(10_000).astype(np.float32)
m = rng.integers(-50, 50, size=(37, 129)).astype(np.int64)
dx, dy, dm = cp.asarray(x), cp.asarray(y), cp.asarray(m)


def check(name, got, want, **tol):
    got = cp.asnumpy(got)
    if tol:
        np.testing.assert_allclose(got, want, **tol)
    else:
        np.testing.assert_array_equal(got, want)
    print("ok", name)


# elementwise (NVRTC-compiled kernels), broadcasting, casts
check("add", dx + dy, x + y)
check("mul-broadcast", dm * cp.arange(129), m * np.arange(129))
check("sin", cp.sin(dx), np.sin(x), rtol=1e-5, atol=1e-6)
check("where", cp.where(dx > 0, dx, -dy), np.where(x > 0, x, -y))
check("astype", (dx * 100).astype(cp.int32), (x * 100).astype(np.int32))

# reductions and scans
check("sum", dx.sum(), x.sum(dtype=np.float32), rtol=1e-4)
check("sum-axis0", dm.sum(axis=0), m.sum(axis=0))
check("max-axis1", dm.max(axis=1), m.max(axis=1))
check("argmin", dm.argmin(), m.argmin())
check("mean", dx.mean(), x.mean(), rtol=1e-4)
check("cumsum", cp.cumsum(dm.ravel()), np.cumsum(m.ravel()))
check("cumsum-axis0", cp.cumsum(dm, axis=0), np.cumsum(m, axis=0))
check("cumsum-axis1", cp.cumsum(dm, axis=1), np.cumsum(m, axis=1))

# a RawKernel
raw = cp.RawKernel(r"""
extern "C" __global__ void saxpy(float a, const float* x, float* y, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) y[i] = a * x[i] + y[i];
}""", "saxpy")
out = dy.copy()
raw(((x.size + 255) // 256,), (256,), (np.float32(2.5), dx, out, np.int32(x.size)))
check("rawkernel", out, np.float32(2.5) * x + y, rtol=1e-6, atol=1e-6)  # fma

# user-defined elementwise and reduction kernels
squared_diff = cp.ElementwiseKernel("float32 a, float32 b", "float32 z",
                                    "z = (a - b) * (a - b)", "squared_diff")
check("elementwisekernel", squared_diff(dx, dy), (x - y) ** 2, rtol=1e-6, atol=1e-6)
l2 = cp.ReductionKernel("T v", "T norm", "v * v", "a + b", "norm = sqrt(a)", "0", "l2norm")
check("reductionkernel", l2(dx), np.sqrt((x.astype(np.float64) ** 2).sum()), rtol=1e-4)

# streams and events: work on a non-blocking stream, ordered by an event
stream = cp.cuda.Stream(non_blocking=True)
with stream:
    z = dx * 3
    done = stream.record()
cp.cuda.Stream.null.wait_event(done)
check("stream-wait", z + 1, x * 3 + 1, rtol=1e-6)
stream.synchronize()
start, end = cp.cuda.Event(), cp.cuda.Event()
start.record()
w = cp.cumsum(dx)
end.record()
end.synchronize()
assert cp.cuda.get_elapsed_time(start, end) >= 0
check("event-timing", w, np.cumsum(x), rtol=1e-3, atol=1e-2)

print("PASS")
